"""What happens in a Duell match: frozen records, one class per kind, and their projection.

The betting core's events (antes, actions, returned bets, pots awarded or
carried out) are part of the stream unchanged: they are public. The events
here carry cards; `project` hides the other seat's: the deal shows each seat
only its own hand, an exchange shows everybody how many cards were changed
but only the exchanging seat which ones. The showdown is public.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..betting import BettingEvent
from ..cards import Card
from ..hands import HandCategory

__all__ = ["DealStarted", "ExchangeMade", "ShowdownShown", "MatchOver", "DuellEvent", "project"]

Hand = tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class DealStarted:
    """Deal ``deal_no`` (from 1) begins; ``first`` speaks first; ``hands[seat]`` is None when hidden."""

    deal_no: int
    first: int
    stacks: tuple[int, int]
    carried: int
    hands: tuple[Hand | None, Hand | None]


@dataclass(frozen=True, slots=True)
class ExchangeMade:
    """``seat`` exchanged ``count`` cards; ``discarded``/``drawn`` are None for the other seat."""

    seat: int
    count: int
    discarded: Hand | None
    drawn: Hand | None


@dataclass(frozen=True, slots=True)
class ShowdownShown:
    """Both hands shown: ``winner`` None is a tie (the pot is carried to the next deal).

    ``deciding`` are the cards that decided (the winner's scored cards, or the
    kickers when the combination was equal), ``reason`` is ``category``,
    ``combination`` (same category, higher values), ``kicker`` or ``tie``.
    """

    hands: tuple[Hand, Hand]
    categories: tuple[HandCategory, HandCategory]
    winner: int | None
    deciding: Hand
    reason: str


@dataclass(frozen=True, slots=True)
class MatchOver:
    """The match ended: ``loser`` could not pay the ante (``winner`` None: neither could, equal chips)."""

    winner: int | None
    loser: int | None
    stacks: tuple[int, int]


DuellEvent = DealStarted | ExchangeMade | ShowdownShown | MatchOver | BettingEvent


def project(event: DuellEvent, seat: int | None) -> DuellEvent:
    """``event`` as ``seat`` may see it (None: a spectator, who sees only public facts)."""
    if isinstance(event, DealStarted):
        hands = tuple(hand if owner == seat else None for owner, hand in enumerate(event.hands))
        if hands == event.hands:
            return event
        return DealStarted(event.deal_no, event.first, event.stacks, event.carried, (hands[0], hands[1]))
    if isinstance(event, ExchangeMade) and event.seat != seat:
        return ExchangeMade(event.seat, event.count, None, None)
    return event
