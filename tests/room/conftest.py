"""Fixtures of the room tests: one real PostgreSQL and one real Redis for the session (started by
`services`), a fresh, empty PostgreSQL database per test and Redis flushed per test. Without them
the tests skip with the reason - but in CI (``CI=true``) they fail instead, so a missing service
is never silently not tested."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import ExitStack

import pytest

from .room_lab import Room
from .services import Unavailable, fresh_database, postgres, redis


def _missing(reason: str) -> None:
    if os.environ.get("CI", "").lower() in {"1", "true", "yes"}:
        pytest.fail(f"CI needs this service: {reason}", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    try:
        import psycopg  # noqa: F401
    except ImportError:
        _missing("psycopg is not installed (pip install -e '.[test]')")
    try:
        with postgres() as url:
            yield url
    except Unavailable as error:
        _missing(str(error))


@pytest.fixture
def postgres_url(postgres_server: str) -> Iterator[str]:
    with fresh_database(postgres_server, f"t_{uuid.uuid4().hex[:12]}") as url:
        yield url


@pytest.fixture(scope="session")
def redis_server() -> Iterator[str]:
    try:
        import redis as redis_client  # noqa: F401
    except ImportError:
        _missing("redis-py is not installed (pip install -e '.[test]')")
    try:
        with redis() as url:
            yield url
    except Unavailable as error:
        _missing(str(error))


@pytest.fixture
def redis_url(redis_server: str) -> str:
    import redis as redis_client

    client = redis_client.Redis.from_url(redis_server)
    client.flushall()
    client.close()
    return redis_server


@pytest.fixture
def room(postgres_url: str, redis_url: str) -> Iterator[Room]:
    """A room of node processes (started by the test) on a fresh database and Redis."""
    lab = Room(postgres_url, redis_url)
    try:
        yield lab
    finally:
        lab.close()


@pytest.fixture
def stack() -> Iterator[ExitStack]:
    """Connections a test opens (`tests.room.wire.Wire`), closed at its end."""
    with ExitStack() as connections:
        yield connections
