"""The server's SQLite database: one file holding the accounts, the play-chip ledger and the open
tables.

`open_database` creates or opens the file, sets it up for a server that may
be killed at any moment (write-ahead log; every transaction is committed
before the server tells anybody about it, and SQLite keeps committed
transactions through a killed process), and creates the tables. The ledger's
tables refuse UPDATE and DELETE by trigger: chip movements are only ever
appended. `DatabaseError` reports a file that is not such a database.

The schema is versioned (``meta.schema``, `SCHEMA_VERSION`): an older
database is migrated step by step when it is opened (`_MIGRATIONS`, each in
one transaction), a newer one is refused. Version 2 added ``open_tables``
(the tables a restarted server opens again, `game.net.table_store`); version 3
``bans`` (accounts an operator banned), ``table_passwords`` (private
tables, `game.net.private`) and ``admin_requests`` (what
``tokenpoker-server admin`` asks of a running server, `game.net.admin`); version 4
``play_stats``, ``sng_places`` and ``ratings`` (profiles and the sit-and-go ranking,
`game.net.stats`, written in the transactions of the ledger entries they belong to); version 5
``table_blocks`` (who was removed from an open table and may not sit there again until when,
`game.net.moderation`: a restart or a room's node adopting the table keeps the block).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

__all__ = ["open_database", "DatabaseError", "SCHEMA_VERSION"]

SCHEMA_VERSION = 5

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
-- an account's balance history (game.net.stats) reads this index alone
CREATE INDEX IF NOT EXISTS entries_holder_transfer ON entries(holder, transfer, amount);
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
-- The open tables (schema 2): opened again, with empty seats, when the server restarts.
CREATE TABLE IF NOT EXISTS open_tables (
    number INTEGER PRIMARY KEY AUTOINCREMENT,  -- the table number: never used twice
    variant TEXT NOT NULL,
    options TEXT NOT NULL,             -- JSON object
    opener INTEGER REFERENCES accounts(id),
    opened REAL NOT NULL
);
-- Banned accounts (schema 3): such an account cannot log in and is told the reason.
CREATE TABLE IF NOT EXISTS bans (
    account INTEGER PRIMARY KEY REFERENCES accounts(id),
    reason TEXT NOT NULL,
    at REAL NOT NULL
);
-- The password of a private table (schema 3): a scrypt hash like an account's, never the text.
CREATE TABLE IF NOT EXISTS table_passwords (
    number INTEGER PRIMARY KEY REFERENCES open_tables(number) ON DELETE CASCADE,
    password TEXT NOT NULL
);
-- Requests of `tokenpoker-server admin` to the running server (schema 3), done once each.
CREATE TABLE IF NOT EXISTS admin_requests (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,                -- close (a table), ban (disconnect the account)
    target INTEGER NOT NULL,           -- the table number or the account id
    reason TEXT NOT NULL,
    at REAL NOT NULL,
    done REAL                          -- when the server did it; null: not yet
);
-- Profiles (schema 4, `game.net.stats`): what each account played, per variant.
CREATE TABLE IF NOT EXISTS play_stats (
    account INTEGER NOT NULL REFERENCES accounts(id),
    variant TEXT NOT NULL,             -- token, european, holdem, duell
    games INTEGER NOT NULL DEFAULT 0,  -- games played to their end (a sit-and-go is one)
    hands INTEGER NOT NULL DEFAULT 0,  -- hands (rounds) dealt to the account
    vpip INTEGER NOT NULL DEFAULT 0,   -- Hold'em: hands with a call or raise before the flop
    pfr INTEGER NOT NULL DEFAULT 0,    -- Hold'em: hands with a raise before the flop
    chances INTEGER NOT NULL DEFAULT 0, -- Hold'em: hands less walks (VPIP's and PFR's base)
    aggressive INTEGER NOT NULL DEFAULT 0, -- Hold'em: bets and raises after the flop
    calls INTEGER NOT NULL DEFAULT 0,  -- Hold'em: calls after the flop
    PRIMARY KEY (account, variant)
);
-- Sit-and-go places (schema 4): how often the account finished on each place.
CREATE TABLE IF NOT EXISTS sng_places (
    account INTEGER NOT NULL REFERENCES accounts(id),
    place INTEGER NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (account, place)
);
-- The sit-and-go rating (schema 4): openskill Plackett-Luce; ordinal = mu - 3 sigma is shown.
CREATE TABLE IF NOT EXISTS ratings (
    account INTEGER PRIMARY KEY REFERENCES accounts(id),
    mu REAL NOT NULL,
    sigma REAL NOT NULL,
    ordinal REAL NOT NULL,
    games INTEGER NOT NULL,            -- rated sit-and-gos
    at REAL NOT NULL                   -- the last update
);
CREATE INDEX IF NOT EXISTS ratings_ordinal ON ratings(ordinal);
-- Removal blocks (schema 5, `game.net.moderation`): the account may not sit at the table until
-- `ends` (wall clock, seconds since the epoch); they go with the table.
CREATE TABLE IF NOT EXISTS table_blocks (
    number INTEGER NOT NULL REFERENCES open_tables(number) ON DELETE CASCADE,
    account INTEGER NOT NULL REFERENCES accounts(id),
    ends REAL NOT NULL,
    PRIMARY KEY (number, account)
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


#: Schema version -> what turns a database of that version into the next one (the tables
#: themselves come from `_SCHEMA`'s CREATE ... IF NOT EXISTS; a step adds what that cannot).
_MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: (),  # 1 -> 2: the open_tables table (created by the schema script)
    2: (),  # 2 -> 3: bans, table_passwords, admin_requests (created by the schema script)
    3: (),  # 3 -> 4: play_stats, sng_places, ratings (created by the schema script; empty: the
    #         games before it were not counted)
    4: (),  # 4 -> 5: table_blocks (created by the schema script; blocks before it were not kept)
}
assert set(_MIGRATIONS) == set(range(1, SCHEMA_VERSION)), "a migration for every older version"


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
        else:
            _migrate(db, path, row[0])
    except sqlite3.DatabaseError as error:
        raise DatabaseError(f"{path}: not a usable server database ({error})") from None
    return db


def _migrate(db: sqlite3.Connection, path: Path | str, stored: str) -> None:
    """Bring a database of schema ``stored`` up to `SCHEMA_VERSION`; `DatabaseError` if it is newer
    or not a version at all."""
    version = int(stored) if stored.isdigit() else 0
    if not 1 <= version <= SCHEMA_VERSION:
        db.close()
        raise DatabaseError(f"{path}: database schema {stored}, this server reads up to {SCHEMA_VERSION}")
    while version < SCHEMA_VERSION:
        db.execute("BEGIN IMMEDIATE")
        try:
            for statement in _MIGRATIONS[version]:
                db.execute(statement)
            version += 1
            db.execute("UPDATE meta SET value=? WHERE key='schema'", (str(version),))
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
