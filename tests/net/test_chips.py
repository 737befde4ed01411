"""Play chips at a table (the test variant with an ante, `ante_variant`): every chip movement is in
the ledger as it happens, the balances add up after whole games, a player who cannot pay the ante
gets a fresh stack once a day and otherwise sits the game out."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.net.ledger import FRESH_STACK, START_STACK, Forfeit, Stake
from game.net.server import default_variants

from .ante_variant import ANTE, AnteTokenVariant
from .helpers import Lab, Person, play_turns, seat_everybody
from .test_loopback import _all_over


@pytest.fixture
def chip_lab(tmp_path: Path) -> Iterator[Lab]:
    variant = AnteTokenVariant()
    lab = Lab(tmp_path / "db.sqlite3", variants={**default_variants(), variant.name: variant})
    try:
        yield lab
    finally:
        lab.close()


def _balance(lab: Lab, name: str) -> int:
    def read() -> int:
        account = lab.server.accounts.find(name)
        assert account is not None
        return lab.server.ledger.balance(account.holder)

    result: int = lab.on_server(read)
    return result


def _spend_all(lab: Lab, name: str, keep: int) -> None:
    """Lose chips at another (pretend) table until ``keep`` are left."""

    def spend() -> None:
        server = lab.server
        account = server.accounts.find(name)
        assert account is not None
        amount = server.ledger.balance(account.holder) - keep
        game = server.ledger.open_game(99, "elsewhere", server.clock.wall())
        server.ledger.record(game, [Stake(account.holder, amount)], server.clock.wall())
        server.ledger.record(game, [Forfeit(amount)], server.clock.wall(), close="played")

    lab.on_server(spend)


def _start_game(lab: Lab, people: list[Person], number: int) -> None:
    master = lab.master(people)
    master.session.start()
    lab.pump(lambda: all(p.session.game_no == number for p in people), what=f"game {number}")


def test_chips_are_booked_as_they_move_and_add_up_after_whole_games(chip_lab: Lab) -> None:
    lab = chip_lab
    people = [lab.person(name) for name in ("Anna", "Bert", "Cora")]
    seat_everybody(lab, people, "token-ante", tokens=2)
    _start_game(lab, people, 1)
    # the first round's antes are booked (and told) before anybody moves
    lab.pump(lambda: all(p.session.balance == START_STACK - ANTE for p in people), what="the antes")
    play_turns(lab, people, random.Random(2), lambda: _all_over(people, 1))
    lab.settle()
    balances = {p.name: _balance(lab, p.name) for p in people}
    for person in people:
        assert person.session.balance == balances[person.name]
    audit = lab.on_server(lambda: lab.server.audit())
    assert audit.ok, audit.problems
    assert audit.player_chips + lab.on_server(lambda: lab.server.ledger.balance("house")) == 3 * START_STACK
    assert balances != {p.name: START_STACK for p in people}  # chips did move


def test_who_cannot_pay_gets_a_fresh_stack_once_a_day_else_sits_out(chip_lab: Lab) -> None:
    lab = chip_lab
    people = [lab.person(name) for name in ("Anna", "Bert", "Cora")]
    seat_everybody(lab, people, "token-ante", tokens=1)
    cora = people[2]
    _spend_all(lab, "Cora", keep=3)
    _start_game(lab, people, 1)
    lab.pump(lambda: any(line.code == "fresh_stack" for line in cora.session.chat), what="the fresh stack")
    assert cora.seat is not None
    play_turns(lab, people, random.Random(3), lambda: _all_over(people, 1))
    lab.advance(30)
    _spend_all(lab, "Cora", keep=ANTE - 1)  # the same day: no second fresh stack
    _start_game(lab, people, 2)
    lab.pump(lambda: any(line.code == "cannot_pay" for line in cora.session.chat), what="the notice")
    assert cora.seat is None and cora.session.has_game  # she watches this game
    assert _balance(lab, "Cora") == ANTE - 1
    play_turns(lab, people[:2], random.Random(4), lambda: _all_over(people, 2))
    lab.advance(86_400)  # the next day
    _start_game(lab, people, 3)
    lab.pump(lambda: cora.seat is not None, what="Cora plays again")
    assert _balance(lab, "Cora") == FRESH_STACK - ANTE
    assert lab.on_server(lambda: lab.server.audit()).ok
