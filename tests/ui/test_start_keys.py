"""The start menu answers F1 with the rules, as every other screen does."""

from __future__ import annotations

import pygame

from game.scenes.rules import RulesScene
from game.scenes.start import StartScene

from .helpers import key


def test_f1_on_the_start_menu_opens_the_rules(make_app) -> None:
    app = make_app()
    app.push(StartScene(app))
    app.step(1 / 60)
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, StartScene)
