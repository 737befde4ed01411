"""What the server needs of its database, whichever it is: a SQL connection (`Sql`) the accounts,
the ledger and the table store run their statements on, and a `Store` that bundles the three.

SQLite (`sqlite_store`, the embedded default: one ``tokenpoker-server --db FILE``) and PostgreSQL
(`game.net.pg_store.postgres_store`, ``--postgres URL``: a room of several server processes) both
give a `Store`. The statements are written once, in SQLite's ``?`` style; the PostgreSQL store runs
them through an adapter and overrides the few that differ (new row numbers, locking).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .accounts import Accounts
from .ledger import Ledger
from .sql import Rows, Sql
from .table_store import TableStore

__all__ = ["Rows", "Sql", "Store", "sqlite_store"]


@dataclass(frozen=True, slots=True)
class Store:
    """A server's database: its accounts, ledger and open tables, and how to close it."""

    accounts: Accounts
    ledger: Ledger
    tables: TableStore
    close: Callable[[], None]
    #: For the start-up line and the log: the file, or the PostgreSQL server (never a password).
    description: str
    #: The connection itself, for the room's smaller tables (bans, private tables' passwords, the
    #: operator's requests: `game.net.admin`, `game.net.private`), written in SQLite's style.
    sql: Sql


def sqlite_store(path: Path | str) -> Store:
    """The SQLite database file at ``path`` (created if needed); `store.DatabaseError` if unusable."""
    from .store import open_database

    db = open_database(path)
    return Store(Accounts(db), Ledger(db), TableStore(db), db.close, f"database {path}", db)
