"""Every storage test writes into its own temporary data folder via TOKENPOKER_HOME."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("TOKENPOKER_HOME", str(folder))
    return folder


@pytest.fixture
def aside(home: Path) -> Callable[[str], list[Path]]:
    """Files kept aside for a file name (e.g. save.json.corrupt-...)."""

    def find(name: str) -> list[Path]:
        if not home.exists():
            return []
        return sorted(
            p
            for p in home.iterdir()
            if p.name.startswith(name + ".") and not p.name.endswith(".tmp")
        )

    return find
