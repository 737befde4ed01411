"""The end of a Duell: who won (or a draw), the chips at the end, the deals, the biggest pot, the best hand.

Pushed by the Duell table once the person has seen the last deal. Revanche
(Enter) starts a new match of the same set-up; Menü (Esc) goes to the start
screen; H or Verlauf opens the match's history. The session has counted
the match in the statistics already (its recorder does so when the match
is over), so leaving here changes nothing on disk. The buttons, their keys
and the hint line are the end screens' shared part (`over_base.OverScene`).
"""

from __future__ import annotations

import pygame

from game.engine.duell import MatchOver
from game.scenes.base import Push, SceneContext, Transition, fresh_table
from game.scenes.over_base import OverScene
from game.session import DuellSession
from game.text import describe_hand
from game.text.duell.words import names_of, rated
from game.ui import theme
from game.ui.chips import draw_amount

__all__ = ["DuellOverScene"]


class DuellOverScene(OverScene):
    """The match is over."""

    title_key = "duell.over.title"
    words = "duell.over"
    hint_key = "hint.duell_over"

    def __init__(self, app: SceneContext, session: DuellSession) -> None:
        self.session = session
        self.table = session.table
        super().__init__(app)

    def play_again(self) -> Transition:
        return fresh_table(self.app, "duell", self.table.config)

    def history(self) -> Transition:
        from game.scenes.duell.history import DuellHistoryScene

        return Push(DuellHistoryScene(self.app, self.table))

    def headline(self) -> tuple[str, theme.Color]:
        winner = self.table.winner
        if winner is None:
            return self.app.t("duell.over.draw"), theme.TEXT
        names = names_of(self.table.config.name, self.app.t, self.table.opponent)
        return self.app.t("duell.over.winner", name=names[winner]), theme.GOLD if winner == 0 else theme.RED

    def draw_result(self, surface: pygame.Surface) -> None:
        area, px, t = self.app.content_rect, self.app.px, self.app.t
        line, colour = self.headline()
        title = self.title_rect()
        self.text.blit(
            surface,
            line,
            px(44),
            colour,
            bold=True,
            max_width=area.width - px(80),
            center=(area.centerx, title.bottom + px(40)),
        )
        table = self.table
        names = names_of(table.config.name, t, table.opponent)
        records = [record for record in table.history if record.finished]
        stacks = records[-1].stacks_after if records else table.stacks
        events = self.session.events_after(0)
        if events and isinstance(events[-1], MatchOver):  # the match's own end (a conceded one too)
            stacks = events[-1].stacks
        # the chips at the end, as piles with their numbers, each under its name
        top = title.bottom + px(100)
        self.text.blit(surface, t("duell.over.chips"), px(18), theme.TEXT_DIM, center=(area.centerx, top))
        for seat, x in ((0, area.centerx - px(200)), (1, area.centerx + px(200))):
            self.text.blit(surface, names[seat], px(24), theme.TEXT, bold=True, center=(x, top + px(26)))
            draw_amount(surface, self.text, stacks[seat], (x, top + px(108)), px(36), theme.TEXT, None, True)
        rows = [(t("duell.over.deals", n=len(records)), "")]
        biggest = max((record.won(0) for record in records), default=0)
        rows.append((t("duell.over.biggest"), str(biggest) if biggest else t("duell.over.none")))
        held = [hand for record in records for hand in (record.dealt[0], record.final[0]) if hand is not None]
        deck = table.config.deck
        best = max(held, key=lambda cards: rated(cards, deck).strength) if held else None
        rows.append(
            (t("duell.over.best"), describe_hand(rated(best, deck), t) if best else t("duell.over.none"))
        )
        y = top + px(160)
        for label, value in rows:
            text = f"{label}: {value}" if value else label
            self.text.blit(surface, text, px(21), theme.TEXT, center=(area.centerx, y))
            y += px(32)
        if best is not None:
            width = px(44)
            x = area.centerx - (5 * width + 4 * px(6)) // 2
            for card in rated(best, deck).cards:
                surface.blit(self.app.cards.face(card, width, self.app.settings.four_color), (x, y))
                x += width + px(6)
