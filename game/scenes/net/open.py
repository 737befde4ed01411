"""Tisch eröffnen: the variant of a new network table and, for the token game, its options.

Pushed over the lobby. The variant (Europäisches Draw Poker or Token-Spiel)
is a choice; the token game adds its mode, tokens, rules and computer seats
with their level (`game.net.token.variant` checks them again). "Eröffnen"
(or Enter on any row, Ctrl+Enter anywhere, as on the set-up screens; arrows
and Space change a row) hands the choice to the lobby's callback and closes;
Esc closes. The lobby
shows through the dialog and keeps being read (``poll``, every `POLL`), so its
table list, countdowns and chat stay current and nothing piles up; the
dialog itself changes only on input (quiet frames).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.engine import Level, Mode, RuleSet
from game.net.protocol import MAX_PASSWORD, MIN_TABLE_PASSWORD, JsonValue
from game.scenes.base import Pop, SceneContext, Transition
from game.scenes.common import OverlayScene
from game.scenes.net.room import POLL
from game.ui import theme
from game.ui.draw import text
from game.ui.widgets import Button, Choice, NumberField, TextField, Widget

__all__ = ["OpenTableScene", "VARIANTS"]

VARIANTS = ("european", "token")
#: (variant, options, password: "" for a table open to everybody)
Opener = Callable[[str, dict[str, JsonValue], str], None]
Poll = Callable[[float], None]


class OpenTableScene(OverlayScene):
    """The variant and options of a new table."""

    title_key = "net.open.title"
    idle_capable = True  # drawn again after input, and when the lobby below shows news

    def __init__(self, app: SceneContext, opener: Opener, poll: Poll | None = None) -> None:
        super().__init__(app)
        self.opener = opener
        self.poll = poll

    def update(self, dt: float) -> Transition | None:
        if self.poll is not None:
            self.poll(dt)
        return None

    def wake_in(self) -> float:
        return POLL if self.poll is not None else math.inf

    def build(self) -> None:
        t = self.app.t
        self.variant = Choice(
            list(VARIANTS),
            "european",
            lambda v: t(f"net.variant.{v}"),
            self._changed,
            lambda: t("net.open.variant"),
        )
        self.mode = Choice(
            list(Mode), Mode.DESCENDING, lambda v: t(f"mode.{v.value}"), caption=lambda: t("net.open.mode")
        )
        self.tokens = NumberField(
            6, 1, 999, caption=lambda: t("net.open.tokens"), on_refuse=self.refuse_number
        )
        self.rules = Choice(
            list(RuleSet),
            RuleSet.ORIGINAL,
            lambda v: t(f"rules.{v.value}"),
            caption=lambda: t("net.open.rules"),
        )
        self.computers = NumberField(
            0, 0, 4, caption=lambda: t("net.open.computers"), on_refuse=self.refuse_number
        )
        self.level = Choice(
            list(Level), Level.NORMAL, lambda v: t(f"level.{v.value}"), caption=lambda: t("net.open.level")
        )
        self.password = TextField("", MAX_PASSWORD, secret=True)
        self.ok_button = Button(lambda: t("net.open.ok"), self.ok, primary=True)
        self.back_button = Button(lambda: t("net.back"), lambda: Pop())
        self._changed(self.variant.value)

    def _token_widgets(self) -> list[Widget]:
        return [self.mode, self.tokens, self.rules, self.computers, self.level]

    def _changed(self, variant: str) -> None:
        token = variant == "token"
        for widget in self._token_widgets():
            widget.visible = token
        self.ui.set_widgets(
            [self.variant, *self._token_widgets(), self.password, self.ok_button, self.back_button]
        )

    def ok(self) -> Transition | None:
        options: dict[str, JsonValue] = {}
        if self.variant.value == "token":
            options = {
                "mode": self.mode.value.value,
                "tokens": self.tokens.value,
                "rules": self.rules.value.value,
                "computers": self.computers.value,
                "level": self.level.value.value,
            }
        secret = self.password.value
        if secret and not MIN_TABLE_PASSWORD <= len(secret) <= MAX_PASSWORD:
            self.password.invalid = True
            return None
        self.opener(self.variant.value, options, secret)
        return Pop()

    def back(self) -> Transition | None:
        return Pop()

    def handle(self, event: pygame.event.Event) -> Transition | None:
        """Enter opens the table from any row but a button (Ctrl+Enter from a button too), as the
        set-up screens start their game; arrows and Space change a row's choice."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if event.mod & pygame.KMOD_CTRL or not isinstance(self.ui.focused, Button):
                return self.ok()
        return super().handle(event)

    def panel_size(self) -> tuple[int, int]:
        return self.app.px(640), self.app.px(620)

    def place(self) -> None:
        px = self.app.px
        r = self.panel_rect()
        y = self.title_rect().bottom + px(8)
        row_h = min(px(50), (r.bottom - px(80) - y) // 8)
        for widget in [self.variant, *self._token_widgets()]:
            widget.rect = pygame.Rect(r.x + px(24), y, r.width - px(48), row_h - px(6))
            y += row_h
        label_w = px(220)
        y = r.bottom - px(100) - row_h
        self.password.rect = pygame.Rect(r.x + px(24) + label_w, y, r.width - px(48) - label_w, row_h - px(6))
        w = (r.width - px(60)) // 2
        self.ok_button.rect = pygame.Rect(r.x + px(20), r.bottom - px(66), w, px(50))
        self.back_button.rect = pygame.Rect(r.right - px(20) - w, r.bottom - px(66), w, px(50))

    def draw_content(self, surface: pygame.Surface) -> None:
        small = self.app.fonts(self.app.px(17))
        field = self.password.rect
        text(
            surface,
            small,
            self.app.t("net.open.password"),
            theme.TEXT,
            midleft=(field.x - self.app.px(220), field.centery),
        )
        hint = self.app.t("net.open.password_bad" if self.password.invalid else "net.open.password_hint")
        colour = theme.RED if self.password.invalid else theme.TEXT_DIM
        text(
            surface,
            self.app.fonts(self.app.px(14)),
            hint,
            colour,
            midtop=(self.panel_rect().centerx, field.bottom + self.app.px(2)),
        )
        if self.variant.value == "european":
            font = self.app.fonts(self.app.px(18))
            text(
                surface,
                font,
                self.app.t("net.open.european_help"),
                theme.TEXT_DIM,
                midtop=(self.panel_rect().centerx, self.mode.rect.y + self.app.px(10)),
            )
