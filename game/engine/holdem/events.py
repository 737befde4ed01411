"""What happened at a Hold'em table: frozen records, one class per kind, and who may see what.

The log holds the whole truth, including every seat's hole cards; the
betting events are the core's own classes (`game.engine.betting.events`)
with table seats already turned into the game's seat numbers. `project` is
an event as one seat (or a group of seats sharing a screen, or a spectator,
None) may see it: another seat's hole cards become None. Shown hands at the
showdown are public; a mucked hand is never in any event.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..betting.events import BettingEvent
from ..cards import Card
from .config import HoldemSeat

__all__ = [
    "Street",
    "HandStarted",
    "HoleCards",
    "BoardDealt",
    "TimedOut",
    "ShownHand",
    "PotResult",
    "Showdown",
    "HandOver",
    "Busted",
    "StackTaken",
    "SeatTaken",
    "SeatLeft",
    "GameOver",
    "HoldemEvent",
    "project",
]


class Street(StrEnum):
    """The four betting rounds."""

    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"


STREETS = tuple(Street)


@dataclass(frozen=True, slots=True)
class HandStarted:
    """Hand ``hand_no`` began: the button, the seats dealt in (ascending), the blinds, and the
    chips of the seats dealt in before the blinds (in the order of ``seats``)."""

    hand_no: int
    button: int
    seats: tuple[int, ...]
    small_blind: int
    big_blind: int
    stacks: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HoleCards:
    """``seat`` got its two hole cards; ``cards`` is None for a reader who may not see them."""

    seat: int
    cards: tuple[Card, Card] | None


@dataclass(frozen=True, slots=True)
class BoardDealt:
    """Community cards: ``cards`` new on this street, ``board`` all of them so far."""

    street: Street
    cards: tuple[Card, ...]
    board: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class TimedOut:
    """The action timer ran out for ``seat``: it checks if it can, else folds (next event)."""

    seat: int


@dataclass(frozen=True, slots=True)
class ShownHand:
    """A hand turned over at the showdown: hole cards, the best five and its name."""

    seat: int
    hole: tuple[Card, Card]
    best_five: tuple[Card, ...]
    strength: int
    name: str


@dataclass(frozen=True, slots=True)
class PotResult:
    """Pot ``index`` (0 = main pot) of ``amount`` chips and the seats that won it."""

    index: int
    amount: int
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Showdown:
    """Hands in the order they were shown (last aggressor first), mucked seats, each pot's winners."""

    shown: tuple[ShownHand, ...]
    mucked: tuple[int, ...]
    pots: tuple[PotResult, ...]


@dataclass(frozen=True, slots=True)
class HandOver:
    """The hand is settled; ``stacks`` are every seat's chips now."""

    hand_no: int
    stacks: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Busted:
    """``seat`` has no chips left; ``place`` is its finishing place in a sit-and-go, else None."""

    seat: int
    place: int | None


@dataclass(frozen=True, slots=True)
class StackTaken:
    """Cash table: a busted ``seat`` took a fresh stack of play chips."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class SeatTaken:
    """Cash table: ``player`` sat down on ``seat`` with ``stack`` chips; ``post``: plays the next
    hand for a big blind, else waits for the big blind."""

    seat: int
    player: HoldemSeat
    stack: int
    post: bool


@dataclass(frozen=True, slots=True)
class SeatLeft:
    """Cash table: the player on ``seat`` left the table with ``stack`` chips."""

    seat: int
    stack: int


@dataclass(frozen=True, slots=True)
class GameOver:
    """Sit-and-go: ``winner`` holds all the chips after ``hands`` hands."""

    winner: int
    hands: int


HoldemEvent = (
    HandStarted
    | HoleCards
    | BoardDealt
    | TimedOut
    | Showdown
    | HandOver
    | Busted
    | StackTaken
    | SeatTaken
    | SeatLeft
    | GameOver
    | BettingEvent
)


def project(event: HoldemEvent, seat: int | frozenset[int] | None) -> HoldemEvent:
    """``event`` as ``seat`` (a seat, the seats of one screen, or None for a spectator) may see it."""
    if isinstance(event, HoleCards):
        if seat is None:
            visible = False
        elif isinstance(seat, frozenset):
            visible = event.seat in seat
        else:
            visible = event.seat == seat
        return event if visible else HoleCards(event.seat, None)
    return event
