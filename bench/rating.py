"""Hands rated per second: our evaluators against treys and others, five and seven cards, in one run.

Run: ``python bench/rating.py [--hands N] [--hands7 M] [--repeats R] [--phevaluator-pure DIR]``.

Five cards: our table evaluator (both rule sets) against treys'
``Evaluator().evaluate``. Seven cards (best five of seven, Texas Hold'em):
our ``seven_card_function`` (and the checked ``best_strength``) against
treys (21 five-card look-ups per hand), phevaluator, pokerkit's
``StandardHighHand.from_game`` and eval7 (compiled, for scale). Every
evaluator of a section rates the same fixed, seeded random hands; each is
timed R times, the evaluators taking turns, and the median is reported with
the ratio to treys measured per repeat in the same run. The last line is
``seven_card_vs_treys=<ratio>``.

phevaluator 0.6 and later is a compiled C extension (``phevaluator._pheval``);
its releases up to 0.5.3.1 were pure Python. The installed one is labelled
as what it is. To time the pure-Python one beside it, unpack it into a
folder of its own (``pip download --no-deps --no-binary :all: "phevaluator<0.6"``,
then copy the sdist's ``phevaluator`` package into DIR) and pass
``--phevaluator-pure DIR``.

The other evaluators are optional (``pip install -e '.[bench]'``); a missing
one is skipped with a note. Before timing, their orderings are checked
against ours on consecutive pairs of the seven-card hands.
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

import importlib  # noqa: E402
import tracemalloc  # noqa: E402
from types import ModuleType  # noqa: E402

from game.engine import FULL_DECK, Card, RuleSet, evaluate, strength_function  # noqa: E402
from game.engine import hands as hands_module  # noqa: E402
from game.engine.hands import HOLDEM, best_strength, seven_card_function  # noqa: E402
from game.legal import WARNING_TEXT  # noqa: E402

Hand = list[Card]


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


def report(
    title: str, times: dict[str, list[float]], counts: dict[str, int], baseline: str
) -> dict[str, float]:
    """Print hands/s per evaluator and its ratio to `baseline` (per repeat, then the median)."""
    print(title)
    ratios: dict[str, float] = {}
    for name, seconds in times.items():
        rates = [counts[name] / t for t in seconds]
        line = f"{name:<61} {statistics.median(rates) / 1e6:7.3f} M hands/s"
        if baseline in times:
            base = [counts[baseline] / t for t in times[baseline]]
            ratios[name] = statistics.median(r / b for r, b in zip(rates, base))
            line += f"  {ratios[name]:7.2f}x treys"
        print(line)
    return ratios


def load_phevaluator(path: str | None) -> ModuleType | None:
    """phevaluator's evaluator module: the installed one, or the one in folder `path`.

    Both can live in one process: the package's modules are loaded under
    their own name and then taken out of ``sys.modules`` again (their
    functions keep what they imported).
    """
    saved = {name: mod for name, mod in sys.modules.items() if name.split(".")[0] == "phevaluator"}
    for name in saved:
        del sys.modules[name]
    if path:
        sys.path.insert(0, path)
    try:
        module = importlib.import_module("phevaluator.evaluator")
        module.evaluate_cards(0, 4, 8, 12, 16, 20, 24)  # the pure one builds lazily: not in the timing
        return module
    except ImportError:
        return None
    finally:
        if path:
            sys.path.remove(path)
        if path or saved:
            for name in [name for name in sys.modules if name.split(".")[0] == "phevaluator"]:
                if path:
                    del sys.modules[name]
            sys.modules.update(saved)


def phevaluator_label(module: ModuleType) -> str:
    compiled = hasattr(module, "_pheval") or "_pheval" in getattr(module, "__dict__", {})
    kind = "compiled C extension" if compiled else "pure Python"
    where = "installed" if "site-packages" in (module.__file__ or "") else "--phevaluator-pure"
    return f"phevaluator evaluate_cards ({kind}, {where})"


def table_figures() -> None:
    """Build time and memory of the best-of-seven table (the five-card table it grows from is built first)."""
    start = time.perf_counter()
    hands_module._table(HOLDEM)
    five_ms = (time.perf_counter() - start) * 1e3
    start = time.perf_counter()
    table = hands_module._best_table(HOLDEM)
    seven_ms = (time.perf_counter() - start) * 1e3
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    rebuilt = hands_module._build_best_table(HOLDEM)
    size = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    del rebuilt
    print(
        f"tables: five-card standard {five_ms:.0f} ms; best-of-seven "
        f"{len(table.plain):,} + {len(table.flush):,} entries, {seven_ms:.0f} ms, {size / 1e6:.1f} MB"
    )


def seven_card_runs(
    hands7: list[Hand], pure_path: str | None
) -> tuple[dict[str, Callable[[], object]], dict[str, Callable[[Hand], object]]]:
    """The timed runs over all hands, and per evaluator a key for one hand (higher = better)."""
    runs: dict[str, Callable[[], object]] = {}
    keys: dict[str, Callable[[Hand], object]] = {}
    rate7 = seven_card_function(HOLDEM)
    codes7 = [tuple(card.count_code for card in hand) for hand in hands7]
    runs[OURS7] = lambda: [rate7(*hand) for hand in codes7]
    keys[OURS7] = lambda hand: rate7(*(card.count_code for card in hand))
    runs["tokenpoker best_strength(cards, HOLDEM) (checked)"] = lambda: [
        best_strength(hand, HOLDEM) for hand in hands7
    ]
    try:
        from treys import Card as TreysCard
        from treys import Evaluator
    except ImportError:
        print("treys not installed: no baseline (pip install -e '.[bench]')")
    else:
        evaluate_treys = Evaluator().evaluate
        treys7 = [[TreysCard.new(str(card)) for card in hand] for hand in hands7]
        pairs = [(hand[:2], hand[2:]) for hand in treys7]
        runs[TREYS7] = lambda: [evaluate_treys(hole, board) for hole, board in pairs]
        keys[TREYS7] = lambda hand: -evaluate_treys(*_split([TreysCard.new(str(c)) for c in hand]))
    suit_ids = {"c": 0, "d": 1, "h": 2, "s": 3}  # phevaluator: rank * 4 + suit
    ph_ids = [tuple((card.rank - 2) * 4 + suit_ids[card.suit.value] for card in hand) for hand in hands7]
    for path in (None, pure_path) if pure_path else (None,):
        module = load_phevaluator(path)
        if module is None:
            print(f"phevaluator not found{' in ' + path if path else ''}: skipped")
            continue
        name = phevaluator_label(module)
        ph_eval = module.evaluate_cards
        runs[name] = lambda ph_eval=ph_eval: [ph_eval(*hand) for hand in ph_ids]
        keys[name] = lambda hand, ph_eval=ph_eval: -ph_eval(
            *((card.rank - 2) * 4 + suit_ids[card.suit.value] for card in hand)
        )
    try:
        from pokerkit import Card as PokerkitCard
        from pokerkit import StandardHighHand
    except ImportError:
        print("pokerkit not installed: skipped")
    else:
        # About 300 times slower than ours: it rates the first twentieth of the hands.
        few = hands7[: max(1, len(hands7) // 20)]
        pk7 = [tuple(PokerkitCard.parse("".join(str(card) for card in hand))) for hand in few]
        from_game = StandardHighHand.from_game
        runs[POKERKIT7] = lambda: [from_game(h[:2], h[2:]) for h in pk7]
        keys[POKERKIT7] = lambda hand: from_game(
            "".join(str(c) for c in hand[:2]), "".join(str(c) for c in hand[2:])
        )
    try:
        import eval7
    except ImportError:
        print("eval7 not installed: skipped")
    else:
        e7 = [[eval7.Card(str(card)) for card in hand] for hand in hands7]
        e7_evaluate = eval7.evaluate
        e7_name = "eval7 evaluate (compiled, for scale)"
        runs[e7_name] = lambda: [e7_evaluate(hand) for hand in e7]
        keys[e7_name] = lambda hand: e7_evaluate([eval7.Card(str(c)) for c in hand])
    return runs, keys


OURS7 = "tokenpoker seven_card_function(HOLDEM)"
POKERKIT7 = "pokerkit StandardHighHand.from_game (1/20 of the hands)"
TREYS7 = "treys Evaluator().evaluate (2 + 5 cards)"


def _split(cards: list[int]) -> tuple[list[int], list[int]]:
    return cards[:2], cards[2:]


def check_orderings(hands7: list[Hand], keys: dict[str, Callable[[Hand], object]], pairs: int) -> None:
    """Every evaluator orders consecutive hands as ours does (ties included); else stop."""
    ours = keys[OURS7]
    sample = hands7[: pairs + 1]
    mine = [ours(hand) for hand in sample]
    for name, key in keys.items():
        theirs = [key(hand) for hand in sample]
        for i in range(pairs):
            a, b = mine[i], mine[i + 1]
            x, y = theirs[i], theirs[i + 1]
            if ((a > b) - (a < b)) != ((x > y) - (x < y)):  # type: ignore[operator]
                raise SystemExit(f"{name} orders {hands7[i]} and {hands7[i + 1]} unlike ours")
    print(f"orderings agree with ours on {pairs:,} consecutive pairs: {', '.join(keys)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=200_000)
    parser.add_argument("--hands7", type=int, default=20_000)
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--phevaluator-pure", metavar="DIR", help="folder holding a pure-Python phevaluator")
    args = parser.parse_args()
    print(WARNING_TEXT)
    rng = random.Random(2026)
    hands = [rng.sample(FULL_DECK, 5) for _ in range(args.hands)]
    hands7 = [rng.sample(FULL_DECK, 7) for _ in range(args.hands7)]
    table_figures()
    five_card(hands, args.repeats)
    runs, keys = seven_card_runs(hands7, args.phevaluator_pure)
    check_orderings(hands7, keys, min(2000, len(hands7) - 1))
    gc.disable()
    times = timed_interleaved(runs, args.repeats)
    gc.enable()
    counts = dict.fromkeys(times, len(hands7))
    if POKERKIT7 in counts:
        counts[POKERKIT7] = max(1, len(hands7) // 20)
    ratios = report(
        f"{len(hands7):,} fixed random seven-card hands, median of {args.repeats} interleaved runs",
        times, counts, TREYS7,
    )
    if OURS7 in ratios:
        print(f"seven_card_vs_treys={ratios[OURS7]:.2f}")


def five_card(hands: list[Hand], repeats: int) -> None:
    """The five-card figures: our strength functions and evaluate() against treys."""
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
    small = hands[: len(hands) // 10]  # the full rating is slower: a tenth of the hands
    for rules in RuleSet:
        runs[f"tokenpoker evaluate({rules.value}) -> HandValue"] = (
            lambda rules=rules: [evaluate(hand, rules) for hand in small]
        )
    gc.disable()  # as timeit does: measure rating, not the collector
    times = timed_interleaved(runs, repeats)
    gc.enable()
    counts = {name: len(small) if "evaluate(" in name else len(hands) for name in times}
    report(f"{len(hands):,} fixed random five-card hands, median of {repeats} interleaved runs",
           times, counts, treys_name)


if __name__ == "__main__":
    main()
