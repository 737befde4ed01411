"""The server's time: one injectable clock for every timer, rate limit and "once a day".

`Clock.now` is monotonic seconds (timers), `Clock.wall` seconds since the
epoch (the daily fresh stack, the ledger's timestamps), and `Clock.call_at`
runs a callback when `now` reaches a moment. `RealClock` uses the event
loop's clock; `ManualClock` moves only when a test calls `advance`, so every
timer can be made to fire without waiting. Callbacks may run on any thread
(ManualClock: the caller of `advance`), so a table hands it a callback that
posts into its own loop thread-safely.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import threading
import time
from collections.abc import Callable
from typing import Protocol

__all__ = ["Clock", "Alarm", "RealClock", "ManualClock"]


class Alarm(Protocol):
    """A scheduled callback that can be called off."""

    def cancel(self) -> None:
        """Do not run the callback (no effect once it ran)."""
        ...


class Clock(Protocol):
    """Monotonic time, wall time, and alarms."""

    def now(self) -> float:
        """Monotonic seconds."""
        ...

    def wall(self) -> float:
        """Seconds since the epoch."""
        ...

    def call_at(self, when: float, callback: Callable[[], None]) -> Alarm:
        """Run ``callback`` once `now` has reached ``when``."""
        ...


class RealClock:
    """The machine's clocks; alarms run on the event loop that is current at `call_at`."""

    def now(self) -> float:
        return time.monotonic()

    def wall(self) -> float:
        return time.time()

    def call_at(self, when: float, callback: Callable[[], None]) -> Alarm:
        loop = asyncio.get_running_loop()
        # loop.time() is monotonic too, but not necessarily the same origin: convert.
        return loop.call_later(max(0.0, when - self.now()), callback)


class _ManualAlarm:
    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class ManualClock:
    """A clock that stands still until `advance`; for tests. Thread-safe."""

    def __init__(self, start: float = 1000.0, wall: float = 1_700_000_000.0) -> None:
        self._now = start
        self._wall_offset = wall - start
        self._alarms: list[tuple[float, int, _ManualAlarm, Callable[[], None]]] = []
        self._counter = itertools.count()
        self._lock = threading.Lock()

    def now(self) -> float:
        with self._lock:
            return self._now

    def wall(self) -> float:
        with self._lock:
            return self._now + self._wall_offset

    def call_at(self, when: float, callback: Callable[[], None]) -> Alarm:
        alarm = _ManualAlarm()
        with self._lock:
            heapq.heappush(self._alarms, (when, next(self._counter), alarm, callback))
        return alarm

    def advance(self, seconds: float) -> None:
        """Let ``seconds`` pass and run every alarm that became due, in time order."""
        with self._lock:
            self._now += seconds
            now = self._now
            due = []
            while self._alarms and self._alarms[0][0] <= now:
                due.append(heapq.heappop(self._alarms))
        for _, _, alarm, callback in due:
            if not alarm.cancelled:
                callback()

    def pending(self) -> int:
        """How many alarms are waiting (cancelled ones included until they are due)."""
        with self._lock:
            return sum(1 for item in self._alarms if not item[2].cancelled)
