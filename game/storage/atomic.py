"""Crash-safe file writes and keeping bad files aside.

`atomic_write_bytes` writes a temporary file in the target's folder, flushes
and fsyncs it, renames it over the target with `os.replace` (atomic on POSIX
and Windows) and then fsyncs the folder where the platform allows it. A crash
at any moment therefore leaves either the old file or the new one, never a
mix. `keep_aside` renames a file that could not be used to
``<name>.<reason>-YYYYMMDD-HHMMSS`` next to it, so it can be inspected; this
package never deletes a bad file.
"""

from __future__ import annotations

import os
import re
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

__all__ = ["atomic_write_bytes", "atomic_write_text", "keep_aside"]

# Leftover temporary files of a killed writer are swept once they are this old;
# younger ones may belong to another instance of the game writing right now.
_STALE_TEMP_SECONDS = 600.0


def _temp_prefix(target: Path) -> str:
    return f".{target.name}."


def atomic_write_bytes(path: Path | str, data: bytes) -> None:
    """Replace `path` with `data` atomically (creating its folder if needed)."""
    target = Path(path)
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    _sweep_stale_temps(target)
    fd, temp_name = tempfile.mkstemp(prefix=_temp_prefix(target), suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, target)
    except BaseException:
        # Whatever went wrong, the target is untouched; drop our half-written temp.
        try:
            os.unlink(temp_name)
        except OSError:
            pass
        raise
    _fsync_dir(folder)


def atomic_write_text(path: Path | str, text: str) -> None:
    """`atomic_write_bytes` for UTF-8 text."""
    atomic_write_bytes(path, text.encode("utf-8"))


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable; Windows cannot open folders, so it is skipped there."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on a folder; the data is already synced
    finally:
        os.close(fd)


def _sweep_stale_temps(target: Path) -> None:
    prefix = _temp_prefix(target)
    now = time.time()
    try:
        entries = list(target.parent.iterdir())
    except OSError:
        return
    for entry in entries:
        if not (entry.name.startswith(prefix) and entry.name.endswith(".tmp")):
            continue
        try:
            if now - entry.stat().st_mtime > _STALE_TEMP_SECONDS:
                entry.unlink()
        except OSError:
            pass


_REASON_CHARS = re.compile(r"[^a-z0-9_]+")


def keep_aside(path: Path | str, reason: str, now: datetime | None = None) -> Path | None:
    """Rename a bad file to ``<name>.<reason>-YYYYMMDD-HHMMSS`` beside it; never delete it.

    Returns the new path, or None when the file is gone or cannot be renamed
    (then it stays where it is, which is still better than deleting it).
    """
    source = Path(path)
    if not source.exists():
        return None
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
    label = _REASON_CHARS.sub("_", reason.lower()).strip("_") or "bad"
    base = f"{source.name}.{label}-{stamp}"
    for attempt in range(1000):
        candidate = source.with_name(base if attempt == 0 else f"{base}-{attempt}")
        if candidate.exists():
            continue
        try:
            # os.rename (not replace): never clobber an earlier kept-aside file.
            if os.name == "nt":
                os.rename(source, candidate)
            else:
                os.link(source, candidate)
                os.unlink(source)
        except FileExistsError:
            continue
        except OSError:
            try:
                os.rename(source, candidate)
            except OSError:
                return None
        return candidate
    return None
