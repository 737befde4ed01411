"""Strict JSON in and out: the canonical encoding and a loader that only ever parses JSON.

Files are parsed with `json.loads` and nothing else (no pickle, no eval).
`NaN`/`Infinity` are refused on both sides because they are not JSON and
would make the canonical bytes (and so a checksum) ambiguous. Every way a
file can fail to parse comes back as `JsonFileError` with a short reason.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

__all__ = ["JsonFileError", "canonical_json", "parse_json", "pretty_json", "read_json"]


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


def read_json(path: Path) -> Any:
    """Read and parse a file; FileNotFoundError if missing, `JsonFileError` if unusable."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise JsonFileError(f"cannot read ({exc.strerror or exc})") from None
    return parse_json(data)
