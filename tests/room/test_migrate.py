"""``tokenpoker-server migrate --from FILE --postgres URL``: a SQLite room copied into PostgreSQL
with every account, ledger row and open table, the audit checked on both sides; refused, with a
clear message and nothing written, for a missing file, an unsettled source or a target in use."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.net.accounts import Accounts
from game.net.ledger import START_STACK, Forfeit, Ledger, Payout, Stake
from game.net.pg_store import postgres_store
from game.net.server import main
from game.net.store import open_database
from game.net.table_store import TableStore

NOON = 1_700_000_000.0


def _sqlite_room(path: Path) -> dict[str, int]:
    """A small room in a SQLite file: three accounts, played games, a fresh stack, two open tables."""
    db = open_database(path)
    accounts, ledger, tables = Accounts(db), Ledger(db), TableStore(db)
    people = [
        ledger.register(accounts, name, f"scrypt$hash-of-{name}", NOON) for name in ("Anna", "Bert", "Cora")
    ]
    anna, bert, cora = people
    for number in range(3):
        game = ledger.open_game(1, "european", NOON)
        ledger.record(game, [Stake(anna.holder, 300), Stake(bert.holder, 100 + number)], NOON)
        ledger.record(game, [Payout(cora.holder, 390), Forfeit(10 + number)], NOON, close="played")
    assert ledger.fresh_stack(anna, 500, NOON) > 0
    tables.add("token", {"tokens": 3}, anna.id, NOON)
    tables.add("european", {"ante": 10}, None, NOON)
    balances = {p.name: ledger.balance(p.holder) for p in people} | {"house": ledger.balance("house")}
    assert ledger.audit().ok
    db.close()
    return balances


def test_migrate_copies_the_room_and_checks_both_audits(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "server.sqlite3"
    balances = _sqlite_room(source)
    before = source.read_bytes()
    assert main(["migrate", "--from", str(source), "--postgres", postgres_url, "--node-name", "n1"]) == 0
    out = capsys.readouterr().out
    assert "Copied 3 accounts" in out and "Audit ok on both sides: 3 accounts" in out
    store = postgres_store(postgres_url, "n1")
    accounts, ledger = store.accounts, store.ledger
    copied = {a.name: ledger.balance(a.holder) for a in accounts.all()} | {"house": ledger.balance("house")}
    assert copied == balances
    anna = accounts.find("anna")
    assert anna is not None and anna.password == "scrypt$hash-of-Anna"
    assert ledger.fresh_stack(anna, 10**6, NOON + 60) == 0  # the fresh-stack day came along
    audit = ledger.audit()
    assert audit.ok and audit.players == 3
    assert audit.player_chips + balances["house"] == audit.handed_out > 3 * START_STACK  # + a fresh stack
    # the open tables belong to node n1 (another node does not reopen them), numbers go on after them
    assert [(t.number, t.variant, t.options, t.opener) for t in store.tables.all()] == [
        (1, "token", {"tokens": 3}, anna.id),
        (2, "european", {"ante": 10}, None),
    ]
    assert postgres_store(postgres_url, "n2").tables.all() == []
    assert store.tables.add("token", {}, None, NOON) == 3
    dora = ledger.register(accounts, "Dora", "h", NOON)
    assert dora.id == 4 and ledger.audit().ok
    assert source.read_bytes() == before  # the file is only read
    # a second migration into the room now in use is refused and changes nothing
    assert main(["migrate", "--from", str(source), "--postgres", postgres_url]) == 2
    assert "not empty" in capsys.readouterr().err
    assert len(accounts.all()) == 4
    store.close()


def test_migrate_refuses_a_missing_file_and_an_unsettled_ledger(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["migrate", "--from", str(tmp_path / "nope.sqlite3"), "--postgres", postgres_url]) == 2
    assert "no such file" in capsys.readouterr().err
    (tmp_path / "junk").write_bytes(b"not a database at all" * 100)
    assert main(["migrate", "--from", str(tmp_path / "junk"), "--postgres", postgres_url]) == 2
    assert "not a server database" in capsys.readouterr().err
    source = tmp_path / "open.sqlite3"
    _sqlite_room(source)
    db = open_database(source)
    ledger, accounts = Ledger(db), Accounts(db)
    bert = accounts.find("Bert")
    assert bert is not None
    ledger.record(ledger.open_game(2, "european", NOON), [Stake(bert.holder, 50)], NOON)  # a killed game
    db.close()
    assert main(["migrate", "--from", str(source), "--postgres", postgres_url]) == 2
    err = capsys.readouterr().err
    assert "audit fails" in err and "neither running nor settled" in err and "Traceback" not in err
    assert "start and stop the server on it once" in err  # and what to do about it
    store = postgres_store(postgres_url, "n1")
    assert store.accounts.all() == []  # nothing was written
    store.close()
    settled = tmp_path / "settled.sqlite3"
    _sqlite_room(settled)
    assert main(["migrate", "--from", str(settled), "--postgres", "postgresql://nobody@127.0.0.1:1/x"]) == 2
    assert "cannot connect" in capsys.readouterr().err
