"""Tables survive a restart: a server on 127.0.0.1 stopped and started again on the same database
opens the open tables again (number, variant, options; empty seats), a table that closed stays
closed, a reopened table nobody comes to closes after `Timers.reopen` on the injected clock, and an
older database is migrated."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from game.net.accounts import Accounts
from game.net.ledger import START_STACK, Ledger
from game.net.store import SCHEMA_VERSION, DatabaseError, open_database
from game.net.table_store import TableStore

from .helpers import Lab, seat_everybody


def _listing(lab: Lab) -> dict[int, tuple[str, object, int]]:
    """The lobby as the server lists it: table -> (variant, options, seats taken)."""
    lobby = lab.server.lobby
    assert lobby is not None
    rows = lab.on_server(lobby.listing)
    return {row["table"]: (row["variant"], row["options"], row["seats"]) for row in rows}


def _stored(db: Path) -> list[int]:
    connection = open_database(db)
    try:
        return [table.number for table in TableStore(connection).all()]
    finally:
        connection.close()


def test_open_tables_are_opened_again_after_a_restart(tmp_path: Path) -> None:
    db = tmp_path / "server.sqlite3"
    lab = Lab(db)
    try:
        anna, bert, cora = lab.person("Anna"), lab.person("Bert"), lab.person("Cora")
        seat_everybody(lab, [anna], "token", tokens=3, computers=1)  # table 1
        seat_everybody(lab, [bert], "european")  # table 2
        seat_everybody(lab, [cora], "token")  # table 3: closes when Cora leaves
        cora.session.leave()
        lab.pump(lambda: 3 not in _listing(lab), what="table 3 closes")
        before = _listing(lab)
        assert sorted(before) == [1, 2]
        anna.session.start()
        lab.pump(lambda: anna.session.has_game, what="a game at table 1")
    finally:
        lab.close()
    assert _stored(db) == [1, 2]

    lab = Lab(db)
    try:
        after = _listing(lab)
        assert after == {
            1: ("token", before[1][1], 1),  # the computer seat is back, the people's seats are empty
            2: ("european", {}, 0),
        }
        anna = lab.person("Anna", create=False)
        assert anna.session.refresh_tables()
        lab.pump(lambda: [t.table for t in anna.session.tables] == [1, 2], what="Anna's lobby")
        assert anna.session.sit(1)
        lab.pump(lambda: anna.session.seating is not None and anna.session.seating.i_am_master)
        anna.session.start()  # the first to sit is the game master: she starts against the computer
        lab.pump(lambda: anna.session.has_game, what="a game at the reopened table")
        dora = lab.person("Dora")
        assert dora.session.open_table("token")
        lab.pump(lambda: dora.session.seating is not None, what="Dora's table")
        assert dora.session.seating is not None and dora.session.seating.table == 4  # 3 is not reused
        # nobody came to table 2: it closes after the reopen wait, and leaves the store
        lab.advance(599)
        lab.settle()
        assert 2 in _listing(lab)
        lab.advance(1)
        lab.pump(lambda: 2 not in _listing(lab), what="table 2 closes")
        assert sorted(_listing(lab)) == [1, 4]
    finally:
        lab.close()
    assert _stored(db) == [1, 4]


def test_a_reopened_table_closes_by_the_usual_rule(tmp_path: Path) -> None:
    db = tmp_path / "server.sqlite3"
    lab = Lab(db)
    try:
        seat_everybody(lab, [lab.person("Anna")], "token")
    finally:
        lab.close()
    lab = Lab(db)
    try:
        bert = lab.person("Bert")
        assert bert.session.watch(1)
        lab.pump(lambda: bert.session.seating is not None, what="Bert watches")
        bert.session.leave()
        lab.pump(lambda: _listing(lab) == {}, what="the table closes")
    finally:
        lab.close()
    assert _stored(db) == []


def test_a_stored_table_the_server_cannot_open_is_dropped(tmp_path: Path) -> None:
    db = tmp_path / "server.sqlite3"
    connection = open_database(db)
    store = TableStore(connection)
    store.add("token", {"tokens": 5}, None, 0.0)
    store.add("no-such-game", {}, None, 0.0)
    store.add("token", {"tokens": 10_000}, None, 0.0)
    connection.execute("UPDATE open_tables SET options='[1' WHERE number=1")
    store.add("european", {}, None, 0.0)
    connection.close()
    lab = Lab(db)
    try:
        assert _listing(lab) == {4: ("european", {}, 0)}
    finally:
        lab.close()
    assert _stored(db) == [4]


_PROFILE_TABLES = ("play_stats", "sng_places", "ratings")


def test_an_older_database_is_migrated_and_a_newer_one_refused(tmp_path: Path) -> None:
    db = tmp_path / "server.sqlite3"
    connection = open_database(db)
    account = Ledger(connection).register(Accounts(connection), "Anna", "scrypt$hash", 0.0)
    # what schema 1 was: the same without the open tables (nor the bans and admin requests of 3)
    connection.execute("DROP TABLE table_blocks")
    connection.execute("DROP TABLE table_passwords")
    connection.execute("DROP TABLE open_tables")
    connection.execute("DROP TABLE bans")
    connection.execute("DROP TABLE admin_requests")
    for table in _PROFILE_TABLES:
        connection.execute(f"DROP TABLE {table}")
    connection.execute("UPDATE meta SET value='1' WHERE key='schema'")
    connection.close()

    connection = open_database(db)
    try:
        assert connection.execute("SELECT value FROM meta WHERE key='schema'").fetchone()[0] == "5"
        assert SCHEMA_VERSION == 5
        assert Ledger(connection).balance(account.holder) == START_STACK
        assert TableStore(connection).add("token", {}, account.id, 1.0) == 1
        connection.execute("INSERT INTO bans(account, reason, at) VALUES(?, 'x', 1.0)", (account.id,))
    finally:
        connection.close()

    # what schema 2 was: the open tables, without the bans, passwords and admin requests of 3
    connection = open_database(db)
    connection.execute("DROP TABLE table_blocks")
    connection.execute("DROP TABLE table_passwords")
    connection.execute("DROP TABLE bans")
    connection.execute("DROP TABLE admin_requests")
    for table in _PROFILE_TABLES:
        connection.execute(f"DROP TABLE {table}")
    connection.execute("UPDATE meta SET value='2' WHERE key='schema'")
    connection.close()
    connection = open_database(db)
    try:
        assert connection.execute("SELECT value FROM meta WHERE key='schema'").fetchone()[0] == "5"
        assert TableStore(connection).add("token", {}, account.id, 2.0) == 2  # the open table kept
        connection.execute("INSERT INTO table_passwords(number, password) VALUES(2, 'scrypt$x')")
    finally:
        connection.close()

    # what schema 3 was: everything but the profiles' tables of 4 (and the blocks of 5)
    connection = open_database(db)
    connection.execute("DROP TABLE table_blocks")
    for table in _PROFILE_TABLES:
        connection.execute(f"DROP TABLE {table}")
    connection.execute("UPDATE meta SET value='3' WHERE key='schema'")
    connection.close()
    connection = open_database(db)
    try:
        assert connection.execute("SELECT value FROM meta WHERE key='schema'").fetchone()[0] == "5"
        assert connection.execute("SELECT COUNT(*) FROM table_passwords").fetchone()[0] == 1  # kept
        for table in _PROFILE_TABLES:  # made, empty: the games before were not counted
            assert connection.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0] == 0
    finally:
        connection.close()

    # what schema 4 was: everything but the removal blocks of 5
    connection = open_database(db)
    connection.execute("DROP TABLE table_blocks")
    connection.execute("UPDATE meta SET value='4' WHERE key='schema'")
    connection.close()
    connection = open_database(db)
    try:
        assert connection.execute("SELECT value FROM meta WHERE key='schema'").fetchone()[0] == "5"
        TableStore(connection).block(2, account.id, 9.0)  # the table made, the open table's row kept
        assert TableStore(connection).blocks(2, 1.0) == {account.id: 9.0}
    finally:
        connection.close()

    for newer in ("6", "zwei"):
        raw = sqlite3.connect(db)
        raw.execute("UPDATE meta SET value=? WHERE key='schema'", (newer,))
        raw.commit()
        raw.close()
        with pytest.raises(DatabaseError, match="schema"):
            open_database(db)
