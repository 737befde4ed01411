"""Time the "Tipp" hint's figures: the first (cold) call and a fresh selection afterwards.

Run: /work/venv/bin/python bench/tips.py   (prints milliseconds; no asserts)
"""

from __future__ import annotations

import random
import time

from game.engine import Game, GameConfig, SeatConfig
from game.ui import tips


def main() -> None:
    config = GameConfig((SeatConfig("A", True), SeatConfig("B", False), SeatConfig("C", False)))
    game = Game.new(config, random.Random(7))
    game.start_round()
    seat = game.current
    view = game.view(seat)
    hand = view.hand
    start = time.perf_counter()
    tips.warm_up()
    print(f"warm-up (the table runs it in a thread): {(time.perf_counter() - start) * 1000:.1f} ms")
    start = time.perf_counter()
    tips.tip_for(view, ())
    print(f"first hint after warm-up: {(time.perf_counter() - start) * 1000:.2f} ms")
    worst = 0.0
    for mask in range(1, 32):
        out = [card for i, card in enumerate(hand) if mask >> i & 1]
        start = time.perf_counter()
        tips.tip_for(view, out)
        worst = max(worst, time.perf_counter() - start)
    print(f"new selection, worst of 31: {worst * 1000:.2f} ms")
    start = time.perf_counter()
    for _ in range(1000):
        tips.tip_for(view, hand[:2])
    print(f"cached selection: {(time.perf_counter() - start):.3f} ms per call")


if __name__ == "__main__":
    main()
