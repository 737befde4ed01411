"""A server killed with SIGKILL in the middle of a game with play chips, restarted on the same
database: every balance is what it was before the game's unfinished round - every bet returned -
the ledger adds up, and the lobby lists the table again (empty seats, no game)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from game.engine import TokenPhase
from game.engine.european import Bet, BetChoice, Fold
from game.net.ledger import START_STACK, Ledger, pot
from game.net.store import open_database
from game.session.european.remote import EuropeanMove, RemoteEuropeanSession

from .ante_variant import ANTE
from .european_helpers import lively, play
from .european_helpers import people_of as european_people
from .helpers import Crowd, play_turns, seat_everybody

ROOT = Path(__file__).resolve().parents[2]


def lively_no_fold(session: RemoteEuropeanSession, legal: Any, rng: random.Random) -> EuropeanMove:
    """Random moves that keep everybody in (and never call for the showdown): the pot only grows."""
    move = lively(session, legal, rng)
    if isinstance(move, Fold) or isinstance(move, Bet) and move.showdown:
        assert isinstance(legal, BetChoice)
        return Bet(legal.seat, legal.minimum)
    return move


@contextmanager
def _server(db: Path) -> Iterator[tuple[subprocess.Popen[str], str]]:
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.net.ante_variant", str(db)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert line.startswith("PORT "), line
        yield process, f"ws://127.0.0.1:{int(line.split()[1])}"
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(10)


def _balances(db: Path, names: list[str]) -> tuple[dict[str, int], dict[int, int]]:
    """From the database file: each player's chips, and the chips in each open game's pot."""
    connection = open_database(db)
    try:
        ledger = Ledger(connection)
        row = "SELECT id FROM accounts WHERE name=?"
        ids = {name: connection.execute(row, (name,)).fetchone()[0] for name in names}
        pots = {game: ledger.balance(pot(game)) for game in ledger.open_games()}
        return {name: ledger.balance(f"p:{ids[name]}") for name in names}, pots
    finally:
        connection.close()


def _table_listed_again(crowd: Crowd, person: Any, variant: str, options: dict[str, Any]) -> None:
    """The restarted server's lobby shows table 1 as it was opened, with empty seats and no game."""
    assert person.session.refresh_tables()
    crowd.pump(lambda: bool(person.session.tables), what="the lobby after the restart")
    (table,) = person.session.tables
    assert (table.table, table.variant, table.seats, table.running) == (1, variant, 0, False)
    assert options.items() <= table.options.items()


def test_a_killed_server_loses_no_chip(tmp_path: Path) -> None:
    db = tmp_path / "server.sqlite3"
    names = ["Anna", "Bert", "Cora"]
    with _server(db) as (process, url):
        crowd = Crowd(url, tries=1)
        try:
            people = [crowd.person(name) for name in names]
            seat_everybody(crowd, people, "token-ante", tokens=5)
            people[0].session.start()
            crowd.pump(lambda: all(p.session.has_game for p in people))
            rng = random.Random(4)
            # two whole rounds, then the third is dealt (its antes are in the pot) and one player acts
            play_turns(crowd, people, rng, lambda: people[0].session.table.round_no == 3)
            crowd.pump(lambda: all(p.session.table.round_no == 3 for p in people))
            assert people[0].session.table.phase is TokenPhase.EXCHANGE
            crowd.settle()
            before, pots = _balances(db, names)
            assert list(pots.values()) == [3 * ANTE]  # the unfinished round's antes
            assert sum(before.values()) + 3 * ANTE <= 3 * START_STACK
            os.kill(process.pid, signal.SIGKILL)
            process.wait(10)
            assert process.returncode == -signal.SIGKILL
        finally:
            crowd.close()

    with _server(db) as (process, url):
        crowd = Crowd(url)
        try:
            people = [crowd.person(name, create=False) for name in names]
            crowd.pump(lambda: all(p.session.balance is not None for p in people))
            for person in people:
                assert person.session.balance == before[person.name] + ANTE  # the ante returned
            _table_listed_again(crowd, people[0], "token-ante", {"tokens": 5})
        finally:
            crowd.close()
        process.send_signal(signal.SIGTERM)
        process.wait(10)
    after, pots_after = _balances(db, names)
    assert pots_after == {}
    assert after == {name: before[name] + ANTE for name in names}
    connection = open_database(db)
    try:
        audit = Ledger(connection).audit()
        assert audit.ok, audit.problems
        assert audit.player_chips + Ledger(connection).balance("house") == audit.handed_out
    finally:
        connection.close()


def test_a_killed_server_returns_every_chip_of_a_european_game(tmp_path: Path) -> None:
    db = tmp_path / "server.sqlite3"
    names = ["Anna", "Bert", "Cora"]
    with _server(db) as (process, url):
        crowd = Crowd(url, tries=1)
        try:
            people = european_people(crowd, tuple(names))
            seat_everybody(crowd, people, "european")
            people[0].session.start()
            crowd.pump(lambda: all(p.session.has_game for p in people))
            # antes, round 1's bets, the exchange, and a bet or two of round 3 are in the pot
            play(
                crowd,
                people,
                random.Random(4),
                lambda: people[0].session.view.round_no >= 3,
                policy=lively_no_fold,
            )
            crowd.settle()
            view = people[0].session.view
            put_in = {name: view.put_in[view.names.index(name)] for name in names}
            before, pots = _balances(db, names)
            assert list(pots.values()) == [sum(put_in.values())] and sum(put_in.values()) > 3 * 10
            assert all(before[name] + put_in[name] == START_STACK for name in names)
            os.kill(process.pid, signal.SIGKILL)
            process.wait(10)
            assert process.returncode == -signal.SIGKILL
        finally:
            crowd.close()

    with _server(db) as (process, url):
        crowd = Crowd(url)
        try:
            people = european_people(crowd, tuple(names), create=False)
            crowd.pump(lambda: all(p.session.balance is not None for p in people))
            for person in people:  # every ante and bet returned
                assert person.session.balance == before[person.name] + put_in[person.name] == START_STACK
            _table_listed_again(crowd, people[0], "european", {})
        finally:
            crowd.close()
        process.send_signal(signal.SIGTERM)
        process.wait(10)
    after, pots_after = _balances(db, names)
    assert pots_after == {} and after == {name: START_STACK for name in names}
    connection = open_database(db)
    try:
        audit = Ledger(connection).audit()
        assert audit.ok, audit.problems
    finally:
        connection.close()
