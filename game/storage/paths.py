"""Where the per-user files live: the data folder of the platform, or `TOKENPOKER_HOME`.

Linux and other Unix: ``$XDG_DATA_HOME/tokenpoker`` (default
``~/.local/share/tokenpoker``); Windows: ``%APPDATA%\\tokenpoker``; macOS:
``~/Library/Application Support/tokenpoker``. The environment variable
``TOKENPOKER_HOME`` overrides all of them (tests and portable installs use it).
Nothing here touches the disk: the folder is created by the first write
(`ensure_data_dir`), never on import and never by a read.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

__all__ = [
    "APP_DIR_NAME",
    "HOME_ENV",
    "data_dir",
    "xdg_data_home",
    "ensure_data_dir",
    "settings_path",
    "save_path",
    "duell_save_path",
    "holdem_save_path",
    "stats_path",
]

APP_DIR_NAME = "tokenpoker"
HOME_ENV = "TOKENPOKER_HOME"

SETTINGS_FILE = "settings.json"
SAVE_FILE = "save.json"
DUELL_SAVE_FILE = "duell.json"
HOLDEM_SAVE_FILE = "holdem.json"
STATS_FILE = "stats.json"


def data_dir(env: Mapping[str, str] | None = None, platform: str | None = None) -> Path:
    """The per-user data folder (not created). `env`/`platform` default to the real ones."""
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    override = env.get(HOME_ENV, "").strip()
    if override:
        return Path(override).expanduser()
    home = Path(env.get("HOME") or env.get("USERPROFILE") or Path.home())
    if platform.startswith("win"):
        appdata = env.get("APPDATA", "").strip()
        base = Path(appdata) if appdata else home / "AppData" / "Roaming"
    elif platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = xdg_data_home(env)
    return base / APP_DIR_NAME


def xdg_data_home(env: Mapping[str, str] | None = None) -> Path:
    """``$XDG_DATA_HOME``, else ``~/.local/share`` (Linux and other freedesktop systems; not created).

    Unlike `data_dir`, `TOKENPOKER_HOME` does not move it: the person's menu and icon theme live here.
    """
    env = os.environ if env is None else env
    xdg = env.get("XDG_DATA_HOME", "").strip()
    # The XDG spec says a relative value is invalid and must be ignored.
    if xdg and Path(xdg).is_absolute():
        return Path(xdg)
    return Path(env.get("HOME") or env.get("USERPROFILE") or Path.home()) / ".local" / "share"


def ensure_data_dir() -> Path:
    """The data folder, created (with parents) if missing; called by writers only."""
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def settings_path() -> Path:
    """The settings file."""
    return data_dir() / SETTINGS_FILE


def save_path() -> Path:
    """The save game file (one game in progress)."""
    return data_dir() / SAVE_FILE


def duell_save_path() -> Path:
    """The Duell match in progress (a save slot of its own, next to the token game's)."""
    return data_dir() / DUELL_SAVE_FILE


def holdem_save_path() -> Path:
    """The Hold'em table in progress (a save slot of its own)."""
    return data_dir() / HOLDEM_SAVE_FILE


def stats_path() -> Path:
    """The statistics file."""
    return data_dir() / STATS_FILE
