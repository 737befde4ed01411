"""A real server process for the loopback tests: ``python -m game.net`` on 127.0.0.1, killed at will."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    """A port of 127.0.0.1 that is free now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class ServerProcess:
    """``python -m game.net --db DB --port PORT`` on 127.0.0.1 (port 0: any free one); `start` it
    again after `kill` (SIGKILL) on the same database and port; `close` ends it in any case."""

    def __init__(self, db: Path, port: int = 0) -> None:
        self.db = db
        self.port = port
        self.process: subprocess.Popen[str] | None = None

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> str:
        """Start the server and wait until it listens; its address."""
        self.process = subprocess.Popen(
            [sys.executable, "-m", "game.net", "--port", str(self.port), "--db", str(self.db)]
            + ["--log-level", "warning"],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        for _ in range(40):
            found = re.search(r"ws://127\.0\.0\.1:(\d+)", self.process.stdout.readline())
            if found:
                self.port = int(found.group(1))
                return self.url
        self.close()
        raise AssertionError("the server did not say where it listens")

    def kill(self) -> None:
        """SIGKILL, as a crash would end it."""
        assert self.process is not None
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait(10)
        assert self.process.returncode == -signal.SIGKILL

    def close(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)
