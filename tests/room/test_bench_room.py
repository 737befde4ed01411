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
