"""At a network token table the panel (connection, countdowns, chat) covers no seat's cards,
plate or chips, for 2-5 seats at 960x540, 1280x720 and 1920x1080; a local table is laid out as before."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.net.cover import NetCover
from game.scenes.net.token.table import NetTokenScene, panel_place
from game.ui.token.layout import table_layout
from tests.net.helpers import Lab

from .helpers import key
from .net_helpers import run_until
from .test_net_screens import _lobby


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_no_seat_under_the_network_panel(make_app, size: tuple[int, int]) -> None:
    app = make_app(size=size)
    area = app.content_rect
    for seats in range(2, 6):
        for bottom in range(seats):
            plain = table_layout(area, seats, bottom)
            panel, lay = panel_place(area, app.px, seats, bottom)
            for sl in lay.seats:
                assert not sl.footprint.colliderect(panel), (size, seats, bottom, sl.seat)
                assert area.contains(sl.hand_rect) and area.contains(sl.plate), (size, seats, sl.seat)
                for other in lay.seats:  # moving a seat did not put it onto another
                    if other.seat != sl.seat:
                        assert not sl.hand_rect.colliderect(other.hand_rect), (size, seats, sl.seat)
                        assert not sl.plate.colliderect(other.plate), (size, seats, sl.seat)
                assert not sl.hand_rect.colliderect(lay.centre), (size, seats, sl.seat)
            assert table_layout(area, seats, bottom, None) == plain  # the local table stays as it was


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_a_five_seat_network_table_shows_every_seat_beside_the_panel(make_app, lab: Lab, size) -> None:
    app = make_app(size)
    lobby = _lobby(app, lab, "Gero")
    assert lobby.session.open_table("token", computers=4)
    run_until(app, lambda: lobby.seating is not None, what="Gero's table")
    key(app, pygame.K_s)  # Gero, the game master, starts
    run_until(app, lambda: isinstance(app.top, (NetTokenScene, NetCover)), what="the network table")
    scene = app.top
    assert isinstance(scene, NetTokenScene)
    for _ in range(240):  # the deal's animation
        app.step(1 / 60)
    for sl in scene.table.lay.seats:  # the screen's own layout, as drawn
        assert not sl.footprint.colliderect(scene.panel_rect), sl.seat
    pygame.image.save(app.screen, f"/tmp/polish_net5_{size[0]}.png")
