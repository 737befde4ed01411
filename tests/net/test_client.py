"""The client's connection: pauses that grow, a server that comes back, one that does not."""

from __future__ import annotations

from pathlib import Path

from game.net.client import Backoff, ConnectionState
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
