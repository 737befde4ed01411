"""Host a table on this computer: the server embedded in the game process for a LAN evening.

`EmbeddedHost` runs a `game.net.server.Server` on a `BackgroundServer` (its
own thread and event loop), with its database ``server.sqlite3`` in the
user's data folder. It listens on the default port 8765 if that is free,
else on any free port (`port` says which); `stop` ends it cleanly (the
Netzwerk screens call it when they close, and so when the game exits).
Failures come back as `HostError` with a short reason, never a traceback.
"""

from __future__ import annotations

import socket
from pathlib import Path

from game.storage.lock import InstanceLock
from game.storage.paths import ensure_data_dir

from .server import BackgroundServer, Server, lock_database
from .store import DatabaseError

__all__ = ["EmbeddedHost", "HostError", "DEFAULT_PORT", "lan_address"]

#: The port a standalone server and the Netzwerk screen use by default.
DEFAULT_PORT = 8765


class HostError(RuntimeError):
    """The embedded server could not start (the message says why)."""


class EmbeddedHost:
    """A server in this process (see the module docstring)."""

    def __init__(
        self, db: Path | None = None, bind: str = "0.0.0.0", ports: tuple[int, ...] = (DEFAULT_PORT, 0)
    ) -> None:
        self._db = db
        self._bind = bind
        self._ports = ports
        self._background: BackgroundServer | None = None
        self._lock: InstanceLock | None = None
        self.port = 0

    def start(self) -> int:
        """Start listening (returns once the server listens); the port, or `HostError`."""
        try:
            db = self._db if self._db is not None else ensure_data_dir() / "server.sqlite3"
        except OSError as error:
            raise HostError(f"data folder: {error}") from None
        try:
            lock = lock_database(db)  # a standalone server on the same file: not both
        except DatabaseError as error:
            raise HostError(str(error)) from None
        last: BaseException | None = None
        for port in self._ports:
            background = BackgroundServer(lambda: Server(db), host=self._bind, port=port)
            try:
                self.port = background.start()
            except Exception as error:  # a port in use, a database that cannot be opened
                background.stop()
                last = error
                continue
            self._background = background
            self._lock = lock
            return self.port
        lock.release()
        raise HostError(str(last) if last is not None else "no port")

    @property
    def running(self) -> bool:
        """Whether the server is listening."""
        return self._background is not None

    def stop(self) -> None:
        """Stop the server (its open games are settled by the server's rule); idempotent."""
        background, self._background = self._background, None
        if background is not None:
            background.stop()
        lock, self._lock = self._lock, None
        if lock is not None:
            lock.release()


def lan_address() -> str:
    """This computer's address in the local network as others would type it (best guess, no traffic)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # a documentation address: nothing is sent
            return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
