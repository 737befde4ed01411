"""History exports: nothing is written before a hand has finished (a notice says so), and the file
is named in the language shown (verlauf-..., history-...), in every game's history (the Duell's
empty export: test_duell_table)."""

from __future__ import annotations

import dataclasses
import random

import pygame

from game.engine import Game, GameConfig, Mode, SeatConfig
from game.scenes.history_base import ExportHistory
from game.scenes.holdem.history import HoldemHistoryScene
from game.scenes.token.history import HistoryScene
from game.scenes.token.table import TableScene
from game.session import LocalSession
from game.storage import data_dir

from .helpers import key
from .holdem_helpers import DT, config, open_table
from .test_holdem_export import play_hands


def exports() -> list[str]:
    folder = data_dir()
    if not folder.exists():
        return []
    return sorted(p.name for p in folder.iterdir() if p.suffix in (".txt", ".phhs"))


def refused(app, history: ExportHistory, k: int = pygame.K_e) -> None:  # type: ignore[no-untyped-def]
    before = exports()
    key(app, k)
    assert history.exported is None
    assert exports() == before, "nothing is written"
    assert app.toast.shown[-1] == app.t("history.export_empty")


def test_token_history_refuses_an_empty_export(make_app) -> None:
    app = make_app(size=(960, 540))
    seats = (SeatConfig("Anna", True), SeatConfig("Ben", False), SeatConfig("Cora", False))
    game = Game.new(GameConfig(seats, Mode.DESCENDING, 3), random.Random(1))
    table = TableScene(app, LocalSession(game))
    app.push(table)
    for _ in range(600):  # the deal's animation ends
        if not table.steps:
            break
        app.step(DT)
    key(app, pygame.K_h)
    history = app.top
    assert isinstance(history, HistoryScene)
    refused(app, history)
    pygame.image.save(app.screen, "/tmp/polish_export_empty_960.png")


def test_holdem_history_refuses_empty_exports_then_names_files_in_the_language_shown(make_app) -> None:
    app = make_app(size=(1920, 1080))
    scene, _ = open_table(app, config(computers=2), seed=5)
    key(app, pygame.K_h)
    history = app.top
    assert isinstance(history, HoldemHistoryScene)
    refused(app, history)
    refused(app, history, pygame.K_p)  # PHH too
    key(app, pygame.K_ESCAPE)
    play_hands(app, scene, 1)
    for language, word in (("en", "history"), ("de", "verlauf")):
        app.apply_settings(dataclasses.replace(app.settings, language=language))
        key(app, pygame.K_h)
        history = app.top
        assert isinstance(history, HoldemHistoryScene)
        for k in (pygame.K_e, pygame.K_p):
            key(app, k)
            assert history.exported is not None and history.exported.name.startswith(f"{word}-holdem-")
        key(app, pygame.K_ESCAPE)
