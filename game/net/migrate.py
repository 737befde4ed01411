"""``tokenpoker-server migrate --from FILE --postgres URL``: move a room from its SQLite file to
PostgreSQL.

It copies the accounts (with their password hashes and fresh-stack days), the whole ledger
(transfers, entries, games, closings - under their numbers), the open tables, the moderation's
tables, the profiles' (play statistics, sit-and-go places, ratings) and the removal blocks,
in one transaction,
and checks the ledger's audit on both sides: the source must pass it (no game left open: start
and stop the SQLite server once, which settles such games), the copy must pass it and hold
exactly the same balance for every holder. The target must be empty; the SQLite file
is only read. The open tables go to the node ``--node-name`` (the node that will reopen them).
"""

from __future__ import annotations

import argparse
import sqlite3
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from .backend import Sql
from .ledger import Audit, Ledger
from .store import DatabaseError

__all__ = ["MigrationError", "Migrated", "migrate", "main"]

#: The columns copied, per table, in an order that keeps the references valid.
_TABLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("accounts", ("id", "name", "key", "password", "created", "fresh_day")),
    ("transfers", ("id", "at", "kind", "game", "memo")),
    ("entries", ("id", "transfer", "holder", "amount")),
    ("games", ("id", "table_no", "variant", "opened")),
    ("closings", ("game", "at", "how")),
    ("open_tables", ("number", "variant", "options", "opener", "opened")),
    ("bans", ("account", "reason", "at")),
    ("table_passwords", ("number", "password")),
    ("admin_requests", ("id", "kind", "target", "reason", "at", "done")),
    ("play_stats", ("account", "variant", "games", "hands", "vpip", "pfr", "chances", "aggressive", "calls")),
    ("sng_places", ("account", "place", "count")),
    ("ratings", ("account", "mu", "sigma", "ordinal", "games", "at")),
    ("table_blocks", ("number", "account", "ends")),
)
#: The tables whose numbers come from an identity column, and that column.
_IDENTITIES = {
    "accounts": "id",
    "transfers": "id",
    "entries": "id",
    "games": "id",
    "open_tables": "number",
    "admin_requests": "id",
}


class MigrationError(Exception):
    """The migration was refused or its check failed (nothing was committed)."""


@dataclass(frozen=True, slots=True)
class Migrated:
    """What was copied, and the audits of both sides."""

    rows: dict[str, int]
    source: Audit
    target: Audit


def _balances(db: Sql) -> dict[str, int]:
    rows = db.execute("SELECT holder, SUM(amount) FROM entries GROUP BY holder").fetchall()
    return {str(holder): int(total) for holder, total in rows}


def _has_table(db: sqlite3.Connection, table: str) -> bool:
    row = db.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name=?", (table,)).fetchone()
    return row is not None


def migrate(source: Path, url: str, node: str) -> Migrated:
    """Copy the SQLite room at ``source`` into the empty PostgreSQL database at ``url``."""
    from .pg_store import PgLedger, connect

    if not source.is_file():
        raise MigrationError(f"{source}: no such file")
    try:
        lite = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
        lite.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
    except sqlite3.DatabaseError as error:
        raise MigrationError(f"{source}: not a server database ({error})") from None
    try:
        before = Ledger(lite).audit()
        if not before.ok:
            hint = (
                " (games a stopped server left open: start and stop the server on it once, which "
                "settles them)"
                if before.open_games
                else ""
            )
            raise MigrationError(f"{source}: the ledger's audit fails: {'; '.join(before.problems)}{hint}")
        pg = connect(url)
        try:
            ledger = PgLedger(pg, node)
            for table, _ in _TABLES:
                row = pg.execute(f"SELECT EXISTS (SELECT 1 FROM {table})").fetchone()
                if row is not None and row[0]:
                    raise MigrationError(f"the PostgreSQL database is not empty (table {table} has rows)")
            rows: dict[str, int] = {}
            pg.execute("BEGIN")
            try:
                for table, columns in _TABLES:
                    if not _has_table(lite, table):  # an older file (e.g. before the profiles): none
                        rows[table] = 0
                        continue
                    data = lite.execute(f"SELECT {', '.join(columns)} FROM {table} ORDER BY 1").fetchall()
                    names, marks = list(columns), ["?"] * len(columns)
                    if table == "open_tables":
                        names.append("node")
                        marks.append("?")
                        data = [(*row, node) for row in data]
                    if data:
                        pg.executemany(
                            f"INSERT INTO {table}({', '.join(names)}) VALUES({', '.join(marks)})", data
                        )
                    rows[table] = len(data)
                for table, column in _IDENTITIES.items():
                    pg.execute(
                        f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'), "
                        f"GREATEST(MAX({column}), 1), MAX({column}) IS NOT NULL) FROM {table}"
                    )
                after = ledger.audit()
                if not after.ok:
                    raise MigrationError(f"the copy's audit fails: {'; '.join(after.problems)}")
                totals = (after.players, after.player_chips, after.handed_out)
                if _balances(pg) != _balances(lite) or totals != (
                    before.players,
                    before.player_chips,
                    before.handed_out,
                ):
                    raise MigrationError("the copy's balances differ from the file's")
            except BaseException:
                pg.execute("ROLLBACK")
                raise
            pg.execute("COMMIT")
        finally:
            pg.close()
    finally:
        lite.close()
    return Migrated(rows, before, after)


def build_parser() -> argparse.ArgumentParser:
    from .args import Parser as _Parser
    from .args import default_node_name

    parser = _Parser(
        prog="tokenpoker-server migrate",
        description="Copy a room's SQLite database (accounts, play-chip ledger, open tables) into an "
        "empty PostgreSQL database and check the ledger's audit on both sides.",
        allow_abbrev=False,
    )
    parser.add_argument("--from", dest="source", type=Path, required=True, metavar="FILE", help="SQLite file")
    parser.add_argument("--postgres", required=True, metavar="URL", help="e.g. postgresql://user@host/db")
    parser.add_argument(
        "--node-name",
        default=default_node_name(),
        metavar="N",
        help="the node that reopens the open tables (default: this computer's name)",
    )
    return parser


def main(argv: Sequence[str]) -> int:
    """``tokenpoker-server migrate``; 0 when copied and checked, 2 when refused."""
    args = build_parser().parse_args(argv)
    import psycopg

    try:
        done = migrate(args.source, args.postgres, args.node_name)
    except (MigrationError, DatabaseError, psycopg.Error) as error:
        print(f"tokenpoker-server migrate: Fehler / error: {error}", file=sys.stderr)
        return 2
    copied = ", ".join(f"{count} {table}" for table, count in done.rows.items())
    print(f"Copied {copied}.")
    print(
        f"Audit ok on both sides: {done.target.players} accounts, {done.target.player_chips} chips held "
        f"by players, {done.target.handed_out} handed out."
    )
    return 0
