"""The server's limits: connections, log-in tries, and per connection message size, message rate,
chat rate, and how far a client may lag.

The server holds at most `Limits.connections` connections at once; one more
is answered with the error ``full`` and closed. `Limits.login_tries` wrong
passwords for one name within `Limits.login_window` seconds lock that name's
log-in for `Limits.lockout` seconds (`game.net.lockout`).

A connection may send `Limits.rate` messages per second on average with
bursts of `Limits.burst`, and `Limits.chat_rate` chat messages per second
with bursts of `Limits.chat_burst` (token buckets on the server's clock);
a message beyond that is answered with an error and dropped. A client that
does not read its messages fast enough to keep `Limits.outbox` of them
queued is disconnected rather than letting the server's memory grow.
"""

from __future__ import annotations

from dataclasses import dataclass

from .protocol import MAX_CHAT_CHARS, MAX_MESSAGE_BYTES, JsonObject

__all__ = ["Limits", "TokenBucket"]


@dataclass(frozen=True, slots=True)
class Limits:
    """The limits of the server and of every connection."""

    #: Connections the server holds at once (logged in or not).
    connections: int = 1000
    #: Wrong passwords for one name within `login_window` seconds that lock its log-in ...
    login_tries: int = 5
    login_window: float = 300.0
    #: ... for this many seconds.
    lockout: float = 300.0

    message_bytes: int = MAX_MESSAGE_BYTES
    rate: float = 20.0
    burst: int = 40
    chat_rate: float = 0.5
    chat_burst: int = 5
    outbox: int = 2000
    #: Seconds a new connection has to log in.
    hello_seconds: float = 30.0

    def to_json(self) -> JsonObject:
        """What the ``welcome`` message tells the client."""
        return {
            "message_bytes": self.message_bytes,
            "chat_chars": MAX_CHAT_CHARS,
            "rate": self.rate,
            "burst": self.burst,
            "chat_rate": self.chat_rate,
            "chat_burst": self.chat_burst,
        }


class TokenBucket:
    """``rate`` tokens per second, at most ``burst`` saved up; `take` spends one if there is one."""

    def __init__(self, rate: float, burst: int, now: float) -> None:
        self._rate = rate
        self._burst = float(burst)
        self._tokens = float(burst)
        self._last = now

    def take(self, now: float) -> bool:
        """Spend one token at time ``now``; False (nothing spent) when the bucket is empty."""
        self._tokens = min(self._burst, self._tokens + (now - self._last) * self._rate)
        self._last = now
        if self._tokens < 1.0:
            return False
        self._tokens -= 1.0
        return True
