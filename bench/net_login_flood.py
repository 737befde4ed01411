"""A flood of wrong log-ins against the real server: how long a logged-in player waits meanwhile.

Starts the server (``python -m game.net``, its own process, the real scrypt
cost) on 127.0.0.1 with a fresh database and logs one player in. Then
``--attackers`` connections send ``hello`` with a wrong password for a new
made-up name each time (no lockout applies to a name tried once), each from
an address of 127.0.0.0/8 of its own, as fast as the server answers (and
within the message budget of a connection that has not logged in: past it,
log-ins are dropped and the attacker tries again a second later), while the
player pings the server every 60 ms (within its message rate); it measures
the ping's round trip, first without the flood, then with it. The server
hashes passwords on one thread, so the flood makes log-ins wait in line but
leaves the tables' event loop a core; and a connection that has not logged in
may try 5 log-ins at once and one a second after that.

The last line is ``attackers=<n> quiet_p99_ms=<x> flood_p50_ms=<x> flood_p99_ms=<x> hellos=<n>``.

    env -u PYTHONDONTWRITEBYTECODE /work/venv/bin/python bench/net_login_flood.py \\
        [--attackers 32] [--pings 200]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from websockets.asyncio.client import ClientConnection, connect  # noqa: E402
from websockets.exceptions import ConnectionClosed, InvalidHandshake  # noqa: E402

from game.legal import WARNING_TEXT  # noqa: E402
from game.net.protocol import PROTOCOL_VERSION  # noqa: E402

PASSWORD = "bench-password"


def _start_server(db: Path) -> tuple[subprocess.Popen[str], str]:
    process = subprocess.Popen(
        [sys.executable, "-m", "game.net", "--port", "0", "--db", str(db), "--log-level", "error"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    for line in process.stdout:
        if "server on ws://" in line:
            return process, line.split("server on ", 1)[1].split()[0]
    raise RuntimeError("the server did not start")


def _hello(name: str, password: str, create: bool = False) -> str:
    return json.dumps(
        {"type": "hello", "v": PROTOCOL_VERSION, "name": name, "password": password, "create": create}
    )


async def _attacker(url: str, number: int, stop: asyncio.Event, counted: list[int]) -> None:
    """Wrong log-ins from an address of its own, as fast as the server answers; a log-in the server
    drops (over the budget of a connection that has not logged in) is given up after a second."""
    tries = 0
    while not stop.is_set():
        try:
            async with connect(url, local_addr=(f"127.0.4.{number + 1}", 0)) as ws:
                while not stop.is_set():
                    await ws.send(_hello(f"x{number}_{tries}", "wrong-password"))
                    tries += 1
                    try:
                        await asyncio.wait_for(ws.recv(), 1.0)
                    except TimeoutError:
                        pass
        except (ConnectionClosed, InvalidHandshake, OSError):
            await asyncio.sleep(0.5)
    counted.append(tries)


async def _pings(ws: ClientConnection, count: int) -> list[float]:
    times = []
    for _ in range(count):
        start = time.perf_counter()
        await ws.send('{"type":"ping"}')
        await ws.recv()
        times.append((time.perf_counter() - start) * 1000)
        await asyncio.sleep(0.06)
    return sorted(times)


def _quantile(times: list[float], q: float) -> float:
    return times[min(len(times) - 1, int(len(times) * q))]


async def _run(url: str, args: argparse.Namespace) -> None:
    async with connect(url) as player:
        await player.send(_hello("Anna", PASSWORD, create=True))
        await player.recv()
        quiet = await _pings(player, args.pings)
        stop, counted = asyncio.Event(), list[int]()
        attackers = [asyncio.create_task(_attacker(url, n, stop, counted)) for n in range(args.attackers)]
        await asyncio.sleep(1.0)  # the flood is under way
        flood = await _pings(player, args.pings)
        stop.set()
        await asyncio.gather(*attackers)
    print(f"ping without the flood: p50 {_quantile(quiet, 0.5):.1f} ms, p99 {_quantile(quiet, 0.99):.1f} ms")
    print(f"ping during the flood: p50 {_quantile(flood, 0.5):.1f} ms, p99 {_quantile(flood, 0.99):.1f} ms")
    print(
        f"attackers={args.attackers} quiet_p99_ms={_quantile(quiet, 0.99):.1f} "
        f"flood_p50_ms={_quantile(flood, 0.5):.1f} flood_p99_ms={_quantile(flood, 0.99):.1f} "
        f"hellos={sum(counted)}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--attackers", type=int, default=32)
    parser.add_argument("--pings", type=int, default=200)
    args = parser.parse_args(argv)
    print(WARNING_TEXT, flush=True)
    with tempfile.TemporaryDirectory() as folder:
        process, url = _start_server(Path(folder) / "bench.sqlite3")
        try:
            asyncio.run(_run(url, args))
        finally:
            process.send_signal(signal.SIGTERM)
            process.wait(30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
