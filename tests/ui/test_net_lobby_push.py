"""The lobby screen and its list of tables: a table opened elsewhere shows without the lobby asking
again (the server sends it: the periodic request is set to never here), and S, Z or Enter on an
empty list say why nothing happens (they did nothing and said nothing)."""

from __future__ import annotations

import os

import pygame
import pytest

import game.scenes.net.lobby as lobby_module
from tests.net.helpers import Lab, seat_everybody

from .helpers import key, screen_text
from .net_helpers import run_until
from .test_net_screens import _lobby


def test_a_table_opened_elsewhere_shows_at_once(make_app, lab: Lab, monkeypatch) -> None:
    monkeypatch.setattr(lobby_module, "LIST_EVERY", 1e9)  # the lobby never asks again by itself
    app = make_app()
    lobby = _lobby(app, lab, "Hanna")
    run_until(app, lambda: lobby.session.tables == (), what="the empty list")
    seat_everybody(lab, [lab.person("Ida")], "token", computers=1)
    run_until(app, lambda: [t.seats for t in lobby.session.tables] == [2], what="Ida's table, pushed")


@pytest.mark.parametrize(
    ("language", "sit", "watch"),
    [
        ("de", "Noch kein Tisch zum Hinsetzen - N eröffnet einen.", "Noch kein Tisch zum Zuschauen"),
        ("en", "No table to sit at yet - N opens one.", "No table to watch yet"),
    ],
)
def test_keys_on_an_empty_list_say_why(make_app, lab: Lab, language: str, sit: str, watch: str) -> None:
    app = make_app()
    lobby = _lobby(app, lab, "Hanna")
    app.translator.language = language
    run_until(app, lambda: lobby.session.tables == (), what="the empty list")
    key(app, pygame.K_s)
    app.step(1 / 60)
    assert lobby.error == sit and sit in screen_text(app)
    if os.environ.get("NP_SHOTS"):
        pygame.image.save(app.screen, f"/tmp/npo/lobby_empty_s_{language}.png")
    key(app, pygame.K_z)
    assert lobby.error.startswith(watch)
    lobby.error = ""
    key(app, pygame.K_RETURN)  # Enter takes the chosen table (the key line says so): there is none
    assert lobby.error == sit
    assert lobby.seating is None and app.top is lobby


def test_a_filter_with_no_table_says_so(make_app, lab: Lab) -> None:
    app = make_app()
    lobby = _lobby(app, lab, "Hanna")
    seat_everybody(lab, [lab.person("Ida")], "token", computers=1)
    run_until(app, lambda: len(lobby.session.tables) == 1, what="Ida's table")
    while lobby.variant_filter != "holdem":
        key(app, pygame.K_f)
    key(app, pygame.K_s)
    assert lobby.error == "Kein Tisch mit Texas Hold'em - F zeigt die anderen."
    assert lobby.seating is None
