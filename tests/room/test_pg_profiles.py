"""Profiles and the sit-and-go ranking on a real PostgreSQL: the statistics tables are written in
the ledger's transaction (or not at all), read back as on SQLite, made by the schema upgrade of an
older room database, and copied by ``migrate``."""

from __future__ import annotations

from pathlib import Path
from typing import cast

import psycopg
import pytest
from openskill.models import PlackettLuce

from game.net.accounts import Account, Accounts
from game.net.ledger import Ledger, LedgerError, Payout, Stake
from game.net.migrate import migrate
from game.net.pg_store import PG_SCHEMA_VERSION, PgLedger, PgSql, postgres_store
from game.net.stats import BALANCE_POINTS, Counted, Profiles, Tally
from game.net.store import open_database
from tests.net.stats_helpers import (
    Statements,
    check_round_counts,
    check_thinned,
    finished_sit_and_go,
    long_history,
)

NOON = 1_700_000_000.0
_TABLES = ("play_stats", "sng_places", "ratings")


def _sit_and_go(ledger: Ledger, people: list[Account]) -> Counted:
    return finished_sit_and_go(ledger, people, NOON)


def test_profiles_and_ranking_on_postgres(postgres_url: str) -> None:
    store = postgres_store(postgres_url, "a")
    people = [store.ledger.register(store.accounts, name, "h", NOON) for name in ("Anna", "Bert", "Cora")]
    refused = Counted()
    refused.count(people[0].id, "european", Tally(hands=1))
    game = store.ledger.open_game(2, "european", NOON)
    with pytest.raises(LedgerError):  # more than Anna has: neither the chips nor the counts
        store.ledger.record(game, [Stake(people[0].holder, 10_000)], NOON, extra=refused)
    store.ledger.record(game, [], NOON, "played")
    _sit_and_go(store.ledger, people)

    profiles = Profiles(store.sql)
    anna = profiles.profile("anna", people[0])
    assert anna["variants"]["european"] == {"games": 0, "hands": 0}
    assert anna["variants"]["holdem"] == {
        "games": 1,
        "hands": 7,
        "vpip": 3,
        "pfr": 2,
        "chances": 6,
        "aggressive": 4,
        "calls": 2,
    }
    assert anna["places"] == {"2": 1} and anna["since"] == int(NOON)
    assert anna["balance"] == [[int(NOON), 1000], [int(NOON), 900], [int(NOON), 1005]]
    assert profiles.profile("Anna", people[1])["balance"] is None

    model = PlackettLuce()
    expected = model.rate([[model.rating()] for _ in range(3)], ranks=[2.0, 1.0, 3.0])
    ranking = profiles.ranking(10, people[2])
    assert [row["name"] for row in ranking["rows"]] == ["Bert", "Anna", "Cora"]
    for row, index in zip(ranking["rows"], (1, 0, 2)):
        assert row["mu"] == pytest.approx(expected[index][0].mu, abs=1e-3)
        assert row["sigma"] == pytest.approx(expected[index][0].sigma, abs=1e-3)
    assert ranking["total"] == 3 and ranking["me"]["place"] == 3
    assert store.ledger.audit().ok
    store.close()


def test_a_rounds_counts_are_one_statement_on_postgres(postgres_url: str) -> None:
    store = postgres_store(postgres_url, "a")
    people = [
        store.ledger.register(store.accounts, name, "h", NOON) for name in ("Anna", "Bert", "Cora", "Dora")
    ]
    statements = Statements(store.sql)
    ledger = PgLedger(cast(PgSql, statements), "a")
    check_round_counts(ledger, statements, store.sql, people)
    # the locks of a chip transaction of several people: taken in one statement
    game = ledger.open_game(1, "european", NOON)
    before = len(statements.run)
    ledger.record(game, [Stake(p.holder, 10) for p in people], NOON)
    locks = [sql for sql in statements.run[before:] if "pg_advisory_xact_lock" in sql]
    assert len(locks) == 1
    assert ledger.balance(people[0].holder) == 990
    ledger.record(game, [Payout(p.holder, 10) for p in people], NOON, "played")
    assert ledger.audit().ok
    store.close()


def test_a_rounds_counts_commit_without_waiting_for_the_disk_and_the_ledger_waits(postgres_url: str) -> None:
    store = postgres_store(postgres_url, "a")
    people = [store.ledger.register(store.accounts, name, "h", NOON) for name in ("Anna", "Bert")]
    counted = Counted()
    for person in people:
        counted.count(person.id, "token", Tally(hands=1))
    store.ledger.write_extra(counted, NOON)
    with psycopg.connect(postgres_url, autocommit=True) as other:  # committed: seen everywhere at once
        rows = other.execute("SELECT account, hands FROM play_stats ORDER BY account").fetchall()
    assert rows == [(people[0].id, 1), (people[1].id, 1)]
    assert isinstance(store.ledger, PgLedger) and store.ledger._counts is not None
    # the counts' connection asked for it (the tests' PostgreSQL runs without waiting anyway);
    # the ledger's keeps the server's setting (a real room's: wait)
    setting = "SELECT setting, source FROM pg_settings WHERE name='synchronous_commit'"
    assert store.ledger._counts.execute(setting).fetchone() == ("off", "client")
    assert store.sql.execute(setting).fetchone()[1] != "client"
    counts = store.ledger._counts
    store.close()
    assert counts.connection.closed and store.ledger._counts is None


def test_an_older_postgres_schema_gets_the_profile_tables(postgres_url: str) -> None:
    postgres_store(postgres_url, "a").close()
    with psycopg.connect(postgres_url, autocommit=True) as raw:
        for table in _TABLES:
            raw.execute(f"DROP TABLE {table}")
        raw.execute("UPDATE meta SET value='2' WHERE key='schema'")
    store = postgres_store(postgres_url, "a")
    try:
        assert store.sql.execute("SELECT value FROM meta WHERE key='schema'").fetchone()[0] == str(
            PG_SCHEMA_VERSION
        )
        for table in _TABLES:
            assert store.sql.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0] == 0
    finally:
        store.close()


def test_migrate_copies_the_profiles(tmp_path: Path, postgres_url: str) -> None:
    source = tmp_path / "server.sqlite3"
    db = open_database(source)
    accounts, ledger = Accounts(db), Ledger(db)
    people = [ledger.register(accounts, name, "h", NOON) for name in ("Anna", "Bert", "Cora")]
    _sit_and_go(ledger, people)
    lite = Profiles(db)
    before = [lite.profile(p.name, p) for p in people], lite.ranking(10, people[0])
    db.close()

    done = migrate(source, postgres_url, "n1")
    assert {table: done.rows[table] for table in _TABLES} == {"play_stats": 3, "sng_places": 3, "ratings": 3}
    store = postgres_store(postgres_url, "n1")
    try:
        copied = Profiles(store.sql)
        assert ([copied.profile(p.name, p) for p in people], copied.ranking(10, people[0])) == before
    finally:
        store.close()


def test_a_long_balance_history_is_thinned_in_sql_on_postgres(postgres_url: str) -> None:
    """The same thinning statement on PostgreSQL: at most the points asked, each a balance Anna had
    after one of her transfers, the newest her balance now (integer division as on SQLite)."""
    store = postgres_store(postgres_url, "a")
    try:
        anna, bert = (store.ledger.register(store.accounts, name, "h", NOON) for name in ("Anna", "Bert"))
        long_history(store.ledger, anna, bert, 150, NOON)
        profiles = Profiles(store.sql)
        thinned = check_thinned(store.sql, profiles, anna, BALANCE_POINTS)
        assert len(thinned) == BALANCE_POINTS and profiles.profile("Anna", anna)["balance"] == thinned
        check_thinned(store.sql, profiles, anna, 7)
        assert store.ledger.audit().ok
    finally:
        store.close()
