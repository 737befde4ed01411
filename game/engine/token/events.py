"""What happened: frozen records of every action and its consequences, and who may see what.

Each action of `Game` appends events to its log, in order; event number k
is the k-th entry, the same for every seat, so a reader keeps a cursor
(how many it has read) and asks for the rest. The log holds the whole truth
(the dealt hands, the cards exchanged); `project(event, seat)` is the event
as one seat - or a spectator, ``seat`` None - may see it: another seat's
hidden cards become None, never a placeholder card. A projection never drops
an event, so the numbering holds for every seat. `RoundResult` and
`RoundRecord` are the showdown's verdict and the round's history entry.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..hands import HandValue

__all__ = [
    "RoundStarted",
    "Exchanged",
    "Showdown",
    "TokensChanged",
    "SeatLeft",
    "GameOver",
    "Event",
    "RoundResult",
    "RoundRecord",
    "project",
    "project_record",
]


@dataclass(frozen=True, slots=True)
class RoundResult:
    """The showdown of one round and its token changes."""

    round_no: int
    #: Seat index -> rating, for every seat that played the round.
    values: dict[int, HandValue]
    #: Seats with the highest and with the lowest rating.
    best: tuple[int, ...]
    worst: tuple[int, ...]
    #: Everybody rated equally: no token changes ("Gleichstand - keine Wertung").
    all_equal: bool
    #: Seat index -> token change this round (only seats whose tokens changed).
    deltas: dict[int, int]
    #: Seats that left the game this round (out of tokens, or reached T).
    left: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """One round for the history: hands as dealt, what was exchanged, the result."""

    round_no: int
    dealer: int
    order: tuple[int, ...]
    dealt: dict[int, tuple[Card, ...]]
    discarded: dict[int, tuple[Card, ...]]
    final: dict[int, tuple[Card, ...]]
    result: RoundResult


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A fresh deck was shuffled and five cards dealt to each seat in ``order``.

    ``hands`` maps each seat of ``order`` to its five cards, or to None where
    the reader may not see them (`project`).
    """

    round_no: int
    dealer: int
    order: tuple[int, ...]
    hands: dict[int, tuple[Card, ...] | None]


@dataclass(frozen=True, slots=True)
class Exchanged:
    """A seat put ``discarded`` under the stock and drew ``drawn`` (at ``positions`` in its hand).

    ``discarded`` and ``drawn`` are None for a reader who may not see them;
    the positions (and so the count) are public.
    """

    seat: int
    positions: tuple[int, ...]
    discarded: tuple[Card, ...] | None
    drawn: tuple[Card, ...] | None

    @property
    def count(self) -> int:
        """How many cards were exchanged: the public part of this event."""
        return len(self.positions)


@dataclass(frozen=True, slots=True)
class Showdown:
    """All hands were shown and rated."""

    result: RoundResult


@dataclass(frozen=True, slots=True)
class TokensChanged:
    """A seat gained (``delta`` > 0) or lost tokens; ``tokens`` is the new count."""

    seat: int
    delta: int
    tokens: int


@dataclass(frozen=True, slots=True)
class SeatLeft:
    """A seat left the game: out of tokens (absteigend) or safe at T (aufsteigend)."""

    seat: int
    finished: bool
    place: int


@dataclass(frozen=True, slots=True)
class GameOver:
    """The game ended; ``placements`` lists (place, seat), best first."""

    placements: tuple[tuple[int, int], ...]
    winner: int | None
    loser: int | None
    rounds: int


Event = RoundStarted | Exchanged | Showdown | TokensChanged | SeatLeft | GameOver


def project(event: Event, seat: int | frozenset[int] | None) -> Event:
    """``event`` as ``seat`` may see it: one seat, the seats of the people sharing one screen
    (hot seat), or None for a spectator, who sees only what everybody sees.

    A seat sees its own cards; the showdown shows every hand that played, so
    `Showdown` is public; everything else here is public already.
    """
    seats = frozenset() if seat is None else seat if isinstance(seat, frozenset) else frozenset((seat,))
    if isinstance(event, RoundStarted):
        if all(owner in seats for owner in event.hands):
            return event
        hands = {owner: (cards if owner in seats else None) for owner, cards in event.hands.items()}
        return RoundStarted(event.round_no, event.dealer, event.order, hands)
    if isinstance(event, Exchanged) and event.seat not in seats:
        return Exchanged(event.seat, event.positions, None, None)
    return event


def project_record(record: RoundRecord, seat: int | frozenset[int] | None) -> RoundRecord:
    """A finished round as ``seat`` may review it from another screen (network play): every
    final hand was shown, but the hands as dealt and the cards put away stay the owner's.

    (A local game's history shows everything: the people at one screen agreed to it.)
    """
    seats = frozenset() if seat is None else seat if isinstance(seat, frozenset) else frozenset((seat,))
    if all(owner in seats for owner in record.order):
        return record
    return RoundRecord(
        record.round_no,
        record.dealer,
        record.order,
        {owner: cards for owner, cards in record.dealt.items() if owner in seats},
        {owner: cards for owner, cards in record.discarded.items() if owner in seats},
        record.final,
        record.result,
    )
