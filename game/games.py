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

__all__ = [
    "GameInfo",
    "GAMES",
    "games",
    "stats_sections",
    "stats_tabs",
    "find_game",
    "find_variant",
    "register",
    "unregister",
]


def _entry(module: str, name: str) -> Any:
    """``name`` of ``module``, imported now (a screen or a session, reached when first used)."""
    return getattr(importlib.import_module(module), name)


def _play(game: str, name: str) -> Callable[..., Any]:
    """The function ``name`` of the game's own ``game.scenes.<game>.play`` (imported when called)."""

    def call(*args: Any, **kwargs: Any) -> Any:
        return _entry(f"game.scenes.{game}.play", name)(*args, **kwargs)

    call.__name__ = call.__qualname__ = f"{game}_{name}"
    return call


def _slot(module: str, name: str) -> Callable[[], type[Any]]:
    """The class of a game's save slot, imported when the persistence makes it."""
    return lambda: _entry(module, name)


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
    #: The class of its save slot (`game.session.slot`): called with the notice queue of the
    #: `game.persistence.Persistence`, it keeps the running game on disk and counts it once.
    save_slot: Callable[[], Callable[[Callable[[Any], None]], Any]] | None = None
    #: The --demo watch game's table (context, `game.scenes.flow.DemoSetup`); None: see ``no_demo``.
    demo: Callable[[SceneContext, Any], Scene] | None = None
    #: Its screens of a local session besides the set-up: the table, the end screen, the history
    #: (context, session) - the registry test opens each of them.
    table: Callable[[SceneContext, Any], Scene] | None = None
    #: A local session of a fresh game of a set-up (the game's own `play.new_session`).
    new_session: Callable[..., Any] | None = None
    over: Callable[[SceneContext, Any], Scene] | None = None
    history: Callable[[SceneContext, Any], Scene] | None = None
    #: A short recorded local session whose every seat a computer plays, and one move of such a
    #: session (False once it is over): the registry test plays each game to its end with them.
    computer_session: Callable[[SceneContext], Any] | None = None
    computer_step: Callable[[Any], bool] | None = None
    #: Its statistics: its section of the statistics file (`game.storage.stats.StatsSection`, in
    #: ``game.storage.<game>.stats``) and its tab on the statistics screen
    #: (`game.scenes.stats.StatsTab`, in ``game.scenes.<game>.stats``); None: not counted.
    stats_section: Callable[[], Any] | None = None
    stats_tab: Callable[[], Any] | None = None
    #: ``"module:function"`` that fills its computer players' slow one-time tables (called on the
    #: window's preload thread, `game.app.App.preload`); None: nothing to warm.
    warm_up: str | None = None

    def warm_up_players(self) -> None:
        """Fill this game's one-time tables (``warm_up``), if it names any."""
        if self.warm_up is not None:
            module, _, name = self.warm_up.partition(":")
            getattr(importlib.import_module(module), name)()

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
        warm_up="game.engine.token.strategies.profi:warm_up",
        options=("players", "mode", "tokens", "rules"),
        title_key="choice.token",
        help_key="choice.token_help",
        letter="T",
        setup=_play("token", "setup"),
        continue_key="menu.continue",
        resumable=_play("token", "resumable"),
        resume=_play("token", "resume"),
        table=_play("token", "table"),
        new_session=_play("token", "new_session"),
        over=_play("token", "over"),
        history=_play("token", "history"),
        computer_session=_play("token", "computer_session"),
        computer_step=_play("token", "computer_step"),
        variant="token",
        remote_session=_token_remote,
        remote_screen=_token_net_screen,
        stats_section=lambda: _entry("game.storage.token.stats", "TOKEN_STATS"),
        stats_tab=lambda: _entry("game.scenes.token.stats", "TokenTab")(),
        save_slot=_slot("game.session.token.slot", "TokenSlot"),
        demo=_play("token", "demo"),
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
        setup=_play("duell", "setup"),
        continue_key="menu.continue_duell",
        resumable=_play("duell", "resumable"),
        resume=_play("duell", "resume"),
        table=_play("duell", "table"),
        new_session=_play("duell", "new_session"),
        over=_play("duell", "over"),
        history=_play("duell", "history"),
        computer_session=_play("duell", "computer_session"),
        computer_step=_play("duell", "computer_step"),
        stats_section=lambda: _entry("game.storage.duell.stats", "DUELL_STATS"),
        stats_tab=lambda: _entry("game.scenes.duell.stats", "DuellTab")(),
        save_slot=_slot("game.session.duell.slot", "DuellSlot"),
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
        setup=_play("holdem", "setup"),
        continue_key="menu.continue_holdem",
        resumable=_play("holdem", "resumable"),
        resume=_play("holdem", "resume"),
        table=_play("holdem", "table"),
        new_session=_play("holdem", "new_session"),
        over=_play("holdem", "over"),
        history=_play("holdem", "history"),
        computer_session=_play("holdem", "computer_session"),
        computer_step=_play("holdem", "computer_step"),
        stats_section=lambda: _entry("game.storage.holdem.stats", "HOLDEM_STATS"),
        stats_tab=lambda: _entry("game.scenes.holdem.stats", "HoldemTab")(),
        save_slot=_slot("game.session.holdem.slot", "HoldemSlot"),
        demo=_play("holdem", "demo"),
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


def stats_sections() -> list[Any]:
    """The statistics file's sections of the registered games, in order."""
    return [info.stats_section() for info in GAMES if info.stats_section is not None]


def stats_tabs() -> list[Any]:
    """The statistics screen's tabs of the registered games, in order."""
    return [info.stats_tab() for info in GAMES if info.stats_tab is not None]


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
