"""Stale Redis entries of a dead node: where each player sits (``where``) and on which node each
account is logged in (``online``). Killed with SIGKILL, a node's entries are removed when another
node settles it; a node restarted under its name removes its old incarnation's entries before it
serves anybody, and a settlement of the old incarnation never removes the new one's entries (one
Lua script, `_PURGE`, atomic in Redis). A node whose beats are late but whose ``alive`` key lives
is neither settled nor dropped."""

from __future__ import annotations

import time

import redis as redis_client

from game.net.node import _PURGE, DEAD_AFTER, _owner
from tests.net.helpers import seat_everybody

from .room_lab import Room

WHERE, ONLINE, EPOCHS = "tokenpoker:where", "tokenpoker:online", "tokenpoker:epochs"


def _entries(redis_url: str) -> dict[str, dict[str, str]]:
    client = redis_client.Redis.from_url(redis_url, decode_responses=True)
    try:
        return {key: dict(client.hgetall(key)) for key in (WHERE, ONLINE, EPOCHS)}
    finally:
        client.close()


def _of(entries: dict[str, dict[str, str]], node: str) -> list[str]:
    """The ``where`` (``table@node#epoch``) and ``online`` (``node#epoch``) values naming ``node``."""
    values = [*entries[WHERE].values(), *entries[ONLINE].values()]
    return [value for value in values if _owner(value.partition("@")[2] or value)[0] == node]


def test_a_killed_node_s_entries_go_when_it_is_settled(room: Room) -> None:
    room.start("n1")
    room.start("n2")
    anna, bert = room.on("n1", "Anna"), room.on("n1", "Bert")
    cora = room.on("n2", "Cora")  # in n2's lobby only
    seat_everybody(room, [anna, bert], "token", tokens=2)  # table 1 on n1
    room.settle()
    room.pump(lambda: len(_of(_entries(room.redis), "n1")) == 4, what="n1's entries")  # 2 seats, 2 log-ins
    assert len(_of(_entries(room.redis), "n2")) == 1  # Cora's log-in
    room.kill("n1")
    room.pump(lambda: room.homes() == {1: "n2"}, timeout=20, what="n2 settles n1")
    room.pump(lambda: _of(_entries(room.redis), "n1") == [], timeout=5, what="n1's entries removed")
    entries = _entries(room.redis)
    assert "n1" not in entries[EPOCHS]  # the dead incarnation is unregistered
    assert cora.session.balance is not None and any(v.startswith("n2#") for v in entries[ONLINE].values())
    room.audit_ok()


def test_a_node_restarted_under_its_name_removes_only_its_old_entries(room: Room) -> None:
    room.start("n1")
    room.start("n2")
    anna, bert = room.on("n1", "Anna"), room.on("n1", "Bert")
    seat_everybody(room, [anna, bert], "token", tokens=2)
    room.pump(lambda: len(_of(_entries(room.redis), "n1")) == 4, what="n1's entries")
    old = _entries(room.redis)[EPOCHS]["n1"]
    for person in (anna, bert):  # their clients would come back to the new n1 at once
        person.close()
        room.people.remove(person)
    room.kill("n1")
    room.start("n1")  # at once, under its name: its old entries go before it serves
    entries = _entries(room.redis)
    new = entries[EPOCHS]["n1"]
    assert new != old and _of(entries, "n1") == []
    dora = room.on("n1", "Dora")
    seat_everybody(room, [dora], "token", tokens=2)
    room.pump(lambda: len(_of(_entries(room.redis), "n1")) == 2, what="the new incarnation's entries")
    time.sleep(DEAD_AFTER + 1.5)  # had n2 taken n1 for dead meanwhile, it would have settled it by now
    entries = _entries(room.redis)
    assert sorted(_of(entries, "n1")) == sorted([f"n1#{new}", f"{dora.session.seating.table}@n1#{new}"])
    assert entries[EPOCHS]["n1"] == new
    room.audit_ok()


def test_settling_an_old_incarnation_keeps_the_new_one_s_entries(redis_url: str) -> None:
    """The race itself, on the real Redis: the settlement of n1's dead incarnation OLD runs after
    n1 restarted as NEW and wrote entries - only OLD's go, NEW stays registered."""
    client = redis_client.Redis.from_url(redis_url, decode_responses=True)
    try:
        keys = (EPOCHS, WHERE, ONLINE)

        def fill(registered: str) -> None:
            client.delete(*keys)
            client.hset(EPOCHS, "n1", registered)
            client.hset(WHERE, mapping={"1": "3@n1#OLD", "2": "4@n1#NEW", "3": "5@n2#X", "4": "6@n1"})
            client.hset(ONLINE, mapping={"1": "n1#OLD", "2": "n1#NEW", "3": "n2#X", "5": "n12#NEW"})

        fill("NEW")  # restarted before the settlement ran
        assert client.eval(_PURGE, 3, *keys, "n1", "OLD") == 3
        assert client.hgetall(WHERE) == {"2": "4@n1#NEW", "3": "5@n2#X"}
        assert client.hgetall(ONLINE) == {"2": "n1#NEW", "3": "n2#X", "5": "n12#NEW"}
        assert client.hget(EPOCHS, "n1") == "NEW"
        fill("OLD")  # not restarted: every entry of n1 goes, and OLD is unregistered
        assert client.eval(_PURGE, 3, *keys, "n1", "OLD") == 5
        assert client.hgetall(WHERE) == {"3": "5@n2#X"}
        assert client.hgetall(ONLINE) == {"3": "n2#X", "5": "n12#NEW"}
        assert client.hget(EPOCHS, "n1") is None
    finally:
        client.close()


def test_a_silent_node_that_is_alive_in_redis_is_not_settled(room: Room) -> None:
    """A node whose beats are late (a busy node, a slow reader) but whose ``alive`` key lives is
    not taken for dead: its tables stay its own until the key is gone too."""
    from game.net.pg_store import postgres_store

    ghost = postgres_store(room.postgres, "ghost")  # a node that owns a table and never beats here
    try:
        number = ghost.tables.add("token", {"tokens": 2}, None, time.time())
    finally:
        ghost.close()
    client = redis_client.Redis.from_url(room.redis)
    try:
        alive = "tokenpoker:alive:ghost"
        client.set(alive, "E", px=int(DEAD_AFTER * 1000))
        room.start("n1")
        deadline = time.monotonic() + DEAD_AFTER + 2.5  # n1 would have settled it by then
        while time.monotonic() < deadline:
            client.set(alive, "E", px=int(DEAD_AFTER * 1000))  # as the ghost's beat task would
            assert room.homes() == {number: "ghost"}
            time.sleep(0.5)
        # the key expires: now it is dead, and n1 settles it and adopts its table
        room.pump(lambda: room.homes() == {number: "n1"}, timeout=DEAD_AFTER + 10, what="settled")
    finally:
        client.close()
    room.audit_ok()


def test_a_node_whose_beats_are_late_but_alive_keeps_its_tables(room: Room) -> None:
    """Beats heard, then none for longer than DEAD_AFTER (as when a burst of log-ins holds a node's
    loop up), while its ``alive`` key lives: its table is still found - a client is sent there
    (its last beat's address), not told there is no such table."""
    import json

    from websockets.sync.client import connect

    from game.net.pg_store import postgres_store
    from game.net.protocol import PROTOCOL_VERSION
    from tests.net.helpers import PASSWORD

    ghost = postgres_store(room.postgres, "ghost")
    try:
        number = ghost.tables.add("token", {"tokens": 2}, None, time.time())
    finally:
        ghost.close()
    n1 = room.start("n1")
    room.on("n1", "Anna").close()
    client = redis_client.Redis.from_url(room.redis)
    try:
        beat = {"op": "beat", "from": "ghost", "epoch": "E", "url": "ws://127.0.0.1:9", "load": [0, 1]}
        beat["tables"] = []  # its tables are in the directory; the lobby row does not matter here
        for _ in range(4):  # heard for a while ...
            client.set("tokenpoker:alive:ghost", "E", px=int(DEAD_AFTER * 1000))
            client.publish("tokenpoker:all", json.dumps(beat))
            time.sleep(0.3)
        deadline = time.monotonic() + DEAD_AFTER + 1.5
        while time.monotonic() < deadline:  # ... then silent on the channel, alive in Redis
            client.set("tokenpoker:alive:ghost", "E", px=int(DEAD_AFTER * 1000))
            time.sleep(0.5)
        hello = {"type": "hello", "v": PROTOCOL_VERSION, "name": "Anna", "password": PASSWORD, "follow": True}
        with connect(n1.url) as ws:
            ws.send(json.dumps(hello))
            assert json.loads(ws.recv(10))["type"] == "welcome"
            ws.send(json.dumps({"type": "watch", "table": number}))
            answer = json.loads(ws.recv(10))
        assert answer["type"] == "redirect" and answer["url"] == "ws://127.0.0.1:9", answer
        assert room.homes() == {number: "ghost"}  # not settled either
    finally:
        client.close()
