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
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from game.engine import Exchange, TokenPhase
from game.net.accounts import ScryptCost
from game.net.backend import Store
from game.net.client import Backoff, ConnectionState, NetClient
from game.net.clock import ManualClock
from game.net.limits import Limits
from game.net.protocol import JsonValue
from game.net.server import BackgroundServer, Server
from game.net.table import Table
from game.net.timers import Timers
from game.net.variant import Variant
from game.session.token.remote import RemoteSession

CHEAP = ScryptCost(n=2**8, r=8, p=1)
PASSWORD = "geheim-123"
GENEROUS = Limits(
    rate=1e6,
    burst=10**6,
    guest_rate=1e6,
    guest_burst=10**6,
    address_rate=1e6,
    address_burst=10**6,
    chat_rate=1e6,
    chat_burst=10**6,
)


class Person:
    """One player (or watcher) on their own computer: client thread + remote session."""

    #: More of `NetClient`'s options (e.g. ``pinned``: the certificate the person accepted).
    client_options: dict[str, Any] = {}  # noqa: RUF012 - read only, replaced by subclasses

    def __init__(self, lab: Crowd, name: str, create: bool = True, password: str = PASSWORD) -> None:
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
            **self.client_options,
        )
        self.session = self._make_session(self.client)
        self.client.start()

    def _make_session(self, client: NetClient) -> Any:
        return RemoteSession(client)

    def _record(self, raw: str | bytes) -> None:
        with self._raw_lock:
            self.raw.append(raw if isinstance(raw, str) else raw.decode("utf-8", "replace"))

    def messages(self) -> list[str]:
        """Every raw message received so far."""
        with self._raw_lock:
            return list(self.raw)

    def is_seated(self) -> bool:
        """Whether this person has a seat at a table."""
        seating = self.session.seating
        return seating is not None and seating.me is not None

    @property
    def seat(self) -> int | None:
        people = self.session.people
        return people[0] if people else None

    def errors(self) -> list[str]:
        """The error codes the server sent since the last call."""
        return [error.code for error in self.session.take_errors()]

    def close(self) -> None:
        self.client.close()
        self.client.join(10)


class Crowd:
    """People connected to one server address, and the pump that lets their sessions read."""

    def __init__(self, url: str, tries: int = 40) -> None:
        self.url = url
        self.tries = tries
        self.wake = threading.Event()
        self.people: list[Person] = []

    def person(
        self, name: str, create: bool = True, password: str = PASSWORD, kind: type[Person] | None = None
    ) -> Any:
        person = (kind or Person)(self, name, create, password)
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
        connected = [p for p in self.people if p.session.connection is ConnectionState.CONNECTED]
        marks = {p: len(p.messages()) for p in connected}
        for person in marks:
            person.client.send("ping")

        def answered(person: Person) -> bool:
            return any('"type":"pong"' in text for text in person.messages()[marks[person] :])

        self.pump(lambda: all(answered(person) for person in marks), what="pongs")

    def close(self) -> None:
        for person in self.people:
            person.close()


class Lab(Crowd):
    """A server in this process (its own thread, a manual clock) and the people around it."""

    def __init__(
        self,
        db: Path | Callable[[], Store],
        limits: Limits = GENEROUS,
        timers: Timers | None = None,
        seed: int = 7,
        tries: int = 40,
        variants: Mapping[str, Variant] | None = None,
    ) -> None:
        self.db = db
        self.clock = ManualClock()
        rng = random.Random(seed)
        self._factory = lambda: Server(
            db() if callable(db) else db,  # a Store (PostgreSQL) is opened anew on every (re)start
            clock=self.clock,
            limits=limits,
            timers=timers or Timers(),
            cost=CHEAP,
            rng=lambda: random.Random(rng.getrandbits(64)),
            variants=variants,
        )
        self.background = BackgroundServer(self._factory)
        self.port = self.background.start()
        super().__init__(f"ws://127.0.0.1:{self.port}", tries)

    def restart(self) -> None:
        """Stop the server (a clean stop: its people see the connection drop) and start it again on
        the same database and port; the clients reconnect by themselves."""
        self.background.stop()
        self.background = BackgroundServer(self._factory, port=self.port)
        self.background.start()

    @property
    def server(self) -> Server:
        assert self.background.server is not None
        return self.background.server

    def on_server(self, function: Callable[[], Any]) -> Any:
        """Run ``function`` on the server's loop (reading its state safely)."""
        return self.background.call(function)

    def table(self, number: int = 1) -> Table:
        lobby = self.server.lobby
        assert lobby is not None
        return self.on_server(lambda: lobby.tables[number])

    def master(self, people: list[Person], table: int = 1) -> Person:
        """The game master, once the server and that person's session agree on who it is."""

        def agreed() -> Person | None:
            seat = self.table(table).master
            for person in people:
                seating = person.session.seating
                if seating is not None and seating.me == seat and seating.i_am_master:
                    return person
            return None

        self.pump(lambda: agreed() is not None, what="the game master")
        found = agreed()
        assert found is not None
        return found

    def advance(self, seconds: float) -> None:
        """Let the server's clock run on; the timers that became due fire."""
        self.clock.advance(seconds)

    def close(self) -> None:
        super().close()
        self.background.stop()


def seat_everybody(crowd: Crowd, people: list[Person], variant: str = "token", **options: JsonValue) -> None:
    """The first person opens a table of ``variant`` (table 1 on a fresh server), the others sit."""
    host = people[0]
    assert host.session.open_table(variant, **options)
    crowd.pump(lambda: host.session.seating is not None, what="the table opens")
    seating = host.session.seating
    assert seating is not None
    for person in people[1:]:  # one after the other: seats in the order of ``people``
        assert person.session.sit(seating.table)
        crowd.pump(person.is_seated, what=f"{person.name} sits")


def scripted_move(person: Person, rng: random.Random, readied: dict[str, tuple[int | None, int]]) -> bool:
    """One look of a scripted player: exchange random cards on its turn, say "seen" once after each
    round (``readied`` remembers the rounds); True if it did something."""
    session = person.session
    seat = person.seat
    if seat is None or not session.has_game:
        return False
    table = session.table
    if session.legal_actions(seat):
        hand = table.hand(seat)
        chosen = tuple(card for card in hand if rng.random() < 0.4)
        session.submit(Exchange(seat, chosen))
        return True
    if table.phase is TokenPhase.ROUND_OVER and readied.get(person.name) != (session.game_no, table.round_no):
        readied[person.name] = (session.game_no, table.round_no)
        session.next_round()
        return True
    return False


def play_turns(
    lab: Crowd, people: list[Person], rng: random.Random, until: Callable[[], bool], limit: int = 5000
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
            mover = (
                person.seat is not None
                and person.session.has_game
                and bool(person.session.legal_actions(person.seat))
            )
            if scripted_move(person, rng, readied):
                acted = True
                moves += mover
        lab.wake.clear()
        for person in lab.people:
            person.session.advance(0.0)
        if not acted and not until():
            lab.wake.wait(0.05)
    raise AssertionError("the games did not end")
