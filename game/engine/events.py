"""What happened: frozen records of every action and its consequences.

Each action of `Game` appends events to `Game.events`, in order; screens
animate from the entries they have not seen yet. `RoundResult` and
`RoundRecord` are the showdown's verdict and the round's history entry.
Events may name hidden cards (the screens decide what to show); computer
players never see them.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .hands import HandValue

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
    """A fresh deck was shuffled and five cards dealt to each seat in ``order``."""

    round_no: int
    dealer: int
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Exchanged:
    """A seat put ``discarded`` under the stock and drew ``drawn`` (at ``positions`` in its hand)."""

    seat: int
    positions: tuple[int, ...]
    discarded: tuple[Card, ...]
    drawn: tuple[Card, ...]

    @property
    def count(self) -> int:
        """How many cards were exchanged: the public part of this event."""
        return len(self.drawn)


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
