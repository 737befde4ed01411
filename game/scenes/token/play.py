"""The token game's entry points for the registry (`game.games`): set-up, table, sessions, resume, demo.

Everything the app needs to start, resume or watch a token game is here, so
`game.app`, `game.scenes.flow` and `game.persistence` name no game: the
registry's entry points at these functions, and this game's own screens
reach one another through them.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.engine import Game, GameConfig, Level, Mode, RuleSet, SeatConfig, TokenPhase
from game.scenes.base import Push, Replace, Scene, SceneContext, Transition
from game.session import LocalSession, Session

if TYPE_CHECKING:
    from game.scenes.flow import DemoSetup

__all__ = [
    "KEY", "setup", "table", "over", "history", "new_session", "session_for", "resumable", "resume", "demo",
    "computer_session", "computer_step",
]

#: The game's key in the registry (and the name of its save slot).
KEY = "token"


def setup(ctx: SceneContext) -> Scene:
    """The set-up of a new token game."""
    from game.scenes.token.setup import SetupScene

    return SetupScene(ctx)


def table(ctx: SceneContext, session: Session) -> Scene:
    """The table of a session."""
    from game.scenes.token.table import TableScene

    return TableScene(ctx, session)


def over(ctx: SceneContext, session: Session) -> Scene:
    """The end screen of a finished game (places, rematch, menu)."""
    from game.scenes.token.over import GameOverScene

    return GameOverScene(ctx, session)


def history(ctx: SceneContext, session: Session) -> Scene:
    """The history of the game's rounds."""
    from game.scenes.token.history import HistoryScene

    return HistoryScene(ctx, session.table)


def session_for(ctx: SceneContext, game: Game) -> LocalSession:
    """A local table session for ``game``: computer players seeded by ``--seed`` (else the OS
    generator), the game recorded by its save slot (saves and statistics)."""
    return LocalSession(game, random.Random(ctx.seed), ctx.recorder(KEY))


def new_session(ctx: SceneContext, config: GameConfig) -> LocalSession:
    """A table session with a fresh game of this set-up: shuffled by the OS generator, or with
    ``--seed`` by ``random.Random(seed)``, so that every game of a seeded session (new,
    rematch, demo) is dealt reproducibly."""
    seed = ctx.seed
    return session_for(ctx, Game.new(config, random.Random(seed) if seed is not None else None))


def resumable(ctx: SceneContext) -> bool:
    """Whether the start screen offers Fortsetzen (a saved game exists)."""
    return ctx.has_save(KEY)


def resume(ctx: SceneContext) -> Transition | None:
    """Fortsetzen: the table exactly where the save left it, or - if the save is refused -
    its notice and the set-up of a new game (the bad file is kept aside by storage)."""
    result = ctx.read_save(KEY)
    if result is None:
        return None
    if result.ok:
        return Replace(table(ctx, session_for(ctx, result.game)), clear=True)
    ctx.apply(Replace(ctx.screens.start(), clear=True))  # without Fortsetzen now
    return Push(setup(ctx))


def demo(ctx: SceneContext, watch: DemoSetup) -> Scene:
    """The --demo watch game's table: ``watch.players`` computer players of its level."""
    seats = tuple(
        SeatConfig(ctx.t("setup.default_computer", n=i + 1), False, watch.level) for i in range(watch.players)
    )
    config = GameConfig(seats, watch.mode, watch.tokens, watch.rules)
    return table(ctx, new_session(ctx, config))


def computer_session(ctx: SceneContext) -> LocalSession:
    """A recorded game of two Normal computer players with two tokens each (short), seeded by
    ``--seed``: what `tests/ui/test_registry.py` plays to its end, saves and resumes."""
    seats = tuple(SeatConfig(ctx.t("setup.default_computer", n=i + 1), False, Level.NORMAL) for i in range(2))
    return new_session(ctx, GameConfig(seats, Mode.DESCENDING, 2, RuleSet.ORIGINAL))


def computer_step(session: Session) -> bool:
    """One move of a game whose seats computers play: the next round, or the next exchange at
    once; False once the game is over."""
    if session.table.is_over:
        return False
    if session.table.phase is TokenPhase.ROUND_OVER:
        session.next_round()
    else:
        session.hurry()
        session.advance(0.0)
    return not session.table.is_over
