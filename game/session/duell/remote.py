"""Duell at a network table, as the same `DuellSession` the local Duell table screen uses.

`RemoteDuellSession` is a `game.session.remote_base.RemoteBase` (the
connection, lobby, seating and timers, chat, balance, errors, and the game's
event stream with its resync after a reconnect) reading the Duell wire
format (`game.net.holdem.wire`, `duell_view`): the server's view for this
seat (or a watcher's) and its projected events, back into the engine's own
records. The server projects everything for its reader, so this session
never holds the other seat's cards before a showdown shows them.

The Duell screen plays seat 0 against seat 1 (locally: the person against
the computer). At a network table the person may sit on either seat, so
`RemoteDuellFeed` - the `DuellSession` the table screen reads - turns the
match around for the person on seat 1: every seat in the view, the events,
the legal choices and the actions is swapped, and the screen sees itself on
seat 0 (a watcher sees seat 0 there). The opponent is named (`opponent`)
instead of "Computer". A person who leaves concedes (the server's
``conceded`` event): the feed shows it as the match's end. The history is
folded from the events since the first deal that began in view
(`DealRecorder`). No Tipp at a network table (`tips`); `next_deal` tells the
server the deal's end was seen (``ready``); `close` keeps the seat.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.engine import Card, Exchange, ExchangeChoice, IllegalActionError, NotYourTurnError
from game.engine.betting import (
    AntePosted,
    BetReturned,
    BlindPosted,
    Called,
    Checked,
    Folded,
    LegalActions,
    PotAwarded,
    RaisedTo,
)
from game.engine.cards import CardParseError, parse_card
from game.engine.duell import (
    DealRecord,
    DealRecorder,
    DealStarted,
    DuellAction,
    DuellConfig,
    DuellEvent,
    DuellLegal,
    DuellPhase,
    DuellView,
    ExchangeMade,
    MatchOver,
    ShowdownShown,
)
from game.engine.duell.config import DECK_SIZES, MAX_STACK, MIN_STACK
from game.net.holdem.wire import Conceded, bet_to_json, legal_from_json, record_from_json
from game.net.protocol import WireError

from ..remote_base import NoGameError, RemoteBase

__all__ = ["RemoteDuellSession", "RemoteDuellTable", "RemoteDuellFeed", "flip_event", "NoGameError"]

#: The seat the Duell screen plays (the person's, turned around to seat 0).
PERSON = 0
_WireEvent = DuellEvent | Conceded


@dataclass(frozen=True, slots=True)
class _View:
    """The server's view of the match for this seat (``seat`` None: a watcher), as on the wire."""

    names: tuple[str, str]
    deck: int
    over: bool
    deal_no: int
    phase: DuellPhase
    first: int
    stacks: tuple[int, int]
    bets: tuple[int, int]
    pot: int
    exchanged: tuple[int | None, int | None]
    current: int | None
    seat: int | None
    hand: tuple[Card, ...]
    legal: DuellLegal | None


def _pair(value: Any, where: str, nullable: bool = False) -> tuple[Any, Any]:
    if not isinstance(value, list) or len(value) != 2:
        raise WireError(f"duell view: {where} is a pair")
    for item in value:
        if (item is None and nullable) or (isinstance(item, int) and not isinstance(item, bool)):
            continue
        raise WireError(f"duell view: {where} holds whole numbers")
    return value[0], value[1]


def view_from_json(data: Any) -> _View:
    """The ``duell_view`` object of a ``game`` or ``update`` message; `WireError` if malformed."""
    if not isinstance(data, dict):
        raise WireError("duell view: not an object")
    names = data.get("names")
    if not isinstance(names, list) or len(names) != 2 or not all(isinstance(n, str) for n in names):
        raise WireError("duell view: names are two names")
    seat = data.get("seat")
    if seat is not None and seat not in (0, 1):
        raise WireError("duell view: seat is 0, 1 or null")
    raw_phase = data.get("phase")
    try:
        phase = DuellPhase.DEAL_OVER if raw_phase == "waiting" else DuellPhase(str(raw_phase))
    except ValueError:
        raise WireError(f"duell view: no phase {raw_phase!r}") from None
    hand: tuple[Card, ...] = ()
    if data.get("hand") is not None:
        cards = data["hand"]
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise WireError("duell view: hand is a list of card names")
        try:
            hand = tuple(parse_card(c) for c in cards)
        except (CardParseError, ValueError):
            raise WireError("duell view: hand holds a text that is no card") from None
    legal: DuellLegal | None = None
    raw = data.get("legal")
    if seat is not None and isinstance(raw, dict) and "exchange" in raw:
        most = raw["exchange"]
        if not isinstance(most, int) or isinstance(most, bool) or not 0 <= most <= 5:
            raise WireError("duell view: exchange is up to 5 cards")
        legal = ExchangeChoice(seat, most)
    elif seat is not None and raw is not None:
        bets = _pair(data.get("bets"), "bets")
        legal = legal_from_json(raw, seat, opening=max(bets) == 0)
    current = data.get("current")
    if current is not None and current not in (0, 1):
        raise WireError("duell view: current is 0, 1 or null")
    for key in ("deck", "deal", "pot"):
        if isinstance(data.get(key), bool) or not isinstance(data.get(key), int):
            raise WireError(f"duell view: {key} is a whole number")
    first = data.get("first", 0)
    return _View(
        names=(names[0], names[1]),
        deck=int(data["deck"]),
        over=data.get("over") is True,
        deal_no=int(data["deal"]),
        phase=phase,
        first=first if first in (0, 1) else 0,
        stacks=_pair(data.get("stacks"), "stacks"),
        bets=_pair(data.get("bets"), "bets"),
        pot=int(data["pot"]),
        exchanged=_pair(data.get("exchanged", [None, None]), "exchanged", nullable=True),
        current=current,
        seat=seat,
        hand=hand,
        legal=legal,
    )


def _swap(pair: tuple[Any, Any], turn: bool) -> tuple[Any, Any]:
    return (pair[1], pair[0]) if turn else pair


def flip_event(event: DuellEvent, turn: bool) -> DuellEvent:
    """``event`` with its two seats swapped (``turn``), else as it is."""
    if not turn:
        return event

    def other(seat: int | None) -> int | None:
        return None if seat is None else 1 - seat

    if isinstance(event, DealStarted):
        return DealStarted(
            event.deal_no, 1 - event.first, _swap(event.stacks, turn), event.carried, _swap(event.hands, turn)
        )
    if isinstance(event, ExchangeMade):
        return ExchangeMade(1 - event.seat, event.count, event.discarded, event.drawn)
    if isinstance(event, ShowdownShown):
        return ShowdownShown(
            _swap(event.hands, turn),
            _swap(event.categories, turn),
            other(event.winner),
            event.deciding,
            event.reason,
        )
    if isinstance(event, MatchOver):
        return MatchOver(other(event.winner), other(event.loser), _swap(event.stacks, turn))
    if isinstance(event, PotAwarded):
        return PotAwarded(event.index, event.amount, tuple((1 - seat, won) for seat, won in event.shares))
    if isinstance(event, AntePosted | BlindPosted | Folded | Checked | Called | RaisedTo | BetReturned):
        return replace(event, seat=1 - event.seat)
    return event


class RemoteDuellTable:
    """The `DuellTableView` of a network match, turned so that the screen's person is seat 0."""

    def __init__(self, session: RemoteDuellSession) -> None:
        self._session = session

    @property
    def _view(self) -> _View:
        return self._session.view

    @property
    def _turn(self) -> bool:
        return self._session.turned

    def _deal(self) -> DealRecord | None:
        record = self._session.recorder.current if self._session.recorder is not None else None
        if record is None or record.deal_no != self._view.deal_no:
            return None
        return record

    @property
    def config(self) -> DuellConfig:
        return self._session.config

    @property
    def opponent(self) -> str:
        """The other seat's name (a person, not "Computer")."""
        names = self._view.names
        return names[0] if self._turn else names[1]

    @property
    def phase(self) -> DuellPhase:
        view = self._view
        if view.over:
            return DuellPhase.MATCH_OVER
        return view.phase

    @property
    def deal_no(self) -> int:
        return self._view.deal_no

    @property
    def first(self) -> int:
        return 1 - self._view.first if self._turn else self._view.first

    @property
    def current(self) -> int | None:
        current = self._view.current
        if current is None or self._view.over:
            return None
        if self._view.seat is None and current == PERSON:
            return None  # a watcher: nobody at this screen is to act (seat 1 shows its turn)
        return 1 - current if self._turn else current

    @property
    def stacks(self) -> tuple[int, int]:
        return _swap(self._view.stacks, self._turn)

    @property
    def bets(self) -> tuple[int, int]:
        return _swap(self._view.bets, self._turn)

    @property
    def pot(self) -> int:
        return self._view.pot

    @property
    def carried(self) -> int:
        record = self._deal()
        return record.carried_in if record is not None else 0

    def hand(self, seat: int) -> tuple[Card, ...]:
        view = self._view
        if seat == PERSON and view.seat is not None:
            return view.hand
        record = self._deal()
        if record is None or record.showdown is None:
            return ()
        final = record.final[seat]
        return final if final is not None else ()

    @property
    def exchanged(self) -> tuple[int | None, int | None]:
        return _swap(self._view.exchanged, self._turn)

    @property
    def showdown(self) -> ShowdownShown | None:
        record = self._deal()
        return None if record is None else record.showdown

    @property
    def history(self) -> tuple[DealRecord, ...]:
        recorder = self._session.recorder
        return () if recorder is None else recorder.records

    @property
    def is_over(self) -> bool:
        return self._view.over

    @property
    def winner(self) -> int | None:
        return self._session.result[0]

    @property
    def loser(self) -> int | None:
        return self._session.result[1]


class RemoteDuellSession(RemoteBase[DuellEvent, _View]):
    """The session of a network Duell table (see the module docstring)."""

    def __init__(self, client: Any) -> None:
        super().__init__(client)
        self.recorder: DealRecorder | None = None
        #: The events as the screen reads them (turned, from the first deal that began in view).
        self.shown_events: list[DuellEvent] = []
        self.result: tuple[int | None, int | None] = (None, None)
        self._folded = 0
        self._table = RemoteDuellTable(self)

    # ------------------------------------------------------------------ the wire
    def _read_view(self, data: Any) -> tuple[_View, int]:
        return view_from_json(data), 2

    def _read_event(self, data: Any, view: _View) -> DuellEvent:
        event: _WireEvent = record_from_json(data, _WireEvent)
        if isinstance(event, Conceded):  # the one who left lost the match: its end, as the screen knows it
            total = sum(view.stacks) + view.pot  # every chip of the match goes to the one who stayed
            stacks = (total, 0) if event.winner == 0 else (0, total)
            return MatchOver(event.winner, event.seat, stacks)
        return event

    def _read_records(self, items: list[Any], view: _View, snapshot: bool) -> None:
        """A match has no hand records (its deals are in the events)."""

    def _installed(self) -> None:
        fresh = self._events[self._folded :]
        self._folded = len(self._events)
        turn = self.turned
        for event in fresh:
            if self.recorder is None:
                if not isinstance(event, DealStarted):
                    continue
                self.recorder = DealRecorder()
            shown = flip_event(event, turn)
            self.shown_events.append(shown)
            self.recorder.add((shown,))
            if isinstance(shown, MatchOver):
                self.result = (shown.winner, shown.loser)

    def _forget(self) -> None:
        self.recorder = None
        self.shown_events = []
        self.result = (None, None)
        self._folded = 0

    # ------------------------------------------------------------------ reading
    @property
    def view(self) -> _View:
        if self._view is None:
            raise NoGameError("no game at this table yet")
        return self._view

    @property
    def seat(self) -> int | None:
        """The game seat this screen plays (None: watching)."""
        return self._seat

    @property
    def game_is_over(self) -> bool:
        return self._view is not None and self._view.over

    @property
    def turned(self) -> bool:
        """The person plays seat 1: the screen sees the match turned around."""
        return self._seat == 1

    @property
    def table(self) -> RemoteDuellTable:
        if self._view is None:
            raise NoGameError("no game at this table yet")
        return self._table

    @property
    def config(self) -> DuellConfig:
        view = self.view
        seating = self.seating
        stack = seating.options.get("stack") if seating is not None else None
        if not isinstance(stack, int) or isinstance(stack, bool):
            stack = sum(view.stacks) // 2
        name = view.names[1] if self.turned else view.names[0]
        return DuellConfig(
            name=name.strip() or "?",
            deck=view.deck if view.deck in DECK_SIZES else 32,
            stack=min(MAX_STACK, max(MIN_STACK, stack)),  # what the screen shows, never refused
        )

    def legal_actions(self, seat: int) -> DuellLegal | None:
        """What the screen's person may do now (turned to seat 0), with no move on its way."""
        if self._view is None or self._pending or self._seat is None or seat != PERSON:
            return None
        legal = self._view.legal
        if legal is None or self._view.over:
            return None
        if isinstance(legal, ExchangeChoice):
            return ExchangeChoice(PERSON, legal.max_cards)
        return LegalActions(PERSON, legal.call, legal.raise_min, legal.raise_max, legal.opening)

    def submit(self, action: DuellAction) -> None:
        """Send the person's action (seat 0 on the screen: the own seat at the server) after the
        checks this side can make; the server has the last word (`take_errors`)."""
        if self._seat is None or action.seat != PERSON:
            raise NotYourTurnError(f"seat {action.seat} is not played at this screen")
        legal = self.legal_actions(PERSON)
        if legal is None:
            raise NotYourTurnError("it is not your turn")
        if isinstance(action, Exchange):
            if not isinstance(legal, ExchangeChoice):
                raise IllegalActionError("no exchange is waiting for you")
            hand = self.view.hand
            if len(action.cards) > legal.max_cards or any(card not in hand for card in action.cards):
                raise IllegalActionError(f"exchange up to {legal.max_cards} cards of your own hand")
            self._send_action({"kind": "exchange", "cards": " ".join(map(str, action.cards))})
            return
        if not isinstance(legal, LegalActions):
            raise IllegalActionError("the exchange is waiting for you, not a bet")
        self._send_action(bet_to_json(action, legal))


class RemoteDuellFeed:
    """The `DuellSession` the Duell table screen reads at a network table (module docstring)."""

    def __init__(self, session: RemoteDuellSession) -> None:
        self.remote = session

    @property
    def table(self) -> RemoteDuellTable:
        return self.remote.table

    @property
    def person(self) -> int:
        return PERSON

    @property
    def tips(self) -> bool:
        return False  # people play each other here

    def events_after(self, cursor: int) -> tuple[DuellEvent, ...]:
        return tuple(self.remote.shown_events[cursor:])

    def legal_actions(self, seat: int) -> DuellLegal | None:
        return self.remote.legal_actions(seat)

    def seat_view(self, seat: int) -> DuellView:
        raise NotYourTurnError("no Tipp at a network table")

    def submit(self, action: DuellAction) -> None:
        self.remote.submit(action)

    def advance(self, dt: float) -> bool:
        return self.remote.advance(0.0)

    def hurry(self) -> None:
        """The server paces the match."""

    def next_deal(self) -> None:
        """The deal's end was seen: the server deals on when both have (or when its timer runs out)."""
        remote = self.remote
        if remote.has_game and remote.seat is not None and remote.table.phase is DuellPhase.DEAL_OVER:
            remote.client.send("ready")

    def close(self) -> None:
        """The table screen closes; the seat stays until the person leaves (X)."""
