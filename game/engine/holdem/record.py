"""The public record of Hold'em hands, folded from the events one viewer may see.

`HandRecorder` reads an event stream (`HoldemGame.events_for(viewer)`, or the
whole log for the statistics) and keeps one `HandRecord` per hand: the
button, the blinds, every seat's chips before and after, the hole cards the
stream shows (None for a hidden hand), every betting action with its street
and amount (blinds, time-outs and returned bets included), the board, the
showdown and each pot's payout, who went bust or took a fresh stack, and
who sat on each seat then (players sit down and leave at a cash table).
Since it only sees the events it is given, a record built from projected
events holds no card its viewer may not see: the hand history (Verlauf) and
the statistics are built from these records.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from ..betting.events import (
    BetReturned,
    Blind,
    BlindPosted,
    Called,
    Checked,
    Folded,
    PotAwarded,
    RaisedTo,
)
from ..cards import Card
from .config import HoldemSeat
from .events import (
    BoardDealt,
    Busted,
    HandOver,
    HandStarted,
    HoldemEvent,
    HoleCards,
    SeatLeft,
    SeatTaken,
    Showdown,
    StackTaken,
    Street,
    TimedOut,
)

__all__ = ["ActionKind", "ActionLine", "HandRecord", "HandRecorder"]


class ActionKind(StrEnum):
    """The kinds of `ActionLine` (string values, so a record reads like the history)."""

    SMALL_BLIND = "small-blind"
    BIG_BLIND = "big-blind"
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    TIMEOUT = "timeout"
    RETURNED = "returned"


@dataclass(frozen=True, slots=True)
class ActionLine:
    """One step of the betting: ``added`` chips put in (returned: given back), ``to`` the seat's
    bet in the round after a bet or raise."""

    street: Street
    seat: int
    kind: ActionKind
    added: int = 0
    to: int = 0
    all_in: bool = False


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One hand as its viewer saw it (a hidden hole card is None)."""

    hand_no: int
    button: int
    #: The seats dealt in, ascending.
    seats: tuple[int, ...]
    blinds: tuple[int, int]
    #: Every seat's chips before the hand (index = seat of the table).
    stacks_before: tuple[int, ...]
    holes: tuple[tuple[int, tuple[Card, Card] | None], ...] = ()
    board: tuple[Card, ...] = ()
    lines: tuple[ActionLine, ...] = ()
    showdown: Showdown | None = None
    awarded: tuple[PotAwarded, ...] = ()
    #: Every seat's chips after the hand (None while it runs).
    stacks_after: tuple[int, ...] | None = None
    busted: tuple[Busted, ...] = ()
    #: Who sat on each seat of the table during the hand (None: empty; () when not told).
    players: tuple[HoldemSeat | None, ...] = ()

    def name(self, seat: int) -> str:
        """The name of the player on ``seat`` during the hand ('' for an empty or unknown seat)."""
        player = self.players[seat] if 0 <= seat < len(self.players) else None
        return player.name if player is not None else ""

    @property
    def finished(self) -> bool:
        """The hand is settled."""
        return self.stacks_after is not None

    def hole(self, seat: int) -> tuple[Card, Card] | None:
        """``seat``'s hole cards as the viewer saw them, dealt or shown at the showdown (None:
        hidden, mucked or not dealt in)."""
        for owner, cards in self.holes:
            if owner == seat and cards is not None:
                return cards
        if self.showdown is not None:
            for shown in self.showdown.shown:
                if shown.seat == seat:
                    return shown.hole
        return None

    def won(self, seat: int) -> int:
        """The chips ``seat`` was paid from the pots of this hand."""
        return sum(chips for pot in self.awarded for owner, chips in pot.shares if owner == seat)

    def net(self, seat: int) -> int:
        """``seat``'s chips after the hand minus before it (0 while it runs)."""
        if self.stacks_after is None:
            return 0
        return self.stacks_after[seat] - self.stacks_before[seat]

    def folded(self, seat: int) -> bool:
        """Whether ``seat`` gave up this hand (a time-out's fold included)."""
        return any(line.seat == seat and line.kind == ActionKind.FOLD for line in self.lines)


class HandRecorder:
    """Folds events into `HandRecord`s; ``stacks`` are every seat's chips before the first event,
    ``players`` who sat on each seat then (followed as players sit down and leave)."""

    def __init__(self, stacks: Sequence[int], players: Sequence[HoldemSeat | None] = ()) -> None:
        self._stacks = list(stacks)
        self._players = list(players)
        self._records: list[HandRecord] = []
        self._street = Street.PREFLOP
        self._bets: dict[int, int] = {}

    @property
    def records(self) -> tuple[HandRecord, ...]:
        """Every hand so far, the running one last."""
        return tuple(self._records)

    @property
    def current(self) -> HandRecord | None:
        """The last hand (running or finished), None before the first."""
        return self._records[-1] if self._records else None

    @property
    def stacks(self) -> tuple[int, ...]:
        """Every seat's chips between hands as the events told (fresh stacks included)."""
        return tuple(self._stacks)

    def add(self, events: Iterable[HoldemEvent]) -> None:
        """Fold ``events`` (in log order) into the records."""
        for event in events:
            self._add(event)

    def _line(self, seat: int, kind: ActionKind, added: int = 0, to: int = 0, all_in: bool = False) -> None:
        record = self._records[-1]
        line = ActionLine(self._street, seat, kind, added, to, all_in)
        self._records[-1] = replace(record, lines=record.lines + (line,))

    def _add(self, event: HoldemEvent) -> None:
        if isinstance(event, HandStarted):
            self._street = Street.PREFLOP
            self._bets = {}
            blinds = (event.small_blind, event.big_blind)
            self._records.append(
                HandRecord(
                    event.hand_no,
                    event.button,
                    event.seats,
                    blinds,
                    tuple(self._stacks),
                    players=tuple(self._players),
                )
            )
            return
        if isinstance(event, StackTaken):
            self._stacks[event.seat] = event.amount
            return
        if isinstance(event, SeatTaken | SeatLeft):
            taken = isinstance(event, SeatTaken)
            self._stacks[event.seat] = event.stack if taken else 0
            if event.seat < len(self._players):
                self._players[event.seat] = event.player if isinstance(event, SeatTaken) else None
            return
        if not self._records:
            return  # the stream began mid-hand: nothing to fold it into
        record = self._records[-1]
        if isinstance(event, HoleCards):
            self._records[-1] = replace(record, holes=record.holes + ((event.seat, event.cards),))
        elif isinstance(event, BlindPosted):
            kind = ActionKind.SMALL_BLIND if event.blind is Blind.SMALL else ActionKind.BIG_BLIND
            self._bets[event.seat] = event.amount
            self._line(event.seat, kind, event.amount, event.amount, event.all_in)
        elif isinstance(event, Folded):
            self._line(event.seat, ActionKind.FOLD)
        elif isinstance(event, Checked):
            self._line(event.seat, ActionKind.CHECK)
        elif isinstance(event, Called):
            self._bets[event.seat] = self._bets.get(event.seat, 0) + event.amount
            self._line(event.seat, ActionKind.CALL, event.amount, self._bets[event.seat], event.all_in)
        elif isinstance(event, RaisedTo):
            self._bets[event.seat] = event.to
            kind = ActionKind.BET if event.opening else ActionKind.RAISE
            self._line(event.seat, kind, event.added, event.to, event.all_in)
        elif isinstance(event, TimedOut):
            self._line(event.seat, ActionKind.TIMEOUT)
        elif isinstance(event, BetReturned):
            self._line(event.seat, ActionKind.RETURNED, event.amount)
        elif isinstance(event, BoardDealt):
            self._street = event.street
            self._bets = {}
            self._records[-1] = replace(record, board=event.board)
        elif isinstance(event, Showdown):
            self._records[-1] = replace(record, showdown=event)
        elif isinstance(event, PotAwarded):
            self._records[-1] = replace(record, awarded=record.awarded + (event,))
        elif isinstance(event, HandOver):
            self._stacks = list(event.stacks)
            self._records[-1] = replace(record, stacks_after=event.stacks)
        elif isinstance(event, Busted):
            self._records[-1] = replace(record, busted=record.busted + (event,))
