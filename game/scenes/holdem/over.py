"""The end of a Hold'em sit-and-go: who won, every seat's place, the hands played, the biggest pot.

Pushed by the Hold'em table once the last hand's end was seen. Revanche
(Enter) starts a new sit-and-go of the same set-up; Menü (Esc) goes to the
start screen; H or Verlauf opens the table's history. The session has
counted the sit-and-go in the statistics already (its recorder does so
when it is decided), so leaving here changes nothing on disk. The buttons,
their keys and the hint line are the end screens' shared part
(`over_base.OverScene`).
"""

from __future__ import annotations

import pygame

from game.scenes.base import Push, Replace, SceneContext, Transition
from game.scenes.holdem import play
from game.scenes.over_base import OverScene
from game.session import HoldemSession
from game.text.holdem.words import chips
from game.text.i18n import plural
from game.ui import theme
from game.ui.draw import panel

__all__ = ["HoldemOverScene"]


class HoldemOverScene(OverScene):
    """The sit-and-go is decided."""

    title_key = "holdem.over.title"
    words = "holdem.over"
    hint_key = "hint.holdem_over"

    def __init__(self, app: SceneContext, session: HoldemSession) -> None:
        self.session = session
        self.table = session.table
        super().__init__(app)

    def play_again(self) -> Transition:
        session = play.new_session(self.app, self.table.config, self.session.options)
        return Replace(play.table(self.app, session), clear=True)

    def history(self) -> Transition:
        from game.scenes.holdem.history import HoldemHistoryScene

        return Push(HoldemHistoryScene(self.app, self.table))

    def draw_result(self, surface: pygame.Surface) -> None:
        area, px, t = self.app.content_rect, self.app.px, self.app.t
        table = self.table
        seats = table.config.players
        title = self.title_rect()
        winner = table.winner
        people = self.session.people
        if winner is not None:
            colour = theme.GOLD if winner in people or not people else theme.TEXT
            line = t("holdem.over.winner", name=seats[winner].name)
            self.text.blit(
                surface,
                line,
                px(40),
                colour,
                bold=True,
                max_width=area.width - px(80),
                center=(area.centerx, title.bottom + px(34)),
            )
        hands = [record for record in table.history if record.finished]
        biggest = max((record.won(seat) for record in hands for seat in record.seats), default=0)
        facts = t("holdem.over.facts", hands=plural("holdem.over.hands", len(hands), t), n=chips(biggest, t))
        self.text.blit(surface, facts, px(19), theme.TEXT_DIM, center=(area.centerx, title.bottom + px(76)))
        order = sorted(range(len(seats)), key=lambda seat: table.places.get(seat, len(seats)))
        top = title.bottom + px(100)
        bottom = self.rematch.rect.y - px(16)
        row_h = max(px(18), min(px(34), (bottom - top) // max(1, len(order))))
        width = min(area.width - px(80), px(620))
        x = area.centerx - width // 2
        for k, seat in enumerate(order):
            rect = pygame.Rect(x, top + k * row_h, width, row_h - px(3))
            panel(surface, rect, theme.BUTTON if k % 2 == 0 else theme.BUTTON_PRESSED, None, px(6))
            place = table.places.get(seat)
            size = max(12, round(row_h * 0.55))
            colour = theme.GOLD if place == 1 else theme.TEXT
            self.text.blit(
                surface,
                t("holdem.over.place", n=place) if place else "-",
                size,
                colour,
                bold=True,
                midleft=(rect.x + px(14), rect.centery),
            )
            self.text.blit(
                surface,
                seats[seat].name,
                size,
                colour,
                max_width=width // 2,
                midleft=(rect.x + px(120), rect.centery),
            )
            dealt = sum(1 for record in hands if seat in record.seats)
            self.text.blit(
                surface,
                plural("holdem.over.hands", dealt, t),
                size,
                theme.TEXT_DIM,
                midright=(rect.right - px(14), rect.centery),
            )
