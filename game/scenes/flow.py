"""Which screen comes first and how the screens reach each other: the `Screens` of the app.

`Flow` builds the scenes every game leads to (the start menu) and chooses the
first screen: the license at a first start, the --demo watch game, else the
start menu. The watch game is the one the registry (`game.games`) lists under
the demo's ``game`` (its entry's ``demo``), of computer players only; it is
not saved or counted where that would touch a player's own save. A game's
own screens (set-up, table, end) are reached through its entry in the
registry, and within the game through its own ``play`` module, so the scene
modules form no import circle and the app imports no scene but this. Each
scene module is imported when its first scene is built, so start-up loads
only the screens it shows.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import Level, Mode, RuleSet
from game.scenes.base import Scene, SceneContext

__all__ = ["Flow", "DemoSetup"]


@dataclass(frozen=True, slots=True)
class DemoSetup:
    """The watch game of --demo: computer players only."""

    players: int
    mode: Mode
    tokens: int
    rules: RuleSet
    level: Level
    #: The registered game to watch (its entry's ``demo`` builds the table), and the seats
    #: and betting structure (a `game.engine.holdem.Structure` value) of a game that takes them.
    game: str = "token"
    seats: int = 6
    structure: str = "no-limit"


class Flow:
    """The app's `game.scenes.base.Screens`: scenes built for a context."""

    def __init__(self, ctx: SceneContext, demo: DemoSetup | None = None) -> None:
        self._ctx = ctx
        self._demo = demo

    def start(self) -> Scene:
        from game.scenes.start import StartScene

        return StartScene(self._ctx)

    def first(self) -> Scene:
        """The start screen, or the license first when it was never accepted (and in demo)."""
        after = self.demo if self._demo is not None else self.start
        if not self._ctx.settings.license_accepted:
            from game.scenes.license import LicenseScene

            return LicenseScene(self._ctx, first_start=True, then=after)  # made once it is passed
        return after()

    def demo(self) -> Scene:
        """The --demo watch game's table (without --demo: five Normal computer players of the
        first game); ``KeyError`` if no registered game is called ``demo.game``."""
        demo = self._demo or DemoSetup(5, Mode.DESCENDING, 6, RuleSet.ORIGINAL, Level.NORMAL)
        for entry in self._ctx.games:
            if entry.key == demo.game and entry.demo is not None:
                return entry.demo(self._ctx, demo)
        raise KeyError(f"no game {demo.game!r} can be watched with --demo")
