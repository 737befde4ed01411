"""Duell through the real app with its storage: the game choice, the set-up, saving at every action,
"Duell fortsetzen", the statistics counted once, and a damaged Duell save."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from game.app import App, AppOptions
from game.engine import Game, GameConfig, Mode, SeatConfig
from game.persistence import Persistence
from game.scenes.dialog import ConfirmDialog
from game.scenes.duell.over import DuellOverScene
from game.scenes.duell.setup import DuellSetupScene
from game.scenes.duell.table import DuellTableScene
from game.scenes.game_choice import GameChoiceScene
from game.scenes.start import StartScene
from game.scenes.stats import StatsScene
from game.scenes.token import play as token_play
from game.scenes.token.table import TableScene
from game.storage import DUELL_STATS, duell_save_path, load_stats, read_match, save_path
from game.text.notices import notice_text

from .duell_helpers import DT, click, duell_table, play_turn, press, run_until


@pytest.fixture
def stored_app() -> Iterator:
    """Factory for an App backed by the per-user storage (like `game.app.run`)."""
    apps: list[App] = []

    def factory(**kw) -> App:  # type: ignore[no-untyped-def]
        app = App(AppOptions(**kw), persistence=Persistence())
        app.update_settings(license_accepted=True, animation_speed=8.0)
        apps.append(app)
        return app

    yield factory
    for app in apps:
        if pygame.get_init():
            app.close()


def start(app: App) -> StartScene:
    app.push(app.first_scene())
    app.step(DT)
    assert isinstance(app.top, StartScene)
    return app.top


def labels(scene: StartScene) -> list[str]:
    return [b.label() for b in scene.buttons]


def test_new_game_asks_which_game_and_the_duell_setup_starts_a_match(stored_app) -> None:
    app = stored_app(seed=4)
    menu = start(app)
    click(app, menu.buttons[0].rect.center)  # Neues Spiel
    assert isinstance(app.top, GameChoiceScene)
    press(app, pygame.K_d)
    setup = app.top
    assert isinstance(setup, DuellSetupScene)
    setup.name_field.value = "Bea"
    press(app, pygame.K_TAB)
    setup.ui.focus_on(setup.deck_choice)
    press(app, pygame.K_RIGHT)  # 52 cards
    setup.ui.focus_on(setup.level_choice)
    press(app, pygame.K_RIGHT)  # Normal -> Profi
    setup.stack_field.set_value(300)
    post = pygame.event.Event(
        pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_CTRL, unicode="", scancode=0
    )
    pygame.event.post(post)
    app.step(0.0)
    table = app.top
    assert isinstance(table, DuellTableScene)
    config = table.session.table.config
    assert (config.name, config.deck, config.stack, config.level.value) == ("Bea", 52, 300, "profi")
    assert app.settings.last_duell == {"name": "Bea", "level": "profi", "deck": 52, "stack": 300}


def test_every_action_is_saved_and_duell_fortsetzen_resumes_the_identical_match(stored_app) -> None:
    app = stored_app(seed=6)
    scene = duell_table(app, stack=300)
    rng = random.Random(6)
    checked = 0
    events = -1
    for _ in range(3000):
        game = scene.session.game  # type: ignore[attr-defined]
        if len(game.events) != events:  # the match moved: the save must say so
            events = len(game.events)
            app.persistence.flush()  # type: ignore[union-attr]
            result = read_match()
            assert result.ok, result.notice
            assert result.game.game.state() == game.state()
            assert result.game.finished == scene.session.finished  # type: ignore[attr-defined]
            checked += 1
        if checked > 25 and scene.my_turn() and len(scene.session.finished) >= 1:  # type: ignore[attr-defined]
            break
        if scene.my_turn():
            play_turn(app, scene, rng, bold=False)
        elif scene.shown.deal_over and not scene.steps:
            press(app, pygame.K_SPACE)
        else:
            app.step(DT)
    assert checked > 25
    state, finished = scene.session.game.state(), scene.session.finished  # type: ignore[attr-defined]
    shown = (list(scene.shown.stacks), list(scene.shown.bets), scene.shown.pot, scene.bar.names())
    history = scene.session.table.history
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert not app.step(DT)
    app.close()
    app = stored_app(seed=99)  # another generator: resuming must not deal anew
    menu = start(app)
    assert labels(menu)[0] == "Duell fortsetzen"
    click(app, menu.buttons[0].rect.center)
    resumed = app.top
    assert isinstance(resumed, DuellTableScene) and resumed is not scene
    assert resumed.session.game.state() == state and resumed.session.finished == finished  # type: ignore[attr-defined]
    assert resumed.session.table.history == history
    app.step(0.0)
    assert (list(resumed.shown.stacks), list(resumed.shown.bets), resumed.shown.pot) == shown[:3]
    assert resumed.bar.names() == shown[3], "the person's turn goes on where it was"


def test_a_finished_match_is_counted_once_and_shown_in_the_duell_statistics(stored_app) -> None:
    app = stored_app(seed=3)
    scene = duell_table(app, stack=50)
    rng = random.Random(3)
    for _ in range(20000):
        if isinstance(app.top, DuellOverScene):
            break
        if scene.my_turn():
            play_turn(app, scene, rng)
        elif scene.shown.deal_over and not scene.steps:
            press(app, pygame.K_SPACE)
        else:
            app.step(DT)
    assert isinstance(app.top, DuellOverScene)
    app.step(DT)
    assert not duell_save_path().exists(), "a finished match leaves no save"
    app.close()
    stats = load_stats()[0]
    assert DUELL_STATS.of(stats)[(True, "Anna", "")].matches == 1
    app = stored_app()
    menu = start(app)
    assert "Duell fortsetzen" not in labels(menu)
    click(app, next(b for b in menu.buttons if b.label() == "Statistik").rect.center)
    stats_scene = app.top
    assert isinstance(stats_scene, StatsScene)
    click(app, stats_scene.game_tab("duell").rect.center)
    assert stats_scene.game == "duell" and [p.name for p in stats_scene.players] == ["Anna"]
    app.close()
    again = DUELL_STATS.of(load_stats()[0])
    assert again[(True, "Anna", "")].matches == 1, "closing twice counts nothing more"


def test_a_damaged_duell_save_gets_the_clear_message_and_the_token_game_is_untouched(stored_app) -> None:
    app = stored_app(seed=2)
    # a token game in its slot, a Duell in its own
    config = GameConfig((SeatConfig("Anna", True), SeatConfig("Computer 1", False)), Mode.DESCENDING, 2)
    token = TableScene(app, token_play.session_for(app, Game.new(config, random.Random(3))))
    app.push(token)
    app.run_frames(10, DT)
    app.stack.pop().exit()
    scene = duell_table(app)
    run_until(app, scene.my_turn)
    app.close()
    token_bytes = save_path().read_bytes()
    duell_save_path().write_bytes(duell_save_path().read_bytes()[:100])  # a truncated file
    app = stored_app()
    menu = start(app)
    assert labels(menu)[:2] == ["Token-Spiel fortsetzen", "Duell fortsetzen"]
    click(app, menu.buttons[1].rect.center)
    assert isinstance(app.top, DuellSetupScene), "a new Duell can be set up at once"
    assert app.toast.shown == [notice_text("save_corrupt", "de")]
    assert list(duell_save_path().parent.glob("duell.json.corrupt*")), "kept aside, not deleted"
    assert save_path().read_bytes() == token_bytes
    press(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, StartScene) and labels(menu)[0] == "Token-Spiel fortsetzen"
    assert "Duell fortsetzen" not in labels(menu)
    click(app, menu.buttons[0].rect.center)
    assert isinstance(app.top, TableScene), "the token game resumes as before"


def test_a_new_duell_asks_before_it_replaces_a_saved_one(stored_app) -> None:
    app = stored_app(seed=2)
    scene = duell_table(app)
    run_until(app, scene.my_turn)
    saved = scene.session.game.state()  # type: ignore[attr-defined]
    app.stack.pop().exit()
    menu = start(app)
    click(app, menu.buttons[1].rect.center)  # Neues Spiel
    press(app, pygame.K_d)
    setup = app.top
    assert isinstance(setup, DuellSetupScene)
    click(app, setup.start_button.rect.center)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog)
    click(app, dialog.no.rect.center)  # keep it
    assert app.top is setup
    app.persistence.flush()  # type: ignore[union-attr]
    assert read_match().game.game.state() == saved
