"""Starting-hand ranges: the 169 kinds of two hole cards, their order, and the precomputed
preflop equities the computer players and the Tipp look up instead of dealing.

A *kind* (class) is a pair (``"QQ"``), a suited (``"AKs"``) or an offsuit
(``"AKo"``) combination of two values: 13 pairs of 6 card combinations each,
78 suited ones of 4, 78 offsuit ones of 12 - 1,326 combinations in all. A
*range* is the top ``fraction`` of the 1,326 combinations in the order of
`RANKED` (the strongest kinds first): ``range_size(0.1)`` combinations, the
hands a player plays who plays one hand in ten.

The tables (`table()`) come from the generated module `preflop_table`
(written by ``tools/holdem_preflop.py``, a seeded Monte Carlo of a few
minutes; the numbers are plain literals, so importing them takes
milliseconds): per kind its equity against one to nine random hands and
against one hand from the top `GRID` fractions. They are imported at the
first use, never when the game starts. `preflop_equity` combines them for
several opponents with ranges of their own. Pure: no I/O, no randomness.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from functools import cache
from typing import NamedTuple

from ..cards import Card
from ..decks import DECK_52

__all__ = [
    "KINDS",
    "GRID",
    "TOTAL_COMBOS",
    "kind_of",
    "kind_name",
    "combos_of",
    "card_index",
    "RankedCombos",
    "ranked_combos",
    "range_size",
    "PreflopTable",
    "table",
    "preflop_equity",
    "range_heads_up",
]

#: Fractions of all combinations at which the range table is given (interpolated between).
GRID = (0.02, 0.04, 0.07, 0.1, 0.14, 0.2, 0.28, 0.38, 0.5, 0.65, 0.8, 1.0)
_VALUES = "23456789TJQKA"
TOTAL_COMBOS = 1326


def _kinds() -> tuple[tuple[int, int, bool], ...]:
    kinds: list[tuple[int, int, bool]] = []
    for high in range(14, 1, -1):
        for low in range(high, 1, -1):
            if high == low:
                kinds.append((high, low, False))
            else:
                kinds.append((high, low, True))
                kinds.append((high, low, False))
    return tuple(kinds)


#: The 169 kinds as (high value, low value, suited), in a fixed order (AA, AKs, AKo, ...).
KINDS = _kinds()
_KIND_INDEX = {kind: i for i, kind in enumerate(KINDS)}


def kind_of(hole: Sequence[Card]) -> int:
    """The index in `KINDS` of two hole cards."""
    first, second = hole[0], hole[1]
    high, low = (first.rank, second.rank) if first.rank >= second.rank else (second.rank, first.rank)
    return _KIND_INDEX[(int(high), int(low), high != low and first.suit == second.suit)]


def kind_name(kind: int) -> str:
    """A kind's usual name: ``AA``, ``AKs``, ``72o``."""
    high, low, suited = KINDS[kind]
    name = _VALUES[high - 2] + _VALUES[low - 2]
    return name if high == low else name + ("s" if suited else "o")


def card_index(card: Card) -> int:
    """A card's place in the 52-card deck's fixed order (0..51)."""
    return _DECK_INDEX[card]


_DECK_INDEX = {card: i for i, card in enumerate(DECK_52.cards)}


def combos_of(kind: int) -> tuple[tuple[Card, Card], ...]:
    """Every combination of hole cards of a kind (6, 4 or 12)."""
    high, low, suited = KINDS[kind]
    cards = DECK_52.cards
    highs = [card for card in cards if card.rank == high]
    lows = [card for card in cards if card.rank == low]
    if high == low:
        return tuple((highs[i], highs[j]) for i in range(4) for j in range(i + 1, 4))
    return tuple((a, b) for a in highs for b in lows if (a.suit == b.suit) == suited)


class RankedCombos(NamedTuple):
    """The 1,326 combinations, strongest kind first, as count-code pairs and as card-index pairs."""

    codes: tuple[tuple[int, int], ...]
    indices: tuple[tuple[int, int], ...]
    #: The kind of each combination.
    kinds: tuple[int, ...]
    #: Each combination's two cards as bits (1 << card index), for quick tests against dealt cards.
    bits: tuple[int, ...]


@cache
def ranked_combos() -> RankedCombos:
    """All combinations in the order of `table().ranked` (built at the first use)."""
    codes: list[tuple[int, int]] = []
    indices: list[tuple[int, int]] = []
    kinds: list[int] = []
    for kind in table().ranked:
        for a, b in combos_of(kind):
            codes.append((a.count_code, b.count_code))
            indices.append((_DECK_INDEX[a], _DECK_INDEX[b]))
            kinds.append(kind)
    bits = tuple(1 << i | 1 << j for i, j in indices)
    return RankedCombos(tuple(codes), tuple(indices), tuple(kinds), bits)


def range_size(fraction: float) -> int:
    """How many combinations (of the ranked 1,326) the top ``fraction`` holds: at least 6."""
    return max(6, min(TOTAL_COMBOS, round(fraction * TOTAL_COMBOS)))


class PreflopTable(NamedTuple):
    """The precomputed preflop equities (see the module doc)."""

    #: Kinds, strongest first (the order ranges are cut from).
    ranked: tuple[int, ...]
    #: Per kind: equity against 1..9 random hands (index opponents - 1).
    random: tuple[tuple[float, ...], ...]
    #: Per kind: equity heads-up against one hand of the top `GRID` fraction.
    versus: tuple[tuple[float, ...], ...]
    #: Per kind: its place in `ranked` as the fraction of combinations ranked above it (0 = best).
    percentile: tuple[float, ...]


@cache
def table() -> PreflopTable:
    """The tables, imported at the first call (see `preflop_table`)."""
    from .preflop_table import RANDOM, RANKED, VERSUS

    above = [0.0] * len(KINDS)
    seen = 0
    for kind in RANKED:
        above[kind] = seen / TOTAL_COMBOS
        seen += len(combos_of(kind))
    return PreflopTable(RANKED, RANDOM, VERSUS, tuple(above))


def range_heads_up(kind: int, fraction: float) -> float:
    """A kind's heads-up equity against one hand of the top ``fraction`` (interpolated in `GRID`)."""
    row = table().versus[kind]
    if fraction <= GRID[0]:
        return row[0]
    if fraction >= 1.0:
        return row[-1]
    i = bisect_right(GRID, fraction)
    low, high = GRID[i - 1], GRID[i]
    share = (fraction - low) / (high - low)
    return row[i - 1] + share * (row[i] - row[i - 1])


def preflop_equity(hole: Sequence[Card], fractions: Sequence[float]) -> float:
    """Equity of ``hole`` before the flop against one opponent per fraction, each holding a hand of
    the top ``fraction`` of its range: the equity against as many random hands, times each
    opponent's heads-up ratio (range over random) - exact heads-up, close enough multiway."""
    kind = kind_of(hole)
    data = table()
    opponents = max(1, min(9, len(fractions)))
    value = data.random[kind][opponents - 1]
    against_random = data.random[kind][0]
    for fraction in fractions:
        value *= range_heads_up(kind, fraction) / against_random
    return 0.01 if value < 0.01 else 0.99 if value > 0.99 else value
