"""Duell at a network table: the local Duell table screen, with the network around it.

`NetDuellScene(app, session, chat)` shows a network match through the very
`DuellTableScene` a local match uses - the same layout, the same keys (S, W,
O, E, P, T with 1 - 5, R, H the history, F1 the rules, Esc the pause menu) -
over a `RemoteDuellFeed`, which turns the match around so that the person is
at the bottom whichever seat they took, and names the opponent. The network
panel around it (`NetTableScene`) shows the connection, the countdowns with
the time bank, the chat and X to leave (which concedes a running match); no
Tipp here. When the match is over and its end seen, the end screen
(`NetDuellOverScene`) comes up under the network strip; Enter or Esc go back
to the lobby.
"""

from __future__ import annotations

import pygame

from game.scenes.base import Push, SceneContext, Transition
from game.scenes.duell.over import DuellOverScene
from game.scenes.duell.table import DuellTableScene
from game.scenes.net.room import ChatBox
from game.scenes.net.table import NetOverButtons, NetTableScene
from game.session.duell.remote import RemoteDuellFeed, RemoteDuellSession

__all__ = ["NetDuellScene", "NetDuellOverScene"]


class NetDuellOverScene(NetOverButtons, DuellOverScene):
    """The end of a network match (`NetOverButtons`)."""


class NetDuellScene(NetTableScene):
    """A network Duell table (see the module docstring)."""

    session: RemoteDuellSession
    table: DuellTableScene

    def __init__(self, app: SceneContext, session: RemoteDuellSession, chat: ChatBox | None = None) -> None:
        self.feed = RemoteDuellFeed(session)
        super().__init__(app, session, DuellTableScene(app, self.feed, resumed=True), chat)
        self.over_shown = False

    def layout(self) -> None:
        super().layout()
        self.table.callout_avoid = [self.panel_rect]  # the opponent's bubble never under the panel

    def table_rects(self) -> list[pygame.Rect]:
        lay = self.table.lay
        px = self.app.px
        title = pygame.Rect(0, 0, px(240), px(76))  # "Runde 1" and who speaks first under it
        title.midtop = (lay.title[0], lay.title[1] - px(24))
        return [r for sl in lay.table.seats for r in (sl.plate, sl.label, *sl.cards)] + [lay.message, title]

    def menu_rect(self) -> pygame.Rect:
        return self.table.lay.table.menu_button

    def name_plates(self) -> list[tuple[pygame.Rect, str]]:
        """The person's plate at the bottom, the opponent's at the top (the feed turns the match)."""
        names = self.seat_names()
        shown = (names[1], names[0]) if self.session.turned else names
        return list(zip((sl.plate for sl in self.table.lay.table.seats), shown))

    def keep_clear(self) -> list[pygame.Rect]:
        lay = self.table.lay
        return [lay.actions, lay.log, lay.table.menu_button]

    def deal_no(self) -> int:
        return self.session.table.deal_no

    def seat_names(self) -> tuple[str, ...]:
        return self.session.view.names

    def move_due(self) -> bool:
        return self.session.seat is not None and self.feed.legal_actions(0) is not None

    def end_shown(self) -> bool:
        return self.over_shown and self.session.table.is_over

    def covered(self, transition: Transition | None) -> Transition | None:
        if isinstance(transition, Push) and isinstance(transition.scene, DuellOverScene):
            self.over_shown = True
            transition = Push(NetDuellOverScene(self.app, self.feed))
        return super().covered(transition)
