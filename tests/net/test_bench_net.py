"""bench/net_load.py and bench/net_abuse.py run end to end (a small load) and end with their summary lines."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("variant", ["token", "european", "holdem", "duell", "holdem --cash"])
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
            *variant.split(),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    # the bots move, and say "seen" in the pauses of the variants that have them (an update they
    # do not decode must be one that asks nothing of them)
    counts = re.search(r"^moves: (\d+) \(\d+/s\), seen: (\d+) ", result.stdout, re.M)
    assert counts is not None, result.stdout
    assert int(counts.group(1)) > 20 and (variant == "european" or int(counts.group(2)) > 0), result.stdout
    last = result.stdout.strip().splitlines()[-1]
    tables = 5 if variant == "duell" else 2
    match = re.fullmatch(rf"clients=10 tables={tables} p50_ms=([\d.]+) p99_ms=([\d.]+) ledger=ok", last)
    assert match is not None, last
    assert float(match.group(1)) <= float(match.group(2))


def test_the_load_bench_times_the_kernels_arrival_in_bot_processes_of_their_own() -> None:
    """By default a move's latency ends at the kernel's receive time of the table's last bot (every
    frame stamped), which is never later than that bot's code reading it (printed beside it); the
    bots run in two processes at niceness 10, and the machine's other work is told apart."""
    result = subprocess.run(
        [sys.executable, "bench/net_load.py", "--clients", "20", "--tables", "4", "--seconds", "2"]
        + ["--warmup", "0.5", "--think", "0.05"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout
    number = r"([\d.]+)"
    kernel = re.search(
        rf"update \(the kernel's receive time\): p50 {number} ms, p99 {number} ms \((\d+) moves\)", out
    )
    read = re.search(rf"last bot's code reads it: p50 {number} ms, p99 {number} ms", out)
    assert kernel is not None and read is not None, out
    assert int(kernel.group(3)) > 20, out
    assert float(kernel.group(1)) <= float(read.group(1)), out
    assert "without a kernel receive time" not in out, out
    assert re.search(r"^2 bot processes CPU, nice 10: \d+% of one core \(\d+ us per action\)$", out, re.M), (
        out
    )
    assert re.search(
        r"^machine CPU: \d+% of one core busy of \d+ \(this bench \d+%, other work -?\d+%\)$", out, re.M
    )
    assert re.fullmatch(
        rf"clients=20 tables=4 p50_ms={number} p99_ms={number} ledger=ok", out.strip().splitlines()[-1]
    )


def test_the_abuse_bench_prints_its_figures() -> None:
    result = subprocess.run(
        [sys.executable, "bench/net_abuse.py", "--tables", "3", "--slow-readers", "2"]
        + ["--slow-seconds", "1", "--floods", "1", "--seconds", "0.5", "--warmup", "0.3"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    number = r"(inf|\d+\.\d)"
    pattern = rf"slow_reader_rss_growth_mb=-?\d+\.\d slow_reader_closed_s={number} "
    pattern += rf"flood_probe_p99_ms={number}"
    assert re.fullmatch(pattern, lines[-1]), lines[-1]
    assert any(line.startswith("(b) 1 flooding (logged in): probe ping p50") for line in lines), lines
