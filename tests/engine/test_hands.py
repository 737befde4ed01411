"""Hand rating: exhaustive category counts, tie rules of both rule sets, scoring cards."""

import itertools
import random
from collections import Counter

import pytest

from game.engine import (
    FULL_DECK,
    HandCategory,
    HandSizeError,
    RuleSet,
    evaluate,
    parse_cards,
    strength,
    strength_function,
)
from game.engine.hands import category_of, scoring_cards

C = HandCategory

STANDARD_COUNTS = {
    C.HIGH_CARD: 1_302_540,
    C.ONE_PAIR: 1_098_240,
    C.TWO_PAIR: 123_552,
    C.THREE_OF_A_KIND: 54_912,
    C.STRAIGHT: 10_200,
    C.FLUSH: 5_108,
    C.FULL_HOUSE: 3_744,
    C.FOUR_OF_A_KIND: 624,
    C.STRAIGHT_FLUSH: 36,
    C.ROYAL_FLUSH: 4,
}

# Original: A-2-3-4-5 is no straight. Of the 10 straight heights, the wheel
# (5 high) is gone: its 4^5 = 1,024 suit patterns were 1,020 straights and 4
# straight flushes. The 1,020 unsuited wheels become high card (Ass high), the
# 4 suited wheels become plain flushes. Everything else is unchanged.
ORIGINAL_COUNTS = dict(STANDARD_COUNTS)
ORIGINAL_COUNTS[C.STRAIGHT] = 10_200 - 1_020
ORIGINAL_COUNTS[C.HIGH_CARD] = 1_302_540 + 1_020
ORIGINAL_COUNTS[C.STRAIGHT_FLUSH] = 36 - 4
ORIGINAL_COUNTS[C.FLUSH] = 5_108 + 4


@pytest.mark.parametrize(
    ("rules", "expected"), [(RuleSet.STANDARD, STANDARD_COUNTS), (RuleSet.ORIGINAL, ORIGINAL_COUNTS)]
)
def test_all_2598960_hands_give_the_exact_category_counts(rules, expected):
    rate = strength_function(rules)
    codes = [card.code for card in FULL_DECK]
    counts = Counter(rate(*hand) >> 20 for hand in itertools.combinations(codes, 5))
    assert sum(counts.values()) == 2_598_960
    assert {HandCategory(k): v for k, v in counts.items()} == expected


def test_original_counts_are_derived_not_copied():
    assert sum(ORIGINAL_COUNTS.values()) == 2_598_960
    assert ORIGINAL_COUNTS != STANDARD_COUNTS


# ------------------------------------------------------------------ reference

RANK_ORDER = "23456789TJQKA"


def reference_key(text: str, rules: RuleSet) -> tuple:
    """The rules of rules.md written out plainly, as a second opinion on the table."""
    cards = parse_cards(text)
    values = sorted((RANK_ORDER.index(str(c)[0]) + 2 for c in cards), reverse=True)
    suits = {c.suit for c in cards}
    counts = Counter(values)
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    flush = len(suits) == 1
    straight = len(counts) == 5 and values[0] - values[4] == 4
    top = values[0]
    if rules is RuleSet.STANDARD and values == [14, 5, 4, 3, 2]:
        straight, top = True, 5
    shape = [n for _, n in groups]
    if straight and flush:
        cat = C.ROYAL_FLUSH if top == 14 else C.STRAIGHT_FLUSH
    elif shape[0] == 4:
        cat = C.FOUR_OF_A_KIND
    elif shape == [3, 2]:
        cat = C.FULL_HOUSE
    elif flush:
        cat = C.FLUSH
    elif straight:
        cat = C.STRAIGHT
    elif shape[0] == 3:
        cat = C.THREE_OF_A_KIND
    elif shape[:2] == [2, 2]:
        cat = C.TWO_PAIR
    elif shape[0] == 2:
        cat = C.ONE_PAIR
    else:
        cat = C.HIGH_CARD
    if rules is RuleSet.STANDARD:
        if straight:
            return (cat, top)
        return (cat, *[v for v, _ in groups])
    # Original: only "the highest card of the scored combination".
    if cat is C.ROYAL_FLUSH:
        return (cat,)
    if cat in (C.ONE_PAIR, C.THREE_OF_A_KIND, C.FOUR_OF_A_KIND, C.TWO_PAIR):
        return (cat, groups[0][0])
    return (cat, values[0])  # high card, straight, flush, full house, straight flush


def test_evaluator_orders_random_hands_like_the_reference():
    rng = random.Random(20261122)
    for rules in RuleSet:
        hands = []
        for _ in range(3000):
            hands.append(" ".join(str(c) for c in rng.sample(FULL_DECK, 5)))
        for a, b in zip(hands, hands[1:]):
            va, vb = evaluate(parse_cards(a), rules), evaluate(parse_cards(b), rules)
            ra, rb = reference_key(a, rules), reference_key(b, rules)
            assert (va < vb, va == vb, va > vb) == (ra < rb, ra == rb, ra > rb), (a, b, rules)
            assert va.category == ra[0]
            assert va.strength == strength(parse_cards(a), rules)


# ------------------------------------------------------------------ tie rules

# (winner, loser) or (a, b, "tie"), per rule set: every tie rule of rules.md.
ORIGINAL_CASES = [
    # high card: only the highest card counts
    ("As 3d 5h 7c 9s", "Kd Qh Jc 9d 7h", ">"),
    ("As 3d 5h 7c 9s", "Ad Kh Qc Jd 8h", "="),
    # pair: the value of the pair, kickers ignored
    ("Jc Jd 2h 3c 4d", "Tc Th Ah Kc Qd", ">"),
    ("Jc Jd 2h 3c 4d", "Js Jh Ah Kc Qd", "="),
    # two pair: the higher pair only
    ("Kc Kd 2h 2c 4d", "Qc Qd Jh Jc Ad", ">"),
    ("Kc Kd 2h 2c 4d", "Ks Kh Qh Qc Ad", "="),
    # three, four of a kind: the value of the group
    ("7c 7d 7h 2c 3d", "6c 6d 6h Ac Kd", ">"),
    ("9c 9d 9h 9s 2d", "8c 8d 8h 8s Ad", ">"),
    # full house, literally: the highest of its five cards
    ("2c 2d 2h Ac Ad", "Kc Kd Kh Qc Qd", ">"),
    ("2c 2d 2h Ac Ad", "3c 3d 3h As Ah", "="),
    ("Kc Kd Kh Qc Qd", "Qs Qh Qc Ks Kh", "="),
    # straight / flush / straight flush: the highest card
    ("9c Td Jh Qc Kd", "8c 9d Th Jc Qd", ">"),
    ("9c Td Jh Qc Kd", "9d Th Js Qd Ks", "="),
    ("Ah 2h 7h 9h Jh", "Kc Qc Jc 9c 7c", ">"),
    ("Ah 2h 7h 9h Jh", "Ac Kc 3c 5c 7c", "="),
    ("9h Th Jh Qh Kh", "8c 9c Tc Jc Qc", ">"),
    # royal flushes are all equal
    ("As Ks Qs Js Ts", "Ah Kh Qh Jh Th", "="),
    # A-2-3-4-5 is no straight in Original: it is high card Ass
    ("As 2d 3h 4c 5d", "Kc Qd Jh 9c 8d", ">"),
    ("As 2d 3h 4c 5d", "2c 3d 4h 5c 6d", "<"),
    ("Ah 2h 3h 4h 5h", "Ac Kc Qc Jc 9c", "="),  # a flush, Ass high, not a straight flush
    # categories beat each other in the table's order
    ("2c 3c 4c 5c 6c", "Ac Ad Ah As Kd", ">"),
    ("2c 2d 2h 2s 3d", "Ac Ad Ah Kc Kd", ">"),
    ("2c 2d 2h 3s 3d", "Ac Kc Qc Jc 9c", ">"),
    ("2c 4c 6c 8c Tc", "Ac Kd Qh Jc Td", ">"),
    ("2c 3d 4h 5c 6d", "Ac Ad Ah Kc Qd", ">"),
    ("2c 2d 2h 4c 5d", "Ac Ad Kh Kc Qd", ">"),
    ("2c 2d 3h 3c 5d", "Ac Ad Kh Qc Jd", ">"),
    ("2c 2d 3h 4c 6d", "Ac Kd Qh Jc 9d", ">"),
]

STANDARD_CASES = [
    ("As 3d 5h 7c 9s", "Ad Kh Qc Jd 8h", "<"),  # high card: all five from the top
    ("As Kd 5h 7c 9s", "Ad Kh 5c 7d 9h", "="),  # suits never count
    ("Jc Jd 2h 3c 5d", "Js Jh 2c 3s 4d", ">"),  # pair: kickers from the top
    ("Kc Kd 3h 3c 4d", "Ks Kh 2h 2c Ad", ">"),  # two pair: lower pair second
    ("Kc Kd 3h 3c 5d", "Ks Kh 3s 3d 4d", ">"),  # two pair: then the kicker
    ("Kc Kd Kh 2c 2d", "Qc Qd Qh Ac Ad", ">"),  # full house: the three first
    ("Kc Kd Kh Qc Qd", "Ks Kh Kc Jc Jd", ">"),  # (one deck can't repeat the three; the pair decides)
    ("2c 2d 2h Ac Ad", "Kc Kd Kh Qc Qd", "<"),  # unlike Original
    ("As 2d 3h 4c 5d", "Kc Qd Jh 9c 8d", ">"),  # the wheel is a straight
    ("As 2d 3h 4c 5d", "2c 3d 4h 5c 6d", "<"),  # the lowest straight
    ("Ah 2h 3h 4h 5h", "Kc Kd Kh Ks 2d", ">"),  # steel wheel: a straight flush
    ("Ah 2h 3h 4h 5h", "2c 3c 4c 5c 6c", "<"),
    ("Ah Kh 7h 9h Jh", "Ac Kc 7c 9c Tc", ">"),  # flush: all five from the top
    ("As Ks Qs Js Ts", "Ah Kh Qh Jh Th", "="),
    ("7c 7d 7h Ac 2d", "7s 6d 6h Ad 2c", ">"),
]


@pytest.mark.parametrize(("rules", "a", "b", "rel"),
                         [(RuleSet.ORIGINAL, *case) for case in ORIGINAL_CASES]
                         + [(RuleSet.STANDARD, *case) for case in STANDARD_CASES])
def test_tie_rules(rules, a, b, rel):
    va, vb = evaluate(parse_cards(a), rules), evaluate(parse_cards(b), rules)
    assert {">": va > vb, "<": va < vb, "=": va == vb}[rel], (a, b, va, vb)
    assert {">": vb < va, "<": vb > va, "=": vb == va}[rel]


def test_values_of_one_rule_set_are_totally_ordered():
    values = [evaluate(parse_cards(a), RuleSet.STANDARD) for a, _, _ in STANDARD_CASES]
    ordered = sorted(values)
    assert all(x <= y for x, y in zip(ordered, ordered[1:]))
    assert max(values).category is HandCategory.ROYAL_FLUSH


# ------------------------------------------------------------------ scoring cards

@pytest.mark.parametrize(
    ("hand", "rules", "category", "scoring", "deciding"),
    [
        ("9c 8d 3h 4c 2d", RuleSet.ORIGINAL, C.HIGH_CARD, "9c", "9"),
        ("Jc 3h Jd 4c 9d", RuleSet.ORIGINAL, C.ONE_PAIR, "Jc Jd", "J"),
        ("Qc 4h Qd 4c 9d", RuleSet.ORIGINAL, C.TWO_PAIR, "Qc Qd 4h 4c", "Q"),
        ("7c 7d 7h 2c 3d", RuleSet.ORIGINAL, C.THREE_OF_A_KIND, "7c 7d 7h", "7"),
        ("9c Td Jh Qc Kd", RuleSet.ORIGINAL, C.STRAIGHT, "Kd Qc Jh Td 9c", "K"),
        ("Ah 2h 7h 9h Jh", RuleSet.ORIGINAL, C.FLUSH, "Ah Jh 9h 7h 2h", "A"),
        ("2c 2d 2h Ac Ad", RuleSet.ORIGINAL, C.FULL_HOUSE, "2c 2d 2h Ac Ad", "A"),
        ("2c 2d 2h Ac Ad", RuleSet.STANDARD, C.FULL_HOUSE, "2c 2d 2h Ac Ad", "2"),
        ("9c 9d 9h 9s 2d", RuleSet.ORIGINAL, C.FOUR_OF_A_KIND, "9c 9d 9h 9s", "9"),
        ("9h Th Jh Qh Kh", RuleSet.ORIGINAL, C.STRAIGHT_FLUSH, "Kh Qh Jh Th 9h", "K"),
        ("As Ks Qs Js Ts", RuleSet.ORIGINAL, C.ROYAL_FLUSH, "As Ks Qs Js Ts", "A"),
        ("As 2d 3h 4c 5d", RuleSet.ORIGINAL, C.HIGH_CARD, "As", "A"),
        ("As 2d 3h 4c 5d", RuleSet.STANDARD, C.STRAIGHT, "5d 4c 3h 2d As", "5"),
    ],
)
def test_scoring_cards_and_deciding_value(hand, rules, category, scoring, deciding):
    value = evaluate(parse_cards(hand), rules)
    assert value.category is category
    assert value.category is category_of(value.strength)
    assert value.scoring_cards == tuple(parse_cards(scoring))
    assert value.deciding_rank.symbol == deciding
    assert set(value.scoring_cards) | set(value.kickers) == set(parse_cards(hand))
    assert set(scoring_cards(parse_cards(hand), rules)) == set(value.scoring_cards)


@pytest.mark.parametrize("bad", ["As Kd Th 2c", "As Kd Th 2c 9h 8h", "As As Th 2c 9h"])
def test_evaluate_needs_five_distinct_cards(bad):
    with pytest.raises(HandSizeError):
        evaluate(parse_cards(bad))
    assert issubclass(HandSizeError, ValueError)
