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

import pygame

from game.engine import TokenPhase
from game.scenes.base import Pop, Push, Scene, SceneContext, Transition
from game.scenes.net.alert import alert_turn
from game.scenes.net.cover import NetCover
from game.scenes.net.room import (
    POLL,
    ChatBox,
    can_start,
    connection_line,
    key_hints,
    pack_hints,
    timer_lines,
    timer_look,
)
from game.scenes.token.table import TableScene
from game.session.token.remote import RemoteSession, RemoteTableFeed
from game.text.net_words import error_text
from game.ui import theme
from game.ui.draw import felt_background, panel, text, wrap_text
from game.ui.safetext import text_width

__all__ = ["NetTokenScene", "POLL"]


class NetTokenScene(Scene):
    """A network token table (see the module docstring)."""

    idle_capable = True

    def __init__(self, app: SceneContext, session: RemoteSession, chat: ChatBox | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.chat = chat or ChatBox(app, session)
        self.table = TableScene(app, RemoteTableFeed(session), network=True)  # no Tipp here
        self.error = ""
        self.panel_rect = pygame.Rect(0, 0, 1, 1)
        self.game_no = session.game_no  # the game this screen shows

    # ------------------------------------------------------------------ Scene
    def layout(self) -> None:
        self.table.layout()
        self.panel_rect = self._free_corner()

    def _free_corner(self) -> pygame.Rect:
        """The panel's place: the top corner or the top middle that covers the fewest seats; of
        equal ones, one beside the table's menu button (the mouse's way to the pause menu)."""
        area, px = self.app.content_rect, self.app.px
        w, h = min(px(360), area.width // 3), min(px(210), area.height // 3)
        margin = px(6)
        candidates = [
            pygame.Rect(area.x + margin, area.y + margin, w, h),
            pygame.Rect(area.centerx - w // 2, area.y + margin, w, h),
            pygame.Rect(area.right - margin - w, area.y + margin, w, h),
        ]
        seats = [r for sl in self.table.lay.seats for r in (sl.plate, sl.label, *sl.cards)]
        menu = self.table.lay.menu_button

        def covered(rect: pygame.Rect) -> tuple[int, bool]:
            area = sum(rect.clip(seat).width * rect.clip(seat).height for seat in seats)
            return area, rect.colliderect(menu)

        return min(candidates, key=covered)

    def enter(self) -> None:
        self.table.enter()

    def exit(self) -> None:
        self.table.exit()  # the feed keeps the seat

    def covered(self, transition: Transition | None) -> Transition | None:
        """A screen the table pushes (results, history, rules, pause) comes up as a `NetCover`,
        which keeps the network read and in view and brings the table back for the next move."""
        if isinstance(transition, Push):
            return Push(NetCover(self, transition.scene))
        return transition

    def typing(self) -> bool:
        return self.chat.active

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if self.chat.handle(event):
            return None
        if event.type == pygame.KEYDOWN:
            seating = self.session.seating
            if event.key == pygame.K_x:
                self.session.leave()
                return Pop()
            if event.key == pygame.K_s and can_start(seating):
                self.session.start()
                return None
        return self.covered(self.table.handle(event))

    def read_network(self, dt: float) -> None:
        """Let ``dt`` seconds of the session's time pass (take in what arrived, count the timers
        down) and word what the server refused; also while a `NetCover` is over the table."""
        session = self.session
        session.advance(dt)
        alert_turn(self.app, session)
        for problem in session.take_errors():
            self.error = error_text(problem.code, problem.message, self.app.t, problem.seconds)

    @property
    def gone(self) -> bool:
        """Whether the game this screen shows is gone: the table left or removed, the game dropped
        (a watcher's after a reconnect), or another one begun. The lobby shows what is there now."""
        session = self.session
        return session.seating is None or not session.has_game or session.game_no != self.game_no

    def update(self, dt: float) -> Transition | None:
        session = self.session
        self.read_network(dt)
        if self.gone:
            return Pop()  # the table is gone (left, removed) or has a new game: the lobby shows it
        game = session.table
        if (
            game.phase is TokenPhase.GAME_OVER
            and self.table.results_shown_for == game.round_no
            and not self.table.steps
        ):
            return Pop()  # the end was shown: the lobby shows the table until the next game
        return self.covered(self.table.update(dt))

    def under_cover(self) -> bool:
        """Whether a screen is over the table (`game.scenes.net.cover.NetCover`): its strip then
        shows the connection and the countdowns, the one place that counts them down."""
        stack = self.app.stack
        return bool(stack) and stack[-1] is not self

    def draw(self, surface: pygame.Surface) -> None:
        if self.gone:  # for the one frame before this screen gives way (a cover over it went first)
            felt_background(surface, self.app.content_rect)
            return
        self.table.menu_visible = not self.under_cover()
        self.table.draw(surface)
        self._draw_panel(surface)

    def look(self) -> object:
        s = self.session
        if self.gone:
            return None
        return self.table.look(), s.connection, timer_look(s.seating), self.chat.look(), self.error

    def wake_in(self) -> float:
        return min(POLL, self.table.wake_in())

    def dirty_rects(self, before: object, after: object) -> list[pygame.Rect] | None:
        """The table's own dirty rects (its glow, its thinking dots), and the panel if it changed."""
        if not (isinstance(before, tuple) and isinstance(after, tuple)):
            return None
        rects: list[pygame.Rect] = []
        if before[0] != after[0]:
            table = self.table.dirty_rects(before[0], after[0])
            if table is None:
                return None
            rects.extend(table)
        if before[1:] != after[1:]:
            rects.append(self.panel_rect)
        return rects

    # ------------------------------------------------------------------ the network panel
    def panel_rows(self) -> list[tuple[str, theme.Color, pygame.font.Font, pygame.Rect]]:
        """The panel's lines above the chat - connection, up to two countdowns, the last refusal,
        the keys that do something now - each with its colour, font and place (all inside the
        panel, none over another; long ones wrapped)."""
        px, t = self.app.px, self.app.t
        r = self.panel_rect
        x, y, width = r.x + px(10), r.y + px(6), r.width - px(20)
        bold, small = self.app.fonts(px(15), bold=True), self.app.fonts(px(15))
        seating = self.session.seating
        words, color = connection_line(self.session, t)
        lines: list[tuple[str, theme.Color, pygame.font.Font]] = [(words, color, bold)]
        names = tuple(seat.name for seat in self.session.table.config.seats)
        own = self.app.settings.turn_timer
        timers = (
            timer_lines(seating, t, names, self.session.people, own)
            if seating is not None and not self.under_cover()
            else []
        )
        lines.extend((line, theme.ACCENT, small) for line in timers[:2])
        if self.error:
            lines.append((self.error, theme.RED, small))

        def measure(words: str) -> int:
            return text_width(small, words)

        rows: list[tuple[str, theme.Color, pygame.font.Font, pygame.Rect]] = []
        hints = key_hints(seating, t)
        beside = width - text_width(bold, words) - px(16)  # the keys fit beside the connection?
        packed = pack_hints(hints, beside, measure) if beside > 0 else []
        if len(packed) == 1:
            w = measure(packed[0])
            rows.append(
                (packed[0], theme.TEXT_DIM, small, pygame.Rect(x + width - w, y, w, bold.get_linesize()))
            )
        for words, color, font in lines:
            for piece in wrap_text(font, words, width) or [""]:
                w = text_width(font, piece)
                rows.append((piece, color, font, pygame.Rect(x, y, w, font.get_linesize())))
                y += font.get_linesize()
        if len(packed) != 1:
            for piece in pack_hints(hints, width, measure):
                rows.append(
                    (piece, theme.TEXT_DIM, small, pygame.Rect(x, y, measure(piece), small.get_linesize()))
                )
                y += small.get_linesize()
        return rows

    def chat_rect(self) -> pygame.Rect:
        """Where the chat goes: below the panel's lines."""
        px, r = self.app.px, self.panel_rect
        rows = self.panel_rows()
        y = max((row[3].bottom for row in rows), default=r.y) + px(4)
        return pygame.Rect(r.x + px(10), y, r.width - px(20), max(0, r.bottom - px(8) - y))

    def _draw_panel(self, surface: pygame.Surface) -> None:
        px = self.app.px
        r = self.panel_rect
        clip = surface.get_clip()
        inside = r.clip(clip)
        if inside.width <= 0 or inside.height <= 0:
            return  # drawn in part elsewhere (an empty clip would mean no clip at all)
        panel(surface, r, theme.PANEL, theme.PANEL_BORDER, px(10))
        surface.set_clip(inside)  # nothing of the panel ever runs out of it
        for words, color, font, rect in self.panel_rows():
            text(surface, font, words, color, topleft=rect.topleft)
        self.chat.draw(surface, self.chat_rect(), font_px=15)
        surface.set_clip(clip)
