"""Texas Hold'em - Neues Spiel: 2 to 10 seats (people and computers with levels) and the table's rules.

The seats stand in two columns of up to five rows: Mensch/Computer, the
name (typed; a name never edited follows the seat's kind, "Spieler 1" /
"Computer 2"), the computer's level, and a button that removes the seat
(at least two stay). Under them the table: the structure (Limit,
Pot-Limit, No-Limit) with its big blind - in limit the small bet, the small
blind being half of it rounded down (variants.md) - the starting stack, the
format (cash table, or sit-and-go whose blinds double every N hands), the
action timer (10 s, then a 20 s countdown; then check or fold), mucking
(a beaten hand at the showdown stays face down), and - with more than one
person - whether the Tipp may be shown at the hot seat. The screen starts
from the last Hold'em set-up (the settings' ``last_holdem``). "Spiel
starten" (or Ctrl+Enter) builds a validated `HoldemConfig`, remembers the
set-up and opens the table; when an unfinished Hold'em table is saved (its
own slot), a confirm dialog asks first. F1 shows the Hold'em rules. The
checks, the dialog, Ctrl+Enter and the seat rows are the set-up screens'
shared part (`setup_base.SeatsSetup`).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import Level
from game.engine.holdem import MAX_SEATS, MIN_SEATS, HoldemConfig, Structure, TableFormat
from game.scenes.base import Pop, Push, Replace, Transition
from game.scenes.holdem import play
from game.scenes.seats import SeatDraft, SeatRow
from game.scenes.setup_base import SeatsSetup
from game.session import HoldemOptions
from game.storage.holdem.setup import (
    MAX_BIG_BLIND,
    MAX_BLIND_HANDS,
    MAX_STACK,
    MIN_BIG_BLIND,
    MIN_STACK,
    holdem_config,
    normalize_holdem_setup,
)
from game.ui import theme
from game.ui.draw import panel, text, wrap_text
from game.ui.widgets import Button, Choice, NumberField, Widget

__all__ = ["HoldemSetupScene"]

ROWS_PER_COLUMN = 5


class HoldemSetupScene(SeatsSetup):
    """The set-up of a new Hold'em table."""

    title_key = "holdem.setup.title"
    min_seats, max_seats = MIN_SEATS, MAX_SEATS

    def build(self) -> None:
        t = self.app.t
        last, _ = normalize_holdem_setup(self.app.settings.last_holdem)
        self.error = ""
        self.levels = tuple(Level)
        self.rows: list[SeatRow] = []
        self.seats = [
            SeatDraft(seat["human"], seat["name"], Level(seat["level"]), bool(seat["name"]))
            for seat in last["seats"]
        ]
        self.structure = Choice(
            list(Structure),
            Structure(last["structure"]),
            lambda v: t(f"holdem.structure.{v.value}"),
            lambda _: self.sync(),
        )
        self.big_blind = NumberField(
            last["big_blind"], MIN_BIG_BLIND, MAX_BIG_BLIND, on_refuse=self.refuse_number
        )
        self.stack = NumberField(last["stack"], MIN_STACK, MAX_STACK, on_refuse=self.refuse_number)
        self.table_format = Choice(
            list(TableFormat),
            TableFormat(last["format"]),
            lambda v: t(f"holdem.format.{v.value}"),
            lambda _: self.sync(),
        )
        self.blind_hands = NumberField(last["blind_hands"], 1, MAX_BLIND_HANDS, on_refuse=self.refuse_number)
        self.timer = Choice(
            [False, True], last["timer"], lambda v: t("holdem.setup.on" if v else "holdem.setup.off")
        )
        self.muck = Choice(
            [True, False], last["muck"], lambda v: t("holdem.setup.muck" if v else "holdem.setup.show")
        )
        self.tips = Choice(
            [False, True],
            last["hot_seat_tips"],
            lambda v: t("setup.tips_allowed") if v else t("setup.tips_forbidden"),
        )
        self.add_button = Button(lambda: "+  " + t("setup.add_seat"), self.add_seat)
        self.back_button = Button(lambda: t("setup.back"), lambda: Pop())
        self.rules_button = Button(lambda: t("holdem.setup.rules"), self.show_rules)
        self.start_button = Button(lambda: t("setup.start"), self.start, primary=True)
        self.options: list[tuple[str, Widget]] = [
            ("holdem.setup.structure", self.structure),
            ("holdem.setup.big_blind", self.big_blind),
            ("holdem.setup.stack", self.stack),
            ("holdem.setup.format", self.table_format),
            ("holdem.setup.blind_hands", self.blind_hands),
            ("holdem.setup.timer", self.timer),
            ("holdem.setup.showdown", self.muck),
            ("setup.tips_hot_seat", self.tips),
        ]
        self.rename_defaults()
        self._rebuild_rows()
        self.ui.focus_on(self.start_button)

    # model -------------------------------------------------------------------
    def widgets_after_seats(self) -> list[Widget]:
        return [*(w for _, w in self.options), self.back_button, self.rules_button, self.start_button]

    def sync(self) -> None:
        """Options that only apply sometimes: the blind levels (sit-and-go), the Tipp (hot seat)."""
        self.blind_hands.visible = self.table_format.value is TableFormat.SIT_AND_GO
        self.tips.visible = sum(d.human for d in self.seats) > 1

    def setup(self) -> dict[str, Any]:
        """The set-up as the settings keep it."""
        for field in (self.big_blind, self.stack, self.blind_hands):
            field.blur()  # take a number still being typed
        return {
            "seats": [{"name": d.name.strip(), "human": d.human, "level": d.level.value} for d in self.seats],
            "structure": self.structure.value.value,
            "big_blind": self.big_blind.value,
            "stack": self.stack.value,
            "format": self.table_format.value.value,
            "blind_hands": self.blind_hands.value,
            "timer": self.timer.value,
            "muck": self.muck.value,
            "hot_seat_tips": self.tips.value and self.tips.visible,
        }

    def build_config(self) -> HoldemConfig:
        """The `HoldemConfig` of the current choices (`ConfigError` if invalid)."""
        return holdem_config(self.setup())

    def start(self) -> Transition | None:
        config = self.checked(self.build_config)
        if config is None:
            return None
        setup = self.setup()
        options = HoldemOptions(timer=setup["timer"], hot_seat_tips=setup["hot_seat_tips"])
        saved = play.resumable(self.app)
        return self.ask_before_replacing(
            saved, "holdem.setup.confirm_replace", lambda: self._launch(config, options, setup)
        )

    def _launch(self, config: HoldemConfig, options: HoldemOptions, setup: dict[str, Any]) -> Transition:
        """Remember the set-up and open the table with a new game."""
        for seat, draft in zip(setup["seats"], self.seats):
            if not draft.edited:
                seat["name"] = ""  # a default name follows the language and the seat's kind
        self.app.update_settings(last_holdem=setup)
        session = play.new_session(self.app, config, options)
        return Replace(play.table(self.app, session), clear=True)

    def show_rules(self) -> Transition:
        from game.scenes.rules import RulesScene

        return Push(RulesScene(self.app, holdem=True))

    # layout ----------------------------------------------------------------------
    def title_rect(self) -> pygame.Rect:
        area = self.app.content_rect
        return pygame.Rect(area.x, area.y + self.app.px(6), area.width, self.app.px(48))

    def place(self) -> None:
        if not self.rows:
            return
        area = self.app.content_rect
        px = self.app.px
        w = min(area.width - px(32), px(1220))
        left = area.centerx - w // 2
        top = self.title_rect().bottom + px(4)
        row_h, gap, col_gap = px(38), px(6), px(28)
        col_w = (w - col_gap) // 2
        kind_w, level_w, remove_w = px(150), px(150), row_h
        inner = px(8)
        name_w = col_w - px(34) - kind_w - level_w - remove_w - 3 * inner
        self.seat_labels: list[tuple[int, pygame.Rect]] = []
        for row in self.rows:
            column, line = divmod(row.index, ROWS_PER_COLUMN)
            x = left + column * (col_w + col_gap)
            y = top + line * (row_h + gap)
            self.seat_labels.append((row.index, pygame.Rect(x, y, px(30), row_h)))
            x += px(34)
            row.kind.rect = pygame.Rect(x, y, kind_w, row_h)
            row.name.rect = pygame.Rect(x + kind_w + inner, y, name_w, row_h)
            row.level.rect = pygame.Rect(row.name.rect.right + inner, y, level_w, row_h)
            row.remove.rect = pygame.Rect(row.level.rect.right + inner, y, remove_w, row_h)
        seats_bottom = top + ROWS_PER_COLUMN * (row_h + gap)
        self.seats_rect = pygame.Rect(left, top, w, seats_bottom - top).inflate(px(16), px(10))
        n = len(self.rows)
        column, line = divmod(n, ROWS_PER_COLUMN)
        if n < MAX_SEATS:
            x = left + column * (col_w + col_gap) + px(34)
            self.add_button.rect = pygame.Rect(x, top + line * (row_h + gap), kind_w + inner + name_w, row_h)
        # the table's options: two rows of four captioned controls
        cap_h = px(20)
        ow = (w - 3 * px(16)) // 4
        oy = seats_bottom + px(12) + cap_h
        for k, (_, widget) in enumerate(self.options):
            line, column = divmod(k, 4)
            y = oy + line * (px(42) + cap_h + px(8))
            widget.rect = pygame.Rect(left + column * (ow + px(16)), y, ow, px(42))
        self.help_y = oy + 2 * (px(42) + cap_h + px(8)) - cap_h + px(2)
        bh = px(46)
        by = area.bottom - px(10) - bh
        self.back_button.rect = pygame.Rect(left, by, px(200), bh)
        self.rules_button.rect = pygame.Rect(left + px(216), by, px(220), bh)
        self.start_button.rect = pygame.Rect(left + w - px(280), by, px(280), bh)

    def draw_content(self, surface: pygame.Surface) -> None:
        px, t = self.app.px, self.app.t
        panel(surface, self.seats_rect, (6, 26, 18, 170), None, px(14))
        label = self.app.fonts(px(17))
        for index, rect in self.seat_labels:
            text(surface, label, str(index + 1), theme.TEXT_DIM, midleft=(rect.x + px(4), rect.centery))
        cap = self.app.fonts(px(15), bold=True)
        for key, widget in self.options:
            if widget.visible:
                caption = t(key, big=self.big_blind.value)
                if widget is self.big_blind and self.structure.value is Structure.LIMIT:
                    caption = t("holdem.setup.small_bet")
                text(
                    surface,
                    cap,
                    caption.upper(),
                    theme.TEXT_DIM,
                    bottomleft=(widget.rect.x + px(4), widget.rect.y - px(3)),
                )
        help_font = self.app.fonts(px(15))
        y = self.help_y
        limit = self.start_button.rect.y - px(28)
        lines = [self._structure_help(), t(f"holdem.setup.help_{self.table_format.value.value}")]
        for paragraph in lines:
            for line in wrap_text(help_font, paragraph, self.seats_rect.width - px(16)):
                if y + help_font.get_linesize() > limit:
                    break
                text(surface, help_font, line, theme.TEXT_DIM, topleft=(self.seats_rect.x + px(8), y))
                y += help_font.get_linesize()
        if self.error:
            text(
                surface,
                self.app.fonts(px(17)),
                self.error,
                theme.RED,
                midbottom=(self.start_button.rect.centerx - px(200), self.start_button.rect.y - px(4)),
            )

    def _structure_help(self) -> str:
        t = self.app.t
        big = self.big_blind.value
        structure = self.structure.value
        if structure is Structure.LIMIT:
            return t("holdem.setup.help_limit", small=big // 2, big=big, big_bet=2 * big)
        return t(f"holdem.setup.help_{structure.value}", small=big // 2, big=big)
