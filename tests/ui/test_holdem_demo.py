"""``--demo --game holdem`` in the window: a sit-and-go of computers only, watched to its end
screen, which quits by itself; a player's saved Hold'em table is left alone."""

from __future__ import annotations

import random

from game.app import App, AppOptions
from game.engine.holdem import HoldemConfig, HoldemGame, HoldemSeat, Structure, TableFormat
from game.persistence import Persistence
from game.scenes.holdem.over import HoldemOverScene
from game.scenes.holdem.table import HoldemTableScene
from game.session import LocalHoldemSession
from game.storage import holdem_save_path, read_holdem, save_holdem
from game.storage.holdem.saves import HoldemTable
from game.ui.settings_state import Settings

DT = 1 / 30


def test_the_holdem_demo_plays_a_computer_sit_and_go_to_its_end_and_quits(make_app) -> None:
    mine = HoldemGame(HoldemConfig((HoldemSeat("Anna", True), HoldemSeat("Bot", False))), random.Random(1))
    mine.start_hand()
    save_holdem(HoldemTable(mine))
    saved = holdem_save_path().read_bytes()
    options = AppOptions(
        demo=True, game="holdem", seats=3, structure="limit", seed=4, windowed_size=(960, 540)
    )
    app = App(options, settings=Settings(license_accepted=True), persistence=Persistence(demo=True))
    try:
        app.push(app.first_scene())
        table = app.top
        assert isinstance(table, HoldemTableScene)
        session = table.session
        assert isinstance(session, LocalHoldemSession)
        config = session.table.config
        assert session.people == () and len(config.seats) == 3
        assert config.table_format is TableFormat.SIT_AND_GO and config.structure is Structure.LIMIT
        seen_over = False
        for _ in range(200000):
            if not app.step(DT):
                break
            seen_over = seen_over or isinstance(app.top, HoldemOverScene)
        else:
            raise AssertionError("the demo never ended")
        assert seen_over and not app.running and session.table.is_over
        assert sum(session.table.stacks) == 3 * config.starting_stack
    finally:
        app.close()
    assert holdem_save_path().read_bytes() == saved and read_holdem().ok  # the player's table
