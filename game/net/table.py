"""One network table: a task that owns its game and is the only authority on it.

Everything that concerns a table - sitting down, standing up, watching,
leaving, the game master's start, moves, the "seen the result" of the token
game, chat, a dropped or returning connection, a timer running out - arrives
as one item in the table's inbox and is handled by the table's own task, one
at a time, so no two changes ever interleave. The rules come from the
variant's adapter (`game.net.variant`); the table keeps the seats, the game
master (`game.net.master` rules: the first to sit, passed on after every
game, when the master drops out of a game, and after the master timer), the
timers (`game.net.timers`), the ledger entries of a chip variant, and sends
every member its own projection of what happened (`game.net.fanout`).
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, cast

from game.engine import IllegalActionError, Level
from game.engine.deck import RandomSource

from .accounts import Account
from .clock import Alarm, Clock
from .fanout import game_text, update_texts
from .ledger import Forfeit, GameClosed, Ledger, LedgerError, Move, Payout, Stake
from .moderation import BLOCK_SECONDS, Moderation, VoteState
from .protocol import (
    HANDS_PAGE,
    HANDS_PAGE_CHARS,
    Act,
    Away,
    BankNow,
    Chat,
    ClientMessage,
    Close,
    ErrorCode,
    Hands,
    JsonObject,
    JsonValue,
    Kick,
    Leave,
    ProtocolError,
    Ready,
    Request,
    Resync,
    Sit,
    Stand,
    Start,
    Vote,
    VoteKick,
    Watch,
    WireError,
    check_chat,
    encode,
    encode_value,
    error_message,
)
from .stats import Counted, Tally, holdem_hand, people_places
from .timers import Deadlines, Timers, seconds_left
from .variant import (
    CashGame,
    ChipForfeit,
    ChipMove,
    ChipPayout,
    ChipStake,
    RunningGame,
    SeatPlayer,
    Variant,
)

__all__ = [
    "Peer",
    "Table",
    "TableContext",
    "Dropped",
    "Rebind",
    "Banned",
    "Hold",
    "Lost",
    "CHAT_KEPT",
    "MAX_WATCHERS",
]

log = logging.getLogger(__name__)

#: Chat lines a newcomer is shown (the seed's message area holds ten).
CHAT_KEPT = 10
#: Watchers per table (each costs a projection per update).
MAX_WATCHERS = 50
#: Computer moves in a row before the table gives the people a turn (a safety net, never reached).
_MAX_AUTO_MOVES = 10_000


class Peer(Protocol):
    """A logged-in connection as a table sees it."""

    account: Account | None
    #: The table this connection is at; the server sets it when routing, the table clears it.
    table: Table | None

    def send(self, text: str) -> None:
        """Queue ``text`` for this connection (never blocks)."""
        ...


@dataclass(frozen=True, slots=True)
class Dropped:
    """A connection closed."""

    peer: Peer


@dataclass(frozen=True, slots=True)
class Banned:
    """The operator banned ``account``: its seat here is given up at once (by the rule of leaving),
    not kept for a return that cannot come."""

    account: int


@dataclass(frozen=True, slots=True)
class Shut:
    """The operator closes the table (``tokenpoker-server admin close``) for ``reason``."""

    reason: str


@dataclass(frozen=True, slots=True)
class Rebind:
    """A player logged in again (``peer`` is the new connection): give back the seat."""

    peer: Peer


@dataclass(frozen=True, slots=True)
class Hold:
    """A seat reservation for the account ``account``: a player another node of the room sent here
    (``redirect``) and who is on the way to ``redeem`` it. A free seat (``seat`` if it is free) is
    kept for that account for ``seconds``: nobody else sits there meanwhile, and the lobby counts it
    taken. It ends when the account sits down here (on that seat), or when the time runs out. No
    chip moves for it: a cash table's buy-in is taken when the player sits."""

    account: int
    seat: int | None
    seconds: float


@dataclass(frozen=True, slots=True)
class Lost:
    """Another node of the room took this node for dead (it was blocked longer than the room's
    alive timeout), settled the table's running game and adopted the table: give it up here."""


@dataclass(frozen=True, slots=True)
class _Tick:
    """A timer may have run out."""


@dataclass(frozen=True, slots=True)
class _Stop:
    """The server shuts down."""


_Item = tuple[Peer, Request] | Dropped | Rebind | Shut | Banned | Hold | Lost | _Tick | _Stop


@dataclass(frozen=True, slots=True)
class TableContext:
    """What a table needs from the server."""

    clock: Clock
    timers: Timers
    ledger: Ledger
    rng: Callable[[], RandomSource]
    #: (account, table or None): where an account sits, for reconnecting.
    seated: Callable[[Account, Table | None], None]
    #: Where an account holds a seat now (the lobby's record), or None.
    sits_at: Callable[[Account], Table | None]
    #: The table closed (nobody left).
    closed: Callable[[Table], None]
    #: The opener of a table number (account id, name), None if unknown (`game.net.private`).
    opener: Callable[[int], tuple[int, str] | None] = lambda number: None
    #: The table's row in the lobby's list of tables changed (`Table.summary`).
    changed: Callable[[], None] = lambda: None
    #: Keep a removal block in the database: (table, account, until - wall clock).
    keep_block: Callable[[int, int, float], None] = lambda number, account, ends: None
    #: The kept blocks of a table at a time (wall clock): account -> until (wall clock).
    kept_blocks: Callable[[int, float], dict[int, float]] = lambda number, now: {}


@dataclass(slots=True)
class _Person:
    """A person on a seat; ``peer`` None while the connection is lost (grace period)."""

    account: Account
    peer: Peer | None
    #: Marked away: the timer makes the moves at once.
    away: bool = False
    #: Cash table: the chips brought to the table (before the session starts).
    buy_in: int = 0


@dataclass(slots=True)
class _Player:
    """A seat of the running game."""

    name: str
    account: Account | None  # None: a computer
    auto: bool  # a computer plays it (a computer seat, or its person left)
    #: Its person left while still in the game (a computer played on): the game is not theirs to
    #: count in the profile (one who left after dropping out of it, e.g. bust, still finished it).
    quit: bool = False


def _as_cash(game: RunningGame | None) -> CashGame | None:
    """``game`` if it is a cash session (`CashGame`), else None."""
    return cast(CashGame, game) if getattr(game, "cash", False) else None


class Table:
    """A network table (see the module docstring). Start its task with `run`."""

    def __init__(
        self,
        number: int,
        variant: Variant,
        options: JsonObject,
        context: TableContext,
        reopened: bool = False,
        opener: int | None = None,
    ) -> None:
        self.number = number
        #: Opened again after a server restart, with empty seats: waits `Timers.reopen` for people.
        self.reopened = reopened
        #: The account that opened the table (it may `close` it while nobody is seated).
        self.opener = opener
        self.variant = variant
        self.options = options
        self._ctx = context
        self.inbox: asyncio.Queue[_Item] = asyncio.Queue()
        self._loop = asyncio.get_running_loop()
        computers = variant.computers(options)
        seats = variant.seats_for(options) if hasattr(variant, "seats_for") else variant.max_seats
        people = seats - len(computers)
        self._slots: list[_Person | Level | None] = [None] * people
        self._slots.extend(computers)
        self._watchers: dict[Peer, None] = {}
        #: Seats held for players on their way here (`Hold`): seat -> account id (the ends are
        #: in ``self._deadlines.held``).
        self._holds: dict[int, int] = {}
        self.master: int | None = None
        self.game: RunningGame | None = None
        self.game_no = 0
        self.running = False
        self._players: list[_Player] = []
        self._ledger_game: int | None = None
        self._ready: set[int] = set()
        self._published = 0  # events sent to everybody
        self._records = 0  # finished rounds sent
        #: The profiles' counts of the running game not yet written (`game.net.stats`), the
        #: rounds counted so far, and the accounts dealt into the running round.
        self._counted = Counted()
        self._rounds_counted = 0
        self._dealt: tuple[int, ...] = ()
        self._over_counted = False
        self._move_key: tuple[int, int] | None = None
        #: Time bank seconds left per game seat (variants with `time_bank`), and the seat using it now.
        self._banks: dict[int, float] = {}
        self._banking: int | None = None
        #: When the seconds of the running time bank began (or begin) to count.
        self._bank_from = 0.0
        self._deadlines = Deadlines()
        self._alarm: Alarm | None = None
        self._alarm_at: float | None = None
        self._chat: deque[JsonObject] = deque(maxlen=CHAT_KEPT)
        self._chat_no = 0
        self.closed = False
        #: The table's row in the lobby's list as last reported (`TableContext.changed`).
        self._listed: JsonObject | None = None
        #: Removal by the opener or by vote, and who may not sit here for a while (the blocks
        #: kept in the database: a restart or a room's node adopting the table keeps them).
        self.moderation = Moderation()
        now, wall = self._now(), context.clock.wall()
        for account, ends in context.kept_blocks(number, wall).items():
            self.moderation.restore(account, now + (ends - wall))

    # ------------------------------------------------------------------ the task

    def post(self, item: _Item) -> None:
        """Hand the table an item (from the event loop's thread)."""
        self.inbox.put_nowait(item)

    def stop(self) -> None:
        """End the task after what is queued (server shutdown)."""
        self.post(_Stop())

    async def run(self) -> None:
        """Handle the inbox until the table closes."""
        if self.reopened:
            self._deadlines.reopen = self._now() + self._ctx.timers.reopen
        else:
            self._deadlines.master = self._master_deadline(self._now())
        self._schedule()
        while not self.closed:
            item = await self.inbox.get()
            if isinstance(item, _Stop):
                break
            try:
                self._handle(item)
            except GameClosed as error:  # settled by another node, which holds the table now
                log.warning("table %d: %s - another node of the room settled it", self.number, error)
                self._give_up()
            except Exception:  # a bug must not take the table (and its people) down with it
                log.exception("table %d: error while handling %r", self.number, item)
                if isinstance(item, tuple):
                    item[0].send(
                        error_message(ErrorCode.INTERNAL, "the server could not do that", item[1].ref)
                    )
            self._schedule()
            self._report_row()
        if self._alarm is not None:
            self._alarm.cancel()
        if self.closed:
            self._turn_away()

    def _report_row(self) -> None:
        """Tell the lobby if the table's row in its list changed (seats, a game, watchers): a move
        that changes none of it costs no look at the whole list of tables."""
        row = self.summary()
        if row != self._listed:
            self._listed = row
            self._ctx.changed()

    def _turn_away(self) -> None:
        """Answer what reached the inbox while the table closed (a sit, a returning player): the
        table is gone, so those connections are at no table and are told so."""
        while not self.inbox.empty():
            item = self.inbox.get_nowait()
            if isinstance(item, tuple):
                peer, request = item
                if peer.table is self:
                    peer.table = None
                peer.send(error_message(ErrorCode.NO_TABLE, f"table {self.number} has closed", request.ref))
            elif isinstance(item, Rebind):
                if item.peer.table is self:
                    item.peer.table = None
                item.peer.send(encode("gone", table=self.number, reason="removed"))

    def _handle(self, item: _Item) -> None:
        if isinstance(item, _Tick):
            self._tick()
        elif isinstance(item, Dropped):
            self._dropped(item.peer)
        elif isinstance(item, Rebind):
            self._rebind(item.peer)
        elif isinstance(item, Shut):
            self._shut(item.reason)
        elif isinstance(item, Banned):
            self._banned(item.account)
        elif isinstance(item, Hold):
            self._hold(item)
        elif isinstance(item, Lost):
            self._give_up()
        elif isinstance(item, tuple):
            peer, request = item
            try:
                self._request(peer, request.message)
            except ProtocolError as error:
                peer.send(error_message(error.code, str(error), request.ref, error.seconds))

    def _now(self) -> float:
        return self._ctx.clock.now()

    def _schedule(self) -> None:
        when = None if self.closed else self._deadlines.earliest()
        if when == self._alarm_at:
            return
        if self._alarm is not None:
            self._alarm.cancel()
        self._alarm_at = when
        self._alarm = None if when is None else self._ctx.clock.call_at(when, self._wake)

    def _wake(self) -> None:
        # may run on any thread (a ManualClock's caller): hand over to the loop
        self._loop.call_soon_threadsafe(self.inbox.put_nowait, _Tick())

    # ------------------------------------------------------------------ reading

    @property
    def ledger_game(self) -> int | None:
        """The ledger's number of the running game of a chip variant, else None."""
        return self._ledger_game

    def _seat_of(self, account: Account) -> int | None:
        for index, slot in enumerate(self._slots):
            if isinstance(slot, _Person) and slot.account.id == account.id:
                return index
        return None

    def _people(self) -> list[tuple[int, _Person]]:
        return [(i, slot) for i, slot in enumerate(self._slots) if isinstance(slot, _Person)]

    def _game_seat(self, account: Account | None) -> int | None:
        if account is None:
            return None
        for seat, player in enumerate(self._players):
            if player.account is not None and player.account.id == account.id and not player.auto:
                return seat
        return None

    def _members(self) -> list[tuple[Peer, int | None]]:
        """Every connection at the table with the game seat whose projection it reads."""
        members = [(slot.peer, self._game_seat(slot.account)) for _, slot in self._people() if slot.peer]
        members.extend((peer, None) for peer in self._watchers)
        return members

    def _publish(self, at: int, records_from: int, members: list[tuple[Peer, int | None]]) -> None:
        assert self.game is not None
        texts = update_texts(
            self.number,
            self.game_no,
            self.game,
            (seat for _, seat in members),
            at,
            records_from,
            self._timers_json(),
        )
        for peer, seat in members:
            peer.send(texts[seat])

    def summary(self) -> JsonObject:
        """The table as the lobby lists it."""
        return {
            "table": self.number,
            "variant": self.variant.name,
            "options": self.options,
            "seats": sum(1 for slot in self._slots if slot is not None) + len(self._holds),
            "max_seats": len(self._slots),
            "running": self.running,
            "spectators": len(self._watchers),
        }

    def _timers_json(self) -> JsonObject:
        now, d = self._now(), self._deadlines
        move: JsonValue = None
        if d.move is not None and self.game is not None and self.game.current is not None:
            running: JsonObject = {"seat": self.game.current, "seconds": seconds_left(d.move, now)}
            if self._has_bank():
                running["bank"] = self._banking == self.game.current  # the seconds are the time bank's
            move = running
        if self._has_bank():
            banks: JsonObject = {
                str(seat): seconds_left(now + left, now) for seat, left in sorted(self._banks.items())
            }
            return {**self._base_timers(now, move), "banks": banks}
        return self._base_timers(now, move)

    def _has_bank(self) -> bool:
        return bool(getattr(self.variant, "time_bank", False))

    def _base_timers(self, now: float, move: JsonValue) -> JsonObject:
        d = self._deadlines
        return {
            "master": None if d.master is None else seconds_left(d.master, now),
            "move": move,
            "restart": None if d.restart is None else seconds_left(d.restart, now),
            "round": None if d.round is None else seconds_left(d.round, now),
            "grace": {str(seat): seconds_left(moment, now) for seat, moment in d.grace.items()},
        }

    def _table_json(self) -> JsonObject:
        seats: list[JsonValue] = []
        for slot in self._slots:
            if slot is None:
                seats.append(None)
            elif isinstance(slot, _Person):
                seats.append(
                    {
                        "name": slot.account.name,
                        "computer": False,
                        "level": None,
                        "connected": slot.peer is not None,
                        "playing": self._game_seat(slot.account) is not None and self.running,
                        "away": slot.away,
                    }
                )
            else:
                seats.append(
                    {
                        "name": None,
                        "computer": True,
                        "level": slot.value,
                        "connected": True,
                        "playing": self.running,
                    }
                )
        return {
            "table": self.number,
            "variant": self.variant.name,
            "options": self.options,
            "seats": seats,
            "master": self.master,
            "running": self.running,
            "game": self.game_no or None,
            "spectators": len(self._watchers),
            "timers": self._timers_json(),
            "opener": opener[1] if (opener := self._ctx.opener(self.number)) else None,
            "vote": vote.to_json(self._now()) if (vote := self.moderation.vote) else None,
        }

    def _send_table(self) -> None:
        """Every member's ``table`` message (each with its own ``me``)."""
        data = self._table_json()
        for index, slot in self._people():
            if slot.peer is not None:
                slot.peer.send(encode("table", **data, me=index))
        if self._watchers:
            text = encode("table", **data, me=None)
            for peer in self._watchers:
                peer.send(text)

    # ------------------------------------------------------------------ chat and notices

    def _line(
        self, kind: str, name: str | None, text: str | None, code: str | None, args: JsonObject | None
    ) -> JsonObject:
        self._chat_no += 1
        return {
            "table": self.number,
            "no": self._chat_no,
            "kind": kind,
            "name": name,
            "text": text,
            "code": code,
            "args": args,
        }

    def _broadcast_line(self, line: JsonObject) -> None:
        self._chat.append(line)
        text = encode("chat", **line)
        for peer, _ in self._members():
            peer.send(text)

    def _notice(self, code: str, **args: JsonValue) -> None:
        """A [SYSTEM] line to everybody at the table."""
        self._broadcast_line(self._line("system", None, None, code, args))

    def _info(self, peer: Peer | None, code: str, **args: JsonValue) -> None:
        """An [INFO] line for one person."""
        if peer is not None:
            peer.send(encode("chat", **self._line("info", None, None, code, args)))

    # ------------------------------------------------------------------ requests

    def _request(self, peer: Peer, message: ClientMessage) -> None:
        account = peer.account
        assert account is not None, "the server routes only logged-in connections"
        if isinstance(message, Sit):
            self._sit(peer, account, message.seat, message.buy_in, message.post)
        elif isinstance(message, Watch):
            self._watch(peer)
        elif isinstance(message, Stand):
            self._stand(peer, account)
        elif isinstance(message, Leave):
            self._leave(peer, account)
        elif self._seat_of(account) is None and peer not in self._watchers:
            raise ProtocolError(ErrorCode.NOT_AT_TABLE, "you are not at this table")
        elif isinstance(message, Chat):
            self._broadcast_line(self._line("user", account.name, check_chat(message.text), None, None))
        elif isinstance(message, Start):
            self._start(account)
        elif isinstance(message, Act):
            self._act(account, message.action)
        elif isinstance(message, Ready):
            self._seen(account)
        elif isinstance(message, Resync):
            self._resync(peer, account, message)
        elif isinstance(message, (Kick, VoteKick, Vote, Away)):
            self._moderate(account, message)
        elif isinstance(message, Close):
            self._close_by_opener(account)
        elif isinstance(message, BankNow):
            self._use_bank(account)
        elif isinstance(message, Hands):
            self._hands(peer, account, message.start)
        else:
            raise ProtocolError(ErrorCode.UNKNOWN_TYPE, "not a table request")

    def _replay_chat(self, peer: Peer) -> None:
        """The last chat lines, for somebody coming (back) to the table (numbered: no doubles)."""
        for line in self._chat:
            peer.send(encode("chat", **line))

    def _send_game(self, peer: Peer) -> None:
        """The game as ``peer`` may see it, if the table has one (running or just finished)."""
        if self.game is not None:
            peer.send(game_text(self.number, self.game_no, self.game, self._game_seat(peer.account)))

    def _sit(
        self,
        peer: Peer,
        account: Account,
        wanted: int | None = None,
        buy_in: int | None = None,
        post: bool = False,
    ) -> None:
        if self._seat_of(account) is not None:
            raise ProtocolError(ErrorCode.AT_TABLE, "you already sit at this table")
        elsewhere = self._ctx.sits_at(account)
        if elsewhere is not None and elsewhere is not self:  # one seat per account, whatever races
            raise ProtocolError(ErrorCode.AT_TABLE, f"leave table {elsewhere.number} first")
        try:
            self.moderation.check_sit(account.id, self.number, self._now())
        except ProtocolError:
            if peer.table is self and peer not in self._watchers:
                peer.table = None
            raise
        cash = self._cash_game()
        held = self._unhold(account.id)  # the reservation ends here, whatever comes of the sit
        free = held if held is not None and self._slots[held] is None and self._free(held, cash) else None
        if free is None:
            open_seats = self._open_seats(cash)
            free = wanted if wanted in open_seats else next(iter(open_seats), None)
        if free is None:
            if peer.table is self and peer not in self._watchers:
                peer.table = None
            if self._holds:
                raise ProtocolError(
                    ErrorCode.TABLE_FULL,
                    f"all {len(self._slots)} seats are taken or held for players on their way here "
                    f"(a hold ends within {self._hold_left()} seconds)",
                )
            raise ProtocolError(ErrorCode.TABLE_FULL, f"all {len(self._slots)} seats are taken")
        chips = self._buy_in(peer, account, buy_in) if self._is_cash() else 0
        if peer not in self._watchers:
            self._replay_chat(peer)
        self._watchers.pop(peer, None)
        self._slots[free] = _Person(account, peer, buy_in=chips)
        peer.table = self
        self._ctx.seated(account, self)
        if self.master is None:
            self._set_master(free)
        if self._is_cash():  # and the chips brought
            self._notice("sat", name=account.name, seat=free, chips=chips)
        else:
            self._notice("sat", name=account.name, seat=free)
        if cash is not None:
            self._cash_sit(free, account, chips, post)
        self._send_table()
        self._send_game(peer)
        self._start_if_full()

    # ------------------------------------------------------------------ seat reservations

    def _open_seats(self, cash: CashGame | None) -> list[int]:
        """The seats anybody may take now: empty, free at a cash table, held for nobody."""
        return [
            i
            for i, slot in enumerate(self._slots)
            if slot is None and self._free(i, cash) and i not in self._holds
        ]

    def _hold(self, hold: Hold) -> None:
        """Keep a seat for a player on the way here (`Hold`); none if the table has none free (the
        player is told ``table_full`` on arrival, as without the hold) or holds one for it already."""
        if self._holds and hold.account in self._holds.values():
            return
        if any(person.account.id == hold.account for _, person in self._people()):
            return
        if self.moderation.blocked(hold.account, self._now()) is not None:
            return  # removed from this table a short while ago: no seat for it
        open_seats = self._open_seats(self._cash_game())
        if not open_seats:
            log.info("table %d: no free seat to hold for account %d", self.number, hold.account)
            return
        seat = hold.seat if hold.seat in open_seats else open_seats[0]
        self._holds[seat] = hold.account
        self._deadlines.held[seat] = self._now() + hold.seconds

    def _unhold(self, account: int) -> int | None:
        """End ``account``'s seat reservation here; the seat it held (None: none)."""
        seat = next((seat for seat, holder in self._holds.items() if holder == account), None)
        if seat is not None:
            del self._holds[seat]
            self._deadlines.held.pop(seat, None)
        return seat

    def _hold_left(self) -> int:
        """Whole seconds until the first seat reservation here ends."""
        now = self._now()
        return min((seconds_left(end, now) for end in self._deadlines.held.values()), default=0)

    # ------------------------------------------------------------------ cash tables

    def _is_cash(self) -> bool:
        cash_for = getattr(self.variant, "cash_for", None)
        return bool(cash_for(self.options)) if cash_for is not None else False

    def _cash_game(self) -> CashGame | None:
        """The running cash session, if this is a cash table with one."""
        return _as_cash(self.game) if self.running else None

    @staticmethod
    def _free(seat: int, cash: CashGame | None) -> bool:
        """A seat left during a cash hand is free once the hand is over."""
        return cash is None or cash.seat_free(seat)

    def _buy_in(self, peer: Peer, account: Account, wanted: int | None) -> int:
        """The chips a person brings to a cash table (checked against the stakes and the balance)."""
        low, high = int(str(self.options["min_buy_in"])), int(str(self.options["max_buy_in"]))
        ledger, wall = self._ctx.ledger, self._ctx.clock.wall()
        balance = ledger.balance(account.holder)
        if balance < max(low, wanted or 0):
            granted = ledger.fresh_stack(account, max(low, wanted or 0), wall)
            if granted:
                balance += granted
                self._info(peer, "fresh_stack", chips=granted)
                self._send_balance(account, peer)
        chips = min(high, balance) if wanted is None else wanted
        if not low <= chips <= high:
            raise ProtocolError(
                ErrorCode.BAD_FIELD, f"the buy-in at this table is {low} to {high} chips, not {chips}"
            )
        if chips > balance:
            raise ProtocolError(ErrorCode.ILLEGAL, f"your balance holds {balance} chips, not {chips}")
        return chips

    def _cash_sit(self, seat: int, account: Account, chips: int, post: bool) -> None:
        """A person sits down at a running cash session: dealt in at the next hand (or the big blind)."""
        game = self._cash_game()
        assert game is not None
        waiting = game.waiting_for_players
        before = game.event_count
        self._players[seat] = _Player(account.name, account, False)
        if self._has_bank():
            self._banks[seat] = self._ctx.timers.bank
        game.sit(seat, account.name, account.holder, chips, post)
        if waiting and not game.waiting_for_players:
            self._deal_on()  # the table waited for a second player: deal now
        else:
            self._after_change(before)

    def _start_cash(self) -> None:
        """Two people sit at a cash table: the session starts, the first to sit has the button."""
        people = {
            index: (slot.account.name, slot.account.holder, slot.buy_in) for index, slot in self._people()
        }
        if len(people) < 2:
            raise ProtocolError(ErrorCode.TOO_FEW, "a hand needs at least two players")
        start_cash: Callable[..., CashGame] = getattr(self.variant, "new_cash_game")  # noqa: B009
        ledger = self._ctx.ledger
        button = self.master if self.master is not None else min(people)
        game = start_cash(len(self._slots), people, self.options, self._ctx.rng(), button, ledger.balance)
        self._ledger_game = ledger.open_game(self.number, self.variant.name, self._ctx.clock.wall())
        self.game = game
        self._players = [
            _Player(slot.account.name, slot.account, False)
            if isinstance(slot, _Person)
            else _Player("", None, True)
            for slot in self._slots
        ]
        self.game_no += 1
        self.running = True
        self._ready.clear()
        self._published = game.event_count
        self._records = 0
        self._new_count()
        self._move_key = None
        self._banking = None
        self._banks = (
            {seat: self._ctx.timers.bank for seat in range(len(self._slots))} if self._has_bank() else {}
        )
        self._deadlines.master = None
        self._deadlines.restart = None
        self._notice("started", game=self.game_no)
        for peer, seat in self._members():
            peer.send(game_text(self.number, self.game_no, game, seat))
        game.next_round()
        self._after_change(0)
        self._send_table()

    def _start_if_full(self) -> None:
        """A variant that starts by itself when every seat is taken (a sit-and-go, a Duell) does
        so now; a cash table starts its session as soon as two people sit."""
        if self._is_cash():
            if not self.running and len(self._people()) >= 2:
                self._start_cash()
            return
        full = all(slot is not None for slot in self._slots)
        starts = getattr(self.variant, "starts_when_full", None)
        if not full or self.running or starts is None or not starts(self.options) or self.master is None:
            return
        person = self._slots[self.master]
        assert isinstance(person, _Person)
        self._deadlines.restart = None
        try:
            self._start(person.account)
        except ProtocolError:
            pass  # fewer than two could pay: each was told ("cannot_pay"); the master may start later

    def _watch(self, peer: Peer) -> None:
        if peer in self._watchers:
            return
        if peer.account is not None and self._seat_of(peer.account) is not None:
            # a seat and a watcher at once would get every update twice, once as a watcher sees it
            raise ProtocolError(ErrorCode.AT_TABLE, "you sit at this table: stand up to watch it")
        if len(self._watchers) >= MAX_WATCHERS:
            if peer.table is self:
                peer.table = None
            raise ProtocolError(ErrorCode.TABLE_FULL, f"this table has {MAX_WATCHERS} watchers already")
        self._replay_chat(peer)
        self._watchers[peer] = None
        peer.table = self
        self._send_table()
        self._send_game(peer)

    def _stand(self, peer: Peer, account: Account) -> None:
        seat = self._seat_of(account)
        if seat is None:
            raise ProtocolError(ErrorCode.NOT_SEATED, "you do not sit at this table")
        if len(self._watchers) >= MAX_WATCHERS:  # the seat is kept
            raise ProtocolError(
                ErrorCode.TABLE_FULL, f"this table has {MAX_WATCHERS} watchers already: stay seated or leave"
            )
        self._vacate(seat, "stood")
        self._watchers[peer] = None
        peer.table = self
        # the notices of the stand ("stood", a game master passed on) went out while this person
        # was neither seated nor watching: the chat's last lines (numbered: the client takes each
        # once), so their panel ends with the newest lines, not the ones before
        self._replay_chat(peer)
        self._send_table()
        # the update that freed the seat went out before this person watched: the game as a
        # watcher sees it now (a cash table's free seat, a sit-and-go's seat folding on)
        self._send_game(peer)

    def _leave(self, peer: Peer, account: Account) -> None:
        seat = self._seat_of(account)
        if seat is not None:
            self._vacate(seat, "left")
        self._watchers.pop(peer, None)
        if peer.table is self or peer.table is None:
            peer.table = None
        peer.send(encode("gone", table=self.number, reason="left"))
        self._send_table()
        self._close_if_empty()

    def _vacate(self, seat: int, why: str, **args: JsonValue) -> None:
        """The person of ``seat`` gives it up (stood, left, removed after the grace period, kicked)."""
        person = self._slots[seat]
        assert isinstance(person, _Person)
        self._slots[seat] = None
        self._deadlines.grace.pop(seat, None)
        self._ctx.seated(person.account, None)
        self._notice(why, name=person.account.name, **args)
        game_seat = self._game_seat(person.account)
        if game_seat is not None and self.running and self.game is not None:
            before = self.game.event_count
            player = self._players[game_seat]
            player.auto = True
            player.quit = self.game.in_game(game_seat)
            self.game.remove(game_seat)
            left = getattr(self.variant, "left_notice", None)  # what a variant says of a seat left
            if _as_cash(self.game) is not None:
                pass  # the seat folds and is freed at the hand's end: "stood" or "left" says it all
            elif left is not None:
                self._notice(left, name=person.account.name)
            elif self.game.in_game(game_seat):  # the token game: a computer plays the seat on
                self._notice("replaced", name=person.account.name)
            self._after_change(before)
        if self.master == seat:
            self._pass_master(seat)

    # ------------------------------------------------------------------ moderation, away

    def _away(self, account: Account | None) -> bool:
        seat = None if account is None else self._seat_of(account)
        slot = None if seat is None else self._slots[seat]
        return isinstance(slot, _Person) and slot.away

    def _seat_named(self, name: str) -> int:
        key = name.casefold()
        for seat, person in self._people():
            if person.account.name.casefold() == key:
                return seat
        raise ProtocolError(ErrorCode.NOT_SEATED, f"{name} does not sit at this table")

    def _moderate(self, account: Account, message: Kick | VoteKick | Vote | Away) -> None:
        """Away or back, removal by the opener, a vote to remove (`game.net.moderation`)."""
        mine = self._seat_of(account)
        if mine is None and not isinstance(message, Kick):
            raise ProtocolError(ErrorCode.NOT_SEATED, "you do not sit at this table")
        if isinstance(message, Away):
            person = self._slots[mine] if mine is not None else None
            assert isinstance(person, _Person)
            if person.away != message.away:
                person.away = message.away
                self._notice("away" if message.away else "here", name=account.name)
                self._move_key = None  # the move timer counts anew: at once when away
                self._arm_move_timer()
                self._send_table()
            return
        now = self._now()
        if isinstance(message, Vote):
            self._decided(self.moderation.cast(account.id, message.yes))
            return
        reason = check_chat(message.reason)
        seat = self._seat_named(message.name)
        target = self._slots[seat]
        assert isinstance(target, _Person)
        if target.account.id == account.id:
            raise ProtocolError(ErrorCode.ILLEGAL, "you cannot remove yourself: leave the table")
        if isinstance(message, Kick):
            opener = self._ctx.opener(self.number)
            if opener is None or opener[0] != account.id:
                raise ProtocolError(ErrorCode.NOT_OPENER, "only the table's opener removes players")
            if self.running and self._game_seat(target.account) is not None:
                raise ProtocolError(ErrorCode.RUNNING, "a player is removed between games: wait for the end")
            self._remove(seat, reason, account.name)
            return
        voters = frozenset(p.account.id for _, p in self._people() if p.account.id != target.account.id)
        vote = self.moderation.start(
            target.account.id, target.account.name, account.id, account.name, reason, voters, now
        )
        self._deadlines.vote = vote.ends
        self._notice("vote", name=vote.name, by=account.name, reason=reason, needed=vote.needed)
        self._decided(vote)

    def _decided(self, vote: VoteState) -> None:
        """After a say: remove on a majority, end a vote that cannot pass, else show the count."""
        if vote.passed or vote.lost:
            self.moderation.vote = None
            self._deadlines.vote = None
        if vote.passed:
            seat = next((i for i, p in self._people() if p.account.id == vote.target), None)
            if seat is not None:
                self._remove(seat, vote.reason, None)
                return
        elif vote.lost:
            self._notice("vote_failed", name=vote.name)
        self._send_table()

    def _remove(self, seat: int, reason: str, by: str | None) -> None:
        """Remove the person of ``seat`` (``by`` the opener, None: by vote): the seat given up by the
        rule of leaving, told everybody with the reason, no seat here for 30 minutes."""
        person = self._slots[seat]
        assert isinstance(person, _Person)
        self.moderation.block(person.account.id, self._now())
        self._ctx.keep_block(self.number, person.account.id, self._ctx.clock.wall() + BLOCK_SECONDS)
        if by is None:
            self._vacate(seat, "voted_out", reason=reason)
        else:
            self._vacate(seat, "kicked", reason=reason, by=by)
        peer = person.peer
        if peer is not None:
            if peer.table is self:
                peer.table = None
            # the notice went to the table without them (no longer seated): theirs, with the reason
            if by is None:
                self._info(peer, "voted_out", name=person.account.name, reason=reason)
            else:
                self._info(peer, "kicked", name=person.account.name, reason=reason, by=by)
            peer.send(encode("gone", table=self.number, reason="kicked"))
        if self.moderation.vote is None:
            self._deadlines.vote = None
        self._send_table()
        self._close_if_empty()

    def _close_by_opener(self, account: Account) -> None:
        """The opener closes the table while nobody sits at it: the watchers are told it is gone."""
        if self.opener is None or account.id != self.opener:
            raise ProtocolError(ErrorCode.NOT_MASTER, "only the person who opened the table closes it")
        if self._people():
            raise ProtocolError(ErrorCode.RUNNING, "people sit at this table: it closes when nobody does")
        for peer in list(self._watchers):
            if peer.table is self:
                peer.table = None
            peer.send(encode("gone", table=self.number, reason="closed"))
        self._watchers.clear()
        if self.running and self._ledger_game is not None:  # (a session ends when its last person goes)
            self._ctx.ledger.recover_game(self._ledger_game, self._now())
        self.closed = True
        self._ctx.closed(self)

    def _free_seat(self, seat: int, person: _Person, orbits: int) -> None:
        """A cash table frees the seat of a person who sat out too long: they watch on (or, at a
        table full of watchers, are told they are gone)."""
        peer = person.peer
        if peer is not None and len(self._watchers) < MAX_WATCHERS:
            self._watchers[peer] = None  # before the seat goes: the notice reaches them
        self._vacate(seat, "freed", orbits=orbits)
        if peer is not None and peer not in self._watchers:
            if peer.table is self:
                peer.table = None
            peer.send(encode("gone", table=self.number, reason="removed"))
        self._send_table()

    def _close_if_empty(self) -> None:
        if self._people() or self._watchers or self._holds:  # (a held seat's player is on the way)
            return
        if self.running and self._ledger_game is not None:
            self._ctx.ledger.recover_game(self._ledger_game, self._now())
        self.closed = True
        self._ctx.closed(self)

    def _shut(self, reason: str) -> None:
        """Close the table now (the operator): the running game settled by the rule of a table that
        closes (`Ledger.recover_game`: every stake of the unfinished round back), everybody told."""
        self._notice("shut", reason=reason)
        if self.running and self._ledger_game is not None:
            self._ctx.ledger.recover_game(self._ledger_game, self._now())
            for _, person in self._people():
                self._send_balance(person.account, person.peer)
        self._empty()

    def _give_up(self) -> None:
        """Another node of the room took this node for dead (blocked longer than the room's alive
        timeout), settled the running game by the rule (every bet returned) and adopted the table,
        which lives there now with empty seats: give it up here. Nothing more is written for that
        game (the ledger refuses it: `GameClosed`); a game this node opened since is its own and is
        settled by the same rule; everybody is told and sent their balance; the stored table is
        left to its new node."""
        if self.closed:
            return
        self._notice("moved")
        log.warning("table %d: given up - it lives on another node of the room now", self.number)
        if self.running and self._ledger_game is not None:
            try:
                self._ctx.ledger.recover_game(self._ledger_game, self._now())
            except GameClosed:
                pass  # settled already, by the other node
        for _, person in self._people():
            self._send_balance(person.account, person.peer)
        self._empty()

    def _empty(self) -> None:
        """Close the table with everybody at it told (``gone``: closed) - the game is settled."""
        self.running = False
        self._ledger_game = None
        self._holds.clear()
        members = self._members()
        for _, person in self._people():
            self._ctx.seated(person.account, None)
        self._slots = [None if isinstance(slot, _Person) else slot for slot in self._slots]
        self._watchers.clear()
        for peer, _ in members:
            if peer.table is self:
                peer.table = None
            peer.send(encode("gone", table=self.number, reason="closed"))
        self.closed = True
        self._ctx.closed(self)

    def _banned(self, account: int) -> None:
        """The operator banned ``account`` (its connection is being closed): its seat goes now, by
        the rule of leaving, so the table and every lobby show it free (it stood taken, its person
        "without connection", for the whole grace period)."""
        for seat, person in self._people():
            if person.account.id == account:
                peer = person.peer
                self._vacate(seat, "left")
                if peer is not None and peer.table is self:
                    peer.table = None
                self._send_table()
                self._close_if_empty()
                return

    def _resync(self, peer: Peer, account: Account, message: Resync) -> None:
        game = self.game
        if game is None:
            raise ProtocolError(ErrorCode.NO_GAME, "there is no game at this table")
        if message.game != self.game_no or message.since > game.event_count:
            peer.send(game_text(self.number, self.game_no, game, self._game_seat(account)))
            return
        self._publish(message.since, game.history_len, [(peer, self._game_seat(account))])

    # ------------------------------------------------------------------ connections

    def _dropped(self, peer: Peer) -> None:
        self._watchers.pop(peer, None)
        for index, slot in self._people():
            if slot.peer is peer:
                slot.peer = None
                self._deadlines.grace[index] = self._now() + self._ctx.timers.grace
                self._notice("dropped", name=slot.account.name)
                break
        self._send_table()
        self._close_if_empty()

    def _rebind(self, peer: Peer) -> None:
        assert peer.account is not None
        seat = self._seat_of(peer.account)
        if seat is None:
            if peer.table is self:
                peer.table = None
            peer.send(encode("gone", table=self.number, reason="removed"))
            return
        person = self._slots[seat]
        assert isinstance(person, _Person)
        returning = person.peer is None
        person.peer = peer
        peer.table = self
        self._deadlines.grace.pop(seat, None)
        self._replay_chat(peer)
        if returning:
            self._notice("back", name=person.account.name)
        self._send_table()
        self._send_game(peer)

    # ------------------------------------------------------------------ the game master

    def _set_master(self, seat: int | None) -> None:
        changed = seat != self.master
        self.master = seat
        self._deadlines.master = None if seat is None or self.running else self._master_deadline(self._now())
        if seat is not None and changed and not self._is_cash():  # nobody leads a cash table's game
            person = self._slots[seat]
            assert isinstance(person, _Person)
            self._notice("master", name=person.account.name)

    def _master_deadline(self, now: float) -> float | None:
        """When the game master's time to start runs out (passed on), from ``now``; None at a cash
        table: its session starts by itself as soon as two people sit, nobody starts it."""
        return None if self._is_cash() else now + self._ctx.timers.master

    def _pass_master(self, after: int | None) -> None:
        """The next person after seat ``after`` (in seat order; during a game: one still in it)."""
        people = self._people()
        if self.running:
            people = [
                (i, p)
                for i, p in people
                if (seat := self._game_seat(p.account)) is not None and self._in_game(seat)
            ]
        if not people:
            self._set_master(None if not self._people() else self._people()[0][0])
            return
        start = -1 if after is None else after
        ordered = sorted(people, key=lambda item: (item[0] <= start, item[0]))
        self._set_master(ordered[0][0])

    def _in_game(self, seat: int) -> bool:
        return self.game is not None and self.game.in_game(seat)

    # ------------------------------------------------------------------ the game

    def _start(self, account: Account) -> None:
        seat = self._seat_of(account)
        if seat is None or seat != self.master:
            raise ProtocolError(ErrorCode.NOT_MASTER, "only the game master starts a game")
        if self.running:
            raise ProtocolError(ErrorCode.RUNNING, "a game is running")
        if self._is_cash():
            self._start_cash()  # (it starts by itself with two people: here only to say why not)
            return
        now = self._now()
        if self._deadlines.restart is not None and now < self._deadlines.restart:
            left = seconds_left(self._deadlines.restart, now)
            raise ProtocolError(ErrorCode.WAIT, f"the next game can start in {left} seconds", left)
        if sum(1 for slot in self._slots if slot is not None) < 2:
            raise ProtocolError(ErrorCode.TOO_FEW, "a game needs at least two players")
        players, accounts = self._gather()
        if len(players) < 2:
            raise ProtocolError(ErrorCode.TOO_FEW, "fewer than two players can pay the ante")
        rng = self._ctx.rng()
        ledger_game = None
        if self._ante():
            ledger_game = self._ctx.ledger.open_game(self.number, self.variant.name, self._ctx.clock.wall())
        self.game = self.variant.new_game(players, self.options, rng)
        self._ledger_game = ledger_game
        self._players = [_Player(p.name, a, p.computer) for p, a in zip(players, accounts)]
        self.game_no += 1
        self.running = True
        self._ready.clear()
        self._published = self.game.event_count  # the snapshots below hold these events
        self._records = 0
        self._new_count()
        self._move_key = None
        self._banking = None
        self._banks = (
            {seat: self._ctx.timers.bank for seat in range(len(players))} if self._has_bank() else {}
        )
        self._deadlines.master = None
        self._deadlines.restart = None
        self._notice("started", game=self.game_no)
        for peer, seat in self._members():
            peer.send(game_text(self.number, self.game_no, self.game, seat))
        self.game.next_round()  # the first deal (and ante): everybody sees it as events
        self._note_dealt()
        self._after_change(0)  # the chips are booked, computers move
        self._send_table()

    def _ante(self) -> int:
        """The play chips a person needs to join a game here (a variant may set it per table)."""
        ante_for = getattr(self.variant, "ante_for", None)
        return int(ante_for(self.options)) if ante_for is not None else self.variant.ante

    def _gather(self) -> tuple[list[SeatPlayer], list[Account | None]]:
        """The players of a new game in seat order; people who cannot pay the ante sit out."""
        ante, ledger, wall = self._ante(), self._ctx.ledger, self._ctx.clock.wall()
        players: list[SeatPlayer] = []
        accounts: list[Account | None] = []
        taken = {slot.account.name.casefold() for slot in self._slots if isinstance(slot, _Person)}
        number = 0
        for index, slot in enumerate(self._slots):
            if isinstance(slot, _Person):
                balance = ledger.balance(slot.account.holder) if ante else 0
                if balance < ante:
                    granted = ledger.fresh_stack(slot.account, ante, wall)
                    if granted:
                        balance += granted
                        self._info(slot.peer, "fresh_stack", chips=granted)
                        self._send_balance(slot.account, slot.peer)
                if balance < ante:
                    self._info(slot.peer, "cannot_pay", ante=ante)
                    self._notice("sits_out", name=slot.account.name)
                    continue
                players.append(
                    SeatPlayer(slot.account.name, slot.account.holder, None, balance, index == self.master)
                )
                accounts.append(slot.account)
            elif isinstance(slot, Level):
                number += 1
                while f"computer {number}" in taken:
                    number += 1
                players.append(SeatPlayer(f"Computer {number}", None, slot))
                accounts.append(None)
        return players, accounts

    def _act(self, account: Account, action: JsonObject) -> None:
        game = self.game
        seat = self._game_seat(account)
        if game is None or not self.running:
            raise ProtocolError(ErrorCode.NO_GAME, "no game is running")
        if seat is None:
            raise ProtocolError(ErrorCode.NOT_PLAYING, "you do not play in this game")
        before = game.event_count
        try:
            game.act(seat, action)
        except WireError as error:
            raise ProtocolError(ErrorCode.BAD_FIELD, str(error)) from None
        except IllegalActionError as error:
            raise ProtocolError(ErrorCode.ILLEGAL, str(error)) from None
        self._after_change(before)
        if self.running and game is self.game and game.event_count == before:  # a cash table's seat
            self._publish(self._published, self._records, self._members())  # change: shown at once

    def _seen(self, account: Account) -> None:
        seat = self._game_seat(account)
        if self.game is None or not self.running or not self.game.round_over or seat is None:
            return  # late or superfluous: nothing to do, nothing to refuse
        self._ready.add(seat)
        if self._waiting_for() <= self._ready:
            self._deal_on()

    def _waiting_for(self) -> set[int]:
        """The game seats whose people must have seen the result before the next round."""
        waiting = set()
        for seat, player in enumerate(self._players):
            if player.auto or player.account is None or not self._in_game(seat):
                continue
            index = self._seat_of(player.account)
            person = None if index is None else self._slots[index]
            if isinstance(person, _Person) and person.peer is not None:
                waiting.add(seat)
        return waiting

    def _deal_on(self) -> None:
        assert self.game is not None
        before = self.game.event_count
        self._deadlines.round = None
        self._ready.clear()
        self._refill_banks()
        self.game.next_round()
        self._note_dealt()
        self._after_change(before)

    def _after_change(self, before: int) -> None:
        """After the game moved (its events from number ``before`` on are new): computers and
        left seats act, the chips are booked, everybody is told."""
        game = self.game
        assert game is not None
        moves = 0
        while not game.is_over and (seat := game.current) is not None and self._players[seat].auto:
            game.act_computer(seat)
            moves += 1
            if moves > _MAX_AUTO_MOVES:  # pragma: no cover - a variant bug; do not spin forever
                log.error("table %d: computers keep moving", self.number)
                break
        self._book(before)
        self._arm_move_timer()
        if game.round_over and not game.is_over and self._deadlines.round is None:
            # armed before the update goes out, so its timers carry the next round's countdown
            pause = self._ctx.timers.round if self._waiting_for() else self._ctx.timers.round_computers
            self._deadlines.round = self._now() + pause
        if game.event_count > self._published:
            self._publish(self._published, self._records, self._members())
            self._published = game.event_count
            self._records = game.history_len
        if game.is_over:
            self._end_game()
            return
        if (cash := _as_cash(game)) is not None:
            for seat in cash.take_freed():  # sat out too long: the seat is freed
                person = self._slots[seat]
                if isinstance(person, _Person):
                    self._free_seat(seat, person, cash.away_orbits)
            if game is not self.game or not self.running:
                return
        if self.master is not None and not self._master_in_game():
            self._pass_master(self.master)
            self._send_table()

    def _master_in_game(self) -> bool:
        person = None if self.master is None else self._slots[self.master]
        if not isinstance(person, _Person):
            return False
        seat = self._game_seat(person.account)
        return seat is not None and self._in_game(seat)

    def _arm_move_timer(self) -> None:
        game = self.game
        seat = None if game is None or not self.running else game.current
        if seat is None or self._players[seat].auto:
            self._settle_bank()
            self._deadlines.move = None
            self._move_key = None
            return
        assert game is not None
        key = (seat, game.event_count)
        if key != self._move_key:
            self._move_key = key
            self._settle_bank()
            timers = self._ctx.timers
            if self._away(self._players[seat].account):
                self._deadlines.move = self._now()  # away: the timeout move at once, no time bank
            else:
                self._deadlines.move = self._now() + (timers.quick_move if self._has_bank() else timers.move)

    def _settle_bank(self) -> None:
        """The seat that used its time bank has moved (or the game went on): it keeps what is left
        (the seconds of the bank not yet begun are left too, when it asked for the bank early)."""
        if self._banking is not None and self._deadlines.move is not None:
            self._banks[self._banking] = max(0.0, self._deadlines.move - max(self._now(), self._bank_from))
        self._banking = None

    def _run_bank(self, seat: int, start: float, left: float, now: float) -> None:
        """The time bank of ``seat`` runs: its ``left`` seconds count from ``start`` on."""
        self._banks[seat] = 0.0
        self._banking = seat
        self._bank_from = start
        self._deadlines.move = start + left
        seconds = seconds_left(start + left, max(now, start))  # the bank's own seconds
        self._notice("time_bank", name=self._players[seat].name, seconds=seconds)

    def _use_bank(self, account: Account) -> None:
        """The player asks for the time bank on its turn: its seconds come on top of the move timer."""
        game, seat = self.game, self._game_seat(account)
        if not self._has_bank():
            raise ProtocolError(ErrorCode.ILLEGAL, "this game has no time bank")
        if game is None or not self.running:
            raise ProtocolError(ErrorCode.NO_GAME, "no game is running")
        if seat is None:
            raise ProtocolError(ErrorCode.NOT_PLAYING, "you do not play in this game")
        if game.current != seat or self._deadlines.move is None:
            raise ProtocolError(ErrorCode.ILLEGAL, "the time bank is used on your turn")
        if self._banking == seat:
            raise ProtocolError(ErrorCode.ILLEGAL, "your time bank runs already")
        left = self._banks.get(seat, 0.0)
        if left <= 0:
            raise ProtocolError(ErrorCode.ILLEGAL, "your time bank is empty")
        self._run_bank(seat, self._deadlines.move, left, self._now())
        self._send_table()

    def _hands(self, peer: Peer, account: Account, start: int) -> None:
        """The player's own finished hands of the running (or last) game, one page from ``start``."""
        game = self.game
        seat = self._history_seat(account)
        if game is None:
            raise ProtocolError(ErrorCode.NO_GAME, "there is no game at this table")
        hands_of = getattr(game, "hands_of", None)  # a cash session: the account's hands on any seat
        if seat is None and hands_of is None:
            raise ProtocolError(ErrorCode.NOT_PLAYING, "you did not play in this table's game")
        total = game.history_len
        start = min(start, total)
        page: list[JsonValue] = []
        size = 0
        pager = getattr(game, "history_page", None)  # a variant that can read one page alone
        if hands_of is not None:
            records, end = hands_of(account.holder, start, HANDS_PAGE)
        elif pager is not None:
            records, end = pager(seat, start, HANDS_PAGE)
        else:
            records = game.history_json(seat, start)[:HANDS_PAGE]
            end = start + len(records)
        for record in records:
            size += len(encode_value(record))
            if page and size > HANDS_PAGE_CHARS:
                last = page[-1]  # the page ends after the last record sent
                end = (
                    int(str(last["hand"])) if isinstance(last, dict) and "hand" in last else start + len(page)
                )
                break
            page.append(record)
        peer.send(
            encode(
                "hands",
                table=self.number,
                game=self.game_no,
                total=total,
                hands=page,
                next=end if end < total else None,
                **{"from": start},
            )
        )

    def _history_seat(self, account: Account) -> int | None:
        """The game seat ``account`` played (also after it left the game: its hands stay its own)."""
        for seat, player in enumerate(self._players):
            if player.account is not None and player.account.id == account.id:
                return seat
        return None

    def _refill_banks(self) -> None:
        """After a hand (deal): every time bank gains `Timers.bank_refill` seconds, up to `Timers.bank`."""
        timers = self._ctx.timers
        for seat, left in self._banks.items():
            self._banks[seat] = min(timers.bank, left + timers.bank_refill)

    def _book(self, before: int) -> None:
        """Write the chip movements of the events after ``before`` to the ledger, with the
        profiles' counts of the rounds finished meanwhile (`game.net.stats`: written in the
        same transaction as the chips; a game without chips writes them by themselves)."""
        game = self.game
        if game is None:
            return
        self._count_rounds()
        counted = None if self._counted.empty else self._counted
        if self._ledger_game is None:
            if counted is not None:
                self._ctx.ledger.write_extra(counted, self._ctx.clock.wall())
                self._counted = Counted()
            return
        moves = game.chip_moves(before)
        if not moves and not game.is_over:
            return  # (a sit-and-go's hands wait for its prizes: written with them)
        booked: list[Move] = [self._ledger_move(move) for move in moves]
        try:
            self._ctx.ledger.record(
                self._ledger_game,
                booked,
                self._ctx.clock.wall(),
                "played" if game.is_over else None,
                counted,
            )
        except GameClosed:
            raise  # settled by another node: the table is given up (`run`), no fault here
        except LedgerError:
            log.exception("table %d: the ledger refused the game's chip movements", self.number)
            raise
        self._counted = Counted()
        for account in {self._players[m.seat].account for m in moves if not isinstance(m, ChipForfeit)}:
            if account is not None:
                index = self._seat_of(account)
                slot = None if index is None else self._slots[index]
                self._send_balance(account, slot.peer if isinstance(slot, _Person) else None)

    def _new_count(self) -> None:
        """A game starts: nothing of it counted yet (a refunded game's counts are never written)."""
        self._counted = Counted()
        self._rounds_counted = 0
        self._dealt = ()
        self._over_counted = False

    def _note_dealt(self) -> None:
        """A round was dealt: the people in it (their hand counts when it ends; Hold'em reads its
        own log instead)."""
        game = self.game
        assert game is not None
        self._dealt = tuple(
            player.account.id
            for seat, player in enumerate(self._players)
            if player.account is not None and not player.auto and game.in_game(seat)
        )

    def _count_rounds(self) -> None:
        """Count the rounds finished since the last look, and the game if it is over."""
        game = self.game
        assert game is not None
        variant, counted = self.variant.name, self._counted
        hand_log = getattr(game, "hand_log", None)  # Hold'em: the figures come from its events
        while self._rounds_counted < game.history_len:
            if hand_log is not None:
                events, holders = hand_log(self._rounds_counted)
                for seat, tally in holdem_hand(events).items():
                    holder = holders.get(seat)
                    if holder is not None and holder.startswith("p:"):
                        counted.count(int(holder[2:]), variant, tally)
            else:
                for account in self._dealt:
                    counted.count(account, variant, Tally(hands=1))
            self._rounds_counted += 1
        if game.is_over and _as_cash(game) is None and not self._over_counted:
            self._over_counted = True
            accounts = [None if p.account is None else p.account.id for p in self._players]
            for person, player in zip(accounts, self._players):
                if person is not None and not player.quit:  # at the table when it ended
                    counted.count(person, variant, Tally(games=1))
            final_places = getattr(game, "final_places", None)  # a sit-and-go: places and ratings
            if final_places is not None:
                people = people_places(final_places(), accounts)
                counted.places.extend(people)
                counted.rated.extend(people)

    def _ledger_move(self, move: ChipMove) -> Move:
        if isinstance(move, ChipForfeit):
            return Forfeit(move.amount, move.memo)
        account = self._players[move.seat].account
        assert account is not None, "computers play without chips"
        if isinstance(move, ChipStake):
            return Stake(account.holder, move.amount, move.memo)
        assert isinstance(move, ChipPayout)
        return Payout(account.holder, move.amount, move.memo)

    def _send_balance(self, account: Account, peer: Peer | None) -> None:
        if peer is not None:
            peer.send(encode("balance", balance=self._ctx.ledger.balance(account.holder)))

    def _end_game(self) -> None:
        self.running = False
        self._ledger_game = None
        now = self._now()
        self._deadlines.move = None
        self._deadlines.round = None
        self._deadlines.restart = now + self._ctx.timers.restart
        self._over_notice()
        self._pass_master(self.master)
        self._send_table()

    def _over_notice(self) -> None:
        """[SYSTEM] the game is over: who won (and the pot), as everybody at the table saw it."""
        assert self.game is not None
        outcome = self.game.outcome()
        names: list[JsonValue] = [self._players[seat].name for seat in outcome.winners]
        if outcome.pot is not None and names:
            self._notice("over_pot", game=self.game_no, names=names, chips=outcome.pot)
        elif outcome.pot:
            self._notice("over_lost", game=self.game_no, chips=outcome.pot)
        elif names:
            self._notice("over_won", game=self.game_no, names=names)
        else:
            self._notice("over", game=self.game_no)

    # ------------------------------------------------------------------ timers

    def _tick(self) -> None:
        now = self._now()
        d = self._deadlines
        changed = False
        for seat in d.due_holds(now):  # nobody came for the held seat: anybody may take it
            holder = self._holds.pop(seat, None)
            log.info("table %d: the seat reservation of account %s ran out", self.number, holder)
        for seat in d.due_graces(now):
            person = self._slots[seat]
            if isinstance(person, _Person) and person.peer is None:
                self._vacate(seat, "removed")
                changed = True
        ran_out = d.move  # the time bank runs on from this moment, however late the clock rang
        if d.due("move", now) and self.game is not None and self.running:
            mover = self.game.current
            if mover is None or self._banking == mover or self._away(self._players[mover].account):
                left = 0.0  # an away player does not spend the time bank
            else:
                left = self._banks.get(mover, 0.0)
            if mover is not None and left > 0:
                self._banks[mover] = 0.0
            if mover is not None and ran_out is not None and ran_out + left > now:
                self._run_bank(mover, ran_out, left, now)  # the time bank runs on by itself
                changed = True
            elif mover is not None:
                self._banking = None
                self._notice("timeout", name=self._players[mover].name)
                before = self.game.event_count
                self._move_key = None
                self.game.act_timeout(mover)
                self._after_change(before)
        if d.due("round", now) and self.game is not None and self.running and self.game.round_over:
            self._deal_on()
        if d.due("master", now) and self.master is not None and not self.running:
            self._pass_master(self.master)
            if self._deadlines.master is None:
                self._deadlines.master = self._master_deadline(now)
            changed = True
        if d.due("restart", now):
            changed = True
        if d.due("vote", now):
            ended = self.moderation.expired(now)
            if ended is not None:
                self._notice("vote_failed", name=ended.name)
                changed = True
        d.due("reopen", now)  # a reopened table nobody came to closes below
        if changed:
            self._send_table()
        self._close_if_empty()
