"""Computer players: one module per level, registered by name in `LEVELS`.

A strategy sees only its seat's `SeatView`. `strategy_for(level, rng)` makes
the strategy of a level; levels that use chance take the injected ``rng``.
"""

from __future__ import annotations

from collections.abc import Callable

from ..deck import RandomSource
from .anfaenger import AnfaengerStrategy
from .base import Strategy
from .normal import NormalStrategy
from .profi import ProfiStrategy

__all__ = [
    "Strategy",
    "NormalStrategy",
    "AnfaengerStrategy",
    "ProfiStrategy",
    "LEVELS",
    "DEFAULT_LEVEL",
    "strategy_for",
    "UnknownLevelError",
]

DEFAULT_LEVEL = "normal"


class UnknownLevelError(ValueError):
    """A computer level that does not exist."""


#: Level name -> factory taking the random source; listed from weakest to strongest.
_FACTORIES: dict[str, Callable[[RandomSource], Strategy]] = {
    "anfaenger": AnfaengerStrategy,
    "normal": lambda rng: NormalStrategy(),
    "profi": lambda rng: ProfiStrategy(),
}

#: The level names, weakest first.
LEVELS: tuple[str, ...] = tuple(_FACTORIES)


def strategy_for(level: str, rng: RandomSource) -> Strategy:
    """The strategy of a computer level."""
    try:
        factory = _FACTORIES[level]
    except KeyError:
        raise UnknownLevelError(f"unknown computer level {level!r} (known: {', '.join(LEVELS)})") from None
    return factory(rng)
