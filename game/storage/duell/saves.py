"""The Duell save slot: the match in progress in a file of its own, next to the token game's save.

``duell.json`` holds the same envelope as ``save.json`` (format, version,
the SHA-256 of the content) around `match_to_dict` (every finished deal and
the running one, `game.engine.duell.match`). Reading checks it layer by
layer exactly as the token save is checked (`saves.read_save`, with the
match's replay as the restore step), so a damaged Duell save is refused as a
whole with the same messages and kept aside the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.engine.deck import RandomSource
from game.engine.duell import DuellGame, DuellState, match_from_dict, match_to_dict

from ..paths import duell_save_path
from ..saves import SaveResult, clear_save, read_save, save_exists, write_save

__all__ = ["match_dict", "save_match", "read_match", "match_save_exists", "clear_match_save"]


def match_dict(finished: Sequence[DuellState], game: DuellGame) -> dict[str, Any]:
    """The save dict of a match: its finished deals and the running one."""
    return match_to_dict(finished, game.state())


def save_match(finished: Sequence[DuellState], game: DuellGame, path: Path | None = None) -> None:
    """Store a match atomically in the Duell slot."""
    write_save(match_dict(finished, game), duell_save_path() if path is None else path)


def read_match(path: Path | None = None, rng: RandomSource | None = None) -> SaveResult:
    """The saved match (`SaveResult.game` is a `DuellMatch`); a refused file is kept aside.

    ``rng`` shuffles the deals after resuming (None: the OS generator).
    """
    target = duell_save_path() if path is None else path
    return read_save(target, lambda data: match_from_dict(data, rng))


def match_save_exists(path: Path | None = None) -> bool:
    """Whether a Duell match is saved."""
    return save_exists(duell_save_path() if path is None else path)


def clear_match_save(path: Path | None = None) -> None:
    """Remove the Duell save (after the match is over)."""
    clear_save(duell_save_path() if path is None else path)
