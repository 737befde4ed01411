"""Accounts: a name and a password, stored as a salted scrypt hash, never the password itself.

`hash_password` and `verify_password` are the slow, pure part (the server
runs them on a worker thread so the tables never wait for them); a stored
hash names its own cost (``scrypt$n$r$p$salt$hash``), so the cost can be
raised later without breaking older accounts. `Accounts` keeps the rows in
the server database: names are unique regardless of case (``Anna`` and
``anna`` are one account), no name may look like another one (`Accounts.look_alike`, by
confusable skeleton), and names follow `check_name` (the game's name rules, nothing that
passes for the server).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import sqlite3
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .backend import Sql

from .confusables import name_skeletons
from .protocol import MAX_PASSWORD, MIN_PASSWORD, ErrorCode, ProtocolError, check_name

__all__ = [
    "ScryptCost",
    "DEFAULT_COST",
    "hash_password",
    "verify_password",
    "Account",
    "Accounts",
    "name_key",
]


@dataclass(frozen=True, slots=True)
class ScryptCost:
    """scrypt's work factors: ``n`` (a power of two), ``r``, ``p``."""

    n: int = 2**14
    r: int = 8
    p: int = 1


#: About 60 ms and 16 MiB per hash on a small machine (OWASP's minimum is n=2**13 at r=8).
DEFAULT_COST = ScryptCost()
_SALT_BYTES = 16
_HASH_BYTES = 32


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def hash_password(password: str, cost: ScryptCost = DEFAULT_COST, salt: bytes | None = None) -> str:
    """The storable form of ``password``: ``scrypt$n$r$p$salt$hash`` with a fresh random salt."""
    salt = os.urandom(_SALT_BYTES) if salt is None else salt
    digest = hashlib.scrypt(
        password.encode("utf-8"),
        salt=salt,
        n=cost.n,
        r=cost.r,
        p=cost.p,
        dklen=_HASH_BYTES,
        maxmem=64 * 2**20,
    )
    return f"scrypt${cost.n}${cost.r}${cost.p}${_b64(salt)}${_b64(digest)}"


def verify_password(password: str, stored: str) -> bool:
    """Whether ``password`` is the one ``stored`` was made from (constant-time comparison)."""
    try:
        scheme, n, r, p, salt, digest = stored.split("$")
        if scheme != "scrypt":
            return False
        again = hash_password(password, ScryptCost(int(n), int(r), int(p)), base64.b64decode(salt))
    except (ValueError, TypeError):
        return False
    return hmac.compare_digest(again.rsplit("$", 1)[1], digest)


def _looks_like(name: str, other: str) -> str:
    if name_key(name) == name_key(other):
        return f"the name {name!r} is taken"
    return f"the name {name!r} looks like {other!r}, which is taken"


def name_key(name: str) -> str:
    """The form in which two names are the same account."""
    return name.casefold()


@dataclass(frozen=True, slots=True)
class Account:
    """An account as the server knows it."""

    id: int
    name: str
    password: str  # the stored hash

    @property
    def holder(self) -> str:
        """The account's name in the ledger."""
        return f"p:{self.id}"


class Accounts:
    """The accounts in the server database."""

    def __init__(self, db: Sql) -> None:
        self._db = db
        #: Every account's name by its confusable skeleton (made at the first `look_alike`).
        self._looks: dict[str, str] | None = None

    def look_alike(self, name: str) -> str | None:
        """The name of an account that looks like ``name`` (the same confusable skeleton,
        `game.net.confusables`: ``Аnna`` with a Cyrillic A for ``Anna``, ``PauI`` for ``Paul``), or None."""
        if self._looks is None:
            rows = self._db.execute("SELECT name FROM accounts ORDER BY id DESC").fetchall()
            self._looks = {key: row[0] for row in rows for key in name_skeletons(row[0])}  # the oldest wins
        return next((self._looks[key] for key in name_skeletons(name) if key in self._looks), None)

    def find(self, name: str) -> Account | None:
        """The account of ``name`` (any case), or None."""
        row = self._db.execute(
            "SELECT id, name, password FROM accounts WHERE key=?", (name_key(name),)
        ).fetchone()
        return None if row is None else Account(row[0], row[1], row[2])

    def by_id(self, account_id: int) -> Account | None:
        """The account numbered ``account_id``, or None."""
        row = self._db.execute("SELECT id, name, password FROM accounts WHERE id=?", (account_id,)).fetchone()
        return None if row is None else Account(int(row[0]), row[1], row[2])

    @staticmethod
    def check_new(name: str, password: str) -> None:
        """Raise `ProtocolError` unless ``name`` and ``password`` may make a new account."""
        check_name(name)
        if not MIN_PASSWORD <= len(password) <= MAX_PASSWORD:
            raise ProtocolError(
                ErrorCode.PASSWORD, f"a password has {MIN_PASSWORD} to {MAX_PASSWORD} characters"
            )

    def create(self, name: str, hashed: str, now: float) -> Account:
        """Store a new account (``hashed`` from `hash_password`); `ProtocolError` if the name is taken.

        Runs inside the caller's transaction when there is one (the ledger's
        start grant is written in the same one).
        """
        other = self.look_alike(name)
        if other is not None:
            raise ProtocolError(ErrorCode.NAME_TAKEN, _looks_like(name, other))
        try:
            cursor = self._db.execute(
                "INSERT INTO accounts(name, key, password, created) VALUES(?, ?, ?, ?)",
                (name, name_key(name), hashed, now),
            )
        except sqlite3.IntegrityError:
            raise ProtocolError(ErrorCode.NAME_TAKEN, f"the name {name!r} is taken") from None
        assert cursor.lastrowid is not None
        if self._looks is not None:
            self._looks.update(dict.fromkeys(name_skeletons(name), name))
        return Account(cursor.lastrowid, name, hashed)

    def all(self) -> list[Account]:
        """Every account, oldest first."""
        rows = self._db.execute("SELECT id, name, password FROM accounts ORDER BY id").fetchall()
        return [Account(*row) for row in rows]
