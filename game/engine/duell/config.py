"""The set-up of a Duell match: the person's name, the computer level, the deck, the stacks."""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import ConfigError
from ..levels import Level

__all__ = ["DuellConfig", "MIN_STACK", "MAX_STACK", "DEFAULT_STACK", "DECK_SIZES"]

MIN_STACK = 50
MAX_STACK = 5000
DEFAULT_STACK = 200
#: The decks Duell is played with: 32 cards (7 to Ass, default) or 52.
DECK_SIZES = (32, 52)


@dataclass(frozen=True, slots=True)
class DuellConfig:
    """Seat 0 is the person ``name``, seat 1 the computer at ``level``; both start with ``stack``."""

    name: str = "Spieler"
    level: Level = Level.NORMAL
    deck: int = 32
    stack: int = DEFAULT_STACK

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise ConfigError("the person needs a name")
        if not isinstance(self.level, Level):
            try:
                object.__setattr__(self, "level", Level(self.level))
            except ValueError:
                raise ConfigError(f"no computer level {self.level!r}") from None
        if type(self.deck) is not int or self.deck not in DECK_SIZES:
            raise ConfigError(f"Duell is played with 32 or 52 cards, not {self.deck!r}")
        if type(self.stack) is not int or not MIN_STACK <= self.stack <= MAX_STACK:
            raise ConfigError(f"the stack must be {MIN_STACK} to {MAX_STACK} chips, not {self.stack!r}")
