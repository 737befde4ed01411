"""The set-up of a network table of Europäisches Draw Poker and the variant's fixed numbers.

variants.md, "Europäisches Draw Poker": at most 5 seated players, an ante
of 10, bets of at most 200, 0 to 3 cards exchanged, the showdown by itself
at round 32,700. `EuropeanConfig` carries the numbers a table may change
(a test table may end sooner); everything else is a constant here, the one
place the rules' figures live.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import ConfigError

__all__ = [
    "EuropeanConfig",
    "MIN_SEATS",
    "MAX_SEATS",
    "ANTE",
    "MAX_BET",
    "HAND_SIZE",
    "MAX_EXCHANGE",
    "SHOWDOWN_CALL_FROM",
    "LAST_ROUND",
    "DEFAULT_STACK",
    "MAX_STACK",
]

MIN_SEATS = 2
#: A table seats at most five players (the seed's table).
MAX_SEATS = 5
#: Every seated player pays it at the start of a game.
ANTE = 10
#: The largest single bet (or all the player's chips, if fewer).
MAX_BET = 200
HAND_SIZE = 5
#: Cards exchanged at most: 5 x 5 dealt + 5 x 3 drawn = the 40 cards.
MAX_EXCHANGE = 3
#: From this round on a bet may call for the showdown ("Karten sehen", H).
SHOWDOWN_CALL_FROM = 3
#: At this round the showdown begins by itself.
LAST_ROUND = 32_700
#: The stack a computer seat (and the simulation) brings; the server decides a person's.
DEFAULT_STACK = 1000
#: The most chips one seat may bring or take at once (keeps every figure a small integer).
MAX_STACK = 10**9


@dataclass(frozen=True, slots=True)
class EuropeanConfig:
    """One table: ``seats`` places, the ``ante``, the largest bet, the round of the forced showdown.

    The defaults are variants.md's; other values serve tests and smaller tables.
    """

    seats: int = MAX_SEATS
    ante: int = ANTE
    max_bet: int = MAX_BET
    last_round: int = LAST_ROUND

    def __post_init__(self) -> None:
        for name in ("seats", "ante", "max_bet", "last_round"):
            if type(getattr(self, name)) is not int:
                raise ConfigError(f"{name} must be a whole number, not {getattr(self, name)!r}")
        if not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise ConfigError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, not {self.seats}")
        if not 1 <= self.ante <= MAX_STACK:
            raise ConfigError(f"the ante must be 1 to {MAX_STACK} chips, not {self.ante}")
        if not 1 <= self.max_bet <= MAX_STACK:
            raise ConfigError(f"the largest bet must be 1 to {MAX_STACK} chips, not {self.max_bet}")
        if not SHOWDOWN_CALL_FROM + 1 <= self.last_round <= LAST_ROUND:
            raise ConfigError(
                f"the forced showdown comes at round {SHOWDOWN_CALL_FROM + 1} to {LAST_ROUND}, "
                f"not {self.last_round}"
            )
