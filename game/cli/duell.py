"""``--simulate N --game duell``: headless computer-vs-computer Duell matches for the command line.

Both seats play at ``--level``; ``--deck`` 32 (default) or 52; ``--seed``
makes the run reproducible. Chips are checked after every action
(`game.engine.duell.simulate`); the last line is the speed in deals/s.
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import dataclass
from typing import TextIO

from game.engine.duell import DuellConfig
from game.engine.duell.players import player_for
from game.engine.duell.simulate import play_match
from game.engine.levels import Level

__all__ = ["DuellReport", "simulate_duell", "run_duell"]



@dataclass(frozen=True, slots=True)
class DuellReport:
    """What a Duell simulation measured."""

    config: DuellConfig
    matches: int
    wins: tuple[int, int]
    draws: int
    deals: int
    seconds: float


def simulate_duell(config: DuellConfig, matches: int, seed: int | None) -> DuellReport:
    """Play ``matches`` matches of ``config.level`` against itself; a seed makes it reproducible."""
    rng: random.Random = random.Random(seed) if seed is not None else random.SystemRandom()
    players = [player_for(config.level, rng), player_for(config.level, rng)]
    wins = [0, 0]
    draws = deals = 0
    start = time.perf_counter()
    for _ in range(matches):
        result = play_match(config, players, rng)
        deals += result.deals
        if result.winner is None:
            draws += 1
        else:
            wins[result.winner] += 1
    return DuellReport(config, matches, (wins[0], wins[1]), draws, deals, time.perf_counter() - start)


def run_duell(args: argparse.Namespace, out: TextIO) -> int:
    """The CLI's Duell simulation: play and print the figures, the speed last; exit code 0."""
    config = DuellConfig("Computer", Level(args.level), args.deck or 32)
    report = simulate_duell(config, args.simulate, args.seed)
    print(
        f"{report.matches} Duelle / matches, Computer {config.level.value} gegen / vs {config.level.value}, "
        f"{config.deck} Karten / cards, Stack {config.stack}",
        file=out,
    )
    for seat in (0, 1):
        count = report.wins[seat]
        share = 100 * count / report.matches
        print(f"  Sitz / seat {seat} Siege / wins: {count:>7}  ({share:5.1f} %)", file=out)
    print(f"  Unentschieden / draws: {report.draws}", file=out)
    print(f"Deals pro Match / deals per match: {report.deals / report.matches:.2f}", file=out)
    total = 2 * config.stack
    print(f"Chips geprüft nach jeder Aktion / chips checked after every action: {total} ok", file=out)
    speed = report.deals / report.seconds if report.seconds > 0 else float("inf")
    # Wall-clock figure: the only line that differs between two runs with one seed.
    print(f"Deals pro Sekunde / deals per second: {speed:.0f} deals/s", file=out)
    return 0
