"""The interface of a computer player: a seat's view and its legal choices in, one action out.

`Player.decide` is what a table session calls for every game; it fits an
exchange as well as a bet. The token game's levels implement `Strategy`
(``choose_exchange``) and get ``decide`` from `ExchangeStrategy`.
"""

from __future__ import annotations

from typing import Protocol

from ...actions import Action, Exchange, LegalAction
from ...cards import Card
from ..views import SeatView

__all__ = ["Player", "Strategy", "ExchangeStrategy"]


class Player(Protocol):
    """Decides one action from what its seat may see and what it may do, nothing more."""

    def decide(self, view: SeatView, legal: tuple[LegalAction, ...]) -> Action:
        """One of the ``legal`` choices, made concrete (e.g. which cards to exchange)."""
        ...


class Strategy(Player, Protocol):
    """A token-game level: decides one exchange from its seat's view."""

    def choose_exchange(self, view: SeatView) -> tuple[Card, ...]:
        """The cards of ``view.hand`` to exchange (0 to 5)."""
        ...


class ExchangeStrategy:
    """Base of the token-game levels: ``decide`` is the exchange ``choose_exchange`` picks."""

    def choose_exchange(self, view: SeatView) -> tuple[Card, ...]:
        """The cards of ``view.hand`` to exchange (0 to 5)."""
        raise NotImplementedError

    def decide(self, view: SeatView, legal: tuple[LegalAction, ...]) -> Action:
        """The exchange this level chooses (the token game offers nothing else)."""
        return Exchange(view.seat, tuple(self.choose_exchange(view)))
