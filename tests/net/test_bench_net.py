"""bench/net_load.py runs end to end (a small load) and ends with its summary line."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("variant", ["token", "european", "holdem", "duell"])
def test_the_load_bench_prints_its_figures_and_an_audited_ledger(variant: str) -> None:
    result = subprocess.run(
        [
            sys.executable,
            "bench/net_load.py",
            "--clients",
            "10",
            "--tables",
            "5" if variant == "duell" else "2",
            "--seconds",
            "1.5",
            "--warmup",
            "0.5",
            "--think",
            "0.05",
            "--variant",
            variant,
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    last = result.stdout.strip().splitlines()[-1]
    tables = 5 if variant == "duell" else 2
    match = re.fullmatch(rf"clients=10 tables={tables} p50_ms=([\d.]+) p99_ms=([\d.]+) ledger=ok", last)
    assert match is not None, last
    assert float(match.group(1)) <= float(match.group(2))
