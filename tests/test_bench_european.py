"""bench/european_strength.py: duplicate games cancel the luck exactly, and the figure tells players apart."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_PATH = Path(__file__).resolve().parent.parent / "bench" / "european_strength.py"
_SPEC = importlib.util.spec_from_file_location("bench_european_strength", _PATH)
assert _SPEC is not None and _SPEC.loader is not None
bench = importlib.util.module_from_spec(_SPEC)
sys.modules["bench_european_strength"] = bench
_SPEC.loader.exec_module(bench)


def test_a_deterministic_level_against_itself_wins_exactly_nothing() -> None:
    assert bench.edge("anfaenger", "anfaenger", 40, 2, seed=3) == (0.0, 0.0)
    assert bench.edge("anfaenger", "anfaenger", 10, 4, seed=3) == (0.0, 0.0)


def test_the_figure_separates_a_level_from_random_play_both_ways() -> None:
    mean, half = bench.edge("normal", "random", 150, 2, seed=1)
    assert mean - half > 0
    mean, half = bench.edge("random", "normal", 150, 2, seed=1)
    assert mean + half < 0
