"""Benchmark: the computer levels of Europäisches Draw Poker against each other, in duplicate games.

Every shuffle is played once per seating, the players moved round the table
so that each plays every hand (heads-up: twice, seats swapped), each game
from fresh stacks of 1,000 with seat 0 the game master; the luck of the
cards cancels out. The figure is the first level's chips won per game
against the others, with a 95 % interval over the shuffles (normal
approximation). A random legal player is the baseline. The last line is
``profi_edge_over_normal=<chips per game>``.

    /work/venv/bin/python bench/european_strength.py [--deals 400] [--seats 2] [--seed 0]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.decks import DECK_40  # noqa: E402
from game.engine.european import EuropeanConfig, RandomLegal, play_deal, player_for  # noqa: E402
from game.engine.european.players import EuropeanPlayer  # noqa: E402
from game.legal import WARNING_TEXT  # noqa: E402

STACK = 1000


def make(name: str, rng: random.Random) -> EuropeanPlayer:
    return RandomLegal(rng) if name == "random" else player_for(name, rng)


def edge(hero: str, villain: str, deals: int, seats: int, seed: int) -> tuple[float, float]:
    """Chips per game ``hero`` wins from ``villain`` players, and the half-width of the 95 % interval."""
    shuffler = random.Random(seed)
    rng = random.Random(seed + 7)
    config = EuropeanConfig(seats=seats)
    results: list[float] = []
    for _ in range(deals):
        order = DECK_40.shuffled(shuffler)
        total = 0.0
        for hero_seat in range(seats):
            players = [make(hero if seat == hero_seat else villain, rng) for seat in range(seats)]
            game, _ = play_deal(config, players, order, STACK)
            total += game.stacks[hero_seat] - STACK
        results.append(total / seats)
    mean = sum(results) / len(results)
    var = sum((r - mean) ** 2 for r in results) / max(1, len(results) - 1)
    return mean, 1.96 * math.sqrt(var / len(results))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seats", type=int, default=2, choices=range(2, 6))
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(WARNING_TEXT)
    print(f"Europäisches Draw Poker, {args.seats} seats, {args.deals} shuffles, each seating, stacks {STACK}")
    last = 0.0
    for hero, villain in (("anfaenger", "random"), ("normal", "random"), ("profi", "random"),
                          ("normal", "anfaenger"), ("profi", "anfaenger"), ("profi", "normal")):
        start = time.perf_counter()
        mean, half = edge(hero, villain, args.deals, args.seats, args.seed)
        seconds = time.perf_counter() - start
        print(f"{hero:>9} vs {villain:<9}: {mean:+8.2f} chips/game  (95 % +/- {half:.2f}, {seconds:.1f} s)")
        last = mean
    print(f"profi_edge_over_normal={last:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
