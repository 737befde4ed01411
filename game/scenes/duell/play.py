"""The Duell's entry points for the registry (`game.games`): set-up, table, sessions, resume.

Everything the app needs to start or resume a Duell is here, so `game.app`,
`game.scenes.flow` and `game.persistence` name no game: the registry's entry
points at these functions, and the Duell's own screens reach one another
through them.
"""

from __future__ import annotations

import random

from game.engine.duell import DuellConfig, DuellGame, DuellPhase, player_for
from game.engine.levels import Level
from game.scenes.base import Push, Replace, Scene, SceneContext, Transition
from game.session import DuellSession, LocalDuellSession
from game.session.background import at_once

__all__ = [
    "KEY", "setup", "table", "over", "history", "new_session", "resumable", "resume",
    "computer_session", "computer_step",
]

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


def over(ctx: SceneContext, session: DuellSession) -> Scene:
    """The end screen of a decided match."""
    from game.scenes.duell.over import DuellOverScene

    return DuellOverScene(ctx, session)


def history(ctx: SceneContext, session: DuellSession) -> Scene:
    """The history of the match's deals."""
    from game.scenes.duell.history import DuellHistoryScene

    return DuellHistoryScene(ctx, session.table)


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


def computer_session(ctx: SceneContext) -> LocalDuellSession:
    """A recorded match of 50 chips a side, its computer deciding at once and seeded by
    ``--seed``; `computer_step` plays the person's seat by a computer too: what
    `tests/ui/test_registry.py` plays to its end, saves and resumes."""
    seed = ctx.seed
    config = DuellConfig(ctx.t("setup.default_computer", n=1), Level.NORMAL, 32, 50)
    game = DuellGame(config, random.Random(seed) if seed is not None else None)
    return LocalDuellSession(game, rng=random.Random(seed), recorder=ctx.recorder(KEY), runner=at_once)


def computer_step(session: LocalDuellSession) -> bool:
    """One move of the match with the person's seat played by a Normal computer (seeded by the
    deal number, so a run repeats): the next deal, the person's move, or the computer's at
    once; False once the match is over."""
    table = session.table
    if table.is_over:
        return False
    if table.phase is DuellPhase.DEAL_OVER:
        session.next_deal()
    elif table.current == session.person:
        legal = session.legal_actions(session.person)
        assert legal is not None  # the person is to act
        stand_in = player_for(Level.NORMAL, random.Random(table.deal_no))
        session.submit(stand_in.decide(session.seat_view(session.person), legal))
    else:
        session.hurry()
        session.advance(0.0)
    return not table.is_over
