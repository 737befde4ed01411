"""The network protocol: versioned JSON messages, their published schema, and validation on arrival.

Every message is one JSON object in one WebSocket text frame, with a
``type``. The client opens with ``hello`` (carrying `PROTOCOL_VERSION`); a
client speaking another version is told so (error ``version``) and nothing
else happens. Each message type has a fixed set of fields (`CLIENT_SCHEMA`,
`SERVER_SCHEMA`); `decode_client` turns a client's text into one typed
message or raises `ProtocolError` with an `ErrorCode` - for text that is not
JSON, too large, too deeply nested, an unknown type, a missing, surplus or
ill-typed field - and the server answers that with an ``error`` and changes
nothing. A client may add an integer ``id`` to any request; the server's
``error`` about it carries it back as ``ref``. `json_schema` publishes both
tables as JSON Schema (`game.net.schema` adds the variants' payloads and
writes ``docs/protocol.schema.json``).
Variant-specific payloads (a table's ``options``, a game ``action``, the
``view`` and ``events`` of a game) are objects here; the variant's adapter
(`game.net.variant`) validates and writes them.
"""

from __future__ import annotations

import functools
import json
import re
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Any, TypeAlias

from game.engine.names import MAX_NAME_LENGTH, is_allowed_char, name_problem

from .confusables import name_skeletons, skeleton

__all__ = [
    "PROTOCOL_VERSION",
    "MAX_MESSAGE_BYTES",
    "FRAME_LIMIT",
    "MAX_CHAT_CHARS",
    "MAX_CHAT_MARKS",
    "MIN_PASSWORD",
    "MAX_PASSWORD",
    "JsonValue",
    "JsonObject",
    "ErrorCode",
    "ProtocolError",
    "WireError",
    "Kind",
    "Field",
    "MessageSpec",
    "Hello",
    "Redeem",
    "ListTables",
    "OpenTable",
    "Sit",
    "Watch",
    "Stand",
    "Leave",
    "Start",
    "Act",
    "Ready",
    "Chat",
    "Resync",
    "BankNow",
    "Close",
    "Hands",
    "HANDS_PAGE",
    "HANDS_PAGE_CHARS",
    "Ping",
    "LobbyChat",
    "Tell",
    "Ignore",
    "MAX_IGNORED",
    "Invite",
    "Kick",
    "VoteKick",
    "Vote",
    "Away",
    "Profile",
    "Ranking",
    "RANKING_TOP",
    "RANKING_MAX",
    "MIN_TABLE_PASSWORD",
    "MAX_TOKEN",
    "RESERVE_SECONDS",
    "ClientMessage",
    "Request",
    "CLIENT_SCHEMA",
    "SERVER_SCHEMA",
    "decode_client",
    "encode",
    "encode_value",
    "decode_server",
    "ServerMessage",
    "error_message",
    "check_name",
    "RESERVED_NAMES",
    "check_chat",
    "json_schema",
]

#: The protocol spoken by this version of the program; `hello` carries it.
PROTOCOL_VERSION = 1
#: Largest client message the server reads (bytes of UTF-8); larger ones get error ``too_big``.
MAX_MESSAGE_BYTES = 4096
#: Largest WebSocket message at all: beyond it the connection is closed (code 1009).
FRAME_LIMIT = 64 * 1024
#: Characters in one chat message.
MAX_CHAT_CHARS = 200
#: Accounts one person may ignore.
MAX_IGNORED = 100
#: Password length in characters.
MIN_PASSWORD, MAX_PASSWORD = 8, 128
#: A private table's password: the account password's rule (one rule, one message for people).
MIN_TABLE_PASSWORD = MIN_PASSWORD
_MAX_REF = 2**31 - 1
#: Rows of the sit-and-go ranking sent without a ``top``, and the most one may ask for.
RANKING_TOP = 20
RANKING_MAX = 100
#: Hands a `hands` answer holds at most (a page; `next` asks for the rest) ...
HANDS_PAGE = 20
#: ... and fewer when their records pass this many characters (at least one hand is sent).
HANDS_PAGE_CHARS = 60_000
#: Characters of a seat reservation's token (`redirect`, `redeem`).
MAX_TOKEN = 64
#: Seconds a seat reservation (`redirect`) is good for - and a ``sit``'s seat is held for it.
RESERVE_SECONDS = 15
#: The highest seat number a `sit` may ask for (a table has at most ten seats).
_MAX_SEAT = 9
#: JSON nesting the decoder accepts (arrays and objects inside each other).
_MAX_DEPTH = 8

JsonValue: TypeAlias = None | bool | int | float | str | list["JsonValue"] | dict[str, "JsonValue"]
JsonObject: TypeAlias = dict[str, JsonValue]


class ErrorCode(StrEnum):
    """Why a message was refused; the ``code`` of an ``error`` message."""

    MALFORMED = "malformed"  # not a JSON object
    TOO_BIG = "too_big"  # more than MAX_MESSAGE_BYTES
    UNKNOWN_TYPE = "unknown_type"
    BAD_FIELD = "bad_field"  # a field missing, surplus, or of the wrong type or range
    VERSION = "version"  # the client speaks another protocol version
    RATE = "rate"  # too many messages per second
    CHAT_RATE = "chat_rate"  # too many chat messages
    CHAT_TEXT = "chat_text"  # empty, too long, or with characters that cannot be shown
    HELLO_FIRST = "hello_first"  # anything before a successful hello
    ALREADY = "already"  # a second hello on one connection
    AUTH = "auth"  # unknown name or wrong password
    NAME = "name"  # a name that cannot be an account name
    NAME_TAKEN = "name_taken"
    PASSWORD = "password"  # a new password outside the length rules
    VARIANT = "variant"  # no such variant
    OPTIONS = "options"  # options the variant refuses
    NO_TABLE = "no_table"
    TABLE_FULL = "table_full"
    AT_TABLE = "at_table"  # already at (another) table: leave it first
    NOT_AT_TABLE = "not_at_table"
    NOT_SEATED = "not_seated"
    NOT_MASTER = "not_master"
    RUNNING = "running"  # a game is running
    NO_GAME = "no_game"
    TOO_FEW = "too_few"  # fewer than two players to start
    WAIT = "wait"  # the pause after a game: ``seconds`` left
    NOT_PLAYING = "not_playing"  # not a player of the running game
    ILLEGAL = "illegal"  # the rules refuse the action (``message`` says why)
    REPLACED = "replaced"  # another connection logged in with this account
    FULL = "full"  # the server holds as many connections as it may: try again later
    LOCKED = "locked"  # too many wrong passwords for this name: ``seconds`` until log-in is possible
    BANNED = "banned"  # the operator banned this account (``message`` gives the reason)
    NOT_ONLINE = "not_online"  # a private message to an account that is not logged in
    IGNORED = "ignored"  # a private message to an account that ignores the sender
    TABLE_PASSWORD = "table_password"  # a private table: no password or a wrong one
    TABLE_LOCKED = "table_locked"  # too many wrong passwords for this table: ``seconds`` until the next try
    NOT_OPENER = "not_opener"  # only the table's opener may do that
    NO_ACCOUNT = "no_account"  # no account of that name
    BLOCKED = "blocked"  # removed from this table: ``seconds`` until one may sit here again
    VOTE_RUNNING = "vote_running"  # a vote to remove somebody runs at this table already
    NO_VOTE = "no_vote"  # no vote runs (or you have no say in it)
    RESERVATION = "reservation"  # a seat reservation (redeem) unknown, used, expired or not for this node
    INTERNAL = "internal"


class ProtocolError(ValueError):
    """A message refused before it changed anything; ``code`` says why."""

    def __init__(self, code: ErrorCode, message: str, seconds: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        #: For `ErrorCode.WAIT` and `ErrorCode.LOCKED`: the seconds left.
        self.seconds = seconds


class WireError(ValueError):
    """A variant's JSON payload (options, an action, a view, an event) of the wrong shape."""


# ------------------------------------------------------------------ schema


class Kind(Enum):
    """The JSON type of a field."""

    STR = "string"
    INT = "integer"
    BOOL = "boolean"
    OBJECT = "object"
    ARRAY = "array"


@dataclass(frozen=True, slots=True)
class Field:
    """One field of a message: JSON type, whether it must be present or may be null, its range.

    ``low``/``high`` bound an integer's value, a string's length in
    characters, an array's item count; ``choices`` lists a string's values.
    """

    name: str
    kind: Kind
    doc: str
    required: bool = True
    nullable: bool = False
    low: int | None = None
    high: int | None = None
    choices: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class MessageSpec:
    """A message type: its fields and what it is for."""

    type: str
    doc: str
    fields: tuple[Field, ...] = ()


def _table_field() -> Field:
    return Field("table", Kind.INT, "table number", low=1, high=_MAX_REF)


_NAME = Field("name", Kind.STR, "account name (also the seat name)", low=1, high=MAX_NAME_LENGTH)
_BUY_IN = Field(
    "buy_in",
    Kind.INT,
    "Hold'em cash table: the chips you bring (default: the most your balance allows)",
    required=False,
    low=1,
    high=_MAX_REF,
)


def _NAME_OF(doc: str) -> Field:  # noqa: N802 - reads like the constant _NAME
    return Field("name", Kind.STR, doc, low=1, high=MAX_NAME_LENGTH)


_REASON = Field("reason", Kind.STR, "why, shown to everybody at the table", low=1, high=MAX_CHAT_CHARS)


def _table_password(doc: str) -> Field:
    return Field("password", Kind.STR, doc, required=False, low=1, high=MAX_PASSWORD)


CLIENT_SPECS: tuple[MessageSpec, ...] = (
    MessageSpec(
        "hello",
        "the first message: log in (or create the account); answered by `welcome` or `error`",
        (
            Field("v", Kind.INT, "the client's protocol version", low=0, high=_MAX_REF),
            _NAME,
            Field("password", Kind.STR, "the password", low=1, high=MAX_PASSWORD),
            Field("create", Kind.BOOL, "create the account (default false)", required=False),
            Field(
                "follow",
                Kind.BOOL,
                "the client follows `redirect` to the node of its table (default false: relayed there); "
                "a server from before redirects refuses it (`bad_field`): send the hello again without it",
                required=False,
            ),
        ),
    ),
    MessageSpec(
        "redeem",
        "the first message after a `redirect`, instead of `hello`: log in by the seat reservation "
        f"(once, within {RESERVE_SECONDS} s, on the node it names); answered by `welcome` or `error` "
        "(`reservation`: log in with `hello`), then its request (sit, watch, open) is done",
        (
            Field("v", Kind.INT, "the client's protocol version", low=0, high=_MAX_REF),
            _NAME,
            Field("token", Kind.STR, "the reservation's token from `redirect`", low=1, high=MAX_TOKEN),
            Field("follow", Kind.BOOL, "as in `hello`", required=False),
        ),
    ),
    MessageSpec("list", "ask for the lobby: answered by `tables`"),
    MessageSpec(
        "open",
        "open a table and sit down at it as its first game master",
        (
            Field("variant", Kind.STR, "the game: `token`, `european`, `holdem` or `duell`", low=1, high=32),
            Field("options", Kind.OBJECT, "the variant's table options", required=False),
            _table_password("a private table: the password to sit or watch (stored as a hash)"),
            _BUY_IN,
        ),
    ),
    MessageSpec(
        "sit",
        "sit down at a table (plays from the next game on)",
        (
            _table_field(),
            Field(
                "seat",
                Kind.INT,
                "the seat wanted (from 0); taken or absent: the first free one",
                required=False,
                low=0,
                high=_MAX_SEAT,
            ),
            _table_password("a private table's password (not needed: its opener, who is invited)"),
            _BUY_IN,
            Field(
                "post",
                Kind.BOOL,
                "Hold'em cash table: post a big blind to play the next hand (default false: wait for it)",
                required=False,
            ),
        ),
    ),
    MessageSpec(
        "watch",
        "watch a table without a seat",
        (_table_field(), _table_password("a private table's password (as for `sit`)")),
    ),
    MessageSpec("stand", "give up the seat and keep watching"),
    MessageSpec("leave", "leave the table (seat and watching)"),
    MessageSpec("start", "start a game (game master only)"),
    MessageSpec("act", "a move in the running game", (Field("action", Kind.OBJECT, "the variant's action"),)),
    MessageSpec("ready", "seen the round's result: deal on (token game, Hold'em, Duell)"),
    MessageSpec(
        "chat",
        "a chat message to the table",
        (Field("text", Kind.STR, "the text", low=1, high=MAX_CHAT_CHARS),),
    ),
    MessageSpec(
        "resync",
        "send again the events of game `game` after the first `since` (after a reconnect)",
        (
            Field("game", Kind.INT, "the game number", low=1, high=_MAX_REF),
            Field("since", Kind.INT, "events the client has", low=0, high=_MAX_REF),
        ),
    ),
    MessageSpec("close", "close the table you opened, while nobody sits at it (watchers get `gone`)"),
    MessageSpec(
        "bank",
        "use your time bank now, on your turn (Hold'em, Duell): its seconds are added to the move timer",
    ),
    MessageSpec(
        "hands",
        "download your own finished hands (rounds) of the table's running or last game: answered by `hands`",
        (
            Field(
                "from",
                Kind.INT,
                "the first hand wanted, counted from 0 (default 0)",
                required=False,
                low=0,
                high=_MAX_REF,
            ),
        ),
    ),
    MessageSpec("ping", "answered by `pong`"),
    MessageSpec(
        "lobby_chat",
        "a chat line to everybody logged in (same limits as table chat)",
        (Field("text", Kind.STR, "the text", low=1, high=MAX_CHAT_CHARS),),
    ),
    MessageSpec(
        "tell",
        "a private message to one account that is online (refused: `not_online`, `ignored`)",
        (
            Field("to", Kind.STR, "the account name", low=1, high=MAX_NAME_LENGTH),
            Field("text", Kind.STR, "the text", low=1, high=MAX_CHAT_CHARS),
        ),
    ),
    MessageSpec(
        "invite",
        "the opener of the private table you are at invites an account (it may join without the password)",
        (Field("name", Kind.STR, "the account name", low=1, high=MAX_NAME_LENGTH),),
    ),
    MessageSpec(
        "kick",
        "the table's opener removes a player between games (blocked from sitting there for 30 minutes)",
        (_NAME_OF("who is removed"), _REASON),
    ),
    MessageSpec(
        "vote_kick",
        "a seated player starts a vote to remove a seated player (a majority of the others removes)",
        (_NAME_OF("who would be removed"), _REASON),
    ),
    MessageSpec("vote", "your say in the running vote", (Field("yes", Kind.BOOL, "remove (true) or not"),)),
    MessageSpec(
        "away",
        "mark yourself away (the timer makes your moves) or back",
        (Field("away", Kind.BOOL, "away (true) or back"),),
    ),
    MessageSpec(
        "profile",
        "an account's profile (anybody's): answered by `profile`, or `no_account`",
        (Field("name", Kind.STR, "the account name", low=1, high=MAX_NAME_LENGTH),),
    ),
    MessageSpec(
        "ranking",
        "the sit-and-go ranking: answered by `ranking`",
        (
            Field(
                "top",
                Kind.INT,
                f"rows wanted from the best on (default {RANKING_TOP})",
                required=False,
                low=1,
                high=RANKING_MAX,
            ),
        ),
    ),
    MessageSpec(
        "ignore",
        "the accounts whose lobby chat and private messages the server holds back from you "
        "(replaces the list; sent after each log-in)",
        (Field("names", Kind.ARRAY, "account names (strings)", low=0, high=MAX_IGNORED),),
    ),
)

SERVER_SPECS: tuple[MessageSpec, ...] = (
    MessageSpec(
        "welcome",
        "logged in",
        (
            Field("v", Kind.INT, "the server's protocol version"),
            _NAME,
            Field("balance", Kind.INT, "play chips of the account"),
            Field("limits", Kind.OBJECT, "message_bytes, chat_chars, rate (messages per second), burst"),
            Field("timers", Kind.OBJECT, "seconds of master, move, restart, round, grace"),
            Field("variants", Kind.ARRAY, "the variants this server hosts"),
            Field(
                "table",
                Kind.INT,
                "the table where you hold a seat (its `table` and `game` follow); null: none",
                nullable=True,
            ),
        ),
    ),
    MessageSpec(
        "error",
        "a request was refused and changed nothing",
        (
            Field("code", Kind.STR, "why", choices=tuple(code.value for code in ErrorCode)),
            Field("message", Kind.STR, "English explanation"),
            Field("ref", Kind.INT, "the request's `id`", required=False, nullable=True),
            Field(
                "seconds",
                Kind.INT,
                "for `wait`, `locked` and `table_locked`: seconds left",
                required=False,
                nullable=True,
            ),
        ),
    ),
    MessageSpec(
        "tables",
        "the lobby",
        (
            Field(
                "tables",
                Kind.ARRAY,
                "{table, variant, options, seats, max_seats, running, spectators, private, invited}; "
                "in a room of several nodes also `url`: the address of the table's node (null: none)",
            ),
            Field(
                "nodes",
                Kind.ARRAY,
                "in a room of several nodes: the addresses of its living nodes (a client whose node "
                "is dead tries the next)",
                required=False,
            ),
        ),
    ),
    MessageSpec(
        "redirect",
        "the table asked for (sit, watch, open) lives on another node: connect to `url` and log in "
        "there with `redeem` and `token`; the request is done there (the relay is the fallback)",
        (
            Field("url", Kind.STR, "the node's address (ws:// or wss://)"),
            Field(
                "token", Kind.STR, f"the seat reservation: once, within {RESERVE_SECONDS} s, for this account"
            ),
            Field(
                "table",
                Kind.INT,
                "the table (null: a table being opened there, or the seat held there)",
                nullable=True,
            ),
        ),
    ),
    MessageSpec(
        "table",
        "the table you are at, sent on every change of seats, game master, timers or game",
        (
            _table_field(),
            Field("variant", Kind.STR, "the game"),
            Field("options", Kind.OBJECT, "the table options"),
            Field("seats", Kind.ARRAY, "per seat null or {name, computer, level, connected, playing}"),
            Field("master", Kind.INT, "the game master's seat", nullable=True),
            Field("me", Kind.INT, "your seat, null when watching", nullable=True),
            Field("running", Kind.BOOL, "a game is running"),
            Field("game", Kind.INT, "the running (or last) game's number", nullable=True),
            Field("spectators", Kind.INT, "watchers without a seat"),
            Field(
                "timers",
                Kind.OBJECT,
                "seconds left: master, move {seat, seconds}, restart, round, grace {seat: s}",
            ),
            Field(
                "opener", Kind.STR, "who opened the table (removes players)", required=False, nullable=True
            ),
            Field(
                "vote",
                Kind.OBJECT,
                "the running vote to remove somebody: {name, by, reason, yes, no, needed, seconds}",
                required=False,
                nullable=True,
            ),
        ),
    ),
    MessageSpec(
        "gone",
        "you are no longer at the table",
        (_table_field(), Field("reason", Kind.STR, "left, removed (grace over), closed, kicked")),
    ),
    MessageSpec(
        "game",
        "a game as you may see it (on start, on joining, after a reconnect)",
        (
            _table_field(),
            Field("game", Kind.INT, "game number"),
            Field("seat", Kind.INT, "your seat in the game, null when watching", nullable=True),
            Field("count", Kind.INT, "events so far"),
            Field("view", Kind.OBJECT, "the variant's view of the table for you"),
            Field("history", Kind.ARRAY, "finished rounds as you may see them"),
        ),
    ),
    MessageSpec(
        "update",
        "what happened in the game: events from number `at` on, projected for you",
        (
            _table_field(),
            Field("game", Kind.INT, "game number"),
            Field("at", Kind.INT, "number of the first event"),
            Field("events", Kind.ARRAY, "the variant's events"),
            Field("view", Kind.OBJECT, "the view after them"),
            Field("records", Kind.ARRAY, "rounds finished by them"),
            Field("timers", Kind.OBJECT, "the table's timers, as in `table`"),
        ),
    ),
    MessageSpec(
        "chat",
        "a chat line: from a person (kind user) or the table (system, info)",
        (
            _table_field(),
            Field("no", Kind.INT, "line number at this table"),
            Field("kind", Kind.STR, "user, system or info"),
            Field("name", Kind.STR, "who wrote it (user)", nullable=True),
            Field("text", Kind.STR, "what (user)", nullable=True),
            Field("code", Kind.STR, "a notice code (system, info)", nullable=True),
            Field("args", Kind.OBJECT, "the notice's details", nullable=True),
        ),
    ),
    MessageSpec("balance", "your play chips changed", (Field("balance", Kind.INT, "play chips"),)),
    MessageSpec(
        "hands",
        "your finished hands of a game (answer to `hands`), at most HANDS_PAGE of them",
        (
            _table_field(),
            Field("game", Kind.INT, "game number"),
            Field("from", Kind.INT, "the number (from 0) of the first hand sent"),
            Field("total", Kind.INT, "finished hands of the game so far"),
            Field("hands", Kind.ARRAY, "your records (Hold'em: {hand, phh, text})"),
            Field("next", Kind.INT, "the `from` of the next page; null: no more", nullable=True),
        ),
    ),
    MessageSpec("pong", "answer to `ping`"),
    MessageSpec(
        "lobby_chat",
        "a line of the lobby chat (the last ones again after log-in)",
        (
            Field("no", Kind.INT, "line number of the lobby"),
            _NAME,
            Field("text", Kind.STR, "what"),
        ),
    ),
    MessageSpec(
        "invited",
        "an invitation to a private table (join it without the password), or your invitation as sent",
        (
            _table_field(),
            Field("variant", Kind.STR, "the table's game"),
            Field("by", Kind.STR, "who invites"),
            Field("name", Kind.STR, "who is invited"),
        ),
    ),
    MessageSpec(
        "tell",
        "a private message: to you, or yours as delivered",
        (
            Field("from", Kind.STR, "who wrote it"),
            Field("to", Kind.STR, "who it is for"),
            Field("text", Kind.STR, "what"),
        ),
    ),
    MessageSpec(
        "profile",
        "an account's profile (answer to `profile`): what the server counted of its games",
        (
            _NAME,
            Field("since", Kind.INT, "member since (seconds since 1970, UTC)"),
            Field(
                "variants",
                Kind.OBJECT,
                "per variant (token, european, holdem, duell) {games, hands}; holdem also vpip, pfr, "
                "chances (hands less walks: VPIP's and PFR's base), aggressive (bets and raises after "
                "the flop), calls (calls after the flop)",
            ),
            Field("places", Kind.OBJECT, 'sit-and-go places: {"1": times first, "2": ...}'),
            Field(
                "rating",
                Kind.OBJECT,
                "{place, rating (mu - 3 sigma), mu, sigma, games}; null: no rated sit-and-go yet",
                nullable=True,
            ),
            Field(
                "balance",
                Kind.ARRAY,
                "your own profile only: your play chips over time, [[time, chips], ...] from the "
                "ledger; null for another account's",
                nullable=True,
            ),
        ),
    ),
    MessageSpec(
        "ranking",
        "the sit-and-go ranking (answer to `ranking`), best first",
        (
            Field("rows", Kind.ARRAY, "{place, name, rating (mu - 3 sigma), mu, sigma, games}"),
            Field("total", Kind.INT, "rated accounts"),
            Field(
                "me",
                Kind.OBJECT,
                "your own {place, rating, mu, sigma, games}; null: not rated yet",
                nullable=True,
            ),
        ),
    ),
)

CLIENT_SCHEMA: dict[str, MessageSpec] = {spec.type: spec for spec in CLIENT_SPECS}
SERVER_SCHEMA: dict[str, MessageSpec] = {spec.type: spec for spec in SERVER_SPECS}


# ------------------------------------------------------------------ typed client messages


@dataclass(frozen=True, slots=True)
class Hello:
    """Log in, or create the account (``create``)."""

    v: int
    name: str
    password: str
    create: bool = False
    #: The client follows ``redirect`` to the node of its table.
    follow: bool = False


@dataclass(frozen=True, slots=True)
class Redeem:
    """Log in by the seat reservation ``token`` (after a ``redirect``)."""

    v: int
    name: str
    token: str
    follow: bool = False


@dataclass(frozen=True, slots=True)
class ListTables:
    """Ask for the lobby."""


@dataclass(frozen=True, slots=True)
class OpenTable:
    """Open a table of ``variant`` (private with ``password``)."""

    variant: str
    options: JsonObject
    buy_in: int | None = None
    password: str | None = None


@dataclass(frozen=True, slots=True)
class Sit:
    """Sit down at ``table`` (on ``seat`` if it is free)."""

    table: int
    seat: int | None = None
    buy_in: int | None = None
    post: bool = False
    password: str | None = None


@dataclass(frozen=True, slots=True)
class Watch:
    """Watch ``table``."""

    table: int
    password: str | None = None


@dataclass(frozen=True, slots=True)
class Invite:
    """The opener of a private table invites the account ``name``."""

    name: str


@dataclass(frozen=True, slots=True)
class Stand:
    """Give up the seat, keep watching."""


@dataclass(frozen=True, slots=True)
class Leave:
    """Leave the table."""


@dataclass(frozen=True, slots=True)
class Start:
    """Start a game (game master)."""


@dataclass(frozen=True, slots=True)
class Act:
    """A move; ``action`` is checked by the variant."""

    action: JsonObject


@dataclass(frozen=True, slots=True)
class Ready:
    """Seen the round's result."""


@dataclass(frozen=True, slots=True)
class Chat:
    """A chat line."""

    text: str


@dataclass(frozen=True, slots=True)
class Resync:
    """Send the events of ``game`` after the first ``since`` again."""

    game: int
    since: int


@dataclass(frozen=True, slots=True)
class Close:
    """Close the table (its opener, nobody seated)."""


@dataclass(frozen=True, slots=True)
class BankNow:
    """Use the time bank now."""


@dataclass(frozen=True, slots=True)
class Hands:
    """Download the own finished hands from number ``start`` on."""

    start: int = 0


@dataclass(frozen=True, slots=True)
class Ping:
    """Are you there?"""


@dataclass(frozen=True, slots=True)
class LobbyChat:
    """A line to the lobby."""

    text: str


@dataclass(frozen=True, slots=True)
class Tell:
    """A private message to the account ``to``."""

    to: str
    text: str


@dataclass(frozen=True, slots=True)
class Ignore:
    """The names whose words the server holds back from this person (the whole list)."""

    names: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Kick:
    """The opener removes ``name`` for ``reason``."""

    name: str
    reason: str


@dataclass(frozen=True, slots=True)
class VoteKick:
    """Start a vote to remove ``name`` for ``reason``."""

    name: str
    reason: str


@dataclass(frozen=True, slots=True)
class Vote:
    """A say in the running vote."""

    yes: bool


@dataclass(frozen=True, slots=True)
class Profile:
    """Ask for the profile of the account ``name``."""

    name: str


@dataclass(frozen=True, slots=True)
class Ranking:
    """Ask for the best ``top`` of the sit-and-go ranking (and one's own place)."""

    top: int = RANKING_TOP


@dataclass(frozen=True, slots=True)
class Away:
    """Away (the timer plays) or back."""

    away: bool


def _ignore(fields: dict[str, Any]) -> Ignore:
    names = fields["names"]
    if not all(isinstance(name, str) and 1 <= len(name) <= MAX_NAME_LENGTH for name in names):
        raise ProtocolError(ErrorCode.BAD_FIELD, f"'names' holds names of 1 to {MAX_NAME_LENGTH} characters")
    return Ignore(tuple(names))


ClientMessage = (
    Hello
    | Redeem
    | ListTables
    | OpenTable
    | Sit
    | Watch
    | Stand
    | Leave
    | Start
    | Act
    | Ready
    | Chat
    | Resync
    | Ping
    | LobbyChat
    | Tell
    | Ignore
    | Invite
    | Kick
    | VoteKick
    | Vote
    | Away
    | Close
    | BankNow
    | Hands
    | Profile
    | Ranking
)

_BUILDERS: dict[str, Callable[[dict[str, Any]], ClientMessage]] = {
    "hello": lambda f: Hello(
        f["v"], f["name"], f["password"], bool(f.get("create", False)), bool(f.get("follow", False))
    ),
    "redeem": lambda f: Redeem(f["v"], f["name"], f["token"], bool(f.get("follow", False))),
    "list": lambda f: ListTables(),
    "open": lambda f: OpenTable(f["variant"], f.get("options") or {}, f.get("buy_in"), f.get("password")),
    "sit": lambda f: Sit(
        f["table"], f.get("seat"), f.get("buy_in"), bool(f.get("post", False)), f.get("password")
    ),
    "watch": lambda f: Watch(f["table"], f.get("password")),
    "stand": lambda f: Stand(),
    "leave": lambda f: Leave(),
    "start": lambda f: Start(),
    "act": lambda f: Act(f["action"]),
    "ready": lambda f: Ready(),
    "chat": lambda f: Chat(f["text"]),
    "resync": lambda f: Resync(f["game"], f["since"]),
    "close": lambda f: Close(),
    "bank": lambda f: BankNow(),
    "hands": lambda f: Hands(f.get("from", 0)),
    "ping": lambda f: Ping(),
    "lobby_chat": lambda f: LobbyChat(f["text"]),
    "tell": lambda f: Tell(f["to"], f["text"]),
    "ignore": _ignore,
    "invite": lambda f: Invite(f["name"]),
    "kick": lambda f: Kick(f["name"], f["reason"]),
    "vote_kick": lambda f: VoteKick(f["name"], f["reason"]),
    "vote": lambda f: Vote(f["yes"]),
    "away": lambda f: Away(f["away"]),
    "profile": lambda f: Profile(f["name"]),
    "ranking": lambda f: Ranking(f.get("top", RANKING_TOP)),
}
assert set(_BUILDERS) == set(CLIENT_SCHEMA), "every client message type has a builder"


@dataclass(frozen=True, slots=True)
class Request:
    """A decoded client message and the ``id`` it carried (None: none)."""

    message: ClientMessage
    ref: int | None


# ------------------------------------------------------------------ validation


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _depth(value: Any, level: int = 0) -> int:
    if isinstance(value, dict):
        return max((_depth(item, level + 1) for item in value.values()), default=level + 1)
    if isinstance(value, list):
        return max((_depth(item, level + 1) for item in value), default=level + 1)
    return level


def _loads(text: str | bytes, limit: int | None) -> dict[str, Any]:
    if isinstance(text, bytes):
        raise ProtocolError(ErrorCode.MALFORMED, "binary frames are not part of the protocol; send JSON text")
    if limit is not None and (len(text) > limit or len(text.encode("utf-8", "surrogatepass")) > limit):
        raise ProtocolError(ErrorCode.TOO_BIG, f"a message has at most {limit} bytes")
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except RecursionError:
        raise ProtocolError(ErrorCode.MALFORMED, "nested too deeply") from None
    except ValueError as error:  # JSONDecodeError, huge numbers, NaN/Infinity
        raise ProtocolError(ErrorCode.MALFORMED, f"not JSON: {error}") from None
    if not isinstance(data, dict):
        raise ProtocolError(ErrorCode.MALFORMED, "a message is a JSON object")
    if _depth(data) > _MAX_DEPTH:
        raise ProtocolError(ErrorCode.MALFORMED, f"nested deeper than {_MAX_DEPTH} levels")
    return data


def _check_field(spec: Field, value: Any) -> None:
    where = f"field {spec.name!r}"
    if value is None:
        if not spec.nullable:
            raise ProtocolError(ErrorCode.BAD_FIELD, f"{where} may not be null")
        return
    kind = spec.kind
    ok = {
        Kind.STR: isinstance(value, str),
        Kind.INT: isinstance(value, int) and not isinstance(value, bool),
        Kind.BOOL: isinstance(value, bool),
        Kind.OBJECT: isinstance(value, dict),
        Kind.ARRAY: isinstance(value, list),
    }[kind]
    if not ok:
        raise ProtocolError(ErrorCode.BAD_FIELD, f"{where} must be of type {kind.value}")
    if kind is Kind.STR:
        if any(0xD800 <= ord(char) <= 0xDFFF for char in value):
            raise ProtocolError(ErrorCode.BAD_FIELD, f"{where} holds a lone surrogate")
        if spec.choices and value not in spec.choices:
            raise ProtocolError(ErrorCode.BAD_FIELD, f"{where} is none of {', '.join(spec.choices)}")
        measure = len(value)
    elif kind is Kind.INT or kind is Kind.ARRAY:
        measure = value if kind is Kind.INT else len(value)
    else:
        return
    if spec.low is not None and measure < spec.low or spec.high is not None and measure > spec.high:
        raise ProtocolError(ErrorCode.BAD_FIELD, f"{where} is outside {spec.low}..{spec.high}")


def _check_fields(spec: MessageSpec, data: Mapping[str, Any], extra: frozenset[str]) -> None:
    known = {field.name for field in spec.fields} | extra
    surplus = sorted(set(data) - known)
    if surplus:
        raise ProtocolError(ErrorCode.BAD_FIELD, f"{spec.type!r} has no field {surplus[0]!r}")
    for field in spec.fields:
        if field.name not in data:
            if field.required:
                raise ProtocolError(ErrorCode.BAD_FIELD, f"{spec.type!r} needs the field {field.name!r}")
            continue
        _check_field(field, data[field.name])


def decode_client(text: str | bytes, limit: int = MAX_MESSAGE_BYTES) -> Request:
    """A client's message as a typed `Request`; `ProtocolError` says what is wrong with it."""
    data = _loads(text, limit)
    kind = data.get("type")
    if not isinstance(kind, str):
        raise ProtocolError(ErrorCode.MALFORMED, "a message needs a string field 'type'")
    spec = CLIENT_SCHEMA.get(kind)
    if spec is None:
        raise ProtocolError(ErrorCode.UNKNOWN_TYPE, f"unknown message type {kind[:40]!r}")
    ref = data.get("id")
    if "id" in data and (not isinstance(ref, int) or isinstance(ref, bool) or not 0 <= ref <= _MAX_REF):
        raise ProtocolError(ErrorCode.BAD_FIELD, f"field 'id' must be an integer 0..{_MAX_REF}")
    _check_fields(spec, data, frozenset(("type", "id")))
    return Request(_BUILDERS[kind](data), ref)


def encode(message_type: str, /, **fields: JsonValue) -> str:
    """A message of ``message_type`` as JSON text (compact; the schema describes the fields)."""
    return encode_value({"type": message_type, **fields})


#: The encoder of every message (`encode_value`), made once: `json.dumps` with options builds a
#: new one for each call, and a table encodes several texts per move.
_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def encode_value(value: JsonValue) -> str:
    """``value`` as the JSON text messages are written in (`encode`: compact, UTF-8 as is)."""
    return _ENCODER.encode(value)


@dataclass(frozen=True, slots=True)
class ServerMessage:
    """A server message as the client reads it: its type and its checked fields."""

    type: str
    fields: dict[str, Any]


def decode_server(text: str | bytes) -> ServerMessage:
    """A server's message, its top-level fields checked against `SERVER_SCHEMA`."""
    data = _loads(text, None)
    kind = data.get("type")
    spec = SERVER_SCHEMA.get(kind) if isinstance(kind, str) else None
    if spec is None:
        raise ProtocolError(ErrorCode.UNKNOWN_TYPE, f"unknown server message type {kind!r}")
    _check_fields(spec, data, frozenset(("type",)))
    del data["type"]
    return ServerMessage(spec.type, data)


def error_message(code: ErrorCode, message: str, ref: int | None = None, seconds: int | None = None) -> str:
    """The ``error`` reply."""
    extra: dict[str, JsonValue] = {}
    if ref is not None:
        extra["ref"] = ref
    if seconds is not None:
        extra["seconds"] = seconds
    return encode("error", code=code.value, message=message, **extra)


#: Names the chat shows as the server's marks (``[SYSTEM]``, ``[INFO]``): nobody may take them.
RESERVED_NAMES = frozenset({"system", "info"})


@functools.cache
def _reserved_skeletons() -> frozenset[str]:
    """... nor may anything that looks like them (loaded at the first name checked, not at import)."""
    forms = (form for name in RESERVED_NAMES for form in (name, name.upper(), name.capitalize()))
    return frozenset(key for form in forms for key in name_skeletons(form))


#: What a computer's seat is called at a table ("Computer 2", "Computer (Stark)"), any case.
_COMPUTER = re.compile(r"computer(?:[\W\d_].*)?", re.DOTALL)


def _passes_for_a_computer(name: str) -> bool:
    """Whether ``name`` reads as a computer's seat - ``Computer``, ``computer 3``, ``Computer (Stark)``
    or a look-alike of one (``Cоmputer 1`` with a Cyrillic o): people see which seats are computers,
    so no person's name may say otherwise. ``Computerfreak`` is a name like any other."""
    if _COMPUTER.fullmatch(name.casefold()):
        return True
    prefix = skeleton("computer")
    return any(
        key.startswith(prefix) and (len(key) == len(prefix) or not key[len(prefix)].isalpha())
        for key in name_skeletons(name)
    )


def check_name(name: str) -> None:
    """Raise `ProtocolError` (``name``) unless ``name`` can be an account and seat name.

    Beyond the game's name rules, a name may not pass for the server or for another player: not a
    chat mark (``SYSTEM``, ``INFO``, any case) nor a computer's seat (`_passes_for_a_computer`) nor
    a look-alike of one (same confusable skeleton, `game.net.confusables`), no brackets (``[name]``
    marks a chat line), only in its NFKC form (no fullwidth letters, no letter written with a
    separate combining accent) and without combining marks at all (``SYSTEM`` with a macron below, a
    stack of marks), so two accounts never differ only in case (`name_key`) or in encoding.
    Look-alikes of other accounts: `Accounts.look_alike`.
    """
    problem = name_problem(name)
    if problem is None and name != name.strip():
        problem = "a name does not start or end with a space"
    if problem is None and len(name) > MAX_NAME_LENGTH:
        problem = f"a name has at most {MAX_NAME_LENGTH} characters"
    if problem is None and name.casefold() in RESERVED_NAMES:
        problem = f"the name {name!r} is the server's"
    if problem is None and ("[" in name or "]" in name):
        problem = "a name holds no [ or ]"
    if problem is None and unicodedata.normalize("NFKC", name) != name:
        problem = f"write the name as {unicodedata.normalize('NFKC', name)!r}"
    if problem is None and any(unicodedata.category(char).startswith("M") for char in name):
        problem = "a name holds no combining marks: write every letter as one character"
    if problem is None and not name_skeletons(name).isdisjoint(_reserved_skeletons()):
        problem = f"the name {name!r} looks like the server's"
    if problem is None and _passes_for_a_computer(name):
        problem = f"the name {name!r} would pass for a computer player"
    if problem is not None:
        raise ProtocolError(ErrorCode.NAME, problem)


#: Combining marks (accents) on one base character of a chat line, at most.
MAX_CHAT_MARKS = 3


def _stacked_marks(text: str) -> int:
    """The most combining marks on one base character of ``text`` (decomposed: ``ệ`` has two)."""
    most = run = 0
    for char in unicodedata.normalize("NFD", text):
        run = run + 1 if unicodedata.category(char).startswith("M") else 0
        most = max(most, run)
    return most


def check_chat(text: str) -> str:
    """The chat text to pass on, or `ProtocolError` (``chat_text``): 1 to MAX_CHAT_CHARS
    characters that can be shown, not only spaces, at most MAX_CHAT_MARKS combining marks
    on one base character."""
    if len(text) > MAX_CHAT_CHARS:
        raise ProtocolError(ErrorCode.CHAT_TEXT, f"a chat message has at most {MAX_CHAT_CHARS} characters")
    if not all(is_allowed_char(char) for char in text):
        raise ProtocolError(ErrorCode.CHAT_TEXT, "the chat message holds characters that cannot be shown")
    if not text.strip():
        raise ProtocolError(ErrorCode.CHAT_TEXT, "the chat message is empty")
    if _stacked_marks(text) > MAX_CHAT_MARKS:
        raise ProtocolError(
            ErrorCode.CHAT_TEXT, f"at most {MAX_CHAT_MARKS} accents on one letter of a chat message"
        )
    return text


# ------------------------------------------------------------------ published schema


def _field_schema(field: Field) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": [field.kind.value, "null"] if field.nullable else field.kind.value}
    schema["description"] = field.doc
    if field.choices:
        schema["enum"] = list(field.choices)
    bounds = {
        Kind.STR: ("minLength", "maxLength"),
        Kind.INT: ("minimum", "maximum"),
        Kind.ARRAY: ("minItems", "maxItems"),
    }.get(field.kind)
    if bounds:
        if field.low is not None:
            schema[bounds[0]] = field.low
        if field.high is not None:
            schema[bounds[1]] = field.high
    return schema


def _message_schema(spec: MessageSpec, client: bool) -> dict[str, Any]:
    properties: dict[str, Any] = {"type": {"const": spec.type}}
    if client:
        properties["id"] = {
            "type": "integer",
            "minimum": 0,
            "maximum": _MAX_REF,
            "description": "echoed as `ref`",
        }
    for field in spec.fields:
        properties[field.name] = _field_schema(field)
    return {
        "title": spec.type,
        "description": spec.doc,
        "type": "object",
        "properties": properties,
        "required": ["type"] + [field.name for field in spec.fields if field.required],
        "additionalProperties": False,
    }


def json_schema() -> dict[str, Any]:
    """Both directions of the protocol as one JSON Schema document."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"Token-Poker network protocol, version {PROTOCOL_VERSION}",
        "description": (
            f"One JSON object per WebSocket text message, at most {MAX_MESSAGE_BYTES} bytes from a client."
        ),
        "$defs": {
            "client": {"oneOf": [_message_schema(spec, True) for spec in CLIENT_SPECS]},
            "server": {"oneOf": [_message_schema(spec, False) for spec in SERVER_SPECS]},
        },
    }


if __name__ == "__main__":
    print(json.dumps(json_schema(), indent=2, ensure_ascii=False))
