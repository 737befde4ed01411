import copy
import pickle

import pytest

from game.engine import FULL_DECK, Card, CardParseError, Rank, Suit, format_cards, parse_card, parse_cards


def test_notation_round_trips_for_all_52_cards():
    assert len(FULL_DECK) == 52 and len(set(FULL_DECK)) == 52
    for card in FULL_DECK:
        assert parse_card(str(card)) is card
    assert format_cards(parse_cards("As Kd Th 2c 9h")) == "As Kd Th 2c 9h"


def test_notation_matches_rules():
    assert parse_card("Th") == Card.of(Rank.TEN, Suit.HEARTS)
    assert parse_card("As") is Card.of(14, "s")
    assert parse_card("10h") is parse_card("Th")
    assert parse_cards("2d,3s 4h") == [Card.of(2, "d"), Card.of(3, "s"), Card.of(4, "h")]


@pytest.mark.parametrize("bad", ["Ax", "1s", "", "Asx", "ZZ", "11h", "A"])
def test_bad_tokens_name_the_token(bad):
    with pytest.raises(CardParseError, match="not a card"):
        parse_card(bad)
    with pytest.raises(ValueError) as info:
        parse_cards(f"As {bad}x Kd")
    assert f"{bad}x" in str(info.value)


def test_cards_are_shared_instances_even_after_copy_and_pickle():
    card = parse_card("Qc")
    assert copy.copy(card) is card
    assert copy.deepcopy([card])[0] is card
    assert pickle.loads(pickle.dumps(card)) is card
    assert Card.of(Rank.QUEEN, Suit.CLUBS) is card


def test_red_suits():
    assert Suit.HEARTS.is_red and Suit.DIAMONDS.is_red
    assert not Suit.SPADES.is_red and not Suit.CLUBS.is_red
