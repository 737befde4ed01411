"""What one seat may know in a Duell deal: its own cards and everything public."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..decks import Deck

__all__ = ["DuellView"]


@dataclass(frozen=True, slots=True)
class DuellView:
    """One seat's view: never a hidden card of the other seat.

    ``history`` is the public betting of this deal as (round, seat, kind,
    chips-to) tuples, kind one of ``fold check call raise``.
    """

    seat: int
    hand: tuple[Card, ...]
    deck: Deck
    round_no: int  # 0 before the exchange, 1 after it
    first: int
    stacks: tuple[int, int]
    bets: tuple[int, int]
    pot: int
    my_exchanged: int | None
    opponent_exchanged: int | None
    history: tuple[tuple[int, int, str, int], ...]

    @property
    def opponent(self) -> int:
        """The other seat."""
        return 1 - self.seat

    @property
    def to_call(self) -> int:
        """Chips this seat needs to add to call (0: nothing to call)."""
        return max(0, self.bets[self.opponent] - self.bets[self.seat])

    def raises_by(self, seat: int, round_no: int | None = None) -> int:
        """How many bets and raises ``seat`` made this deal (or in one round)."""
        return sum(
            1 for r, s, kind, _ in self.history if s == seat and kind == "raise" and round_no in (None, r)
        )
