"""The Duell's entry points for the registry (`game.games`): set-up, table, sessions, resume.

Everything the app needs to start or resume a Duell is here, so `game.app`,
`game.scenes.flow` and `game.persistence` name no game: the registry's entry
points at these functions, and the Duell's own screens reach one another
through them.
"""

from __future__ import annotations

import random

from game.engine.duell import DuellConfig, DuellGame
from game.scenes.base import Push, Replace, Scene, SceneContext, Transition
from game.session import DuellSession, LocalDuellSession

__all__ = ["KEY", "setup", "table", "new_session", "resumable", "resume"]

#: The game's key in the registry (and the name of its save slot).
KEY = "duell"


def setup(ctx: SceneContext) -> Scene:
    """The set-up of a new Duell."""
    from game.scenes.duell.setup import DuellSetupScene

    return DuellSetupScene(ctx)


def table(ctx: SceneContext, session: DuellSession, resumed: bool = False) -> Scene:
    """The Duell table of a session (``resumed``: shown as it stands, not re-animated)."""
    from game.scenes.duell.table import DuellTableScene

    return DuellTableScene(ctx, session, resumed)


def new_session(ctx: SceneContext, config: DuellConfig) -> LocalDuellSession:
    """A Duell session with a fresh match: shuffled by the OS generator, or with ``--seed``
    reproducibly; the computer player seeded likewise; recorded by its save slot (saved at
    every action, counted once it is over)."""
    seed = ctx.seed
    game = DuellGame(config, random.Random(seed) if seed is not None else None)
    return LocalDuellSession(game, rng=random.Random(seed), recorder=ctx.recorder(KEY))


def resumable(ctx: SceneContext) -> bool:
    """Whether the start screen offers "Duell fortsetzen" (a saved match exists)."""
    return ctx.has_save(KEY)


def resume(ctx: SceneContext) -> Transition | None:
    """Duell fortsetzen: the table exactly where the save left it, or - if the save is
    refused - its notice and the set-up of a new Duell (the bad file is kept aside)."""
    result = ctx.read_save(KEY)
    if result is None:
        return None
    if result.ok:
        match = result.game
        session = LocalDuellSession(match.game, match.finished, random.Random(ctx.seed), ctx.recorder(KEY))
        return Replace(table(ctx, session, resumed=True), clear=True)
    ctx.apply(Replace(ctx.screens.start(), clear=True))  # without "Duell fortsetzen" now
    return Push(setup(ctx))
