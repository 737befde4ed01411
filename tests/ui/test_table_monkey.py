"""A seeded monkey: tens of thousands of random clicks, keys and resizes across all screens.

Half of the clicks aim at something clickable on the top screen (a widget,
a card, a table button) so the monkey really gets into games; the rest land
anywhere. Nothing may raise, and every game on the stack keeps the engine's
invariants after every frame.
"""

from __future__ import annotations

import dataclasses
import random

import pygame

from game.app import App
from game.engine import Game
from game.engine.duell import DuellGame
from game.scenes.start import StartScene
from game.scenes.token.table import TableScene
from game.ui.widgets import FocusGroup

from .table_helpers import check_invariants

EVENTS = 20_000
KEYS = (
    pygame.K_1,
    pygame.K_2,
    pygame.K_3,
    pygame.K_4,
    pygame.K_5,
    pygame.K_RETURN,
    pygame.K_t,
    pygame.K_n,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_F1,
    pygame.K_TAB,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_BACKSPACE,
    pygame.K_a,
    pygame.K_h,
    pygame.K_F11,
    pygame.K_PAGEDOWN,
    pygame.K_HOME,
)
SIZES = ((1280, 720), (960, 540), (1600, 900))


def targets(app: App) -> list[pygame.Rect]:
    top = app.top
    rects: list[pygame.Rect] = []
    group = getattr(top, "ui", None)
    if isinstance(group, FocusGroup):
        rects += [w.rect for w in group.widgets if w.visible]
    if isinstance(top, TableScene):
        for sl in top.lay.seats:
            rects += list(sl.cards)
        rects += [top.exchange_button.rect, top.keep_button.rect]
    return [r for r in rects if r.width > 0 and r.height > 0]


def test_monkey(make_app) -> None:
    rng = random.Random(20261122)
    app = make_app()
    app.settings = dataclasses.replace(app.settings, animation_speed=4.0)
    app.push(StartScene(app))
    games_seen: set[int] = set()
    rounds = 0
    scenes: set[str] = set()
    restarts = 0
    for i in range(EVENTS):
        r = rng.random()
        w, h = app.screen.get_size()
        if r < 0.45:
            rects = targets(app)
            if rects and rng.random() < 0.6:
                rect = rng.choice(rects)
                pos = (rng.randrange(rect.x, rect.right), rng.randrange(rect.y, rect.bottom))
            else:
                pos = (rng.randrange(w), rng.randrange(h))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            button = 1 if rng.random() < 0.9 else rng.choice((2, 3, 4, 5))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        elif r < 0.93:
            k = rng.choice(KEYS)
            if k == pygame.K_F11 and rng.random() < 0.8:
                k = pygame.K_RETURN
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        elif r < 0.97:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("aöß Z1")))
        elif r < 0.985:
            pygame.event.post(
                pygame.event.Event(
                    pygame.MOUSEWHEEL,
                    x=0,
                    y=rng.choice((-1, 1)),
                    flipped=False,
                    pos=(rng.randrange(w), rng.randrange(h)),
                )
            )
        else:
            if rng.random() < 0.15:
                size = rng.choice(SIZES)
                pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        if i % 3 == 2:
            app.step(rng.choice((0.016, 0.05, 0.1)))
            for scene in app.stack:
                session = getattr(scene, "session", None)
                game = getattr(session, "game", None)
                if isinstance(game, Game):
                    games_seen.add(id(game))
                    check_invariants(game)
                    rounds = max(rounds, game.round_no)
                elif isinstance(game, DuellGame):  # "Neues Spiel" may lead to a Duell too
                    assert game.chips == 2 * game.config.stack
            scenes.add(type(app.top).__name__)
            assert app.overlay.drawn, "the warning overlay is drawn every frame"
        if not app.running or not app.stack:
            restarts += 1
            app.running = True
            while app.stack:
                app.stack.pop().exit()
            app.push(StartScene(app))
    print(len(games_seen), rounds, restarts, sorted(scenes))
    assert len(games_seen) >= 1 and rounds >= 2
    assert {"TableScene", "ResultsScene", "SetupScene", "StartScene"} <= scenes
