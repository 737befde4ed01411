"""Verlauf of a Duell match: every finished deal as the person saw it (key H, over the table).

`DuellHistoryScene(app, table)` lists, per deal: who spoke first and a pot
carried in from a tie; per seat the five cards as dealt (the discarded
ones dimmed) and after the exchange (the drawn ones framed), how many were
exchanged, the hand's name and the chips won or lost - the computer's
cards only if a showdown showed them, else "verdeckt"; the betting of both
rounds in the table's words ("Computer erhöht um 20"); and how the deal
ended (the showdown's reason, a fold, or the pot carried on). The rows come
from the session's `DealRecord`s, which hold nothing the person may not
see. Only finished deals are listed. The list scrolls (wheel, arrows,
PgUp/PgDn, the scrollbar); "Als Text exportieren" (or E) writes the same
history as a UTF-8 .txt file (`game.text.duell.history`, the warning on
top) into the data folder and says where; Esc, H or Zurück return. The
list, its keys, the zoom and the export are the histories' shared part
(`history_base.ExchangeHistory`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pygame

from game.engine import Card
from game.engine.duell import DealRecord
from game.scenes.base import SceneContext
from game.scenes.history_base import ExchangeHistory
from game.session import DuellTableView
from game.text import describe_hand
from game.text.duell.history import export_duell_history
from game.text.duell.words import deal_result, names_of, rated, say, showdown_reason
from game.ui import theme
from game.ui.draw import panel

__all__ = ["DuellHistoryScene", "DuellRow", "duell_rows"]

COLUMNS = {"name": 0.0, "dealt": 0.13, "dealt_text": 0.3, "final": 0.46, "final_text": 0.63, "chips": 0.86}


@dataclass(frozen=True, slots=True)
class DuellRow:
    """One row: a deal's header, a seat of it, its betting, its result, or the closing note."""

    kind: str  # "deal", "seat", "bets", "result", "note"
    deal: int = -1
    seat: int = -1


def duell_rows(table: DuellTableView) -> list[DuellRow]:
    """The rows of the Verlauf: each finished deal, oldest first, then a note."""
    rows: list[DuellRow] = []
    for k, record in enumerate(table.history):
        if not record.finished:
            continue
        rows.append(DuellRow("deal", k))
        rows.extend(DuellRow("seat", k, seat) for seat in (record.first, 1 - record.first))
        rows.append(DuellRow("bets", k))
        rows.append(DuellRow("result", k))
    rows.append(DuellRow("note"))
    return rows


class DuellHistoryScene(ExchangeHistory):
    """The deals of the match over the table."""

    title_key = "duell.history.title"
    hint_key = "hint.duell_history"
    export_stem = "duell"

    def __init__(self, app: SceneContext, table: DuellTableView) -> None:
        self.table = table
        self.rows = duell_rows(table)
        super().__init__(app)

    @property
    def names(self) -> tuple[str, str]:
        return names_of(self.table.config.name, self.app.t, self.table.opponent)

    def has_finished(self) -> bool:
        return any(record.finished for record in self.table.history)

    def write_export(self, target: Path) -> Path:
        return export_duell_history(self.table, target, self.app.settings.language)

    def subtitle(self) -> str:
        t, config = self.app.t, self.table.config
        return t(
            "duell.history.subtitle",
            name=config.name,
            level=t(f"level.{config.level.value}"),
            deck=config.deck,
            stack=config.stack,
        )

    def row_heights(self) -> list[int]:
        px = self.app.px
        heights = {"deal": px(34), "seat": px(58), "bets": px(48), "result": px(30), "note": px(36)}
        return [heights[row.kind] for row in self.rows]

    # drawing -------------------------------------------------------------------
    def draw_row(self, surface: pygame.Surface, index: int, rect: pygame.Rect) -> None:
        row = self.rows[index]
        if row.kind == "note":
            self._draw_note(surface, rect)
            return
        record = self.table.history[row.deal]
        if row.kind == "deal":
            self._draw_header(surface, record, rect)
        elif row.kind == "seat":
            self._draw_seat(surface, record, row.seat, rect)
        elif row.kind == "bets":
            self._draw_bets(surface, record, rect)
        else:
            self._draw_result(surface, record, rect)

    def _cols(self) -> dict[str, int]:
        return self.list.columns(COLUMNS, self.app.px(10))

    def _draw_header(self, surface: pygame.Surface, record: DealRecord, rect: pygame.Rect) -> None:
        px, t = self.app.px, self.app.t
        cols = self._cols()
        pygame.draw.line(
            surface, theme.ACCENT_DARK, (rect.x, rect.y + px(2)), (rect.right, rect.y + px(2)), max(1, px(1))
        )
        cy = rect.centery + px(2)
        title = self.text.blit(
            surface,
            t("duell.history.deal", n=record.deal_no),
            px(21),
            theme.ACCENT,
            midleft=(cols["name"], cy),
        )
        parts = [t("duell.history.first", name=self.names[record.first])]
        if record.carried_in:
            parts.append(t("duell.history.carried", n=record.carried_in))
        self.text.blit(surface, " · ".join(parts), px(15), theme.TEXT_DIM, midleft=(title.right + px(14), cy))
        self.text.blit(
            surface,
            t("duell.history.before").upper(),
            px(14),
            theme.TEXT_DIM,
            midleft=(cols["dealt_text"], cy),
        )
        self.text.blit(
            surface,
            t("duell.history.after").upper(),
            px(14),
            theme.TEXT_DIM,
            midleft=(cols["final_text"], cy),
        )

    def _cards(
        self,
        surface: pygame.Surface,
        cards: tuple[Card, ...],
        x: int,
        y: int,
        width: int,
        dim: set[Card],
        mark: set[Card],
    ) -> None:
        renderer = self.app.cards
        step = width + max(1, self.app.px(3))
        hand = pygame.Rect(x, y, step * len(cards), round(width * 1.4))
        self.zoom.add(hand.clip(self.list.inner()), cards, dim, mark, theme.GOLD)
        for i, card in enumerate(cards):
            pos = (x + i * step, y)
            surface.blit(renderer.face(card, width, self.app.settings.four_color), pos)
            if card in dim:
                surface.blit(renderer.overlay(width, (0, 0, 0, 130)), pos)
            if card in mark:
                surface.blit(renderer.outline(width, theme.GOLD), pos)

    def _draw_seat(self, surface: pygame.Surface, record: DealRecord, seat: int, rect: pygame.Rect) -> None:
        px, t = self.app.px, self.app.t
        cols = self._cols()
        panel(surface, rect, (20, 44, 32), None, px(8))
        cy = rect.centery
        self.text.blit(
            surface,
            self.names[seat],
            px(19),
            theme.TEXT,
            max_width=cols["dealt"] - cols["name"] - px(8),
            midleft=(cols["name"], cy),
        )
        width = max(12, min(px(30), (cols["dealt_text"] - cols["dealt"] - px(20)) // 5))
        y = cy - round(width * 1.4) // 2
        deck = self.table.config.deck
        dealt, final = record.dealt[seat], record.final[seat]
        discarded = set(record.discarded[seat] or ())
        w1 = cols["final"] - cols["dealt_text"] - px(10)
        if dealt is not None:
            self._cards(surface, dealt, cols["dealt"], y, width, discarded, set())
            self.text.blit(
                surface,
                describe_hand(rated(dealt, deck), t),
                px(16),
                theme.TEXT,
                max_width=w1,
                midleft=(cols["dealt_text"], cy - px(10)),
            )
        else:
            self.text.blit(
                surface,
                t("duell.history.hidden"),
                px(16),
                theme.TEXT_DIM,
                midleft=(cols["dealt"], cy - px(10)),
            )
        count = record.exchanged[seat]
        if count is not None:
            swap = t("history.exchanges", n=count) if count else t("history.keeps")
            self.text.blit(
                surface, swap, px(14), theme.TEXT_DIM, max_width=w1, midleft=(cols["dealt_text"], cy + px(11))
            )
        w2 = cols["chips"] - cols["final_text"] - px(10)
        if final is not None and (seat == 0 or record.showdown is not None):
            self._cards(surface, final, cols["final"], y, width, set(), set(final) - set(dealt or final))
            self.text.blit(
                surface,
                describe_hand(rated(final, deck), t),
                px(16),
                theme.TEXT,
                max_width=w2,
                midleft=(cols["final_text"], cy),
            )
        else:
            self.text.blit(
                surface, t("duell.history.hidden"), px(16), theme.TEXT_DIM, midleft=(cols["final"], cy)
            )
        net = record.net(seat)
        colour = theme.GOLD if net > 0 else theme.RED if net < 0 else theme.TEXT_DIM
        self.text.blit(surface, f"{net:+d}", px(20), colour, bold=True, midleft=(cols["chips"], cy - px(9)))
        a, b = record.stacks_after
        self.text.blit(
            surface, str((a, b)[seat]), px(14), theme.TEXT_DIM, midleft=(cols["chips"], cy + px(12))
        )

    def _draw_bets(self, surface: pygame.Surface, record: DealRecord, rect: pygame.Rect) -> None:
        px, t = self.app.px, self.app.t
        cols = self._cols()
        for k, (round_no, key) in enumerate(((0, "duell.history.before"), (1, "duell.history.after"))):
            lines = [
                say(line, record.first, self.names, t) for line in record.bets if line.round_no == round_no
            ]
            text = f"{t(key)}: " + (", ".join(lines) if lines else t("duell.history.no_bets"))
            y = rect.y + px(4) + k * px(21)
            self.text.blit(
                surface, text, px(15), theme.TEXT, max_width=rect.width - px(20), topleft=(cols["name"], y)
            )

    def _draw_result(self, surface: pygame.Surface, record: DealRecord, rect: pygame.Rect) -> None:
        px, t = self.app.px, self.app.t
        parts = []
        if record.showdown is not None:
            parts.append(showdown_reason(record.showdown, self.table.config.deck, t))
        parts.append(deal_result(record, self.names, t))
        self.text.blit(
            surface,
            " - ".join(parts),
            px(15),
            theme.ACCENT,
            max_width=rect.width - px(20),
            midleft=(self._cols()["name"], rect.centery),
        )

    def _draw_note(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        t = self.app.t
        table = self.table
        if table.is_over:
            winner = table.winner
            line = (
                t("duell.over.winner", name=self.names[winner])
                if winner is not None
                else t("duell.over.draw")
            )
            colour = theme.GOLD
        elif table.history and not table.history[-1].finished:
            line, colour = t("duell.history.running", n=table.deal_no), theme.TEXT_DIM
        else:
            line, colour = (
                t("duell.history.empty") if not any(r.finished for r in table.history) else "",
                theme.TEXT_DIM,
            )
        if line:
            self.text.blit(surface, line, self.app.px(18), colour, max_width=rect.width, center=rect.center)
