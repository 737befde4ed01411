"""Showdown equity and pot odds (the Tipp's numbers and the computer players' estimate)."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from game.engine import FULL_DECK, InvalidCardsError, parse_cards
from game.engine.hands import HOLDEM, best_strength
from game.engine.holdem import Equity, equity, exact_equity, pot_odds, showdown_equity
from game.engine.holdem.equity import RIVER_DEALS


def cards(text: str) -> tuple:
    return tuple(parse_cards(text))


# Known heads-up preflop equities against a random hand (standard tables: AA 85.2 %,
# KK 82.4 %, 7-2 offsuit 34.6 %). 20,000 deals: standard error 0.25 percentage points.
KNOWN_PREFLOP = [("Ah As", 0.852), ("Kh Ks", 0.824), ("7c 2d", 0.346)]


@pytest.mark.parametrize(("hole", "known"), KNOWN_PREFLOP)
def test_preflop_heads_up_equity_matches_the_known_figures(hole, known):
    value = showdown_equity(cards(hole), (), 1, random.Random(1), budget=60_000)
    assert not value.exact and value.deals == 20_000
    assert value.value == pytest.approx(known, abs=0.01)


def test_the_preflop_check_tells_neighbouring_hands_apart():
    """The tolerance above is tight enough to fail on the wrong hand: KK is not AA's 85 %."""
    kings = showdown_equity(cards("Kh Ks"), (), 1, random.Random(1), budget=60_000).value
    assert abs(kings - 0.852) > 0.02


def test_aces_lose_equity_against_more_opponents():
    aces = cards("Ah As")
    values = [showdown_equity(aces, (), n, random.Random(2), budget=40_000).value for n in (1, 2, 3)]
    assert values[0] > values[1] > values[2]
    assert values[1] == pytest.approx(0.734, abs=0.015)  # AA against two random hands


def test_exact_river_case_counted_by_hand():
    # Top set of aces on A-K-Q-7-2 rainbow: only J-T (a straight, 16 of the 990 hands) beats it,
    # nothing ties (one ace is left, no flush or full house is possible).
    result = showdown_equity(cards("Ad Ac"), cards("As Ks Qd 7h 2c"), 1, random.Random(0))
    assert result == Equity(974 / 990, True, RIVER_DEALS)


def test_exact_river_equity_equals_brute_force_with_the_checked_rater():
    rng = random.Random(5)
    for _ in range(3):
        deck = list(FULL_DECK)
        rng.shuffle(deck)
        hole, board, unseen = tuple(deck[:2]), tuple(deck[2:7]), deck[7:]
        mine = best_strength((*hole, *board), HOLDEM)
        score = 0.0
        for other in combinations(unseen, 2):
            theirs = best_strength((*other, *board), HOLDEM)
            score += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
        assert exact_equity(hole, board) == pytest.approx(score / 990, abs=1e-12)


def test_a_board_everyone_plays_is_a_tie():
    assert exact_equity(cards("2c 3d"), cards("Ah Kh Qh Jh Th")) == 0.5


def test_monte_carlo_agrees_with_the_exact_river():
    hole, board = cards("Kd Qd"), cards("Ks 9d 4c 2d 7h")
    exact = exact_equity(hole, board)
    sampled = equity(hole, board, 1, 20_000, random.Random(3))
    assert sampled == pytest.approx(exact, abs=0.01)


def test_a_seed_gives_the_same_estimate_and_another_seed_another():
    spot = (cards("9s 8s"), cards("7s 6d 2c"), 3)
    first = showdown_equity(*spot, random.Random(11))
    assert first == showdown_equity(*spot, random.Random(11))
    assert first.value != showdown_equity(*spot, random.Random(12)).value
    hole, board, opponents = spot
    runs = [equity(hole, board, opponents, 500, random.Random(4)) for _ in range(2)]
    assert runs[0] == runs[1]


@pytest.mark.parametrize(
    ("hole", "board", "opponents"),
    [
        ("Ah", "", 1),
        ("Ah Kh Qh", "", 1),
        ("Ah Kh", "2c 3c", 1),
        ("Ah Kh", "Ah 3c 4d", 1),
        ("Ah Kh", "", 0),
        ("Ah Kh", "", 10),
    ],
)
def test_bad_input_is_refused_with_a_reason(hole, board, opponents):
    with pytest.raises((InvalidCardsError, ValueError)):
        showdown_equity(cards(hole), cards(board), opponents, random.Random(0))


def test_pot_odds():
    assert pot_odds(50, 150) == 0.25  # 50 to call into 150: a quarter of the 200 after the call
    assert pot_odds(0, 300) == 0.0
    with pytest.raises(ValueError):
        pot_odds(-1, 10)
