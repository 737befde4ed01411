"""A node blocked longer than the alive timeout while its process lives (SIGSTOP, then SIGCONT, of a
real node process): another node takes it for dead, settles its running game (every bet returned)
and adopts its table. When the blocked node wakes and goes on with the hand it knew - a fold that
ends it, a pot to pay out - the ledger refuses every chip of that settled game, and the node gives
the table up: its people are told (the notice ``moved``, ``gone``, their balance), no traceback,
the stored table stays with its new node, every balance is what the settlement made it and the
audit holds; the woken node serves on and its people find the table listed again."""

from __future__ import annotations

import signal
import time
from contextlib import ExitStack

import pytest

from game.net.node import DEAD_AFTER

from .room_lab import Room
from .wire import Wire

CASH = {"format": "cash", "seats": 2, "big_blind": 20, "min_buy_in": 200, "max_buy_in": 1000}


def _holder(room: Room, name: str) -> str:
    return f"p:{room._query('SELECT id FROM accounts WHERE name=%s', name)[0][0]}"


def _transfers(room: Room, game: int) -> list[tuple[object, ...]]:
    return room._query("SELECT id, kind, memo FROM transfers WHERE game=%s ORDER BY id", game)


def _told_the_table_moved(wire: Wire) -> None:
    """``wire`` was told its table 1 moved (the notice, then ``gone``) - and nothing went wrong."""
    gone = wire.until("gone", timeout=15)
    assert gone["type"] == "gone" and gone["table"] == 1 and gone["reason"] == "closed", gone
    assert any(m["type"] == "chat" and m.get("code") == "moved" for m in wire.seen)
    assert not any(m["type"] == "error" and m["code"] == "internal" for m in wire.seen)


def test_a_node_blocked_past_the_alive_timeout_gives_its_settled_table_up(
    room: Room, stack: ExitStack, capfd: pytest.CaptureFixture[str]
) -> None:
    room.start("n1")  # the first living node by name: it settles
    n2 = room.start("n2")
    anna, bert = Wire(stack, n2.url, "Anna"), Wire(stack, n2.url, "Bert")
    anna.send("open", variant="holdem", options=CASH, buy_in=400)
    assert anna.until("table")["table"] == 1
    bert.send("sit", table=1, buy_in=300)
    assert bert.until("table")["me"] is not None
    assert room.homes() == {1: "n2"}
    holders = {name: _holder(room, name) for name in ("Anna", "Bert")}

    def running() -> tuple[int, ...]:
        return room.open_games("n2")

    room.pump(lambda: running() != () and room.balance(f"g:{running()[0]}") == 700, what="a hand staked")
    game = running()[0]
    process = room.nodes["n2"].process
    process.send_signal(signal.SIGSTOP)  # blocked, alive: its key runs out, its beats stop
    try:
        room.pump(lambda: room.open_games("n2") == (), timeout=DEAD_AFTER + 15, what="n1 settles n2")
        room.pump(lambda: room.homes() == {1: "n1"}, what="n1 adopts table 1")
        assert room.balance(f"g:{game}") == 0
        settled = _transfers(room, game)
        assert {name: room.balance(h) for name, h in holders.items()} == {"Anna": 1000, "Bert": 1000}
        # while it sleeps, both fold: whoever is to act ends the hand when n2 reads it
        for wire in (anna, bert):
            wire.send("act", action={"kind": "fold"})
    finally:
        process.send_signal(signal.SIGCONT)
    for wire in (anna, bert):
        _told_the_table_moved(wire)
    assert _transfers(room, game) == settled  # the settled game took no chip more
    assert {name: room.balance(holder) for name, holder in holders.items()} == {"Anna": 1000, "Bert": 1000}
    assert room.homes() == {1: "n1"}  # the woken node left the stored table to its new node
    room.audit_ok()
    # n2 serves on: its people see table 1 on n1 and can sit there again
    for _ in range(100):
        anna.send("list")
        rows = anna.until("tables")["tables"]
        if any(row["table"] == 1 and row.get("url") == room.nodes["n1"].url for row in rows):
            break
        time.sleep(0.1)
    else:
        raise AssertionError(f"table 1 is not listed on n1: {rows}")
    log = capfd.readouterr().err
    assert "given up" in log
    assert "Traceback" not in log, log[log.index("Traceback") - 2000 :][:4000]


def test_a_blocked_node_gives_up_a_table_without_chips_when_it_wakes(
    room: Room, stack: ExitStack, capfd: pytest.CaptureFixture[str]
) -> None:
    """The token game writes no chips: nothing refuses the woken node's table - it learns at its
    next beat that its incarnation was settled, gives every table up and serves on as a new one."""
    room.start("n1")
    n2 = room.start("n2")
    anna, bert = Wire(stack, n2.url, "Anna"), Wire(stack, n2.url, "Bert")
    anna.send("open", variant="token", options={"computers": 3})
    assert anna.until("table")["table"] == 1
    bert.send("sit", table=1)
    assert bert.until("table")["me"] is not None
    process = room.nodes["n2"].process
    process.send_signal(signal.SIGSTOP)
    try:
        room.pump(lambda: room.homes() == {1: "n1"}, timeout=DEAD_AFTER + 15, what="n1 adopts table 1")
    finally:
        process.send_signal(signal.SIGCONT)
    for wire in (anna, bert):
        _told_the_table_moved(wire)
    # one table 1 in the room, on n1 (the woken node lists none of its own)
    for _ in range(100):
        anna.send("list")
        rows = [row for row in anna.until("tables")["tables"] if row["table"] == 1]
        if [row.get("url") for row in rows] == [room.nodes["n1"].url]:
            break
        time.sleep(0.1)
    else:
        raise AssertionError(f"table 1 is not listed once, on n1: {rows}")
    anna.send("sit", table=1)  # and Anna sits there again: sent to n1
    assert anna.until("redirect")["url"] == room.nodes["n1"].url
    assert room.homes() == {1: "n1"}
    room.audit_ok()
    log = capfd.readouterr().err
    assert "serving on as a new incarnation" in log
    assert "Traceback" not in log, log[log.index("Traceback") - 2000 :][:4000]


def test_a_redis_that_lost_its_data_is_no_settlement(room: Room, stack: ExitStack) -> None:
    """Redis keeps nothing that must survive: a restarted Redis (here: the incarnations' hash
    gone) must not make a node give its tables up - only another node's settlement does."""
    import redis as redis_client

    room.start("n1")
    n2 = room.start("n2")
    anna = Wire(stack, n2.url, "Anna")
    anna.send("open", variant="token", options={"computers": 3})
    assert anna.until("table")["table"] == 1
    client = redis_client.Redis.from_url(room.redis, decode_responses=True)
    try:
        registered = client.hget("tokenpoker:epochs", "n2")
        assert registered
        client.delete("tokenpoker:epochs")
        deadline = time.monotonic() + 5
        while client.hget("tokenpoker:epochs", "n2") != registered:  # registered again, the same
            assert time.monotonic() < deadline, "n2 did not register its incarnation again"
            time.sleep(0.1)
    finally:
        client.close()
    time.sleep(1.5)  # three more beats
    anna.send("chat", text="noch da?")
    line = anna.until("chat")
    assert line["type"] == "chat" and line.get("text") == "noch da?", line
    assert not any(m["type"] == "gone" or m.get("code") == "moved" for m in anna.seen)
    assert room.homes() == {1: "n2"}
    room.audit_ok()
