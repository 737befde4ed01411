"""What a round's profile counts cost a node on PostgreSQL: the node's CPU and its wait.

After every round of a game without chips (the token game, Duell) a table writes the hands of
its people (`Table._book` -> `Ledger.write_extra`), on the node's event loop: while it waits for
PostgreSQL, none of the node's tables moves. This starts a PostgreSQL of its own on 127.0.0.1
(``tests/room/services.py``, fsync on, as ``bench/net_load.py --nodes`` runs it), registers five
people and writes ``--rounds`` rounds of five people's hands, timing each call: the calling
thread's CPU (`time.thread_time`) and the wall time it took. The last line is
``round_counts rounds=<n> cpu_us=<median> wall_us=<median> wall_p99_us=<x>``.

    env -u PYTHONDONTWRITEBYTECODE /work/venv/bin/python bench/round_counts.py [--rounds 400]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.legal import WARNING_TEXT  # noqa: E402
from game.net.pg_store import postgres_store  # noqa: E402
from game.net.stats import Counted, Tally  # noqa: E402
from tests.room.services import fresh_database, postgres  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="What a round's profile counts cost a node on PostgreSQL.")
    parser.add_argument("--rounds", type=int, default=400)
    args = parser.parse_args(argv)
    print(WARNING_TEXT)
    with postgres(fast=False) as admin, fresh_database(admin, "round_counts") as url:
        store = postgres_store(url, "bench")
        people = [store.ledger.register(store.accounts, f"P{n}", "h", time.time()) for n in range(5)]
        cpu: list[float] = []
        wall: list[float] = []
        for _ in range(args.rounds):
            counted = Counted()
            for person in people:
                counted.count(person.id, "token", Tally(hands=1))
            start_cpu, start = time.thread_time(), time.perf_counter()
            store.ledger.write_extra(counted, time.time())
            wall.append(time.perf_counter() - start)
            cpu.append(time.thread_time() - start_cpu)
        hands = store.sql.execute("SELECT SUM(hands) FROM play_stats").fetchone()[0]
        store.close()
    assert hands == 5 * args.rounds, hands
    cpu_us = statistics.median(cpu) * 1e6
    wall_us = statistics.median(wall) * 1e6
    p99_us = sorted(wall)[int(0.99 * (len(wall) - 1))] * 1e6
    print(f"{args.rounds} rounds of 5 people's hands written, {hands} hands in play_stats")
    figures = f"cpu_us={cpu_us:.0f} wall_us={wall_us:.0f} wall_p99_us={p99_us:.0f}"
    print(f"round_counts rounds={args.rounds} {figures}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
