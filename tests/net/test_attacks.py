"""Attacks on the server from 127.0.0.1 that once worked, each kept as a loopback test.

A hostile or curious client speaks raw WebSocket to a real server (random
free port, manual clock). Races are made deterministic by holding the
server's event loop (`_held`): what the clients send meanwhile waits in the
sockets and is read in one go when the loop runs again, so requests of
several connections reach a table's inbox before the table handles any.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from typing import Any

import pytest
from websockets.sync.client import ClientConnection, connect

import game.net.server as server_module
from game.net.protocol import PROTOCOL_VERSION, ErrorCode, ProtocolError, encode

from .helpers import PASSWORD, Lab


class _Raw:
    """A raw WebSocket client that keeps every message it received."""

    def __init__(self, stack: ExitStack, lab: Lab, name: str, create: bool = True) -> None:
        self.ws: ClientConnection = stack.enter_context(connect(lab.url, open_timeout=10))
        self.got: list[dict[str, Any]] = []
        self.send("hello", v=PROTOCOL_VERSION, name=name, password=PASSWORD, create=create)
        self.welcome = self.next()

    def send(self, kind: str, **fields: Any) -> None:
        self.ws.send(encode(kind, **fields))

    def next(self) -> dict[str, Any]:
        message: dict[str, Any] = json.loads(self.ws.recv(timeout=10))
        self.got.append(message)
        return message

    def until(self, kind: str) -> dict[str, Any]:
        """The next message of type ``kind`` (those before it are kept in `got`)."""
        while (message := self.next())["type"] != kind:
            pass
        return message

    def settle(self) -> list[dict[str, Any]]:
        """Everything the server sends up to the answer of a ping sent now (pong excluded)."""
        start = len(self.got)
        self.send("ping")
        while self.next()["type"] != "pong":
            pass
        return self.got[start:-1]


@pytest.fixture
def stack() -> Iterator[ExitStack]:
    with ExitStack() as connections:
        yield connections


@contextmanager
def _held(lab: Lab) -> Iterator[None]:
    """The server's event loop does nothing inside the block; afterwards it reads what came."""
    holding, release = threading.Event(), threading.Event()

    def hold() -> None:
        holding.set()
        release.wait(30)

    thread = threading.Thread(target=lambda: lab.on_server(hold))
    thread.start()
    holding.wait(30)
    try:
        yield
    finally:
        release.set()
        thread.join(30)


def test_a_sit_that_reaches_a_table_as_it_closes_is_answered(lab: Lab, stack: ExitStack) -> None:
    anna, bert = _Raw(stack, lab, "Anna"), _Raw(stack, lab, "Bert")
    anna.send("open", variant="european")
    anna.settle()
    with _held(lab):  # Anna, alone at table 1, leaves; Bert sits down at the same moment
        anna.send("leave")
        bert.send("sit", table=1, id=7)
    refusal = bert.until("error")  # before the fix: no answer at all, and Bert stuck at a ghost table
    assert (refusal["code"], refusal.get("ref")) == ("no_table", 7), refusal
    bert.send("open", variant="european")  # Bert is at no table: he may open one
    assert bert.until("table")["seats"][0]["name"] == "Bert"


@pytest.mark.parametrize(
    "name",
    [
        "SYSTEM",  # the chat shows "[SYSTEM] text": a user line that looks like the server's
        "system",
        "Info",
        "SYSTEM] [Anna",  # "[SYSTEM] [Anna] text"
        "[Anna]",
        "Jo\u0308rg",  # "Jörg" written with a combining mark: looks like the precomposed one
        "\uff21nna",  # a fullwidth A
        "Anna\u2800",  # a blank braille pattern: "Anna" and something invisible
        "Computer",  # a computer's seat is shown as "Computer 2" or "Computer (Stark)"
        "Computer 2",
        "computer (Stark)",
        "C\u043emputer 1",  # with a Cyrillic o
    ],
)
def test_names_that_pass_for_the_server_or_another_player_are_refused(
    lab: Lab, stack: ExitStack, name: str
) -> None:
    if name.startswith("Jo"):
        assert _Raw(stack, lab, "J\u00f6rg").welcome["type"] == "welcome"
    if "nna" in name:
        assert _Raw(stack, lab, "Anna").welcome["type"] == "welcome"
    answer = _Raw(stack, lab, name).welcome
    assert (answer["type"], answer.get("code")) == ("error", "name"), answer


def test_a_name_that_only_begins_like_a_computer_is_a_name(lab: Lab, stack: ExitStack) -> None:
    for name in ("Computerfreak", "Computers"):
        assert _Raw(stack, lab, name).welcome["type"] == "welcome"


def test_password_hashes_run_one_at_a_time_so_a_flood_of_log_ins_leaves_the_tables_a_core(
    lab: Lab, stack: ExitStack, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Every scrypt hash takes a core for ~60 ms (16 MiB); on the default executor a few connections
    # sending wrong passwords for made-up names (no lockout applies) kept six threads hashing and
    # the tables' loop waiting for a core (bench/net_login_flood.py: ping p99 6 ms -> 71 ms).
    threads: set[str] = set()
    real_hash, real_verify = server_module.hash_password, server_module.verify_password

    def hash_noted(*args: Any) -> str:
        threads.add(threading.current_thread().name)
        return real_hash(*args)

    def verify_noted(*args: Any) -> bool:
        threads.add(threading.current_thread().name)
        return real_verify(*args)

    monkeypatch.setattr(server_module, "hash_password", hash_noted)
    monkeypatch.setattr(server_module, "verify_password", verify_noted)
    sockets = [stack.enter_context(connect(lab.url, open_timeout=10)) for _ in range(6)]
    with _held(lab):  # six log-ins reach the server at once
        for number, ws in enumerate(sockets):
            create = number % 2 == 0
            name = f"Gast {number}" if create else f"Niemand {number}"
            ws.send(encode("hello", v=PROTOCOL_VERSION, name=name, password=PASSWORD, create=create))
    answers = [json.loads(ws.recv(timeout=10)) for ws in sockets]
    assert [a.get("code") for a in answers] == [None, "auth"] * 3, answers
    assert len(threads) == 1, threads


def test_an_account_never_holds_seats_at_two_tables(lab: Lab, stack: ExitStack) -> None:
    """Defence in depth: the server routes a seated connection to its own table only, but should a
    sit for another table ever reach that table (a race no test has produced), the table itself
    refuses it, so one account's chips are never at stake at two tables at once."""
    anna, bert = _Raw(stack, lab, "Anna"), _Raw(stack, lab, "Bert")
    anna.send("open", variant="european")
    anna.until("table")
    bert.send("open", variant="european")
    bert.until("table")
    first, second = lab.table(1), lab.table(2)
    account = lab.on_server(lambda: lab.server.accounts.find("Anna"))
    peer = lab.on_server(lambda: first._slots[0].peer)  # Anna's connection, seated at table 1

    def sit_at_the_second() -> ErrorCode | str:
        try:
            second._sit(peer, account)  # the table's own check, past the server's routing
        except ProtocolError as refusal:
            return refusal.code
        return "seated"

    assert lab.on_server(sit_at_the_second) == ErrorCode.AT_TABLE
    seated = lab.on_server(lambda: [slot.account.name for slot in second._slots if slot is not None])
    assert seated == ["Bert"]
    assert lab.on_server(lambda: lab.server.lobby.where[account.id]) is first
