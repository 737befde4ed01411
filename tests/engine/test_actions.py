"""Misuse of every action raises a specific error and changes nothing."""

import random

import pytest

from game.engine import (
    ConfigError,
    Game,
    GameConfig,
    IllegalActionError,
    InvalidCardsError,
    Mode,
    NotYourTurnError,
    PhaseError,
    SeatConfig,
    parse_cards,
    play_game,
)
from game.engine.token.serialize import to_dict


def fresh(players=3, seed=1):
    return Game.new(GameConfig.of_players(players), random.Random(seed))


def assert_refused(game, error, action):
    before = to_dict(game)
    events = len(game.events)
    with pytest.raises(error) as info:
        action()
    assert str(info.value)
    assert to_dict(game) == before and len(game.events) == events
    return info.value


def test_exchange_before_the_first_round():
    game = fresh()
    assert not game.can_exchange(1, ())
    assert_refused(game, PhaseError, lambda: game.exchange(1, ()))


def test_exchange_out_of_turn():
    game = fresh()
    game.start_round()
    other = game.turn_order[1]
    assert not game.can_exchange(other, ())
    error = assert_refused(game, NotYourTurnError, lambda: game.exchange(other, ()))
    assert "turn" in str(error)


def test_cards_not_in_the_hand_duplicates_and_non_cards():
    game = fresh()
    game.start_round()
    seat = game.current
    hand = game.hand(seat)
    foreign = next(c for c in game.stock)
    assert_refused(game, InvalidCardsError, lambda: game.exchange(seat, [foreign]))
    assert_refused(game, InvalidCardsError, lambda: game.exchange(seat, [hand[0], hand[0]]))
    assert_refused(game, InvalidCardsError, lambda: game.exchange(seat, ["As"]))
    assert_refused(game, InvalidCardsError, lambda: game.exchange(seat, list(hand) + [hand[1]]))
    assert game.can_exchange(seat, hand) and game.can_exchange(seat, [])


def test_start_round_while_a_round_is_played():
    game = fresh()
    game.start_round()
    assert not game.can_start_round()
    assert_refused(game, PhaseError, game.start_round)


def test_acting_after_game_over():
    game = play_game(GameConfig.of_players(2, tokens=1), random.Random(4))
    assert game.is_over
    assert_refused(game, PhaseError, game.start_round)
    assert_refused(game, PhaseError, lambda: game.exchange(0, ()))
    assert not game.can_start_round()


def test_errors_are_value_errors_with_a_hierarchy():
    for error in (PhaseError, NotYourTurnError, InvalidCardsError):
        assert issubclass(error, IllegalActionError) and issubclass(error, ValueError)


@pytest.mark.parametrize(
    "make",
    [
        lambda: GameConfig.of_players(1),
        lambda: GameConfig.of_players(6),
        lambda: GameConfig.of_players(3, tokens=0),
        lambda: GameConfig.of_players(3, tokens=1000),
        lambda: GameConfig((SeatConfig("A", True), SeatConfig("a", False))),
        lambda: GameConfig((SeatConfig(" ", True), SeatConfig("B", False))),
        lambda: GameConfig((SeatConfig("A", True), SeatConfig("B", False, "genius"))),
        lambda: GameConfig((SeatConfig("A", True), SeatConfig("B", False)), mode="rückwärts"),
        lambda: GameConfig((SeatConfig("A", True), SeatConfig("B", False)), tokens=True),
        lambda: GameConfig((SeatConfig("A" * 21, True), SeatConfig("B", False))),
    ],
)
def test_invalid_setups_are_refused(make):
    with pytest.raises(ConfigError):
        make()


def test_default_setup_matches_the_rules():
    cfg = GameConfig.default()
    assert [s.human for s in cfg.seats] == [True, False, False]
    assert [s.name for s in cfg.seats] == ["Spieler 1", "Computer 1", "Computer 2"]
    assert cfg.mode is Mode.DESCENDING and cfg.tokens == 6


def test_exchange_accepts_cards_in_any_order():
    game = fresh()
    game.start_round()
    seat = game.current
    hand = game.hand(seat)
    event = game.exchange(seat, [hand[3], hand[1]])
    assert event.positions == (1, 3)
    assert parse_cards(" ".join(map(str, event.discarded))) == [hand[1], hand[3]]
