"""Showdown equity in Hold'em and pot odds: for the computer players and the Tipp panel.

*Equity* is the share of the pot a hand wins on average at the showdown
against ``opponents`` players still in whose hole cards are unknown (any two
of the unseen cards, equally likely), the missing board cards dealt at
random; a tie with k others wins 1/(k+1). Pure and seeded: randomness comes
only from the injected ``rng``, no clock decides anything.

- `equity` is the Monte-Carlo estimate the computer levels use (``trials``
  random deals drawn with ``rng.sample``).
- `exact_equity` enumerates every deal; it is used when one opponent is left
  and at most one board card is to come (990 deals on the river, 45,540 on
  the turn). With more opponents or more cards to come the deals run into
  the hundreds of thousands, so `showdown_equity` samples those instead.
- `showdown_equity` is the Tipp's function: checks its cards, then exact or
  Monte Carlo (`DEALS_BUDGET` hands rated, so it is equally quick at every
  table size: measured by ``bench/holdem_equity.py``).
- `pot_odds` is the share of the pot after a call that the call pays: a call
  breaks even when the equity equals it.

Hands are rated by the best-of-seven tables of `hands` (count codes summed
here, so a deal costs one dict look-up per hand).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from ..cards import Card
from ..decks import DECK_52
from ..errors import InvalidCardsError
from ..hands import HOLDEM, count_code_rating

__all__ = [
    "Equity",
    "equity",
    "exact_equity",
    "showdown_equity",
    "pot_odds",
    "DEALS_BUDGET",
    "MAX_OPPONENTS",
]

_PLAIN, _BIAS, _FLAGS, _VALUES, _RATE = count_code_rating(HOLDEM)
_CARDS = DECK_52.cards
#: Hands rated per Tipp in Monte Carlo (the trials are this divided by the hands per deal).
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


def _unseen(hole: Sequence[Card], board: Sequence[Card]) -> list[int]:
    """Count codes of the cards neither in ``hole`` nor on ``board``, in deck order."""
    known = set(hole) | set(board)
    return [card.count_code for card in _CARDS if card not in known]


def equity(
    hole: tuple[Card, Card], board: tuple[Card, ...], opponents: int, trials: int, rng: random.Random
) -> float:
    """Monte-Carlo share of the pot won at the showdown against ``opponents`` random hands.

    Each trial draws the missing board cards and then two cards per opponent
    with one ``rng.sample`` of the unseen cards (so a seed gives the same
    estimate on every machine).
    """
    unseen = _unseen(hole, board)
    mine = [hole[0].count_code, hole[1].count_code]
    fixed = [card.count_code for card in board]
    missing = 5 - len(fixed)
    need = missing + 2 * opponents
    sample = rng.sample
    plain, flags, values, rate = _PLAIN, _FLAGS, _VALUES, _RATE
    fixed_total = sum(fixed) + _BIAS
    mine_total = mine[0] + mine[1]
    won = 0.0
    for _ in range(trials):
        drawn = sample(unseen, need)
        base = fixed_total + sum(drawn[:missing]) if missing else fixed_total
        total = base + mine_total
        me = rate(mine + fixed + drawn[:missing]) if total & flags else plain[total & values]
        best = 0
        ties = 0
        for k in range(missing, need, 2):
            first, second = drawn[k], drawn[k + 1]
            total = base + first + second
            if total & flags:
                other = rate([first, second, *fixed, *drawn[:missing]])
            else:
                other = plain[total & values]
            if other > best:
                best, ties = other, 1
            elif other == best:
                ties += 1
        if me > best:
            won += 1.0
        elif me == best:
            won += 1.0 / (ties + 1)
    return won / trials


def exact_equity(hole: tuple[Card, Card], board: tuple[Card, ...]) -> float:
    """Exact equity against one opponent with the turn or the river showing (every deal counted)."""
    if len(board) < 4:
        raise ValueError("exact equity is enumerated from the turn on (one opponent)")
    unseen = _unseen(hole, board)
    mine = [hole[0].count_code, hole[1].count_code]
    fixed = [card.count_code for card in board]
    rivers: list[tuple[int, list[int]]] = (
        [(-1, unseen)] if len(board) == 5 else [(i, unseen[:i] + unseen[i + 1:]) for i in range(len(unseen))]
    )
    wins = ties = deals = 0
    plain, flags, values, rate = _PLAIN, _FLAGS, _VALUES, _RATE
    for i, rest in rivers:
        codes = fixed if i < 0 else [*fixed, unseen[i]]
        base = sum(codes) + _BIAS
        total = base + mine[0] + mine[1]
        me = rate(mine + codes) if total & flags else plain[total & values]
        for first, second in combinations(rest, 2):
            total = base + first + second
            other = rate([first, second, *codes]) if total & flags else plain[total & values]
            if other < me:
                wins += 1
            elif other == me:
                ties += 1
        deals += len(rest) * (len(rest) - 1) // 2
    return (wins + ties / 2) / deals


def _exact_deals(board: int, opponents: int) -> int:
    """Deals `exact_equity` visits, or 0 when it does not apply."""
    if opponents != 1 or board < 4:
        return 0
    return 990 if board == 5 else 46 * 990


def _check(hole: Sequence[Card], board: Sequence[Card], opponents: int) -> None:
    cards = [*hole, *board]
    if len(hole) != 2:
        raise InvalidCardsError(f"a Hold'em hand has two hole cards, not {len(hole)}")
    if len(board) not in _BOARD_SIZES:
        raise InvalidCardsError(f"a board shows 0, 3, 4 or 5 cards, not {len(board)}")
    if not all(isinstance(card, Card) for card in cards) or len(set(cards)) != len(cards):
        raise InvalidCardsError("hole cards and board must be distinct cards")
    if isinstance(opponents, bool) or not isinstance(opponents, int) or not 1 <= opponents <= MAX_OPPONENTS:
        raise ValueError(f"1 to {MAX_OPPONENTS} opponents, not {opponents!r}")


def showdown_equity(
    hole: Sequence[Card],
    board: Sequence[Card],
    opponents: int,
    rng: random.Random,
    *,
    budget: int = DEALS_BUDGET,
) -> Equity:
    """The Tipp's equity of ``hole`` on ``board`` against ``opponents`` unknown hands.

    Exact when one opponent is left from the turn on, else Monte Carlo with
    ``budget`` hands rated (``budget // (opponents + 1)`` deals) drawn from
    ``rng``. Bad cards or counts raise `InvalidCardsError` / `ValueError`.
    """
    _check(hole, board, opponents)
    mine = (hole[0], hole[1])
    shown = tuple(board)
    deals = _exact_deals(len(shown), opponents)
    if deals:
        return Equity(exact_equity(mine, shown), True, deals)
    trials = max(1, budget // (opponents + 1))
    return Equity(equity(mine, shown, opponents, trials, rng), False, trials)


def pot_odds(call: int, pot: int) -> float:
    """The share of the pot after the call that ``call`` pays (``pot``: all chips in the middle now).

    0 when there is nothing to call. A call pays off on average when the
    equity is higher than this.
    """
    if call < 0 or pot < 0:
        raise ValueError("a call and a pot are never negative")
    return call / (pot + call) if call else 0.0
