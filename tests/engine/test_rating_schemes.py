"""Rating schemes beyond the token game: Duell (32 and 52 cards), Hold'em, European draw poker.

Exhaustive category counts per deck (derived by hand below), the tie rules of
variants.md with hand-made hands, and the scheme plumbing (a token-game rule
set and its scheme rate alike; cards outside the deck are refused).
"""

import itertools
import random
from collections import Counter

import pytest

from game.engine import FULL_DECK, HandCategory, RuleSet, evaluate, parse_cards, strength, strength_function
from game.engine.decks import DECK_32, DECK_40, DECK_52
from game.engine.hands import (
    DUELL_32,
    DUELL_52,
    EUROPEAN_40,
    HOLDEM,
    SCHEMES,
    STANDARD_HIGH,
    TOKEN_ORIGINAL,
    NotInDeckError,
    RatingScheme,
    TieBreak,
    category_of,
    scheme_for,
)

C = HandCategory


def deck_counts(values: int, windows: int) -> dict[HandCategory, int]:
    """Five-card category counts of a deck of `values` values x 4 suits with `windows` straights.

    Every straight window is a set of five values; 4^5 - 4 of its suit
    patterns are plain straights, 4 are suited (one of the windows is royal).
    """
    from math import comb

    other = values - 1
    five_distinct = comb(values, 5) - windows  # value sets that are no straight
    return {
        C.ROYAL_FLUSH: 4,
        C.STRAIGHT_FLUSH: 4 * (windows - 1),
        C.FOUR_OF_A_KIND: values * 4 * other,
        C.FULL_HOUSE: values * 4 * other * 6,
        C.FLUSH: 4 * five_distinct,
        C.STRAIGHT: windows * (4**5 - 4),
        C.THREE_OF_A_KIND: values * 4 * comb(other, 2) * 16,
        C.TWO_PAIR: comb(values, 2) * 36 * (4 * (values - 2)),
        C.ONE_PAIR: values * 6 * comb(other, 3) * 64,
        C.HIGH_CARD: five_distinct * (4**5 - 4),
    }


def test_the_formula_gives_the_known_52_card_counts():
    counts = deck_counts(13, 10)  # with A-2-3-4-5
    assert counts[C.HIGH_CARD] == 1_302_540 and counts[C.ONE_PAIR] == 1_098_240
    assert counts[C.TWO_PAIR] == 123_552 and counts[C.STRAIGHT_FLUSH] == 36
    assert sum(counts.values()) == 2_598_960


@pytest.mark.parametrize(
    ("scheme", "deck", "values", "windows"),
    [
        (DUELL_32, DECK_32, 8, 5),  # A-7-8-9-10 .. 10-J-Q-K-A
        (EUROPEAN_40, DECK_40, 10, 7),  # A-5-6-7-8 .. 10-J-Q-K-A
    ],
    ids=["duell-32", "european-40"],
)
def test_every_hand_of_a_small_deck_gives_the_exact_category_counts(scheme, deck, values, windows):
    rate = strength_function(scheme)
    codes = [card.code for card in deck.cards]
    counts = Counter(category_of(rate(*hand), scheme) for hand in itertools.combinations(codes, 5))
    expected = deck_counts(values, windows)
    assert sum(expected.values()) == sum(counts.values())
    assert dict(counts) == expected


def test_duell_52_and_holdem_are_the_token_games_standard():
    assert DUELL_52 is HOLDEM is STANDARD_HIGH is scheme_for(RuleSet.STANDARD) is scheme_for("standard")
    assert scheme_for(RuleSet.ORIGINAL) is TOKEN_ORIGINAL and scheme_for(DUELL_32) is DUELL_32
    assert set(SCHEMES) == {"original", "standard", "duell-32", "european-40"}
    rng = random.Random(5)
    for _ in range(2000):
        hand = rng.sample(FULL_DECK, 5)
        for rules in RuleSet:
            by_rules, by_scheme = evaluate(hand, rules), evaluate(hand, scheme_for(rules))
            assert by_rules.strength == by_scheme.strength == strength(hand, scheme_for(rules))
            assert by_scheme.rules is rules and by_scheme.scheme is scheme_for(rules)


def test_a_value_of_another_game_names_no_token_rule_set():
    value = evaluate(parse_cards("As Ks Qs Js Ts"), EUROPEAN_40)
    assert value.scheme is EUROPEAN_40
    with pytest.raises(ValueError):
        _ = value.rules


@pytest.mark.parametrize(
    ("hand", "scheme"),
    [("2c 7d 8h 9s Td", DUELL_32), ("6c 7d 8h 9s Td", DUELL_32), ("4c 7d 8h 9s Td", EUROPEAN_40)],
)
def test_cards_outside_the_deck_are_refused(hand, scheme):
    cards = parse_cards(hand)
    with pytest.raises(NotInDeckError, match=hand[:2]):
        evaluate(cards, scheme)
    with pytest.raises(NotInDeckError):
        strength(cards, scheme)
    assert issubclass(NotInDeckError, ValueError)


# ------------------------------------------------------------------ Duell, 32 cards

DUELL_32_CASES = [
    # A-7-8-9-10 is the lowest straight
    ("Ac 7d 8h 9s Td", "Ad Ah As Kc Qd", ">"),
    ("Ac 7d 8h 9s Td", "7c 8d 9h Ts Jd", "<"),
    ("Ac 7d 8h 9s Td", "Ad 7c 8s 9h Tc", "="),  # suits never decide
    ("Ah 7h 8h 9h Th", "Ac Ad Ah As Kd", ">"),  # the lowest straight flush
    ("Ah 7h 8h 9h Th", "7c 8c 9c Tc Jc", "<"),
    ("Ah Kh Qh Jh Th", "Kc Qc Jc Tc 9c", ">"),  # royal flush
    # full house above flush (the seeds' order), in both decks
    ("7c 7d 7h 8s 8d", "Ah Kh Qh Jh 9h", ">"),
    # standard kickers (seed 002)
    ("Jc Jd Ah 9c 8d", "Js Jh Ac 9s 7d", ">"),  # pair, then the rest from the top
    ("Kc Kd 8h 8c 9d", "Ks Kh 8s 8d 7d", ">"),  # two pair, then the fifth card
    ("Kc Kd Kh 7c 7d", "Qc Qd Qh Ac Ad", ">"),  # full house: the three first
    ("Ah Kh 9h 8h 7h", "Ac Kc 9c 8c 7c", "="),  # flush: all five, suits never count
    ("Ah Kh 9h 8h 7h", "Ac Qc Jc 9c 8c", ">"),
    ("As Kd 9h 8c 7d", "Ad Kh 9c 8s 7h", "="),  # high card: a tie stays a tie
]

# ------------------------------------------------------------------ European, 40 cards

EUROPEAN_CASES = [
    # royal flush: the higher suit, Kreuz > Pik > Herz > Karo
    ("Ac Kc Qc Jc Tc", "As Ks Qs Js Ts", ">"),
    ("As Ks Qs Js Ts", "Ah Kh Qh Jh Th", ">"),
    ("Ah Kh Qh Jh Th", "Ad Kd Qd Jd Td", ">"),
    # straight flush: the highest card, then its suit; A-5-6-7-8 the lowest
    ("9h Th Jh Qh Kh", "8c 9c Tc Jc Qc", ">"),
    ("8c 9c Tc Jc Qc", "8s 9s Ts Js Qs", ">"),
    ("Ac 5c 6c 7c 8c", "5d 6d 7d 8d 9d", "<"),
    ("Ac 5c 6c 7c 8c", "Ad 5d 6d 7d 8d", ">"),  # its highest card is the 8: Kreuz 8 wins
    # straight: the highest card, then its suit
    ("5c 6d 7h 8s 9d", "5d 6c 7s 8h 9c", "<"),
    ("6c 7d 8h 9s Td", "5d 6h 7s 8c 9c", ">"),
    ("Ac 5d 6h 7s 8c", "5c 6d 7h 8s 9d", "<"),  # A-5-6-7-8 loses to every other straight
    ("Ac 5d 6h 7s 8c", "As 5c 6d 7h 8d", ">"),  # both lowest: the 8s' suits
    ("Ac 5d 6h 7s 8c", "Ad Ah As Kc Qd", ">"),  # and it is a straight
    # four of a kind, full house, three of a kind: the value of the four or three
    ("9c 9d 9h 9s 5d", "8c 8d 8h 8s Ad", ">"),
    ("9c 9d 9h 5s 5d", "8c 8d 8h As Ad", ">"),
    ("9c 9d 9h 5s 6d", "8c 8d 8h As Kd", ">"),
    ("9c 9d 9h 5s 6d", "9c 9d 9s As Kd", "="),  # (same cards shared) the rest never counts
    ("5c 5d 5h 6s 6d", "Ah Kh Qh Jh 9h", ">"),  # full house above flush
    # flush: all five from the top, then the suit of the highest card
    ("Ah Kh 7h 9h Jh", "Ac Kc 7c 9c Tc", ">"),
    ("Ac Kc 9c 7c 5c", "As Ks 9s 7s 5s", ">"),
    ("As Ks 9s 7s 5s", "Ah Kh 9h 7h 5h", ">"),
    ("Ah Kh 9h 7h 5h", "Ad Kd 9d 7d 5d", ">"),
    # high card: all five from the top, then the suit of the highest card
    ("As Kd 9h 7c 5d", "Ac Kh 9d 7s 5h", "<"),
    ("Ah Kd 9h 7c 6d", "Ac Kc 9d 7s 5h", ">"),  # values before suits
    ("Ad Ks 9s 7s 5s", "Ah Kd 9d 7d 5h", "<"),  # only the highest card's suit
    # two pair: higher pair, lower pair, fifth card, then the Kreuz in the higher pair
    ("Ac Ad 5h 5c 6d", "Kc Kd Qh Qc Jd", ">"),
    ("Kc Kd 6h 6c 5d", "Ks Kh 5s 5c Ad", ">"),
    ("Ks Kh 6s 6d 8d", "Kc Kd 6h 6c 7d", ">"),  # the fifth card before the Kreuz
    ("Kc Kd 6h 6c 7d", "Ks Kh 6s 6d 7h", ">"),
    ("Ks Kh 6c 6d 7h", "Kc Kd 6s 6h 7c", "<"),  # a Kreuz in the lower pair does not count
    # one pair: the pair, then only the highest other card, then that card's suit
    ("Jc Jd 9h 6c 5d", "Js Jh 8h 7c 6d", ">"),
    ("Qc Qd 5h 6c 7d", "Js Jh Ah Kc 9d", ">"),
    ("Jc Jd As 6c 5d", "Js Jh Ah 8c 7d", ">"),  # the second and third cards do not count
    ("Jc Jd Ad 6c 5d", "Js Jh Ah 6s 5c", "<"),
    # categories beat each other in the seeds' order
    ("5c 5d 6h 6c 7d", "Ac Ad Kh Qc Jd", ">"),
    ("5c 5d 6h 7c 8d", "Ac Kd Qh Jc 9d", ">"),
    ("5c 5d 5h 7c 8d", "Ac Ad Kh Kc Qd", ">"),
    ("5c 5d 5h 5s 8d", "Ac Ad Ah Kc Kd", ">"),
    ("5c 6c 7c 8c 9c", "Ac Ad Ah As Kd", ">"),
]


def relation(a, b, scheme):
    va, vb = evaluate(parse_cards(a), scheme), evaluate(parse_cards(b), scheme)
    assert va.strength == strength(parse_cards(a), scheme)
    return ">" if va > vb else "<" if va < vb else "="


@pytest.mark.parametrize(
    ("scheme", "a", "b", "rel"),
    [(DUELL_32, *case) for case in DUELL_32_CASES] + [(EUROPEAN_40, *case) for case in EUROPEAN_CASES],
)
def test_tie_rules_of_variants_md(scheme, a, b, rel):
    assert relation(a, b, scheme) == rel, (a, b)
    assert relation(b, a, scheme) == {">": "<", "<": ">", "=": "="}[rel]


def test_european_categories_and_deciding_values():
    value = evaluate(parse_cards("Ac 5d 6h 7s 8c"), EUROPEAN_40)
    assert value.category is C.STRAIGHT and value.deciding_rank == 8
    assert value.cards == tuple(parse_cards("8c 7s 6h 5d Ac"))
    value = evaluate(parse_cards("Jc Jd As 6c 5d"), EUROPEAN_40)
    assert value.category is C.ONE_PAIR and value.scoring_cards == tuple(parse_cards("Jc Jd"))
    assert EUROPEAN_40.category_of(value.strength) is C.ONE_PAIR


def test_european_hands_of_one_deal_never_tie():
    """Suits settle what values leave equal (variants.md: the winner takes the pot)."""
    rng = random.Random(40)
    for _ in range(20_000):
        cards = rng.sample(DECK_40.cards, 10)
        a, b = strength(cards[:5], EUROPEAN_40), strength(cards[5:], EUROPEAN_40)
        assert a != b, cards


def test_duell_32_straights_are_ordered_by_height():
    heights = ["Ac 7d 8h 9s Td", "7c 8d 9h Ts Jd", "8c 9d Th Js Qd", "9c Td Jh Qs Kd", "Tc Jd Qh Ks Ad"]
    values = [evaluate(parse_cards(h), DUELL_32) for h in heights]
    assert all(v.category is C.STRAIGHT for v in values)
    assert values == sorted(values) and len(set(values)) == 5
    assert [v.deciding_rank for v in values] == [10, 11, 12, 13, 14]


# ------------------------------------------------------------------ the scheme's parts


def test_a_scheme_may_put_the_flush_above_the_full_house():
    """Some Duell tables rank a flush (rarer with 32 cards) above a full house: one tuple says so."""
    order = list(HandCategory)
    order[C.FLUSH], order[C.FULL_HOUSE] = C.FULL_HOUSE, C.FLUSH
    skat = RatingScheme("skat", DECK_32, True, TieBreak.KICKERS, tuple(order))
    flush, full = parse_cards("Ah Kh Qh Jh 9h"), parse_cards("7c 7d 7h 8s 8d")
    assert evaluate(flush, skat) > evaluate(full, skat)
    assert evaluate(flush, DUELL_32) < evaluate(full, DUELL_32)
    assert evaluate(flush, skat).category is C.FLUSH is category_of(strength(flush, skat), skat)


@pytest.mark.parametrize(
    "order",
    [
        tuple(HandCategory)[:-1],  # one missing
        (C.FLUSH, *[c for c in HandCategory if c is not C.FLUSH]),  # flush below high card
        (*[c for c in HandCategory if c is not C.STRAIGHT], C.STRAIGHT),  # straight on top
    ],
)
def test_a_scheme_refuses_a_category_order_that_cannot_be(order):
    with pytest.raises(ValueError):
        RatingScheme("bad", DECK_52, True, TieBreak.KICKERS, order)


def test_the_token_schemes_agree_with_the_rule_sets_odds_uses():
    """odds.py reads RuleSet.ace_low_straight: the schemes must say the same."""
    for rules in RuleSet:
        scheme = scheme_for(rules)
        assert scheme.deck is DECK_52
        assert scheme.ace_low_straight is rules.ace_low_straight
        assert (scheme.tie_break is TieBreak.KICKERS) is rules.full_tie_break


def test_copies_and_pickles_keep_the_shared_scheme_and_deck():
    import copy
    import pickle

    value = evaluate(parse_cards("Ac 5d 6h 7s 8c"), EUROPEAN_40)
    for clone in (copy.deepcopy(value), pickle.loads(pickle.dumps(value))):
        assert clone == value and clone.scheme is EUROPEAN_40 and clone.category is C.STRAIGHT
    standard = evaluate(parse_cards("Ac 5d 6h 7s 8c"), RuleSet.STANDARD)
    assert pickle.loads(pickle.dumps(standard)).rules is RuleSet.STANDARD
    for deck in (DECK_32, DECK_40, DECK_52):
        assert copy.copy(deck) is deck and pickle.loads(pickle.dumps(deck)) is deck
    custom = RatingScheme("custom", DECK_32, False, TieBreak.KICKERS)
    again = pickle.loads(pickle.dumps(custom))
    assert again.deck is DECK_32 and again.tie_break is TieBreak.KICKERS and not again.ace_low_straight


def test_value_strength_leaves_out_only_the_deciding_suit():
    spades = evaluate(parse_cards("Jc Jd As 6c 5d"), EUROPEAN_40)
    clubs = evaluate(parse_cards("Js Jh Ac 6s 5h"), EUROPEAN_40)
    assert spades.strength < clubs.strength and spades.value_strength == clubs.value_strength
    lower = evaluate(parse_cards("Js Jh Kc 6s 5h"), EUROPEAN_40)
    assert lower.value_strength < spades.value_strength
    plain = evaluate(parse_cards("As Kd 9h 7c 5d"), DUELL_52)
    assert plain.value_strength == plain.strength
