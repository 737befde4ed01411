"""Loopback test helpers: a server on 127.0.0.1 with a manual clock, people with remote sessions.

`Lab` runs a `BackgroundServer` (random free port, its own event loop thread,
a fresh database, a cheap scrypt cost, a `ManualClock`, generous rate limits
unless a test asks for the real ones) and makes `Person`s: a `NetClient` and
its `RemoteSession`, recording every raw message it receives. `Lab.pump`
lets the sessions take in what arrived until a condition holds; it waits on
the clients' notifications (real sockets need real time), never on a fixed
sleep, and fails after a timeout.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.engine import Exchange, Phase
from game.net.accounts import ScryptCost
from game.net.client import Backoff, ConnectionState, NetClient
from game.net.clock import ManualClock
from game.net.limits import Limits
from game.net.server import BackgroundServer, Server
from game.net.table import Table
from game.net.timers import Timers
from game.session.remote import RemoteSession

CHEAP = ScryptCost(n=2**8, r=8, p=1)
PASSWORD = "geheim-123"
GENEROUS = Limits(rate=1e6, burst=10**6, chat_rate=1e6, chat_burst=10**6)


class Person:
    """One player (or watcher) on their own computer: client thread + remote session."""

    def __init__(self, lab: Lab, name: str, create: bool = True, password: str = PASSWORD) -> None:
        self.name = name
        self.raw: list[str] = []
        self._raw_lock = threading.Lock()
        self.client = NetClient(
            lab.url,
            name,
            password,
            create=create,
            backoff=Backoff(first=0.05, longest=0.2, tries=lab.tries),
            notify=lab.wake.set,
            on_raw=self._record,
        )
        self.session = RemoteSession(self.client)
        self.client.start()

    def _record(self, raw: str | bytes) -> None:
        with self._raw_lock:
            self.raw.append(raw if isinstance(raw, str) else raw.decode("utf-8", "replace"))

    def messages(self) -> list[str]:
        """Every raw message received so far."""
        with self._raw_lock:
            return list(self.raw)

    @property
    def seat(self) -> int | None:
        people = self.session.people
        return people[0] if people else None

    def errors(self) -> list[str]:
        """The error codes the server sent since the last call."""
        return [error.code for error in self.session.take_errors()]

    def close(self) -> None:
        self.client.close()


class Lab:
    """A server and the people around it."""

    def __init__(
        self,
        db: Path,
        limits: Limits = GENEROUS,
        timers: Timers | None = None,
        seed: int = 7,
        tries: int = 40,
    ) -> None:
        self.db = db
        self.clock = ManualClock()
        self.wake = threading.Event()
        self.tries = tries
        rng = random.Random(seed)
        self.background = BackgroundServer(
            lambda: Server(
                db,
                clock=self.clock,
                limits=limits,
                timers=timers or Timers(),
                cost=CHEAP,
                rng=lambda: random.Random(rng.getrandbits(64)),
            )
        )
        self.port = self.background.start()
        self.url = f"ws://127.0.0.1:{self.port}"
        self.people: list[Person] = []

    @property
    def server(self) -> Server:
        assert self.background.server is not None
        return self.background.server

    def person(self, name: str, create: bool = True, password: str = PASSWORD) -> Person:
        person = Person(self, name, create, password)
        self.people.append(person)
        self.pump(
            lambda: person.session.connection is not ConnectionState.CONNECTING, what=f"{name} connects"
        )
        return person

    def pump(self, until: Callable[[], bool], timeout: float = 15.0, what: str = "the condition") -> None:
        """Let every session take in its messages until ``until()`` holds."""
        deadline = time.monotonic() + timeout
        while True:
            self.wake.clear()
            for person in self.people:
                person.session.advance(0.0)
            if until():
                return
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {what}")
            self.wake.wait(0.05)

    def settle(self) -> None:
        """Wait until the server has handled everything sent so far (a ping round trip each)."""
        marks = {
            p: len(p.messages()) for p in self.people if p.session.connection is ConnectionState.CONNECTED
        }
        for person in marks:
            person.client.send("ping")
        self.pump(
            lambda: all(
                any('"type":"pong"' in text for text in person.messages()[marks[person] :])
                for person in marks
            ),
            what="pongs",
        )

    def on_server(self, function: Callable[[], Any]) -> Any:
        """Run ``function`` on the server's loop (reading its state safely)."""
        return self.background.call(function)

    def table(self, number: int = 1) -> Table:
        return self.on_server(lambda: self.server.lobby.tables[number])  # type: ignore[union-attr]

    def advance(self, seconds: float) -> None:
        """Let the server's clock run on; the timers that became due fire."""
        self.clock.advance(seconds)

    def close(self) -> None:
        for person in self.people:
            person.close()
        self.background.stop()


def play_turns(
    lab: Lab, people: list[Person], rng: random.Random, until: Callable[[], bool], limit: int = 5000
) -> int:
    """Everybody plays: exchange random cards on their turn, say "seen" after each round.

    Returns the number of exchanges made.
    """
    moves = 0
    readied: dict[str, tuple[int | None, int]] = {}
    for _ in range(limit):
        if until():
            return moves
        acted = False
        for person in people:
            session = person.session
            seat = person.seat
            if seat is None or not session.has_game:
                continue
            table = session.table
            if session.legal_actions(seat):
                hand = table.hand(seat)
                chosen = tuple(card for card in hand if rng.random() < 0.4)
                session.submit(Exchange(seat, chosen))
                moves += 1
                acted = True
            elif table.phase is Phase.ROUND_OVER and readied.get(person.name) != (
                session.game_no,
                table.round_no,
            ):
                readied[person.name] = (session.game_no, table.round_no)
                session.next_round()
                acted = True
        lab.wake.clear()
        for person in lab.people:
            person.session.advance(0.0)
        if not acted and not until():
            lab.wake.wait(0.05)
    raise AssertionError("the games did not end")
