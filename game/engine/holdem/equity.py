"""Showdown equity in Hold'em and pot odds: for the computer players and the Tipp panel.

*Equity* is the share of the pot a hand wins on average at the showdown
against ``opponents`` players still in whose hole cards are unknown (any two
of the unseen cards, equally likely), the missing board cards dealt at
random; a tie with k others wins 1/(k+1). Pure and seeded: randomness comes
only from the injected ``rng``, no clock decides anything.

- `equity` is the Monte-Carlo estimate the computer levels use (``trials``
  random deals, each a partial shuffle of the unseen cards with ``rng.random``).
- `exact_equity` enumerates every deal when only the opponent's cards are
  unknown: one opponent on the river, 990 possible hands (under 1 ms). One
  card more to come makes 45,540 deals (10-25 ms in Python), a second
  opponent 447,000, so `showdown_equity` samples those instead.
- `showdown_equity` is the Tipp's function: checks its cards, then exact or
  Monte Carlo with a fixed budget of work (`DEALS_BUDGET`, so it takes about
  the same few milliseconds at every table size; measured by
  ``bench/holdem_equity.py``) drawn from the injected ``rng``.
- `pot_odds` is the share of the pot after a call that the call pays: a call
  breaks even when the equity equals it.

Hands are rated by the best-of-seven tables of `hands` (count codes summed
here, so a deal costs one dict look-up per hand).

The Tipp must get a generator of its own, never the one that shuffles the
table's decks: otherwise asking for a hint would change the next deal.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import accumulate, combinations

from ..cards import Card
from ..decks import DECK_52
from ..errors import InvalidCardsError
from ..hands import HOLDEM, CountCodeRating, count_code_rating
from .ranges import card_index, preflop_equity, range_size, ranked_combos
from .reads import SeatRange

__all__ = [
    "Equity",
    "equity",
    "exact_equity",
    "showdown_equity",
    "pot_odds",
    "DEALS_BUDGET",
    "RIVER_DEALS",
    "MAX_OPPONENTS",
    "range_equity",
    "strength_places",
    "range_weights",
]



@cache
def _rating() -> CountCodeRating:
    """Hold'em's fast best-five rater, built at its first use: its tables take about 0.1 s,
    which starting the program (or a token game) need not pay."""
    return count_code_rating(HOLDEM)

_CARDS = DECK_52.cards
#: A Tipp's Monte-Carlo work: deals = this // (opponents + 2), since a deal costs about one
#: unit per hand rated plus one for drawing its cards (1,333 deals heads-up, 363 at ten seats:
#: a standard error of at most 1.4 and 2.6 percentage points).
DEALS_BUDGET = 4_000
#: Hands one opponent may hold on the river (45 unseen cards, two of them).
RIVER_DEALS = 45 * 44 // 2
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
    by a partial shuffle of the unseen cards (`_quick_draw`, about twice as
    fast as ``rng.sample``; a seed gives the same estimate on every machine,
    and the computer players' decisions rest on it).
    """
    draw = _quick_draw(_unseen(hole, board), 5 - len(board) + 2 * opponents, rng)
    return _share_won(hole, board, opponents, trials, draw)


def _quick_draw(unseen: list[int], need: int, rng: random.Random) -> Callable[[], list[int]]:
    """A drawer of ``need`` distinct unseen cards: a partial Fisher-Yates shuffle of one pool.

    Faster than ``rng.sample`` (no copy, one ``rng.random()`` per card). The
    pool need not be restored between draws: any order of it is a fair start.
    ``int(random() * m)`` is uniform up to m / 2**53, far below what the Tipp's
    few thousand deals can show.
    """
    pool = list(unseen)
    size = len(pool)
    rand = rng.random

    def draw() -> list[int]:
        for i in range(need):
            j = i + int(rand() * (size - i))
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:need]

    return draw


def _share_won(
    hole: Sequence[Card], board: Sequence[Card], opponents: int, trials: int, draw: Callable[[], list[int]]
) -> float:
    """Mean share of the pot won over ``trials`` deals; ``draw()`` gives the missing board cards,
    then two cards per opponent."""
    mine = [hole[0].count_code, hole[1].count_code]
    fixed = [card.count_code for card in board]
    missing = 5 - len(fixed)
    need = missing + 2 * opponents
    plain, bias, flags, values, rate = _rating()
    fixed_total = sum(fixed) + bias
    mine_total = mine[0] + mine[1]
    won = 0.0
    for _ in range(trials):
        drawn = draw()
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
    """Exact equity on the river against one opponent: each of its 990 possible hands counted once."""
    if len(board) != 5:
        raise ValueError("exact equity is enumerated on the river (five board cards)")
    unseen = _unseen(hole, board)
    codes = [card.count_code for card in board]
    plain, bias, flags, values, rate = _rating()
    base = sum(codes) + bias
    total = base + hole[0].count_code + hole[1].count_code
    me = rate([hole[0].count_code, hole[1].count_code, *codes]) if total & flags else plain[total & values]
    strengths = [
        rate([a, b, *codes]) if (base + a + b) & flags else plain[(base + a + b) & values]
        for a, b in combinations(unseen, 2)
    ]
    strengths.sort()
    below = bisect_left(strengths, me)
    ties = bisect_right(strengths, me, below) - below
    return (below + ties / 2) / len(strengths)


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

    Exact when one opponent is left on the river, else Monte Carlo with
    ``budget // (opponents + 2)`` deals drawn from ``rng``. Bad cards or
    counts raise `InvalidCardsError` / `ValueError`.
    """
    _check(hole, board, opponents)
    mine = (hole[0], hole[1])
    shown = tuple(board)
    if opponents == 1 and len(shown) == 5:
        return Equity(exact_equity(mine, shown), True, RIVER_DEALS)
    trials = max(1, budget // (opponents + 2))
    draw = _quick_draw(_unseen(mine, shown), 5 - len(shown) + 2 * opponents, rng)
    return Equity(_share_won(mine, shown, opponents, trials, draw), False, trials)


def pot_odds(call: int, pot: int) -> float:
    """The share of the pot after the call that ``call`` pays (``pot``: all chips in the middle now).

    0 when there is nothing to call. A call pays off on average when the
    equity is higher than this.
    """
    if call < 0 or pot < 0:
        raise ValueError("a call and a pot are never negative")
    return call / (pot + call) if call else 0.0


# ---------------------------------------------------------------- equity against ranges

#: The weight a sampled hand below a narrowing step's threshold keeps (draws, bluffs, misreads).
BELOW_WEIGHT = 0.12
#: Width of the ramp (in range share) from that weight up to 1 around a threshold.
RAMP = 0.1
#: Deals per batch of a `range_equity` that may stop early, and how many standard errors (of a
#: share, at least that of 3 %) away from every deciding value the estimate must be to stop.
BATCH, SURE = 16, 2.0
_INDEX_CODES = tuple(card.count_code for card in _CARDS)


@lru_cache(maxsize=16)
def _board_ratings(board: tuple[Card, ...]) -> tuple[int, ...]:
    """The strength of each ranked combination (`ranges.ranked_combos`) with ``board``; -1 for one
    holding a board card."""
    combos = ranked_combos()
    plain, bias, flags, values, rate = _rating()
    fixed = [card.count_code for card in board]
    base = sum(fixed) + bias
    on_board = 0
    for card in board:
        on_board |= 1 << card_index(card)
    ratings: list[int] = []
    append = ratings.append
    for (a, b), bits in zip(combos.codes, combos.bits):
        if bits & on_board:
            append(-1)
            continue
        total = base + a + b
        append(rate([a, b, *fixed]) if total & flags else plain[total & values])
    return tuple(ratings)


@lru_cache(maxsize=48)
def strength_places(board: tuple[Card, ...], size: int) -> tuple[float, ...]:
    """Per combination among the first ``size`` ranked ones (`ranges.ranked_combos`): its place
    by strength on ``board`` within them, from 0 (the weakest) to 1 (the strongest), ties at their
    middle; -1 for one holding a board card. Cached: every seat reads the same boards."""
    ratings = _board_ratings(board)[:size]
    valid = sorted(rating for rating in ratings if rating >= 0)
    count = max(1, len(valid) - 1)
    place = {
        rating: (bisect_left(valid, rating) + bisect_right(valid, rating) - 1) / (2 * count)
        for rating in set(valid)
    }
    place[-1] = -1.0
    return tuple([place[rating] for rating in ratings])


def _weight(place: float, threshold: float) -> float:
    """How likely a hand at ``place`` in its range played a step that keeps the range above
    ``threshold``: 1 well above it, `BELOW_WEIGHT` well below, a ramp between; 0 for a hand that
    holds a board card."""
    if place < 0:
        return 0.0
    if place >= threshold + RAMP / 2:
        return 1.0
    if place <= threshold - RAMP / 2:
        return BELOW_WEIGHT
    return BELOW_WEIGHT + (1.0 - BELOW_WEIGHT) * (place - threshold + RAMP / 2) / RAMP


def _settled(mean: float, deals: int, near: Sequence[float]) -> bool:
    """The estimate ``mean`` from ``deals`` is clearly on one side of every value in ``near``."""
    error = SURE * max(0.03, (mean * (1.0 - mean) / deals) ** 0.5)
    return all(abs(mean - value) > error for value in near)


@lru_cache(maxsize=64)
def range_weights(size: int, steps: tuple[tuple[tuple[Card, ...], float], ...]) -> tuple[float, ...]:
    """The running sums of the weights of the first ``size`` ranked combinations after the
    narrowing ``steps`` (board then, threshold), for drawing a hand in proportion to its weight.
    Cached: the seats of a table read the same opponents on the same boards."""
    weights = [1.0] * size
    for board, threshold in steps:
        places = strength_places(board, size)
        weights = [weight * _weight(place, threshold) for weight, place in zip(weights, places)]
    return tuple(accumulate(weights))


def range_equity(
    hole: Sequence[Card],
    board: Sequence[Card],
    ranges: Sequence[SeatRange],
    trials: int,
    rng: random.Random,
    *,
    near: Sequence[float] = (),
) -> float:
    """Share of the pot ``hole`` wins at the showdown against opponents holding hands of their
    read ranges (`reads.read_ranges`).

    Before the flop the precomputed tables answer at once (`ranges.preflop_equity`, no dealing).
    After it, ``trials`` deals: each opponent's hand drawn from the top of the ranked combinations
    its range holds, in proportion to how well it fits each later bet or call (`range_weights`: a
    hand below the share a step keeps counts `BELOW_WEIGHT`), the missing board cards drawn from
    the rest; the mean share won. Seeded by ``rng`` alone.

    ``near``: the equities a decision turns on (pot odds, a value threshold). Then the deals come
    in batches of `BATCH`, and dealing stops early once the estimate is `SURE` standard errors
    away from each of them: a clear decision costs few deals, a close one all ``trials``.
    """
    if not ranges:
        return 1.0
    if not board:
        return preflop_equity(hole, [seat.fraction for seat in ranges])
    combos = ranked_combos()
    codes, bits = combos.codes, combos.bits
    shown = tuple(board)
    known = 0
    for card in (*hole, *shown):
        known |= 1 << card_index(card)
    drawers = []
    for seat in ranges:
        size = range_size(seat.fraction)
        if seat.steps:
            sums = range_weights(size, tuple((shown[:cards], 1.0 - keep) for cards, keep in seat.steps))
            drawers.append((size, sums, sums[-1]))
        else:
            drawers.append((size, (), 0.0))
    unseen = [i for i in range(52) if not known >> i & 1]
    spread = len(unseen)
    missing = 5 - len(shown)
    plain, bias, flags, values, rate = _rating()
    fixed = [card.count_code for card in shown]
    fixed_total = sum(fixed) + bias
    mine = [hole[0].count_code, hole[1].count_code]
    mine_total = mine[0] + mine[1]
    rand = rng.random
    everything = len(codes)
    won = 0.0
    dealt_so_far = 0
    for trial in range(trials):
        if near and trial >= BATCH and trial % BATCH == 0 and _settled(won / trial, trial, near):
            break
        dealt_so_far = trial + 1
        mask = known
        hands: list[tuple[int, int]] = []
        for size, sums, total in drawers:
            for _attempt in range(40):
                if total:
                    pick = bisect_right(sums, rand() * total)
                    if pick >= size:
                        pick = size - 1
                else:
                    pick = int(rand() * size)
                if not mask & bits[pick]:
                    break
            else:  # the range is (nearly) all blocked: any hand
                while True:
                    pick = int(rand() * everything)
                    if not mask & bits[pick]:
                        break
            mask |= bits[pick]
            hands.append(codes[pick])
        base = fixed_total
        cards = fixed
        if missing:
            cards = list(fixed)
            for _card in range(missing):
                while True:
                    k = unseen[int(rand() * spread)]
                    if not mask >> k & 1:
                        break
                mask |= 1 << k
                code = _INDEX_CODES[k]
                cards.append(code)
                base += code
        total = base + mine_total
        me = rate(mine + cards) if total & flags else plain[total & values]
        ties = 0
        for a, b in hands:
            total = base + a + b
            other = rate([a, b, *cards]) if total & flags else plain[total & values]
            if other > me:
                break  # beaten: nothing won this deal
            if other == me:
                ties += 1
        else:
            won += 1.0 / (ties + 1)
    return won / dealt_so_far if dealt_so_far else 0.0
