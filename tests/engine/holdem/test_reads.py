"""The table's reads of its players (`reads.py`) as the game keeps them and the players see them."""

from __future__ import annotations

import random

import pytest

from game.engine.holdem import (
    Call,
    Check,
    Fold,
    HoldemConfig,
    HoldemGame,
    HoldemPhase,
    HoldemSeat,
    RaiseTo,
    SitDown,
    StandUp,
    TakeStack,
)
from game.engine.holdem.reads import LOOSE, PRIOR, PRIOR_WEIGHT, WINDOW, BettingReads

from .helpers import random_action, table


def test_a_seat_reads_as_its_share_of_bets_and_raises_smoothed_toward_the_prior() -> None:
    reads = BettingReads(3)
    assert reads.aggression() == pytest.approx((PRIOR,) * 3)
    reads.start_hand((0, 1))
    reads.record(0, True)
    reads.record(0, True)
    reads.record(1, False)
    share = reads.aggression()
    assert share[0] == pytest.approx((2 + PRIOR * PRIOR_WEIGHT) / (2 + PRIOR_WEIGHT))
    assert share[1] == pytest.approx(PRIOR * PRIOR_WEIGHT / (1 + PRIOR_WEIGHT))
    assert share[2] == pytest.approx(PRIOR)  # never dealt in: nothing known


def test_only_the_last_hands_count_and_a_new_player_starts_afresh() -> None:
    reads = BettingReads(2)
    for _ in range(WINDOW):
        reads.start_hand((0, 1))
        reads.record(0, True)
        reads.record(1, True)
    for _ in range(WINDOW):
        reads.start_hand((0,))
        reads.record(0, False)
    assert reads.counts(0) == (0, WINDOW)  # the raising hands slid out of the window
    assert reads.counts(1) == (WINDOW, WINDOW)  # seat 1 was not dealt in: its hands stay
    reads.forget(1)
    assert reads.counts(1) == (0, 0) and reads.aggression()[1] == pytest.approx(PRIOR)


def _raise_or_call(game: HoldemGame) -> None:
    seat = game.current
    assert seat is not None
    legal = game.legal_actions(seat)
    assert legal is not None
    if legal.raise_min is not None:
        game.apply(RaiseTo(seat, legal.raise_min))
    elif legal.call is None:
        game.apply(Check(seat))
    else:
        game.apply(Call(seat))


def test_the_game_counts_public_actions_not_blinds_and_shows_the_last_bettor() -> None:
    game = table(3, button=0)  # seat 1 small blind, seat 2 big blind, seat 0 first to act
    game.start_hand()
    view = game.view(0)
    assert view.aggressor is None and view.aggression == pytest.approx((PRIOR,) * 3)  # blinds are no actions
    game.apply(RaiseTo(0, 60))
    assert game.view(1).aggressor == 0
    assert game.view(1).aggression[0] > PRIOR
    game.apply(Fold(1))
    game.apply(Call(2))
    shares = game.view(2).aggression  # the flop: a new round, nobody bet yet
    assert game.view(2).aggressor is None
    assert shares[0] == pytest.approx((1 + PRIOR * PRIOR_WEIGHT) / (1 + PRIOR_WEIGHT))
    assert shares[1] == shares[2] == pytest.approx(PRIOR * PRIOR_WEIGHT / (1 + PRIOR_WEIGHT))


def test_players_who_raise_at_every_turn_read_loose_within_a_few_hands() -> None:
    game = table(3, stacks=(400, 400, 400))
    for hand in range(4):
        for seat, stack in enumerate(game.stacks):
            if stack == 0:
                game.apply(TakeStack(seat))
        game.start_hand()
        while hand < 3 and game.phase is HoldemPhase.BETTING:
            _raise_or_call(game)
    current = game.current
    assert current is not None
    assert min(game.view(current).aggression) > LOOSE  # their raises tell nothing any more


def test_a_seat_taken_by_someone_else_forgets_the_old_player() -> None:
    config = HoldemConfig((HoldemSeat("A"), HoldemSeat("B"), HoldemSeat("C")))
    game = HoldemGame(config, random.Random(2))
    game.start_hand()
    seat = game.current
    assert seat is not None
    game.apply(RaiseTo(seat, 100))
    while game.phase is HoldemPhase.BETTING:
        game.apply(Fold(game.current))  # type: ignore[arg-type]
    game.apply(StandUp(seat))
    game.apply(SitDown(seat, HoldemSeat("D"), post=True))
    game.start_hand()
    current = game.current
    assert current is not None
    shares = game.view(current).aggression
    assert shares[seat] == pytest.approx(PRIOR)
    assert min(shares) < PRIOR  # the others' folds are still remembered


def test_reads_replay_from_a_save_exactly() -> None:
    rng = random.Random(5)
    game = HoldemGame(HoldemConfig.computers(4), random.Random(6))
    for _ in range(12):
        if not game.can_start_hand():
            break
        game.start_hand()
        while game.phase is HoldemPhase.BETTING:
            game.apply(random_action(game, rng))
    game.start_hand()
    copy = HoldemGame.from_state(game.state())
    seat = game.current
    assert seat is not None
    assert copy.view(seat) == game.view(seat)
    assert len(set(game.view(seat).aggression)) > 1
