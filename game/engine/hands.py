"""Rating hands for every game: five cards, or the best five of up to seven, under a scheme.

A *rating scheme* (`RatingScheme`) says everything that differs between the
games: the deck (its values), whether the Ass also plays low in the deck's
lowest straight, the order of the categories, and how hands of equal
category are compared. The token game's two rule sets are schemes
(`TOKEN_ORIGINAL`, `STANDARD_HIGH`; a `RuleSet` stands for its scheme
wherever a scheme is asked for), and so are Duell with 32 cards
(`DUELL_32`), Duell with 52 cards and Texas Hold'em (`DUELL_52`, `HOLDEM`: the
same standard high rating as `STANDARD_HIGH`) and Europäisches Draw Poker
(`EUROPEAN_40`, whose ties are broken by suits).

Each hand gets an integer *strength*: higher rates higher, equal is a tie
(strengths compare only within one scheme). Five cards are rated from a
table keyed by the product of the five rank primes (a unique name for the
rank multiset) plus one flush test, so rating costs a few multiplications and
one dict look-up; under `EUROPEAN_40` one card's suit is looked at too. The
best five of six or seven cards are rated from a second table keyed by the
sum of the cards' `count_code` (value and suit counts in one integer): no
subset is rated at all. Every table is built at first use (or by
`prepare_tables`).

`evaluate` returns a `HandValue` that orders itself (``a < b``: b rates
higher) and also names the category, the deciding value and the cards of the
scored combination, for the screens and the computer players; `best_hand`
does the same for the best five of up to seven cards. `strength`,
`strength_function`, `best_strength` and `seven_card_function` are the fast
paths for bulk work (simulation, odds, benchmarks).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum, StrEnum
from itertools import combinations, combinations_with_replacement
from typing import NamedTuple

from .cards import (
    RANK_COUNT_BITS,
    RANK_PRIMES,
    SUIT_COUNT_BITS,
    SUIT_COUNT_SHIFT,
    SUIT_SHIFT,
    Card,
    Rank,
    Suit,
)
from .decks import DECK_32, DECK_40, DECK_52, Deck
from .rulesets import RuleSet

__all__ = [
    "HandCategory",
    "HandValue",
    "HandSizeError",
    "Rules",
    "NotInDeckError",
    "TieBreak",
    "RatingScheme",
    "TOKEN_ORIGINAL",
    "STANDARD_HIGH",
    "DUELL_32",
    "DUELL_52",
    "HOLDEM",
    "EUROPEAN_40",
    "SCHEMES",
    "SUIT_ORDER",
    "scheme_for",
    "evaluate",
    "best_hand",
    "strength",
    "strength_function",
    "best_strength",
    "seven_card_function",
    "CountCodeRating",
    "count_code_rating",
    "category_of",
    "scoring_cards",
    "prepare_tables",
]


class HandSizeError(ValueError):
    """A hand that is not exactly five distinct cards (or, for the best five, five to seven)."""


class NotInDeckError(ValueError):
    """A card that the scheme's deck does not hold (e.g. a 2 under `DUELL_32`)."""


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


class TieBreak(StrEnum):
    """How two hands of the same category are compared."""

    #: The token game's ORIGINAL rules: only the highest card of the scored
    #: combination (a full house: the highest of its five cards); royal flushes tie.
    DECIDING_CARD = "deciding-card"
    #: Standard high poker: the combination's values, then the kickers from the top.
    KICKERS = "kickers"
    #: Europäisches Draw Poker (variants.md): values as listed there, then a suit,
    #: Kreuz > Pik > Herz > Karo, so two hands never tie.
    EUROPEAN = "european"


#: Suit order for the European tie-breaks, lowest first (the seed's ``+ * # -`` reversed).
SUIT_ORDER: tuple[Suit, ...] = (Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES, Suit.CLUBS)

_DEFAULT_ORDER: tuple[HandCategory, ...] = tuple(HandCategory)


@dataclass(frozen=True, slots=True, eq=False)
class RatingScheme:
    """How a game rates hands: deck, ace-low straight, category order, tie-break rule.

    Schemes compare and hash by identity (each has its own tables); use the
    module's constants, or make a new one for a new variant. Copying and
    unpickling a shipped scheme return the same instance.
    """

    name: str
    deck: Deck
    #: Whether the Ass also plays low in the deck's lowest straight (`Deck.lowest_straight`).
    ace_low_straight: bool
    tie_break: TieBreak
    #: The categories, lowest first. Full house ranks above flush in every shipped scheme.
    categories: tuple[HandCategory, ...] = _DEFAULT_ORDER

    def __post_init__(self) -> None:
        order = self.categories
        if sorted(order) != list(HandCategory):
            raise ValueError("categories must name every HandCategory exactly once")
        at = order.index
        C = HandCategory
        # A suited hand must never rate below the same values unsuited: the
        # best-of-seven table relies on it.
        if not (at(C.FLUSH) > at(C.HIGH_CARD) and at(C.ROYAL_FLUSH) > at(C.STRAIGHT_FLUSH) > at(C.STRAIGHT)):
            raise ValueError("a flush must rank above high card, a straight flush above a straight")

    @property
    def suits_decide(self) -> bool:
        """Whether a card's suit can break a tie (`TieBreak.EUROPEAN`)."""
        return self.tie_break is TieBreak.EUROPEAN

    @property
    def category_shift(self) -> int:
        """Where a strength keeps its category's position in `categories`."""
        return CATEGORY_SHIFT + (_SUIT_BITS_IN_STRENGTH if self.suits_decide else 0)

    def category_of(self, strength_value: int) -> HandCategory:
        """The category encoded in a strength of this scheme."""
        return self.categories[strength_value >> self.category_shift]

    def __repr__(self) -> str:
        return f"RatingScheme({self.name!r})"

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        if SCHEMES.get(self.name) is self:
            return _scheme_named, (self.name,)
        return RatingScheme, (self.name, self.deck, self.ace_low_straight, self.tie_break, self.categories)

    def __copy__(self) -> RatingScheme:
        return self

    def __deepcopy__(self, memo: object) -> RatingScheme:
        return self


#: The token game, "Original" (rules.md): the seed literally.
TOKEN_ORIGINAL = RatingScheme("original", DECK_52, False, TieBreak.DECIDING_CARD)
#: Standard high poker with 52 cards: the token game's "Standard", Duell with 52 cards, Hold'em.
STANDARD_HIGH = RatingScheme("standard", DECK_52, True, TieBreak.KICKERS)
DUELL_52 = STANDARD_HIGH
HOLDEM = STANDARD_HIGH
#: Duell with 32 cards (7..A): A-7-8-9-10 is the lowest straight, full house above flush.
DUELL_32 = RatingScheme("duell-32", DECK_32, True, TieBreak.KICKERS)
#: Europäisches Draw Poker: 40 cards (5..A), A-5-6-7-8 the lowest straight, suit tie-breaks.
EUROPEAN_40 = RatingScheme("european-40", DECK_40, True, TieBreak.EUROPEAN)

#: The shipped schemes by name.
SCHEMES: dict[str, RatingScheme] = {
    scheme.name: scheme for scheme in (TOKEN_ORIGINAL, STANDARD_HIGH, DUELL_32, EUROPEAN_40)
}


def _scheme_named(name: str) -> RatingScheme:
    """The shipped scheme of that name (how a pickled scheme comes back as the same instance)."""
    return SCHEMES[name]


_RULESET_SCHEMES = {RuleSet.ORIGINAL: TOKEN_ORIGINAL, RuleSet.STANDARD: STANDARD_HIGH}
_SCHEME_RULESETS = {scheme: rules for rules, scheme in _RULESET_SCHEMES.items()}

#: What `evaluate` and friends accept: a scheme, or a token-game rule set (or its value).
Rules = RuleSet | RatingScheme | str


def scheme_for(rules: Rules) -> RatingScheme:
    """The scheme a rule set stands for (a scheme stands for itself)."""
    if isinstance(rules, RatingScheme):
        return rules
    return _RULESET_SCHEMES[RuleSet(rules)]


_RANKS: dict[int, Rank] = {int(rank): rank for rank in Rank}
_GROUP_SIZES = {
    HandCategory.HIGH_CARD: 1,
    HandCategory.ONE_PAIR: 1,
    HandCategory.TWO_PAIR: 2,
    HandCategory.THREE_OF_A_KIND: 1,
    HandCategory.FOUR_OF_A_KIND: 1,
}

# strength = category position << CATEGORY_SHIFT | tie-break ranks, 4 bits each;
# schemes whose suits decide append two more bits (a suit's place in SUIT_ORDER).
CATEGORY_SHIFT = 20
_SUIT_BITS_IN_STRENGTH = 2
_RANK_MASK = 0xFF
_SUIT_MASK = 0xF00


def category_of(strength_value: int, rules: Rules = RuleSet.ORIGINAL) -> HandCategory:
    """The category encoded in a strength from `strength` or `HandValue.strength`."""
    if isinstance(rules, RuleSet):
        return HandCategory(strength_value >> CATEGORY_SHIFT)
    return scheme_for(rules).category_of(strength_value)


@dataclass(frozen=True, slots=True)
class _Entry:
    """What the table knows about one rank multiset (with or without a flush)."""

    strength: int  # without the suit bits, for schemes whose suits decide
    category: HandCategory
    deciding_rank: Rank
    scoring_ranks: frozenset[Rank]
    order: tuple[Rank, ...]  # all five values, most important first (for display)
    importance: dict[Rank, int]  # value -> position in `order`, for sorting cards
    # European ties: 0 = no suit decides; > 0 = the suit of the card of this value;
    # < 0 = whether the Kreuz card of value -suit_rule is in the hand.
    suit_rule: int = 0


@dataclass(frozen=True, slots=True, order=True)
class HandValue:
    """The rating of one hand. Compares by strength only: ``a == b`` is a tie.

    Compare values of one scheme only. The card orderings are derived on
    access, so rating stays cheap for the many hands that are only compared
    (simulation, computer players).
    """

    strength: int
    #: The five cards as given.
    hand: tuple[Card, ...] = field(compare=False)
    #: The scheme the hand was rated under.
    scheme: RatingScheme = field(compare=False)
    _entry: _Entry = field(compare=False, repr=False)

    @property
    def rules(self) -> RuleSet:
        """The token game's rule set of the scheme (ValueError for a scheme that is none)."""
        rules = _SCHEME_RULESETS.get(self.scheme)
        if rules is None:
            raise ValueError(f"{self.scheme.name} is no rule set of the token game")
        return rules

    @property
    def category(self) -> HandCategory:
        """The hand's category (Höchste Karte .. Royal Flush)."""
        return self._entry.category

    @property
    def value_strength(self) -> int:
        """The strength from the values alone: equal for two hands whose suits decide (`EUROPEAN_40`).

        Where suits never decide it is `strength` itself.
        """
        return self._entry.strength

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


def _pack(position: int, ranks: Iterable[int]) -> int:
    value = position
    count = 0
    for rank in ranks:
        value = value << 4 | rank
        count += 1
    return value << 4 * (5 - count)


def _rate_multiset(ranks: Sequence[int], flush: bool, scheme: RatingScheme) -> _Entry:
    """Rate one rank multiset straight from the rules (used only to build the table)."""
    counts = Counter(ranks)
    # Values ordered by importance: bigger groups first, then higher values.
    order = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    distinct = len(counts) == 5
    high = max(ranks)
    straight = distinct and high - min(ranks) == 4
    if distinct and not straight and scheme.ace_low_straight and set(ranks) == scheme.deck.lowest_straight:
        # The Ass plays low: A-2-3-4-5 is a 5-high straight (A-7-8-9-10: 10-high).
        high = int(scheme.deck.ranks[3])
        straight, order = True, [*sorted(set(ranks) - {14}, reverse=True), 14]
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

    rule = scheme.tie_break
    scoring = order[: _GROUP_SIZES.get(category, 5)]
    if category is HandCategory.FULL_HOUSE and rule is TieBreak.DECIDING_CARD:
        # The seed, literally: "the highest card of the scored combination",
        # and all five cards form a full house (2-2-2-A-A beats K-K-K-Q-Q).
        deciding = max(ranks)
    elif category is HandCategory.ROYAL_FLUSH:
        deciding = 14
    else:
        deciding = order[0]
    tie_break: Sequence[int]
    suit_rule = 0
    if rule is TieBreak.KICKERS:
        tie_break = order
    elif rule is TieBreak.DECIDING_CARD:
        tie_break = () if category is HandCategory.ROYAL_FLUSH else (deciding,)
    else:
        tie_break, suit_rule = _european_tie_break(category, order)
    strength = _pack(scheme.categories.index(category), tie_break)
    if scheme.suits_decide:
        strength <<= _SUIT_BITS_IN_STRENGTH
    return _Entry(
        strength=strength,
        category=category,
        deciding_rank=_RANKS[deciding],
        scoring_ranks=frozenset(_RANKS[r] for r in scoring),
        order=tuple(_RANKS[r] for r in order),
        importance={_RANKS[r]: i for i, r in enumerate(order)},
        suit_rule=suit_rule,
    )


def _european_tie_break(category: HandCategory, order: list[int]) -> tuple[Sequence[int], int]:
    """The values that break a tie under EUROPEAN, then which suit decides (variants.md)."""
    C = HandCategory
    if category is C.ROYAL_FLUSH:
        return (), 14  # the higher suit
    if category in (C.STRAIGHT_FLUSH, C.STRAIGHT):
        return order[:1], order[0]  # the highest card (8 in A-5-6-7-8), then its suit
    if category in (C.FOUR_OF_A_KIND, C.FULL_HOUSE, C.THREE_OF_A_KIND):
        return order[:1], 0  # the value of the four or three; one deck never repeats it
    if category in (C.FLUSH, C.HIGH_CARD):
        return order, order[0]  # all five from the top, then the suit of the highest card
    if category is C.TWO_PAIR:
        return order, -order[0]  # both pairs, the fifth card, then: the Kreuz in the higher pair
    return order[:2], order[1]  # one pair: the pair, the highest other card, then its suit


@dataclass(frozen=True, slots=True)
class _Table:
    scheme: RatingScheme
    plain: dict[int, _Entry]
    flush: dict[int, _Entry]
    plain_strength: dict[int, int]
    flush_strength: dict[int, int]
    rate: Callable[[int, int, int, int, int], int]


_TABLES: dict[Rules, _Table] = {}


def _table(rules: Rules) -> _Table:
    """The table of a rule set or scheme, built at first use."""
    table = _TABLES.get(rules)  # a str finds its RuleSet (equal hash and value)
    if table is None:
        scheme = scheme_for(rules)
        table = _TABLES.get(scheme)
        if table is None:
            table = _TABLES[scheme] = _build_table(scheme)
        _TABLES[rules if isinstance(rules, RatingScheme) else RuleSet(rules)] = table
    return table


def prepare_tables(*schemes: Rules, best_of: bool = False) -> None:
    """Build rating tables now (they are otherwise built at first use).

    Without arguments: the token game's rule sets. ``best_of=True`` also builds
    the best-five-of-seven tables of the named schemes (a few hundred ms each).
    """
    for rules in schemes or tuple(RuleSet):
        _table(rules)
        if best_of:
            _best_table(scheme_for(rules))


def _prime_key(ranks: Iterable[int]) -> int:
    key = 1
    for rank in ranks:
        key *= RANK_PRIMES[rank - 2]
    return key


def _build_table(scheme: RatingScheme) -> _Table:
    plain: dict[int, _Entry] = {}
    flush: dict[int, _Entry] = {}
    for ranks in combinations_with_replacement([int(r) for r in scheme.deck.ranks], 5):
        if max(Counter(ranks).values()) > 4:
            continue
        key = _prime_key(ranks)
        plain[key] = _rate_multiset(ranks, False, scheme)
        if len(set(ranks)) == 5:
            flush[key] = _rate_multiset(ranks, True, scheme)
    plain_strength = {key: entry.strength for key, entry in plain.items()}
    flush_strength = {key: entry.strength for key, entry in flush.items()}
    if scheme.suits_decide:
        rate = _suit_rater(plain, flush)
    else:
        rate = _rater(plain_strength, flush_strength)
    return _Table(scheme, plain, flush, plain_strength, flush_strength, rate)


def _rater(plain: dict[int, int], flush: dict[int, int]) -> Callable[[int, int, int, int, int], int]:
    def rate(a: int, b: int, c: int, d: int, e: int) -> int:
        if a & b & c & d & e & 0xF00:
            return flush[(a & 0xFF) * (b & 0xFF) * (c & 0xFF) * (d & 0xFF) * (e & 0xFF)]
        return plain[(a & 0xFF) * (b & 0xFF) * (c & 0xFF) * (d & 0xFF) * (e & 0xFF)]

    return rate


# Suit bit of `Card.code` (d=1, s=2, h=4, c=8) -> place in SUIT_ORDER.
_SUIT_PLACE = {1: 0, 4: 1, 2: 2, 8: 3}
_CLUB_BIT = 8


def _suit_rater(
    plain: dict[int, _Entry], flush: dict[int, _Entry]
) -> Callable[[int, int, int, int, int], int]:
    """The rater of a scheme whose suits decide: the table's values, then one card's suit."""

    def compiled(entries: dict[int, _Entry]) -> dict[int, tuple[int, int]]:
        # suit_rule as the value's prime (matched against `code & 0xFF`), sign kept.
        return {
            key: (e.strength, (1 if e.suit_rule > 0 else -1) * RANK_PRIMES[abs(e.suit_rule) - 2]
                  if e.suit_rule else 0)
            for key, e in entries.items()
        }

    plain_rules = compiled(plain)
    flush_rules = compiled(flush)
    place = _SUIT_PLACE

    def rate(a: int, b: int, c: int, d: int, e: int) -> int:
        key = (a & 0xFF) * (b & 0xFF) * (c & 0xFF) * (d & 0xFF) * (e & 0xFF)
        value, prime = (flush_rules if a & b & c & d & e & 0xF00 else plain_rules)[key]
        if prime > 0:
            for code in (a, b, c, d, e):
                if code & 0xFF == prime:
                    return value | place[code >> SUIT_SHIFT]
        elif prime < 0:
            for code in (a, b, c, d, e):
                if code & 0xFF == -prime and code >> SUIT_SHIFT == _CLUB_BIT:
                    return value | 1
        return value

    return rate


def _codes(cards: Sequence[Card]) -> tuple[int, int, int, int, int]:
    if len(cards) != 5:
        raise HandSizeError(f"a hand has exactly 5 cards, not {len(cards)}")
    a, b, c, d, e = cards
    if a is b or a is c or a is d or a is e or b is c or b is d or b is e or c is d or c is e or d is e:
        raise HandSizeError("a hand may not hold the same card twice")
    return a.code, b.code, c.code, d.code, e.code


def _lookup(cards: Sequence[Card], table: _Table) -> _Entry:
    a, b, c, d, e = _codes(cards)
    key = (a & _RANK_MASK) * (b & _RANK_MASK) * (c & _RANK_MASK) * (d & _RANK_MASK) * (
        e & _RANK_MASK
    )
    entry = (table.flush if a & b & c & d & e & _SUIT_MASK else table.plain).get(key)
    if entry is None:
        _check_deck(cards, table.scheme)
    assert entry is not None  # every multiset of the deck's values is in the table
    return entry


def _check_deck(cards: Iterable[Card], scheme: RatingScheme) -> None:
    strangers = [str(card) for card in cards if card not in scheme.deck]
    if strangers:
        raise NotInDeckError(
            f"not in the {scheme.deck.name}-card deck of {scheme.name}: {' '.join(strangers)}"
        )


def evaluate(cards: Sequence[Card], rules: Rules = RuleSet.ORIGINAL) -> HandValue:
    """Rate exactly five distinct cards under a rule set or scheme (default: ORIGINAL)."""
    table = _table(rules)
    entry = _lookup(cards, table)
    value = entry.strength
    if entry.suit_rule:
        value = table.rate(*(card.code for card in cards))
    return HandValue(value, tuple(cards), table.scheme, entry)


def scoring_cards(cards: Sequence[Card], rules: Rules = RuleSet.ORIGINAL) -> tuple[Card, ...]:
    """The cards of the scored combination, in hand order (cheaper than `evaluate`)."""
    entry = _lookup(cards, _table(rules))
    if entry.category is HandCategory.HIGH_CARD:
        top = entry.deciding_rank
        return (next(card for card in cards if card.rank is top),)
    ranks = entry.scoring_ranks
    return tuple(card for card in cards if card.rank in ranks)


def strength_function(rules: Rules = RuleSet.ORIGINAL) -> Callable[[int, int, int, int, int], int]:
    """A fast rater over five `Card.code` ints (no checks): higher rates higher."""
    return _table(rules).rate


def strength(cards: Sequence[Card], rules: Rules = RuleSet.ORIGINAL) -> int:
    """The strength of five distinct cards: higher rates higher, equal is a tie."""
    codes = _codes(cards)
    table = _table(rules)
    try:
        return table.rate(*codes)
    except KeyError:
        _check_deck(cards, table.scheme)
        raise


# ------------------------------------------------------------------ best five of up to seven

# The sum of up to seven `count_code`s: value counts (3 bits each) below
# SUIT_COUNT_SHIFT, suit counts (4 bits each) above. Adding 3 to every suit
# count sets a suit's top bit exactly when it holds five cards or more.
_VALUE_COUNTS = (1 << SUIT_COUNT_SHIFT) - 1
_FLUSH_BIAS = sum(3 << SUIT_COUNT_SHIFT + SUIT_COUNT_BITS * i for i in range(4))
_FLUSH_FLAGS = sum(8 << SUIT_COUNT_SHIFT + SUIT_COUNT_BITS * i for i in range(4))
_SUIT_UNITS = tuple(1 << SUIT_COUNT_SHIFT + SUIT_COUNT_BITS * i for i in range(4))
_RANK_BIT = {1 << RANK_COUNT_BITS * i: 1 << i for i in range(13)}  # value count unit -> value bit


@dataclass(frozen=True, slots=True)
class _BestTable:
    """Best strength of five among five to seven cards (schemes whose suits never decide)."""

    #: value counts (sum of count codes, suits masked off) -> best strength ignoring flushes
    plain: dict[int, int]
    #: value bits of the cards of one suit (five to seven of them) -> best flush strength
    flush: dict[int, int]


_BEST_TABLES: dict[RatingScheme, _BestTable] = {}


def _best_table(scheme: RatingScheme) -> _BestTable:
    table = _BEST_TABLES.get(scheme)
    if table is None:
        table = _BEST_TABLES[scheme] = _build_best_table(scheme)
    return table


def _build_best_table(scheme: RatingScheme) -> _BestTable:
    """Every multiset of six or seven values gets the best of its five-value subsets.

    Built upwards: a multiset one card larger takes the maximum over the
    multisets it grows from, which are exactly its subsets one card smaller.
    """
    five = _table(scheme)
    ranks = [int(r) for r in scheme.deck.ranks]
    units = [1 << RANK_COUNT_BITS * (r - 2) for r in ranks]
    bits = [1 << (r - 2) for r in ranks]
    plain: dict[int, int] = {}
    flush: dict[int, int] = {}
    for hand in combinations_with_replacement(ranks, 5):
        prime_key = _prime_key(hand)
        if prime_key in five.plain:  # no value five times
            plain[sum(1 << RANK_COUNT_BITS * (r - 2) for r in hand)] = five.plain[prime_key].strength
        if prime_key in five.flush:
            flush[sum(1 << (r - 2) for r in hand)] = five.flush[prime_key].strength
    for table, steps in ((plain, units), (flush, bits)):
        level = dict(table)
        for _ in (6, 7):
            grown: dict[int, int] = {}
            for key, best in level.items():
                for step in steps:
                    # plain: at most four of a value; flush: each value once.
                    if (key // step & 7 < 4) if table is plain else not key & step:
                        bigger = key + step
                        if grown.get(bigger, -1) < best:
                            grown[bigger] = best
            table.update(grown)
            level = grown
    return _BestTable(plain, flush)


def _best_of(plain: dict[int, int], flush: dict[int, int], total: int, codes: Iterable[int]) -> int:
    """The best strength when the summed count codes `total` (biased) show a flush."""
    value = plain[total & _VALUE_COUNTS]
    for unit in _SUIT_UNITS:
        if total // unit & 8:
            rank_bits = 0
            for code in codes:
                if code >> SUIT_COUNT_SHIFT == unit >> SUIT_COUNT_SHIFT:
                    rank_bits |= _RANK_BIT[code & _VALUE_COUNTS]
            suited = flush[rank_bits]
            return suited if suited > value else value
    return value


def _fast_best_tables(rules: Rules) -> tuple[dict[int, int], dict[int, int]]:
    """The plain and flush tables of the best-five rater (schemes whose suits never decide)."""
    scheme = scheme_for(rules)
    if scheme.suits_decide:
        raise ValueError(f"{scheme.name} breaks ties by suits: use best_strength")
    table = _best_table(scheme)
    return table.plain, table.flush


def seven_card_function(
    rules: Rules = STANDARD_HIGH,
) -> Callable[[int, int, int, int, int, int, int], int]:
    """A fast rater of the best five of seven `Card.count_code` ints (no checks).

    The strength is that of the best five-card hand, comparable with
    `strength` of the same scheme. Not for schemes whose suits decide.
    """
    plain, flush = _fast_best_tables(rules)
    bias = _FLUSH_BIAS
    flags = _FLUSH_FLAGS
    values = _VALUE_COUNTS

    def rate(a: int, b: int, c: int, d: int, e: int, f: int, g: int) -> int:
        total = a + b + c + d + e + f + g + bias
        if total & flags:
            return _best_of(plain, flush, total, (a, b, c, d, e, f, g))
        return plain[total & values]

    return rate


class CountCodeRating(NamedTuple):
    """The best-of-five-to-seven rater's parts, for inner loops that sum count codes themselves.

    For the summed `Card.count_code`s of five to seven cards plus ``bias``:
    when ``total & flags`` is 0 (no five of a suit) the strength is
    ``plain[total & values]``; otherwise ``rate(codes)`` of the cards' codes.
    ``rate`` alone rates any five to seven codes (no checks).
    """

    plain: dict[int, int]
    bias: int
    flags: int
    values: int
    rate: Callable[[Sequence[int]], int]


def count_code_rating(rules: Rules = STANDARD_HIGH) -> CountCodeRating:
    """The parts of the fast best-five rater of a scheme whose suits never decide (see `CountCodeRating`)."""
    plain, flush = _fast_best_tables(rules)
    bias = _FLUSH_BIAS
    flags = _FLUSH_FLAGS
    values = _VALUE_COUNTS

    def rate(codes: Sequence[int]) -> int:
        total = sum(codes) + bias
        if total & flags:
            return _best_of(plain, flush, total, codes)
        return plain[total & values]

    return CountCodeRating(plain, bias, flags, values, rate)


def _best_cards(cards: Sequence[Card]) -> tuple[Card, ...]:
    hand = tuple(cards)
    if not 5 <= len(hand) <= 7:
        raise HandSizeError(f"the best five are chosen from 5 to 7 cards, not {len(hand)}")
    if len(set(hand)) != len(hand):
        raise HandSizeError("a hand may not hold the same card twice")
    return hand


def best_strength(cards: Sequence[Card], rules: Rules = STANDARD_HIGH) -> int:
    """The strength of the best five of five to seven distinct cards (e.g. Hold'em's 2 + 5)."""
    hand = _best_cards(cards)
    scheme = scheme_for(rules)
    try:
        if scheme.suits_decide:
            rate = _table(scheme).rate
            return max(rate(*(card.code for card in five)) for five in combinations(hand, 5))
        table = _best_table(scheme)
        codes = [card.count_code for card in hand]
        total = sum(codes) + _FLUSH_BIAS
        if total & _FLUSH_FLAGS:
            return _best_of(table.plain, table.flush, total, codes)
        return table.plain[total & _VALUE_COUNTS]
    except KeyError:  # only the deck's values are in the tables
        _check_deck(hand, scheme)
        raise


def best_hand(cards: Sequence[Card], rules: Rules = STANDARD_HIGH) -> HandValue:
    """The `HandValue` of the best five of five to seven distinct cards.

    Where several fives rate equally, the first in the order of `cards` is
    taken (they tie, so it matters only for display).
    """
    hand = _best_cards(cards)
    return max(evaluate(five, rules) for five in combinations(hand, 5))
