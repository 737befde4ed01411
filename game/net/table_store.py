"""The open tables in the server database, so a restarted server opens them again.

`TableStore.add` writes a new table's settings - variant, options (JSON),
who opened it, when - and gives it its number (numbers are never used twice,
not even across restarts). `TableStore.remove` deletes it when the table
closes; `TableStore.all` is what a starting server opens again, with empty
seats. `TableStore.block` keeps who was removed from a table and until when
(`game.net.moderation`), `TableStore.blocks` reads that back when the table
opens again (a restart, a room's node adopting it); the rows go with the
table. Seats, watchers, the chat and a running game are not stored: a game
that ran is settled by the ledger's rule (`Ledger.recover`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from .protocol import JsonObject
from .sql import Sql

__all__ = ["StoredTable", "TableStore"]


@dataclass(frozen=True, slots=True)
class StoredTable:
    """One open table as the database keeps it; ``options`` None when its JSON is unreadable."""

    number: int
    variant: str
    options: JsonObject | None
    opener: int | None


def _options(text: str) -> JsonObject | None:
    try:
        value = json.loads(text)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


class TableStore:
    """The ``open_tables`` rows of an open server database."""

    def __init__(self, db: Sql) -> None:
        self._db = db

    def add(self, variant: str, options: JsonObject, opener: int | None, now: float) -> int:
        """Store a new table; its number."""
        cursor = self._db.execute(
            "INSERT INTO open_tables(variant, options, opener, opened) VALUES(?, ?, ?, ?)",
            (variant, json.dumps(options, sort_keys=True), opener, now),
        )
        assert cursor.lastrowid is not None
        return int(cursor.lastrowid)

    def remove(self, number: int) -> None:
        """The table ``number`` closed."""
        self._db.execute("DELETE FROM open_tables WHERE number=?", (number,))

    def block(self, number: int, account: int, ends: float) -> None:
        """``account`` may not sit at table ``number`` until ``ends`` (wall clock)."""
        self._db.execute(
            "INSERT INTO table_blocks(number, account, ends) VALUES(?, ?, ?) "
            "ON CONFLICT(number, account) DO UPDATE SET ends=excluded.ends",
            (number, account, ends),
        )

    def blocks(self, number: int, now: float) -> dict[int, float]:
        """The accounts blocked at table ``number`` at ``now`` (wall clock) and until when; the
        blocks that ended are deleted."""
        self._db.execute("DELETE FROM table_blocks WHERE number=? AND ends<=?", (number, now))
        rows = self._db.execute("SELECT account, ends FROM table_blocks WHERE number=?", (number,))
        return {int(account): float(ends) for account, ends in rows.fetchall()}

    def all(self) -> list[StoredTable]:
        """Every stored table, by number."""
        rows = self._db.execute(
            "SELECT number, variant, options, opener FROM open_tables ORDER BY number"
        ).fetchall()
        return [
            StoredTable(number, variant, _options(options), opener)
            for number, variant, options, opener in rows
        ]
