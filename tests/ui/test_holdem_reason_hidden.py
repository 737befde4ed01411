"""A computer's reason names its hand ("AQs ... by the opening chart") or its equity: the
table shows it only where that gives nothing away - when the seat's cards are face up at this
screen (shown at the showdown), or when nobody plays here. Driven by the person's keys on a
rigged table; what the column draws is read where it wraps the text."""

from __future__ import annotations

import random

import pygame

from game.engine.betting import Call, Check
from game.engine.holdem import Decision, HoldemGame, HoldemPhase
from game.scenes.holdem.draw import shown_reason
from game.scenes.holdem.table import HoldemTableScene
from tests.engine.holdem.helpers import rigged

from .helpers import key
from .holdem_helpers import Scripted, config, open_table, until

SECRET = "call 20: AQs, top 3% of hands by the opening chart"


class Telling(Scripted):
    """A scripted computer whose reason names its hand, as a chart decision's does."""

    def decision(self, view, legal):  # type: ignore[no-untyped-def]
        return Decision(super().decision(view, legal).action, SECRET)


def drawn_texts(app, scene: HoldemTableScene) -> list[str]:  # type: ignore[no-untyped-def]
    """Every text the painter wraps while drawing one frame (the column's lines among them)."""
    seen: list[str] = []
    wrap = scene.painter._wrap

    def spy(text: str, size: int, width: int) -> list[str]:
        seen.append(text)
        return wrap(text, size, width)

    scene.painter._wrap = spy  # type: ignore[method-assign]
    try:
        scene.draw(pygame.display.get_surface())
    finally:
        del scene.painter._wrap
    return seen


def test_the_reason_stays_hidden_while_the_computers_cards_are(make_app) -> None:
    app = make_app()
    game = HoldemGame(config(computers=2, muck_beaten=False), random.Random(1), first_button=0)
    game.start_hand(rigged(["As Ad", "Ks Kd", "Qs Qd"], "2c 7h 9s Jd 3c"))
    players = {1: Telling(Call(1), *[Check(1)] * 3), 2: Telling(Check(2), *[Check(2)] * 3)}
    scene, session = open_table(app, game, players=players)
    until(app, lambda: scene.my_turn() and bool(scene.bar.names()))
    key(app, pygame.K_c)  # Anna calls; the small blind calls, the big blind checks
    until(app, lambda: scene.my_turn() and bool(scene.bar.names()))
    table = session.table
    assert table.reason(2) == SECRET and table.hole(2) is None
    assert shown_reason(table, 2, session.people) is None
    assert not any("AQs" in text for text in drawn_texts(app, scene)), "the hand is named on screen"
    for _ in range(3):  # flop, turn, river: the computers check, Anna checks
        key(app, pygame.K_c)
        until(
            app,
            lambda: game.phase is not HoldemPhase.BETTING or (scene.my_turn() and bool(scene.bar.names())),
        )
    until(app, lambda: scene.finished_hand() is not None, frames=400)
    assert table.hole(2) is not None, "shown at the showdown"
    assert shown_reason(table, 2, session.people) == SECRET


def test_with_nobody_at_this_screen_the_reason_is_shown(make_app) -> None:
    app = make_app()
    game = HoldemGame(config(people=(), computers=3), random.Random(1), first_button=0)
    game.start_hand(rigged(["As Ad", "Ks Kd", "Qs Qd"], "2c 7h 9s Jd 3c"))
    players = {0: Telling(Call(0)), 1: Telling(Call(1)), 2: Telling(Check(2))}
    scene, session = open_table(app, game, players=players)
    until(app, lambda: session.table.reason(0) == SECRET)
    assert session.people == () and session.table.hole(0) is None
    assert shown_reason(session.table, 0, session.people) == SECRET
    assert any("AQs" in text for text in drawn_texts(app, scene)), "the column shows it"
