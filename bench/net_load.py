"""Network load: hundreds of bot clients at many token-game (or European) tables against one server.

Starts the real server (``python -m game.net``, its own process) on 127.0.0.1
with a fresh database, then runs the bots (asyncio, one WebSocket each, on the
bench's own lean client `bench/lean_ws.py`: a bot costs a fraction of what a
`websockets` client costs, on the cores it shares with the server; the bots of
one table connect from an address of 127.0.0.0/8 of their own, 127.1.x.y, as the
server limits messages per address): per
table one bot opens it, four sit down, the game master starts, and everybody
plays - on its turn a bot thinks a random 0 to 2 x ``--think`` seconds, then
exchanges random cards; after a round it says
"seen". With ``--variant european`` the tables play Europäisches Draw Poker
for play chips: a bot bets the minimum (now and then one chip more), never
calls for the showdown, exchanges 0 to 3 random cards and shows, so a game
runs for the whole measurement. With ``--variant holdem`` each table is a
no-limit sit-and-go of its bots (deep stacks, slow blinds: it outlasts the
measurement; it starts when the seats are full) and ``--variant duell`` a
Duell match of two (``--tables`` half of ``--clients``): a bot calls or
checks, now and then makes the smallest raise, exchanges 0 to 3 cards.
``--variant holdem --cash`` opens no-limit cash tables instead: the session
starts as soon as two bots sit, the others join it and wait for the big
blind, every bot brings the most its balance allows.
After a warm-up it measures for ``--seconds``: actions per second
and, for every exchange, the time from sending it to the moment the *last*
client at that table has the update that shows it: by default the moment that
client's kernel received it (``SO_TIMESTAMPNS`` on the bots' sockets: what the
server and the network take, not the bots' own waits for a core, which are
printed beside it; ``--arrival bot``: when the bot's code read it). The bots run
in ``--bot-processes`` (2) forked processes at ``--bot-nice`` (10), a table's
bots in one process; each run prints the bots' CPU per action and how busy the
machine was with other work. A bot reacts to each message in the connection's
reader callback (no task per message; a move is a timer); an update that gives
it nothing to do (no legal move, no pause) is not decoded: its table, game and
first event are read from the text's start. At the end the server is stopped
and the ledger audited. The accounts are created in the database before the
server starts, with a cheap scrypt cost (the stored hash names its cost),
so logging 500 bots in does not take half a minute of hashing.

The last line is ``clients=<n> tables=<n> p50_ms=<x> p99_ms=<x> ledger=ok|BROKEN``.

With ``--nodes K`` it measures a room of K node processes instead (``tokenpoker-server
--postgres --redis``): it starts a PostgreSQL and a Redis of its own on 127.0.0.1 (from
``tests/room/services.py``; or uses ``--postgres URL --redis URL``), creates the accounts in
PostgreSQL, starts K nodes and connects bot number b to node b mod K, as a load balancer spreads
people (the table itself goes where the room places it; a bot whose table is on another node is
sent there with a seat reservation and plays there - with ``--relay`` it does not follow and is
relayed). It prints the CPU per action of the nodes, of PostgreSQL (all its processes) and of
Redis, and the last line starts with ``nodes=<k>``: ``nodes=<k> clients=<n> tables=<n>
p50_ms=<x> p99_ms=<x> ledger=ok|BROKEN``.

**A sweep** - ``--nodes 1,2 --clients 200,400,800,...`` - measures in one run, for each count of
clients in turn, each count of nodes that has kept p99 <= ``--p99-limit`` (50 ms) so far (a count
past it is measured ``--again`` (1) more times, as a shared machine stalls now and then), on one
PostgreSQL and Redis (a fresh database and an emptied Redis for each measurement; ``--per-table``
bots a table), and ends with ``sweep p99<=50ms: nodes=1 max_clients=<n> nodes=2 max_clients=<n>
ratio=<x> ledger=ok|BROKEN``: the most clients each carried, and the last count of nodes' most
over the first's.

    env -u PYTHONDONTWRITEBYTECODE /work/venv/bin/python bench/net_load.py \\
        [--clients 500] [--tables 100] [--seconds 20] [--think 0.5] [--seed 1]
        [--variant token|european|holdem|duell] [--cash] [--nodes K [--postgres URL --redis URL]]
        [--relay] [--nodes 1,2 --clients 200,400,800 [--per-table 5] [--p99-limit 50]]
        [--arrival kernel|bot] [--bot-processes 2] [--bot-nice 10]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import lean_ws  # noqa: E402
from game.legal import WARNING_TEXT  # noqa: E402
from game.net.accounts import Accounts, ScryptCost, hash_password  # noqa: E402
from game.net.ledger import Ledger  # noqa: E402
from game.net.protocol import PROTOCOL_VERSION  # noqa: E402
from game.net.store import open_database  # noqa: E402

PASSWORD = "bench-password"
CHEAP = ScryptCost(n=2**8)


class Stats:
    """What the bots measured."""

    def __init__(self) -> None:
        self.measuring = False
        self.actions = 0
        self.readies = 0
        self.latencies: list[float] = []
        self.sent: dict[tuple[int, int, int], float] = {}  # (table, game, event number) -> send time
        self.seen: dict[tuple[int, int, int], int] = {}  # how many of the table's bots have it
        #: ``--arrival kernel``: how many of them have read it in their code, and those latencies.
        self.seen_read: dict[tuple[int, int, int], int] = {}
        self.read_latencies: list[float] = []
        self.unstamped = 0
        self.errors = 0
        self.seated = 0
        self.elapsed = 0.0
        self.server_cpu: float | None = None
        self.bots_cpu = 0.0
        self.service_cpu: dict[str, float] = {}
        self.error_codes: dict[str, int] = {}
        self.redirects = 0
        self.machine_cpu = 0.0
        #: Messages the bots read, and those read together with a later one of the same socket.
        self.messages = 0
        self.shared_stamps = 0


class Bot:
    """One client: plays its seat of one table, on a `lean_ws` connection (see `on_text`)."""

    #: Set by `run`: the tables opened so far (index -> id), set when ``total`` bots sit.
    tables: dict[int, int]
    ready: asyncio.Event
    total: int
    #: Per connection: the first message (the ``welcome``), and a ``redirect``'s url and token.
    welcome: asyncio.Future[dict[str, Any]]
    redirected: asyncio.Future[tuple[str, str]]

    def __init__(
        self, name: str, table_index: int, opener: bool, stats: Stats, think: float, rng: random.Random
    ):
        self.name = name
        self.table_index = table_index
        self.opener = opener
        self.stats = stats
        self.think = think
        self.rng = rng
        self.ws: lean_ws.LeanWebSocket | None = None
        self.table: int | None = None
        self.seat: int | None = None
        self.known = 0  # events of the current game
        self.game = 0
        self.round_seen = -1
        self.members = 5
        self.acting = False
        self.variant = "token"
        #: ``--cash``: a Hold'em cash table (the session starts with two, the others join it).
        self.cash = False
        #: Where the bot connects from (the server limits the messages of one address).
        self.address = "127.0.0.1"
        #: In a room: follow ``redirect`` to the node of the table (False: relayed there).
        self.follow = False
        self.redirects = 0
        #: Latency ends when the kernel received the update (``--arrival kernel``), not when
        #: this bot's Python code got round to it.
        self.kernel_clock = False
        #: The bot process's `lean_ws.Hub`, which reads its connections.
        self.hub: lean_ws.Hub | None = None
        self.messages = 0
        self.shared_stamps = 0

    def send(self, message_type: str, **fields: Any) -> None:
        """One message to the server (`lean_ws.ConnectionClosed` if the connection is closing)."""
        assert self.ws is not None
        self.ws.send_text(_READY if message_type == "ready" else json.dumps({"type": message_type, **fields}))

    async def run(self, url: str, tables: dict[int, int], ready: asyncio.Event, total: int) -> None:
        """Log in (or redeem a seat reservation), open or join the table, then play from the
        connection's reader callback (`on_text`) until the connection ends or this task is
        cancelled; again on the table's node after a ``redirect``."""
        self.tables, self.ready, self.total = tables, ready, total
        loop = asyncio.get_running_loop()
        token: str | None = None
        while True:  # again after a redirect: to the node of the table, with the reservation's token
            self.welcome = loop.create_future()
            self.redirected = loop.create_future()
            ws = await lean_ws.connect(
                url, self.on_text, local_address=self.address, stamped=self.kernel_clock, hub=self.hub
            )
            self.ws = ws
            try:
                if token is None:
                    follow = {"follow": True} if self.follow else {}
                    self.send("hello", v=PROTOCOL_VERSION, name=self.name, password=PASSWORD, **follow)
                else:
                    self.send("redeem", v=PROTOCOL_VERSION, name=self.name, token=token, follow=True)
                await asyncio.wait((self.welcome, ws.closed), return_when=asyncio.FIRST_COMPLETED)
                if not self.welcome.done():
                    raise ConnectionError(f"{self.name}: the server closed the connection before its welcome")
                welcome = self.welcome.result()
                assert welcome["type"] == "welcome", welcome
                if token is None and self.opener:
                    options = CASH(self.members) if self.cash else OPTIONS[self.variant](self.members)
                    self.send("open", variant=self.variant, options=options)
                elif token is None:
                    while self.table_index not in tables:
                        await asyncio.sleep(0.01)
                    self.send("sit", table=tables[self.table_index])
                await asyncio.wait((self.redirected, ws.closed), return_when=asyncio.FIRST_COMPLETED)
            finally:
                await ws.close()  # at the end of the measurement (cancelled), after a redirect
                self.messages += ws.messages
                self.shared_stamps += ws.shared_stamps
            if not self.redirected.done():
                return
            url, token = self.redirected.result()
            self.redirects += 1

    def on_text(self, payload: lean_ws.Payload, stamp: float) -> None:
        """A text message from the server, read from the socket whose last packet the kernel
        received at ``stamp`` (called by the connection's reader callback, at once).

        An ``update`` counts for the latency twice: for the kernel's receive time (``--arrival
        kernel``) and for this code's reading. Its numbers are read from the text's start (the
        server writes ``type``, ``table``, ``game``, ``at`` first); one that shows the bot nothing
        to do (`_idle`) is not decoded at all."""
        if self.redirected.done():
            return  # the rest of a connection being left for the table's node
        head = _UPDATE_HEAD.match(payload)
        if head is not None:
            key = (int(head[1]), int(head[2]), int(head[3]))
            if self.kernel_clock:
                self.count_seen(key, stamp)
            if self._idle(payload):
                if key[1] == self.game:
                    self.count_seen(key)
                return
        message = json.loads(payload)
        if not self.welcome.done():
            self.welcome.set_result(message)
        elif message["type"] == "redirect":
            self.redirected.set_result((message["url"], message["token"]))
        else:
            try:
                self.receive(message)
            except lean_ws.ConnectionClosed:
                pass  # the bench closes the connections at its end: a move or "seen" then is moot

    @staticmethod
    def _idle(payload: lean_ws.Payload) -> bool:
        """An ``update`` that gives the bot nothing to do only counts for the latency: no legal
        move for it (``"legal"`` empty: ``[]`` in the token game and European, ``null`` in Hold'em
        and Duell) and no pause to say "seen" in (`_pause`'s phases). A bot would otherwise spend
        most of its CPU decoding four of every five frames for nothing. (The server writes one
        ``legal`` and one ``phase`` an update, the view's; ``tests/net/test_bench_net.py`` checks
        that the bots move, and say "seen" where there are pauses, in every variant.)"""
        return _NOTHING_LEGAL.search(payload) is not None and _PAUSE_PHASE.search(payload) is None

    def count_seen(self, key: tuple[int, int, int], arrived: float | None = None) -> None:
        """One more of the table's bots has the update that shows the move ``key``: its kernel had it
        at ``arrived`` (wall-clock seconds), or (None) the bot's code reads it now. The last of the
        table's bots ends the move's latency - with ``kernel_clock`` the kernel's, else the code's;
        with ``kernel_clock`` the code's is kept too (`Stats.read_latencies`), to show the difference."""
        sent = self.stats.sent.get(key)
        if sent is None:
            return
        read = arrived is None  # the code's reading (the last one of a move follows every kernel's)
        if arrived is None:
            arrived, seen, into = time.time(), self.stats.seen_read, self.stats.read_latencies
        else:
            if not arrived:  # no receive time from the kernel: the code's time instead
                arrived = time.time()
                self.stats.unstamped += 1
            seen, into = self.stats.seen, self.stats.latencies
        if not self.kernel_clock:
            into = self.stats.latencies
        count = seen.get(key, 0) + 1
        seen[key] = count
        if count == self.members:
            del seen[key]
            if self.stats.measuring:
                into.append(arrived - sent)
            if read or not self.kernel_clock:
                del self.stats.sent[key]

    def receive(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "table":
            if self.table is None and message["me"] is not None:
                self.table = message["table"]
                if self.opener:
                    self.tables[self.table_index] = self.table
                self.stats.seated += 1
                if self.stats.seated == self.total:
                    self.ready.set()
            taken = sum(1 for seat in message["seats"] if seat)
            if (
                self.opener
                and self.variant in ("token", "european")  # a sit-and-go and a Duell start when full
                and taken == self.members
                and not message["running"]
                and message["master"] == message["me"]
            ):
                self.send("start")
            elif (
                not message["running"]
                and message["master"] == message["me"]
                and message["timers"]["restart"] is None
                and message["game"] is not None
            ):
                self.send("start")
        elif kind == "game":
            self.game = message["game"]
            self.seat = message["seat"]
            self.known = message["count"]
            self.consider(message["view"])
        elif kind == "update":
            if message["game"] != self.game:
                return
            at = message["at"]
            end = at + len(message["events"])
            self.count_seen((message["table"], self.game, at))
            self.known = end
            self.consider(message["view"])
        elif kind == "error":
            if message["code"] == "wait":
                asyncio.get_running_loop().call_later(message.get("seconds") or 1, self._start)
            else:
                self.stats.errors += 1
                self.stats.error_codes[message["code"]] = self.stats.error_codes.get(message["code"], 0) + 1

    def _start(self) -> None:
        """Say "start" again after the server's ``wait``."""
        try:
            self.send("start")
        except lean_ws.ConnectionClosed:
            pass

    def consider(self, view: dict[str, Any]) -> None:
        """On its turn the bot thinks (a timer, no task), then moves; in a pause it says "seen"."""
        if view["legal"] and not self.acting:
            self.acting = True
            think = self.rng.uniform(0, 2 * self.think) if self.think else 0.0
            asyncio.get_running_loop().call_later(think, self.act, view)
        elif (pause := _pause(view)) is not None and self.round_seen != pause:
            self.round_seen = pause
            self.send("ready")
            if self.stats.measuring:
                self.stats.readies += 1

    def act(self, view: dict[str, Any]) -> None:
        """The move, after the thinking time: timed from right before it is sent."""
        try:
            action = self.move(view)
            assert self.table is not None
            assert self.ws is not None
            self.stats.sent[(self.table, self.game, self.known)] = time.time()
            self.ws.send_text(_act_text(action))
            if self.stats.measuring:
                self.stats.actions += 1
        except lean_ws.ConnectionClosed:
            pass
        finally:
            self.acting = False

    def move(self, view: dict[str, Any]) -> dict[str, Any]:
        """The bot's move on its turn (see the module docstring)."""
        if self.variant == "token":
            hand = view["seats"][self.seat]["hand"].split()
            return {"kind": "exchange", "cards": " ".join(card for card in hand if self.rng.random() < 0.4)}
        if self.variant in ("holdem", "duell"):
            legal = view["legal"]
            if "exchange" in legal:
                hand = view["hand"]
                return {"kind": "exchange", "cards": " ".join(self.rng.sample(hand, self.rng.randint(0, 3)))}
            if legal["raise_min"] is not None and self.rng.random() < 0.1:
                return {"kind": "raise", "amount": legal["raise_min"]}
            return {"kind": "call"} if legal["call"] is not None else {"kind": "check"}
        legal = view["legal"][0]
        if legal["kind"] == "bet":
            extra = 1 if self.rng.random() < 0.05 else 0
            return {"kind": "bet", "amount": min(legal["min"] + extra, legal["max"]), "showdown": False}
        if legal["kind"] == "exchange":
            hand = view["hand"].split()
            return {"kind": "exchange", "cards": " ".join(self.rng.sample(hand, self.rng.randint(0, 3)))}
        return {"kind": "show"}


#: The start of an ``update`` message as the server writes it: its table, game and first event.
_UPDATE_HEAD = re.compile(rb'\{"type":"update","table":(\d+),"game":(\d+),"at":(\d+),')

#: An update's view with no legal move for the bot, and one in a pause (see `_pause`).
_NOTHING_LEGAL = re.compile(rb'"legal":(?:\[\]|null|\{\})')
_PAUSE_PHASE = re.compile(rb'"phase":"(?:round_over|between-hands|deal-over)"')

#: The two messages a bot sends for nearly every action, written without `json.dumps` (which
#: builds an encoder for each call): "seen" and a move.
_READY = '{"type":"ready"}'


def _act_text(action: dict[str, Any]) -> str:
    """``{"type":"act","action":...}``: by hand for the moves whose values are numbers, booleans
    or cards (letters, digits, spaces: nothing JSON escapes), else by `json.dumps`."""
    kind = action["kind"]
    if kind == "exchange":
        return f'{{"type":"act","action":{{"kind":"exchange","cards":"{action["cards"]}"}}}}'
    if len(action) == 1:  # call, check, show
        return f'{{"type":"act","action":{{"kind":"{kind}"}}}}'
    return json.dumps({"type": "act", "action": action}, separators=(",", ":"))


#: The table options of each variant for ``members`` bots a table.
OPTIONS: dict[str, Any] = {
    "token": lambda members: {"tokens": 999, "mode": "absteigend"},
    "european": lambda members: {},
    # deep stacks and slow blinds: a tournament outlasts the measurement
    "holdem": lambda members: {
        "structure": "no-limit",
        "seats": members,
        "stack": 100_000,
        "big_blind": 20,
        "blind_hands": 1000,
    },
    "duell": lambda members: {"stack": 1000, "deck": 32},
}


def CASH(members: int) -> dict[str, Any]:  # noqa: N802 - read beside OPTIONS
    """``--variant holdem --cash``: a no-limit cash table; every bot brings the most its balance allows."""
    return {"format": "cash", "seats": members, "big_blind": 20, "min_buy_in": 200, "max_buy_in": 1000}


def _pause(view: dict[str, Any]) -> object:
    """The round a bot says "seen" for when the game waits between rounds (None: it does not)."""
    phase = view.get("phase")
    if phase == "round_over":
        return view["round"]
    if phase == "between-hands" and view.get("hand", 0) > 0:
        return ("hand", view["hand"])
    if phase == "deal-over" and not view.get("over"):
        return ("deal", view["deal"])
    return None


def _prepare(db: Path, names: list[str]) -> None:
    connection = open_database(db)
    accounts, ledger = Accounts(connection), Ledger(connection)
    for name in names:
        ledger.register(accounts, name, hash_password(PASSWORD, CHEAP), time.time())
    connection.close()


def _cpu_seconds(pid: int) -> float | None:
    """User + system CPU seconds of a process so far (Linux), else None."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _prepare_room(url: str, names: list[str]) -> None:
    from game.net.pg_store import postgres_store

    store = postgres_store(url, "bench")
    hashed = hash_password(PASSWORD, CHEAP)
    for name in names:
        if store.accounts.find(name) is None:
            store.ledger.register(store.accounts, name, hashed, time.time())
    store.close()


def _room_audit(url: str) -> Any:
    from game.net.pg_store import postgres_store

    store = postgres_store(url, "bench")
    try:
        return store.ledger.audit(store.ledger.all_open_games())  # type: ignore[attr-defined]
    finally:
        store.close()


def _tree_cpu(pid: int) -> float:
    """CPU seconds of ``pid`` and its living children (PostgreSQL's backends are children)."""
    total = _cpu_seconds(pid) or 0.0
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            if ppid == pid:
                total += _cpu_seconds(int(entry.name)) or 0.0
    return total


def _pid_listening(port: int) -> int | None:
    """The process that listens on 127.0.0.1:``port`` (Linux /proc), else None."""
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if int(fields[1].rsplit(":", 1)[1], 16) == port and fields[3] == "0A":
                inodes.add(fields[9])
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            for fd in (entry / "fd").iterdir():
                link = os.readlink(fd)
                if link.startswith("socket:[") and link[8:-1] in inodes:
                    return int(entry.name)
        except OSError:
            continue
    return None


def _start_server(
    db: Path | None, clients: int, room: tuple[str, str, str] | None = None
) -> tuple[subprocess.Popen[str], str]:
    where = (
        ["--db", str(db)]
        if room is None
        else ["--postgres", room[0], "--redis", room[1], "--node-name", room[2]]
    )
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "game.net",
            "--port",
            "0",
            *where,
            "--log-level",
            "warning",
            "--max-connections",
            str(max(1000, clients + 10)),  # room for every bot however many are asked for
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    for line in process.stdout:
        if "server on ws://" in line:
            return process, line.split("server on ", 1)[1].split()[0]
    raise RuntimeError("the server did not start")


async def _run(
    urls: list[str], args: argparse.Namespace, stats: Stats, part: int = 0, barrier: Any = None
) -> None:
    """The bots of the tables ``part`` of ``args.bot_processes`` (table index modulo): seated, warmed
    up, measured for ``args.seconds``. With a ``barrier`` (several bot processes) the warm-up starts
    when every process has its bots seated, and the parent measures the nodes' CPU; else here."""
    per_table = args.clients // args.tables
    rng = random.Random(args.seed)
    tables: dict[int, int] = {}
    ready = asyncio.Event()
    bots = [
        Bot(f"bot{t:03d}_{s}", t, s == 0, stats, args.think, random.Random(rng.getrandbits(32)))
        for t in range(args.tables)
        for s in range(per_table)
    ]
    hub = lean_ws.Hub(asyncio.get_running_loop())  # one wake-up reads every bot that has data
    for bot in bots:
        bot.hub = hub
        bot.members = per_table
        bot.variant = args.variant
        bot.cash = args.cash
        # the bots of one table share an address of 127.0.0.0/8, as players behind one router would
        bot.address = f"127.1.{bot.table_index // 250}.{bot.table_index % 250 + 1}"
        bot.follow = not args.relay
        bot.kernel_clock = args.arrival == "kernel"
    tasks = []
    parts = args.bot_processes
    mine = [(index, bot) for index, bot in enumerate(bots) if bot.table_index % parts == part]
    for opened, (index, bot) in enumerate(mine):
        url = urls[index % len(urls)]  # bot by bot, as a load balancer spreads people
        tasks.append(asyncio.get_running_loop().create_task(bot.run(url, tables, ready, len(mine))))
        if opened % (50 // parts or 1) == (50 // parts or 1) - 1:
            await asyncio.sleep(0.05)  # do not open 500 connections in one burst
    bots = [bot for _, bot in mine]
    try:
        await asyncio.wait_for(ready.wait(), 120)
    except TimeoutError:
        raise RuntimeError(
            f"only {stats.seated} of {len(bots)} bots sat down within 120 s ({stats.errors} errors: "
            f"{stats.error_codes})"
        ) from None
    if barrier is not None:
        await asyncio.to_thread(barrier.wait, 150)
    await asyncio.sleep(args.warmup)
    stats.redirects = sum(bot.redirects for bot in bots)
    for bot in bots:  # the messages of the measurement only
        bot.messages = bot.shared_stamps = 0
        if bot.ws is not None:
            bot.ws.messages = bot.ws.shared_stamps = 0
    stats.measuring = True
    started = time.perf_counter()
    own = time.process_time()
    if barrier is None:
        with _window(args, stats):
            await asyncio.sleep(args.seconds)
    else:
        await asyncio.sleep(args.seconds)
    stats.bots_cpu = time.process_time() - own
    stats.measuring = False
    stats.elapsed = time.perf_counter() - started
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    hub.close()
    stats.messages = sum(bot.messages for bot in bots)
    stats.shared_stamps = sum(bot.shared_stamps for bot in bots)


def _machine_busy() -> float:
    """CPU seconds the whole machine has been busy so far (all cores; Linux /proc/stat), else 0."""
    try:
        fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return 0.0
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle and iowait
    return (sum(fields[:8]) - idle) / os.sysconf("SC_CLK_TCK")


@contextmanager
def _window(args: argparse.Namespace, stats: Stats) -> Iterator[None]:
    """The CPU the nodes, PostgreSQL, Redis and the whole machine spend while the body runs."""
    cpu = [_cpu_seconds(pid) for pid in args.server_pids]
    services = {name: _tree_cpu(pid) for name, pid in args.service_pids.items()}
    machine = _machine_busy()
    yield
    stats.machine_cpu = _machine_busy() - machine
    after = [_cpu_seconds(pid) for pid in args.server_pids]
    stats.server_cpu = None if None in cpu or None in after else sum(after) - sum(cpu)  # type: ignore[operator, arg-type]
    stats.service_cpu = {name: _tree_cpu(pid) - services[name] for name, pid in args.service_pids.items()}


def _bot_process(urls: list[str], args: argparse.Namespace, part: int, barrier: Any, results: Any) -> None:
    """One of several bot processes (forked): its tables' bots at ``--bot-nice``; what they
    measured put on ``results``."""
    stats = Stats()
    try:
        if args.bot_nice:
            os.nice(args.bot_nice)
        gc.set_threshold(10_000, 20, 50)
        gc.freeze()
        asyncio.run(_run(urls, args, stats, part, barrier))
    except BaseException as error:  # noqa: BLE001 - reported to the parent, which stops the run
        barrier.abort()
        results.put((part, f"{type(error).__name__}: {error}"))
        return
    results.put(
        (
            part,
            {
                name: getattr(stats, name)
                for name in (
                    "actions",
                    "readies",
                    "latencies",
                    "read_latencies",
                    "unstamped",
                    "errors",
                    "seated",
                    "elapsed",
                    "bots_cpu",
                    "error_codes",
                    "redirects",
                    "messages",
                    "shared_stamps",
                )
            },
        )
    )


def _measure_parts(urls: list[str], args: argparse.Namespace, stats: Stats) -> None:
    """The bots in ``args.bot_processes`` forked processes, the tables split between them (a
    table's bots in one process: one clock measures a move and its last update); the nodes' CPU
    measured here over the same window."""
    import multiprocessing
    import threading

    context = multiprocessing.get_context("fork")
    parts = args.bot_processes
    barrier = context.Barrier(parts + 1)
    results = context.Queue()
    children = [
        context.Process(target=_bot_process, args=(urls, args, part, barrier, results))
        for part in range(parts)
    ]
    for child in children:
        child.start()
    try:
        try:
            barrier.wait(150)
        except threading.BrokenBarrierError:
            pass
        else:
            time.sleep(args.warmup)
            with _window(args, stats):
                time.sleep(args.seconds)
        got = [results.get(timeout=60) for _ in children]
    finally:
        for child in children:
            child.join(30)
            if child.is_alive():
                child.kill()
    failed = [message for _, message in got if isinstance(message, str)]
    if failed:
        raise RuntimeError("; ".join(failed))
    for _, part in got:
        stats.actions += part["actions"]
        stats.readies += part["readies"]
        stats.latencies += part["latencies"]
        stats.read_latencies += part["read_latencies"]
        stats.unstamped += part["unstamped"]
        stats.errors += part["errors"]
        stats.seated += part["seated"]
        stats.bots_cpu += part["bots_cpu"]
        stats.redirects += part["redirects"]
        stats.messages += part["messages"]
        stats.shared_stamps += part["shared_stamps"]
        stats.elapsed = max(stats.elapsed, part["elapsed"])
        for code, count in part["error_codes"].items():
            stats.error_codes[code] = stats.error_codes.get(code, 0) + count


def _measure(urls: list[str], args: argparse.Namespace, stats: Stats, processes: list[Any]) -> None:
    gc.set_threshold(10_000, 20, 50)  # as the server does: the bots measure, they should not pause
    gc.freeze()
    try:
        if args.bot_processes > 1:
            _measure_parts(urls, args, stats)
        else:
            asyncio.run(_run(urls, args, stats))
    finally:
        for process in processes:
            process.send_signal(signal.SIGTERM)
        for process in processes:
            process.wait(30)


def _room_run(args: argparse.Namespace, names: list[str], stats: Stats, pg_url: str, redis_url: str) -> Any:
    """One measurement of ``args.nodes`` nodes on the PostgreSQL database ``pg_url`` and the Redis
    ``redis_url``: the accounts created, the nodes started, the bots played; the ledger's audit."""
    _prepare_room(pg_url, names)
    started = [
        _start_server(None, args.clients, (pg_url, redis_url, f"node{k + 1}")) for k in range(args.nodes)
    ]
    time.sleep(1.5)  # the nodes hear each other's beats
    args.server_pids = [process.pid for process, _ in started]
    _measure([url for _, url in started], args, stats, [process for process, _ in started])
    return _room_audit(pg_url)


@contextmanager
def _services(args: argparse.Namespace) -> Iterator[tuple[str, str]]:
    """The PostgreSQL (fsync on) and Redis of the room: ``--postgres``/``--redis``, else started here
    (`tests.room.services`); their processes noted for the CPU figures."""
    from tests.room.services import postgres, redis

    with ExitStack() as stack:
        pg_url = args.postgres or stack.enter_context(postgres(fast=False))
        redis_url = args.redis or stack.enter_context(redis())
        for name, url in (("postgres", pg_url), ("redis", redis_url)):
            port = int(url.rsplit(":", 1)[1].split("/")[0])
            pid = _pid_listening(port)
            if pid is not None:
                args.service_pids[name] = pid
        yield pg_url, redis_url


@dataclass
class Result:
    """What one measurement printed, for a sweep's summary."""

    nodes: int
    clients: int
    p50: float
    p99: float
    ok: bool


def _one(args: argparse.Namespace, rooms: tuple[str, str] | None = None) -> Result:
    """One measurement of ``args.clients`` bots at ``args.tables`` tables (``args.nodes``: a room of
    that many nodes on ``rooms``' PostgreSQL and Redis, a fresh database each; 0: one SQLite
    server); prints its figures, the last line ``[nodes=<k> ]clients=<n> tables=<n> p50_ms=<x>
    p99_ms=<x> ledger=ok|BROKEN``."""
    per_table = args.clients // args.tables
    load_before = " ".join(f"{x:.1f}" for x in os.getloadavg())
    names = [f"bot{t:03d}_{s}" for t in range(args.tables) for s in range(per_table)]
    stats = Stats()
    if args.nodes:
        assert rooms is not None
        import redis as redis_client

        from tests.room.services import fresh_database

        pg_url, redis_url = rooms
        flush = redis_client.Redis.from_url(redis_url)
        flush.flushall()
        flush.close()
        with fresh_database(pg_url, f"bench_{args.nodes}_{args.clients}_{os.getpid()}") as url:
            audit = _room_run(args, names, stats, url, redis_url)
    else:
        with tempfile.TemporaryDirectory() as folder:
            db = Path(folder) / "bench.sqlite3"
            _prepare(db, names)
            process, url = _start_server(db, args.clients)
            args.server_pids = [process.pid]
            _measure([url], args, stats, [process])
            connection = open_database(db)
            audit = Ledger(connection).audit()
            connection.close()
    elapsed = stats.elapsed or args.seconds
    latencies = sorted(stats.latencies)
    p50 = statistics.median(latencies) * 1000 if latencies else float("nan")
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000 if latencies else float("nan")
    print(f"load average before/after: {load_before} / {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"variant: {args.variant}{' (cash tables)' if args.cash else ''}")
    print(f"think time per move: uniform 0..{2 * args.think:g} s (mean {args.think:g} s)")
    if args.nodes:
        how = "relayed (--relay)" if args.relay else "sent to the table's node (redirect)"
        print(f"clients whose table is on another node: {how}; redirects followed: {stats.redirects}")
    print(
        f"moves: {stats.actions} ({stats.actions / elapsed:.0f}/s), "
        f"seen: {stats.readies} ({stats.readies / elapsed:.0f}/s)"
    )
    print(f"actions per second: {(stats.actions + stats.readies) / elapsed:.0f} over {elapsed:.1f} s")
    clock = " (the kernel's receive time)" if args.arrival == "kernel" else ""
    print(
        f"action -> last client's update{clock}: p50 {p50:.1f} ms, p99 {p99:.1f} ms ({len(latencies)} moves)"
    )
    if stats.read_latencies:
        read = sorted(stats.read_latencies)
        print(
            f"action -> last bot's code reads it: p50 {statistics.median(read) * 1000:.1f} ms, "
            f"p99 {read[min(len(read) - 1, int(len(read) * 0.99))] * 1000:.1f} ms (the bots' own waits added)"
        )
    if stats.messages and args.arrival == "kernel":
        print(
            f"messages the bots read: {stats.messages}; read together with a later one of the same "
            f"connection (the later one's receive time): {stats.shared_stamps} "
            f"({stats.shared_stamps / stats.messages:.2%})"
        )
    if stats.unstamped:
        print(f"frames without a kernel receive time (the code's time used): {stats.unstamped}")
    actions = max(stats.actions + stats.readies, 1)
    if stats.server_cpu is not None:
        load = stats.server_cpu / elapsed
        per = stats.server_cpu / actions * 1e6
        what = f"{args.nodes} node processes" if args.nodes else "server process"
        print(f"{what} CPU: {load:.0%} of one core ({per:.0f} us per action)")
    for name, seconds in stats.service_cpu.items():
        print(
            f"{name} CPU: {seconds / elapsed:.0%} of one core ({seconds / actions * 1e6:.0f} us per action)"
        )
    processes = f"{args.bot_processes} bot processes" if args.bot_processes > 1 else "bot process"
    nice = f", nice {args.bot_nice}" if args.bot_nice else ""
    print(
        f"{processes} CPU{nice}: {stats.bots_cpu / elapsed:.0%} of one core "
        f"({stats.bots_cpu / actions * 1e6:.0f} us per action)"
    )
    if stats.machine_cpu:
        ours = (stats.server_cpu or 0.0) + sum(stats.service_cpu.values()) + stats.bots_cpu
        print(
            f"machine CPU: {stats.machine_cpu / elapsed:.0%} of one core busy of {os.cpu_count()} "
            f"(this bench {ours / elapsed:.0%}, other work {(stats.machine_cpu - ours) / elapsed:.0%})"
        )
    print(f"refused by the server: {stats.errors}; ledger: {'ok' if audit.ok else audit.problems}")
    print(
        f"{f'nodes={args.nodes} ' if args.nodes else ''}clients={len(names)} tables={args.tables} "
        f"p50_ms={p50:.1f} p99_ms={p99:.1f} ledger={'ok' if audit.ok else 'BROKEN'}",
        flush=True,
    )
    return Result(args.nodes, len(names), p50, p99, audit.ok)


def _sweep(args: argparse.Namespace, nodes: list[int], clients: list[int]) -> int:
    """For each count of clients (ascending), one measurement for each count of nodes that has kept
    p99 <= ``args.p99_limit`` so far (interleaved: the machine's load changes over a run); a count
    past the limit is measured ``args.again`` more times and kept if one of them is within it (a
    shared machine stalls now and then; every measurement is printed). Then the most clients each
    carried, and how many times the first count of nodes' most the last one carried."""
    best: dict[int, int] = {}
    going = set(nodes)
    broken = False
    with _services(args) as rooms:
        for count in clients:
            for k in nodes:
                if k not in going:
                    continue
                run = argparse.Namespace(**vars(args))
                run.nodes, run.clients, run.tables = k, count, count // args.per_table
                for attempt in range(1 + args.again):
                    print(f"--- nodes={k} clients={count}{' (again)' if attempt else ''}", flush=True)
                    result = _one(run, rooms if k else None)
                    broken |= not result.ok
                    if result.p99 <= args.p99_limit:
                        break
                if result.p99 <= args.p99_limit:
                    best[k] = count
                else:
                    going.discard(k)  # past its limit: more clients would only be slower
            if not going:
                break
    summary = " ".join(f"nodes={k} max_clients={best.get(k, 0)}" for k in nodes)
    one, most = best.get(nodes[0], 0), best.get(nodes[-1], 0)
    ratio = f"{most / one:.2f}" if one else "n/a"
    print(f"sweep p99<={args.p99_limit:g}ms: {summary} ratio={ratio} ledger={'BROKEN' if broken else 'ok'}")
    return 1 if broken else 0


def _counts(text: str, what: str) -> list[int]:
    try:
        counts = [int(part) for part in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"{what}: a number or numbers separated by commas") from None
    if not counts or min(counts) < 0 or counts != sorted(counts):
        raise argparse.ArgumentTypeError(f"{what}: ascending numbers of at least 0")
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--clients",
        type=lambda text: _counts(text, "--clients"),
        default=[500],
        help="bots; several (200,400,800): a sweep, see --nodes",
    )
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--warmup", type=float, default=3.0)
    parser.add_argument("--think", type=float, default=0.5, help="mean thinking time of a bot's move (s)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", choices=tuple(OPTIONS), default="token")
    parser.add_argument("--cash", action="store_true", help="with --variant holdem: cash tables")
    parser.add_argument(
        "--nodes",
        type=lambda text: _counts(text, "--nodes"),
        default=[0],
        help="a room of this many nodes (0: one SQLite server); several (1,2) with several --clients: "
        "a sweep that finds the most clients each carries with p99 <= --p99-limit (past it: --again)",
    )
    parser.add_argument("--postgres", default=None, help="with --nodes: this PostgreSQL (default: start one)")
    parser.add_argument("--redis", default=None, help="with --nodes: this Redis (default: start one)")
    parser.add_argument(
        "--relay", action="store_true", help="with --nodes: the bots do not follow redirects (relayed)"
    )
    parser.add_argument(
        "--per-table", type=int, default=5, help="in a sweep: bots a table (--tables: clients/this)"
    )
    parser.add_argument(
        "--p99-limit", type=float, default=50.0, help="in a sweep: the p99 a count must keep (ms)"
    )
    parser.add_argument(
        "--again", type=int, default=1, help="in a sweep: measure a count past the limit this many more times"
    )
    parser.add_argument(
        "--bot-processes",
        type=int,
        default=2,
        help="run the bots in this many processes (the tables split between them; 1: in the bench's own)",
    )
    parser.add_argument(
        "--bot-nice",
        type=int,
        default=None,
        help="the bots' niceness (os.nice; default 10 with 2 or more --bot-processes, else 0): higher "
        "lets the nodes run first when the cores are busy",
    )
    parser.add_argument(
        "--arrival",
        choices=("kernel", "bot"),
        default="kernel",
        help="a move's latency ends when the last bot's kernel received its update (kernel: what "
        "the nodes and the network take) or when that bot's code read it (bot: plus the bots' waits)",
    )
    args = parser.parse_args(argv)
    if not 1 <= args.bot_processes <= 16:
        parser.error("--bot-processes: 1 to 16")
    if args.bot_nice is None:
        args.bot_nice = 10 if args.bot_processes > 1 else 0
    if not 0 <= args.bot_nice <= 19:
        parser.error("--bot-nice: 0 to 19")
    if args.bot_nice and args.bot_processes == 1:
        parser.error("--bot-nice needs --bot-processes 2 or more (the bench's own process starts the nodes)")
    sweep = len(args.nodes) > 1 or len(args.clients) > 1
    if args.cash and args.variant != "holdem":
        parser.error("--cash goes with --variant holdem")
    if (args.postgres is None) != (args.redis is None):
        parser.error("--postgres goes with --redis")
    if sweep and (args.variant != "token" or not 2 <= args.per_table <= 5):
        parser.error("a sweep measures the token game, 2 to 5 bots a table (--per-table)")
    if not sweep and not 2 <= args.clients[0] // max(args.tables, 1) <= 5:
        parser.error("2 to 5 clients per table")
    if not sweep and args.variant == "duell" and args.clients[0] // args.tables != 2:
        parser.error("a Duell table seats 2: --tables is half of --clients")
    print(WARNING_TEXT, flush=True)
    args.service_pids = {}
    if sweep:
        return _sweep(args, args.nodes, args.clients)
    args.nodes, args.clients = args.nodes[0], args.clients[0]
    if args.nodes:
        with _services(args) as rooms:
            result = _one(args, rooms)
    else:
        result = _one(args)
    return 0 if result.ok else 1


if __name__ == "__main__":
    sys.exit(main())
