"""Tisch eröffnen: the variant of a new network table and its options.

Pushed over the lobby. The variant (Europäisches Draw Poker, Token-Spiel or
Texas Hold'em) is a choice; the token game adds its mode, tokens, rules and
computer seats with their level (`game.net.token.variant` checks them
again); a Hold'em sit-and-go its structure, seats, starting big blind, the
hands per blind level (the blinds double after them), the tournament stack,
the buy-in in play chips and the computer seats with their level
(`game.net.holdem.variant` checks them again: at most seats - 1 computers, a
stack of at least ten big blinds); a Hold'em cash table (Format: Cash-Tisch)
its structure, seats, big blind, the minimum and maximum buy-in and the
opener's own buy-in (`game.net.holdem.cash` checks them again; here: the
minimum at least ten big blinds, the own buy-in between the two); a Duell its deck (32 or 52 cards) and
the stack each player brings (`game.net.duell.variant`). "Eröffnen"
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
from game.engine.duell import DEFAULT_STACK, MAX_STACK, MIN_STACK
from game.engine.duell.config import DECK_SIZES
from game.engine.holdem import MAX_SEATS, MIN_SEATS, Structure, TableFormat
from game.net.protocol import MAX_PASSWORD, MIN_TABLE_PASSWORD, JsonValue
from game.scenes.base import Pop, SceneContext, Transition
from game.scenes.common import OverlayScene
from game.scenes.net.room import POLL
from game.ui import theme
from game.ui.draw import text
from game.ui.widgets import Button, Choice, NumberField, TextField, Widget

__all__ = ["OpenTableScene", "VARIANTS"]

VARIANTS = ("european", "token", "holdem", "duell")
#: (variant, options, password: "" for a table open to everybody, the opener's buy-in at a cash table)
Opener = Callable[[str, dict[str, JsonValue], str, int | None], None]
#: A cash table's stakes when the dialog opens (the server's defaults) and the buy-ins' bounds.
CASH_MIN, CASH_MAX, CASH_OWN, CASH_TOP = 400, 2000, 1000, 10_000_000
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
        self.holdem_format = Choice(
            [TableFormat.SIT_AND_GO, TableFormat.CASH],
            TableFormat.SIT_AND_GO,
            lambda v: t(f"holdem.format.{v.value}"),
            lambda v: self._changed(self.variant.value),
            lambda: t("holdem.setup.format"),
        )
        self.min_buy_in = NumberField(
            CASH_MIN, 20, CASH_TOP, caption=lambda: t("net.open.min_buy_in"), on_refuse=self.refuse_number
        )
        self.max_buy_in = NumberField(
            CASH_MAX, 20, CASH_TOP, caption=lambda: t("net.open.max_buy_in"), on_refuse=self.refuse_number
        )
        self.own_buy_in = NumberField(
            CASH_OWN, 1, CASH_TOP, caption=lambda: t("net.open.own_buy_in"), on_refuse=self.refuse_number
        )
        self.structure = Choice(
            list(Structure),
            Structure.NO_LIMIT,
            lambda v: t(f"holdem.structure.{v.value}"),
            caption=lambda: t("holdem.setup.structure"),
        )
        self.seats = NumberField(
            6, MIN_SEATS, MAX_SEATS, caption=lambda: t("net.open.seats"), on_refuse=self.refuse_number
        )
        self.big_blind = NumberField(
            20, 2, 100_000, caption=lambda: t("holdem.setup.big_blind"), on_refuse=self.refuse_number
        )
        self.blind_hands = NumberField(
            10, 1, 1000, caption=lambda: t("holdem.setup.blind_hands"), on_refuse=self.refuse_number
        )
        self.stack = NumberField(
            1500, 100, 10_000_000, caption=lambda: t("holdem.setup.stack"), on_refuse=self.refuse_number
        )
        self.buy_in = NumberField(
            100, 1, 100_000, caption=lambda: t("net.open.buy_in"), on_refuse=self.refuse_number
        )
        self.holdem_computers = NumberField(
            0, 0, MAX_SEATS - 1, caption=lambda: t("net.open.computers"), on_refuse=self.refuse_number
        )
        self.holdem_level = Choice(
            list(Level), Level.NORMAL, lambda v: t(f"level.{v.value}"), caption=lambda: t("net.open.level")
        )
        self.deck = Choice(
            list(DECK_SIZES), 32, lambda v: t("net.lobby.deck", n=v), caption=lambda: t("net.open.deck")
        )
        self.duell_stack = NumberField(
            DEFAULT_STACK,
            MIN_STACK,
            MAX_STACK,
            caption=lambda: t("net.open.duell_stack"),
            on_refuse=self.refuse_number,
        )
        self.password = TextField("", MAX_PASSWORD, secret=True)
        self.ok_button = Button(lambda: t("net.open.ok"), self.ok, primary=True)
        self.back_button = Button(lambda: t("net.back"), lambda: Pop())
        self._changed(self.variant.value)

    def _token_widgets(self) -> list[Widget]:
        return [self.mode, self.tokens, self.rules, self.computers, self.level]

    def _cash(self) -> bool:
        return self.variant.value == "holdem" and self.holdem_format.value is TableFormat.CASH

    def _cash_widgets(self) -> list[Widget]:
        return [
            self.holdem_format,
            self.structure,
            self.seats,
            self.big_blind,
            self.min_buy_in,
            self.max_buy_in,
            self.own_buy_in,
        ]

    def _holdem_widgets(self) -> list[Widget]:
        return [
            self.holdem_format,
            self.structure,
            self.seats,
            self.big_blind,
            self.blind_hands,
            self.stack,
            self.buy_in,
            self.holdem_computers,
            self.holdem_level,
        ]

    def _option_widgets(self) -> list[Widget]:
        """The rows of the chosen variant's options."""
        if self.variant.value == "token":
            return self._token_widgets()
        if self._cash():
            return self._cash_widgets()
        if self.variant.value == "holdem":
            return self._holdem_widgets()
        if self.variant.value == "duell":
            return [self.deck, self.duell_stack]
        return []

    def _changed(self, variant: str) -> None:
        shown = self._option_widgets()
        every = [
            *self._token_widgets(),
            *self._holdem_widgets(),
            *self._cash_widgets(),
            self.deck,
            self.duell_stack,
        ]
        for widget in every:
            widget.visible = widget in shown
        self.ui.set_widgets([self.variant, *shown, self.password, self.ok_button, self.back_button])
        if hasattr(self, "ok_button") and self.ok_button.rect.width > 1:
            self.place()

    def cash_problem(self) -> str | None:
        """What is wrong with a cash table's stakes, in words (None: they fit)."""
        t = self.app.t
        low, high, own = self.min_buy_in.value, self.max_buy_in.value, self.own_buy_in.value
        if low < 10 * self.big_blind.value:
            return t("net.open.cash_min_low", n=10 * self.big_blind.value)
        if high < low:
            return t("net.open.cash_max_low", n=low)
        if not low <= own <= high:
            return t("net.open.cash_own", lo=low, hi=high)
        return None

    def ok(self) -> Transition | None:
        options: dict[str, JsonValue] = {}
        buy_in: int | None = None
        if self._cash():
            problem = self.cash_problem()
            if problem is not None:
                self.app.notify(problem)
                return None
            options = {
                "format": TableFormat.CASH.value,
                "structure": self.structure.value.value,
                "seats": self.seats.value,
                "big_blind": self.big_blind.value,
                "min_buy_in": self.min_buy_in.value,
                "max_buy_in": self.max_buy_in.value,
            }
            buy_in = self.own_buy_in.value
        elif self.variant.value == "token":
            options = {
                "mode": self.mode.value.value,
                "tokens": self.tokens.value,
                "rules": self.rules.value.value,
                "computers": self.computers.value,
                "level": self.level.value.value,
            }
        elif self.variant.value == "holdem":
            options = {
                "structure": self.structure.value.value,
                "seats": self.seats.value,
                "big_blind": self.big_blind.value,
                "blind_hands": self.blind_hands.value,
                "stack": self.stack.value,
                "buy_in": self.buy_in.value,
                "computers": self.holdem_computers.value,
                "level": self.holdem_level.value.value,
            }
        elif self.variant.value == "duell":
            options = {"deck": self.deck.value, "stack": self.duell_stack.value}
        secret = self.password.value
        if secret and not MIN_TABLE_PASSWORD <= len(secret) <= MAX_PASSWORD:
            self.password.invalid = True
            return None
        self.opener(self.variant.value, options, secret, buy_in)
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
        return self.app.px(640), self.app.px(700 if self.variant.value == "holdem" else 620)

    def place(self) -> None:
        px = self.app.px
        r = self.panel_rect()
        y = self.title_rect().bottom + px(8)
        rows = [self.variant, *self._option_widgets()]
        row_h = min(px(50), (r.bottom - px(80) - y) // max(8, len(rows) + 2))
        for widget in rows:
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
                topleft=self.help_rect().topleft,
            )

    def help_rect(self) -> pygame.Rect:
        """Where Europäisches Draw Poker's line (no options to choose) goes: under the Spiel row.
        (It was placed by the token game's hidden Modus row, which has no place yet when the
        dialog opens on Europäisches Draw Poker: the line stood over the title, cut by the edge.)"""
        font = self.app.fonts(self.app.px(18))
        size = font.size(self.app.t("net.open.european_help"))
        rect = pygame.Rect((0, 0), size)
        rect.midtop = (self.panel_rect().centerx, self.variant.rect.bottom + self.app.px(16))
        return rect
