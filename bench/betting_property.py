"""Benchmark: the betting core's property check, N seeded random hands with every invariant checked.

Runs tests/engine/betting/checks.py's `play_random_hand` (the same hands as
the property test for the same seeds) and prints what they exercised and how
fast; the last line is ``hands=<n> hands_per_cpu_s=<x>``. The second figure
is the engine alone: the same kind of hands with random legal actions and no
checks.

    /work/venv/bin/python bench/betting_property.py --hands 10000
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.legal import WARNING_TEXT  # noqa: E402
from tests.engine.betting.checks import HandStats, _choose, play_random_hand, random_table  # noqa: E402


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    args = parser.parse_args(argv)
    print(WARNING_TEXT)
    totals = HandStats()
    cpu = time.process_time()
    for seed in range(args.hands):
        stats = play_random_hand(random.Random(seed))
        for name in ("actions", "refused", "side_pots", "all_ins", "showdowns", "carried_out"):
            setattr(totals, name, getattr(totals, name) + getattr(stats, name))
    checked = time.process_time() - cpu
    print(
        f"actions={totals.actions} refusals_tried={totals.refused} side_pots={totals.side_pots} "
        f"all_in_seats={totals.all_ins} showdowns={totals.showdowns} carried_out={totals.carried_out}"
    )
    cpu = time.process_time()
    actions = 0
    for seed in range(args.hands):
        rng = random.Random(seed)
        table = random_table(rng)
        for _ in range(4):
            table.start_round()
            while (legal := table.legal_actions()) is not None:
                table.act(_choose(rng, legal))
                actions += 1
            table.end_round()
            if table.hand_decided:
                break
        if not table.hand_decided:
            live = table.live_seats
            table.award([live])
        else:
            table.award()
    bare = time.process_time() - cpu
    print(f"engine_only_actions_per_cpu_s={actions / bare:.0f} ({actions} actions, {bare:.2f} s)")
    print(f"hands={args.hands} checked_cpu_s={checked:.2f} hands_per_cpu_s={args.hands / checked:.0f}")


if __name__ == "__main__":
    main()
