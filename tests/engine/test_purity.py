"""The rules package stays pure: no pygame, no I/O, no clock."""

import pathlib
import re
import subprocess
import sys

ENGINE = pathlib.Path(__file__).resolve().parents[2] / "game" / "engine"


def test_importing_the_engine_does_not_import_pygame():
    code = "import sys, game.engine, game.engine.token.simulate; sys.exit('pygame' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], cwd=ENGINE.parents[1])
    assert result.returncode == 0


def test_engine_source_uses_no_pygame_io_or_clock():
    forbidden = re.compile(
        r"^\s*(import|from)\s+(pygame|time|datetime|os|io|pathlib|socket|json|pickle)\b|\bopen\(|\bprint\(",
        re.M,
    )
    offenders = [
        f"{path.name}: {match.group(0).strip()}"
        for path in ENGINE.rglob("*.py")
        for match in forbidden.finditer(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []
