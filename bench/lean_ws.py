"""A lean WebSocket client for the load bench's bots (RFC 6455, ``ws://`` only).

`bench/net_load.py` runs hundreds of bots in one process; with the `websockets` library each
frame a bot received cost about 35-45 us of Python (its protocol objects, a task woken per
message, the asyncio transport) - about half of what a node spends per action, on the same two
cores. This client does only what a bot needs, on the event loop's own readiness callbacks:

- **One socket, one reader callback.** The connection is a non-blocking TCP socket;
  `LeanWebSocket._readable` runs when it has data - called by the loop (``loop.add_reader``) or,
  for the many connections of a bot process, by a `Hub` (one ``epoll`` the loop watches as one
  reader): no transport, no protocol object, no task or future per message. The callback reads
  what there is with one ``recvmsg_into`` (into one reused buffer) and hands each complete text
  message to the caller's ``on_text`` at once.
- **The kernel's receive time** (``stamped=True``): the socket has ``SO_TIMESTAMPNS`` on, and
  ``recvmsg_into`` returns the time the kernel received the last packet of what it read; every
  message completed by that read is handed over with it (as the bench did before with
  `websockets`: the frame that shows a move to a table's last bot is timed by the read that
  completed it).
- **The handshake by hand**: ``GET`` with ``Upgrade: websocket``, a random ``Sec-WebSocket-Key``,
  and the server's ``101`` checked, ``Sec-WebSocket-Accept`` included; no extensions (the server
  offers no compression), no subprotocol.
- **Frames**: the client's are masked (a random key per frame, as the RFC asks), written with
  one ``send`` (what the kernel does not take at once waits for the socket to be writable, in
  order). The server's are parsed from a `bytearray` only when a read ends inside a frame;
  otherwise straight from the bytes read. Text messages (also when fragmented), ping (answered
  with a pong), pong (ignored) and close (answered, then the socket closed); a binary message,
  a masked or reserved-bit frame or an unknown opcode closes the connection with 1002/1003.
  Text is handed over as bytes, undecoded: a bot reads numbers from its start or gives it to
  ``json.loads`` (which takes bytes and checks the UTF-8).

Only what a bench bot needs: no TLS, no proxies, no extensions, no backpressure on reading
(a bot reads whatever comes).
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import os
import random
import select
import socket
import struct
from collections.abc import Callable
from urllib.parse import urlsplit

#: Linux's SO_TIMESTAMPNS (= SCM_TIMESTAMPNS): the kernel's receive time of each packet, ns.
SO_TIMESTAMPNS = 35

#: The RFC's GUID that the server appends to our key before hashing it into its accept header.
_GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

#: Where every connection's ``recvmsg_into`` reads (one process, one thread: each read is
#: parsed, and what it keeps copied out, before the next). Reusing it spares an allocation per
#: read - asyncio's transports ``recv(262144)``, a fresh 256 KiB block from the system for each
#: read of a 1 KB frame (two page faults), which cost more than the rest of a frame's handling.
_INBOX = bytearray(64 * 1024)
_INBOX_VIEW = memoryview(_INBOX)

#: Room for one ``SCM_TIMESTAMPNS`` control message (a ``struct timespec``) and some spare.
_ANCILLARY_SIZE = socket.CMSG_SPACE(16) * 2

#: A message larger than this closes the connection (1009): a bench against a broken server
#: should fail, not fill the memory.
MAX_MESSAGE = 64 * 1024 * 1024

_TIMESPEC = struct.Struct("qq").unpack_from

#: A text message as handed over: bytes, or a bytearray when it came in several reads.
Payload = bytes | bytearray

OP_CONTINUATION, OP_TEXT, OP_BINARY, OP_CLOSE, OP_PING, OP_PONG = 0, 1, 2, 8, 9, 10

#: Masking keys need not be secret on a bench's loopback, only different per frame (RFC 6455
#: 5.3 asks for unpredictability against proxies' caches, which a loopback has none of).
_masks = random.Random(os.urandom(16))


class HandshakeError(ConnectionError):
    """The server did not switch to the WebSocket protocol as asked (status or headers wrong)."""


class ConnectionClosed(ConnectionError):
    """Sent on a connection that is closing or closed."""


def mask(payload: bytes, key: bytes) -> bytes:
    """``payload`` XOR the 4-byte ``key`` repeated (RFC 6455 5.3), with Python's big integers:
    one XOR for the whole payload instead of a loop over its bytes."""
    n = len(payload)
    if not n:
        return b""
    repeated = (key * (n // 4 + 1))[:n]
    return (int.from_bytes(payload, "big") ^ int.from_bytes(repeated, "big")).to_bytes(n, "big")


def encode_frame(opcode: int, payload: bytes, key: bytes | None = None, fin: bool = True) -> bytes:
    """One client frame: header, masking key, masked payload (``key``: random if None)."""
    if key is None:
        key = _masks.getrandbits(32).to_bytes(4, "big")
    n = len(payload)
    first = (0x80 if fin else 0) | opcode
    if n < 126:
        head = bytes((first, 0x80 | n))
    elif n < 65536:
        head = bytes((first, 0x80 | 126)) + n.to_bytes(2, "big")
    else:
        head = bytes((first, 0x80 | 127)) + n.to_bytes(8, "big")
    return head + key + mask(payload, key)


def accept_key(key: bytes) -> bytes:
    """The ``Sec-WebSocket-Accept`` a server must answer the client's ``Sec-WebSocket-Key`` with."""
    return base64.b64encode(hashlib.sha1(key + _GUID).digest())


class LeanWebSocket:
    """One client connection; build it with `connect`.

    ``on_text(payload, stamp)`` is called (from the loop's reader callback) with each text
    message's bytes and the kernel's receive time of the read that completed it (wall-clock
    seconds; 0.0 when the socket gives none). ``closed`` is a future that gets the close code
    (1006 when the connection ended without a close frame) once the socket is closed.
    """

    def __init__(
        self,
        loop: asyncio.AbstractEventLoop,
        sock: socket.socket,
        on_text: Callable[[Payload, float], None],
        hub: Hub | None = None,
    ) -> None:
        self.loop = loop
        self.sock = sock
        #: Who watches the socket for data: a `Hub` with other connections, else the loop itself.
        self.hub = hub
        self.on_text = on_text
        self.closed: asyncio.Future[int] = loop.create_future()
        #: Received bytes of a frame not yet complete (empty between frames, the common case).
        self._buffer = bytearray()
        #: The parts of a fragmented message so far (None: no message open).
        self._fragments: list[bytes] | None = None
        self._fragment_size = 0
        #: Bytes the kernel did not take yet (then a writer callback sends them on, in order).
        self._outgoing = bytearray()
        self._closing = False
        #: Before the 101: the handshake's key, and the future `connect` waits on.
        self._key: bytes | None = None
        self._opened: asyncio.Future[None] | None = None
        self._fd = sock.fileno()
        #: Whole text messages handed over, and how many of them were read together with a
        #: later one (so their receive time is that later one's last packet's).
        self.messages = 0
        self.shared_stamps = 0

    # ------------------------------------------------------------------ sending

    def send_text(self, text: str) -> None:
        """Send one text message (masked, one frame); `ConnectionClosed` if closing or closed."""
        if self._closing:
            raise ConnectionClosed("the connection is closing")
        self._write(encode_frame(OP_TEXT, text.encode()))

    def _write(self, data: bytes) -> None:
        if self._fd < 0:
            return
        if self._outgoing:  # earlier bytes still wait: keep the order
            self._outgoing += data
            return
        try:
            sent = self.sock.send(data)
        except (BlockingIOError, InterruptedError):
            sent = 0
        except OSError:
            self._lost()
            return
        if sent < len(data):
            self._outgoing += data[sent:]
            self.loop.add_writer(self._fd, self._writable)

    def _writable(self) -> None:
        try:
            sent = self.sock.send(self._outgoing)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            self._lost()
            return
        del self._outgoing[:sent]
        if not self._outgoing:
            self.loop.remove_writer(self._fd)
            if self.closed.done():
                self._shut()

    # ------------------------------------------------------------------ closing

    async def close(self, code: int = 1000, timeout: float = 5.0) -> int:
        """Send a close frame and wait (at most ``timeout`` s) for the server's; the close code."""
        if not self._closing:
            self._closing = True
            self._write(encode_frame(OP_CLOSE, code.to_bytes(2, "big")))
        try:
            return await asyncio.wait_for(asyncio.shield(self.closed), timeout)
        except TimeoutError:
            self.abort()
            return 1006

    def abort(self) -> None:
        """Close the socket now, without a close frame (or what still waited to be written)."""
        self._outgoing.clear()
        self._finish(1006)
        self._shut()

    def _fail(self, code: int) -> None:
        """A protocol error or an unwanted message: close with ``code`` and stop reading."""
        if not self._closing:
            self._closing = True
            self._write(encode_frame(OP_CLOSE, code.to_bytes(2, "big")))
        self._finish(code)

    def _lost(self) -> None:
        """The socket failed or the server closed it: nothing more can be written."""
        self.abort()

    def _finish(self, code: int) -> None:
        """Stop reading and settle `closed`; the socket is closed once what waits to be written
        is gone (at once if nothing waits)."""
        if self.closed.done():
            return
        self._closing = True
        if self.hub is not None:
            self.hub.remove(self)
        else:
            self.loop.remove_reader(self._fd)
        if self._opened is not None and not self._opened.done():
            closed = ConnectionError(f"the connection closed during the handshake ({code})")
            self._opened.set_exception(closed)
        self.closed.set_result(code)
        if not self._outgoing:
            self._shut()

    def _shut(self) -> None:
        """Close the socket (once: its number may be another socket's afterwards)."""
        if self._fd < 0:
            return
        self.loop.remove_writer(self._fd)
        self._fd = -1
        self.sock.close()

    # ------------------------------------------------------------------ reading

    def _readable(self) -> None:
        """The loop's reader callback: one ``recvmsg`` (data and its receive time), then `feed`."""
        try:
            size, ancillary, _, _ = self.sock.recvmsg_into((_INBOX_VIEW,), _ANCILLARY_SIZE)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            self._lost()
            return
        if not size:
            self._lost()  # the server closed the TCP connection
            return
        data = _INBOX_VIEW[:size].tobytes()  # (a copy: the next read reuses the inbox)
        stamp = 0.0
        if ancillary:
            level, kind, payload = ancillary[0]
            if level == socket.SOL_SOCKET and kind == SO_TIMESTAMPNS and len(payload) >= 16:
                seconds, nanoseconds = _TIMESPEC(payload)
                stamp = seconds + nanoseconds * 1e-9
        try:
            if self._opened is not None:
                self._handshake(data, stamp)
            else:
                self.feed(data, stamp)
        except BaseException:
            self.abort()  # the stream is no longer in step with the frames: end it, and say why
            raise

    def _handshake(self, data: bytes, stamp: float) -> None:
        """The server's answer to the upgrade request: ``101`` and the right accept key; what
        follows the headers is already frames."""
        assert self._opened is not None and self._key is not None
        self._buffer += data
        end = self._buffer.find(b"\r\n\r\n")
        if end < 0:
            if len(self._buffer) > 65536:
                self._refuse("the server's handshake answer has no end")
            return
        head = bytes(self._buffer[:end]).decode("latin-1").split("\r\n")
        rest = bytes(self._buffer[end + 4 :])
        self._buffer.clear()
        parts = head[0].split(" ", 2)
        if len(parts) < 2 or parts[1] != "101":
            self._refuse(f"the server answered {head[0]!r}, not 101 Switching Protocols")
            return
        headers: dict[str, str] = {}
        for line in head[1:]:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        if headers.get("upgrade", "").lower() != "websocket" or "upgrade" not in headers.get(
            "connection", ""
        ).lower().replace(" ", "").split(","):
            self._refuse("the server's 101 lacks Upgrade: websocket / Connection: Upgrade")
            return
        if headers.get("sec-websocket-accept", "").encode() != accept_key(self._key):
            self._refuse("the server's Sec-WebSocket-Accept does not match our key")
            return
        if extensions := headers.get("sec-websocket-extensions"):
            self._refuse(f"the server chose an extension we did not offer: {extensions}")
            return
        opened, self._opened = self._opened, None
        opened.set_result(None)
        if rest:
            self.feed(rest, stamp)

    def _refuse(self, why: str) -> None:
        assert self._opened is not None
        opened, self._opened = self._opened, None
        opened.set_exception(HandshakeError(why))
        self._finish(1006)

    def feed(self, data: bytes, stamp: float) -> None:
        """Parse the server's frames in ``data`` (after what an earlier read left unfinished) and
        act on each complete one; what is left of a frame waits for the next read.

        Server frames are not masked. Header: FIN, RSV1-3, opcode; then MASK and a 7-bit length
        (126: a 16-bit length follows, 127: a 64-bit one)."""
        buffer = self._buffer
        if buffer:
            buffer += data
            view: bytes | bytearray = buffer
        else:
            view = data
        end = len(view)
        pos = 0
        delivered = 0
        while end - pos >= 2 and not self.closed.done():
            first, second = view[pos], view[pos + 1]
            length = second & 0x7F
            start = pos + 2
            if length == 126:
                if end - pos < 4:
                    break
                length = int.from_bytes(view[pos + 2 : pos + 4], "big")
                start = pos + 4
            elif length == 127:
                if end - pos < 10:
                    break
                length = int.from_bytes(view[pos + 2 : pos + 10], "big")
                start = pos + 10
            if second & 0x80 or first & 0x70:  # a masked server frame, or an extension's bits
                self._fail(1002)
                return
            if length > MAX_MESSAGE:
                self._fail(1009)
                return
            stop = start + length
            if stop > end:
                break
            pos = stop
            opcode = first & 0x0F
            if opcode == OP_TEXT and first & 0x80 and self._fragments is None:
                self.on_text(view[start:stop], stamp)  # the common case: a whole text message
                delivered += 1
            else:
                self._control(opcode, bool(first & 0x80), view[start:stop], stamp)
        if delivered:
            self.messages += delivered
            self.shared_stamps += delivered - 1
        if buffer:
            del buffer[:pos]
        elif pos < end:
            buffer += view[pos:]

    def _control(self, opcode: int, fin: bool, payload: Payload, stamp: float) -> None:
        """Every frame but a whole text message: fragments, ping, pong, close, the unwanted."""
        if opcode in (OP_TEXT, OP_BINARY):
            if self._fragments is not None:  # a new message inside a fragmented one
                self._fail(1002)
            elif opcode == OP_BINARY:
                self._fail(1003)  # the server sends text only
            else:  # the first fragment of a text message (a whole one went the short way)
                self._fragments, self._fragment_size = [bytes(payload)], len(payload)
        elif opcode == OP_CONTINUATION:
            if self._fragments is None:
                self._fail(1002)
                return
            self._fragments.append(bytes(payload))
            self._fragment_size += len(payload)
            if self._fragment_size > MAX_MESSAGE:
                self._fail(1009)
            elif fin:
                message, self._fragments = b"".join(self._fragments), None
                self.on_text(message, stamp)
        elif opcode == OP_PING:
            if not fin or len(payload) > 125:
                self._fail(1002)
            elif not self._closing:
                self._write(encode_frame(OP_PONG, bytes(payload)))
        elif opcode == OP_PONG:
            pass  # we send no pings
        elif opcode == OP_CLOSE:
            code = int.from_bytes(payload[:2], "big") if len(payload) >= 2 else 1005
            if not self._closing:  # the server's close first: answer it with its code
                self._closing = True
                self._write(encode_frame(OP_CLOSE, bytes(payload[:2])))
            self._finish(code)
        else:
            self._fail(1002)


class Hub:
    """Many connections watched as one: their sockets in an ``epoll`` of their own, whose file
    descriptor the event loop watches (``add_reader``) - it is readable while any of them is.

    asyncio's selector loop spends more on each ready socket (its selector's key lookups, a
    callback handle run for each) than a bot spends on the frame; with a hub the loop wakes and
    runs one callback, which reads every connection that has data (``epoll.poll(0)``). Nothing
    waits longer than with the loop watching each socket: a connection is read as soon as the
    process runs after its data came, and several that came meanwhile in one go."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self._epoll = select.epoll()
        self._connections: dict[int, LeanWebSocket] = {}
        loop.add_reader(self._epoll.fileno(), self._ready)

    def add(self, ws: LeanWebSocket) -> None:
        self._connections[ws._fd] = ws
        self._epoll.register(ws._fd, select.EPOLLIN)

    def remove(self, ws: LeanWebSocket) -> None:
        if self._connections.get(ws._fd) is ws:
            del self._connections[ws._fd]
            self._epoll.unregister(ws._fd)

    def _ready(self) -> None:
        """Read every connection that has data (more than 1,023 at once: the rest next time)."""
        connections = self._connections
        for fd, _ in self._epoll.poll(0):
            ws = connections.get(fd)
            if ws is not None:  # (not closed by an earlier one's message)
                ws._readable()

    def close(self) -> None:
        """Stop watching (the connections are closed by their owners)."""
        self.loop.remove_reader(self._epoll.fileno())
        self._epoll.close()


def _host_port_path(url: str) -> tuple[str, int, str]:
    parts = urlsplit(url)
    if parts.scheme != "ws" or parts.hostname is None:
        raise ValueError(f"not a ws:// address: {url!r}")
    return parts.hostname, parts.port or 80, (parts.path or "/") + (f"?{parts.query}" if parts.query else "")


async def connect(
    url: str,
    on_text: Callable[[Payload, float], None],
    local_address: str | None = None,
    stamped: bool = False,
    hub: Hub | None = None,
    timeout: float = 30.0,
) -> LeanWebSocket:
    """A WebSocket to ``url`` (``ws://host:port/path``), from ``local_address`` if given, with
    the kernel's receive times if ``stamped``, watched by ``hub`` if given (else by the loop);
    messages go to ``on_text`` from the first one on.
    `HandshakeError` or `OSError` if the server cannot be reached or refuses the upgrade."""
    host, port, path = _host_port_path(url)
    loop = asyncio.get_running_loop()
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.setblocking(False)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        if stamped:
            sock.setsockopt(socket.SOL_SOCKET, SO_TIMESTAMPNS, 1)
        if local_address is not None:
            sock.bind((local_address, 0))
        await asyncio.wait_for(loop.sock_connect(sock, (host, port)), timeout)
    except BaseException:
        sock.close()
        raise
    ws = LeanWebSocket(loop, sock, on_text, hub)
    ws._key = base64.b64encode(os.urandom(16))
    ws._opened = loop.create_future()
    request = (
        f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {ws._key.decode()}\r\nSec-WebSocket-Version: 13\r\n\r\n"
    )
    if hub is not None:
        hub.add(ws)
    else:
        loop.add_reader(ws._fd, ws._readable)
    ws._write(request.encode())
    try:
        await asyncio.wait_for(ws._opened, timeout)
    except BaseException:
        ws.abort()
        raise
    return ws
