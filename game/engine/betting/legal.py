"""What the seat to act may do now: one frozen value for screens, computer players and tests.

`LegalActions` is computed by the table (`BettingTable.legal_actions`); it
holds no logic of its own beyond small helpers that turn it into actions.
Amounts follow `actions`: ``call`` is the chips a call adds, ``raise_min``
and ``raise_max`` are "to" totals for this round (equal in fixed limit and
for an all-in that is short of a full raise).
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, Call, Check, Fold, RaiseTo

__all__ = ["LegalActions"]


@dataclass(frozen=True, slots=True)
class LegalActions:
    """The choices of ``seat``: fold always; check or call; a bet/raise within bounds if open."""

    seat: int
    #: Chips a call adds (all in if short); None when there is nothing to call (check instead).
    call: int | None
    #: Smallest and largest "raise to" total; None when no bet or raise is open to the seat.
    raise_min: int | None
    raise_max: int | None
    #: True when nobody has bet this round, so a raise would be an opening bet.
    opening: bool

    @property
    def fold(self) -> bool:
        """Folding is always allowed to the seat to act (Duell's PASSEN even without a bet)."""
        return True

    @property
    def check(self) -> bool:
        """True when there is nothing to call."""
        return self.call is None

    @property
    def can_raise(self) -> bool:
        """True when a bet or raise is open to the seat."""
        return self.raise_min is not None

    def actions(self) -> tuple[Action, ...]:
        """Fold, check or call, and the smallest and largest bet/raise (for tests and computer players)."""
        result: list[Action] = [Fold(self.seat), Check(self.seat) if self.call is None else Call(self.seat)]
        if self.raise_min is not None and self.raise_max is not None:
            result.append(RaiseTo(self.seat, self.raise_min))
            if self.raise_max != self.raise_min:
                result.append(RaiseTo(self.seat, self.raise_max))
        return tuple(result)
