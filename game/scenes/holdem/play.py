"""Texas Hold'em's entry points for the registry (`game.games`): set-up, table, sessions, resume, demo.

Everything the app needs to start, resume or watch a Hold'em table is here,
so `game.app`, `game.scenes.flow` and `game.persistence` name no game: the
registry's entry points at these functions, and Hold'em's own screens reach
one another through them.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.engine.holdem import HoldemConfig, HoldemGame, HoldemPhase, HoldemSeat, Structure, TableFormat
from game.scenes.base import Push, Replace, Scene, SceneContext, Transition
from game.session import HoldemOptions, HoldemSession, LocalHoldemSession
from game.session.background import at_once

if TYPE_CHECKING:
    from game.scenes.flow import DemoSetup

__all__ = [
    "KEY", "HOLDEM_DEMO", "setup", "table", "over", "history", "new_session", "resumable", "resume", "demo",
    "computer_session", "computer_step",
]

#: The game's key in the registry (and the name of its save slot).
KEY = "holdem"

#: The Hold'em watch game's table beside its seats, level and structure: a sit-and-go whose
#: blinds double every 5 hands, so it ends after some dozens of hands.
HOLDEM_DEMO = {"big_blind": 20, "starting_stack": 1000, "blind_hands": 5}


def setup(ctx: SceneContext) -> Scene:
    """The set-up of a new Hold'em table."""
    from game.scenes.holdem.setup import HoldemSetupScene

    return HoldemSetupScene(ctx)


def table(ctx: SceneContext, session: HoldemSession) -> Scene:
    """The Hold'em table of a session."""
    from game.scenes.holdem.table import HoldemTableScene

    return HoldemTableScene(ctx, session)


def over(ctx: SceneContext, session: HoldemSession) -> Scene:
    """The end screen of a decided sit-and-go."""
    from game.scenes.holdem.over import HoldemOverScene

    return HoldemOverScene(ctx, session)


def history(ctx: SceneContext, session: HoldemSession) -> Scene:
    """The history of the table's hands."""
    from game.scenes.holdem.history import HoldemHistoryScene

    return HoldemHistoryScene(ctx, session.table)


def new_session(
    ctx: SceneContext, config: HoldemConfig, options: HoldemOptions, recorded: bool = True
) -> LocalHoldemSession:
    """A Hold'em session with a fresh table: shuffled by the OS generator, or with ``--seed``
    reproducibly; the computer players seeded likewise; recorded by its save slot (saved at
    every action, its hands counted once) unless not ``recorded`` (the --demo watch game
    leaves a player's saved table alone)."""
    seed = ctx.seed
    game = HoldemGame(config, random.Random(seed) if seed is not None else None)
    return LocalHoldemSession(game, random.Random(seed), ctx.recorder(KEY) if recorded else None, options)


def resumable(ctx: SceneContext) -> bool:
    """Whether the start screen offers "Hold'em fortsetzen" (a saved table exists)."""
    return ctx.has_save(KEY)


def resume(ctx: SceneContext) -> Transition | None:
    """Hold'em fortsetzen: the table exactly where the save left it, or - if the save is
    refused - its notice and the set-up of a new table (the bad file is kept aside)."""
    seed = ctx.seed
    result = ctx.read_save(KEY, random.Random(seed) if seed is not None else None)
    if result is None:
        return None
    if result.ok:
        saved = result.game
        options = HoldemOptions(saved.timer, saved.hot_seat_tips)
        session = LocalHoldemSession(saved.game, random.Random(seed), ctx.recorder(KEY), options)
        return Replace(table(ctx, session), clear=True)
    ctx.apply(Replace(ctx.screens.start(), clear=True))  # without "Hold'em fortsetzen" now
    return Push(setup(ctx))


def demo(ctx: SceneContext, watch: DemoSetup) -> Scene:
    """The Hold'em watch game: a sit-and-go of ``watch.seats`` computers, not recorded."""
    seats = tuple(
        HoldemSeat(ctx.t("setup.default_computer", n=i + 1), False, watch.level) for i in range(watch.seats)
    )
    config = HoldemConfig(
        seats,
        Structure(watch.structure),
        table_format=TableFormat.SIT_AND_GO,
        big_blind=HOLDEM_DEMO["big_blind"],
        starting_stack=HOLDEM_DEMO["starting_stack"],
        blind_hands=HOLDEM_DEMO["blind_hands"],
    )
    return table(ctx, new_session(ctx, config, HoldemOptions(), recorded=False))


def computer_session(ctx: SceneContext) -> LocalHoldemSession:
    """A recorded sit-and-go of two Normal computers (200 chips, blinds doubling every two
    hands), deciding at once and seeded by ``--seed``: what `tests/ui/test_registry.py` plays
    to its end, saves and resumes."""
    seed = ctx.seed
    config = HoldemConfig.computers(2, table_format=TableFormat.SIT_AND_GO, starting_stack=200, blind_hands=2)
    game = HoldemGame(config, random.Random(seed) if seed is not None else None)
    return LocalHoldemSession(game, random.Random(seed), ctx.recorder(KEY), HoldemOptions(), runner=at_once)


def computer_step(session: HoldemSession) -> bool:
    """One move of a table whose seats computers play: the next hand, or the next action at
    once; False once the sit-and-go is decided."""
    table = session.table
    if table.is_over:
        return False
    if table.phase is HoldemPhase.BETWEEN_HANDS:
        session.next_hand()
    else:
        session.hurry()
        session.advance(0.0)
    return not table.is_over
