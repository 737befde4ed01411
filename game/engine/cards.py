"""Cards and their notation: ranks, suits, the 52 card objects, parsing.

A card is written as two characters, value then suit (rules.md): values
``2 3 4 5 6 7 8 9 T J Q K A``, suits ``d s h c`` (Karo, Pik, Herz, Kreuz),
e.g. ``Th`` is Herz 10. There is exactly one `Card` object per card
(`Card.of` and `parse_card` return the shared instances), so cards compare
and hash cheaply and carry a precomputed integer `code` for the fast
evaluator in `game.engine.hands` (and a `count_code` for its best-of-seven
evaluator).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import IntEnum, StrEnum

__all__ = [
    "Rank",
    "Suit",
    "Card",
    "CardParseError",
    "FULL_DECK",
    "parse_card",
    "parse_cards",
    "format_cards",
]


class CardParseError(ValueError):
    """Text that is not a card in the notation of rules.md."""


class Rank(IntEnum):
    """Card values, ascending; the int is the value used for straights (Ass = 14)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        """The one-character code notation: ``2``..``9``, ``T J Q K A``."""
        return _RANK_SYMBOLS[self - 2]

    @classmethod
    def from_symbol(cls, symbol: str) -> Rank:
        """The rank for a code character (``"T"`` or ``"10"`` both mean ten)."""
        index = _RANK_SYMBOLS.find(symbol.upper()) if len(symbol) == 1 else -1
        if symbol == "10":
            return cls.TEN
        if index < 0:
            raise CardParseError(f"unknown card value {symbol!r}")
        return cls(index + 2)


_RANK_SYMBOLS = "23456789TJQKA"


class Suit(StrEnum):
    """The four suits; they have no order and never break a tie."""

    DIAMONDS = "d"  # Karo
    SPADES = "s"  # Pik
    HEARTS = "h"  # Herz
    CLUBS = "c"  # Kreuz

    @property
    def is_red(self) -> bool:
        """True for Karo and Herz."""
        return self in (Suit.DIAMONDS, Suit.HEARTS)


# Primes per rank (index = rank - 2): the product of five primes identifies a
# rank multiset uniquely, which is what the evaluator's table is keyed by.
RANK_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)
_SUIT_BITS = {Suit.DIAMONDS: 1, Suit.SPADES: 2, Suit.HEARTS: 4, Suit.CLUBS: 8}
SUIT_SHIFT = 8

# The count code: 3 bits per value (a value occurs at most 4 times), then 4 bits
# per suit above them. Adding the count codes of any cards counts their values
# and their suits in one integer (the best-of-seven evaluator's key).
RANK_COUNT_BITS = 3
SUIT_COUNT_SHIFT = 13 * RANK_COUNT_BITS
SUIT_COUNT_BITS = 4
_SUIT_INDEX = {Suit.DIAMONDS: 0, Suit.SPADES: 1, Suit.HEARTS: 2, Suit.CLUBS: 3}


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One playing card. Use `Card.of` or `parse_card`; there is one instance per card.

    Because every card exists once, equality and hashing are by identity
    (fast: hands are compared and searched a lot); copying and unpickling
    return the shared instance.
    """

    rank: Rank
    suit: Suit
    code: int = field(init=False, repr=False, compare=False, hash=False)
    count_code: int = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        # code = prime of the rank | suit bit << 8: product of the primes (masked)
        # names the ranks, AND of the suit bits says "flush".
        prime = RANK_PRIMES[self.rank - 2]
        object.__setattr__(self, "code", prime | _SUIT_BITS[self.suit] << SUIT_SHIFT)
        # count_code: the sum over a hand counts its values and suits (see RANK_COUNT_BITS).
        object.__setattr__(
            self,
            "count_code",
            1 << RANK_COUNT_BITS * (self.rank - 2)
            | 1 << SUIT_COUNT_SHIFT + SUIT_COUNT_BITS * _SUIT_INDEX[self.suit],
        )

    @staticmethod
    def of(rank: Rank | int, suit: Suit | str) -> Card:
        """The shared card object for a rank and suit."""
        return _CARDS[(Rank(rank), Suit(suit))]

    def __str__(self) -> str:
        return self.rank.symbol + self.suit.value

    def __reduce__(self) -> tuple[object, tuple[Rank, Suit]]:
        return Card.of, (self.rank, self.suit)

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


_CARDS: dict[tuple[Rank, Suit], Card] = {
    (rank, suit): Card(rank, suit) for suit in Suit for rank in Rank
}

#: The 52 cards in a fixed order (by suit d s h c, then rank 2..A).
FULL_DECK: tuple[Card, ...] = tuple(_CARDS.values())

# Exact notation -> card, so that reading long saves is a dict look-up per card.
_BY_TEXT: dict[str, Card] = {str(card): card for card in FULL_DECK}


def parse_card(text: str) -> Card:
    """The card for a token like ``"As"`` or ``"Th"`` (``"10h"`` accepted too)."""
    card = _BY_TEXT.get(text)
    if card is not None:
        return card
    token = text.strip()
    if len(token) not in (2, 3):
        raise CardParseError(f"not a card: {text!r}")
    rank_part, suit_part = token[:-1], token[-1].lower()
    try:
        suit = Suit(suit_part)
        rank = Rank.from_symbol(rank_part)
    except (ValueError, CardParseError):
        raise CardParseError(f"not a card: {text!r}") from None
    return _CARDS[(rank, suit)]


def parse_cards(text: str) -> list[Card]:
    """The cards of a space- or comma-separated list like ``"As Kd Th 2c 9h"``."""
    return [parse_card(token) for token in text.replace(",", " ").split()]


def format_cards(cards: Iterable[Card]) -> str:
    """Cards in code notation, space-separated (the inverse of `parse_cards`)."""
    return " ".join(str(card) for card in cards)
