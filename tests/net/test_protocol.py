"""The protocol: every message type decodes into its typed value, everything else is refused with
the right code, and the published schema (docs/) is the one the code checks against."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.net.protocol import (
    CLIENT_SCHEMA,
    MAX_MESSAGE_BYTES,
    PROTOCOL_VERSION,
    SERVER_SCHEMA,
    Act,
    Chat,
    ErrorCode,
    Hello,
    Kind,
    OpenTable,
    ProtocolError,
    Resync,
    Sit,
    check_chat,
    check_name,
    decode_client,
    decode_server,
    encode,
    encode_value,
)
from game.net.schema import published_schema

DOCS = Path(__file__).resolve().parents[2] / "docs"


def _minimal(message_type: str) -> dict[str, Any]:
    """The smallest valid message of a client type."""
    samples: dict[Kind, Any] = {
        Kind.STR: "Anna1234",
        Kind.INT: 1,
        Kind.BOOL: True,
        Kind.OBJECT: {},
        Kind.ARRAY: [],
    }
    data: dict[str, Any] = {"type": message_type}
    for field in CLIENT_SCHEMA[message_type].fields:
        if field.required:
            data[field.name] = samples[field.kind]
    return data


@pytest.mark.parametrize("message_type", sorted(CLIENT_SCHEMA))
def test_every_client_message_decodes(message_type: str) -> None:
    request = decode_client(json.dumps({**_minimal(message_type), "id": 42}))
    assert request.ref == 42
    assert type(request.message).__name__.lower().startswith(message_type[:3]) or message_type in ("list",)


def test_decoded_values_are_typed() -> None:
    assert decode_client('{"type":"hello","v":1,"name":"Anna","password":"x"}').message == Hello(
        1, "Anna", "x"
    )
    assert decode_client('{"type":"sit","table":3}').message == Sit(3)
    assert decode_client('{"type":"sit","table":3,"seat":4}').message == Sit(3, 4)
    assert decode_client('{"type":"chat","text":"hi"}').message == Chat("hi")
    assert decode_client('{"type":"open","variant":"token"}').message == OpenTable("token", {})
    assert decode_client('{"type":"act","action":{"kind":"exchange"}}').message == Act({"kind": "exchange"})
    assert decode_client('{"type":"resync","game":2,"since":5}').message == Resync(2, 5)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", ErrorCode.MALFORMED),
        ("{", ErrorCode.MALFORMED),
        ("[1, 2]", ErrorCode.MALFORMED),
        ('"ping"', ErrorCode.MALFORMED),
        ("NaN", ErrorCode.MALFORMED),
        ('{"type": "sit", "table": NaN}', ErrorCode.MALFORMED),
        ('{"type": "sit", "table": 1e999}', ErrorCode.BAD_FIELD),
        ("[" * 3000 + "]" * 3000, ErrorCode.TOO_BIG),
        ("[" * 2000, ErrorCode.MALFORMED),
        ('{"type": "ping", "x": [[[[[[[[[[1]]]]]]]]]]}', ErrorCode.MALFORMED),
        ('{"kind": "ping"}', ErrorCode.MALFORMED),
        ('{"type": 5}', ErrorCode.MALFORMED),
        ('{"type": "shutdown"}', ErrorCode.UNKNOWN_TYPE),
        ('{"type": "sit"}', ErrorCode.BAD_FIELD),
        ('{"type": "sit", "table": "1"}', ErrorCode.BAD_FIELD),
        ('{"type": "sit", "table": true}', ErrorCode.BAD_FIELD),
        ('{"type": "sit", "table": 0}', ErrorCode.BAD_FIELD),
        ('{"type": "sit", "table": 1, "chair": 2}', ErrorCode.BAD_FIELD),
        ('{"type": "sit", "table": 1, "seat": 10}', ErrorCode.BAD_FIELD),
        ('{"type": "ping", "id": -1}', ErrorCode.BAD_FIELD),
        ('{"type": "ping", "id": "a"}', ErrorCode.BAD_FIELD),
        ('{"type": "chat", "text": ""}', ErrorCode.BAD_FIELD),
        ('{"type": "chat", "text": null}', ErrorCode.BAD_FIELD),
        ('{"type": "chat", "text": "\\ud800"}', ErrorCode.BAD_FIELD),
        ('{"type": "act", "action": []}', ErrorCode.BAD_FIELD),
        ('{"type": "hello", "v": 1, "name": "Anna", "password": "x", "create": "yes"}', ErrorCode.BAD_FIELD),
    ],
)
def test_malformed_messages_are_refused_with_their_reason(text: str, code: ErrorCode) -> None:
    with pytest.raises(ProtocolError) as refused:
        decode_client(text)
    assert refused.value.code is code


def test_size_is_counted_in_bytes_and_binary_frames_are_refused() -> None:
    chat = json.dumps({"type": "chat", "text": "ä" * 150})
    assert len(chat) < MAX_MESSAGE_BYTES
    decode_client(chat)
    with pytest.raises(ProtocolError) as refused:
        decode_client(json.dumps({"type": "chat", "text": "ä" * 2100}, ensure_ascii=False))
    assert refused.value.code is ErrorCode.TOO_BIG
    with pytest.raises(ProtocolError) as refused:
        decode_client(b'{"type": "ping"}')
    assert refused.value.code is ErrorCode.MALFORMED


def test_names_and_chat_text_follow_the_rules() -> None:
    check_name("Anna")
    for bad in ("", " Anna", "Anna ", "x" * 21, "a\u0000b", "\u200b"):
        with pytest.raises(ProtocolError):
            check_name(bad)
    assert check_chat("Gute Karten!") == "Gute Karten!"
    for bad in ("", "   ", "x" * 201, "a\nb", "\u202e"):
        with pytest.raises(ProtocolError):
            check_chat(bad)


def test_server_messages_are_checked_by_the_client() -> None:
    message = decode_server(encode("balance", balance=5))
    assert message.type == "balance" and message.fields == {"balance": 5}
    for bad in (encode("balance"), encode("balance", balance="5"), encode("nonsense"), "[]"):
        with pytest.raises(ProtocolError):
            decode_server(bad)


def test_the_published_schema_is_the_one_in_the_code() -> None:
    published = json.loads((DOCS / "protocol.schema.json").read_text(encoding="utf-8"))
    assert published == published_schema(), "run: python -m game.net.schema > docs/protocol.schema.json"
    assert {"client", "server", "european_action", "european_event", "european_view"} <= set(
        published["$defs"]
    )
    guide = (DOCS / "network.md").read_text(encoding="utf-8")
    for message_type in list(CLIENT_SCHEMA) + list(SERVER_SCHEMA):
        assert f"`{message_type}`" in guide, f"docs/network.md does not describe {message_type!r}"
    assert f"version {PROTOCOL_VERSION}" in guide
    for code in ErrorCode:
        assert f"`{code.value}`" in guide, f"docs/network.md does not list the error {code.value!r}"


def test_messages_are_compact_json_with_the_letters_as_they_are() -> None:
    """What every client receives: compact JSON, umlauts and card symbols as UTF-8 (not escaped),
    the fields in the order given - the text `json.dumps` writes with these options."""
    value: Any = {
        "type": "chat",
        "text": "Grüße, Jürgen ♠ \u2665 \"zitiert\"\n",
        "at": [1, 2.5, None, True, {"ß": -3}],
        "empty": {},
    }
    text = encode_value(value)
    assert text == json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    assert text.startswith('{"type":"chat","text":"Grüße, Jürgen ♠ ♥ \\"zitiert\\"\\n"')
    assert encode("chat", text="Ä") == '{"type":"chat","text":"Ä"}'
