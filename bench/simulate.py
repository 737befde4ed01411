"""Simulated rounds per second with five Normal computer players.

Run: ``python bench/simulate.py [--rounds N] [--repeats R]``. Games of five
seats with T = 999 (so all five stay in) play N rounds through the real engine
actions - shuffle, deal, five strategy decisions and exchanges, showdown,
tokens, history - a fresh game every 100 rounds (a long real game; the
history of one endless game would only measure the garbage collector);
R repeats, the median is reported. A second figure plays whole default games
(T = 6), where seats drop out as it goes.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine import Game, GameConfig, Mode, TokenPhase, play_computer_turn, play_game  # noqa: E402
from game.engine.token.simulate import strategies_for  # noqa: E402
from game.legal import WARNING_TEXT  # noqa: E402

GAME_LENGTH = 100


def five_player_rounds(rounds: int, seed: int) -> float:
    """Seconds for ``rounds`` rounds with all five seats in."""
    config = GameConfig.of_players(5, tokens=999, mode=Mode.ASCENDING)
    rng = random.Random(seed)
    strategies = strategies_for(config, rng)
    start = time.perf_counter()
    for first in range(0, rounds, GAME_LENGTH):
        game = Game.new(config, rng)
        for _ in range(min(GAME_LENGTH, rounds - first)):
            game.start_round()
            while game.phase is TokenPhase.EXCHANGE:
                play_computer_turn(game, strategies)
        assert len(game.active_seats) == 5, "a seat left: raise T"
    return time.perf_counter() - start


def whole_games(games: int, seed: int) -> tuple[float, int]:
    """Seconds and rounds for ``games`` default five-player games."""
    config = GameConfig.of_players(5)
    rng = random.Random(seed)
    start = time.perf_counter()
    rounds = sum(play_game(config, rng).round_no for _ in range(games))
    return time.perf_counter() - start, rounds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    print(WARNING_TEXT)
    # Aufsteigend with T = 999: at most `rounds` tokens are handed out, so nobody leaves.
    five_player_rounds(100, 0)  # warm-up: builds the rating table
    times = [five_player_rounds(args.rounds, seed) for seed in range(args.repeats)]
    per_second = args.rounds / statistics.median(times)
    game_runs = [whole_games(40, 100 + seed) for seed in range(args.repeats)]
    game_rate = statistics.median(rounds / seconds for seconds, rounds in game_runs)
    print(f"whole default games (T=6, seats drop out): {game_rate:,.0f} rounds/s")
    print(f"rounds_per_second_5_normal median={per_second:,.0f} (min {args.rounds / max(times):,.0f}, "
          f"max {args.rounds / min(times):,.0f}, {args.repeats} runs of {args.rounds})")


if __name__ == "__main__":
    main()
