"""The server's write-ahead-log checkpoints run off the event loop: the server's own connection no
longer checkpoints inside a COMMIT, a checkpoint moves the log into the database file, a log grown
past its limit is truncated by the next one, and nothing committed is lost on the way."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from game.net.accounts import Accounts, ScryptCost, hash_password
from game.net.ledger import Ledger, Stake
from game.net.store import Checkpointer, open_database

CHEAP = ScryptCost(n=2**8)
NOW = 1_700_000_000.0


def _bets(db: sqlite3.Connection, count: int) -> tuple[Ledger, str]:
    accounts, ledger = Accounts(db), Ledger(db)
    holder = ledger.register(accounts, "Anna", hash_password("geheim-123", CHEAP), NOW).holder
    game = ledger.open_game(1, "european", NOW)
    for _ in range(count):
        ledger.record(game, [Stake(holder, 1, "bet")], NOW)
    return ledger, holder


def test_the_servers_connection_leaves_checkpoints_to_the_checkpointer(tmp_path: Path) -> None:
    path = tmp_path / "server.sqlite3"
    db = open_database(path)
    assert db.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 1000  # SQLite's default
    checkpointer = Checkpointer(db, path, interval=3600.0)
    assert db.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 0
    ledger, holder = _bets(db, 400)  # far more than 1000 pages of log: SQLite would have checkpointed
    log = Path(f"{path}-wal")
    grown = log.stat().st_size
    assert grown > 1000 * 4096
    checkpointer.stop()  # returns at once although its interval is an hour
    other = sqlite3.connect(path, isolation_level=None)
    assert checkpointer.step(other) == "PASSIVE"  # the thread's step, here on this thread
    assert log.stat().st_size == grown  # PASSIVE copies the log into the file, it does not shrink it
    assert Ledger(other).balance(holder) == 1000 - 400
    other.close()
    assert ledger.balance(holder) == 600
    db.close()
    assert not log.exists()  # the last connection to close checkpoints the rest


def test_a_log_past_its_limit_is_truncated_by_the_next_checkpoint(tmp_path: Path) -> None:
    path = tmp_path / "server.sqlite3"
    db = open_database(path)
    checkpointer = Checkpointer(db, path, interval=3600.0, limit=100)
    checkpointer.stop()
    _bets(db, 100)
    log = Path(f"{path}-wal")
    other = sqlite3.connect(path, isolation_level=None)
    assert checkpointer.step(other, "PASSIVE") == "TRUNCATE"
    assert log.stat().st_size > 0
    assert checkpointer.step(other, "TRUNCATE") == "PASSIVE"
    assert log.stat().st_size == 0
    other.close()
    ledger = Ledger(db)
    assert ledger.balance("p:1") == 900
    assert ledger.audit([1]).ok  # game 1 still runs
    db.close()
