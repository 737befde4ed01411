"""Hostile clients against the real server: slow readers that never read, and floods beside a probe.

Starts the server (``python -m game.net``, its own process) on 127.0.0.1 with
a fresh database (accounts made beforehand with a cheap scrypt cost) and
``--tables`` open token tables, each held by a connection of its own, so a
``list`` answer is large (about 27 KB at 150 tables). Every client connects to
127.0.0.1 from an address of 127.0.0.0/8 (never any other address): the
probe from 127.0.0.1, the openers from 127.0.3.x (25 each), slow reader ``i`` from 127.0.1.<i+1>,
flooder ``k`` from 127.0.2.<k+1>, so the server counts them as different
addresses.

(a) ``--slow-readers`` clients log in, then ask for the table list
``--slow-rate`` times a second and never read an answer (their sockets stop
taking data in). For up to ``--slow-seconds`` it samples the server's
resident memory (Linux ``/proc``) and notes when each slow reader's
connection is closed by the server.

(b) A probe client sits at a table with a partner and plays the token game
(both bots of bench/net_load.py, thinking 0.25 s per move on average, so
moves and pings stay within the rate limit) and pings the server every 100 ms. First
without a flood, then with 1, 5 and 20 (``--floods``) flooding connections,
without an account and then logged in, each for ``--seconds`` after a
``--warmup``: it notes the probe's ping round trips (p50/p99). The flooders
run in a process of their own (so their CPU does not delay the probe's
reading), send ``ping`` as fast as the server takes them in, read what
comes, and connect again when the server closes them.

The last line is ``slow_reader_rss_growth_mb=<x> slow_reader_closed_s=<x>
flood_probe_p99_ms=<x>``: the largest growth of the server's RSS over its
size before (a); the seconds until the last slow reader was closed (``inf``
if one was still open after ``--slow-seconds``); the probe's worst p99 under
the largest flood.

    env -u PYTHONDONTWRITEBYTECODE /work/venv/bin/python bench/net_abuse.py \\
        [--tables 150] [--slow-readers 10] [--slow-seconds 30] [--floods 1,5,20] [--seconds 5]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections import deque
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from net_load import Bot, Stats, _prepare  # noqa: E402
from websockets.asyncio.client import ClientConnection, connect  # noqa: E402
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus  # noqa: E402

from game.legal import WARNING_TEXT  # noqa: E402
from game.net.protocol import PROTOCOL_VERSION  # noqa: E402

PASSWORD = "bench-password"
_LIST = json.dumps({"type": "list"})
_PING = json.dumps({"type": "ping"})


def _hello(name: str) -> str:
    return json.dumps({"type": "hello", "v": PROTOCOL_VERSION, "name": name, "password": PASSWORD})


def _rss_mb(pid: int) -> float:
    """The resident memory of process ``pid`` in MB (Linux)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def _start_server(db: Path) -> tuple[subprocess.Popen[str], str]:
    process = subprocess.Popen(
        [sys.executable, "-m", "game.net", "--port", "0", "--db", str(db), "--log-level", "error"]
        + ["--max-connections", "1000"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    for line in process.stdout:
        if "server on ws://" in line:
            return process, line.split("server on ", 1)[1].split()[0]
    raise RuntimeError("the server did not start")


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] if ordered else float("nan")


async def _drain(ws: ClientConnection) -> None:
    try:
        async for _ in ws:
            pass
    except ConnectionClosed:
        pass


# ---------------------------------------------------------------------- (a) slow readers


async def _open_tables(url: str, count: int) -> list[asyncio.Task[None]]:
    """``count`` connections that each open a token table and stay (reading what comes)."""
    opened = 0
    done = asyncio.Event()

    async def opener(number: int) -> None:
        nonlocal opened
        # 25 openers share an address: the server limits the messages of one address too
        here = (f"127.0.3.{number // 25 + 1}", 0)
        async with connect(url, max_size=None, compression=None, local_addr=here) as ws:
            await ws.send(_hello(f"opener{number:03d}"))
            assert json.loads(await ws.recv())["type"] == "welcome"
            await ws.send(json.dumps({"type": "open", "variant": "token", "options": {}}))
            while json.loads(await ws.recv())["type"] != "table":
                pass
            opened += 1
            if opened == count:
                done.set()
            await _drain(ws)

    tasks = []
    for number in range(count):
        tasks.append(asyncio.get_running_loop().create_task(opener(number)))
        if number % 25 == 24:
            await asyncio.sleep(0.05)
    await asyncio.wait_for(done.wait(), 120)
    return tasks


async def _slow_reader(url: str, number: int, rate: float, start: asyncio.Event, closed: list[float]) -> None:
    """Log in, then ask for the list ``rate`` times a second and never read; note when closed."""
    ws = await connect(
        url, max_size=None, compression=None, max_queue=1, local_addr=(f"127.0.1.{number + 1}", 0)
    )
    try:
        await ws.send(_hello(f"slow{number}"))
        assert json.loads(await ws.recv())["type"] == "welcome"
        await start.wait()
        began = time.perf_counter()
        try:
            while True:
                await asyncio.wait_for(ws.send(_LIST), 5)
                await asyncio.sleep(1 / rate)
        except (ConnectionClosed, TimeoutError, OSError):
            closed.append(time.perf_counter() - began)
    finally:
        ws.transport.abort()  # no closing handshake with a server that may not read either


async def _slow_readers(url: str, args: argparse.Namespace, pid: int) -> tuple[float, float]:
    openers = await _open_tables(url, args.tables)
    await asyncio.sleep(1.0)
    before = _rss_mb(pid)
    start, closed = asyncio.Event(), list[float]()
    readers = [
        asyncio.get_running_loop().create_task(_slow_reader(url, n, args.slow_rate, start, closed))
        for n in range(args.slow_readers)
    ]
    await asyncio.sleep(0.5)  # logged in
    start.set()
    began, peak = time.perf_counter(), before
    while time.perf_counter() - began < args.slow_seconds and len(closed) < args.slow_readers:
        await asyncio.sleep(0.25)
        peak = max(peak, _rss_mb(pid))
    open_still = args.slow_readers - len(closed)
    print(
        f"(a) {args.slow_readers} slow readers at {args.tables} tables, {args.slow_rate:g} list/s each: "
        f"server RSS {before:.0f} -> peak {peak:.0f} MB; closed after "
        + (", ".join(f"{s:.1f}" for s in sorted(closed)) or "-")
        + f" s; {open_still} still open after {args.slow_seconds:g} s",
        flush=True,
    )
    for task in readers + openers:
        task.cancel()
    await asyncio.gather(*readers, *openers, return_exceptions=True)
    last = float("inf") if open_still else max(closed, default=0.0)
    return peak - before, last


# ---------------------------------------------------------------------- (b) floods


async def _flooder(url: str, number: int, account: bool, until: float, counts: dict[str, int]) -> None:
    while time.perf_counter() < until:
        ws = None
        try:
            ws = await connect(url, compression=None, local_addr=(f"127.0.2.{number + 1}", 0), open_timeout=5)
            counts["connections"] += 1
            if account:
                await ws.send(_hello(f"flood{number:02d}"))
                if json.loads(await asyncio.wait_for(ws.recv(), 5))["type"] != "welcome":
                    await asyncio.sleep(0.1)
                    continue
            reader = asyncio.get_running_loop().create_task(_drain(ws))
            while time.perf_counter() < until and not reader.done():
                for _ in range(50):
                    await ws.send(_PING)
                counts["sent"] += 50
                await asyncio.sleep(0)
            reader.cancel()
            if time.perf_counter() < until:
                raise ConnectionClosed(None, None)
        except InvalidStatus:  # refused before the handshake
            counts["refused"] += 1
            await asyncio.sleep(0.1)
        except (ConnectionClosed, TimeoutError, OSError, InvalidHandshake):
            counts["closed"] += 1
            await asyncio.sleep(0.1)
        finally:
            if ws is not None:
                ws.transport.abort()  # no closing handshake in the middle of a flood


async def _flood_worker(url: str, count: int, account: bool, seconds: float) -> None:
    counts = {"connections": 0, "sent": 0, "closed": 0, "refused": 0}
    until = time.perf_counter() + seconds
    await asyncio.gather(*(_flooder(url, k, account, until, counts) for k in range(count)))
    print(json.dumps(counts), flush=True)


class Probe(Bot):
    """The partner bot of bench/net_load.py that also pings the server every 100 ms."""

    def __init__(self, name: str, opener: bool, stats: Stats) -> None:
        # a quarter of a second to think (mean): with the pings well within the rate limit
        super().__init__(name, 0, opener, stats, 0.25, random.Random(1))
        self.members = 2
        self.pings: deque[float] = deque()
        self.times: list[float] = []
        self.codes: dict[str, int] = {}

    def receive(self, message: dict[str, Any]) -> None:
        if message["type"] == "pong":
            self.times.append((time.perf_counter() - self.pings.popleft()) * 1000)
        elif message["type"] == "error":
            self.codes[message["code"]] = self.codes.get(message["code"], 0) + 1
            super().receive(message)
        else:
            super().receive(message)

    async def ping_loop(self) -> None:
        while True:
            await asyncio.sleep(0.1)
            if self.ws is not None:
                self.pings.append(time.perf_counter())
                self.ws.send_text(_PING)


async def _floods(url: str, args: argparse.Namespace) -> float:
    stats, tables, ready = Stats(), dict[int, int](), asyncio.Event()
    probe, partner = Probe("probe", True, stats), Probe("partner", False, stats)
    loop = asyncio.get_running_loop()
    tasks = [loop.create_task(bot.run(url, tables, ready, 2)) for bot in (probe, partner)]
    await asyncio.wait_for(ready.wait(), 30)
    stats.measuring = True
    tasks.append(loop.create_task(probe.ping_loop()))
    await asyncio.sleep(args.warmup)
    worst = 0.0
    phases = [(0, False)] + [(n, account) for n in args.floods for account in (False, True)]
    for count, account in phases:
        worker = None
        if count:
            worker = await asyncio.create_subprocess_exec(
                sys.executable, __file__, "--flood-worker", url, str(count), "1" if account else "0",
                str(args.warmup + args.seconds),
                stdout=asyncio.subprocess.PIPE,
            )  # fmt: skip
            await asyncio.sleep(args.warmup)
        probe.times.clear()
        await asyncio.sleep(args.seconds)
        times = list(probe.times)
        if worker is not None:
            out, _ = await asyncio.wait_for(worker.communicate(), 30)
            counts = json.loads(out.decode().strip().splitlines()[-1])
        else:
            counts = {}
        who = "no flood" if not count else f"{count} flooding ({'logged in' if account else 'no account'})"
        p50, p99 = (statistics.median(times) if times else float("nan")), _quantile(times, 0.99)
        extra = (
            f"; flooders sent {counts['sent']} pings over {counts['connections']} connections, "
            f"{counts['closed']} closed by the server, {counts['refused']} connection attempts refused"
            if counts
            else ""
        )
        print(
            f"(b) {who}: probe ping p50 {p50:.1f} ms, p99 {p99:.1f} ms ({len(times)} pongs){extra}",
            flush=True,
        )
        if count == max(args.floods):
            worst = max(worst, p99 if times else float("inf"))
    print(
        f"(b) moves played at the probe's table: {stats.actions}; errors: {probe.codes} {partner.codes}",
        flush=True,
    )
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return worst


async def _run(url: str, args: argparse.Namespace, pid: int) -> tuple[float, float, float]:
    growth, closed = await _slow_readers(url, args, pid)
    worst = await _floods(url, args)
    return growth, closed, worst


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--flood-worker"]:
        url, count, account, seconds = argv[1:5]
        asyncio.run(_flood_worker(url, int(count), account == "1", float(seconds)))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=150)
    parser.add_argument("--slow-readers", type=int, default=10)
    parser.add_argument(
        "--slow-rate", type=float, default=20.0, help="list requests per second of a slow reader"
    )
    parser.add_argument("--slow-seconds", type=float, default=30.0, help="how long (a) waits at most")
    parser.add_argument("--floods", default="1,5,20", help="numbers of flooding connections, comma-separated")
    parser.add_argument("--seconds", type=float, default=5.0, help="how long (b) measures each flood")
    parser.add_argument("--warmup", type=float, default=1.0)
    args = parser.parse_args(argv)
    args.floods = [int(n) for n in args.floods.split(",")]
    if args.slow_readers > 250 or max(args.floods) > 250:
        parser.error("at most 250 slow readers and flooders (one address each)")
    print(WARNING_TEXT, flush=True)
    print(f"load average before: {' '.join(f'{x:.1f}' for x in os.getloadavg())}", flush=True)
    names = [f"opener{n:03d}" for n in range(args.tables)] + [f"slow{n}" for n in range(args.slow_readers)]
    names += [f"flood{k:02d}" for k in range(max(args.floods))] + ["probe", "partner"]
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "bench.sqlite3"
        _prepare(db, names)
        process, url = _start_server(db)
        try:
            growth, closed, worst = asyncio.run(_run(url, args, process.pid))
        finally:
            process.send_signal(signal.SIGTERM)
            process.wait(30)
    print(f"load average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(
        f"slow_reader_rss_growth_mb={growth:.1f} slow_reader_closed_s={closed:.1f} "
        f"flood_probe_p99_ms={worst:.1f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
