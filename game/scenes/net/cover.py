"""A screen over a network token table (results, history, rules, pause, game over), the network in view.

While a screen covers `game.scenes.net.token.table.NetTokenScene` (its table
pushed the round's results, H the history, F1 the rules, Esc the pause
menu), the table screen below is not updated. `NetCover(host, inner)`
stands in for such a screen on the stack: it passes input, time and drawing
to ``inner``, and around it keeps the table's network going. The session
takes in what arrived at least every `POLL` (its countdowns run on), and a
strip at the top of the screen shows the connection state, the countdowns
(whose move, the next round, a dropped player's grace) and the newest chat
line. The covered screen gets the room below the strip: while it lays out,
handles input, updates and draws, its ``app.content_rect`` is the content
area minus the strip (`room`), so its title and panels are never under the
strip, and the warning band below stays the app's.

No move is lost to a timer the person cannot see: when a new round has
been dealt since the cover came up, or the person's move fell due (their
move timer runs), or the table's game ended for good (left, removed, a new
game), the cover closes itself and every cover below it, back to the table,
which animates the deal and shows the turn with its countdown. A screen
the person opened on their own turn (the history, the rules, the pause
menu) stays up while the strip counts their move down, until
`LAST_SECONDS` are left. A screen the
inner one leads to (results -> history, the last results -> game over) is
covered in the same way. A screen opened ``stays`` (a seated person's
profile, `game.scenes.net.seat_profile`) is about nobody's deal: it stays
over new deals and over a move that falls due (the turn sound plays, the
strip counts the move down) until `LAST_SECONDS` are left, and closes when
the game is gone (opened between games, only when the table is).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Protocol

import pygame

from game.scenes.base import Pop, Push, Replace, Scene, SceneContext, Transition
from game.scenes.net.room import POLL, AnyRemote, connection_line, timer_lines, timer_look
from game.text.net_words import chat_text
from game.ui import theme
from game.ui.draw import text

__all__ = ["NetCover", "NetTable", "POLL", "LAST_SECONDS"]

#: A screen opened on the person's own turn gives way to the table with this many seconds left.
LAST_SECONDS = 10.0


class NetTable(Protocol):
    """The network table screen a cover stands over (`game.scenes.net.token.table.NetTokenScene`,
    `game.scenes.net.holdem.table.NetHoldemScene`)."""

    app: SceneContext
    #: The last refusal of the server, in words.
    error: str

    @property
    def session(self) -> AnyRemote:
        """The table's network session (read only here)."""
        ...

    def deal_no(self) -> int:
        """The number of the running deal (a round, a hand): a new one brings the table back."""
        ...

    def seat_names(self) -> tuple[str, ...]:
        """The game's seats by name (for the countdowns' words)."""
        ...

    def move_due(self) -> bool:
        """A move of this screen's seat is awaited now."""
        ...

    def read_network(self, dt: float) -> None:
        """Let ``dt`` seconds of the session's time pass: take in what arrived, count down."""
        ...


class NetCover(Scene):
    """``inner`` over the network table ``host``, ``depth`` covers above it (see the module docstring)."""

    def __init__(self, host: NetTable, inner: Scene, depth: int = 1, stays: bool = False) -> None:
        super().__init__(host.app)
        self.host = host
        self.inner = inner
        self.depth = depth
        #: Stays over new deals and over the person's move until `LAST_SECONDS` are left.
        self.stays = stays
        self.transparent = inner.transparent
        self.idle_capable = inner.idle_capable
        session = host.session
        self.game_no = session.game_no
        self.round_no = host.deal_no() if session.has_game else 0
        #: Opened on the person's own turn (H, F1, Esc while their move is due): it may stay up.
        self.opened_on_turn = self._move_due()

    # ------------------------------------------------------------------ the inner screen's transitions
    def wrap(self, transition: Transition | None) -> Transition | None:
        """``transition`` of the inner screen, with the screen it leads to covered too."""
        if isinstance(transition, Push):
            return Push(NetCover(self.host, transition.scene, self.depth + 1, self.stays))
        if isinstance(transition, Replace) and not transition.clear:
            return Replace(NetCover(self.host, transition.scene, self.depth, self.stays))
        return transition

    def due(self) -> bool:
        """Whether the table must be seen again: a new deal, the person's move, the game gone."""
        session = self.host.session
        if session.seating is None:
            return True
        opened_without = self.stays and self.game_no is None  # (a European table between games)
        if not opened_without and (not session.has_game or session.game_no != self.game_no):
            return True
        if not self.stays and self.host.deal_no() != self.round_no:
            return True
        if not self._move_due():
            return False
        if not (self.opened_on_turn or self.stays):
            return True  # the move fell due under the screen
        left = session.seating.timers.move
        return left is not None and left <= LAST_SECONDS

    def _move_due(self) -> bool:
        return self.host.session.has_game and self.host.move_due()

    # ------------------------------------------------------------------ the room below the strip
    @contextmanager
    def room(self) -> Iterator[pygame.Rect]:
        """The inner screen's view of the content area: below the strip (see the module docstring)."""
        app = self.app
        full = app.content_rect
        below = full.copy()
        below.top = min(full.bottom, self.strip_rect().bottom + 1)
        below.height = full.bottom - below.top
        app.content_rect = below
        try:
            yield below
        finally:
            if app.content_rect is below:  # a new layout meanwhile (a resize) set its own area
                app.content_rect = full

    # ------------------------------------------------------------------ Scene
    def enter(self) -> None:
        with self.room():
            self.inner.enter()

    def exit(self) -> None:
        with self.room():
            self.inner.exit()

    def layout(self) -> None:
        with self.room():
            self.inner.layout()

    def handle(self, event: pygame.event.Event) -> Transition | None:
        with self.room():
            return self.wrap(self.inner.handle(event))

    def update(self, dt: float) -> Transition | None:
        self.host.read_network(dt)
        if self.due():
            return Pop(self.depth)  # back to the table: its deal, its turn and countdown
        with self.room():
            return self.wrap(self.inner.update(dt))

    def draw(self, surface: pygame.Surface) -> None:
        with self.room():
            self.inner.draw(surface)
        self._draw_strip(surface)

    def look(self) -> object:
        with self.room():
            return self.inner.look(), self._net_look()

    def _net_look(self) -> object:
        session = self.host.session
        chat = session.chat[-1].no if session.chat else None
        return session.connection, timer_look(session.seating), chat, self.host.error

    def presents(self, scene: Scene) -> bool:
        return scene is self or self.inner.presents(scene)

    def wake_in(self) -> float:
        with self.room():
            return min(POLL, self.inner.wake_in())

    def dirty_rects(self, before: object, after: object) -> list[pygame.Rect] | None:
        if not (isinstance(before, tuple) and isinstance(after, tuple)):
            return None
        rects: list[pygame.Rect] = []
        if before[0] != after[0]:
            with self.room():
                inner = self.inner.dirty_rects(before[0], after[0])
            if inner is None:
                return None
            rects.extend(inner)
        if before[1] != after[1]:
            rects.append(self.strip_rect())
        return rects

    # ------------------------------------------------------------------ the strip
    def _font(self) -> pygame.font.Font:
        return self.app.fonts(max(12, self.app.px(15)))

    def strip_rect(self) -> pygame.Rect:
        """The strip along the top of the content area."""
        area = self.app.content_rect
        return pygame.Rect(area.x, area.y, area.width, self._font().get_linesize() + self.app.px(8))

    def strip_words(self) -> list[tuple[str, theme.Color]]:
        """The strip's pieces and their colours: connection, countdowns, error, newest chat line."""
        session, t = self.host.session, self.app.t
        pieces = [connection_line(session, t)]
        seating = session.seating
        if seating is not None and session.has_game:
            names = self.host.seat_names()
            own = self.app.settings.turn_timer
            lines = timer_lines(seating, t, names, session.people, own)
            pieces += [(line, theme.ACCENT) for line in lines[:2]]
        if self.host.error:
            pieces.append((self.host.error, theme.RED))
        if session.chat:
            line = session.chat[-1]
            pieces.append((chat_text(line.kind, line.name, line.text, line.code, line.args, t), theme.TEXT))
        return pieces

    def _draw_strip(self, surface: pygame.Surface) -> None:
        r = self.strip_rect()
        px = self.app.px
        pygame.draw.rect(surface, theme.PANEL, r)
        pygame.draw.line(surface, theme.PANEL_BORDER, r.bottomleft, (r.right - 1, r.bottom), max(1, px(1)))
        font = self._font()
        clip = surface.get_clip()
        surface.set_clip(r.clip(clip) if clip else r)
        x = r.x + px(10)
        gap = font.size(" · ")[0]
        for i, (words, color) in enumerate(self.strip_words()):
            if i:
                text(surface, font, "·", theme.TEXT_DIM, midleft=(x - gap + gap // 3, r.centery))
            drawn = text(surface, font, words, color, midleft=(x, r.centery))
            x = drawn.right + gap
        surface.set_clip(clip)
