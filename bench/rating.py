"""Hands rated per second: our table evaluator (both rule sets) against treys, in one run.

Run: ``python bench/rating.py [--hands N] [--repeats R]``. Every evaluator
rates the same fixed, seeded random hands; each is timed R times and the
median is reported, with the ratio to treys' ``Evaluator().evaluate`` measured
in the same run. treys is optional (``pip install -e '.[bench]'``); without
it only our figures are printed.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine import FULL_DECK, RuleSet, evaluate, strength_function  # noqa: E402
from game.legal import WARNING_TEXT  # noqa: E402


def timed_interleaved(runs: dict[str, Callable[[], object]], repeats: int) -> dict[str, list[float]]:
    """Seconds per run of every evaluator; the evaluators take turns in each repeat,
    so load from other processes falls on all of them alike."""
    times: dict[str, list[float]] = {name: [] for name in runs}
    for _ in range(repeats):
        for name, run in runs.items():
            start = time.perf_counter()
            run()
            times[name].append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=200_000)
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    print(WARNING_TEXT)
    rng = random.Random(2026)
    hands = [rng.sample(FULL_DECK, 5) for _ in range(args.hands)]
    codes = [tuple(card.code for card in hand) for hand in hands]
    runs: dict[str, Callable[[], object]] = {}
    treys_name = "treys Evaluator().evaluate"
    try:
        from treys import Card as TreysCard
        from treys import Evaluator
    except ImportError:
        print("treys not installed: no comparison (pip install -e '.[bench]')")
    else:
        evaluate_treys = Evaluator().evaluate
        treys_hands = [[TreysCard.new(str(card)) for card in hand] for hand in hands]
        empty: list[int] = []
        runs[treys_name] = lambda: [evaluate_treys(hand, empty) for hand in treys_hands]
    for rules in RuleSet:
        rate = strength_function(rules)
        runs[f"tokenpoker strength_function({rules.value})"] = (
            lambda rate=rate: [rate(*hand) for hand in codes]
        )
    small = hands[: args.hands // 10]  # the full rating is slower: a tenth of the hands
    for rules in RuleSet:
        runs[f"tokenpoker evaluate({rules.value}) -> HandValue"] = (
            lambda rules=rules: [evaluate(hand, rules) for hand in small]
        )
    gc.disable()  # as timeit does: measure rating, not the collector
    times = timed_interleaved(runs, args.repeats)
    gc.enable()
    print(f"{args.hands:,} fixed random hands, median of {args.repeats} interleaved runs")
    for name, seconds in times.items():
        count = len(small) if "evaluate(" in name else args.hands
        rates = [count / t for t in seconds]
        line = f"{name:<48} {statistics.median(rates) / 1e6:6.2f} M hands/s"
        if treys_name in times:
            # Ratio per repeat (same moment, same load), then the median.
            ratios = [r * t / args.hands for r, t in zip(rates, times[treys_name])]
            line += f"  {statistics.median(ratios):4.2f}x treys"
        print(line)


if __name__ == "__main__":
    main()
