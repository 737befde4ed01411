"""SIGTERM stops a server process within a second while a game of Europäisches Draw Poker runs at one
of its tables, even with a watcher that stopped reading (it never answers the server's close): the
chips in the pot go back to the players, and a client that reads is told the server is going away
(close code 1001)."""

from __future__ import annotations

import random
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from game.net.ledger import START_STACK, Ledger
from game.net.protocol import PROTOCOL_VERSION, decode_server, encode
from game.net.store import open_database

from .european_helpers import calm, people_of, play
from .helpers import PASSWORD, Crowd, seat_everybody

ROOT = Path(__file__).resolve().parents[2]


@contextmanager
def _server(db: Path) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """``python -m game.net`` on a free port of 127.0.0.1: the process and its address."""
    process = subprocess.Popen(
        [sys.executable, "-m", "game.net", "--port", "0", "--db", str(db), "--log-level", "warning"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        for _ in range(40):
            found = re.search(r"ws://127\.0\.0\.1:(\d+)", process.stdout.readline())
            if found:
                break
        else:
            raise AssertionError("the server did not say where it listens")
        yield process, f"ws://127.0.0.1:{found.group(1)}"
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(10)


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
    with _server(db) as (process, url), ExitStack() as stack:
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
