"""The public record of Duell deals, folded from the events one seat may see.

`DealRecorder` reads a seat's projected event stream (`DuellGame.events_for`)
and keeps one `DealRecord` per deal: the stacks before it, the antes and the
carried-over pot, every betting action with its amount, the exchange counts,
the seat's own cards (dealt, exchanged, final), the hands shown at a
showdown, who folded, the payout or the pot carried on, and the stacks after
it. Since it only ever sees projected events, a record holds no card its
seat may not see: the round history (Verlauf) and the statistics are built
from these records.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from enum import StrEnum

from ..betting import (
    AntePosted,
    BetReturned,
    Called,
    Checked,
    Folded,
    PotAwarded,
    PotCarriedOut,
    RaisedTo,
    RoundEnded,
)
from ..cards import Card
from .events import DealStarted, DuellEvent, ExchangeMade, MatchOver, ShowdownShown

__all__ = ["BetKind", "BetLine", "DealRecord", "DealRecorder", "BET", "RAISE", "CHECK", "CALL", "FOLD"]

Hand = tuple[Card, ...]
Pair = tuple[int, int]


class BetKind(StrEnum):
    """The kinds of `BetLine` (string values, so a record reads like the history)."""

    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    FOLD = "fold"


#: The kinds by their short names (the words and the table's steps read these).
CHECK, CALL, BET, RAISE, FOLD = BetKind.CHECK, BetKind.CALL, BetKind.BET, BetKind.RAISE, BetKind.FOLD


@dataclass(frozen=True, slots=True)
class BetLine:
    """One betting action: ``kind`` is check, call, bet (an opening bet), raise or fold.

    ``added`` are the chips it put in, ``to`` the seat's bet in the round
    after it, ``by`` how much a bet or raise went above the bet it faced
    ("erhöht um 20").
    """

    round_no: int  # 0 before the exchange, 1 after it
    seat: int
    kind: BetKind
    added: int = 0
    to: int = 0
    by: int = 0
    all_in: bool = False


@dataclass(frozen=True, slots=True)
class DealRecord:
    """One deal as its seat saw it (``None``: a card or count it may not see)."""

    deal_no: int
    first: int
    stacks_before: Pair
    carried_in: int
    antes: Pair = (0, 0)
    dealt: tuple[Hand | None, Hand | None] = (None, None)
    exchanged: tuple[int | None, int | None] = (None, None)
    discarded: tuple[Hand | None, Hand | None] = (None, None)
    final: tuple[Hand | None, Hand | None] = (None, None)
    bets: tuple[BetLine, ...] = ()
    returned: tuple[Pair, ...] = ()
    showdown: ShowdownShown | None = None
    folded: int | None = None
    awarded: tuple[Pair, ...] = ()
    carried_out: int = 0
    finished: bool = False

    @property
    def contributed(self) -> Pair:
        """Chips each seat put into this deal's pot (antes and bets, minus what came back)."""
        paid = [self.antes[0], self.antes[1]]
        for line in self.bets:
            paid[line.seat] += line.added
        for seat, amount in self.returned:
            paid[seat] -= amount
        return (paid[0], paid[1])

    @property
    def pot(self) -> int:
        """The whole pot: the carried-over chips and what both seats put in."""
        return self.carried_in + sum(self.contributed)

    @property
    def stacks_after(self) -> Pair:
        """Each seat's chips after the deal (so far, while it runs)."""
        won = [0, 0]
        for seat, chips in self.awarded:
            won[seat] += chips
        paid = self.contributed
        return (
            self.stacks_before[0] - paid[0] + won[0],
            self.stacks_before[1] - paid[1] + won[1],
        )

    def net(self, seat: int) -> int:
        """What ``seat`` won (positive) or lost (negative) in this deal."""
        return self.stacks_after[seat] - self.stacks_before[seat]

    def won(self, seat: int) -> int:
        """The chips paid to ``seat`` from the pot (0: it did not win the pot)."""
        return sum(chips for who, chips in self.awarded if who == seat)


@dataclass
class _Draft:
    """A deal being recorded (mutable; `DealRecorder` hands out frozen copies)."""

    record: DealRecord
    round_no: int = 0
    facing: int = 0  # the highest bet of the running round
    hands: list[list[Card] | None] = field(default_factory=lambda: [None, None])


class DealRecorder:
    """Keeps the `DealRecord` of every deal in one seat's event stream (see the module doc)."""

    def __init__(self) -> None:
        self._done: list[DealRecord] = []
        self._draft: _Draft | None = None

    @property
    def records(self) -> tuple[DealRecord, ...]:
        """Every deal seen, oldest first; the last one may still be running."""
        return tuple(self._done) + (() if self._draft is None else (self._draft.record,))

    @property
    def finished(self) -> tuple[DealRecord, ...]:
        """The deals that are over."""
        return tuple(record for record in self.records if record.finished)

    @property
    def current(self) -> DealRecord | None:
        """The deal of the last `DealStarted` seen (finished or not)."""
        return None if self._draft is None else self._draft.record

    def add(self, events: Iterable[DuellEvent]) -> None:
        """Fold more events of the stream (in order) into the records."""
        for event in events:
            self._add(event)

    def _add(self, event: DuellEvent) -> None:
        if isinstance(event, DealStarted):
            if self._draft is not None:
                self._done.append(self._draft.record)
            record = DealRecord(event.deal_no, event.first, event.stacks, event.carried, dealt=event.hands)
            self._draft = _Draft(record, hands=[None if h is None else list(h) for h in event.hands])
            return
        draft = self._draft
        if draft is None or isinstance(event, MatchOver):
            return
        record = draft.record
        if isinstance(event, AntePosted):
            antes = list(record.antes)
            antes[event.seat] += event.amount
            record = replace(record, antes=(antes[0], antes[1]))
        elif isinstance(event, (Checked, Called, RaisedTo, Folded)):
            record = replace(record, bets=(*record.bets, self._line(draft, event)))
            if isinstance(event, Folded):
                record = replace(record, folded=event.seat)
        elif isinstance(event, BetReturned):
            record = replace(record, returned=(*record.returned, (event.seat, event.amount)))
        elif isinstance(event, RoundEnded):
            draft.round_no, draft.facing = event.round_no + 1, 0
        elif isinstance(event, ExchangeMade):
            record = self._exchange(draft, record, event)
        elif isinstance(event, ShowdownShown):
            own = draft.hands
            shown = [tuple(hand) if hand is not None else event.hands[seat] for seat, hand in enumerate(own)]
            record = replace(record, showdown=event, final=(shown[0], shown[1]))
        elif isinstance(event, PotAwarded):
            record = replace(record, awarded=(*record.awarded, *event.shares), finished=True)
        elif isinstance(event, PotCarriedOut):
            record = replace(record, carried_out=event.amount, finished=True)
        if record.finished and record.final == (None, None):
            held = [None if hand is None else tuple(hand) for hand in draft.hands]
            record = replace(record, final=(held[0], held[1]))
        draft.record = record

    @staticmethod
    def _line(draft: _Draft, event: Checked | Called | RaisedTo | Folded) -> BetLine:
        round_no = draft.round_no
        if isinstance(event, Checked):
            return BetLine(round_no, event.seat, CHECK)
        if isinstance(event, Folded):
            return BetLine(round_no, event.seat, FOLD)
        if isinstance(event, Called):
            return BetLine(round_no, event.seat, CALL, event.amount, draft.facing, 0, event.all_in)
        by = event.to - draft.facing
        draft.facing = max(draft.facing, event.to)
        kind = BET if event.opening else RAISE
        return BetLine(round_no, event.seat, kind, event.added, event.to, by, event.all_in)

    @staticmethod
    def _exchange(draft: _Draft, record: DealRecord, event: ExchangeMade) -> DealRecord:
        seat = event.seat
        counts = list(record.exchanged)
        counts[seat] = event.count
        discarded = list(record.discarded)
        discarded[seat] = event.discarded
        hand = draft.hands[seat]
        if hand is not None and event.discarded is not None and event.drawn is not None:
            for old, new in zip(event.discarded, event.drawn):
                hand[hand.index(old)] = new  # the engine's order: each card takes the old one's place
        return replace(
            record, exchanged=(counts[0], counts[1]), discarded=(discarded[0], discarded[1])
        )
