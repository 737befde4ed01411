"""Accounts and the play-chip ledger on a real SQLite file: salted scrypt hashes, unique names,
double entry that always adds up, refusals that change nothing, append-only rows, the daily fresh
stack, and the settlement of games a killed server left open."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from game.net.accounts import Accounts, ScryptCost, hash_password, verify_password
from game.net.ledger import FRESH_STACK, START_STACK, Forfeit, Ledger, LedgerError, Payout, Stake, pot
from game.net.protocol import ErrorCode, ProtocolError
from game.net.store import DatabaseError, open_database

CHEAP = ScryptCost(n=2**8)
DAY = 86_400.0
NOON = 1_700_000_000.0 - 1_700_000_000.0 % DAY + DAY / 2


def _setup(path: Path) -> tuple[sqlite3.Connection, Accounts, Ledger]:
    db = open_database(path)
    return db, Accounts(db), Ledger(db)


def test_passwords_are_salted_scrypt_hashes() -> None:
    first, second = hash_password("geheim-123", CHEAP), hash_password("geheim-123", CHEAP)
    assert first != second and first.startswith("scrypt$256$8$1$")
    assert "geheim" not in first
    assert verify_password("geheim-123", first) and verify_password("geheim-123", second)
    assert not verify_password("geheim-124", first)
    assert not verify_password("geheim-123", "scrypt$256$8$1$broken")
    assert not verify_password("geheim-123", "md5$xyz")


def test_accounts_are_unique_regardless_of_case(tmp_path: Path) -> None:
    _, accounts, ledger = _setup(tmp_path / "db")
    anna = ledger.register(accounts, "Anna", hash_password("geheim-123", CHEAP), NOON)
    with pytest.raises(ProtocolError) as taken:
        ledger.register(accounts, "ANNA", hash_password("x", CHEAP), NOON)
    assert taken.value.code is ErrorCode.NAME_TAKEN
    found = accounts.find("anna")
    assert found is not None and found.id == anna.id and found.name == "Anna"
    assert ledger.balance(anna.holder) == START_STACK
    assert len(accounts.all()) == 1 and ledger.audit().ok
    with pytest.raises(ProtocolError):
        Accounts.check_new("Anna", "kurz")


def test_chips_move_by_double_entry_and_refusals_change_nothing(tmp_path: Path) -> None:
    _, accounts, ledger = _setup(tmp_path / "db")
    anna = ledger.register(accounts, "Anna", "h", NOON)
    bert = ledger.register(accounts, "Bert", "h", NOON)
    game = ledger.open_game(1, "european", NOON)
    ledger.record(
        game, [Stake(anna.holder, 10, "ante"), Stake(bert.holder, 10, "ante"), Stake(anna.holder, 50)], NOON
    )
    assert ledger.balance(anna.holder) == START_STACK - 60 and ledger.balance(pot(game)) == 70
    with pytest.raises(LedgerError):  # more than Bert has: the whole step is refused
        ledger.record(game, [Stake(bert.holder, 40), Stake(bert.holder, START_STACK)], NOON)
    assert ledger.balance(bert.holder) == START_STACK - 10
    with pytest.raises(LedgerError):  # a game closes only with an empty pot
        ledger.record(game, [Payout(anna.holder, 60)], NOON, close="played")
    assert ledger.balance(pot(game)) == 70
    with pytest.raises(LedgerError):
        ledger.record(game, [Stake(anna.holder, 0)], NOON)
    assert ledger.audit(running=[game]).ok
    assert not ledger.audit().ok  # an open game that is not running is a problem
    ledger.record(game, [Payout(bert.holder, 65), Forfeit(5)], NOON, close="played")
    assert ledger.balance(bert.holder) == START_STACK + 55
    audit = ledger.audit()
    assert audit.ok, audit.problems
    assert audit.player_chips == 2 * START_STACK - 5 and audit.handed_out == 2 * START_STACK


def test_the_ledger_is_append_only(tmp_path: Path) -> None:
    db, accounts, ledger = _setup(tmp_path / "db")
    anna = ledger.register(accounts, "Anna", "h", NOON)
    for statement in ("UPDATE entries SET amount = 5000", "DELETE FROM entries", "DELETE FROM transfers"):
        with pytest.raises(sqlite3.DatabaseError, match="append-only"):
            db.execute(statement)
    assert ledger.balance(anna.holder) == START_STACK


def test_the_audit_finds_a_ledger_that_does_not_add_up(tmp_path: Path) -> None:
    db, accounts, ledger = _setup(tmp_path / "db")
    anna = ledger.register(accounts, "Anna", "h", NOON)
    db.execute("INSERT INTO transfers(at, kind) VALUES(0, 'forged')")
    db.execute(
        "INSERT INTO entries(transfer, holder, amount) VALUES(last_insert_rowid(), ?, 1)", (anna.holder,)
    )
    audit = ledger.audit()
    assert not audit.ok and any("adds up to 1" in problem for problem in audit.problems)


def test_a_fresh_stack_once_a_day_for_who_cannot_pay(tmp_path: Path) -> None:
    _, accounts, ledger = _setup(tmp_path / "db")
    anna = ledger.register(accounts, "Anna", "h", NOON)
    assert ledger.fresh_stack(anna, 10, NOON) == 0  # she can pay
    game = ledger.open_game(1, "european", NOON)
    ledger.record(game, [Stake(anna.holder, START_STACK - 3)], NOON)
    ledger.record(game, [Forfeit(START_STACK - 3)], NOON, close="played")
    assert ledger.fresh_stack(anna, 10, NOON) == FRESH_STACK - 3
    assert ledger.balance(anna.holder) == FRESH_STACK
    game = ledger.open_game(1, "european", NOON)
    ledger.record(game, [Stake(anna.holder, FRESH_STACK)], NOON)
    ledger.record(game, [Forfeit(FRESH_STACK)], NOON, close="played")
    assert ledger.fresh_stack(anna, 10, NOON + DAY / 4) == 0  # the same UTC day
    assert ledger.fresh_stack(anna, 10, NOON + DAY) == FRESH_STACK  # the next day
    assert ledger.audit().ok


def test_a_game_left_open_is_settled_by_returning_every_bet(tmp_path: Path) -> None:
    path = tmp_path / "db"
    db, accounts, ledger = _setup(path)
    anna = ledger.register(accounts, "Anna", "h", NOON)
    bert = ledger.register(accounts, "Bert", "h", NOON)
    game = ledger.open_game(1, "european", NOON)
    ledger.record(game, [Stake(anna.holder, 10), Stake(bert.holder, 10), Stake(bert.holder, 120)], NOON)
    db.close()  # the server dies here: the game never closed
    db, accounts, ledger = _setup(path)
    assert ledger.open_games() == (game,)
    refunds = ledger.recover(NOON + 1)
    assert sorted((r.holder, r.amount) for r in refunds) == [(anna.holder, 10), (bert.holder, 130)]
    assert ledger.balance(anna.holder) == ledger.balance(bert.holder) == START_STACK
    assert ledger.open_games() == () and ledger.audit().ok
    assert ledger.recover(NOON + 2) == []  # settled once


def test_rounds_already_paid_out_stay_paid_when_a_later_round_is_refunded(tmp_path: Path) -> None:
    path = tmp_path / "db"
    db, accounts, ledger = _setup(path)
    anna = ledger.register(accounts, "Anna", "h", NOON)
    bert = ledger.register(accounts, "Bert", "h", NOON)
    game = ledger.open_game(1, "token-ante", NOON)
    ledger.record(game, [Stake(anna.holder, 10), Stake(bert.holder, 10)], NOON)
    ledger.record(game, [Payout(bert.holder, 20)], NOON)  # round 1: Bert wins
    ledger.record(game, [Stake(anna.holder, 10), Stake(bert.holder, 10), Stake(anna.holder, 5)], NOON)
    db.close()
    db, accounts, ledger = _setup(path)
    refunds = ledger.recover(NOON)
    assert sorted((r.holder, r.amount) for r in refunds) == [(anna.holder, 15), (bert.holder, 10)]
    assert ledger.balance(anna.holder) == START_STACK - 10 and ledger.balance(bert.holder) == START_STACK + 10
    assert ledger.audit().ok


def test_a_file_that_is_no_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("not a database, just some words " * 100)
    with pytest.raises(DatabaseError):
        open_database(path)
