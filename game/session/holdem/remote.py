"""Texas Hold'em at a network table, as the same `HoldemSession` the local table screen uses.

`RemoteHoldemSession` is a `game.session.remote_base.RemoteBase` (the
connection, lobby, seating and timers, chat, balance, errors, and the game's
event stream with its resync after a reconnect) reading the Hold'em wire
format (`game.net.holdem.wire`): the server's view for this seat (or a
watcher's) and its projected events, back into the engine's own records. The
server projects everything for its reader, so this session never holds
another seat's hole cards before a showdown shows them.

`RemoteHoldemTable` is the `HoldemTableView` of it: the config is rebuilt
from the table's options and the view's names (a seat is a person's if the
table's seating says so), the pots from the view's total, the hand history
is folded from the events this session saw (`HandRecorder`, from the first
hand it saw begin), and the PHH export is the server's own hand records
(`records`: PHH and text as this seat may see them). `RemoteHoldemFeed` is
the `HoldemSession` the table screen reads: the network screen around the
table lets the session's time pass and takes in what arrived once per frame;
the table's own `advance` takes in nothing (the game could go under it); `submit` is checked here
against the legal actions the server sent, then sent (the server decides);
`next_hand` tells the server the hand's end was seen (``ready``); `close` keeps the seat.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.engine import Card, IllegalActionError, Level, NotYourTurnError
from game.engine.betting import LegalActions, Pot
from game.engine.cards import CardParseError, parse_card
from game.engine.errors import ConfigError
from game.engine.holdem import (
    GameOver,
    HandStarted,
    HoldemAction,
    HoldemConfig,
    HoldemEvent,
    HoldemPhase,
    HoldemSeat,
    HoldemView,
    Showdown,
    Street,
    Structure,
    TableFormat,
)
from game.engine.holdem.record import HandRecord, HandRecorder
from game.engine.levels import DEFAULT_LEVEL
from game.net.holdem.wire import bet_to_json, legal_from_json, record_from_json
from game.net.inbound import HandsPage
from game.net.lobby_wire import Seating
from game.net.protocol import JsonValue, WireError

from ..remote_base import NoGameError, RemoteBase
from . import HoldemOptions, TurnTimer

__all__ = [
    "RemoteHoldemSession",
    "RemoteHoldemTable",
    "RemoteHoldemFeed",
    "HandText",
    "CashView",
    "NoGameError",
]

#: The table's options a client falls back on if a table record lacks one (the server's defaults).
_DEFAULTS = {"big_blind": 20, "stack": 1500, "blind_hands": 10}
#: A network table never shows the Tipp (people play against each other here).
_OPTIONS = HoldemOptions(timer=True, hot_seat_tips=False, tips=False)


@dataclass(frozen=True, slots=True)
class HandText:
    """One finished hand as the server keeps it for this seat: PHH and a plain-text summary."""

    hand: int
    phh: str
    text: str


@dataclass(frozen=True, slots=True)
class CashView:
    """What a cash table's view adds: the stakes, who sits out, who waits for the big blind."""

    min_buy_in: int
    max_buy_in: int
    away: frozenset[int]
    waiting: frozenset[int]


@dataclass(frozen=True, slots=True)
class _View:
    """The server's view of the game for this seat (``seat`` None: a watcher)."""

    #: Per seat its player's name (None: an empty seat of a cash table).
    names: tuple[str | None, ...]
    structure: Structure
    hand_no: int
    phase: HoldemPhase
    button: int | None
    board: tuple[Card, ...]
    street: Street
    stacks: tuple[int, ...]
    bets: tuple[int, ...]
    pot: int
    live: tuple[int, ...]
    current: int | None
    blinds: tuple[int, int]
    places: dict[int, int]
    buy_in: int | None
    prizes: tuple[int, ...]
    seat: int | None
    hole: tuple[Card, Card] | None
    legal: LegalActions | None
    #: A cash table's part (None: a sit-and-go).
    cash: CashView | None = None


def _ints(value: Any, where: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise WireError(f"holdem view: {where} is a list of whole numbers")
    return tuple(value)


def _seat_or_none(value: Any, seats: int, where: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < seats:
        raise WireError(f"holdem view: {where} is a seat or null, not {value!r}")
    return value


def _cards(value: Any, where: str) -> tuple[Card, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise WireError(f"holdem view: {where} is a list of card names")
    try:
        return tuple(parse_card(v) for v in value)
    except (CardParseError, ValueError):
        raise WireError(f"holdem view: {where} holds a text that is no card") from None


def _cash_from_json(data: Any, seats: int) -> CashView:
    if not isinstance(data, dict):
        raise WireError("holdem view: cash is an object")
    low, high = data.get("min_buy_in"), data.get("max_buy_in")
    if not all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in (low, high)):
        raise WireError("holdem view: the buy-ins of a cash table are whole numbers")
    assert isinstance(low, int) and isinstance(high, int)
    if low > high:
        raise WireError("holdem view: the minimum buy-in is above the maximum")
    away, waiting = _ints(data.get("away"), "cash.away"), _ints(data.get("waiting"), "cash.waiting")
    if not all(0 <= seat < seats for seat in (*away, *waiting)):
        raise WireError("holdem view: cash seats are seats of the table")
    return CashView(low, high, frozenset(away), frozenset(waiting))


def view_from_json(data: Any) -> _View:
    """The ``holdem_view`` object of a ``game`` or ``update`` message; `WireError` if malformed."""
    if not isinstance(data, dict):
        raise WireError("holdem view: not an object")
    names = data.get("names")
    cash_table = data.get("cash") is not None
    if (
        not isinstance(names, list)
        or not all(isinstance(n, str) or (cash_table and n is None) for n in names)
        or not 2 <= len(names) <= 10
    ):
        raise WireError("holdem view: names is a list of 2 to 10 names")
    n = len(names)
    cash = _cash_from_json(data.get("cash"), n) if cash_table else None
    try:
        structure, phase = Structure(str(data.get("structure"))), HoldemPhase(str(data.get("phase")))
        street = Street(str(data.get("street")))
    except ValueError as error:
        raise WireError(f"holdem view: {error}") from None
    stacks, bets = _ints(data.get("stacks"), "stacks"), _ints(data.get("bets"), "bets")
    if len(stacks) != n or len(bets) != n:
        raise WireError("holdem view: a stack and a bet per seat")
    blinds = _ints(data.get("blinds"), "blinds")
    if len(blinds) != 2:
        raise WireError("holdem view: blinds are small and big")
    places = data.get("places")
    if not isinstance(places, dict) or not all(
        k.isdigit() and int(k) < n and isinstance(v, int) for k, v in places.items()
    ):
        raise WireError("holdem view: places maps seats to places")
    seat = _seat_or_none(data.get("seat"), n, "seat")
    hole = None if data.get("hole") is None else _cards(data.get("hole"), "hole")
    if hole is not None and len(hole) != 2:
        raise WireError("holdem view: two hole cards")
    for key in ("hand", "pot") if cash is not None else ("hand", "pot", "buy_in"):
        if isinstance(data.get(key), bool) or not isinstance(data.get(key), int):
            raise WireError(f"holdem view: {key} is a whole number")
    live = _ints(data.get("live"), "live")
    legal = None
    if seat is not None:
        legal = legal_from_json(data.get("legal"), seat, opening=max(bets) == 0)
    return _View(
        names=tuple(names),
        structure=structure,
        hand_no=int(data["hand"]),
        phase=phase,
        button=_seat_or_none(data.get("button"), n, "button"),
        board=_cards(data.get("board"), "board"),
        street=street,
        stacks=stacks,
        bets=bets,
        pot=int(data["pot"]),
        live=tuple(s for s in live if 0 <= s < n),
        current=_seat_or_none(data.get("current"), n, "current"),
        blinds=(blinds[0], blinds[1]),
        places={int(k): int(v) for k, v in places.items()},
        buy_in=None if cash is not None else int(data["buy_in"]),
        prizes=_ints(data.get("prizes"), "prizes"),
        seat=seat,
        hole=(hole[0], hole[1]) if hole is not None else None,
        legal=legal,
        cash=cash,
    )


def _option(options: dict[str, Any], key: str) -> int:
    value = options.get(key, _DEFAULTS[key])
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else _DEFAULTS[key]


class RemoteHoldemTable:
    """The `HoldemTableView` of a network Hold'em table for this session's seat (or a watcher)."""

    def __init__(self, session: RemoteHoldemSession) -> None:
        self._session = session

    @property
    def _view(self) -> _View:
        return self._session.view

    @property
    def config(self) -> HoldemConfig:
        return self._session.config

    @property
    def phase(self) -> HoldemPhase:
        return self._view.phase

    @property
    def hand_no(self) -> int:
        return self._view.hand_no

    @property
    def seated(self) -> tuple[HoldemSeat | None, ...]:
        if self._view.cash is None:
            return self.config.seats
        return tuple(None if name is None else HoldemSeat(name, True) for name in self._view.names)

    @property
    def waiting(self) -> dict[int, bool]:
        cash = self._view.cash  # a sit-and-go: nobody sits down during the game
        return {} if cash is None else {seat: False for seat in sorted(cash.waiting)}

    @property
    def sitting_out(self) -> frozenset[int]:
        cash = self._view.cash
        return frozenset() if cash is None else cash.away

    @property
    def cash(self) -> CashView | None:
        """A cash table's stakes and seats (None: a sit-and-go)."""
        return self._view.cash

    @property
    def button(self) -> int | None:
        return self._view.button

    @property
    def blinds(self) -> tuple[int, int]:
        return self._view.blinds

    @property
    def current(self) -> int | None:
        return self._view.current if self._view.phase is HoldemPhase.BETTING else None

    @property
    def street(self) -> Street:
        return self._view.street

    @property
    def board(self) -> tuple[Card, ...]:
        return self._view.board

    @property
    def stacks(self) -> tuple[int, ...]:
        return self._view.stacks

    @property
    def bets(self) -> tuple[int, ...]:
        return self._view.bets

    @property
    def pots(self) -> tuple[Pot, ...]:
        view = self._view
        middle = view.pot - sum(view.bets)
        return (Pot(middle, frozenset(view.live)),) if middle > 0 else ()

    @property
    def pot_total(self) -> int:
        return self._view.pot

    @property
    def dealt(self) -> tuple[int, ...]:
        record = self.last_hand
        view = self._view
        if record is not None and record.hand_no == view.hand_no - 1:
            return record.seats
        # a hand that began out of view: the seats with chips in it or still in it, or shown at its end
        shown = self._session.shown
        return tuple(
            seat
            for seat in range(len(view.names))
            if seat in view.live or view.bets[seat] > 0 or seat in shown
        )

    @property
    def live(self) -> tuple[int, ...]:
        return self._view.live

    def hole(self, seat: int) -> tuple[Card, Card] | None:
        view = self._view
        if seat == view.seat and view.hole is not None and view.phase is HoldemPhase.BETTING:
            return view.hole
        record = self.last_hand
        if record is not None and record.hand_no == view.hand_no - 1:
            return record.hole(seat)
        return self._session.shown.get(seat)  # a hand that began before this session saw it

    @property
    def last_hand(self) -> HandRecord | None:
        recorder = self._session.recorder
        return None if recorder is None else recorder.current

    @property
    def history(self) -> tuple[HandRecord, ...]:
        recorder = self._session.recorder
        return () if recorder is None else recorder.records

    def phh(self) -> str:
        """The server's PHH of every finished hand this seat played, sections ``[1]``, ``[2]``..."""
        return "\n".join(f"[{record.hand}]\n{record.phh.rstrip()}\n" for record in self._session.records)

    def text(self) -> str:
        """The server's plain-text summary of every finished hand, one block each."""
        return "\n\n".join(record.text for record in self._session.records)

    def reason(self, seat: int) -> str | None:
        return None  # the server's computers do not tell why

    @property
    def timer(self) -> TurnTimer | None:
        seating = self._session.seating
        view = self._view
        if seating is None or view.phase is not HoldemPhase.BETTING or view.current is None:
            return None
        timers = seating.timers
        if not timers.known or timers.move is None or timers.move_seat != view.current:
            return None
        return TurnTimer(view.current, timers.move)

    @property
    def is_over(self) -> bool:
        return self._view.phase is HoldemPhase.GAME_OVER

    @property
    def winner(self) -> int | None:
        winner = self._session.winner
        if winner is not None:
            return winner
        return next((seat for seat, place in self._view.places.items() if place == 1), None)

    @property
    def places(self) -> dict[int, int]:
        return dict(self._view.places)

    @property
    def prizes(self) -> tuple[int, ...]:
        """The prize of each paid place (first place first), in play chips."""
        return self._view.prizes

    @property
    def buy_in(self) -> int:
        return self._view.buy_in or 0


class RemoteHoldemSession(RemoteBase[HoldemEvent, _View]):
    """The session of a network Hold'em table (see the module docstring)."""

    def __init__(self, client: Any) -> None:
        super().__init__(client)
        self.recorder: HandRecorder | None = None
        #: Every finished hand the server keeps for this seat (PHH and text), in order.
        self.records: list[HandText] = []
        self.winner: int | None = None
        self._config: HoldemConfig | None = None
        self._folded = 0  # events folded into the history so far
        #: The running hand's hole cards shown at its showdown (for a hand that began out of view:
        #: a watcher or a returning player who came in mid-hand has no record of it).
        self.shown: dict[int, tuple[Card, Card]] = {}
        #: The own hands are being downloaded (`download_hands`: pages still to come).
        self.downloading = False
        self._table = RemoteHoldemTable(self)

    def _reseat_fields(self, seating: Seating, balance_before: int | None) -> dict[str, JsonValue]:
        """A cash table's seat lost (the server restarted, or the grace ran out) is taken again with
        the chips it had: what came back to the balance (its settlement returned them), else the
        stack and bet the view last showed - not the whole balance, the server's default buy-in -
        within the table's stakes and the balance."""
        if seating.variant != "holdem" or seating.options.get("format") != "cash" or seating.me is None:
            return {}
        low, high = int(str(seating.options["min_buy_in"])), int(str(seating.options["max_buy_in"]))
        view = self._view
        if balance_before is not None and self.balance is not None and self.balance > balance_before:
            chips = self.balance - balance_before
        elif view is not None and view.seat == seating.me:
            chips = view.stacks[seating.me] + view.bets[seating.me]
        else:
            return {}
        if self.balance is not None:
            high = min(high, self.balance)
        return {"buy_in": max(low, min(chips, high))}

    # ------------------------------------------------------------------ the wire
    def _read_view(self, data: Any) -> tuple[_View, int]:
        view = view_from_json(data)
        return view, len(view.names)

    def _read_event(self, data: Any, view: _View) -> HoldemEvent:
        event: HoldemEvent = record_from_json(data, HoldemEvent)
        return event

    def _read_records(self, items: list[Any], view: _View, snapshot: bool) -> None:
        if snapshot:
            self.records = []
        self._take_records(items, own=False)

    def _take_records(self, items: list[Any], own: bool) -> None:
        """Keep the hand records ``items`` once per hand, in order; ``own``: the account's own
        records (the ``hands`` download) replace what a snapshot gave of the same hand (a cash
        seat's hands from before its person sat down again come as a watcher saw them)."""
        kept = {record.hand: record for record in self.records}
        for item in items:
            if not isinstance(item, dict):
                raise WireError("holdem record: not an object")
            hand, phh, text = item.get("hand"), item.get("phh"), item.get("text")
            if not isinstance(hand, int) or not isinstance(phh, str) or not isinstance(text, str):
                raise WireError("holdem record: hand, phh and text")
            if own or hand not in kept:
                kept[hand] = HandText(hand, phh, text)
        self.records = sorted(kept.values(), key=lambda record: record.hand)

    def _installed(self) -> None:
        """A view arrived: the config follows its names, the history folds the new events."""
        view = self._view
        assert view is not None
        try:
            config = self._make_config(view)
        except ConfigError as error:  # names or options the engine refuses: no game to show
            self._view = None
            raise WireError(f"holdem view: {error}") from None
        if self._config is None or config.seats != self._config.seats:
            self._config = config
        fresh = self._events[self._folded :]
        for event in fresh:
            if isinstance(event, HandStarted):
                self.shown = {}
            elif isinstance(event, Showdown):
                self.shown.update({hand.seat: hand.hole for hand in event.shown})
        if self.recorder is None:
            first = next((i for i, e in enumerate(fresh) if isinstance(e, HandStarted)), None)
            if first is None:
                self._folded = len(self._events)
                return
            started = fresh[first]
            assert isinstance(started, HandStarted)
            self.recorder = HandRecorder(started.stacks, self._table.seated)
            fresh = fresh[first:]
        self.recorder.add(fresh)
        for event in fresh:
            if isinstance(event, GameOver):
                self.winner = event.winner
        self._folded = len(self._events)

    def _forget(self) -> None:
        self.recorder = None
        self.records = []
        self.downloading = False
        self.winner = None
        self._config = None
        self._folded = 0
        self.shown = {}

    def _cash_config(self, view: _View, cash: CashView) -> HoldemConfig:
        """A cash table's config: its seats as the view names them (the engine wants two taken: a
        seat left empty keeps the player the last config had there, or stands for itself)."""
        before = self._config.seats if self._config is not None else ()
        seats: list[HoldemSeat | None] = [
            None if name is None else HoldemSeat(name, True) for name in view.names
        ]
        names = {seat.name for seat in seats if seat is not None}
        for index, seat in enumerate(seats):
            if sum(s is not None for s in seats) >= 2:
                break
            if seat is None:
                old = before[index] if index < len(before) else None
                stand_in = (
                    old if old is not None and old.name not in names else HoldemSeat(f"#{index + 1}", True)
                )
                seats[index] = stand_in
                names.add(stand_in.name)
        return HoldemConfig(
            tuple(seats),
            structure=view.structure,
            big_blind=view.blinds[1],
            starting_stack=cash.max_buy_in,
            table_format=TableFormat.CASH,
        )

    def _make_config(self, view: _View) -> HoldemConfig:
        if view.cash is not None:
            return self._cash_config(view, view.cash)
        seating = self.seating
        options: dict[str, Any] = dict(seating.options) if seating is not None else {}
        people = {
            seat.name: seat.level
            for seat in (seating.seats if seating is not None else ())
            if seat is not None and seat.name is not None and not seat.computer
        }
        computers = [
            seat.level
            for seat in (seating.seats if seating is not None else ())
            if seat is not None and seat.computer
        ]
        seats = []
        for name in view.names:
            if name is None:
                raise WireError("holdem view: an empty seat at a sit-and-go")
            human = name in people
            level = DEFAULT_LEVEL if human or not computers else (computers.pop(0) or DEFAULT_LEVEL)
            seats.append(HoldemSeat(name, human, level if isinstance(level, Level) else DEFAULT_LEVEL))
        big = _option(options, "big_blind")
        return HoldemConfig(
            tuple(seats),
            structure=view.structure,
            big_blind=big,
            starting_stack=max(_option(options, "stack"), 10 * big),
            table_format=TableFormat.SIT_AND_GO,
            blind_hands=_option(options, "blind_hands"),
        )

    # ------------------------------------------------------------------ reading
    @property
    def view(self) -> _View:
        if self._view is None:
            raise NoGameError("no game at this table yet")
        return self._view

    @property
    def config(self) -> HoldemConfig:
        if self._config is None:
            raise NoGameError("no game at this table yet")
        return self._config

    @property
    def table(self) -> RemoteHoldemTable:
        if self._view is None:
            raise NoGameError("no game at this table yet")
        return self._table

    @property
    def viewer(self) -> int | None:
        return self._seat

    @property
    def game_is_over(self) -> bool:
        return self._view is not None and self._view.phase is HoldemPhase.GAME_OVER

    def legal_actions(self, seat: int) -> LegalActions | None:
        """What ``seat`` may bet now: only this screen's seat, on its turn, with no move on its way."""
        if self._view is None or self._pending or seat != self._seat:
            return None
        return self._view.legal

    # ------------------------------------------------------------------ the own hands
    def download_hands(self) -> bool:
        """Ask the server for every finished hand of this game the account played (``hands``, page
        by page until the last): they join `records`, which the PHH and text exports write. False
        when there is nothing to ask (no game, a watcher of a sit-and-go) or no connection."""
        view = self._view
        if view is None or (self._seat is None and view.cash is None) or self.downloading:
            return False
        self.downloading = self.client.send("hands", **{"from": 0})
        return self.downloading

    def _hands_page(self, record: HandsPage) -> bool:
        if record.game != self.game_no or record.table != self._game_table or self._view is None:
            return False
        self._take_records(list(record.hands), own=True)
        if record.next is not None and self.downloading:
            self.downloading = self.client.send("hands", **{"from": record.next})
        else:
            self.downloading = False
        return False

    # ------------------------------------------------------------------ a cash table's seat
    def sit_out(self) -> bool:
        """Sit out at a cash table: the seat and stack are kept, no cards, no blinds (during a hand:
        from its end on)."""
        return self.client.send("act", action={"kind": "sit_out"})

    def sit_in(self, post: bool) -> bool:
        """Come back after sitting out: post a big blind to play at once (``post``) or wait for it."""
        return self.client.send("act", action={"kind": "sit_in", "post": post})

    def post_now(self) -> bool:
        """Waiting for the big blind as a newcomer: post one after all and play the next hand."""
        return self.client.send("act", action={"kind": "sit_in", "post": True})

    def top_up(self, chips: int) -> bool:
        """Bring ``chips`` more from the balance (between hands; asked during a hand: at its end)."""
        return self.client.send("act", action={"kind": "top_up", "chips": chips})

    # ------------------------------------------------------------------ moves
    def submit(self, action: HoldemAction) -> None:
        """Send a betting action after the checks this side can make (each the engine's refusal);
        the server has the last word (a refusal arrives in `take_errors`)."""
        if self._seat is None or action.seat != self._seat:
            raise NotYourTurnError(f"seat {action.seat} is not played at this screen")
        legal = self.legal_actions(action.seat)
        if legal is None:
            raise NotYourTurnError("it is not your turn")
        self._send_action(bet_to_json(action, legal))

    _HANDLERS: ClassVar[dict[type, Any]] = {**RemoteBase._HANDLERS, HandsPage: _hands_page}


class RemoteHoldemFeed:
    """The `HoldemSession` the Hold'em table screen reads at a network table (module docstring)."""

    def __init__(self, session: RemoteHoldemSession) -> None:
        self.remote = session

    @property
    def table(self) -> RemoteHoldemTable:
        return self.remote.table

    @property
    def people(self) -> tuple[int, ...]:
        return self.remote.people

    @property
    def viewer(self) -> int | None:
        return self.remote.viewer

    @property
    def options(self) -> HoldemOptions:
        return _OPTIONS

    def events_after(self, cursor: int) -> tuple[HoldemEvent, ...]:
        return self.remote.events_after(cursor)

    def legal_actions(self, seat: int) -> LegalActions | None:
        return self.remote.legal_actions(seat)

    def seat_view(self, seat: int) -> HoldemView:
        raise NotYourTurnError("no Tipp at a network table")

    def reveal(self, seat: int) -> None:
        """One person at this screen: their cards show anyway."""

    def submit(self, action: HoldemAction) -> None:
        self.remote.submit(action)

    def advance(self, dt: float, speed: float = 1.0) -> bool:
        """Nothing to take in here: the network screen around the table takes in what arrived
        once per frame, before it checks the game is still there - a read in the middle of the
        table's update could drop the game under it (a watcher's after a server restart)."""
        return False

    def hurry(self) -> None:
        """The server paces the game."""

    def next_hand(self) -> None:
        """This seat has seen the hand's end: the server deals on when every person has (or when
        its round timer runs out)."""
        remote = self.remote
        if remote.has_game and remote.viewer is not None and remote.table.phase is HoldemPhase.BETWEEN_HANDS:
            remote.client.send("ready")

    def close(self) -> None:
        """The table screen closes; the seat stays until the person leaves (X)."""

    @property
    def seats_open(self) -> bool:
        return False  # a sit-and-go: the seats are the lobby's business

    @property
    def watching(self) -> bool:
        return self.remote.viewer is None

    def sit_down(self, seat: int, player: HoldemSeat, post: bool) -> None:
        raise IllegalActionError("seats are taken in the lobby at a network table")

    def stand_up(self, seat: int) -> None:
        raise IllegalActionError("leave a network table with X")
