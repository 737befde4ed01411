"""Duell rules with rigged deals (variants.md, "Duell")."""

from __future__ import annotations

import pytest

from game.engine.actions import Exchange, ExchangeChoice
from game.engine.betting import AntePosted, Call, Check, Fold, LegalActions, PotAwarded, RaiseTo
from game.engine.cards import parse_cards
from game.engine.duell import (
    DealStarted,
    DuellConfig,
    DuellPhase,
    ExchangeMade,
    MatchOver,
    ShowdownShown,
)
from game.engine.errors import (
    ConfigError,
    IllegalActionError,
    InvalidCardsError,
    NotYourTurnError,
    PhaseError,
)
from game.engine.hands import HandCategory
from game.engine.levels import Level

from .helpers import check_chips, rigged

ACES = "Ad As 7h 8c 9d"
KINGS = "Kd Ks 7s 8h Tc"


def cards(text: str) -> tuple:
    return tuple(parse_cards(text))


def check_check(game, first: int) -> None:
    game.apply(Check(first))
    game.apply(Check(1 - first))


def keep_all(game) -> None:
    first = game.first
    game.apply(Exchange(first, ()))
    game.apply(Exchange(1 - first, ()))


@pytest.mark.parametrize(
    "kwargs",
    [dict(name=""), dict(deck=40), dict(stack=49), dict(stack=5001), dict(level="meister"), dict(stack=2.5)],
)
def test_config_refuses_bad_set_ups(kwargs):
    with pytest.raises(ConfigError):
        DuellConfig(**kwargs)


def test_config_defaults():
    config = DuellConfig("Anna")
    assert (config.level, config.deck, config.stack) == (Level.NORMAL, 32, 200)


def test_antes_are_taken_and_the_first_speaker_has_setzen_warten_passen():
    game = rigged([(ACES, KINGS, "")])
    antes = [e for e in game.events if isinstance(e, AntePosted)]
    assert [(e.seat, e.amount) for e in antes] == [(0, 5), (1, 5)]
    assert game.stacks == (195, 195) and game.pot == 10
    assert game.phase is DuellPhase.BET_BEFORE and game.current == 0
    legal = game.legal_actions(0)
    assert legal == LegalActions(0, None, 5, 195, True)
    assert game.legal_actions(1) is None
    check_chips(game)


def test_raise_at_least_the_previous_bet_and_tauschen_is_a_call():
    game = rigged([(ACES, KINGS, "")])
    game.apply(RaiseTo(0, 20))
    legal = game.legal_actions(1)
    assert isinstance(legal, LegalActions)
    assert legal.call == 20 and legal.raise_min == 40 and legal.raise_max == 195
    with pytest.raises(IllegalActionError):
        game.apply(RaiseTo(1, 39))
    game.apply(Call(1))  # TAUSCHEN: the round ends, the exchange begins
    assert game.phase is DuellPhase.EXCHANGE and game.current == 0
    assert game.legal_actions(0) == ExchangeChoice(0, 4)
    assert game.pot == 50
    check_chips(game)


def test_warten_then_eroeffnen_then_raises_go_on_until_a_call():
    game = rigged([(ACES, KINGS, "")])
    game.apply(Check(0))
    game.apply(RaiseTo(1, 10))  # ERÖFFNEN
    game.apply(RaiseTo(0, 30))
    game.apply(RaiseTo(1, 60))
    assert game.phase is DuellPhase.BET_BEFORE and game.current == 0
    game.apply(Call(0))
    assert game.phase is DuellPhase.EXCHANGE and game.pot == 130


def test_the_exchange_goes_first_speaker_first_with_at_most_four_cards():
    game = rigged([(ACES, KINGS, "Ah Ac Kh Kc 9s Th")])
    check_check(game, 0)
    with pytest.raises(NotYourTurnError):
        game.apply(Exchange(1, ()))
    with pytest.raises(InvalidCardsError):
        game.apply(Exchange(0, cards("7h 8c 9d As Ad")))
    with pytest.raises(InvalidCardsError):
        game.apply(Exchange(0, cards("Kd")))
    with pytest.raises(InvalidCardsError):
        game.apply(Exchange(0, cards("7h 7h")))
    events = game.apply(Exchange(0, cards("7h 8c 9d")))
    assert events == (ExchangeMade(0, 3, cards("7h 8c 9d"), cards("Ah Ac Kh")),)
    assert sorted(map(str, game.hand(0))) == sorted(["Ad", "As", "Ah", "Ac", "Kh"])
    game.apply(Exchange(1, cards("7s")))
    assert game.hand(1)[2] == cards("Kc")[0]
    assert game.phase is DuellPhase.BET_AFTER and game.current == 0
    assert game.view(1).opponent_exchanged == 3


def test_showdown_pair_beats_pair_and_the_pot_goes_to_the_winner():
    game = rigged([(ACES, KINGS, "")])
    check_check(game, 0)
    keep_all(game)
    game.apply(RaiseTo(0, 50))
    events = game.apply(Call(1))  # PRÜFEN after a bet: call and show
    shown = next(e for e in events if isinstance(e, ShowdownShown))
    assert shown.winner == 0 and shown.reason == "combination"
    assert shown.categories == (HandCategory.ONE_PAIR, HandCategory.ONE_PAIR)
    assert {str(c) for c in shown.deciding} == {"Ad", "As"}
    award = next(e for e in events if isinstance(e, PotAwarded))
    assert award.shares == ((0, 110),)
    assert game.stacks == (255, 145) and game.pot == 0
    assert game.phase is DuellPhase.DEAL_OVER
    check_chips(game)


def test_equal_pairs_are_decided_by_the_kickers_from_the_top():
    game = rigged([("Ad As Kh 9c 7d", "Ah Ac Kd 8s 7h", "")])
    check_check(game, 0)
    keep_all(game)
    check_check(game, 0)
    shown = game.showdown
    assert shown is not None and shown.winner == 0 and shown.reason == "kicker"
    assert [str(c) for c in shown.deciding] == ["Kh", "9c"]


def test_a_tie_carries_the_pot_into_the_next_deal_and_the_first_speaker_alternates():
    game = rigged([("Ad Ks Qh 9c 8d", "Ah Kc Qd 9s 8h", ""), (ACES, KINGS, "")])
    check_check(game, 0)
    keep_all(game)
    game.apply(RaiseTo(0, 20))
    game.apply(Call(1))
    assert game.showdown is not None and game.showdown.winner is None and game.showdown.reason == "tie"
    assert game.stacks == (175, 175) and game.pot == 50
    check_chips(game)
    events = game.next_deal()
    started = events[0]
    assert isinstance(started, DealStarted) and started.carried == 50 and started.first == 1
    assert game.current == 1 and game.pot == 60
    game.apply(Check(1))
    game.apply(Check(0))
    keep_all(game)
    check_check(game, 1)
    assert game.stacks == (170 + 60, 170)
    check_chips(game)


def test_passen_gives_the_pot_to_the_other_even_without_a_bet():
    game = rigged([(ACES, KINGS, "")])
    game.apply(RaiseTo(0, 30))
    game.apply(Fold(1))
    assert game.phase is DuellPhase.DEAL_OVER and game.stacks == (205, 195)
    assert game.showdown is None
    check_chips(game)


def test_nobody_bets_more_than_the_other_can_call_and_a_short_call_is_all_in():
    config = DuellConfig("Anna", stack=50)
    game = rigged([(KINGS, ACES, ""), ("Ad Kd 8s 9h Jc", "Ah Kh 8h 9c Js", ""), (ACES, KINGS, "")], config)
    game.apply(RaiseTo(0, 45))
    game.apply(Call(1))
    keep_all(game)  # seat 0 is all in: no second round, straight to the showdown
    assert game.stacks == (0, 100)
    assert game.phase is DuellPhase.MATCH_OVER
    over = game.events[-1]
    assert over == MatchOver(1, 0, (0, 100))
    with pytest.raises(PhaseError):
        game.next_deal()


def test_bets_are_capped_by_what_the_opponent_can_call():
    config = DuellConfig("Anna", stack=50)
    game = rigged([(ACES, KINGS, ""), ("8d 8s Jd Qd Ts", "7d 7s Jh Qc 9s", "")], config)
    check_check(game, 0)
    keep_all(game)
    game.apply(RaiseTo(0, 20))
    game.apply(Call(1))
    assert game.stacks == (75, 25)
    game.next_deal()
    game.apply(Check(1))
    legal = game.legal_actions(0)
    assert isinstance(legal, LegalActions) and legal.raise_max == 20  # seat 1 has 20 left
    with pytest.raises(IllegalActionError):
        game.apply(RaiseTo(0, 21))
    game.apply(RaiseTo(0, 20))
    legal = game.legal_actions(1)
    assert isinstance(legal, LegalActions) and legal.call == 20 and legal.raise_min is None
    game.apply(Call(1))
    keep_all(game)  # nobody can bet any more: straight to the showdown
    assert game.phase is DuellPhase.MATCH_OVER and game.winner == 0 and game.stacks == (100, 0)
    check_chips(game)


def test_refused_actions_change_nothing():
    game = rigged([(ACES, KINGS, "")])
    before = game.state()
    count = len(game.events)
    for action in (Check(1), Call(0), RaiseTo(0, 4), RaiseTo(0, 196), Exchange(0, ())):
        with pytest.raises(IllegalActionError):
            game.apply(action)
        assert not game.can(action)
    assert game.state() == before and len(game.events) == count


TIE = ("Ad Ks Qh 9c 8d", "Ah Kc Qd 9s 8h")


def test_a_tie_all_in_with_equal_stacks_splits_the_pot_and_the_match_goes_on():
    config = DuellConfig("Anna", stack=50)
    game = rigged([(*TIE, ""), (ACES, KINGS, "")], config)
    game.apply(RaiseTo(0, 45))  # all in
    game.apply(Call(1))  # all in
    keep_all(game)
    assert game.showdown is not None and game.showdown.winner is None
    # Nobody could pay the next ante: the pot of 100 is split, nothing stays in the middle.
    assert game.stacks == (50, 50) and game.pot == 0
    assert [e.shares for e in game.events if isinstance(e, PotAwarded)] == [((1, 50), (0, 50))]
    assert game.phase is DuellPhase.DEAL_OVER and game.winner is None
    check_chips(game)
    started = game.next_deal()[0]
    assert isinstance(started, DealStarted) and started.carried == 0 and started.stacks == (50, 50)


def test_a_tie_that_leaves_one_player_short_of_the_ante_splits_the_carried_pot():
    config = DuellConfig("Anna", stack=50)
    game = rigged([(*TIE, ""), (*TIE, ""), (ACES, KINGS, "")], config)
    check_check(game, 0)
    keep_all(game)
    check_check(game, 0)  # a tie: the 10 of the antes is carried
    assert game.stacks == (45, 45) and game.pot == 10
    game.next_deal()  # seat 1 speaks first
    game.apply(RaiseTo(1, 30))
    game.apply(RaiseTo(0, 40))  # all in
    game.apply(Call(1))  # all in
    keep_all(game)
    assert game.showdown is not None and game.showdown.winner is None
    # Pot 100 (90 of this deal and the 10 carried) split evenly: both can pay again.
    assert game.stacks == (50, 50) and game.pot == 0 and game.phase is DuellPhase.DEAL_OVER
    check_chips(game)
