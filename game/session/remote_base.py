"""What every network table session shares, whatever the variant: lobby, seating, chat, the game's stream.

`RemoteBase` sits on a `game.net.client.NetClient` (its network thread):
`advance(dt)` drains what arrived - never waiting - and mirrors it: the
connection state, the lobby (`tables`), the table one is at (`seating`,
its timers counting down with ``dt``), the chat, the balance, the errors the
server answered, and the running game's events (numbered from the moment
this session first saw the game) and view. After a reconnect the server
gives the seat back and the session asks for the events it missed
(`resync`), so the screen's stream goes on without a gap. ``game_no``: a new
number means a new game at the table (build the table screen anew). A
watcher that comes back asks to watch again, drops the game it showed when
the table's record arrives (the game the server has now follows it, if any:
a restarted server numbers its games afresh, so a number proves nothing) and
takes the table's chat afresh; a session in the lobby forgets every table's
chat when it reconnects (the numbers of a restarted server's lines start
again: a table watched again would otherwise look seen).

A session reads one wire format. Whoever makes it says which tables' variants
it reads (`reads`); a table record of another variant - the server seating a
person again who logged in anew, at a table of another kind than the session
was made for - stops the session: `other_variant` names that variant, and the
session made for it (`take_over`) reads on from that record, nothing lost.

What arrives is typed: `NetClient.poll_records` hands out the records of
`game.net.inbound` (one frozen dataclass per server message type), and
`_HANDLERS` names the method that takes in each kind - a feature that adds a
message adds its record and decoder there and its handler here (a subclass
extends the table: ``{**RemoteBase._HANDLERS, Kind: method}``).

A variant's session (`game.session.token.remote.RemoteSession` for the token
game, `game.session.european.remote.RemoteEuropeanSession`) reads its own
wire format through four hooks: `_read_view`, `_read_event`, `_read_records`
and `_installed`.
"""

from __future__ import annotations

import logging
from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Generic, TypeVar

from game.net.client import ConnectionState, NetClient, StateChanged
from game.net.inbound import (
    Balance,
    Chat,
    GameSnapshot,
    GameUpdate,
    Gone,
    Invited,
    LobbyChat,
    ProfileRecord,
    RankingRecord,
    Refusal,
    ServerRecord,
    TableRecord,
    Tables,
    Tell,
    Unread,
    Unreadable,
    Welcome,
)
from game.net.lobby_wire import ChatLine, Seating, TableSummary
from game.net.protocol import JsonValue, WireError, check_chat

from .remote_profiles import ProfileState
from .remote_social import SocialState

__all__ = ["RemoteBase", "NoGameError", "ServerError", "CHAT_LINES"]

log = logging.getLogger(__name__)

#: Chat lines kept for the screen.
CHAT_LINES = 50
#: The request id of sitting down again by itself after the seat was lost (see `_seat_lost`).
_RESEAT = 1

E = TypeVar("E")
V = TypeVar("V")


class NoGameError(LookupError):
    """The session has no game to show (yet): the table screen waits for `RemoteBase.game_no`."""


@dataclass(frozen=True, slots=True)
class ServerError:
    """Something the server refused: its error ``code``, English ``message``, ``seconds`` for a wait."""

    code: str
    message: str
    seconds: int | None = None


class RemoteBase(ABC, Generic[E, V]):
    """A network table session (see the module docstring); ``E`` its events, ``V`` its view."""

    def __init__(self, client: NetClient) -> None:
        self.client = client
        #: Lobby chat, private messages, the ignore list (`game.session.remote_social`; the screen
        #: that connects puts the settings' list in).
        self.social = SocialState(client)
        #: Profiles and the ranking asked for (`game.session.remote_profiles`).
        self.profiles = ProfileState(client)
        self.connection = ConnectionState.CONNECTING
        #: Why the connection is lost (for the screen), and the server's code if it refused.
        self.lost_reason: str | None = None
        self.lost_code: str | None = None
        #: For a refusal with seconds (``locked``): how many.
        self.lost_seconds: int | None = None
        #: For a certificate refused (``cert_untrusted``, ``cert_changed``): the fingerprint it showed.
        self.lost_fingerprint: str | None = None
        self.name = client.name
        self.balance: int | None = None
        self.tables: tuple[TableSummary, ...] = ()
        self.seating: Seating | None = None
        self.chat: deque[ChatLine] = deque(maxlen=CHAT_LINES)
        self._chat_seen: dict[int, int] = {}  # per table: the number of the last line taken
        self._errors: list[ServerError] = []
        #: Why the server took the seat last (`take_farewell`).
        self._farewell: ServerError | None = None
        self.game_no: int | None = None
        #: How often this session dropped the table or game it showed (left, seat lost, a watcher's
        #: game after a reconnect): a screen made before is of an old visit.
        self.visits = 0
        self._game_table: int | None = None
        self._seat: int | None = None
        self._view: V | None = None
        self._base = 0  # number of the first event in `_events`
        self._events: list[E] = []
        self._pending = False  # an action was sent and not answered yet
        self._watching: int | None = None  # the table to watch again after a reconnect
        self._rewatching = False  # a watcher came back: its game is dropped at the next record
        self._resyncing = False
        self._my_move = False  # the move timer runs for this person's game seat
        self._turn_alert = False
        #: Which table variants this session reads (set by whoever chooses sessions; all by default).
        self.reads: Callable[[str], bool] = lambda variant: True
        #: The variant of a table record this session does not read: it stopped there (`take_over`).
        self.other_variant: str | None = None
        #: What arrived from that record on, for the other session.
        self._held: list[ServerRecord | StateChanged] = []

    def take_over(self, old: RemoteBase[Any, Any]) -> None:
        """Go on where ``old`` (a session of another variant on the same connection) stopped: its
        connection state, account, lobby, chat, errors, and what it held back from the table
        record it does not read on (read by the next `advance`)."""
        self.connection = old.connection
        self.lost_reason, self.lost_code, self.lost_seconds = old.lost_reason, old.lost_code, old.lost_seconds
        self.name = old.name
        self.balance = old.balance
        self.tables = old.tables
        self.chat.extend(old.chat)
        self.social = old.social  # lobby chat, private messages, invitations, the ignore list
        self.profiles = old.profiles
        self._chat_seen = dict(old._chat_seen)
        self._errors = list(old._errors)
        self._farewell = old._farewell
        self._watching = old._watching
        self._held, old._held = old._held, []
        old.other_variant = None

    # ------------------------------------------------------------------ the variant's hooks

    @abstractmethod
    def _read_view(self, data: JsonValue) -> tuple[V, int]:
        """A view from the wire and the number of seats of its game; `WireError` if unreadable."""

    @abstractmethod
    def _read_event(self, data: JsonValue, view: V) -> E:
        """An event from the wire (``view``: the game it belongs to); `WireError` if unreadable."""

    def _read_records(self, items: list[JsonValue], view: V, snapshot: bool) -> None:
        """Finished rounds from a ``game`` (``snapshot``) or ``update`` message; none by default."""

    def _installed(self) -> None:
        """The view (and records) changed: rebuild what the screen reads."""

    # ------------------------------------------------------------------ lobby and table requests

    def refresh_tables(self) -> bool:
        """Ask for the lobby (arrives in `tables`); False while not connected."""
        return self.client.send("list")

    def open_table(self, variant: str = "token", **options: JsonValue) -> bool:
        """Open a table and sit down at it as its game master."""
        return self.client.send("open", variant=variant, options=options)

    def open_private(self, variant: str, password: str, options: dict[str, JsonValue]) -> bool:
        """Open a private table (``password`` to sit or watch) and sit down at it as its game master."""
        return self.open_with(variant, options, password)

    def sit(
        self,
        table: int,
        seat: int | None = None,
        password: str | None = None,
        buy_in: int | None = None,
        post: bool | None = None,
    ) -> bool:
        """Sit down at ``table`` (or, watching it, take a free seat); on ``seat`` if it is free;
        ``password``: a private table's; at a Hold'em cash table the ``buy_in`` brought and whether
        to ``post`` a big blind at once (else wait for it)."""
        fields: dict[str, JsonValue] = {"table": table}
        if seat is not None:
            fields["seat"] = seat
        if password:
            fields["password"] = password
        if buy_in is not None:
            fields["buy_in"] = buy_in
        if post is not None:
            fields["post"] = post
        return self.client.send("sit", **fields)

    def open_with(
        self, variant: str, options: dict[str, JsonValue], password: str = "", buy_in: int | None = None
    ) -> bool:
        """Open a table (private with ``password``; a Hold'em cash table with the opener's
        ``buy_in``) and sit down at it as its game master."""
        fields: dict[str, JsonValue] = {"variant": variant, "options": options}
        if password:
            fields["password"] = password
        if buy_in is not None:
            fields["buy_in"] = buy_in
        return self.client.send("open", **fields)

    def watch(self, table: int, password: str | None = None) -> bool:
        """Watch ``table`` without a seat (``password``: a private table's)."""
        self._watching = table
        if password:
            return self.client.send("watch", table=table, password=password)
        return self.client.send("watch", table=table)

    def kick(self, name: str, reason: str) -> bool:
        """The opener removes ``name`` between games; `ProtocolError` for a reason the server refuses."""
        return self.client.send("kick", name=name, reason=check_chat(reason))

    def vote_kick(self, name: str, reason: str) -> bool:
        """Start a vote to remove ``name``; `ProtocolError` for a reason the server refuses."""
        return self.client.send("vote_kick", name=name, reason=check_chat(reason))

    def vote(self, yes: bool) -> bool:
        """A say in the running vote."""
        return self.client.send("vote", yes=yes)

    def set_away(self, away: bool) -> bool:
        """Mark oneself away (the timer moves at once) or back."""
        return self.client.send("away", away=away)

    def invite(self, name: str) -> bool:
        """Invite the account ``name`` to the table you opened (it may come without the password)."""
        return self.client.send("invite", name=name)

    def use_time_bank(self) -> bool:
        """Use the time bank now, on the own move (Hold'em, Duell): its seconds come on top of the
        move timer's rest; the server refuses it when it cannot run."""
        return self.client.send("bank")

    def stand(self) -> bool:
        """Give up the seat and keep watching."""
        return self.client.send("stand")

    def leave(self) -> bool:
        """Leave the table."""
        self._watching = None
        return self.client.send("leave")

    def start(self) -> bool:
        """Start a game (the game master)."""
        return self.client.send("start")

    def say(self, text: str) -> bool:
        """Send a chat line; `ProtocolError` (``chat_text``) for one the server would refuse."""
        return self.client.send("chat", text=check_chat(text))

    def take_turn_alert(self) -> bool:
        """Whether it became this person's move since the last call (once per turn: the screens
        sound the alert and flash the window, `game.scenes.net.alert`)."""
        alert, self._turn_alert = self._turn_alert, False
        return alert

    @property
    def my_move_seconds(self) -> float | None:
        """Seconds left of this person's move (None: not their move, or unknown)."""
        seating = self.seating
        if seating is None or not self._my_move or not seating.timers.known:
            return None
        return seating.timers.move

    def take_errors(self) -> list[ServerError]:
        """What the server refused since the last call."""
        errors, self._errors = self._errors, []
        return errors

    def disconnect(self) -> None:
        """Close the connection for good."""
        self.client.close()

    # ------------------------------------------------------------------ the game's stream

    @property
    def has_game(self) -> bool:
        """Whether a game (running or just finished) can be shown."""
        return self._view is not None

    @property
    def game_is_over(self) -> bool:
        """Whether the game it holds has ended (a variant whose screen shows the time between games
        too never needs to say: False)."""
        return False

    @property
    def people(self) -> tuple[int, ...]:
        """The game seat this screen plays (none: watching)."""
        return () if self._seat is None else (self._seat,)

    def events_after(self, cursor: int) -> tuple[E, ...]:
        """The game's events from number ``cursor`` (counted from this session's first sight of it)."""
        return tuple(self._events[cursor:])

    def _send_action(self, action: JsonValue) -> None:
        """Send a move checked by the variant's session; the server has the last word."""
        if self.client.send("act", action=action):
            self._pending = True
        else:
            self._errors.append(ServerError("not_connected", "not connected to the server"))

    def advance(self, dt: float) -> bool:
        """Take in what arrived (never waits) and count the timers down; True if the game moved."""
        if self.seating is not None and dt > 0:
            self.seating = replace(self.seating, timers=self.seating.timers.passed(dt))
        moved = False
        if self.other_variant is not None:
            return False  # stopped at a table of another variant: its session reads on
        items, self._held = [*self._held, *self.client.poll_records()], []
        for index, item in enumerate(items):
            if self._foreign(item):
                self._held = items[index:]
                break
            if isinstance(item, StateChanged):
                self._state(item)
                continue
            try:
                moved |= self._message(item)
            except WireError as error:
                log.warning("ignored an unreadable %s message: %s", type(item).__name__, error)
        timers = self.seating.timers if self.seating is not None else None
        mine = timers is not None and timers.move is not None and timers.move_seat in self.people
        if mine and not self._my_move:
            self._turn_alert = True
        self._my_move = mine
        return moved

    def _foreign(self, item: ServerRecord | StateChanged) -> bool:
        """Whether ``item`` is the record of a table this session does not read (it then stops)."""
        if not isinstance(item, TableRecord) or item.variant is None or self.reads(item.variant):
            return False
        self.other_variant = item.variant
        return True

    def hurry(self) -> None:
        """The server paces the game: nothing to hurry."""

    def close(self) -> None:
        """The screen leaves the table (the connection stays for the lobby)."""
        self.leave()

    # ------------------------------------------------------------------ what arrives

    def _state(self, change: StateChanged) -> None:
        reconnected = (
            change.state is ConnectionState.CONNECTED and self.connection is ConnectionState.RECONNECTING
        )
        self.connection = change.state
        if change.state is not ConnectionState.CONNECTED and self.seating is not None:
            # the server's timers run on unseen: shown as unknown until its next values come
            self.seating = replace(self.seating, timers=replace(self.seating.timers, known=False))
        if change.state is ConnectionState.LOST:
            self.lost_reason = change.reason
            self.lost_code = change.code
            self.lost_seconds = change.seconds
            self.lost_fingerprint = change.fingerprint
        if reconnected:
            self._pending = False
            if self._watching is not None and (self.seating is None or self.seating.me is None):
                # the server may have been restarted: its chat is numbered afresh, its game may be gone
                self._rewatching = True
                self._fresh_chat(self._watching)
                self.client.send("watch", table=self._watching)
            elif self.seating is None:
                # in the lobby: a restarted server numbers every table's chat afresh, so the lines
                # seen before are no measure for a table's lines now (one watched or sat at again
                # sends its last lines anew)
                self.chat.clear()
                self._chat_seen.clear()

    def _message(self, record: ServerRecord) -> bool:
        """Take in one record (`_HANDLERS` names the method of each kind); True if the game moved."""
        handler = self._HANDLERS.get(type(record))
        return handler(self, record) if handler is not None else False

    def _welcome(self, record: Welcome) -> bool:
        self.name = record.name
        before, self.balance = self.balance, record.balance
        self.social.welcomed()
        self._seat_lost(record.table, before)
        return False

    def _balance(self, record: Balance) -> bool:
        self.balance = record.balance
        return False

    def _refusal(self, record: Refusal) -> bool:
        code = record.code
        if record.ref == _RESEAT and code != "at_table":
            code = "reseat"  # sitting down again after the seat was lost did not work
        if record.ref != _RESEAT or code == "reseat":
            self._errors.append(ServerError(code, record.message, record.seconds))
        self._pending = False
        return False

    def _tables(self, record: Tables) -> bool:
        self.tables = record.tables
        return False

    def _table_record(self, record: TableRecord) -> bool:
        self._seated(record.seating)
        return False

    def _gone(self, record: Gone) -> bool:
        seating = self.seating
        if seating is not None and record.reason in ("kicked", "closed"):
            self._farewell = self._farewell_of(seating.table, record.reason)
        self._left()
        return False

    def ignore(self, name: str) -> bool:
        """Ignore ``name`` (`SocialState.ignore`: lobby lines, private messages, from now on) and
        drop their lines of the table chat shown so far too; False if the list is full or the name
        is one's own."""
        if not self.social.ignore(name):
            return False
        kept = [line for line in self.chat if not (line.kind == "user" and self.social.hides(line.name))]
        self.chat.clear()
        self.chat.extend(kept)
        return True

    def take_farewell(self) -> ServerError | None:
        """Why the server last took this person's seat (removed, the table closed), once; None if
        it did not (left by X, or nothing new). The lobby shows it: the table's screen is gone."""
        farewell, self._farewell = self._farewell, None
        return farewell

    def _farewell_of(self, table: int, reason: str) -> ServerError:
        """Why the server took the seat (removed, the table closed), for the lobby's red line -
        the table's own notice of it (with its reason) was in the chat the lobby does not show."""
        me = self.client.name.casefold()
        for line in reversed(self.chat):
            if line.table != table:
                continue
            why = str(line.args.get("reason", ""))
            if line.code in ("kicked", "voted_out") and str(line.args.get("name", "")).casefold() == me:
                return ServerError("removed", f"removed: {why}")
            if line.code == "shut":
                return ServerError("table_shut", f"closed by the operator: {why}")
            if line.code == "moved":
                return ServerError("table_moved", "the table moved to another node of the room")
        if reason == "kicked":
            return ServerError("removed", "removed: ?")
        return ServerError("table_closed", "the table was closed")

    def _chat_record(self, record: Chat) -> bool:
        self._chat_line(record.line)
        return False

    def _lobby_chat(self, record: LobbyChat) -> bool:
        self.social.take_lobby(record)
        return False

    def _tell(self, record: Tell) -> bool:
        self.social.take_tell(record)
        return False

    def _invited(self, record: Invited) -> bool:
        self.social.take_invited(record)
        return False

    def _profile(self, record: ProfileRecord) -> bool:
        self.profiles.take_profile(record)
        return False

    def _ranking(self, record: RankingRecord) -> bool:
        self.profiles.take_ranking(record)
        return False

    def _unreadable(self, record: Unreadable) -> bool:
        log.warning("ignored an unreadable %s message: %s", record.type, record.reason)
        return False

    def _unread(self, record: Unread) -> bool:
        return False  # a message this client does not know (a newer server's): ignored

    def _seat_lost(self, held: object, balance_before: int | None) -> None:
        """The welcome says where the server keeps a seat (``held``: a table number or None). A
        session that sat elsewhere lost its seat - the server was restarted (its tables reopen with
        empty seats) or the grace period ran out - and sits down again by itself at the same table,
        on the same seat if it is free, with a line saying so; the old game is gone.
        ``balance_before``: the balance beside the table before (`_reseat_fields`)."""
        seating = self.seating
        if seating is None or seating.me is None or held == seating.table:
            return
        table, seat = seating.table, seating.me
        fields = self._reseat_fields(seating, balance_before)
        self._left()
        self._fresh_chat(table)
        self.chat.append(ChatLine(table, 0, "info", None, None, "reseat", {"table": table}))
        self.client.send("sit", table=table, seat=seat, id=_RESEAT, **fields)

    def _reseat_fields(self, seating: Seating, balance_before: int | None) -> dict[str, JsonValue]:
        """What sitting down again after a lost seat sends beside the table and seat (nothing: the
        game's own start; a Hold'em cash table brings back the chips the table had)."""
        return {}

    def _fresh_chat(self, table: int) -> None:
        """Forget ``table``'s chat lines: they are numbered afresh after a restart (and replayed to
        who comes back), so they are taken again as they come."""
        kept = [line for line in self.chat if line.table != table]
        self.chat.clear()
        self.chat.extend(kept)
        self._chat_seen.pop(table, None)

    def _chat_line(self, line: ChatLine) -> None:
        """Keep a chat line once (a table replays its chat to who comes back). A line of another
        table than the one sat at is dropped; without a table it is kept for the table record that
        follows it (the "sits down" notice comes before the record of the table one joins)."""
        seating = self.seating
        if seating is not None and line.table != seating.table:
            return  # late words of a table left: not shown at this one
        if line.no > self._chat_seen.get(line.table, 0):
            self._chat_seen[line.table] = line.no
            if not (line.kind == "user" and self.social.hides(line.name)):  # an ignored account
                self.chat.append(line)

    def _seated(self, seating: Seating) -> None:
        if self.seating is None or self.seating.table != seating.table:
            # another table: its own lines only (those that came before its record are kept)
            kept = [line for line in self.chat if line.table == seating.table]
            self.chat.clear()
            self.chat.extend(kept)
            self._chat_seen = {seating.table: max((line.no for line in kept), default=0)}
        self.seating = seating
        if seating.me is None:
            self._watching = seating.table
        if self._rewatching and seating.table == self._watching:
            self._rewatching = False
            self._drop_game()  # the game the server has now (if any) follows this record

    def _left(self) -> None:
        self.seating = None
        self._watching = None
        self._rewatching = False
        self._drop_game()

    def _drop_game(self) -> None:
        """Show no game: the one shown is gone."""
        self.visits += 1
        self._view = None
        self._events = []
        self.game_no = None
        self._game_table = None
        self._seat = None
        self._pending = False
        self._forget()

    def _forget(self) -> None:
        """The table is left: drop the variant's own game state."""

    def _known(self) -> int:
        return self._base + len(self._events)

    def _snapshot(self, record: GameSnapshot) -> bool:
        game_no, count = record.game, record.count
        view, seats = self._read_view(record.view)
        seat = record.seat
        if seat is not None and not (
            isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < seats
        ):
            raise WireError("game: seat is not a seat of the game")
        same = game_no == self.game_no and record.table == self._game_table
        self._read_records(list(record.history), view, True)
        if not same:
            self.game_no = game_no
            self._game_table = record.table
            self._base = count
            self._events = []
        self._seat = seat
        self._view = view
        self._installed()
        self._pending = False
        self._resyncing = False
        if same and count > self._known():
            self._resyncing = True
            self.client.send("resync", game=game_no, since=self._known())
        return not same

    def _update(self, record: GameUpdate) -> bool:
        if record.game != self.game_no or record.table != self._game_table or self._view is None:
            return False
        at = record.at
        known = self._known()
        if at > known:
            if not self._resyncing:
                self._resyncing = True
                self.client.send("resync", game=self.game_no, since=known)
            return False
        view, _ = self._read_view(record.view)
        events = [self._read_event(item, view) for item in record.events]
        fresh = events[known - at :]
        self._read_records(list(record.records), view, False)
        self._events.extend(fresh)
        self._view = view
        self._installed()
        self._pending = False
        self._resyncing = False
        if self.seating is not None:
            self.seating = replace(self.seating, timers=record.timers)
        return bool(fresh)

    #: The method that takes in each kind of record (`game.net.inbound`); a variant's session or a
    #: feature adds its own kinds by extending this table in its class (``{**RemoteBase._HANDLERS,
    #: Kind: method}``).
    _HANDLERS: ClassVar[dict[type, Callable[[Any, Any], bool]]] = {
        Welcome: _welcome,
        Balance: _balance,
        Refusal: _refusal,
        Tables: _tables,
        TableRecord: _table_record,
        Gone: _gone,
        Chat: _chat_record,
        LobbyChat: _lobby_chat,
        Tell: _tell,
        Invited: _invited,
        ProfileRecord: _profile,
        RankingRecord: _ranking,
        GameSnapshot: _snapshot,
        GameUpdate: _update,
        Unreadable: _unreadable,
        Unread: _unread,
    }

