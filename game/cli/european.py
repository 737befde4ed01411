"""``--simulate N --game european``: headless tables of Europäisches Draw Poker computers.

``--seats`` 2-5 (default 5) computers at ``--level`` play N games at one
table; ``--seed`` makes the run reproducible. Chips are checked after every
action (`game.engine.european.simulate`); the last line is the speed in
games/s. A bad ``--seats`` exits 2 with a message (the warning is printed
before, by the CLI).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from typing import TextIO

from game.engine.european import DEFAULT_STACK, MAX_SEATS, MIN_SEATS, EuropeanConfig, play_games, player_for
from game.engine.levels import Level

__all__ = ["DEFAULT_SEATS", "run_european"]

DEFAULT_SEATS = MAX_SEATS


def run_european(args: argparse.Namespace, out: TextIO) -> int:
    """Play ``args.simulate`` games and print the figures, the speed last; 0, or 2 for bad --seats."""
    seats = args.seats if args.seats is not None else DEFAULT_SEATS
    if not MIN_SEATS <= seats <= MAX_SEATS:
        print(
            f"tokenpoker: Fehler / error: argument --seats: Europäisches Draw Poker seats "
            f"{MIN_SEATS} to {MAX_SEATS} players, not {seats}",
            file=sys.stderr,
        )
        return 2
    rng: random.Random = random.Random(args.seed) if args.seed is not None else random.SystemRandom()
    level = Level(args.level)
    config = EuropeanConfig(seats=seats)
    players = [player_for(level, rng) for _ in range(seats)]
    start = time.perf_counter()
    game, result = play_games(config, players, args.simulate, rng)
    seconds = time.perf_counter() - start
    print(
        f"Europäisches Draw Poker: {result.games} Spiele / games, {seats} Computer ({level.value}), "
        f"40 Karten / cards, Einsatz / ante {config.ante}, Stapel / stacks {DEFAULT_STACK}",
        file=out,
    )
    for seat in range(seats):
        count = result.wins[seat]
        share = 100 * count / result.games
        print(f"  Sitz / seat {seat} Siege / wins: {count:>7}  ({share:5.1f} %), Chips {game.stacks[seat]}",
              file=out)
    print(f"  Topf verloren / pot lost to the table: {result.lost}", file=out)
    print(f"  Neue Stapel / fresh stacks: {result.fresh_stacks}", file=out)
    print(f"Runden pro Spiel / rounds per game: {result.rounds / result.games:.2f}", file=out)
    print(f"Aktionen / actions: {result.actions}, Chips erhalten / chips conserved: "
          f"{game.chips} == {game.chips_issued}", file=out)
    rate = result.games / seconds if seconds > 0 else float("inf")
    # Wall-clock figure: the only line that differs between two runs with one seed.
    print(f"Spiele pro Sekunde / games per second: {rate:,.0f} games/s", file=out)
    return 0
