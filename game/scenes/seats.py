"""The seats of a set-up screen: one row per seat - person or computer, name, level, remove.

Shared by the token game's set-up (2 to 5 seats) and Hold'em's (2 to 10):
`SeatDraft` is a seat as edited, `SeatRow` its widgets, which report to the
screen (`SeatHost`, which `setup_base.SeatsSetup` implements). A name the
player never edited follows the seat's kind and place ("Spieler 1" /
"Computer 2", `number_defaults`); an empty or repeated name is a problem the
screen frames red (`name_problems`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from game.engine import Level
from game.engine.token.config import MAX_NAME_LENGTH
from game.scenes.base import SceneContext
from game.text.i18n import TFunc
from game.ui.widgets import Choice, IconButton, TextField, Widget

__all__ = [
    "SeatDraft",
    "SeatHost",
    "SeatRow",
    "number_defaults",
    "name_problems",
    "names_look",
    "names_wake_in",
]


@dataclass(slots=True)
class SeatDraft:
    """One seat as edited on a set-up screen."""

    human: bool
    name: str
    level: Level = Level.NORMAL
    edited: bool = False  # the player typed in the name: keep it when the type changes


class SeatHost(Protocol):
    """What a seat row needs of its screen."""

    app: SceneContext
    seats: list[SeatDraft]
    error: str

    @property
    def levels(self) -> Sequence[Level]:
        """The computer levels offered, weakest first."""
        ...

    def remove_seat(self, index: int | None = None) -> None:
        """Remove a seat (the screen keeps its least number)."""
        ...

    def seat_kind_changed(self) -> None:
        """A seat became a person or a computer: names and options follow."""
        ...


class SeatRow:
    """The widgets of one seat; ``removable``: the screen has more than its least seats."""

    def __init__(self, host: SeatHost, index: int, removable: bool) -> None:
        t = host.app.t
        self.host, self.index = host, index
        draft = host.seats[index]
        self.kind = Choice(
            [True, False], draft.human, lambda v: t("setup.human") if v else t("setup.computer"), self._kind
        )
        self.name = TextField(
            draft.name,
            MAX_NAME_LENGTH,
            self._name,
            on_refuse=lambda: host.app.notify(t("setup.name_too_long", n=MAX_NAME_LENGTH)),
        )
        levels = list(host.levels)
        chosen = draft.level if draft.level in levels else levels[0]
        self.level = Choice(levels, chosen, lambda v: t(f"level.{v}"), self._level)
        self.level.visible = not draft.human
        self.remove = IconButton("remove", lambda: host.remove_seat(index), lambda: t("setup.remove_seat"))
        self.remove.visible = removable

    def widgets(self) -> list[Widget]:
        return [self.kind, self.name, self.level, self.remove]

    def _kind(self, human: bool) -> None:
        self.host.seats[self.index].human = human
        self.level.visible = not human
        self.host.seat_kind_changed()

    def _name(self, value: str) -> None:
        draft = self.host.seats[self.index]
        draft.name, draft.edited = value, True
        self.host.error = ""

    def _level(self, level: Level) -> None:
        self.host.seats[self.index].level = level


def number_defaults(seats: Sequence[SeatDraft], rows: Sequence[SeatRow], t: TFunc) -> None:
    """Number the names never edited per kind: Spieler 1, Spieler 2 ..., Computer 1 ...; the rows
    show the names (rows of seats removed a moment ago are skipped)."""
    counts = {True: 0, False: 0}
    for draft in seats:
        counts[draft.human] += 1
        if not draft.edited:
            key = "setup.default_human" if draft.human else "setup.default_computer"
            draft.name = t(key, n=counts[draft.human])
    for row in rows:
        if row.index < len(seats):
            row.name.value = seats[row.index].name


def name_problems(seats: Sequence[SeatDraft]) -> set[int]:
    """The seats whose name is empty or repeated (case and outer spaces do not count)."""
    names = [d.name.strip().casefold() for d in seats]
    return {i for i, n in enumerate(names) if not n or names.count(n) > 1}


def names_look(rows: Sequence[SeatRow]) -> tuple[tuple[bool, bool], ...]:
    """A set-up's look for quiet frames: which name fields have a red frame, and which glow
    from a refused character."""
    return tuple((row.name.invalid, row.name.flash > 0) for row in rows)


def names_wake_in(rows: Sequence[SeatRow]) -> float:
    """Seconds until the first name field's glow from a refused character ends (`math.inf`: none glows)."""
    return min((row.name.flash for row in rows if row.name.flash > 0), default=math.inf)
