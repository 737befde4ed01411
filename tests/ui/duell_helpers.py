"""Driving the Duell table headless: an app with a seeded match, keys and clicks, a simple person."""

from __future__ import annotations

import random

import pygame

from game.app import App
from game.engine.betting import LegalActions
from game.engine.duell import DuellConfig, DuellPhase
from game.engine.levels import Level
from game.scenes.duell import play as duell_play
from game.scenes.duell.table import DuellTableScene

from .table_helpers import post_click, post_key

DT = 0.1


def duell_table(app: App, stack: int = 200, level: Level = Level.NORMAL, deck: int = 32) -> DuellTableScene:
    """A new seeded match on the app's table (the app's ``--seed`` shuffles and seeds the computer)."""
    session = duell_play.new_session(app, DuellConfig("Anna", level, deck, stack))
    scene = duell_play.table(app, session)
    assert isinstance(scene, DuellTableScene)
    app.push(scene)
    app.step(0.0)
    return scene


def run_until(app: App, done, limit: int = 4000) -> None:  # type: ignore[no-untyped-def]
    """Step frames until ``done()`` (the computer's decision runs on a thread: frames, not sleeps)."""
    for _ in range(limit):
        if done():
            return
        app.step(DT)
    raise AssertionError("condition not reached")


def press(app: App, k: int, unicode: str = "") -> None:
    post_key(k, unicode)
    app.step(0.0)


def click(app: App, pos: tuple[int, int]) -> None:
    post_click(pos)
    app.step(0.0)


def type_digits(app: App, digits: str) -> None:
    for ch in digits:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.step(0.0)


KEY_OF = {
    "bet": pygame.K_s,
    "check": pygame.K_w,
    "open": pygame.K_o,
    "raise": pygame.K_e,
    "draw": pygame.K_t,
    "show": pygame.K_r,
    "fold": pygame.K_p,
    "exchange": pygame.K_t,
    "fold_yes": pygame.K_j,
    "fold_no": pygame.K_n,
}


def play_turn(app: App, scene: DuellTableScene, rng: random.Random, bold: bool = True) -> None:
    """One decision of a simple person, by keys and clicks only (never through the session);
    ``bold`` False never goes all in (longer matches)."""
    names = scene.bar.names()
    assert names, "the person's turn shows actions"
    by_mouse = rng.random() < 0.4
    if "exchange" in names:
        for index in rng.sample(range(5), rng.randint(0, 4)):
            if by_mouse:
                click(app, scene.lay.table.seats[0].cards[index].center)
            else:
                press(app, pygame.K_1 + index)
        name = "exchange"
    else:
        weights = {"bet": 3, "open": 3, "raise": 2, "check": 4, "draw": 5, "show": 5, "fold": 1}
        weights |= {"fold_yes": 1, "fold_no": 1}  # the question after PASSEN when WARTEN is free
        name = rng.choices(names, [weights[n] for n in names])[0]
    rect = scene.bar.rect_of(name)
    assert rect is not None
    if by_mouse:
        click(app, rect.center)
    else:
        press(app, KEY_OF[name])
    if name in ("bet", "open", "raise"):
        assert scene.chooser.open
        choice = rng.random()
        if choice < 0.3:
            quick = (pygame.K_HOME, pygame.K_PAGEDOWN, pygame.K_PAGEUP, pygame.K_END)
            press(app, rng.choice(quick if bold else quick[:2]))
        elif choice < 0.6:
            for _ in range(rng.randint(1, 4)):
                pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
            app.step(0.0)
        if rng.random() < 0.5:
            press(app, pygame.K_RETURN)
        else:
            click(app, scene.chooser.confirm.rect.center)


def legal_names(scene: DuellTableScene) -> set[str]:
    """What the bar must show, derived from the session's legal actions (variants.md's words)."""
    session = scene.session
    legal = session.legal_actions(0)
    if legal is None:
        return set()
    if not isinstance(legal, LegalActions):
        return {"exchange"}
    if scene.confirming_fold:
        return {"fold_yes", "fold_no"}
    first = session.table.first == 0
    through = "draw" if session.table.phase is DuellPhase.BET_BEFORE else "show"
    names = {"fold"}
    if legal.raise_min is not None:
        names.add("raise" if legal.call is not None else "bet" if first else "open")
    if legal.call is None:
        names.add("check" if first else through)
    else:
        names.add(through)
    return names
