"""The table's read of its players: how aggressive each seat has played in its last hands.

Every betting action is public (variants.md), so every seat may know this
much of the others: of a seat's turns at which it could bet or raise
(posting a blind is no turn; calling an all-in it could not raise is not
counted) over the last `WINDOW` hands it was dealt into, the share at which
it did; and of the bets it faced, the share it folded (`folding`).
`aggression` smooths it toward a
typical player's share (`PRIOR`, as if `PRIOR_WEIGHT` such actions had been
seen), so a few hands move it only a little, and a player who has raised at
nearly every turn for a while reads close to 1. A seat that changes hands
(a player leaves, another sits down) starts afresh.

`BettingReads` is the tally a `HoldemGame` keeps while it logs the betting;
the computer players find it in their `HoldemView`. Pure: no hidden card
and no randomness goes into it.

`read_ranges` reads the running hand's public betting (`HoldemView.line`):
each opponent's range, a top fraction of the starting hands by its preflop
action and position (an open from early position is tighter than one from
the button; a re-raise, a call of a raise, a big all-in tighter still), and
per later street where it bet, raised or called, the share of that range it
keeps (smaller for larger bets and for raises). A seat that raises at nearly
every turn (`looseness`) is read as holding any hand.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, NamedTuple

from .actions import Call, Check, Fold, RaiseTo

if TYPE_CHECKING:
    from .game import HoldemView, Move

__all__ = [
    "BettingReads",
    "WINDOW",
    "PRIOR",
    "PRIOR_WEIGHT",
    "FOLD_PRIOR",
    "TIGHT",
    "LOOSE",
    "looseness",
    "SeatRange",
    "read_ranges",
    "RangeNote",
    "describe",
]

#: Hands per seat the read covers (the most recent ones).
WINDOW = 20
#: The share of bets and raises assumed before anything is seen.
PRIOR = 0.2
#: How many actions the assumption weighs.
PRIOR_WEIGHT = 6.0
#: The share of folds to a bet assumed before anything is seen.
FOLD_PRIOR = 0.4


class BettingReads:
    """Per seat, its bets and raises and its turns with a raise allowed in each of its last
    `WINDOW` hands."""

    def __init__(self, seats: int) -> None:
        # Per seat and hand: [bets and raises, turns with a raise allowed, bets faced, folds to them].
        self._hands: list[deque[list[int]]] = [deque() for _ in range(seats)]
        self._aggressive = [0] * seats
        self._actions = [0] * seats
        self._faced = [0] * seats
        self._folds = [0] * seats
        self._shares: tuple[float, ...] | None = None
        self._folding: tuple[float, ...] | None = None

    def start_hand(self, seats: tuple[int, ...]) -> None:
        """A hand dealt to ``seats`` begins: a fresh count for each, the oldest beyond the window out."""
        for seat in seats:
            hands = self._hands[seat]
            hands.append([0, 0, 0, 0])
            if len(hands) > WINDOW:
                aggressive, actions, faced, folds = hands.popleft()
                self._aggressive[seat] -= aggressive
                self._actions[seat] -= actions
                self._faced[seat] -= faced
                self._folds[seat] -= folds
        self._shares = self._folding = None

    def record(self, seat: int, aggressive: bool) -> None:
        """``seat`` acted in the running hand where it could have bet or raised: it did
        (``aggressive``) or it folded, checked or called."""
        counts = self._hands[seat][-1]  # the running hand's, begun by start_hand
        counts[1] += 1
        self._actions[seat] += 1
        if aggressive:
            counts[0] += 1
            self._aggressive[seat] += 1
        self._shares = None

    def record_facing(self, seat: int, folded: bool) -> None:
        """``seat`` acted in the running hand facing a bet (something to call): it folded or not."""
        counts = self._hands[seat][-1]
        counts[2] += 1
        self._faced[seat] += 1
        if folded:
            counts[3] += 1
            self._folds[seat] += 1
        self._folding = None

    def forget(self, seat: int) -> None:
        """Another player takes ``seat`` (or it empties): nothing is known of them."""
        self._hands[seat].clear()
        self._aggressive[seat] = 0
        self._actions[seat] = 0
        self._faced[seat] = 0
        self._folds[seat] = 0
        self._shares = self._folding = None

    def aggression(self) -> tuple[float, ...]:
        """Each seat's smoothed share of bets and raises among its turns counted in its window."""
        shares = self._shares
        if shares is None:
            prior = PRIOR * PRIOR_WEIGHT
            shares = self._shares = tuple(
                (aggressive + prior) / (actions + PRIOR_WEIGHT)
                for aggressive, actions in zip(self._aggressive, self._actions)
            )
        return shares

    def folding(self) -> tuple[float, ...]:
        """Each seat's smoothed share of folds among the bets it faced in its window (smoothed
        toward `FOLD_PRIOR` as `aggression` is toward `PRIOR`)."""
        shares = self._folding
        if shares is None:
            prior = FOLD_PRIOR * PRIOR_WEIGHT
            shares = self._folding = tuple(
                (folds + prior) / (faced + PRIOR_WEIGHT) for folds, faced in zip(self._folds, self._faced)
            )
        return shares

    def counts(self, seat: int) -> tuple[int, int]:
        """``seat``'s bets and raises and its turns counted within the window."""
        return self._aggressive[seat], self._actions[seat]


# ---------------------------------------------------------------- ranges read from the betting

#: Aggression up to which a seat counts as tight, and from which as loose (the reads' scale).
TIGHT, LOOSE = 0.35, 0.65


#: Aggression up to which a seat's ranges are read in full, and from which as any hand: higher than
#: `TIGHT` and `LOOSE`, since the share counts the running hand too, and two raises in it would
#: make a tight player look loose.
RANGE_TIGHT, RANGE_LOOSE = 0.35, 0.65


def looseness(aggression: float) -> float:
    """How little a bet by a seat of this aggression says about its hand: 0 (its range narrows in
    full) to 1 (it raises at nearly every turn: its hands are any hands)."""
    if aggression <= RANGE_TIGHT:
        return 0.0
    if aggression >= RANGE_LOOSE:
        return 1.0
    return (aggression - RANGE_TIGHT) / (RANGE_LOOSE - RANGE_TIGHT)


#: Opening raise before the flop, by the live seats with chips still to act behind it (4: and more).
OPEN_BY_BEHIND = (0.42, 0.36, 0.26, 0.2, 0.16)
#: A re-raise before the flop (a 3-bet), and any raise after that.
THREE_BET, FOUR_BET = 0.07, 0.035
#: Calls before the flop: nobody raised (a limp), one raise, two or more.
LIMP, CALL_RAISE, CALL_RERAISE = 0.5, 0.2, 0.07
#: An all-in before the flop of this many big blinds or more is read by its depth (`SHOVE`).
SHOVE_FROM = 12
#: (big blinds up to, fraction): the range of a preflop all-in by its size.
SHOVE = ((15, 0.2), (25, 0.12), (40, 0.07), (10**9, 0.04))


class SeatRange(NamedTuple):
    """What an opponent's betting says of its hole cards: the top ``fraction`` of the starting
    hands (`ranges`), then per later street where it bet, raised or called the share of that range
    it keeps (``keep``: its strongest hands on that street's board, board cards ``board``)."""

    seat: int
    fraction: float
    #: (board cards then, share of its range it would play so) per narrowing action.
    steps: tuple[tuple[int, float], ...] = ()


_BOARD_AT_STREET = (0, 3, 4, 5)


def _preflop_fraction(move: Move, raises: int, big_blind: int) -> float:
    """The range a preflop action (after ``raises`` raises this hand) is read as."""
    if move.kind is RaiseTo:
        if raises == 0:
            fraction = OPEN_BY_BEHIND[min(move.after, len(OPEN_BY_BEHIND) - 1)]
        else:
            fraction = THREE_BET if raises == 1 else FOUR_BET
        if move.all_in and move.chips >= SHOVE_FROM * big_blind:
            depth = move.chips / big_blind
            fraction = min(fraction, next(share for top, share in SHOVE if depth <= top))
        return fraction
    if move.kind is Call:
        if raises == 0:
            return LIMP
        fraction = CALL_RAISE if raises == 1 else CALL_RERAISE
        if move.chips >= SHOVE_FROM * big_blind:  # calling off a big all-in or raise
            depth = move.chips / big_blind
            fraction = min(fraction, 0.7 * next(share for top, share in SHOVE if depth <= top))
        return fraction
    return 1.0  # check (the big blind's option)


def _keep(move: Move, raises: int) -> float:
    """The share of its range a seat keeps by a bet, raise or call after the flop: the larger the
    bet against the pot, the fewer hands; a raise of a bet fewer still."""
    size = move.chips / move.pot if move.pot else 1.0
    if move.kind is RaiseTo:
        keep = 0.55 - 0.15 * min(size, 1.5)
        if raises:
            keep *= 0.6
    else:  # a call: the larger the bet called, the fewer hands
        keep = 0.7 - 0.25 * min(size, 1.5)
    if move.all_in:
        keep *= 0.8
    return max(0.08, keep)


def read_ranges(view: HoldemView, reads: float = 1.0) -> tuple[SeatRange, ...]:
    """Each live opponent's range by the hand's public betting (`HoldemView.line`), looser for a
    seat that raises at nearly every turn (by the table's reads): the one it would play the way it
    played. A seat that has not acted yet holds any hand. ``reads`` (0 to 1): how far to widen
    the ranges of loose raisers."""
    shares = view.aggression
    fractions: dict[int, float] = {}
    steps: dict[int, list[tuple[int, float]]] = {}
    raises = 0
    street = 0
    big = view.big_blind
    for move in view.line:
        if move.street != street:
            street, raises = move.street, 0
        seat, kind = move.seat, move.kind
        if kind is Fold or (kind is Check and street):
            pass
        elif street == 0:
            fractions[seat] = min(fractions.get(seat, 1.0), _preflop_fraction(move, raises, big))
        else:
            steps.setdefault(seat, []).append((_BOARD_AT_STREET[street], _keep(move, raises)))
        if move.kind is RaiseTo:
            raises += 1
    if not view.line and view.raises_this_street:  # a view without its line: the raise is known
        top = max(view.bets)
        for seat in view.live:
            if view.bets[seat] == top and seat != view.seat:
                opened = OPEN_BY_BEHIND[-1] if view.raises_this_street == 1 else THREE_BET
                fractions[seat] = opened if not view.board else 1.0
                if view.board:
                    steps[seat] = [(len(view.board), 0.4)]
    result = []
    for seat in view.live:
        if seat == view.seat:
            continue
        fraction = fractions.get(seat, 1.0)
        kept: list[tuple[int, float]] = steps.get(seat, [])
        loose = reads * looseness(shares[seat]) if shares else 0.0
        if loose:
            fraction += (1.0 - fraction) * loose
            kept = [(cards, keep + (1.0 - keep) * loose) for cards, keep in kept]
        result.append(SeatRange(seat, fraction, tuple(kept)))
    return tuple(result)


class RangeNote(NamedTuple):
    """How a range reads for a person: what the seat did that narrowed it most recently
    (``"raise"``, ``"call"``, or ``"any"``: nothing of its own will, or it raises nearly always)
    and about what share of all starting hands it holds now."""

    seat: int
    kind: str
    share: float


def describe(view: HoldemView, ranges: tuple[SeatRange, ...]) -> tuple[RangeNote, ...]:
    """A `RangeNote` per range, from the hand's betting (for the Tipp): the share is the range's
    fraction times the share each later step keeps."""
    last: dict[int, str] = {}
    for move in view.line:
        if move.kind is RaiseTo:
            last[move.seat] = "raise"
        elif move.kind is Call:
            last[move.seat] = "call"
    notes = []
    for seat in ranges:
        share = seat.fraction
        for _cards, keep in seat.steps:
            share *= keep
        kind = last.get(seat.seat, "any")
        if share >= 0.95 or kind == "any":
            kind, share = "any", 1.0
        notes.append(RangeNote(seat.seat, kind, share))
    return tuple(notes)
