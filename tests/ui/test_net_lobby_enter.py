"""Enter in the lobby with a table chosen takes that table: a seat, or a watcher's place when every
seat is taken; the key line says so. Tisch eröffnen stays on N and its button."""

from __future__ import annotations

import pygame
import pytest

from tests.net.helpers import Lab, seat_everybody

from .helpers import key, screen_text
from .net_helpers import run_until
from .test_net_screens import _lobby


@pytest.mark.parametrize("computers, seated", [(1, True), (4, False)])  # a free seat; a full table
def test_enter_on_a_chosen_table_sits_or_watches(make_app, lab: Lab, computers: int, seated: bool) -> None:
    seat_everybody(lab, [lab.person("Cora")], "token", computers=computers)
    app = make_app(size=(960, 540))
    lobby = _lobby(app, lab, "Eva")
    run_until(app, lambda: len(lobby.session.tables) == 1, what="the table list")
    assert "Enter: hinsetzen (voll: zuschauen)" in " ".join(screen_text(app))
    pygame.image.save(app.screen, f"/tmp/polish_lobby_enter_{computers}.png")
    key(app, pygame.K_RETURN)
    assert app.top is lobby, "Enter opened another screen (Tisch eröffnen)"
    run_until(app, lambda: lobby.seating is not None, what="at the table")
    seating = lobby.seating
    assert seating is not None and (seating.me is not None) is seated
