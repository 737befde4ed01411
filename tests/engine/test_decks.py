"""The 52-, 40- and 32-card decks: their cards, their lowest straight, and a uniform shuffle."""

import random

import pytest

from game.engine import FULL_DECK, Rank, parse_card, shuffled_deck
from game.engine.decks import DECK_32, DECK_40, DECK_52, DECKS

from .test_deck import chi_square_p


def test_decks_hold_the_values_of_variants_md():
    assert len(DECK_52) == 52 and DECK_52.cards == FULL_DECK
    assert len(DECK_40) == 40 and {c.rank for c in DECK_40.cards} == set(range(5, 15))
    assert len(DECK_32) == 32 and {c.rank for c in DECK_32.cards} == set(range(7, 15))
    for deck in DECKS.values():
        assert len(set(deck.cards)) == len(deck)
        assert deck.ranks == tuple(sorted({c.rank for c in deck.cards}))
        assert all(card in deck for card in deck.cards)
    assert parse_card("6h") not in DECK_32 and parse_card("6h") in DECK_40
    assert parse_card("4c") not in DECK_40 and "4c" not in DECK_52


def test_lowest_straight_has_the_ace_below_the_four_lowest_values():
    assert DECK_52.lowest_straight == {Rank.ACE, 2, 3, 4, 5}
    assert DECK_40.lowest_straight == {Rank.ACE, 5, 6, 7, 8}
    assert DECK_32.lowest_straight == {Rank.ACE, 7, 8, 9, 10}


def test_the_52_card_deck_draws_exactly_what_shuffled_deck_draws():
    for seed in range(20):
        assert DECK_52.shuffled(random.Random(seed)) == shuffled_deck(random.Random(seed))


def test_shuffled_is_a_permutation_and_uses_the_os_generator_by_default():
    for deck in DECKS.values():
        cards = deck.shuffled()
        assert sorted(cards, key=deck.cards.index) == list(deck.cards)
        assert deck.shuffled(random.Random(3)) == deck.shuffled(random.Random(3))


@pytest.mark.parametrize("deck", [DECK_32, DECK_40], ids=["32", "40"])
def test_small_decks_shuffle_uniformly(deck):
    """Card-by-position chi-square over seeded shuffles, as test_deck does for 52 cards."""
    n = len(deck)
    index = {card: i for i, card in enumerate(deck.cards)}
    shuffles = n * 150
    rng = random.Random(4321)
    position = [[0] * n for _ in range(n)]
    for _ in range(shuffles):
        for pos, card in enumerate(deck.shuffled(rng)):
            position[index[card]][pos] += 1
    expected = shuffles / n
    chi = sum((o - expected) ** 2 / expected for row in position for o in row)
    assert chi_square_p(chi, (n - 1) ** 2) > 0.001
