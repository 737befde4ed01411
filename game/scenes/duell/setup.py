"""Duell - Neues Spiel: the person's name, the computer's level, the deck, the starting chips.

Defaults follow variants.md: 32 cards, 200 chips, a Normal opponent; the
screen starts from the last Duell set-up (the settings' ``last_duell``).
Name, level, deck and stack are one row each (Tab/arrows to move, Left/
Right to change a choice, digits and +/- in the stack field, which keeps it
within 50 to 5,000). F1 or Spielregeln shows the Duell rules for the deck
chosen. "Duell starten" (or Ctrl+Enter) builds a `DuellConfig`, remembers
the set-up and opens the table with a new session; when an unfinished
Duell is saved (its own save slot), a confirm dialog asks first, since the
new match replaces it. The token game's save is never touched here. The
checks, the dialog and Ctrl+Enter are the set-up screens' shared part
(`setup_base.SetupBase`).
"""

from __future__ import annotations

import math

import pygame

from game.engine import Level
from game.engine.duell import MAX_STACK, MIN_STACK, DuellConfig
from game.engine.duell.config import DECK_SIZES
from game.engine.token.config import MAX_NAME_LENGTH
from game.scenes.base import Pop, Push, Replace, Transition
from game.scenes.duell import play
from game.scenes.setup_base import SetupBase
from game.text.i18n import TFunc
from game.ui import theme
from game.ui.draw import panel, text, wrap_text
from game.ui.widgets import Button, Choice, NumberField, TextField

__all__ = ["DuellSetupScene"]


def _shown_name(name: str, t: TFunc) -> str:
    """The remembered name as the field shows it: a default the screen made ("Spieler 1", or
    "Player 1" from a start in English) in the language of now, a typed name as it was typed."""
    from game.text import CATALOGUES

    if any(name == catalogue["setup.default_human"].format(n=1) for catalogue in CATALOGUES.values()):
        return t("setup.default_human", n=1)
    return name


class DuellSetupScene(SetupBase):
    """The set-up of a new Duell."""

    title_key = "duell.setup.title"

    def build(self) -> None:
        from game.storage.settings import normalize_duell_setup

        t = self.app.t
        last, _ = normalize_duell_setup(self.app.settings.last_duell)
        self.error = ""
        self.name_field = TextField(
            _shown_name(last["name"], t),
            MAX_NAME_LENGTH,
            self._name_changed,
            on_refuse=lambda: self.app.notify(t("setup.name_too_long", n=MAX_NAME_LENGTH)),
        )
        self.level_choice = Choice(list(Level), Level(last["level"]), lambda v: t(f"level.{v.value}"))
        self.deck_choice = Choice(list(DECK_SIZES), last["deck"], lambda v: t(f"duell.deck.{v}"))
        self.stack_field = NumberField(last["stack"], MIN_STACK, MAX_STACK, on_refuse=self.refuse_number)
        self.back_button = Button(lambda: t("duell.setup.back"), lambda: Pop())
        self.rules_button = Button(lambda: t("duell.setup.rules"), self.show_rules)
        self.start_button = Button(lambda: t("duell.setup.start"), self.start, primary=True)
        self.fields = [
            ("duell.setup.name", self.name_field),
            ("duell.setup.level", self.level_choice),
            ("duell.setup.deck", self.deck_choice),
            ("duell.setup.stack", self.stack_field),
        ]
        self.ui.set_widgets(
            [w for _, w in self.fields] + [self.back_button, self.rules_button, self.start_button]
        )
        self.ui.focus_on(self.start_button)

    def _name_changed(self, value: str) -> None:
        self.error = ""

    def look(self) -> tuple[bool, bool]:
        """Whether the name field has a red frame, and whether it glows from a refused character."""
        return self.name_field.invalid, self.name_field.flash > 0

    def wake_in(self) -> float:
        return self.name_field.flash if self.name_field.flash > 0 else math.inf

    def update(self, dt: float) -> Transition | None:
        self.name_field.invalid = not self.name_field.value.strip()
        self.name_field.update(dt)
        return None

    # actions -----------------------------------------------------------------
    def build_config(self) -> DuellConfig:
        """The `DuellConfig` of the current choices (`ConfigError` if invalid)."""
        self.stack_field.blur()  # take a number still being typed
        return DuellConfig(
            self.name_field.value.strip(),
            self.level_choice.value,
            self.deck_choice.value,
            self.stack_field.value,
        )

    def name_error(self) -> str:
        return "" if self.name_field.value.strip() else self.app.t("duell.setup.error_name")

    def start(self) -> Transition | None:
        config = self.checked(self.build_config)
        if config is None:
            return None
        saved = play.resumable(self.app)
        return self.ask_before_replacing(saved, "duell.setup.confirm_replace", lambda: self._launch(config))

    def _launch(self, config: DuellConfig) -> Transition:
        """Remember the set-up and open the table with a new match."""
        setup = {"name": config.name, "level": config.level.value, "deck": config.deck, "stack": config.stack}
        self.app.update_settings(last_duell=setup)
        session = play.new_session(self.app, config)
        return Replace(play.table(self.app, session), clear=True)

    def show_rules(self) -> Transition:
        from game.scenes.rules import RulesScene

        return Push(RulesScene(self.app, duell_deck=self.deck_choice.value))

    # layout ----------------------------------------------------------------------
    def place(self) -> None:
        area = self.app.content_rect
        px = self.app.px
        w = min(area.width - px(40), px(760))
        left = area.centerx - w // 2
        self.label_w = px(240)
        row_h, gap = px(48), px(14)
        y = self.title_rect().bottom + px(30)
        self.rows_rect = pygame.Rect(left, y - px(14), w, len(self.fields) * (row_h + gap) + px(34))
        for _, widget in self.fields:
            widget.rect = pygame.Rect(left + self.label_w, y, w - self.label_w - px(16), row_h)
            y += row_h + gap
        self.help_y = self.rows_rect.bottom + px(18)
        bh = px(50)
        by = area.bottom - px(34) - bh
        self.back_button.rect = pygame.Rect(left, by, px(200), bh)
        self.rules_button.rect = pygame.Rect(left + px(220), by, px(220), bh)
        self.start_button.rect = pygame.Rect(left + w - px(280), by, px(280), bh)

    def title_rect(self) -> pygame.Rect:
        area = self.app.content_rect
        return pygame.Rect(area.x, area.y + self.app.px(10), area.width, self.app.px(56))

    def draw_content(self, surface: pygame.Surface) -> None:
        px, t = self.app.px, self.app.t
        panel(surface, self.rows_rect, (6, 26, 18, 170), None, px(14))
        label = self.app.fonts(px(20))
        for key, widget in self.fields:
            text(surface, label, t(key), theme.TEXT, midleft=(self.rows_rect.x + px(20), widget.rect.centery))
        small = self.app.fonts(px(15))
        stack = self.stack_field.rect
        stack_help = t("duell.setup.stack_help", lo=MIN_STACK, hi=MAX_STACK)
        text(surface, small, stack_help, theme.TEXT_DIM, topleft=(stack.x + px(4), stack.bottom + px(2)))
        help_font = self.app.fonts(px(17))
        y = self.help_y + px(6)
        limit = self.start_button.rect.y - px(40)
        for line in wrap_text(help_font, t("duell.setup.help"), self.rows_rect.width):
            if y + help_font.get_linesize() > limit:
                break
            text(surface, help_font, line, theme.TEXT_DIM, topleft=(self.rows_rect.x + px(4), y))
            y += help_font.get_linesize()
        if self.error:
            text(
                surface,
                self.app.fonts(px(19)),
                self.error,
                (255, 150, 130),
                midbottom=(self.rows_rect.centerx, self.start_button.rect.y - px(10)),
            )
        text(
            surface,
            small,
            t("hint.duell_setup"),
            theme.TEXT_DIM,
            midbottom=(self.rows_rect.centerx, self.app.content_rect.bottom - px(2)),
        )
