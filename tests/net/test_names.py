"""Names and chat lines that pass for someone else: combining marks, look-alikes (Unicode TR39
confusable skeletons) of the server's marks and of existing accounts, stacks of marks in chat."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest

from game.net.accounts import Accounts
from game.net.confusables import name_skeletons
from game.net.protocol import MAX_CHAT_MARKS, PROTOCOL_VERSION, ProtocolError, check_chat, encode
from game.net.store import open_database

from .helpers import PASSWORD, Lab
from .test_limits import raw_ws, replies_of


@pytest.fixture
def stack() -> Iterator[ExitStack]:
    with ExitStack() as connections:
        yield connections


@pytest.mark.parametrize(
    "name",
    [
        "SYSTEM\u0331",  # SYSTEM with a macron below: no precomposed form, so NFKC leaves it
        "\u0301" * 19,  # nothing but stacked marks
        "A\u0308\u0308",
        "\u0405Y\u0405\u0422\u0415\u041c",  # Cyrillic DZE, TE, IE, EM: looks like SYSTEM
        "\u0406NF\u041e",  # Cyrillic I and O: INFO
        "lNFO",  # a small L for the I
    ],
)
def test_names_with_marks_or_that_look_like_the_server_are_refused(
    lab: Lab, stack: ExitStack, name: str
) -> None:
    ws = raw_ws(stack, lab)
    ws.send(encode("hello", v=PROTOCOL_VERSION, name=name, password=PASSWORD, create=True))
    answer = json.loads(ws.recv(timeout=10))
    assert (answer["type"], answer.get("code")) == ("error", "name"), answer


@pytest.mark.parametrize(
    ("taken", "name"),
    [
        ("Anna", "\u0391nna"),  # a Greek capital alpha
        ("Anna", "\u0410nna"),  # a Cyrillic capital A
        ("Paul", "PauI"),  # a capital i for the small L
        ("Bernd", "Bemd"),  # rn and m
        ("Olaf", "0laf"),
    ],
)
def test_a_name_that_looks_like_an_existing_one_is_refused(
    lab: Lab, stack: ExitStack, taken: str, name: str
) -> None:
    raw_ws(stack, lab, name=taken)
    ws = raw_ws(stack, lab)
    ws.send(encode("hello", v=PROTOCOL_VERSION, name=name, password=PASSWORD, create=True))
    answer = json.loads(ws.recv(timeout=10))
    assert (answer["type"], answer.get("code")) == ("error", "name_taken"), answer
    assert repr(taken) in answer["message"]


def test_names_that_only_share_letters_with_accents_or_others_are_different(
    lab: Lab, stack: ExitStack
) -> None:
    names = ["J\u00f6rg", "Jorg", "Anna", "Anne", "Schr\u00f6der", "Schroder", "\u0416enja", "Anni"]
    for name in names:
        others = [other for other in names if other != name]
        assert all(name_skeletons(name).isdisjoint(name_skeletons(other)) for other in others)
        raw_ws(stack, lab, name=name)  # each one logs in as a new account


def test_look_alikes_of_accounts_made_before_the_server_started_are_refused(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    connection = open_database(db)
    Accounts(connection).create("Anna", "scrypt$hash", 0.0)
    connection.commit()
    connection.close()
    accounts = Accounts(open_database(db))
    assert accounts.look_alike("\u0410NNA") == "Anna"
    with pytest.raises(ProtocolError) as refused:
        accounts.create("\u0410nna", "scrypt$hash", 0.0)
    assert refused.value.code == "name_taken"
    accounts.create("Berta", "scrypt$hash", 0.0)
    assert accounts.look_alike("Bert\u0430") == "Berta"  # the new one is remembered at once


def test_a_chat_line_stacks_at_most_three_marks_on_a_letter() -> None:
    assert check_chat("Vi\u1ec7t Nam, e\u0323\u0302 decomposed, Z\u0308\u0301\u0323!") != ""
    for text in ["\u0301" * 200, "Z" + "\u0301" * (MAX_CHAT_MARKS + 1), "ok " + "a\u0300\u0301\u0302\u0303"]:
        with pytest.raises(ProtocolError) as refused:
            check_chat(text)
        assert refused.value.code == "chat_text"


def test_the_server_refuses_a_chat_line_of_stacked_marks(lab: Lab, stack: ExitStack) -> None:
    anna = raw_ws(stack, lab, name="Anna")
    anna.send(encode("open", variant="token"))
    while json.loads(anna.recv(timeout=10))["type"] != "table":
        pass
    replies_of(anna)
    anna.send(json.dumps({"type": "chat", "text": "\u0301" * 200}))
    assert [m.get("code") for m in replies_of(anna)] == ["chat_text"]
    anna.send(json.dumps({"type": "chat", "text": "Gr\u00fc\u00dfe"}))
    assert [m["type"] for m in replies_of(anna)] == ["chat"]
