"""The token game's results: the key line and the buttons agree. After the last round both say
"Weiter"; a watcher at a network table has no next round to ask for and nothing to let run on:
only "Weiter", which returns to the table."""

from __future__ import annotations

import random

import pygame

from game.engine import TokenPhase
from game.scenes.net.cover import NetCover
from game.scenes.net.token.table import NetTokenScene
from game.scenes.token.results import ResultsScene
from game.ui.widgets import label_text
from tests.net.helpers import Lab, play_turns, seat_everybody

from .helpers import key, screen_text
from .net_helpers import run_until
from .test_net_screens import _lobby
from .test_table import config, table_app


def labels(results: ResultsScene) -> list[str]:
    return [label_text(widget.label) for widget in results.ui.widgets]  # type: ignore[attr-defined]


def drawn(app, results: ResultsScene) -> list[str]:  # type: ignore[no-untyped-def]
    """Every line the results draw, their cached backdrop composed again."""
    results._backdrop = None
    return screen_text(app)


def test_the_last_rounds_key_line_says_weiter_as_its_button(make_app) -> None:
    app, table = table_app(make_app, config(0, 2, tokens=1), size=(960, 540))
    for _ in range(20000):
        top = app.top
        if isinstance(top, ResultsScene) and top.game.is_over:
            break
        if isinstance(top, ResultsScene):
            key(app, pygame.K_n)
        app.step(1 / 60)
    results = app.top
    assert isinstance(results, ResultsScene) and results.game.is_over
    app.step(1 / 60)
    shown = drawn(app, results)
    assert labels(results) == ["Weiter"]
    assert "Leertaste/N weiter · F1 Regeln · Esc Pause" in shown
    assert not any("nächste Runde" in line for line in shown)
    pygame.image.save(app.screen, "/tmp/polish_results_last_960.png")


def test_a_watcher_gets_weiter_only(make_app, lab: Lab) -> None:
    cora = lab.person("Cora")
    seat_everybody(lab, [cora], "token", computers=1, tokens=3)
    app = make_app(size=(1280, 720))
    lobby = _lobby(app, lab, "Eva")
    run_until(app, lambda: len(lobby.session.tables) == 1, what="the table list")
    key(app, pygame.K_z)
    run_until(app, lambda: lobby.seating is not None, what="watching")
    assert cora.session.start()

    def results() -> ResultsScene | None:
        top = app.top
        inner = top.inner if isinstance(top, NetCover) else top
        return inner if isinstance(inner, ResultsScene) else None

    def round_over() -> bool:
        app.step(1 / 60)
        return cora.session.has_game and cora.session.table.phase is TokenPhase.ROUND_OVER

    play_turns(lab, [cora], random.Random(4), round_over)  # Cora has not said "seen" yet
    run_until(app, lambda: results() is not None, what="the round's results")
    shown = results()
    assert shown is not None
    app.step(1 / 60)
    lines = drawn(app, shown)
    assert labels(shown) == ["Weiter"], "no Nächste Runde, no Rest zuschauen for a watcher"
    assert "Leertaste/N weiter · F1 Regeln · Esc Pause" in lines
    pygame.image.save(app.screen, "/tmp/polish_results_watcher_1280.png")
    key(app, pygame.K_w)
    assert not shown.running_on
    key(app, pygame.K_n)
    run_until(app, lambda: isinstance(app.top, NetTokenScene), what="back at the table")
    assert lobby.session.take_errors() == []  # nothing asked that a watcher may not
