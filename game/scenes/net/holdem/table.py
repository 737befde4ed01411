"""Texas Hold'em at a network table: the local Hold'em table screen, with the network around it.

`NetHoldemScene(app, session, chat)` shows a network sit-and-go through the
very `HoldemTableScene` a local game uses - the same layout, the same keys
(P, C, S/E with the amount chooser, H the history, F1 the rules, Esc the
pause menu) - over a `RemoteHoldemFeed`: the server deals and paces the
hands, the feed offers the legal actions the server sent for this seat and
sends the chosen one. The network panel around it (`NetTableScene`) shows
the connection, the countdowns with the time bank, the chat and X to leave;
no Tipp here. When the sit-and-go is decided and its last hand seen, the
end screen (`NetHoldemOverScene`: places, hands, the prizes paid in play
chips) comes up under the network strip; from it Enter or Esc go back, and
the lobby takes over. A watcher sees only what everybody sees.
"""

from __future__ import annotations

import pygame

from game.scenes.base import Push, SceneContext, Transition
from game.scenes.holdem.over import HoldemOverScene
from game.scenes.holdem.table import HoldemTableScene
from game.scenes.net.room import ChatBox
from game.scenes.net.table import NetOverButtons, NetTableScene
from game.session.holdem.remote import RemoteHoldemFeed, RemoteHoldemSession

__all__ = ["NetHoldemScene", "NetHoldemOverScene"]


class NetHoldemOverScene(NetOverButtons, HoldemOverScene):
    """The end of a network sit-and-go (`NetOverButtons`)."""


class NetHoldemScene(NetTableScene):
    """A network Hold'em table (see the module docstring)."""

    session: RemoteHoldemSession
    table: HoldemTableScene

    def __init__(self, app: SceneContext, session: RemoteHoldemSession, chat: ChatBox | None = None) -> None:
        self.feed = RemoteHoldemFeed(session)
        super().__init__(app, session, HoldemTableScene(app, self.feed), chat)
        #: The end screen was shown (the lobby takes over once the table is on top again).
        self.over_shown = False

    def table_rects(self) -> list[pygame.Rect]:
        return [r for sl in self.table.lay.seats for r in (sl.plate, sl.label, sl.marks, *sl.cards)]

    def menu_rect(self) -> pygame.Rect:
        return self.table.lay.menu_button

    def keep_clear(self) -> list[pygame.Rect]:
        lay = self.table.lay
        return [lay.facts, lay.menu_button, lay.history_button, lay.bar, lay.chooser]

    def deal_no(self) -> int:
        return self.session.table.hand_no

    def seat_names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.session.table.config.players)

    def move_due(self) -> bool:
        seat = self.session.viewer
        return seat is not None and self.session.legal_actions(seat) is not None

    def end_shown(self) -> bool:
        return self.over_shown and self.session.table.is_over

    def covered(self, transition: Transition | None) -> Transition | None:
        if isinstance(transition, Push) and isinstance(transition.scene, HoldemOverScene):
            self.over_shown = True
            transition = Push(NetHoldemOverScene(self.app, self.feed))
        return super().covered(transition)
