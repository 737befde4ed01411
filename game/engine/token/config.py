"""The set-up of a game: seats, mode, token target and rule set.

`GameConfig` is validated when it is made, so a `Game` never starts outside
the rules (2 to 5 seats, T from 1 to 999, distinct non-empty names).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..errors import ConfigError
from ..levels import DEFAULT_LEVEL, Level
from ..names import MAX_NAME_LENGTH, name_problem
from ..rulesets import RuleSet

__all__ = [
    "Mode",
    "SeatConfig",
    "GameConfig",
    "MIN_PLAYERS",
    "MAX_PLAYERS",
    "MIN_TOKENS",
    "MAX_TOKENS",
    "MAX_NAME_LENGTH",
    "default_name",
]

MIN_PLAYERS, MAX_PLAYERS = 2, 5
MIN_TOKENS, MAX_TOKENS, DEFAULT_TOKENS = 1, 999, 6


class Mode(StrEnum):
    """Spielprinzip: how tokens move and who wins."""

    #: Everyone starts with T tokens; the lowest rated lose one; the last holding tokens wins.
    DESCENDING = "absteigend"
    #: Everyone starts with 0; the highest rated gain one; reaching T is safe; the last one loses.
    ASCENDING = "aufsteigend"


def default_name(human: bool, number: int) -> str:
    """The default seat name: "Spieler 1".. for humans, "Computer 1".. for computers."""
    return f"{'Spieler' if human else 'Computer'} {number}"


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """One seat: its name, whether a person plays it, and the computer level."""

    name: str
    human: bool
    level: Level = DEFAULT_LEVEL

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "level", Level(self.level))
        except ValueError:
            known = ", ".join(Level)
            raise ConfigError(f"unknown computer level {self.level!r} (known: {known})") from None


@dataclass(frozen=True, slots=True)
class GameConfig:
    """A complete, validated game set-up."""

    seats: tuple[SeatConfig, ...]
    mode: Mode = Mode.DESCENDING
    tokens: int = DEFAULT_TOKENS
    rules: RuleSet = RuleSet.ORIGINAL

    def __post_init__(self) -> None:
        object.__setattr__(self, "seats", tuple(self.seats))
        try:
            object.__setattr__(self, "mode", Mode(self.mode))
            object.__setattr__(self, "rules", RuleSet(self.rules))
        except ValueError as error:
            raise ConfigError(str(error)) from None
        if not MIN_PLAYERS <= len(self.seats) <= MAX_PLAYERS:
            raise ConfigError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(self.seats)}")
        if isinstance(self.tokens, bool) or not isinstance(self.tokens, int):
            raise ConfigError(f"the token number must be a whole number, not {self.tokens!r}")
        if not MIN_TOKENS <= self.tokens <= MAX_TOKENS:
            raise ConfigError(f"the token number must be {MIN_TOKENS} to {MAX_TOKENS}, not {self.tokens}")
        names = [seat.name.strip() for seat in self.seats]
        if any(not name for name in names):
            raise ConfigError("every seat needs a name")
        if any(len(name) > MAX_NAME_LENGTH for name in names):
            raise ConfigError(f"names have at most {MAX_NAME_LENGTH} characters")
        for problem in filter(None, (name_problem(seat.name) for seat in self.seats)):
            raise ConfigError(problem)  # characters that cannot be drawn (NUL, zero-width only ...)
        if len({name.casefold() for name in names}) != len(names):
            raise ConfigError("two seats have the same name")

    @classmethod
    def default(cls) -> GameConfig:
        """One person against two computer players, absteigend, T = 6, Original."""
        return cls.of_players(3, humans=1)

    @classmethod
    def of_players(
        cls,
        players: int,
        humans: int = 0,
        mode: Mode = Mode.DESCENDING,
        tokens: int = DEFAULT_TOKENS,
        rules: RuleSet = RuleSet.ORIGINAL,
        level: Level = DEFAULT_LEVEL,
    ) -> GameConfig:
        """Default-named seats: the first ``humans`` seats are people, the rest computers."""
        if not 0 <= humans <= players:
            raise ConfigError(f"{humans} people do not fit into {players} seats")
        seats = tuple(
            SeatConfig(default_name(True, i + 1), True)
            if i < humans
            else SeatConfig(default_name(False, i + 1 - humans), False, level)
            for i in range(players)
        )
        return cls(seats, mode, tokens, rules)
