"""The server's limits: connections, log-in tries, and per connection and per address message
size, message rate, chat rate, and how much a slow reader may keep queued.

The server holds at most `Limits.connections` connections at once; one more
is answered with the error ``full`` and closed. `Limits.login_tries` wrong
passwords for one name within `Limits.login_window` seconds lock that name's
log-in for `Limits.lockout` seconds (`game.net.lockout`).

**Message rate** (token buckets on the server's clock, `Budget`): a logged-in
connection may send `Limits.rate` messages per second on average with bursts
of `Limits.burst`; a connection that has not logged in yet only
`Limits.guest_rate` with bursts of `Limits.guest_burst` (it needs one
``hello``); and all connections from one address together (an IPv4 address,
an IPv6 /64) `Limits.address_rate` with bursts of `Limits.address_burst`.
A message over any of these is dropped unread: the first of a run of
dropped messages is answered with one ``rate`` error, the others are not
answered at all. A connection whose dropped messages outrun its own rate by
more than `Limits.flood_burst` times its burst (it keeps sending at more
than twice its rate) is told ``rate`` and closed at once, without reading
on. Chat has its own bucket on top (`Limits.chat_rate`, `Limits.chat_burst`).

**Slow readers:** what waits for a connection (its outbox plus the socket's
send buffer in the server's process) may hold at most `Limits.outbox_bytes`
bytes; a message that would go over it closes the connection at once (the
queue is dropped), except that a connection with nothing queued always gets
its next message, however large. A send that stays blocked for
`Limits.send_seconds` (the client reads nothing, so even the keep-alive ping
cannot go out) closes the connection as well. The kernel's send buffer of a
connection is set to `Limits.socket_bytes`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .protocol import MAX_CHAT_CHARS, MAX_MESSAGE_BYTES, JsonObject

__all__ = ["Limits", "TokenBucket", "Budget", "Verdict"]


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
    #: Messages per second (and burst) of a logged-in connection ...
    rate: float = 20.0
    burst: int = 40
    #: ... of a connection that has not logged in ...
    guest_rate: float = 1.0
    guest_burst: int = 5
    #: ... and of all connections from one address together.
    address_rate: float = 100.0
    address_burst: int = 200
    #: Dropped messages beyond the rate a connection may send, in bursts of its own: more closes it.
    flood_burst: float = 2.0
    #: Seconds new connections from the address of a connection cut off for flooding are refused.
    flood_pause: float = 10.0
    chat_rate: float = 0.5
    chat_burst: int = 5
    #: Bytes queued for one connection (outbox and socket buffer) before it is closed.
    outbox_bytes: int = 256 * 1024
    #: Seconds one send may stay blocked before the connection is closed.
    send_seconds: float = 5.0
    #: The kernel's send buffer of one connection (SO_SNDBUF).
    socket_bytes: int = 64 * 1024
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


class Verdict(enum.Enum):
    """What a `Budget` says of one message."""

    PASS = "pass"  # handle it
    DROP = "drop"  # drop it; the first of a run of drops is answered once
    FLOOD = "flood"  # drop it and close the connection


class Budget:
    """A connection's message budget: its own bucket, its address's bucket, and a tolerance for drops.

    A message passes if both buckets have a token (the address's is only
    spent when the connection's own allows the message). A dropped message
    spends a token of the drop bucket (``rate`` per second, ``flood x burst``
    at most): when that runs dry, the connection floods.
    """

    def __init__(self, rate: float, burst: int, flood: float, address: TokenBucket, now: float) -> None:
        self.address = address
        self._flood = flood
        self.limit(rate, burst, now)
        #: Whether the last message was dropped (a run of drops is answered once).
        self.dropping = False

    def limit(self, rate: float, burst: int, now: float) -> None:
        """Use this rate and burst from now on (after log-in), starting full."""
        self.rate = rate
        self._own = TokenBucket(rate, burst, now)
        self._drops = TokenBucket(rate, max(1, round(self._flood * burst)), now)

    def take(self, now: float) -> Verdict:
        """Spend a token for one message at time ``now``."""
        if self._own.take(now) and self.address.take(now):
            self.dropping = False
            return Verdict.PASS
        self.dropping = True
        return Verdict.DROP if self._drops.take(now) else Verdict.FLOOD
