"""Fixtures of the network tests: a loopback `Lab` per test, torn down afterwards."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from .helpers import Lab


@pytest.fixture
def lab(tmp_path: Path) -> Iterator[Lab]:
    laboratory = Lab(tmp_path / "server.sqlite3")
    try:
        yield laboratory
    finally:
        laboratory.close()
