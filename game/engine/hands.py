"""Rating five-card hands under a rule set: category, deciding card, scoring cards.

Each hand gets an integer *strength*: higher rates higher, equal is a tie.
It is read from a table keyed by the product of the five rank primes (a
unique name for the rank multiset) plus one flush test, so rating costs a
few multiplications and one dict look-up. The table is built at first use
from the rules of `RuleSet` (about 6,175 rank multisets, a few ms).

`evaluate` returns a `HandValue` that orders itself (``a < b``: b rates
higher) and also names the category, the deciding value and the cards of the
scored combination, for the screens and the computer players. `strength` and
`strength_function` are the fast paths for bulk work (simulation, odds,
benchmarks).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum
from itertools import combinations_with_replacement

from .cards import RANK_PRIMES, Card, Rank
from .rulesets import RuleSet

__all__ = [
    "HandCategory",
    "HandValue",
    "HandSizeError",
    "evaluate",
    "strength",
    "strength_function",
    "category_of",
    "scoring_cards",
    "prepare_tables",
]


class HandSizeError(ValueError):
    """A hand that is not exactly five distinct cards."""


class HandCategory(IntEnum):
    """Hand categories, lowest first (rules.md, "Rating a hand")."""

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8
    ROYAL_FLUSH = 9


_RANKS: dict[int, Rank] = {int(rank): rank for rank in Rank}
_GROUP_SIZES = {
    HandCategory.HIGH_CARD: 1,
    HandCategory.ONE_PAIR: 1,
    HandCategory.TWO_PAIR: 2,
    HandCategory.THREE_OF_A_KIND: 1,
    HandCategory.FOUR_OF_A_KIND: 1,
}

# strength = category << CATEGORY_SHIFT | tie-break ranks, 4 bits each.
CATEGORY_SHIFT = 20
_RANK_MASK = 0xFF
_SUIT_MASK = 0xF00


def category_of(strength_value: int) -> HandCategory:
    """The category encoded in a strength from `strength` or `HandValue.strength`."""
    return HandCategory(strength_value >> CATEGORY_SHIFT)


@dataclass(frozen=True, slots=True)
class _Entry:
    """What the table knows about one rank multiset (with or without a flush)."""

    strength: int
    category: HandCategory
    deciding_rank: Rank
    scoring_ranks: frozenset[Rank]
    order: tuple[Rank, ...]  # all five values, most important first (for display)
    importance: dict[Rank, int]  # value -> position in `order`, for sorting cards


@dataclass(frozen=True, slots=True, order=True)
class HandValue:
    """The rating of one hand. Compares by strength only: ``a == b`` is a tie.

    The card orderings are derived on access, so rating stays cheap for the
    many hands that are only compared (simulation, computer players).
    """

    strength: int
    #: The five cards as given.
    hand: tuple[Card, ...] = field(compare=False)
    rules: RuleSet = field(compare=False)
    _entry: _Entry = field(compare=False, repr=False)

    @property
    def category(self) -> HandCategory:
        """The hand's category (Höchste Karte .. Royal Flush)."""
        return self._entry.category

    @property
    def deciding_rank(self) -> Rank:
        """The value that names the hand ("Ein Paar, Buben") and, under ORIGINAL, decides ties."""
        return self._entry.deciding_rank

    @property
    def cards(self) -> tuple[Card, ...]:
        """All five cards, most important first (scored combination, then the rest)."""
        importance = self._entry.importance
        return tuple(sorted(self.hand, key=lambda card: importance[card.rank]))

    @property
    def scoring_cards(self) -> tuple[Card, ...]:
        """The cards of the scored combination, most important first."""
        ordered = self.cards
        if self._entry.category is HandCategory.HIGH_CARD:
            return ordered[:1]
        ranks = self._entry.scoring_ranks
        return tuple(card for card in ordered if card.rank in ranks)

    @property
    def kickers(self) -> tuple[Card, ...]:
        """The cards outside the scored combination, most important first."""
        scoring = self.scoring_cards
        return tuple(card for card in self.cards if card not in scoring)

    def __str__(self) -> str:
        return f"{self.category.name.replace('_', ' ').lower()} ({self.deciding_rank.symbol})"


def _pack(category: HandCategory, ranks: Iterable[int]) -> int:
    value = int(category)
    count = 0
    for rank in ranks:
        value = value << 4 | rank
        count += 1
    return value << 4 * (5 - count)


def _rate_multiset(ranks: Sequence[int], flush: bool, rules: RuleSet) -> _Entry:
    """Rate one rank multiset straight from the rules (used only to build the table)."""
    counts = Counter(ranks)
    # Values ordered by importance: bigger groups first, then higher values.
    order = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    distinct = len(counts) == 5
    high = max(ranks)
    straight = distinct and high - min(ranks) == 4
    if distinct and not straight and rules.ace_low_straight and set(ranks) == {14, 2, 3, 4, 5}:
        straight, high, order = True, 5, [5, 4, 3, 2, 14]
    if straight and flush:
        category = HandCategory.ROYAL_FLUSH if high == 14 else HandCategory.STRAIGHT_FLUSH
    elif shape[0] == 4:
        category = HandCategory.FOUR_OF_A_KIND
    elif shape[:2] == [3, 2]:
        category = HandCategory.FULL_HOUSE
    elif flush:
        category = HandCategory.FLUSH
    elif straight:
        category = HandCategory.STRAIGHT
    elif shape[0] == 3:
        category = HandCategory.THREE_OF_A_KIND
    elif shape[:2] == [2, 2]:
        category = HandCategory.TWO_PAIR
    elif shape[0] == 2:
        category = HandCategory.ONE_PAIR
    else:
        category = HandCategory.HIGH_CARD

    scoring = order[: _GROUP_SIZES.get(category, 5)]
    if category in (HandCategory.FULL_HOUSE,) and not rules.full_tie_break:
        # The seed, literally: "the highest card of the scored combination",
        # and all five cards form a full house (2-2-2-A-A beats K-K-K-Q-Q).
        deciding = max(ranks)
    elif category is HandCategory.ROYAL_FLUSH:
        deciding = 14
    else:
        deciding = order[0]
    if rules.full_tie_break:
        tie_break: Sequence[int] = order
    elif category is HandCategory.ROYAL_FLUSH:
        tie_break = ()
    else:
        tie_break = (deciding,)
    return _Entry(
        strength=_pack(category, tie_break),
        category=category,
        deciding_rank=_RANKS[deciding],
        scoring_ranks=frozenset(_RANKS[r] for r in scoring),
        order=tuple(_RANKS[r] for r in order),
        importance={_RANKS[r]: i for i, r in enumerate(order)},
    )


@dataclass(frozen=True, slots=True)
class _Table:
    rules: RuleSet
    plain: dict[int, _Entry]
    flush: dict[int, _Entry]
    plain_strength: dict[int, int]
    flush_strength: dict[int, int]


_TABLES: dict[RuleSet, _Table] = {}


def _table(rules: RuleSet) -> _Table:
    """The table of a rule set, built at first use."""
    table = _TABLES.get(rules)
    if table is None:
        table = _TABLES[RuleSet(rules)] = _build_table(RuleSet(rules))
    return table


def prepare_tables() -> None:
    """Build the rating tables of every rule set now (they are otherwise built at first use)."""
    for rules in RuleSet:
        _table(rules)


def _build_table(rules: RuleSet) -> _Table:
    plain: dict[int, _Entry] = {}
    flush: dict[int, _Entry] = {}
    for ranks in combinations_with_replacement(range(2, 15), 5):
        if max(Counter(ranks).values()) > 4:
            continue
        key = 1
        for rank in ranks:
            key *= RANK_PRIMES[rank - 2]
        plain[key] = _rate_multiset(ranks, False, rules)
        if len(set(ranks)) == 5:
            flush[key] = _rate_multiset(ranks, True, rules)
    return _Table(
        rules,
        plain,
        flush,
        {key: entry.strength for key, entry in plain.items()},
        {key: entry.strength for key, entry in flush.items()},
    )


def _codes(cards: Sequence[Card]) -> tuple[int, int, int, int, int]:
    if len(cards) != 5:
        raise HandSizeError(f"a hand has exactly 5 cards, not {len(cards)}")
    a, b, c, d, e = cards
    if a is b or a is c or a is d or a is e or b is c or b is d or b is e or c is d or c is e or d is e:
        raise HandSizeError("a hand may not hold the same card twice")
    return a.code, b.code, c.code, d.code, e.code


def _lookup(cards: Sequence[Card], rules: RuleSet) -> tuple[_Entry, RuleSet]:
    a, b, c, d, e = _codes(cards)
    table = _table(rules)
    key = (a & _RANK_MASK) * (b & _RANK_MASK) * (c & _RANK_MASK) * (d & _RANK_MASK) * (
        e & _RANK_MASK
    )
    return (table.flush if a & b & c & d & e & _SUIT_MASK else table.plain)[key], table.rules


def evaluate(cards: Sequence[Card], rules: RuleSet = RuleSet.ORIGINAL) -> HandValue:
    """Rate exactly five distinct cards under `rules` (default: ORIGINAL)."""
    entry, rule_set = _lookup(cards, rules)
    return HandValue(entry.strength, tuple(cards), rule_set, entry)


def scoring_cards(cards: Sequence[Card], rules: RuleSet = RuleSet.ORIGINAL) -> tuple[Card, ...]:
    """The cards of the scored combination, in hand order (cheaper than `evaluate`)."""
    entry, _ = _lookup(cards, rules)
    if entry.category is HandCategory.HIGH_CARD:
        top = entry.deciding_rank
        return (next(card for card in cards if card.rank is top),)
    ranks = entry.scoring_ranks
    return tuple(card for card in cards if card.rank in ranks)


def strength_function(rules: RuleSet = RuleSet.ORIGINAL) -> Callable[[int, int, int, int, int], int]:
    """A fast rater over five `Card.code` ints (no checks): higher rates higher."""
    table = _table(rules)
    plain = table.plain_strength
    flush = table.flush_strength

    def rate(a: int, b: int, c: int, d: int, e: int) -> int:
        if a & b & c & d & e & 0xF00:
            return flush[(a & 0xFF) * (b & 0xFF) * (c & 0xFF) * (d & 0xFF) * (e & 0xFF)]
        return plain[(a & 0xFF) * (b & 0xFF) * (c & 0xFF) * (d & 0xFF) * (e & 0xFF)]

    return rate


def strength(cards: Sequence[Card], rules: RuleSet = RuleSet.ORIGINAL) -> int:
    """The strength of five distinct cards: higher rates higher, equal is a tie."""
    return strength_function(rules)(*_codes(cards))
