"""Game flow: deal and exchange mechanics, both modes, the all-equal rule, places, dealer."""

import random

import pytest

from game.engine import (
    Game,
    GameConfig,
    GameOver,
    Mode,
    RuleSet,
    SeatConfig,
    SeatLeft,
    TokenPhase,
    TokensChanged,
    parse_cards,
    play_game,
)
from tests.engine.rigging import RiggedRandom, deck_dealing

# Hands of known strength (Original rules), strongest first.
ROYAL = "As Ks Qs Js Ts"
QUADS = "9c 9d 9h 9s 2d"
TRIPS = "7c 7d 7h 3c 4d"
PAIR = "Jc Jd 2h 5c 6d"
HIGH_K = "Kc Qd 8h 4c 3h"
HIGH_K2 = "Kd Qh 8c 4d 3s"  # equal to HIGH_K under both rule sets
HIGH_Q = "Qc Td 8d 6c 2s"


def config(players, mode=Mode.DESCENDING, tokens=6, rules=RuleSet.ORIGINAL):
    return GameConfig.of_players(players, mode=mode, tokens=tokens, rules=rules)


def keep_all(game):
    while game.phase is TokenPhase.EXCHANGE:
        game.exchange(game.current, ())


def rigged_round(game, rng, hands_by_seat):
    """Deal ``hands_by_seat`` (seat -> hand text) in the next round and keep all cards."""
    order = turn_order_after_start(game)
    rng.add(deck_dealing([hands_by_seat[s] for s in order]))
    game.start_round()
    assert game.turn_order == order
    keep_all(game)
    return game.last_result


def turn_order_after_start(game):
    n = len(game.config.seats)
    active = [s.active for s in game.seats]
    dealer = game.dealer
    if game.round_no > 0 or not active[dealer]:
        dealer = next((dealer + k) % n for k in range(1, n + 1) if active[(dealer + k) % n])
    return tuple((dealer + k) % n for k in range(1, n + 1) if active[(dealer + k) % n])


# ---------------------------------------------------------------- mechanics


def test_deal_order_exchange_to_bottom_and_draw_from_top():
    rng = RiggedRandom()
    game = Game.new(config(3), rng)
    assert game.phase is TokenPhase.READY and game.current is None
    rng.add(deck_dealing([PAIR, HIGH_K, TRIPS], stock_top="2s 3s 4s 5s 6s"))
    game.start_round()
    # Dealer is seat 0, so seat 1 is dealt first and exchanges first.
    assert game.dealer == 0 and game.turn_order == (1, 2, 0)
    assert game.hand(1) == tuple(parse_cards(PAIR))
    assert game.hand(0) == tuple(parse_cards(TRIPS))
    assert game.stock_size == 52 - 15
    bottom_before = game.stock[-1]
    discard = parse_cards("2h 6d")
    event = game.exchange(1, [discard[1], discard[0]])
    assert event.positions == (2, 4)
    assert event.discarded == tuple(discard) and event.drawn == tuple(parse_cards("2s 3s"))
    assert game.hand(1) == tuple(parse_cards("Jc Jd 2s 5c 3s"))
    assert game.stock[-2:] == tuple(discard) and game.stock[-3] == bottom_before
    assert game.stock[:3] == tuple(parse_cards("4s 5s 6s"))
    assert game.stock_size == 52 - 15
    assert [s.exchanged for s in game.seats] == [None, 2, None]
    assert game.view(2).exchanged == (None, 2, None)  # public counts
    game.exchange(2, ())
    assert game.seat(2).exchanged == 0 and game.current == 0


def test_showdown_follows_the_last_exchange_and_the_dealer_moves_on():
    rng = RiggedRandom()
    game = Game.new(config(3), rng)
    result = rigged_round(game, rng, {0: TRIPS, 1: PAIR, 2: HIGH_Q})
    assert game.phase is TokenPhase.ROUND_OVER
    assert result.best == (0,) and result.worst == (2,) and result.deltas == {2: -1}
    assert [s.tokens for s in game.seats] == [6, 6, 5]
    assert game.dealer == 0
    rigged_round(game, rng, {0: TRIPS, 1: PAIR, 2: HIGH_Q})
    assert game.dealer == 1 and game.history[-1].order == (2, 0, 1)


def test_every_seat_is_dealt_distinct_cards_from_one_deck():
    game = Game.new(config(5), random.Random(3))
    game.start_round()
    cards = [c for s in game.seats for c in s.hand] + list(game.stock)
    assert len(cards) == 52 and len(set(cards)) == 52


# ---------------------------------------------------------------- absteigend


def test_descending_lowest_loses_and_last_holder_wins():
    rng = RiggedRandom()
    game = Game.new(config(3, tokens=1), rng)
    result = rigged_round(game, rng, {0: PAIR, 1: HIGH_Q, 2: TRIPS})
    assert result.left == (1,) and game.seat(1).place == 3 and not game.seat(1).active
    assert [e for e in game.events if isinstance(e, SeatLeft)] == [SeatLeft(1, False, 3)]
    # Seat 1 is out: it is skipped for the deal and for the button.
    result = rigged_round(game, rng, {0: HIGH_Q, 2: TRIPS})
    assert game.history[-1].dealer == 2 and game.history[-1].order == (0, 2)
    assert game.is_over and game.phase is TokenPhase.GAME_OVER
    assert game.winner == 2 and game.loser is None
    assert game.placements == ((1, 2), (2, 0), (3, 1))
    over = game.events[-1]
    assert isinstance(over, GameOver) and over.winner == 2 and over.rounds == 2


def test_descending_tied_lowest_all_lose_and_share_a_place():
    rng = RiggedRandom()
    game = Game.new(config(4, tokens=1), rng)
    result = rigged_round(game, rng, {0: ROYAL, 1: HIGH_K, 2: PAIR, 3: HIGH_K2})
    assert result.worst == (1, 3) and result.deltas == {1: -1, 3: -1}
    assert game.seat(1).place == game.seat(3).place == 3
    assert game.phase is TokenPhase.ROUND_OVER
    rigged_round(game, rng, {0: HIGH_Q, 2: PAIR})
    assert game.placements == ((1, 2), (2, 0), (3, 1), (3, 3))


def test_all_equal_changes_no_token_two_last_players_cannot_both_lose():
    rng = RiggedRandom()
    game = Game.new(config(2, tokens=1), rng)
    result = rigged_round(game, rng, {0: HIGH_K, 1: HIGH_K2})
    assert result.all_equal and result.deltas == {} and result.left == ()
    assert [s.tokens for s in game.seats] == [1, 1]
    assert not any(isinstance(e, TokensChanged) for e in game.events)
    assert game.phase is TokenPhase.ROUND_OVER
    rigged_round(game, rng, {0: HIGH_K, 1: PAIR})
    assert game.winner == 1 and game.placements == ((1, 1), (2, 0))


def test_original_tie_rule_decides_the_round():
    # Original: the pair of jacks ties with a pair of jacks whatever the kickers.
    rng = RiggedRandom()
    game = Game.new(config(3), rng)
    result = rigged_round(game, rng, {0: "Jc Jd Ah Kc Qd", 1: "Js Jh 2c 3s 4d", 2: HIGH_Q})
    assert result.best == (0, 1) and result.worst == (2,)
    rng2 = RiggedRandom()
    game2 = Game.new(config(3, rules=RuleSet.STANDARD), rng2)
    result2 = rigged_round(game2, rng2, {0: "Jc Jd Ah Kc Qd", 1: "Js Jh 2c 3s 4d", 2: HIGH_Q})
    assert result2.best == (0,)


# ---------------------------------------------------------------- aufsteigend


def test_ascending_highest_gains_reaching_t_is_safe_last_one_loses():
    rng = RiggedRandom()
    game = Game.new(config(3, mode=Mode.ASCENDING, tokens=2), rng)
    assert [s.tokens for s in game.seats] == [0, 0, 0]
    rigged_round(game, rng, {0: TRIPS, 1: PAIR, 2: HIGH_Q})
    assert [s.tokens for s in game.seats] == [1, 0, 0]
    result = rigged_round(game, rng, {0: TRIPS, 1: PAIR, 2: HIGH_Q})
    assert result.left == (0,) and game.seat(0).place == 1
    assert [e for e in game.events if isinstance(e, SeatLeft)] == [SeatLeft(0, True, 1)]
    rigged_round(game, rng, {1: PAIR, 2: HIGH_Q})
    rigged_round(game, rng, {1: PAIR, 2: HIGH_Q})
    assert game.is_over and game.loser == 2 and game.winner is None
    assert game.placements == ((1, 0), (2, 1), (3, 2))


def test_ascending_t1_tied_best_finish_together():
    rng = RiggedRandom()
    game = Game.new(config(4, mode=Mode.ASCENDING, tokens=1), rng)
    result = rigged_round(game, rng, {0: HIGH_Q, 1: HIGH_K, 2: PAIR, 3: "Js Jh 3d 4s 9d"})
    assert result.best == (2, 3) and result.left == (2, 3)
    assert game.seat(2).place == game.seat(3).place == 1
    rigged_round(game, rng, {0: HIGH_Q, 1: HIGH_K})
    assert game.loser == 0 and game.placements == ((1, 2), (1, 3), (3, 1), (4, 0))


def test_two_player_ascending_all_equal_then_decided():
    rng = RiggedRandom()
    game = Game.new(config(2, mode=Mode.ASCENDING, tokens=1), rng)
    assert rigged_round(game, rng, {0: ROYAL, 1: "Ah Kh Qh Jh Th"}).all_equal
    rigged_round(game, rng, {0: HIGH_Q, 1: PAIR})
    assert game.loser == 0 and game.placements == ((1, 1), (2, 0))


@pytest.mark.parametrize("mode", list(Mode))
@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("tokens", [1, 3])
def test_random_games_end_with_exactly_one_winner_or_loser(mode, players, tokens):
    for seed in range(15):
        game = play_game(config(players, mode=mode, tokens=tokens), random.Random(seed))
        places = dict((seat, place) for place, seat in game.placements)
        assert sorted(places) == list(range(players))
        if mode is Mode.DESCENDING:
            assert list(places.values()).count(1) == 1 and places[game.winner] == 1
        else:
            assert places[game.loser] == max(places.values())
            assert list(places.values()).count(max(places.values())) == 1
        for record in game.history:
            assert not (record.result.all_equal and record.result.deltas)


def test_dealer_button_skips_seats_that_left():
    rng = RiggedRandom()
    game = Game.new(config(4, tokens=1), rng)
    rigged_round(game, rng, {0: ROYAL, 1: HIGH_Q, 2: PAIR, 3: TRIPS})  # seat 1 out, dealer 0
    rigged_round(game, rng, {0: ROYAL, 2: PAIR, 3: TRIPS})  # button skips seat 1 -> seat 2
    assert game.history[-1].dealer == 2 and game.history[-1].order == (3, 0, 2)


def test_names_and_levels_are_kept():
    cfg = GameConfig((SeatConfig("Anna", True), SeatConfig("Bär", False, "normal")))
    game = Game.new(cfg, random.Random(1))
    assert [s.name for s in game.seats] == ["Anna", "Bär"]
    assert game.seat(0).human and not game.seat(1).human
