"""The Duell set-up's name field speaks the language of now: a default name the screen made
("Spieler 1" of a first start in German, "Player 1" of one in English) follows the language,
a typed name stays as typed. Driven through the start menu with real key and mouse events."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.duell.setup import DuellSetupScene
from game.scenes.duell.table import DuellTableScene
from game.scenes.game_choice import GameChoiceScene
from game.scenes.start import StartScene
from game.storage.settings import Settings

from .duell_helpers import DT, click, press


def open_duell_setup(app) -> DuellSetupScene:  # type: ignore[no-untyped-def]
    """Start menu -> Neues Spiel (click) -> Duell (key D)."""
    app.push(app.first_scene())
    app.step(DT)
    menu = app.top
    assert isinstance(menu, StartScene)
    click(app, menu.buttons[0].rect.center)
    assert isinstance(app.top, GameChoiceScene)
    press(app, pygame.K_d)
    setup = app.top
    assert isinstance(setup, DuellSetupScene)
    return setup


def start_with_ctrl_enter(app) -> DuellTableScene:  # type: ignore[no-untyped-def]
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    )
    app.step(0.0)
    table = app.top
    assert isinstance(table, DuellTableScene)
    return table


def test_a_first_start_in_english_shows_and_plays_as_player_1(make_app) -> None:
    # the stored default of a first start is the German "Spieler 1"
    app = make_app(settings=Settings(license_accepted=True, language="en"))
    setup = open_duell_setup(app)
    assert setup.name_field.value == "Player 1"
    table = start_with_ctrl_enter(app)
    assert table.session.table.config.name == "Player 1"
    assert app.settings.last_duell["name"] == "Player 1"


@pytest.mark.parametrize(
    ("language", "stored", "shown"),
    [
        ("de", "Player 1", "Spieler 1"),
        ("de", "Spieler 1", "Spieler 1"),
        ("en", "Bea", "Bea"),
        ("en", "Spieler 12", "Spieler 12"),
    ],
)
def test_only_the_screen_made_default_follows_the_language(
    make_app, language: str, stored: str, shown: str
) -> None:
    last = {"name": stored, "level": "normal", "deck": 32, "stack": 200}
    app = make_app(settings=Settings(license_accepted=True, language=language, last_duell=last))
    assert open_duell_setup(app).name_field.value == shown
