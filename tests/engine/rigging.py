"""Test helpers: a random source that makes the engine's own shuffle produce chosen decks.

The engine's Fisher-Yates asks ``randrange(i + 1)`` for i = 51 .. 1; answering
with the index that brings the wanted card to position i yields exactly the
wanted order. So tests set up any deal through the real shuffle, not around it.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import FULL_DECK, Card, parse_cards


def answers_for(target: Sequence[Card], base: Sequence[Card] = FULL_DECK) -> list[int]:
    """The randrange answers that make Fisher-Yates turn ``base`` (FULL_DECK) into ``target``."""
    deck = list(base)
    answers = []
    for i in range(len(deck) - 1, 0, -1):
        j = deck.index(target[i])
        answers.append(j)
        deck[i], deck[j] = deck[j], deck[i]
    assert deck == list(target)
    return answers


def deck_dealing(hands: Sequence[str], stock_top: str = "", base: Sequence[Card] = FULL_DECK) -> list[Card]:
    """A deck that deals ``hands`` (in turn order, one card at a time) with ``stock_top`` next."""
    parsed = [parse_cards(text) for text in hands]
    deck: list[Card] = []
    for k in range(5):
        deck.extend(hand[k] for hand in parsed)
    deck.extend(parse_cards(stock_top))
    rest = [card for card in base if card not in deck]
    assert len(set(deck)) == len(deck), "a card is dealt twice"
    return deck + rest


class RiggedRandom:
    """Deals the given decks, one per shuffle, in order."""

    def __init__(self, *decks: Sequence[Card], base: Sequence[Card] = FULL_DECK) -> None:
        self._base = base
        self._answers: list[int] = []
        for deck in decks:
            self._answers.extend(answers_for(deck, base))

    def add(self, deck: Sequence[Card]) -> None:
        """Queue one more deck."""
        self._answers.extend(answers_for(deck, self._base))

    def randrange(self, stop: int) -> int:
        value = self._answers.pop(0)
        assert 0 <= value < stop
        return value
