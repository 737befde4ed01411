"""Strict JSON in and out: the canonical encoding and a loader that only ever parses JSON.

Files are parsed with `json.loads` and nothing else (no pickle, no eval).
`NaN`/`Infinity` are refused on both sides because they are not JSON and
would make the canonical bytes (and so a checksum) ambiguous. Every way a
file can fail to parse comes back as `JsonFileError` with a short reason.
`read_limited` is the one way this package reads a file: regular files only
(a FIFO would block, a link to /dev/zero would fill the memory) and at most
`MAX_FILE_BYTES`.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

__all__ = [
    "MAX_FILE_BYTES",
    "JsonFileError",
    "canonical_json",
    "is_count",
    "parse_json",
    "pretty_json",
    "read_json",
    "read_limited",
]

#: No file of ours comes near this (a long game's save is well under 1 MB).
MAX_FILE_BYTES = 32 * 1024 * 1024


class JsonFileError(ValueError):
    """A file that exists but is not one readable JSON document."""


def canonical_json(obj: Any) -> bytes:
    """The canonical bytes of a JSON-compatible value (sorted keys, no spaces, UTF-8)."""
    return json.dumps(
        obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
    ).encode("utf-8")


def pretty_json(obj: Any) -> bytes:
    """Readable bytes for files people may open (settings, statistics)."""
    return (
        json.dumps(obj, sort_keys=True, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    ).encode("utf-8")


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def parse_json(data: bytes) -> Any:
    """Parse bytes as one JSON document or raise `JsonFileError`."""
    if not data.strip():
        raise JsonFileError("empty file")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise JsonFileError(f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise JsonFileError("nested too deeply") from None
    except ValueError as exc:  # json.JSONDecodeError is a ValueError
        raise JsonFileError(f"not JSON ({exc})") from None


def read_limited(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes (links to one are followed).

    FileNotFoundError if missing; `JsonFileError` for anything else that is not
    such a file or cannot be read. The file is opened non-blocking, so a FIFO
    is refused instead of waiting for a writer forever.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise JsonFileError(f"cannot read ({exc.strerror or exc})") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise JsonFileError("not a regular file")
        if info.st_size > limit:
            raise JsonFileError(f"too large ({info.st_size} bytes, at most {limit})")
        chunks: list[bytes] = []
        size = 0
        while chunk := os.read(fd, min(1 << 20, limit + 1 - size)):
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:  # grew while we read it
                raise JsonFileError(f"too large (more than {limit} bytes)")
        return b"".join(chunks)
    except OSError as exc:
        raise JsonFileError(f"cannot read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)


def is_count(value: Any) -> bool:
    """Whether a parsed value is a count: a whole number >= 0 (JSON's true/false are not)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def read_json(path: Path) -> Any:
    """Read and parse a file; FileNotFoundError if missing, `JsonFileError` if unusable."""
    return parse_json(read_limited(path))
