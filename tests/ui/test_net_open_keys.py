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


def test_the_european_line_stands_under_the_game_row_inside_the_dialog(make_app, lab: Lab) -> None:
    """Europäisches Draw Poker has no options, only a line about its table: it stood over the
    dialog's title, cut by the panel's edge, when the dialog opened on it (placed by the token
    game's Modus row, which had no place yet), and where that row was after switching back."""
    for size in ((960, 540), (1920, 1080)):
        app = make_app(size)
        _lobby(app, lab, f"Gero{size[0]}")
        key(app, pygame.K_n)
        dialog = app.top
        assert isinstance(dialog, OpenTableScene)
        for step in (None, pygame.K_RIGHT, pygame.K_LEFT):  # European, the token game, European again
            if step is not None:
                key(app, step)
            if dialog.variant.value != "european":
                continue
            line, panel = dialog.help_rect(), dialog.panel_rect()
            assert panel.contains(line), (line, panel)
            assert line.top > dialog.variant.rect.bottom and line.bottom < dialog.password.rect.top
        key(app, pygame.K_ESCAPE)
