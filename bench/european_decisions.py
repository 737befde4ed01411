"""Benchmark: how long a computer level of Europäisches Draw Poker takes per decision.

Five computers of one level play whole games at one table (seeded); every
``decide`` call is timed in CPU seconds (``time.process_time``, so other load
on the machine counts less). Prints the decisions, the median, the 99th
percentile and the maximum per level, and the games per second of the run.

    /work/venv/bin/python bench/european_decisions.py [--games 300] [--profi-games 60] [--seats 5] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.european import EuropeanConfig, EuropeanLegal, EuropeanView, play_games, player_for  # noqa: E402
from game.engine.european.actions import EuropeanAction  # noqa: E402
from game.engine.european.players import EuropeanPlayer  # noqa: E402
from game.engine.levels import Level  # noqa: E402
from game.legal import WARNING_TEXT  # noqa: E402


class Timed:
    """A player whose decisions are timed."""

    def __init__(self, inner: EuropeanPlayer) -> None:
        self.inner = inner
        self.last_reason = inner.last_reason
        self.seconds: list[float] = []

    def decide(self, view: EuropeanView, legal: EuropeanLegal) -> EuropeanAction:
        start = time.process_time()
        action = self.inner.decide(view, legal)
        self.seconds.append(time.process_time() - start)
        self.last_reason = self.inner.last_reason
        return action


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--profi-games", type=int, default=60)
    parser.add_argument("--seats", type=int, default=5, choices=range(2, 6))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(WARNING_TEXT)
    for level in Level:
        rng = random.Random(args.seed)
        players = [Timed(player_for(level, rng)) for _ in range(args.seats)]
        games = args.profi_games if level is Level.PROFI else args.games
        start = time.perf_counter()
        play_games(EuropeanConfig(seats=args.seats), players, games, rng)
        wall = time.perf_counter() - start
        times = sorted(t for player in players for t in player.seconds)
        median, p99 = times[len(times) // 2], times[min(len(times) - 1, int(len(times) * 0.99))]
        print(f"{level.value:>9}: {len(times):6} decisions, median {median * 1e3:7.3f} ms, "
              f"p99 {p99 * 1e3:7.3f} ms, max {times[-1] * 1e3:7.3f} ms; {games / wall:7.1f} games/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
