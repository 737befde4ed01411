"""The room tests' lab: node processes of one room (`tests.room.node_process`) on the session's
PostgreSQL and Redis, the people connected to them, and looks into the room's database."""

from __future__ import annotations

import signal
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.net.helpers import Crowd, Person

__all__ = ["Node", "Room", "see_each_other"]

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Node:
    name: str
    process: subprocess.Popen[str]
    url: str


class Room(Crowd):
    """Node processes of one room and the people connected to them."""

    def __init__(self, postgres: str, redis: str) -> None:
        super().__init__("", tries=60)
        self.postgres, self.redis = postgres, redis
        self.nodes: dict[str, Node] = {}

    def start(self, name: str, *options: str, public: bool = True, unreachable: bool = False) -> Node:
        """Node ``name`` started (``public`` False: without a public address - relayed to;
        ``unreachable``: with one where nobody listens; ``options``: `tests.room.node_process`'s
        others, e.g. ``real-chat``)."""
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.room.node_process",
                self.postgres,
                self.redis,
                name,
                *(["unreachable"] if unreachable else [] if public else ["relay"]),
                *options,
            ],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert process.stdout is not None
        line = process.stdout.readline()
        assert line.startswith("PORT "), line
        scheme = "wss" if any(option.startswith("tls=") for option in options) else "ws"
        node = Node(name, process, f"{scheme}://127.0.0.1:{int(line.split()[1])}")
        self.nodes[name] = node
        return node

    def on(self, node: str, name: str, create: bool = True) -> Any:
        """A person connected to ``node``."""
        self.url = self.nodes[node].url
        return self.person(name, create)

    def kill(self, name: str) -> None:
        node = self.nodes.pop(name)
        node.process.send_signal(signal.SIGKILL)
        node.process.wait(10)

    def close(self) -> None:
        super().close()
        for node in self.nodes.values():
            node.process.send_signal(signal.SIGTERM)
        for node in self.nodes.values():
            try:
                node.process.wait(20)
            except subprocess.TimeoutExpired:
                node.process.kill()
                node.process.wait(10)

    def listed(self, person: Person) -> list[int]:
        """The table numbers ``person``'s lobby lists now (asks the node)."""

        def answers() -> int:
            return sum('"type":"tables"' in text for text in person.messages())

        before = answers()
        assert person.session.refresh_tables()
        self.pump(lambda: answers() > before, what="the lobby")
        return [t.table for t in person.session.tables]

    def _query(self, sql: str, *args: object) -> list[tuple[Any, ...]]:
        import psycopg

        with psycopg.connect(self.postgres, autocommit=True) as db:
            return db.execute(sql, args).fetchall()

    def homes(self) -> dict[int, str]:
        """Each open table's node, from the room's database."""
        return dict(self._query("SELECT number, node FROM open_tables"))  # type: ignore[arg-type]

    def open_games(self, node: str) -> tuple[int, ...]:
        rows = self._query(
            "SELECT id FROM games WHERE node=%s AND id NOT IN (SELECT game FROM closings) ORDER BY id", node
        )
        return tuple(row[0] for row in rows)

    def balance(self, holder: str) -> int:
        return int(self._query("SELECT COALESCE(SUM(amount), 0) FROM entries WHERE holder=%s", holder)[0][0])

    def audit_ok(self) -> None:
        from game.net.pg_store import postgres_store  # psycopg: only where a room runs

        store = postgres_store(self.postgres, "auditor")
        try:
            audit = store.ledger.audit(store.ledger.all_open_games())  # type: ignore[attr-defined]
            assert audit.ok, audit.problems
        finally:
            store.close()


def see_each_other(room: Room, person: Person, tables: int) -> None:
    """Wait until ``person``'s node lists ``tables`` tables (the beats have arrived)."""
    room.pump(lambda: len(room.listed(person)) == tables, timeout=20, what=f"{tables} tables listed")
