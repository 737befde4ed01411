"""What a seat may do in a betting round: one frozen class per kind.

Amounts are "to" totals, as in pokerkit: `RaiseTo(seat, 60)` means that after
the action the seat's bet *in this round* is 60 (antes and earlier rounds not
counted). An opening bet is a raise from nothing: with no bet in the round,
`RaiseTo(seat, 20)` bets 20. `Call` and `Check` carry no amount; the table
knows what a call costs (all in when the stack is short). Forced bets (antes,
blinds) are not actions: the game posts them through the table.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Fold", "Check", "Call", "RaiseTo", "Action"]


@dataclass(frozen=True, slots=True)
class Fold:
    """Give up the hand and every chip already in the pot."""

    seat: int


@dataclass(frozen=True, slots=True)
class Check:
    """Stay in without adding chips (only with nothing to call)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Call:
    """Match the highest bet of the round, or put in the whole stack if it is short."""

    seat: int


@dataclass(frozen=True, slots=True)
class RaiseTo:
    """Bet (nothing to call yet) or raise so that the seat's bet in this round becomes ``amount``."""

    seat: int
    amount: int


Action = Fold | Check | Call | RaiseTo
