"""The network server: WebSocket connections, log-in, routing to the lobby and the tables.

`Server` accepts connections (``websockets``, optionally over TLS), checks
every message against the protocol and the connection's limits before
anything else sees it, logs people in (scrypt on one worker thread, so no
table waits, not even for a flood of log-ins), and hands table requests to
the table's inbox. A second connection of the same account replaces the first and gets the seat. It
holds at most `Limits.connections` connections (one more gets ``full`` and
is closed before it can log in) and locks a name's log-in after too many
wrong passwords (`game.net.lockout`). On start it settles, by the ledger's
rule, any game a killed server left open, and opens the tables that were
open again (`Lobby.reopen`); on a clean stop it settles the running games
the same way and keeps the tables stored. A clean stop tells every client
the server is going away (close code 1001) and gives them `STOP_GRACE`
seconds to answer; a client that does not (it stopped reading) is cut off,
so a stop never waits on a client.

Run it with `main` (the ``tokenpoker-server`` command, ``python -m game.net``)
or in a thread with `BackgroundServer` (tests, benchmarks).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import ipaddress
import logging
import math
import secrets
import signal
import socket
import ssl
import sys
import threading
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from http import HTTPStatus
from pathlib import Path
from typing import TYPE_CHECKING

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Response

from game import meta
from game.engine.deck import RandomSource, default_rng
from game.legal import WARNING_TEXT
from game.storage.lock import InstanceLock
from game.storage.paths import ensure_data_dir

from .accounts import DEFAULT_COST, Account, Accounts, ScryptCost, hash_password, name_key, verify_password
from .admin import POLL_SECONDS, AdminRequest, Bans, Requests, admin_main
from .args import Parser as _Parser
from .args import add_database_options, default_node_name
from .backend import Store, sqlite_store
from .clock import Alarm, Clock, RealClock
from .duell.variant import DuellVariant
from .european.variant import EuropeanVariant
from .holdem.variant import HoldemVariant
from .ledger import Audit
from .limits import Budget, Limits, TokenBucket, Verdict
from .lobby import Lobby
from .lockout import Lockout
from .private import Privacy
from .protocol import (
    FRAME_LIMIT,
    PROTOCOL_VERSION,
    Chat,
    ErrorCode,
    Hello,
    Ignore,
    Invite,
    JsonValue,
    Leave,
    ListTables,
    LobbyChat,
    OpenTable,
    Ping,
    Profile,
    ProtocolError,
    Ranking,
    Redeem,
    Request,
    Sit,
    Tell,
    Watch,
    decode_client,
    encode,
    error_message,
)
from .social import Social
from .stats import Profiles
from .store import DatabaseError
from .table import Banned, Dropped, Peer, Rebind, Shut, Table
from .timers import Timers
from .token.variant import TokenVariant
from .variant import Variant

if TYPE_CHECKING:
    from .node import Reservation, Room

__all__ = [
    "Server",
    "BackgroundServer",
    "Connection",
    "address_of",
    "default_public_url",
    "default_variants",
    "main",
    "DEFAULT_PORT",
]

log = logging.getLogger(__name__)

DEFAULT_PORT = 8765
_CLOSE = object()  # in an outbox: close the connection once everything before it is sent
#: Bytes up to which a send only fills the transport's buffer and never waits, so it needs no timer:
#: websockets pauses writing above 32 KiB buffered and resumes at 8 KiB (a quarter), so below
#: 8 KiB before and after the write it is neither paused nor pausing.
_UNBLOCKED = 8 * 1024
_CUT = object()  # in an outbox: close the TCP connection (no closing handshake) once the text before is sent


def address_of(remote: object) -> str:
    """The address whose connections share a message budget: an IPv4 address, an IPv6 /64."""
    host = remote[0] if isinstance(remote, tuple) and remote else str(remote)
    try:
        ip = ipaddress.ip_address(str(host).split("%", 1)[0])
    except ValueError:
        return str(host)
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


#: Seconds a stopping server waits for its clients to answer the close, before it cuts them off.
STOP_GRACE = 0.3


def default_variants() -> dict[str, Variant]:
    """The variants this server hosts, by wire name."""
    variants: list[Variant] = [TokenVariant(), EuropeanVariant(), HoldemVariant(), DuellVariant()]
    return {variant.name: variant for variant in variants}


class Connection:
    """One client connection: its account, its table, its limits, and its outbox.

    The outbox holds at most `Limits.outbox_bytes` bytes together with the
    socket's buffer, and a send may stay blocked for `Limits.send_seconds`:
    a client that does not read is cut off (`cut`) rather than letting the
    server's memory grow.
    """

    def __init__(self, ws: ServerConnection, limits: Limits, budget: Budget, now: float) -> None:
        self.ws = ws
        self.account: Account | None = None
        self.table: Table | None = None
        self.budget = budget
        self.chat_bucket = TokenBucket(limits.chat_rate, limits.chat_burst, now)
        self.outbox: asyncio.Queue[str | object] = asyncio.Queue()
        #: Bytes of the texts in the outbox.
        self.queued = 0
        self._limits = limits
        self.closing = False
        #: Closed without a closing handshake (a slow reader, a flood): read nothing more.
        self.cut_off = False
        self.hello_alarm: Alarm | None = None
        #: In a room of several nodes: this connection's number for the relay, and the node and
        #: table (None while it is being opened) it sits or watches at on another node.
        self.cid: int | None = None
        self.remote: tuple[str, int | None] | None = None
        #: The client follows ``redirect`` (its hello said so): sent to the node of its table.
        self.follows = False
        #: The list of tables this connection was sent last (`tables`), as marked for it.
        self.listed: list[JsonValue] | None = None
        self.pushed = 0  # the number of the server's list of tables last compared with `listed`

    def send(self, text: str) -> None:
        """Queue ``text``; a client that lets too much pile up is cut off."""
        if self.closing:
            return
        if self.queued or self._buffered():
            pending = self.queued + self._buffered() + len(text)
            if pending > self._limits.outbox_bytes:
                log.warning("connection %s reads too slowly (%d bytes waiting): cut off", self.name, pending)
                self.cut(None)
                return
        self.queued += len(text)
        self.outbox.put_nowait(text)

    def _buffered(self) -> int:
        transport = self.ws.transport
        return 0 if transport is None or transport.is_closing() else transport.get_write_buffer_size()

    def close_soon(self) -> None:
        """Close after the messages already queued."""
        if not self.closing:
            self.closing = True
            self.outbox.put_nowait(_CLOSE)

    def cut(self, last_word: str | None) -> None:
        """Close now: drop the outbox, read nothing more, send ``last_word`` if the client takes it
        within `Limits.send_seconds`, then close the TCP connection without a closing handshake."""
        if self.cut_off:
            return
        self.cut_off = self.closing = True
        while not self.outbox.empty():
            self.outbox.get_nowait()
        self.queued = 0
        transport = self.ws.transport
        if transport is None or transport.is_closing():
            return
        transport.pause_reading()
        if last_word is None or self._buffered():
            transport.abort()
            self.outbox.put_nowait(_CUT)  # wakes the writer, which ends
            return
        self.outbox.put_nowait(last_word)
        self.outbox.put_nowait(_CUT)
        asyncio.get_running_loop().call_later(self._limits.send_seconds, transport.abort)

    @property
    def name(self) -> str:
        """Who this is, for the log."""
        return self.account.name if self.account else str(self.ws.remote_address)

    async def write(self) -> None:
        """Send the outbox in order until told to close or the connection ends."""
        try:
            while True:
                item = await self.outbox.get()
                if item is _CLOSE:
                    await self.ws.close(1008 if self.account is None else 1000)
                    return
                if item is _CUT:
                    self.ws.transport.close()  # sends what is buffered, then closes
                    return
                assert isinstance(item, str)
                self.queued -= len(item)
                if self._buffered() + len(item) <= _UNBLOCKED:
                    await self.ws.send(item)  # cannot wait (see _UNBLOCKED): no timer needed
                    continue
                try:
                    async with asyncio.timeout(self._limits.send_seconds):
                        await self.ws.send(item)
                except TimeoutError:
                    log.warning(
                        "connection %s read nothing for %g s: cut off", self.name, self._limits.send_seconds
                    )
                    self.cut(None)
                    return
        except ConnectionClosed:
            return


class Server:
    """The game server on one database (see the module docstring)."""

    def __init__(
        self,
        db_path: Path | str | Store,
        *,
        clock: Clock | None = None,
        timers: Timers | None = None,
        limits: Limits | None = None,
        variants: Mapping[str, Variant] | None = None,
        cost: ScryptCost = DEFAULT_COST,
        rng: Callable[[], RandomSource] = default_rng,
    ) -> None:
        #: The database: a SQLite file (a path) or a `Store` (PostgreSQL: `game.net.pg_store`).
        self.store = db_path if isinstance(db_path, Store) else sqlite_store(db_path)
        self.clock: Clock = clock or RealClock()
        self.timers = timers or Timers()
        self.limits = limits or Limits()
        self.accounts = self.store.accounts
        self.accounts.look_alike("")  # the confusables table and the names' skeletons, now, not at a log-in
        self.bans = Bans(self.store.sql)
        self._requests = Requests(self.store.sql)
        self._poll: Alarm | None = None
        self._push_due = False  # a look whether the list of tables changed is on the loop's list
        self._pushed: tuple[object, int] = (None, 0)  # the list and marks last pushed, their number
        self.ledger = self.store.ledger
        self.cost = cost
        self._decoy = hash_password(secrets.token_hex(16), cost)  # see `_hello`
        #: Password hashes run here, one at a time: each takes a core for a while, and a flood of
        #: log-ins must leave the other core to the tables (log-ins wait in line instead).
        self._passwords = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tokenpoker-passwords")
        self._variants = variants or default_variants()
        self._rng = rng
        self.lobby: Lobby | None = None
        self.online: dict[int, Connection] = {}
        self.social = Social(lambda: list(self.online.values()))
        self.profiles = Profiles(self.store.sql)
        self.privacy = Privacy(self.store.sql, self.clock, self.limits, self._slow, cost)
        #: Connections open now (logged in or not): at most `Limits.connections`.
        self.connections = 0
        #: The message bucket of every address with connections open, and how many it has.
        self.addresses: dict[str, tuple[TokenBucket, int]] = {}
        #: Addresses a connection of which flooded, and until when (server clock) they are refused.
        self.benched: dict[str, float] = {}
        self.lockout = Lockout(self.limits.login_tries, self.limits.login_window, self.limits.lockout)
        self._ws: WsServer | None = None
        self._open: set[Connection] = set()  # every connection being served (logged in or not)
        #: This node's part in a room of several nodes (`join_room`), else None.
        self.room: Room | None = None
        self.refunds = self.ledger.recover(self.clock.wall())
        for refund in self.refunds:
            log.warning(
                "game %d was left open: %d chips returned to %s", refund.game, refund.amount, refund.holder
            )

    async def _slow(self, function: Callable[..., object], *args: object) -> object:
        """``function(*args)`` on the password thread (hashes: no table waits for them)."""
        return await asyncio.get_running_loop().run_in_executor(self._passwords, function, *args)

    # ------------------------------------------------------------------ running

    async def start(
        self, host: str = "127.0.0.1", port: int = DEFAULT_PORT, tls: ssl.SSLContext | None = None
    ) -> int:
        """Start listening; the port (useful with ``port`` 0: a free one)."""
        self.lobby = Lobby(
            self._variants,
            self.clock,
            self.timers,
            self.ledger,
            self.store.tables,
            self._rng,
            opener=self.privacy.opener,
        )
        self.lobby.on_changed = self.tables_changed
        self.lobby.reopen()
        self._admin_requests()
        if self.room is not None:
            await self.room.start()
        self._ws = await serve(
            self._connection,
            host,
            port,
            ssl=tls,
            max_size=FRAME_LIMIT,
            max_queue=64,
            compression=None,
            ping_interval=20,
            ping_timeout=20,
            process_request=self._admit,
        )
        sockets = list(self._ws.sockets)
        return int(sockets[0].getsockname()[1])

    async def stop(self) -> None:
        """Stop listening, close every connection, settle running chip games, close the database."""
        if self._ws is not None:
            self._ws.close()  # stop listening, and 1001 to every client
            try:
                await asyncio.wait_for(self._ws.wait_closed(), STOP_GRACE)
            except TimeoutError:
                # a client that does not read cannot answer (or even receive) the close: cut it off
                for conn in list(self._open):
                    log.warning("connection %s did not close in time: cut off", conn.name)
                    conn.ws.transport.abort()
                await self._ws.wait_closed()
        if self._poll is not None:
            self._poll.cancel()
        if self.room is not None:
            await self.room.stop()
        if self.lobby is not None:
            await self.lobby.stop()
        self.ledger.recover(self.clock.wall())
        self._passwords.shutdown(wait=False, cancel_futures=True)
        self.store.close()

    def join_room(self, redis_url: str, node: str, public_url: str) -> None:
        """Be one node of a room (before `start`; the store must be PostgreSQL): `game.net.node`."""
        from .node import Room

        self.room = Room(self, redis_url, node, public_url)

    def _admin_requests(self) -> None:
        """Do what ``tokenpoker-server admin`` asked (`game.net.admin`), then look again later."""
        try:
            for request in self._requests.pending():
                if (
                    request.kind == "close"
                    and (self.lobby is None or request.target not in self.lobby.tables)
                    and self._requests.table_open(request.target)
                ):
                    continue  # another node's table (or one not yet adopted): its node closes it
                if self._requests.claim(request, self.clock.wall()):  # once, by one node of a room
                    self._admin_request(request)
        except Exception as error:  # the database busy or failing (SQLite, PostgreSQL): look again later
            log.warning("cannot read the operator's requests: %s", error)
        if self.lobby is not None:
            self.privacy.forget(set(self.lobby.tables))
        loop = asyncio.get_running_loop()

        def again() -> None:
            loop.call_soon_threadsafe(self._admin_requests)

        self._poll = self.clock.call_at(self.clock.now() + POLL_SECONDS, again)

    def tables_changed(self) -> None:
        """A table opened, closed or its row changed (or, in a room, another node's list came):
        the people in the lobby get the new list (`_push_tables`), once the loop is through with
        what it does now (many changes in a row: one look)."""
        if not self._push_due:
            self._push_due = True
            asyncio.get_running_loop().call_soon(self._push_tables)

    def _push_tables(self) -> None:
        """Send the list of tables to everybody in the lobby (who asked for it once: `list`; at no
        table now) whose list changed since they were sent it - a table opened, closed, filled,
        started, an invitation. (A new table showed in the other lobbies only at their next
        `list`, up to five seconds later.)"""
        self._push_due = False
        try:
            if self.lobby is not None:
                listing = self.room.listing() if self.room else self.lobby.listing()
                state, number = self._pushed
                if (listing, self.privacy.marks()) != state:
                    number += 1
                    self._pushed = ((listing, self.privacy.marks()), number)
                for conn in list(self.online.values()):
                    # each connection compares once per change (not on every look: many people)
                    lobby = conn.listed is not None and conn.table is None and conn.remote is None
                    if lobby and conn.pushed != number:
                        conn.pushed = number
                        self._send_tables(conn, listing)
        except Exception as error:  # a room's listing, a database: the next change tries again
            log.warning("cannot push the list of tables: %s", error)

    def _send_tables(self, conn: Connection, listing: list[JsonValue], asked: bool = False) -> None:
        """``tables`` to ``conn`` (marked for its account) if it asked or its list changed."""
        assert conn.account is not None
        marked = self.privacy.mark(listing, conn.account)
        if asked or marked != conn.listed:
            conn.listed = marked
            if self.room is None:
                conn.send(encode("tables", tables=marked))
            else:  # and the living nodes' addresses, to try when this one dies
                conn.send(encode("tables", tables=marked, nodes=self.room.urls()))

    def _admin_request(self, request: AdminRequest) -> None:
        if request.kind == "ban":
            self.banned(request.target, request.reason)
            if self.room is not None:  # the banned person may be connected to another node
                self.room.banned(request.target, request.reason)
            log.warning("account %d banned: %s", request.target, request.reason)
        elif request.kind == "close" and self.lobby is not None:
            table = self.lobby.tables.get(request.target)
            if table is not None:
                table.post(Shut(request.reason))
            log.warning("table %d closed by the operator: %s", request.target, request.reason)

    def banned(self, account: int, reason: str) -> None:
        """The operator banned ``account``: its connection here, if any, is told why and closed;
        its seat at a table here is given up at once (`Banned`)."""
        table = self.lobby.where.get(account) if self.lobby is not None else None
        if table is not None:
            table.post(Banned(account))
        conn = self.online.get(account)
        if conn is not None:
            conn.send(error_message(ErrorCode.BANNED, f"this account is banned: {reason}"))
            conn.close_soon()

    def audit(self) -> Audit:
        """Check the ledger (the tables' running games count as open)."""
        running = [t.ledger_game for t in (self.lobby.tables.values() if self.lobby else ()) if t.ledger_game]
        return self.ledger.audit(running)

    # ------------------------------------------------------------------ one connection

    def _admit(self, ws: ServerConnection, request: object) -> Response | None:
        """Refuse, before the WebSocket handshake, an address benched for flooding (HTTP 429)."""
        address = address_of(ws.remote_address)
        until = self.benched.get(address)
        if until is None:
            return None
        left = until - self.clock.now()
        if left <= 0:
            del self.benched[address]
            return None
        response = ws.respond(HTTPStatus.TOO_MANY_REQUESTS, "too many messages from this address\n")
        response.headers["Retry-After"] = str(max(1, math.ceil(left)))
        return response

    def _bench(self, address: str) -> None:
        """Refuse new connections from ``address`` for `Limits.flood_pause` seconds."""
        now = self.clock.now()
        if len(self.benched) >= 10_000:  # only flooding addresses get here: forget the expired ones
            self.benched = {a: until for a, until in self.benched.items() if until > now}
        self.benched[address] = now + self.limits.flood_pause

    async def _connection(self, ws: ServerConnection) -> None:
        if self.connections >= self.limits.connections:
            await self._refuse_full(ws)
            return
        self.connections += 1
        try:
            await self._serve_connection(ws)
        finally:
            self.connections -= 1

    async def _refuse_full(self, ws: ServerConnection) -> None:
        """One connection too many: the error ``full``, then close (1013: try again later)."""
        log.warning("connection from %s refused: %d connections open", ws.remote_address, self.connections)
        limit = self.limits.connections
        try:
            await ws.send(
                error_message(
                    ErrorCode.FULL, f"the server holds {limit} connections already: try again later"
                )
            )
            await ws.close(1013, "server full")
        except ConnectionClosed:
            pass

    async def _serve_connection(self, ws: ServerConnection) -> None:
        now = self.clock.now()
        address = address_of(ws.remote_address)
        bucket, count = self.addresses.get(address) or (
            TokenBucket(self.limits.address_rate, self.limits.address_burst, now),
            0,
        )
        self.addresses[address] = (bucket, count + 1)
        limits = self.limits
        budget = Budget(limits.guest_rate, limits.guest_burst, limits.flood_burst, bucket, now)
        conn = Connection(ws, limits, budget, now)
        sock = ws.transport.get_extra_info("socket") if ws.transport is not None else None
        if sock is not None:
            try:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, limits.socket_bytes)
            except OSError:  # pragma: no cover - a socket that takes no options
                pass
        self._open.add(conn)
        writer = asyncio.get_running_loop().create_task(conn.write())
        loop = asyncio.get_running_loop()

        def overdue() -> None:
            loop.call_soon_threadsafe(self._hello_overdue, conn)

        conn.hello_alarm = self.clock.call_at(self.clock.now() + limits.hello_seconds, overdue)
        try:
            async for raw in ws:
                await self._receive(conn, raw)
                if conn.cut_off:
                    break  # read no more of a flood
        except ConnectionClosed:
            pass
        finally:
            self._open.discard(conn)
            conn.hello_alarm.cancel()
            self._gone(conn)
            conn.close_soon()
            try:
                await asyncio.wait_for(writer, 5)
            except (TimeoutError, ConnectionClosed):
                writer.cancel()
            bucket, count = self.addresses[address]
            if count > 1:
                self.addresses[address] = (bucket, count - 1)
            else:
                del self.addresses[address]

    def _hello_overdue(self, conn: Connection) -> None:
        if conn.account is None:
            conn.send(error_message(ErrorCode.HELLO_FIRST, "log in within the time limit"))
            conn.close_soon()

    def _gone(self, conn: Connection) -> None:
        account = conn.account
        if account is not None and self.online.get(account.id) is conn:
            del self.online[account.id]
            self.social.offline(account)
            if self.room is not None:
                self.room.logged_out(account.id)
        if conn.table is not None:
            conn.table.post(Dropped(conn))
            conn.table = None
        if self.room is not None:
            self.room.dropped(conn)

    async def _receive(self, conn: Connection, raw: str | bytes) -> None:
        if conn.closing:
            return
        budget = conn.budget
        answered = budget.dropping  # a run of dropped messages is answered once
        verdict = budget.take(self.clock.now())
        if verdict is Verdict.FLOOD:
            address = address_of(conn.ws.remote_address)
            log.warning("connection %s sends far too fast: cut off, %s benched", conn.name, address)
            conn.cut(error_message(ErrorCode.RATE, "far too many messages: disconnected"))
            self._bench(address)
            return
        if verdict is Verdict.DROP:
            if not answered:
                conn.send(
                    error_message(
                        ErrorCode.RATE,
                        f"at most {budget.rate:g} messages per second: messages dropped until you slow down",
                    )
                )
            return
        try:
            request = decode_client(raw, self.limits.message_bytes)
        except ProtocolError as error:
            conn.send(error_message(error.code, str(error)))
            return
        message = request.message
        try:
            if isinstance(message, (Hello, Redeem)):
                await self._hello(conn, message)
            elif conn.account is not None and isinstance(message, (Sit, Watch)):
                if self._judged_here(conn, message.table):
                    await self.privacy.admit(conn.account, message.table, message.password)
                if not conn.closing:
                    await self._route(conn, request, raw)
            elif (
                conn.account is not None
                and isinstance(message, Tell)
                and self.room is not None
                and self.social.find(message.to) is None
            ):
                self._chat_rate(conn)
                await self.room.tell(conn, message)  # to another node, if online there
            elif conn.account is not None and isinstance(message, OpenTable):
                hashed = await self.privacy.prepare(message.password)
                if not conn.closing:
                    await self._route(conn, request, raw, hashed)
            else:
                await self._route(conn, request, raw)
        except ProtocolError as error:
            conn.send(error_message(error.code, str(error), request.ref, error.seconds))

    def _judged_here(self, conn: Connection, table: int) -> bool:
        """Whether this server checks a private table's password for ``conn`` sitting at or watching
        ``table``: always alone; in a room only for its own tables - another node's table is judged
        by that node when the request arrives there (`game.net.node`), with its password hash, its
        invitations and its wrong-password lock, whichever node the client came through."""
        if self.room is None or self.lobby is None:
            return True
        return conn.remote is None and table in self.lobby.tables

    async def _hello(self, conn: Connection, hello: Hello | Redeem) -> None:
        if conn.account is not None:
            raise ProtocolError(ErrorCode.ALREADY, "this connection is logged in already")
        if hello.v != PROTOCOL_VERSION:
            age = "an older" if hello.v < PROTOCOL_VERSION else "a newer"
            conn.send(
                error_message(
                    ErrorCode.VERSION,
                    f"this server speaks protocol {PROTOCOL_VERSION}; the client speaks {age} one "
                    f"({hello.v}): please use a matching version of Token-Poker",
                )
            )
            conn.close_soon()
            return
        loop = asyncio.get_running_loop()
        reservation: Reservation | None = None
        if isinstance(hello, Redeem):
            reservation = await self._reservation(hello)
            account = self.accounts.by_id(reservation.account)
            assert account is not None  # `_reservation` checked it
            banned = self.bans.reason(account.id)
            if banned is not None:
                conn.send(error_message(ErrorCode.BANNED, f"this account is banned: {banned}"))
                conn.close_soon()
                return
        elif hello.create:
            Accounts.check_new(hello.name, hello.password)
            if self.accounts.find(hello.name) is not None:
                raise ProtocolError(ErrorCode.NAME_TAKEN, f"the name {hello.name!r} is taken")
            other = self.accounts.look_alike(hello.name)
            if other is not None:  # before any hashing, as for a taken name
                raise ProtocolError(
                    ErrorCode.NAME_TAKEN, f"the name {hello.name!r} looks like {other!r}, which is taken"
                )
            hashed = await loop.run_in_executor(self._passwords, hash_password, hello.password, self.cost)
            account = self.ledger.register(self.accounts, hello.name, hashed, self.clock.wall())
            log.info("account %s created", account.name)
        else:
            key = name_key(hello.name)
            self._check_lockout(key)  # before the password is even checked
            found = self.accounts.find(hello.name)
            # an unknown name costs as much time as a wrong password: names cannot be probed
            stored = found.password if found else self._decoy
            ok = await loop.run_in_executor(self._passwords, verify_password, hello.password, stored)
            if found is None or not ok:
                locked = self.lockout.failed(key, self.clock.now())
                if locked is not None:
                    raise self._locked(locked)
                raise ProtocolError(ErrorCode.AUTH, "unknown name or wrong password")
            self._check_lockout(key)  # tries on other connections locked it meanwhile
            self.lockout.succeeded(key)
            banned = self.bans.reason(found.id)  # told only with the right password
            if banned is not None:
                conn.send(error_message(ErrorCode.BANNED, f"this account is banned: {banned}"))
                conn.close_soon()
                return
            account = found
        if conn.closing or conn.account is not None:
            return
        conn.account = account
        conn.follows = hello.follow
        conn.budget.limit(self.limits.rate, self.limits.burst, self.clock.now())
        if conn.hello_alarm is not None:
            conn.hello_alarm.cancel()
        old = self.online.get(account.id)
        self.online[account.id] = conn
        if old is not None and old is not conn:
            old.send(error_message(ErrorCode.REPLACED, "you logged in from somewhere else"))
            old.close_soon()
            if old.table is not None and (
                self.lobby is None or self.lobby.where.get(account.id) is not old.table
            ):
                old.table.post(Dropped(old))  # a watcher: the old connection stops watching
            old.table = None
        # the seat held, told in the welcome: a client that thinks it sits elsewhere (a restarted
        # server, a grace period over) learns the truth at once
        table = self.lobby.where.get(account.id) if self.lobby else None
        elsewhere = await self.room.seat_elsewhere(account.id) if self.room and table is None else None
        if conn.closing or conn.account is not account:
            return
        if self.room is not None:
            await self.room.logged_in(account.id)
        conn.send(
            encode(
                "welcome",
                v=PROTOCOL_VERSION,
                name=account.name,
                balance=self.ledger.balance(account.holder),
                limits=self.limits.to_json(),
                timers=self.timers.to_json(),
                variants=list[JsonValue](sorted(self._variants)),
                table=table.number if table is not None else elsewhere[1] if elsewhere else None,
            )
        )
        self.social.welcome(conn)
        if table is not None:
            conn.table = table
            table.post(Rebind(conn))
        elif elsewhere is not None and self.room is not None:
            if not await self._redirect(conn, elsewhere[0], elsewhere[1], None):
                self.room.rebind(conn, *elsewhere)
        if reservation is not None and reservation.raw is not None and not conn.closing:
            await self._reserved(conn, reservation.raw)

    async def _reservation(self, redeem: Redeem) -> Reservation:
        """The seat reservation a ``redeem`` names, checked: made for this node and for the account
        of its name, not used, not expired (`ProtocolError` ``reservation`` if not)."""
        found = await self.room.redeem(redeem.token) if self.room is not None else None
        account = self.accounts.find(redeem.name)
        if found is None or account is None or account.id != found.account:
            raise ProtocolError(
                ErrorCode.RESERVATION,
                "this seat reservation is unknown, used, expired or not for this node: "
                "log in with the password",
            )
        return found

    async def _reserved(self, conn: Connection, raw: str) -> None:
        """Do the request a redeemed reservation carried (sit, watch, open) for ``conn``."""
        try:
            request = decode_client(raw, self.limits.message_bytes)
        except ProtocolError as error:  # written by a node: cannot happen unless the nodes differ
            conn.send(error_message(error.code, str(error)))
            return
        message = request.message
        try:
            if isinstance(message, OpenTable):  # here, where it was placed: never sent on again
                self.route_here(conn, request)
                return
            # a private table is judged here, its node, as for a relayed client: the node that
            # sent the client here checked nothing (password, invitation, wrong-password lock)
            if isinstance(message, (Sit, Watch)) and conn.account is not None:
                if self._judged_here(conn, message.table):
                    await self.privacy.admit(conn.account, message.table, message.password)
            if not conn.closing:  # a table that moved meanwhile (its node died) is followed
                await self._route(conn, request, raw)
        except ProtocolError as error:
            conn.send(error_message(error.code, str(error), request.ref, error.seconds))

    async def _redirect(self, conn: Connection, node: str, table: int | None, raw: str | None) -> bool:
        """Send ``conn`` to ``node`` with a seat reservation (``raw``: the request to do there, None:
        only its seat held there) - if the client follows redirects and the node has a public
        address; False when not (the relay carries it instead)."""
        room = self.room
        if room is None or conn.account is None or not conn.follows:
            return False
        url = room.url_of(node)
        if url is None:
            return False
        token = await room.reserve(conn.account.id, node, table, raw)
        if token is None or conn.closing:
            return False
        conn.send(encode("redirect", url=url, token=token, table=table))
        return True

    def _check_lockout(self, key: str) -> None:
        left = self.lockout.locked(key, self.clock.now())
        if left is not None:
            raise self._locked(left)

    def _locked(self, seconds: int) -> ProtocolError:
        return ProtocolError(
            ErrorCode.LOCKED,
            f"too many wrong passwords for this name: log-in refused for {seconds} more seconds",
            seconds,
        )

    async def _route(
        self, conn: Connection, request: Request, raw: str | bytes, hashed: str | None = None
    ) -> None:
        """Hand ``request`` on: here, or to the node holding its table - by a redirect with a seat
        reservation (a sit, watch or open of a client that follows them, to a node with a public
        address), else relayed (``hashed``: the password hash of a private table being opened; such
        a table always opens on this node)."""
        message = request.message
        if conn.account is None:
            raise ProtocolError(ErrorCode.HELLO_FIRST, "log in first (hello)")
        lobby = self.lobby
        assert lobby is not None
        if isinstance(message, Ping):
            conn.send(encode("pong"))
            return
        if isinstance(message, ListTables):
            self._send_tables(conn, self.room.listing() if self.room else lobby.listing(), asked=True)
            return
        if isinstance(message, Profile):
            conn.send(encode("profile", **self.profiles.profile(message.name, conn.account)))
            return
        if isinstance(message, Ranking):
            conn.send(encode("ranking", **self.profiles.ranking(message.top, conn.account)))
            return
        if isinstance(message, (LobbyChat, Tell, Ignore)):
            if not isinstance(message, Ignore):
                self._chat_rate(conn)
            self.social.handle(conn, message)
            return
        if isinstance(message, Chat) and (conn.table is not None or conn.remote is not None):
            self._chat_rate(conn)
        if self.room is not None and conn.table is None:
            target = self._elsewhere(conn, request)
            if target is not None:
                if conn.remote is None and isinstance(message, (Sit, Watch, OpenTable)):
                    # with a private table's password, if any: the table's node checks it at the
                    # redeem (this node judges only its own tables)
                    text = raw if isinstance(raw, str) else raw.decode("utf-8", "replace")
                    if await self._redirect(conn, target[0], target[1], text):
                        return
                self.room.forward(conn, target[0], target[1], raw)
                return
        self.route_here(conn, request, hashed)

    def _chat_rate(self, conn: Connection) -> None:
        """`ProtocolError` (``chat_rate``) if ``conn`` chats faster than its bucket allows."""
        if not conn.chat_bucket.take(self.clock.now()):
            raise ProtocolError(ErrorCode.CHAT_RATE, "you chat too fast: wait a moment")

    def _elsewhere(self, conn: Connection, request: Request) -> tuple[str, int | None] | None:
        """In a room: the node (and table) another node's table that ``request`` is for, if any."""
        assert self.room is not None and self.lobby is not None
        message = request.message
        if conn.remote is not None:
            node, number = conn.remote
            if isinstance(message, OpenTable):
                raise ProtocolError(ErrorCode.AT_TABLE, "leave your table first")
            if isinstance(message, (Sit, Watch)) and number is not None and message.table != number:
                raise ProtocolError(ErrorCode.AT_TABLE, f"leave table {number} first")
            return node, number
        if isinstance(message, OpenTable):
            if message.password:  # a private table opens here: its password hash is made here
                return None
            node = self.room.place()
            return None if node == self.room.node else (node, None)
        if isinstance(message, (Sit, Watch)) and message.table not in self.lobby.tables:
            holder = self.room.holder_of(message.table)
            return None if holder is None else (holder, message.table)
        return None

    def route_here(self, peer: Peer, request: Request, hashed: str | None = None) -> None:
        """A table request of ``peer`` (a connection here, or a client of another node) for this
        node's lobby and tables (``hashed``: the password hash of a private table being opened)."""
        message = request.message
        lobby = self.lobby
        assert lobby is not None and peer.account is not None
        if isinstance(message, OpenTable):
            if peer.table is not None:
                raise ProtocolError(ErrorCode.AT_TABLE, "leave your table first")
            opened = lobby.open(message.variant, message.options, peer.account)
            self.privacy.opened(opened.number, peer.account, hashed)
            peer.table = opened
            opened.post((peer, Request(Sit(opened.number, buy_in=message.buy_in), request.ref)))
        elif isinstance(message, (Sit, Watch)):
            wanted = lobby.tables.get(message.table)
            if wanted is None:
                raise ProtocolError(ErrorCode.NO_TABLE, f"there is no table {message.table}")
            if peer.table is not None and peer.table is not wanted:
                raise ProtocolError(ErrorCode.AT_TABLE, f"leave table {peer.table.number} first")
            peer.table = wanted
            wanted.post((peer, request))
        elif peer.table is None:
            raise ProtocolError(ErrorCode.NOT_AT_TABLE, "you are not at a table")
        elif isinstance(message, Leave):
            table = peer.table
            peer.table = None
            table.post((peer, request))
        elif isinstance(message, Invite):
            self._invite(peer, peer.table, message.name)
        else:
            peer.table.post((peer, request))

    def _invite(self, conn: Peer, table: Table, name: str) -> None:
        """The opener of ``table`` invites ``name``: told at once if online on this node, listed in
        the lobby."""
        inviter = conn.account
        assert inviter is not None
        invitee = self.accounts.find(name)
        if invitee is None:
            raise ProtocolError(ErrorCode.NO_ACCOUNT, f"there is no account {name!r}")
        if self.social.ignores(invitee, inviter.name):
            raise ProtocolError(ErrorCode.IGNORED, f"{invitee.name} does not take your messages")
        text = encode(
            "invited", table=table.number, variant=table.variant.name, by=inviter.name, name=invitee.name
        )
        target = self.online.get(invitee.id)
        if target is None and self.room is not None:  # online on another node, maybe: its ignore list
            self.room.invite(conn, table.number, invitee, text)
            return
        self.privacy.invite(inviter, table.number, invitee)
        self.tables_changed()  # the invitee's lobby marks the table
        if target is not None and target is not conn:
            target.send(text)
        conn.send(text)


class BackgroundServer:
    """A `Server` on its own event loop in a daemon thread (tests, benchmarks, a host's window)."""

    def __init__(
        self,
        server_factory: Callable[[], Server],
        host: str = "127.0.0.1",
        port: int = 0,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        self._factory = server_factory
        self._host = host
        self._port = port
        self._tls = tls
        self.loop = asyncio.new_event_loop()
        self.server: Server | None = None
        self.port = 0
        self._ready = threading.Event()
        self._stopped = threading.Event()
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._main, name="tokenpoker-server", daemon=True)

    def __enter__(self) -> BackgroundServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def start(self) -> int:
        """Start the thread and wait until the server listens; its port."""
        self._thread.start()
        self._ready.wait(30)
        if self._error is not None:
            raise self._error
        return self.port

    def _main(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.server = self.loop.run_until_complete(self._create())
            self.port = self.loop.run_until_complete(self.server.start(self._host, self._port, self._tls))
        except BaseException as error:  # reported by start()
            self._error = error
            self._ready.set()
            return
        self._ready.set()
        self.loop.run_forever()
        self.loop.run_until_complete(self.server.stop())
        self.loop.close()
        self._stopped.set()

    async def _create(self) -> Server:
        return self._factory()

    def call(self, function: Callable[[], object]) -> object:
        """Run ``function`` on the server's loop and return its result (e.g. an audit)."""
        return asyncio.run_coroutine_threadsafe(self._call(function), self.loop).result(30)

    async def _call(self, function: Callable[[], object]) -> object:
        return function()

    def stop(self) -> None:
        """Stop the server and its thread."""
        if self._thread.is_alive():
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(30)


# ---------------------------------------------------------------------- the command


def build_parser() -> argparse.ArgumentParser:
    """The options of ``tokenpoker-server``."""
    parser = _Parser(
        prog="tokenpoker-server",
        description="Token-Poker network server: tables of every game of the suite (token game, "
        "European draw, Hold'em, Duell), accounts and play chips. Play chips only - never money.",
        epilog="Operator commands on the database: tokenpoker-server admin --help",
        allow_abbrev=False,
    )
    parser.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (0.0.0.0: every network; default 127.0.0.1)"
    )
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT}; 0: any free one)"
    )
    add_database_options(
        parser,
        "run as one node of a room on this PostgreSQL database (postgresql://user@host:port/db) "
        "instead of a SQLite file; needs the [room] extra",
    )
    parser.add_argument(
        "--node-name",
        default=default_node_name(),
        metavar="N",
        help="this node's name in the room, the same on every restart (default: this computer's name)",
    )
    parser.add_argument(
        "--redis",
        default=None,
        metavar="URL",
        help="with --postgres: join the room of every node on this Redis (redis://host:port/0): one "
        "lobby, tables spread over the nodes, clients relayed to the node of their table",
    )
    parser.add_argument(
        "--public-url",
        default=None,
        metavar="URL",
        help="the address clients reach this node at (ws:// or wss://): the other nodes send the clients "
        "of its tables here (a seat reservation) instead of relaying them; '' for none (relayed only); "
        "default ws://HOST:PORT, none when --host is a wildcard such as 0.0.0.0",
    )
    parser.add_argument(
        "--tls-cert", type=Path, default=None, help="TLS certificate chain (PEM); with --tls-key"
    )
    parser.add_argument("--tls-key", type=Path, default=None, help="TLS private key (PEM); with --tls-cert")
    parser.add_argument(
        "--max-connections",
        type=int,
        default=Limits().connections,
        metavar="N",
        help=f"connections the server holds at once; one more is told the server is full "
        f"(default {Limits().connections})",
    )
    parser.add_argument("--log-level", default="info", choices=["debug", "info", "warning", "error"])
    parser.add_argument(
        "--version",
        action="version",
        version=f"tokenpoker-server {meta.version()} (protocol {PROTOCOL_VERSION})",
        help="print the version and quit",
    )
    return parser


def default_public_url(scheme: str, host: str, port: int) -> str:
    """A node's public address when none is given: ``scheme://host:port`` - or "" (none: the other
    nodes relay to it) when ``host`` is a wildcard, which no client can connect to."""
    try:
        if ipaddress.ip_address(host).is_unspecified:
            return ""
    except ValueError:
        if host in ("", "*"):
            return ""
    return f"{scheme}://[{host}]:{port}" if ":" in host else f"{scheme}://{host}:{port}"


def _tls_context(cert: Path | None, key: Path | None) -> ssl.SSLContext | None:
    if cert is None and key is None:
        return None
    if cert is None or key is None:
        raise ValueError("--tls-cert and --tls-key go together")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        context.load_cert_chain(cert, key)
    except (OSError, ssl.SSLError) as error:
        raise ValueError(f"cannot use the TLS certificate and key: {error}") from None
    return context


def lock_database(db: Path) -> InstanceLock:
    """Hold ``db`` for this server (``<db>.lock`` beside it, dropped by the system when the process
    ends, even killed); `DatabaseError` while another running server holds it. A second server
    on the same file would settle the running one's open games as "left by a stopped server"
    before it even failed to listen on the port, and that server's games then could not pay out.
    The operator commands (``admin``) need no lock: they work beside the running server."""
    lock = InstanceLock(path=db.with_name(db.name + ".lock"))
    if not lock.acquire():
        raise DatabaseError(f"{db} is in use by another running server (stop that one first)")
    return lock


async def _serve(args: argparse.Namespace, tls: ssl.SSLContext | None, db: Path | Store) -> int:
    lock = lock_database(db) if isinstance(db, Path) else None
    try:
        return await _run(args, tls, db)
    finally:
        if lock is not None:
            lock.release()


async def _run(args: argparse.Namespace, tls: ssl.SSLContext | None, db: Path | Store) -> int:
    server = Server(db, limits=Limits(connections=args.max_connections))
    if args.redis is not None:
        server.join_room(args.redis, args.node_name, args.public_url or "")
    if server.refunds:
        print(f"Settled {len(server.refunds)} refunds of games a stopped server left open.", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # pragma: no cover - Windows
            pass
    port = await server.start(args.host, args.port, tls)
    # A server holds large long-lived structures (games, their event logs): with the default
    # thresholds the collector scans them hundreds of times a minute, tens of ms each under
    # load. Collect less often and leave what exists at start-up out (bench/net_load.py: from
    # about 250 to 20 collections in 20 s, p99 latency steadier).
    gc.set_threshold(10_000, 20, 50)
    gc.freeze()
    scheme = "wss" if tls else "ws"
    if server.room is not None and args.public_url is None:
        server.room.public_url = default_public_url(scheme, args.host, port)
    print(
        f"Token-Poker server on {scheme}://{args.host}:{port} ({server.store.description}); Ctrl-C stops it.",
        flush=True,
    )
    await stop.wait()
    await server.stop()
    print("Server stopped.", flush=True)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``tokenpoker-server``: print the warning, parse the options, serve until stopped
    (``tokenpoker-server admin ...``: an operator command, `game.net.admin`;
    ``tokenpoker-server migrate ...``: `game.net.migrate`)."""
    print(WARNING_TEXT, flush=True)
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["admin"]:
        return admin_main(argv[1:])
    if argv[:1] == ["migrate"]:
        try:
            from . import migrate
        except ImportError as error:
            return _room_extra_missing(error)
        return migrate.main(argv[1:])
    args = build_parser().parse_args(argv)
    logging.basicConfig(
        level=args.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    if args.max_connections < 1:
        print(
            f"tokenpoker-server: Fehler / error: --max-connections must be at least 1, "
            f"not {args.max_connections}",
            file=sys.stderr,
        )
        return 2
    if not 0 <= args.port <= 65535:
        print(
            f"tokenpoker-server: Fehler / error: --port must be 0 to 65535, not {args.port}", file=sys.stderr
        )
        return 2
    try:
        tls = _tls_context(args.tls_cert, args.tls_key)
    except ValueError as error:
        print(f"tokenpoker-server: Fehler / error: {error}", file=sys.stderr)
        return 2
    if args.public_url and not args.public_url.lower().startswith(("ws://", "wss://")):
        print(
            f"tokenpoker-server: Fehler / error: --public-url must start with ws:// or wss://, "
            f"not {args.public_url!r}",
            file=sys.stderr,
        )
        return 2
    if args.redis is not None and args.postgres is None:
        print(
            "tokenpoker-server: Fehler / error: --redis needs --postgres (the room's database)",
            file=sys.stderr,
        )
        return 2
    if args.postgres is not None and args.db is not None:
        print("tokenpoker-server: Fehler / error: --db and --postgres exclude each other", file=sys.stderr)
        return 2
    try:
        db: Path | Store
        if args.postgres is not None:
            try:
                from .pg_store import postgres_store
            except ImportError as error:
                return _room_extra_missing(error)
            db = postgres_store(args.postgres, args.node_name)
        else:
            db = args.db if args.db is not None else ensure_data_dir() / "server.sqlite3"
        return asyncio.run(_serve(args, tls, db))
    except DatabaseError as error:
        print(f"tokenpoker-server: Fehler / error: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        print(
            f"tokenpoker-server: Fehler / error: cannot listen on {args.host}:{args.port}: {error}",
            file=sys.stderr,
        )
        return 2
    except KeyboardInterrupt:
        return 130


def _room_extra_missing(error: ImportError) -> int:
    print(
        f"tokenpoker-server: Fehler / error: a room on PostgreSQL needs the [room] extra "
        f"(pip install 'tokenpoker[room]'): {error}",
        file=sys.stderr,
    )
    return 2


if __name__ == "__main__":
    sys.exit(main())
