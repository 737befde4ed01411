"""The figures of the "Tipp" hint: exact draw odds for a selection and Profi's advice.

`tip_for(view, hold)` gathers, for one seat's `SeatView` and the cards it
would keep, the exact chance of each final category (`draw_odds`, also as
"at least X"), Profi's advice for that view (`advise`) and Profi's estimate
for the person's own selection, so the panel can compare them. Results are
cached per (view, hold): the panel redraws every frame, the figures only
change when the selection or the table does. The words the panel shows
are made in `game.text.tips` (`tip_lines`, `percent`, `goal_key`).
No pygame here.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from game.engine import Card, HandCategory, RuleSet, SeatView, draw_odds
from game.engine.hands import prepare_tables
from game.engine.odds import at_least
from game.engine.token.strategies import profi
from game.engine.token.strategies.profi import Advice, advise, hold_chances

__all__ = ["Tip", "tip_for", "warm_up"]


@dataclass(frozen=True, slots=True)
class Tip:
    """Everything the hint panel shows for one selection."""

    hand: tuple[Card, ...]
    keep: frozenset[Card]
    exchange: tuple[Card, ...]  # the person's selection, in hand order
    counts: dict[HandCategory, int]  # exact draws per final category (draw_odds)
    total: int
    at_least: dict[HandCategory, float]
    advice: Advice
    #: Profi's estimate of reaching the round's goal with the person's selection.
    own_chance: float

    def chance(self, category: HandCategory) -> float:
        """The exact chance of ending with exactly ``category``."""
        return self.counts[category] / self.total if self.total else 0.0

    @property
    def same_as_profi(self) -> bool:
        return set(self.exchange) == set(self.advice.exchange)


@lru_cache(maxsize=8)
def _profi(view: SeatView) -> tuple[Advice, dict[frozenset[Card], float]]:
    """Profi's advice and its estimate per hold: once per view, whatever the selection."""
    return advise(view), hold_chances(view)


@lru_cache(maxsize=64)
def _tip(view: SeatView, keep: frozenset[Card]) -> Tip:
    rules = RuleSet(view.rules)
    counts = draw_odds(view.hand, keep, rules)
    advice, chances = _profi(view)
    own = chances[keep]
    return Tip(
        hand=tuple(view.hand),
        keep=keep,
        exchange=tuple(card for card in view.hand if card not in keep),
        counts=counts,
        total=sum(counts.values()),
        at_least=at_least(counts),
        advice=advice,
        own_chance=own,
    )


def tip_for(view: SeatView, exchange: Iterable[Card]) -> Tip:
    """The hint for ``view`` when the cards ``exchange`` are swapped (cached)."""
    out = set(exchange)
    return _tip(view, frozenset(card for card in view.hand if card not in out))


def warm_up() -> None:
    """Build the engine's lookup tables the first hint needs (~0.2 s once; run it off the frame loop)."""
    profi.warm_up()
    prepare_tables()  # Profi compares with Normal's hold (scoring_cards); the app may have built them
