"""The token game's headless entry point: ``--simulate`` of the five-card draw with tokens.

Plays seeded computer games through the engine only (no pygame) and prints
per-seat wins (absteigend) or losses (aufsteigend) and the rounds per game.
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import dataclass
from typing import TextIO

from game.engine import GameConfig, Mode, RuleSet
from game.engine.token.simulate import play_game

__all__ = ["SimulationReport", "simulate", "print_report", "run_token"]

@dataclass(frozen=True, slots=True)
class SimulationReport:
    """What ``--simulate`` measured."""

    config: GameConfig
    games: int
    #: Per seat: games won (absteigend) or lost (aufsteigend).
    tally: tuple[int, ...]
    rounds: int
    seconds: float

    @property
    def rounds_per_game(self) -> float:
        """The average number of rounds of a game."""
        return self.rounds / self.games

    @property
    def rounds_per_second(self) -> float:
        """Simulated rounds per second of wall time."""
        return self.rounds / self.seconds if self.seconds > 0 else float("inf")


def simulate(config: GameConfig, games: int, seed: int | None) -> SimulationReport:
    """Play ``games`` computer games; a seed makes the whole run reproducible."""
    rng: random.Random = random.Random(seed) if seed is not None else random.SystemRandom()
    tally = [0] * len(config.seats)
    rounds = 0
    start = time.perf_counter()
    for _ in range(games):
        game = play_game(config, rng)
        rounds += game.round_no
        decided = game.winner if config.mode is Mode.DESCENDING else game.loser
        assert decided is not None
        tally[decided] += 1
    return SimulationReport(config, games, tuple(tally), rounds, time.perf_counter() - start)


def print_report(report: SimulationReport, out: TextIO) -> None:
    """The simulation figures, one line per seat."""
    config = report.config
    what = "Siege / wins" if config.mode is Mode.DESCENDING else "Niederlagen / losses"
    print(
        f"{report.games} Spiele / games, {len(config.seats)} Computer "
        f"({'/'.join(sorted({seat.level for seat in config.seats}))}), Modus {config.mode.value}, "
        f"T = {config.tokens}, Regeln / rules {config.rules.value}",
        file=out,
    )
    for seat, count in zip(config.seats, report.tally):
        print(f"  {seat.name:<12} {what}: {count:>7}  ({100 * count / report.games:5.1f} %)", file=out)
    print(f"Runden pro Spiel / rounds per game: {report.rounds_per_game:.2f}", file=out)
    # Wall-clock figure: the only line that differs between two runs with one seed.
    print(f"Runden pro Sekunde / rounds per second: {report.rounds_per_second:,.0f}", file=out)


def run_token(args: argparse.Namespace, out: TextIO) -> int:
    """``--simulate N`` of the token game with the parsed options; returns the exit code."""
    config = GameConfig.of_players(
        args.players,
        mode=Mode(args.mode),
        tokens=args.tokens,
        rules=RuleSet(args.rules),
        level=args.level,
    )
    report = simulate(config, args.simulate, args.seed)
    print_report(report, out)
    return 0
