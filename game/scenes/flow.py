"""Which screen comes first and how the screens reach each other: the `Screens` of the app.

`Flow` builds the scenes that other scenes lead to (the start menu, the set-up,
a table for a session) and chooses the first screen: the license at a first
start, the --demo watch game, else the start menu. The watch game is the
token game of the demo's set-up, or (``game`` "holdem") a Hold'em sit-and-go
of computer players only (`HOLDEM_DEMO`), which ends when one holds all the
chips; its end screen, as the token game's, quits after a moment. It is not
saved or counted: a player's saved Hold'em table stays as it is. Scenes reach these through
their context (``self.app.screens``) instead of importing each other, so the
scene modules form no import circle and the app imports no scene but this.
Each scene module is imported when its first scene is built, so start-up
loads only the screens it shows.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import GameConfig, Level, Mode, RuleSet, SeatConfig
from game.engine.holdem import HoldemConfig, HoldemSeat, Structure, TableFormat
from game.scenes.base import Scene, SceneContext
from game.session import DuellSession, HoldemOptions, HoldemSession, Session

__all__ = ["Flow", "DemoSetup", "HOLDEM_DEMO"]

#: The Hold'em watch game's table beside its seats, level and structure: a sit-and-go whose
#: blinds double every 5 hands, so it ends after some dozens of hands.
HOLDEM_DEMO = {"big_blind": 20, "starting_stack": 1000, "blind_hands": 5}


@dataclass(frozen=True, slots=True)
class DemoSetup:
    """The watch game of --demo: computer players only."""

    players: int
    mode: Mode
    tokens: int
    rules: RuleSet
    level: Level
    #: "token", or "holdem" with its seats and structure.
    game: str = "token"
    seats: int = 6
    structure: Structure = Structure.NO_LIMIT


class Flow:
    """The app's `game.scenes.base.Screens`: scenes built for a context."""

    def __init__(self, ctx: SceneContext, demo: DemoSetup | None = None) -> None:
        self._ctx = ctx
        self._demo = demo

    def start(self) -> Scene:
        from game.scenes.start import StartScene

        return StartScene(self._ctx)

    def setup(self) -> Scene:
        from game.scenes.token.setup import SetupScene

        return SetupScene(self._ctx)

    def table(self, session: Session) -> Scene:
        from game.scenes.token.table import TableScene

        return TableScene(self._ctx, session)

    def duell_setup(self) -> Scene:
        from game.scenes.duell.setup import DuellSetupScene

        return DuellSetupScene(self._ctx)

    def duell_table(self, session: DuellSession, resumed: bool = False) -> Scene:
        from game.scenes.duell.table import DuellTableScene

        return DuellTableScene(self._ctx, session, resumed)

    def holdem_setup(self) -> Scene:
        from game.scenes.holdem.setup import HoldemSetupScene

        return HoldemSetupScene(self._ctx)

    def holdem_table(self, session: HoldemSession) -> Scene:
        from game.scenes.holdem.table import HoldemTableScene

        return HoldemTableScene(self._ctx, session)

    def first(self) -> Scene:
        """The start screen, or the license first when it was never accepted (and in demo)."""
        after = self.demo if self._demo is not None else self.start
        if not self._ctx.settings.license_accepted:
            from game.scenes.license import LicenseScene

            return LicenseScene(self._ctx, first_start=True, then=after)  # made once it is passed
        return after()

    def demo(self) -> Scene:
        """The --demo watch game's table (without --demo: five Normal computer players)."""
        demo = self._demo or DemoSetup(5, Mode.DESCENDING, 6, RuleSet.ORIGINAL, Level.NORMAL)
        if demo.game == "holdem":
            return self.holdem_demo(demo)
        seats = tuple(
            SeatConfig(self._ctx.t("setup.default_computer", n=i + 1), False, demo.level)
            for i in range(demo.players)
        )
        config = GameConfig(seats, demo.mode, demo.tokens, demo.rules)
        return self.table(self._ctx.new_session(config))

    def holdem_demo(self, demo: DemoSetup) -> Scene:
        """The Hold'em watch game: a sit-and-go of ``demo.seats`` computers, not recorded."""
        seats = tuple(
            HoldemSeat(self._ctx.t("setup.default_computer", n=i + 1), False, demo.level)
            for i in range(demo.seats)
        )
        config = HoldemConfig(
            seats,
            demo.structure,
            table_format=TableFormat.SIT_AND_GO,
            big_blind=HOLDEM_DEMO["big_blind"],
            starting_stack=HOLDEM_DEMO["starting_stack"],
            blind_hands=HOLDEM_DEMO["blind_hands"],
        )
        return self.holdem_table(self._ctx.new_holdem_session(config, HoldemOptions(), recorded=False))
