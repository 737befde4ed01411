"""Duplicate heads-up matches between two Hold'em levels: bb/100 with a 95% interval.

Each deal is played twice from the same deck and the same button, once with
level A in seat 0 and once in seat 1, both seats starting every hand with
100 big blinds (no-limit 10/20). A's result of the pair (in big blinds)
removes most of the card luck; the mean over the pairs, per 100 hands, is
A's edge. Prints the figures; the last line is
``profi_edge_over_normal=<bb per 100>`` (for the default levels).

    /work/venv/bin/python bench/holdem_strength.py [--pairs 1000] [--seed 1] [--a profi] [--b normal]
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

from game.engine.decks import DECK_52  # noqa: E402
from game.engine.holdem import HoldemConfig, HoldemGame, HoldemSeat, Phase, player_for  # noqa: E402
from game.engine.levels import Level  # noqa: E402
from game.legal import WARNING_TEXT  # noqa: E402

BIG = 20
STACK = 100 * BIG


def play(levels: tuple[Level, Level], deck: list, button: int, seed: int) -> tuple[int, int]:
    config = HoldemConfig((HoldemSeat("S0", False, levels[0]), HoldemSeat("S1", False, levels[1])),
                          big_blind=BIG, starting_stack=STACK)
    game = HoldemGame(config, first_button=button)
    players = [player_for(levels[0], random.Random(seed)), player_for(levels[1], random.Random(seed + 1))]
    game.start_hand(deck)
    while game.phase is Phase.BETTING:
        seat = game.current
        assert seat is not None
        legal = game.legal_actions(seat)
        assert legal is not None
        game.apply(players[seat].decide(game.view(seat), legal))
    assert game.chips == game.chips_issued
    return game.stacks[0] - STACK, game.stacks[1] - STACK


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--a", default="profi", choices=[level.value for level in Level])
    parser.add_argument("--b", default="normal", choices=[level.value for level in Level])
    args = parser.parse_args(argv)
    print(WARNING_TEXT)
    a, b = Level(args.a), Level(args.b)
    rng = random.Random(args.seed)
    results: list[float] = []
    start = time.perf_counter()
    for pair in range(args.pairs):
        deck = DECK_52.shuffled(rng)
        button = pair % 2
        seed = args.seed * 1_000_003 + pair
        first, _ = play((a, b), deck, button, seed)
        _, second = play((b, a), deck, button, seed)
        results.append((first + second) / BIG)  # A's big blinds over the two hands
    mean = statistics.fmean(results) / 2 * 100  # per 100 hands
    spread = statistics.stdev(results) / 2 * 100 / math.sqrt(len(results)) if len(results) > 1 else 0.0
    print(f"{a.value} vs {b.value}: {args.pairs} duplicate pairs ({2 * args.pairs} hands) heads-up, "
          f"no-limit {BIG // 2}/{BIG}, 100 bb each hand, {time.perf_counter() - start:.0f} s")
    print(f"edge {mean:+.1f} bb/100, 95% interval {mean - 1.96 * spread:+.1f} .. {mean + 1.96 * spread:+.1f}")
    print(f"{a.value}_edge_over_{b.value}={mean:.1f}")


if __name__ == "__main__":
    main()
