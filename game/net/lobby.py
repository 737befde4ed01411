"""The lobby: the open tables, where each account sits, and opening a table.

`Lobby.open` checks the variant and its options and starts the new table's
task; the table reports back where accounts sit (so a player who reconnects
finds the seat again) and when it closes (its last person and watcher gone).
`Lobby.listing` is what a ``list`` request answers: per table the variant,
its options, seats taken of how many, whether a game runs, and watchers.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping

from game.engine.deck import RandomSource, default_rng

from .accounts import Account
from .clock import Clock
from .ledger import Ledger
from .protocol import ErrorCode, JsonObject, JsonValue, ProtocolError, WireError
from .table import Table, TableContext
from .timers import Timers
from .variant import Variant

__all__ = ["Lobby"]

log = logging.getLogger(__name__)


class Lobby:
    """All tables of one server."""

    def __init__(
        self,
        variants: Mapping[str, Variant],
        clock: Clock,
        timers: Timers,
        ledger: Ledger,
        rng: Callable[[], RandomSource] = default_rng,
    ) -> None:
        self.variants = dict(variants)
        self.tables: dict[int, Table] = {}
        #: Account id -> the table where it holds a seat.
        self.where: dict[int, Table] = {}
        self._next = 1
        self._tasks: set[asyncio.Task[None]] = set()
        self._context = TableContext(clock, timers, ledger, rng, self._seated, self._closed)

    def _seated(self, account: Account, table: Table | None) -> None:
        if table is None:
            self.where.pop(account.id, None)
        else:
            self.where[account.id] = table

    def _closed(self, table: Table) -> None:
        self.tables.pop(table.number, None)
        for account_id in [key for key, value in self.where.items() if value is table]:
            del self.where[account_id]
        log.info("table %d closed", table.number)

    def open(self, variant_name: str, options: Mapping[str, object]) -> Table:
        """A new table of ``variant_name``; `ProtocolError` for an unknown variant or bad options."""
        variant = self.variants.get(variant_name)
        if variant is None:
            known = ", ".join(sorted(self.variants))
            raise ProtocolError(ErrorCode.VARIANT, f"this server hosts {known}, not {variant_name[:40]!r}")
        try:
            checked = variant.parse_options(options)
        except WireError as error:
            raise ProtocolError(ErrorCode.OPTIONS, str(error)) from None
        table = Table(self._next, variant, checked, self._context)
        self._next += 1
        self.tables[table.number] = table
        task = asyncio.get_running_loop().create_task(table.run(), name=f"table-{table.number}")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        log.info("table %d opened: %s %s", table.number, variant.name, checked)
        return table

    def listing(self) -> list[JsonValue]:
        """Every open table as the lobby shows it."""
        rows: list[JsonValue] = []
        for table in self.tables.values():
            row: JsonObject = table.summary()
            rows.append(row)
        return rows

    async def stop(self) -> None:
        """Stop every table's task (the server shuts down)."""
        for table in list(self.tables.values()):
            table.stop()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
