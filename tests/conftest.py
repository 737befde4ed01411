"""Test set-up: headless SDL for every test that touches pygame."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_data_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test gets its own TOKENPOKER_HOME, so no test reads or writes the real per-user folder
    (settings, save, statistics); subprocesses inherit it through the environment."""
    monkeypatch.setenv("TOKENPOKER_HOME", str(tmp_path_factory.mktemp("tokenpoker-home")))
