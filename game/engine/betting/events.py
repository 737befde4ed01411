"""What happened at the betting table: frozen records, one class per kind.

Every chip movement is an event: forced bets, each action, the return of an
uncalled bet, the end of a round, each pot awarded (with every seat's share)
and a pot carried over to the next deal. Events are public: betting reveals
no hidden cards, so every seat may see all of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

__all__ = [
    "Blind",
    "AntePosted",
    "BlindPosted",
    "PotCarriedIn",
    "Folded",
    "Checked",
    "Called",
    "RaisedTo",
    "BetReturned",
    "RoundEnded",
    "PotAwarded",
    "PotCarriedOut",
    "BettingEvent",
]


class Blind(StrEnum):
    """Which blind a seat posted (``POST``: a player new at the table buys in at once, see
    `BettingTable.post_live`)."""

    SMALL = "small"
    BIG = "big"
    POST = "post"


@dataclass(frozen=True, slots=True)
class AntePosted:
    """A seat paid its ante into the pot (``all_in``: it was all the seat had)."""

    seat: int
    amount: int
    all_in: bool


@dataclass(frozen=True, slots=True)
class BlindPosted:
    """A seat posted a blind as its bet of the first round (a post: ``amount`` on top of what it
    had posted already)."""

    seat: int
    blind: Blind
    amount: int
    all_in: bool


@dataclass(frozen=True, slots=True)
class PotCarriedIn:
    """Chips left over from an earlier deal (a Duell tie) start this deal's pot."""

    amount: int


@dataclass(frozen=True, slots=True)
class Folded:
    """A seat gave up the hand."""

    seat: int


@dataclass(frozen=True, slots=True)
class Checked:
    """A seat checked."""

    seat: int


@dataclass(frozen=True, slots=True)
class Called:
    """A seat called, adding ``amount`` chips (``all_in``: a call for less or exactly its stack)."""

    seat: int
    amount: int
    all_in: bool


@dataclass(frozen=True, slots=True)
class RaisedTo:
    """A seat bet (``opening``) or raised to ``to``, adding ``added`` chips.

    ``full`` is False for an all-in below a full raise, which does not reopen
    the betting for the seats that already acted.
    """

    seat: int
    to: int
    added: int
    opening: bool
    full: bool
    all_in: bool


@dataclass(frozen=True, slots=True)
class BetReturned:
    """The part of a bet nobody called went back to its seat."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class RoundEnded:
    """A betting round closed; its bets are now in the pots."""

    round_no: int
    pot_total: int


@dataclass(frozen=True, slots=True)
class PotAwarded:
    """Pot ``index`` (0 = main pot) of ``amount`` chips paid out: ``shares`` are (seat, chips)."""

    index: int
    amount: int
    shares: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class PotCarriedOut:
    """Nobody won (a Duell tie): the whole pot waits for the next deal."""

    amount: int


BettingEvent = (
    AntePosted
    | BlindPosted
    | PotCarriedIn
    | Folded
    | Checked
    | Called
    | RaisedTo
    | BetReturned
    | RoundEnded
    | PotAwarded
    | PotCarriedOut
)
