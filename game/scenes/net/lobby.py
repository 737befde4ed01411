"""The lobby of a server, and the table one sits at or watches between its games.

`LobbyScene(app, session, host, hosting)` owns the connection (a
`game.session.remote_base.RemoteBase`) and, when this computer hosts, the
embedded server: leaving the lobby (Abmelden, Esc, or the game closing)
disconnects and stops that server; the host is asked first, since that ends the
game for everybody. Every frame it drains the session
(never waiting) and shows the connection state in the header, with the
account's name and play chips.

Without a table: the list of tables, two lines a table (variant and its stakes - blinds,
schedule, stack, buy-in, deck -, seats taken, running or waiting - a
sit-and-go counts who registered -, watchers), asked for again every
`LIST_EVERY` seconds (the server sends it whenever it changes) and at once when one is
back from a table; F lists only
one variant's tables (each in turn, then all again); Up/Down or a click
choose one (on an empty list the lobby says why nothing happens), S or "Hinsetzen" sits
down (at a Hold'em cash table after the
buy-in dialog, `net_buy_in`: the chips brought and whether to post a big blind
now or wait for it), Z or "Zuschauen" watches, N or
"Tisch eröffnen" opens a table (`net_open`: the variant, its options, a
password for a private table); R or "Rangliste" shows the sit-and-go
ranking and, from there, any account's profile (`net_profile`). A private table shows a lock; sitting or
watching asks for its password (`net_password`) unless one is invited (E
sits down at the newest invitation). On the right the lobby chat with the
private messages and invitations (`net_lobby_chat`).
Joining a table of another variant reads it with that variant's session
on the same connection (`net_games.session_for`), and so does being seated
again by the server at a table of another variant than the session's (a
person logging in anew after the window was killed): the session stops at
that table's record and the variant's session reads on from there. At a table: its seats (game
master, you, computers, who lost the connection), the timers counting
down, and the chat (`net_room.ChatBox`: "." starts a line); S starts a
game (the game master), X leaves. When a game runs at the table its
screen comes over the lobby (the variant's screen, from the registry through `net_games.net_game`:
the token game's `net_token.NetTokenScene`, Europäisches Draw Poker's
`net_european.EuropeanTableScene`, which shows the time between games too);
back here after it (a token game that ended before one sat down or came to
watch is not shown: the chat says who won). What the server refuses shows
as a red line.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

import pygame

from game.net.host import EmbeddedHost
from game.net.lobby_wire import Seating, TableSummary
from game.net.protocol import JsonValue
from game.scenes.base import Pop, Push, SceneContext, Transition
from game.scenes.common import UIScene
from game.scenes.net.alert import alert_turn
from game.scenes.net.games import net_game, plays, session_for
from game.scenes.net.lobby_chat import LobbyChatBox, draw_lock
from game.scenes.net.room import (
    POLL,
    AnyRemote,
    ChatBox,
    can_start,
    connection_line,
    key_hints,
    pack_hints,
    timer_lines,
    timer_look,
)
from game.text.net_words import error_text, is_cash, table_options, table_state, variant_name
from game.ui import theme
from game.ui.draw import panel, text
from game.ui.safetext import text_width
from game.ui.widgets import Button, Widget
from game.ui.wrap import elide, wrap_words

__all__ = ["LobbyScene", "POLL", "LIST_EVERY"]

#: Seconds between two requests for the list of tables while it is shown. The server sends the
#: list by itself whenever it changes; this only makes up for a message lost somewhere (or a
#: server of an older version, which does not).
LIST_EVERY = 30.0


class LobbyScene(UIScene):
    """The lobby and the table between its games (see the module docstring)."""

    idle_capable = True
    title_key = "net.lobby.title"

    def __init__(
        self,
        app: SceneContext,
        session: AnyRemote,
        host: EmbeddedHost | None = None,
        hosting: tuple[str, int] | None = None,
    ) -> None:
        super().__init__(app)
        self.session = session
        self.host = host
        self.hosting = hosting
        self.selected = 0
        #: Only tables of this variant are listed (F steps through them; None: all).
        self.variant_filter: str | None = None
        self.error = ""
        self.chat = ChatBox(app, session)
        self.lobby_chat = LobbyChatBox(app, session)
        self._closed = False
        self._shown_game: tuple[int, int, int] | None = None  # (table, game, visit) shown
        self._at_table = False  # at a table when the network was last read
        self._listed = 0.0  # seconds since the list of tables was last asked for

    def title(self) -> str:
        """ "Lobby", or at a table (waiting for its game) the table: "Tisch 2 - Token-Spiel"."""
        seating = self.session.seating
        if seating is None:
            return super().title()
        t = self.app.t
        return t("net.room.title", no=seating.table, variant=variant_name(seating.variant, t))

    def build(self) -> None:
        t = self.app.t
        self.open_button = Button(lambda: t("net.lobby.open"), self.open_dialog, primary=True)
        self.sit_button = Button(lambda: t("net.lobby.sit"), self.sit)
        self.watch_button = Button(lambda: t("net.lobby.watch"), self.watch)
        self.refresh_button = Button(lambda: t("net.lobby.refresh"), self.refresh)
        self.ranking_button = Button(lambda: t("net.lobby.ranking"), self.show_ranking)
        self.back_button = Button(lambda: t("net.lobby.back"), self.back)
        self.start_button = Button(lambda: t("net.room.start"), self.start_game, primary=True)
        self.room_sit = Button(lambda: t("net.room.sit"), self.sit_here)
        self.leave_button = Button(lambda: t("net.room.leave"), self.leave)
        self.row_rects: list[pygame.Rect] = []
        self.first_row = 0  # the first table the list shows (it scrolls to keep the chosen one)
        self._arrange()

    # ------------------------------------------------------------------ which widgets
    @property
    def seating(self) -> Seating | None:
        return self.session.seating

    def _arrange(self) -> None:
        seating = self.seating
        widgets: list[Widget]
        if seating is None:
            widgets = [
                self.open_button,
                self.sit_button,
                self.watch_button,
                self.ranking_button,
                self.refresh_button,
                self.back_button,
            ]
        else:
            widgets = [self.leave_button]
            if seating.me is None:
                widgets.insert(0, self.room_sit)
            elif can_start(seating):
                widgets.insert(0, self.start_button)
        if widgets != self.ui.widgets:
            self.ui.set_widgets(widgets, keep_focus=False)

    def _use(self, variant: str) -> None:
        """Read the table about to be joined with its variant's session (same connection)."""
        session = session_for(self.app.games, self.session, variant)
        if session is not self.session:
            self.session = session
            self.chat = ChatBox(self.app, session)
            self.lobby_chat = LobbyChatBox(self.app, session)

    # ------------------------------------------------------------------ requests
    def shown_tables(self) -> tuple[TableSummary, ...]:
        """The tables the list shows: all, or those of the variant filtered for (F)."""
        tables = self.session.tables
        if self.variant_filter is None:
            return tables
        return tuple(summary for summary in tables if summary.variant == self.variant_filter)

    def filter_variants(self) -> list[str]:
        """What F steps through: every game this client plays at a network table, and the variants
        of the tables listed (a newer server's too), then all again."""
        variants = [
            g.variant for g in self.app.games if g.variant is not None and plays(self.app.games, g.variant)
        ]
        variants += sorted({s.variant for s in self.session.tables} - set(variants))
        return variants

    def next_filter(self) -> None:
        """F: show only the next variant's tables (after the last one: all tables again)."""
        variants = self.filter_variants()
        if self.variant_filter not in variants:
            self.variant_filter = variants[0] if variants else None
        else:
            index = variants.index(self.variant_filter) + 1
            self.variant_filter = variants[index] if index < len(variants) else None
        self.selected = 0

    def _chosen(self) -> int | None:
        tables = self.shown_tables()
        if not tables:
            return None
        self.selected = max(0, min(self.selected, len(tables) - 1))
        return tables[self.selected].table

    def _variant_of(self, table: int) -> str:
        return next((s.variant for s in self.session.tables if s.table == table), "token")

    def _summary(self, table: int) -> TableSummary | None:
        return next((s for s in self.session.tables if s.table == table), None)

    def _playable(self, table: int) -> bool:
        """Whether this client plays the table's variant; if not, the lobby says so (a newer
        server may host games this version cannot show yet)."""
        variant = self._variant_of(table)
        if plays(self.app.games, variant):
            return True
        self.error = self.app.t("net.lobby.unplayable", variant=variant_name(variant, self.app.t))
        return False

    def _join(self, table: int, watch: bool, password: str | None = None) -> Transition | None:
        """Sit down at (or watch) ``table``; a private one the person is not invited to asks for its
        password first (`net_password.PasswordScene`)."""
        if not self._playable(table):
            return None
        summary = self._summary(table)
        if password is None and summary is not None and summary.private and not summary.invited:
            from game.scenes.net.password import PasswordScene

            return Push(
                PasswordScene(
                    self.app, table, lambda secret: self._join(table, watch, secret), self.read_network
                )
            )
        self.error = ""
        self._use(self._variant_of(table))
        if watch:
            self.session.watch(table, password)
            return None
        if summary is not None and self._is_cash(table):
            return self._buy_in(table, summary.options, password)
        self.session.sit(table, password=password)
        return None

    def _is_cash(self, table: int) -> bool:
        summary = self._summary(table)
        return summary is not None and summary.variant == "holdem" and is_cash(summary.options)

    def _buy_in(
        self, table: int, options: Mapping[str, object], password: str | None = None, seat: int | None = None
    ) -> Transition:
        """Sitting down at a cash table: the buy-in and how to start are asked first (`BuyInScene`)."""
        from game.scenes.net.buy_in import BuyInScene, sit_ask

        def done(amount: int | None, post: bool | None) -> None:
            self.session.sit(table, seat, password, buy_in=amount, post=post)

        ask = sit_ask(self.app.t, options, self.session.balance)
        return Push(BuyInScene(self.app, ask, done, self.read_network))

    def sit(self) -> Transition | None:
        table = self._chosen()
        if table is None:
            self._nothing_chosen(False)
            return None
        return self._join(table, False)

    def watch(self) -> Transition | None:
        table = self._chosen()
        if table is None:
            self._nothing_chosen(True)
            return None
        return self._join(table, True)

    def _nothing_chosen(self, watch: bool) -> None:
        """S, Z or Enter on an empty list: why nothing happens (it said nothing): no table yet
        (N opens one), or none of the variant filtered for (F shows the others)."""
        t = self.app.t
        if self.variant_filter is not None and self.session.tables:
            self.error = t("net.lobby.none_filtered", variant=variant_name(self.variant_filter, t))
        else:
            self.error = t("net.lobby.nothing_to_watch" if watch else "net.lobby.nothing_to_sit")

    def accept_invitation(self) -> Transition | None:
        """E: sit down at the table of the newest invitation (no password needed)."""
        invitation = next((i for i in reversed(self.session.social.invitations) if not i.mine), None)
        if invitation is None:
            return None
        if not plays(self.app.games, invitation.variant):
            name = variant_name(invitation.variant, self.app.t)
            self.error = self.app.t("net.lobby.unplayable", variant=name)
            return None
        self.error = ""
        self._use(invitation.variant)
        summary = self._summary(invitation.table)
        if summary is not None and self._is_cash(invitation.table):
            return self._buy_in(invitation.table, summary.options)
        self.session.sit(invitation.table)
        return None

    def toggle_away(self) -> Transition | None:
        """A: away (the timer moves for you) or back."""
        seating = self.seating
        if seating is not None and seating.me is not None:
            seat = seating.seats[seating.me]
            self.session.set_away(not (seat is not None and seat.away))
        return None

    def take_chosen(self) -> Transition | None:
        """Enter on a chosen table: sit down, or watch if every seat is taken."""
        summary = next((s for s in self.session.tables if s.table == self._chosen()), None)
        if summary is not None and summary.seats >= summary.max_seats:
            return self.watch()
        return self.sit()

    def sit_here(self) -> Transition | None:
        seating = self.seating
        if seating is None:
            return None
        if _cash(seating):
            return self._buy_in(seating.table, seating.options)
        self.session.sit(seating.table)
        return None

    def refresh(self) -> Transition | None:
        self.session.refresh_tables()
        return None

    def start_game(self) -> Transition | None:
        """S: the game master starts a game (the server says why not, if it cannot start)."""
        self.error = ""
        self.session.start()
        return None

    def leave(self) -> Transition | None:
        self.chat.active = False
        self.session.leave()
        return None

    def show_ranking(self) -> Transition:
        """R: the sit-and-go ranking, and from there any account's profile (`net_profile`)."""
        from game.scenes.net.profile import RankingScene

        self.error = ""
        return Push(RankingScene(self.app, self.session, self.read_network, lambda: self.error))

    def open_dialog(self) -> Transition:
        from game.scenes.net.open import OpenTableScene

        return Push(OpenTableScene(self.app, self.open_table, self.read_network))

    def open_table(
        self, variant: str, options: dict[str, JsonValue], password: str = "", buy_in: int | None = None
    ) -> None:
        """Open a table of ``variant`` (the dialog's answer; private with ``password``; a Hold'em
        cash table with the opener's ``buy_in``) and sit down at it."""
        self._use(variant)
        self.session.open_with(variant, options, password, buy_in)

    def back(self) -> Transition | None:
        """Esc: leave the table, or log out (back to the start screen). The host is asked first:
        logging out stops the server for everybody."""
        if self.seating is not None:
            return self.leave()
        if self.host is not None:
            from game.scenes.dialog import ConfirmDialog

            return Push(
                ConfirmDialog(
                    self.app,
                    self.app.t("net.lobby.host_quit"),
                    lambda: Pop(2),
                    yes_key="net.lobby.host_quit_yes",
                    no_key="net.lobby.host_quit_no",
                )
            )
        return Pop()

    def exit(self) -> None:
        """Leaving the lobby ends the connection and the hosted server."""
        if self._closed:
            return
        self._closed = True
        self.session.disconnect()
        if self.host is not None:
            self.host.stop()

    def enter(self) -> None:
        self.session.refresh_tables()

    # ------------------------------------------------------------------ input
    def typing(self) -> bool:
        return self.chat.active or self.lobby_chat.active or super().typing()

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if self.seating is not None and self.chat.handle(event):
            return None
        if self.seating is None and self.lobby_chat.handle(event):
            return None
        if self._key_moves_row(event):
            self.selected = max(0, self.selected + (1 if event.key == pygame.K_DOWN else -1))
            return None
        if self._stray_leave(event):
            return None
        if self._enter_at_chosen(event):
            return self.take_chosen()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.seating is None:
            for i, rect in enumerate(self.row_rects):
                if rect.collidepoint(event.pos):
                    self.selected = self.first_row + i
                    return None
        result = super().handle(event)
        self._arrange()
        return result

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type != pygame.KEYDOWN:
            return None
        key = event.key
        seating = self.seating
        if seating is not None:
            if key == pygame.K_x:
                return self.leave()
            if key == pygame.K_s and can_start(seating):
                return self.start_game()
            if key == pygame.K_a:
                return self.toggle_away()
            voting = seating.vote is not None and seating.me is not None
            if key in (pygame.K_j, pygame.K_y, pygame.K_n) and voting:
                self.session.vote(key != pygame.K_n)  # J (ja) or Y (yes)
            return None
        if key == pygame.K_e:
            return self.accept_invitation()
        if key == pygame.K_n:
            return self.open_dialog()
        if key == pygame.K_r:
            return self.show_ranking()
        if key == pygame.K_f:
            self.next_filter()
            return None
        if key == pygame.K_z:
            return self.watch()
        if key == pygame.K_s:
            return self.sit()
        return None

    def _stray_leave(self, event: pygame.event.Event) -> bool:
        """Enter or Space at a table where "Tisch verlassen" is the only button: it has the focus
        by itself, and the keys that just went through the round results and "Zurück zum Tisch"
        would leave the table with one press too many. Such a press does nothing; X, the hint's
        key, or a click leaves."""
        return (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
            and self.seating is not None
            and self.ui.widgets == [self.leave_button]
        )

    def _enter_at_chosen(self, event: pygame.event.Event) -> bool:
        """Enter in the list of tables: it takes the chosen table (the key line says so), unless
        the focus was moved to another button than Tisch eröffnen, which has it first (N opens a
        table). On an empty list it says why nothing happens."""
        return (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.seating is None
            and self.ui.focused in (None, self.open_button)
        )

    def _key_moves_row(self, event: pygame.event.Event) -> bool:
        return (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_UP, pygame.K_DOWN)
            and self.seating is None
        )

    # ------------------------------------------------------------------ time
    def read_network(self, dt: float) -> None:
        """Take in what arrived and count the timers down (also under the Tisch eröffnen dialog,
        which shows the lobby through)."""
        session = self.session
        before = session.connection
        session.advance(dt)
        while session.other_variant is not None:  # seated at a table of another variant: its session
            self._use(session.other_variant)
            session = self.session
            session.advance(0.0)
        alert_turn(self.app, session)
        at_table = session.seating is not None
        self._listed += dt
        if (
            session.connection is not before  # (re)connected: the lobby may have changed meanwhile
            or (self._at_table and not at_table)  # back from a table: the list is old
            or (not at_table and self._listed >= LIST_EVERY)  # others open, fill and close tables
        ):
            session.refresh_tables()
            self._listed = 0.0
        self._at_table = at_table
        for problem in session.take_errors():
            self.error = error_text(problem.code, problem.message, self.app.t, problem.seconds)
        farewell = session.take_farewell()  # removed, the table closed: said here, its screen is gone
        if farewell is not None:
            self.error = error_text(farewell.code, farewell.message, self.app.t)
        self._arrange()

    def update(self, dt: float) -> Transition | None:
        self.read_network(dt)
        wanted = self.session.profiles.wanted
        if wanted is not None:  # the chat's /profil NAME
            from game.scenes.net.profile import ProfileScene

            self.session.profiles.wanted = None
            return Push(ProfileScene(self.app, self.session, wanted, self.read_network, lambda: self.error))
        return self._game_screen()

    def _game_screen(self) -> Transition | None:
        """A game at this table that was not shown yet: its table screen over the lobby."""
        session, seating = self.session, self.session.seating
        if seating is None:
            self._shown_game = None
            return None
        game = net_game(self.app.games, seating.variant)
        if not isinstance(session, game.session):
            return None  # the table's own session takes over at the next read
        # a seat lost and taken again (a restart), a watcher's game dropped: its screen shows anew
        visit = session.visits
        if game.idle:
            shown = (seating.table, -1, visit)  # the screen shows the time between games too
        elif session.game_no is not None and session.has_game:
            shown = (seating.table, session.game_no, visit)
        else:
            return None
        if shown == self._shown_game:
            return None
        first_look = self._shown_game is None or self._shown_game[0] != seating.table
        self._shown_game = shown
        if first_look and session.game_is_over:
            # the game ended before this person sat down or came to watch (or came back to the
            # table): its last round and end are old news - the chat says who won
            return None
        self.error = ""
        self.chat.active = False
        return Push(game.screen(self.app, session, self.chat))

    def wake_in(self) -> float:
        return POLL

    def look(self) -> object:
        s = self.session
        seating = s.seating
        return (
            s.connection,
            s.lost_reason,
            s.balance,
            s.tables,
            None if seating is None else (seating.seats, seating.master, seating.me, seating.running),
            timer_look(seating),
            self.chat.look(),
            self.lobby_chat.look(),
            None if seating is None else (seating.vote, seating.opener),
            self.error,
            self.selected,
            self.variant_filter,
            tuple(map(id, self.ui.widgets)),  # the buttons change with the seat (also by the server)
        )

    # ------------------------------------------------------------------ layout
    def _body(self) -> pygame.Rect:
        area, px = self.app.content_rect, self.app.px
        top = self.title_rect().bottom + px(52)
        return pygame.Rect(area.x + px(24), top, area.width - px(48), area.bottom - top - px(86))

    def place(self) -> None:
        px = self.app.px
        body = self._body()
        y = body.bottom + px(16)
        buttons = [
            self.open_button,
            self.sit_button,
            self.watch_button,
            self.ranking_button,
            self.refresh_button,
            self.back_button,
        ]
        w = (body.width - 5 * px(12)) // 6
        for i, button in enumerate(buttons):
            button.rect = pygame.Rect(body.x + i * (w + px(12)), y, w, px(50))
        self.leave_button.rect = pygame.Rect(body.right - px(260), y, px(260), px(50))
        self.room_sit.rect = pygame.Rect(self.leave_button.rect.x - px(272), y, px(260), px(50))
        self.start_button.rect = self.room_sit.rect.copy()

    def _room_split(self) -> tuple[pygame.Rect, pygame.Rect]:
        """At a table: the seats on the left, the chat on the right."""
        body, px = self._body(), self.app.px
        w = body.width * 2 // 5
        return pygame.Rect(body.x, body.y, w, body.height), pygame.Rect(
            body.x + w + px(16), body.y, body.width - w - px(16), body.height
        )

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        self._draw_header(surface)
        if self.seating is None:
            self._draw_tables(surface)
        else:
            self._draw_room(surface, self.seating)

    def _draw_header(self, surface: pygame.Surface) -> None:
        px, t, s = self.app.px, self.app.t, self.session
        area = self.app.content_rect
        y = self.title_rect().bottom + px(2)
        font = self.app.fonts(px(19), bold=True)
        # the chips once the server said them (not "? Spielchips" before)
        who = t("net.lobby.who", name=s.name, chips=s.balance) if s.balance is not None else s.name
        text(surface, font, who, theme.TEXT, topleft=(area.x + px(24), y))
        state, color = connection_line(s, t)
        text(surface, font, state, color, topright=(area.right - px(24), y))
        small = self.app.fonts(px(16))
        line = ""
        if self.error:
            line, color = self.error, theme.RED
        elif self.hosting is not None:
            line, color = t("net.lobby.hosting", address=self.hosting[0], port=self.hosting[1]), theme.ACCENT
        if line:
            text(surface, small, line, color, topleft=(area.x + px(24), y + font.get_linesize()))

    def _lobby_split(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Without a table: the list of tables on the left, the lobby chat on the right."""
        body, px = self._body(), self.app.px
        w = body.width * 2 // 3
        return pygame.Rect(body.x, body.y, w, body.height), pygame.Rect(
            body.x + w + px(16), body.y, body.width - w - px(16), body.height
        )

    def _draw_lobby_chat(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        px, t = self.app.px, self.app.t
        panel(surface, rect, theme.PANEL, theme.PANEL_BORDER, px(12))
        bold = self.app.fonts(px(19), bold=True)
        text(surface, bold, t("net.social.title"), theme.ACCENT, topleft=(rect.x + px(14), rect.y + px(10)))
        small = self.app.fonts(px(14))
        ignored = self.session.social.ignored
        footer = t("net.social.ignored", names=", ".join(ignored)) if ignored else t("net.social.commands")
        footer = elide(footer, rect.width - px(28), partial(text_width, small))
        text(surface, small, footer, theme.TEXT_DIM, bottomleft=(rect.x + px(14), rect.bottom - px(6)))
        inner = rect.inflate(-px(24), -px(20))
        inner.top = rect.y + px(14) + bold.get_linesize()
        inner.height = rect.bottom - px(10) - small.get_linesize() - inner.top
        self.lobby_chat.draw(surface, inner, 16)

    def _draw_tables(self, surface: pygame.Surface) -> None:
        px, t = self.app.px, self.app.t
        body, chat_rect = self._lobby_split()
        self._draw_lobby_chat(surface, chat_rect)
        panel(surface, body, theme.PANEL, theme.PANEL_BORDER, px(12))
        font = self.app.fonts(px(20))
        tables = self.shown_tables()
        self.row_rects = []
        if not tables:
            text(surface, font, t("net.lobby.none"), theme.TEXT_DIM, center=body.center)
        small = self.app.fonts(px(15))
        keys = self.key_rows(body.width - px(28))
        foot = body.bottom - px(6) - (len(keys) + 1) * small.get_linesize()  # the keys, the filter
        row_h = px(64)
        y = body.y + px(10)
        self.selected = max(0, min(self.selected, len(tables) - 1)) if tables else 0
        fits = max(1, (foot - y) // row_h)
        # the chosen table stays in sight: the list scrolls with Up/Down
        self.first_row = max(0, min(self.first_row, self.selected, len(tables) - fits))
        self.first_row = max(self.first_row, self.selected - fits + 1)
        for i, summary in enumerate(tables[self.first_row :], start=self.first_row):
            if y + row_h > foot:
                break
            rect = pygame.Rect(body.x + px(10), y, body.width - px(20), row_h - px(4))
            self.row_rects.append(rect)
            if i == self.selected:
                pygame.draw.rect(surface, theme.BUTTON_HOVER, rect, border_radius=px(8))
                pygame.draw.rect(surface, theme.FOCUS, rect, 2, border_radius=px(8))
            cells = self.row_cells(rect, summary)
            for value, face, cell in cells:
                text(
                    surface,
                    face,
                    value,
                    theme.ACCENT if summary.invited else theme.TEXT,
                    midleft=(cell.x, cell.centery),
                )
            if summary.private:
                value, face, cell = cells[0]
                size = px(17)
                draw_lock(surface, cell.x + text_width(face, value) + px(8), cell.centery, size, theme.ACCENT)
            y += row_h
        y = body.bottom - px(6)
        for row in reversed(keys):
            text(surface, small, row, theme.TEXT_DIM, midbottom=(body.centerx, y))
            y -= small.get_linesize()
        shown = (
            t("net.lobby.filter_all") if self.variant_filter is None else variant_name(self.variant_filter, t)
        )
        text(
            surface,
            small,
            t("net.lobby.filter", variant=shown),
            theme.ACCENT if self.variant_filter else theme.TEXT_DIM,
            bottomright=(body.right - px(14), y),
        )

    def key_rows(self, width: int) -> list[str]:
        """The lobby's keys under the list of tables, in rows no wider than ``width`` (one line ran
        out of the list's panel into the chat beside it)."""
        small = self.app.fonts(self.app.px(15))
        return pack_hints(self.app.t("net.lobby.keys").split("   "), width, partial(text_width, small))

    def row_cells(
        self, rect: pygame.Rect, summary: TableSummary
    ) -> list[tuple[str, pygame.font.Font, pygame.Rect]]:
        """A table's row in the list, on two lines (in German one line of six columns cut every
        column short: "1/2 Plät…", "Spiel lä…", "0 Zusc…"): above, the table and its variant on
        the left, its seats, state and watchers on the right, each in a column as wide as its
        longest words in this language (the columns line up from row to row); below, its stakes
        over the whole width. Each cell's words (shortened with "…" only where even that is too
        little), its font and its cell."""
        px, t = self.app.px, self.app.t
        font, bold = self.app.fonts(px(17)), self.app.fonts(px(17), bold=True)
        measure, measure_bold = partial(text_width, font), partial(text_width, bold)
        gap, pad = px(16), px(10)
        top = pygame.Rect(rect.x, rect.y + px(3), rect.width, rect.height // 2 - px(3))
        low = pygame.Rect(rect.x, top.bottom, rect.width, rect.bottom - top.bottom - px(3))
        state = table_state(
            summary.variant, summary.options, summary.running, summary.seats, summary.max_seats, t
        )
        right = (
            (t("net.lobby.seats", taken=summary.seats, max=summary.max_seats), self._column_width("seats")),
            (state, self._column_width("state")),
            (
                t("net.lobby.invited") if summary.invited else t("net.lobby.watchers", n=summary.spectators),
                self._column_width("watchers"),
            ),
        )
        x_end = rect.right - pad
        placed: list[tuple[str, pygame.font.Font, pygame.Rect]] = []
        for value, width in reversed(right):
            width = max(width, measure(value))
            cell = pygame.Rect(x_end - width, top.y, width, top.height)
            placed.insert(0, (value, font, cell))
            x_end = cell.x - gap
        name_w = self._column_width("table")
        table_cell = pygame.Rect(rect.x + pad, top.y, name_w, top.height)
        variant_cell = pygame.Rect(
            table_cell.right + gap, top.y, max(0, x_end - table_cell.right - gap), top.height
        )
        options_cell = pygame.Rect(rect.x + pad, low.y, rect.width - 2 * pad, low.height)
        options = table_options(summary.variant, summary.options, t)
        return [
            (elide(t("net.lobby.table", no=summary.table), name_w, measure_bold), bold, table_cell),
            (elide(variant_name(summary.variant, t), variant_cell.width, measure_bold), bold, variant_cell),
            (elide(options, options_cell.width, measure), font, options_cell),
            *((elide(value, cell.width, measure), face, cell) for value, face, cell in placed),
        ]

    def _column_width(self, column: str) -> int:
        """How wide a column of the list's upper line is in this language: its longest words
        (two-digit numbers; a table's number up to 999)."""
        px, t = self.app.px, self.app.t
        if column == "table":
            return text_width(self.app.fonts(px(17), bold=True), t("net.lobby.table", no=999))
        words = {
            "seats": [t("net.lobby.seats", taken=10, max=10)],
            "state": [
                t("net.lobby.running"),
                t("net.lobby.waiting"),
                t("net.lobby.full"),
                t("net.lobby.free", n=10),
                t("net.lobby.registered", taken=10, max=10),
            ],
            "watchers": [t("net.lobby.invited"), t("net.lobby.watchers", n=99)],
        }[column]
        return max(text_width(self.app.fonts(px(17)), w) for w in words)

    def _draw_room(self, surface: pygame.Surface, seating: Seating) -> None:
        px, t = self.app.px, self.app.t
        seats_rect, chat_rect = self._room_split()
        panel(surface, seats_rect, theme.PANEL, theme.PANEL_BORDER, px(12))
        panel(surface, chat_rect, theme.PANEL, theme.PANEL_BORDER, px(12))
        bold = self.app.fonts(px(21), bold=True)
        font = self.app.fonts(px(19))
        x, y = seats_rect.x + px(16), seats_rect.y + px(12)
        text(surface, bold, t("net.room.seats"), theme.ACCENT, topleft=(x, y))  # the title names the table
        y += bold.get_linesize() + px(6)
        for index, seat in enumerate(seating.seats):
            words, color = f"{index + 1}. {t('net.room.free')}", theme.TEXT_DIM
            if seat is not None:
                name = seat.name or "?"
                if seat.computer:
                    name = t("net.room.computer", level=t(f"level.{seat.level}") if seat.level else "?")
                marks = []
                if index == seating.me:
                    marks.append(t("net.room.you"))
                if index == seating.master and not _cash(seating):  # nobody leads a cash table's game
                    marks.append(t("net.room.master"))
                if not seat.connected and not seat.computer:
                    marks.append(t("net.room.offline"))
                if seat.away:
                    marks.append(t("net.room.away"))
                if seat.name is not None and seat.name == seating.opener:
                    marks.append(t("net.room.opener"))
                words = f"{index + 1}. {name}" + (f"  ({', '.join(marks)})" if marks else "")
                color = theme.TEXT if seat.connected or seat.computer else theme.RED
            text(surface, font, words, color, topleft=(x, y))
            y += font.get_linesize() + px(4)
        y += px(8)
        own = self.app.settings.turn_timer
        width = seats_rect.right - px(16) - x
        for line in [
            *timer_lines(seating, t, (), self.session.people, own),
            *self._waiting(seating),
            *self._vote_lines(seating),
        ]:
            for piece in wrap_words(line, width, partial(text_width, font)) or [line]:
                text(surface, font, piece, theme.ACCENT, topleft=(x, y))
                y += font.get_linesize()
        small = self.app.fonts(px(15))
        hints = key_hints(seating, t)
        if seating.me is not None:
            hints.append(t("net.key.away"))
        hints.append(t("net.key.commands"))
        rows = pack_hints(hints, seats_rect.width - px(32), lambda s: text_width(small, s))
        bottom = seats_rect.bottom - px(8)
        for row in reversed(rows):
            text(surface, small, row, theme.TEXT_DIM, bottomleft=(x, bottom))
            bottom -= small.get_linesize()
        bold = self.app.fonts(px(19), bold=True)
        text(
            surface,
            bold,
            t("net.room.chat"),
            theme.ACCENT,
            topleft=(chat_rect.x + px(14), chat_rect.y + px(10)),
        )
        inner = chat_rect.inflate(-px(24), -px(20))
        inner.top = chat_rect.y + px(14) + bold.get_linesize()
        inner.height = chat_rect.bottom - px(10) - inner.top
        self.chat.draw(surface, inner)

    def _vote_lines(self, seating: Seating) -> list[str]:
        """The running vote to remove somebody, and how to vote."""
        vote = seating.vote
        if vote is None:
            return []
        t = self.app.t
        lines = [
            t(
                "net.room.vote",
                name=vote.name,
                reason=vote.reason,
                yes=vote.yes,
                needed=vote.needed,
                s=round(vote.seconds),
            )
        ]
        me = seating.seats[seating.me] if seating.me is not None else None
        if me is not None and me.name != vote.name:
            lines.append(t("net.room.vote_keys"))
        return lines

    def _waiting(self, seating: Seating) -> list[str]:
        """What the table waits for, when no game runs."""
        t = self.app.t
        if seating.running:
            return []
        lines = [t("net.room.watching")] if seating.me is None else []
        if sum(seat is not None for seat in seating.seats) < 2:
            lines.append(t("net.room.wait_players"))
        elif not seating.i_am_master and seating.master is not None and not _cash(seating):
            info = seating.seats[seating.master] if seating.master < len(seating.seats) else None
            if info is not None and info.name:
                lines.append(t("net.room.wait_master", name=info.name))
            else:
                lines.append(t("net.room.wait_master_anon"))
        return lines


def _cash(seating: Seating) -> bool:
    """Whether ``seating`` is a Hold'em cash table's (its session starts by itself, nobody leads it)."""
    return seating.variant == "holdem" and is_cash(seating.options)
