"""The server's database on a real PostgreSQL: the accounts and the play-chip ledger keep every
promise they keep on SQLite - now enforced by the database itself (append-only, every transfer
adds up to zero, no balance below zero, for any writer) - a node settles and reopens only its own
tables, and a whole chip game over the network on PostgreSQL adds up."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from game.net.client import ConnectionState
from game.net.ledger import FRESH_STACK, START_STACK, Forfeit, GameClosed, LedgerError, Payout, Stake, pot
from game.net.pg_store import PgLedger, postgres_store
from game.net.protocol import ErrorCode, ProtocolError
from game.net.server import default_variants
from game.net.store import DatabaseError
from tests.net.ante_variant import ANTE, AnteTokenVariant
from tests.net.helpers import Lab, play_turns, seat_everybody
from tests.net.test_loopback import _all_over

ROOT = Path(__file__).resolve().parents[2]
DAY = 86_400.0
NOON = 1_700_000_000.0 - 1_700_000_000.0 % DAY + DAY / 2


def test_accounts_and_ledger_on_postgres(postgres_url: str) -> None:
    store = postgres_store(postgres_url, "a")
    accounts, ledger = store.accounts, store.ledger
    anna = ledger.register(accounts, "Anna", "h", NOON)
    bert = ledger.register(accounts, "Bert", "h", NOON)
    with pytest.raises(ProtocolError) as taken:
        ledger.register(accounts, "ANNA", "h", NOON)
    assert taken.value.code is ErrorCode.NAME_TAKEN
    found = accounts.find("anna")
    assert found is not None and found.id == anna.id and [a.name for a in accounts.all()] == ["Anna", "Bert"]
    game = ledger.open_game(1, "european", NOON)
    ledger.record(game, [Stake(anna.holder, 10), Stake(bert.holder, 10), Stake(anna.holder, 50)], NOON)
    assert ledger.balance(anna.holder) == START_STACK - 60 and ledger.balance(pot(game)) == 70
    with pytest.raises(LedgerError):  # more than Bert has: the whole step is refused
        ledger.record(game, [Stake(anna.holder, 5), Stake(bert.holder, START_STACK)], NOON)
    assert ledger.balance(anna.holder) == START_STACK - 60 and ledger.balance(pot(game)) == 70
    with pytest.raises(LedgerError):  # a pot does not close with chips in it
        ledger.record(game, [Payout(anna.holder, 60)], NOON, close="played")
    ledger.record(game, [Payout(anna.holder, 60), Forfeit(10)], NOON, close="played")
    audit = ledger.audit()
    assert audit.ok, audit.problems
    assert (audit.players, audit.player_chips, audit.handed_out) == (2, 2 * START_STACK - 10, 2 * START_STACK)
    # the daily fresh stack: once per UTC day, only to who cannot pay
    assert ledger.fresh_stack(anna, 10, NOON) == 0
    spend = ledger.open_game(2, "x", NOON)
    ledger.record(spend, [Stake(anna.holder, START_STACK - 5)], NOON)
    ledger.record(spend, [Forfeit(START_STACK - 5)], NOON, close="played")
    assert ledger.fresh_stack(anna, 10, NOON) == FRESH_STACK - 5
    assert ledger.fresh_stack(anna, 10_000, NOON + 60) == 0  # once a day
    assert ledger.fresh_stack(anna, 10_000, NOON + DAY) == 0  # holds FRESH_STACK already
    assert ledger.audit().ok
    store.close()


def test_a_name_that_looks_like_one_another_node_created_is_taken(postgres_url: str) -> None:
    one, two = postgres_store(postgres_url, "a"), postgres_store(postgres_url, "b")
    assert two.accounts.look_alike("Anna") is None  # node b has read the accounts (none yet)
    one.ledger.register(one.accounts, "Anna", "h", NOON)
    assert two.accounts.look_alike("\u0410nna") == "Anna"  # a Cyrillic A, on the other node
    with pytest.raises(ProtocolError) as taken:
        two.ledger.register(two.accounts, "\u0410nna", "h", NOON)
    assert taken.value.code is ErrorCode.NAME_TAKEN and "Anna" in str(taken.value)
    assert [a.name for a in one.accounts.all()] == ["Anna"]
    one.close()
    two.close()


def _refused(url: str, statement: str, message: str) -> None:
    with psycopg.connect(url, autocommit=True) as raw, pytest.raises(psycopg.Error) as error:
        raw.execute(statement)
    assert message in str(error.value)


def test_the_database_itself_refuses_to_rewrite_or_break_the_ledger(postgres_url: str) -> None:
    store = postgres_store(postgres_url, "a")
    anna = store.ledger.register(store.accounts, "Anna", "h", NOON)
    game = store.ledger.open_game(1, "x", NOON)
    store.ledger.record(game, [Stake(anna.holder, 10)], NOON)
    store.ledger.record(game, [Payout(anna.holder, 10)], NOON, close="played")
    for table in ("entries", "transfers", "closings"):
        _refused(
            postgres_url,
            f"UPDATE {table} SET at = 0" if table != "entries" else "UPDATE entries SET amount = amount * 2",
            "append-only",
        )
        _refused(postgres_url, f"DELETE FROM {table}", "append-only")
        _refused(postgres_url, f"TRUNCATE {table} CASCADE", "append-only")
    # a transfer that does not add up to zero, written by hand: refused at commit
    unbalanced = (
        "BEGIN; INSERT INTO transfers(id, at, kind) VALUES (900, 0, 'x'); "
        "INSERT INTO entries(transfer, holder, amount) VALUES (900, 'bank', -5), (900, '{h}', 6); COMMIT"
    )
    _refused(postgres_url, unbalanced.format(h=anna.holder), "adds up to 1")
    # chips a player does not have: refused at commit, even from outside the server
    overdraw = (
        "BEGIN; INSERT INTO transfers(id, at, kind) VALUES (901, 0, 'x'); "
        "INSERT INTO entries(transfer, holder, amount) "
        "VALUES (901, '{h}', -5000), (901, 'house', 5000); COMMIT"
    )
    _refused(postgres_url, overdraw.format(h=anna.holder), "would hold")
    assert store.ledger.balance(anna.holder) == START_STACK and store.ledger.audit().ok
    store.close()


def test_a_node_settles_and_reopens_only_its_own_tables(postgres_url: str) -> None:
    a, b = postgres_store(postgres_url, "a"), postgres_store(postgres_url, "b")
    anna = a.ledger.register(a.accounts, "Anna", "h", NOON)
    bert = b.accounts.find("Bert") or b.ledger.register(b.accounts, "Bert", "h", NOON)
    game_a = a.ledger.open_game(1, "x", NOON)
    game_b = b.ledger.open_game(2, "x", NOON)
    a.ledger.record(game_a, [Stake(anna.holder, 30)], NOON)
    b.ledger.record(game_b, [Stake(bert.holder, 40)], NOON)
    table_a = a.tables.add("token", {"tokens": 2}, anna.id, NOON)
    table_b = b.tables.add("token", {"tokens": 3}, bert.id, NOON)
    assert table_a != table_b  # one numbering for the whole room
    assert [t.number for t in a.tables.all()] == [table_a] and [t.number for t in b.tables.all()] == [table_b]
    # node a restarts: it settles its own game, never b's running one
    assert [(r.holder, r.amount) for r in a.ledger.recover(NOON)] == [(anna.holder, 30)]
    assert b.ledger.balance(pot(game_b)) == 40 and b.ledger.open_games() == (game_b,)
    assert a.ledger.audit().ok and not b.ledger.audit().ok  # b's game is neither running nor settled
    assert b.ledger.audit([game_b]).ok
    # node b dies: node a settles b's games by the same rule
    assert isinstance(a.ledger, PgLedger)
    refunds = a.ledger.settle_node("b", NOON)
    assert [(r.holder, r.amount) for r in refunds] == [(bert.holder, 40)]
    assert a.ledger.settle_node("b", NOON) == []  # nothing left: settling twice changes nothing
    assert b.ledger.balance(bert.holder) == START_STACK and b.ledger.audit().ok
    a.close()
    b.close()


def test_a_settled_game_takes_no_more_chips_from_its_old_node(postgres_url: str) -> None:
    """Node b was blocked past the alive timeout; a settled its running game (every bet returned).
    b wakes and goes on with that game: its payout, a stake of the next hand, a closing - each is
    refused whole (`GameClosed`), by the ledger under the pot's lock and by the database itself."""
    a, b = postgres_store(postgres_url, "a"), postgres_store(postgres_url, "b")
    anna = b.ledger.register(b.accounts, "Anna", "h", NOON)
    bert = b.ledger.register(b.accounts, "Bert", "h", NOON)
    game = b.ledger.open_game(1, "holdem", NOON)
    b.ledger.record(game, [Stake(anna.holder, 400), Stake(bert.holder, 300)], NOON)
    assert isinstance(a.ledger, PgLedger)
    assert sorted((r.holder, r.amount) for r in a.ledger.settle_node("b", NOON)) == sorted(
        [(anna.holder, 400), (bert.holder, 300)]
    )
    for moves, close in (
        ([Payout(bert.holder, 700)], "played"),  # the pot b thinks it holds
        ([Stake(anna.holder, 10)], None),  # the next hand's stake (Anna has the chips)
        ([Stake(anna.holder, 10), Payout(anna.holder, 10)], None),  # chips that would move and return
        ([], "played"),  # a second closing
    ):
        with pytest.raises(GameClosed):
            b.ledger.record(game, moves, NOON + 1, close)
    with pytest.raises(GameClosed):  # a table closing on the woken node settles it once more
        b.ledger.recover_game(game, NOON + 1)
    # the database refuses it too, for any writer: a stake written by hand into the closed game
    stake = (
        "BEGIN; INSERT INTO transfers(id, at, kind, game) VALUES (902, 0, 'stake', {g}); "
        "INSERT INTO entries(transfer, holder, amount) VALUES (902, '{h}', -10), (902, 'g:{g}', 10); COMMIT"
    )
    _refused(postgres_url, stake.format(g=game, h=anna.holder), "is closed")
    assert b.ledger.balance(anna.holder) == START_STACK and b.ledger.balance(bert.holder) == START_STACK
    assert b.ledger.balance(pot(game)) == 0 and a.ledger.audit().ok
    a.close()
    b.close()


def test_a_bad_address_is_a_clear_error(postgres_server: str) -> None:
    port = int(postgres_server.rsplit(":", 1)[1].split("/")[0])
    with pytest.raises(DatabaseError) as error:
        postgres_store(f"postgresql://tokenpoker:secret@127.0.0.1:{port}/nosuchdb", "a")
    assert "cannot connect" in str(error.value) and "secret" not in str(error.value)


@pytest.fixture
def pg_chip_lab(postgres_url: str) -> Iterator[Lab]:
    variant = AnteTokenVariant()
    lab = Lab(
        lambda: postgres_store(postgres_url, "n1"), variants={**default_variants(), variant.name: variant}
    )
    try:
        yield lab
    finally:
        lab.close()


def test_a_chip_game_over_the_network_on_postgres_adds_up(pg_chip_lab: Lab) -> None:
    lab = pg_chip_lab
    people = [lab.person(name) for name in ("Anna", "Bert", "Cora")]
    seat_everybody(lab, people, "token-ante", tokens=2)
    master = lab.master(people)
    master.session.start()
    lab.pump(lambda: all(p.session.balance == START_STACK - ANTE for p in people), what="the antes")
    play_turns(lab, people, random.Random(2), lambda: _all_over(people, 1))
    lab.settle()
    audit = lab.on_server(lambda: lab.server.audit())
    assert audit.ok, audit.problems
    house = lab.on_server(lambda: lab.server.ledger.balance("house"))
    assert audit.player_chips + house == 3 * START_STACK
    for person in people:
        account = lab.on_server(lambda p=person: lab.server.accounts.find(p.name))
        assert person.session.balance == lab.on_server(lambda a=account: lab.server.ledger.balance(a.holder))
    # a restart of the node on the same database: everybody sits at table 1 again, the audit holds
    lab.restart()
    lab.pump(
        lambda: (
            all(p.session.connection is ConnectionState.RECONNECTING for p in people)
            or all(p.is_seated() and not p.session.has_game for p in people)
        ),
        what="the clients notice the restart",
    )
    lab.pump(
        lambda: all(p.session.connection is ConnectionState.CONNECTED and p.is_seated() for p in people),
        what="everybody sits at table 1 again",
    )
    assert lab.on_server(lambda: sorted(lab.server.lobby.tables)) == [1]
    assert lab.on_server(lambda: lab.server.audit()).ok


def test_two_processes_writing_the_ledger_at_once_never_break_a_balance(postgres_url: str) -> None:
    store = postgres_store(postgres_url, "setup")
    names = ["Anna", "Bert", "Cora"]
    for name in names:
        store.ledger.register(store.accounts, name, "h", NOON)
    writers = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.room.ledger_writer",
                postgres_url,
                f"w{seed}",
                str(seed),
                "60",
                "4",
            ],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        for seed in (1, 2)
    ]
    results = []
    for writer in writers:
        out, _ = writer.communicate(timeout=240)
        assert writer.returncode == 0, out
        results.append(dict(pair.split("=") for pair in out.split()))
    assert all(r["database_refused"] == "0" for r in results), results  # the nodes' own locks held
    assert sum(int(r["played"]) for r in results) > 100 and sum(int(r["refused"]) for r in results) > 0
    audit = store.ledger.audit()
    assert audit.ok, audit.problems
    balances = [store.ledger.balance(a.holder) for a in store.accounts.all()]
    assert min(balances) >= 0 and sum(balances) == audit.player_chips == audit.handed_out
    store.close()


def test_the_command_refuses_two_databases_and_a_bad_address(
    postgres_server: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.net.server import main

    assert main(["--db", str(tmp_path / "x.sqlite3"), "--postgres", postgres_server]) == 2
    assert "exclude each other" in capsys.readouterr().err
    assert main(["--postgres", "postgresql://tokenpoker:pw@127.0.0.1:1/x", "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert "cannot connect to PostgreSQL" in err and ":pw@" not in err and "Traceback" not in err
