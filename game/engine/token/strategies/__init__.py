"""Computer players: one module per level, registered by name in `LEVELS`.

A strategy sees only its seat's `SeatView`. `strategy_for(level, rng)` makes
the strategy of a level; levels that use chance take the injected ``rng``.
The level names themselves are `game.engine.levels.Level`.
"""

from __future__ import annotations

from collections.abc import Callable

from ...deck import RandomSource
from ...levels import DEFAULT_LEVEL, LEVELS, Level
from .anfaenger import AnfaengerStrategy
from .base import ExchangeStrategy, Player, Strategy
from .normal import NormalStrategy
from .profi import ProfiStrategy

__all__ = [
    "Player",
    "Strategy",
    "ExchangeStrategy",
    "NormalStrategy",
    "AnfaengerStrategy",
    "ProfiStrategy",
    "LEVELS",
    "DEFAULT_LEVEL",
    "strategy_for",
    "UnknownLevelError",
]

class UnknownLevelError(ValueError):
    """A computer level that does not exist."""


#: Level -> factory taking the random source.
_FACTORIES: dict[Level, Callable[[RandomSource], Strategy]] = {
    Level.ANFAENGER: AnfaengerStrategy,
    Level.NORMAL: lambda rng: NormalStrategy(),
    Level.PROFI: lambda rng: ProfiStrategy(),
}
assert tuple(_FACTORIES) == tuple(Level), "every level has exactly one strategy"


def strategy_for(level: str, rng: RandomSource) -> Strategy:
    """The strategy of a computer level."""
    try:
        factory = _FACTORIES[Level(level)]
    except ValueError:
        raise UnknownLevelError(f"unknown computer level {level!r} (known: {', '.join(LEVELS)})") from None
    return factory(rng)
