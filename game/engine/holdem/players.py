"""Computer players for Hold'em: Anfänger, Normal, Profi, each with a one-line reason.

A player sees only its seat's `HoldemView` and the `LegalActions` - its own
hole cards, the board and the public betting, never a hidden card. It
estimates its *equity* (share of the pot it would win at a showdown against
the players still in): Anfänger from a cheap rule of thumb (made hand,
pair/suited/high cards before the flop), Normal and Profi by Monte-Carlo
deals of the unseen cards with the injected rng (Profi with more trials;
`equity.equity`).
It compares the equity with the pot odds (call / pot after the call) and
bets or raises for value when it is well above its fair share (more so
after raises this round). Profi also reads the betting - equity against
random hands overrates a hand facing a bet, so it discounts it per bet -
and plays a little looser when last to act. Nobody bluffs: the others call
too much for bluffs to pay. `decide` returns the action;
`decision` also returns the reason.

Profi, and Normal half as far, also read the table (`HoldemView.aggression`,
`reads.py`: each seat's share of bets and raises in its last hands, public
betting only). A bet from a player who raises at nearly every turn says
nothing of the hand (`telling`), so Profi does not discount for it, and
neither level asks more of a re-raise for it; and when players like that
are still to answer a call, the call is not the last one this round
(`escalating`), so the pot odds move toward those of calling all the way
(`odds_to_the_end`): play the hands that are good enough for the whole
stack, fold the others at once. Against the levels themselves, who raise
far less (`TIGHT`), nothing changes, nor heads-up (`_Base.loose`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

from ..betting import LegalActions
from ..cards import Card
from ..decks import DECK_52
from ..hands import HOLDEM, HandCategory, count_code_rating
from ..levels import Level
from .actions import Call, Check, Fold, RaiseTo
from .equity import equity
from .game import HoldemView

__all__ = [
    "HoldemPlayer",
    "Decision",
    "AnfaengerHoldem",
    "NormalHoldem",
    "ProfiHoldem",
    "player_for",
    "rough_equity",
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


#: Aggression (`reads`) up to which a seat's raises are read in full, and from which not at all.
TIGHT, LOOSE = 0.35, 0.65


def _tells(aggression: float) -> float:
    """How much a bet by a seat of this aggression says about its hand: 1 (full) to 0 (nothing)."""
    if aggression <= TIGHT:
        return 1.0
    if aggression >= LOOSE:
        return 0.0
    return (LOOSE - aggression) / (LOOSE - TIGHT)


def telling(view: HoldemView) -> float:
    """How much the bets this seat faces say about the hands against it, from the table's reads:
    the more telling of the last bettor's raise and of the live opponents on average. A table
    of players who raise at nearly every turn tells nothing (0): their hands are random ones,
    and the equity against random hands stands. Unknown reads tell in full (1)."""
    shares = view.aggression
    if not shares:
        return 1.0
    others = [_tells(shares[seat]) for seat in view.live if seat != view.seat]
    mean = sum(others) / len(others) if others else 1.0
    bettor = view.aggressor
    if bettor is None or bettor == view.seat:
        return mean
    return max(mean, _tells(shares[bettor]))


def escalating(view: HoldemView) -> float:
    """How surely a call now is not the last one this round: the players still to answer it (live,
    with chips, besides the last bettor) raise at every turn - 1 - or never (0), by the reads."""
    shares = view.aggression
    if not shares:
        return 0.0
    bettor = view.aggressor
    answering = [
        seat for seat in view.live if seat not in (view.seat, bettor) and view.stacks[seat] > 0
    ]
    return max((1.0 - _tells(shares[seat]) for seat in answering), default=0.0)


def _clamp(amount: int, legal: LegalActions) -> int:
    assert legal.raise_min is not None and legal.raise_max is not None
    return max(legal.raise_min, min(legal.raise_max, amount))


class _Base:
    """Shared decision rule: equity against pot odds, with level-specific knobs."""

    level: Level
    trials = 0
    value_edge = 0.15  # equity above the fair share needed to bet or raise
    call_edge = 0.0  # equity above the pot odds needed to call
    reads = 0.0  # how far the level goes by the table's reads of loose raisers (0 to 1)

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

    def loose(self, view: HoldemView) -> float:
        """How far this level plays the bets it faces as those of players who raise at every turn
        (0: not at all) - their raises say nothing of their hands, and they will raise again.
        Not heads-up: there the levels beat such a player by far as they are (bench/holdem_strength.py),
        and reading it as random costs more in the streets to come than it wins now."""
        if not self.reads or len(view.live) <= 2:
            return 0.0
        return self.reads * (1.0 - telling(view))

    def adjust(self, view: HoldemView, value: float, loose: float) -> float:
        """Level-specific correction of the equity (Profi: position, raises)."""
        return value

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
        """The action, the raw and the adjusted equity and the pot odds (against loose raisers:
        moved toward the odds of calling all the way, `odds_to_the_end`)."""
        loose = self.loose(view) if legal.call else 0.0
        raw = self.estimate(view)
        value = self.adjust(view, raw, loose)
        opponents = max(1, len(view.live) - 1)
        fair = 1 / (opponents + 1)
        call = legal.call or 0
        pot_after = view.pot_total + call
        odds = call / pot_after if call else 0.0
        if loose:
            odds += self.reads * escalating(view) * (odds_to_the_end(view) - odds)
        strong = value >= fair + self.value_edge + 0.05 * view.raises_this_street * (1.0 - loose)
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
            weight = 1.0 - _tells(shares[seat]) if shares else 1.0
            final += weight * max(0, min(view.stacks[seat] + bet, mine) - bet)
    return view.stacks[me] / final if final else 0.0


class AnfaengerHoldem(_Base):
    """Anfänger: a rule-of-thumb equity, calls loosely, raises only strong hands."""

    level = Level.ANFAENGER
    value_edge = 0.3
    call_edge = -0.05

    def estimate(self, view: HoldemView) -> float:
        """Rule of thumb only: no simulation."""
        return rough_equity(view.hole, view.board, max(1, len(view.live) - 1))


class NormalHoldem(_Base):
    """Normal: Monte-Carlo equity (150 deals) against pot odds."""

    level = Level.NORMAL
    trials = 150
    value_edge = 0.18
    call_edge = 0.02
    reads = 0.5


class ProfiHoldem(_Base):
    """Profi: more deals, reads the betting (a bet or raise against it means a stronger hand than
    a random one), plays a little looser in late position, never bluffs into callers."""

    level = Level.PROFI
    trials = 300
    value_edge = 0.18
    call_edge = 0.04
    reads = 1.0

    def adjust(self, view: HoldemView, value: float, loose: float) -> float:
        """Facing bets: discount the equity per bet, as far as the bettors' raises mean anything;
        last to act: a little bonus."""
        facing = max(view.bets) > view.bets[view.seat]
        read = -0.06 * max(1, view.raises_this_street) * (1.0 - loose) if facing else 0.0
        bonus = 0.02 if view.acting_after == 0 else 0.0
        return value + read + bonus

    def note(self, view: HoldemView, adjusted: float) -> str:
        """Position and the read equity."""
        where = "last to act" if view.acting_after == 0 else f"{view.acting_after} act after"
        return f" ({where}, read {adjusted:.0%})"


_LEVELS: dict[Level, type[_Base]] = {
    Level.ANFAENGER: AnfaengerHoldem,
    Level.NORMAL: NormalHoldem,
    Level.PROFI: ProfiHoldem,
}


def player_for(level: Level | str, rng: random.Random) -> _Base:
    """The Hold'em player of a computer level, drawing its chances from ``rng``."""
    return _LEVELS[Level(level)](rng)
