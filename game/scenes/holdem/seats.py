"""Plätze: who sits at a cash table, sitting down on an empty seat and standing up (key T, or the
pause menu's "Plätze"), between hands only.

`HoldemSeatsScene(app, session)` is a dialog over the Hold'em table. It
lists the table's seats (up to ten, in two columns): a taken seat names its
player, person or computer with the level, the chips, and whether a
newcomer waits for the big blind or posts one; an empty seat says it is
free. Choosing a taken seat asks whether that player stands up (and takes
the chips along); the last two players stay (`MIN_PLAYERS`), so the table
has a game to play - it is left through the menu instead, kept as it is.
Choosing an empty seat makes it the seat the form below fills: the name,
who plays (a person, or a computer of a level) and how the newcomer starts
- "Big Blind jetzt zahlen" (dealt in at the next hand for a big blind) or
"auf den Big Blind warten" - and Hinsetzen. Everything goes through the
session (`sit_down`, `stand_up`); a refusal (a taken name, a bad name) is
said under the form and changes nothing. Esc or Zurück return to the table.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import IllegalActionError
from game.engine.holdem import HoldemSeat
from game.engine.holdem.config import seat_name_problem
from game.engine.levels import Level
from game.engine.names import MAX_NAME_LENGTH
from game.scenes.base import Pop, Push, SceneContext, Transition
from game.scenes.common import OverlayScene
from game.session import MIN_PLAYERS, HoldemSession
from game.text.holdem.words import chips
from game.ui import theme
from game.ui.textcache import TextCache
from game.ui.widgets import Button, Choice, TextField, Widget

__all__ = ["HoldemSeatsScene", "Newcomer", "PLAYER_KINDS"]

#: Who may sit down: a person (None) or a computer of a level.
PLAYER_KINDS: tuple[Level | None, ...] = (None, *Level)


@dataclass(frozen=True, slots=True)
class Newcomer:
    """The form's choice: who sits down and how they start."""

    name: str
    kind: Level | None
    post: bool

    def seat(self) -> HoldemSeat:
        """The engine's seat of the newcomer."""
        if self.kind is None:
            return HoldemSeat(self.name.strip(), True)
        return HoldemSeat(self.name.strip(), False, self.kind)


class HoldemSeatsScene(OverlayScene):
    """The seats of a cash table over it (see the module doc)."""

    idle_capable = True  # drawn again only after input (see game.scenes.base)

    title_key = "holdem.seats.title"

    def __init__(self, app: SceneContext, session: HoldemSession) -> None:
        self.session = session
        self.text = TextCache(lambda size, bold: app.fonts(size, bold))
        self.chosen: int | None = None
        #: What the form said last (a refusal), shown under it.
        self.message = ""
        #: The name was typed: a change of who plays keeps it (else it follows: Spieler 1, Computer 2).
        self._edited = False
        super().__init__(app)

    # widgets -------------------------------------------------------------------
    def build(self) -> None:
        t = self.app.t
        self.seat_buttons = [self._seat_button(seat) for seat in range(len(self.session.table.seated))]
        self.name_field = TextField(
            self._default_name(None),
            MAX_NAME_LENGTH,
            self._typed,
            on_refuse=lambda: self.app.notify(t("setup.name_too_long", n=MAX_NAME_LENGTH)),
        )
        self.kind_choice: Choice[Level | None] = Choice(
            PLAYER_KINDS,
            Level.NORMAL,
            self._kind_label,
            self._kind_changed,
            caption=lambda: t("holdem.seats.who"),
        )
        self.post_choice: Choice[bool] = Choice(
            (True, False),
            False,
            lambda post: t("holdem.seats.post" if post else "holdem.seats.wait"),
            caption=lambda: t("holdem.seats.start"),
        )
        self.sit_button = Button(lambda: t("holdem.seats.sit"), self.sit, primary=True)
        self.back_button = Button(lambda: t("history.back"), lambda: Pop())
        self.name_field.value = self._default_name(self.kind_choice.value)
        self.form: list[Widget] = [self.name_field, self.kind_choice, self.post_choice, self.sit_button]
        self.ui.set_widgets([*self.seat_buttons, *self.form, self.back_button], keep_focus=False)
        self._refresh()
        self.ui.focus_on(self.seat_buttons[self.chosen] if self.chosen is not None else self.back_button)

    def _seat_button(self, seat: int) -> Button:
        return Button(lambda: self._seat_label(seat), lambda: self.choose(seat))

    def _kind_label(self, kind: Level | None) -> str:
        t = self.app.t
        if kind is None:
            return t("setup.human")
        return t("holdem.seats.computer", level=t(f"level.{kind.value}"))

    def _seat_label(self, seat: int) -> str:
        t, table = self.app.t, self.session.table
        spec = table.seated[seat]
        if spec is None:
            return t("holdem.seats.free_seat", n=seat + 1)
        who = t("setup.human") if spec.human else t(f"level.{spec.level.value}")
        stack = chips(table.stacks[seat], t)
        label = t("holdem.seats.taken", n=seat + 1, name=spec.name, who=who, chips=stack)
        waiting = table.waiting.get(seat)
        if waiting is not None:
            label += " · " + t("holdem.seat.posts" if waiting else "holdem.seat.waits")
        return label

    def _default_name(self, kind: Level | None) -> str:
        """The first 'Spieler N' / 'Computer N' nobody at the table is called."""
        key = "setup.default_human" if kind is None else "setup.default_computer"
        taken = {spec.name.strip().casefold() for spec in self.session.table.seated if spec is not None}
        number = 1
        while self.app.t(key, n=number).casefold() in taken:
            number += 1
        return self.app.t(key, n=number)

    def _typed(self, _value: str) -> None:
        self.name_field.invalid = False
        self.message = ""
        self._edited = True

    def _kind_changed(self, kind: Level | None) -> None:
        if not self._edited:
            self.name_field.value = self._default_name(kind)

    def _refresh(self) -> None:
        """Seat buttons and the form after a change: the chosen seat stays chosen while it is free."""
        seated = self.session.table.seated
        free = [seat for seat, spec in enumerate(seated) if spec is None]
        if self.chosen not in free:
            self.chosen = free[0] if free else None
        for seat, button in enumerate(self.seat_buttons):
            button.primary = seat == self.chosen
        for widget in self.form:
            widget.visible = widget.enabled = self.chosen is not None and self.session.seats_open

    # actions -------------------------------------------------------------------
    def newcomer(self) -> Newcomer:
        """What the form says now."""
        return Newcomer(self.name_field.value, self.kind_choice.value, self.post_choice.value)

    def choose(self, seat: int) -> Transition | None:
        """A seat's button: an empty seat is the one the form fills; a taken one may stand up."""
        if not self.session.seats_open:
            return None
        spec = self.session.table.seated[seat]
        if spec is None:
            self.chosen = seat
            self._refresh()
            self.ui.focus_on(self.name_field)
            return None
        if sum(other is not None for other in self.session.table.seated) <= MIN_PLAYERS:
            self.message = self.app.t("holdem.seats.min_players", n=MIN_PLAYERS)
            return None
        from game.scenes.dialog import ConfirmDialog

        chips_left = chips(self.session.table.stacks[seat], self.app.t)
        question = self.app.t("holdem.seats.confirm_leave", name=spec.name, chips=chips_left)
        return Push(ConfirmDialog(self.app, question, lambda: self.stand_up(seat)))

    def stand_up(self, seat: int) -> Transition:
        """The player on ``seat`` leaves (after the confirm dialog)."""
        try:
            self.session.stand_up(seat)
            self.message = ""
        except IllegalActionError:
            self.message = self.app.t("holdem.refused")
        self._refresh()
        return Pop()  # the dialog

    def sit(self) -> Transition | None:
        """Hinsetzen: the newcomer takes the chosen seat."""
        seat = self.chosen
        if seat is None or not self.session.seats_open:
            return None
        newcomer = self.newcomer()
        player = newcomer.seat() if newcomer.name.strip() else None
        problem = seat_name_problem(player) if player is not None else "empty"
        if player is None or problem is not None:
            self.name_field.invalid = True
            self.message = self.app.t("holdem.seats.bad_name", n=MAX_NAME_LENGTH)
            return None
        try:
            self.session.sit_down(seat, player, newcomer.post)
        except IllegalActionError:
            self.name_field.invalid = True
            self.message = self.app.t("holdem.seats.name_taken", name=player.name)
            return None
        self.message = self.app.t("holdem.seats.welcome", name=player.name)
        self._edited = False
        self._refresh()
        self.name_field.value = self._default_name(self.kind_choice.value)
        self.ui.focus_on(self.back_button)
        return None

    def back(self) -> Transition | None:
        return Pop()

    def update(self, dt: float) -> Transition | None:
        self.name_field.update(dt)
        return None

    def look(self) -> object:
        table = self.session.table
        return (table.seated, table.stacks, tuple(sorted(table.waiting.items())), self.chosen, self.message)

    def wake_in(self) -> float:
        return 0.0 if self.name_field.flash > 0 else float("inf")

    # layout and drawing ----------------------------------------------------------
    def panel_size(self) -> tuple[int, int]:
        area = self.app.content_rect
        return min(area.width - self.app.px(24), self.app.px(980)), area.height - self.app.px(20)

    def _columns(self) -> int:
        return 1 if len(self.seat_buttons) <= 4 else 2

    def place(self) -> None:
        r = self.panel_rect()
        px = self.app.px
        cols = self._columns()
        rows = -(-len(self.seat_buttons) // cols)
        top = self.title_rect().bottom + px(8)
        gap = px(8)
        bh = px(46)
        by = r.bottom - px(14) - bh
        form_h = 3 * px(44) + 2 * gap
        note_h = px(26)
        free_h = by - px(10) - note_h - form_h - px(16) - top
        row_h = max(px(26), min(px(44), (free_h - (rows - 1) * gap) // max(1, rows)))
        inner = r.inflate(-px(40), 0)
        col_w = (inner.width - (cols - 1) * px(16)) // cols
        for index, button in enumerate(self.seat_buttons):
            col, row = index // rows, index % rows
            x = inner.x + col * (col_w + px(16))
            button.rect = pygame.Rect(x, top + row * (row_h + gap), col_w, row_h)
        form_top = top + rows * (row_h + gap) + px(8)
        half = (inner.width - px(16)) // 2
        fh = px(44)
        self.name_field.rect = pygame.Rect(inner.x + px(170), form_top, half - px(170), fh)
        self.kind_choice.rect = pygame.Rect(inner.x + half + px(16), form_top, half, fh)
        self.post_choice.rect = pygame.Rect(inner.x, form_top + fh + gap, inner.width, fh)
        self.sit_button.rect = pygame.Rect(inner.centerx - px(150), form_top + 2 * (fh + gap), px(300), fh)
        self.back_button.rect = pygame.Rect(r.centerx - px(120), by, px(240), bh)
        self._name_label = pygame.Rect(inner.x, form_top, px(160), fh)
        self._note = pygame.Rect(inner.x, self.sit_button.rect.bottom + px(6), inner.width, note_h)

    def draw_content(self, surface: pygame.Surface) -> None:
        px, t = self.app.px, self.app.t
        if self.chosen is not None and self.session.seats_open:
            self.text.blit(
                surface, t("holdem.seats.name"), px(18), theme.TEXT, midleft=self._name_label.midleft
            )
            note = self.message or t("holdem.seats.hint")
        else:
            note = self.message or t("holdem.seats.full")
        colour = theme.ACCENT if self.message else theme.TEXT_DIM
        self.text.blit(surface, note, px(16), colour, max_width=self._note.width, center=self._note.center)
