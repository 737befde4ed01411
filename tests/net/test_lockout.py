"""The log-in lockout: 5 wrong passwords for a name within 5 minutes lock its log-in for 5 minutes
on the injected clock - a right password too - and an unknown name is locked exactly like a known
one; over real sockets on 127.0.0.1, and `Lockout` on its own."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from websockets.sync.client import ClientConnection, connect

from game.net.client import ConnectionState
from game.net.lockout import Lockout
from game.net.protocol import PROTOCOL_VERSION, ErrorCode, decode_server, encode
from game.text.i18n import Translator
from game.text.net_words import connection_text, error_text

from .helpers import PASSWORD, Lab

WRONG = "falsch-999"


@contextmanager
def _socket(lab: Lab) -> Iterator[ClientConnection]:
    with connect(lab.url, open_timeout=10) as ws:
        yield ws


def _hello(ws: ClientConnection, name: str, password: str, create: bool = False) -> dict[str, Any]:
    """One log-in on the connection; the answer's type and fields (a refused one leaves it open)."""
    ws.send(encode("hello", v=PROTOCOL_VERSION, name=name, password=password, create=create))
    message = decode_server(ws.recv(timeout=10))
    return {"type": message.type, **message.fields}


def _refusal(answer: dict[str, Any]) -> tuple[str, int | None]:
    assert answer["type"] == "error", answer
    return answer["code"], answer.get("seconds")


def test_five_wrong_passwords_lock_the_name_for_five_minutes(lab: Lab) -> None:
    with _socket(lab) as ws:
        assert _hello(ws, "Anna", PASSWORD, create=True)["type"] == "welcome"
    with _socket(lab) as ws:
        for _ in range(4):
            assert _refusal(_hello(ws, "Anna", WRONG)) == ("auth", None)
        assert _refusal(_hello(ws, "anna", WRONG)) == ("locked", 300)  # one name, whatever the case
        lab.advance(10)
        answer = _hello(ws, "Anna", PASSWORD)  # the right password is refused as well
        assert _refusal(answer) == ("locked", 290)
        assert "290 more seconds" in answer["message"]
        assert _refusal(_hello(ws, "Anna", WRONG)) == ("locked", 290)  # tries do not lengthen it
        with _socket(lab) as other:  # another name is not touched
            assert _hello(other, "Bert", PASSWORD, create=True)["type"] == "welcome"
    lab.advance(289)  # (a connection has 30 s to log in: a fresh one after a while)
    with _socket(lab) as ws:
        assert _refusal(_hello(ws, "Anna", PASSWORD)) == ("locked", 1)
        lab.advance(1)
        assert _hello(ws, "Anna", PASSWORD)["type"] == "welcome"


def test_an_unknown_name_is_locked_like_a_known_one(lab: Lab) -> None:
    with _socket(lab) as ws:
        assert _hello(ws, "Anna", PASSWORD, create=True)["type"] == "welcome"
    answers: dict[str, list[dict[str, Any]]] = {}
    for name in ("Anna", "Zora"):  # Zora has no account
        with _socket(lab) as ws:
            answers[name] = [_hello(ws, name, WRONG) for _ in range(6)]
            answers[name].append(_hello(ws, name, PASSWORD))
    assert answers["Anna"] == answers["Zora"]
    assert [answer["code"] for answer in answers["Zora"]] == ["auth"] * 4 + ["locked"] * 3


def test_the_window_slides_and_a_right_password_forgets_the_failures(lab: Lab) -> None:
    with _socket(lab) as ws:
        assert _hello(ws, "Anna", PASSWORD, create=True)["type"] == "welcome"
    with _socket(lab) as ws:
        for _ in range(4):
            _hello(ws, "Anna", WRONG)
    lab.advance(301)  # the four are older than the window now
    with _socket(lab) as ws:
        assert _refusal(_hello(ws, "Anna", WRONG)) == ("auth", None)
        for _ in range(3):
            _hello(ws, "Anna", WRONG)
        assert _hello(ws, "Anna", PASSWORD)["type"] == "welcome"  # four in the window: not locked
    with _socket(lab) as ws:
        for _ in range(4):  # the right password forgot the earlier ones: four more are allowed
            assert _refusal(_hello(ws, "Anna", WRONG)) == ("auth", None)
        assert _refusal(_hello(ws, "Anna", WRONG)) == ("locked", 300)


def test_the_client_says_how_long_the_lockout_lasts(lab: Lab) -> None:
    lab.person("Anna").close()
    tries = [lab.person("Anna", create=False, password=WRONG) for _ in range(5)]  # one after the other
    lab.pump(lambda: all(p.session.connection is ConnectionState.LOST for p in tries), what="refusals")
    assert [p.session.lost_code for p in tries] == ["auth"] * 4 + ["locked"]
    assert tries[-1].session.lost_seconds == 300
    lab.advance(100)
    right = lab.person("Anna", create=False)  # locked is final for the client: no retries
    lab.pump(lambda: right.session.connection is ConnectionState.LOST, what="the locked log-in")
    assert right.session.lost_code == "locked" and right.session.lost_seconds == 200
    session = right.session
    german = connection_text("lost", Translator("de"), session.lost_reason, "locked", session.lost_seconds)
    english = error_text("locked", session.lost_reason or "", Translator("en"), session.lost_seconds)
    assert "erst in 4 Min." in german and "Passwörter" in german
    assert english == "Too many wrong passwords for this name - log-in possible again in 4 min."


def test_the_lockout_remembers_a_bounded_number_of_names() -> None:
    lockout = Lockout(tries=2, window=60.0, lock=120.0, names=3)
    assert lockout.failed("a", 0.0) is None
    assert lockout.failed("a", 1.0) == 120
    assert lockout.locked("a", 60.5) == 61  # whole seconds, rounded up
    for index, key in enumerate("bcd"):
        lockout.failed(key, 2.0 + index)
    assert len(lockout) == 3 and lockout.locked("a", 10.0) is None  # "a" was forgotten first
    assert lockout.failed("d", 10.0) == 120
    assert lockout.locked("d", 130.0) is None and len(lockout) == 2  # over: forgotten
    with pytest.raises(ValueError):
        Lockout(tries=0, window=1.0, lock=1.0)


def test_every_refusal_a_person_can_meet_is_worded_in_both_languages() -> None:
    """Only the refusals of a broken client (malformed messages) fall back to the server's English."""
    broken_client = {"malformed", "too_big", "unknown_type", "bad_field", "hello_first", "already"}
    for language in ("de", "en"):
        t = Translator(language)
        for code in ErrorCode:
            if code.value in broken_client:
                continue
            words = error_text(code.value, "the server's english", t, 30)
            assert words != "the server's english", (language, code)
    t = Translator("de")
    assert error_text("not_at_table", "you are not at a table", t) == (
        "Du bist an keinem Tisch (mehr) - in der Lobby einen wählen."
    )
