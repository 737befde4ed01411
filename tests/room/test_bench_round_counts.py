"""bench/round_counts.py runs end to end: it starts its own PostgreSQL, writes the rounds (every
hand counted, or it fails) and ends with its summary line."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_round_counts_bench_prints_its_figures() -> None:
    result = subprocess.run(
        [sys.executable, "bench/round_counts.py", "--rounds", "5"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    lines = result.stdout.strip().splitlines()
    assert "25 hands in play_stats" in lines[-2]
    assert re.fullmatch(r"round_counts rounds=5 cpu_us=\d+ wall_us=\d+ wall_p99_us=\d+", lines[-1]), lines[-1]
