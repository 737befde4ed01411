"""The type check runs with the tests, so CI (the README's test command) enforces it.

mypy reads its settings from pyproject.toml (``[tool.mypy]``: strict, and the
packages under the check) and keeps its cache in ``.mypy_cache``, so only the
first run on a checkout checks everything from scratch.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_mypy_strict_passes() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", "pyproject.toml"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, f"mypy found type errors:\n{result.stdout}{result.stderr}"
