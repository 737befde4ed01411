"""Exact draw odds (game.engine.odds) against brute-force enumeration.

Brute force rates every possible draw from the 47 unseen cards with the
evaluator's `strength_function` and counts categories. Draws of 5 cards
(1.5 million) are enumerated for one hand only; the other tests keep 1..5
cards so the file stays within seconds.
"""

from __future__ import annotations

import itertools
import random
from math import comb

import pytest

from game.engine import (
    FULL_DECK,
    Card,
    HandCategory,
    OddsInputError,
    RuleSet,
    all_holds,
    draw_odds,
    parse_cards,
    strength_function,
)
from game.engine.hands import CATEGORY_SHIFT
from game.engine.odds import at_least, draws_total

BOTH = (RuleSet.ORIGINAL, RuleSet.STANDARD)


def brute_force(
    hand: list[Card], keep: frozenset[Card] | list[Card]
) -> dict[RuleSet, dict[HandCategory, int]]:
    """Category counts per rule set, by rating every draw (one pass for both rule sets)."""
    raters = [strength_function(rules) for rules in BOTH]
    kept = [card.code for card in keep]
    unseen = [card.code for card in FULL_DECK if card not in hand]
    counts = [[0] * len(HandCategory) for _ in BOTH]
    first, second = raters
    low, high = counts
    for draw in itertools.combinations(unseen, 5 - len(kept)):
        five = (*kept, *draw)
        low[first(*five) >> CATEGORY_SHIFT] += 1
        high[second(*five) >> CATEGORY_SHIFT] += 1
    return {
        rules: {category: row[category] for category in HandCategory}
        for rules, row in zip(BOTH, counts)
    }


def holds_of(hand: list[Card], sizes: range) -> list[frozenset[Card]]:
    return [
        frozenset(keep) for size in sizes for keep in itertools.combinations(hand, size)
    ]


SPECIAL_HANDS = {
    "four to a flush": "2h 7h 9h Kh 4c",
    "open-ended straight draw": "5c 6d 7h 8s Kc",
    "gut-shot": "5c 6d 8h 9s Kc",
    "wheel draw": "Ac 2d 3h 4s 9c",
    "suited wheel draw": "Ac 2c 3c 4c 9d",
    "wheel gut-shot": "Ac 2d 4h 5s Kc",
    "broadway draw": "Tc Jd Qh Ks 2c",
    "royal draw": "Th Jh Qh Kh 2c",
    "flush with royal draw": "Ah Kh Qh Jh 9h",
    "open-ended straight flush draw": "5s 6s 7s 8s Kd",
    "one pair": "Jc Jd 3h 7s 9c",
    "two pair": "Jc Jd 3h 3s 9c",
    "three of a kind": "7c 7d 7h 2s Kc",
    "made straight": "9c Td Jh Qs Kc",
    "made wheel": "Ac 2d 3h 4s 5c",
    "made flush": "2d 5d 8d Jd Kd",
    "full house": "Qc Qd Qh 4s 4c",
    "four of a kind": "8c 8d 8h 8s Ac",
    "straight flush": "5s 6s 7s 8s 9s",
    "royal flush": "Ts Js Qs Ks As",
    "steel wheel": "As 2s 3s 4s 5s",
    "pair in a straight draw": "6c 6d 7h 8s 9c",
}


@pytest.mark.parametrize("name", sorted(SPECIAL_HANDS))
def test_special_hands_keep_two_to_five_match_brute_force(name: str) -> None:
    hand = parse_cards(SPECIAL_HANDS[name])
    for keep in holds_of(hand, range(2, 6)):
        expected = brute_force(hand, keep)
        for rules in BOTH:
            assert draw_odds(hand, keep, rules) == expected[rules], (name, keep, rules)


@pytest.mark.parametrize(
    "text",
    ["2h 7h 9h Kh 4c", "Ac 2c 3c 4c 9d", "Jc Jd 3h 3s 9c"],
)
def test_all_holds_match_brute_force(text: str) -> None:
    """Every hold except keep-nothing (see the 5-card test below), both rule sets."""
    hand = parse_cards(text)
    odds = {rules: all_holds(hand, rules) for rules in BOTH}
    for rules in BOTH:
        assert len(odds[rules]) == 32
    for keep in holds_of(hand, range(1, 6)):
        expected = brute_force(hand, keep)
        for rules in BOTH:
            assert odds[rules][keep] == expected[rules], (text, keep, rules)


def test_random_hands_keep_three_to_five_match_brute_force() -> None:
    rng = random.Random(5)
    for _ in range(12):
        hand = rng.sample(FULL_DECK, 5)
        odds = {rules: all_holds(hand, rules) for rules in BOTH}
        for keep in holds_of(hand, range(3, 6)):
            expected = brute_force(hand, keep)
            for rules in BOTH:
                assert odds[rules][keep] == expected[rules], (hand, keep, rules)


def test_exchange_all_five_matches_brute_force() -> None:
    """The one slow case (1.5 million draws, about 2-3 s): keep nothing, both rule sets."""
    hand = parse_cards("Ac 2d 3h 4s 9c")  # holds wheel cards, so the rule sets differ
    expected = brute_force(hand, [])
    for rules in BOTH:
        assert draw_odds(hand, [], rules) == expected[rules]
        assert all_holds(hand, rules)[frozenset()] == expected[rules]
    assert (
        expected[RuleSet.STANDARD][HandCategory.STRAIGHT]
        > expected[RuleSet.ORIGINAL][HandCategory.STRAIGHT]
    )


def test_counts_sum_to_all_draws_and_cover_every_category() -> None:
    rng = random.Random(11)
    for _ in range(40):
        hand = rng.sample(FULL_DECK, 5)
        for rules in BOTH:
            for keep, counts in all_holds(hand, rules).items():
                assert list(counts) == list(HandCategory)
                assert all(value >= 0 for value in counts.values())
                assert sum(counts.values()) == comb(47, 5 - len(keep)) == draws_total(len(keep))


def test_draw_odds_agrees_with_all_holds_and_ignores_order() -> None:
    rng = random.Random(3)
    for _ in range(20):
        hand = rng.sample(FULL_DECK, 5)
        for rules in BOTH:
            table = all_holds(hand, rules)
            for keep, counts in table.items():
                shuffled = list(keep)
                rng.shuffle(shuffled)
                assert draw_odds(reversed(hand), shuffled, rules) == counts


def test_known_figures() -> None:
    # Four to a flush: 9 of the 47 unseen cards complete it.
    hand = parse_cards("2h 7h 9h Kh 4c")
    assert draw_odds(hand, parse_cards("2h 7h 9h Kh"))[HandCategory.FLUSH] == 9
    # Open-ended: 8 outs; gut-shot: 4; wheel draw only under STANDARD.
    assert draw_odds(parse_cards("5c 6d 7h 8s Kc"), parse_cards("5c 6d 7h 8s"))[
        HandCategory.STRAIGHT
    ] == 8
    assert draw_odds(parse_cards("5c 6d 8h 9s Kc"), parse_cards("5c 6d 8h 9s"))[
        HandCategory.STRAIGHT
    ] == 4
    wheel = parse_cards("Ac 2d 3h 4s 9c")
    keep = parse_cards("Ac 2d 3h 4s")
    assert draw_odds(wheel, keep, RuleSet.ORIGINAL)[HandCategory.STRAIGHT] == 0
    assert draw_odds(wheel, keep, RuleSet.STANDARD)[HandCategory.STRAIGHT] == 4
    # Royal draw: exactly one card (Ah) makes the royal flush.
    royal = draw_odds(parse_cards("Th Jh Qh Kh 2c"), parse_cards("Th Jh Qh Kh"))
    assert royal[HandCategory.ROYAL_FLUSH] == 1
    assert royal[HandCategory.STRAIGHT_FLUSH] == 1  # 9h
    assert royal[HandCategory.FLUSH] == 9 - 2
    assert royal[HandCategory.STRAIGHT] == 8 - 2
    # Standing pat: the hand itself, once.
    made = parse_cards("As 2s 3s 4s 5s")
    assert draw_odds(made, made, RuleSet.ORIGINAL)[HandCategory.FLUSH] == 1
    assert draw_odds(made, made, RuleSet.STANDARD)[HandCategory.STRAIGHT_FLUSH] == 1


def test_at_least_is_cumulative() -> None:
    counts = draw_odds(parse_cards("Jc Jd 3h 7s 9c"), parse_cards("Jc Jd"))
    chances = at_least(counts)
    assert chances[HandCategory.HIGH_CARD] == pytest.approx(1.0)
    assert chances[HandCategory.ONE_PAIR] == pytest.approx(1.0)  # the pair is kept
    assert 0 < chances[HandCategory.TWO_PAIR] < 1
    values = [chances[category] for category in HandCategory]
    assert values == sorted(values, reverse=True)


@pytest.mark.parametrize(
    ("hand", "keep"),
    [
        ("As Ks Qs Js", ""),  # four cards
        ("As Ks Qs Js Ts 9s", ""),  # six cards
        ("As As Qs Js Ts", ""),  # repeated card
        ("As Ks Qs Js Ts", "2c"),  # kept card not in the hand
        ("As Ks Qs Js Ts", "As As"),  # kept twice
    ],
)
def test_bad_input_raises(hand: str, keep: str) -> None:
    with pytest.raises(OddsInputError):
        draw_odds(parse_cards(hand), parse_cards(keep))
    assert issubclass(OddsInputError, ValueError)


def test_bad_hand_raises_for_all_holds() -> None:
    with pytest.raises(OddsInputError):
        all_holds(parse_cards("As Ks Qs Js"))
    with pytest.raises(OddsInputError):
        all_holds(["As", "Ks", "Qs", "Js", "Ts"])  # type: ignore[list-item]
