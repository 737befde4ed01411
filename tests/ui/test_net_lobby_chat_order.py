"""The lobby chat keeps the order its lines were said in when the lobby screen's chat is built anew
(watching a table of another game gives the lobby that game's session and a new chat panel; back in
the lobby it showed the lobby's lines first, then the private messages, then the invitations)."""

from __future__ import annotations

from typing import Any

import pygame

from game.net.client import ConnectionState
from game.scenes.net.lobby_chat import LobbyChatBox
from tests.net.helpers import Lab, seat_everybody

from .helpers import key
from .net_helpers import run_until
from .test_net_screens import _lobby


def _shown(box: LobbyChatBox, app: Any) -> list[str]:
    return [words for words, _ in box.texts(app.t)]


def test_the_lobby_chat_keeps_its_order_after_a_table(make_app: Any, lab: Lab) -> None:
    bert, cora, dirk = lab.person("Bert"), lab.person("Cora"), lab.person("Dirk")
    app = make_app((1280, 720))
    lobby = _lobby(app, lab, "Anna")
    run_until(app, lambda: lobby.session.balance is not None, what="the log-in")
    said = ["[Bert] eins", "[von Cora] zwei", "[Bert] drei", "[von Cora] vier", "[Bert] fünf"]
    for line in said:  # one after the other, each read before the next is said
        who, words = line.split("] ")
        if who == "[Bert":
            assert bert.session.social.say(words)
        else:
            assert cora.session.social.tell("Anna", words)
        run_until(app, lambda w=words: any(w in s for s in _shown(lobby.lobby_chat, app)), what=words)
    assert _shown(lobby.lobby_chat, app) == said
    seat_everybody(lab, [dirk], "holdem", computers=1)  # a table of another game than the lobby's
    run_until(app, lambda: len(lobby.session.tables) == 1, what="Dirk's table")
    box = lobby.lobby_chat
    key(app, pygame.K_z)  # watch it: the Hold'em session reads on, with a chat panel of its own
    run_until(app, lambda: lobby.seating is not None, what="watching")
    key(app, pygame.K_x)
    run_until(app, lambda: lobby.seating is None, what="back in the lobby")
    assert lobby.lobby_chat is not box  # built anew
    assert _shown(lobby.lobby_chat, app) == said
    assert _shown(LobbyChatBox(app, lobby.session), app) == said


def test_the_order_holds_over_a_new_log_in(lab: Lab) -> None:
    """After a reconnect the server replays its last lobby lines: they keep their place among the
    private messages that came between them (the replay came after them all)."""
    anna, bert, cora = lab.person("Anna"), lab.person("Bert"), lab.person("Cora")
    social = anna.session.social

    def words() -> list[str]:
        return [item.text for item in social.in_order()]

    assert bert.session.social.say("eins")
    lab.pump(lambda: words() == ["eins"], what="eins")
    assert cora.session.social.tell("Anna", "zwei")
    lab.pump(lambda: words() == ["eins", "zwei"], what="zwei")
    assert bert.session.social.say("drei")
    lab.pump(lambda: words() == ["eins", "zwei", "drei"], what="drei")
    anna.client.drop()
    lab.pump(lambda: anna.session.connection is ConnectionState.RECONNECTING, what="the drop")
    lab.pump(lambda: anna.session.connection is ConnectionState.CONNECTED, what="the reconnect")
    lab.pump(lambda: len(social.lobby) == 2, what="the replay")
    lab.settle()
    assert words() == ["eins", "zwei", "drei"]
