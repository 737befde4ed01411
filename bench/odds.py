"""Benchmark: exact draw odds for all 32 holds per decision (game.engine.odds).

Rates a fixed, seeded set of random hands under both rule sets with
`all_holds` and prints per-decision timings in milliseconds. The first-use
table build is timed separately (a fresh process builds it once), and so is
a whole Profi decision (odds plus weighing, first one included). The last
line is exactly ``odds_ms_per_decision p50=<x> p99=<y>``.

    /work/venv/bin/python bench/odds.py [--hands 300] [--seed 2026]
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine import FULL_DECK, Mode, RuleSet, SeatView  # noqa: E402
from game.engine.odds import all_holds, build_tables  # noqa: E402
from game.engine.token.strategies.profi import ProfiStrategy  # noqa: E402
from game.legal import WARNING_TEXT  # noqa: E402


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300, help="hands per rule set")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--repeat", type=int, default=3, help="timed passes over the hands")
    args = parser.parse_args(argv)
    print(WARNING_TEXT)

    start = time.perf_counter()
    build_tables()
    print(f"odds_table_build_ms first_use={(time.perf_counter() - start) * 1000:.3f}")

    rng = random.Random(args.seed)
    hands = [tuple(rng.sample(FULL_DECK, 5)) for _ in range(args.hands)]
    timings: list[float] = []
    for rules in RuleSet:
        ms: list[float] = []
        for _ in range(args.repeat):
            for hand in hands:
                start = time.perf_counter()
                all_holds(hand, rules)
                ms.append((time.perf_counter() - start) * 1000)
        print(
            f"{rules.value}: {len(ms)} timed decisions, mean={statistics.fmean(ms):.3f} ms, "
            f"min={min(ms):.3f} ms, max={max(ms):.3f} ms"
        )
        timings.extend(ms)
    start = time.perf_counter()
    profi = ProfiStrategy()  # builds its tables (and the evaluator's) once
    print(f"profi_warm_up_ms first_use={(time.perf_counter() - start) * 1000:.3f}")
    # As the game does after its preload: the long-lived tables leave the collector's
    # view, so a full collection does not land in a decision (~8-15 ms here otherwise).
    gc.freeze()
    decisions: list[float] = []
    for i, hand in enumerate(hands):
        players = 2 + i % 4
        seat_view = SeatView(
            seat=0, hand=hand, rules=list(RuleSet)[i % 2], mode=list(Mode)[i // 2 % 2],
            target=6, tokens=(6,) * players, active=(True,) * players,
            order=tuple(range(1, players)) + (0,), exchanged=(None,) + tuple(
                rng.choice((0, 1, 2, 3, 4)) for _ in range(players - 1)),
            dealer=0, round_no=1,
        )
        start = time.perf_counter()
        profi.choose_exchange(seat_view)
        decisions.append((time.perf_counter() - start) * 1000)
    decisions.sort()
    print(
        f"profi_ms_per_decision p50={decisions[len(decisions) // 2]:.3f} "
        f"p99={decisions[min(len(decisions) - 1, int(len(decisions) * 0.99))]:.3f} "
        f"max={decisions[-1]:.3f}"
    )
    timings.sort()
    p50 = timings[len(timings) // 2]
    p99 = timings[min(len(timings) - 1, int(len(timings) * 0.99))]
    print(f"odds_ms_per_decision p50={p50:.3f} p99={p99:.3f}")


if __name__ == "__main__":
    main()
