"""A crash is never silent: the log in the data folder keeps it, the person is told where it is;
C libraries' start-up chatter (ALSA without a sound card) stays off the terminal; a silent game
says so in the settings."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import crashlog
from game.app import App, AppOptions, run
from game.scenes.settings import SettingsScene
from game.scenes.start import StartScene
from game.storage.paths import data_dir
from game.ui import crash_screen, theme
from game.ui.settings_state import Settings

REPO = Path(__file__).resolve().parent.parent
NOISE = b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n"


@pytest.fixture(autouse=True)
def _no_log_left_open() -> Iterator[None]:
    crashlog.stop()
    yield
    crashlog.stop()


def _log_text() -> str:
    return (data_dir() / crashlog.LOG_FILE).read_text(encoding="utf-8")


class Bomb(StartScene):
    """The start screen with a planted bug: its third frame raises."""

    frames = 0

    def update(self, dt: float):  # type: ignore[no-untyped-def]
        Bomb.frames += 1
        if Bomb.frames == 3:
            raise RuntimeError("planted main-loop failure")
        return super().update(dt)


def test_a_crash_of_the_main_loop_is_logged_and_the_window_says_where(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    shown: list[tuple[str, ...]] = []
    real_draw = crash_screen.draw_crash_screen

    def draw(surface, fonts, overlay, lines):  # type: ignore[no-untyped-def]
        shown.append(lines)
        return real_draw(surface, fonts, overlay, lines)

    monkeypatch.setattr(crash_screen, "draw_crash_screen", draw)
    monkeypatch.setattr(crash_screen, "CRASH_SCREEN_SECONDS", 0.1)
    monkeypatch.setattr(App, "first_scene", lambda self: Bomb(self))
    Bomb.frames = 0

    code = run(AppOptions(windowed_size=(960, 540)), settings=Settings(license_accepted=True))

    assert code == 1
    log = _log_text()
    assert "Uncaught exception in the game window" in log
    assert "Traceback (most recent call last)" in log and "RuntimeError: planted main-loop failure" in log
    path = str(data_dir() / crashlog.LOG_FILE)
    # The window showed the message with the report's path; stderr names it too, without a traceback.
    assert len(shown) == 1 and shown[0][2] == path
    assert shown[0][0] == "Token-Poker muss beendet werden"
    err = capsys.readouterr().err
    assert path in err and "planted main-loop failure" in err and "Traceback" not in err


def test_the_crash_screen_gives_up_quietly_without_a_window(tmp_path: Path) -> None:
    pygame.display.quit()
    assert not crash_screen.show_crash_screen(lambda key: key, lambda size, bold: None,  # type: ignore[arg-type,return-value]
                                              None, tmp_path / "x.log", seconds=0.1)  # type: ignore[arg-type]


def test_a_crash_of_the_window_started_from_the_command_line_is_logged(tmp_path: Path) -> None:
    # The whole way of a double-click: game.cli opens the log, the loop crashes, the exit code is 1,
    # and nothing on stderr is a traceback.
    script = (
        "import sys\n"
        "from game.scenes.license import LicenseScene\n"
        "from game.ui import crash_screen\n"
        "crash_screen.CRASH_SCREEN_SECONDS = 0.1\n"
        "def boom(self, dt):\n"
        "    raise ValueError('planted in the window')\n"
        "LicenseScene.update = boom  # the first screen of a fresh data folder\n"
        "from game.cli import main\n"
        "sys.exit(main(['--frames', '30']))\n"
    )
    env = {**os.environ, "TOKENPOKER_HOME": str(tmp_path / "home"), "PYTHONPATH": str(REPO)}
    env.pop("SDL_AUDIODRIVER", None)  # the real sound set-up: on a machine without a card, ALSA talks
    result = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, env=env, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 1, result.stderr
    log = (tmp_path / "home" / crashlog.LOG_FILE).read_text(encoding="utf-8")
    assert "ValueError: planted in the window" in log and "Traceback" in log
    assert str(tmp_path / "home" / crashlog.LOG_FILE) in result.stderr
    assert "Traceback" not in result.stderr and "ALSA" not in result.stderr


def test_a_crash_of_a_background_thread_is_logged_and_the_window_tells(
    capsys: pytest.CaptureFixture[str],
) -> None:
    crash = crashlog.start()

    def work() -> None:
        raise KeyError("planted in a background thread")

    worker = threading.Thread(target=work, name="planted-worker")
    worker.start()
    worker.join(timeout=10)
    log = _log_text()
    assert "Uncaught exception in thread planted-worker" in log
    assert "KeyError: 'planted in a background thread'" in log and "Traceback" in log
    err = capsys.readouterr().err
    assert str(crash.path) in err and "Traceback" not in err
    # The window's next frame tells the person where the report is.
    app = App(AppOptions(windowed_size=(960, 540)), settings=Settings(license_accepted=True))
    try:
        app.push(StartScene(app))
        app.step(1 / 60)
        assert app.toast.shown == [f"Ein Fehler im Hintergrund wurde protokolliert: {crash.path}"]
        app.step(1 / 60)
        assert len(app.toast.shown) == 1  # told once
    finally:
        app.close()


def test_an_uncaught_exception_of_the_main_thread_is_logged(capsys: pytest.CaptureFixture[str]) -> None:
    crashlog.start()
    try:
        raise OSError("planted in the main thread")
    except OSError:
        sys.excepthook(*sys.exc_info())  # what Python calls for an exception nobody caught
    assert "OSError: planted in the main thread" in _log_text()
    err = capsys.readouterr().err
    assert "planted in the main thread" in err and "Traceback" not in err


def test_the_log_stays_small(tmp_path: Path) -> None:
    crash = crashlog.CrashLog(tmp_path)
    assert crash.open()
    try:
        for n in range(3000):
            crashlog.log.critical("entry %d %s", n, "x" * 400)
    finally:
        crash.close()
    files = sorted(tmp_path.iterdir())
    assert [f.name for f in files] == [crashlog.LOG_FILE] + [f"{crashlog.LOG_FILE}.{i}" for i in (1, 2, 3)]
    assert all(f.stat().st_size <= crashlog.MAX_BYTES for f in files)
    assert "entry 2999" in (tmp_path / crashlog.LOG_FILE).read_text(encoding="utf-8")


def test_c_level_stderr_is_captured_not_shown(capfd: pytest.CaptureFixture[str]) -> None:
    with crashlog.captured_stderr() as lines:
        os.write(2, NOISE)
    os.write(2, b"after\n")
    assert lines == [NOISE.decode().strip()]
    assert capfd.readouterr().err == "after\n"


def _no_sound_card(monkeypatch: pytest.MonkeyPatch) -> None:
    """The mixer of a machine without a sound card: ALSA complains on fd 2, then init fails."""

    def init(*args: object, **kwargs: object) -> None:
        os.write(2, NOISE * 10)
        raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")

    monkeypatch.setattr(pygame.mixer, "init", init)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)


def test_without_a_sound_card_the_terminal_stays_clean_and_the_log_has_it(
    monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    real_init = pygame.init

    def noisy_init() -> tuple[int, int]:
        os.write(2, NOISE * 10)
        return real_init()

    monkeypatch.setattr(pygame, "init", noisy_init)
    _no_sound_card(monkeypatch)
    crashlog.start()
    app = App(AppOptions(windowed_size=(960, 540)), settings=Settings(license_accepted=True))
    try:
        assert not app.sounds.available
        app.sounds.play("deal")  # silent, no error
    finally:
        app.close()
    assert "ALSA" not in capfd.readouterr().err
    assert _log_text().count("cannot find card '0'") == 20  # pygame.init's ten lines and the mixer's


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_settings_say_the_game_stays_silent_without_sound(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    _no_sound_card(monkeypatch)
    app = App(AppOptions(windowed_size=size), settings=Settings(license_accepted=True))
    try:
        scene = SettingsScene(app)
        app.push(scene)
        app.step(1 / 60)
        note = scene.audio_note
        assert note is not None
        assert app.t("settings.no_audio") == "Kein Tonausgang gefunden - das Spiel bleibt stumm"
        # Under Lautstärke, above Vollbild; every row and the button stay in the content area.
        assert scene.rows["volume"].rect.bottom <= note.top
        assert note.bottom <= scene.rows["fullscreen"].rect.top
        for widget in [*scene.rows.values(), scene.back_button]:
            assert app.content_rect.contains(widget.rect)
        # The words are drawn there (the gold of the note).
        gold = [(x, y) for x in range(note.left, note.right, 2) for y in range(note.top, note.bottom)
                if app.screen.get_at((x, y))[:3] == theme.GOLD[:3]]
        assert gold
    finally:
        app.close()


def test_with_sound_the_settings_have_no_note() -> None:
    app = App(AppOptions(windowed_size=(960, 540)), settings=Settings(license_accepted=True))
    try:
        assert app.sounds.available  # the dummy driver of the tests is an output
        scene = SettingsScene(app)
        app.push(scene)
        app.step(1 / 60)
        assert scene.audio_note is None
    finally:
        app.close()
