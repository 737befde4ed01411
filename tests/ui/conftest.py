"""Fixtures for driving the real app loop headless with posted events."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.app import App, AppOptions
from game.ui.settings_state import Settings
from tests.net.conftest import lab  # noqa: F401  (the loopback server of the Netzwerk screens' tests)


@pytest.fixture
def make_app() -> Iterator:
    """Factory for an App (window size, settings); closes pygame afterwards."""
    apps: list[App] = []

    def factory(size: tuple[int, int] = (1280, 720), accepted: bool = True, **kw) -> App:
        settings = kw.pop("settings", None) or Settings(license_accepted=accepted)
        app = App(AppOptions(windowed_size=size, **kw), settings=settings)
        apps.append(app)
        return app

    yield factory
    for app in apps:
        app.close()
