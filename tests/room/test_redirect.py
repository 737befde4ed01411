"""Seat reservations (Colyseus style) in a room of real node processes on 127.0.0.1: a client that
sits at, watches or opens a table on another node is sent there (``redirect``: the node's public
address and a reservation token) and plays there directly - the relay is not on its path; the
token works once, for its account, on its node; a node without a public address is relayed to;
a client whose node dies goes on with the next node it knows from the lobby."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import redis as redis_client
from websockets.sync.client import connect

from game.net.client import ConnectionState, StateChanged
from game.net.protocol import PROTOCOL_VERSION, RESERVE_SECONDS
from tests.net.helpers import PASSWORD, Person, play_turns, seat_everybody
from tests.net.test_loopback import _all_over

from .room_lab import Room, see_each_other


def _states(person: Person) -> list[ConnectionState]:
    """The connection states ``person``'s screens are shown from now on (recorded as taken in)."""
    seen: list[ConnectionState] = []
    take = person.session._state

    def recording(change: StateChanged) -> None:
        seen.append(change.state)
        take(change)

    person.session._state = recording
    return seen


def test_a_client_is_sent_to_the_node_of_its_table_and_plays_there(room: Room) -> None:
    n1, n2 = room.start("n1"), room.start("n2")
    anna = room.on("n1", "Anna")
    bert = room.on("n2", "Bert")
    cora = room.on("n2", "Cora")
    seat_everybody(room, [anna], "token", tokens=2)  # table 1 on n1
    see_each_other(room, bert, 1)
    assert [t.table for t in bert.session.tables] == [1]
    assert (
        json.loads(next(m for m in reversed(bert.messages()) if '"type":"tables"' in m))["tables"][0]["url"]
        == n1.url
    )  # the lobby row names its node
    states = _states(bert)
    assert bert.session.sit(1)
    room.pump(bert.is_seated, what="Bert sits after the redirect")
    assert bert.client.url == n1.url  # connected to the table's node itself: not relayed
    assert states == [ConnectionState.CONNECTING, ConnectionState.CONNECTED]  # a short "Verbinde ..."
    assert bert.errors() == []  # nothing to tell the person
    assert any('"type":"redirect"' in m for m in bert.messages())
    assert n1.url in bert.client.addresses and n2.url in bert.client.addresses
    assert cora.session.watch(1)
    room.pump(lambda: cora.session.seating is not None, what="Cora watches after the redirect")
    assert cora.client.url == n1.url
    bert.session.say("Hallo, direkt am Tisch")
    room.pump(lambda: any(line.text == "Hallo, direkt am Tisch" for line in anna.session.chat), what="chat")
    master = next(p for p in (anna, bert) if p.session.seating.i_am_master)
    master.session.start()
    room.pump(lambda: anna.session.has_game and bert.session.has_game and cora.session.has_game)
    play_turns(room, [anna, bert], random.Random(5), lambda: _all_over([anna, bert], 1))
    room.pump(lambda: cora.session.game_no == 1 and cora.session.has_game, what="the watcher sees it")
    room.audit_ok()


def test_a_table_opened_through_a_busier_node_is_opened_where_it_is_placed(room: Room) -> None:
    room.start("n1")
    n2 = room.start("n2")
    first = [room.on("n1", name) for name in ("Anna", "Bert", "Cora", "Dora")]
    seat_everybody(room, first, "token", tokens=2)  # n1 carries four people now
    emil = room.on("n1", "Emil")
    see_each_other(room, emil, 1)
    seat_everybody(room, [emil], "token", tokens=2)  # placed on n2: Emil is sent there to open it
    assert room.homes() == {1: "n1", 2: "n2"}
    assert emil.client.url == n2.url and emil.session.seating.table == 2
    room.audit_ok()


def _account(room: Room, name: str) -> None:
    """The account ``name`` created (through n2), its client gone again."""
    person = room.on("n2", name)
    person.close()
    room.people.remove(person)


@contextmanager
def _ws_hello(url: str, name: str, follow: bool = True) -> Iterator[Any]:
    """A bare connection to ``url`` logged in as ``name`` (``follow``: it follows redirects)."""
    hello = {"type": "hello", "v": PROTOCOL_VERSION, "name": name, "password": PASSWORD, "follow": follow}
    with connect(url) as ws:
        ws.send(json.dumps(hello))
        assert json.loads(ws.recv(10))["type"] == "welcome"
        yield ws


def _redeem(url: str, name: str, token: str) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """``redeem`` the ``token`` at ``url`` as ``name``: the answer, and the table record that
    follows a welcome."""
    with connect(url) as ws:
        ws.send(json.dumps({"type": "redeem", "v": PROTOCOL_VERSION, "name": name, "token": token}))
        answer = json.loads(ws.recv(10))
        if answer["type"] != "welcome":
            return answer, None
        while True:
            message = json.loads(ws.recv(10))
            if message["type"] == "table":
                return answer, message


def test_a_reservation_works_once_for_its_account_on_its_node(room: Room) -> None:
    n1, n2 = room.start("n1"), room.start("n2")
    anna = room.on("n1", "Anna")
    _account(room, "Bert")
    seat_everybody(room, [anna], "token", tokens=2)
    see_each_other(room, anna, 1)

    def reservation() -> dict[str, Any]:
        with _ws_hello(n2.url, "Bert") as ws:
            for _ in range(50):  # n2 hears of table 1 with n1's next beat
                ws.send(json.dumps({"type": "watch", "table": 1}))
                message = json.loads(ws.recv(10))
                if message["type"] == "redirect":
                    return message
                time.sleep(0.1)
            raise AssertionError(f"no redirect: {message}")

    sent = reservation()
    assert sent["url"] == n1.url and sent["table"] == 1
    r = redis_client.Redis.from_url(room.redis)
    assert 0 < r.pttl(f"tokenpoker:reserve:{sent['token']}") <= RESERVE_SECONDS * 1000  # short-lived
    # another account cannot use it (and it is used up by the try)
    answer, _ = _redeem(n1.url, "Anna", sent["token"])
    assert answer["type"] == "error" and answer["code"] == "reservation"
    answer, _ = _redeem(n1.url, "Bert", sent["token"])
    assert answer["type"] == "error" and answer["code"] == "reservation"
    # another node cannot use it
    sent = reservation()
    answer, _ = _redeem(n2.url, "Bert", sent["token"])
    assert answer["type"] == "error" and answer["code"] == "reservation"
    # a forged token neither
    answer, _ = _redeem(n1.url, "Bert", "x" * 32)
    assert answer["type"] == "error" and answer["code"] == "reservation"
    # its own account on its node: logged in without the password, and the request is done
    sent = reservation()
    answer, table = _redeem(n1.url, "Bert", sent["token"])
    assert answer["type"] == "welcome" and answer["name"] == "Bert"
    assert table is not None and table["table"] == 1 and table["me"] is None  # watching
    # once only
    answer, _ = _redeem(n1.url, "Bert", sent["token"])
    assert answer["type"] == "error" and answer["code"] == "reservation"
    r.close()
    room.audit_ok()


def test_a_client_that_does_not_follow_redirects_is_relayed(room: Room) -> None:
    room.start("n1")
    n2 = room.start("n2")
    anna = room.on("n1", "Anna")
    _account(room, "Bert")
    seat_everybody(room, [anna], "token", tokens=2)
    see_each_other(room, anna, 1)
    with _ws_hello(n2.url, "Bert", follow=False) as ws:
        for _ in range(50):  # n2 hears of table 1 with n1's next beat
            ws.send(json.dumps({"type": "watch", "table": 1}))
            message = json.loads(ws.recv(10))
            if message["type"] == "table":
                break
            assert message["type"] != "redirect"
            time.sleep(0.1)
        assert message["type"] == "table" and message["table"] == 1


def test_a_node_that_cannot_be_reached_is_told_and_the_client_stays(room: Room) -> None:
    n1 = room.start("n1")
    room.start("n2", unreachable=True)  # its public address leads nowhere
    anna = room.on("n2", "Anna")
    seat_everybody(room, [anna], "token", tokens=2)  # table 1 on n2
    bert = room.on("n1", "Bert")
    see_each_other(room, bert, 1)
    assert bert.session.sit(1)
    room.pump(lambda: "reservation" in bert.errors(), what="Bert told the table's node cannot be reached")
    room.pump(lambda: bert.session.connection is ConnectionState.CONNECTED, what="Bert back on n1")
    assert bert.client.url == n1.url and not bert.is_seated()
    assert bert.session.refresh_tables()  # the lobby answers again (logged in with the password)
    room.pump(lambda: bert.session.tables != (), what="the lobby")
    room.audit_ok()


def test_a_client_whose_node_dies_goes_on_with_another_it_knows(room: Room) -> None:
    n1 = room.start("n1")
    room.start("n2")
    anna = room.on("n2", "Anna")
    bert = room.on("n1", "Bert")
    seat_everybody(room, [bert], "token", tokens=2)  # table 1 on n1
    see_each_other(room, anna, 1)  # Anna's lobby names n1 too
    assert n1.url in anna.client.addresses
    room.kill("n2")  # Anna's node is gone
    room.pump(lambda: anna.session.connection is not ConnectionState.CONNECTED, what="Anna's node gone")
    room.pump(
        lambda: anna.session.connection is ConnectionState.CONNECTED and anna.client.url == n1.url,
        timeout=20,
        what="Anna back through n1",
    )
    assert anna.session.sit(1)
    room.pump(anna.is_seated, what="Anna sits at n1's table")
    room.audit_ok()
