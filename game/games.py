"""The registry of games: one entry per game says, once, what the program needs about it.

Each `GameInfo` names its game (``key``, the catalogue keys of its button in
Neues Spiel and of its Fortsetzen button), its headless ``--simulate`` runner
and the options only it takes, why it cannot be watched with ``--demo`` (if
it cannot), its network variant and the remote session that reads a table of
that variant, and how its set-up screen opens and its save resumes. The
command line, the game choice, the start screen and the network lobby loop
over `games()`; none of them names a game. A new game adds its own folders
and one `GameInfo` line to `GAMES` (python-chess's ``VARIANTS``, PySolFC's
``registerGame`` and the server's own `game.net.variant` work the same way);
`register` adds one at run time (a test's own game).

Importing this module imports no pygame and no command-line module: the
screens and sessions are reached through functions that import them when
called, and each game's ``--simulate`` runner is named as an entry point
(``"module:function"``, as in pyproject's scripts), imported when it runs - so
the command line can import the registry, and ``--simulate`` stays pure.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TextIO

if TYPE_CHECKING:
    from game.scenes.base import Scene, SceneContext, Transition

__all__ = ["GameInfo", "GAMES", "games", "find_game", "find_variant", "register", "unregister"]


def _token_setup(ctx: SceneContext) -> Scene:
    return ctx.screens.setup()


def _duell_setup(ctx: SceneContext) -> Scene:
    return ctx.screens.duell_setup()


def _holdem_setup(ctx: SceneContext) -> Scene:
    return ctx.screens.holdem_setup()


def _token_net_screen(ctx: SceneContext, session: Any, chat: Any) -> Scene:
    from game.scenes.net.token.table import NetTokenScene

    return NetTokenScene(ctx, session, chat)


def _european_net_screen(ctx: SceneContext, session: Any, chat: Any) -> Scene:
    from game.scenes.net.european.table import EuropeanTableScene

    return EuropeanTableScene(ctx, session, chat)


def _holdem_net_screen(ctx: SceneContext, session: Any, chat: Any) -> Scene:
    from game.scenes.net.holdem.table import NetHoldemScene

    return NetHoldemScene(ctx, session, chat)


def _holdem_remote() -> type[Any]:
    from game.session.holdem.remote import RemoteHoldemSession

    return RemoteHoldemSession


def _duell_net_screen(ctx: SceneContext, session: Any, chat: Any) -> Scene:
    from game.scenes.net.duell.table import NetDuellScene

    return NetDuellScene(ctx, session, chat)


def _duell_remote() -> type[Any]:
    from game.session.duell.remote import RemoteDuellSession

    return RemoteDuellSession


def _token_remote() -> type[Any]:
    from game.session.token.remote import RemoteSession

    return RemoteSession


def _european_remote() -> type[Any]:
    from game.session.european.remote import RemoteEuropeanSession

    return RemoteEuropeanSession


@dataclass(frozen=True, slots=True)
class GameInfo:
    """Everything the program needs to know about one game (see the module docstring)."""

    #: The name on the command line (``--game KEY``) and in the registry.
    key: str
    #: ``--simulate N --game KEY``: the entry point ``"module:function"`` of its runner,
    #: (parsed options, output) -> exit code; engine only (see `GameInfo.run_simulation`).
    simulate: str
    #: The command-line options only this game takes (``--seats`` ...).
    options: tuple[str, ...] = ()
    #: Why ``--demo`` cannot show this game (None: it can).
    no_demo: str | None = None
    #: Catalogue keys of its button in Neues Spiel and the line under it; its shortcut key.
    title_key: str | None = None
    help_key: str | None = None
    letter: str | None = None
    #: Its set-up screen (None: not played in the window, only at a network table).
    setup: Callable[[SceneContext], Scene] | None = None
    #: Catalogue key of "continue this game" on the start screen, whether a save exists, and
    #: the transition that resumes it (the table, or its set-up if the save is refused).
    continue_key: str | None = None
    resumable: Callable[[SceneContext], bool] | None = None
    resume: Callable[[SceneContext], Transition | None] | None = None
    #: Its network variant (`game.net.variant`) and the class of the session that reads it.
    variant: str | None = None
    remote_session: Callable[[], type[Any]] | None = None
    #: The screen that shows a game of its variant over the lobby (context, session, chat), and
    #: whether that screen stays up between games too (else it opens with each game).
    remote_screen: Callable[[SceneContext, Any, Any], Scene] | None = None
    remote_idle: bool = False

    def simulation_runner(self) -> Callable[[argparse.Namespace, TextIO], int]:
        """The ``--simulate`` runner the ``simulate`` entry point names (imported now)."""
        module, _, name = self.simulate.partition(":")
        runner: Callable[[argparse.Namespace, TextIO], int] = getattr(importlib.import_module(module), name)
        return runner

    def run_simulation(self, args: argparse.Namespace, out: TextIO) -> int:
        """``--simulate`` of this game with the parsed options, printed to ``out``; the exit code."""
        return self.simulation_runner()(args, out)


#: The games, in the order of the game choice and the start screen.
GAMES: list[GameInfo] = [
    GameInfo(
        key="token",
        simulate="game.cli.token:run_token",
        options=("players", "mode", "tokens", "rules"),
        title_key="choice.token",
        help_key="choice.token_help",
        letter="T",
        setup=_token_setup,
        continue_key="menu.continue",
        resumable=lambda ctx: ctx.has_resumable_save(),
        resume=lambda ctx: ctx.resume_transition(),
        variant="token",
        remote_session=_token_remote,
        remote_screen=_token_net_screen,
    ),
    GameInfo(
        key="duell",
        simulate="game.cli.duell:run_duell",
        options=("deck",),
        no_demo=(
            "the Duell is always a person against the computer, so there is no computer-only game to watch"
        ),
        title_key="choice.duell",
        help_key="choice.duell_help",
        letter="D",
        setup=_duell_setup,
        continue_key="menu.continue_duell",
        resumable=lambda ctx: ctx.has_resumable_duell(),
        resume=lambda ctx: ctx.resume_duell_transition(),
        variant="duell",
        remote_session=_duell_remote,
        remote_screen=_duell_net_screen,
    ),
    GameInfo(
        key="holdem",
        simulate="game.cli.holdem:simulate_holdem",
        options=("seats", "structure"),
        title_key="choice.holdem",
        help_key="choice.holdem_help",
        letter="H",
        setup=_holdem_setup,
        continue_key="menu.continue_holdem",
        resumable=lambda ctx: ctx.has_resumable_holdem(),
        resume=lambda ctx: ctx.resume_holdem_transition(),
        variant="holdem",
        remote_session=_holdem_remote,
        remote_screen=_holdem_net_screen,
    ),
    GameInfo(
        key="european",
        simulate="game.cli.european:run_european",
        options=("seats",),
        no_demo="Europäisches Draw Poker is played at a network table, not as a watch game",
        variant="european",
        remote_session=_european_remote,
        remote_screen=_european_net_screen,
        remote_idle=True,  # the table shows the time between games too (KEIN SPIEL, S to start)
    ),
]


def games() -> tuple[GameInfo, ...]:
    """The registered games, in order."""
    return tuple(GAMES)


def find_game(key: str) -> GameInfo:
    """The game registered as ``key``; ``KeyError`` names the known ones."""
    for info in GAMES:
        if info.key == key:
            return info
    raise KeyError(f"no game {key!r} (known: {', '.join(g.key for g in GAMES)})")


def find_variant(variant: str) -> GameInfo:
    """The game whose network variant is ``variant``; ``KeyError`` if no game plays it."""
    for info in GAMES:
        if info.variant == variant and info.remote_session is not None:
            return info
    raise KeyError(f"no game plays the network variant {variant!r}")


def register(info: GameInfo) -> None:
    """Add a game at the end of the registry; ``ValueError`` if its key is taken."""
    if any(g.key == info.key for g in GAMES):
        raise ValueError(f"a game {info.key!r} is registered already")
    GAMES.append(info)


def unregister(key: str) -> None:
    """Remove the game ``key`` (a test's own game, when the test is done)."""
    GAMES[:] = [g for g in GAMES if g.key != key]
