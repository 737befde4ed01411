"""What can happen at a network table: actions as frozen values, and a seat's choices now.

Players send `Start` (S), `Bet` (B; H is a bet with ``showdown=True``),
`Fold` (P), `Exchange` (1-5 and D), `Show` (R) and `Leave` (X); the server
also applies `Join` (someone sits down with the chips they bring),
`TakeStack` (a player who ran out takes fresh play chips), `Leave` with
``removed=True`` (a dropped connection's grace period ran out) and
`Timeout` (see `timers`). `Fold` and `Exchange` are the engine's shared
classes. ``legal_actions(seat)`` answers with one of the choices below, or
None; leaving is always open to a seated player and is not listed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..actions import Exchange, ExchangeChoice
from ..betting import BetSizeError, Fold
from ..cards import Card
from ..errors import InvalidCardsError, NotYourTurnError, PhaseError
from .errors import ShowdownCallError

__all__ = [
    "Join",
    "Leave",
    "TakeStack",
    "Start",
    "Bet",
    "Fold",
    "Exchange",
    "Show",
    "Timeout",
    "EuropeanAction",
    "StartChoice",
    "BetChoice",
    "ExchangeChoice",
    "ShowChoice",
    "EuropeanLegal",
    "verify_choice",
]


@dataclass(frozen=True, slots=True)
class Join:
    """``name`` sits down at the free ``seat`` with ``stack`` chips (plays from the next game on)."""

    seat: int
    name: str
    stack: int


@dataclass(frozen=True, slots=True)
class Leave:
    """``seat`` leaves the table (``removed``: the server removed a dropped connection).

    Chips already bet stay in the pot; the rest leaves with the player.
    """

    seat: int
    removed: bool = False


@dataclass(frozen=True, slots=True)
class TakeStack:
    """``seat``, not in a running game and short of the ante, takes ``amount`` fresh play chips."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class Start:
    """The game master starts a game (S)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Bet:
    """``seat`` puts ``amount`` chips into the pot (B); ``showdown``: and calls for the showdown (H)."""

    seat: int
    amount: int
    showdown: bool = False


@dataclass(frozen=True, slots=True)
class Show:
    """``seat`` shows its cards at the showdown (R)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Timeout:
    """The server's clock for timer ``number`` (shown to ``seat``) ran out; see `timers`."""

    seat: int | None
    number: int


EuropeanAction = Join | Leave | TakeStack | Start | Bet | Fold | Exchange | Show | Timeout


@dataclass(frozen=True, slots=True)
class StartChoice:
    """The game master may start a game now."""

    seat: int


@dataclass(frozen=True, slots=True)
class BetChoice:
    """``seat`` bets ``minimum`` to ``maximum`` chips or folds; ``showdown``: it may call for it (H)."""

    seat: int
    minimum: int
    maximum: int
    showdown: bool

    def actions(self) -> tuple[Bet | Fold, ...]:
        """Fold, the smallest and the largest bet (with H too when open), for tests and players."""
        result: list[Bet | Fold] = [Fold(self.seat), Bet(self.seat, self.minimum)]
        if self.maximum != self.minimum:
            result.append(Bet(self.seat, self.maximum))
        if self.showdown:
            result.append(Bet(self.seat, self.minimum, showdown=True))
        return tuple(result)


@dataclass(frozen=True, slots=True)
class ShowChoice:
    """``seat`` shows its cards (R) at the showdown."""

    seat: int


EuropeanLegal = StartChoice | BetChoice | ExchangeChoice | ShowChoice


def verify_choice(
    legal: EuropeanLegal | None, hand: Sequence[Card], action: Bet | Fold | Exchange | Show
) -> None:
    """Whether ``action`` is a move the seat's choice ``legal`` allows, ``hand`` its own cards: the
    engine's refusal if not (`NotYourTurnError`, `PhaseError`, `BetSizeError`,
    `ShowdownCallError`, `InvalidCardsError`). A client checks a move against the choice the server
    sent before sending it; the server's game decides."""
    if legal is None:
        raise NotYourTurnError("it is not your turn")
    if isinstance(action, Bet | Fold):
        if not isinstance(legal, BetChoice):
            raise PhaseError("no betting round is waiting for you")
        if isinstance(action, Bet):
            if not legal.minimum <= action.amount <= legal.maximum:
                raise BetSizeError(f"a bet here is {legal.minimum} to {legal.maximum} chips")
            if action.showdown and not legal.showdown:
                raise ShowdownCallError("the showdown cannot be called now")
    elif isinstance(action, Exchange):
        if not isinstance(legal, ExchangeChoice):
            raise PhaseError("no exchange is waiting for you")
        cards = action.cards
        if len(cards) > legal.max_cards or len(set(cards)) != len(cards) or any(c not in hand for c in cards):
            raise InvalidCardsError(f"exchange up to {legal.max_cards} cards of your own hand, each once")
    elif not isinstance(legal, ShowChoice):
        raise PhaseError("no showdown is waiting for your cards")
