"""Benchmark: how long one Duell computer decision takes, per level (p50, p99, max in ms).

Plays seeded matches of each level against Normal and times every
``decide`` call of the measured level (bets and exchanges). Target: p99 at
most 20 ms. The last line is ``profi_p99_ms=<ms>``.

    /work/venv/bin/python bench/duell_decisions.py --decisions 2000 [--seed 0] [--clock wall|cpu]

``--clock cpu`` times this process's CPU only: on a shared, busy machine
the wall-clock tail mostly measures waiting for a core.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.duell import DuellConfig, DuellGame, DuellPhase  # noqa: E402
from game.engine.duell.players import player_for  # noqa: E402
from game.engine.levels import Level  # noqa: E402
from game.legal import WARNING_TEXT  # noqa: E402


def timings(level: Level, decisions: int, seed: int, clock: Callable[[], float]) -> list[float]:
    """Seconds per decision of ``level`` over at least ``decisions`` decisions, by ``clock``."""
    rng = random.Random(seed)
    measured = player_for(level, random.Random(seed + 1))
    other = player_for(Level.NORMAL, random.Random(seed + 2))
    result: list[float] = []
    while len(result) < decisions:
        game = DuellGame(DuellConfig("Bench", level), rng)
        while game.phase is not DuellPhase.MATCH_OVER and len(result) < decisions:
            if game.phase is DuellPhase.DEAL_OVER:
                game.next_deal()
                continue
            seat = game.current
            assert seat is not None
            legal = game.legal_actions(seat)
            assert legal is not None
            view = game.view(seat)
            if seat == 1:
                start = clock()
                action = measured.decide(view, legal)
                result.append(clock() - start)
            else:
                action = other.decide(view, legal)
            game.apply(action)
    return result


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="wall time (default) or this process's CPU time (for a busy machine)")
    args = parser.parse_args(argv)
    print(WARNING_TEXT)
    clock = time.perf_counter if args.clock == "wall" else time.process_time
    print(f"clock: {args.clock}")
    p99 = 0.0
    for level in Level:
        times = sorted(timings(level, args.decisions, args.seed, clock))
        p50 = 1000 * times[len(times) // 2]
        p99 = 1000 * times[min(len(times) - 1, int(len(times) * 0.99))]
        print(f"{level.value:<10} decisions={len(times)} p50={p50:.2f} ms p99={p99:.2f} ms "
              f"max={1000 * times[-1]:.2f} ms")
    print(f"profi_p99_ms={p99:.2f}")


if __name__ == "__main__":
    main()
