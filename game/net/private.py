"""Private tables: a password to sit or watch, invitations, and who opened each table.

The opener of a table may give it a password (``open`` with ``password``):
the server keeps only its scrypt hash, like an account's
(``table_passwords``, deleted with the table), and the lobby marks the
table ``private``. Sitting down or watching then needs the password
(``sit``/``watch`` with ``password``), except for the opener, an account
the opener invited (``invite``), and whoever got in once before while the
server runs. Wrong passwords are braked exactly like log-ins: a
`game.net.lockout.Lockout` per account and table (`Limits.login_tries`
within `Limits.login_window` lock that account's tries at that table for
`Limits.lockout` seconds, the error ``table_locked`` with ``seconds``).

`Privacy` also knows each table's opener (``open_tables.opener``, so after
a restart too), which moderation (`game.net.moderation`) needs. The slow
part - hashing, checking - runs through the ``run`` the server passes (its
password thread), so a table never waits for it.

In a room of several nodes (`game.net.node`) a table's own node is its only
judge: a ``sit``/``watch`` for a table of another node is relayed there
unchecked and `admit`ted by that node, with its hash, its invitations and
its lock - so an account's wrong passwords count together whichever node
they come through. The beats carry each table's ``private`` and its
invitees (`annotate`), so every node's lobby shows the lock and the
invitation; a node that adopts a dead node's tables `load`s their hashes.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Collection
from typing import Any

from .accounts import Account, ScryptCost, hash_password, name_key, verify_password
from .backend import Sql
from .clock import Clock
from .limits import Limits
from .lockout import Lockout
from .protocol import MAX_PASSWORD, MIN_TABLE_PASSWORD, ErrorCode, JsonValue, ProtocolError

__all__ = ["Privacy", "Runner"]

#: Runs a slow function off the event loop: ``await run(function, *args)``.
Runner = Callable[..., Awaitable[Any]]


class Privacy:
    """The private tables, openers and invitations of one server (see the module docstring)."""

    def __init__(self, db: Sql, clock: Clock, limits: Limits, run: Runner, cost: ScryptCost) -> None:
        self._db = db
        self._cost = cost
        self._clock = clock
        self._run = run
        self._lockout = Lockout(limits.login_tries, limits.login_window, limits.lockout)
        self._hashes: dict[int, str] = dict(self._db.execute("SELECT number, password FROM table_passwords"))
        self._openers: dict[int, tuple[int, str]] = {
            number: (opener, name)
            for number, opener, name in self._db.execute(
                "SELECT t.number, a.id, a.name FROM open_tables t JOIN accounts a ON a.id = t.opener"
            )
        }
        #: Table -> accounts that may come without the password (invited, or got in once).
        self._admitted: dict[int, set[int]] = {}
        self._invited: dict[int, set[int]] = {}

    # ------------------------------------------------------------------ reading

    def opener(self, table: int) -> tuple[int, str] | None:
        """The account (id, name) that opened ``table`` (None: unknown)."""
        return self._openers.get(table)

    def _is_opener(self, table: int, account: Account) -> bool:
        opener = self._openers.get(table)
        return opener is not None and opener[0] == account.id

    def is_private(self, table: int) -> bool:
        """Whether ``table`` has a password."""
        return table in self._hashes

    def open_to(self, account: int, table: int) -> bool:
        """Whether ``account`` may sit at ``table`` without its password (a public table; its
        opener, invitees and who got in once) - so a seat may be held for it (`game.net.node`)."""
        if table not in self._hashes:
            return True
        opener = self._openers.get(table)
        return (opener is not None and opener[0] == account) or any(
            account in group.get(table, ()) for group in (self._admitted, self._invited)
        )

    def mark(self, listing: list[JsonValue], account: Account) -> list[JsonValue]:
        """The lobby's rows with ``private`` and ``invited`` (for ``account``) added. A row of
        another node's table (`annotate`d there) keeps its ``private`` and loses its ``invitees``."""
        rows: list[JsonValue] = []
        for row in listing:
            if isinstance(row, dict) and isinstance(row.get("invitees"), list):
                invitees = row["invitees"]
                assert isinstance(invitees, list)
                row = {key: value for key, value in row.items() if key != "invitees"}
                row["private"] = row.get("private") is True
                row["invited"] = account.id in invitees
            elif isinstance(row, dict) and isinstance(row.get("table"), int):
                number = row["table"]
                assert isinstance(number, int)
                row = {
                    **row,
                    "private": self.is_private(number),
                    "invited": account.id in self._invited.get(number, ()),
                }
            rows.append(row)
        return rows

    def annotate(self, listing: list[JsonValue]) -> list[JsonValue]:
        """This server's lobby rows as the other nodes of a room list them (`game.net.node`): with
        ``private`` and the ``invitees`` (account ids), which `mark` turns into each reader's
        ``invited``."""
        rows: list[JsonValue] = []
        for row in listing:
            if isinstance(row, dict) and isinstance(row.get("table"), int):
                number = row["table"]
                assert isinstance(number, int)
                invitees = list[JsonValue](sorted(self._invited.get(number, ())))
                row = {**row, "private": self.is_private(number), "invitees": invitees}
            rows.append(row)
        return rows

    def load(self, tables: Collection[int]) -> None:
        """Read the password hashes and openers of ``tables`` (tables this node adopted from a dead
        one: `game.net.node`) from the database."""
        for number in tables:
            found = self._db.execute(
                "SELECT password FROM table_passwords WHERE number=?", (number,)
            ).fetchone()
            if found is not None:
                self._hashes[number] = str(found[0])
            opener = self._db.execute(
                "SELECT a.id, a.name FROM open_tables t JOIN accounts a ON a.id = t.opener WHERE t.number=?",
                (number,),
            ).fetchone()
            if opener is not None:
                self._openers[number] = (int(opener[0]), str(opener[1]))

    # ------------------------------------------------------------------ changes

    async def prepare(self, password: str | None) -> str | None:
        """The hash to store for a new table's ``password`` (None: a public table)."""
        if password is None:
            return None
        if not MIN_TABLE_PASSWORD <= len(password) <= MAX_PASSWORD:
            raise ProtocolError(
                ErrorCode.PASSWORD,
                f"a table password has {MIN_TABLE_PASSWORD} to {MAX_PASSWORD} characters",
            )
        hashed: str = await self._run(hash_password, password, self._cost)
        return hashed

    def opened(self, table: int, opener: Account, hashed: str | None) -> None:
        """``opener`` opened ``table`` (private if ``hashed``)."""
        self._openers[table] = (opener.id, opener.name)
        if hashed is not None:
            self._db.execute("INSERT INTO table_passwords(number, password) VALUES(?, ?)", (table, hashed))
            self._hashes[table] = hashed

    async def admit(self, account: Account, table: int, password: str | None) -> None:
        """Let ``account`` sit at or watch ``table``, or raise `ProtocolError` (``table_password``,
        ``table_locked``)."""
        stored = self._hashes.get(table)
        if stored is None or self._is_opener(table, account):
            return
        if account.id in self._admitted.get(table, ()) or account.id in self._invited.get(table, ()):
            return
        key = f"{name_key(account.name)}#{table}"
        self._check_lock(key)
        if password is None:
            raise ProtocolError(ErrorCode.TABLE_PASSWORD, f"table {table} is private: it needs its password")
        ok = await self._run(verify_password, password, stored)
        if not ok:
            locked = self._lockout.failed(key, self._clock.now())
            if locked is not None:
                raise self._locked(locked)
            raise ProtocolError(ErrorCode.TABLE_PASSWORD, f"wrong password for table {table}")
        self._check_lock(key)
        self._lockout.succeeded(key)
        self._admitted.setdefault(table, set()).add(account.id)

    def _check_lock(self, key: str) -> None:
        left = self._lockout.locked(key, self._clock.now())
        if left is not None:
            raise self._locked(left)

    @staticmethod
    def _locked(seconds: int) -> ProtocolError:
        return ProtocolError(
            ErrorCode.TABLE_LOCKED,
            f"too many wrong passwords for this table: try again in {seconds} seconds",
            seconds,
        )

    def invite(self, inviter: Account, table: int, invitee: Account) -> None:
        """``inviter`` (the opener of ``table``) invites ``invitee``; `ProtocolError` if not the opener."""
        if not self._is_opener(table, inviter):
            raise ProtocolError(ErrorCode.NOT_OPENER, f"only the opener of table {table} invites")
        self._invited.setdefault(table, set()).add(invitee.id)

    def marks(self) -> tuple[frozenset[int], frozenset[tuple[int, int]]]:
        """What `mark` adds to the lobby's rows, as a value to compare: the private tables and
        the invitations (table, account)."""
        invitations = frozenset((n, a) for n, people in self._invited.items() for a in people)
        return frozenset(self._hashes), invitations

    def forget(self, open_tables: Collection[int]) -> None:
        """Drop what belongs to tables no longer open (their rows go with the table)."""
        gone = [
            n
            for n in {*self._hashes, *self._openers, *self._admitted, *self._invited}
            if n not in open_tables
        ]
        for number in gone:
            self._hashes.pop(number, None)
            self._openers.pop(number, None)
            self._admitted.pop(number, None)
            self._invited.pop(number, None)
