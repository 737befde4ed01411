"""Measure the chance tables of the European Normal and Anfänger levels (`_AFTER`, `_BEFORE`).

Deals many seeded heads-up hands of the 40 cards; both seats exchange the
usual way (`discards_for`); prints, per category of the first hand before
and after its exchange, how often it wins the showdown and how many deals
had it. The tables in `game/engine/european/players.py` are these figures
(``--deals 200000 --seed 5``), rounded.

    /work/venv/bin/python tools/european_chances.py [--deals 200000] [--seed 5]
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.decks import DECK_40  # noqa: E402
from game.engine.european import discards_for  # noqa: E402
from game.engine.hands import EUROPEAN_40, HandCategory, evaluate  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200_000)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    after: dict[HandCategory, list[int]] = defaultdict(lambda: [0, 0])
    before: dict[HandCategory, list[int]] = defaultdict(lambda: [0, 0])
    for _ in range(args.deals):
        cards = rng.sample(DECK_40.cards, 16)
        first, second, stock = cards[:5], cards[5:10], cards[10:]
        start = evaluate(first, EUROPEAN_40).category
        finals = []
        for hand in (first, second):
            discards = discards_for(tuple(hand))
            finals.append([card for card in hand if card not in discards] + stock[: len(discards)])
            stock = stock[len(discards) :]
        mine, theirs = (evaluate(hand, EUROPEAN_40) for hand in finals)
        won = int(mine > theirs)
        for table, category in ((after, mine.category), (before, start)):
            table[category][0] += won
            table[category][1] += 1
    for name, table in (("after the exchange", after), ("before the exchange", before)):
        print(name)
        for category in sorted(table):
            wins, deals = table[category]
            print(f"  {category.name:16} {wins / deals:.3f}  ({deals} deals)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
