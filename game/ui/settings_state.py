"""The player's settings as one small in-memory dataclass.

The field names are shared with `game.storage.settings`, which loads and saves
the same fields per user; the app only reads and replaces this object, so the
storage version can be swapped in without touching a scene.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

__all__ = ["Settings", "LANGUAGES", "ANIMATION_SPEEDS", "CARD_BACKS"]

LANGUAGES: tuple[str, ...] = ("de", "en")
#: Animation speed factors offered in the settings screen (1.0 = normal).
ANIMATION_SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)
#: Number of card back designs offered (the card renderer draws them).
CARD_BACKS = 3


@dataclass(slots=True)
class Settings:
    """What the player can change in the Einstellungen screen, plus license acceptance."""

    language: str = "de"
    animation_speed: float = 1.0
    sound: bool = True
    volume: float = 0.7
    fullscreen: bool = False
    four_color: bool = False
    card_back: int = 0
    show_hint: bool = True
    license_accepted: bool = False

    def copy(self) -> Settings:
        """An independent copy (scenes edit a copy and apply it as a whole)."""
        return replace(self)
