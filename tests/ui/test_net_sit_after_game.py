"""Sitting down at (or watching) a token table whose game ended before: the room is shown, not
the finished game's last round and end again; the next game's screen comes as usual."""

from __future__ import annotations

import random

import pygame
import pytest

from game.scenes.net.lobby import LobbyScene
from game.scenes.net.token.table import NetTokenScene
from tests.net.helpers import Lab, play_turns, seat_everybody

from .helpers import key
from .net_helpers import run_until
from .test_net_screens import _lobby


@pytest.mark.parametrize("how", [pygame.K_s, pygame.K_z])  # sit down, watch
def test_a_game_that_ended_before_is_not_shown_again(make_app, lab: Lab, how: int) -> None:
    cora, dirk = lab.person("Cora"), lab.person("Dirk")
    seat_everybody(lab, [cora, dirk], "token", tokens=1)
    assert cora.session.start()
    lab.pump(lambda: cora.session.has_game, what="the game")
    play_turns(lab, [cora, dirk], random.Random(5), lambda: cora.session.table.is_over)
    assert dirk.session.leave()  # a free place for Eva
    lab.pump(lambda: cora.session.seating is not None and cora.session.seating.seats[1] is None)
    app = make_app()
    lobby = _lobby(app, lab, "Eva")
    run_until(app, lambda: len(lobby.session.tables) == 1, what="the table list")
    key(app, how)
    run_until(app, lambda: lobby.seating is not None and lobby.session.has_game, what="at the table")
    for _ in range(30):
        app.step(1 / 60)
    assert app.top is lobby, f"the old game was shown: {type(app.top).__name__}"
    if how == pygame.K_z:
        return
    # the next game comes over the room as usual (after the pause between games)
    lab.advance(31.0)
    assert cora.session.start()
    run_until(app, lambda: isinstance(app.top, NetTokenScene), what="the next game")
    assert isinstance(lobby, LobbyScene)
