"""The computer levels of the network table: legal choices with a reason, from their own view only."""

from __future__ import annotations

import random

import pytest

from game.engine.cards import parse_cards
from game.engine.european import (
    REASON_KEYS,
    Bet,
    BetChoice,
    EuropeanConfig,
    EuropeanGame,
    EuropeanPhase,
    EuropeanView,
    Exchange,
    ExchangeChoice,
    Fold,
    Join,
    Show,
    ShowChoice,
    Start,
    StartChoice,
    discards_for,
    equity,
    play_game,
    player_for,
)
from game.engine.european.players import EuropeanPlayer
from game.engine.levels import Level
from game.text.reasons import reason_text

from .helpers import cards


class Watched:
    """A computer player whose every view is checked: only its own cards and cards shown."""

    def __init__(self, inner: EuropeanPlayer, table: EuropeanGame) -> None:
        self.inner = inner
        self.table = table
        self.last_reason = inner.last_reason
        self.decisions = 0

    def decide(self, view: EuropeanView, legal):
        assert len(view.hand) in (0, 5) and not set(view.hand) & set(view.discarded)
        if view.phase in (EuropeanPhase.BETTING, EuropeanPhase.EXCHANGE):
            assert view.shown == (None,) * len(view.shown)  # before the showdown no hand is shown
        assert view.seat is not None and view.hand == self.table.hand(view.seat)
        action = self.inner.decide(view, legal)
        self.last_reason = self.inner.last_reason
        assert self.last_reason.key in REASON_KEYS
        assert reason_text(self.last_reason, "de") and reason_text(self.last_reason, "en")
        if isinstance(action, Exchange):
            assert set(action.cards) <= set(view.hand) and len(action.cards) <= 3
        self.decisions += 1
        return action


@pytest.mark.parametrize("level", list(Level))
@pytest.mark.parametrize("seats", [2, 3, 5])
def test_every_level_plays_whole_tables_legally_with_reasons(level, seats):
    rng = random.Random(seats * 10 + len(level))
    game = EuropeanGame(EuropeanConfig(seats=seats), rng)
    players = [Watched(player_for(level, rng), game) for _ in range(seats)]
    for seat in range(seats):
        game.apply(Join(seat, f"C{seat}", 1000))
    for number in range(1, (6 if level is Level.PROFI else 25) + 1):
        over, actions, _ = play_game(game, players)
        assert over.game_no == number and actions >= 1
    assert game.chips == game.chips_issued
    assert all(player.decisions > 0 for player in players)


def _view(
    hand: str, phase=EuropeanPhase.BETTING, round_no=1, opponents=(1,), pot=20, minimum=1, exchanged=None
):
    seats = 5
    in_game = tuple(sorted((0, *opponents)))
    return EuropeanView(
        seat=0, phase=phase, game_no=1, round_no=round_no, master=0, current=0,
        names=("A", "B", "C", "D", "E"), stacks=(500,) * seats, in_game=in_game,
        hand=cards(hand), discarded=(), pot=pot, minimum=minimum, max_bet=200, ante=10,
        put_in=(10,) * seats, exchanged=(exchanged,) * seats, shown=(None,) * seats, caller=None,
        history=(),
    )


@pytest.mark.parametrize("level", list(Level))
def test_routine_choices_are_the_same_at_every_level(level):
    player = player_for(level, random.Random(1))
    view = _view("Ac Ad Kh Qs 9d")
    assert player.decide(view, StartChoice(0)) == Start(0)
    assert player.last_reason.key == "start"
    assert player.decide(view, ShowChoice(0)) == Show(0)
    alone = _view("5c 6d 8h Ts Qd", opponents=())
    assert player.decide(alone, BetChoice(0, 7, 200, True)) == Bet(0, 7)
    assert player.last_reason.key == "alone"


def test_usual_discards_keep_made_hands_and_draws_and_never_more_than_three():
    assert discards_for(cards("Ac Ad Kh Qs 9d")) == cards("Kh Qs 9d")
    assert discards_for(cards("Ac Ad Kh Kd 9d")) == cards("9d")
    assert discards_for(cards("Ac Kc Qc 9c 6d")) == cards("6d")  # four to a flush
    assert discards_for(cards("5c 6d 7h 8s 9d")) == ()
    high = discards_for(cards("Ac Kd 9h 7s 5d"))
    assert high == cards("9h 7s 5d")  # the two highest are kept
    assert discards_for(cards("Ac Kd 9h 7s 5d"), draws=False) == cards("9h 7s 5d")


def test_the_levels_fold_weak_hands_against_big_bets_and_bet_strong_ones():
    weak = _view("5c 7d 9h Js Kd", round_no=3, minimum=150, pot=60)
    legal = BetChoice(0, 150, 200, True)
    for level in (Level.NORMAL, Level.PROFI):
        assert player_for(level, random.Random(3)).decide(weak, legal) == Fold(0)
    strong = _view("Ac Ad As Kh Kd", round_no=3, minimum=5, pot=100)
    for level in (Level.NORMAL, Level.PROFI):
        player = player_for(level, random.Random(3))
        action = player.decide(strong, BetChoice(0, 5, 200, True))
        assert isinstance(action, Bet) and action.amount > 5
    anfaenger = player_for(Level.ANFAENGER, random.Random(3))
    assert anfaenger.decide(strong, BetChoice(0, 5, 200, False)) == Bet(0, 5)  # the minimum


def test_the_levels_call_for_the_showdown_when_they_are_ahead():
    view = _view("Ac Ad As 9h 5d", round_no=3)
    for level in (Level.NORMAL, Level.PROFI):
        action = player_for(level, random.Random(5)).decide(view, BetChoice(0, 1, 200, True))
        assert isinstance(action, Bet)
        assert action.showdown or level is Level.PROFI  # Profi may let a very strong hand grow


def test_equity_knows_only_its_own_cards_and_rates_strong_hands_high():
    rng = random.Random(4)
    assert equity(_view("Ac Ad As Ah Kd", round_no=3), rng, 200) > 0.95
    assert equity(_view("5c 6d 8h Ts Qd", round_no=3, opponents=(1, 2, 3), exchanged=0), rng, 200) < 0.05
    assert equity(_view("5c 6d 8h Ts Qd", opponents=()), rng) == 1.0


def test_exchange_choice_is_answered_with_the_usual_discards():
    view = _view("Ac Ad Kh Qs 9d", phase=EuropeanPhase.EXCHANGE, round_no=2)
    for level in Level:
        action = player_for(level, random.Random(0)).decide(view, ExchangeChoice(0, 3))
        assert action == Exchange(0, tuple(parse_cards("Kh Qs 9d")))
