"""The load bench's own WebSocket client (bench/lean_ws.py): it plays at a real server process,
answers pings, joins fragments, honours a close - and its frame parser reads split, merged and
fragmented input as the RFC says."""

from __future__ import annotations

import asyncio
import json
import socket
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.server import ServerConnection, serve

from bench import lean_ws
from bench.net_load import _prepare
from game.net.protocol import PROTOCOL_VERSION
from tests.net.server_process import ServerProcess

PASSWORD = "bench-password"  # what bench.net_load._prepare gives the accounts


def server_frame(opcode: int, payload: bytes, fin: bool = True, masked: bool = False) -> bytes:
    """A frame as a server writes it (unmasked unless ``masked``): the parser's input."""
    n = len(payload)
    first = bytes(((0x80 if fin else 0) | opcode,))
    flag = 0x80 if masked else 0
    if n < 126:
        head = first + bytes((flag | n,))
    elif n < 65536:
        head = first + bytes((flag | 126,)) + n.to_bytes(2, "big")
    else:
        head = first + bytes((flag | 127,)) + n.to_bytes(8, "big")
    if masked:
        key = b"\x01\x02\x03\x04"
        return head + key + lean_ws.mask(payload, key)
    return head + payload


def client_frames(data: bytes) -> list[tuple[int, bytes]]:
    """(opcode, unmasked payload) of the client frames in ``data``; each must be masked."""
    frames = []
    pos = 0
    while pos < len(data):
        first, second = data[pos], data[pos + 1]
        assert second & 0x80, "a client frame must be masked"
        length, pos = second & 0x7F, pos + 2
        if length == 126:
            length, pos = int.from_bytes(data[pos : pos + 2], "big"), pos + 2
        elif length == 127:
            length, pos = int.from_bytes(data[pos : pos + 8], "big"), pos + 8
        key, pos = data[pos : pos + 4], pos + 4
        frames.append((first & 0x0F, lean_ws.mask(data[pos : pos + length], key)))
        pos += length
    return frames


class Parser:
    """A `LeanWebSocket` on one end of a socket pair, fed by hand; the other end reads what it writes."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.mine, self.peer = socket.socketpair()
        self.peer.settimeout(5)
        self.got: list[tuple[bytes, float]] = []
        self.ws = lean_ws.LeanWebSocket(
            self.loop, self.mine, lambda payload, stamp: self.got.append((bytes(payload), stamp))
        )

    def written(self) -> list[tuple[int, bytes]]:
        self.peer.setblocking(False)
        try:
            return client_frames(self.peer.recv(1 << 20))
        except BlockingIOError:
            return []

    def close(self) -> None:
        self.ws.abort()
        self.peer.close()
        self.loop.close()


@pytest.fixture
def parser() -> Any:
    made = Parser()
    yield made
    made.close()


def test_a_frame_split_at_every_byte_is_read_once_whole(parser: Parser) -> None:
    small, medium, large = b'{"type":"ok"}', ("m" * 300).encode(), ("l" * 70_000).encode()
    data = server_frame(1, small) + server_frame(1, medium) + server_frame(1, large)
    for index in range(len(data)):  # byte by byte: every header and payload cut everywhere
        parser.ws.feed(data[index : index + 1], 1.0 + index)
    assert [payload for payload, _ in parser.got] == [small, medium, large]
    # each message carries the receive time of the read that completed it
    ends = [len(server_frame(1, small)), len(server_frame(1, small) + server_frame(1, medium)), len(data)]
    assert [stamp for _, stamp in parser.got] == [1.0 + end - 1 for end in ends]
    assert parser.ws.shared_stamps == 0


def test_frames_merged_in_one_read_share_its_receive_time_and_are_counted(parser: Parser) -> None:
    texts = [f'{{"n":{n}}}'.encode() for n in range(3)]
    data = b"".join(server_frame(1, text) for text in texts)
    parser.ws.feed(data + server_frame(1, b"tail")[:3], 7.5)  # and the start of a fourth
    assert parser.got == [(text, 7.5) for text in texts]
    assert (parser.ws.messages, parser.ws.shared_stamps) == (3, 2)
    parser.ws.feed(server_frame(1, b"tail")[3:], 8.0)
    assert parser.got[-1] == (b"tail", 8.0)


def test_a_fragmented_message_is_joined_and_a_ping_between_its_fragments_answered(parser: Parser) -> None:
    data = (
        server_frame(1, b'{"type":', fin=False)
        + server_frame(9, b"are you there")  # control frames may come between fragments
        + server_frame(0, b'"upd', fin=False)
        + server_frame(0, b'ate"}')
    )
    parser.ws.feed(data[:5], 1.0)
    parser.ws.feed(data[5:], 2.0)
    assert parser.got == [(b'{"type":"update"}', 2.0)]
    assert parser.written() == [(10, b"are you there")]  # the pong, masked, with the ping's payload


def test_a_close_from_the_server_is_answered_and_ends_the_connection(parser: Parser) -> None:
    parser.ws.feed(server_frame(1, b"last") + server_frame(8, (1001).to_bytes(2, "big") + b"bye"), 1.0)
    assert parser.got == [(b"last", 1.0)]
    assert parser.ws.closed.result() == 1001
    assert parser.written() == [(8, (1001).to_bytes(2, "big"))]
    with pytest.raises(lean_ws.ConnectionClosed):
        parser.ws.send_text("too late")


@pytest.mark.parametrize(
    ("frame", "code"),
    [
        (server_frame(1, b"masked", masked=True), 1002),
        (server_frame(2, b"\x00binary"), 1003),
        (server_frame(0, b"a continuation of nothing"), 1002),
        (server_frame(1, b"first", fin=False) + server_frame(1, b"new message inside it"), 1002),
        (bytes((0xC1, 1)) + b"x", 1002),  # RSV1: an extension nobody agreed on
        (server_frame(3, b""), 1002),  # an unknown opcode
    ],
)
def test_a_frame_the_rfc_forbids_closes_the_connection_with_its_code(
    parser: Parser, frame: bytes, code: int
) -> None:
    parser.ws.feed(frame + server_frame(1, b"after"), 1.0)
    assert parser.ws.closed.result() == code
    assert (8, code.to_bytes(2, "big")) in parser.written()
    assert parser.got == []  # neither the forbidden frame's bytes nor anything after it


def test_client_frames_are_masked_and_the_accept_key_is_the_rfcs() -> None:
    assert lean_ws.accept_key(b"dGhlIHNhbXBsZSBub25jZQ==") == b"s3pPLMBiTxaQ9kYGzzhZRbK+xOo="  # RFC 6455 1.3
    for text in (b"", b"x", b"hello", ("y" * 200).encode(), ("z" * 70_000).encode()):
        frame = lean_ws.encode_frame(1, text)
        assert client_frames(frame) == [(1, text)]
        if len(text) >= 8:
            assert text not in frame  # masked on the wire


def run(scenario: Callable[[], Awaitable[None]], seconds: float = 30) -> None:
    async def bounded() -> None:
        await asyncio.wait_for(scenario(), seconds)

    asyncio.run(bounded())


def test_the_lean_client_plays_at_a_real_server_and_closes(tmp_path: Path) -> None:
    """Two lean clients (one on a `Hub`, one on the loop) log in at a real server process, open a
    token-game table, sit, play a few exchanges; every message is stamped with the kernel's receive
    time, which is before the code read it; a close is answered with the code."""
    db = tmp_path / "lean.sqlite3"
    _prepare(db, ["ann", "bob"])
    server = ServerProcess(db)
    url = server.start()
    try:

        async def scenario() -> None:
            loop = asyncio.get_running_loop()
            hub = lean_ws.Hub(loop)
            inbox: dict[str, asyncio.Queue[tuple[dict[str, Any], float, float]]] = {}
            people: dict[str, lean_ws.LeanWebSocket] = {}
            for name, watcher in (("ann", hub), ("bob", None)):
                queue: asyncio.Queue[tuple[dict[str, Any], float, float]] = asyncio.Queue()
                inbox[name] = queue

                def on_text(payload: lean_ws.Payload, stamp: float, queue: Any = queue) -> None:
                    queue.put_nowait((json.loads(payload), stamp, time.time()))

                people[name] = await lean_ws.connect(url, on_text, "127.0.0.1", stamped=True, hub=watcher)
                people[name].send_text(
                    json.dumps({"type": "hello", "v": PROTOCOL_VERSION, "name": name, "password": PASSWORD})
                )

            async def until(name: str, check: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
                while True:
                    message, stamp, read = await inbox[name].get()
                    assert 0 < stamp <= read < stamp + 5, (stamp, read)
                    if check(message):
                        return message

            for name in people:
                assert (await until(name, lambda m: m["type"] in ("welcome", "error")))["type"] == "welcome"
            people["ann"].send_text(
                json.dumps(
                    {"type": "open", "variant": "token", "options": {"tokens": 5, "mode": "absteigend"}}
                )
            )
            table = (await until("ann", lambda m: m["type"] == "table" and m["me"] is not None))["table"]
            people["bob"].send_text(json.dumps({"type": "sit", "table": table}))
            await until("bob", lambda m: m["type"] == "table" and m["me"] is not None)
            await until("ann", lambda m: m["type"] == "table" and sum(1 for s in m["seats"] if s) == 2)
            people["ann"].send_text('{"type":"start"}')
            moves = 0
            while moves < 4:  # whoever's turn it is exchanges nothing, both say "seen" after a round
                for name in people:  # both see every move (an update each)
                    view = (await until(name, lambda m: m["type"] in ("game", "update")))["view"]
                    if view["legal"]:
                        people[name].send_text('{"type":"act","action":{"kind":"exchange","cards":""}}')
                        moves += 1
                    elif view["phase"] == "round_over":
                        people[name].send_text('{"type":"ready"}')
            assert await people["ann"].close() == 1000
            assert people["ann"].closed.result() == 1000
            assert await people["bob"].close() == 1000
            hub.close()

        run(scenario)
    finally:
        server.close()


def test_the_lean_client_answers_pings_and_joins_fragments_of_a_websockets_server() -> None:
    """Against the `websockets` server the game server is built on (its own loop, 127.0.0.1): the
    server's ping is answered with its payload, a message sent in fragments arrives whole, the
    server's close code arrives."""

    async def scenario() -> None:
        got: list[bytes] = []
        arrived = asyncio.Event()
        pong_payload: list[bytes] = []

        async def handler(connection: ServerConnection) -> None:
            pong = await connection.ping(b"ping-1")
            await asyncio.wait_for(pong, 5)  # the lean client answered the ping
            pong_payload.append(b"ping-1")
            await connection.send(["frag", "ment", "ed"])  # one message in three frames
            await connection.recv()  # the client's "done"
            await connection.close(1001, "going away")

        async with serve(handler, "127.0.0.1", 0, compression=None, ping_interval=None) as server:
            port = next(iter(server.sockets)).getsockname()[1]

            def on_text(payload: lean_ws.Payload, stamp: float) -> None:
                got.append(bytes(payload))
                arrived.set()

            ws = await lean_ws.connect(f"ws://127.0.0.1:{port}/", on_text, stamped=True)
            await asyncio.wait_for(arrived.wait(), 5)
            assert got == [b"fragmented"] and pong_payload == [b"ping-1"]
            ws.send_text("done")
            assert await asyncio.wait_for(ws.closed, 5) == 1001

    run(scenario)


@pytest.mark.parametrize(
    ("answer", "why"),
    [
        (b"HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n\r\n", "503"),
        (
            b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            b"Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n\r\n",  # another key's
            "Sec-WebSocket-Accept",
        ),
    ],
)
def test_a_server_that_does_not_switch_protocols_as_asked_is_refused_clearly(answer: bytes, why: str) -> None:
    async def scenario() -> None:
        async def http(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            await reader.readuntil(b"\r\n\r\n")
            writer.write(answer)
            await writer.drain()
            writer.close()

        server = await asyncio.start_server(http, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        async with server:
            with pytest.raises(lean_ws.HandshakeError, match=why):
                await lean_ws.connect(f"ws://127.0.0.1:{port}/", lambda payload, stamp: None)

    run(scenario)
