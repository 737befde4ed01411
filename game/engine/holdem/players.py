"""Computer players for Hold'em: Anfänger, Normal, Profi, each with a one-line reason.

A player sees only its seat's `HoldemView` and the `LegalActions` - its own
hole cards, the board and the public betting, never a hidden card.

Anfänger estimates its equity (share of the pot it would win at a showdown)
by a cheap rule of thumb (made hand; pair/suited/high cards before the
flop) against as many random hands, and compares it with the pot odds.

Normal and Profi estimate it against the *ranges* of the players still in:
the hands each would hold, having played the way it played (`reads.read_ranges`:
a top fraction of the starting hands by position and preflop action,
narrowed street by street by its bets, raises and calls, tighter for larger
bets; any hand from a player who raises at nearly every turn). Before the
flop the precomputed tables answer (`ranges`), after it a few dozen weighted
deals (`equity.range_equity`). Then:

- before the flop, unraised: open-raise the hands of the opening chart for
  the seats still behind (`reads.OPEN_BY_BEHIND`, the same fractions a
  player's open is read with); with at most `PUSH_BB` big blinds, all in
  or fold by the push chart (`PUSH_CHART`);
- else call when the equity beats the pot odds (Profi counts a little of
  the chips behind it may still win on later streets: implied odds, by
  stack depth; everyone asks more of a call of a large share of its chips;
  when players who raise at every turn are still to answer a call, the odds
  move toward those of calling all the way, `odds_to_the_end`) and raise
  for value when it is well above the fair share.

Profi deals more and reads loose raisers in full (Normal half-way), and it
reads which players fold often to bets (`HoldemView.folding`): against one
or two of those it steals the blinds from late position with more hands,
bets the flop after raising before it, bets draws, and bluffs the river
heads-up with a hand that cannot win a showdown - never against players
who call (their bluffs would only pay them). Normal never bluffs.
`decide` returns the action; `decision` also returns the reason.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Protocol

from ..betting import LegalActions
from ..cards import Card
from ..decks import DECK_52
from ..hands import HOLDEM, HandCategory, count_code_rating
from ..levels import Level
from .actions import Call, Check, Fold, RaiseTo
from .equity import equity, range_equity
from .game import HoldemView
from .ranges import KINDS, TOTAL_COMBOS, combos_of, kind_name, kind_of, table
from .reads import LOOSE, OPEN_BY_BEHIND, TIGHT, SeatRange, read_ranges

__all__ = [
    "HoldemPlayer",
    "Decision",
    "AnfaengerHoldem",
    "NormalHoldem",
    "ProfiHoldem",
    "player_for",
    "rough_equity",
    "parse_chart",
    "opponent_ranges",
    "escalating",
    "odds_to_the_end",
    "push_range",
    "PUSH_BB",
    "PUSH_CHART",
]

BetAction = Fold | Check | Call | RaiseTo
_CARDS = DECK_52.cards


class HoldemPlayer(Protocol):
    """Decides one betting action from its seat's view and its legal choices."""

    def decide(self, view: HoldemView, legal: LegalActions) -> BetAction:
        """One of the legal choices."""
        ...


@dataclass(frozen=True, slots=True)
class Decision:
    """An action and the one-line reason for it."""

    action: BetAction
    reason: str


_MADE = {
    HandCategory.HIGH_CARD: 0.3,
    HandCategory.ONE_PAIR: 0.55,
    HandCategory.TWO_PAIR: 0.75,
    HandCategory.THREE_OF_A_KIND: 0.82,
}
_SHIFT = HOLDEM.category_shift
_MADE_BY_INDEX = tuple(_MADE.get(category, 0.92) for category in HOLDEM.categories)


def rough_equity(hole: tuple[Card, Card], board: tuple[Card, ...], opponents: int) -> float:
    """A cheap rule-of-thumb equity (Anfänger): no simulation at all."""
    if not board:
        first, second = hole[0].rank, hole[1].rank
        high, low = (first, second) if first >= second else (second, first)
        base = 0.32 + (high + low - 4) / 60
        if high == low:
            base += 0.2
        if hole[0].suit == hole[1].suit:
            base += 0.04
        if high - low == 1:
            base += 0.03
    else:
        best = count_code_rating(HOLDEM).rate([card.count_code for card in (*hole, *board)])
        base = _MADE_BY_INDEX[best >> _SHIFT]
    shared: float = base ** (1 + 0.6 * (opponents - 1))
    return 0.02 if shared < 0.02 else 0.98 if shared > 0.98 else shared


def _raises_always(aggression: float) -> float:
    """How surely a seat of this aggression (the reads' scale) raises at every turn: 0 up to
    `TIGHT`, 1 from `LOOSE`, a ramp between."""
    if aggression <= TIGHT:
        return 0.0
    if aggression >= LOOSE:
        return 1.0
    return (aggression - TIGHT) / (LOOSE - TIGHT)


def escalating(view: HoldemView) -> float:
    """How surely a call now is not the last one this round: the players still to answer it (live,
    with chips, besides the last bettor) raise at every turn - 1 - or never (0), by the reads."""
    shares = view.aggression
    if not shares:
        return 0.0
    bettor = view.aggressor
    answering = [seat for seat in view.live if seat not in (view.seat, bettor) and view.stacks[seat] > 0]
    return max((_raises_always(shares[seat]) for seat in answering), default=0.0)


def odds_to_the_end(view: HoldemView) -> float:
    """The pot odds of calling all the way: the share of the final pot that this seat's chips
    behind pay if every live seat that raises at every turn (by the reads; in part, one that
    does so in part) puts in as much as this seat has, or all it has. Those who do not are
    counted with nothing more: they may fold."""
    me = view.seat
    shares = view.aggression
    mine = view.stacks[me] + view.bets[me]
    final: float = view.pot_total + view.stacks[me]
    for seat in view.live:
        if seat != me:
            bet = view.bets[seat]
            weight = _raises_always(shares[seat]) if shares else 1.0
            final += weight * max(0, min(view.stacks[seat] + bet, mine) - bet)
    return view.stacks[me] / final if final else 0.0


def _clamp(amount: int, legal: LegalActions) -> int:
    assert legal.raise_min is not None and legal.raise_max is not None
    return max(legal.raise_min, min(legal.raise_max, amount))


class _Base:
    """Shared decision rule: equity against pot odds, with level-specific knobs."""

    level: Level
    trials = 0
    value_edge = 0.15  # equity above the fair share needed to bet or raise
    call_edge = 0.0  # equity above the pot odds needed to call

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng
        self._cache: dict[tuple[Card, ...], float] = {}

    def estimate(self, view: HoldemView) -> float:
        """The seat's equity against the players still in."""
        opponents = max(1, len(view.live) - 1)
        key = (*view.hole, *view.board, _CARDS[opponents])
        cached = self._cache.get(key)
        if cached is None:
            if len(self._cache) > 64:
                self._cache.clear()
            cached = equity(view.hole, view.board, opponents, self.trials, self._rng)
            self._cache[key] = cached
        return cached

    def note(self, view: HoldemView, adjusted: float) -> str:
        """What `adjust` took into account, for the reason ("" when nothing)."""
        return ""

    def decision(self, view: HoldemView, legal: LegalActions) -> Decision:
        """The action and its reason."""
        action, raw, value, odds = self._choose(view, legal)
        opponents = max(1, len(view.live) - 1)
        why = f"equity {raw:.0%}{self.note(view, value)} vs {opponents} opp, pot odds {odds:.0%}"
        call = legal.call or 0
        if isinstance(action, RaiseTo):
            kind = "bet" if legal.opening else "raise"
            return Decision(action, f"{kind} {action.amount} for value: {why}")
        if isinstance(action, Check):
            return Decision(action, f"check, nothing to call: {why}")
        if isinstance(action, Call):
            return Decision(action, f"call {call}: {why}")
        return Decision(action, f"fold to {call}: {why}")

    def _choose(self, view: HoldemView, legal: LegalActions) -> tuple[BetAction, float, float, float]:
        """The action, the raw and the adjusted equity and the pot odds."""
        raw = value = self.estimate(view)
        opponents = max(1, len(view.live) - 1)
        fair = 1 / (opponents + 1)
        call = legal.call or 0
        pot_after = view.pot_total + call
        odds = call / pot_after if call else 0.0
        strong = value >= fair + self.value_edge + 0.05 * view.raises_this_street
        if legal.raise_min is not None and strong:
            size = view.pot_total + 2 * call if legal.opening or call else view.pot_total
            # the bet to match (a short big blind does not lower it, so not max(view.bets))
            target = view.bets[view.seat] + call + max(view.big_blind, (size * 2) // 3)
            return RaiseTo(legal.seat, _clamp(target, legal)), raw, value, odds
        if legal.call is None:
            return Check(legal.seat), raw, value, odds
        if value >= odds + self.call_edge:
            return Call(legal.seat), raw, value, odds
        return Fold(legal.seat), raw, value, odds

    def decide(self, view: HoldemView, legal: LegalActions) -> BetAction:
        """One of the legal choices."""
        return self._choose(view, legal)[0]


class AnfaengerHoldem(_Base):
    """Anfänger: a rule-of-thumb equity, calls loosely, raises only strong hands."""

    level = Level.ANFAENGER
    value_edge = 0.3
    call_edge = -0.05

    def estimate(self, view: HoldemView) -> float:
        """Rule of thumb only: no simulation."""
        return rough_equity(view.hole, view.board, max(1, len(view.live) - 1))


def parse_chart(text: str) -> frozenset[int]:
    """The kinds (`ranges.KINDS` indices) of a chart written the usual way: ``22+`` (every pair from
    22 up), ``A2s+`` (A2s to AKs), ``KTo+`` (KTo to KQo), ``QJo``, ``JTs``."""
    names = {kind_name(kind): kind for kind in range(len(KINDS))}
    values = "23456789TJQKA"
    kinds: set[int] = set()
    for token in text.split():
        plus = token.endswith("+")
        name = token.rstrip("+")
        if name not in names:
            raise ValueError(f"not a starting hand: {token!r}")
        if not plus:
            kinds.add(names[name])
            continue
        high, low = name[0], name[1]
        if high == low:  # pairs upward
            kinds.update(names[v + v] for v in values[values.index(low):])
        else:  # the low card upward, up to one below the high card
            kinds.update(names[high + v + name[2]] for v in values[values.index(low):values.index(high)])
    return frozenset(kinds)


#: Folds to bets (`HoldemView.folding`) from which a player is bluffed (Profi).
BLUFF_FOLDS = 0.35
#: The share of starting hands Profi opens from late position against such players.
STEAL = 0.6
#: ... and heads-up (from the button).
STEAL_HEADS_UP = 0.85

#: Stacks of at most this many big blinds (the smaller of the seat's and the largest other's)
#: play push-or-fold before the flop when nobody raised yet.
PUSH_BB = 10
#: Push ranges at 10 big blinds by the seats with chips still to act behind (index; 5: five and
#: more), after the published Nash push/fold charts for no-limit Hold'em without antes
#: (HoldemResources.net / "Kill Phil"-style tables), rounded to whole kinds: the button pushes
#: about 40 % of the hands, the small blind against the big blind about 58 %, under the gun at
#: six seats about 18 %.
PUSH_CHART = (
    # 0 behind cannot open (the big blind checks its option): the small blind's chart is used
    "22+ A2s+ A2o+ K2s+ K2o+ Q2s+ Q5o+ J3s+ J7o+ T5s+ T7o+ 95s+ 97o+ 85s+ 87o 74s+ 64s+ 54s",
    "22+ A2s+ A2o+ K2s+ K2o+ Q2s+ Q5o+ J3s+ J7o+ T5s+ T7o+ 95s+ 97o+ 85s+ 87o 74s+ 64s+ 54s",
    "22+ A2s+ A2o+ K2s+ K7o+ Q5s+ Q9o+ J7s+ J9o+ T7s+ T9o 97s+ 87s 76s",
    "22+ A2s+ A2o+ K5s+ K9o+ Q8s+ QTo+ J8s+ JTo T8s+ 98s",
    "22+ A2s+ A4o+ K7s+ KTo+ Q9s+ QTo+ J9s+ T9s",
    "22+ A2s+ A7o+ K9s+ KTo+ QTs+ QJo JTs",
)


@cache
def _push_kinds() -> tuple[frozenset[int], ...]:
    return tuple(parse_chart(chart) for chart in PUSH_CHART)


def push_range(behind: int) -> frozenset[int]:
    """The kinds to push all in at 10 big blinds with ``behind`` seats still to act."""
    charts = _push_kinds()
    return charts[min(behind, len(charts) - 1)]


def _effective(view: HoldemView) -> int:
    """The chips this seat can win or lose in the hand: the smaller of its and the largest live
    opponent's chips (behind plus this round's bet)."""
    me = view.seat
    mine = view.stacks[me] + view.bets[me]
    others = max((view.stacks[s] + view.bets[s] for s in view.live if s != me), default=0)
    return min(mine, others)


def opponent_ranges(view: HoldemView, reads: float = 1.0) -> tuple[SeatRange, ...]:
    """The live opponents' ranges (`reads.read_ranges`, loose raisers widened ``reads`` of the way)
    that a decision weighs: after the flop every live opponent; before it those who put chips in
    of their own will and those who raise at nearly every turn (another seat still to act may well
    fold; the blinds count once they act)."""
    read = read_ranges(view, reads)
    if view.board:
        return read
    acted = {move.seat for move in view.line if move.kind is not Fold}
    top = max(view.bets)
    if top > view.big_blind:  # the raisers, even in a view without its line
        acted.update(seat for seat in view.live if view.bets[seat] == top)
    shares = view.aggression
    if shares and reads:  # a seat still to act that raises at every turn will play: it counts
        acted.update(seat for seat in view.live if reads * _raises_always(shares[seat]) >= 0.5)
    return tuple(seat for seat in read if seat.seat in acted)


class _RangePlayer(_Base):
    """Normal and Profi: equity against the opponents' read ranges (see the module doc)."""

    reads = 1.0  # how far loose raisers' ranges widen (0 to 1)
    implied = 0.0  # share of the smaller of pot and chips behind counted as winnable later (draws)
    commit_edge = 0.03  # extra equity asked for a call of a large share of the chips behind
    bluff = False  # bets without the hand against players who fold often, steals the blinds
    bluffed = False  # the last decision was a bluff (for its reason)
    chart = ""  # the last decision was by the "opening" or the "push" chart (for its reason)
    river_bluff = False  # also on the river, heads-up, with a hand that cannot win a showdown
    #: Equity from which a draw is bet (flop, turn), and below which a hand cannot win a showdown.
    bluff_bars: tuple[float, ...] = (0.3, 0.15)

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self._range_cache: dict[tuple[object, ...], float] = {}

    def ranges(self, view: HoldemView) -> tuple[SeatRange, ...]:
        """The live opponents' ranges this level reads (`opponent_ranges`)."""
        return opponent_ranges(view, self.reads)

    def estimate(self, view: HoldemView, near: tuple[float, ...] = ()) -> float:
        """Equity against the read ranges (cached per situation: the same street asks again);
        ``near``: the equities the decision turns on (see `range_equity`)."""
        ranges = self.ranges(view)
        key = (view.hole, view.board, ranges, near)
        cached = self._range_cache.get(key)
        if cached is None:
            if len(self._range_cache) > 64:
                self._range_cache.clear()
            cached = range_equity(view.hole, view.board, ranges, self.trials, self._rng, near=near)
            self._range_cache[key] = cached
        return cached

    def note(self, view: HoldemView, adjusted: float) -> str:
        """The ranges the equity was estimated against (each as the top share of all hands)."""
        ranges = self.ranges(view)
        if not ranges:
            return ""
        return " (ranges " + ", ".join(f"{seat.fraction:.0%}" for seat in ranges) + ")"

    def _choose(self, view: HoldemView, legal: LegalActions) -> tuple[BetAction, float, float, float]:
        call = legal.call or 0
        big = view.big_blind
        if not view.board and view.raises_this_street == 0:
            return self._unraised(view, legal)
        opponents = max(1, len(self.ranges(view)))
        fair = 1 / (opponents + 1)
        pot_after = view.pot_total + call
        behind = _effective(view) - view.bets[view.seat] - call
        extra = 0.0
        if self.implied and len(view.board) in (3, 4) and behind > 0:
            extra = self.implied * min(behind, view.pot_total)
        odds = call / (pot_after + extra) if call else 0.0
        if call and len(view.live) > 2:  # players who raise at every turn still to answer the call
            odds += self.reads * escalating(view) * (odds_to_the_end(view) - odds)
        need = self.call_edge + (self.commit_edge if behind > 0 and call > 0.3 * (call + behind) else 0.0)
        bettor = view.aggressor
        wild = _raises_always(view.aggression[bettor]) if view.aggression and bettor is not None else 0.0
        # each raise this round asks for more, unless it came from a player who raises at every turn
        # ... and against a table of such players only, a hand a little above its fair share plays
        # for the stack: they put it in anyway
        shares = view.aggression
        others = [seat for seat in view.live if seat != view.seat]
        table_wild = min((_raises_always(shares[seat]) for seat in others), default=0.0) if shares else 0.0
        edge = self.value_edge * (1.0 - 0.7 * self.reads * table_wild)
        bar = fair + edge + 0.04 * view.raises_this_street * (1.0 - self.reads * wild)
        near = (bar, odds + need) if call else (bar, *self.bluff_bars)
        raw = value = self.estimate(view, near)
        strong = value >= bar
        if legal.raise_min is not None and strong:
            if view.board:
                size = view.pot_total + 2 * call if legal.opening or call else view.pot_total
                target = max(view.bets) + max(big, (size * 2) // 3)
            else:  # a re-raise before the flop: three times the raise
                target = 3 * max(view.bets)
            if target >= 0.4 * (view.stacks[view.seat] + view.bets[view.seat]):
                target = legal.raise_max or target  # committed anyway: all of it
            return RaiseTo(legal.seat, _clamp(target, legal)), raw, value, odds
        if legal.call is None:
            if legal.raise_min is not None and view.board and self._bluffs(view, raw):
                self.bluffed = True
                return RaiseTo(legal.seat, _clamp(max(big, view.pot_total // 2), legal)), raw, value, odds
            return Check(legal.seat), raw, value, odds
        if value >= odds + need:
            return Call(legal.seat), raw, value, odds
        return Fold(legal.seat), raw, value, odds

    def _folders(self, view: HoldemView, seats: Sequence[int]) -> bool:
        """The ``seats`` fold often enough to bets (by the table's reads) for a bluff to pay."""
        folding = view.folding
        return bool(folding) and all(folding[seat] >= BLUFF_FOLDS for seat in seats)

    def _bluffs(self, view: HoldemView, raw: float) -> bool:
        """Bet without the hand for it (checked to, against one or two players who fold often): the
        preflop raiser on the flop, or a hand with a fair chance to improve (a draw) before the river."""
        if not self.bluff:
            return False
        others = [seat for seat in view.live if seat != view.seat]
        if len(others) > 2 or not self._folders(view, others):
            return False
        raisers = [move.seat for move in view.line if move.street == 0 and move.kind is RaiseTo]
        if len(view.board) == 3 and raisers and raisers[-1] == view.seat:
            return True
        if len(view.board) == 5:  # the river: only a hand that cannot win a showdown
            return self.river_bluff and len(others) == 1 and raw < self.bluff_bars[1]
        return raw >= self.bluff_bars[0]

    def decision(self, view: HoldemView, legal: LegalActions) -> Decision:
        """The action and its reason: a chart decision names the chart and the hand, a bluff says so."""
        self.bluffed = False
        self.chart = ""
        decided = super().decision(view, legal)
        action = decided.action
        if self.chart:
            kind = kind_of(view.hole)
            top = max(1, round(100 * (table().percentile[kind] + len(combos_of(kind)) / TOTAL_COMBOS)))
            why = f"{kind_name(kind)}, top {top}% of hands by the {self.chart} chart"
            if isinstance(action, RaiseTo):
                # all in only when the raise takes every chip (in limit the largest raise is one bet)
                everything = view.stacks[view.seat] + view.bets[view.seat]
                verb = "all in" if action.amount == everything else "raise"
                head = f"{verb} {action.amount}"
            elif isinstance(action, Check):
                head = "check"
            elif isinstance(action, Call):
                head = f"call {legal.call}"
            else:
                head = f"fold to {legal.call}"
            return Decision(action, f"{head}: {why}")
        if self.bluffed:
            return Decision(action, decided.reason.replace("for value", "as a bluff, they fold often"))
        return decided

    def _unraised(self, view: HoldemView, legal: LegalActions) -> tuple[BetAction, float, float, float]:
        """Before the flop, nobody raised yet: push or fold when short, else open by the chart."""
        kind = kind_of(view.hole)
        big = view.big_blind
        place = table().percentile[kind]
        behind = view.acting_after
        call = legal.call or 0
        odds = call / (view.pot_total + call) if call else 0.0
        value = 1.0 - place  # the hand's place among all starting hands, for the reason
        short = legal.raise_max is not None and _effective(view) <= PUSH_BB * big
        self.chart = "push" if short else "opening"
        if short:
            if kind in push_range(behind) and legal.raise_max is not None:
                return RaiseTo(legal.seat, legal.raise_max), value, value, odds
        elif legal.raise_min is not None:
            limpers = sum(1 for move in view.line if move.kind is Call)
            fraction = OPEN_BY_BEHIND[min(behind, len(OPEN_BY_BEHIND) - 1)] * (0.75 if limpers else 1.0)
            others = [seat for seat in view.live if seat != view.seat]
            if self.bluff and not limpers and behind <= 2 and self._folders(view, others):
                steal = STEAL_HEADS_UP if len(others) == 1 else STEAL
                fraction = max(fraction, steal)  # late, against players who give up their blinds
            if place < fraction:
                target = (3 + limpers) * big
                return RaiseTo(legal.seat, _clamp(target, legal)), value, value, odds
        if legal.call is None:
            return Check(legal.seat), value, value, odds
        if call * 2 <= big and place < 0.5 and _effective(view) > PUSH_BB * big:
            return Call(legal.seat), value, value, odds  # the small blind completes a fair hand
        return Fold(legal.seat), value, value, odds


class NormalHoldem(_RangePlayer):
    """Normal: equity against the read ranges from few deals, loose raisers read half-way, no bluffs."""

    level = Level.NORMAL
    trials = 320
    bluff_bars = ()
    value_edge = 0.17
    call_edge = 0.03
    reads = 0.5


class ProfiHoldem(_RangePlayer):
    """Profi: more deals, loose raisers read in full, implied odds for draws by stack depth, steals
    and bluffs against players who fold often."""

    level = Level.PROFI
    trials = 480
    value_edge = 0.17
    call_edge = 0.05
    reads = 1.0
    implied = 0.1
    bluff = True
    river_bluff = True

_LEVELS: dict[Level, type[_Base]] = {
    Level.ANFAENGER: AnfaengerHoldem,
    Level.NORMAL: NormalHoldem,
    Level.PROFI: ProfiHoldem,
}


def player_for(level: Level | str, rng: random.Random) -> _Base:
    """The Hold'em player of a computer level, drawing its chances from ``rng``."""
    return _LEVELS[Level(level)](rng)
