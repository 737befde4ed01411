"""bench/duell_strength.py: duplicate deals cancel the cards' luck exactly between equal players."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from game.engine.duell.players import AlwaysCall, Normal

_PATH = Path(__file__).resolve().parent.parent / "bench" / "duell_strength.py"
_SPEC = importlib.util.spec_from_file_location("bench_duell_strength", _PATH)
assert _SPEC is not None and _SPEC.loader is not None
bench = importlib.util.module_from_spec(_SPEC)
sys.modules["bench_duell_strength"] = bench
_SPEC.loader.exec_module(bench)


def test_a_deterministic_player_against_itself_wins_exactly_nothing() -> None:
    mean, half = bench.duplicate(AlwaysCall, AlwaysCall, 60, 32, seed=3)
    assert (mean, half) == (0.0, 0.0)


def test_a_level_against_always_call_gives_a_figure_with_an_interval() -> None:
    mean, half = bench.duplicate(Normal, AlwaysCall, 40, 52, seed=1)
    assert half > 0 and isinstance(mean, float)
