"""The server's SQLite database: one file holding the accounts and the play-chip ledger.

`open_database` creates or opens the file, sets it up for a server that may
be killed at any moment (write-ahead log; every transaction is committed
before the server tells anybody about it, and SQLite keeps committed
transactions through a killed process), and creates the tables. The ledger's
tables refuse UPDATE and DELETE by trigger: chip movements are only ever
appended. `DatabaseError` reports a file that is not such a database.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

__all__ = ["open_database", "DatabaseError", "SCHEMA_VERSION"]

SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS accounts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    key TEXT NOT NULL UNIQUE,          -- the name case-folded: one account per spelling
    password TEXT NOT NULL,            -- scrypt$n$r$p$salt$hash
    created REAL NOT NULL,
    fresh_day TEXT                     -- UTC day of the last fresh stack
);
-- One row per chip movement; its entries add up to zero (double entry).
CREATE TABLE IF NOT EXISTS transfers (
    id INTEGER PRIMARY KEY,
    at REAL NOT NULL,
    kind TEXT NOT NULL,                -- start, fresh, stake, payout, forfeit, refund
    game INTEGER,
    memo TEXT
);
-- holder: 'p:<account id>' a player, 'g:<game id>' a game's pot, 'bank' (fresh stacks), 'house' (lost pots)
CREATE TABLE IF NOT EXISTS entries (
    id INTEGER PRIMARY KEY,
    transfer INTEGER NOT NULL REFERENCES transfers(id),
    holder TEXT NOT NULL,
    amount INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS entries_holder ON entries(holder);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    table_no INTEGER NOT NULL,
    variant TEXT NOT NULL,
    opened REAL NOT NULL
);
-- A game is settled by exactly one closing row (played out, or refunded after a crash).
CREATE TABLE IF NOT EXISTS closings (
    game INTEGER PRIMARY KEY REFERENCES games(id),
    at REAL NOT NULL,
    how TEXT NOT NULL
);
CREATE TRIGGER IF NOT EXISTS entries_append_only_u BEFORE UPDATE ON entries
    BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER IF NOT EXISTS entries_append_only_d BEFORE DELETE ON entries
    BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER IF NOT EXISTS transfers_append_only_u BEFORE UPDATE ON transfers
    BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER IF NOT EXISTS transfers_append_only_d BEFORE DELETE ON transfers
    BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER IF NOT EXISTS closings_append_only_d BEFORE DELETE ON closings
    BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
"""


class DatabaseError(Exception):
    """The database file cannot be used (not SQLite, another schema, no access)."""


def open_database(path: Path | str) -> sqlite3.Connection:
    """Open (creating if needed) the server database at ``path``; `DatabaseError` if unusable."""
    try:
        db = sqlite3.connect(str(path), isolation_level=None)  # transactions are explicit
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")  # WAL + NORMAL: committed survives a killed process
        db.execute("PRAGMA foreign_keys=ON")
        db.execute("PRAGMA busy_timeout=5000")
        db.executescript(_SCHEMA)
        row = db.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
        if row is None:
            db.execute("INSERT INTO meta(key, value) VALUES('schema', ?)", (str(SCHEMA_VERSION),))
        elif row[0] != str(SCHEMA_VERSION):
            db.close()
            raise DatabaseError(f"{path}: database schema {row[0]}, this server reads {SCHEMA_VERSION}")
    except sqlite3.DatabaseError as error:
        raise DatabaseError(f"{path}: not a usable server database ({error})") from None
    return db
