"""Every screen through the real app loop: overlay text, keyboard-only and mouse-only use, resize."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.legal import WARNING_LINES
from game.scenes.base import Scene
from game.scenes.cover import CoverScene
from game.scenes.dialog import ConfirmDialog
from game.scenes.game_choice import GameChoiceScene
from game.scenes.license import LicenseScene
from game.scenes.pause import PauseScene
from game.scenes.rules import RulesScene
from game.scenes.settings import SettingsScene
from game.scenes.start import StartScene
from game.scenes.token.setup import SetupScene
from game.ui.settings_state import Settings
from game.ui.widgets import FocusGroup

from .helpers import click, key, type_text

WARNING_WORDS = " ".join(WARNING_LINES).split()

SCENES = {
    "start": lambda app: StartScene(app),
    "license": lambda app: LicenseScene(app),
    "license_first": lambda app: LicenseScene(app, first_start=True, then=StartScene(app)),
    "setup": lambda app: SetupScene(app),
    "settings": lambda app: SettingsScene(app),
    "rules": lambda app: RulesScene(app),
    "pause": lambda app: PauseScene(app),
    "cover": lambda app: CoverScene(app, "Jürgen"),
    "dialog": lambda app: ConfirmDialog(app, "Wirklich?", lambda: None),
}


class FakeTable(Scene):
    """Stands in for game.scenes.token.table.TableScene (built on another branch)."""

    def __init__(self, app: App, session) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session


@pytest.fixture
def fake_table(monkeypatch: pytest.MonkeyPatch) -> type[FakeTable]:
    from game.scenes.token import play

    monkeypatch.setattr(play, "table", lambda ctx, session: FakeTable(ctx, session))
    return FakeTable


def widgets_of(scene: Scene) -> list:
    group = getattr(scene, "ui", None)
    return [w for w in group.widgets if w.visible] if isinstance(group, FocusGroup) else []


def assert_inside(app: App, scene: Scene) -> None:
    for w in widgets_of(scene):
        assert app.content_rect.contains(w.rect), (type(scene).__name__, w, w.rect, app.content_rect)


@pytest.mark.parametrize("size", [(1280, 720), (960, 540), (3840, 2160)])
@pytest.mark.parametrize("name", sorted(SCENES))
def test_overlay_on_every_screen(make_app, name: str, size: tuple[int, int]) -> None:
    app = make_app(size=size)
    scene = SCENES[name](app)
    app.push(scene)
    app.step(1 / 60)
    assert app.overlay.rendered_text().split() == WARNING_WORDS
    assert app.overlay.fits()
    assert app.overlay.rect.bottom == size[1]
    assert app.fonts(app.overlay.font_px).get_height() >= 14
    assert_inside(app, scene)


@pytest.mark.parametrize("name", sorted(SCENES))
def test_resize_keeps_widgets_inside(make_app, name: str) -> None:
    app = make_app()
    scene = SCENES[name](app)
    app.push(scene)
    app.step(1 / 60)
    for size in [(960, 540), (1920, 1080), (1000, 800), (1280, 720)]:
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        app.step(1 / 60)
        assert app.screen.get_size() == size
        assert_inside(app, scene)
        assert app.overlay.rendered_text().split() == WARNING_WORDS


def test_start_menu_keyboard_only(make_app) -> None:
    app = make_app()
    app.push(StartScene(app))
    app.step(1 / 60)
    key(app, pygame.K_RETURN)  # Neues Spiel has the focus: which game?
    assert isinstance(app.top, GameChoiceScene)
    key(app, pygame.K_RETURN)  # Token-Spiel has the focus
    assert isinstance(app.top, SetupScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, StartScene)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)  # Einstellungen
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, SettingsScene)
    key(app, pygame.K_RIGHT)  # language row is focused: cycle to English
    assert app.settings.language == "en"
    key(app, pygame.K_ESCAPE)
    start = app.top
    assert isinstance(start, StartScene)
    assert start.buttons[0].label() == "New game"
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # focus stayed on Einstellungen; back to Spielregeln
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_UP)  # wraps from Spielregeln to ... Neues Spiel
    key(app, pygame.K_UP)  # ... and on to Beenden
    key(app, pygame.K_RETURN)
    assert not app.running


def test_start_menu_mouse_only(make_app) -> None:
    app = make_app()
    start = StartScene(app)
    app.push(start)
    app.step(1 / 60)
    click(app, start.buttons[3].rect.center)  # Lizenz
    assert isinstance(app.top, LicenseScene)
    lic = app.top
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=lic.view.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0)
    )
    app.step(1 / 60)
    assert lic.view.offset > 0  # License.md is long: the wheel scrolled it
    click(app, lic.buttons[0].rect.center)  # Zurück
    assert app.top is start
    click(app, start.buttons[2].rect.center)  # Einstellungen
    settings = app.top
    assert isinstance(settings, SettingsScene)
    sound = settings.rows["sound"]
    click(app, (sound.rect.right - 5, sound.rect.centery))
    assert app.settings.sound is False
    speed = settings.rows["animation_speed"]
    vr = speed._value_rect()
    click(app, (vr.x + 3, vr.centery))  # left arrow: slower
    assert app.settings.animation_speed == 0.5
    click(app, settings.back_button.rect.center)
    assert app.top is start
    click(app, start.buttons[-1].rect.center)
    assert not app.running


def test_settings_keyboard_changes_every_field(make_app) -> None:
    saved: list[Settings] = []
    app = make_app()
    app._save_settings = lambda s: saved.append(s)
    scene = SettingsScene(app)
    app.push(scene)
    app.step(1 / 60)
    before = app.settings
    for _ in scene.rows:
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_DOWN)
    after = app.settings
    fields = ("language", "animation_speed", "sound", "volume", "four_color", "card_back", "show_hint",
              "show_tips")
    for field in fields:
        assert getattr(after, field) != getattr(before, field), field
    assert saved, "changes are saved"
    assert isinstance(app.top, SettingsScene)
    key(app, pygame.K_RETURN)  # focus reached Zurück
    assert app.top is not scene


def test_setup_defaults_build_expected_config(make_app) -> None:
    from game.engine import GameConfig, Mode, RuleSet, SeatConfig

    app = make_app()
    scene = SetupScene(app)
    app.push(scene)
    app.step(1 / 60)
    config = scene.build_config()
    assert config == GameConfig(
        seats=(
            SeatConfig("Spieler 1", True),
            SeatConfig("Computer 1", False),
            SeatConfig("Computer 2", False),
        ),
        mode=Mode.DESCENDING,
        tokens=6,
        rules=RuleSet.ORIGINAL,
    )


def test_setup_keyboard_only_edits_everything(make_app, fake_table) -> None:
    from game.engine import Mode, RuleSet

    app = make_app()
    scene = SetupScene(app)
    app.push(scene)
    app.step(1 / 60)
    # focus the first name field with the mouse-free path: Tab cycles from the start
    scene.ui.focus_on(scene.rows[0].kind)
    key(app, pygame.K_RIGHT)  # seat 1 stays human? Right cycles to Computer
    assert scene.seats[0].human is False
    key(app, pygame.K_LEFT)
    assert scene.seats[0].human is True
    key(app, pygame.K_TAB)  # name field
    assert scene.ui.focused is scene.rows[0].name
    for _ in range(len("Spieler 1")):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Jörg Weiß")
    key(app, pygame.K_DOWN)  # name of seat 2
    assert scene.ui.focused is scene.rows[1].name
    key(app, pygame.K_RIGHT)  # next widget in the row: level
    assert scene.ui.focused is scene.rows[1].level
    # add a seat with keyboard: walk to the add button
    scene.ui.focus_on(scene.add_button)
    key(app, pygame.K_RETURN)
    assert len(scene.seats) == 4
    # T: type 12
    scene.ui.focus_on(scene.tokens_field)
    type_text(app, "12")
    key(app, pygame.K_LEFT)
    assert scene.tokens == 11
    key(app, pygame.K_TAB)  # rules
    key(app, pygame.K_RIGHT)
    scene.ui.focus_on(scene.mode_choice)
    key(app, pygame.K_RIGHT)
    config = scene.build_config()
    assert [s.name for s in config.seats] == ["Jörg Weiß", "Computer 1", "Computer 2", "Computer 3"]
    assert config.tokens == 11 and config.mode is Mode.ASCENDING and config.rules is RuleSet.STANDARD
    scene.ui.focus_on(scene.start_button)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, fake_table)
    assert len(app.stack) == 1
    assert app.top.session.game.config == config


def test_setup_mouse_only(make_app, fake_table) -> None:
    app = make_app()
    scene = SetupScene(app)
    app.push(scene)
    app.step(1 / 60)
    click(app, scene.add_button.rect.center)
    click(app, scene.add_button.rect.center)
    assert len(scene.seats) == 5 and not scene.add_button.visible
    click(app, scene.rows[4].kind.rect.center)  # computer -> human
    assert scene.seats[4].human and scene.seats[4].name == "Spieler 2"
    click(app, scene.rows[1].remove.rect.center)
    assert len(scene.seats) == 4
    plus = scene.tokens_field.rect
    for _ in range(3):
        click(app, (plus.right - 4, plus.centery))
    assert scene.tokens == 9
    click(app, (plus.x + 4, plus.centery))
    assert scene.tokens == 8
    level = scene.rows[1].level
    click(app, (level.rect.right - 4, level.rect.centery))
    click(app, scene.start_button.rect.center)
    assert isinstance(app.top, fake_table)
    assert [s.human for s in app.top.session.game.config.seats] == [True, False, False, True]
    assert app.top.session.game.config.tokens == 8


def test_setup_rejects_duplicate_names(make_app, fake_table) -> None:
    app = make_app()
    scene = SetupScene(app)
    app.push(scene)
    app.step(1 / 60)
    scene.ui.focus_on(scene.rows[0].name)
    key(app, pygame.K_DELETE)
    type_text(app, "Computer 1")
    click(app, scene.start_button.rect.center)
    assert app.top is scene and scene.error
    app.step(1 / 60)


def test_setup_offers_engine_levels(make_app) -> None:
    from game.engine import LEVELS

    app = make_app()
    scene = SetupScene(app)
    assert set(scene.rows[1].level.options) == set(LEVELS)


def test_first_start_license_accept(make_app) -> None:
    saved: list[Settings] = []
    app = make_app(accepted=False)
    app._save_settings = lambda s: saved.append(s)
    app.push(app.first_scene())
    app.step(1 / 60)
    lic = app.top
    assert isinstance(lic, LicenseScene) and lic.first_start
    click(app, lic.accept.rect.center)
    assert app.settings.license_accepted
    assert saved and saved[-1].license_accepted
    assert isinstance(app.top, StartScene) and len(app.stack) == 1
    app2 = make_app(accepted=True)
    assert isinstance(app2.first_scene(), StartScene)


def test_first_start_license_decline_quits(make_app) -> None:
    app = make_app(accepted=False)
    app.push(app.first_scene())
    app.step(1 / 60)
    key(app, pygame.K_TAB)  # from the text to Akzeptieren
    key(app, pygame.K_TAB)  # to Beenden
    key(app, pygame.K_RETURN)
    assert not app.running
    assert not app.settings.license_accepted


def test_demo_passes_license_without_storing(make_app, fake_table) -> None:
    saved: list[Settings] = []
    app = make_app(accepted=False, demo=True)
    app._save_settings = lambda s: saved.append(s)
    app.push(app.first_scene())
    app.run_frames(10)
    assert isinstance(app.top, LicenseScene)
    app.run_frames(120)
    assert isinstance(app.top, fake_table)
    assert not app.settings.license_accepted and not saved
    config = app.top.session.game.config
    assert len(config.seats) == 5 and not any(s.human for s in config.seats)


def test_pause_menu_confirm_to_menu(make_app) -> None:
    app = make_app()
    below = StartScene(app)  # stands in for the table
    app.push(below)
    app.push(PauseScene(app))
    app.step(1 / 60)
    key(app, pygame.K_ESCAPE)
    assert app.top is below
    pause = PauseScene(app)
    app.push(pause)
    app.step(1 / 60)
    click(app, pause.menu_button.rect.center)  # Zum Menü asks first
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog)
    key(app, pygame.K_RETURN)  # focus starts on Nein
    assert app.top is pause
    click(app, pause.menu_button.rect.center)
    dialog = app.top
    click(app, dialog.yes.rect.center)
    assert len(app.stack) == 1 and isinstance(app.top, StartScene) and app.top is not below
    pause = PauseScene(app)
    app.push(pause)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is pause


def test_cover_confirm(make_app) -> None:
    app = make_app()
    calls: list[str] = []
    below = StartScene(app)
    app.push(below)
    app.push(CoverScene(app, "Anna", on_confirm=lambda: calls.append("shown")))
    app.step(1 / 60)
    assert not CoverScene.transparent  # the table's cards stay hidden
    assert app.top.show.label() == "Karten von Anna anzeigen"
    key(app, pygame.K_RETURN)
    assert calls == ["shown"] and app.top is below


def test_hand_names_in_catalogue(make_app) -> None:
    app = make_app()
    names = [app.t(f"cat.{i}") for i in range(10)]
    assert names == [
        "Höchste Karte",
        "Ein Paar",
        "Zwei Paare",
        "Drilling",
        "Straße",
        "Flush",
        "Full House",
        "Vierling",
        "Straight Flush",
        "Royal Flush",
    ]
    assert app.t("table.exchanges", n=3) == "tauscht 3"
    assert app.t("results.tie") == "Gleichstand - keine Wertung"
    assert app.t("cover.show", name="Anna") == "Karten von Anna anzeigen"


def test_setup_remembers_last_setup(make_app, fake_table) -> None:
    saved: list[Settings] = []
    app = make_app()
    app._save_settings = saved.append
    scene = SetupScene(app)
    app.push(scene)
    app.step(1 / 60)
    scene.ui.focus_on(scene.rows[0].name)
    key(app, pygame.K_DELETE)
    type_text(app, "Anna")
    scene.ui.focus_on(scene.tokens_field)
    type_text(app, "9")
    click(app, scene.start_button.rect.center)
    assert saved and saved[-1].last_setup["tokens"] == 9
    again = SetupScene(app)
    assert again.seats[0].name == "Anna" and again.seats[0].edited and again.tokens == 9
    assert [d.name for d in again.seats[1:]] == ["Computer 1", "Computer 2"]


def test_continue_offered_when_a_save_exists(make_app, fake_table) -> None:
    from game.engine import Game, GameConfig
    from game.storage import SaveResult, SaveStatus

    game = Game.new(GameConfig.default())
    app = make_app()
    app.has_save = lambda key: key == "token"
    app.read_save = lambda key, rng=None: SaveResult(SaveStatus.OK, game) if key == "token" else None
    start = StartScene(app)
    app.push(start)
    app.step(1 / 60)
    assert start.buttons[0].label() == "Token-Spiel fortsetzen"
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, fake_table) and app.top.session.game is game


def test_number_field_typing_and_bounds(make_app) -> None:
    app = make_app()
    scene = SetupScene(app)
    app.push(scene)
    app.step(1 / 60)
    scene.ui.focus_on(scene.tokens_field)
    type_text(app, "1234")  # 999 is the most: the 4th digit is refused
    assert scene.tokens_field.text == "123" and scene.tokens == 123
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_BACKSPACE)
    type_text(app, "0")
    key(app, pygame.K_TAB)  # leaving with "0" keeps the last valid number
    assert scene.tokens_field.text == str(scene.tokens) and scene.tokens >= 1
    scene.ui.focus_on(scene.tokens_field)
    type_text(app, "999+")
    assert scene.tokens == 999
    key(app, pygame.K_LEFT)
    assert scene.tokens == 900  # the step fits the number (a fifth, rounded to 1-2-5)


def test_text_field_limits_and_enter_moves_on(make_app) -> None:
    app = make_app()
    scene = SetupScene(app)
    app.push(scene)
    app.step(1 / 60)
    field = scene.rows[0].name
    scene.ui.focus_on(field)
    key(app, pygame.K_DELETE)
    type_text(app, "Ä" * 40)
    assert field.value == "Ä" * 20 and scene.seats[0].name == "Ä" * 20
    key(app, pygame.K_SPACE, unicode=" ")  # a character, not a button press
    assert scene.ui.focused is field
    key(app, pygame.K_RETURN)
    assert scene.ui.focused is not field


def test_settings_row_follows_f11(make_app) -> None:
    app = make_app()
    scene = SettingsScene(app)
    app.push(scene)
    app.step(1 / 60)
    key(app, pygame.K_F11)
    assert app.settings.fullscreen and scene.rows["fullscreen"].value is True
    key(app, pygame.K_F11)
    assert scene.rows["fullscreen"].value is False
