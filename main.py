#!/usr/bin/env python3
"""Double-click entry point: find an interpreter that has pygame, then run game.cli.

This file owns only the start-up decision. Run from any folder (or by
double-click), it puts its own folder on ``sys.path``; if pygame-ce is not
importable here but the README's ``.venv`` exists, it re-runs itself with that
interpreter; if there is no such interpreter either, it shows the README's
set-up command instead of a traceback. ``--simulate`` (and ``--help``) never
need pygame, because the command line is pure Python. Everything else is
``game.cli.main()``.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent

#: The README's play command (tests/test_main_launcher.py keeps the two equal).
SETUP_COMMAND = "python3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/python main.py"

RUN = "run"
REEXEC = "reexec"
EXPLAIN = "explain"

# Set for the re-run, so a .venv without pygame ends in the explanation, not a loop.
_REEXEC_MARK = "TOKENPOKER_LAUNCHER_REEXEC"

# Options that the command line handles without opening a window.
_HEADLESS_OPTIONS = ("--simulate", "-h", "--help")


def needs_pygame(args: Sequence[str]) -> bool:
    """Whether these command-line arguments start the window (and so need pygame)."""
    for arg in args:
        if arg in _HEADLESS_OPTIONS or arg.startswith("--simulate="):
            return False
    return True


def _same_path(a: str, b: str) -> bool:
    # Deliberately no symlink resolution: a venv's python is a symlink to the
    # system interpreter, yet running it is what activates the venv.
    return os.path.normcase(os.path.abspath(a)) == os.path.normcase(os.path.abspath(b))


def choose_action(
    argv: Sequence[str],
    pygame_available: bool,
    venv_python: str | None,
    current_python: str,
    *,
    reexeced: bool = False,
) -> str:
    """Decide how to start: RUN (game.cli here), REEXEC (with venv_python) or EXPLAIN.

    ``argv`` is ``sys.argv`` (program name first); ``venv_python`` is the
    ``.venv`` interpreter if it exists; ``reexeced`` says this process already
    is such a re-run.
    """
    if pygame_available or not needs_pygame(argv[1:]):
        return RUN
    if venv_python is not None and not reexeced and not _same_path(venv_python, current_python):
        return REEXEC
    return EXPLAIN


def find_venv_python(root: Path = HERE) -> str | None:
    """The interpreter of ``root/.venv`` if it exists (POSIX or Windows layout)."""
    venv = root / ".venv"
    candidates = (
        [venv / "Scripts" / "python.exe"] if os.name == "nt" else [venv / "bin" / "python"]
    )
    for candidate in candidates:
        if candidate.is_file():
            return str(candidate)
    return None


def explanation() -> str:
    """What to tell a user who has no interpreter with pygame-ce (German, then English)."""
    return (
        "pygame-ce ist nicht installiert. Einmal im Projektordner ausführen:\n"
        "pygame-ce is not installed. Run this once in the project folder:\n\n"
        f"    cd {HERE}\n"
        f"    {SETUP_COMMAND}\n"
    )


def _warning_text() -> str:
    try:
        from game.legal import WARNING_TEXT
    except ImportError:  # a copy of main.py without the game package
        return ""
    return WARNING_TEXT


def _has_display() -> bool:
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def _show_dialog(message: str) -> None:
    """Show the message in a Tk box when Tk and a display exist (double-click has no terminal)."""
    if not _has_display():
        return
    try:
        import tkinter
        from tkinter import messagebox
    except ImportError:
        return
    try:
        root = tkinter.Tk()
        root.withdraw()
        messagebox.showinfo("Token-Poker", message, parent=root)
        root.destroy()
    except Exception:  # noqa: BLE001 - any Tk failure just means: terminal output only
        pass


def explain(show_dialog: bool = True) -> int:
    """Print (and, where possible, show) the set-up command; the exit status is 1."""
    warning = _warning_text()
    message = explanation()
    if warning:
        message = f"{warning}\n\n{message}"
    print(message, file=sys.stderr)
    if show_dialog:
        _show_dialog(message)
    return 1


def reexec(venv_python: str, argv: Sequence[str]) -> int:
    """Run this file again with ``venv_python``; on POSIX this process is replaced."""
    args = [venv_python, str(Path(__file__).resolve()), *argv[1:]]
    os.environ[_REEXEC_MARK] = "1"
    sys.stdout.flush()
    sys.stderr.flush()
    if os.name == "nt":
        # os.execv on Windows starts a new process and returns to the shell at
        # once; waiting keeps the exit status and the console.
        return subprocess.call(args)
    os.execv(venv_python, args)
    return 1  # not reached


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game or the command line, by way of the .venv if needed."""
    argv = list(sys.argv if argv is None else argv)
    if str(HERE) not in sys.path[:1]:
        sys.path.insert(0, str(HERE))
    venv_python = find_venv_python()
    action = choose_action(
        argv,
        pygame_available=importlib.util.find_spec("pygame") is not None,
        venv_python=venv_python,
        current_python=sys.executable,
        reexeced=bool(os.environ.get(_REEXEC_MARK)),
    )
    if action == REEXEC and venv_python is not None:
        return reexec(venv_python, argv)
    if action == EXPLAIN:
        return explain()
    from game import cli

    status = cli.main()
    return status if isinstance(status, int) else 0


if __name__ == "__main__":
    sys.exit(main())
