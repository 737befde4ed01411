"""tools/restructure.py on a small checkout of its own: moves by rule, rewrites every reference, runs twice
to the same result, and refuses what it cannot place."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import restructure  # noqa: E402

FILES = {
    "game/__init__.py": "",
    "game/engine/__init__.py": "from .game import Game\n",
    "game/engine/cards.py": "CARDS = 52\n",
    "game/engine/game.py": "from .cards import CARDS\n\n\nclass Game:\n    cards = CARDS\n",
    "game/engine/holdem/__init__.py": "",
    "game/engine/holdem/table.py": "from ..game import Game\n",
    "game/scenes/__init__.py": "",
    "game/scenes/holdem_table.py": "from . import base\nfrom game.engine.game import Game\n",
    "game/scenes/base.py": "",
    "game/scenes/net_lobby.py": "from game.scenes import holdem_table\n",
    "game/storage/__init__.py": "def holdem_save_path():\n    return 1\n",
    "game/duell_cli.py": "def run():\n    return 0\n",
    "game/cli.py": "from game.duell_cli import run\n",
    "tests/test_x.py": (
        "from game.storage import holdem_save_path\n"
        "PATCH = 'game.engine.game.Game'\n"
        "import game.scenes.net_lobby\n"
    ),
    "docs/a.md": "See `game/scenes/holdem_table.py`, `scenes.net_lobby` and game.storage.holdem_save_path.\n",
    "CHANGELOG.md": "Once `game/scenes/holdem_table.py`.\n",
}


def _checkout(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    for command in (["init", "-q"], ["add", "-A"]):
        subprocess.run(["git", *command], cwd=tmp_path, check=True)
    return tmp_path


def _run(root: Path) -> tuple[int, list[str]]:
    said: list[str] = []
    return restructure.run(root, False, said.append), said


def test_moves_by_rule_and_rewrites_every_reference(tmp_path):
    root = _checkout(tmp_path, FILES)
    code, said = _run(root)
    assert code == 0, said
    for old, new in [
        ("game/engine/game.py", "game/engine/token/game.py"),
        ("game/scenes/holdem_table.py", "game/scenes/holdem/table.py"),
        ("game/scenes/net_lobby.py", "game/scenes/net/lobby.py"),
        ("game/duell_cli.py", "game/cli/duell.py"),
        ("game/cli.py", "game/cli/__init__.py"),
    ]:
        assert not (root / old).exists() and (root / new).is_file(), new
        assert f"moved {old} -> {new}" in said
    read = lambda name: (root / name).read_text(encoding="utf-8")  # noqa: E731
    assert read("game/engine/__init__.py") == "from .token.game import Game\n"
    assert read("game/engine/token/game.py").startswith("from ..cards import CARDS\n")
    assert read("game/engine/holdem/table.py") == "from ..token.game import Game\n"
    assert "from .. import base" in read("game/scenes/holdem/table.py")
    assert "from game.engine.token.game import Game" in read("game/scenes/holdem/table.py")
    assert read("game/scenes/net/lobby.py") == "from game.scenes.holdem import table as holdem_table\n"
    assert read("game/cli/__init__.py") == "from game.cli.duell import run\n"
    test = read("tests/test_x.py")
    assert "from game.storage import holdem_save_path" in test  # a function, not a module: kept
    assert "'game.engine.token.game.Game'" in test and "import game.scenes.net.lobby" in test
    assert read("docs/a.md") == (
        "See `game/scenes/holdem/table.py`, `scenes.net.lobby` and game.storage.holdem_save_path.\n"
    )
    assert read("CHANGELOG.md") == FILES["CHANGELOG.md"]  # history stays as written
    assert (root / "game/scenes/net/__init__.py").read_text(encoding="utf-8").startswith('"""')
    assert (root / "game/cli/__main__.py").is_file()


def test_a_second_run_changes_nothing(tmp_path):
    root = _checkout(tmp_path, FILES)
    assert _run(root)[0] == 0
    subprocess.run(["git", "add", "-A"], cwd=root, check=True)
    before = {p: p.read_bytes() for p in root.rglob("*") if p.is_file() and ".git" not in p.parts}
    code, said = _run(root)
    assert code == 0 and said[-1] == "restructure: 0 files moved, 0 files rewritten"
    after = {p: p.read_bytes() for p in root.rglob("*") if p.is_file() and ".git" not in p.parts}
    assert after == before


@pytest.mark.parametrize(
    ("extra", "complaint"),
    [
        ({"game/scenes/holdem/table.py": ""}, "game/scenes/holdem_table.py -> game/scenes/holdem/table.py"),
        ({"game/holdem_tools.py": ""}, "game/holdem_tools.py: carries a game's name"),
        ({"game/holdem_cli.py": "", "game/holdem_sim.py": ""}, "game/cli/holdem.py: more than one file"),
    ],
)
def test_what_cannot_be_placed_stops_the_run_before_any_move(tmp_path, extra, complaint):
    root = _checkout(tmp_path, {**FILES, **extra})
    code, said = _run(root)
    assert code == 1
    assert complaint in said[0]
    assert (root / "game/engine/game.py").is_file()  # nothing moved


def test_an_import_of_a_missing_module_is_named(tmp_path):
    root = _checkout(tmp_path, {**FILES, "tests/test_y.py": "import game.engine.nothing\n"})
    code, said = _run(root)
    assert code == 1
    assert "tests/test_y.py:1: imports game.engine.nothing, which does not exist" in said[-1]
