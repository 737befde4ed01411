"""A token game at a network table through the screens: the person plays by keys against a scripted client."""

from __future__ import annotations

import random
import time

import pygame

from game.engine import Card
from game.scenes.net.cover import NetCover
from game.scenes.net.lobby import LobbyScene
from game.scenes.net.token.table import NetTokenScene
from game.scenes.token.over import GameOverScene
from game.scenes.token.results import ResultsScene
from tests.net.helpers import Lab, scripted_move, seat_everybody

from .helpers import key, type_text
from .net_helpers import run_until
from .test_net_screens import _seated


def _other_cards_drawn(scene: NetTokenScene) -> list[Card]:
    """Face-up cards the table draws at seats not played here, before any showdown revealed them."""
    inner = scene.table
    if inner.reveal_all:
        return []
    picture = inner.picture()
    mine = set(scene.session.people)
    return [
        card
        for seat in picture.seats
        if seat.layout.seat not in mine
        for card in seat.look.hand
        if isinstance(card, Card) and seat.look.up
    ]


def test_token_game_at_a_network_table_by_keys(make_app, lab: Lab) -> None:
    cora = lab.person("Cora")
    seat_everybody(lab, [cora], "token", tokens=1)
    app = make_app()
    lobby = _seated(app, lab, "Gero")
    lab.pump(lambda: len(cora.session.seating.seats) > 1 and cora.session.seating.seats[1] is not None)
    assert cora.session.start()
    run_until(app, lambda: isinstance(app.top, NetTokenScene), what="the network table")
    scene = app.top
    assert isinstance(scene, NetTokenScene)
    assert scene.table.humans == list(scene.session.people) and not scene.table.hot_seat
    type_text(app, ".")  # a chat line from the table
    type_text(app, "Viel Glück")
    key(app, pygame.K_RETURN)
    rng = random.Random(3)
    readied: dict[str, tuple[int | None, int]] = {}
    my_moves = rounds_seen = 0
    deadline = time.monotonic() + 60
    while not isinstance(app.top, LobbyScene):
        assert time.monotonic() < deadline, "the game did not end"
        lab.wake.clear()
        cora.session.advance(0.0)
        scripted_move(cora, rng, readied)
        top = app.top
        if isinstance(top, NetCover):  # a screen over the network table (the network kept in view)
            top = top.inner
        if isinstance(top, NetTokenScene):
            assert _other_cards_drawn(top) == []
            if top.table.human_turn() and top.session.legal_actions(top.session.people[0]):
                key(app, pygame.K_1)
                key(app, pygame.K_RETURN)  # exchange the first card
                if not my_moves:
                    key(app, pygame.K_RETURN)  # pressed again while the move is on its way: ignored
                my_moves += 1
                continue
        elif isinstance(top, ResultsScene):
            rounds_seen += 1
            key(app, pygame.K_RETURN)  # seen: "ready" to the server
            continue
        elif isinstance(top, GameOverScene):
            assert top.rematch.label() == "Zurück zum Tisch"
            assert top.hint() == "Enter/Esc zurück zum Tisch", "no rematch, no menu by key here"
            key(app, pygame.K_RETURN)
            continue
        app.step(0.1)
        time.sleep(0.002)
    assert my_moves >= 1 and rounds_seen >= 1
    assert any(line.text == "Viel Glück" for line in cora.session.chat)
    assert cora.session.table.is_over
    assert lobby.seating is not None  # still at the table, waiting for the next game
