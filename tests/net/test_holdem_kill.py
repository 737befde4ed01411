"""A server killed with SIGKILL in the middle of a sit-and-go and of a Duell match, restarted on the
same database: the documented settlement - every buy-in back - returns every chip, and the ledger
adds up."""

from __future__ import annotations

import json
import os
import random
import signal
import threading
from pathlib import Path
from typing import Any

import pytest

from game.net.ledger import START_STACK, Ledger
from game.net.store import open_database

from .holdem_helpers import Bot, calm, play, pump
from .test_kill import _balances, _server

NAMES = ["Anna", "Bert", "Cora"]


@pytest.mark.parametrize(
    ("variant", "options", "stake", "until"),
    [
        ("holdem", {"seats": 3, "big_blind": 20, "stack": 1000, "buy_in": 150}, 150, ("hand", 3)),
        ("duell", {"stack": 300}, 300, ("deal", 3)),
    ],
)
def test_a_killed_server_returns_every_buy_in(
    tmp_path: Path, variant: str, options: dict[str, Any], stake: int, until: tuple[str, int]
) -> None:
    db = tmp_path / "server.sqlite3"
    wake = threading.Event()
    people = 3 if variant == "holdem" else 2
    names = NAMES[:people]
    with _server(db) as (process, url):
        bots = [Bot(url, name, wake) for name in names]
        try:
            bots[0].send("open", variant=variant, options=options)
            pump(bots, wake, lambda: bots[0].table is not None, what="the table opens")
            for bot in bots[1:]:
                bot.send("sit", table=1)
            pump(bots, wake, lambda: all(bot.view is not None for bot in bots), what="the start")
            key, number = until
            # a few hands (deals) in, with chips bet in the running one
            play(
                bots, wake, random.Random(3), lambda: all((b.view or {}).get(key, 0) >= number for b in bots)
            )
            before, pots = _balances(db, names)
            assert before == {name: START_STACK - stake for name in names}
            assert list(pots.values()) == [people * stake]
            os.kill(process.pid, signal.SIGKILL)
            process.wait(10)
            assert process.returncode == -signal.SIGKILL
        finally:
            for bot in bots:
                bot.drop()

    with _server(db) as (process, url):
        bots = [Bot(url, name, wake, create=False) for name in names]
        try:
            pump(bots, wake, lambda: all(bot.balance is not None for bot in bots), what="the balances")
            assert [bot.balance for bot in bots] == [START_STACK] * people  # every buy-in back
        finally:
            for bot in bots:
                bot.drop()
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


def _last_start(bot: Bot) -> dict[str, Any]:
    """The last ``hand_started`` event ``bot`` received (public: the seats and their stacks)."""
    for text in reversed(bot.frames()):
        message = json.loads(text)
        for event in reversed(message.get("events", [])):
            if event["e"] == "hand_started":
                found: dict[str, Any] = event
                return found
    raise AssertionError("no hand started")


def test_a_killed_cash_table_returns_the_stacks_the_running_hand_began_with(tmp_path: Path) -> None:
    db = tmp_path / "server.sqlite3"
    wake = threading.Event()
    buy_ins = {"Anna": 500, "Bert": 300, "Cora": 1000}
    names = list(buy_ins)
    stakes = {"format": "cash", "seats": 3, "big_blind": 20, "min_buy_in": 200, "max_buy_in": 1000}
    with _server(db) as (process, url):
        bots = [Bot(url, name, wake) for name in names]
        try:
            bots[0].send("open", variant="holdem", options=stakes, buy_in=buy_ins["Anna"])
            pump(bots, wake, lambda: bots[0].table is not None, what="the table opens")
            for bot in bots[1:]:
                bot.send("sit", table=1, buy_in=buy_ins[bot.name])
                pump(bots, wake, lambda b=bot: b.view is not None, what=f"{bot.name} plays")
            # a few hands in, the next one running with its blinds (and maybe more) in the pot
            play(
                bots,
                wake,
                random.Random(4),
                lambda: all(
                    (b.view or {}).get("hand", 0) >= 4 and b.view["phase"] == "betting" for b in bots
                ),
                move=calm,
            )
            start = _last_start(bots[0])
            seat_names = bots[0].view["names"] if bots[0].view else []
            staked = {seat_names[seat]: stack for seat, stack in zip(start["seats"], start["stacks"])}
            before, pots = _balances(db, names)
            assert list(pots.values()) == [sum(staked.values())]  # the running hand's stakes, nothing else
            assert sum(before.values()) + sum(pots.values()) == START_STACK * len(names)
            os.kill(process.pid, signal.SIGKILL)
            process.wait(10)
        finally:
            for bot in bots:
                bot.drop()

    with _server(db) as (process, url):
        bots = [Bot(url, name, wake, create=False) for name in names]
        try:
            pump(bots, wake, lambda: all(bot.balance is not None for bot in bots), what="the balances")
            # the settlement: every stack as the running hand began with it is back in the balance
            assert {bot.name: bot.balance for bot in bots} == {
                name: before[name] + staked.get(name, 0) for name in names
            }
        finally:
            for bot in bots:
                bot.drop()
        process.send_signal(signal.SIGTERM)
        process.wait(10)
    after, pots_after = _balances(db, names)
    assert pots_after == {} and sum(after.values()) == START_STACK * len(names)
    connection = open_database(db)
    try:
        audit = Ledger(connection).audit()
        assert audit.ok, audit.problems
    finally:
        connection.close()
