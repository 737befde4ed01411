"""The Tipp panel's figures: a hand's showdown equity and the pot odds (a stand-in to reconcile).

The branch that finishes the Hold'em engine brings `holdem/equity.py` with
`showdown_equity`, `pot_odds` and `Equity` (exact when one opponent is left
from the turn on, Monte Carlo otherwise). Until it is merged, this module
offers the same three names with the same signatures, built on the
Monte-Carlo `equity` the computer players already use, so the Tipp screen
is written against the final interface: after the merge, import them from
`.equity` and delete this module.

Pure and seeded like the rest of the engine: randomness comes only from the
injected ``rng``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..cards import Card
from ..errors import InvalidCardsError
from .players import equity

__all__ = ["Equity", "showdown_equity", "pot_odds", "DEALS_BUDGET", "MAX_OPPONENTS"]

#: Hands rated per Tipp (the trials are this divided by the hands per deal).
DEALS_BUDGET = 12_000
#: Most opponents at a Hold'em table (ten seats).
MAX_OPPONENTS = 9
_BOARD_SIZES = (0, 3, 4, 5)


@dataclass(frozen=True, slots=True)
class Equity:
    """A hand's showdown equity, how it was found, and how many deals it counts."""

    value: float
    exact: bool
    deals: int


def showdown_equity(
    hole: Sequence[Card],
    board: Sequence[Card],
    opponents: int,
    rng: random.Random,
    *,
    budget: int = DEALS_BUDGET,
) -> Equity:
    """The share of the pot ``hole`` wins on ``board`` against ``opponents`` unknown hands.

    Monte Carlo with ``budget`` hands rated (``budget // (opponents + 1)``
    deals) drawn from ``rng``. Bad cards or counts raise `InvalidCardsError`
    / `ValueError`.
    """
    cards = [*hole, *board]
    if len(hole) != 2:
        raise InvalidCardsError(f"a Hold'em hand has two hole cards, not {len(hole)}")
    if len(board) not in _BOARD_SIZES:
        raise InvalidCardsError(f"a board shows 0, 3, 4 or 5 cards, not {len(board)}")
    if not all(isinstance(card, Card) for card in cards) or len(set(cards)) != len(cards):
        raise InvalidCardsError("hole cards and board must be distinct cards")
    if isinstance(opponents, bool) or not isinstance(opponents, int) or not 1 <= opponents <= MAX_OPPONENTS:
        raise ValueError(f"1 to {MAX_OPPONENTS} opponents, not {opponents!r}")
    trials = max(1, budget // (opponents + 1))
    return Equity(equity((hole[0], hole[1]), tuple(board), opponents, trials, rng), False, trials)


def pot_odds(call: int, pot: int) -> float:
    """The share of the pot after the call that ``call`` pays (``pot``: all chips in the middle now).

    0 when there is nothing to call. A call pays off on average when the
    equity is higher than this.
    """
    if call < 0 or pot < 0:
        raise ValueError("a call and a pot are never negative")
    return call / (pot + call) if call else 0.0
