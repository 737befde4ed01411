"""The client's connection: pauses that grow, a server that comes back, one that does not."""

from __future__ import annotations

import socket
import time
from pathlib import Path

from game.net.client import Backoff, ConnectionState, NetClient, StateChanged
from game.net.server import BackgroundServer, Server

from .helpers import CHEAP, Lab


def test_backoff_doubles_up_to_the_longest_pause() -> None:
    backoff = Backoff(first=0.5, longest=4.0, tries=6)
    assert [backoff.pause(n) for n in range(1, 7)] == [0.5, 1.0, 2.0, 4.0, 4.0, 4.0]


def test_a_server_that_comes_back_gets_the_player_back(tmp_path: Path) -> None:
    lab = Lab(tmp_path / "db.sqlite3")
    try:
        anna = lab.person("Anna")
        assert anna.session.connection is ConnectionState.CONNECTED
        lab.background.stop()
        lab.pump(lambda: anna.session.connection is ConnectionState.RECONNECTING, what="reconnecting")
        assert not anna.session.refresh_tables()  # nothing is sent while the line is down
        again = BackgroundServer(lambda: Server(lab.db, clock=lab.clock, cost=CHEAP), port=lab.port)
        again.start()
        lab.background = again
        lab.pump(lambda: anna.session.connection is ConnectionState.CONNECTED, what="connected again")
        assert anna.session.refresh_tables()
        lab.pump(lambda: anna.session.tables == () and anna.session.balance == 1000)
    finally:
        lab.close()


def test_a_server_that_stays_away_is_reported_lost(tmp_path: Path) -> None:
    lab = Lab(tmp_path / "db.sqlite3", tries=2)
    try:
        anna = lab.person("Anna")
        lab.background.stop()
        lab.pump(lambda: anna.session.connection is ConnectionState.LOST, what="lost")
        assert anna.session.lost_reason == "the server cannot be reached"
        anna.session.advance(0.5)  # the screen keeps running: nothing blocks, nothing raises
    finally:
        lab.close()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_a_server_never_reached_is_said_after_a_few_quick_tries_not_as_an_interruption() -> None:
    """A mistyped address: "connecting" while it tries, then lost - never "reconnecting"."""
    client = NetClient(
        f"ws://127.0.0.1:{_free_port()}", "Anna", "geheim-123", backoff=Backoff(0.01, 0.02, 12, 3)
    )
    client.start()
    changes: list[StateChanged] = []
    deadline = time.monotonic() + 10
    try:
        while not changes or changes[-1].state is not ConnectionState.LOST:
            assert time.monotonic() < deadline, changes
            changes += [item for item in client.poll() if isinstance(item, StateChanged)]
            time.sleep(0.005)
    finally:
        client.close()
    states = [change.state for change in changes]
    assert ConnectionState.RECONNECTING not in states
    assert states.count(ConnectionState.CONNECTING) == 3  # the quick tries after the first
    assert changes[-1].reason == "the server cannot be reached"


def test_a_dropped_connection_keeps_its_full_tries(tmp_path: Path) -> None:
    """Once logged in, a failure interrupts a connection: "reconnecting", with all the tries."""
    lab = Lab(tmp_path / "db.sqlite3", tries=5)
    try:
        anna = lab.person("Anna")
        lab.background.stop()
        seen: list[ConnectionState] = []
        lab.pump(
            lambda: seen.append(anna.session.connection) or anna.session.connection is ConnectionState.LOST,
            what="lost",
        )
        assert ConnectionState.RECONNECTING in seen and ConnectionState.CONNECTING not in seen
    finally:
        lab.close()
