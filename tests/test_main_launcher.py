"""The double-click launcher's decisions (main.py), without any real re-exec.

`choose_action` is pure, so the table below covers every case; the explain
path is also run for real in a subprocess on a copy of main.py with pygame
hidden, to prove it ends with the set-up command and status 1, not a traceback.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

import main
from game import legal
from main import EXPLAIN, REEXEC, RUN, choose_action

REPO = Path(__file__).resolve().parent.parent
VENV_PY = "/game/.venv/bin/python"
SYSTEM_PY = "/usr/bin/python3"


@pytest.mark.parametrize(
    ("argv", "pygame_available", "venv_python", "current", "expected"),
    [
        # pygame importable here: just run, whatever the venv.
        (["main.py"], True, None, SYSTEM_PY, RUN),
        (["main.py"], True, VENV_PY, SYSTEM_PY, RUN),
        (["main.py", "--demo"], True, VENV_PY, VENV_PY, RUN),
        # pygame missing, venv present and not us: re-run with the venv.
        (["main.py"], False, VENV_PY, SYSTEM_PY, REEXEC),
        (["main.py", "--demo", "--seed", "3"], False, VENV_PY, SYSTEM_PY, REEXEC),
        # pygame missing and the venv is us (pygame not installed there): explain.
        (["main.py"], False, VENV_PY, VENV_PY, EXPLAIN),
        (["main.py"], False, "/game/.venv/bin/../bin/python", VENV_PY, EXPLAIN),
        # pygame missing, no venv: explain.
        (["main.py"], False, None, SYSTEM_PY, EXPLAIN),
        (["main.py", "--frames", "10"], False, None, SYSTEM_PY, EXPLAIN),
        # The command line is pure: --simulate never needs pygame or the venv.
        (["main.py", "--simulate", "10"], False, None, SYSTEM_PY, RUN),
        (["main.py", "--simulate", "10"], False, VENV_PY, SYSTEM_PY, RUN),
        (["main.py", "--players", "3", "--simulate=5"], False, VENV_PY, SYSTEM_PY, RUN),
        (["main.py", "--help"], False, None, SYSTEM_PY, RUN),
    ],
)
def test_choose_action(
    argv: list[str],
    pygame_available: bool,
    venv_python: str | None,
    current: str,
    expected: str,
) -> None:
    assert choose_action(argv, pygame_available, venv_python, current) == expected


def test_a_rerun_never_reexecs_again() -> None:
    # Even if the paths are spelled differently (python vs python3), a re-run
    # without pygame must explain instead of looping.
    assert choose_action(["main.py"], False, VENV_PY, "/game/.venv/bin/python3") == REEXEC
    assert (
        choose_action(["main.py"], False, VENV_PY, "/game/.venv/bin/python3", reexeced=True)
        == EXPLAIN
    )


def test_the_program_name_is_not_taken_for_an_option() -> None:
    assert choose_action(["--simulate"], False, None, SYSTEM_PY) == EXPLAIN


def test_find_venv_python(tmp_path: Path) -> None:
    assert main.find_venv_python(tmp_path) is None
    layout = ("Scripts", "python.exe") if os.name == "nt" else ("bin", "python")
    python = tmp_path / ".venv" / layout[0] / layout[1]
    python.parent.mkdir(parents=True)
    python.write_text("")
    assert main.find_venv_python(tmp_path) == str(python)


def test_setup_command_is_the_readme_play_command() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    match = re.search(r"<!-- play-command -->\n```[a-z]*\n(.*?)\n```", readme, re.S)
    assert match is not None
    assert main.SETUP_COMMAND == match.group(1)
    assert main.SETUP_COMMAND in main.explanation()


def test_main_py_is_executable_with_a_shebang() -> None:
    text = (REPO / "main.py").read_text(encoding="utf-8")
    assert text.startswith("#!/usr/bin/env python3\n")
    if os.name != "nt":
        assert (REPO / "main.py").stat().st_mode & stat.S_IXUSR
    # The run bit must also be in git, or a fresh clone loses it.
    if shutil.which("git") and (REPO / ".git").exists():
        entry = subprocess.run(
            ["git", "ls-files", "-s", "main.py"],
            cwd=REPO,
            capture_output=True,
            text=True,
            check=False,
        ).stdout
        if entry:
            assert entry.startswith("100755 ")


def test_without_pygame_and_venv_it_explains_instead_of_a_traceback(tmp_path: Path) -> None:
    # A copy of main.py (with game.legal, which it prints) in a folder without
    # .venv, started from another folder; -S leaves site-packages, and so
    # pygame, out of reach. No DISPLAY, so no Tk box either.
    shutil.copy(REPO / "main.py", tmp_path / "main.py")
    (tmp_path / "game").mkdir()
    shutil.copy(REPO / "game" / "__init__.py", tmp_path / "game" / "__init__.py")
    shutil.copy(REPO / "game" / "legal.py", tmp_path / "game" / "legal.py")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("PYTHONPATH", None)
    env["PYTHONIOENCODING"] = "utf-8"
    result = subprocess.run(
        [sys.executable, "-S", str(tmp_path / "main.py")],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
        check=False,
    )
    assert result.returncode == 1, result.stderr
    assert main.SETUP_COMMAND in result.stderr
    assert legal.WARNING_TEXT in result.stderr
    assert "Traceback" not in result.stderr
