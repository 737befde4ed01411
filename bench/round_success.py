"""Benchmark: per-round success of a computer level, paired against Normal.

A game's winner depends on dozens of rounds of luck, so win rates need many
games to show a small edge. This measures the one-round goal directly: it
deals the same seeded rounds (tokens 999, so nobody leaves) once with the
tested seat playing Normal and once playing the level, all other seats
Normal, and counts how often the tested seat scores - absteigend: not among
the lowest (or everyone equal: no token moves); aufsteigend: among the
highest (and not everyone equal). 2 players is included because every game
ends in that duel. The tested seat moves round the table. Each line also
shows in how many of its decisions the level chose otherwise than Normal
would have. The last line is the mean difference to Normal in percentage
points over the configurations.

    /work/venv/bin/python bench/round_success.py --rounds 4000 [--level profi]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
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


def success_rate(
    level: str, players: int, mode: Mode, rules: RuleSet, rounds: int, seed: int
) -> tuple[float, float]:
    """Share of rounds in which the tested seat reaches the round's goal, and share of its
    decisions that differ from Normal's, in percent."""
    hits = differ = 0
    normal = strategy_for("normal", random.Random(0))
    for round_no in range(rounds):
        tested = round_no % players
        seats = tuple(SeatConfig(f"C{i}", False, level if i == tested else "normal") for i in range(players))
        rng = random.Random(f"{seed}-{players}-{round_no}")
        game = Game.new(GameConfig(seats=seats, mode=mode, rules=rules, tokens=999), rng)
        strategies = {i: strategy_for(seat.level, rng) for i, seat in enumerate(seats)}
        game.start_round()
        while game.phase is TokenPhase.EXCHANGE:
            if game.current == tested:
                view = game.view(tested)
                choice = strategies[tested].choose_exchange(view)
                differ += set(choice) != set(normal.choose_exchange(view))
                game.exchange(tested, choice)
            else:
                play_computer_turn(game, strategies)
        result = game.last_result
        assert result is not None
        if mode is Mode.DESCENDING:
            hits += tested not in result.worst or result.all_equal
        else:
            hits += tested in result.best and not result.all_equal
    return 100 * hits / rounds, 100 * differ / rounds


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=4000, help="rounds per configuration")
    parser.add_argument("--level", default="profi")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    print(WARNING_TEXT)
    differences = []
    for players in (2, 3, 5):
        for mode in Mode:
            for rules in RuleSet:
                normal, _ = success_rate("normal", players, mode, rules, args.rounds, args.seed)
                tested, differ = success_rate(args.level, players, mode, rules, args.rounds, args.seed)
                differences.append(tested - normal)
                print(
                    f"{players}p {mode.value:11} {rules.value:8}: normal {normal:5.2f}%  "
                    f"{args.level} {tested:5.2f}%  ({tested - normal:+.2f} pp; "
                    f"chose otherwise than Normal in {differ:4.1f}% of decisions)",
                    flush=True,
                )
    print(f"{args.level}_round_success_edge_pp={statistics.fmean(differences):+.2f}")


if __name__ == "__main__":
    main()
