"""Hold'em tables for the UI tests: rigged or seeded sessions on the real app, driven by real events."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.app import App
from game.engine.betting import Call, Check, Fold, LegalActions, RaiseTo
from game.engine.holdem import (
    Decision,
    HoldemConfig,
    HoldemGame,
    HoldemSeat,
    HoldemView,
    Structure,
    TableFormat,
)
from game.engine.levels import Level
from game.scenes.base import Replace
from game.scenes.holdem.table import HoldemTableScene
from game.session import HoldemOptions, LocalHoldemSession, at_once

DT = 1 / 30


def config(
    people: Sequence[str] = ("Anna",),
    computers: int = 2,
    structure: Structure = Structure.NO_LIMIT,
    level: Level = Level.ANFAENGER,
    **options: object,
) -> HoldemConfig:
    seats = [HoldemSeat(name, True) for name in people]
    seats += [HoldemSeat(f"Computer {i + 1}", False, level) for i in range(computers)]
    return HoldemConfig(tuple(seats), structure, **options)  # type: ignore[arg-type]


class Scripted:
    """A computer seat that plays the actions it is given, in order (a test's script)."""

    def __init__(self, *actions: Fold | Check | Call | RaiseTo) -> None:
        self.actions = list(actions)

    def decision(self, view: HoldemView, legal: LegalActions) -> Decision:
        return Decision(self.actions.pop(0), "scripted")


def open_table(
    app: App,
    game: HoldemGame | HoldemConfig,
    seed: int = 1,
    options: HoldemOptions | None = None,
    players: dict[int, Scripted] | None = None,
) -> tuple[HoldemTableScene, LocalHoldemSession]:
    """A Hold'em table scene on ``app`` for a game (or a new game of a config); computers at once."""
    if isinstance(game, HoldemConfig):
        game = HoldemGame(game, random.Random(seed))
    session = LocalHoldemSession(
        game, random.Random(seed + 1), options=options, runner=at_once, players=players
    )
    scene = HoldemTableScene(app, session)
    app.apply(Replace(scene, clear=True))
    app.step(DT)
    return scene, session


def until(app: App, condition: Callable[[], bool], frames: int = 600) -> None:
    """Step frames until ``condition()`` holds (it must, within ``frames``)."""
    for _ in range(frames):
        if condition():
            return
        app.step(DT)
    raise AssertionError("the table never got there")


__all__ = ["DT", "Scripted", "config", "open_table", "until", "TableFormat"]
