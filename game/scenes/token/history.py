"""Verlauf: every finished round of the current game, pushed over the table (key H).

`HistoryScene(app, table)` lists, per round, the dealer and for each seat in
play order the five cards as dealt (the discarded ones dimmed) with their
rating and how many were exchanged, the five cards after the exchange (the
drawn ones outlined) with their rating, and the token change; then the
round's verdict ("Gleichstand - keine Wertung" on a tie) and, at the end,
who won or lost. Only finished rounds are shown, so it reveals nothing of a
round in progress. The list scrolls (wheel, arrows, PgUp/PgDn, scrollbar).
"Als Text exportieren" (or E) writes the same history as a UTF-8 .txt file
(`game.text.history.export_history`, the warning on top) into the data folder
and says where. Esc, H or Zurück return to the table. The list, its keys,
the zoom and the export are the histories' shared part
(`history_base.ExchangeHistory`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pygame

from game.engine import Card, Mode, TokenPhase, evaluate
from game.scenes.base import SceneContext
from game.scenes.history_base import ExchangeHistory, export_name
from game.session import TableView
from game.text import describe_hand
from game.text.history import export_history
from game.ui import theme
from game.ui.draw import panel

__all__ = ["HistoryScene", "HistoryRow", "history_rows", "export_name"]

#: Column starts as fractions of the list width.
COLUMNS = {
    "name": 0.0,
    "dealt": 0.125,
    "dealt_text": 0.285,
    "final": 0.49,
    "final_text": 0.645,
    "tokens": 0.865,
}


@dataclass(frozen=True, slots=True)
class HistoryRow:
    """One row of the list: a round header, a seat of a round, a verdict, or a closing note."""

    kind: str  # "round", "seat", "verdict", "note"
    round_index: int = -1
    seat: int = -1
    #: Tokens of the seat before this round (seat rows).
    tokens_before: int = 0


def history_rows(game: TableView) -> list[HistoryRow]:
    """The rows the Verlauf shows for ``game``, oldest round first."""
    config = game.config
    tokens = [config.tokens if config.mode is Mode.DESCENDING else 0] * len(config.seats)
    rows: list[HistoryRow] = []
    for k, record in enumerate(game.history):
        rows.append(HistoryRow("round", k))
        rows.extend(HistoryRow("seat", k, seat, tokens[seat]) for seat in record.order)
        rows.append(HistoryRow("verdict", k))
        for seat, delta in record.result.deltas.items():
            tokens[seat] += delta
    if game.is_over or not game.history or game.phase is TokenPhase.EXCHANGE:
        rows.append(HistoryRow("note"))
    return rows


class HistoryScene(ExchangeHistory):
    """The round history over the table."""

    title_key = "history.title"
    hint_key = "hint.history"
    newest_in_view = False

    def __init__(self, app: SceneContext, game: TableView) -> None:
        self.game = game
        self.rows = history_rows(game)
        super().__init__(app)

    def has_finished(self) -> bool:
        return bool(self.game.history)  # a record is a finished round

    def write_export(self, target: Path) -> Path:
        language = self.app.settings.language
        return export_history(self.game, target, language, lambda v: describe_hand(v, self.app.t))

    def subtitle(self) -> str:
        t, cfg = self.app.t, self.game.config
        return t(
            "history.subtitle",
            mode=t(f"mode.{cfg.mode.value}"),
            tokens=cfg.tokens,
            rules=t(f"rules.{cfg.rules.value}"),
        )

    def row_heights(self) -> list[int]:
        px = self.app.px
        heights = {"round": px(34), "seat": px(60), "verdict": px(28), "note": px(36)}
        return [heights[row.kind] for row in self.rows]

    # drawing -------------------------------------------------------------------
    def _columns(self) -> dict[str, int]:
        return self.list.columns(COLUMNS, self.app.px(10))

    def draw_row(self, surface: pygame.Surface, index: int, rect: pygame.Rect) -> None:
        row = self.rows[index]
        if row.kind == "round":
            self._draw_round_header(surface, row, rect)
        elif row.kind == "seat":
            self._draw_seat(surface, row, rect)
        elif row.kind == "verdict":
            self._draw_verdict(surface, row, rect)
        else:
            self._draw_note(surface, rect)

    def _draw_round_header(self, surface: pygame.Surface, row: HistoryRow, rect: pygame.Rect) -> None:
        px = self.app.px
        t = self.app.t
        record = self.game.history[row.round_index]
        cols = self._columns()
        pygame.draw.line(
            surface, theme.ACCENT_DARK, (rect.x, rect.y + px(2)), (rect.right, rect.y + px(2)), max(1, px(1))
        )
        cy = rect.centery + px(2)
        title = self.text.blit(
            surface, t("history.round", n=record.round_no), px(21), theme.ACCENT, midleft=(cols["name"], cy)
        )
        dealer = t("history.dealer", name=self.game.config.seats[record.dealer].name)
        self.text.blit(
            surface,
            dealer,
            px(15),
            theme.TEXT_DIM,
            max_width=cols["dealt"] + px(150) - title.right,
            midleft=(title.right + px(12), cy),
        )
        self.text.blit(
            surface, t("history.before").upper(), px(14), theme.TEXT_DIM, midleft=(cols["dealt_text"], cy)
        )
        self.text.blit(
            surface, t("history.after").upper(), px(14), theme.TEXT_DIM, midleft=(cols["final_text"], cy)
        )

    def _cards(
        self,
        surface: pygame.Surface,
        cards: tuple[Card, ...],
        x: int,
        y: int,
        width: int,
        dim: set[Card] | None = None,
        mark: set[Card] | None = None,
    ) -> None:
        renderer = self.app.cards
        if renderer is None:
            return
        step = width + max(1, self.app.px(3))
        hand = pygame.Rect(x, y, step * len(cards) - max(1, self.app.px(3)), round(width * 1.4))
        self.zoom.add(hand.clip(self.list.inner()), cards, dim or (), mark or (), theme.GOLD)
        settings = self.app.settings
        for i, card in enumerate(cards):
            pos = (x + i * step, y)
            surface.blit(
                renderer.face(card, width, four_color=settings.four_color, locale=settings.language), pos
            )
            if dim and card in dim:
                surface.blit(renderer.overlay(width, (0, 0, 0, 130)), pos)
            if mark and card in mark:
                surface.blit(renderer.outline(width, theme.GOLD), pos)

    def _draw_seat(self, surface: pygame.Surface, row: HistoryRow, rect: pygame.Rect) -> None:
        px = self.app.px
        t = self.app.t
        record = self.game.history[row.round_index]
        result = record.result
        seat = row.seat
        cols = self._columns()
        panel(surface, rect, (20, 44, 32), None, px(8))
        # a bar marks the seats the verdict scored: the best in aufsteigend, the worst in absteigend
        ascending = self.game.config.mode is Mode.ASCENDING
        scored = () if result.all_equal else (result.best if ascending else result.worst)
        if seat in scored:
            pygame.draw.rect(
                surface,
                theme.GOLD if ascending else theme.RED,
                (rect.x, rect.y + px(4), px(4), rect.height - px(8)),
                border_radius=2,
            )
        cy = rect.centery
        name = self.game.config.seats[seat].name
        self.text.blit(
            surface,
            name,
            px(19),
            theme.TEXT,
            max_width=cols["dealt"] - cols["name"] - px(8),
            midleft=(cols["name"], cy),
        )
        width = max(12, min(px(30), (cols["dealt_text"] - cols["dealt"] - px(20)) // 5))
        y = cy - round(width * 1.4) // 2
        final = record.final[seat]
        small, mid = px(14), px(16)
        w1 = cols["final"] - cols["dealt_text"] - px(10)
        dealt = record.dealt.get(seat)
        if dealt is None:  # a network table tells each seat only its own dealt cards
            self._cards(surface, final, cols["final"], y, width)
            at = (cols["dealt_text"], cy)
            self.text.blit(surface, t("history.unseen"), small, theme.TEXT_DIM, max_width=w1, midleft=at)
        else:
            discarded = set(record.discarded.get(seat, ()))
            self._cards(surface, dealt, cols["dealt"], y, width, dim=discarded)
            self._cards(surface, final, cols["final"], y, width, mark=set(final) - set(dealt))
            self.text.blit(
                surface,
                describe_hand(evaluate(dealt, self.game.config.rules), t),
                mid,
                theme.TEXT,
                max_width=w1,
                midleft=(cols["dealt_text"], cy - px(10)),
            )
            swap = t("history.exchanges", n=len(discarded)) if discarded else t("history.keeps")
            self.text.blit(
                surface, swap, small, theme.TEXT_DIM, max_width=w1, midleft=(cols["dealt_text"], cy + px(11))
            )
        w2 = cols["tokens"] - cols["final_text"] - px(10)
        self.text.blit(
            surface,
            describe_hand(result.values[seat], t),
            mid,
            theme.TEXT,
            max_width=w2,
            midleft=(cols["final_text"], cy),
        )
        delta = result.deltas.get(seat, 0)
        after = row.tokens_before + delta
        colour: tuple[int, ...]
        if delta:
            line = t("history.tokens", after=after, delta=f"{delta:+d}")
            colour = theme.GOLD if delta > 0 else theme.RED
        else:
            line, colour = t("history.tokens_same", n=after), theme.TEXT_DIM
        w3 = rect.right - cols["tokens"] - px(6)
        left = seat in result.left
        self.text.blit(
            surface, line, mid, colour, max_width=w3, midleft=(cols["tokens"], cy - (px(10) if left else 0))
        )
        if left:
            key = "history.safe" if self.game.config.mode is Mode.ASCENDING else "history.out"
            self.text.blit(
                surface, t(key), small, theme.TEXT_DIM, max_width=w3, midleft=(cols["tokens"], cy + px(11))
            )

    def _draw_verdict(self, surface: pygame.Surface, row: HistoryRow, rect: pygame.Rect) -> None:
        t = self.app.t
        result = self.game.history[row.round_index].result
        names = self.game.config.seats
        if result.all_equal:
            line = t("history.tie")
        else:
            line = t(
                "history.verdict",
                best=", ".join(names[s].name for s in result.best),
                worst=", ".join(names[s].name for s in result.worst),
            )
        self.text.blit(
            surface,
            line,
            self.app.px(15),
            theme.TEXT_DIM,
            max_width=rect.width - self.app.px(20),
            midleft=(self._columns()["name"], rect.centery),
        )

    def _draw_note(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        t = self.app.t
        game = self.game
        cfg = game.config
        colour = theme.TEXT_DIM
        if game.is_over and cfg.mode is Mode.DESCENDING and game.winner is not None:
            line, colour = t("gameover.winner", name=cfg.seats[game.winner].name), theme.GOLD
        elif game.is_over and game.loser is not None:
            line, colour = t("gameover.loser", name=cfg.seats[game.loser].name), theme.RED
        elif game.phase is TokenPhase.EXCHANGE:
            line = t("history.running", n=game.round_no)
        else:
            line = t("history.empty")
        self.text.blit(surface, line, self.app.px(18), colour, max_width=rect.width, center=rect.center)
