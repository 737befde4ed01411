"""The set-up screens' keys: Ctrl+Enter starts whatever widget has the focus, F1 shows the rules."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.duell.setup import DuellSetupScene
from game.scenes.duell.table import DuellTableScene
from game.scenes.holdem.setup import HoldemSetupScene
from game.scenes.holdem.table import HoldemTableScene
from game.scenes.rules import RulesScene
from game.scenes.token.setup import SetupScene
from game.scenes.token.table import TableScene

from .helpers import key

TABLES = {SetupScene: TableScene, DuellSetupScene: DuellTableScene, HoldemSetupScene: HoldemTableScene}
SETUPS = list(TABLES)


@pytest.mark.parametrize("kind", SETUPS, ids=lambda k: k.__name__)
def test_ctrl_enter_starts_even_with_the_focus_on_back(make_app, kind) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    scene = kind(app)
    app.push(scene)
    app.step(1 / 60)
    scene.ui.focus_on(scene.back_button)
    key(app, pygame.K_RETURN, mod=pygame.KMOD_LCTRL)
    app.step(1 / 60)
    assert isinstance(app.top, TABLES[kind])


@pytest.mark.parametrize("kind", SETUPS, ids=lambda k: k.__name__)
def test_f1_shows_the_rules_and_esc_comes_back(make_app, kind) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    scene = kind(app)
    app.push(scene)
    app.step(1 / 60)
    key(app, pygame.K_F1)
    app.step(1 / 60)
    assert isinstance(app.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    app.step(1 / 60)
    assert app.top is scene
