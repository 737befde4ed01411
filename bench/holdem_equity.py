"""The Tipp's equity: how long one estimate takes and how close it is.

Random seeded spots (hole cards, a board of 0, 3, 4 or 5 cards, 1 to 9
opponents); each is timed once (wall clock and CPU) and compared with a
long Monte-Carlo run of the same spot (``--reference`` deals; exact on the
river heads-up). By default the estimate against random hands
(`showdown_equity`); with ``--ranges`` the Tipp's own since issue 24
(`range_equity` with the Tipp's budget of deals, ``DEALS_BUDGET // (opponents
+ 2)``, each opponent given a random range: a top fraction of the starting
hands and, after the flop, a bet that keeps a random share of it). Prints
per opponent count the time p50 / max (wall clock and CPU) and the mean
and largest absolute error in percentage points; the last line is
``tipp_equity_p99_ms=<all spots> max_ms=<all spots> cpu_p99_ms=<all spots>``
(target: under 20 ms).

    /work/venv/bin/python bench/holdem_equity.py [--spots 40] [--seed 1] [--reference 40000] [--ranges]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.decks import DECK_52  # noqa: E402
from game.engine.holdem import equity, showdown_equity  # noqa: E402
from game.engine.holdem.equity import DEALS_BUDGET, range_equity  # noqa: E402
from game.engine.holdem.reads import SeatRange  # noqa: E402
from game.legal import WARNING_TEXT  # noqa: E402


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spots", type=int, default=40, help="spots per opponent count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--reference", type=int, default=40_000, help="deals of the reference estimate")
    parser.add_argument("--ranges", action="store_true", help="the Tipp's estimate against ranges")
    args = parser.parse_args(argv)
    print(WARNING_TEXT)
    rng = random.Random(args.seed)
    showdown_equity(tuple(DECK_52.cards[:2]), (), 1, random.Random(0), budget=100)  # tables built
    every: list[float] = []
    every_cpu: list[float] = []
    for opponents in range(1, 10):
        times: list[float] = []
        cpu_times: list[float] = []
        errors: list[float] = []
        for spot in range(args.spots):
            deck = DECK_52.shuffled(rng)
            hole, board = (deck[0], deck[1]), tuple(deck[2:2 + (0, 3, 4, 5)[spot % 4]])
            tipp_rng = random.Random(rng.random())
            if args.ranges:
                ranges = tuple(
                    SeatRange(seat, rng.choice((0.05, 0.1, 0.2, 0.35, 0.5, 1.0)),
                              ((len(board), rng.uniform(0.2, 0.8)),) if board else ())
                    for seat in range(opponents)
                )
                deals = DEALS_BUDGET // (opponents + 2)
                start, cpu = time.perf_counter(), time.process_time()
                value = range_equity(hole, board, ranges, deals, tipp_rng)
                times.append((time.perf_counter() - start) * 1000)
                cpu_times.append((time.process_time() - cpu) * 1000)
                reference = value if not board else range_equity(
                    hole, board, ranges, args.reference, random.Random(spot)
                )
                errors.append(abs(value - reference) * 100)
                continue
            start, cpu = time.perf_counter(), time.process_time()
            result = showdown_equity(hole, board, opponents, tipp_rng)
            times.append((time.perf_counter() - start) * 1000)
            cpu_times.append((time.process_time() - cpu) * 1000)
            reference = result.value if result.exact else equity(
                hole, board, opponents, args.reference, random.Random(spot)
            )
            errors.append(abs(result.value - reference) * 100)
        every.extend(times)
        print(f"{opponents} opponent(s): {args.spots} spots, wall p50 {statistics.median(times):.1f} ms "
              f"max {max(times):.1f} ms, CPU p50 {statistics.median(cpu_times):.1f} ms max "
              f"{max(cpu_times):.1f} ms; error vs {args.reference:,} deals: mean "
              f"{statistics.fmean(errors):.2f} pp, max {max(errors):.2f} pp")
        every_cpu.extend(cpu_times)
    print(f"tipp_equity_p99_ms={percentile(every, 0.99):.1f} max_ms={max(every):.1f} "
          f"cpu_p99_ms={percentile(every_cpu, 0.99):.1f}")


if __name__ == "__main__":
    main()
