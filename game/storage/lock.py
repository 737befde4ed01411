"""Locks for two copies of the game on one data folder.

`InstanceLock` is held by a running window for its whole life: a second copy
finds it taken and says that the game is already open instead of playing
on the same save. `file_lock` serialises a read-modify-write of one file
(the statistics) between processes, so that two finishing games never
overwrite each other's count. Both are advisory operating-system locks on a
separate ``*.lock`` file (``fcntl.flock`` on POSIX, ``msvcrt.locking`` on
Windows): the system drops them when the process ends, even when it is
killed, so a crash never leaves the game locked out.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

from .paths import data_dir

__all__ = ["INSTANCE_LOCK_FILE", "InstanceLock", "file_lock"]

INSTANCE_LOCK_FILE = "tokenpoker.lock"

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(handle: IO[bytes], blocking: bool) -> bool:
        handle.seek(0)
        mode = msvcrt.LK_LOCK if blocking else msvcrt.LK_NBLCK  # LK_LOCK retries for 10 s
        while True:
            try:
                msvcrt.locking(handle.fileno(), mode, 1)
                return True
            except OSError:
                if not blocking:
                    return False

    def _unlock(handle: IO[bytes]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(handle: IO[bytes], blocking: bool) -> bool:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
        except BlockingIOError:
            return False
        return True

    def _unlock(handle: IO[bytes]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def _open_lock_file(path: Path) -> IO[bytes]:
    path.parent.mkdir(parents=True, exist_ok=True)
    # "a+b": create if missing, never truncate what another process may hold.
    return open(path, "a+b")  # kept open while the lock is held


@contextmanager
def file_lock(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``path`` (a ``.lock`` file beside the data) for a ``with`` block.

    Waits for another process that holds it. If the lock file cannot be
    made (read-only folder), the block runs unlocked rather than not at all.
    """
    try:
        handle = _open_lock_file(path)
    except OSError:
        yield
        return
    try:
        _try_lock(handle, blocking=True)
        try:
            yield
        finally:
            _unlock(handle)
    finally:
        handle.close()


class InstanceLock:
    """The lock a running game holds on its data folder (one window per folder)."""

    def __init__(self, folder: Path | None = None, path: Path | None = None) -> None:
        #: The lock file: ``path`` if given (a server's database: ``server.sqlite3.lock``), else
        #: the data folder's `INSTANCE_LOCK_FILE`.
        if path is None:
            path = (data_dir() if folder is None else folder) / INSTANCE_LOCK_FILE
        self.path = path
        self._handle: IO[bytes] | None = None

    def acquire(self) -> bool:
        """Take the lock; False when another running copy holds it.

        A folder where no lock file can be made (read-only) counts as free:
        the game then runs as before rather than refusing to start.
        """
        if self._handle is not None:
            return True
        try:
            handle = _open_lock_file(self.path)
        except OSError:
            return True
        if not _try_lock(handle, blocking=False):
            handle.close()
            return False
        self._handle = handle
        return True

    def release(self) -> None:
        """Give the lock back (also done by the system when the process ends)."""
        if self._handle is None:
            return
        try:
            _unlock(self._handle)
        finally:
            self._handle.close()
            self._handle = None
