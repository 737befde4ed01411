"""The betting structure of a table: limit, pot-limit or no-limit, and its sizes.

`BettingRules` is a frozen value chosen per table. The structure sets how
large a bet or raise may be; `min_bet` is the smallest opening bet and the
smallest raise increment (the small bet in fixed limit); fixed limit adds the
big bet of the later rounds and a cap on the bets per round (a big blind
counts as the first bet). ``cap_to_callable`` is Duell's rule that nobody can
bet more than the others can still call.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .errors import BettingConfigError

__all__ = ["Structure", "BettingRules", "LIMIT_CAP", "DUELL_MIN_BET"]

#: Fixed limit: a bet and three raises per round (variants.md).
LIMIT_CAP = 4
#: Duell's smallest opening bet (variants.md).
DUELL_MIN_BET = 5


class Structure(StrEnum):
    """How the size of a bet or raise is limited."""

    FIXED_LIMIT = "fixed-limit"
    POT_LIMIT = "pot-limit"
    NO_LIMIT = "no-limit"


@dataclass(frozen=True, slots=True)
class BettingRules:
    """One table's betting structure and sizes (chips are whole numbers)."""

    structure: Structure
    #: Smallest opening bet and raise increment; in fixed limit the small bet.
    min_bet: int
    #: Fixed limit only: the bet size from round `big_bet_from` on.
    big_bet: int | None = None
    #: Fixed limit: first betting round (0-based) played with the big bet.
    big_bet_from: int = 2
    #: Most bets and raises per round (a big blind counts as the first); None = no cap.
    cap: int | None = None
    #: Duell: nobody can bet more than the others can still call.
    cap_to_callable: bool = False

    def __post_init__(self) -> None:
        if self.min_bet < 1:
            raise BettingConfigError(f"the minimum bet must be at least 1 chip, not {self.min_bet}")
        if self.structure is Structure.FIXED_LIMIT:
            if self.big_bet is None or self.big_bet < self.min_bet:
                raise BettingConfigError("fixed limit needs a big bet at least as large as the small bet")
        elif self.big_bet is not None:
            raise BettingConfigError("only fixed limit has a big bet")
        if self.cap is not None and self.cap < 1:
            raise BettingConfigError(f"a cap must allow at least one bet, not {self.cap}")

    @classmethod
    def no_limit(cls, min_bet: int, *, cap_to_callable: bool = False) -> BettingRules:
        """No-limit: raise at least the previous bet or raise, at most all chips."""
        return cls(Structure.NO_LIMIT, min_bet, cap_to_callable=cap_to_callable)

    @classmethod
    def pot_limit(cls, min_bet: int) -> BettingRules:
        """Pot-limit: raise at least the previous bet or raise, at most the pot after the call."""
        return cls(Structure.POT_LIMIT, min_bet)

    @classmethod
    def fixed_limit(cls, small_bet: int, big_bet: int, *, cap: int = LIMIT_CAP) -> BettingRules:
        """Fixed limit: the small bet in the first two rounds, the big bet later, capped."""
        return cls(Structure.FIXED_LIMIT, small_bet, big_bet=big_bet, cap=cap)

    @classmethod
    def duell(cls, min_bet: int = DUELL_MIN_BET) -> BettingRules:
        """Duell: no-limit within the stacks, opening bet at least 5, capped by what the other can call."""
        return cls(Structure.NO_LIMIT, min_bet, cap_to_callable=True)

    def bet_size(self, round_no: int) -> int:
        """The smallest bet or raise increment in a round (the fixed size in limit)."""
        if self.structure is Structure.FIXED_LIMIT and round_no >= self.big_bet_from:
            assert self.big_bet is not None
            return self.big_bet
        return self.min_bet
