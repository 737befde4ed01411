"""What one seat may see: the input of a computer player's decision.

A `SeatView` holds the seat's own hand and the public table - tokens, who is
still in, the turn order, how many cards each seat has exchanged so far this
round - and nothing hidden: no other hand, no stock.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..rulesets import RuleSet
from .config import Mode

__all__ = ["SeatView"]


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's view of the table during its exchange."""

    seat: int
    hand: tuple[Card, ...]
    rules: RuleSet
    mode: Mode
    target: int
    tokens: tuple[int, ...]
    active: tuple[bool, ...]
    order: tuple[int, ...]
    exchanged: tuple[int | None, ...]
    dealer: int
    round_no: int

    @property
    def players_in(self) -> int:
        """How many seats are still in the game."""
        return sum(self.active)

    @property
    def seats_before(self) -> tuple[int, ...]:
        """Seats that exchange before this one in this round."""
        return self.order[: self.order.index(self.seat)]

    @property
    def seats_after(self) -> tuple[int, ...]:
        """Seats that exchange after this one in this round."""
        return self.order[self.order.index(self.seat) + 1 :]
