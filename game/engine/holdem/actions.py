"""What a seat may do at a Hold'em table.

The betting actions are the core's (`Fold`, `Check`, `Call`, `RaiseTo`, seat
= the game's seat number). `Timeout` is what a session submits when a
seat's action timer runs out (check if possible, else fold); `TakeStack` is
a busted seat at a cash table taking a fresh stack of play chips between
hands; `SitDown` and `StandUp` are a player joining and leaving a cash table
between hands (the rules: `seating`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..betting.actions import Call, Check, Fold, RaiseTo
from .config import HoldemSeat

__all__ = ["Fold", "Check", "Call", "RaiseTo", "Timeout", "TakeStack", "SitDown", "StandUp", "HoldemAction"]


@dataclass(frozen=True, slots=True)
class Timeout:
    """The action timer of ``seat`` ran out: it checks if it can, else it folds."""

    seat: int


@dataclass(frozen=True, slots=True)
class TakeStack:
    """Cash table, between hands: a seat without chips takes a fresh starting stack; with
    ``amount``, a seat adds that many chips to its stack (a rebuy or top-up, any stack)."""

    seat: int
    amount: int | None = None


@dataclass(frozen=True, slots=True)
class SitDown:
    """Cash table, between hands: ``player`` takes the empty ``seat`` with a fresh starting stack
    (or ``stack`` chips).

    ``post`` True: play the next hand at once for a big blind; False: wait
    until the big blind reaches the seat (see `seating`).
    """

    seat: int
    player: HoldemSeat
    post: bool = False
    #: The chips brought to the table (a chosen buy-in); None: the starting stack.
    stack: int | None = None


@dataclass(frozen=True, slots=True)
class StandUp:
    """Cash table, between hands: ``seat``'s player leaves the table and takes the chips along."""

    seat: int


HoldemAction = Fold | Check | Call | RaiseTo | Timeout | TakeStack | SitDown | StandUp
