"""The registry of games (`game.games`) is the one place the program learns its games.

For every registered game: ``--simulate`` plays computer games to their end,
reproducibly for a seed; every game played in the window starts a session of
computer players, is saved, resumed from its save and played to its end, is
counted in the statistics once (its save then cleared), and each of its screens
(set-up, table, end, history) opens and draws; the game choice offers each
game with a set-up screen and opens that screen by button and by its letter;
the network lobby reads a table with the session its variant's entry names. A game registered only by
this test (tests/ui/toy_game.py) appears in the game choice and behind
``--game`` without any other module naming it.
"""

from __future__ import annotations

import io
import re

import pygame
import pytest

from game import games as registry
from game.app import App, AppOptions
from game.cli import main, parse_args
from game.games import find_game, find_variant, games
from game.net.client import NetClient
from game.persistence import Persistence
from game.scenes.base import Pop, Replace
from game.scenes.game_choice import GameChoiceScene
from game.scenes.net.games import session_for
from game.session.european.remote import RemoteEuropeanSession
from game.session.token.remote import RemoteSession
from game.storage import load_stats
from game.ui.settings_state import Settings
from tests.ui.helpers import click, key
from tests.ui.toy_game import TOY, ToySetupScene

#: The lines of a simulation that measure wall time (the only ones a seed does not fix).
_TIMED = re.compile(r"pro Sekunde|per second|Sekunden|seconds", re.I)


def _simulated(key_: str, seed: int) -> str:
    argv = ["--simulate", "2", "--seed", str(seed)] + ([] if key_ == "token" else ["--game", key_])
    out = io.StringIO()
    assert find_game(key_).run_simulation(parse_args(argv), out) == 0
    return "\n".join(line for line in out.getvalue().splitlines() if not _TIMED.search(line))


@pytest.mark.parametrize("key_", [info.key for info in games()])
def test_every_game_plays_to_its_end_reproducibly(key_):
    once, again, other = _simulated(key_, 5), _simulated(key_, 5), _simulated(key_, 6)
    assert once and once == again
    assert other != once  # the seed is really used: another seed, another game


#: The games played in the window (with a save slot): the ones the next test plays through.
LOCAL = [info.key for info in games() if info.save_slot is not None]
#: Most moves a short computer game may take (they take some dozens to some hundreds).
MOST_MOVES = 20_000


def _play(info, session, moves: int | None = None) -> int:
    """Play ``session`` by computer players: ``moves`` moves (None: to its end); the moves made."""
    for made in range(MOST_MOVES):
        if made == moves or not info.computer_step(session):
            return made
    raise AssertionError(f"{info.key}: no end after {MOST_MOVES} moves")


def _opens(app, scene) -> None:
    """``scene`` is pushed, laid out, updated and drawn without a fault."""
    app.push(scene)
    app.run_frames(2)
    assert app.top is scene
    app.apply(Pop())


@pytest.mark.parametrize("key_", LOCAL)
def test_every_game_is_played_saved_resumed_counted_and_shown(key_):
    info = find_game(key_)
    app = App(AppOptions(windowed_size=(960, 540), seed=7), settings=Settings(license_accepted=True),
              persistence=Persistence())
    try:
        app.run_frames(1)
        stats_before = load_stats()[0].to_dict()
        session = info.computer_session(app)
        assert _play(info, session, moves=4) == 4  # under way, not over
        assert not session.table.is_over
        app.push(info.table(app, session))
        app.run_frames(2)
        _opens(app, info.history(app, session))
        app.apply(Pop())  # leaving the table writes the save
        assert info.resumable(app), "a game left under way can be continued"
        saved = app.persistence.slot(key_).read().data
        assert saved

        resumed_to = info.resume(app)
        app.apply(resumed_to)
        table = app.top
        assert type(table) is type(info.table(app, session)), "resuming opens the game's table"
        resumed = table.session
        assert resumed is not session and resumed.table.history == session.table.history
        resumed.close()  # saved again as it was read: exactly where it was left
        assert app.persistence.slot(key_).read().data == saved
        assert _play(info, resumed) > 0 and resumed.table.is_over
        app.persistence.flush()
        assert not info.resumable(app), "a finished game's save is cleared"
        assert load_stats()[0].to_dict() != stats_before, "the finished game is counted"

        for screen in (info.over, info.history, lambda ctx, _: info.setup(ctx)):
            _opens(app, screen(app, resumed))
        counted = load_stats()[0].to_dict()
        app.apply(Replace(info.table(app, resumed), clear=True))  # the finished table once more,
        app.run_frames(2)
        app.apply(Replace(info.setup(app), clear=True))  # and left again
        resumed.close()
        app.persistence.flush()
        assert load_stats()[0].to_dict() == counted, "counted once"
    finally:
        app.close()


def test_the_registry_holds_the_four_games_once_each():
    keys = [info.key for info in games()]
    assert keys == ["token", "duell", "holdem", "european"]
    assert find_variant("european").key == "european" and find_variant("token").key == "token"
    with pytest.raises(KeyError):
        find_game("chess")
    with pytest.raises(ValueError):
        registry.register(find_game("duell"))


def _choice(make_app):
    app = make_app((1280, 720))
    app.run_frames(2)
    app.push(GameChoiceScene(app))
    app.run_frames(2)
    assert isinstance(app.top, GameChoiceScene)
    return app


def test_the_choice_offers_every_game_with_a_set_up_screen(make_app):
    app = _choice(make_app)
    played = [info for info in games() if info.setup is not None]
    assert [entry.key for entry, _ in app.top.games] == [info.key for info in played]
    for info in played:
        app.push(GameChoiceScene(app))
        app.run_frames(1)
        expected = type(info.setup(app))
        click(app, app.top.button(info.key).rect.center)
        app.run_frames(2)
        assert type(app.top) is expected, info.key
        app.push(GameChoiceScene(app))
        app.run_frames(1)
        key(app, ord(info.letter.lower()))
        app.run_frames(2)
        assert type(app.top) is expected, info.key


def test_a_game_registered_by_a_test_appears_in_the_choice_and_the_command_line(make_app, capsys):
    registry.register(TOY)
    try:
        app = _choice(make_app)
        assert [entry.key for entry, _ in app.top.games][-1] == "toy"
        key(app, pygame.K_y)
        app.run_frames(2)
        assert isinstance(app.top, ToySetupScene)
        assert main(["--simulate", "3", "--seed", "9", "--game", "toy"]) == 0
        assert "toy: 3 games, seed 9" in capsys.readouterr().out
        with pytest.raises(SystemExit):
            main(["--demo", "--game", "toy"])
        assert "the toy game has no table to watch" in capsys.readouterr().err
    finally:
        registry.unregister("toy")
    assert "toy" not in [info.key for info in games()]


def test_the_lobby_reads_a_table_with_its_variants_session():
    client = NetClient("ws://127.0.0.1:9", "Ada", "secret")  # never started: no connection
    token = RemoteSession(client)
    european = session_for(games(), token, "european")
    assert type(european) is RemoteEuropeanSession and european.client is client
    assert type(session_for(games(), european, "token")) is RemoteSession
    assert session_for(games(), token, "token") is token
    assert session_for(games(), token, "unknown-variant") is token


def test_a_game_registered_by_a_test_has_its_statistics_tab_and_section():
    """The toy's section is read, counted and kept beside the other games', and its tab is the
    statistics screen's last game tab - no module outside the test's folder names it."""
    from game.scenes.stats import StatsScene
    from game.storage import TOKEN_STATS, GameSummary, SeatSummary, record_game, save_stats
    from game.storage.stats import Stats, finish
    from tests.ui.toy_game import TOY_STATS, record_toy

    token = GameSummary("absteigend", "original", 2, (SeatSummary("Anna", True, 1, True, 2),))
    save_stats(record_game(Stats(), token))
    registry.register(TOY)
    try:
        app = App(AppOptions(windowed_size=(1280, 720), seed=7), settings=Settings(license_accepted=True),
                  persistence=Persistence())
        app.run_frames(1)
        # counted below the registry (as a game's save slot counts): the other sections stay
        finish(lambda stats: record_toy(stats, "Bea"), None, None, clear=False)
        finish(lambda stats: record_toy(stats, "Bea"), None, None, clear=False)
        stats = app.persistence.load_stats()
        assert stats.get(TOY_STATS) == {"Bea": 2}
        assert TOKEN_STATS.player(stats, "Anna", True) is not None, "the token game's records are kept"
        scene = StatsScene(app)
        app.push(scene)
        app.run_frames(2)
        assert [key_ for key_, _ in scene.tabs][-1] == "toy"
        toy_tab = scene.game_tab("toy")
        assert not toy_tab.rect.colliderect(scene.tab_humans.rect), "every game's tab fits"
        click(app, toy_tab.rect.center)
        app.run_frames(2)
        assert scene.game == "toy" and [(p.name, p.wins) for p in scene.players] == [("Bea", 2)]
        assert scene.games_line(scene.players[0]) == app.t("stats.games_total", n=2)
        click(app, scene.game_tab("token").rect.center)
        assert [p.name for p in scene.players] == ["Anna"]
        scene.reset()
        assert app.persistence.load_stats().get(TOY_STATS) == {}, "Zurücksetzen empties its section too"
        app.close()
    finally:
        registry.unregister("toy")
