"""The wire format of Texas Hold'em and Duell at a network table: events, views and actions as JSON.

Events are the engines' frozen records, already projected for their reader
(`HoldemGame.events_for`, `DuellGame.events_for`: another seat's cards are
None there), written field by field: ``{"e": "<kind>", <field>: <value>..}``
with the kind in snake case (``hand_started``, ``hole_cards``,
``raised_to``..), cards as their two-letter names (``"As"``), enums as their
values and tuples as lists. Nothing is added that the projected record does
not hold, so a projection's JSON never holds more than the projection.

Actions (the ``act`` message's ``action``): ``{"kind": "fold" | "check" |
"call"}``, ``{"kind": "raise", "amount": <total bet>}`` and, in Duell,
``{"kind": "exchange", "cards": "As Kd"}`` (0 to 4 of the own cards,
space-separated). Anything else is a `WireError` naming what is wrong.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from types import UnionType
from typing import Any, Union, get_args, get_origin, get_type_hints

from game.engine.actions import Exchange
from game.engine.betting import BetSizeError, Call, Check, Fold, LegalActions, RaiseTo
from game.engine.cards import Card, CardParseError, parse_card, parse_cards
from game.engine.duell import DuellEvent
from game.engine.errors import IllegalActionError
from game.engine.holdem import HoldemEvent

from ..protocol import JsonObject, JsonValue, WireError

__all__ = [
    "Conceded",
    "wire_schema",
    "record_to_json",
    "value_to_json",
    "legal_to_json",
    "bet_from_json",
    "exchange_from_json",
    "record_from_json",
    "legal_from_json",
    "bet_to_json",
]


@dataclass(frozen=True, slots=True)
class Conceded:
    """Duell: ``seat`` left the table, the match is over, ``winner`` takes every chip of it."""

    seat: int
    winner: int


_SNAKE = re.compile(r"(?<!^)(?=[A-Z])")
_KIND_NAMES: dict[type, str] = {}


def _kind(cls: type) -> str:
    name = _KIND_NAMES.get(cls)
    if name is None:
        name = _KIND_NAMES[cls] = _SNAKE.sub("_", cls.__name__).lower()
    return name


def value_to_json(value: Any) -> JsonValue:
    """One field's value: cards by name, enums by value, records and tuples recursively."""
    if isinstance(value, Enum):  # before int and str: a StrEnum or IntEnum is written as its plain value
        return value_to_json(value.value)
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, (tuple, list)):
        return [value_to_json(item) for item in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return record_to_json(value)
    raise TypeError(f"no wire form for {value!r}")


def record_to_json(record: Any) -> JsonObject:
    """An engine event (a frozen dataclass) as ``{"e": kind, field: value..}``."""
    data: JsonObject = {"e": _kind(type(record))}
    for field in dataclasses.fields(record):
        data[field.name] = value_to_json(getattr(record, field.name))
    return data


def legal_to_json(legal: LegalActions | None) -> JsonObject | None:
    """What the reader may bet now (None: not its turn to bet)."""
    if legal is None:
        return None
    return {
        "fold": legal.fold,
        "check": legal.check,
        "call": legal.call,
        "raise_min": legal.raise_min,
        "raise_max": legal.raise_max,
    }


def _kind_of(action: Mapping[str, object], allowed: tuple[str, ...]) -> str:
    kind = action.get("kind")
    if not isinstance(kind, str) or kind not in allowed:
        raise WireError(f"action: kind is one of {', '.join(allowed)}, not {kind!r}")
    return kind


def _only(action: Mapping[str, object], keys: set[str]) -> None:
    extra = sorted(set(action) - keys)
    if extra:
        raise WireError(f"action: no field {extra[0]!r}")


def bet_from_json(seat: int, action: Mapping[str, object]) -> Fold | Check | Call | RaiseTo:
    """A betting action of ``seat`` from its JSON; `WireError` for a malformed one."""
    kind = _kind_of(action, ("fold", "check", "call", "raise"))
    if kind != "raise":
        _only(action, {"kind"})
        if kind == "fold":
            return Fold(seat)
        return Check(seat) if kind == "check" else Call(seat)
    _only(action, {"kind", "amount"})
    amount = action.get("amount")
    if isinstance(amount, bool) or not isinstance(amount, int) or not 0 < amount < 2**53:
        raise WireError(f"action: amount is a whole number of chips above 0, not {amount!r}")
    return RaiseTo(seat, amount)


def exchange_from_json(seat: int, action: Mapping[str, object]) -> Exchange:
    """A Duell exchange of ``seat`` from its JSON (``cards``: 0 to 4 card names)."""
    _only(action, {"kind", "cards"})
    cards = action.get("cards", "")
    if not isinstance(cards, str) or len(cards) > 20:
        raise WireError('action: cards is a text of at most 4 card names, e.g. "As Kd"')
    try:
        parsed = tuple(parse_cards(cards)) if cards.strip() else ()
    except CardParseError as error:
        raise WireError(f"action: {error}") from None
    return Exchange(seat, parsed)


def _record_schema(classes: tuple[type, ...]) -> dict[str, Any]:
    """An event: ``e`` names its kind, the other fields are the record's (cards as names, hidden: null)."""
    return {
        "oneOf": [
            {
                "title": _kind(cls),
                "type": "object",
                "properties": {"e": {"const": _kind(cls)}},
                "required": ["e", *(field.name for field in dataclasses.fields(cls))],
            }
            for cls in classes
        ]
    }


def _view_schema(title: str, fields: tuple[str, ...]) -> dict[str, Any]:
    return {"title": title, "type": "object", "required": list(fields)}


def wire_schema() -> dict[str, Any]:
    """The Hold'em and Duell payloads (``act``'s action, the events, the views) as JSON Schema."""

    def closed(kind: str, **fields: Any) -> dict[str, Any]:
        properties = {"kind": {"const": kind}, **fields}
        return {
            "type": "object",
            "properties": properties,
            "required": list(properties),
            "additionalProperties": False,
        }

    bets = [
        closed("fold"),
        closed("check"),
        closed("call"),
        closed("raise", amount={"type": "integer", "minimum": 1}),
    ]
    exchange = closed("exchange", cards={"type": "string", "maxLength": 20})
    return {
        "holdem_action": {"oneOf": bets},
        "holdem_event": _record_schema(get_args(HoldemEvent)),
        "holdem_view": _view_schema(
            "holdem_view",
            (
                "names",
                "structure",
                "hand",
                "phase",
                "button",
                "board",
                "street",
                "stacks",
                "bets",
                "pot",
                "live",
                "current",
                "blinds",
                "next_level_at",
                "places",
                "buy_in",
                "prizes",
                "seat",
                "hole",
                "legal",
            ),
        ),
        "holdem_record": {
            "type": "object",
            "properties": {
                "hand": {"type": "integer", "minimum": 1},
                "phh": {"type": "string"},
                "text": {"type": "string"},
            },
            "required": ["hand", "phh", "text"],
            "additionalProperties": False,
        },
        "duell_action": {"oneOf": [*bets, exchange]},
        "duell_event": _record_schema((*get_args(DuellEvent), Conceded)),
        "duell_view": _view_schema(
            "duell_view",
            ("names", "deck", "over", "deal", "phase", "stacks", "bets", "pot", "seat", "hand", "legal"),
        ),
    }


# ---------------------------------------------------------------------- reading (the client's side)

_EVENT_CLASSES: dict[str, dict[str, type]] = {}


def _classes(union: Any) -> dict[str, type]:
    key = repr(union)
    found = _EVENT_CLASSES.get(key)
    if found is None:
        found = _EVENT_CLASSES[key] = {_kind(cls): cls for cls in get_args(union)}
    return found


def _read_value(hint: Any, value: object, where: str) -> Any:
    """``value`` of the JSON read back as ``hint`` (the engine record's field type)."""
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, UnionType):
        if value is None and type(None) in args:
            return None
        for option in args:
            if option is type(None):
                continue
            try:
                return _read_value(option, value, where)
            except WireError:
                continue
        raise WireError(f"{where}: {value!r} is none of {hint}")
    if origin is tuple:
        if not isinstance(value, list):
            raise WireError(f"{where}: expected a list, not {value!r}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_read_value(args[0], item, where) for item in value)
        if len(args) != len(value):
            raise WireError(f"{where}: expected {len(args)} items, not {len(value)}")
        return tuple(_read_value(arg, item, where) for arg, item in zip(args, value))
    if hint is Card:
        if not isinstance(value, str):
            raise WireError(f"{where}: a card is its name, not {value!r}")
        try:
            return parse_card(value)
        except (CardParseError, ValueError):
            raise WireError(f"{where}: {value!r} is no card") from None
    if isinstance(hint, type) and issubclass(hint, Enum):
        try:
            return hint(value)
        except ValueError:
            raise WireError(f"{where}: {value!r} is no {hint.__name__}") from None
    if hint is bool:
        if not isinstance(value, bool):
            raise WireError(f"{where}: expected true or false, not {value!r}")
        return value
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise WireError(f"{where}: expected a whole number, not {value!r}")
        return value
    if hint is str:
        if not isinstance(value, str):
            raise WireError(f"{where}: expected a text, not {value!r}")
        return value
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _read_record(hint, value, where)
    raise WireError(f"{where}: no reading for {hint}")


def _read_record(cls: type, data: object, where: str) -> Any:
    if not isinstance(data, dict):
        raise WireError(f"{where}: expected an object, not {data!r}")
    hints = get_type_hints(cls)
    values: dict[str, Any] = {}
    for field in dataclasses.fields(cls):
        if field.name not in data:
            if field.default is not dataclasses.MISSING:
                continue
            raise WireError(f"{where}: {_kind(cls)} lacks {field.name!r}")
        values[field.name] = _read_value(hints[field.name], data[field.name], f"{where}.{field.name}")
    try:
        return cls(**values)
    except (TypeError, ValueError) as error:
        raise WireError(f"{where}: {error}") from None


def record_from_json(data: object, union: Any) -> Any:
    """An engine event of ``union`` (`HoldemEvent`, `DuellEvent`) from its JSON (`record_to_json`);
    `WireError` names what is wrong."""
    if not isinstance(data, dict) or not isinstance(data.get("e"), str):
        raise WireError("event: an object with its kind in 'e'")
    cls = _classes(union).get(str(data["e"]))
    if cls is None:
        raise WireError(f"event: no kind {data['e']!r}")
    return _read_record(cls, data, str(data["e"]))


def legal_from_json(data: object, seat: int, opening: bool) -> LegalActions | None:
    """What ``seat`` may bet now, from `legal_to_json` (None: not its turn to bet); ``opening``:
    nobody has bet in this round yet (the view's bets say so)."""
    if data is None:
        return None
    if not isinstance(data, dict):
        raise WireError("legal: expected an object or null")
    values = [
        _read_value(int | None, data.get(key), f"legal.{key}") for key in ("call", "raise_min", "raise_max")
    ]
    return LegalActions(seat, values[0], values[1], values[2], opening)


def bet_to_json(action: object, legal: LegalActions) -> JsonObject:
    """The ``act`` payload of a betting ``action`` (`Fold`, `Check`, `Call`, `RaiseTo`) after the
    checks a client can make against ``legal`` (the server's choices); each refusal is the
    engine's error (`IllegalActionError`, `BetSizeError`), and nothing is sent."""
    if isinstance(action, Fold):
        return {"kind": "fold"}
    if isinstance(action, Check):
        if legal.call is not None:
            raise IllegalActionError("there is a bet to call: checking is not possible")
        return {"kind": "check"}
    if isinstance(action, Call):
        if legal.call is None:
            raise IllegalActionError("there is nothing to call")
        return {"kind": "call"}
    if isinstance(action, RaiseTo):
        if legal.raise_min is None or legal.raise_max is None:
            raise IllegalActionError("no bet or raise is open to you")
        if not legal.raise_min <= action.amount <= legal.raise_max:
            raise BetSizeError(f"a bet here is {legal.raise_min} to {legal.raise_max} chips")
        return {"kind": "raise", "amount": action.amount}
    raise IllegalActionError("not a betting action")
