"""A token game at a network table, as the same `Session` the table screen uses for a local game.

`RemoteSession` sits on a `game.net.client.NetClient` (its network thread):
`advance(dt)` drains what arrived - never waiting - and mirrors it: the
connection state, the lobby (`tables`), the table one is at (`seating`,
its timers counting down with ``dt``), the chat, the balance, the errors the
server answered, and the running game. The game part is the `Session`
protocol: `table` (a `RemoteTable`, the server's view for this seat),
`events_after` (the events as this seat may see them, numbered from the
moment this session first saw the game), `legal_actions`, `seat_view`,
`submit` (checked here first, then sent; the server decides), `next_round`
(sends "seen"), `close` (leaves the table). After a reconnect the server
gives the seat back and the session asks for the events it missed, so the
screen's stream goes on without a gap. The screen also reads `game_no`:
a new number means a new game at the table (build the table screen anew).
"""

from __future__ import annotations

import logging
from collections import deque
from dataclasses import dataclass, replace
from typing import Any

from game.engine import (
    Action,
    Card,
    Event,
    Exchange,
    ExchangeChoice,
    GameConfig,
    InvalidCardsError,
    LegalAction,
    NotYourTurnError,
    Phase,
    PhaseError,
    RoundRecord,
    RoundResult,
    SeatState,
    SeatView,
)
from game.net.client import ConnectionState, NetClient, StateChanged
from game.net.lobby_wire import (
    ChatLine,
    Seating,
    TableSummary,
    read_chat,
    read_seating,
    read_tables,
    read_timers,
)
from game.net.protocol import JsonValue, ServerMessage, WireError, check_chat
from game.net.token_wire import (
    TokenView,
    event_from_json,
    exchange_json,
    record_from_json,
    view_from_json,
)

__all__ = ["RemoteSession", "RemoteTable", "NoGameError", "ServerError", "CHAT_LINES"]

log = logging.getLogger(__name__)

#: Chat lines kept for the screen.
CHAT_LINES = 50


class NoGameError(LookupError):
    """The session has no game to show (yet): the table screen waits for `RemoteSession.game_no`."""


@dataclass(frozen=True, slots=True)
class ServerError:
    """Something the server refused: its error ``code``, English ``message``, ``seconds`` for a wait."""

    code: str
    message: str
    seconds: int | None = None


class RemoteTable:
    """The `TableView` of a remote token game, from the server's view for this seat."""

    def __init__(self, view: TokenView, history: tuple[RoundRecord, ...]) -> None:
        self._view = view
        self._history = history

    @property
    def config(self) -> GameConfig:
        return self._view.config

    @property
    def phase(self) -> Phase:
        return self._view.phase

    @property
    def round_no(self) -> int:
        return self._view.round_no

    @property
    def dealer(self) -> int:
        return self._view.dealer

    @property
    def turn_order(self) -> tuple[int, ...]:
        return self._view.order

    @property
    def current(self) -> int | None:
        return self._view.current

    @property
    def seats(self) -> tuple[SeatState, ...]:
        return self._view.seats

    def hand(self, seat: int) -> tuple[Card, ...]:
        """A seat's cards as this seat may see them (others': empty until the showdown)."""
        return self._view.seats[seat].hand

    @property
    def history(self) -> tuple[RoundRecord, ...]:
        """Finished rounds: every final hand, but only this seat's dealt and put-away cards."""
        return self._history

    @property
    def last_result(self) -> RoundResult | None:
        return self._history[-1].result if self._history else None

    @property
    def is_over(self) -> bool:
        return self._view.phase is Phase.GAME_OVER

    @property
    def placements(self) -> tuple[tuple[int, int], ...]:
        return self._view.placements

    @property
    def winner(self) -> int | None:
        return self._view.winner

    @property
    def loser(self) -> int | None:
        return self._view.loser


class RemoteSession:
    """The table session of a network game (see the module docstring)."""

    def __init__(self, client: NetClient) -> None:
        self.client = client
        self.connection = ConnectionState.CONNECTING
        #: Why the connection is lost (for the screen), and the server's code if it refused.
        self.lost_reason: str | None = None
        self.lost_code: str | None = None
        self.name = client.name
        self.balance: int | None = None
        self.tables: tuple[TableSummary, ...] = ()
        self.seating: Seating | None = None
        self.chat: deque[ChatLine] = deque(maxlen=CHAT_LINES)
        self._chat_seen = 0
        self._errors: list[ServerError] = []
        self.game_no: int | None = None
        self._game_table: int | None = None
        self._seat: int | None = None
        self._view: TokenView | None = None
        self._history: tuple[RoundRecord, ...] = ()
        self._table: RemoteTable | None = None
        self._base = 0  # number of the first event in `_events`
        self._events: list[Event] = []
        self._pending = False  # an action was sent and not answered yet
        self._watching: int | None = None  # the table to watch again after a reconnect
        self._resyncing = False

    # ------------------------------------------------------------------ lobby and table requests

    def refresh_tables(self) -> bool:
        """Ask for the lobby (arrives in `tables`); False while not connected."""
        return self.client.send("list")

    def open_table(self, variant: str = "token", **options: JsonValue) -> bool:
        """Open a table and sit down at it as its game master."""
        return self.client.send("open", variant=variant, options=options)

    def sit(self, table: int) -> bool:
        """Sit down at ``table`` (or, watching it, take a free seat)."""
        return self.client.send("sit", table=table)

    def watch(self, table: int) -> bool:
        """Watch ``table`` without a seat."""
        self._watching = table
        return self.client.send("watch", table=table)

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

    def take_errors(self) -> list[ServerError]:
        """What the server refused since the last call."""
        errors, self._errors = self._errors, []
        return errors

    def disconnect(self) -> None:
        """Close the connection for good."""
        self.client.close()

    # ------------------------------------------------------------------ the Session protocol

    @property
    def has_game(self) -> bool:
        """Whether a game (running or just finished) can be shown."""
        return self._table is not None

    @property
    def table(self) -> RemoteTable:
        if self._table is None:
            raise NoGameError("no game at this table yet")
        return self._table

    @property
    def people(self) -> tuple[int, ...]:
        return () if self._seat is None else (self._seat,)

    def events_after(self, cursor: int) -> tuple[Event, ...]:
        return tuple(self._events[cursor:])

    def legal_actions(self, seat: int) -> tuple[LegalAction, ...]:
        view = self._view
        if seat != self._seat or view is None or view.may_exchange is None or self._pending:
            return ()
        return (ExchangeChoice(seat, view.may_exchange),)

    def seat_view(self, seat: int) -> SeatView:
        view = self._view
        if view is None or seat != self._seat:
            raise NotYourTurnError(f"seat {seat} is not played at this screen")
        config = view.config
        return SeatView(
            seat=seat,
            hand=view.seats[seat].hand,
            rules=config.rules,
            mode=config.mode,
            target=config.tokens,
            tokens=tuple(s.tokens for s in view.seats),
            active=tuple(s.active for s in view.seats),
            order=view.order,
            exchanged=tuple(s.exchanged for s in view.seats),
            dealer=view.dealer,
            round_no=view.round_no,
        )

    def submit(self, action: Action) -> None:
        """Send a move after the checks this side can make; the server has the last word (a refusal
        arrives in `take_errors`)."""
        view = self._view
        if action.seat != self._seat or view is None:
            raise NotYourTurnError(f"seat {action.seat} is not played at this screen")
        if view.phase is not Phase.EXCHANGE:
            raise PhaseError("no round is being played")
        if view.current != action.seat or view.may_exchange is None or self._pending:
            raise NotYourTurnError("it is not your turn")
        if not isinstance(action, Exchange):
            raise InvalidCardsError("the token game knows only exchanges")
        hand = view.seats[action.seat].hand
        if len(set(action.cards)) != len(action.cards) or any(card not in hand for card in action.cards):
            raise InvalidCardsError("exchange only cards of your own hand, each once")
        if self.client.send("act", action=exchange_json(action.cards)):
            self._pending = True
        else:
            self._errors.append(ServerError("not_connected", "not connected to the server"))

    def advance(self, dt: float) -> bool:
        """Take in what arrived (never waits) and count the timers down; True if the game moved."""
        if self.seating is not None and dt > 0:
            self.seating = replace(self.seating, timers=self.seating.timers.passed(dt))
        moved = False
        for item in self.client.poll():
            if isinstance(item, StateChanged):
                self._state(item)
                continue
            try:
                moved |= self._message(item)
            except WireError as error:
                log.warning("ignored an unreadable %s message: %s", item.type, error)
        return moved

    def hurry(self) -> None:
        """The server paces the game: nothing to hurry."""

    def next_round(self) -> None:
        """This seat has seen the round's result (the server deals on when all have)."""
        self.client.send("ready")

    def close(self) -> None:
        """The screen leaves the table (the connection stays for the lobby)."""
        self.leave()

    # ------------------------------------------------------------------ what arrives

    def _state(self, change: StateChanged) -> None:
        reconnected = (
            change.state is ConnectionState.CONNECTED and self.connection is ConnectionState.RECONNECTING
        )
        self.connection = change.state
        if change.state is ConnectionState.LOST:
            self.lost_reason = change.reason
            self.lost_code = change.code
        if reconnected:
            self._pending = False
            if self._watching is not None and (self.seating is None or self.seating.me is None):
                self.client.send("watch", table=self._watching)

    def _message(self, message: ServerMessage) -> bool:
        kind, fields = message.type, message.fields
        if kind == "welcome":
            self.name = str(fields["name"])
            self.balance = int(fields["balance"])
        elif kind == "balance":
            self.balance = int(fields["balance"])
        elif kind == "error":
            self._errors.append(
                ServerError(str(fields["code"]), str(fields["message"]), fields.get("seconds"))
            )
            self._pending = False
        elif kind == "tables":
            self.tables = read_tables(fields)
        elif kind == "table":
            self._seated(read_seating(fields))
        elif kind == "gone":
            self._left()
        elif kind == "chat":
            line = read_chat(fields)
            if line.no > self._chat_seen:
                self._chat_seen = line.no
                self.chat.append(line)
        elif kind == "game":
            return self._snapshot(fields)
        elif kind == "update":
            return self._update(fields)
        return False

    def _seated(self, seating: Seating) -> None:
        if self.seating is None or self.seating.table != seating.table:
            self._chat_seen = 0
            self.chat.clear()
        self.seating = seating
        if seating.me is None:
            self._watching = seating.table

    def _left(self) -> None:
        self.seating = None
        self._watching = None
        self._table = None
        self._view = None
        self._events = []
        self._history = ()
        self.game_no = None
        self._game_table = None
        self._seat = None
        self._pending = False

    def _known(self) -> int:
        return self._base + len(self._events)

    def _snapshot(self, fields: dict[str, Any]) -> bool:
        game_no, count = int(fields["game"]), int(fields["count"])
        view = view_from_json(fields["view"])
        history = tuple(record_from_json(item, view.config) for item in _list(fields["history"]))
        same = game_no == self.game_no and int(fields["table"]) == self._game_table
        if not same:
            self.game_no = game_no
            self._game_table = int(fields["table"])
            self._base = count
            self._events = []
        seat = fields["seat"]
        if seat is not None and not (isinstance(seat, int) and 0 <= seat < len(view.seats)):
            raise WireError("game: seat is not a seat of the game")
        self._seat = seat
        self._view = view
        self._history = history
        self._table = RemoteTable(view, history)
        self._pending = False
        self._resyncing = False
        if same and count > self._known():
            self._resyncing = True
            self.client.send("resync", game=game_no, since=self._known())
        return not same

    def _update(self, fields: dict[str, Any]) -> bool:
        if (
            int(fields["game"]) != self.game_no
            or int(fields["table"]) != self._game_table
            or self._view is None
        ):
            return False
        at = int(fields["at"])
        config = self._view.config
        known = self._known()
        if at > known:
            if not self._resyncing:
                self._resyncing = True
                self.client.send("resync", game=self.game_no, since=known)
            return False
        events = [event_from_json(item, config) for item in _list(fields["events"])]
        fresh = events[known - at :]
        records = [record_from_json(item, config) for item in _list(fields["records"])]
        view = view_from_json(fields["view"])
        last = self._history[-1].round_no if self._history else 0
        self._history += tuple(record for record in records if record.round_no > last)
        self._events.extend(fresh)
        self._view = view
        self._table = RemoteTable(view, self._history)
        self._pending = False
        self._resyncing = False
        if self.seating is not None:
            self.seating = replace(self.seating, timers=read_timers(fields.get("timers")))
        return bool(fresh)


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise WireError("expected a list")
    return value
