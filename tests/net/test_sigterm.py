"""SIGTERM stops a server process within a second while a game of Europäisches Draw Poker runs at one
of its tables, even with a watcher that stopped reading (it never answers the server's close): the
chips in the pot go back to the players, and a client that reads is told the server is going away
(close code 1001)."""

from __future__ import annotations

import random
import signal
import time
from contextlib import ExitStack
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from game.net.ledger import START_STACK, Ledger
from game.net.protocol import PROTOCOL_VERSION, decode_server, encode
from game.net.store import open_database

from .european_helpers import calm, people_of, play
from .helpers import PASSWORD, Crowd, seat_everybody
from .server_process import ServerProcess


def _watcher(stack: ExitStack, url: str, name: str, max_queue: int | None) -> ClientConnection:
    """A bare connection that logs in and watches table 1 (``max_queue`` 1: it soon stops reading)."""
    ws = stack.enter_context(connect(url, open_timeout=10, max_queue=max_queue))
    ws.send(encode("hello", v=PROTOCOL_VERSION, name=name, password=PASSWORD, create=True))
    assert decode_server(ws.recv(timeout=10)).type == "welcome"
    ws.send(encode("watch", table=1))
    return ws


def test_sigterm_during_a_european_game_stops_within_a_second(tmp_path: Path) -> None:
    db = tmp_path / "server.sqlite3"
    names = ("Anna", "Bert")
    server = ServerProcess(db)
    with ExitStack() as stack:
        stack.callback(server.close)
        url = server.start()
        process = server.process
        assert process is not None
        crowd = Crowd(url, tries=1)
        stack.callback(crowd.close)
        people = people_of(crowd, names)
        seat_everybody(crowd, people, "european")
        reader = _watcher(stack, url, "Wim", None)
        _watcher(stack, url, "Stan", 1)  # reads nothing from now on
        people[0].session.start()
        crowd.pump(lambda: all(p.session.has_game for p in people), what="the game")
        play(crowd, people, random.Random(2), lambda: people[0].session.view.round_no >= 3, policy=calm)
        crowd.settle()
        assert sum(people[0].session.view.put_in) > 0  # chips in the pot
        started = time.monotonic()
        process.send_signal(signal.SIGTERM)
        assert process.wait(10) == 0
        took = time.monotonic() - started
        with pytest.raises(ConnectionClosed):
            while True:
                reader.recv(timeout=5)
        assert reader.close_code == 1001  # going away
        assert took < 1.0, f"the server took {took:.2f} s to stop"
    connection = open_database(db)
    try:
        ledger = Ledger(connection)
        assert not ledger.open_games()
        row = "SELECT id FROM accounts WHERE name=?"
        for name in names:
            (account,) = connection.execute(row, (name,)).fetchone()
            assert ledger.balance(f"p:{account}") == START_STACK  # every ante and bet returned
        audit = ledger.audit()
        assert audit.ok, audit.problems
    finally:
        connection.close()
