"""What one seat (or a spectator) may know at a network table: its own cards and everything public."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from .state import EuropeanPhase

__all__ = ["EuropeanView", "HistoryEntry"]

#: One public action of the running game: (round, seat, kind, chips); kind ``bet``, ``showdown``
#: (a bet calling for the showdown) or ``fold``; chips 0 for a fold.
HistoryEntry = tuple[int, int, str, int]


@dataclass(frozen=True, slots=True)
class EuropeanView:
    """One seat's view (``seat`` None: a spectator's); never a hidden card of another seat.

    Per-seat tuples have one entry per seat of the table. During the
    cooldown after a game they still describe that game (``shown`` hands stay
    visible for comparing).
    """

    seat: int | None
    phase: EuropeanPhase
    game_no: int
    #: The running round (1: betting, 2: exchange, 3 on: betting); 0 before the first game.
    round_no: int
    master: int | None
    current: int | None
    names: tuple[str | None, ...]
    stacks: tuple[int, ...]
    #: Seats still in the running (or last) game, in seat order.
    in_game: tuple[int, ...]
    #: The seat's own cards in the running game (empty when it is not in it).
    hand: tuple[Card, ...]
    #: The cards the seat itself put away at the exchange (out of play).
    discarded: tuple[Card, ...]
    pot: int
    #: The smallest bet now: the last bet of the game, or 1.
    minimum: int
    max_bet: int
    ante: int
    #: Chips each seat put into this game (ante included).
    put_in: tuple[int, ...]
    #: Cards each seat exchanged (None: not yet, or not in the game).
    exchanged: tuple[int | None, ...]
    #: Hands shown at the showdown.
    shown: tuple[tuple[Card, ...] | None, ...]
    #: Who called for the showdown (H) in this game.
    caller: int | None
    history: tuple[HistoryEntry, ...]

    @property
    def opponents(self) -> tuple[int, ...]:
        """The other seats still in the game."""
        return tuple(seat for seat in self.in_game if seat != self.seat)

    def bet_in_round(self, seat: int, round_no: int | None = None) -> int | None:
        """What ``seat`` bet in a round (default: the running one), None if it has not bet."""
        wanted = self.round_no if round_no is None else round_no
        for r, s, kind, chips in self.history:
            if r == wanted and s == seat and kind != "fold":
                return chips
        return None
