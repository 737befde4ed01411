"""Benchmark and cross-check: the betting core against pokerkit on N seeded random Hold'em hands.

No-limit, pot-limit and fixed limit in turn, 2 to 10 seats, short stacks
and antes now and then (tests/engine/betting/oracle.py). Every decision
compares the actor, fold, check/call amount and minimum and maximum
bet/raise; every hand compares the payouts. Prints the totals, the first
mismatches if any, and as its last line ``hands=<n> mismatches=<n>``.

    /work/venv/bin/python bench/betting_oracle.py --hands 10000 [--seed 0]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.legal import WARNING_TEXT  # noqa: E402
from tests.engine.betting.oracle import run_oracle  # noqa: E402


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0, help="seed of the first hand (then +1 each)")
    args = parser.parse_args(argv)
    print(WARNING_TEXT)
    start = time.perf_counter()
    cpu = time.process_time()
    stats = run_oracle(args.hands, args.seed)
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    print(f"decisions={stats.decisions} showdowns={stats.showdowns} side_pot_hands={stats.side_pot_hands}")
    # Hands whose odd chips we share per pot while pokerkit shares them per merged pot (see the oracle).
    print(f"odd_chip_regrouped_hands={stats.odd_chip_regrouped}")
    # Where variants.md decides otherwise than pokerkit (see the oracle's docstring).
    print(
        f"short_all_in_bridged={stats.short_all_in_bridged} big_blind_topped_up={stats.big_blind_topped_up}"
        f" lone_checks_bridged={stats.lone_checks_bridged}"
    )
    print(f"wall_s={wall:.1f} cpu_s={cpu:.1f} hands_per_cpu_s={stats.hands / max(cpu, 1e-9):.0f}")
    for mismatch in stats.mismatches[:10]:
        print("MISMATCH", mismatch)
    print(f"hands={stats.hands} mismatches={len(stats.mismatches)}")


if __name__ == "__main__":
    main()
