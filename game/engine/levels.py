"""The computer levels, weakest first: the one vocabulary for set-up, saves, statistics and the CLI.

The strategies register one implementation per `Level` (`game.engine.token.strategies`);
a `GameConfig` validates against this enum, so the set-up needs no strategy code.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Level", "LEVELS", "DEFAULT_LEVEL"]


class Level(StrEnum):
    """How well a computer seat plays."""

    ANFAENGER = "anfaenger"
    NORMAL = "normal"
    PROFI = "profi"


#: The level names, weakest first.
LEVELS: tuple[str, ...] = tuple(level.value for level in Level)
DEFAULT_LEVEL = Level.NORMAL
