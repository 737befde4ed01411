"""`verify_choice`: the engine says whether a move fits the choice the server sent (what a client asks)."""

from __future__ import annotations

import pytest

from game.engine import InvalidCardsError, NotYourTurnError, PhaseError, parse_cards
from game.engine.betting import BetSizeError
from game.engine.european import (
    Bet,
    BetChoice,
    Exchange,
    ExchangeChoice,
    Fold,
    Show,
    ShowChoice,
    ShowdownCallError,
    verify_choice,
)

HAND = tuple(parse_cards("Ah Kd 7c 7s 2h"))


def test_the_moves_a_choice_allows_pass() -> None:
    betting = BetChoice(0, 2, 10, showdown=True)
    for move in (Fold(0), Bet(0, 2), Bet(0, 10), Bet(0, 5, showdown=True)):
        verify_choice(betting, HAND, move)
    verify_choice(ExchangeChoice(0, 3), HAND, Exchange(0, HAND[:3]))
    verify_choice(ExchangeChoice(0, 3), HAND, Exchange(0, ()))
    verify_choice(ShowChoice(0), HAND, Show(0))


@pytest.mark.parametrize(
    "legal, move, error",
    [
        (None, Fold(0), NotYourTurnError),
        (ShowChoice(0), Bet(0, 2), PhaseError),
        (BetChoice(0, 2, 10, showdown=False), Bet(0, 11), BetSizeError),
        (BetChoice(0, 2, 10, showdown=False), Bet(0, 1), BetSizeError),
        (BetChoice(0, 2, 10, showdown=False), Bet(0, 4, showdown=True), ShowdownCallError),
        (BetChoice(0, 2, 10, showdown=True), Exchange(0, HAND[:1]), PhaseError),
        (ExchangeChoice(0, 3), Exchange(0, HAND[:4]), InvalidCardsError),
        (ExchangeChoice(0, 3), Exchange(0, (HAND[0], HAND[0])), InvalidCardsError),
        (ExchangeChoice(0, 3), Exchange(0, tuple(parse_cards("Qc"))), InvalidCardsError),
        (BetChoice(0, 2, 10, showdown=True), Show(0), PhaseError),
    ],
)
def test_a_move_outside_the_choice_gets_the_engines_refusal(legal, move, error) -> None:
    with pytest.raises(error):
        verify_choice(legal, HAND, move)
