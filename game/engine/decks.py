"""The decks the games are dealt from: 52 cards (2..Ass), 40 cards (5..Ass), 32 cards (7..Ass).

A `Deck` is a value: its name, its values (ascending) and its cards in a
fixed order (the order of `FULL_DECK`, by suit, then value). It also knows
its lowest straight, the Ass playing low below the deck's four lowest values
(A-2-3-4-5, A-5-6-7-8, A-7-8-9-10; variants.md), for the rating schemes that
allow it. `Deck.shuffled` deals a fresh order through the one shuffle of
`game.engine.deck` (`shuffle_in_place`, unchanged): for the 52-card deck it
draws exactly what `shuffled_deck` draws from the same generator.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import FULL_DECK, Card, Rank
from .deck import RandomSource, default_rng, shuffle_in_place

__all__ = ["Deck", "DECK_52", "DECK_40", "DECK_32", "DECKS"]


@dataclass(frozen=True, slots=True, eq=False)
class Deck:
    """A deck: every card from `lowest` up to the Ass in all four suits.

    There is one instance per deck (`DECK_52`, `DECK_40`, `DECK_32`), so decks
    compare and hash by identity; copying and unpickling return that instance.
    """

    name: str
    #: The deck's lowest value (the Ass is always its highest).
    lowest: Rank
    #: The values in the deck, ascending.
    ranks: tuple[Rank, ...] = field(init=False)
    #: The cards in a fixed order: by suit (d s h c), then value.
    cards: tuple[Card, ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "ranks", tuple(rank for rank in Rank if rank >= self.lowest))
        object.__setattr__(self, "cards", tuple(card for card in FULL_DECK if card.rank >= self.lowest))

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and card.rank >= self.lowest

    @property
    def lowest_straight(self) -> frozenset[Rank]:
        """The values of the lowest straight with the Ass low: the Ass and the four lowest values."""
        return frozenset((Rank.ACE, *self.ranks[:4]))

    def __reduce__(self) -> tuple[object, tuple[str | Rank, ...]]:
        if DECKS.get(self.name) is self:
            return _deck_named, (self.name,)
        return Deck, (self.name, self.lowest)

    def __copy__(self) -> Deck:
        return self

    def __deepcopy__(self, memo: object) -> Deck:
        return self

    def shuffled(self, rng: RandomSource | None = None) -> list[Card]:
        """The deck in uniformly random order (`shuffle_in_place`); ``None`` = the OS generator."""
        cards = list(self.cards)
        shuffle_in_place(cards, rng if rng is not None else default_rng())
        return cards


#: The French deck of the token game, Duell (optional) and Texas Hold'em.
DECK_52 = Deck("52", Rank.TWO)
#: Europäisches Draw Poker: 5 to Ass.
DECK_40 = Deck("40", Rank.FIVE)
#: Duell's default (Skat deck): 7 to Ass.
DECK_32 = Deck("32", Rank.SEVEN)

#: The decks by name.
DECKS: dict[str, Deck] = {deck.name: deck for deck in (DECK_52, DECK_40, DECK_32)}


def _deck_named(name: str) -> Deck:
    """The shipped deck of that name (how a pickled deck comes back as the same instance)."""
    return DECKS[name]
