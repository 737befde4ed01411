"""A full server on 127.0.0.1: one connection over the limit is told ``full`` and closed, the others
play on, a freed place can be taken again (a dropped player returns to the seat), and the client
says the server is full once its tries run out. And a full table: at most 50 watchers, also for a
player who stands up; a player cannot watch the table it sits at."""

from __future__ import annotations

import json
from contextlib import ExitStack
from dataclasses import replace
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from game.net.client import ConnectionState
from game.net.protocol import PROTOCOL_VERSION, ErrorCode, ProtocolError, decode_server, encode, error_message
from game.net.server import build_parser
from game.net.table import MAX_WATCHERS
from game.text.i18n import Translator
from game.text.net_words import connection_text

from .helpers import GENEROUS, PASSWORD, Lab, seat_everybody


def _connections(lab: Lab) -> int:
    return int(lab.on_server(lambda: lab.server.connections))


def _refused_raw(lab: Lab) -> None:
    """A bare WebSocket: the error ``full`` arrives at once, then the close (1013)."""
    with connect(lab.url, open_timeout=10) as ws:
        message = decode_server(ws.recv(timeout=10))
        assert message.type == "error" and message.fields["code"] == ErrorCode.FULL
        assert "try again later" in message.fields["message"]
        with pytest.raises(ConnectionClosed):
            ws.recv(timeout=10)
        assert ws.close_code == 1013


def test_one_connection_over_the_limit_is_refused_and_the_others_play_on(tmp_path: Path) -> None:
    lab = Lab(tmp_path / "server.sqlite3", limits=replace(GENEROUS, connections=2), tries=2)
    try:
        anna, bert = lab.person("Anna"), lab.person("Bert")
        seat_everybody(lab, [anna, bert])
        assert _connections(lab) == 2
        _refused_raw(lab)
        # the client tries again (full is not final) and, its tries spent, says why it gave up
        cora = lab.person("Cora")
        lab.pump(lambda: cora.session.connection is ConnectionState.LOST, what="Cora gives up")
        assert cora.session.lost_code == "full"
        words = connection_text("lost", Translator("de"), cora.session.lost_reason, "full")
        assert "Der Server ist voll" in words
        # a second window of a connected account is refused too (decided: the limit comes first)
        again = lab.person("Anna", create=False)
        lab.pump(lambda: again.session.connection is ConnectionState.LOST, what="the second Anna")
        assert again.session.lost_code == "full"
        assert anna.session.connection is ConnectionState.CONNECTED
        # the two inside noticed nothing
        assert anna.session.say("noch da?")
        lab.pump(lambda: any(line.text == "noch da?" for line in bert.session.chat), what="the chat")
        anna.session.start()
        lab.pump(lambda: anna.session.has_game and bert.session.has_game, what="the game starts")
        assert _connections(lab) == 2
        # Bert's window closes: his place is free, he comes back to his seat within the grace period
        bert.close()
        lab.pump(lambda: _connections(lab) == 1, what="the server notices Bert is gone")
        back = lab.person("Bert", create=False)
        lab.pump(lambda: back.is_seated() and back.session.has_game, what="Bert back at his seat")
        assert back.session.seating is not None and back.session.seating.me == 1
        assert _connections(lab) == 2
        _refused_raw(lab)  # full again
    finally:
        lab.close()


def test_the_limit_is_an_option_of_the_command() -> None:
    parser = build_parser()
    assert parser.parse_args([]).max_connections == 1000
    assert parser.parse_args(["--max-connections", "5"]).max_connections == 5
    assert "--max-connections" in parser.format_help()


def test_a_full_refusal_is_a_valid_protocol_message() -> None:
    text = error_message(ErrorCode.FULL, "full")
    assert decode_server(text).fields["code"] == "full"
    with pytest.raises(ProtocolError):  # the codes are a closed list (the schema's enum)
        decode_server(json.dumps({"type": "error", "code": "no-such-code", "message": "?"}))


def test_a_table_takes_at_most_fifty_watchers(lab: Lab) -> None:
    anna = lab.person("Anna")
    seat_everybody(lab, [anna])
    with ExitStack() as stack:
        answers = []
        for number in range(MAX_WATCHERS + 1):
            ws = stack.enter_context(connect(lab.url, open_timeout=10, max_queue=None))  # never stalls
            hello = encode("hello", v=PROTOCOL_VERSION, name=f"Gast {number}", password=PASSWORD, create=True)
            ws.send(hello)
            assert decode_server(ws.recv(timeout=10)).type == "welcome"
            ws.send(encode("watch", table=1))
            answers.append(decode_server(ws.recv(timeout=10)))
        assert all(answer.type != "error" for answer in answers[:-1])
        assert answers[-1].type == "error" and answers[-1].fields["code"] == "table_full"
        lab.pump(lambda: anna.session.seating is not None and anna.session.seating.spectators == MAX_WATCHERS)
        # standing up would make a 51st watcher: refused, and Anna keeps her seat
        assert anna.session.stand()
        lab.pump(lambda: "table_full" in anna.errors(), what="the refusal to stand")
        lab.settle()
        assert anna.is_seated() and anna.session.seating.spectators == MAX_WATCHERS
        table = lab.table()
        assert lab.on_server(lambda: len(table._watchers)) == MAX_WATCHERS


def test_a_player_cannot_watch_the_table_it_sits_at(lab: Lab) -> None:
    anna, bert = lab.person("Anna"), lab.person("Bert")
    seat_everybody(lab, [anna, bert])
    anna.session.start()
    lab.pump(lambda: anna.session.has_game and bert.session.has_game, what="a game")
    lab.settle()
    before = len(anna.messages())
    assert anna.session.client.send("watch", table=1)
    lab.pump(lambda: "at_table" in anna.errors(), what="the refusal to watch")
    lab.settle()
    assert anna.is_seated() and anna.session.seating.spectators == 0
    table = lab.table()
    assert lab.on_server(lambda: len(table._watchers)) == 0
    assert not any('"type":"game"' in text for text in anna.messages()[before:])  # no watcher's view
