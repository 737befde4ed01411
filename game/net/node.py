"""One node of a room: several ``tokenpoker-server --postgres URL --redis URL`` processes that act
as one server (one lobby, one set of accounts and balances).

A table lives on exactly one node, its only authority (as a room in Colyseus or Nakama). The
accounts, the ledger and the table directory are in PostgreSQL (`game.net.pg_store`); presence,
the lobby's live view and the messages between nodes travel on Redis pub/sub (`Room`):

- **Presence and the live lobby.** Every node publishes a beat on the room's channel every
  `BEAT` seconds: its public address, its load and its tables as the lobby lists them; where
  each player sits and on which node each account is logged in are Redis hashes, written as they
  change. Each node keeps the others' last beat: the ``list``
  answer is its own tables plus theirs, by number. A node unheard for `DEAD_AFTER` seconds is dead.
- **A client at a table on another node is relayed.** Its node forwards the client's requests
  for that table (sit, watch, moves, chat, leave, its drop) to the table's node on that node's
  channel; there a `RemotePeer` stands for the connection at the table, and everything the
  table sends it - and where the table seats it - goes back on the client's node's channel. The
  client notices nothing: one address, one protocol. Messages between two nodes keep their order
  (one writer task per node publishes them in sequence).
- **A new table goes to the least loaded node** (fewest people at tables, then fewest tables) -
  unless the node it is opened through carries only a few people more (`PLACE_SLACK`, plus 5 %):
  then it stays there, and the people joining through that node are not relayed.
- **Seat kept through another node.** A client that logs in again on any node is told its table
  (from the beats) and rebound to its seat there within the grace period; a log-in on one node
  replaces (closes) the same account's connection on another.
- **Private tables are judged by their node.** A ``sit``/``watch`` for another node's table is
  relayed unchecked; the table's node admits it (`Privacy.admit`: password, invitations, the
  wrong-password lock per account) before it routes it, the client's later requests waiting in
  order. The beats carry each table's lock and invitees; an invitation reaches the invitee on
  any node (refused if its ignore list, in Redis, holds the opener).
- **Talking.** A lobby line is numbered and published by one Redis script (every node hears the
  lines in number order) and handed by every node to its own people (`Social.hear`). Ignore
  lists are a Redis hash, so a private message to an account on another node is refused at the
  writer's node if it ignores the writer; else its node delivers it and returns the copy.
- **Operators.** A ban that this node took from ``admin_requests`` is told to every node, which
  disconnects the banned account if it is connected there (`game.net.admin`).
- **A dead node** (killed, its beats stop): after `DEAD_AFTER` seconds - and once its key
  ``alive:<node>``, set with every beat to expire after `DEAD_AFTER`, is gone too, so a busy
  node whose beats are only late is never taken for dead - the first living node by
  name settles its open games by the ledger's rule (every bet returned:
  `PgLedger.settle_node`) and adopts its stored tables, opening them again with empty seats -
  what a restart does - and removes the dead node's entries from the ``where`` and ``online``
  hashes. The dead node's players reconnect through any node and find their
  balances whole and their table listed. A node that is restarted under its name before that
  settles its own games at start, as a single server does.
- **Incarnations.** Every start of a node has a new `Room.epoch`, registered in the room's
  ``epochs`` hash before the node serves anybody; its entries in ``where`` (``table@node#epoch``)
  and ``online`` (``node#epoch``) carry it. Removing a node's stale entries (`_PURGE`, one Lua
  script: atomic in Redis) keeps those of the incarnation registered now - so a node restarted
  under its name while another node settles its old incarnation loses none of its new entries,
  and its own clean-up at start removes only the old ones.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

import psycopg
import redis.asyncio as aioredis

from .accounts import Account, Accounts, name_key
from .backend import Store
from .clock import Clock
from .ledger import Ledger
from .limits import Limits
from .lobby import Lobby
from .pg_store import PgLedger, PgSql, PgTableStore, safe_url
from .private import Privacy
from .protocol import (
    RESERVE_SECONDS,
    ErrorCode,
    JsonValue,
    ProtocolError,
    Request,
    Sit,
    Tell,
    Watch,
    check_chat,
    decode_client,
    encode,
    error_message,
)
from .social import LOBBY_KEPT, Social
from .store import DatabaseError
from .table import Dropped, Hold, Lost, Peer, Rebind, Table

__all__ = ["Room", "RemotePeer", "Reservation", "BEAT", "DEAD_AFTER"]

log = logging.getLogger(__name__)


class Connection(Protocol):
    """What a node reads and sets of a connection of its server (`game.net.server.Connection`;
    a protocol here, so the node and the server import each other in no circle)."""

    account: Account | None
    cid: int | None
    remote: tuple[str, int | None] | None

    def send(self, text: str) -> None: ...

    def close_soon(self) -> None: ...


class Server(Protocol):
    """What a node uses of its server (`game.net.server.Server`)."""

    @property
    def lobby(self) -> Lobby | None: ...
    @property
    def store(self) -> Store: ...
    @property
    def online(self) -> Mapping[int, Connection]: ...
    @property
    def limits(self) -> Limits: ...
    @property
    def ledger(self) -> Ledger: ...
    @property
    def clock(self) -> Clock: ...
    @property
    def accounts(self) -> Accounts: ...
    @property
    def privacy(self) -> Privacy: ...
    @property
    def social(self) -> Social: ...

    def route_here(self, peer: Peer, request: Request) -> None: ...

    def banned(self, account: int, reason: str) -> None: ...

    def tables_changed(self) -> None: ...


#: Seconds between two beats of a node.
BEAT = 0.5
#: People a node may carry more than the least loaded one and still take a table opened through it.
PLACE_SLACK = 2
#: A node unheard for this long is dead: its games are settled and its tables adopted.
DEAD_AFTER = 5.0
#: Seconds the mark ``settled:<node>`` is kept for a settled node that was only blocked.
SETTLED_KEPT = 86_400


def _field(row: JsonValue, key: str) -> int:
    """A number in a lobby row (0 if it is not one)."""
    value = row.get(key) if isinstance(row, dict) else None
    return value if isinstance(value, int) else 0


@dataclass(frozen=True, slots=True)
class Reservation:
    """A seat reservation redeemed on this node: whose it is, the table (None: a table to open, or
    the seat held here) and the request to do for it (None: only the log-in, the seat comes back)."""

    account: int
    table: int | None
    raw: str | None


class RemotePeer:
    """A client connected to another node, as a table on this node sees it (a `table.Peer`)."""

    def __init__(self, room: Room, origin: str, cid: int, account: Account) -> None:
        self.account: Account | None = account
        self._room = room
        self.origin = origin
        self.cid = cid
        self._table: Table | None = None

    @property
    def table(self) -> Table | None:
        return self._table

    @table.setter
    def table(self, table: Table | None) -> None:
        if table is not self._table:
            self._table = table
            number = table.number if table else None
            self._room.send_to(self.origin, {"op": "bind", "c": self.cid, "t": number})
            if table is None:
                self._room.forget(self)

    def send(self, text: str) -> None:
        self._room.send_to(self.origin, {"op": "out", "c": self.cid, "t": text})


@dataclass(slots=True)
class _Node:
    """Another node as its last beat showed it."""

    seen: float
    url: str
    load: tuple[int, int]
    tables: list[JsonValue] = field(default_factory=list)
    epoch: str = ""


class Room:
    """This node's part in the room (see the module docstring)."""

    def __init__(
        self,
        server: Server,
        redis_url: str,
        node: str,
        public_url: str,
        room: str = "tokenpoker",
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self.server = server
        self.node = node
        self._public_url = public_url
        self._redis_url = redis_url
        self._prefix = f"{room}:"
        self._monotonic = monotonic
        self.nodes: dict[str, _Node] = {}
        #: Connections of this node whose table is elsewhere, by connection id.
        self._conns: dict[int, Connection] = {}
        self._next_cid = 1
        #: Clients of other nodes at this node's tables: (origin, connection id) -> peer.
        self._remotes: dict[tuple[str, int], RemotePeer] = {}
        #: Requests of a client of another node that wait while its ``sit``/``watch`` before them
        #: is judged (a private table's password is checked off the event loop), in order.
        self._waiting: dict[tuple[str, int], list[dict[str, Any]]] = {}
        self._missing: dict[str, float] = {}
        #: What this node wrote into the room's ``where`` hash, by account.
        self._seat_of: dict[int, str] = {}
        #: What this node wrote into the room's ``ignores`` hash, by account.
        self._ignoring: dict[int, str] = {}
        #: Redis commands in the order they are to run: ("publish", channel, text),
        #: ("hset", key, field, value), ("hdel", key, field).
        self._outbox: asyncio.Queue[tuple[str, ...]] = asyncio.Queue()
        self._tasks: list[asyncio.Task[None]] = []
        self._redis: aioredis.Redis | None = None
        self.settled: list[str] = []  # the dead nodes this node settled (for the log and tests)
        #: This start of the node (see the module docstring: incarnations).
        self.epoch = secrets.token_hex(6)
        #: The incarnation each dead node had when it was last heard, for `_PURGE`.
        self._dead_epoch: dict[str, str] = {}
        self._watch_db: psycopg.Connection[Any] | None = None  # `_owners`' own connection
        #: Seconds a seat reservation made here is good for, and its seat held (`reserve`).
        self.reserve_seconds: float = RESERVE_SECONDS

    @property
    def public_url(self) -> str:
        """The address clients reach this node at ("": none - its tables' clients are relayed)."""
        return self._public_url

    @public_url.setter
    def public_url(self, url: str) -> None:
        """Set once the port is known (after `start`): told the other nodes at once, not with the
        next beat, so no client is relayed for want of it."""
        self._public_url = url
        if self._tasks:
            self._send_beat()

    # ------------------------------------------------------------------ running

    def _channel(self, node: str | None = None) -> str:
        return f"{self._prefix}node:{node}" if node else f"{self._prefix}all"

    async def start(self) -> None:
        """Connect to Redis, listen on the room's and this node's channels, start beating."""
        try:
            # connections waited for when all are busy (a burst of log-ins must queue, not fail): 64,
            # as 16 ran out for 10 s while 4,400 bots logged in at once (bench/net_load.py)
            pool = aioredis.BlockingConnectionPool.from_url(self._redis_url, max_connections=64, timeout=10)
            self._redis = aioredis.Redis(connection_pool=pool)
            # this incarnation first, then the old ones' entries go: before anybody is served here
            await self._redis.hset(f"{self._prefix}epochs", self.node, self.epoch)
            await self._purge(self.node, "")
            pubsub = self._redis.pubsub(ignore_subscribe_messages=True)
            await pubsub.subscribe(self._channel(), self._channel(self.node))
            kept = await self._redis.lrange(f"{self._prefix}lobby_lines", 0, -1)
        except (aioredis.RedisError, ValueError) as error:
            raise DatabaseError(f"{safe_url(self._redis_url)}: cannot connect to Redis ({error})") from None
        if self.server.lobby is not None:
            self.server.lobby.on_seated = self._seated
        self.server.social.relay = self
        for text in kept:  # the room's last lobby lines, for this node's first log-ins
            self._dispatch(json.loads(text))
        loop = asyncio.get_running_loop()
        for coroutine, name in (
            (self._read(pubsub), "room-read"),
            (self._write(), "room-write"),
            (self._beat(), "room-beat"),
            (self._watch(), "room-watch"),
        ):
            self._tasks.append(loop.create_task(coroutine, name=name))

    async def stop(self) -> None:
        """Stop beating and listening (the other nodes see this node gone after `DEAD_AFTER`)."""
        for task in self._tasks:
            task.cancel()
        if self._tasks:
            await asyncio.wait(self._tasks, timeout=5)  # bounded: a stop never hangs on Redis
        if self._watch_db is not None:
            self._watch_db.close()
            self._watch_db = None
        if self._redis is not None:
            try:
                await asyncio.wait_for(self._redis.aclose(), 5)
            except (TimeoutError, aioredis.RedisError) as error:
                log.warning("room: Redis did not close cleanly: %r", error)

    def send_to(self, node: str | None, message: dict[str, Any]) -> None:
        """Queue ``message`` for ``node`` (None: every node); sent in order by the writer task."""
        message["from"] = self.node
        self._outbox.put_nowait(("publish", self._channel(node), json.dumps(message, separators=(",", ":"))))

    async def _write(self) -> None:
        assert self._redis is not None
        while True:
            batch = [await self._outbox.get()]
            while not self._outbox.empty() and len(batch) < 500:
                batch.append(self._outbox.get_nowait())
            try:
                async with self._redis.pipeline(transaction=False) as pipe:
                    for command, *args in batch:
                        if command == "publish":
                            pipe.publish(args[0], args[1])
                        elif command == "lobby":  # numbered and published at once: in order everywhere
                            keys = (f"{self._prefix}lobby_no", args[0], f"{self._prefix}lobby_lines")
                            start = int(self.server.clock.wall() * 1000)
                            pipe.eval(_LOBBY_LINE, 3, *keys, args[1], LOBBY_KEPT, start)
                        elif command == "hset":
                            pipe.hset(args[0], args[1], args[2])
                        elif command == "purge":
                            pipe.eval(_PURGE, *self._purge_args(args[0], args[1]))
                        else:  # only if it still says what this node wrote (not another's newer seat)
                            pipe.eval(_HDEL_IF, 1, args[0], args[1], args[2])
                    await pipe.execute()
            except aioredis.RedisError as error:  # Redis away: the beats stop, others see us dead
                log.error("room: cannot publish to Redis: %s", error)
                await asyncio.sleep(BEAT)

    async def _read(self, pubsub: Any) -> None:
        while True:
            try:
                async for item in pubsub.listen():
                    try:
                        message = json.loads(item["data"])
                        if message.get("from") != self.node or message.get("op") != "beat":
                            self._dispatch(message)
                    except Exception:  # one bad message must not stop the node's relay
                        log.exception("room: message not handled: %r", item.get("data", b"")[:200])
            except aioredis.RedisError as error:
                log.error("room: lost Redis: %s", error)
                await asyncio.sleep(BEAT)

    async def _beat(self) -> None:
        while True:
            await self._check_incarnation()
            self._send_beat()
            try:  # beside the beat on the channel: a key that lives while this node does
                assert self._redis is not None
                await self._redis.set(self._alive_key(self.node), self.epoch, px=int(DEAD_AFTER * 1000))
            except aioredis.RedisError as error:
                log.error("room: cannot say this node is alive: %s", error)
            await asyncio.sleep(BEAT)

    async def _check_incarnation(self) -> None:
        """Whether another node took this incarnation for dead meanwhile (it was blocked - stopped,
        swapped out - longer than `DEAD_AFTER` while its process lived) and settled it: its games
        are settled and its tables adopted there (the settling node says so in the key
        ``settled:<node>``). Then give every table up (`Lost`: the people at them told, nothing
        more written for their games - the ledger refuses it) and serve on as a new incarnation
        with no tables. (A Redis that lost its data - restarted - is no settlement: the node only
        registers its incarnation again.)"""
        assert self._redis is not None
        try:
            async with self._redis.pipeline(transaction=False) as pipe:
                pipe.get(f"{self._prefix}settled:{self.node}")
                pipe.hget(f"{self._prefix}epochs", self.node)
                settled, registered = await pipe.execute()
            if (settled.decode() if isinstance(settled, bytes) else settled) != self.epoch:
                if registered is None:
                    await self._redis.hsetnx(f"{self._prefix}epochs", self.node, self.epoch)
                return
        except aioredis.RedisError as error:
            log.error("room: cannot read this node's incarnation: %s", error)
            return
        lobby = self.server.lobby
        tables = sorted(lobby.tables) if lobby is not None else []
        log.warning(
            "room: this node was silent longer than %g s and was settled by another node: tables %s "
            "given up, serving on as a new incarnation",
            DEAD_AFTER,
            tables,
        )
        if lobby is not None:
            for table in lobby.tables.values():
                table.post(Lost())
        self.epoch = secrets.token_hex(6)
        self._seat_of.clear()  # the settling node removed them (`_PURGE`)
        try:
            await self._redis.hset(f"{self._prefix}epochs", self.node, self.epoch)
        except aioredis.RedisError as error:
            log.error("room: cannot register this node's incarnation: %s", error)
        here = f"{self.node}#{self.epoch}"
        for account_id in list(self.server.online):  # its log-ins were removed with the old incarnation
            self._outbox.put_nowait(("hset", f"{self._prefix}online", str(account_id), here))

    def _alive_key(self, node: str) -> str:
        return f"{self._prefix}alive:{node}"

    async def _alive(self, node: str) -> bool:
        """Whether ``node`` set its key ``alive:<node>`` within `DEAD_AFTER` (Redis away: no)."""
        assert self._redis is not None
        try:
            return bool(await self._redis.exists(self._alive_key(node)))
        except aioredis.RedisError as error:
            log.error("room: cannot ask whether %s is alive: %s", node, error)
            return False

    async def _watch(self) -> None:
        """Every `BEAT`: notice dead nodes, and settle them (`_watch_nodes`) - beside the beats, so a
        slow database never delays a beat."""
        while True:
            try:
                await self._watch_nodes()
            except Exception:
                log.exception("room: checking the nodes failed")
            await asyncio.sleep(BEAT)

    # ------------------------------------------------------------------ presence and lobby

    def load(self, rows: list[JsonValue] | None = None) -> tuple[int, int]:
        """This node's load: people at its tables (seated and watching), then its tables (``rows``:
        its lobby's listing, if made already)."""
        lobby = self.server.lobby
        if lobby is None:
            return (0, 0)
        people = 0
        for row in lobby.listing() if rows is None else rows:
            people += _field(row, "seats") + _field(row, "spectators")
        return (people, len(lobby.tables))

    def _purge_args(self, node: str, dead: str) -> tuple[Any, ...]:
        keys = (f"{self._prefix}epochs", f"{self._prefix}where", f"{self._prefix}online")
        return (len(keys), *keys, node, dead)

    async def _purge(self, node: str, dead: str) -> int:
        """Remove ``node``'s entries from ``where`` and ``online`` but those of its incarnation
        registered now (``dead``: the incarnation that died, unregistered first if it still is)."""
        assert self._redis is not None
        return int(await self._redis.eval(_PURGE, *self._purge_args(node, dead)))

    def _send_beat(self) -> None:
        lobby = self.server.lobby
        rows = lobby.listing() if lobby else []  # once a beat: both the load and the tables
        self.send_to(
            None,
            {
                "op": "beat",
                "epoch": self.epoch,
                "url": self.public_url,
                "load": list(self.load(rows)),
                "tables": self.server.privacy.annotate(rows),
            },
        )

    def live_nodes(self) -> dict[str, _Node]:
        now = self._monotonic()
        return {name: n for name, n in self.nodes.items() if now - n.seen < DEAD_AFTER}

    def listing(self) -> list[JsonValue]:
        """The whole room's tables, by number; each row with ``url``, its node's public address
        (None: a node without one, reached through the relay)."""
        lobby = self.server.lobby
        own = self.public_url or None
        rows: list[JsonValue] = [
            {**row, "url": own} for row in (lobby.listing() if lobby else []) if isinstance(row, dict)
        ]
        for other in self.live_nodes().values():
            url = other.url or None
            rows.extend({**row, "url": url} for row in other.tables if isinstance(row, dict))
        return sorted(rows, key=lambda row: _field(row, "table"))

    def urls(self) -> list[JsonValue]:
        """The public addresses of the room's living nodes (this one first), for a client's list of
        nodes to try when its own is dead."""
        found = [self.public_url] + sorted(n.url for n in self.live_nodes().values())
        return list[JsonValue](dict.fromkeys(url for url in found if url))

    def url_of(self, node: str) -> str | None:
        """The public address of the node ``node`` as its last beat told it (None: it has none,
        or was never heard or is dead)."""
        other = self.nodes.get(node)
        return other.url if other is not None and other.url else None

    # ------------------------------------------------------------------ seat reservations

    async def reserve(self, account_id: int, node: str, table: int | None, raw: str | None) -> str | None:
        """A seat reservation for ``account_id`` at ``table`` on ``node`` (``raw``: the request to
        do there): its token, good once for `reserve_seconds`; None if Redis refuses (relay then).
        For a ``sit`` the table's node is told to hold a seat for the account as long (`Hold`),
        before the client learns the token: nobody takes it while the client moves there."""
        assert self._redis is not None
        token = secrets.token_urlsafe(24)
        record = json.dumps({"a": account_id, "t": table, "node": node, "raw": raw}, separators=(",", ":"))
        sit = _sit_of(raw, self.server.limits.message_bytes)
        try:
            key, lasts = f"{self._prefix}reserve:{token}", int(self.reserve_seconds * 1000)
            await self._redis.set(key, record, px=lasts)
            if sit is not None and table is not None:  # published now, not queued behind other messages
                hold = {"op": "hold", "from": self.node, "a": account_id, "t": table, "seat": sit.seat}
                hold["s"] = self.reserve_seconds
                await self._redis.publish(self._channel(node), json.dumps(hold, separators=(",", ":")))
        except aioredis.RedisError as error:
            log.error("room: cannot reserve a seat: %s", error)
            return None
        return token

    async def redeem(self, token: str) -> Reservation | None:
        """The reservation of ``token`` if it is for this node (taken: a token works once); None if
        it is unknown, used, expired or for another node."""
        assert self._redis is not None
        try:
            found = await self._redis.getdel(f"{self._prefix}reserve:{token}")
        except aioredis.RedisError as error:
            log.error("room: cannot read a seat reservation: %s", error)
            return None
        if found is None:
            return None
        try:
            record = json.loads(found)
            if record["node"] != self.node:
                return None
            table, raw = record["t"], record["raw"]
            return Reservation(
                int(record["a"]), None if table is None else int(table), None if raw is None else str(raw)
            )
        except (ValueError, KeyError, TypeError):
            log.error("room: a seat reservation that does not read: %r", found[:200])
            return None

    def holder_of(self, number: int) -> str | None:
        """The node that holds table ``number`` (None: no node does, or its holder is dead)."""
        live = self.live_nodes()
        for name, other in live.items():
            if any(isinstance(row, dict) and row.get("table") == number for row in other.tables):
                return name
        # opened since that node's last beat: the table directory in PostgreSQL knows
        ledger = self.server.store.ledger
        assert isinstance(ledger, PgLedger)
        row = ledger.db.execute("SELECT node FROM open_tables WHERE number=?", (number,)).fetchone()
        # a node heard before whose beats are late here (a burst of log-ins held this node's loop
        # up) still holds its tables: a dead one's are moved to its settler in the same directory
        holder = None if row is None else str(row[0])
        return holder if holder != self.node and (holder in live or holder in self.nodes) else None

    def place(self) -> str:
        """Where a new table goes: the least loaded living node (ties: by name) - or this node when
        it carries at most `PLACE_SLACK` people (plus 5 %) more than that one, so the people who
        open and join a table through this node are not relayed for a difference of a few."""
        own = self.load()
        choices = [(own, self.node)] + [(n.load, name) for name, n in self.live_nodes().items()]
        (people, _), least = min(choices)
        return self.node if own[0] <= people + PLACE_SLACK + people // 20 else least

    def _seated(self, account: Account, table: Table | None) -> None:
        """Where an account sits, in the room's Redis hash (written in order with the messages)."""
        key = f"{self._prefix}where"
        if table is None:
            old = self._seat_of.pop(account.id, None)
            if old is not None:
                self._outbox.put_nowait(("hdel", key, str(account.id), old))
        else:
            self._seat_of[account.id] = value = f"{table.number}@{self.node}#{self.epoch}"
            self._outbox.put_nowait(("hset", key, str(account.id), value))

    async def seat_elsewhere(self, account_id: int) -> tuple[str, int] | None:
        """The living node and table where ``account_id`` holds a seat on another node, if any."""
        assert self._redis is not None
        try:
            found = await self._redis.hget(f"{self._prefix}where", str(account_id))
        except aioredis.RedisError as error:
            log.error("room: cannot read where %d sits: %s", account_id, error)
            return None
        if found is None:
            return None
        text = found.decode() if isinstance(found, bytes) else str(found)
        number, _, owner = text.partition("@")
        node, epoch = _owner(owner)
        other = self.live_nodes().get(node)
        # the seat is there only if that node is alive - in the incarnation that wrote it
        return (node, int(number)) if other is not None and other.epoch in ("", epoch) else None

    # ------------------------------------------------------------------ this node's clients

    def _cid(self, conn: Connection) -> int:
        if conn.cid is None:
            conn.cid = self._next_cid
            self._next_cid += 1
        self._conns[conn.cid] = conn
        return conn.cid

    def forward(self, conn: Connection, node: str, number: int | None, raw: str | bytes) -> None:
        """Relay a request of ``conn`` for table ``number`` to ``node``."""
        assert conn.account is not None
        conn.remote = (node, number)
        text = raw if isinstance(raw, str) else raw.decode("utf-8", "replace")
        cid = self._cid(conn)
        self.send_to(node, {"op": "req", "c": cid, "a": conn.account.id, "n": number, "raw": text})

    def rebind(self, conn: Connection, node: str, number: int) -> None:
        """``conn`` logged in here while its seat is at ``number`` on ``node``: give it back."""
        assert conn.account is not None
        conn.remote = (node, number)
        self.send_to(node, {"op": "rebind", "c": self._cid(conn), "a": conn.account.id})

    def dropped(self, conn: Connection) -> None:
        """``conn`` closed: its table's node treats it as a dropped connection (grace period)."""
        if conn.cid is not None:
            self._conns.pop(conn.cid, None)
            if conn.remote is not None:
                self.send_to(conn.remote[0], {"op": "drop", "c": conn.cid})
        conn.remote = None

    async def logged_in(self, account_id: int) -> None:
        """An account logged in here: its connection on another node, if any, is replaced."""
        assert self._redis is not None
        key = f"{self._prefix}online"
        try:
            found = await self._redis.hget(key, str(account_id))
        except aioredis.RedisError as error:
            log.error("room: cannot read who is online: %s", error)
            found = None
        node = _owner(found.decode() if isinstance(found, bytes) else str(found))[0] if found else None
        if node is not None and node != self.node:
            self.send_to(node, {"op": "replace", "a": account_id})
        self._outbox.put_nowait(("hset", key, str(account_id), f"{self.node}#{self.epoch}"))

    def logged_out(self, account_id: int) -> None:
        """The account's connection here ended (unless another node has it by now)."""
        self._outbox.put_nowait(
            ("hdel", f"{self._prefix}online", str(account_id), f"{self.node}#{self.epoch}")
        )

    # ------------------------------------------------------------------ messages

    def _dispatch(self, message: dict[str, Any]) -> None:
        op, origin = message.get("op"), str(message.get("from"))
        if op == "beat":
            self.nodes[origin] = _Node(
                self._monotonic(),
                str(message["url"]),
                (int(message["load"][0]), int(message["load"][1])),
                list(message["tables"]),
                str(message.get("epoch", "")),
            )
            self._missing.pop(origin, None)
            self.server.tables_changed()  # its tables in this node's lobbies (if they changed)
        elif op == "out":
            conn = self._conns.get(int(message["c"]))
            if conn is not None:
                conn.send(str(message["t"]))
        elif op == "bind":
            conn = self._conns.get(int(message["c"]))
            if conn is not None and conn.remote is not None and conn.remote[0] == origin:
                number = message["t"]
                conn.remote = None if number is None else (origin, int(number))
        elif op in ("req", "rebind", "drop") and (origin, int(message["c"])) in self._waiting:
            self._waiting[(origin, int(message["c"]))].append(message)  # after the judged request
        elif op in ("req", "rebind"):
            self._at_my_table(origin, message)
        elif op == "drop":
            peer = self._remotes.pop((origin, int(message["c"])), None)
            if peer is not None and peer.table is not None:
                peer.table.post(Dropped(peer))
        elif op == "hold":
            account, number = int(message["a"]), int(message["t"])
            table = self.server.lobby.tables.get(number) if self.server.lobby else None
            # (closed meanwhile: the player is told so on arrival; a private table's seat is held
            # only for who needs no password there - the password is checked at the redeem)
            if table is not None and self.server.privacy.open_to(account, number):
                seat = message.get("seat")
                table.post(Hold(account, None if seat is None else int(seat), float(message["s"])))
        elif op == "balance":
            self._tell_balance(int(message["a"]))
        elif op == "lobby":
            self.server.social.hear(
                {"no": int(message["no"]), "name": str(message["name"]), "text": str(message["text"])}
            )
        elif op == "tell":
            self._told(origin, message)
        elif op == "acct":
            conn = self.server.online.get(int(message["a"]))
            if conn is not None:
                conn.send(str(message["t"]))
        elif op == "ban" and origin != self.node:
            self.server.banned(int(message["a"]), str(message["reason"]))
        elif op == "invited":
            self._deliver_invitation(int(message["a"]), str(message["by"]), str(message["t"]))
        elif op == "replace":
            old = self.server.online.get(int(message["a"]))
            if old is not None:
                old.send(error_message(ErrorCode.REPLACED, "you logged in from somewhere else"))
                old.close_soon()

    def _remote_peer(self, origin: str, cid: int, account_id: int) -> RemotePeer | None:
        peer = self._remotes.get((origin, cid))
        if peer is None:
            account = self.server.accounts.by_id(account_id)
            if account is None:
                return None
            peer = RemotePeer(self, origin, cid, account)
            self._remotes[(origin, cid)] = peer
        return peer

    def forget(self, peer: RemotePeer) -> None:
        """``peer`` is at no table of this node any more."""
        if self._remotes.get((peer.origin, peer.cid)) is peer:
            del self._remotes[(peer.origin, peer.cid)]

    def _at_my_table(self, origin: str, message: dict[str, Any]) -> None:
        key = (origin, int(message["c"]))
        peer = self._remote_peer(origin, int(message["c"]), int(message["a"]))
        lobby = self.server.lobby
        if peer is None or lobby is None:
            return
        assert peer.account is not None
        if message["op"] == "rebind":
            table = lobby.where.get(peer.account.id)
            if table is None:
                peer.send(encode("gone", table=0, reason="removed"))
                peer.table = None
            else:
                table.post(Rebind(peer))
            return
        raw = str(message["raw"])
        request: Request | None = None
        try:
            request = decode_client(raw, self.server.limits.message_bytes)
            if isinstance(request.message, (Sit, Watch)):
                # this node judges its private tables, for clients of every node (`Privacy.admit`)
                self._waiting[key] = []
                task = asyncio.get_running_loop().create_task(self._judge(peer, request, key))
                self._tasks.append(task)
                task.add_done_callback(self._tasks.remove)
                return
            self.server.route_here(peer, request)
        except ProtocolError as error:
            self._refuse(peer, error, request)

    async def _judge(self, peer: RemotePeer, request: Request, key: tuple[str, int]) -> None:
        """Admit ``peer`` to the table its ``sit``/``watch`` names (password, invitation, lock) and
        route it; then the requests that came meanwhile, in order."""
        message = request.message
        assert isinstance(message, (Sit, Watch)) and peer.account is not None
        try:
            await self.server.privacy.admit(peer.account, message.table, message.password)
            self.server.route_here(peer, request)
        except ProtocolError as error:
            self._refuse(peer, error, request)
        except asyncio.CancelledError:  # the node stops: nothing more for this client
            self._waiting.pop(key, None)
            raise
        except Exception:  # e.g. the database failing: the client's other requests still go on
            log.exception("room: a sit or watch of %s not handled", peer.account.name)
        for later in self._waiting.pop(key, []):
            self._dispatch(later)

    def _refuse(self, peer: RemotePeer, error: ProtocolError, request: Request | None) -> None:
        peer.send(error_message(error.code, str(error), request.ref if request else None, error.seconds))
        if peer.table is None:
            self.send_to(peer.origin, {"op": "bind", "c": peer.cid, "t": None})
            self.forget(peer)

    # ------------------------------------------------------------------ talking across nodes

    def lobby_line(self, name: str, text: str) -> None:
        """A lobby line for every node, numbered room-wide by Redis as it is published (`Relay`)."""
        message = json.dumps({"op": "lobby", "from": self.node, "name": name, "text": text})
        self._outbox.put_nowait(("lobby", self._channel(), message))

    def ignoring(self, account: int, keys: frozenset[str] | None) -> None:
        """Write (None: remove) whom ``account`` ignores in the room's ``ignores`` hash (`Relay`)."""
        key = f"{self._prefix}ignores"
        if keys is None:
            old = self._ignoring.pop(account, None)
            if old is not None:
                self._outbox.put_nowait(("hdel", key, str(account), old))
            return
        value = json.dumps({"node": self.node, "keys": sorted(keys)})
        self._ignoring[account] = value
        self._outbox.put_nowait(("hset", key, str(account), value))

    async def tell(self, conn: Connection, message: Tell) -> None:
        """A private message of ``conn`` to an account not online on this node: refused here if it
        is online nowhere or ignores the writer, else sent to its node (`_told`), which hands it
        over and returns the writer's copy (or a refusal, if things changed meanwhile)."""
        writer = conn.account
        assert writer is not None and self._redis is not None
        text = check_chat(message.text)
        target = self.server.accounts.find(message.to)
        if target is None:
            raise ProtocolError(ErrorCode.NOT_ONLINE, f"{message.to!r} is not online")
        try:
            async with self._redis.pipeline(transaction=False) as pipe:
                pipe.hget(f"{self._prefix}online", str(target.id))
                pipe.hget(f"{self._prefix}ignores", str(target.id))
                node, ignores = await pipe.execute()
        except aioredis.RedisError as error:
            log.error("room: cannot read where %s is online: %s", target.name, error)
            raise ProtocolError(ErrorCode.NOT_ONLINE, f"{message.to!r} is not online") from None
        # the entry is ``node#epoch`` (the incarnation it was written by)
        node = _owner(node.decode() if isinstance(node, bytes) else str(node))[0] if node else None
        if node is None or node not in self.live_nodes():
            raise ProtocolError(ErrorCode.NOT_ONLINE, f"{message.to!r} is not online")
        if name_key(writer.name) in _keys(ignores):
            raise ProtocolError(ErrorCode.IGNORED, f"{target.name} does not take your messages")
        line = encode("tell", **{"from": writer.name, "to": target.name, "text": text})
        self.send_to(node, {"op": "tell", "a": target.id, "w": writer.id, "name": writer.name, "t": line})

    def _told(self, origin: str, message: dict[str, Any]) -> None:
        """A private message from a client of ``origin`` to an account online here."""
        writer, name = int(message["w"]), str(message["name"])
        conn = self.server.online.get(int(message["a"]))
        if conn is None or conn.account is None:
            answer = error_message(ErrorCode.NOT_ONLINE, "the addressee is no longer online")
        elif self.server.social.ignores(conn.account, name):
            answer = error_message(ErrorCode.IGNORED, f"{conn.account.name} does not take your messages")
        else:
            conn.send(str(message["t"]))
            answer = str(message["t"])  # the writer's copy: delivered
        self.send_to(origin, {"op": "acct", "a": writer, "t": answer})

    def banned(self, account_id: int, reason: str) -> None:
        """The operator banned ``account_id`` (this node took the request): every other node
        disconnects it if it is connected there."""
        self.send_to(None, {"op": "ban", "a": account_id, "reason": reason})

    def invite(self, peer: Peer, table: int, invitee: Account, text: str) -> None:
        """The opener ``peer`` invites ``invitee``, who is not online on this node, to ``table``:
        refused (``ignored``) if ``invitee`` ignores the opener on another node, else noted and
        told (``text``) to the invitee wherever it is online, and to the opener."""
        task = asyncio.get_running_loop().create_task(self._invite(peer, table, invitee, text))
        self._tasks.append(task)
        task.add_done_callback(self._tasks.remove)

    async def _invite(self, peer: Peer, table: int, invitee: Account, text: str) -> None:
        inviter = peer.account
        assert inviter is not None and self._redis is not None
        try:
            ignores = await self._redis.hget(f"{self._prefix}ignores", str(invitee.id))
        except aioredis.RedisError as error:
            log.error("room: cannot read whom %s ignores: %s", invitee.name, error)
            ignores = None
        try:
            if name_key(inviter.name) in _keys(ignores):
                raise ProtocolError(ErrorCode.IGNORED, f"{invitee.name} does not take your messages")
            self.server.privacy.invite(inviter, table, invitee)
            self.server.tables_changed()  # the invitee's lobby marks the table
        except ProtocolError as error:
            peer.send(error_message(error.code, str(error)))
            return
        self.send_to(None, {"op": "invited", "a": invitee.id, "by": inviter.name, "t": text})
        peer.send(text)

    def _deliver_invitation(self, account_id: int, by: str, text: str) -> None:
        conn = self.server.online.get(account_id)
        if conn is not None and conn.account is not None and not self.server.social.ignores(conn.account, by):
            conn.send(text)

    def _tell_balance(self, account_id: int) -> None:
        conn = self.server.online.get(account_id)
        if conn is not None and conn.account is not None:
            conn.send(encode("balance", balance=self.server.ledger.balance(conn.account.holder)))

    # ------------------------------------------------------------------ dead nodes

    async def _watch_nodes(self) -> None:
        """Notice nodes that stopped beating (or never beat since this node started, yet own open
        games or tables); the first living node by name settles and adopts them. Only that node
        asks PostgreSQL who owns games and tables, on a thread with a connection of its own
        (`_owners`): a query on the event loop held every table of the node up while it ran."""
        now = self._monotonic()
        live = self.live_nodes()
        for name in list(self.nodes):
            if name not in live:
                if await self._alive(name):
                    continue  # its beats are late here, but it is alive: its tables are still its own
                self._dead_epoch[name] = self.nodes.pop(name).epoch
                self._missing.setdefault(name, now - DEAD_AFTER)
                self._lost_node(name)
        if min([self.node, *live]) != self.node:
            return  # the first living node by name settles
        ledger, tables = self.server.store.ledger, self.server.store.tables
        assert isinstance(ledger, PgLedger) and isinstance(tables, PgTableStore)
        db = ledger.db
        found = await asyncio.to_thread(self._owners, db.url)
        now, live = self._monotonic(), self.live_nodes()
        owners = found - {self.node} - set(live)
        for name in owners:
            self._missing.setdefault(name, now)
        for name, since in list(self._missing.items()):
            if name in live or name == self.node:
                self._missing.pop(name, None)
            elif now - since >= DEAD_AFTER and name in owners:
                if await self._alive(name):
                    # its beats are late here (this node reads slowly, or they queue behind its
                    # writes), but it set its key within DEAD_AFTER: alive - never settle a node
                    # that still serves its tables
                    log.warning("room: node %s is silent on the channel but alive: not settled", name)
                    self._missing[name] = self._monotonic()
                    continue
                await self._settle(name, db)
                self._missing.pop(name, None)

    def _owners(self, url: str) -> set[str]:
        """The nodes that own open tables or open games (on the watcher's thread, its connection)."""
        if self._watch_db is None:
            self._watch_db = psycopg.connect(url, autocommit=True, connect_timeout=10)
        try:
            return {str(row[0]) for row in self._watch_db.execute(_OWNERS).fetchall()}
        except psycopg.Error:
            self._watch_db.close()  # opened again next time (PostgreSQL restarted, a network cut)
            self._watch_db = None
            raise

    def _lost_node(self, name: str) -> None:
        """Tell this node's clients at tables of the dead node ``name`` that their table is gone."""
        for conn in list(self._conns.values()):
            if conn.remote is not None and conn.remote[0] == name:
                number = conn.remote[1]
                conn.remote = None
                conn.send(encode("gone", table=number or 0, reason="removed"))
        for key in [key for key in self._remotes if key[0] == name]:
            peer = self._remotes.pop(key)
            if peer.table is not None:
                peer.table.post(Dropped(peer))

    async def _settle(self, name: str, db: PgSql) -> None:
        # the incarnation that died: as last heard, else as registered now (nobody heard it beat
        # since it is dead, and a restart would have made it live) - read before the settling
        dead = self._dead_epoch.pop(name, None)
        if dead is None:
            assert self._redis is not None
            found = await self._redis.hget(f"{self._prefix}epochs", name)
            dead = found.decode() if isinstance(found, bytes) else str(found or "")
        ledger = self.server.store.ledger
        assert isinstance(ledger, PgLedger)
        refunds = ledger.settle_node(name, self.server.clock.wall())
        adopted = db.execute(
            "UPDATE open_tables SET node=? WHERE node=? RETURNING number", (self.node, name)
        ).fetchall()
        lobby = self.server.lobby
        if lobby is not None and adopted:
            self.server.privacy.load([int(row[0]) for row in adopted])
            lobby.reopen()
        for account_id in sorted({int(r.holder[2:]) for r in refunds if r.holder.startswith("p:")}):
            self._tell_balance(account_id)  # its players learn their chips are back, wherever they are
            self.send_to(None, {"op": "balance", "a": account_id})
        try:  # told to the settled incarnation, should it only have been blocked and wake up
            assert self._redis is not None
            await self._redis.set(f"{self._prefix}settled:{name}", dead, ex=SETTLED_KEPT)
        except aioredis.RedisError as error:
            log.error("room: cannot mark node %s settled: %s", name, error)
        self._outbox.put_nowait(("purge", name, dead))  # its seats and log-ins in Redis are stale
        self.settled.append(name)
        log.warning(
            "room: node %s is gone: %d refunds settled, tables %s opened again here",
            name,
            len(refunds),
            sorted(row[0] for row in adopted),
        )


def _sit_of(raw: str | None, limit: int) -> Sit | None:
    """The ``sit`` a reservation carries (None: another request, or only the log-in)."""
    if raw is None:
        return None
    try:
        message = decode_client(raw, limit).message
    except ProtocolError:
        return None
    return message if isinstance(message, Sit) else None


def _keys(ignores: bytes | str | None) -> frozenset[str]:
    """The name keys an entry of the room's ``ignores`` hash holds (none for no entry)."""
    return frozenset() if ignores is None else frozenset(json.loads(ignores)["keys"])


_HDEL_IF = (
    "if redis.call('hget', KEYS[1], ARGV[1]) == ARGV[2] then return redis.call('hdel', KEYS[1], ARGV[1]) end"
)

#: Number a lobby line (the room's counter), keep it among the room's last ARGV[2] lines and
#: publish it, in one step: every node hears the lines in the order of their numbers. A counter
#: Redis lost (restarted) starts again at the wall clock's milliseconds (ARGV[3]), above every
#: number given before: the clients keep only lines numbered above the last they saw.
_LOBBY_LINE = """
if redis.call('exists', KEYS[1]) == 0 then redis.call('set', KEYS[1], ARGV[3]) end
local message = cjson.decode(ARGV[1])
message['no'] = redis.call('incr', KEYS[1])
local text = cjson.encode(message)
redis.call('rpush', KEYS[3], text)
redis.call('ltrim', KEYS[3], -tonumber(ARGV[2]), -1)
return redis.call('publish', KEYS[2], text)
"""

_PURGE = """
local current = redis.call('hget', KEYS[1], ARGV[1])
if current and current == ARGV[2] then
    redis.call('hdel', KEYS[1], ARGV[1])
    current = false
end
local removed = 0
for k = 2, 3 do
    local all = redis.call('hgetall', KEYS[k])
    for i = 1, #all, 2 do
        local value = all[i + 1]
        local at = string.find(value, '@', 1, true)
        local owner = at and string.sub(value, at + 1) or value
        local name, epoch = string.match(owner, '^(.*)#([^#]*)$')
        if not name then name, epoch = owner, '' end
        if name == ARGV[1] and (not current or epoch ~= current) then
            redis.call('hdel', KEYS[k], all[i])
            removed = removed + 1
        end
    end
end
return removed
"""
"""Remove node ARGV[1]'s entries from ``where`` (KEYS[2]) and ``online`` (KEYS[3]) except those
of its incarnation registered in ``epochs`` (KEYS[1]) now; ARGV[2]: the incarnation that died,
unregistered first if it is still the registered one (then every entry of the node goes)."""


def _owner(text: str) -> tuple[str, str]:
    """The node and incarnation of an entry's ``node#epoch`` (an old entry without one: "")."""
    node, mark, epoch = text.rpartition("#")
    return (node, epoch) if mark else (text, "")


_OWNERS = (
    "SELECT DISTINCT node FROM open_tables UNION "
    "SELECT DISTINCT node FROM games WHERE id NOT IN (SELECT game FROM closings)"
)
