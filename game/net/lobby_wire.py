"""The lobby and the table on the client's side: typed records read from the server's messages.

Variant-agnostic: what any remote table screen shows around its game - the
list of tables (`TableSummary`), the table one is at (`Seating`: seats,
game master, whether a game runs, watchers, and the timers, which count
down between messages), and the chat (`ChatLine`: a person's words, or a
[SYSTEM]/[INFO] notice given as a code with details, so the screen words it
in its own language). Reading raises `WireError` for anything malformed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from game.engine.levels import Level

from .protocol import JsonObject, WireError

__all__ = [
    "TableSummary",
    "SeatInfo",
    "TimerView",
    "Seating",
    "ChatLine",
    "read_tables",
    "read_seating",
    "read_chat",
]


@dataclass(frozen=True, slots=True)
class TableSummary:
    """One table in the lobby."""

    table: int
    variant: str
    options: JsonObject
    seats: int
    max_seats: int
    running: bool
    spectators: int
    #: A password is needed to sit or watch (not for its opener, nor for who is invited).
    private: bool = False
    #: You are invited to this table (no password needed).
    invited: bool = False


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """A taken seat: a person (``name``) or a computer (``level``)."""

    name: str | None
    computer: bool
    level: Level | None
    connected: bool
    playing: bool
    #: Marked away: the timer makes the moves.
    away: bool = False


@dataclass(frozen=True, slots=True)
class VoteView:
    """A running vote to remove ``name``: started ``by``, ``yes``/``no`` so far, ``needed`` to remove."""

    name: str
    by: str
    reason: str
    yes: int
    no: int
    needed: int
    seconds: float


@dataclass(frozen=True, slots=True)
class TimerView:
    """Seconds left on the table's timers (None: not running); `passed` counts them down.
    ``known`` False: the connection is down, the server's clock runs on unseen - the seconds
    are not shown and not counted until the server's next values replace them."""

    master: float | None = None
    move_seat: int | None = None
    move: float | None = None
    restart: float | None = None
    round: float | None = None
    grace: Mapping[int, float] = field(default_factory=dict)
    known: bool = True
    #: Variants with a time bank (Hold'em, Duell): ``move`` counts the mover's time bank now
    #: (``bank``), and each game seat's time bank left (``banks``).
    bank: bool = False
    banks: Mapping[int, float] = field(default_factory=dict)

    def passed(self, dt: float) -> TimerView:
        """The timers ``dt`` seconds later (never below 0; unknown ones stay as they are)."""
        if not self.known:
            return self

        def less(value: float | None) -> float | None:
            return None if value is None else max(0.0, value - dt)

        return replace(
            self,
            master=less(self.master),
            move=less(self.move),
            restart=less(self.restart),
            round=less(self.round),
            grace={seat: max(0.0, value - dt) for seat, value in self.grace.items()},
            banks={
                seat: max(0.0, value - dt) if self.bank and seat == self.move_seat else value
                for seat, value in self.banks.items()
            },
        )


@dataclass(frozen=True, slots=True)
class Seating:
    """The table one is at."""

    table: int
    variant: str
    options: JsonObject
    seats: tuple[SeatInfo | None, ...]
    master: int | None
    me: int | None
    running: bool
    game: int | None
    spectators: int
    timers: TimerView
    #: Who opened the table (may remove players between games); None: unknown.
    opener: str | None = None
    #: The running vote to remove somebody, if any.
    vote: VoteView | None = None

    @property
    def i_am_master(self) -> bool:
        """Whether this client's person is the game master."""
        return self.me is not None and self.me == self.master


@dataclass(frozen=True, slots=True)
class ChatLine:
    """A chat line at ``table``: user (``name`` wrote ``text``), system or info (``code``, ``args``)."""

    table: int
    no: int
    kind: str
    name: str | None
    text: str | None
    code: str | None
    args: JsonObject


def _int(data: Mapping[str, Any], key: str, nullable: bool = False) -> Any:
    value = data.get(key)
    if value is None and nullable:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise WireError(f"{key}: not a number")
    return value


def _bool(data: Mapping[str, Any], key: str) -> bool:
    value = data.get(key)
    if not isinstance(value, bool):
        raise WireError(f"{key}: not true or false")
    return value


def _str(data: Mapping[str, Any], key: str, nullable: bool = False) -> Any:
    value = data.get(key)
    if value is None and nullable:
        return None
    if not isinstance(value, str):
        raise WireError(f"{key}: not a text")
    return value


def _object(data: Mapping[str, Any], key: str) -> JsonObject:
    value = data.get(key)
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise WireError(f"{key}: not an object")
    return value


def read_tables(fields: Mapping[str, Any]) -> tuple[TableSummary, ...]:
    """The ``tables`` message."""
    rows = fields.get("tables")
    if not isinstance(rows, list):
        raise WireError("tables: not a list")
    out = []
    for row in rows:
        if not isinstance(row, dict):
            raise WireError("tables: a row is an object")
        out.append(
            TableSummary(
                _int(row, "table"),
                _str(row, "variant"),
                _object(row, "options"),
                _int(row, "seats"),
                _int(row, "max_seats"),
                _bool(row, "running"),
                _int(row, "spectators"),
                row.get("private") is True,
                row.get("invited") is True,
            )
        )
    return tuple(out)


def read_timers(data: Any) -> TimerView:
    """The ``timers`` object of a ``table`` or ``update`` message."""
    if not isinstance(data, dict):
        raise WireError("timers: not an object")
    move = data.get("move")
    move_seat = move_left = None
    bank = False
    if move is not None:
        if not isinstance(move, dict):
            raise WireError("timers: move is an object")
        move_seat, move_left = _int(move, "seat"), float(_int(move, "seconds"))
        bank = move.get("bank") is True
    banks = data.get("banks", {})
    if not isinstance(banks, dict) or not all(
        key.isdigit() and isinstance(value, int) and not isinstance(value, bool)
        for key, value in banks.items()
    ):
        raise WireError("timers: banks maps seats to seconds")
    grace = _object(data, "grace")
    if not all(key.isdigit() and isinstance(value, int) for key, value in grace.items()):
        raise WireError("timers: grace maps seats to seconds")

    def seconds(key: str) -> float | None:
        value = _int(data, key, nullable=True)
        return None if value is None else float(value)

    return TimerView(
        seconds("master"),
        move_seat,
        move_left,
        seconds("restart"),
        seconds("round"),
        {int(key): float(value) for key, value in grace.items() if isinstance(value, int)},
        bank=bank,
        banks={int(key): float(value) for key, value in banks.items()},
    )


def read_seating(fields: Mapping[str, Any]) -> Seating:
    """The ``table`` message."""
    raw_seats = fields.get("seats")
    if not isinstance(raw_seats, list):
        raise WireError("table: seats is a list")
    seats: list[SeatInfo | None] = []
    for raw in raw_seats:
        if raw is None:
            seats.append(None)
            continue
        if not isinstance(raw, dict):
            raise WireError("table: a seat is an object or null")
        level = raw.get("level")
        try:
            parsed_level = None if level is None else Level(level)
        except ValueError:
            raise WireError(f"table: unknown level {level!r}") from None
        seats.append(
            SeatInfo(
                _str(raw, "name", True),
                _bool(raw, "computer"),
                parsed_level,
                _bool(raw, "connected"),
                _bool(raw, "playing"),
                raw.get("away") is True,
            )
        )
    return Seating(
        _int(fields, "table"),
        _str(fields, "variant"),
        _object(fields, "options"),
        tuple(seats),
        _int(fields, "master", True),
        _int(fields, "me", True),
        _bool(fields, "running"),
        _int(fields, "game", True),
        _int(fields, "spectators"),
        read_timers(fields.get("timers")),
        _str(fields, "opener", True),
        _read_vote(fields.get("vote")),
    )


def _read_vote(data: Any) -> VoteView | None:
    if data is None:
        return None
    if not isinstance(data, dict):
        raise WireError("table: vote is an object or null")
    return VoteView(
        _str(data, "name"),
        _str(data, "by"),
        _str(data, "reason"),
        _int(data, "yes"),
        _int(data, "no"),
        _int(data, "needed"),
        float(_int(data, "seconds")),
    )


def read_chat(fields: Mapping[str, Any]) -> ChatLine:
    """The ``chat`` message."""
    kind = _str(fields, "kind")
    if kind not in ("user", "system", "info"):
        raise WireError(f"chat: unknown kind {kind!r}")
    return ChatLine(
        _int(fields, "table"),
        _int(fields, "no"),
        kind,
        _str(fields, "name", True),
        _str(fields, "text", True),
        _str(fields, "code", True),
        _object(fields, "args"),
    )
