"""Fixtures of the network tests: a loopback `Lab` per test, torn down afterwards."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from .helpers import Lab
from .holdem_helpers import Bot


@pytest.fixture
def lab(tmp_path: Path) -> Iterator[Lab]:
    laboratory = Lab(tmp_path / "server.sqlite3")
    try:
        yield laboratory
    finally:
        laboratory.close()


@pytest.fixture
def wake() -> threading.Event:
    """What the raw-connection bots (`holdem_helpers.Bot`) set when a frame arrives."""
    return threading.Event()


@pytest.fixture
def bots(lab: Lab) -> Iterator[list[Bot]]:
    """The bots a test makes, dropped at its end."""
    made: list[Bot] = []
    yield made
    for bot in made:
        bot.drop()
