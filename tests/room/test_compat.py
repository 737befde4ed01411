"""Old and new beside each other at protocol version 1 (real node processes on 127.0.0.1): a client
that follows redirects logs in at a node from before redirects (whose ``hello`` has no ``follow``)
and plays there, relayed; a client from before redirects (its ``hello`` without ``follow``) logs
in at a new node and is relayed to another node's table, never sent away."""

from __future__ import annotations

import json
import time

from websockets.sync.client import connect

from game.net.client import ConnectionState
from game.net.protocol import PROTOCOL_VERSION
from tests.net.helpers import PASSWORD, seat_everybody

from .room_lab import Room, see_each_other


def test_a_new_client_logs_in_at_a_node_that_does_not_know_follow(room: Room) -> None:
    old = room.start("n1", "old-hello")
    room.start("n2")
    anna = room.on("n2", "Anna")
    seat_everybody(room, [anna], "token", tokens=2)  # table 1 on n2
    bert = room.on("n1", "Bert")  # follows redirects: its hello says so, and n1 does not know the field
    room.pump(lambda: bert.session.connection is ConnectionState.CONNECTED, what="Bert logged in at n1")
    assert bert.errors() == []  # the refusal of `follow` was answered by the client, not shown
    assert bert.client.url == old.url
    see_each_other(room, bert, 1)
    assert bert.session.sit(1)
    room.pump(bert.is_seated, what="Bert sits at n2's table through n1")
    assert bert.client.url == old.url  # relayed: n1 never sends a client away
    assert not any('"type":"redirect"' in m for m in bert.messages())
    bert.session.say("Hallo von einem alten Knoten")
    room.pump(lambda: any(line.text == "Hallo von einem alten Knoten" for line in anna.session.chat))
    room.audit_ok()


def test_an_old_client_at_a_new_node_is_relayed(room: Room) -> None:
    room.start("n1")
    n2 = room.start("n2")
    anna = room.on("n1", "Anna")
    seat_everybody(room, [anna], "token", tokens=2)  # table 1 on n1
    see_each_other(room, anna, 1)
    old_hello = {"type": "hello", "v": PROTOCOL_VERSION, "name": "Bert", "password": PASSWORD, "create": True}
    with connect(n2.url) as ws:  # as a client from before redirects writes it: no `follow`
        ws.send(json.dumps(old_hello))
        welcome = json.loads(ws.recv(10))
        assert welcome["type"] == "welcome" and welcome["v"] == PROTOCOL_VERSION
        for _ in range(50):  # n2 hears of table 1 with n1's next beat
            ws.send(json.dumps({"type": "sit", "table": 1}))
            while (message := json.loads(ws.recv(10)))["type"] in ("balance", "lobby_chat", "tables"):
                pass
            assert message["type"] != "redirect"
            if message["type"] == "table":
                break
            time.sleep(0.1)
        assert message["type"] == "table" and message["table"] == 1 and message["me"] == 1
    room.audit_ok()
