"""Driving the Netzwerk screens through the real app loop against a loopback server."""

from __future__ import annotations

import time
from collections.abc import Callable

from game.app import App


def run_until(
    app: App, condition: Callable[[], bool], timeout: float = 15.0, what: str = "the screen"
) -> None:
    """Step frames (fixed dt) until ``condition()`` holds; the short pause only lets real sockets work."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        app.step(1 / 60)
        time.sleep(0.005)
