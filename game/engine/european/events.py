"""What happens at a network table: frozen records, one class per kind, and their projection.

Everything is public (who sat down or left, the game master, every bet and
fold and why, the pot) except the cards: `CardsDealt` shows each seat only
its own hand and `CardsExchanged` shows everybody how many cards a player
changed but only that player which ones. Cards shown at the showdown
(`CardsShown`) are public. `project(event, seat)` is what ``seat`` may see
(None: a spectator, who sees only what everybody sees). The betting core's
`AntePosted`, `Folded` and `PotAwarded` are part of the stream unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..betting import AntePosted, Folded, PotAwarded
from ..cards import Card
from ..hands import HandCategory
from .timers import TimerKind

__all__ = [
    "AntePosted",
    "Folded",
    "PotAwarded",
    "MasterReason",
    "ShowdownReason",
    "EndReason",
    "Decider",
    "PlayerJoined",
    "PlayerLeft",
    "StackTaken",
    "MasterChanged",
    "GameStarted",
    "SatOut",
    "CardsDealt",
    "RoundStarted",
    "BetPlaced",
    "TooShort",
    "TimedOut",
    "CardsExchanged",
    "ShowdownStarted",
    "CardsShown",
    "PotLost",
    "GameOver",
    "EuropeanEvent",
    "project",
]

Hand = tuple[Card, ...]


class MasterReason(StrEnum):
    """Why the game master changed."""

    FIRST = "first"  # the first to sit down at an empty table
    GAME_OVER = "game-over"  # the role passes on after every game
    FOLDED = "folded"  # the game master folded (also by timeout or short of the minimum)
    LEFT = "left"
    SAT_OUT = "sat-out"  # the game master could not pay the ante
    IDLE = "idle"  # 3 minutes without a start


class ShowdownReason(StrEnum):
    """Why the showdown began."""

    CALLED = "called"  # a player called for it (H) and the round is complete
    LAST_ROUND = "last-round"  # round 32,700
    LONE = "lone"  # one player left in the game (others still at the table) has bet


class EndReason(StrEnum):
    """How a game ended."""

    SHOWDOWN = "showdown"  # the best hand shown took the pot
    ALONE = "alone"  # the last player in the game with nobody else at the table took it
    NOBODY = "nobody"  # nobody was left in the game: the pot is lost to the table


class Decider(StrEnum):
    """What decided between the best two hands shown."""

    CATEGORY = "category"
    VALUES = "values"
    SUIT = "suit"  # equal values: the suit rule of variants.md


@dataclass(frozen=True, slots=True)
class PlayerJoined:
    """``name`` sat down at ``seat`` with ``stack`` chips; ``waiting``: a game runs, they play the next."""

    seat: int
    name: str
    stack: int
    waiting: bool


@dataclass(frozen=True, slots=True)
class PlayerLeft:
    """``name`` left ``seat`` with ``stack`` chips (``removed``: by the server, connection lost)."""

    seat: int
    name: str
    stack: int
    removed: bool


@dataclass(frozen=True, slots=True)
class StackTaken:
    """``seat`` took ``amount`` fresh play chips."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class MasterChanged:
    """The game master is now ``seat`` (None: nobody sits at the table), before ``previous``."""

    seat: int | None
    previous: int | None
    reason: MasterReason


@dataclass(frozen=True, slots=True)
class GameStarted:
    """Game ``game_no`` (from 1) began; ``master`` speaks first; ``seated`` in turn order."""

    game_no: int
    master: int
    seated: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SatOut:
    """``seat`` could not pay the ante (``stack`` chips) and sits this game out."""

    seat: int
    stack: int


@dataclass(frozen=True, slots=True)
class CardsDealt:
    """Five cards to every player in the game; ``hands[seat]`` is None when not dealt or hidden."""

    hands: tuple[Hand | None, ...]


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """Round ``round_no`` began (1 and from 3 on: betting; 2: the exchange)."""

    round_no: int
    exchange: bool


@dataclass(frozen=True, slots=True)
class BetPlaced:
    """``seat`` bet ``amount`` (``showdown``: and called for the showdown), ``stack`` chips left."""

    seat: int
    amount: int
    showdown: bool
    stack: int


@dataclass(frozen=True, slots=True)
class TooShort:
    """``seat`` cannot bet the ``minimum`` with its ``stack`` chips: it folds (a `Folded` follows)."""

    seat: int
    minimum: int
    stack: int


@dataclass(frozen=True, slots=True)
class TimedOut:
    """The ``kind`` timer of ``seat`` ran out (what follows says what it did)."""

    seat: int | None
    kind: TimerKind


@dataclass(frozen=True, slots=True)
class CardsExchanged:
    """``seat`` exchanged ``count`` cards; ``discarded`` and ``drawn`` are None for the others."""

    seat: int
    count: int
    discarded: Hand | None
    drawn: Hand | None


@dataclass(frozen=True, slots=True)
class ShowdownStarted:
    """The showdown began (``caller``: who called for it with H)."""

    reason: ShowdownReason
    caller: int | None


@dataclass(frozen=True, slots=True)
class CardsShown:
    """``seat`` showed ``hand`` (a ``category``); ``automatic``: its show timer ran out."""

    seat: int
    hand: Hand
    category: HandCategory
    automatic: bool


@dataclass(frozen=True, slots=True)
class PotLost:
    """Nobody was left in the game: ``amount`` chips are lost to the table."""

    amount: int


@dataclass(frozen=True, slots=True)
class GameOver:
    """Game ``game_no`` ended: ``winner`` (None: nobody) took ``pot``; ``stacks`` per seat after it.

    ``decided_by`` says what separated the best two hands shown (None without a comparison).
    """

    game_no: int
    winner: int | None
    pot: int
    reason: EndReason
    decided_by: Decider | None
    stacks: tuple[int, ...]


EuropeanEvent = (
    PlayerJoined
    | PlayerLeft
    | StackTaken
    | MasterChanged
    | GameStarted
    | AntePosted
    | SatOut
    | CardsDealt
    | RoundStarted
    | BetPlaced
    | TooShort
    | TimedOut
    | Folded
    | CardsExchanged
    | ShowdownStarted
    | CardsShown
    | PotAwarded
    | PotLost
    | GameOver
)


def project(event: EuropeanEvent, seat: int | None) -> EuropeanEvent:
    """``event`` as ``seat`` may see it (None: a spectator, who sees only public facts)."""
    if isinstance(event, CardsDealt):
        hands = tuple(hand if owner == seat else None for owner, hand in enumerate(event.hands))
        return event if hands == event.hands else CardsDealt(hands)
    if isinstance(event, CardsExchanged) and event.seat != seat:
        return CardsExchanged(event.seat, event.count, None, None)
    return event
