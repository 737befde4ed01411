"""bench/net_load.py --nodes 2 runs end to end on a small load: it starts its own PostgreSQL, Redis
and two nodes, prints the CPU per action of the nodes, PostgreSQL and Redis, and ends with its
``nodes=`` summary line and an audited ledger."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_room_bench_prints_its_figures_and_an_audited_ledger(
    postgres_server: str, redis_server: str
) -> None:
    result = subprocess.run(
        [
            sys.executable,
            "bench/net_load.py",
            "--clients",
            "10",
            "--tables",
            "2",
            "--seconds",
            "1.5",
            "--warmup",
            "0.5",
            "--think",
            "0.05",
            "--nodes",
            "2",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    lines = result.stdout.strip().splitlines()
    assert re.fullmatch(r"nodes=2 clients=10 tables=2 p50_ms=[0-9.]+ p99_ms=[0-9.]+ ledger=ok", lines[-1]), (
        lines[-1]
    )
    assert any(line.startswith("2 node processes CPU:") and "us per action" in line for line in lines)
    assert any(line.startswith("postgres CPU:") for line in lines)
    assert any(line.startswith("redis CPU:") for line in lines)


def test_the_round_counts_bench_prints_its_figures() -> None:
    """bench/round_counts.py starts its own PostgreSQL, writes the rounds (every hand counted, or
    it fails) and ends with its summary line."""
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
