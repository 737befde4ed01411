"""The interface of a computer player: a seat's view in, the cards to exchange out."""

from __future__ import annotations

from typing import Protocol

from ..cards import Card
from ..views import SeatView

__all__ = ["Strategy"]


class Strategy(Protocol):
    """Decides one exchange from what its seat may see (`SeatView`), nothing more."""

    def choose_exchange(self, view: SeatView) -> tuple[Card, ...]:
        """The cards of ``view.hand`` to exchange (0 to 5)."""
        ...
