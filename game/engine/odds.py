"""Exact draw odds: how often each final category arises for a hold.

A player holding five cards keeps some of them and draws the rest from the
47 cards they have not seen (their own five, discards included, never come
back). `draw_odds` counts, exactly, how many of the C(47, k) equally likely
draws end in each `HandCategory`; `all_holds` does so for all 32 holds at
once, fast enough for a computer player per decision (well under 1 ms).

How it counts without rating draws: a draw is split into what its ranks do
and what its suits do.

* Ignoring suits, the final hand's *shape* (5 distinct ranks, a pair, two
  pair, trips, full house, quads) depends only on how many cards of each hand
  rank are in the hand and how many of them are kept - the actual ranks do
  not matter. So the shape counts are a table keyed by the hand's rank
  pattern (e.g. one pair + three singles) and the hold, built once at first
  use by a small dynamic programme over the 13 ranks.
* Among draws with five distinct final ranks, straights are counted per
  straight window that contains the kept ranks (product of the cards still
  unseen of each missing rank); flushes only arise when all kept cards share
  a suit, and are C(unseen cards of that suit, k), straight flushes being
  one draw per window whose missing cards of that suit are all unseen.
  Flush draws always have distinct ranks, so they are moved out of the
  "high card" and "straight" counts into "flush" and "straight flush".

Only categories are counted (no strengths); the rule set matters for the
A-2-3-4-5 straight, which only STANDARD knows.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from math import comb

from .cards import Card, Suit
from .hands import HandCategory
from .rulesets import RuleSet

__all__ = [
    "OddsInputError",
    "Hold",
    "UNSEEN_CARDS",
    "draw_odds",
    "all_holds",
    "draws_total",
    "at_least",
]

#: Cards a player has not seen before exchanging: the deck minus their own five.
UNSEEN_CARDS = 47

#: A hold: the cards kept (the others are exchanged).
Hold = frozenset[Card]

_CATEGORIES: tuple[HandCategory, ...] = tuple(HandCategory)
_SUIT_INDEX = {suit: i for i, suit in enumerate(Suit)}

# Final rank shapes (group sizes, largest first) and their index in a shape-count tuple.
_SHAPES: dict[tuple[int, ...], int] = {
    (1, 1, 1, 1, 1): 0,  # high card / straight / flush / straight flush, decided later
    (2, 1, 1, 1): 1,  # one pair
    (2, 2, 1): 2,  # two pair
    (3, 1, 1): 3,  # three of a kind
    (3, 2): 4,  # full house
    (4, 1): 5,  # four of a kind
}

_ROYAL_WINDOW = 0b11111 << 8  # T J Q K A as rank bits (bit = rank - 2)
_WHEEL_WINDOW = 1 << 12 | 0b1111  # A 2 3 4 5


class OddsInputError(ValueError):
    """A hand that is not five distinct cards, or a hold that is not part of it."""


def draws_total(kept: int) -> int:
    """How many equally likely draws there are when `kept` cards are kept."""
    return comb(UNSEEN_CARDS, 5 - kept)


@cache
def _shape_counts(signature: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    """Draw counts per final shape for one hold, given (unseen, kept) per hand rank.

    Ranks not in the hand have 4 unseen cards and none kept; there are
    13 - len(signature) of them. A DP over the ranks tracks (cards drawn,
    final group sizes so far).
    """
    ranks = list(signature) + [(4, 0)] * (13 - len(signature))
    to_draw = 5 - sum(kept for _, kept in signature)
    states: dict[tuple[int, tuple[int, ...]], int] = {(0, ()): 1}
    for unseen, kept in ranks:
        following: dict[tuple[int, tuple[int, ...]], int] = {}
        for (drawn, shape), ways in states.items():
            for more in range(min(unseen, to_draw - drawn) + 1):
                size = kept + more
                grown = tuple(sorted(shape + (size,), reverse=True)) if size else shape
                key = (drawn + more, grown)
                following[key] = following.get(key, 0) + ways * comb(unseen, more)
        states = following
    counts = [0] * len(_SHAPES)
    for (drawn, shape), ways in states.items():
        if drawn == to_draw:
            counts[_SHAPES[shape]] += ways
    return tuple(counts)


@cache
def _pattern_table(pattern: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Shape counts for all 32 holds of a hand whose cards are grouped by rank.

    `pattern` gives the group sizes in card order (e.g. (2, 1, 1, 1) for a
    pair first, then three singles); bit i of a hold mask keeps card i.
    """
    starts = []
    position = 0
    for size in pattern:
        starts.append(position)
        position += size
    table = []
    for mask in range(32):
        signature = tuple(
            sorted(
                (
                    4 - size,
                    sum(1 for i in range(start, start + size) if mask >> i & 1),
                )
                for start, size in zip(starts, pattern)
            )
        )
        table.append(_shape_counts(signature))
    return tuple(table)


_PATTERNS = ((1, 1, 1, 1, 1), (2, 1, 1, 1), (2, 2, 1), (3, 1, 1), (3, 2), (4, 1))


@cache
def _windows(rules: RuleSet) -> dict[int, tuple[int, ...]]:
    """For each set of kept ranks (as bits), the straight windows that contain it."""
    windows = [0b11111 << low for low in range(9)]
    if rules.ace_low_straight:
        windows.append(_WHEEL_WINDOW)
    by_subset: dict[int, list[int]] = {}
    for window in windows:
        bits = [window & (1 << i) for i in range(13) if window >> i & 1]
        for pick in range(32):
            subset = 0
            for j, bit in enumerate(bits):
                if pick >> j & 1:
                    subset |= bit
            by_subset.setdefault(subset, []).append(window)
    return {subset: tuple(found) for subset, found in by_subset.items()}


_POPCOUNT = tuple(bin(mask).count("1") for mask in range(32))
_COMB = tuple(tuple(comb(n, k) for k in range(6)) for n in range(14))


def build_tables() -> None:
    """Build every lookup table now (they are otherwise built at first use)."""
    for pattern in _PATTERNS:
        _pattern_table(pattern)
    for rules in RuleSet:
        _windows(rules)


def _checked_hand(hand: Iterable[Card]) -> tuple[Card, ...]:
    cards = tuple(hand)
    if len(cards) != 5:
        raise OddsInputError(f"a hand has exactly 5 cards, not {len(cards)}")
    if not all(isinstance(card, Card) for card in cards):
        raise OddsInputError("a hand consists of Card objects")
    if len(set(cards)) != 5:
        raise OddsInputError("a hand may not hold the same card twice")
    return cards


def _grouped(cards: tuple[Card, ...]) -> tuple[tuple[Card, ...], tuple[int, ...]]:
    """The cards ordered so that equal ranks sit together (bigger groups first)."""
    count: dict[int, int] = {}
    for card in cards:
        count[card.rank] = count.get(card.rank, 0) + 1
    ordered = tuple(sorted(cards, key=lambda card: (-count[card.rank], -card.rank, card.suit)))
    pattern = []
    previous = -1
    for card in ordered:
        if card.rank != previous:
            pattern.append(count[card.rank])
            previous = card.rank
    return ordered, tuple(pattern)


def _counts_by_mask(
    ordered: tuple[Card, ...], pattern: tuple[int, ...], rules: RuleSet, masks: Iterable[int]
) -> list[tuple[int, list[int]]]:
    """Category counts for the holds in `masks` (bit i keeps `ordered[i]`; see `_grouped`)."""
    shape_table = _pattern_table(pattern)
    windows = _windows(rules)
    rank_bits = [1 << (card.rank - 2) for card in ordered]
    suit_bits = [1 << _SUIT_INDEX[card.suit] for card in ordered]
    hand_ranks = 0
    unseen_of_rank: dict[int, int] = {}  # rank bit -> cards of it still unseen (hand ranks only)
    suit_ranks = [0, 0, 0, 0]  # per suit: rank bits of the hand's cards in it
    for bit, card in zip(rank_bits, ordered):
        hand_ranks |= bit
        unseen_of_rank[bit] = unseen_of_rank.get(bit, 4) - 1
        suit_ranks[_SUIT_INDEX[card.suit]] |= bit
    unseen_of_suit = [13 - bin(ranks).count("1") for ranks in suit_ranks]

    results = []
    for mask in masks:
        kept = _POPCOUNT[mask]
        to_draw = 5 - kept
        distinct, pair, two_pair, trips, full, quads = shape_table[mask]
        kept_ranks = 0
        kept_suits = 0b1111
        for i in range(5):
            if mask >> i & 1:
                kept_ranks |= rank_bits[i]
                kept_suits &= suit_bits[i]
        straights = flushes = straight_flushes = royals = 0
        if distinct:
            # Suits the final hand can be flush in: the kept cards' one suit, or any.
            flush_suits = [s for s in range(4) if kept_suits >> s & 1]
            for s in flush_suits:
                flushes += _COMB[unseen_of_suit[s]][to_draw]
            for window in windows.get(kept_ranks, ()):
                missing = window ^ kept_ranks
                ways = 4 ** (missing & ~hand_ranks).bit_count()
                discarded = missing & hand_ranks
                while discarded:
                    low = discarded & -discarded
                    ways *= unseen_of_rank[low]
                    discarded ^= low
                straights += ways
                for s in flush_suits:
                    if not missing & suit_ranks[s]:
                        if window == _ROYAL_WINDOW:
                            royals += 1
                        else:
                            straight_flushes += 1
        suited_straights = straight_flushes + royals
        plain_flushes = flushes - suited_straights
        results.append(
            (
                mask,
                [
                    distinct - straights - plain_flushes,
                    pair,
                    two_pair,
                    trips,
                    straights - suited_straights,
                    plain_flushes,
                    full,
                    quads,
                    straight_flushes,
                    royals,
                ],
            )
        )
    return results


def _as_dict(values: Sequence[int]) -> dict[HandCategory, int]:
    return dict(zip(_CATEGORIES, values))


def draw_odds(
    hand: Iterable[Card], keep: Iterable[Card], rules: RuleSet = RuleSet.ORIGINAL
) -> dict[HandCategory, int]:
    """Draws (out of C(47, 5 - len(keep))) that end in each category when keeping `keep`.

    Every category is a key (zero counts included); the values sum to
    `draws_total(len(keep))`. Raises `OddsInputError` unless `hand` is five
    distinct cards and `keep` is a subset of it without repeats.
    """
    cards = _checked_hand(hand)
    kept = tuple(keep)
    if len(set(kept)) != len(kept):
        raise OddsInputError("a card cannot be kept twice")
    strangers = [card for card in kept if card not in cards]
    if strangers:
        raise OddsInputError(
            f"kept cards must be part of the hand: {' '.join(str(c) for c in strangers)}"
        )
    ordered, pattern = _grouped(cards)
    kept_set = set(kept)
    mask = sum(1 << i for i, card in enumerate(ordered) if card in kept_set)
    ((_, values),) = _counts_by_mask(ordered, pattern, RuleSet(rules), (mask,))
    return _as_dict(values)


def all_holds(
    hand: Iterable[Card], rules: RuleSet = RuleSet.ORIGINAL
) -> dict[Hold, dict[HandCategory, int]]:
    """`draw_odds` for all 32 holds of a hand, keyed by the frozenset of kept cards."""
    ordered, pattern = _grouped(_checked_hand(hand))
    subsets = [frozenset(card for i, card in enumerate(ordered) if mask >> i & 1)
               for mask in range(32)]
    return {
        subsets[mask]: _as_dict(values)
        for mask, values in _counts_by_mask(ordered, pattern, RuleSet(rules), range(32))
    }


def at_least(counts: dict[HandCategory, int]) -> dict[HandCategory, float]:
    """The chance of finishing with each category or better, from `draw_odds` counts."""
    total = sum(counts.values())
    result: dict[HandCategory, float] = {}
    running = 0
    for category in reversed(_CATEGORIES):
        running += counts.get(category, 0)
        result[category] = running / total if total else 0.0
    return result
