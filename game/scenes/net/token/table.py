"""The token game at a network table: the local table screen, with the network around it.

`NetTokenScene(app, session, chat)` shows the game through the very
`TableScene` a local game uses (it only talks to its session, here a
`game.session.token.remote.RemoteTableFeed`: the person's own seat is
`session.people`, the other people's seats are played elsewhere). Around it
a panel shows the connection state, the table's countdowns (whose move, the
next round, a dropped player's grace), the chat (its last lines marked
[SYSTEM]/[INFO]/[name], wrapped, "." to write) and the keys that do
something now: X (leave the table), and S (the game master starts the next
game) only between games. Everything stays inside the panel. People play against each
other here, so the table offers no Tipp (its key says Tipps are for local
tables). This scene lets the session's time pass every frame, so messages
show within `POLL` even while the table waits. A screen the table pushes
(the round's results, history, rules, pause) comes up as a
`game.scenes.net.cover.NetCover`: the network is read on and shown in a
strip, and the table comes back by itself for the next deal or the person's
move. When the game is over and its end was shown, or another game began,
it returns to the lobby, which shows the table's game again.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import TokenPhase
from game.scenes.base import SceneContext
from game.scenes.net.room import POLL, ChatBox
from game.scenes.net.table import NetTableScene
from game.scenes.token.table import TableScene
from game.session.token.remote import RemoteSession, RemoteTableFeed
from game.ui.token.layout import TableLayout, table_layout

__all__ = ["NetTokenScene", "POLL"]


def _fits(lay: TableLayout) -> bool:
    """Whether every seat of ``lay`` is inside its area, off the centre and off the other seats."""
    for sl in lay.seats:
        if not (lay.area.contains(sl.hand_rect) and lay.area.contains(sl.plate)):
            return False
        if sl.hand_rect.colliderect(lay.centre):
            return False
        for other in lay.seats:
            if other.seat != sl.seat and (
                sl.hand_rect.colliderect(other.hand_rect) or sl.plate.colliderect(other.plate)
            ):
                return False
    return True


def panel_place(
    area: pygame.Rect, px: Callable[[float], int], seats: int, bottom: int
) -> tuple[pygame.Rect, TableLayout]:
    """The network panel's place and the table laid out around it (no seat under it, see
    `table_layout`'s ``avoid``): the top corner or the top middle that covers the fewest seats;
    of equal ones, one beside the table's menu button (the mouse's way to the pause menu); one
    whose seats then fit (inside the area, off the centre and off each other) first."""
    plain = table_layout(area, seats, bottom)
    w, h = min(px(360), area.width // 3), min(px(210), area.height // 3)
    margin = px(6)
    candidates = [
        pygame.Rect(area.x + margin, area.y + margin, w, h),
        pygame.Rect(area.centerx - w // 2, area.y + margin, w, h),
        pygame.Rect(area.right - margin - w, area.y + margin, w, h),
    ]
    footprints = [sl.footprint for sl in plain.seats]

    def covered(rect: pygame.Rect) -> tuple[int, bool]:
        area = sum(rect.clip(seat).width * rect.clip(seat).height for seat in footprints)
        return area, rect.colliderect(plain.menu_button)

    laid = [(rect, table_layout(area, seats, bottom, rect)) for rect in sorted(candidates, key=covered)]
    return next(((rect, lay) for rect, lay in laid if _fits(lay)), laid[0])


class NetTokenScene(NetTableScene):
    """A network token table (see the module docstring)."""

    session: RemoteSession
    table: TableScene

    def __init__(self, app: SceneContext, session: RemoteSession, chat: ChatBox | None = None) -> None:
        table = TableScene(app, RemoteTableFeed(session), network=True)  # no Tipp here
        super().__init__(app, session, table, chat)

    def table_rects(self) -> list[pygame.Rect]:
        return [r for sl in self.table.lay.seats for r in (sl.plate, sl.label, *sl.cards)]

    def menu_rect(self) -> pygame.Rect:
        return self.table.lay.menu_button

    def name_plates(self) -> list[tuple[pygame.Rect, str]]:
        names = self.seat_names()
        return [(sl.plate, names[sl.seat]) for sl in self.table.lay.seats if sl.seat < len(names)]

    def deal_no(self) -> int:
        return self.session.table.round_no

    def seat_names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.session.table.config.seats)

    # ------------------------------------------------------------------ Scene
    def layout(self) -> None:
        """The panel where it covers the fewest seats, and the seats it would still cover moved
        out from under it (`panel_place`, `table_layout`'s ``avoid``)."""
        table = self.table
        self.panel_rect, _ = panel_place(self.app.content_rect, self.app.px, table.n, table.bottom)
        table.avoid = self.panel_rect
        table.layout()

    def move_due(self) -> bool:
        session = self.session
        return any(session.legal_actions(seat) for seat in session.people)

    def end_shown(self) -> bool:
        game = self.session.table
        return (
            game.phase is TokenPhase.GAME_OVER
            and self.table.results_shown_for == game.round_no
            and not self.table.steps
        )

    def show_menu(self, visible: bool) -> None:
        self.table.menu_visible = visible
