"""Benchmark: how strong the computer levels play, measured in seeded games.

For each configuration (3 and 5 players, both modes, both rule sets) it
plays ``--games`` whole games in which one seat plays the level under test
and every other seat plays Normal; the tested seat moves round the table
from game to game so no seat position is favoured. A *win* is first place:
absteigend the last seat holding tokens, aufsteigend the first to reach T
(shared first places count for each). Each line shows the tested seat's win
rate with a 95% confidence interval (normal approximation), the average win
rate of one Normal seat in the same games, and (aufsteigend) how often the
tested seat was the loser. The last line is the overall edge of Profi over
a Normal seat in percentage points (mean over the configurations).

    /work/venv/bin/python bench/strength.py --games 200 [--levels anfaenger profi] [--seed 1]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine import GameConfig, Mode, RuleSet, SeatConfig, play_game  # noqa: E402
from game.legal import WARNING_TEXT  # noqa: E402


def interval(wins: float, games: int) -> tuple[float, float]:
    """95% confidence half-width and rate, in percent."""
    rate = wins / games
    return 100 * rate, 100 * 1.96 * math.sqrt(max(rate * (1 - rate), 1e-12) / games)


def run_configuration(
    level: str, players: int, mode: Mode, rules: RuleSet, games: int, seed: int
) -> tuple[float, float, float, float]:
    """(tested win rate, half-width, one Normal seat's win rate, tested loser rate), percent."""
    wins = normal_wins = losses = 0.0
    for game_no in range(games):
        tested = game_no % players
        seats = tuple(
            SeatConfig(f"Computer {i + 1}", False, level if i == tested else "normal")
            for i in range(players)
        )
        config = GameConfig(seats=seats, mode=mode, rules=rules)
        rng = random.Random(f"{seed}-{players}-{mode.value}-{rules.value}-{game_no}")
        game = play_game(config, rng)
        firsts = {seat for place, seat in game.placements if place == 1}
        wins += tested in firsts
        normal_wins += len(firsts - {tested}) / (players - 1)
        if mode is Mode.ASCENDING:
            losses += game.loser == tested
    rate, half = interval(wins, games)
    return rate, half, 100 * normal_wins / games, 100 * losses / games


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per configuration")
    parser.add_argument("--levels", nargs="+", default=["anfaenger", "profi"])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(WARNING_TEXT)
    edges: dict[str, list[float]] = {}
    for level in args.levels:
        for players in (3, 5):
            for mode in Mode:
                for rules in RuleSet:
                    start = time.perf_counter()
                    rate, half, normal, lost = run_configuration(
                        level, players, mode, rules, args.games, args.seed
                    )
                    edges.setdefault(level, []).append(rate - normal)
                    loser = f", loser {lost:5.1f}%" if mode is Mode.ASCENDING else ""
                    print(
                        f"{level:9} {players}p {mode.value:11} {rules.value:8}: "
                        f"win {rate:5.1f}% +-{half:4.1f} vs Normal seat {normal:5.1f}% "
                        f"(fair {100 / players:4.1f}%){loser}  [{args.games} games, "
                        f"{time.perf_counter() - start:.1f} s]",
                        flush=True,
                    )
        print(f"{level}: mean edge over a Normal seat {statistics.fmean(edges[level]):+.1f} pp")
    if "profi" in edges:
        print(f"profi_edge_over_normal_pp={statistics.fmean(edges['profi']):+.2f}")


if __name__ == "__main__":
    main()
