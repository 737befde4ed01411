"""bench/holdem_strength.py: the rotated ring cancels the cards' luck exactly between equal players."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

_PATH = Path(__file__).resolve().parent.parent / "bench" / "holdem_strength.py"
_SPEC = importlib.util.spec_from_file_location("bench_holdem_strength", _PATH)
assert _SPEC is not None and _SPEC.loader is not None
bench = importlib.util.module_from_spec(_SPEC)
sys.modules["bench_holdem_strength"] = bench
_SPEC.loader.exec_module(bench)


def test_a_level_against_copies_of_itself_wins_exactly_nothing() -> None:
    mean, half, naive = bench.ring("normal", "normal", 3, 4, seed=2)
    assert (mean, half) == (0.0, 0.0) and naive > 0  # the same hands unpaired would spread widely


def test_a_level_against_a_baseline_gives_a_figure_with_an_interval() -> None:
    mean, half, _ = bench.ring("anfaenger", "caller", 6, 4, seed=1)
    assert mean != 0 and half > 0


def test_the_baselines_play_legal_hands() -> None:
    """`session` applies every choice through the engine (an illegal one raises) and checks the
    chips; the results of a session sum to nothing (fresh stacks count against their seat)."""
    for kind in bench.BASELINES:
        for seed in range(3):
            decks = [bench.DECK_52.shuffled(random.Random(seed * 10 + k)) for k in range(8)]
            assert sum(bench.session([kind, "anfaenger"] * 3, decks, seed % 6, seed)) == 0
