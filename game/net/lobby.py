"""The lobby: the open tables, where each account sits, and opening a table.

`Lobby.open` checks the variant and its options and starts the new table's
task; the table reports back where accounts sit (so a player who reconnects
finds the seat again) and when it closes (its last person and watcher gone).
`Lobby.listing` is what a ``list`` request answers: per table the variant,
its options, seats taken of how many, whether a game runs, and watchers.

Every open table is kept in the database (`game.net.table_store`) from its
opening until it closes; `Lobby.reopen` opens the stored ones again when the
server starts, under their numbers and with empty seats, so players find
their table after a restart. A reopened table nobody comes to within
`Timers.reopen` closes like any empty table.
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
from .table_store import TableStore
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
        store: TableStore,
        rng: Callable[[], RandomSource] = default_rng,
        opener: Callable[[int], tuple[int, str] | None] = lambda number: None,
    ) -> None:
        self.variants = dict(variants)
        self.tables: dict[int, Table] = {}
        #: Account id -> the table where it holds a seat.
        self.where: dict[int, Table] = {}
        self._clock = clock
        self._store = store
        self._tasks: set[asyncio.Task[None]] = set()
        #: Told whenever an account sits down at a table or gives up its seat (a room's node
        #: shares this with the other nodes: `game.net.node`).
        self.on_seated: Callable[[Account, Table | None], None] | None = None
        #: Told whenever the list of tables may have changed: a table opened, closed, or its row
        #: changed (the server pushes the list to the people in the lobby).
        self.on_changed: Callable[[], None] = lambda: None
        self._context = TableContext(
            clock,
            timers,
            ledger,
            rng,
            self._seated,
            self._sits_at,
            self._closed,
            opener,
            self._changed,
            self._keep_block,
            self._kept_blocks,
        )

    def _keep_block(self, number: int, account: int, ends: float) -> None:
        try:
            self._store.block(number, account, ends)
        except Exception as error:  # the database busy or failing: the block holds until a restart
            log.warning("table %d: cannot keep the block of account %d: %s", number, account, error)

    def _kept_blocks(self, number: int, now: float) -> dict[int, float]:
        try:
            return self._store.blocks(number, now)
        except Exception as error:  # the database busy or failing: the table opens without them
            log.warning("table %d: cannot read its blocks: %s", number, error)
            return {}

    def _changed(self) -> None:
        self.on_changed()

    def _seated(self, account: Account, table: Table | None) -> None:
        if table is None:
            self.where.pop(account.id, None)
        else:
            self.where[account.id] = table
        if self.on_seated is not None:
            self.on_seated(account, table)

    def _sits_at(self, account: Account) -> Table | None:
        return self.where.get(account.id)

    def _closed(self, table: Table) -> None:
        self.tables.pop(table.number, None)
        self._store.remove(table.number)
        for account_id in [key for key, value in self.where.items() if value is table]:
            del self.where[account_id]
        log.info("table %d closed", table.number)
        self.on_changed()

    def _checked(self, variant_name: str, options: Mapping[str, object]) -> tuple[Variant, JsonObject]:
        variant = self.variants.get(variant_name)
        if variant is None:
            known = ", ".join(sorted(self.variants))
            raise ProtocolError(ErrorCode.VARIANT, f"this server hosts {known}, not {variant_name[:40]!r}")
        try:
            return variant, variant.parse_options(options)
        except WireError as error:
            raise ProtocolError(ErrorCode.OPTIONS, str(error)) from None

    def open(self, variant_name: str, options: Mapping[str, object], opener: Account | None = None) -> Table:
        """A new table of ``variant_name``, stored until it closes; `ProtocolError` for an unknown
        variant or bad options."""
        variant, checked = self._checked(variant_name, options)
        number = self._store.add(variant.name, checked, opener.id if opener else None, self._clock.wall())
        log.info("table %d opened: %s %s", number, variant.name, checked)
        return self._start(
            Table(number, variant, checked, self._context, opener=opener.id if opener else None)
        )

    def reopen(self) -> list[Table]:
        """Open the stored tables again with empty seats (the server starts); the tables.

        A stored table this server cannot open (a variant it no longer hosts,
        options it refuses) is logged and deleted from the store.
        """
        reopened = []
        for stored in self._store.all():
            if stored.number in self.tables:
                continue  # open already (a room's node adopting a dead node's tables)
            try:
                if stored.options is None:
                    raise ProtocolError(ErrorCode.OPTIONS, "the stored options are not a JSON object")
                variant, checked = self._checked(stored.variant, stored.options)
            except ProtocolError as error:
                log.warning("table %d (%s) cannot be opened again: %s", stored.number, stored.variant, error)
                self._store.remove(stored.number)
                continue
            table = Table(stored.number, variant, checked, self._context, reopened=True, opener=stored.opener)
            reopened.append(self._start(table))
            log.info("table %d opened again: %s %s", stored.number, variant.name, checked)
        return reopened

    def _start(self, table: Table) -> Table:
        self.tables[table.number] = table
        task = asyncio.get_running_loop().create_task(table.run(), name=f"table-{table.number}")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        self.on_changed()
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
