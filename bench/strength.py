"""Benchmark: how strong the computer levels play, measured in paired, seeded games.

For each configuration (3 and 5 players, both modes, both rule sets) it
plays ``--games`` whole games in which one seat plays the level under test
and every other seat plays Normal; the tested seat moves round the table
from game to game so no seat position is favoured. A *win* is first place:
absteigend the last seat holding tokens, aufsteigend the first to reach T
(shared first places count for each).

Every game is played twice on the same seeded shuffles: once with the tested
seat playing the level, once with that seat playing Normal too (the
baseline). The shuffles do not depend on what anybody exchanges, so both
games see the same deals, and the difference between the two results is the
level's own doing. Pairing removes most of the luck from the comparison: in
most games both results are equal, and the edge needs several times fewer
games for the same precision than comparing with the other seats of one game.

Each line shows the tested seat's win rate with a 95% confidence interval
(normal approximation), the same seat's baseline win rate as Normal in the
same deals, and the paired edge with its own 95% interval; aufsteigend also
how often the tested seat was the loser (the mode's real stake: the last one
loses), playing the level and playing Normal. The last line is the overall edge
of Profi over a Normal seat in percentage points (mean over the
configurations; its 95% interval is on the level's mean line above).

    /work/venv/bin/python bench/strength.py --games 200 [--levels anfaenger profi] [--seed 1] [--jobs 2]
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine import (  # noqa: E402
    Game,
    GameConfig,
    Mode,
    RuleSet,
    SeatConfig,
    TokenPhase,
    play_computer_turn,
    strategy_for,
)
from game.legal import WARNING_TEXT  # noqa: E402

Z95 = 1.96
CONFIGURATIONS = tuple((players, mode, rules) for players in (3, 5) for mode in Mode for rules in RuleSet)


def play(levels: tuple[str, ...], mode: Mode, rules: RuleSet, seed: str) -> tuple[set[int], int | None]:
    """Play one whole game; (seats in first place, the loser).

    The shuffles draw from their own seeded generator and a level that uses
    chance (Anfänger) from another, so the deals are the same whatever the
    seats exchange or which levels play.
    """
    seats = tuple(SeatConfig(f"Computer {i + 1}", False, level) for i, level in enumerate(levels))
    game = Game.new(GameConfig(seats=seats, mode=mode, rules=rules), random.Random(f"{seed}-deal"))
    choices = random.Random(f"{seed}-choices")
    strategies = {i: strategy_for(level, choices) for i, level in enumerate(levels)}
    while game.phase is not TokenPhase.GAME_OVER:
        game.start_round()
        while game.phase is TokenPhase.EXCHANGE:
            play_computer_turn(game, strategies)
    return {seat for place, seat in game.placements if place == 1}, game.loser


@dataclass
class Tally:
    """Results of a batch of paired games in one configuration."""

    games: int = 0
    wins: int = 0  # tested seat first, playing the level
    baseline_wins: int = 0  # the same seat first, playing Normal in the same deals
    losses: int = 0  # tested seat the loser (aufsteigend)
    baseline_losses: int = 0  # the same seat the loser, playing Normal in the same deals
    edge_sq: int = 0  # sum of squared paired differences (each -1, 0 or 1)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.wins += other.wins
        self.baseline_wins += other.baseline_wins
        self.losses += other.losses
        self.baseline_losses += other.baseline_losses
        self.edge_sq += other.edge_sq


def run_batch(level: str, players: int, mode: Mode, rules: RuleSet, games: range, seed: int) -> Tally:
    """Play the paired games numbered `games` of one configuration."""
    tally = Tally()
    for game_no in games:
        tested = game_no % players
        deal = f"{seed}-{players}-{mode.value}-{rules.value}-{game_no}"
        levels = tuple(level if i == tested else "normal" for i in range(players))
        firsts, loser = play(levels, mode, rules, deal)
        baseline, baseline_loser = play(("normal",) * players, mode, rules, deal)
        won, baseline_won = tested in firsts, tested in baseline
        tally.games += 1
        tally.wins += won
        tally.baseline_wins += baseline_won
        tally.losses += loser == tested
        tally.baseline_losses += baseline_loser == tested
        tally.edge_sq += won != baseline_won
    return tally


def rate_interval(hits: int, games: int) -> tuple[float, float]:
    """A rate and its 95% half-width, in percent."""
    rate = hits / games
    return 100 * rate, 100 * Z95 * math.sqrt(rate * (1 - rate) / games)


def edge_interval(tally: Tally) -> tuple[float, float]:
    """Paired edge (level minus baseline) and its 95% half-width, in percentage points."""
    n = tally.games
    mean = (tally.wins - tally.baseline_wins) / n
    variance = (tally.edge_sq / n - mean * mean) * n / max(n - 1, 1)
    return 100 * mean, 100 * Z95 * math.sqrt(max(variance, 0.0) / n)


def mean_edge(edges: list[tuple[float, float]]) -> tuple[float, float]:
    """Mean of independent configurations' edges and its 95% half-width."""
    mean = statistics.fmean(edge for edge, _ in edges)
    return mean, math.sqrt(sum(half * half for _, half in edges)) / len(edges)


def batches(games: int, jobs: int) -> list[range]:
    """Split game numbers into about 4 batches per worker (even load, little overhead)."""
    size = max(1, math.ceil(games / (4 * jobs)))
    return [range(start, min(start + size, games)) for start in range(0, games, size)]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="paired games per configuration")
    parser.add_argument("--levels", nargs="+", default=["anfaenger", "profi"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    args = parser.parse_args(argv)
    if args.games < 2 or args.jobs < 1:
        parser.error("--games must be at least 2 and --jobs at least 1")
    print(WARNING_TEXT)
    print(f"{args.games} paired games per configuration, seed {args.seed}, {args.jobs} worker(s)")
    overall: dict[str, list[tuple[float, float]]] = {}
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for level in args.levels:
            for players, mode, rules in CONFIGURATIONS:
                start = time.perf_counter()
                futures = [
                    pool.submit(run_batch, level, players, mode, rules, part, args.seed)
                    for part in batches(args.games, args.jobs)
                ]
                tally = Tally()
                for future in futures:
                    tally.add(future.result())
                rate, half = rate_interval(tally.wins, tally.games)
                baseline, _ = rate_interval(tally.baseline_wins, tally.games)
                edge, edge_half = edge_interval(tally)
                overall.setdefault(level, []).append((edge, edge_half))
                loser = (
                    f", loser {100 * tally.losses / tally.games:5.1f}% "
                    f"(as Normal {100 * tally.baseline_losses / tally.games:4.1f}%)"
                    if mode is Mode.ASCENDING
                    else ""
                )
                print(
                    f"{level:9} {players}p {mode.value:11} {rules.value:8}: "
                    f"win {rate:5.1f}% +-{half:4.1f}, as Normal {baseline:5.1f}% "
                    f"(fair {100 / players:4.1f}%), edge {edge:+5.2f} pp +-{edge_half:4.2f}{loser}"
                    f"  [{time.perf_counter() - start:.0f} s]",
                    flush=True,
                )
            mean, half = mean_edge(overall[level])
            print(f"{level}: mean edge over a Normal seat {mean:+.2f} pp +-{half:.2f} (95%)")
    if "profi" in overall:
        # The figure alone on the last line, for scripts; its interval is on Profi's mean line.
        mean, _ = mean_edge(overall["profi"])
        print(f"profi_edge_over_normal_pp={mean:+.2f}")


if __name__ == "__main__":
    main()
