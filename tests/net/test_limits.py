"""The limits that keep one client from hurting the others, against a real server on 127.0.0.0/8.

A slow reader is cut off by the bytes waiting for it and by a send that
stays blocked; a flood is dropped unanswered and the flooder cut off (its
address refused for a while); a connection that has not logged in has a
tighter budget; the connections of one address share one. Raw WebSocket clients connect
from several addresses of 127.0.0.0/8 (``source_address``); the server's
clock is a manual one, so the buckets fill only when a test lets it run on.
"""

from __future__ import annotations

import base64
import json
import logging
import os
import socket
import time
from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import ClientConnection, connect

from game.net.limits import Limits
from game.net.protocol import PROTOCOL_VERSION, encode
from game.net.server import address_of

from .helpers import GENEROUS, PASSWORD, Lab


@pytest.fixture
def stack() -> Iterator[ExitStack]:
    with ExitStack() as connections:
        yield connections


def raw_ws(
    stack: ExitStack, lab: Lab, source: str = "127.0.0.1", name: str | None = None, **options: Any
) -> ClientConnection:
    """A bare WebSocket from ``source`` (logged in as ``name``, a new account, if given)."""
    ws = stack.enter_context(connect(lab.url, open_timeout=10, source_address=(source, 0), **options))
    if name is not None:
        ws.send(encode("hello", v=PROTOCOL_VERSION, name=name, password=PASSWORD, create=True))
        assert json.loads(ws.recv(timeout=10))["type"] == "welcome"
    return ws


def replies_of(ws: ClientConnection, wait: float = 0.3) -> list[dict[str, Any]]:
    """Everything that arrives until nothing came for ``wait`` seconds (or the connection closed)."""
    got = []
    try:
        while True:
            got.append(json.loads(ws.recv(timeout=wait)))
    except (TimeoutError, ConnectionClosed):
        return got


def _closed(ws: ClientConnection, seconds: float = 10.0) -> bool:
    """Whether the server closes ``ws`` within ``seconds`` (what arrives meanwhile is read and dropped)."""
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline:
            ws.recv(timeout=0.1)
    except TimeoutError:
        return _closed(ws, deadline - time.monotonic()) if deadline > time.monotonic() else False
    except ConnectionClosed:
        return True
    return False


def _pings(ws: ClientConnection, count: int) -> None:
    """Send ``count`` pings (fewer if the server closes the connection meanwhile)."""
    try:
        for _ in range(count):
            ws.send(encode("ping"))
    except ConnectionClosed:
        pass


def _pong(ws: ClientConnection) -> bool:
    ws.send(encode("ping"))
    return bool(json.loads(ws.recv(timeout=10))["type"] == "pong")


def _online(lab: Lab) -> set[str]:
    return set(lab.on_server(lambda: {conn.account.name for conn in lab.server.online.values()}))


class _Silent:
    """A client that reads nothing at all after its handshake: a raw TCP socket with a tiny receive
    buffer, the WebSocket handshake and its masked frames written by hand - no reader thread that
    could take in more than the kernel holds."""

    def __init__(self, lab: Lab, source: str, name: str) -> None:
        self.name = name
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
        self.sock.bind((source, 0))
        self.sock.settimeout(10)
        self.unsent = bytearray()  # the part of the frames sent last that the kernel did not take
        self.sock.connect(("127.0.0.1", lab.port))
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            (
                f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{lab.port}\r\nUpgrade: websocket\r\n"
                f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )
        head = b""
        while b"\r\n\r\n" not in head:  # the response's head; the frames after it stay unread
            head += self.sock.recv(1)
        assert head.startswith(b"HTTP/1.1 101"), head
        self.send(encode("hello", v=PROTOCOL_VERSION, name=name, password=PASSWORD, create=True))
        deadline = time.monotonic() + 10
        while name not in _online(lab):
            assert time.monotonic() < deadline, f"{name} never logged in"
            time.sleep(0.01)
        self.sock.setblocking(False)

    def send(self, text: str) -> bool:
        """One masked text frame (mask 0, so the payload stays as it is), or what the kernel would
        not take of the frames before; False if nothing more fits (the server reads no more) or the
        connection is gone."""
        payload = text.encode()
        assert len(payload) < 126
        self.unsent += bytes((0x81, 0x80 | len(payload))) + bytes(4) + payload
        try:
            del self.unsent[: self.sock.send(self.unsent)]
        except OSError:  # BlockingIOError included
            return False
        return not self.unsent

    def close(self) -> None:
        self.sock.close()


def _state_of(lab: Lab, name: str) -> str:
    """What the server holds for ``name``'s connection (for a failure's message)."""

    def read() -> str:
        for conn in lab.server.online.values():
            if conn.account is not None and conn.account.name == name:
                return (
                    f"queued={conn.queued} outbox={conn.outbox.qsize()} buffered={conn._buffered()} "
                    f"closing={conn.closing} cut_off={conn.cut_off}"
                )
        return "gone"

    return str(lab.on_server(read))


def _gone_within(lab: Lab, silent: _Silent, seconds: float) -> float:
    """Seconds until the server drops the silent client while it keeps asking for the table list."""
    began = time.monotonic()
    while silent.name in _online(lab):
        if time.monotonic() - began > seconds:
            raise AssertionError(
                f"{silent.name} is still connected after {seconds} s: {_state_of(lab, silent.name)}"
            )
        for _ in range(100):
            if not silent.send(encode("list")):
                break
        time.sleep(0.02)
    return time.monotonic() - began


# ---------------------------------------------------------------------- slow readers


@pytest.mark.parametrize(
    ("limits", "cut_by", "not_by"),
    [
        # a long send stall allowed: only the bytes can cut it off
        (replace(GENEROUS, outbox_bytes=16 * 1024, send_seconds=60), "reads too slowly", "read nothing for"),
        # plenty of bytes allowed: only the blocked send can cut it off (no ping could go out either)
        (
            replace(GENEROUS, outbox_bytes=64 * 2**20, send_seconds=0.5),
            "read nothing for 0.5 s",
            "too slowly",
        ),
    ],
    ids=["bytes", "blocked-send"],
)
def test_a_client_that_does_not_read_is_cut_off_and_the_others_notice_nothing(
    tmp_path: Path,
    stack: ExitStack,
    caplog: pytest.LogCaptureFixture,
    limits: Limits,
    cut_by: str,
    not_by: str,
) -> None:
    lab = Lab(tmp_path / "db.sqlite3", limits=limits)
    stack.callback(lab.close)
    caplog.set_level(logging.WARNING, logger="game.net.server")
    bert = raw_ws(stack, lab, "127.0.0.2", "Bert")
    silent = _Silent(lab, "127.0.0.3", "Sid")
    stack.callback(silent.close)
    # about a second alone (without the limits Sid is never cut off: the bound is generous)
    _gone_within(lab, silent, 30.0)
    assert f"Sid {cut_by}" in caplog.text
    assert not_by not in caplog.text
    assert _online(lab) == {"Bert"} and _pong(bert)


def test_a_reader_that_reads_is_never_cut_off_however_much_it_gets_in_all(
    tmp_path: Path, stack: ExitStack
) -> None:
    lab = Lab(tmp_path / "db.sqlite3", limits=replace(GENEROUS, outbox_bytes=16 * 1024, send_seconds=0.5))
    stack.callback(lab.close)
    anna = raw_ws(stack, lab, "127.0.0.2", "Anna")
    for _ in range(5):  # 5 x 200 answers, about 30 KB, twice the byte limit: read as they come
        for _ in range(200):
            anna.send(encode("list"))
        assert [m["type"] for m in replies_of(anna)] == ["tables"] * 200
    assert _online(lab) == {"Anna"}


# ---------------------------------------------------------------------- floods


def test_a_flood_is_dropped_unanswered_and_the_flooder_cut_off_and_its_address_refused(
    tmp_path: Path, stack: ExitStack
) -> None:
    limits = Limits()  # 20 per second, bursts of 40; 80 drops tolerated; the clock stands still
    lab = Lab(tmp_path / "db.sqlite3", limits=limits)
    stack.callback(lab.close)
    bert = raw_ws(stack, lab, "127.0.0.2", "Bert")
    mallory = raw_ws(stack, lab, "127.0.0.3", "Mallory")
    for _ in range(100):  # 40 pass, 60 are dropped: one error for the run, no answer each
        mallory.send(encode("ping"))
    got = replies_of(mallory)
    assert [m["type"] for m in got].count("pong") == 40
    assert [m.get("code") for m in got if m["type"] == "error"] == ["rate"]
    assert "Mallory" in _online(lab)
    _pings(mallory, 30)  # past the 80 tolerated drops: told once more, and cut off
    last = replies_of(mallory, wait=2.0)
    assert [(m["type"], m.get("code")) for m in last] == [("error", "rate")], last
    assert "far too many" in last[0]["message"]
    assert _closed(mallory)
    assert _online(lab) == {"Bert"} and _pong(bert)  # another address plays on
    with pytest.raises(InvalidStatus) as refused:  # the address waits, refused before the handshake
        raw_ws(stack, lab, "127.0.0.3")
    assert refused.value.response.status_code == 429
    lab.advance(limits.flood_pause)
    assert _pong(raw_ws(stack, lab, "127.0.0.3", "Mallory2"))


def test_a_connection_that_has_not_logged_in_has_a_tighter_budget(tmp_path: Path, stack: ExitStack) -> None:
    limits = Limits()
    lab = Lab(tmp_path / "db.sqlite3", limits=limits)
    stack.callback(lab.close)
    stranger = raw_ws(stack, lab, "127.0.0.4")
    for _ in range(limits.guest_burst + 3):
        stranger.send(encode("ping"))
    codes = [m.get("code") for m in replies_of(stranger)]
    assert codes == ["hello_first"] * limits.guest_burst + ["rate"], codes
    # 10 drops tolerated before log-in, not 80; the buckets refill by real time (1/s), so a slow
    # machine between the two bursts may pass one more message or tolerate a drop or two more
    _pings(stranger, 2 * limits.guest_burst + 6)
    later = [m.get("code") for m in replies_of(stranger, wait=2.0)]
    assert later[-1:] == ["rate"] and set(later) <= {"hello_first", "rate"} and len(later) <= 4, later
    assert _closed(stranger)
    # the same number of messages after a log-in is well within the budget
    anna = raw_ws(stack, lab, "127.0.0.5", "Anna")
    for _ in range(3 * limits.guest_burst + 3):
        anna.send(encode("ping"))
    assert [m["type"] for m in replies_of(anna)] == ["pong"] * (3 * limits.guest_burst + 3)


def test_the_connections_of_one_address_share_a_budget(tmp_path: Path, stack: ExitStack) -> None:
    limits = replace(GENEROUS, address_rate=1.0, address_burst=30)
    lab = Lab(tmp_path / "db.sqlite3", limits=limits)
    stack.callback(lab.close)
    # hello takes a token too: 2 + 2 x 14 = 30, the address's burst; then the address is dry
    first, second = raw_ws(stack, lab, "127.0.0.6", "Anna"), raw_ws(stack, lab, "127.0.0.6", "Bert")
    other = raw_ws(stack, lab, "127.0.0.7", "Cora")
    for ws in (first, second, other):
        for _ in range(14):
            ws.send(encode("ping"))
    assert [m["type"] for m in replies_of(first)] == ["pong"] * 14
    assert [m["type"] for m in replies_of(second)] == ["pong"] * 14
    first.send(encode("ping"))
    second.send(encode("ping"))
    assert [m.get("code") for m in replies_of(first)] == ["rate"]
    assert [m.get("code") for m in replies_of(second)] == ["rate"]
    assert [m["type"] for m in replies_of(other)] == ["pong"] * 14 and _pong(other)  # its own address
    lab.advance(1.0)  # one token for the address
    assert _pong(second)


def test_addresses_are_counted_by_ipv4_address_and_ipv6_prefix() -> None:
    assert address_of(("127.0.0.3", 4711)) == "127.0.0.3"
    assert address_of(("::ffff:127.0.0.3", 4711, 0, 0)) == "127.0.0.3"
    assert address_of(("2001:db8:1:2:aaaa::1", 1, 0, 0)) == address_of(("2001:db8:1:2:bbbb::9", 2, 0, 0))
    assert address_of(("2001:db8:1:2::1", 1, 0, 0)) != address_of(("2001:db8:1:3::1", 1, 0, 0))
