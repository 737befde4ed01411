"""Neues Spiel: seats (human/computer, name, level), mode, T and rule set; then the table.

Defaults follow the issue: one human and two computers, absteigend, T = 6,
Original. Seat names are typed (TEXTINPUT, German letters included); a name
the player never edited follows the seat type ("Spieler 1" / "Computer 2").
An empty or repeated name is framed red as soon as it happens; a name field
refuses characters past the limit with a red glow and a notice; Ctrl+A
selects a name so that typing replaces it.
"Spiel starten" builds a validated `GameConfig`, makes a `Game` and replaces
the whole scene stack with the table scene; when an unfinished game is saved
(one save slot), a confirm dialog asks first, since the new game replaces
it. `build_config()` is public so
tests can check the configuration the screen produces. The checks, the
dialog, Ctrl+Enter and the seat rows are the set-up screens' shared part
(`setup_base.SeatsSetup`).
"""

from __future__ import annotations

import pygame

from game.engine import Level
from game.engine.token.config import MAX_NAME_LENGTH, GameConfig
from game.scenes.base import Pop, Push, Replace, Transition
from game.scenes.seats import SeatDraft, SeatRow
from game.scenes.setup_base import SeatsSetup
from game.scenes.token import play
from game.ui import theme
from game.ui.draw import panel, text, wrap_text
from game.ui.widgets import Button, Choice, NumberField, Widget

__all__ = ["SetupScene", "SeatDraft", "available_levels", "MAX_NAME_LENGTH"]

MIN_SEATS, MAX_SEATS = 2, 5
MODES = ("absteigend", "aufsteigend")
RULE_SETS = ("original", "standard")


def _is_default_name(name: str) -> bool:
    """'Spieler 3', 'Player 3', 'Computer 2': names the screen made, not the player."""
    from game.text import CATALOGUES

    for catalogue in CATALOGUES.values():
        for key in ("setup.default_human", "setup.default_computer"):
            prefix = catalogue[key].split("{", 1)[0]
            if name.startswith(prefix) and name[len(prefix) :].isdigit():
                return True
    return False


def available_levels() -> tuple[Level, ...]:
    """The computer levels, weakest first."""
    return tuple(Level)


class SetupScene(SeatsSetup):
    """The setup screen for a new game."""

    title_key = "setup.title"
    min_seats, max_seats = MIN_SEATS, MAX_SEATS

    def build(self) -> None:
        t = self.app.t
        self.rows: list[SeatRow] = []  # made by _rebuild_rows below, once the seats are loaded
        self.levels = available_levels()
        self.default_level = Level.NORMAL if Level.NORMAL in self.levels else self.levels[0]
        self._load_last_setup()
        self.error = ""
        self.mode_choice = Choice(list(MODES), self.mode, lambda v: t(f"mode.{v}"), self._set_mode)
        self.tokens_field = NumberField(self.tokens, 1, 999, self._set_tokens, on_refuse=self.refuse_number)
        self.rules_choice = Choice(list(RULE_SETS), self.rules, lambda v: t(f"rules.{v}"), self._set_rules)
        self.add_button = Button(lambda: "+  " + t("setup.add_seat"), self.add_seat)
        self.back_button = Button(lambda: t("setup.back"), lambda: Pop())
        self.start_button = Button(lambda: t("setup.start"), self.start, primary=True)
        # hot seat: the "Tipp" hint only if all agree (off by default, not remembered)
        self.tips_agreed = False
        self.tips_choice = Choice(
            [False, True],
            False,
            lambda v: t("setup.tips_allowed") if v else t("setup.tips_forbidden"),
            self._set_tips,
        )
        self._rebuild_rows()
        self.ui.focus_on(self.start_button)

    # model -------------------------------------------------------------------
    def _load_last_setup(self) -> None:
        """Start from the last setup the player started (stored in the settings)."""
        last = self.app.settings.last_setup or {}
        seats = last.get("seats") or [
            {"name": "", "human": True},
            {"name": "", "human": False},
            {"name": "", "human": False},
        ]
        self.seats = []
        counts = {True: 0, False: 0}
        for raw in seats[:MAX_SEATS]:
            human = bool(raw.get("human"))
            counts[human] += 1
            default = self.app.t(
                "setup.default_human" if human else "setup.default_computer", n=counts[human]
            )
            name = str(raw.get("name") or "")
            raw_level = raw.get("level")
            level = Level(raw_level) if raw_level in self.levels else self.default_level
            # a name that is (any language's) default follows the seat type; a typed one stays
            edited = bool(name) and name != default and not _is_default_name(name)
            self.seats.append(SeatDraft(human, name, level, edited))
        while len(self.seats) < MIN_SEATS:
            self.seats.append(SeatDraft(False, "", self.default_level))
        self.rename_defaults()
        self.mode: str = last["mode"] if last.get("mode") in MODES else "absteigend"
        tokens = last.get("tokens")
        self.tokens = tokens if isinstance(tokens, int) and 1 <= tokens <= 999 else 6
        self.rules: str = last["rules"] if last.get("rules") in RULE_SETS else "original"

    def new_seat_level(self) -> Level:
        return self.default_level

    def widgets_after_seats(self) -> list[Widget]:
        return [
            self.mode_choice,
            self.tokens_field,
            self.rules_choice,
            self.tips_choice,
            self.back_button,
            self.start_button,
        ]

    def sync(self) -> None:
        """The hot-seat hint option only shows (and counts) with more than one person."""
        self.tips_choice.visible = sum(d.human for d in self.seats) > 1

    def _set_tips(self, v: bool) -> None:
        self.tips_agreed = v

    def _set_mode(self, v: str) -> None:
        self.mode = v

    def _set_tokens(self, v: int) -> None:
        self.tokens = v

    def _set_rules(self, v: str) -> None:
        self.rules = v

    def build_config(self) -> GameConfig:
        """The `GameConfig` for the current choices (raises `ConfigError` if invalid)."""
        from game.engine import Mode, RuleSet, SeatConfig

        seats = tuple(SeatConfig(name=d.name.strip(), human=d.human, level=d.level) for d in self.seats)
        return GameConfig(seats=seats, mode=Mode(self.mode), tokens=self.tokens, rules=RuleSet(self.rules))

    def start(self) -> Transition | None:
        config = self.checked(self.build_config)
        if config is None:
            return None
        # the one save slot holds an unfinished game: starting replaces it, so ask first
        saved = play.resumable(self.app)
        return self.ask_before_replacing(saved, "setup.confirm_replace_save", lambda: self._launch(config))

    def _launch(self, config: GameConfig) -> Transition:
        """Remember the set-up and open the table with a new game."""
        from game.storage.settings import setup_from_config

        self.app.update_settings(last_setup=setup_from_config(config))
        session = play.new_session(self.app, config)
        # the table (and a rematch of the same set-up) reads the agreement from the app
        self.app.hot_seat_tips = config if self.tips_agreed and self.tips_choice.visible else None
        return Replace(play.table(self.app, session), clear=True)

    def show_rules(self) -> Transition:
        from game.scenes.rules import RulesScene

        return Push(RulesScene(self.app))

    # layout ----------------------------------------------------------------------
    def place(self) -> None:
        if not hasattr(self, "rows"):
            return
        area = self.app.content_rect
        px = self.app.px
        w = min(area.width - px(40), px(960))
        left = area.centerx - w // 2
        top = self.title_rect().bottom + px(8)
        header_h = px(32)
        row_h, gap = px(44), px(8)
        self.table_rect = pygame.Rect(left, top, w, header_h + MAX_SEATS * (row_h + gap) + px(6))
        label_w = px(100)
        kind_w = px(190)
        level_w = px(190)
        remove_w = row_h
        inner_gap = px(14)
        name_w = w - 2 * px(16) - label_w - kind_w - level_w - remove_w - 4 * inner_gap
        x0 = left + px(16)
        self.columns = {
            "seat": pygame.Rect(x0, 0, label_w, 0),
            "kind": pygame.Rect(x0 + label_w + inner_gap, 0, kind_w, 0),
            "name": pygame.Rect(x0 + label_w + kind_w + 2 * inner_gap, 0, name_w, 0),
            "level": pygame.Rect(x0 + label_w + kind_w + name_w + 3 * inner_gap, 0, level_w, 0),
        }
        y = top + header_h
        self.row_rects = []
        for row in self.rows:
            r = pygame.Rect(left, y, w, row_h)
            self.row_rects.append(r)
            row.kind.rect = pygame.Rect(self.columns["kind"].x, y, kind_w, row_h)
            row.name.rect = pygame.Rect(self.columns["name"].x, y, name_w, row_h)
            row.level.rect = pygame.Rect(self.columns["level"].x, y, level_w, row_h)
            row.remove.rect = pygame.Rect(self.columns["level"].right + inner_gap, y, remove_w, row_h)
            y += row_h + gap
        # the add button takes the next free row
        self.add_button.rect = pygame.Rect(self.columns["kind"].x, y, kind_w + inner_gap + name_w, row_h)
        # game options: three captioned controls in one row
        y = self.table_rect.bottom + px(40)
        ow = (w - 2 * px(20)) // 3
        self.option_caption_y = y - px(6)
        self.mode_choice.rect = pygame.Rect(left, y, ow, px(46))
        self.tokens_field.rect = pygame.Rect(left + ow + px(20), y, ow, px(46))
        self.rules_choice.rect = pygame.Rect(left + 2 * (ow + px(20)), y, ow, px(46))
        self.help_y = self.mode_choice.rect.bottom + px(10)
        bh = px(50)
        by = area.bottom - px(16) - bh
        self.back_button.rect = pygame.Rect(left, by, px(220), bh)
        self.start_button.rect = pygame.Rect(left + w - px(300), by, px(300), bh)
        self.tips_choice.rect = pygame.Rect(
            self.back_button.rect.right + px(20),
            by,
            self.start_button.rect.x - self.back_button.rect.right - px(40),
            bh,
        )

    def title_rect(self) -> pygame.Rect:
        area = self.app.content_rect
        return pygame.Rect(area.x, area.y + self.app.px(8), area.width, self.app.px(56))

    def draw_content(self, surface: pygame.Surface) -> None:
        px = self.app.px
        t = self.app.t
        panel(surface, self.table_rect.inflate(px(12), px(8)), (6, 26, 18, 170), None, px(14))
        head = self.app.fonts(px(17), bold=True)
        hy = self.table_rect.y + px(14)
        for col, key in (
            ("seat", "setup.seats"),
            ("kind", None),
            ("name", "setup.name"),
            ("level", "setup.level"),
        ):
            if key:
                text(surface, head, t(key).upper(), theme.TEXT_DIM, midleft=(self.columns[col].x, hy))
        label_font = self.app.fonts(px(20))
        for row, r in zip(self.rows, self.row_rects):
            text(
                surface,
                label_font,
                t("setup.seat", n=row.index + 1),
                theme.TEXT,
                midleft=(self.columns["seat"].x, r.centery),
            )
        cap = self.app.fonts(px(17), bold=True)
        for widget, key in (
            (self.mode_choice, "setup.mode"),
            (self.tokens_field, "setup.tokens"),
            (self.rules_choice, "setup.rules"),
        ):
            text(
                surface,
                cap,
                t(key).upper(),
                theme.TEXT_DIM,
                bottomleft=(widget.rect.x + px(4), self.option_caption_y),
            )
        limit = self.back_button.rect.y - px(4)
        if self.tips_choice.visible:  # captioned like the options above it
            r = text(
                surface,
                cap,
                t("setup.tips_hot_seat").upper(),
                theme.TEXT_DIM,
                bottomleft=(self.tips_choice.rect.x + px(4), self.tips_choice.rect.y - px(6)),
            )
            limit = r.y - px(4)
        help_font = self.app.fonts(px(17))
        y = self.help_y
        width = self.table_rect.width
        lines = [t(f"setup.mode_help_{self.mode}"), t(f"setup.rules_help_{self.rules}")]
        for line in lines:
            for wrapped in wrap_text(help_font, line, width):
                if y + help_font.get_linesize() > limit:
                    break
                text(surface, help_font, wrapped, theme.TEXT_DIM, topleft=(self.table_rect.x + px(4), y))
                y += help_font.get_linesize()
        if self.error:
            err = self.app.fonts(px(19))
            text(
                surface,
                err,
                self.error,
                (255, 150, 130),
                midbottom=(self.start_button.rect.centerx - px(160), self.start_button.rect.y - px(6)),
            )
