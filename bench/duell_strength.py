"""Benchmark: Duell computer levels against baselines, in duplicate deals.

Every shuffle is played twice with the seats swapped (the same first-speaker
seat), from fresh stacks of 200, so the luck of the cards cancels out. A
tied deal counts half of the carried pot back to each seat. Each level plays
always-call, always-raise, a random legal player and the level below; the
figure is the level's chips won per 100 deals with a 95 % interval (normal
approximation over the duplicate pairs). The last line is
``profi_edge_over_normal=<chips per 100 deals>``.

    /work/venv/bin/python bench/duell_strength.py --deals 2000 [--deck 32|52] [--seed 0]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.duell import DuellConfig  # noqa: E402
from game.engine.duell.game import deck_of  # noqa: E402
from game.engine.duell.players import (  # noqa: E402
    AlwaysCall,
    AlwaysRaise,
    Anfaenger,
    DuellPlayer,
    Normal,
    Profi,
    RandomLegal,
)
from game.engine.duell.simulate import play_deal  # noqa: E402
from game.legal import WARNING_TEXT  # noqa: E402

Factory = Callable[[random.Random], DuellPlayer]


def net(game_stack: int, stack: int, carried: int) -> float:
    """A seat's chips won in a deal (a tie gives each half of the carried pot back)."""
    return game_stack - stack + carried / 2


def duplicate(hero: Factory, villain: Factory, deals: int, deck: int, seed: int) -> tuple[float, float]:
    """Chips per 100 deals of ``hero`` and the half-width of its 95 % interval."""
    config = DuellConfig("Bench", deck=deck)
    shuffler = random.Random(seed)
    players_rng = random.Random(seed + 7)
    a, b = hero(players_rng), villain(players_rng)
    pairs: list[float] = []
    for i in range(max(1, deals // 2)):
        order = deck_of(config).shuffled(shuffler)
        first = i % 2
        value = 0.0
        for hero_seat in (0, 1):
            seats = [a, b] if hero_seat == 0 else [b, a]
            game = play_deal(config, seats, order, first)
            value += net(game.stacks[hero_seat], config.stack, game.pot)
        pairs.append(value)
    n = len(pairs)
    mean = sum(pairs) / n
    var = sum((v - mean) ** 2 for v in pairs) / (n - 1) if n > 1 else 0.0
    return 50 * mean, 50 * 1.96 * math.sqrt(var / n)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--deck", type=int, choices=(32, 52), default=32)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    print(WARNING_TEXT)
    baselines: list[tuple[str, Factory]] = [
        ("always-call", AlwaysCall),
        ("always-raise", AlwaysRaise),
        ("random", RandomLegal),
    ]
    levels: list[tuple[str, Factory, tuple[str, Factory] | None]] = [
        ("anfaenger", Anfaenger, None),
        ("normal", Normal, ("anfaenger", Anfaenger)),
        ("profi", Profi, ("normal", Normal)),
    ]
    print(f"{args.deals} deals per pairing (duplicate), {args.deck} cards;"
          " chips per 100 deals, 95 % interval")
    edge = 0.0
    for name, factory, below in levels:
        for other, other_factory in baselines + ([below] if below else []):
            mean, half = duplicate(factory, other_factory, args.deals, args.deck, args.seed)
            verdict = "ahead" if mean - half > 0 else "behind" if mean + half < 0 else "unclear"
            low, high = mean - half, mean + half
            print(f"{name:<10} vs {other:<12} {mean:+9.1f} ± {half:6.1f}"
                  f"  [{low:+.1f}, {high:+.1f}]  {verdict}")
            if name == "profi" and other == "normal":
                edge = mean
    print(f"profi_edge_over_normal={edge:.1f}")


if __name__ == "__main__":
    main()
