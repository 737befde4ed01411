"""The words of the "Tipp" hint: its chance rows, a chance as the language writes it, its goal.

`tip_lines` turns the figures of a tip (`game.ui.tips.Tip`) into the rows the
panel shows (pure, testable without a display); `percent` formats a chance
the way the language writes it ("4,2 %"); `goal_key` names the round's goal.
"""

from __future__ import annotations

from typing import Protocol

from game.engine import HandCategory, Mode

from .i18n import TFunc

__all__ = ["TipFigures", "tip_lines", "percent", "goal_key", "MAX_LINES"]

#: At most this many chance rows (the rarest categories are left off).
MAX_LINES = 6


class TipFigures(Protocol):
    """What the rows read of a tip (`game.ui.tips.Tip`)."""

    @property
    def counts(self) -> dict[HandCategory, int]: ...
    @property
    def at_least(self) -> dict[HandCategory, float]: ...
    def chance(self, category: HandCategory) -> float: ...


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


def tip_lines(tip: TipFigures, t: TFunc, language: str = "de") -> list[tuple[str, str]]:
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
