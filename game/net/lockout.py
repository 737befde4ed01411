"""The log-in lockout: too many wrong passwords for one name lock that name's log-in for a while.

`Lockout` counts failed log-ins per name (case-folded, the way accounts are
told apart) on the server's clock: ``tries`` failures within ``window``
seconds lock the name for ``lock`` seconds, during which every log-in under
it is refused - a right password too - without the password being checked.
It counts names, not accounts: an unknown name is locked exactly like a
known one, so the lockout tells nobody whether an account exists. A correct
log-in outside a lockout forgets the name's failures.

The state lives in memory only (a restart forgets it): it is a brake on
guessing, not a record, and keeping it out of the database means a stream
of wrong passwords costs no database writes. At most ``names`` names are
remembered; beyond that the longest-untouched ones are forgotten first.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from dataclasses import dataclass, field

from .timers import seconds_left

__all__ = ["Lockout"]


@dataclass(slots=True)
class _Name:
    failures: deque[float] = field(default_factory=deque)
    until: float | None = None


class Lockout:
    """Failed log-ins per name and the names locked now (see the module docstring)."""

    def __init__(self, tries: int, window: float, lock: float, names: int = 10_000) -> None:
        if tries < 1 or window <= 0 or lock <= 0 or names < 1:
            raise ValueError("tries, window, lock and names must be positive")
        self._tries = tries
        self._window = window
        self._lock = lock
        self._limit = names
        self._names: OrderedDict[str, _Name] = OrderedDict()

    def locked(self, key: str, now: float) -> int | None:
        """Whole seconds the log-in of ``key`` stays locked at ``now``; None if it is not locked."""
        entry = self._names.get(key)
        if entry is None or entry.until is None:
            return None
        if now >= entry.until:
            del self._names[key]  # the lockout is over: its failures are forgotten with it
            return None
        return max(1, seconds_left(entry.until, now))

    def failed(self, key: str, now: float) -> int | None:
        """A wrong password for ``key`` at ``now``; the seconds of the lockout if this one locks it."""
        if self.locked(key, now) is not None:
            return self.locked(key, now)  # tries during a lockout do not make it longer
        entry = self._names.pop(key, None) or _Name()
        self._names[key] = entry  # the most recently touched last
        failures = entry.failures
        failures.append(now)
        while failures and failures[0] <= now - self._window:
            failures.popleft()
        if len(failures) >= self._tries:
            failures.clear()
            entry.until = now + self._lock
        while len(self._names) > self._limit:
            self._names.popitem(last=False)
        return self.locked(key, now)

    def succeeded(self, key: str) -> None:
        """A right password for ``key`` (not locked): its failures are forgotten."""
        self._names.pop(key, None)

    def __len__(self) -> int:
        """Names remembered now."""
        return len(self._names)
