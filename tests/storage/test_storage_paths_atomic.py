"""The data folder per platform, atomic writes and keeping bad files aside."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest

from game.storage.atomic import atomic_write_bytes, keep_aside
from game.storage.paths import data_dir, save_path


def test_override_wins(home: Path) -> None:
    assert data_dir() == home
    assert save_path() == home / "save.json"


@pytest.mark.parametrize(
    ("platform", "env", "expected"),
    [
        ("linux", {"HOME": "/h"}, "/h/.local/share/tokenpoker"),
        ("linux", {"HOME": "/h", "XDG_DATA_HOME": "/x"}, "/x/tokenpoker"),
        ("linux", {"HOME": "/h", "XDG_DATA_HOME": "rel"}, "/h/.local/share/tokenpoker"),
        ("darwin", {"HOME": "/h"}, "/h/Library/Application Support/tokenpoker"),
        ("win32", {"HOME": "/h", "APPDATA": "/a"}, "/a/tokenpoker"),
        ("linux", {"HOME": "/h", "TOKENPOKER_HOME": "/t"}, "/t"),
    ],
)
def test_platform_folders(platform: str, env: dict[str, str], expected: str) -> None:
    assert data_dir(env, platform) == Path(expected)


def test_import_and_reads_create_nothing(home: Path) -> None:
    # A fresh interpreter: importing the package and reading must not create the
    # folder, and storage never pulls in pygame.
    code = (
        "import sys; import game.storage as s; s.load_settings(); s.read_save(); s.load_stats(); "
        "sys.exit('pygame' in sys.modules)"
    )
    env = dict(os.environ, TOKENPOKER_HOME=str(home))
    subprocess.run([sys.executable, "-c", code], check=True, env=env, cwd=Path.cwd())
    assert not home.exists()


def test_atomic_write_creates_folder_and_replaces(home: Path) -> None:
    target = home / "sub" / "f.json"
    atomic_write_bytes(target, b"one")
    atomic_write_bytes(target, b"two")
    assert target.read_bytes() == b"two"
    assert [p.name for p in target.parent.iterdir()] == ["f.json"]  # no temp left behind


def test_failed_rename_keeps_old_file(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = home / "f.json"
    atomic_write_bytes(target, b"old")

    def broken(*args: object) -> None:
        raise OSError("disk gone")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError):
        atomic_write_bytes(target, b"new")
    assert target.read_bytes() == b"old"
    assert [p.name for p in home.iterdir()] == ["f.json"]


def test_stale_temp_files_are_swept(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home.mkdir()
    stale = home / ".f.json.abc.tmp"
    fresh = home / ".f.json.def.tmp"
    stale.write_bytes(b"x")
    fresh.write_bytes(b"x")
    old = stale.stat().st_mtime - 3600
    os.utime(stale, (old, old))
    atomic_write_bytes(home / "f.json", b"data")
    assert not stale.exists()
    assert fresh.exists()  # may belong to another running writer


def test_keep_aside_renames_and_never_clobbers(home: Path) -> None:
    home.mkdir()
    when = datetime(2026, 11, 22, 5, 15, 0)
    target = home / "save.json"
    target.write_bytes(b"bad 1")
    first = keep_aside(target, "corrupt", when)
    target.write_bytes(b"bad 2")
    second = keep_aside(target, "corrupt", when)
    assert first == home / "save.json.corrupt-20261122-051500"
    assert second == home / "save.json.corrupt-20261122-051500-1"
    assert first.read_bytes() == b"bad 1" and second is not None and second.read_bytes() == b"bad 2"
    assert not target.exists()
    assert keep_aside(target, "corrupt", when) is None  # nothing there


def test_keep_aside_sanitises_reason(home: Path) -> None:
    home.mkdir()
    target = home / "x.json"
    target.write_bytes(b"1")
    kept = keep_aside(target, "../Evil Reason", datetime(2026, 1, 2, 3, 4, 5))
    assert kept is not None and kept.parent == home
    assert kept.name == "x.json.evil_reason-20260102-030405"

