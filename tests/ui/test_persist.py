"""Issue 4 through the real app loop: settings, save and resume, statistics, round history.

Every test runs in its own TOKENPOKER_HOME (tests/conftest.py), drives the
app with posted events and a fixed dt, and restarts the app by closing it
and building a new one on the same folder, as a player would.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App, AppOptions
from game.engine import Game, GameConfig, Mode, SeatConfig, TokenPhase
from game.legal import WARNING_LINES
from game.persistence import Persistence
from game.scenes.dialog import ConfirmDialog
from game.scenes.license import LicenseScene
from game.scenes.settings import SettingsScene
from game.scenes.start import StartScene
from game.scenes.stats import StatsScene
from game.scenes.token import play as token_play
from game.scenes.token.history import HistoryScene, history_rows
from game.scenes.token.setup import SetupScene
from game.scenes.token.table import TableScene
from game.session import LocalSession
from game.storage import (
    TOKEN_STATS,
    data_dir,
    finish_game,
    load_settings,
    load_stats,
    save_path,
    settings_path,
)
from game.text.notices import notice_text
from tests.storage.scripted import CONFIG, play_scripted, scripted_rng

from .helpers import click, key

WARNING_WORDS = " ".join(WARNING_LINES).split()
DT = 0.1
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def stored_app() -> Iterator:
    """Factory for an App backed by the per-user storage (like `game.app.run`)."""
    apps: list[App] = []

    def factory(size: tuple[int, int] = (1280, 720), demo: bool = False, **kw) -> App:
        app = App(AppOptions(windowed_size=size, demo=demo, **kw), persistence=Persistence(demo=demo))
        apps.append(app)
        return app

    yield factory
    for app in apps:
        if pygame.get_init():
            app.close()


def restart(app: App, **kw) -> App:
    """Close the window the way the player does and start the game again on the same folder."""
    app.close()
    return App(AppOptions(**kw), persistence=Persistence())


def start_first_scene(app: App) -> None:
    app.push(app.first_scene())
    app.step(DT)


def aside_files(name: str) -> list[Path]:
    return [p for p in data_dir().iterdir() if p.name.startswith(name + ".") and not p.name.endswith(".tmp")]


def recorded_text(scene, monkeypatch: pytest.MonkeyPatch) -> list[str]:  # type: ignore[no-untyped-def]
    """Every string a scene renders through its text cache (to assert what is on screen)."""
    seen: list[str] = []
    original = scene.text.render

    def render(text: str, *args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(text)
        return original(text, *args, **kwargs)

    monkeypatch.setattr(scene.text, "render", render)
    return seen


# settings ----------------------------------------------------------------------------
def test_settings_round_trip_through_screen_and_restart(stored_app) -> None:
    app = stored_app()
    app.update_settings(license_accepted=True)
    start_first_scene(app)
    assert isinstance(app.top, StartScene)
    settings_button = next(b for b in app.top.buttons if b.label() == "Einstellungen")
    click(app, settings_button.rect.center)
    scene = app.top
    assert isinstance(scene, SettingsScene)
    key(app, pygame.K_RIGHT)  # language: Deutsch -> English (the first row has the focus)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)  # animation speed one step up
    assert app.settings.language == "en"
    stored = json.loads(settings_path().read_text(encoding="utf-8"))
    assert stored["language"] == "en" and stored["animation_speed"] == 2.0
    key(app, pygame.K_ESCAPE)
    app = restart(app)
    assert app.settings.language == "en" and app.settings.animation_speed == 2.0
    assert app.settings.license_accepted
    start_first_scene(app)
    assert isinstance(app.top, StartScene)
    assert app.top.buttons[0].label() == "New game"
    assert not app.toast.shown  # a good file: no notice
    app.close()


def test_corrupt_settings_file_shows_one_notice_and_the_game_runs(stored_app) -> None:
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(
        '{"language": "en", "volume": "loud", "license_accepted": true', encoding="utf-8"
    )
    app = stored_app()
    start_first_scene(app)
    app.run_frames(5, DT)
    expected = notice_text("settings_reset", app.settings.language)
    assert app.toast.shown == [expected]
    assert len(aside_files("settings.json")) == 1  # kept aside, not deleted
    # the notice stays a while and goes; the start screen is usable meanwhile
    assert app.toast.active
    app.run_frames(120, DT)
    assert not app.toast.active and app.toast.shown == [expected]
    # a truncated file can keep nothing: the license is asked again, the game still runs
    assert isinstance(app.top, LicenseScene)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    click(app, app.top.accept.rect.center)
    assert isinstance(app.top, StartScene)
    assert app.overlay.rendered_text().split() == WARNING_WORDS
    app = restart(app)
    assert app.settings.license_accepted and not app.toast.shown  # repaired once, then quiet
    app.close()


def test_partly_invalid_settings_keep_the_valid_values(stored_app) -> None:
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(
        json.dumps({"language": "en", "volume": "loud", "license_accepted": True}), encoding="utf-8"
    )
    app = stored_app()
    assert app.settings.language == "en" and app.settings.license_accepted and app.settings.volume == 0.7
    app.step(DT)
    assert app.toast.shown == [notice_text("settings_reset", "en")]


def test_first_start_license_is_remembered_but_not_in_demo(stored_app) -> None:
    app = stored_app()
    start_first_scene(app)
    assert isinstance(app.top, LicenseScene)
    click(app, app.top.accept.rect.center)
    assert isinstance(app.top, StartScene)
    assert load_settings()[0].license_accepted
    settings_path().unlink()
    app.close()
    demo = App(AppOptions(demo=True, players=2, seed=1), persistence=Persistence(demo=True))
    start_first_scene(demo)
    assert isinstance(demo.top, LicenseScene)
    demo.run_frames(20, DT)  # passed for this run only
    assert not isinstance(demo.top, LicenseScene) and isinstance(demo.stack[0], TableScene)
    demo.update_settings(volume=0.1)  # nothing a watch run changes is stored
    demo.close()
    assert not settings_path().exists()


def test_last_setup_is_stored_when_a_game_starts_and_used_as_defaults(stored_app) -> None:
    app = stored_app()
    app.update_settings(license_accepted=True)
    setup = SetupScene(app)
    app.push(setup)
    app.step(DT)
    click(app, setup.add_button.rect.center)
    setup.ui.focus_on(setup.mode_choice)
    key(app, pygame.K_RIGHT)  # aufsteigend
    click(app, setup.start_button.rect.center)
    assert isinstance(app.top, TableScene)
    app = restart(app)
    last = app.settings.last_setup
    assert last["mode"] == "aufsteigend" and len(last["seats"]) == 4
    again = SetupScene(app)
    assert again.mode == "aufsteigend" and len(again.seats) == 4
    app.close()


# save and resume ---------------------------------------------------------------------------
def play_to_human_turn(app: App, table: TableScene) -> None:
    for _ in range(400):
        app.step(DT)
        if table.human_turn() and not table.steps and app.top is table:
            return
    raise AssertionError("the person never got the turn")


def snapshot(game: Game) -> tuple:
    return (
        game.phase,
        game.round_no,
        game.dealer,
        game.current,
        game.turn_order,
        tuple(game.hand(i) for i in range(len(game.seats))),
        game.stock,
        tuple(s.tokens for s in game.seats),
        tuple(s.exchanged for s in game.seats),
    )


def test_resume_after_window_close_gives_identical_hands_and_turn(stored_app) -> None:
    app = stored_app(seed=7)
    app.update_settings(
        license_accepted=True,
        animation_speed=8.0,
        last_setup={
            "seats": [
                {"name": "Computer A", "human": False, "level": "normal"},
                {"name": "Computer B", "human": False, "level": "normal"},
                {"name": "Anna", "human": True, "level": "normal"},
            ],
            "mode": "absteigend",
            "tokens": 3,
            "rules": "original",
        },
    )
    start_first_scene(app)
    assert [b.label() for b in app.top.buttons][0] == "Neues Spiel"  # nothing to resume yet
    key(app, pygame.K_RETURN)  # Neues Spiel
    key(app, pygame.K_t)  # Token-Spiel
    setup = app.top
    assert isinstance(setup, SetupScene)
    click(app, setup.start_button.rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    play_to_human_turn(app, table)
    game = table.session.game
    assert game.current == 2 and game.seats[1].exchanged is not None  # mid-round, after a computer
    before = snapshot(game)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert not app.step(DT)  # the window closes
    app = restart(app, seed=99)  # another generator: resuming must not deal anew
    start_first_scene(app)
    start = app.top
    assert isinstance(start, StartScene) and start.buttons[0].label() == "Token-Spiel fortsetzen"
    key(app, pygame.K_RETURN)
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed.session.game is not game
    assert snapshot(resumed.session.game) == before
    app.run_frames(5, DT)
    assert snapshot(resumed.session.game) == before  # it waits for the person, deals nothing
    # the person plays on from there: keys 1 and 2, Enter
    key(app, pygame.K_1)
    key(app, pygame.K_2)
    key(app, pygame.K_RETURN)
    assert resumed.session.game.seats[2].exchanged == 2
    app.close()


def test_esc_to_menu_keeps_the_game_for_fortsetzen(stored_app) -> None:
    app = stored_app(seed=3)
    app.update_settings(license_accepted=True, animation_speed=8.0)
    config = GameConfig((SeatConfig("Anna", True), SeatConfig("Computer 1", False)), Mode.DESCENDING, 2)
    table = TableScene(app, token_play.session_for(app, Game.new(config, random.Random(3))))
    app.push(table)
    play_to_human_turn(app, table)
    before = snapshot(table.session.game)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    click(app, pause.menu_button.rect.center)  # Zum Menü
    assert isinstance(app.top, ConfirmDialog)
    click(app, app.top.yes.rect.center)
    start = app.top
    assert isinstance(start, StartScene) and start.buttons[0].label() == "Token-Spiel fortsetzen"
    click(app, start.buttons[0].rect.center)
    assert isinstance(app.top, TableScene) and snapshot(app.top.session.game) == before


def test_new_game_asks_before_it_replaces_a_saved_one(stored_app) -> None:
    app = stored_app(seed=3)
    app.update_settings(license_accepted=True, animation_speed=8.0)
    config = GameConfig((SeatConfig("Anna", True), SeatConfig("Computer 1", False)), Mode.DESCENDING, 2)
    table = TableScene(app, token_play.session_for(app, Game.new(config, random.Random(3))))
    app.push(table)
    play_to_human_turn(app, table)
    saved = snapshot(table.session.game)
    key(app, pygame.K_ESCAPE)
    click(app, app.top.menu_button.rect.center)  # Zum Menü
    click(app, app.top.yes.rect.center)
    start = app.top
    assert isinstance(start, StartScene)
    click(app, start.buttons[1].rect.center)  # Neues Spiel
    key(app, pygame.K_t)  # Token-Spiel
    setup = app.top
    assert isinstance(setup, SetupScene)
    click(app, setup.start_button.rect.center)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog) and "gespeichertes" in dialog.message
    key(app, pygame.K_ESCAPE)  # Zurück: nothing is lost
    assert app.top is setup
    app = restart(app)
    assert app.persistence is not None and app.persistence.slot("token").read().ok
    start_first_scene(app)
    click(app, app.top.buttons[1].rect.center)  # Neues Spiel, and this time replace it
    key(app, pygame.K_t)  # Token-Spiel
    click(app, app.top.start_button.rect.center)
    click(app, app.top.yes.rect.center)
    new_table = app.top
    assert isinstance(new_table, TableScene)
    assert snapshot(new_table.session.game) != saved and new_table.session.game.round_no <= 1


def test_new_game_without_a_save_starts_at_once(stored_app) -> None:
    app = stored_app()
    app.update_settings(license_accepted=True)
    start_first_scene(app)
    click(app, app.top.buttons[0].rect.center)  # Neues Spiel (no Fortsetzen)
    key(app, pygame.K_t)  # Token-Spiel
    click(app, app.top.start_button.rect.center)
    assert isinstance(app.top, TableScene)


def test_resume_on_the_results_screen_shows_them_again(stored_app) -> None:
    app = stored_app()
    app.update_settings(license_accepted=True)
    game = Game.new(CONFIG, scripted_rng())
    game.start_round()
    while game.phase is TokenPhase.EXCHANGE:
        game.exchange(game.current, [])
    LocalSession(game, recorder=app.recorder("token")).close()  # leaving the table saves it
    app = restart(app)
    start_first_scene(app)
    key(app, pygame.K_RETURN)  # Fortsetzen
    app.run_frames(3, DT)
    from game.scenes.token.results import ResultsScene

    assert isinstance(app.top, ResultsScene) and app.top.session.game.round_no == 1
    app.close()


@pytest.mark.parametrize(
    "content, key_name",
    [
        (b'{"format": "tokenpoker-save", "version": 1, "sha', "save_corrupt"),
        (b"\x00\xffgarbage", "save_corrupt"),
        (
            b'{"format": "tokenpoker-save", "version": 99, "sha256": "' + b"0" * 64 + b'", "game": {}}',
            "save_unknown_version",
        ),
    ],
)
def test_refused_save_says_so_and_starts_a_new_game(stored_app, content: bytes, key_name: str) -> None:
    data_dir().mkdir(parents=True, exist_ok=True)
    save_path().write_bytes(content)
    app = stored_app()
    app.update_settings(license_accepted=True)
    start_first_scene(app)
    start = app.top
    assert start.buttons[0].label() == "Token-Spiel fortsetzen"
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, SetupScene)  # the setup of a new game
    assert app.toast.shown == [notice_text(key_name, "de")]
    assert "neues Spiel wird gestartet" in app.toast.shown[0]
    assert not save_path().exists() and len(aside_files("save.json")) == 1
    assert aside_files("save.json")[0].read_bytes() == content  # kept for inspection, unchanged
    app.step(DT)
    assert app.overlay.rendered_text().split() == WARNING_WORDS
    key(app, pygame.K_ESCAPE)  # back: the menu no longer offers Fortsetzen
    assert isinstance(app.top, StartScene) and app.top.buttons[0].label() == "Neues Spiel"


def test_edited_save_is_refused_in_english_too(stored_app) -> None:
    game = Game.new(CONFIG, scripted_rng())
    game.start_round()
    from game.storage import save_game

    save_game(game)
    envelope = json.loads(save_path().read_text(encoding="utf-8"))
    envelope["game"]["seats"][0]["tokens"] = 999
    save_path().write_text(json.dumps(envelope), encoding="utf-8")
    app = stored_app()
    app.update_settings(license_accepted=True, language="en")
    app.translator.language = "en"
    start_first_scene(app)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, SetupScene)
    assert app.toast.shown == ["Saved game was changed (checksum wrong) - starting a new game"]


def test_demo_game_is_saved_counted_and_cleared(stored_app) -> None:
    app = stored_app(demo=True, players=3, tokens=1, seed=5)
    start_first_scene(app)
    for _ in range(40):
        app.step(DT)
        if isinstance(app.top, TableScene) and app.top.session.game.round_no:
            break
    app.step(DT)
    app.persistence.flush()
    assert save_path().exists()  # a watch game is saved like any other
    from game.scenes.token.over import GameOverScene

    for _ in range(3000):
        app.step(DT)
        if isinstance(app.top, GameOverScene):
            break
    assert isinstance(app.top, GameOverScene)
    app.persistence.flush()
    assert not save_path().exists()
    stats = load_stats()[0]
    assert not TOKEN_STATS.listing(stats, True)
    computers = TOKEN_STATS.listing(stats, False)
    assert len(computers) == 3 and all(p.total_games == 1 for p in computers)
    assert sum(p.total_wins for p in computers) == 1  # absteigend: one winner
    assert not settings_path().exists()  # demo never stores settings


def test_main_demo_frames_leaves_a_save_the_start_screen_offers(stored_app) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--demo", "--frames", "130", "--seed", "2"],
        env=env,
        capture_output=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert save_path().exists() and not settings_path().exists()
    app = stored_app()
    app.update_settings(license_accepted=True)
    start_first_scene(app)
    assert app.top.buttons[0].label() == "Token-Spiel fortsetzen"
    key(app, pygame.K_RETURN)
    # the demo runs on the wall clock, so a busy machine saves it later, maybe after a
    # showdown: then the resumed table shows that round's results on top of itself
    from game.scenes.token.results import ResultsScene

    table = app.stack[0]
    assert isinstance(table, TableScene) and table.session.game.round_no >= 1
    assert app.top is table or isinstance(app.top, ResultsScene)


# statistics ------------------------------------------------------------------------------
def scripted_finished() -> Game:
    game = play_scripted(Game.new(CONFIG, scripted_rng()))
    finish_game(game)
    return game


def test_game_over_in_the_app_records_statistics_once(stored_app) -> None:
    app = stored_app()
    game = play_scripted(Game.new(CONFIG, scripted_rng()))
    session = LocalSession(game, recorder=app.recorder("token"))  # records the finished game
    session.next_round()
    session.close()
    stats = load_stats()[0]
    anna = TOKEN_STATS.player(stats, "Anna", True)
    assert anna is not None and anna.total_games == 1 and anna.wins == {"absteigend": 1}
    assert not save_path().exists()


def test_statistics_screen_shows_the_scripted_game(stored_app, monkeypatch: pytest.MonkeyPatch) -> None:
    scripted_finished()
    app = stored_app()
    app.update_settings(license_accepted=True)
    start_first_scene(app)
    stats_button = next(b for b in app.top.buttons if b.label() == "Statistik")
    click(app, stats_button.rect.center)
    scene = app.top
    assert isinstance(scene, StatsScene)
    seen = recorded_text(scene, monkeypatch)
    app.draw()  # the screen as it stands (a quiet frame would draw nothing)
    assert [p.name for p in scene.players] == ["Anna"]
    anna = scene.players[0]
    assert anna.places == {1: 1} and anna.rounds == 2 and anna.losses == {}
    for line in (
        "Anna",
        "Spiele: 1",
        "Siege 1 · Niederlagen 0",
        "1. Platz: 1",
        "2",
        "Full House, Asse und Neunen",
    ):
        assert line in seen, line
    assert app.overlay.rendered_text().split() == WARNING_WORDS
    # the computers on their own tab (keyboard: Tab to it, Enter)
    scene.ui.focus_on(scene.tab_humans)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert not scene.human
    seen.clear()
    app.draw()
    assert [p.name for p in scene.players] == ["Computer 1", "Computer 2"]
    assert "2. Platz: 1" in seen and "3. Platz: 1" in seen and "Siege 0 · Niederlagen 1" in seen
    assert "Normal · Spiele: 1" in seen  # a computer row says its level


def test_statistics_list_a_computer_once_per_level(stored_app, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.storage import GameSummary, SeatSummary, Stats, record_game, save_stats

    stats = Stats()
    for game_id, level, won in (("a", "normal", True), ("b", "profi", False), ("c", "profi", False)):
        seats = (
            SeatSummary("Computer 1", False, 1 if won else 2, won, 4, level=level),
            SeatSummary("Computer 2", False, 2 if won else 1, not won, 4, level="normal"),
        )
        stats = record_game(stats, GameSummary("absteigend", "original", 4, seats, game_id))
    save_stats(stats)
    app = stored_app()
    app.update_settings(license_accepted=True)
    start_first_scene(app)
    click(app, next(b for b in app.top.buttons if b.label() == "Statistik").rect.center)
    scene = app.top
    assert isinstance(scene, StatsScene) and not scene.human  # only computers so far
    seen = recorded_text(scene, monkeypatch)
    app.draw()  # the screen as it stands (a quiet frame would draw nothing)
    rows = [(p.name, p.level, p.total_games) for p in scene.players]
    assert rows == [("Computer 2", "normal", 3), ("Computer 1", "normal", 1), ("Computer 1", "profi", 2)]
    assert "Profi · Spiele: 2" in seen and "Normal · Spiele: 1" in seen and "Normal · Spiele: 3" in seen
    assert scene.tab_computers.label() == "Computer (3)"


def test_statistics_list_scrolls(stored_app) -> None:
    from game.storage import GameSummary, SeatSummary, Stats, record_game, save_stats

    stats = Stats()
    for i in range(12):
        seats = (SeatSummary(f"Person {i}", True, 1, True, 3), SeatSummary("Computer 1", False, 2, False, 3))
        stats = record_game(stats, GameSummary("absteigend", "original", 3, seats))
    save_stats(stats)
    app = stored_app(size=(960, 540))
    scene = StatsScene(app)
    app.push(scene)
    app.step(DT)
    assert scene.list.max_offset() > 0
    scene.ui.focus_on(scene.list)
    key(app, pygame.K_END)
    assert scene.list.offset == scene.list.max_offset()
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=scene.list.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0, precise_y=3.0)
    )
    app.step(DT)
    assert 0 <= scene.list.offset < scene.list.max_offset()
    assert scene.list.visible_rows()


def test_reset_asks_first(stored_app) -> None:
    scripted_finished()
    app = stored_app()
    scene = StatsScene(app)
    app.push(scene)
    app.step(DT)
    click(app, scene.reset_button.rect.center)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog)
    assert dialog.message == "Die gesamte Statistik löschen? Das lässt sich nicht rückgängig machen."
    assert app.overlay.rendered_text().split() == WARNING_WORDS
    key(app, pygame.K_RETURN)  # the focus starts on Nein
    assert app.top is scene and TOKEN_STATS.of(load_stats()[0])
    click(app, scene.reset_button.rect.center)
    click(app, app.top.yes.rect.center)
    assert app.top is scene
    assert not TOKEN_STATS.of(load_stats()[0]) and not scene.players
    assert app.toast.shown[-1] == "Statistik zurückgesetzt"
    assert not scene.reset_button.enabled


# round history --------------------------------------------------------------------------
def test_history_lists_every_round_and_exports_a_text_file(
    stored_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = play_scripted(Game.new(CONFIG, scripted_rng()))
    app = stored_app()
    scene = HistoryScene(app, LocalSession(game).table)
    app.push(scene)
    seen = recorded_text(scene, monkeypatch)
    app.draw()  # the screen as it stands (a quiet frame would draw nothing)
    kinds = [row.kind for row in scene.rows]
    assert kinds == ["round", "seat", "seat", "seat", "verdict", "round", "seat", "seat", "verdict", "note"]
    scene.ui.focus_on(scene.list)
    key(app, pygame.K_END)
    key(app, pygame.K_HOME)
    for _ in range(4):
        key(app, pygame.K_PAGEDOWN)
    for line in (
        "Runde 1",
        "Runde 2",
        "Geber: Anna",
        "Anna",
        "tauscht 1",
        "behält alle",
        "Full House, Asse und Neunen",
        "Marken 0 (-1)",
        "scheidet aus",
        "Anna gewinnt!",
    ):
        assert line in seen, line
    assert app.overlay.rendered_text().split() == WARNING_WORDS
    key(app, pygame.K_e)
    exported = scene.exported
    assert exported is not None and exported.parent == data_dir() and exported.suffix == ".txt"
    text = exported.read_text(encoding="utf-8")
    assert text.startswith(WARNING_LINES[0]) and "Runde 1" in text and "Runde 2" in text
    seen.clear()
    app.draw()
    assert f"Verlauf gespeichert: {exported}" in seen  # where it was written, under the list
    key(app, pygame.K_h)
    assert app.top is not scene


def test_history_over_a_running_table_reveals_no_open_round(stored_app) -> None:
    app = stored_app(seed=4)
    app.update_settings(license_accepted=True, animation_speed=8.0)
    config = GameConfig((SeatConfig("Anna", True), SeatConfig("Computer 1", False)), Mode.ASCENDING, 3)
    table = TableScene(app, token_play.session_for(app, Game.new(config, random.Random(4))))
    app.push(table)
    play_to_human_turn(app, table)
    scene = HistoryScene(app, table.session.game)
    app.push(scene)
    app.step(DT)
    assert [row.kind for row in scene.rows] == ["note"]
    click(app, scene.export_button.rect.center)  # no round finished: nothing is written, a notice says so
    assert scene.exported is None and app.toast.shown[-1] == app.t("history.export_empty")
    click(app, scene.back_button.rect.center)
    assert app.top is table


def test_history_rows_follow_the_tokens() -> None:
    game = play_scripted(Game.new(CONFIG, scripted_rng()))
    seats = [row for row in history_rows(game) if row.kind == "seat"]
    assert [(r.round_index, r.seat, r.tokens_before) for r in seats] == [
        (0, 1, 1),
        (0, 2, 1),
        (0, 0, 1),
        (1, 0, 1),
        (1, 2, 1),
    ]


@pytest.mark.parametrize("size", [(1280, 720), (960, 540), (3840, 2160)])
def test_new_screens_keep_the_overlay_and_stay_inside(stored_app, size: tuple[int, int]) -> None:
    game = scripted_finished()
    app = stored_app(size=size)
    for scene in (StatsScene(app), HistoryScene(app, LocalSession(game).table)):
        app.push(scene)
        app.step(DT)
        assert app.overlay.rendered_text().split() == WARNING_WORDS
        assert app.overlay.fits()
        for widget in scene.ui.widgets:
            assert app.content_rect.contains(widget.rect), (type(scene).__name__, widget.rect)
        key(app, pygame.K_ESCAPE)


def test_statistics_open_on_the_computers_after_watch_games_only(stored_app) -> None:
    from game.storage import GameSummary, SeatSummary, Stats, record_game, save_stats

    seats = (SeatSummary("Computer 1", False, 1, True, 4), SeatSummary("Computer 2", False, 2, False, 4))
    save_stats(record_game(Stats(), GameSummary("absteigend", "original", 4, seats)))
    app = stored_app()
    scene = StatsScene(app)
    app.push(scene)
    app.step(DT)
    assert not scene.human and [p.name for p in scene.players] == ["Computer 1", "Computer 2"]
    assert scene.tab_humans.label() == "Menschen (0)" and scene.tab_computers.label() == "Computer (2)"


def test_notice_toast_never_covers_the_warning(stored_app) -> None:
    app = stored_app(size=(960, 540))
    app.update_settings(license_accepted=True)
    start_first_scene(app)
    band = app.overlay.rect.copy()
    quiet = pygame.image.tobytes(app.screen.subsurface(band), "RGB")
    app.notify("Spielstand beschädigt - neues Spiel wird gestartet " * 6)  # long: wraps, stays small
    app.step(DT)
    assert app.toast.active
    assert pygame.image.tobytes(app.screen.subsurface(band), "RGB") == quiet
    assert app.overlay.rendered_text().split() == WARNING_WORDS


# a failing disk (issue 11, defect 3) ------------------------------------------------------
def _block_saves() -> Path:
    """Make every save fail the way a full or read-only disk does: save.json is a folder."""
    target = save_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    if target.exists():
        target.unlink()
    target.mkdir()
    return target


def _failed_text() -> str:
    return notice_text("save_write_failed", "de")


def test_a_failing_autosave_is_told_at_once_once_per_streak_and_its_end_too(stored_app) -> None:
    app = stored_app(seed=3)
    app.update_settings(license_accepted=True, animation_speed=8.0)
    blocked = _block_saves()
    config = GameConfig((SeatConfig("Anna", True), SeatConfig("Computer 1", False)), Mode.DESCENDING, 2)
    table = TableScene(app, token_play.session_for(app, Game.new(config, random.Random(3))))
    app.push(table)
    play_to_human_turn(app, table)  # the deal and the computer's exchange: saves that fail
    app.persistence.flush()
    app.step(DT)
    assert app.toast.shown.count(_failed_text()) == 1  # told during play, not only on leaving
    key(app, pygame.K_RETURN)  # the person keeps all: another change, another failed save
    app.run_frames(20, DT)
    app.persistence.flush()
    app.step(DT)
    assert app.toast.shown.count(_failed_text()) == 1  # the same streak is not told again
    blocked.rmdir()  # the disk works again
    for _ in range(200):  # play on (next round) until the next change is saved
        key(app, pygame.K_n)
        app.step(DT)
        if app.toast.shown.count(notice_text("save_write_ok", "de")):
            break
    assert app.toast.shown.count(notice_text("save_write_ok", "de")) == 1
    assert save_path().is_file()


def test_esc_to_menu_with_a_failing_disk_says_the_game_was_not_saved(stored_app) -> None:
    app = stored_app(seed=3)
    app.update_settings(license_accepted=True, animation_speed=8.0)
    config = GameConfig((SeatConfig("Anna", True), SeatConfig("Computer 1", False)), Mode.DESCENDING, 2)
    table = TableScene(app, token_play.session_for(app, Game.new(config, random.Random(3))))
    app.push(table)
    play_to_human_turn(app, table)
    app.persistence.flush()
    _block_saves()  # the disk fails after the last autosave
    key(app, pygame.K_ESCAPE)
    click(app, app.top.menu_button.rect.center)  # Zum Menü
    click(app, app.top.yes.rect.center)
    assert isinstance(app.top, StartScene)
    assert app.toast.shown.count(_failed_text()) == 1
