"""Removal blocks on a real PostgreSQL: they outlive a restart of the node (the scenario of
``tests/net/test_restart_blocks.py``), a node adopting a dead node's table reads them (they belong
to the table, not the node), the schema upgrade of an older room database makes their table, and
``migrate`` copies them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from game.net.accounts import Accounts
from game.net.ledger import Ledger
from game.net.migrate import migrate
from game.net.pg_store import PG_SCHEMA_VERSION, postgres_store
from game.net.store import open_database
from game.net.table_store import TableStore
from tests.net.helpers import Lab
from tests.net.test_restart_blocks import removed_then_restarted

NOON = 1_700_000_000.0


@pytest.fixture
def pg_lab(postgres_url: str) -> Iterator[Lab]:
    lab = Lab(lambda: postgres_store(postgres_url, "n1"))
    try:
        yield lab
    finally:
        lab.close()


def test_a_removal_block_outlives_a_restart_on_postgres(pg_lab: Lab) -> None:
    removed_then_restarted(pg_lab)


def test_the_node_adopting_a_table_reads_its_blocks(postgres_url: str) -> None:
    a, b = postgres_store(postgres_url, "a"), postgres_store(postgres_url, "b")
    try:
        anna = a.ledger.register(a.accounts, "Anna", "h", NOON)
        cora = a.ledger.register(a.accounts, "Cora", "h", NOON)
        number = a.tables.add("token", {}, anna.id, NOON)
        a.tables.block(number, cora.id, NOON + 1800)
        a.tables.block(number, anna.id, NOON + 10)
        a.tables.block(number, cora.id, NOON + 1900)  # removed again: the later end
        # node a dies; b adopts its tables (`game.net.node`) and opens them: the blocks come along
        b.sql.execute("UPDATE open_tables SET node='b' WHERE node='a'")
        assert [t.number for t in b.tables.all()] == [number]
        assert b.tables.blocks(number, NOON + 60) == {cora.id: NOON + 1900}  # Anna's ended: deleted
        assert b.sql.execute("SELECT COUNT(*) FROM table_blocks").fetchone()[0] == 1
        b.tables.remove(number)  # the table closes: its blocks go with it
        assert b.sql.execute("SELECT COUNT(*) FROM table_blocks").fetchone()[0] == 0
    finally:
        a.close()
        b.close()


def test_an_older_postgres_schema_gets_the_blocks_table(postgres_url: str) -> None:
    postgres_store(postgres_url, "a").close()
    with psycopg.connect(postgres_url, autocommit=True) as raw:
        raw.execute("DROP TABLE table_blocks")
        raw.execute("UPDATE meta SET value='3' WHERE key='schema'")
    store = postgres_store(postgres_url, "a")
    try:
        assert PG_SCHEMA_VERSION == 5
        assert store.sql.execute("SELECT value FROM meta WHERE key='schema'").fetchone()[0] == "5"
        assert store.sql.execute("SELECT COUNT(*) FROM table_blocks").fetchone()[0] == 0
        # and schema 5's guard: no chip moves in a closed game
        guard = "SELECT COUNT(*) FROM pg_trigger WHERE tgname='transfers_game_open'"
        assert store.sql.execute(guard).fetchone()[0] == 1
    finally:
        store.close()


def test_migrate_copies_the_blocks(tmp_path: Path, postgres_url: str) -> None:
    source = tmp_path / "server.sqlite3"
    db = open_database(source)
    store = TableStore(db)
    cora = Ledger(db).register(Accounts(db), "Cora", "h", NOON)
    number = store.add("token", {}, cora.id, NOON)
    store.block(number, cora.id, NOON + 1800)
    db.close()
    done = migrate(source, postgres_url, "n1")
    assert done.rows["table_blocks"] == 1
    copied = postgres_store(postgres_url, "n1")
    try:
        assert copied.tables.blocks(number, NOON) == {cora.id: NOON + 1800}
    finally:
        copied.close()
