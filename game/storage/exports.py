"""Exported histories on disk: every game's history export is written here, atomically.

The lines come from the game's text module (`game.text.history`,
`game.text.duell.history`, `game.text.holdem.history`); this module only puts
the warning on top and writes the file.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from game.legal import WARNING_LINES

from .atomic import atomic_write_text

__all__ = ["export_path", "write_export", "write_text_export"]


def export_path(path: Path | str, suffix: str = ".txt") -> Path:
    """``path``, with ``suffix`` added unless it ends so already."""
    target = Path(path)
    return target if target.suffix.lower() == suffix else target.with_name(target.name + suffix)


def write_export(path: Path | str, heading: Sequence[str], body: Sequence[str], suffix: str = ".txt") -> Path:
    """Write an exported history as UTF-8 text, atomically: the warning on top, then ``heading``
    (title, set-up, when), a blank line and ``body``. A ``path`` without ``suffix`` gets it.
    Returns the file written."""
    target = export_path(path, suffix)
    atomic_write_text(target, "\n".join([*WARNING_LINES, "", *heading, "", *body]) + "\n")
    return target


def write_text_export(path: Path | str, text: str, suffix: str) -> Path:
    """Write ``text`` as it is (a machine-readable export), atomically; returns the file written."""
    target = export_path(path, suffix)
    atomic_write_text(target, text)
    return target
