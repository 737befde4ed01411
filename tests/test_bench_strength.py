"""bench/strength.py: the pairing it relies on holds, and its intervals are right.

The benchmark compares a level with Normal on the same deals. That is only
fair if the shuffles do not depend on what the seats exchange, which the
first test checks on the real engine; the others check the interval maths
on tallies whose answer is known.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

from game.engine import Game, GameConfig, Mode, RuleSet, SeatConfig, TokenPhase

_PATH = Path(__file__).resolve().parent.parent / "bench" / "strength.py"
_SPEC = importlib.util.spec_from_file_location("bench_strength", _PATH)
assert _SPEC is not None and _SPEC.loader is not None
strength = importlib.util.module_from_spec(_SPEC)
sys.modules["bench_strength"] = strength
_SPEC.loader.exec_module(strength)


def _second_round_hands(exchange_all: bool) -> tuple[tuple[str, ...], ...]:
    seats = tuple(SeatConfig(f"C{i}", False) for i in range(3))
    game = Game.new(GameConfig(seats=seats, tokens=5), random.Random("pairing"))
    game.start_round()
    while game.phase is TokenPhase.EXCHANGE:
        seat = game.current
        assert seat is not None
        game.exchange(seat, game.hand(seat) if exchange_all else ())
    game.start_round()
    return tuple(tuple(str(card) for card in game.hand(seat)) for seat in range(3))


def test_the_next_deal_does_not_depend_on_the_exchanges() -> None:
    assert _second_round_hands(exchange_all=True) == _second_round_hands(exchange_all=False)


def test_paired_games_with_equal_levels_give_equal_results() -> None:
    tally = strength.run_batch("normal", 3, Mode.DESCENDING, RuleSet.ORIGINAL, range(6), seed=3)
    assert tally.games == 6
    assert tally.wins == tally.baseline_wins
    assert tally.edge_sq == 0
    assert strength.edge_interval(tally) == (0.0, 0.0)
    # aufsteigend the loser is counted for both games of a pair
    rising = strength.run_batch("normal", 3, Mode.ASCENDING, RuleSet.ORIGINAL, range(6), seed=3)
    assert rising.losses == rising.baseline_losses and 0 < rising.losses < 6


def test_the_edge_interval_of_a_known_tally() -> None:
    # 100 games: the level won 30 where Normal lost, Normal won 10 where the
    # level lost, the rest equal: differences +1 x30, -1 x10, 0 x60.
    tally = strength.Tally(games=100, wins=50, baseline_wins=30, edge_sq=40)
    edge, half = strength.edge_interval(tally)
    assert edge == pytest.approx(20.0)
    variance = (30 * 0.8**2 + 10 * 1.2**2 + 60 * 0.2**2) / 99
    assert half == pytest.approx(100 * 1.96 * (variance / 100) ** 0.5)


def test_the_mean_edge_of_independent_configurations() -> None:
    mean, half = strength.mean_edge([(1.0, 0.3), (3.0, 0.4)])
    assert mean == pytest.approx(2.0)
    assert half == pytest.approx(0.25)


def test_batches_cover_every_game_once() -> None:
    parts = strength.batches(103, jobs=2)
    assert [game for part in parts for game in part] == list(range(103))
