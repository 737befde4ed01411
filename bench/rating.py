"""Hands rated per second: our table evaluator (both rule sets) against treys, in one run.

Run: ``python bench/rating.py [--hands N] [--repeats R]``. Every evaluator
rates the same fixed, seeded random hands; each is timed R times and the
median is reported, with the ratio to treys' ``Evaluator().evaluate`` measured
in the same run. treys is optional (``pip install -e '.[bench]'``); without
it only our figures are printed.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine import FULL_DECK, RuleSet, evaluate, strength_function  # noqa: E402
from game.legal import WARNING_TEXT  # noqa: E402


def timed(run: Callable[[], object], repeats: int) -> float:
    """Median seconds of ``repeats`` runs."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=200_000)
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    print(WARNING_TEXT)
    rng = random.Random(2026)
    hands = [rng.sample(FULL_DECK, 5) for _ in range(args.hands)]
    codes = [tuple(card.code for card in hand) for hand in hands]
    results: dict[str, float] = {}

    try:
        from treys import Card as TreysCard
        from treys import Evaluator
    except ImportError:
        print("treys not installed: no comparison (pip install -e '.[bench]')")
    else:
        evaluator = Evaluator()
        treys_hands = [[TreysCard.new(str(card)) for card in hand] for hand in hands]
        empty: list[int] = []
        evaluate_treys = evaluator.evaluate
        results["treys Evaluator().evaluate"] = timed(
            lambda: [evaluate_treys(hand, empty) for hand in treys_hands], args.repeats
        )

    for rules in RuleSet:
        rate = strength_function(rules)
        results[f"tokenpoker strength_function({rules.value})"] = timed(
            lambda rate=rate: [rate(*hand) for hand in codes], args.repeats
        )
    small = hands[: args.hands // 10]
    for rules in RuleSet:
        results[f"tokenpoker evaluate({rules.value}) -> HandValue"] = timed(
            lambda rules=rules: [evaluate(hand, rules) for hand in small], args.repeats
        ) * 10

    base = results.get("treys Evaluator().evaluate")
    print(f"{args.hands:,} fixed random hands, median of {args.repeats} runs")
    for name, seconds in results.items():
        rate_per_s = args.hands / seconds
        ratio = f"  {base / seconds:4.2f}x treys" if base else ""
        print(f"{name:<48} {rate_per_s / 1e6:6.2f} M hands/s{ratio}")


if __name__ == "__main__":
    main()
