"""Hold'em on disk through the real app: a table left and resumed from the start screen at the same
action, a damaged save refused with its notice, and the computers' reasons in the player's words."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pygame
import pytest

from game.app import App, AppOptions
from game.engine.holdem import (
    HoldemConfig,
    HoldemGame,
    HoldemSeat,
    HoldemView,
    player_for,
    to_dict,
)
from game.engine.levels import Level
from game.persistence import Persistence
from game.scenes.holdem import play as holdem_play
from game.scenes.holdem.setup import HoldemSetupScene
from game.scenes.holdem.table import HoldemTableScene
from game.scenes.start import StartScene
from game.session import HoldemOptions
from game.storage import holdem_save_path
from game.text import Translator
from game.text.holdem.words import reason_words

from .helpers import click, key
from .holdem_helpers import DT


@pytest.fixture
def stored_app() -> Iterator:
    """Factory for an App backed by the per-user storage (like `game.app.run`)."""
    apps: list[App] = []

    def factory(**kw: object) -> App:
        app = App(AppOptions(windowed_size=(960, 540), **kw), persistence=Persistence())  # type: ignore[arg-type]
        app.update_settings(license_accepted=True)
        apps.append(app)
        return app

    yield factory
    for app in apps:
        if pygame.get_init():
            app.close()


def continue_button(app: App):  # type: ignore[no-untyped-def]
    start = app.top
    assert isinstance(start, StartScene)
    return next((b for b in start.buttons if b.label() == "Hold'em fortsetzen"), None)


def test_a_table_left_mid_hand_resumes_at_the_same_action(stored_app) -> None:
    app = stored_app(seed=3)
    app.push(app.first_scene())
    app.step(DT)
    assert continue_button(app) is None
    key(app, pygame.K_RETURN)  # Neues Spiel
    key(app, pygame.K_h)  # Texas Hold'em
    assert isinstance(app.top, HoldemSetupScene)
    key(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    table = app.top
    assert isinstance(table, HoldemTableScene)
    session = table.session
    for _ in range(2000):
        if session.table.hand_no >= 2 and table.my_turn():
            break
        if table.finished_hand() is not None:
            key(app, pygame.K_SPACE)
        elif table.my_turn():
            key(app, pygame.K_c)
        else:
            app.step(DT)
    assert table.my_turn()
    before = to_dict(session.game.state())
    hole = session.table.hole(0)
    app.close()  # the window closes mid-hand
    app = stored_app(seed=99)  # another seed: the resumed hand must not be dealt again
    app.push(app.first_scene())
    app.step(DT)
    resume = continue_button(app)
    assert resume is not None
    click(app, resume.rect.center)
    table = app.top
    assert isinstance(table, HoldemTableScene)
    assert to_dict(table.session.game.state()) == before
    assert table.session.table.hole(0) == hole and table.board_shown == len(table.session.table.board)
    app.step(DT)
    assert table.my_turn() and table.bar.names()


def test_a_damaged_save_is_refused_with_its_notice_and_the_setup(stored_app) -> None:
    app = stored_app()
    seats = (HoldemSeat("Anna", True), *HoldemConfig.computers(3).seats[1:])
    session = holdem_play.new_session(app, HoldemConfig(seats), HoldemOptions())
    session.close()
    path = holdem_save_path()
    data = json.loads(path.read_text())
    data["game"]["game"]["hand_no"] = 7
    path.write_text(json.dumps(data))
    app.push(app.first_scene())
    app.step(DT)
    click(app, continue_button(app).rect.center)
    assert isinstance(app.top, HoldemSetupScene), "the set-up of a new table"
    told = [app.toast.current, *app.toast.queue]
    assert any(message and "Spielstand" in message for message in told) and not path.exists()


@pytest.mark.parametrize("level", list(Level))
def test_every_computer_reason_is_said_in_the_players_words(level: Level) -> None:
    rng = random.Random(4)
    game = HoldemGame(HoldemConfig.computers(6, level), rng)
    player = player_for(level, rng)
    said: set[str] = set()
    for _ in range(6):
        game.start_hand()
        while game.current is not None:
            seat = game.current
            view: HoldemView = game.view(seat)
            legal = game.legal_actions(seat)
            assert legal is not None
            decision = player.decision(view, legal)
            for language in ("de", "en"):
                words = reason_words(decision.reason, Translator(language))
                assert words != decision.reason, f"not understood: {decision.reason!r}"
                said.add(words.split(":")[0].split(" ")[0])
            game.apply(decision.action)
    assert len(said) >= 3, "several kinds of decisions were said"
