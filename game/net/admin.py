"""Operators: ``tokenpoker-server admin ...`` on the server database, and the bans it keeps.

The person who runs a server types, next to (or without) the running server::

    tokenpoker-server admin list                       accounts, their chips, their bans
    tokenpoker-server admin ban NAME --reason TEXT     NAME cannot log in (and is told TEXT)
    tokenpoker-server admin unban NAME
    tokenpoker-server admin close TABLE [--reason TEXT]
    tokenpoker-server admin audit                      the ledger audit
    tokenpoker-server admin backup FILE                a copy of the database, checked

Every command opens the database file itself (``--db``, default the data
folder's ``server.sqlite3``), so it works whether the server runs or not.
A ban is a row of ``bans``: the server reads it at each log-in (a right
password is refused with the reason, a wrong one as usual - bans tell
nobody whether a password was right). What only the running server can do
- disconnect a banned account that is online, close a table with its game -
goes through ``admin_requests``: the server looks at it every
`POLL_SECONDS` (`Requests.pending`) and at its start, does each request
once and marks it done; a request made while no server runs is done on the
next start. A closed table's game is settled by the usual rule of a table
that closes (`Ledger.recover_game`: every stake of the unfinished round
back), so no chip is lost.

``backup`` uses SQLite's online backup API (a consistent copy while the
server writes), then opens the copy and runs the audit on it. ``audit``
counts the games open in the file as running: a running server holds them;
a stopped one settles them on its next start.

A room of several nodes (``--postgres URL`` instead of ``--db``) works the
same on its PostgreSQL database: ``list``, ``ban``, ``unban``, ``close``
and ``audit`` (every node's open games count as running). Every node polls
``admin_requests`` and claims a request atomically (`Requests.claim`): a
ban is done by the first node that claims it and told to the others on the
room's bus (whichever node the banned person is connected to disconnects
it); a close is claimed only by the node holding the table. ``backup`` on
PostgreSQL is PostgreSQL's own ``pg_dump`` (consistent while the nodes
write): the command says so, with the exact command line to run.
"""

from __future__ import annotations

import argparse
import shlex
import sqlite3
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from game.storage.paths import ensure_data_dir

from .accounts import Accounts
from .args import Parser as _Parser
from .args import add_database_options
from .backend import Sql
from .ledger import Audit, Ledger
from .store import DatabaseError, open_database

__all__ = [
    "Bans",
    "Requests",
    "AdminRequest",
    "POLL_SECONDS",
    "MAX_REASON",
    "admin_main",
    "backup",
    "pg_dump_command",
]

#: How often the running server looks for operator requests (seconds of its clock).
POLL_SECONDS = 2.0
#: Characters of a ban's or a closing's reason (shown to players).
MAX_REASON = 200


class Bans:
    """The banned accounts in the server database."""

    def __init__(self, db: Sql) -> None:
        self._db = db

    def ban(self, account: int, reason: str, now: float) -> None:
        """Ban ``account`` for ``reason`` (a second ban replaces the reason)."""
        self._db.execute(
            "INSERT INTO bans(account, reason, at) VALUES(?, ?, ?) "
            "ON CONFLICT(account) DO UPDATE SET reason=excluded.reason, at=excluded.at",
            (account, reason, now),
        )

    def unban(self, account: int) -> bool:
        """Lift the ban of ``account``; whether there was one."""
        return bool(self._db.execute("DELETE FROM bans WHERE account=?", (account,)).rowcount > 0)

    def reason(self, account: int) -> str | None:
        """Why ``account`` is banned, or None if it is not."""
        row = self._db.execute("SELECT reason FROM bans WHERE account=?", (account,)).fetchone()
        return None if row is None else str(row[0])


@dataclass(frozen=True, slots=True)
class AdminRequest:
    """One operator request to the running server."""

    id: int
    kind: str  # "close" (target: a table number) or "ban" (target: an account id)
    target: int
    reason: str


class Requests:
    """Operator requests (``admin_requests``): added by the command, done by the server."""

    def __init__(self, db: Sql) -> None:
        self._db = db

    def add(self, kind: str, target: int, reason: str, now: float) -> None:
        """Ask the server to do ``kind`` to ``target``."""
        self._db.execute(
            "INSERT INTO admin_requests(kind, target, reason, at) VALUES(?, ?, ?, ?)",
            (kind, target, reason, now),
        )

    def pending(self) -> list[AdminRequest]:
        """The requests not done yet, oldest first."""
        rows = self._db.execute(
            "SELECT id, kind, target, reason FROM admin_requests WHERE done IS NULL ORDER BY id"
        ).fetchall()
        return [AdminRequest(*row) for row in rows]

    def claim(self, request: AdminRequest, now: float) -> bool:
        """Mark ``request`` done, unless another server (a node of the same room) did it first:
        whether this one is to do it."""
        cursor = self._db.execute(
            "UPDATE admin_requests SET done=? WHERE id=? AND done IS NULL", (now, request.id)
        )
        return bool(cursor.rowcount == 1)

    def table_open(self, number: int) -> bool:
        """Whether table ``number`` is open (on any node of a room)."""
        return self._db.execute("SELECT 1 FROM open_tables WHERE number=?", (number,)).fetchone() is not None


def backup(source: sqlite3.Connection, target: Path) -> Audit:
    """Copy the database of ``source`` to ``target`` (online backup), then audit the copy."""
    copy = sqlite3.connect(str(target))
    try:
        source.backup(copy)
    finally:
        copy.close()
    checked = open_database(target)
    try:
        return _audit(checked)
    finally:
        checked.close()


def _audit(db: sqlite3.Connection) -> Audit:
    ledger = Ledger(db)
    return ledger.audit(ledger.open_games())


def pg_dump_command(url: str, target: Path) -> str:
    """The command line that backs up the room's PostgreSQL database at ``url`` into ``target``
    (a password in the URL shown as ``***``: give it by PGPASSWORD or ~/.pgpass instead)."""
    from .pg_store import safe_url

    return f"pg_dump --format=custom --file={shlex.quote(str(target))} {shlex.quote(safe_url(url))}"


# ---------------------------------------------------------------------- the command


def _reason(text: str) -> str:
    text = " ".join(text.split())
    if not 1 <= len(text) <= MAX_REASON:
        raise argparse.ArgumentTypeError(f"a reason has 1 to {MAX_REASON} characters")
    return text


def build_parser() -> argparse.ArgumentParser:
    """The options of ``tokenpoker-server admin``."""
    parser = _Parser(
        prog="tokenpoker-server admin",
        description="Operator commands on the server database (works while the server runs).",
        allow_abbrev=False,
    )
    add_database_options(
        parser, "the PostgreSQL database of a room of several nodes instead of a SQLite file"
    )
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    commands.add_parser("list", help="list the accounts: name, created, play chips, ban")
    ban = commands.add_parser("ban", help="ban an account: it cannot log in and is told the reason")
    ban.add_argument("name")
    ban.add_argument("--reason", type=_reason, required=True, help="shown to the banned person")
    unban = commands.add_parser("unban", help="lift an account's ban")
    unban.add_argument("name")
    close = commands.add_parser("close", help="close a table; its game is settled (every stake back)")
    close.add_argument("table", type=int)
    close.add_argument("--reason", type=_reason, default="closed by the operator", help="shown at the table")
    commands.add_parser("audit", help="check the play-chip ledger")
    copy = commands.add_parser("backup", help="copy the database (online backup) and check the copy")
    copy.add_argument("file", type=Path)
    return parser


def _print_audit(audit: Audit) -> int:
    print(
        f"{audit.players} accounts hold {audit.player_chips} play chips; {audit.handed_out} handed out; "
        f"{len(audit.open_games)} games open (running, or settled on the next start)."
    )
    if audit.ok:
        print("Audit: OK")
        return 0
    for problem in audit.problems:
        print(f"Audit problem: {problem}")
    return 1


def _run(args: argparse.Namespace, db: Sql, ledger: Ledger, running: Sequence[int]) -> int:
    """One command on ``db`` (``ledger`` on it, ``running``: the games open)."""
    accounts = Accounts(db)
    bans = Bans(db)
    now = time.time()
    if args.command == "list":
        rows = db.execute("SELECT id, name, created FROM accounts ORDER BY key").fetchall()
        print(f"{'name':<20} {'created (UTC)':<17} {'chips':>8}  ban")
        for account_id, name, created in rows:
            day = datetime.fromtimestamp(created, UTC).strftime("%Y-%m-%d %H:%M")
            reason = bans.reason(account_id)
            chips = ledger.balance(f"p:{account_id}")
            print(f"{name:<20} {day:<17} {chips:>8}  {'banned: ' + reason if reason else '-'}")
        print(f"{len(rows)} accounts")
        return 0
    if args.command in ("ban", "unban"):
        account = accounts.find(args.name)
        if account is None:
            print(f"tokenpoker-server admin: Fehler / error: no account {args.name!r}", file=sys.stderr)
            return 1
        if args.command == "ban":
            db.execute("BEGIN IMMEDIATE")
            bans.ban(account.id, args.reason, now)
            Requests(db).add("ban", account.id, args.reason, now)
            db.execute("COMMIT")
            print(f"{account.name} is banned: {args.reason}")
        elif bans.unban(account.id):
            print(f"{account.name} is no longer banned.")
        else:
            print(f"{account.name} was not banned.")
        return 0
    if args.command == "close":
        stored = db.execute("SELECT 1 FROM open_tables WHERE number=?", (args.table,)).fetchone()
        if stored is None:
            print(f"tokenpoker-server admin: Fehler / error: there is no table {args.table}", file=sys.stderr)
            return 1
        Requests(db).add("close", args.table, args.reason, now)
        print(f"Table {args.table} closes within {POLL_SECONDS:g} seconds (or at the server's next start).")
        return 0
    if args.command == "audit":
        return _print_audit(ledger.audit(running))
    assert args.command == "backup" and isinstance(db, sqlite3.Connection)
    target: Path = args.file
    if target.exists():
        print(f"tokenpoker-server admin: Fehler / error: {target} exists already", file=sys.stderr)
        return 1
    try:
        audit = backup(db, target)
    except (sqlite3.Error, DatabaseError, OSError) as error:
        print(
            f"tokenpoker-server admin: Fehler / error: cannot back up to {target}: {error}", file=sys.stderr
        )
        return 1
    print(f"Backup written to {target}.")
    return _print_audit(audit)


def admin_main(argv: Sequence[str]) -> int:
    """``tokenpoker-server admin ...``: run one operator command; the exit code."""
    args = build_parser().parse_args(argv)
    if args.postgres is not None:
        if args.db is not None:
            print(
                "tokenpoker-server admin: Fehler / error: --db and --postgres exclude each other",
                file=sys.stderr,
            )
            return 2
        return _on_postgres(args)
    path: Path = args.db if args.db is not None else ensure_data_dir() / "server.sqlite3"
    if args.db is not None and not path.exists():
        print(f"tokenpoker-server admin: Fehler / error: {path} does not exist", file=sys.stderr)
        return 2
    try:
        db = open_database(path)
    except DatabaseError as error:
        print(f"tokenpoker-server admin: Fehler / error: {error}", file=sys.stderr)
        return 2
    ledger = Ledger(db)
    return _run_and_close(args, db, ledger, ledger.open_games, sqlite3.Error, db.close)


def _run_and_close(
    args: argparse.Namespace,
    db: Sql,
    ledger: Ledger,
    running: Callable[[], Sequence[int]],
    failure: type[Exception],
    close: Callable[[], None],
) -> int:
    """`_run`, a ``failure`` of the database told as a message (exit code 1), then ``close``."""
    try:
        return _run(args, db, ledger, running())
    except failure as error:
        print(f"tokenpoker-server admin: Fehler / error: {error}", file=sys.stderr)
        return 1
    finally:
        close()


def _on_postgres(args: argparse.Namespace) -> int:
    """The command on a room's PostgreSQL database (``--postgres URL``)."""
    if args.command == "backup":
        target: Path = args.file
        print(
            "tokenpoker-server admin: Fehler / error: a room's PostgreSQL database is backed up with "
            "PostgreSQL's pg_dump (a consistent copy while the nodes run):\n"
            f"  {pg_dump_command(args.postgres, target)}\n"
            f"and restored into an empty database with pg_restore --dbname=URL {shlex.quote(str(target))}",
            file=sys.stderr,
        )
        return 2
    try:
        import psycopg

        from .pg_store import PgLedger, connect
    except ImportError as error:
        print(
            f"tokenpoker-server admin: Fehler / error: a room on PostgreSQL needs the [room] extra "
            f"(pip install 'tokenpoker[room]'): {error}",
            file=sys.stderr,
        )
        return 2
    try:
        db = connect(args.postgres)
    except DatabaseError as error:
        print(f"tokenpoker-server admin: Fehler / error: {error}", file=sys.stderr)
        return 2
    ledger = PgLedger(db, "admin")
    return _run_and_close(args, db, ledger, ledger.all_open_games, psycopg.Error, db.close)
