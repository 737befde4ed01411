"""What a seat can do: actions as frozen values, and the choices a game offers a seat.

An action names its seat and carries everything the rules need to check it;
a game answers ``legal_actions(seat)`` with the choices that seat has now and
applies one action at a time (``verify`` raises the specific reason, ``can``
answers with a bool, ``apply`` acts and returns the events it caused). The
token game has one action, `Exchange`; the betting games add theirs to the
`Action` and `LegalAction` unions, so sessions, computer players and the
network pass any game's actions through the same road.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card

__all__ = ["Exchange", "ExchangeChoice", "Action", "LegalAction"]


@dataclass(frozen=True, slots=True)
class Exchange:
    """``seat`` puts ``cards`` of its hand under the stock and draws as many (none = keep all)."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class ExchangeChoice:
    """``seat`` may exchange any 0 to ``max_cards`` cards of its hand now."""

    seat: int
    max_cards: int


Action = Exchange
LegalAction = ExchangeChoice
