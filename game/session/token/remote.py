"""A token game at a network table, as the same `Session` the table screen uses for a local game.

`RemoteSession` is a `game.session.remote_base.RemoteBase` (the connection,
lobby, seating and timers, chat, balance, errors, and the game's event
stream with its resync after a reconnect) that reads the token game's wire
format (`game.net.token.wire`). The game part is the `Session` protocol:
`table` (a `RemoteTable`, the server's view for this seat), `events_after`
(the events as this seat may see them, numbered from the moment this
session first saw the game), `legal_actions`, `seat_view`, `submit`
(checked here first, then sent; the server decides), `next_round` (sends
"seen"), `close` (leaves the table).
"""

from __future__ import annotations

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
    PhaseError,
    RoundRecord,
    RoundResult,
    SeatState,
    SeatView,
    TokenPhase,
)
from game.net.client import NetClient
from game.net.token.wire import (
    TokenView,
    event_from_json,
    exchange_json,
    record_from_json,
    view_from_json,
)

from ..remote_base import CHAT_LINES, NoGameError, RemoteBase, ServerError

__all__ = ["RemoteSession", "RemoteTable", "RemoteTableFeed", "NoGameError", "ServerError", "CHAT_LINES"]


class RemoteTable:
    """The `TableView` of a remote token game, from the server's view for this seat."""

    def __init__(self, view: TokenView, history: tuple[RoundRecord, ...]) -> None:
        self._view = view
        self._history = history

    @property
    def config(self) -> GameConfig:
        return self._view.config

    @property
    def phase(self) -> TokenPhase:
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
        return self._view.phase is TokenPhase.GAME_OVER

    @property
    def placements(self) -> tuple[tuple[int, int], ...]:
        return self._view.placements

    @property
    def winner(self) -> int | None:
        return self._view.winner

    @property
    def loser(self) -> int | None:
        return self._view.loser


class RemoteSession(RemoteBase[Event, TokenView]):
    """The table session of a network token game (see the module docstring)."""

    def __init__(self, client: NetClient) -> None:
        super().__init__(client)
        self._history: tuple[RoundRecord, ...] = ()
        self._table: RemoteTable | None = None

    # ------------------------------------------------------------------ the wire

    def _read_view(self, data: Any) -> tuple[TokenView, int]:
        view = view_from_json(data)
        return view, len(view.seats)

    def _read_event(self, data: Any, view: TokenView) -> Event:
        return event_from_json(data, view.config)

    def _read_records(self, items: list[Any], view: TokenView, snapshot: bool) -> None:
        records = tuple(record_from_json(item, view.config) for item in items)
        if snapshot:
            self._history = records
            return
        last = self._history[-1].round_no if self._history else 0
        self._history += tuple(record for record in records if record.round_no > last)

    def _installed(self) -> None:
        assert self._view is not None
        self._table = RemoteTable(self._view, self._history)

    def _forget(self) -> None:
        self._table = None
        self._history = ()

    # ------------------------------------------------------------------ the Session protocol

    @property
    def game_is_over(self) -> bool:
        return self._table is not None and self._table.is_over

    @property
    def table(self) -> RemoteTable:
        if self._table is None:
            raise NoGameError("no game at this table yet")
        return self._table

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
        if view.phase is not TokenPhase.EXCHANGE:
            raise PhaseError("no round is being played")
        if view.current != action.seat or view.may_exchange is None or self._pending:
            raise NotYourTurnError("it is not your turn")
        if not isinstance(action, Exchange):
            raise InvalidCardsError("the token game knows only exchanges")
        hand = view.seats[action.seat].hand
        if len(set(action.cards)) != len(action.cards) or any(card not in hand for card in action.cards):
            raise InvalidCardsError("exchange only cards of your own hand, each once")
        self._send_action(exchange_json(action.cards))

    def next_round(self) -> None:
        """This seat has seen the round's result (the server deals on when all have)."""
        self.client.send("ready")


class RemoteTableFeed:
    """The `Session` the token table screen reads at a network table, over a `RemoteSession`.

    The network screen around the table (`game.scenes.net.token.table`) lets the
    session's time pass (`RemoteSession.advance` with the frame's ``dt``, so
    the countdowns run once); the table's own `advance` only takes in what
    arrived meanwhile. `close` keeps the seat: leaving is the person's X.
    """

    def __init__(self, session: RemoteSession) -> None:
        self.remote = session

    @property
    def table(self) -> RemoteTable:
        return self.remote.table

    @property
    def people(self) -> tuple[int, ...]:
        return self.remote.people

    def events_after(self, cursor: int) -> tuple[Event, ...]:
        return self.remote.events_after(cursor)

    def legal_actions(self, seat: int) -> tuple[LegalAction, ...]:
        return self.remote.legal_actions(seat)

    def seat_view(self, seat: int) -> SeatView:
        return self.remote.seat_view(seat)

    def submit(self, action: Action) -> None:
        self.remote.submit(action)

    def advance(self, dt: float) -> bool:
        return self.remote.advance(0.0)

    def hurry(self) -> None:
        """The server paces the game."""

    def next_round(self) -> None:
        self.remote.next_round()

    def close(self) -> None:
        """The table screen closes; the seat stays until the person leaves (X)."""
