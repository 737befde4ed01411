"""The SQL connection the accounts, the ledger and the table store run their statements on
(`Sql`, ``?`` placeholders, autocommit with explicit ``BEGIN``/``COMMIT``) and its result rows
(`Rows`): SQLite's connection is one, the PostgreSQL store's adapter another (`game.net.backend`)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Protocol

__all__ = ["Rows", "Sql"]


class Rows(Protocol):
    """The result of a statement: rows as tuples."""

    def fetchone(self) -> Any: ...

    def fetchall(self) -> list[Any]: ...

    def __iter__(self) -> Iterator[Any]: ...


class Sql(Protocol):
    """A connection in autocommit mode with explicit ``BEGIN``/``COMMIT`` (``?`` placeholders)."""

    def execute(self, sql: str, parameters: Sequence[Any] = ..., /) -> Any: ...

    def executemany(self, sql: str, seq_of_parameters: Iterable[Sequence[Any]], /) -> Any: ...
