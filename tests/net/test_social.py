"""Talking outside the tables, over real sockets on 127.0.0.1: the lobby chat (rate-limited like table
chat), private messages between two online accounts, and ignoring an account - its table chat,
lobby chat and private messages never shown, private messages refused at the server."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.net.limits import Limits
from game.net.protocol import ProtocolError

from .helpers import Lab, Person, seat_everybody


def _has(person: Person, fragment: str) -> bool:
    return any(fragment in text for text in person.messages())


def test_lobby_chat_reaches_everybody_online_and_is_replayed_at_log_in(lab: Lab) -> None:
    anna, bert = lab.person("Anna"), lab.person("Bert")
    assert anna.session.social.say("Hallo zusammen")
    lab.pump(lambda: [(x.name, x.text) for x in bert.session.social.lobby] == [("Anna", "Hallo zusammen")])
    lab.pump(lambda: len(anna.session.social.lobby) == 1, what="Anna sees her own line")
    cora = lab.person("Cora")  # came later: gets the last lines
    lab.pump(lambda: [line.text for line in cora.session.social.lobby] == ["Hallo zusammen"])
    with pytest.raises(ProtocolError):
        anna.session.social.say("   ")  # refused before it is sent


def test_private_messages_go_to_one_online_account_and_nowhere_else(lab: Lab) -> None:
    anna, bert, cora = lab.person("Anna"), lab.person("Bert"), lab.person("Cora")
    assert anna.session.social.tell("bert", "Revanche?")
    lab.pump(lambda: len(bert.session.social.private) == 1, what="Bert's message")
    (line,) = bert.session.social.private
    assert (line.sender, line.to, line.text, line.mine, line.other) == (
        "Anna",
        "Bert",
        "Revanche?",
        False,
        "Anna",
    )
    assert bert.session.social.unread == 1
    lab.pump(lambda: len(anna.session.social.private) == 1, what="Anna's copy")
    assert anna.session.social.private[0].mine and anna.session.social.unread == 0
    lab.settle()
    assert not _has(cora, "Revanche?")
    assert anna.session.social.tell("Dora", "da?")  # no such account online
    lab.pump(lambda: "not_online" in anna.errors(), what="not online")


def test_an_ignored_account_is_never_shown_and_its_private_messages_are_refused(lab: Lab) -> None:
    anna, bert, cora = lab.person("Anna"), lab.person("Bert"), lab.person("Cora")
    seat_everybody(lab, [anna, bert, cora])
    assert cora.session.social.ignore("anna")
    assert not cora.session.social.ignore("Cora")  # not oneself
    assert cora.session.social.ignored == ("anna",)
    lab.settle()

    assert anna.session.say("am Tisch")
    assert anna.session.social.say("in der Lobby")
    assert anna.session.social.tell("Cora", "privat")
    lab.pump(lambda: "ignored" in anna.errors(), what="the refusal")
    lab.pump(
        lambda: (
            any(line.text == "am Tisch" for line in bert.session.chat)
            and any(line.text == "in der Lobby" for line in bert.session.social.lobby)
        ),
        what="Bert sees Anna's words",
    )
    lab.settle()
    assert not any(line.name == "Anna" for line in cora.session.chat)
    assert not cora.session.social.lobby and not cora.session.social.private
    assert not _has(cora, "in der Lobby") and not _has(cora, "privat")  # held back at the server

    cora.session.social.unignore("Anna")
    lab.settle()
    assert anna.session.social.tell("Cora", "jetzt?")
    lab.pump(lambda: [line.text for line in cora.session.social.private] == ["jetzt?"])


def test_the_ignore_list_is_sent_again_after_a_reconnect(lab: Lab) -> None:
    anna, cora = lab.person("Anna"), lab.person("Cora")
    cora.session.social.ignore("Anna")
    lab.settle()
    lab.restart()  # the server forgets; Cora's client tells it again
    lab.pump(
        lambda: cora.session.connection.value == "connected" and anna.session.connection.value == "connected"
    )
    lab.settle()
    assert anna.session.social.tell("Cora", "hallo")
    lab.pump(lambda: "ignored" in anna.errors(), what="refused after the restart too")


def test_lobby_chat_and_private_messages_share_the_table_chat_limit(tmp_path: Path) -> None:
    lab = Lab(tmp_path / "server.sqlite3", limits=Limits(rate=1e6, burst=10**6))
    try:
        anna, bert = lab.person("Anna"), lab.person("Bert")
        burst = Limits().chat_burst
        for number in range(burst):
            assert anna.session.social.say(f"Zeile {number}")
        assert anna.session.social.tell("Bert", "eine zu viel")
        lab.pump(lambda: "chat_rate" in anna.errors(), what="the chat limit")
        lab.pump(lambda: len(bert.session.social.lobby) == burst, what="the lines within it")
        assert not bert.session.social.private
        lab.advance(1 / Limits().chat_rate)
        assert anna.session.social.tell("Bert", "wieder da")
        lab.pump(lambda: len(bert.session.social.private) == 1, what="after a pause")
    finally:
        lab.close()
