"""The table's timers as the engine describes them; the server runs the clock.

The engine has no clock. After every action it names the one timer that
runs now (`Timer`: its kind, the seat it is shown to, its length and a
number), and the server starts a clock of that length whenever the number
changes. When the clock runs out the server applies ``Timeout(seat,
number)``; a timeout whose number is no longer the running timer's (the
player acted just before) is refused and changes nothing. What a timeout
does, per kind (variants.md):

- ``move`` (60 s, a betting turn): the player folds;
- ``exchange`` (60 s): nothing is exchanged;
- ``show`` (60 s, the showdown): the cards are shown automatically, the
  player stays in;
- ``master`` (180 s, no game running, the game master has not started one
  and someone else sits at the table): the role passes to the next player;
- ``cooldown`` (30 s after a game): a new game may be started from now on.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

__all__ = ["TimerKind", "TIMER_SECONDS", "Timer"]


class TimerKind(StrEnum):
    """What a timer waits for."""

    MOVE = "move"
    EXCHANGE = "exchange"
    SHOW = "show"
    MASTER = "master"
    COOLDOWN = "cooldown"


#: Each timer's length in seconds (variants.md).
TIMER_SECONDS: dict[TimerKind, int] = {
    TimerKind.MOVE: 60,
    TimerKind.EXCHANGE: 60,
    TimerKind.SHOW: 60,
    TimerKind.MASTER: 180,
    TimerKind.COOLDOWN: 30,
}


@dataclass(frozen=True, slots=True)
class Timer:
    """The running timer: ``kind``, the ``seat`` it is for (None: cooldown at an empty table).

    ``number`` changes exactly when a new timer starts (a new turn, a new
    game master, the cooldown), so the server restarts its clock on a
    change and a stale timeout is recognised.
    """

    kind: TimerKind
    seat: int | None
    seconds: int
    number: int
