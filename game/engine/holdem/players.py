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
_RATE = count_code_rating(HOLDEM).rate
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
        best = _RATE([card.count_code for card in (*hole, *board)])
        base = _MADE_BY_INDEX[best >> _SHIFT]
    shared: float = base ** (1 + 0.6 * (opponents - 1))
    return 0.02 if shared < 0.02 else 0.98 if shared > 0.98 else shared


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

    def adjust(self, view: HoldemView, value: float) -> float:
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
        """The action, the raw and the adjusted equity and the pot odds."""
        raw = self.estimate(view)
        value = self.adjust(view, raw)
        opponents = max(1, len(view.live) - 1)
        fair = 1 / (opponents + 1)
        call = legal.call or 0
        pot_after = view.pot_total + call
        odds = call / pot_after if call else 0.0
        strong = value >= fair + self.value_edge + 0.05 * view.raises_this_street
        if legal.raise_min is not None and strong:
            size = view.pot_total + 2 * call if legal.opening or call else view.pot_total
            target = max(view.bets) + max(view.big_blind, (size * 2) // 3)
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


class NormalHoldem(_Base):
    """Normal: Monte-Carlo equity (150 deals) against pot odds."""

    level = Level.NORMAL
    trials = 150
    value_edge = 0.18
    call_edge = 0.02


class ProfiHoldem(_Base):
    """Profi: more deals, reads the betting (a bet or raise against it means a stronger hand than
    a random one), plays a little looser in late position, never bluffs into callers."""

    level = Level.PROFI
    trials = 300
    value_edge = 0.18
    call_edge = 0.04

    def adjust(self, view: HoldemView, value: float) -> float:
        """Facing bets: discount the equity per bet; last to act: a little bonus."""
        facing = max(view.bets) > view.bets[view.seat]
        read = -0.06 * max(1, view.raises_this_street) if facing else 0.0
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
