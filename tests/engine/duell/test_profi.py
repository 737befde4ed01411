"""Profi's read of the opponent: the range its public betting implies, and the odds it gives."""

from __future__ import annotations

import random

from game.engine import parse_cards
from game.engine.decks import DECK_32, DECK_52
from game.engine.duell.players import equity, range_weights
from game.engine.duell.view import DuellView

History = tuple[tuple[int, int, str, int], ...]


def view(hand: str, history: History = (), round_no: int = 1, deck: int = 52,
         mine: int | None = 3, theirs: int | None = 3, bets: tuple[int, int] = (0, 0)) -> DuellView:
    """Seat 1's view after (``round_no`` 1) or before the exchange, the opponent being seat 0."""
    return DuellView(
        seat=1, hand=tuple(parse_cards(hand)), deck=DECK_52 if deck == 52 else DECK_32,
        round_no=round_no, first=0, stacks=(190 - bets[0], 190 - bets[1]), bets=bets,
        pot=10 + sum(bets), my_exchanged=mine, opponent_exchanged=theirs, history=history,
    )


def test_calls_and_own_bets_say_nothing_about_the_opponent() -> None:
    history: History = ((0, 1, "raise", 10), (0, 0, "call", 10), (1, 1, "check", 0))
    assert range_weights(view("As Ad 7c 4h 2s", history)) == ((1.0, 1.0), (1.0, 1.0))


def test_an_opening_bet_makes_weak_hands_unlikely_and_a_raise_more_so() -> None:
    opening: History = ((1, 0, "raise", 10),)
    (before, after) = range_weights(view("As Ad 7c 4h 2s", opening))
    assert before == (1.0, 1.0)
    weak, strong = after
    assert strong == 1.0 and 0 < weak < 0.2
    raised: History = ((1, 1, "raise", 10), (1, 0, "raise", 30))
    assert range_weights(view("As Ad 7c 4h 2s", raised))[1][0] < weak


def test_a_check_when_a_bet_was_possible_makes_strong_hands_unlikely() -> None:
    checked: History = ((0, 0, "check", 0), (0, 1, "check", 0))
    before, after = range_weights(view("As Ad 7c 4h 2s", checked, round_no=0, mine=None, theirs=None))
    assert after == (1.0, 1.0)
    weak, strong = before
    assert weak == 1.0 and 0 < strong < 0.3


def chance(hand: str, history: History, deck: int = 52, theirs: int = 3) -> float:
    return equity(view(hand, history, deck=deck, theirs=theirs), random.Random(3), samples=3000)


def test_a_pair_of_aces_is_worth_less_against_a_bet_after_the_exchange_than_against_a_check() -> None:
    # The opponent drew three (it held a pair) and then bet: it most likely made
    # two pair or better, which beats the aces; after its check it rarely did.
    aces = "As Ad 7c 4h 2s"
    after_bet = chance(aces, ((1, 0, "raise", 10),))
    after_check = chance(aces, ((1, 0, "check", 0),))
    unread = chance(aces, ())
    assert after_bet < 0.45 < unread < after_check
    assert after_check - after_bet > 0.3


def test_the_exchange_count_is_read_in_the_32_card_deck_too() -> None:
    # Exchanging one card means two pair or a draw: kings-up beat a pair of aces less often
    # against it than against an opponent who kept a single high card (exchanged four).
    aces = "As Ad 9c 8h 7s"
    against_one = chance(aces, (), deck=32, theirs=1)
    against_four = chance(aces, (), deck=32, theirs=4)
    assert against_one + 0.2 < against_four


def test_a_full_house_stays_a_favourite_against_any_betting() -> None:
    raised: History = ((0, 0, "raise", 10), (0, 1, "raise", 30), (0, 0, "raise", 60), (1, 0, "raise", 120))
    assert chance("Ks Kd Kc 4h 4s", raised, theirs=1) > 0.85
