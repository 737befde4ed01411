"""Tisch eröffnen by keys: Enter on the "Spiel" row opens the table (it does not change the game);
arrows and Space change the choice, as on the set-up screens."""

from __future__ import annotations

import pygame

from game.scenes.net.open import OpenTableScene
from tests.net.helpers import Lab

from .helpers import key
from .net_helpers import run_until
from .test_net_screens import _lobby


def test_enter_on_the_game_row_opens_the_table(make_app, lab: Lab) -> None:
    app = make_app()
    lobby = _lobby(app, lab, "Gero")
    key(app, pygame.K_n)
    dialog = app.top
    assert isinstance(dialog, OpenTableScene)
    assert dialog.ui.focused is dialog.variant and dialog.variant.value == "european"
    key(app, pygame.K_SPACE)  # Space changes the choice
    assert dialog.variant.value == "token"
    key(app, pygame.K_LEFT)  # so do the arrows
    assert dialog.variant.value == "european"
    key(app, pygame.K_RETURN)  # Enter opens the table of the choice
    assert not isinstance(app.top, OpenTableScene)
    run_until(app, lambda: lobby.seating is not None, what="the table opened")
    assert lobby.seating is not None and lobby.seating.variant == "european"
