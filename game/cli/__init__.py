"""The command line: play (the window), ``--demo``, and headless ``--simulate``.

Every entry point prints the warning text first (license: Warnhinweis-Pflicht).
A bad argument gets a clear message naming it and exit code 2, never a
traceback. ``--simulate`` needs no pygame: it imports only the engine.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NoReturn, TextIO

from game import crashlog, meta
from game.cli.token import SimulationReport, print_report, simulate
from game.engine import (
    DEFAULT_LEVEL,
    LEVELS,
    MAX_PLAYERS,
    MAX_TOKENS,
    MIN_PLAYERS,
    MIN_TOKENS,
    Mode,
    RuleSet,
)
from game.games import GameInfo, find_game, games
from game.legal import WARNING_TEXT
from game.storage.lock import InstanceLock

__all__ = ["main", "parse_args", "simulate", "print_report", "SimulationReport"]

PROGRAM = "tokenpoker"

#: ``--game`` name -> its headless simulation (args, output) -> exit code; without --game: the token game.
ALREADY_OPEN = (
    "Token-Poker läuft bereits (mit demselben Datenordner). Bitte das offene Fenster benutzen.\n"
    "Token-Poker is already open (with the same data folder). Please use the open window."
)


#: The game without --game.
DEFAULT_GAME = "token"


def _game_options() -> dict[str, tuple[str, ...]]:
    """Each registered game's own options (``--seats`` ...), by game."""
    return {info.key: info.options for info in games()}


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors name the argument and exit with 2, warning first."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: Fehler / error: {message}\n{self.format_usage()}")


def _bounded_int(low: int, high: int, what: str) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{what} must be a whole number, not {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{what} must be {low} to {high}, not {value}")
        return value

    return parse


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of all entry points."""
    parser = _Parser(
        prog=PROGRAM,
        # "--sim 2 --pl 2" must not silently mean --simulate/--players: options are spelled out.
        allow_abbrev=False,
        description="Token-Poker: five-card draw with tokens, 2-5 players. For fun only, never for money.",
    )
    parser.add_argument("--simulate", metavar="N", type=_bounded_int(1, 10**7, "--simulate"),
                        help="play N games of computer players without a window and print statistics")
    parser.add_argument("--demo", action="store_true",
                        help="watch computer players play one game at high speed, then quit: the token "
                        "game (five players, or --players) or with --game holdem a sit-and-go of six "
                        "computers (or --seats) that ends when one holds all the chips")
    parser.add_argument("--players", type=_bounded_int(MIN_PLAYERS, MAX_PLAYERS, "--players"), default=None,
                        help=f"players, {MIN_PLAYERS}-{MAX_PLAYERS} (default 5 for --simulate/--demo)")
    # The set-up options default to None so that main() can tell "not given" from "given"
    # and refuse them without --simulate/--demo; _SETUP_DEFAULTS fills them in afterwards.
    parser.add_argument("--mode", choices=[m.value for m in Mode], default=None,
                        help="absteigend (lose tokens, default) or aufsteigend (gain tokens)")
    parser.add_argument("--tokens", type=_bounded_int(MIN_TOKENS, MAX_TOKENS, "--tokens"), default=None,
                        help=f"token number T, {MIN_TOKENS}-{MAX_TOKENS} (default 6)")
    parser.add_argument("--rules", choices=[r.value for r in RuleSet], default=None,
                        help="rule set: original (default) or standard")
    parser.add_argument("--level", choices=LEVELS, default=None,
                        help="computer level of every seat for --simulate/--demo (default normal)")
    parser.add_argument("--seed", type=_bounded_int(0, 2**63, "--seed"), default=None,
                        help="seed for a reproducible run (default: the OS generator)")
    parser.add_argument("--game", choices=[info.key for info in games()], default=None,
                        help="the game --simulate plays: token (default), duell, holdem or european; "
                        "the game --demo shows: token (default) or holdem")
    parser.add_argument("--deck", type=int, choices=(32, 52), default=None,
                        help="with --game duell: 32 cards (default) or 52")
    parser.add_argument("--seats", type=_bounded_int(2, 10, "--seats"), default=None,
                        help="with --game holdem (--simulate or --demo): seats at the table, 2-10 "
                        "(default 6); with --game european: 2-5 (default 5)")
    parser.add_argument("--structure", choices=["limit", "pot-limit", "no-limit"], default=None,
                        help="with --game holdem (--simulate or --demo): betting structure "
                        "(default no-limit)")
    parser.add_argument("--frames", type=_bounded_int(1, 10**9, "--frames"), default=None,
                        help="quit after N frames (window only)")
    parser.add_argument("--screenshots", type=Path, metavar="DIR", default=None,
                        help="save a PNG of the first frame of every screen into DIR")
    parser.add_argument("--size", type=window_size, metavar="WxH", default=None,
                        help="window size, e.g. 960x540 (default 1280x720)")
    parser.add_argument("--install-desktop", action="store_true",
                        help="Linux: put Token-Poker with its icon into your menu "
                        "($XDG_DATA_HOME/applications and icons), then quit")
    parser.add_argument("--uninstall-desktop", action="store_true",
                        help="Linux: remove what --install-desktop wrote, then quit")
    parser.add_argument("--version", action="version", version=f"{PROGRAM} {meta.version()}",
                        help="print the version and quit")
    return parser


#: The set-up options of --simulate and --demo and their defaults.
_SETUP_DEFAULTS: dict[str, object] = {
    "players": MAX_PLAYERS,
    "mode": Mode.DESCENDING.value,
    "tokens": 6,
    "rules": RuleSet.ORIGINAL.value,
    "level": DEFAULT_LEVEL,
}


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """Parse and check the command line; exits with 2 and a message on bad input.

    Set-up options need --simulate or --demo (the window's game is set up on
    its own screen, so they would be ignored there); --screenshots must name a
    folder that exists or can be made.
    """
    parser = build_parser()
    args = parser.parse_args(list(argv))
    if args.install_desktop or args.uninstall_desktop:
        alone = "--install-desktop" if args.install_desktop else "--uninstall-desktop"
        if len(argv) != 1:
            parser.error(f"{alone} takes no other options")
        return args
    _check_game_options(parser, args)
    if args.simulate is not None:
        for flag in ("demo", "frames", "screenshots", "size"):
            if getattr(args, flag):
                parser.error(f"--{flag} cannot be combined with --simulate")
    elif not args.demo:
        given = [f"--{name}" for name in _SETUP_DEFAULTS if getattr(args, name) is not None]
        if given:
            parser.error(
                f"{', '.join(given)}: only with --simulate or --demo "
                "(the window's game is set up on the screen Neues Spiel / New game)"
            )
    for name, default in _SETUP_DEFAULTS.items():
        if getattr(args, name) is None:
            setattr(args, name, default)
    if args.screenshots is not None:
        problem = screenshot_folder_problem(args.screenshots)
        if problem:
            parser.error(f"--screenshots {str(args.screenshots)!r}: {problem}")
    return args


def _check_game_options(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """--game other than token needs --simulate (or --demo, for the games it shows); each game's
    own options only with that game."""
    game = args.game or DEFAULT_GAME
    info: GameInfo = find_game(game)
    if game != DEFAULT_GAME:
        if args.demo and info.no_demo is not None:
            shown = ", ".join(g.key for g in games() if g.no_demo is None)
            parser.error(f"--demo --game {game}: {info.no_demo} (--demo shows: {shown})")
        if args.simulate is None and not args.demo:
            parser.error(f"--game {game}: only with --simulate or --demo")
        given = [f"--{name}" for name in find_game(DEFAULT_GAME).options if getattr(args, name) is not None]
        if given:
            parser.error(f"{', '.join(given)}: not for --game {game}")
    by_game = {key: options for key, options in _game_options().items() if key != DEFAULT_GAME}
    for name in sorted({option for options in by_game.values() for option in options}):
        if getattr(args, name) is not None and name not in info.options:
            owners = [g for g, options in by_game.items() if name in options]
            parser.error(f"--{name}: only with --game {'/'.join(owners)}")


def window_size(text: str) -> tuple[int, int]:
    """``WIDTHxHEIGHT`` as two positive whole numbers (an argparse type: bad text exits 2)."""
    width, _, height = text.lower().partition("x")
    try:
        size = (int(width), int(height))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must be WIDTHxHEIGHT, e.g. 1280x720, not {text!r}") from None
    if not all(1 <= value <= 16384 for value in size):
        raise argparse.ArgumentTypeError(f"width and height must be 1 to 16384, not {text!r}")
    return size


def screenshot_folder_problem(folder: Path) -> str | None:
    """Why ``folder`` cannot take screenshots (made if missing), or None when it can."""
    if folder.exists() and not folder.is_dir():
        return "not a folder"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return error.strerror or str(error)
    if not os.access(folder, os.W_OK | os.X_OK):
        return "folder not writable"
    return None


def main(argv: Sequence[str] | None = None) -> int:
    """Run the program; returns the exit code."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    print(WARNING_TEXT, flush=True)
    args = parse_args(args_list)
    if args.install_desktop or args.uninstall_desktop:
        return desktop_command(install=args.install_desktop, out=sys.stdout, err=sys.stderr)
    if args.simulate is not None:
        try:
            return find_game(args.game or DEFAULT_GAME).run_simulation(args, sys.stdout)
        except KeyboardInterrupt:
            # Ctrl-C is how a long run is stopped: quietly, with the shell's usual 128 + SIGINT.
            return 130
    return _run_window(args)


def desktop_command(install: bool, out: TextIO, err: TextIO) -> int:
    """--install-desktop / --uninstall-desktop: 0 done, 1 with the reason (not Linux, a disk error)."""
    from game import desktop

    if not desktop.supported():
        print(f"{PROGRAM}: Menüeinträge gibt es hier nur unter Linux / desktop entries are for Linux "
              f"(freedesktop) only, not {sys.platform}", file=err)
        return 1
    try:
        files = desktop.install() if install else desktop.uninstall()
    except OSError as error:
        print(f"{PROGRAM}: Fehler / error: {error.strerror or error} ({error.filename or ''})", file=err)
        return 1
    if install:
        print("Token-Poker steht jetzt im Menü / is now in your menu:", file=out)
        print(f"  {desktop.desktop_file()}", file=out)
        print(f"  {len(files) - 1} Symbole / icons in {desktop.icon_files()[48].parents[2]}", file=out)
        print(f"Entfernen / remove: {PROGRAM} --uninstall-desktop", file=out)
    elif files:
        print("Token-Poker ist aus dem Menü entfernt / removed from your menu:", file=out)
        for path in files:
            print(f"  {path}", file=out)
    else:
        print("Kein Menüeintrag vorhanden / no menu entry was installed.", file=out)
    return 0


def _run_window(args: argparse.Namespace) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # our output starts with the warning
    try:
        from game.app import AppOptions, run
    except ImportError as error:  # pygame missing: say how to install, no traceback
        print(f"{PROGRAM}: pygame-ce is missing ({error}). Set up with:\n"
              "  python3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/python main.py",
              file=sys.stderr)
        return 1
    lock = InstanceLock()
    if not lock.acquire():  # another window plays on this data folder (and its one save)
        print(ALREADY_OPEN, file=sys.stderr)
        return 1
    options = AppOptions(
        demo=args.demo,
        frames=args.frames,
        screenshots=args.screenshots,
        seed=args.seed,
        players=args.players,
        mode=args.mode,
        tokens=args.tokens,
        rules=args.rules,
        level=args.level,
        game=args.game or DEFAULT_GAME,
        seats=args.seats or 6,
        structure=args.structure or "no-limit",
        **({"windowed_size": args.size} if args.size is not None else {}),
    )
    # A log in the data folder keeps every crash, with the window's own and its threads'
    # (game.crashlog); the person is told where it is, started by double-click too.
    crashlog.start()
    try:
        return run(options)
    except Exception:  # noqa: BLE001 - the window could not even start: logged and told, no traceback
        crashlog.report_exception("starting the game window")
        return 1
    finally:
        lock.release()


if __name__ == "__main__":
    sys.exit(main())
