"""The computer players' thinking time, shared by every local session.

A computer seat acts only after `THINK_SECONDS` of table time. The screen
lets table time pass only while nothing animates (`Session.advance`), so a
move never hides behind an animation, and the pause is the same for every
game. `Pacer` counts that time for the seat to act; `hurry` (the person is
impatient: a key or click) makes the next move come at once.
"""

from __future__ import annotations

__all__ = ["THINK_SECONDS", "Pacer"]

#: How long a computer player "thinks" before it acts, in seconds at animation speed 1.
THINK_SECONDS = 0.7
#: Thinking time that counts as "act at once" (`Pacer.hurry`).
_HURRIED = 10.0


class Pacer:
    """The thinking time of the seat to act: `think` lets time pass, `reset` after its move."""

    def __init__(self, seconds: float = THINK_SECONDS) -> None:
        self.seconds = seconds
        self._thinking = 0.0

    def think(self, dt: float) -> bool:
        """Let ``dt`` seconds pass; True once the thinking time is over (until `reset`)."""
        self._thinking += dt
        return self._thinking >= self.seconds

    def reset(self) -> None:
        """The seat moved (or nobody thinks): the next move thinks from the start."""
        self._thinking = 0.0

    def hurry(self) -> None:
        """The next move comes at once."""
        self._thinking = max(self._thinking, _HURRIED)
