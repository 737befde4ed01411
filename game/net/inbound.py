"""What the server says to a client, decoded into typed records: one decoder per message type.

`game.net.protocol.decode_server` checks a message's top-level fields against
the schema and hands out a `ServerMessage` (its type and a dict); here each
type a client acts on becomes a frozen dataclass, so the sessions
(`game.session.remote_base`) see no ``dict`` and dispatch on no string: they
match the record's class. The variant's own parts of a game message (its view,
events and records) stay JSON values (`JsonValue`) that the variant's wire
module reads (`game.net.token.wire`, `game.net.european.wire`).

Decoding is table-driven: `DECODERS` maps a message type to its decoder,
registered with `@decoder("type")`. A type without a decoder becomes
`Unread` (a client that does not know a newer message ignores it); a message
whose fields do not read becomes `Unreadable` with the reason (logged, then
ignored). To add a message: a frozen dataclass, a decoder registered for its
type, the dataclass added to `ServerRecord`; then a session handles it (see
`RemoteBase._HANDLERS`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeAlias

from .lobby_wire import (
    ChatLine,
    Seating,
    TableSummary,
    TimerView,
    read_chat,
    read_seating,
    read_tables,
    read_timers,
)
from .profile_wire import ProfileView, RankingView, read_profile, read_ranking
from .protocol import JsonValue, ServerMessage, WireError

__all__ = [
    "Welcome",
    "Balance",
    "Refusal",
    "Tables",
    "TableRecord",
    "Gone",
    "Chat",
    "LobbyChat",
    "Tell",
    "Invited",
    "ProfileRecord",
    "RankingRecord",
    "GameSnapshot",
    "GameUpdate",
    "HandsPage",
    "Unread",
    "Unreadable",
    "ServerRecord",
    "DECODERS",
    "decoder",
    "decode",
]


@dataclass(frozen=True, slots=True)
class Welcome:
    """The login went through: the account's name and balance, and the table it holds a seat at."""

    name: str
    balance: int
    table: JsonValue


@dataclass(frozen=True, slots=True)
class Balance:
    """The account's balance changed."""

    balance: int


@dataclass(frozen=True, slots=True)
class Refusal:
    """The server refused something (``error``): its code, English message, the request it answers
    (``ref``) and, for a wait, its seconds."""

    code: str
    message: str
    ref: JsonValue = None
    seconds: int | None = None


@dataclass(frozen=True, slots=True)
class Tables:
    """The lobby's tables."""

    tables: tuple[TableSummary, ...]


@dataclass(frozen=True, slots=True)
class TableRecord:
    """The table one sits at or watches, and its variant (None: the server did not say)."""

    seating: Seating
    variant: str | None


@dataclass(frozen=True, slots=True)
class Gone:
    """One is at no table any more: ``table``, and why (``left``, ``removed``, ``closed``,
    ``kicked``; "" when the server did not say)."""

    table: int = 0
    reason: str = ""


@dataclass(frozen=True, slots=True)
class Chat:
    """A chat line (a person's words or a notice of the table)."""

    line: ChatLine


@dataclass(frozen=True, slots=True)
class LobbyChat:
    """A line of the lobby chat (``no`` counts the server's lines: replayed ones come again)."""

    no: int
    name: str
    text: str


@dataclass(frozen=True, slots=True)
class Tell:
    """A private message from ``sender`` to ``to`` (also the sender's own copy)."""

    sender: str
    to: str
    text: str


@dataclass(frozen=True, slots=True)
class Invited:
    """``by`` invites ``name`` to the private ``table`` of ``variant`` (also the inviter's copy)."""

    table: int
    variant: str
    by: str
    name: str


@dataclass(frozen=True, slots=True)
class ProfileRecord:
    """An account's profile (answer to ``profile``)."""

    profile: ProfileView


@dataclass(frozen=True, slots=True)
class RankingRecord:
    """The sit-and-go ranking (answer to ``ranking``)."""

    ranking: RankingView


@dataclass(frozen=True, slots=True)
class GameSnapshot:
    """A whole game as this seat may see it: its number, table, events so far, the seat played
    (None: watching), the variant's view and the records of its finished rounds."""

    game: int
    table: int
    count: int
    seat: JsonValue
    view: JsonValue
    history: tuple[JsonValue, ...]


@dataclass(frozen=True, slots=True)
class GameUpdate:
    """What a game brought since event number ``at``: its events, the view after them, finished
    rounds' records and the table's timers."""

    game: int
    table: int
    at: int
    view: JsonValue
    events: tuple[JsonValue, ...]
    records: tuple[JsonValue, ...]
    timers: TimerView


@dataclass(frozen=True, slots=True)
class Unread:
    """A message type this client has no decoder for (it ignores it)."""

    type: str


@dataclass(frozen=True, slots=True)
class Unreadable:
    """A message whose fields did not read: its type and why (logged, then ignored)."""

    type: str
    reason: str


@dataclass(frozen=True, slots=True)
class HandsPage:
    """A page of the account's own finished hands of a table's game (answer to ``hands``): the
    variant's records (Hold'em: ``{hand, phh, text}``) from number ``start`` on, ``total`` finished
    hands of the game so far, and ``next`` (the ``from`` of the following page; None: the last)."""

    table: int
    game: int
    start: int
    total: int
    hands: tuple[JsonValue, ...]
    next: int | None


ServerRecord: TypeAlias = (
    Welcome
    | Balance
    | Refusal
    | Tables
    | TableRecord
    | Gone
    | Chat
    | LobbyChat
    | Tell
    | Invited
    | ProfileRecord
    | RankingRecord
    | GameSnapshot
    | GameUpdate
    | HandsPage
    | Unread
    | Unreadable
)

#: Message type -> its decoder (the checked fields -> the record).
DECODERS: dict[str, Callable[[Mapping[str, Any]], ServerRecord]] = {}


Decoder: TypeAlias = Callable[[Mapping[str, Any]], ServerRecord]


def decoder(kind: str) -> Callable[[Decoder], Decoder]:
    """Register the decoder of the message type ``kind`` (`ValueError` if it has one already)."""

    def register(read: Decoder) -> Decoder:
        if kind in DECODERS:
            raise ValueError(f"the message type {kind!r} has a decoder already")
        DECODERS[kind] = read
        return read

    return register


def decode(message: ServerMessage) -> ServerRecord:
    """The record of ``message``: `Unread` without a decoder, `Unreadable` if its fields do not read."""
    read = DECODERS.get(message.type)
    if read is None:
        return Unread(message.type)
    try:
        return read(message.fields)
    except (WireError, KeyError, TypeError, ValueError) as error:
        return Unreadable(message.type, str(error))


def _list(value: Any, name: str) -> tuple[JsonValue, ...]:
    if not isinstance(value, list):
        raise WireError(f"{name} is not a list")
    return tuple(value)


@decoder("welcome")
def _welcome(fields: Mapping[str, Any]) -> ServerRecord:
    return Welcome(str(fields["name"]), int(fields["balance"]), fields.get("table"))


@decoder("balance")
def _balance(fields: Mapping[str, Any]) -> ServerRecord:
    return Balance(int(fields["balance"]))


@decoder("error")
def _error(fields: Mapping[str, Any]) -> ServerRecord:
    return Refusal(str(fields["code"]), str(fields["message"]), fields.get("ref"), fields.get("seconds"))


@decoder("tables")
def _tables(fields: Mapping[str, Any]) -> ServerRecord:
    return Tables(read_tables(fields))


@decoder("table")
def _table(fields: Mapping[str, Any]) -> ServerRecord:
    variant = fields.get("variant")
    return TableRecord(read_seating(fields), variant if isinstance(variant, str) else None)


@decoder("gone")
def _gone(fields: Mapping[str, Any]) -> ServerRecord:
    table, reason = fields.get("table"), fields.get("reason")
    return Gone(
        table if isinstance(table, int) and not isinstance(table, bool) else 0,
        reason if isinstance(reason, str) else "",
    )


@decoder("chat")
def _chat(fields: Mapping[str, Any]) -> ServerRecord:
    return Chat(read_chat(fields))


def _int(fields: Mapping[str, Any], name: str) -> int:
    value = fields.get(name)
    if not isinstance(value, int) or isinstance(value, bool):
        raise WireError(f"{name} is not a number")
    return value


def _text(fields: Mapping[str, Any], name: str) -> str:
    value = fields.get(name)
    if not isinstance(value, str):
        raise WireError(f"{name} is not text")
    return value


@decoder("lobby_chat")
def _lobby_chat(fields: Mapping[str, Any]) -> ServerRecord:
    return LobbyChat(_int(fields, "no"), _text(fields, "name"), _text(fields, "text"))


@decoder("tell")
def _tell(fields: Mapping[str, Any]) -> ServerRecord:
    return Tell(_text(fields, "from"), _text(fields, "to"), _text(fields, "text"))


@decoder("invited")
def _invited(fields: Mapping[str, Any]) -> ServerRecord:
    table, variant = _int(fields, "table"), _text(fields, "variant")
    return Invited(table, variant, _text(fields, "by"), _text(fields, "name"))


@decoder("profile")
def _profile(fields: Mapping[str, Any]) -> ServerRecord:
    return ProfileRecord(read_profile(fields))


@decoder("ranking")
def _ranking(fields: Mapping[str, Any]) -> ServerRecord:
    return RankingRecord(read_ranking(fields))


@decoder("game")
def _game(fields: Mapping[str, Any]) -> ServerRecord:
    return GameSnapshot(
        int(fields["game"]),
        int(fields["table"]),
        int(fields["count"]),
        fields["seat"],
        fields["view"],
        _list(fields["history"], "history"),
    )


@decoder("update")
def _update(fields: Mapping[str, Any]) -> ServerRecord:
    return GameUpdate(
        int(fields["game"]),
        int(fields["table"]),
        int(fields["at"]),
        fields["view"],
        _list(fields["events"], "events"),
        _list(fields["records"], "records"),
        read_timers(fields.get("timers")),
    )


@decoder("hands")
def _hands(fields: Mapping[str, Any]) -> ServerRecord:
    following = fields.get("next")
    if following is not None and (not isinstance(following, int) or isinstance(following, bool)):
        raise WireError("next is a number or null")
    return HandsPage(
        _int(fields, "table"),
        _int(fields, "game"),
        _int(fields, "from"),
        _int(fields, "total"),
        _list(fields.get("hands"), "hands"),
        following,
    )
