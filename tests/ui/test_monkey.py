"""A monkey test over the menu screens: random keys, typing, clicks, wheel and resizes never raise."""

from __future__ import annotations

import random

import pygame

from game.legal import WARNING_LINES
from game.scenes.base import Scene
from game.scenes.start import StartScene

KEYS = [
    pygame.K_TAB,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_BACKSPACE,
    pygame.K_DELETE,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_1,
    pygame.K_a,
    pygame.K_F11,
]
SIZES = [(960, 540), (1280, 720), (1100, 900), (1920, 1080)]


class FakeTable(Scene):
    def __init__(self, app, game) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.game = game

    def handle(self, event):  # type: ignore[no-untyped-def]
        from game.scenes.base import Push
        from game.scenes.pause import PauseScene

        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Push(PauseScene(self.app))
        return None


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    kind = rng.random()
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    if kind < 0.35:
        k = rng.choice(KEYS)
        mod = pygame.KMOD_SHIFT if rng.random() < 0.2 else 0
        return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    if kind < 0.45:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("aäöüßZ9+- "))
    if kind < 0.85:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 1, 3]))
    if kind < 0.93:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if kind < 0.98:
        return pygame.event.Event(
            pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False, precise_x=0.0, precise_y=1.0
        )
    w, h = rng.choice(SIZES)
    return pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)


def test_monkey_menus(make_app, monkeypatch) -> None:
    from game.scenes.token import play

    monkeypatch.setattr(play, "table", lambda ctx, session: FakeTable(ctx, session))
    rng = random.Random(1)
    # A walk that reaches every screen with Statistik in the menu
    # (3000 steps: the setup and settings screens grew).
    words = " ".join(WARNING_LINES).split()
    app = make_app()
    app.push(StartScene(app))
    seen: set[str] = set()
    for i in range(3000):
        if not app.running or not app.stack:
            app.running = True
            app.stack.clear()
            app.push(StartScene(app))
        for _ in range(rng.randint(1, 3)):
            pygame.event.post(random_event(rng, app.screen.get_size()))
        app.step(1 / 60)
        seen.update(type(scene).__name__ for scene in app.stack)
        if i % 50 == 0:
            assert app.overlay.rendered_text().split() == words
            assert app.content_rect.bottom + app.overlay.height == app.screen.get_height()
    # the walk really reached the screens behind the menu
    assert {
        "StartScene",
        "SetupScene",
        "SettingsScene",
        "RulesScene",
        "LicenseScene",
        "FakeTable",
        "PauseScene",
        "ConfirmDialog",
    } <= seen, seen
