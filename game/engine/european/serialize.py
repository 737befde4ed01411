"""The network table's save format: `EuropeanState` to a JSON-ready dict and back, versioned.

``{"format": 1, "variant": "european", "config": {"seats", "ante", "max_bet",
"last_round"}, "table": {"seats": [null | {"name", "stack"}], "master",
"games", "chips_in", "chips_out", "serial", "timer_no"}, "order": "Ah 5c
...", "log": [[kind, seat, ...], ...]}``. A log entry is ``["join", seat,
name, stack]``, ``["leave", seat, removed]``, ``["stack", seat, amount]``,
``["start", seat]``, ``["bet", seat, amount, showdown]``, ``["fold",
seat]``, ``["exchange", seat, "cards"]``, ``["show", seat]`` or
``["timeout", seat-or-null, number]``. A damaged dict (missing or
wrong-typed fields, unknown cards or actions) is refused with
`SaveFormatError`; `EuropeanGame.from_state(from_dict(data))` also replays
it, which refuses an impossible table.
"""

from __future__ import annotations

from typing import Any

from ..actions import Exchange
from ..betting import Fold
from ..cards import CardParseError, format_cards, parse_cards
from ..errors import ConfigError, SaveFormatError
from .actions import Bet, EuropeanAction, Join, Leave, Show, Start, TakeStack, Timeout
from .config import EuropeanConfig
from .state import EuropeanState, SeatRecord, TableSnapshot

__all__ = ["FORMAT_VERSION", "VARIANT", "to_dict", "from_dict"]

FORMAT_VERSION = 1
VARIANT = "european"

_COUNTERS = ("games", "chips_in", "chips_out", "serial", "timer_no")


def _action_to_list(action: EuropeanAction) -> list[Any]:
    if isinstance(action, Join):
        return ["join", action.seat, action.name, action.stack]
    if isinstance(action, Leave):
        return ["leave", action.seat, action.removed]
    if isinstance(action, TakeStack):
        return ["stack", action.seat, action.amount]
    if isinstance(action, Start):
        return ["start", action.seat]
    if isinstance(action, Bet):
        return ["bet", action.seat, action.amount, action.showdown]
    if isinstance(action, Fold):
        return ["fold", action.seat]
    if isinstance(action, Exchange):
        return ["exchange", action.seat, format_cards(action.cards)]
    if isinstance(action, Show):
        return ["show", action.seat]
    return ["timeout", action.seat, action.number]


def to_dict(state: EuropeanState) -> dict[str, Any]:
    """A JSON-ready dict of ``state``."""
    config = state.config
    table = state.table
    return {
        "format": FORMAT_VERSION,
        "variant": VARIANT,
        "config": {
            "seats": config.seats,
            "ante": config.ante,
            "max_bet": config.max_bet,
            "last_round": config.last_round,
        },
        "table": {
            "seats": [None if r is None else {"name": r.name, "stack": r.stack} for r in table.seats],
            "master": table.master,
            **{key: getattr(table, key) for key in _COUNTERS},
        },
        "order": format_cards(state.order),
        "log": [_action_to_list(action) for action in state.log],
    }


def _is_int(value: object) -> bool:
    return type(value) is int


def _action(item: Any) -> EuropeanAction:
    """The action a log entry records (`SaveFormatError` if it is none)."""
    if not isinstance(item, list) or not item or not isinstance(item[0], str):
        raise SaveFormatError(f"not an action: {item!r}")
    kind, args = item[0], item[1:]
    shapes: dict[str, tuple[type, ...]] = {
        "join": (int, str, int),
        "leave": (int, bool),
        "stack": (int, int),
        "start": (int,),
        "bet": (int, int, bool),
        "fold": (int,),
        "exchange": (int, str),
        "show": (int,),
        "timeout": (object, int),
    }
    shape = shapes.get(kind)
    if shape is None or len(args) != len(shape) or not all(
        type(arg) is wanted or wanted is object for arg, wanted in zip(args, shape)
    ):
        raise SaveFormatError(f"not an action: {item!r}")
    if kind == "join":
        return Join(args[0], args[1], args[2])
    if kind == "leave":
        return Leave(args[0], args[1])
    if kind == "stack":
        return TakeStack(args[0], args[1])
    if kind == "start":
        return Start(args[0])
    if kind == "bet":
        return Bet(args[0], args[1], args[2])
    if kind == "fold":
        return Fold(args[0])
    if kind == "exchange":
        return Exchange(args[0], tuple(parse_cards(args[1])))
    if kind == "show":
        return Show(args[0])
    if args[0] is not None and not _is_int(args[0]):
        raise SaveFormatError(f"not an action: {item!r}")
    return Timeout(args[0], args[1])


def _seat(item: Any) -> SeatRecord | None:
    if item is None:
        return None
    if not isinstance(item, dict) or not isinstance(item.get("name"), str) or not _is_int(item.get("stack")):
        raise SaveFormatError(f"not a seated player: {item!r}")
    return SeatRecord(item["name"], item["stack"])


def from_dict(data: Any) -> EuropeanState:
    """The `EuropeanState` a dict records (not yet replayed: see `EuropeanGame.from_state`)."""
    if not isinstance(data, dict):
        raise SaveFormatError("a table save is a dict")
    if data.get("format") != FORMAT_VERSION or data.get("variant") != VARIANT:
        raise SaveFormatError(f"not a European table save of format {FORMAT_VERSION}")
    raw = data.get("config")
    if not isinstance(raw, dict) or not all(
        _is_int(raw.get(key)) for key in ("seats", "ante", "max_bet", "last_round")
    ):
        raise SaveFormatError("the save has no valid table set-up")
    try:
        config = EuropeanConfig(raw["seats"], raw["ante"], raw["max_bet"], raw["last_round"])
    except ConfigError as error:
        raise SaveFormatError(f"bad set-up in the save: {error}") from None
    table = data.get("table")
    if not isinstance(table, dict) or not isinstance(table.get("seats"), list):
        raise SaveFormatError("the save has no table")
    master = table.get("master")
    if master is not None and not _is_int(master):
        raise SaveFormatError("'master' must be a seat or null")
    if not all(_is_int(table.get(key)) for key in _COUNTERS):
        raise SaveFormatError(f"the table needs whole numbers {', '.join(_COUNTERS)}")
    order = data.get("order")
    log = data.get("log")
    if not isinstance(order, str) or not isinstance(log, list):
        raise SaveFormatError("'order' must be cards and 'log' a list of actions")
    try:
        cards = tuple(parse_cards(order))
        actions = tuple(_action(item) for item in log)
    except CardParseError as error:
        raise SaveFormatError(f"bad cards in the save: {error}") from None
    snapshot = TableSnapshot(
        tuple(_seat(item) for item in table["seats"]),
        master,
        *(table[key] for key in _COUNTERS),
    )
    return EuropeanState(config, snapshot, cards, actions)

