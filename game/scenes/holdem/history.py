"""Verlauf of a Hold'em table: every finished hand as this screen saw it (key H, over the table).

`HoldemHistoryScene(app, table)` lists, per hand, the dealer and the blinds
with the board as cards; every betting step per street in the table's
words ("Bert erhöht auf 60", "Zeit abgelaufen für Cleo"); each hand whose
cards this screen saw - the person's own, and every hand shown at the
showdown - as cards with its name; each pot with its winners (a split
names the odd chip's receiver) and what every seat won or lost. The rows
come from the session's `HandRecord`s, which hold nothing the viewer may
not see: with one person their own cards, at a hot seat only what a
showdown showed, since everybody at the screen may open it. Only finished
hands are listed, newest at the bottom (in view when it opens). The list
scrolls (wheel, arrows, PgUp/PgDn, the scrollbar); Esc, H or Zurück return.
"Als Text exportieren" (or E) writes the same hands as a UTF-8 .txt file
with the warning on top (`game.text.holdem.history`); "Als PHH
exportieren" (or P) the same hands in the Poker Hand History format for
poker tools, a hole card the history does not show as ``????``; both into
the data folder, and the screen says where (the list, its keys and the
export: `history_base.ExportHistory`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pygame

from game.engine import Card
from game.engine.hands import HOLDEM, best_hand
from game.engine.holdem import Street
from game.engine.holdem.record import HandRecord
from game.scenes.base import SceneContext, Transition
from game.scenes.history_base import ExportHistory
from game.session import HoldemTableView
from game.text import describe_hand
from game.text.holdem.history import export_holdem_history, export_holdem_phh
from game.text.holdem.words import chips, result_words, street_words
from game.ui import theme
from game.ui.draw import panel, wrap_text
from game.ui.widgets import Button, Widget

__all__ = ["HoldemHistoryScene", "HistoryRow", "history_rows"]


@dataclass(frozen=True, slots=True)
class HistoryRow:
    """One row: a hand's header, a street's betting, a seat's cards, the pots, or the closing note."""

    kind: str  # "hand", "street", "cards", "result", "note"
    hand: int = -1
    seat: int = -1
    text: str = ""


def history_rows(table: HoldemTableView) -> list[HistoryRow]:
    """The rows of the Verlauf without their words: each finished hand, oldest first, then a note."""
    rows: list[HistoryRow] = []
    for k, record in enumerate(table.history):
        if not record.finished:
            continue
        rows.append(HistoryRow("hand", k))
        for street in Street:
            if any(line.street is street for line in record.lines):
                rows.append(HistoryRow("street", k, text=street.value))
        rows.extend(HistoryRow("cards", k, seat) for seat in record.seats if record.hole(seat) is not None)
        rows.append(HistoryRow("result", k))
    rows.append(HistoryRow("note"))
    return rows


class HoldemHistoryScene(ExportHistory):
    """The hands of the table over it."""

    title_key = "holdem.history.title"
    hint_key = "hint.holdem_history"
    export_stem = "holdem"

    def __init__(self, app: SceneContext, table: HoldemTableView) -> None:
        self.table = table
        self.rows = history_rows(table)
        self._wrapped: dict[int, list[str]] = {}
        super().__init__(app)

    def build(self) -> None:
        self.phh_button = Button(lambda: self.app.t("holdem.history.export_phh"), self._phh_clicked)
        super().build()

    def more_buttons(self) -> list[Widget]:
        return [*super().more_buttons(), self.phh_button]

    # export --------------------------------------------------------------------
    def has_finished(self) -> bool:
        return any(record.finished for record in self.table.history)

    def write_export(self, target: Path) -> Path:
        return export_holdem_history(self.table, target, self.app.settings.language)

    def _phh_clicked(self) -> None:
        self.export_phh()

    def export_phh(self, folder: Path | None = None) -> Path | None:
        """P or its button: the hands as PHH into ``folder`` (default: the data folder)."""
        return self.export_with(lambda target: export_holdem_phh(self.table, target), ".phhs", folder)

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        back = super().on_event(event)
        if back is None and event.type == pygame.KEYDOWN and event.key == pygame.K_p:
            self.export_phh()
        return back

    # words ---------------------------------------------------------------------
    def _record(self, row: HistoryRow) -> HandRecord:
        return self.table.history[row.hand]

    def _words(self, row: HistoryRow) -> str:
        """The text of a street's or a result's row."""
        t = self.app.t
        record = self._record(row)
        if row.kind == "street":
            return street_words(record, Street(row.text), t)
        return "\n".join(result_words(record, t))

    def _lines(self, index: int) -> list[str]:
        """The wrapped lines of a text row (cached per layout)."""
        cached = self._wrapped.get(index)
        if cached is None:
            font = self.app.fonts(self.app.px(16))
            width = self.list.inner().width - self.app.px(24)
            cached = wrap_text(font, self._words(self.rows[index]), width)
            self._wrapped[index] = cached
        return cached

    # layout ----------------------------------------------------------------------
    def _height(self, index: int) -> int:
        px = self.app.px
        row = self.rows[index]
        if row.kind == "hand":
            return px(52)
        if row.kind == "cards":
            return px(48)
        if row.kind == "note":
            return px(36)
        line = self.app.fonts(px(16)).get_linesize()
        return len(self._lines(index)) * line + px(8)

    def place(self) -> None:
        r = self.panel_rect()
        px = self.app.px
        by = self.place_buttons()
        self.phh_button.rect = self.export_button.rect.move(self.export_button.rect.width + px(16), 0)
        top = self.title_rect().bottom + px(4)
        self.list.rect = pygame.Rect(r.x + px(20), top, r.width - px(40), max(px(60), by - px(24) - top))
        self._wrapped.clear()
        self.list.set_rows([self._height(i) for i in range(len(self.rows))], px(2))

    # drawing -------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        line, colour = self.under_list()
        self.text.blit(
            surface,
            line,
            self.app.px(15),
            colour,
            max_width=self.list.rect.width,
            midtop=(self.list.rect.centerx, self.list.rect.bottom + self.app.px(4)),
        )

    def _cards(self, surface: pygame.Surface, cards: tuple[Card, ...], x: int, y: int, width: int) -> int:
        """Small card faces from ``x``; returns the x after them."""
        sprites = self.app.cards
        for card in cards:
            image = sprites.face(card, width, self.app.settings.four_color, self.app.settings.language)
            surface.blit(image, (x, y))
            x += width + max(1, width // 10)
        return x

    def draw_row(self, surface: pygame.Surface, index: int, rect: pygame.Rect) -> None:
        px, t = self.app.px, self.app.t
        row = self.rows[index]
        if row.kind == "note":
            key = "holdem.history.note" if len(self.rows) > 1 else "holdem.history.empty"
            self.text.blit(surface, t(key), px(15), theme.TEXT_DIM, midleft=(rect.x + px(12), rect.centery))
            return
        record = self._record(row)
        if row.kind == "hand":
            panel(surface, rect, theme.BUTTON, None, px(8))
            small, big = record.blinds
            head = t(
                "holdem.history.hand",
                n=record.hand_no + 1,
                name=record.name(record.button),
                small=chips(small, t),
                big=chips(big, t),
            )
            end = self.text.blit(
                surface, head, px(18), theme.ACCENT, bold=True, midleft=(rect.x + px(12), rect.centery)
            )
            if record.board:
                card_w = max(12, round((rect.height - px(8)) / 1.4))
                self._cards(
                    surface,
                    record.board,
                    max(end.right + px(20), rect.x + px(460)),
                    rect.centery - round(card_w * 0.7),
                    card_w,
                )
            return
        if row.kind == "cards":
            hole = record.hole(row.seat)
            assert hole is not None  # rows are made for known cards only
            self.text.blit(
                surface,
                record.name(row.seat),
                px(16),
                theme.TEXT,
                max_width=px(200),
                midleft=(rect.x + px(24), rect.centery),
            )
            card_w = max(12, round((rect.height - px(6)) / 1.4))
            x = self._cards(surface, hole, rect.x + px(240), rect.centery - round(card_w * 0.7), card_w)
            if len(record.board) >= 3:
                value = best_hand((*hole, *record.board), HOLDEM)
                won = record.net(row.seat) > 0
                self.text.blit(
                    surface,
                    describe_hand(value, t),
                    px(16),
                    theme.GOLD if won else theme.TEXT_DIM,
                    midleft=(x + px(16), rect.centery),
                )
            return
        line_h = self.app.fonts(px(16)).get_linesize()
        y = rect.y + px(4)
        for k, line in enumerate(self._lines(index)):
            colour = theme.TEXT if row.kind == "street" else (theme.GOLD if k == 0 else theme.TEXT_DIM)
            self.text.blit(surface, line, px(16), colour, topleft=(rect.x + px(24), y))
            y += line_h
