"""The game's own icon, its entry in the person's menu (Linux), and --version on both commands."""

from __future__ import annotations

import configparser
import tomllib
from pathlib import Path

import pygame
import pytest

from game import desktop, meta
from game.app import App, AppOptions
from game.cli import main
from game.legal import WARNING_TEXT
from game.net import server
from game.ui.icon import WINDOW_ICON_SIZE, icon_surface
from game.ui.settings_state import Settings

REPO = Path(__file__).resolve().parent.parent
PROJECT_VERSION = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def run(capsys: pytest.CaptureFixture[str], entry, *args: str) -> tuple[int, str, str]:  # type: ignore[no-untyped-def]
    try:
        code = entry(list(args))
    except SystemExit as exit_:
        code = exit_.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def _exec_arguments(value: str) -> list[str]:
    """The Exec line's arguments, unquoted as the desktop entry spec says (string escapes first)."""
    value = value.replace("\\\\", "\\")
    arguments, current, quoted, escaped = [], "", False, False
    for char in value:
        if escaped:
            current, escaped = current + char, False
        elif quoted and char == "\\":
            escaped = True
        elif char == '"':
            quoted = not quoted
        elif char == " " and not quoted:
            arguments.append(current)
            current = ""
        else:
            current += char
    arguments.append(current)
    return [a.replace("%%", "%") for a in arguments]


# --version ------------------------------------------------------------------------------


def test_version_of_the_game_and_the_server(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, main, "--version")
    assert code == 0
    assert out == f"{WARNING_TEXT}\ntokenpoker {PROJECT_VERSION}\n"
    code, out, _ = run(capsys, server.main, "--version")
    assert code == 0
    expected = f"tokenpoker-server {PROJECT_VERSION} (protocol {server.PROTOCOL_VERSION})"
    assert out == f"{WARNING_TEXT}\n{expected}\n"
    assert meta.version() == PROJECT_VERSION


# the window's icon -------------------------------------------------------------------------


def test_the_window_gets_the_games_icon_before_the_window_is_made(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, object]] = []
    real_icon, real_mode = pygame.display.set_icon, pygame.display.set_mode

    def set_icon(surface: pygame.Surface) -> None:
        calls.append(("icon", surface.copy()))
        real_icon(surface)

    def set_mode(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(("mode", args))
        return real_mode(*args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_icon", set_icon)
    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    app = App(AppOptions(windowed_size=(960, 540)), settings=Settings(license_accepted=True))
    try:
        assert [kind for kind, _ in calls][:2] == ["icon", "mode"]
        icon = calls[0][1]
        assert isinstance(icon, pygame.Surface)
        assert icon.get_size() == (WINDOW_ICON_SIZE, WINDOW_ICON_SIZE)
        # Our drawing: transparent corners, felt, a white card and the red chip - not one flat colour.
        assert icon.get_at((0, 0)).a == 0
        colours = {tuple(icon.get_at((x, y)))[:3] for x in range(0, 64, 4) for y in range(0, 64, 4)}
        assert len(colours) > 12
    finally:
        app.close()


def test_the_icon_is_drawn_at_every_size_it_is_installed_in() -> None:
    for size in desktop.ICON_SIZES:
        surface = icon_surface(size)
        assert surface.get_size() == (size, size)
        centre = surface.get_at((size // 2, size // 2))
        assert centre.a == 255


# the menu entry ------------------------------------------------------------------------------


def test_install_desktop_puts_entry_and_icons_into_xdg_data_home(
    xdg: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, main, "--install-desktop")
    assert code == 0, err
    assert out.startswith(WARNING_TEXT + "\n") and "--uninstall-desktop" in out
    entry_path = xdg / "applications" / "tokenpoker.desktop"
    assert str(entry_path) in out
    entry = _entry(entry_path)
    assert entry["Type"] == "Application" and entry["Name"] == "Token-Poker"
    assert entry["Icon"] == "tokenpoker" and entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")
    # It starts this copy: here, a checkout, so its main.py with the Python running the tests.
    arguments = _exec_arguments(entry["Exec"])
    assert arguments == desktop.launch_command()
    assert Path(arguments[-1]) == REPO / "main.py"
    for size in desktop.ICON_SIZES:
        png = xdg / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "tokenpoker.png"
        assert pygame.image.load(str(png)).get_size() == (size, size)
    # Installing again replaces the files, nothing else appears.
    before = sorted(p for p in xdg.rglob("*") if p.is_file())
    assert run(capsys, main, "--install-desktop")[0] == 0
    assert sorted(p for p in xdg.rglob("*") if p.is_file()) == before


def test_uninstall_desktop_removes_exactly_what_install_wrote(
    xdg: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    other = xdg / "applications" / "other-game.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\nName=Other\n", encoding="utf-8")
    written = desktop.install()
    code, out, _ = run(capsys, main, "--uninstall-desktop")
    assert code == 0
    assert all(not path.exists() and str(path) in out for path in written)
    assert other.read_text(encoding="utf-8") == "[Desktop Entry]\nName=Other\n"
    code, out, _ = run(capsys, main, "--uninstall-desktop")
    assert code == 0 and "no menu entry was installed" in out


def test_the_entry_starts_the_launcher_beside_the_python(tmp_path: Path) -> None:
    # pip, pipx and venvs put the tokenpoker launcher beside their python: the menu runs that.
    bin_dir = tmp_path / "odd $dir" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / "python").write_text("")
    launcher = bin_dir / "tokenpoker"
    launcher.write_text("")
    assert desktop.launch_command(str(bin_dir / "python")) == [str(launcher)]
    # Without one, a checkout's main.py with that python.
    python = str(tmp_path / "python")
    assert desktop.launch_command(python) == [python, str(REPO / "main.py")]


def test_exec_line_quotes_what_the_spec_reserves() -> None:
    command = ['/opt/my games/bin/python', '/home/a"b/$HOME/`x`/100%/back\\slash/main.py']
    line = desktop.desktop_entry(command).split("\nExec=", 1)[1].split("\n", 1)[0]
    assert _exec_arguments(line) == command
    assert "%%" in line and '\\\\"' in line and "\\\\$HOME" in line


def test_desktop_options_stand_alone_and_only_on_linux(
    xdg: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, _, err = run(capsys, main, "--install-desktop", "--frames", "3")
    assert code == 2 and "--install-desktop takes no other options" in err
    code, _, err = run(capsys, main, "--install-desktop", "--uninstall-desktop")
    assert code == 2
    assert not xdg.exists()
    monkeypatch.setattr(desktop.sys, "platform", "win32")
    code, _, err = run(capsys, main, "--install-desktop")
    assert code == 1 and "Linux" in err and "win32" in err
    assert not xdg.exists()


def test_install_desktop_says_why_it_cannot_write(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocked))  # a file where the folder should be
    code, _, err = run(capsys, main, "--install-desktop")
    assert code == 1 and "Fehler / error" in err and "Traceback" not in err
