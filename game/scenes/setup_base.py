"""What the set-up screens share: checking the choices, asking before a save is replaced, the seat rows.

`SetupBase` is the base of the token game's (`setup`), the Duell's
(`duell_setup`) and Hold'em's (`holdem_setup`) set-up: Esc or Zurück goes
back, Ctrl+Enter starts from any widget (`start_key`), F1 shows the rules
(`show_rules`), `checked` builds the configuration or shows why not (a name
problem first, then what the configuration refuses), and `ask_before_replacing`
starts the game at once or - when the game's one save slot holds an
unfinished game, which the new one replaces - after a confirm dialog
(Neues Spiel starten / Zurück, the focus on Zurück).

`SeatsSetup` adds the seat rows of the screens with several seats (the
token game's and Hold'em's, `seats.SeatRow`): adding and removing seats
between the screen's least and most, numbering the names never edited, and
framing an empty or repeated name red while it is typed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

import pygame

from game.engine import ConfigError, Level
from game.scenes.base import Pop, Push, Transition
from game.scenes.common import UIScene
from game.scenes.seats import SeatDraft, SeatRow, name_problems, names_look, names_wake_in, number_defaults
from game.ui.widgets import Button, Widget

__all__ = ["SetupBase", "SeatsSetup"]

Config = TypeVar("Config")


class SetupBase(UIScene):
    """A set-up screen (see the module doc)."""

    #: Drawn again after input, and while a refused name glows red (`look`, `wake_in`).
    idle_capable = True

    error = ""

    def name_error(self) -> str:
        """Why the names cannot be played ("": they can)."""
        return ""

    def checked(self, build: Callable[[], Config]) -> Config | None:
        """``build()``'s configuration, or None with the reason in ``error``."""
        problem = self.name_error()
        if problem:
            self.error = problem
            return None
        try:
            return build()
        except ConfigError as error:
            self.error = self.app.t("setup.error", reason=str(error))
            return None

    def ask_before_replacing(
        self, saved: bool, message_key: str, launch: Callable[[], Transition]
    ) -> Transition:
        """``launch()``, or when an unfinished game is ``saved`` in the slot the new one takes, a
        confirm dialog that asks first (``message_key`` says which game is lost)."""
        if not saved:
            return launch()
        from game.scenes.dialog import ConfirmDialog

        return Push(
            ConfirmDialog(
                self.app,
                self.app.t(message_key),
                launch,
                yes_key="setup.replace_save",
                no_key="setup.keep_save",
            )
        )

    def start(self) -> Transition | None:
        """Spiel starten: the table of a new game of the choices (or why not, in ``error``)."""
        raise NotImplementedError

    def show_rules(self) -> Transition:
        """F1: the rules of the game this screen sets up."""
        raise NotImplementedError

    def handle(self, event: pygame.event.Event) -> Transition | None:
        # Ctrl+Enter starts from any widget (Enter alone activates or steps the focused one)
        if self.start_key(event):
            return self.start()
        return super().handle(event)

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            return self.show_rules()
        return None

    def start_key(self, event: pygame.event.Event) -> bool:
        """Ctrl+Enter: the key that starts the game (as the start button does)."""
        return (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and bool(event.mod & pygame.KMOD_CTRL)
        )

    def back(self) -> Transition | None:
        return Pop()


class SeatsSetup(SetupBase):
    """A set-up with seat rows (see the module doc); a subclass sets the seats, ``levels``,
    ``add_button`` and its bounds before the first `_rebuild_rows`."""

    min_seats = 2
    max_seats = 2
    seats: list[SeatDraft]
    rows: list[SeatRow]
    levels: Sequence[Level]
    add_button: Button

    def new_seat_level(self) -> Level:
        """The level of a seat added."""
        return Level.NORMAL

    def widgets_after_seats(self) -> list[Widget]:
        """The screen's widgets after the seat rows and the add button, in focus order."""
        return []

    def sync(self) -> None:
        """Options that show only with some seats (the hot seat's Tipp)."""

    def name_error(self) -> str:
        return self.app.t("setup.error_names") if self.name_problems() else ""

    def rename_defaults(self) -> None:
        """Number the names never edited per kind: Spieler 1, Spieler 2 ..., Computer 1 ..."""
        number_defaults(self.seats, self.rows, self.app.t)

    def seat_kind_changed(self) -> None:
        self.rename_defaults()
        self.sync()

    def _rebuild_rows(self) -> None:
        removable = len(self.seats) > self.min_seats
        self.rows = [SeatRow(self, i, removable) for i in range(len(self.seats))]
        self.add_button.visible = self.add_button.enabled = len(self.seats) < self.max_seats
        widgets: list[Widget] = [w for row in self.rows for w in row.widgets()]
        widgets += [self.add_button, *self.widgets_after_seats()]
        self.ui.set_widgets(widgets)
        self.sync()
        self.place()

    def add_seat(self) -> None:
        if len(self.seats) < self.max_seats:
            self.seats.append(SeatDraft(False, "", self.new_seat_level()))
            self.rename_defaults()
            self._rebuild_rows()

    def remove_seat(self, index: int | None = None) -> None:
        """Remove seat ``index`` (default: the last one); at least ``min_seats`` stay."""
        if len(self.seats) > self.min_seats:
            self.seats.pop(len(self.seats) - 1 if index is None else index)
            self.rename_defaults()
            self._rebuild_rows()
            self.ui.focus_on(self.add_button)

    def name_problems(self) -> set[int]:
        """The seats whose name is empty or repeated (case and outer spaces do not count)."""
        return name_problems(self.seats)

    def look(self) -> tuple[tuple[bool, bool], ...]:
        return names_look(self.rows)

    def wake_in(self) -> float:
        return names_wake_in(self.rows)

    def update(self, dt: float) -> Transition | None:
        problems = self.name_problems()
        for row in self.rows:
            row.name.invalid = row.index in problems  # marked while typing, not only on Start
            row.name.update(dt)
        return None
