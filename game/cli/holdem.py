"""``--simulate N --game holdem``: computer-only Hold'em hands without a window.

Prints the set-up, every seat's chips and chips taken, and as its last line
the speed (``... <number> hands/s``). The engine checks after every action
that no chip was created or lost (`game.engine.holdem.simulate`).
"""

from __future__ import annotations

import argparse
import random
import time
from typing import TextIO

from game.engine.holdem import HoldemConfig, Structure, play_hands
from game.engine.levels import Level

__all__ = ["simulate_holdem", "DEFAULT_SEATS"]

DEFAULT_SEATS = 6



def simulate_holdem(args: argparse.Namespace, out: TextIO) -> int:
    """Play ``args.simulate`` hands at a cash table of ``args.seats`` computers; exit code 0."""
    rng: random.Random = random.Random(args.seed) if args.seed is not None else random.SystemRandom()
    seats = args.seats if args.seats is not None else DEFAULT_SEATS
    structure = Structure(args.structure or Structure.NO_LIMIT.value)
    level = Level(args.level)
    config = HoldemConfig.computers(seats, level, structure=structure, big_blind=20, starting_stack=2000)
    start = time.perf_counter()
    game, result = play_hands(config, args.simulate, rng)
    seconds = time.perf_counter() - start
    print(
        f"Texas Hold'em: {result.hands} Hände / hands, {seats} Computer ({level.value}), "
        f"{structure.value} 10/20, Stapel / stacks 2000",
        file=out,
    )
    print(f"Aktionen / actions: {result.actions}, Chips erhalten / chips conserved: "
          f"{game.chips} == {game.chips_issued}", file=out)
    for spec, stack in zip(game.seated, result.stacks):
        if spec is not None:
            print(f"  {spec.name:<12} Chips: {stack:>8}", file=out)
    rate = result.hands / seconds if seconds > 0 else float("inf")
    print(f"Hände pro Sekunde / hands per second: {rate:,.0f} hands/s", file=out)
    return 0
