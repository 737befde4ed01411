"""The best five of up to seven cards (Texas Hold'em): table answer against brute force and treys.

The reference is the plain definition: the maximum of the five-card rating
over all five-card subsets. Random hands rarely hold a flush (about 3 in 100
seven-card hands), so flush-heavy hands are drawn on purpose as well.
"""

import itertools
import random

import pytest

from game.engine import FULL_DECK, HandCategory, HandSizeError, parse_cards, strength_function
from game.engine.decks import DECK_32, DECK_40
from game.engine.hands import (
    DUELL_32,
    EUROPEAN_40,
    HOLDEM,
    TOKEN_ORIGINAL,
    NotInDeckError,
    best_hand,
    best_strength,
    evaluate,
    prepare_tables,
    seven_card_function,
)

C = HandCategory


def brute_force(cards, scheme):
    rate = strength_function(scheme)
    return max(rate(*(card.code for card in five)) for five in itertools.combinations(cards, 5))


def flushy_hand(rng, deck, size):
    """`size` cards of which at least five (up to all) share one suit."""
    suit = rng.choice("dshc")
    suited = [card for card in deck if card.suit.value == suit]
    count = rng.randint(5, min(size, len(suited)))
    cards = rng.sample(suited, count)
    rest = [card for card in deck if card not in cards]
    return cards + rng.sample(rest, size - count)


@pytest.mark.parametrize(
    ("scheme", "deck"),
    [(HOLDEM, FULL_DECK), (TOKEN_ORIGINAL, FULL_DECK), (DUELL_32, DECK_32.cards)],
    ids=["holdem", "original", "duell-32"],
)
def test_seven_cards_rate_as_their_best_five(scheme, deck):
    rng = random.Random(7)
    rate7 = seven_card_function(scheme)
    hands = [rng.sample(deck, 7) for _ in range(6000)] + [flushy_hand(rng, deck, 7) for _ in range(1500)]
    for hand in hands:
        expected = brute_force(hand, scheme)
        assert rate7(*(card.count_code for card in hand)) == expected, hand
        assert best_strength(hand, scheme) == expected


@pytest.mark.parametrize("size", [5, 6])
def test_five_and_six_cards_rate_as_their_best_five(size):
    rng = random.Random(size)
    for _ in range(3000):
        hand = rng.sample(FULL_DECK, size) if rng.random() < 0.7 else flushy_hand(rng, FULL_DECK, size)
        assert best_strength(hand, HOLDEM) == brute_force(hand, HOLDEM), hand


def test_european_best_of_uses_the_suits_too():
    rng = random.Random(40)
    for _ in range(500):
        hand = rng.sample(DECK_40.cards, 7)
        assert best_strength(hand, EUROPEAN_40) == brute_force(hand, EUROPEAN_40)
    with pytest.raises(ValueError):
        seven_card_function(EUROPEAN_40)


HOLDEM_CASES = [
    # (seven cards, category, the best five)
    ("Ah Kd 2c 3s 4h 5d 9c", C.STRAIGHT, "5d 4h 3s 2c Ah"),  # the wheel
    ("6h Kd 2c 3s 4h 5d Ac", C.STRAIGHT, "6h 5d 4h 3s 2c"),  # six high beats the wheel
    ("9h Th Jh Qh Kh Ah 2c", C.ROYAL_FLUSH, "Ah Kh Qh Jh Th"),
    ("2h 5h 7h 9h Jh Kh Ac", C.FLUSH, "Kh Jh 9h 7h 5h"),  # six of a suit: the top five
    ("8h 8d 8c 2h 2d 2s Ac", C.FULL_HOUSE, "8h 8d 8c 2h 2d"),  # two threes
    ("Kh Kd Qc Qs 3h 3d Ac", C.TWO_PAIR, "Kh Kd Qc Qs Ac"),  # three pairs: the top two + kicker
    ("Kh Kd Qc Qs 4h 3d 2c", C.TWO_PAIR, "Kh Kd Qc Qs 4h"),
    ("7c 7d 7h 7s Kc Kd Ah", C.FOUR_OF_A_KIND, "7c 7d 7h 7s Ah"),
    ("3h 4h 5h 6h 7h 8c 9c", C.STRAIGHT_FLUSH, "7h 6h 5h 4h 3h"),  # a flush and a longer straight
]


@pytest.mark.parametrize(("text", "category", "best"), HOLDEM_CASES)
def test_best_hand_names_the_best_five(text, category, best):
    cards = parse_cards(text)
    value = best_hand(cards, HOLDEM)
    assert value.category is category
    assert set(value.hand) == set(parse_cards(best))
    assert value.strength == best_strength(cards, HOLDEM) == evaluate(parse_cards(best), HOLDEM).strength


def test_holdem_showdown_board_plays_and_kicker():
    board = parse_cards("As Ks Qd Jc Th")
    # Both play the board's straight: a split.
    assert best_strength(board + parse_cards("2c 3d"), HOLDEM) == best_strength(
        board + parse_cards("4h 5h"), HOLDEM
    )
    board = parse_cards("Ah Kd 8s 5c 2d")
    # A pair of aces each; the next kicker decides (K, then Q against J).
    assert best_strength(board + parse_cards("Ac Qh"), HOLDEM) > best_strength(
        board + parse_cards("As Jh"), HOLDEM
    )


@pytest.mark.parametrize("bad", ["As Kd Th 2c", "As Kd Th 2c 9h 8h 7h 6h", "As As Th 2c 9h 8h"])
def test_best_of_needs_five_to_seven_distinct_cards(bad):
    with pytest.raises(HandSizeError):
        best_strength(parse_cards(bad))
    with pytest.raises(HandSizeError):
        best_hand(parse_cards(bad))


def test_best_of_refuses_cards_outside_the_deck():
    with pytest.raises(NotInDeckError):
        best_strength(parse_cards("2c 7d 8h 9s Td Jc Qc"), DUELL_32)


def test_prepare_tables_builds_the_best_of_tables_on_request():
    prepare_tables(HOLDEM, DUELL_32, best_of=True)
    prepare_tables()


def test_seven_card_order_agrees_with_treys():
    """A second opinion from another evaluator (treys: lower is better) on random pairs."""
    treys = pytest.importorskip("treys")
    evaluator = treys.Evaluator()
    rate7 = seven_card_function(HOLDEM)
    rng = random.Random(2026)

    def ours(cards):
        return rate7(*(card.count_code for card in cards))

    def theirs(cards):
        ints = [treys.Card.new(str(card)) for card in cards]
        return -evaluator.evaluate(ints[:2], ints[2:])

    for _ in range(3000):
        cards = rng.sample(FULL_DECK, 9)  # two players' hole cards and one board
        a, b = cards[:2] + cards[4:], cards[2:4] + cards[4:]
        assert (ours(a) > ours(b)) - (ours(a) < ours(b)) == (theirs(a) > theirs(b)) - (theirs(a) < theirs(b))


def test_importing_the_engine_builds_no_rating_table():
    """Start-up stays fast: every table is built at first use or by prepare_tables."""
    import pathlib
    import subprocess
    import sys

    code = (
        "import sys, game.engine, game.engine.decks, game.engine.hands as h; "
        "sys.exit(bool(h._TABLES or h._BEST_TABLES))"
    )
    root = pathlib.Path(__file__).resolve().parents[2]
    assert subprocess.run([sys.executable, "-c", code], cwd=root).returncode == 0
