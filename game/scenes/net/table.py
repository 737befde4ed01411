"""A game's own table screen at a network table, with the network around it: the shared part.

`NetTableScene(app, session, table, chat)` shows the game through the very
table screen a local game uses (``table``, over a feed of the remote
session: the person's own seat is `session.people`, the other people's
seats are played elsewhere). Around it a panel shows the connection state,
the table's countdowns (whose move, the time bank, the next round, a dropped
player's grace), the chat (its last lines marked [SYSTEM]/[INFO]/[name],
wrapped, "." to write) and the keys that do something now: X (leave the
table), and S (the game master starts the next game) only between games.
A click on a seated person's name plate, or I, opens their profile over the
table (`game.scenes.net.seat_profile`; each game's screen says where its
plates are, ``name_plates``).
Everything stays inside the panel, which sits in the top corner that covers
the fewest seats. People play against each other here, so no table offers a
Tipp. This scene lets the session's time pass every frame, so messages show
within `POLL` even while the table waits. A screen the table pushes (results,
history, rules, pause) comes up as a `game.scenes.net.cover.NetCover`: the
network is read on and shown in a strip, and the table comes back by itself
for the next deal or the person's move. When the game is over and its end
was shown, or another game began, it returns to the lobby, which shows the
table's game again. Each game's screen (`game.scenes.net.token.table`,
`game.scenes.net.holdem.table`) says where its seats are, its deal number,
its seats' names and when its end was shown.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Any, Protocol

import pygame

from game.scenes.base import Pop, Push, Scene, SceneContext, Transition
from game.scenes.net.alert import alert_turn
from game.scenes.net.cover import NetCover
from game.scenes.net.room import (
    POLL,
    AnyRemote,
    ChatBox,
    can_bank,
    can_start,
    connection_line,
    key_hints,
    pack_hints,
    timer_lines,
    timer_look,
)
from game.scenes.net.seat_profile import first_person, is_profile_key, open_profile, person_at
from game.text.net_words import error_text
from game.ui import theme
from game.ui.draw import felt_background, panel, text, wrap_text
from game.ui.safetext import text_width

__all__ = ["NetTableScene", "NetInner", "NetOverButtons", "POLL", "MIN_PANEL", "ERROR_SECONDS"]

#: The smallest panel (design px: width, height) a place may shrink it to, to keep a seat's mark or
#: the round's title in view.
MIN_PANEL = (250, 150)

#: How long the panel's red line (a refusal, a key that cannot do its thing now) stays, in seconds.
ERROR_SECONDS = 10.0


class NetInner(Protocol):
    """What the network screen needs of the local table screen inside it."""

    def layout(self) -> None: ...
    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def handle(self, event: pygame.event.Event) -> Transition | None: ...
    def update(self, dt: float) -> Transition | None: ...
    def draw(self, surface: pygame.Surface) -> None: ...
    def look(self) -> object: ...
    def wake_in(self) -> float: ...
    def dirty_rects(self, before: object, after: object) -> list[pygame.Rect] | None: ...


class NetOverButtons:
    """The end screen of a network game (mixed in before the game's own `OverScene`): no Revanche
    or Menü there - the next game starts at the table -, so its first button ("Zurück zum Tisch",
    as the token game's), Enter and Esc all go back to the table between its games (the lobby
    at the table: X leaves it), and the Verlauf stays. (The button said "Zur Lobby" and led to
    the table.)"""

    app: SceneContext
    rematch: Any
    menu: Any
    history_button: Any
    hint_key = "hint.net_over"

    def build(self) -> None:
        super().build()  # type: ignore[misc]
        t = self.app.t
        self.rematch.label = lambda: t("net.back_to_table")
        self.menu.visible = False

    def place(self) -> None:
        super().place()  # type: ignore[misc]
        # two buttons, centred where the three stood
        half = (self.history_button.rect.right - self.rematch.rect.x) // 2
        shift = self.app.content_rect.centerx - (self.rematch.rect.x + half)
        self.rematch.rect.x += shift
        self.history_button.rect.x += shift

    def play_again(self) -> Transition:
        return Pop()

    def to_menu(self) -> Transition:
        return Pop()


class NetTableScene(Scene):
    """A game's local table screen at a network table, with the network panel (module docstring)."""

    idle_capable = True

    def __init__(
        self, app: SceneContext, session: AnyRemote, table: NetInner, chat: ChatBox | None = None
    ) -> None:
        super().__init__(app)
        self.session = session
        self.chat = chat or ChatBox(app, session)
        self.table = table
        self._error, self._error_age = "", 0.0
        self.panel_rect = pygame.Rect(0, 0, 1, 1)
        self.game_no = session.game_no  # the game this screen shows
        #: X was pressed while leaving costs the game (`leaving_costs`): X again leaves.
        self.leave_asked = False

    @property
    def error(self) -> str:
        """The panel's red line: the last refusal or what a key could not do now; it goes after
        `ERROR_SECONDS` (it stood there for the rest of the session, long after it was read)."""
        return self._error

    @error.setter
    def error(self, words: str) -> None:
        self._error, self._error_age = words, 0.0

    # ------------------------------------------------------------------ Scene
    def layout(self) -> None:
        self.table.layout()
        self.panel_rect = self._free_corner()

    def _free_corner(self) -> pygame.Rect:
        """The panel's place: a top corner, the top middle or the left under the menu button, that
        covers none of what the table keeps clear (`keep_clear`) and the fewest seats; of equal
        ones, one beside the table's menu button (the mouse's way to the pause menu), then the
        largest. Each place is also tried shortened (ending above the first seat mark, name or
        card it would cover) and the top middle narrowed (between the seats beside it), so a
        seat's mark (D, SB, BB) or the round's title stays in view where the panel fits beside
        it (`MIN_PANEL` high or wide at least)."""
        area, px = self.app.content_rect, self.app.px
        w, h = min(px(360), area.width // 3), min(px(210), area.height // 3)
        margin = px(6)
        menu = self.menu_rect()
        below_menu = pygame.Rect(area.x + margin, menu.bottom + margin, w, h)
        top = area.y + margin
        full = [
            pygame.Rect(area.x + margin, top, w, h),
            pygame.Rect(area.centerx - w // 2, top, w, h),
            pygame.Rect(area.right - margin - w, top, w, h),
            below_menu,  # the top-left corner under the menu button (last: the others come first)
        ]
        seats = self.table_rects()
        clear = self.keep_clear()
        least_h, least_w = min(h, px(MIN_PANEL[1])), min(w, px(MIN_PANEL[0]))
        candidates = list(full)
        for rect in full:
            below = [r.top for r in (*seats, *clear) if r.colliderect(rect) and r.top > rect.top]
            if below and min(below) - margin - rect.top >= least_h:
                candidates.append(pygame.Rect(rect.x, rect.y, rect.width, min(below) - margin - rect.top))
        band = [r for r in seats if r.top < top + h and r.bottom > top]
        left = max((r.right for r in band if r.centerx < area.centerx), default=area.x)
        right = min((r.left for r in band if r.centerx >= area.centerx), default=area.right)
        width = min(w, right - left - 2 * margin)
        if width >= least_w:
            x = max(left + margin, min(area.centerx - width // 2, right - margin - width))
            candidates.append(pygame.Rect(x, top, width, h))

        def covered(rect: pygame.Rect) -> tuple[bool, int, bool, int]:
            area = sum(rect.clip(seat).width * rect.clip(seat).height for seat in seats)
            return rect.collidelist(clear) >= 0, area, rect.colliderect(menu), -rect.width * rect.height

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
            if self.leave_asked and event.key != pygame.K_x:
                self.leave_asked = False  # any other key: staying
                self.error = ""
            if event.key == pygame.K_x:
                if self.leaving_costs() and not self.leave_asked:
                    self.leave_asked = True
                    self.error = self.app.t("net.leave.confirm")
                    return None
                self.session.leave()
                return Pop()
            if event.key == pygame.K_s and can_start(seating):
                self.session.start()
                return None
            if event.key == pygame.K_b and can_bank(seating, self.own_seat()):
                self.session.use_time_bank()
                return None
            if is_profile_key(event):
                name = first_person(seating)
                return None if name is None else open_profile(self, name)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.gone:
            name = person_at(self.name_plates(), event.pos, self.session.seating)
            if name is not None:
                return open_profile(self, name)  # the click opens the profile, nothing else
        return self.covered(self.table.handle(event))

    def leaving_costs(self) -> bool:
        """Whether X would cost the person the running game (a Duell is conceded, a sit-and-go's
        stack folds on): X then asks first, X again leaves."""
        seating = self.session.seating
        return seating is not None and seating.me is not None and seating.running

    def own_seat(self) -> int | None:
        """The reader's game seat (None: watching)."""
        return self.session.people[0] if self.session.people else None

    def read_network(self, dt: float) -> None:
        """Let ``dt`` seconds of the session's time pass (take in what arrived, count the timers
        down) and word what the server refused; also while a `NetCover` is over the table."""
        session = self.session
        session.advance(dt)
        alert_turn(self.app, session)
        if self._error:
            self._error_age += dt
            if self._error_age >= ERROR_SECONDS:
                self._error = ""
                self.leave_asked = False  # the question is gone with its words: X asks again
        for problem in session.take_errors():
            self.error = error_text(problem.code, problem.message, self.app.t, problem.seconds)

    # ------------------------------------------------------------------ the game's part
    @abstractmethod
    def table_rects(self) -> list[pygame.Rect]:
        """Where the table shows its seats (the panel goes where it covers the least of them)."""

    @abstractmethod
    def menu_rect(self) -> pygame.Rect:
        """The table's menu button."""

    def keep_clear(self) -> list[pygame.Rect]:
        """What the panel never covers where another place is free of it (the table's column)."""
        return []

    @abstractmethod
    def deal_no(self) -> int:
        """The running deal's number (a cover gives way to a new deal)."""

    @abstractmethod
    def seat_names(self) -> tuple[str, ...]:
        """The game's seats by name."""

    @abstractmethod
    def name_plates(self) -> list[tuple[pygame.Rect, str]]:
        """Where the table draws its seats' name plates, and whose name each shows ("" empty)."""

    @abstractmethod
    def move_due(self) -> bool:
        """A move of this screen's seat is awaited now (a cover gives way to it)."""

    @abstractmethod
    def end_shown(self) -> bool:
        """The game is over and the table showed its end (the lobby takes over)."""

    def table_hints(self) -> list[str]:
        """The game's own network keys that do something now (shown before the room's)."""
        return []

    def show_menu(self, visible: bool) -> None:
        """Whether the table draws its menu button (not under a cover)."""

    @property
    def gone(self) -> bool:
        """Whether the game this screen shows is gone: the table left or removed, the game dropped
        (a watcher's after a reconnect), or another one begun. The lobby shows what is there now."""
        session = self.session
        return session.seating is None or not session.has_game or session.game_no != self.game_no

    def update(self, dt: float) -> Transition | None:
        self.read_network(dt)
        if self.gone:
            return Pop()  # the table is gone (left, removed) or has a new game: the lobby shows it
        if self.end_shown():
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
        self.show_menu(not self.under_cover())
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
        names = self.seat_names()
        people, own_time, own = self.session.people, self.app.settings.turn_timer, self.own_seat()
        timers = (
            timer_lines(seating, t, names, people, own_time, own)
            if seating is not None and not self.under_cover()
            else []
        )
        lines.extend((line, theme.ACCENT, small) for line in timers[:2])
        if self.error:
            lines.append((self.error, theme.RED, small))

        def measure(words: str) -> int:
            return text_width(small, words)

        rows: list[tuple[str, theme.Color, pygame.font.Font, pygame.Rect]] = []
        hints = [*self.table_hints(), *key_hints(seating, t, own), t("net.key.profile")]
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
