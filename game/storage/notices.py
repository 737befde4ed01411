"""Notices for the player about stored files, as keys (their texts are in `game.text.notices`).

Loaders return a `Notice` (a key plus an English detail for logs) instead of
text, so the screens translate it (`game.text.notices.notice_text`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

__all__ = ["Notice"]


@dataclass(frozen=True, slots=True)
class Notice:
    """Something the player should be told once, e.g. key 'settings_reset'."""

    key: str
    #: English detail for logs and inspection (what was wrong), not for the screen.
    detail: str = ""
    #: Where the unusable file was kept aside, if it was.
    kept_aside: Path | None = None
