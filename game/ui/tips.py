"""The figures of the "Tipp" hint: exact draw odds for a selection and Profi's advice.

`tip_for(view, hold)` gathers, for one seat's `SeatView` and the cards it
would keep, the exact chance of each final category (`draw_odds`, also as
"at least X"), Profi's advice for that view (`advise`) and Profi's estimate
for the person's own selection, so the panel can compare them. Results are
cached per (view, hold): the panel redraws every frame, the figures only
change when the selection or the table does. `tip_lines` turns a `Tip` into
the text rows the panel shows (pure, testable without a display);
`percent` formats a chance the way the language writes it ("4,2 %").
No pygame here.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from game.engine import Card, HandCategory, Mode, RuleSet, SeatView, draw_odds
from game.engine.hands import prepare_tables
from game.engine.odds import at_least
from game.engine.token.strategies import profi
from game.engine.token.strategies.profi import Advice, advise, hold_chances
from game.text.i18n import TFunc

__all__ = ["Tip", "tip_for", "tip_lines", "percent", "warm_up", "MAX_LINES"]

#: At most this many chance rows (the rarest categories are left off).
MAX_LINES = 6


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


def percent(chance: float, language: str = "de") -> str:
    """'48 %', '4,2 %', '< 0,1 %' (German decimal comma, no-break space; English '4.2%')."""
    value = chance * 100
    if 0 < value < 0.05:
        text, prefix = "0.1", "< "
    elif value >= 9.95 or value == 0:
        text, prefix = f"{value:.0f}", ""
    else:
        text, prefix = f"{value:.1f}", ""
    if language == "de":
        # a no-break space: "59 %" never splits when a line wraps
        return f"{prefix}{text.replace('.', ',')}\u00a0%"
    return f"{prefix}{text}%"


def tip_lines(tip: Tip, t: TFunc, language: str = "de") -> list[tuple[str, str]]:
    """The chance rows as (label, percentage), most likely outcome first.

    "Nothing" (high card) first when it can happen, then "at least X" for
    each category that this draw can end in itself (a kept pair never makes
    a straight, so "at least a straight" is not offered then, though a full
    house would count); of the categories the kept cards already guarantee
    only the best is listed (the others say 100 % again); rows beyond
    `MAX_LINES` (the rarest) are dropped.
    """
    rows: list[tuple[str, str]] = []
    nothing = tip.chance(HandCategory.HIGH_CARD)
    if nothing > 0:
        rows.append((t("tip.nothing"), percent(nothing, language)))
    categories = [c for c in HandCategory if c is not HandCategory.HIGH_CARD]
    certain = [c for c in categories if tip.at_least[c] >= 1.0]
    for category in categories:
        chance = tip.at_least[category]
        if category in certain:
            if category is not certain[-1]:
                continue
        elif tip.counts[category] == 0:
            continue
        rows.append((t(f"tip.at_least.{int(category)}"), percent(chance, language)))
    return rows[:MAX_LINES]


def goal_key(mode: Mode) -> str:
    """The catalogue key naming the round's goal Profi's chances refer to."""
    return "tip.goal_descending" if mode is Mode.DESCENDING else "tip.goal_ascending"
