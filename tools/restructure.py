#!/usr/bin/env python3
"""Move each game into its own folders, by pattern rules, and rewrite every reference to a moved module.

Run from anywhere inside a checkout (a clean work tree is safest: every move is
a ``git mv``). The moves follow the rules in `RULES` (first match wins), so a
file another branch added under the same naming (``game/scenes/holdem_x.py``,
``game/net/european_y.py``, ``game/scenes/net_z.py`` ...) moves with the rest:

- ``game/<layer>/<game>_<rest>.py`` -> ``game/<layer>/<game>/<rest>.py`` (every layer, every
  game: token, duell, holdem, european), ``game/<layer>/<game>.py`` -> ``game/<layer>/<game>/__init__.py``;
- the token game's modules, which carry no prefix: ``game/engine/{config,events,game,state,
  serialize,simulate,scoring,views}.py`` and ``game/engine/strategies/`` -> ``game/engine/token/``;
  ``game/scenes/table.py``, ``table_*.py`` (not ``table_base.py``), ``setup.py``, ``history.py``,
  ``results.py``, ``gameover.py`` (as ``over.py``) -> ``game/scenes/token/``;
  ``game/session/{local,remote}.py`` -> ``game/session/token/``; ``game/ui/table_layout.py`` ->
  ``game/ui/token/layout.py``;
- the network screens: ``game/scenes/net_<game>.py`` -> ``game/scenes/net/<game>/table.py``,
  ``net_<game>_<rest>.py`` -> ``game/scenes/net/<game>/<rest>.py``, other ``net_<rest>.py`` ->
  ``game/scenes/net/<rest>.py``;
- the command line: ``game/cli.py`` -> ``game/cli/__init__.py`` (plus ``__main__.py``),
  ``game/<game>_cli.py`` and ``game/<game>_sim.py`` -> ``game/cli/<game>.py``.

Then every text file of the checkout (``*.py``, ``*.md``, ``*.toml``, ``*.cfg``, ``*.ini``;
not CHANGELOG.md, License.md or this script) is rewritten: dotted module names
(``game.scenes.holdem_table`` -> ``game.scenes.holdem.table``, also in strings such as
``monkeypatch.setattr("game.engine.simulate.play_game", ...)``), file paths
(``game/scenes/holdem_table.py``, and ``scenes/holdem_table.py`` without ``game/``), in
Markdown also short dotted names (``session.remote_european``), relative imports (recomputed
from each file's old and new place), and ``from game.pkg import module`` of a moved module.
New packages get an ``__init__.py`` with a docstring. Finally it imports nothing but reads
every module under game/, tests/, bench/ and tools/ and fails if an import of ``game...``
names a module that does not exist (or a moved one); with ruff installed it re-sorts the
imports of the files it changed (``ruff check --fix --select I``).

It prints every move and every rewritten file, and exits 1 without moving anything if a
file cannot be placed (a game's prefix in a place no rule covers, or a target that exists
already). Running it again changes nothing (idempotent).

Usage: ``python tools/restructure.py [--root CHECKOUT] [--dry-run]``
"""

from __future__ import annotations

import argparse
import ast
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

GAMES = ("token", "duell", "holdem", "european")
_G = "|".join(GAMES)
#: The layers whose files may carry a game's prefix.
LAYERS = ("engine", "session", "net", "storage", "text", "ui", "scenes")
#: The token game's engine modules (they carry no prefix).
TOKEN_ENGINE = ("config", "events", "game", "state", "serialize", "simulate", "scoring", "views")

#: (pattern on the path from the checkout, replacement) - first match wins.
RULES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), replacement)
    for pattern, replacement in (
        # the token game, which has no prefix
        (r"^game/engine/strategies/(.+)$", r"game/engine/token/strategies/\1"),
        (rf"^game/engine/({'|'.join(TOKEN_ENGINE)})\.py$", r"game/engine/token/\1.py"),
        (r"^game/scenes/table\.py$", r"game/scenes/token/table.py"),
        (r"^game/scenes/table_(?!base\.py$)(\w+)\.py$", r"game/scenes/token/\1.py"),
        (r"^game/scenes/(setup|history|results)\.py$", r"game/scenes/token/\1.py"),
        (r"^game/scenes/gameover\.py$", r"game/scenes/token/over.py"),
        (r"^game/session/(local|remote)\.py$", r"game/session/token/\1.py"),
        (rf"^game/session/remote_({_G})\.py$", r"game/session/\1/remote.py"),
        (r"^game/ui/table_layout\.py$", r"game/ui/token/layout.py"),
        # the network screens
        (rf"^game/scenes/net_({_G})\.py$", r"game/scenes/net/\1/table.py"),
        (rf"^game/scenes/net_({_G})_(\w+)\.py$", r"game/scenes/net/\1/\2.py"),
        (r"^game/scenes/net_(\w+)\.py$", r"game/scenes/net/\1.py"),
        # every layer, every game
        (rf"^game/({'|'.join(LAYERS)})/({_G})_(\w+)\.py$", r"game/\1/\2/\3.py"),
        (rf"^game/({'|'.join(layer for layer in LAYERS if layer != 'engine')})/({_G})\.py$",
         r"game/\1/\2/__init__.py"),
        # the command line
        (r"^game/cli\.py$", r"game/cli/__init__.py"),
        (rf"^game/({_G})_(cli|sim)\.py$", r"game/cli/\1.py"),
    )
)

#: A file left in place that still looks like it belongs to one game: the run stops.
UNPLACED = (
    re.compile(rf"^game/({'|'.join(LAYERS)})/({_G})_\w+\.py$"),
    re.compile(rf"^game/({'|'.join(LAYERS)})/\w+_({_G})\.py$"),
    re.compile(r"^game/scenes/net_\w+\.py$"),
    re.compile(rf"^game/({_G})_\w+\.py$"),
    re.compile(r"^game/\w+_(cli|sim)\.py$"),
)

#: Text files whose references are rewritten, and the files never touched.
SUFFIXES = (".py", ".md", ".toml", ".cfg", ".ini")
SKIP = ("CHANGELOG.md", "License.md", "tools/restructure.py", "tests/test_restructure.py")

_NAMES = {"token": "the token game", "duell": "the Duell", "holdem": "Texas Hold'em",
          "european": "Europäisches Draw Poker"}
_LAYER_WORDS = {
    "engine": "rules (pure: no pygame, no I/O, no clock)",
    "session": "sessions (local and at a network table)",
    "net": "network variant and wire format",
    "storage": "files on disk (saves, statistics, exports)",
    "text": "words (catalogues and formatters)",
    "ui": "layout and drawing helpers",
    "scenes": "screens",
}


class Unplaceable(Exception):
    """A file the rules cannot place, or a move that would overwrite a file."""


def place(path: str) -> str | None:
    """Where ``path`` (posix, from the checkout) belongs, or None if it stays."""
    for pattern, replacement in RULES:
        if pattern.match(path):
            new = pattern.sub(replacement, path)
            return None if new == path else new
    return None


#: The checkout being restructured: a rule renames a dotted name or a path only if the module
#: it names exists there (before or after the move), so ``game.storage.duell_save_path`` (a
#: function) is not taken for a module ``duell_save_path`` of the Duell.
ROOT = Path(".")


def _exists(path: str) -> bool:
    return (ROOT / path).is_file()


def map_module(dotted: str) -> str:
    """``dotted`` (a module, or a module and attributes) with its module part placed by the rules."""
    parts = dotted.split(".")
    for end in range(len(parts), 1, -1):
        stem = "/".join(parts[:end])
        for candidate in (stem + ".py", stem + "/__init__.py"):
            new = place(candidate)
            if new is not None and (_exists(new) or _exists(candidate)):
                module = new.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
                return ".".join([module, *parts[end:]])
    return dotted


def map_path(text: str) -> str:
    """A file path (with or without ``game/``) placed by the rules."""
    full = text if text.startswith("game/") else "game/" + text
    new = place(full)
    if new is None or not (_exists(new) or _exists(full)):
        return text
    return new if text.startswith("game/") else new.removeprefix("game/")


_DOTTED = re.compile(r"(?<![\w.])game(?:\.\w+)+")
_SHORT_DOTTED = re.compile(rf"(?<![\w./-])(?:{'|'.join(LAYERS)}|cli)(?:\.\w+)+")
_PATH = re.compile(rf"(?<![\w./-])(?:game/[\w/]*\w\.py|(?:{'|'.join(LAYERS)})/[\w/]*\w\.py)")
_RELATIVE = re.compile(r"^(\s*from\s+)(\.+)([\w.]*)(\s+import\b)(.*)$", re.M)
_FROM_GAME = re.compile(r"^(\s*from\s+)(game(?:\.\w+)*)(\s+import\s+)(\w+)(\s+as\s+\w+)?(\s*(?:#.*)?)$", re.M)


def _package_of(path: str) -> list[str]:
    parts = path.removesuffix(".py").split("/")
    return parts[:-1]


def _relative(target: list[str], package: list[str]) -> str:
    common = 0
    while common < min(len(target), len(package)) and target[common] == package[common]:
        common += 1
    return "." * (len(package) - common + 1) + ".".join(target[common:])


def rewrite_relative(text: str, old_path: str, new_path: str, problems: list[str]) -> str:
    """Relative imports of a file that moved from ``old_path`` to ``new_path``, pointing where
    their (possibly moved) targets are now."""
    old_package, new_package = _package_of(old_path), _package_of(new_path)

    def one(match: re.Match[str]) -> str:
        head, dots, module, imp, rest = match.groups()
        base = old_package[: len(old_package) - len(dots) + 1]
        target = ".".join(base + ([module] if module else []))
        if not module:  # from . import a, b: a moved module here cannot be renamed in place
            names = re.findall(r"\b(\w+)\b(?:\s+as\s+\w+)?", rest.split("#")[0].strip("() "))
            for name in names:
                if name != "as" and map_module(f"{target}.{name}") != f"{target}.{name}":
                    problems.append(f"{new_path}: 'from {dots} import {name}' names a moved module; "
                                    "write it as an absolute import and run again")
        new_target = map_module(target).split(".")
        return f"{head}{_relative(new_target, new_package)}{imp}{rest}"

    return _RELATIVE.sub(one, text)


def rewrite_from_game(text: str) -> str:
    """``from game.pkg import module`` of a moved module -> ``from its.new.package import name as module``."""

    def one(match: re.Match[str]) -> str:
        head, package, imp, name, alias, tail = match.groups()
        moved = map_module(f"{package}.{name}")
        if moved == f"{package}.{name}":
            return match.group(0)
        new_package, _, new_name = moved.rpartition(".")
        as_part = alias or (f" as {name}" if new_name != name else "")
        return f"{head}{new_package}{imp}{new_name}{as_part}{tail}"

    text = _FROM_GAME.sub(one, text)
    return text


def rewrite_text(text: str, suffix: str) -> str:
    """Dotted names and paths of moved modules, placed by the rules."""
    text = _DOTTED.sub(lambda m: map_module(m.group(0)), text)
    text = _PATH.sub(lambda m: map_path(m.group(0)), text)
    if suffix == ".md":
        def short(m: re.Match[str]) -> str:
            return map_module("game." + m.group(0)).removeprefix("game.")

        text = _SHORT_DOTTED.sub(short, text)
    return text


def _git(root: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=root, check=True, capture_output=True, text=True).stdout


def plan(files: list[str]) -> list[tuple[str, str]]:
    """(from, to) of every file to move; raises `Unplaceable` for what cannot be placed."""
    present = set(files)
    moves, problems = [], []
    for path in sorted(files):
        if not path.startswith("game/"):
            continue
        new = place(path)
        if new is None:
            if any(pattern.match(path) for pattern in UNPLACED):
                problems.append(f"{path}: carries a game's name, but no rule places it (add one to RULES)")
            continue
        if new in present:
            problems.append(f"{path} -> {new}: the target exists already")
        moves.append((path, new))
    targets = [new for _, new in moves]
    for new in sorted({t for t in targets if targets.count(t) > 1}):
        problems.append(f"{new}: more than one file would move there")
    if problems:
        raise Unplaceable("\n".join(problems))
    return moves


def _new_packages(root: Path, moves: list[tuple[str, str]]) -> list[str]:
    """The ``__init__.py`` files the moved-to folders lack."""
    wanted = set()
    for _, new in moves:
        folder = Path(new).parent
        while folder.parts and folder.parts[0] == "game" and len(folder.parts) > 1:
            wanted.add((folder / "__init__.py").as_posix())
            folder = folder.parent
    moved_to = {new for _, new in moves}
    return sorted(p for p in wanted if p not in moved_to and not (root / p).exists())


def _init_text(path: str) -> str:
    parts = Path(path).parent.parts  # game/<layer>/<game>[/...]
    layer = parts[1] if len(parts) > 1 else ""
    rest = parts[2:]
    if layer == "cli":
        return '"""The command line: one module per game\'s headless entry point."""\n'
    if layer == "scenes" and rest[:1] == ("net",):
        if len(rest) == 1:
            return '"""The network screens: connecting, the lobby, a new table, each variant\'s tables."""\n'
        return f'"""The network table screens of {_NAMES.get(rest[1], rest[1])}."""\n'
    if rest and rest[-1] == "strategies":
        return '"""The token game\'s computer levels (Anfänger, Normal, Profi)."""\n'
    game = _NAMES.get(rest[0], rest[0]) if rest else layer
    words = _LAYER_WORDS.get(layer, layer)
    return f'"""{game[0].upper() + game[1:]}: its {words}."""\n'


_MAIN = '''"""``python -m game.cli``: the command line (`game.cli.main`)."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
'''


def text_files(root: Path) -> list[str]:
    listed = _git(root, "ls-files", "--cached", "--others", "--exclude-standard").splitlines()
    return sorted(
        p
        for p in set(listed)
        if p.endswith(SUFFIXES) and p not in SKIP and not p.startswith("game/assets/")
        and (root / p).is_file()
    )


def _module_exists(root: Path, dotted: str) -> bool:
    base = root / dotted.replace(".", "/")
    return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()


def check_imports(root: Path, files: list[str]) -> list[str]:
    """Every import of ``game...`` in these Python files that names no existing module."""
    problems = []
    for path in files:
        if not path.endswith(".py"):
            continue
        try:
            tree = ast.parse((root / path).read_text(encoding="utf-8"))
        except SyntaxError as error:
            problems.append(f"{path}: {error}")
            continue
        package = _package_of(path)
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
                names: list[str] = []
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package[: len(package) - node.level + 1]
                    modules = [".".join(base + ([node.module] if node.module else []))]
                else:
                    modules = [node.module or ""]
                names = [alias.name for alias in node.names]
            else:
                continue
            for module in modules:
                if module != "game" and not module.startswith("game."):
                    continue
                if not _module_exists(root, module):
                    problems.append(f"{path}:{node.lineno}: imports {module}, which does not exist")
                for name in names:
                    if map_module(f"{module}.{name}") != f"{module}.{name}":
                        problems.append(f"{path}:{node.lineno}: imports {name} from {module}, a moved module")
    return problems


def run(root: Path, dry_run: bool, say: Callable[[str], None]) -> int:
    global ROOT
    ROOT = root
    files = _git(root, "ls-files").splitlines()
    untracked = _git(root, "ls-files", "--others", "--exclude-standard").splitlines()
    try:
        moves = plan([p for p in files + untracked if (root / p).is_file()])
    except Unplaceable as error:
        say(f"restructure: cannot place, nothing moved:\n{error}")
        return 1
    if dry_run:
        for old, new in moves:
            say(f"would move {old} -> {new}")
        return 0
    for old, new in moves:
        (root / new).parent.mkdir(parents=True, exist_ok=True)
        if old in files:
            _git(root, "mv", old, new)
        else:
            shutil.move(root / old, root / new)
        say(f"moved {old} -> {new}")
    for init in _new_packages(root, moves):
        (root / init).write_text(_init_text(init), encoding="utf-8")
        _git(root, "add", init)
        say(f"created {init}")
    cli_main = root / "game/cli/__main__.py"
    if (root / "game/cli/__init__.py").is_file() and not cli_main.exists():
        cli_main.write_text(_MAIN, encoding="utf-8")
        _git(root, "add", "game/cli/__main__.py")
        say("created game/cli/__main__.py")
    old_of = {new: old for old, new in moves}
    problems: list[str] = []
    changed = []
    for path in text_files(root):
        before = (root / path).read_text(encoding="utf-8")
        after = before
        if path.endswith(".py"):
            after = rewrite_relative(after, old_of.get(path, path), path, problems)
            after = rewrite_from_game(after)
        after = rewrite_text(after, Path(path).suffix)
        if after != before:
            (root / path).write_text(after, encoding="utf-8")
            changed.append(path)
            say(f"rewrote {path}")
    checked = ("game", "tests", "bench", "tools")
    python = [p for p in text_files(root) if p.endswith(".py") and p.split("/")[0] in checked]
    problems += check_imports(root, python)
    sorted_py = [p for p in changed if p.endswith(".py")]
    ruff = shutil.which("ruff") or shutil.which("ruff", path=str(Path(sys.executable).parent))
    if sorted_py and ruff is not None:
        fix = [ruff, "check", "--fix", "--select", "I", "--quiet", *sorted_py]
        subprocess.run(fix, cwd=root, check=False)
        say(f"re-sorted the imports of {len(sorted_py)} rewritten Python files (ruff --select I)")
    elif sorted_py:
        say("ruff not found: run 'ruff check --fix --select I' over the rewritten files")
    say(f"restructure: {len(moves)} files moved, {len(changed)} files rewritten")
    if problems:
        say("restructure: these need a hand:\n" + "\n".join(sorted(set(problems))))
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    here = Path(__file__).resolve().parents[1]
    parser.add_argument("--root", type=Path, default=here, help="the checkout (default: this one)")
    parser.add_argument("--dry-run", action="store_true", help="print the moves, change nothing")
    args = parser.parse_args(argv)
    return run(args.root.resolve(), args.dry_run, print)


if __name__ == "__main__":
    sys.exit(main())
