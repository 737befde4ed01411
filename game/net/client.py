"""The client's network: one background thread and two queues, so the frame loop never waits.

`NetClient` runs its own asyncio loop on a daemon thread: it connects,
logs in (creating the account the first time if asked), reads the server's
messages into an inbound queue and sends what the frame loop queued. The
frame loop calls `NetClient.poll` (never blocks) and `NetClient.send`
(never blocks; refused while not connected). The connection state
(connecting, connected, reconnecting, lost) arrives in the same queue as
`StateChanged`, in order with the messages. A dropped connection is tried
again with growing pauses (`Backoff`) and the same account, so the server
gives the seat back (also after the server said it is ``full``); a refused
log-in, a locked one (with the seconds it stays locked), another protocol
version, or too many failed tries end in ``lost`` with the reason - after
the tries, the server's last refusal if there was one. A server that was
never reached (a mistyped address, no server running there) is given only
`Backoff.first_tries` quick tries while the state stays ``connecting``:
nothing was interrupted, and the person learns within seconds that the
server cannot be reached.

``wss://`` addresses are checked against the system's trust store
(`game.net.trust.client_context`, or the ``tls`` context given). A
certificate it does not trust is looked at without a check and only used
if its SHA-256 fingerprint is the ``pinned`` one the person accepted for
this server; otherwise the connection ends at once in ``lost`` with the
code `CERT_UNTRUSTED` (never accepted) or `CERT_CHANGED` (another one than
accepted) and the certificate's fingerprint - before the ``hello`` with the
password is sent. A server that does not speak TLS at all (a ``wss://``
address for a plain server) ends in `TLS_FAILED` after the quick tries.
In a room the accepted fingerprint stands for every node showing that
certificate; another node's certificate nobody accepted is passed over like
an unreachable node (after a redirect: back, and relayed from then on).

In a room of several nodes (`game.net.node`) a table lives on one node. A
``sit``, ``watch`` or ``open`` for a table on another node is answered with
``redirect`` (its node's address and a seat reservation): the client closes
this connection, connects there and logs in by the reservation's token,
which does the request - the screens see the state ``connecting`` for that
moment and then the table, nothing else (`follow` False: the server relays
instead). A reservation refused there (used, expired) or a node that cannot
be reached puts an ``error`` with the code ``reservation`` in the queue and
logs in with the password. The client keeps the addresses it knows
(`addresses`: the one given, the nodes it was sent to and the ones the lobby
named): a try that cannot reach its node goes on with the next one.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import ssl
import threading
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from .inbound import ServerRecord, decode
from .protocol import (
    PROTOCOL_VERSION,
    ErrorCode,
    JsonValue,
    ProtocolError,
    ServerMessage,
    decode_server,
    encode,
)
from .trust import client_context, fingerprint, looking_context

__all__ = [
    "ConnectionState",
    "StateChanged",
    "Backoff",
    "NetClient",
    "Inbound",
    "FATAL_CODES",
    "CERT_UNTRUSTED",
    "CERT_CHANGED",
    "TLS_FAILED",
]

log = logging.getLogger(__name__)

#: The connection's own refusals of a ``wss://`` server (codes of ``lost``, not of the server).
CERT_UNTRUSTED = "cert_untrusted"
CERT_CHANGED = "cert_changed"
TLS_FAILED = "tls_failed"

#: Errors after which trying again cannot help.
FATAL_CODES = frozenset(
    {
        ErrorCode.AUTH,
        ErrorCode.NAME,
        ErrorCode.NAME_TAKEN,
        ErrorCode.PASSWORD,
        ErrorCode.VERSION,
        ErrorCode.REPLACED,
        ErrorCode.LOCKED,
        ErrorCode.BANNED,
    }
)
_CLIENT_FRAME_LIMIT = 16 * 2**20  # a long game's history may be large
#: Node addresses a client keeps at most (from redirects and the lobby).
MAX_ADDRESSES = 32


class ConnectionState(StrEnum):
    """Where the connection stands."""

    CONNECTING = "connecting"
    CONNECTED = "connected"
    RECONNECTING = "reconnecting"
    LOST = "lost"


@dataclass(frozen=True, slots=True)
class StateChanged:
    """The connection changed to ``state``; ``reason`` says why (lost: what to tell the person)."""

    state: ConnectionState
    reason: str | None = None
    #: For ``lost`` after the server refused something: its error code.
    code: str | None = None
    #: For ``lost`` after a refusal with seconds (``locked``): how many.
    seconds: int | None = None
    #: For ``lost`` with `CERT_UNTRUSTED`/`CERT_CHANGED`: the SHA-256 fingerprint the server showed.
    fingerprint: str | None = None


Inbound = ServerMessage | StateChanged


@dataclass(frozen=True, slots=True)
class Backoff:
    """Pauses between tries: ``first`` seconds, doubling up to ``longest``; ``tries`` in all,
    ``first_tries`` (at most ``tries``) for a server never reached (see the module docstring)."""

    first: float = 0.5
    longest: float = 10.0
    tries: int = 12
    first_tries: int = 3

    def pause(self, attempt: int) -> float:
        """The pause before try number ``attempt`` (1 = the first retry)."""
        return float(min(self.longest, self.first * 2 ** (attempt - 1)))


class _Refused(Exception):
    """The server refused the log-in (fatal: ``lost``) or the connection (``full``: try again)."""

    def __init__(
        self, code: str, message: str, seconds: int | None = None, fingerprint: str | None = None
    ) -> None:
        super().__init__(message)
        self.code = code
        self.seconds = seconds
        self.fingerprint = fingerprint


class _Busy(OSError):
    """The server refused for now (``full``, or another error that is not fatal): try again, remember why."""

    def __init__(self, refused: _Refused) -> None:
        super().__init__(str(refused))
        self.refused = refused


class _NoTls(OSError):
    """A ``wss://`` server was reached, but the TLS handshake broke off (a server without TLS)."""


class _StrangeNode(OSError):
    """Another node of the room (sent to, or tried when the own one was dead) shows a certificate
    neither the system trusts nor the person accepted: not believed, and not a "changed
    certificate" either (the person never saw that node) - the node is passed over."""


class _Redirected(Exception):
    """The server sent this client to another node (``redirect``): connect there with ``token``."""

    def __init__(self, url: str, token: str) -> None:
        super().__init__(url)
        self.url = url
        self.token = token


def _unknown_follow(message: ServerMessage) -> bool:
    """Whether ``message`` is the refusal of a server that does not know ``hello``'s ``follow``
    (exactly what `game.net.protocol` answers for a field a message does not have)."""
    return (
        message.fields.get("code") == ErrorCode.BAD_FIELD
        and message.fields.get("message") == "'hello' has no field 'follow'"
    )


def _is_address(value: object) -> bool:
    return isinstance(value, str) and value.lower().startswith(("ws://", "wss://")) and len(value) <= 2048


class NetClient:
    """A connection to a Token-Poker server for one account (see the module docstring)."""

    def __init__(
        self,
        url: str,
        name: str,
        password: str,
        *,
        create: bool = False,
        tls: ssl.SSLContext | None = None,
        pinned: str | None = None,
        backoff: Backoff | None = None,
        notify: Callable[[], None] | None = None,
        connect_timeout: float = 10.0,
        on_raw: Callable[[str | bytes], None] | None = None,
        follow: bool = True,
    ) -> None:
        #: The address connected to (or tried next); a redirect or a dead node changes it.
        self.url = url
        #: The address the person gave, whose certificate ``pinned`` is (the other nodes' addresses
        #: come from the server over a connection with that certificate).
        self._home = url
        #: Every node address known (the one given first): tried in turn when one cannot be reached.
        self.addresses: list[str] = [url]
        self.name = name
        self._password = password
        self._create = create
        #: wss://: the checking context (default: the system's trust store) and the accepted fingerprint.
        self._tls_given = tls
        self._pinned = pinned
        self._follow = follow
        #: A redirect to follow on the next try: the node's address and the reservation's token.
        self._redirect: tuple[str, str] | None = None
        self._connected = False  # the current try has a connection (so its node can be reached)
        self._backoff = backoff or Backoff()
        self._notify = notify
        self._timeout = connect_timeout
        #: Called on the network thread with every message as it arrived (tests, protocol logs).
        self._on_raw = on_raw
        self._inbound: queue.SimpleQueue[Inbound] = queue.SimpleQueue()
        self._state = ConnectionState.CONNECTING
        self._reached = False  # logged in once: a failure from now on interrupts a connection
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outbox: asyncio.Queue[str] | None = None
        self._ws: ClientConnection | None = None
        self._closing = False
        self._sleeper: asyncio.Future[None] | None = None
        self._thread = threading.Thread(target=self._main, name=f"tokenpoker-net-{name}", daemon=True)

    # ------------------------------------------------------------------ the frame loop's side

    def start(self) -> None:
        """Start connecting in the background (returns at once)."""
        self._thread.start()

    @property
    def state(self) -> ConnectionState:
        """The connection state as last reported."""
        return self._state

    def poll(self) -> list[Inbound]:
        """Everything that arrived since the last call, oldest first (never blocks)."""
        items: list[Inbound] = []
        while True:
            try:
                items.append(self._inbound.get_nowait())
            except queue.Empty:
                return items

    def poll_records(self) -> list[ServerRecord | StateChanged]:
        """`poll`, each server message decoded into its typed record (`game.net.inbound.decode`)."""
        return [item if isinstance(item, StateChanged) else decode(item) for item in self.poll()]

    def send(self, message_type: str, **fields: JsonValue) -> bool:
        """Queue a message for the server; False (nothing queued) while not connected."""
        return self.send_raw(encode(message_type, **fields))

    def send_raw(self, text: str) -> bool:
        """Queue a text as it is (`send` writes it; tests of the server's defences use it)."""
        loop, outbox = self._loop, self._outbox
        if self._state is not ConnectionState.CONNECTED or loop is None or outbox is None or self._closing:
            return False
        try:
            loop.call_soon_threadsafe(outbox.put_nowait, text)
        except RuntimeError:  # the loop has just closed
            return False
        return True

    def close(self) -> None:
        """Disconnect and let the thread end (returns at once; `join` waits for it)."""
        self._closing = True
        loop = self._loop
        if loop is not None and self._thread.is_alive():
            try:
                loop.call_soon_threadsafe(self._wake_for_close)
            except RuntimeError:
                pass

    def join(self, timeout: float | None = None) -> None:
        """Wait until the network thread has ended (after `close`, or once ``lost``)."""
        if self._thread.is_alive():
            self._thread.join(timeout)

    def drop(self) -> None:
        """Cut the connection abruptly as a network fault would (tests); the client reconnects."""
        loop, ws = self._loop, self._ws
        if loop is not None and ws is not None:
            loop.call_soon_threadsafe(ws.transport.abort)

    # ------------------------------------------------------------------ the thread

    def _put(self, item: Inbound) -> None:
        self._inbound.put(item)
        if self._notify is not None:
            self._notify()

    def _set_state(
        self,
        state: ConnectionState,
        reason: str | None = None,
        code: str | None = None,
        seconds: int | None = None,
        fingerprint: str | None = None,
    ) -> None:
        self._state = state
        self._put(StateChanged(state, reason, code, seconds, fingerprint))

    def _wake_for_close(self) -> None:
        if self._outbox is not None:
            self._outbox.put_nowait("")  # an empty text wakes the writer, which then sees _closing
        if self._ws is not None:
            asyncio.ensure_future(self._ws.close())
        if self._sleeper is not None and not self._sleeper.done():
            self._sleeper.cancel()

    def _main(self) -> None:
        asyncio.run(self._run())

    def _context(self, url: str) -> ssl.SSLContext | None:
        """The TLS context for ``url``: None for ws://, the given one or the system's for wss://."""
        if not url.lower().startswith("wss:"):
            return None
        if self._tls_given is None:
            self._tls_given = client_context()  # the system's trust store, read once
        return self._tls_given

    def _learn(self, url: object) -> None:
        """Keep ``url`` among the node addresses to try (at most `MAX_ADDRESSES`)."""
        if _is_address(url) and url not in self.addresses and len(self.addresses) < MAX_ADDRESSES:
            assert isinstance(url, str)
            self.addresses.append(url)

    def _next_address(self) -> None:
        """The connection to `url` could not be made: go on with the next known address."""
        if len(self.addresses) > 1:
            at = self.addresses.index(self.url) if self.url in self.addresses else -1
            self.url = self.addresses[(at + 1) % len(self.addresses)]

    def _reservation_failed(self, why: str) -> None:
        """Following a redirect did not work: say so (error ``reservation``) and log in anew."""
        self._redirect = None
        self._put(ServerMessage("error", {"code": ErrorCode.RESERVATION.value, "message": why}))

    async def _run(self) -> None:
        self._loop = asyncio.get_running_loop()
        attempt = 0
        busy: _Refused | None = None  # the server's last "try again later"
        no_tls = False  # the last try reached the server, but no TLS connection came about
        while not self._closing:
            self._connected = False
            try:
                await self._session()
            except _Redirected as redirected:
                self._redirect = (redirected.url, redirected.token)
                self._learn(redirected.url)
                self._set_state(ConnectionState.CONNECTING)  # "Verbinde ..." for that moment
                attempt = 0
                continue
            except _Refused as refused:
                self._set_state(
                    ConnectionState.LOST, str(refused), refused.code, refused.seconds, refused.fingerprint
                )
                return
            except (TimeoutError, OSError, ConnectionClosed, InvalidHandshake) as error:
                log.info(
                    "connection to %s failed: %s", self._redirect[0] if self._redirect else self.url, error
                )
                busy = error.refused if isinstance(error, _Busy) else None
                no_tls = isinstance(error, _NoTls)
                if self._redirect is not None:  # the node sent to cannot be reached: back to ours
                    if isinstance(error, _StrangeNode):
                        self._follow = False  # its tables through our node from now on (relayed)
                    self._reservation_failed(f"the table's node cannot be reached: {error}")
                    attempt = 0
                    continue
                if self._state is ConnectionState.CONNECTED:
                    attempt = 0  # it worked until now: start the pauses afresh
                elif not self._connected:
                    self._next_address()  # this node cannot be reached: try the next one
            except InvalidURI as error:
                self._set_state(ConnectionState.LOST, f"not a server address: {error}")
                return
            except Exception as error:  # anything else: report it, never leave the screen hanging
                log.exception("network client failed")
                self._set_state(ConnectionState.LOST, f"network error: {error}")
                return
            if self._closing:
                break
            attempt += 1
            never = not self._reached and busy is None  # nothing to interrupt: a few quick tries
            backoff = self._backoff
            if attempt > (min(backoff.first_tries, backoff.tries) if never else backoff.tries):
                if busy is not None:
                    self._set_state(ConnectionState.LOST, str(busy), busy.code)
                elif no_tls:
                    self._set_state(ConnectionState.LOST, "no TLS connection", TLS_FAILED)
                else:
                    self._set_state(ConnectionState.LOST, "the server cannot be reached")
                return
            self._set_state(ConnectionState.CONNECTING if never else ConnectionState.RECONNECTING)
            self._sleeper = asyncio.ensure_future(asyncio.sleep(self._backoff.pause(attempt)))
            try:
                await self._sleeper
            except asyncio.CancelledError:
                break
        self._set_state(ConnectionState.LOST, "closed")

    def _hello(self, token: str | None) -> str:
        if token is not None:
            return encode("redeem", v=PROTOCOL_VERSION, name=self.name, token=token, follow=self._follow)
        fields: dict[str, JsonValue] = {"password": self._password, "create": self._create}
        if self._follow:
            fields["follow"] = True
        return encode("hello", v=PROTOCOL_VERSION, name=self.name, **fields)

    async def _session(self) -> None:
        """One connection: log in, then read and write until it ends."""
        url, token = self._redirect if self._redirect is not None else (self.url, None)
        tls = self._context(url)
        async with asyncio.timeout(self._timeout):
            if tls is None:  # ws://
                ws = await connect(url, max_size=_CLIENT_FRAME_LIMIT, compression=None)
            else:
                ws = await self._connect_tls(url, tls)
        self._ws = ws
        self._connected = True
        try:
            try:
                await ws.send(self._hello(token))
            except ConnectionClosed:
                pass  # refused at once (``full``): the reason is among the messages read below
            async with asyncio.timeout(self._timeout):
                welcome = await self._welcome(ws, token is not None)
            self.url, self._redirect = url, None  # after a redirect: the node sent to is ours now
            self._create = False  # from now on the account exists: log in
            if self._closing:  # closed while connecting (before `_ws` was there to close)
                return
            self._outbox = asyncio.Queue()
            self._reached = True
            self._set_state(ConnectionState.CONNECTED)
            self._put(welcome)
            writer = asyncio.ensure_future(self._write(ws, self._outbox))
            try:
                async for raw in ws:
                    message = self._decode(raw)
                    if message is None:
                        continue
                    if message.type == "error" and message.fields.get("code") == ErrorCode.REPLACED:
                        raise _Refused(ErrorCode.REPLACED, str(message.fields.get("message")))
                    if message.type == "redirect" and _is_address(message.fields["url"]):
                        raise _Redirected(str(message.fields["url"]), str(message.fields["token"]))
                    if message.type == "tables":
                        self._learn_nodes(message)
                    self._put(message)
            finally:
                writer.cancel()
                self._outbox = None
            if not self._closing:
                raise ConnectionClosed(None, None)
        finally:
            self._ws = None
            await ws.close()

    def _learn_nodes(self, message: ServerMessage) -> None:
        """The lobby of a room names its nodes (``nodes``) and each table's (``url``): keep them."""
        nodes = message.fields.get("nodes")
        for url in nodes if isinstance(nodes, list) else ():
            self._learn(url)
        for row in message.fields.get("tables") or ():
            if isinstance(row, dict):
                self._learn(row.get("url"))

    async def _connect_tls(self, url: str, context: ssl.SSLContext) -> ClientConnection:
        """A ``wss://`` connection whose certificate the system trusts, or the one the person accepted."""
        try:
            return await connect(url, ssl=context, max_size=_CLIENT_FRAME_LIMIT, compression=None)
        except ssl.SSLCertVerificationError as error:
            why = error.verify_message or str(error)
        except (ssl.SSLError, ConnectionResetError, ConnectionAbortedError) as error:
            raise _NoTls(f"no TLS connection: {error}") from error
        ws = await connect(url, ssl=looking_context(), max_size=_CLIENT_FRAME_LIMIT, compression=None)
        ssl_object = ws.transport.get_extra_info("ssl_object")
        der = ssl_object.getpeercert(binary_form=True) if isinstance(ssl_object, ssl.SSLObject) else None
        shown = fingerprint(der) if der else None
        if shown is not None and shown == self._pinned:
            return ws  # the certificate the person accepted (for the room: every node showing it)
        ws.transport.abort()  # nothing is sent over a connection nobody vouched for
        if url != self._home:
            raise _StrangeNode(f"another node's certificate that nobody accepted: {why}")
        if self._pinned is None:
            raise _Refused(CERT_UNTRUSTED, f"certificate not trusted: {why}", fingerprint=shown)
        raise _Refused(CERT_CHANGED, "the server's certificate is not the one accepted", fingerprint=shown)

    async def _welcome(self, ws: ClientConnection, by_token: bool = False) -> ServerMessage:
        async for raw in ws:
            message = self._decode(raw)
            if message is None:
                continue
            if message.type == "welcome":
                return message
            if message.type == "error" and by_token and message.fields.get("code") == ErrorCode.RESERVATION:
                # the reservation is used or expired: say so, and log in here with the password
                self._reservation_failed(str(message.fields.get("message")))
                by_token = False
                await ws.send(self._hello(None))
                continue
            if message.type == "error" and not by_token and self._follow and _unknown_follow(message):
                # a server from before redirects refuses the field it does not know: log in there
                # without it (it relays every table anyway); the protocol version is the same
                log.info("the server does not know `follow`: logging in without it")
                self._follow = False
                await ws.send(self._hello(None))
                continue
            if message.type == "error":
                code = str(message.fields.get("code"))
                text = str(message.fields.get("message"))
                seconds = message.fields.get("seconds")
                refused = _Refused(code, text, seconds if isinstance(seconds, int) else None)
                if code in FATAL_CODES:
                    raise refused
                raise _Busy(refused)
        raise ConnectionClosed(None, None)

    def _decode(self, raw: str | bytes) -> ServerMessage | None:
        if self._on_raw is not None:
            self._on_raw(raw)
        try:
            return decode_server(raw)
        except ProtocolError as error:
            log.warning("ignored a message from the server: %s", error)
            return None

    async def _write(self, ws: ClientConnection, outbox: asyncio.Queue[str]) -> None:
        while True:
            text = await outbox.get()
            if self._closing:
                return
            await ws.send(text)
