"""Benchmark: how much better than Profi any exchange could do in one round (a Monte-Carlo ceiling).

Profi picks its exchange from exact draw odds and a shipped picture of the
other seats. Is there much left on the table? For seeded decisions taken
from real rounds (every seat before the tested one has exchanged as Normal
does), this estimates the round-goal success of all 32 holds by simulation:
the hands of the seats before are sampled from the unseen cards so that
Normal would exchange exactly the public count, the seats after are dealt
at random and exchange as Normal, and all 32 holds face the same sampled
worlds (common random numbers). The best hold is chosen on one half of the
worlds and scored on the other half, so its figure is not inflated by the
noise it was chosen on. Each line shows, per configuration, Normal's and
Profi's success and that of the best hold, in percent, and the gaps in
percentage points with 95% intervals over the decisions.

    /work/venv/bin/python bench/round_ceiling.py --decisions 150 --worlds 8000 [--players 2 3 5]
        [--modes absteigend aufsteigend] [--rules original standard]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine import (  # noqa: E402
    FULL_DECK,
    Card,
    Game,
    GameConfig,
    Mode,
    RuleSet,
    SeatConfig,
    SeatView,
    TokenPhase,
    strategy_for,
    strength_function,
)
from game.engine.hands import scoring_cards  # noqa: E402
from game.legal import WARNING_TEXT  # noqa: E402


def decision(players: int, mode: Mode, rules: RuleSet, seed: str) -> SeatView:
    """A seat's view at its turn in a real round; the seats before it played Normal."""
    rng = random.Random(seed)
    seats = tuple(SeatConfig(f"C{i}", False) for i in range(players))
    game = Game.new(GameConfig(seats=seats, mode=mode, rules=rules, tokens=999), rng)
    game.start_round()
    tested = rng.randrange(players)
    normal = strategy_for("normal", rng)
    while game.current != tested:
        seat = game.current
        assert seat is not None and game.phase is TokenPhase.EXCHANGE
        game.exchange(seat, normal.choose_exchange(game.view(seat)))
    return game.view(tested)


def worlds(view: SeatView, count: int, rng: random.Random) -> list[tuple[list[int], int, int]]:
    """Sampled unseen worlds: (own draw codes, lowest other strength, highest other strength)."""
    rate = strength_function(view.rules)
    unseen = [card for card in FULL_DECK if card not in view.hand]
    before = [view.exchanged[seat] for seat in view.seats_before]
    after = len(view.seats_after)
    result = []
    for _ in range(count):
        pool = unseen[:]
        rng.shuffle(pool)
        others = []
        for exchanged in before:
            while True:  # a hand of which Normal exchanges exactly this many cards
                hand = rng.sample(pool, 5)
                kept = scoring_cards(hand, view.rules)
                if 5 - len(kept) == exchanged:
                    break
            for card in hand:
                pool.remove(card)
            others.append(list(kept))
        for _ in range(after):
            hand = [pool.pop() for _ in range(5)]
            others.append(list(scoring_cards(hand, view.rules)))
        for kept in others:  # their draws from the end, ours from the front
            while len(kept) < 5:
                kept.append(pool.pop())
        strengths = [rate(*(card.code for card in kept)) for kept in others]
        result.append(([card.code for card in pool[:5]], min(strengths), max(strengths)))
    return result


def successes(
    view: SeatView, holds: list[tuple[Card, ...]], sample: list[tuple[list[int], int, int]]
) -> list[float]:
    """Per hold, the share of the worlds in which the round's goal is reached."""
    rate = strength_function(view.rules)
    descending = view.mode is Mode.DESCENDING
    result = []
    for kept in holds:
        codes = [card.code for card in kept]
        need = 5 - len(codes)
        hits = 0
        for draws, low, high in sample:
            mine = rate(*codes, *draws[:need])
            if descending:
                hits += mine > low or mine == low == high
            else:
                hits += mine >= high and not mine == low == high
        result.append(hits / len(sample))
    return result


def mean_interval(values: list[float]) -> str:
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return f"{100 * statistics.fmean(values):+5.2f} pp +-{100 * half:4.2f}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=200, help="decisions per configuration")
    parser.add_argument("--worlds", type=int, default=4000, help="sampled worlds per decision")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 5])
    modes, rule_sets = [m.value for m in Mode], [r.value for r in RuleSet]
    parser.add_argument("--modes", nargs="+", choices=modes, default=modes)
    parser.add_argument("--rules", nargs="+", choices=rule_sets, default=rule_sets)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(WARNING_TEXT)
    profi = strategy_for("profi", random.Random(0))
    for players in args.players:
        for mode in map(Mode, args.modes):
            for rules in map(RuleSet, args.rules):
                start = time.perf_counter()
                normal_rates, profi_rates, best_rates = [], [], []
                profi_gap, best_gap = [], []
                for number in range(args.decisions):
                    seed = f"{args.seed}-{players}-{mode.value}-{rules.value}-{number}"
                    view = decision(players, mode, rules, seed)
                    holds = [kept for size in range(6) for kept in combinations(view.hand, size)]
                    normal_hold = tuple(scoring_cards(view.hand, view.rules))
                    exchange = set(profi.choose_exchange(view))
                    profi_hold = tuple(card for card in view.hand if card not in exchange)
                    rng = random.Random(seed)
                    choose = successes(view, holds, worlds(view, args.worlds // 2, rng))
                    best_hold = holds[max(range(len(holds)), key=choose.__getitem__)]
                    normal_s, profi_s, best_s = successes(
                        view, [normal_hold, profi_hold, best_hold], worlds(view, args.worlds // 2, rng)
                    )
                    normal_rates.append(normal_s)
                    profi_rates.append(profi_s)
                    best_rates.append(best_s)
                    profi_gap.append(profi_s - normal_s)
                    best_gap.append(best_s - profi_s)
                normal_mean, profi_mean, best_mean = (
                    100 * statistics.fmean(rates) for rates in (normal_rates, profi_rates, best_rates)
                )
                print(
                    f"{players}p {mode.value:11} {rules.value:8}: normal {normal_mean:5.2f}% "
                    f"profi {profi_mean:5.2f}% best {best_mean:5.2f}%; "
                    f"profi-normal {mean_interval(profi_gap)}, best-profi {mean_interval(best_gap)}  "
                    f"[{args.decisions} decisions x {args.worlds} worlds, "
                    f"{time.perf_counter() - start:.0f} s]",
                    flush=True,
                )


if __name__ == "__main__":
    main()
