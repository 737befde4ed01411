"""The game in the person's menu on Linux: ``tokenpoker --install-desktop`` / ``--uninstall-desktop``.

Writes a freedesktop desktop entry to ``$XDG_DATA_HOME/applications`` and the
game's icon (`game.ui.icon`, drawn in code) as PNGs into the hicolor icon
theme under ``$XDG_DATA_HOME/icons``, for whoever runs it (no root, no
system folders). The entry starts this very copy of the game: the
``tokenpoker`` launcher beside the Python that runs (pip, pipx, a venv), else
the checkout's ``main.py``. Uninstalling removes exactly those files. Needs
pygame only to draw the icon; touches nothing outside those two folders.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

from game import meta
from game.storage.paths import xdg_data_home

__all__ = [
    "APP_ID",
    "ICON_SIZES",
    "desktop_entry",
    "desktop_file",
    "icon_files",
    "install",
    "launch_command",
    "supported",
    "uninstall",
]

#: The entry's id: ``tokenpoker.desktop``, icon name ``tokenpoker`` (also the window's class).
APP_ID = "tokenpoker"
#: The icon sizes installed (hicolor theme folders ``NxN/apps``).
ICON_SIZES = (32, 48, 64, 128, 256)


def supported(platform: str | None = None) -> bool:
    """Desktop entries are a freedesktop thing: Linux and the BSDs, not Windows or macOS."""
    platform = sys.platform if platform is None else platform
    return not (platform.startswith("win") or platform == "darwin" or platform == "cygwin")


def desktop_file(env: Mapping[str, str] | None = None) -> Path:
    return xdg_data_home(env) / "applications" / f"{APP_ID}.desktop"


def icon_files(env: Mapping[str, str] | None = None) -> dict[int, Path]:
    """Icon size -> its PNG in the person's hicolor theme."""
    root = xdg_data_home(env) / "icons" / "hicolor"
    return {size: root / f"{size}x{size}" / "apps" / f"{APP_ID}.png" for size in ICON_SIZES}


def launch_command(executable: str | None = None) -> list[str]:
    """How the menu starts this copy: its ``tokenpoker`` launcher, else the checkout's main.py."""
    python = executable or sys.executable
    # Not resolved: a venv's python is a link, and the venv is only in effect through its own path.
    folder = Path(python).parent
    for name in ("tokenpoker", "tokenpoker.exe"):
        if (folder / name).is_file():
            return [str(folder / name)]
    main_py = meta.beside_package("main.py")
    if main_py is not None:
        return [python, str(main_py)]
    return [python, "-m", "game.cli"]


def _exec_quote(argument: str) -> str:
    """One argument of an Exec line: double-quoted, the spec's reserved characters escaped."""
    quoted = "".join("\\" + c if c in '"`$\\' else c for c in argument)
    # The whole value is a string value too: its backslashes are escaped once more; % is a field code.
    return '"' + quoted.replace("\\", "\\\\").replace("%", "%%") + '"'


def desktop_entry(command: list[str]) -> str:
    """The text of ``tokenpoker.desktop`` starting ``command``."""
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.5",
        "Name=Token-Poker",
        "GenericName=Poker",
        "GenericName[de]=Poker",
        "Comment=Poker for fun: play chips and tokens only, never money",
        "Comment[de]=Poker zum Spaß: nur Spielmarken, nie um Geld",
        "Exec=" + " ".join(_exec_quote(part) for part in command),
        "TryExec=" + command[0].replace("\\", "\\\\"),
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;CardGame;",
        "Keywords=poker;cards;draw;holdem;Karten;",
        f"StartupWMClass={APP_ID}",
        "",
    ])


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.tmp")
    temporary.write_bytes(data)
    os.replace(temporary, path)


def install(env: Mapping[str, str] | None = None, executable: str | None = None) -> list[Path]:
    """Write the desktop entry and the icons; returns the files written (OSError on failure)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import tempfile

    import pygame

    from game.ui.icon import icon_surface

    written: list[Path] = []
    with tempfile.TemporaryDirectory() as scratch:
        for size, path in icon_files(env).items():
            png = Path(scratch) / f"{size}.png"
            pygame.image.save(icon_surface(size), str(png))
            _write(path, png.read_bytes())
            written.append(path)
    entry = desktop_file(env)
    _write(entry, desktop_entry(launch_command(executable)).encode("utf-8"))
    written.append(entry)
    return written


def uninstall(env: Mapping[str, str] | None = None) -> list[Path]:
    """Remove the desktop entry and the icons `install` wrote; returns those that were there."""
    removed: list[Path] = []
    for path in [desktop_file(env), *icon_files(env).values()]:
        try:
            path.unlink()
        except FileNotFoundError:
            continue
        removed.append(path)
    return removed
