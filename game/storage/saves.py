"""The save game file: one game in progress, checksummed, written atomically.

The file is a JSON envelope::

    {"format": "tokenpoker-save", "version": 1,
     "sha256": <hex digest of canonical_json(game)>, "game": <to_dict(game)>}

`read_save` accepts a file only if every layer holds: it parses as JSON (no
pickle, no eval), the envelope has our format and version, the checksum
matches the game dict, and `from_dict` rebuilds a game from it. Anything
else is refused as a whole (never half-loaded) with a `Notice` key for the
screen, and the file is kept aside for inspection. `parse_save` is the same
check on bytes in memory, without touching the disk.

The checksum detects accidental damage (truncation, flipped bytes, an edit
that leaves the checksum alone). It is no seal: an edit with a recomputed
digest passes it, and only `from_dict`'s validation stands behind that.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from game.engine import Game
from game.engine.deck import RandomSource
from game.engine.token.serialize import from_dict, to_dict

from .atomic import atomic_write_bytes, keep_aside
from .jsonio import JsonFileError, canonical_json, parse_json, read_limited
from .notices import Notice
from .paths import save_path

__all__ = [
    "BackgroundSaver",
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "SaveResult",
    "SaveStatus",
    "checksum",
    "clear_save",
    "encode_save",
    "parse_save",
    "read_save",
    "save_exists",
    "save_game",
    "write_save",
]

SAVE_FORMAT = "tokenpoker-save"
SAVE_VERSION = 1

_HEX64 = re.compile(r"[0-9a-f]{64}")


class SaveStatus(StrEnum):
    """What reading the save file found."""

    OK = "ok"
    MISSING = "missing"
    #: Not one JSON document (empty, truncated, random bytes, unreadable).
    CORRUPT = "corrupt"
    #: JSON, but not our envelope (other format, wrong field types).
    WRONG_FORMAT = "wrong_format"
    #: Written by another save format version.
    UNKNOWN_VERSION = "unknown_version"
    #: The checksum does not match the game: the file was edited or damaged.
    EDITED = "edited"
    #: Checksum fine, but the game dict is not a valid game (from_dict refused it).
    INVALID = "invalid"


_NOTICE_KEYS = {
    SaveStatus.CORRUPT: "save_corrupt",
    SaveStatus.WRONG_FORMAT: "save_corrupt",
    SaveStatus.INVALID: "save_corrupt",
    SaveStatus.EDITED: "save_edited",
    SaveStatus.UNKNOWN_VERSION: "save_unknown_version",
}

#: Loads a checked game dict into a game; raises ValueError (SaveFormatError) if invalid.
#: The default is `from_dict`.
Restore = Callable[[dict[str, Any]], Any]


@dataclass(frozen=True, slots=True)
class SaveResult:
    """The outcome of reading a save: a game, nothing, or a refusal with its reason."""

    status: SaveStatus
    #: The restored game (a `game.engine.Game` unless a custom restore was given), else None.
    game: Any = None
    #: The checked game dict when status is OK, else None.
    data: dict[str, Any] | None = None
    #: What to tell the player (None when OK or MISSING).
    notice: Notice | None = None

    @property
    def ok(self) -> bool:
        """True when a game was restored."""
        return self.status is SaveStatus.OK


def checksum(game_dict: dict[str, Any]) -> str:
    """The SHA-256 hex digest of the canonical JSON of a game dict."""
    return hashlib.sha256(canonical_json(game_dict)).hexdigest()


def encode_save(game_dict: dict[str, Any]) -> bytes:
    """The bytes of a save file for a game dict (raises ValueError if not JSON-compatible)."""
    envelope = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "sha256": checksum(game_dict),
        "game": game_dict,
    }
    return canonical_json(envelope)


def _refuse(status: SaveStatus, detail: str) -> SaveResult:
    return SaveResult(status, notice=Notice(_NOTICE_KEYS[status], detail))


def parse_save(
    data: bytes, restore: Restore | None = None, rng: RandomSource | None = None
) -> SaveResult:
    """Check save bytes layer by layer and restore the game; never raises for bad input."""
    try:
        envelope = parse_json(data)
    except JsonFileError as exc:
        return _refuse(SaveStatus.CORRUPT, str(exc))
    if not isinstance(envelope, dict):
        return _refuse(SaveStatus.WRONG_FORMAT, f"top level is a {type(envelope).__name__}")
    if envelope.get("format") != SAVE_FORMAT:
        return _refuse(SaveStatus.WRONG_FORMAT, f"format is {envelope.get('format')!r}")
    version = envelope.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        return _refuse(SaveStatus.WRONG_FORMAT, f"version {version!r} is not a whole number")
    if version != SAVE_VERSION:
        return _refuse(SaveStatus.UNKNOWN_VERSION, f"version {version}, expected {SAVE_VERSION}")
    digest = envelope.get("sha256")
    game_dict = envelope.get("game")
    if not isinstance(digest, str) or not _HEX64.fullmatch(digest):
        return _refuse(SaveStatus.WRONG_FORMAT, "sha256 is not 64 lower-case hex digits")
    if not isinstance(game_dict, dict):
        return _refuse(SaveStatus.WRONG_FORMAT, f"game is a {type(game_dict).__name__}")
    if set(envelope) != {"format", "version", "sha256", "game"}:
        extra = sorted(set(envelope) - {"format", "version", "sha256", "game"})
        return _refuse(SaveStatus.WRONG_FORMAT, f"unexpected fields {extra}")
    try:
        actual = checksum(game_dict)
    except ValueError as exc:  # a lone surrogate cannot be encoded: damaged, not a crash
        return _refuse(SaveStatus.CORRUPT, f"not encodable ({exc})")
    if not hmac.compare_digest(actual, digest):
        return _refuse(SaveStatus.EDITED, "checksum does not match the game")
    try:
        game = restore(game_dict) if restore is not None else from_dict(game_dict, rng)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as exc:
        # from_dict promises SaveFormatError (a ValueError); the others are caught
        # too so that a gap in its checks refuses the file instead of crashing.
        return _refuse(SaveStatus.INVALID, f"{type(exc).__name__}: {exc}")
    return SaveResult(SaveStatus.OK, game=game, data=game_dict)


_ASIDE_REASONS = {
    SaveStatus.CORRUPT: "corrupt",
    SaveStatus.WRONG_FORMAT: "corrupt",
    SaveStatus.INVALID: "invalid",
    SaveStatus.EDITED: "edited",
    SaveStatus.UNKNOWN_VERSION: "version",
}


def read_save(
    path: Path | None = None, restore: Restore | None = None, rng: RandomSource | None = None
) -> SaveResult:
    """Load the saved game; a refused file is renamed aside (never deleted).

    The game is rebuilt with `from_dict(data, rng)` (``rng`` None = the OS
    generator, for the rounds dealt after resuming); `restore` replaces that
    step (tests).
    """
    target = save_path() if path is None else path
    try:
        data = read_limited(target)
    except FileNotFoundError:
        return SaveResult(SaveStatus.MISSING)
    except JsonFileError as exc:
        result = _refuse(SaveStatus.CORRUPT, str(exc))
    else:
        result = parse_save(data, restore, rng)
    if result.ok or result.notice is None:
        return result
    aside = keep_aside(target, _ASIDE_REASONS[result.status])
    notice = Notice(result.notice.key, result.notice.detail, aside)
    return SaveResult(result.status, notice=notice)


def write_save(game_dict: dict[str, Any], path: Path | None = None) -> None:
    """Store a game dict atomically (the old save stays intact if this fails)."""
    target = save_path() if path is None else path
    atomic_write_bytes(target, encode_save(game_dict))


def save_game(game: Game, path: Path | None = None) -> None:
    """Store a `game.engine.Game` (its `to_dict`) atomically."""
    write_save(to_dict(game), path)


def save_exists(path: Path | None = None) -> bool:
    """Whether a save file is there (the start screen still reads it to offer Fortsetzen)."""
    return (save_path() if path is None else path).is_file()


def clear_save(path: Path | None = None) -> None:
    """Remove the save after game over (a good save is not a bad file: this deletes it)."""
    target = save_path() if path is None else path
    try:
        target.unlink()
    except FileNotFoundError:
        pass


class BackgroundSaver:
    """Writes saves on a worker thread, so the frame loop never waits for the disk.

    `submit` hands over a game dict (take it with `to_dict(game)` on the
    game's thread; the dict is not shared with the game) and returns at once;
    `clear` removes the save the same way. It writes to ``path``, or when
    that is None to ``locate()`` at the time of the request (default: the
    token game's `save_path`; the Duell slot passes `duell_save_path`): a
    write that the worker carries out late still goes where the game was
    saved, even if the data folder changed meanwhile (tests change it).
    Only the newest request matters: a request that arrives while another
    waits replaces it. `flush` waits until
    everything submitted is on disk (call it when the window closes). The
    thread starts with the first request (no import-time side effects) and is
    a daemon: if the process dies mid-write, the atomic write leaves the last
    good save. A failed write is kept in `last_error` for the screen.
    """

    def __init__(self, path: Path | None = None, locate: Callable[[], Path] = save_path) -> None:
        self._path = path
        self._locate = locate
        self._lock = threading.Condition()
        self._pending: tuple[str, dict[str, Any] | None, Path] | None = None
        self._busy = False
        self._thread: threading.Thread | None = None
        #: The last write error (None after a later success).
        self.last_error: OSError | ValueError | None = None
        #: How many requests were carried out (written, cleared or failed).
        self.completed = 0

    def outcome(self) -> tuple[int, OSError | ValueError | None]:
        """How many requests were done and the last one's error, read together."""
        with self._lock:
            return self.completed, self.last_error

    def submit(self, game_dict: dict[str, Any]) -> None:
        """Save this game dict soon (replacing any request not yet started)."""
        self._request(("write", game_dict))

    def clear(self) -> None:
        """Remove the save soon (after game over), ordered with earlier requests."""
        self._request(("clear", None))

    def _request(self, request: tuple[str, dict[str, Any] | None]) -> None:
        target = self._path if self._path is not None else self._locate()
        with self._lock:
            self._pending = (*request, target)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="save-writer", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every request is done; False if `timeout` seconds passed first."""
        with self._lock:
            return self._lock.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending is not None)
                request = self._pending
                assert request is not None  # what wait_for waited for, under the lock
                kind, data, target = request
                self._pending = None
                self._busy = True
            error: OSError | ValueError | None = None
            try:
                if kind == "write":
                    assert data is not None
                    write_save(data, target)
                else:
                    clear_save(target)
            except (OSError, ValueError) as exc:
                error = exc
            with self._lock:
                self.last_error = error
                self.completed += 1
                self._busy = False
                self._lock.notify_all()
