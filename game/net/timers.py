"""The table's timers: their lengths, and the deadlines of one table.

Lengths (`Timers`, seconds): the game master's 3 minutes to start a game,
a player's 1 minute per move (Hold'em and Duell: 10 seconds, then a
visible 20-second countdown, then the player's time bank), the 30 seconds after a game before the next
may start, the token game's pause after a round (shorter when no person
plays on), the grace period in which a dropped player keeps the seat, and
how long a table opened again after a restart waits for its people.
`Deadlines` holds one table's running timers as moments of the server's
clock; the table arms a single alarm for the earliest (`earliest`) and
acts on whatever is due when it rings (`due`). Timers never depend on
frames or on the wall clock, so tests drive them with a `ManualClock`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from .protocol import JsonObject

__all__ = ["Timers", "Deadlines"]


@dataclass(frozen=True, slots=True)
class Timers:
    """How long each timer runs, in seconds."""

    master: float = 180.0
    move: float = 60.0
    restart: float = 30.0
    round: float = 20.0
    round_computers: float = 3.0
    grace: float = 60.0
    #: A table opened again after a restart closes if nobody sat down or watched within this.
    reopen: float = 600.0
    #: The move timer of a variant with a time bank (Hold'em, Duell): 10 s, then a visible 20 s countdown.
    quick_move: float = 30.0
    #: The last part of `quick_move` the clients show as a countdown.
    countdown: float = 20.0
    #: Each player's time bank: used by itself when the move timer runs out, refilled slowly.
    bank: float = 30.0
    #: Seconds the time bank gains back after each hand (deal), up to `bank`.
    bank_refill: float = 3.0

    def to_json(self) -> JsonObject:
        """The lengths as the ``welcome`` message lists them."""
        return {
            "master": self.master,
            "move": self.move,
            "restart": self.restart,
            "round": self.round,
            "grace": self.grace,
            "quick_move": self.quick_move,
            "countdown": self.countdown,
            "bank": self.bank,
        }


def seconds_left(deadline: float, now: float) -> int:
    """Whole seconds until ``deadline`` (rounded up, never below 0): what a player is shown."""
    return max(0, math.ceil(deadline - now - 1e-9))


@dataclass(slots=True)
class Deadlines:
    """The running timers of one table (None: not running), as clock moments."""

    master: float | None = None
    move: float | None = None
    restart: float | None = None
    round: float | None = None
    #: A reopened table's wait for its people (it closes then if still empty).
    reopen: float | None = None
    #: The end of a vote to remove somebody (`game.net.moderation`).
    vote: float | None = None
    #: Table seat -> end of its grace period.
    grace: dict[int, float] = field(default_factory=dict)
    #: Table seat -> end of its seat reservation (a player sent here from another node).
    held: dict[int, float] = field(default_factory=dict)

    def earliest(self) -> float | None:
        """The next moment something is due."""
        timers = (self.master, self.move, self.restart, self.round, self.reopen, self.vote)
        moments = [t for t in timers if t is not None]
        moments.extend(self.grace.values())
        moments.extend(self.held.values())
        return min(moments, default=None)

    def due(self, name: str, now: float) -> bool:
        """Whether the timer ``name`` (master, move, restart, round, reopen, vote) has run out; clears
        it if so."""
        moment = getattr(self, name)
        if moment is None or moment > now:
            return False
        setattr(self, name, None)
        return True

    def due_graces(self, now: float) -> list[int]:
        """Seats whose grace period is over (cleared)."""
        return _due(self.grace, now)

    def due_holds(self, now: float) -> list[int]:
        """Seats whose reservation is over (cleared)."""
        return _due(self.held, now)


def _due(moments: dict[int, float], now: float) -> list[int]:
    """The seats of ``moments`` due at ``now``, taken out of it."""
    seats = sorted(seat for seat, moment in moments.items() if moment <= now)
    for seat in seats:
        del moments[seat]
    return seats
