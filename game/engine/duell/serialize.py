"""The Duell save format: `DuellState` to a JSON-ready dict and back, versioned.

``{"format": 1, "variant": "duell", "config": {...}, "deal_no", "first",
"stacks", "carried", "order": "7h Ad ...", "log": [[kind, seat, arg], ...]}``.
A damaged dict (missing or wrong-typed fields, unknown cards or actions, an
impossible deal) is refused with `SaveFormatError`.
"""

from __future__ import annotations

from typing import Any

from ..actions import Exchange
from ..betting import Call, Check, Fold, RaiseTo
from ..cards import CardParseError, format_cards, parse_cards
from ..errors import ConfigError, SaveFormatError
from ..levels import Level
from .config import DuellConfig
from .state import DuellState

__all__ = ["FORMAT_VERSION", "VARIANT", "to_dict", "from_dict"]

FORMAT_VERSION = 1
VARIANT = "duell"


def _action_to_list(action: Fold | Check | Call | RaiseTo | Exchange) -> list[Any]:
    if isinstance(action, Exchange):
        return ["exchange", action.seat, format_cards(action.cards)]
    if isinstance(action, RaiseTo):
        return ["raise", action.seat, action.amount]
    return [{Fold: "fold", Check: "check", Call: "call"}[type(action)], action.seat, None]


def to_dict(state: DuellState) -> dict[str, Any]:
    """A JSON-ready dict of ``state``."""
    config = state.config
    return {
        "format": FORMAT_VERSION,
        "variant": VARIANT,
        "config": {
            "name": config.name,
            "level": config.level.value,
            "deck": config.deck,
            "stack": config.stack,
        },
        "deal_no": state.deal_no,
        "first": state.first,
        "stacks": list(state.stacks),
        "carried": state.carried,
        "order": format_cards(state.order),
        "log": [_action_to_list(action) for action in state.log],
    }


def _int(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if type(value) is not int:
        raise SaveFormatError(f"{key!r} must be a whole number")
    return value


def _action(item: Any) -> Fold | Check | Call | RaiseTo | Exchange:
    if not isinstance(item, list) or len(item) != 3 or type(item[1]) is not int or item[1] not in (0, 1):
        raise SaveFormatError(f"not a Duell action: {item!r}")
    kind, seat, arg = item
    if kind == "exchange" and isinstance(arg, str):
        return Exchange(seat, tuple(parse_cards(arg)))
    if kind == "raise" and type(arg) is int:
        return RaiseTo(seat, arg)
    if arg is None and kind == "fold":
        return Fold(seat)
    if arg is None and kind == "check":
        return Check(seat)
    if arg is None and kind == "call":
        return Call(seat)
    raise SaveFormatError(f"not a Duell action: {item!r}")


def state_from_dict(data: Any) -> DuellState:
    """The `DuellState` a dict records (its deal not yet replayed)."""
    if not isinstance(data, dict):
        raise SaveFormatError("a Duell save is a dict")
    if data.get("format") != FORMAT_VERSION or data.get("variant") != VARIANT:
        raise SaveFormatError(f"not a Duell save of format {FORMAT_VERSION}")
    raw = data.get("config")
    if not isinstance(raw, dict):
        raise SaveFormatError("the save has no set-up")
    name, level, deck, stack = (raw.get(key) for key in ("name", "level", "deck", "stack"))
    if not isinstance(name, str) or not isinstance(level, str):
        raise SaveFormatError("the set-up needs a name and a level")
    if type(deck) is not int or type(stack) is not int:
        raise SaveFormatError("the set-up needs a deck and a stack")
    try:
        config = DuellConfig(name, Level(level), deck, stack)
    except (ConfigError, ValueError) as error:
        raise SaveFormatError(f"bad set-up in the save: {error}") from None
    stacks = data.get("stacks")
    if not isinstance(stacks, list) or len(stacks) != 2 or any(type(s) is not int for s in stacks):
        raise SaveFormatError("'stacks' must be two whole numbers")
    order = data.get("order")
    log = data.get("log")
    if not isinstance(order, str) or not isinstance(log, list):
        raise SaveFormatError("'order' must be cards and 'log' a list of actions")
    try:
        cards = tuple(parse_cards(order))
        actions = tuple(_action(item) for item in log)
    except CardParseError as error:
        raise SaveFormatError(f"bad cards in the save: {error}") from None
    return DuellState(
        config,
        _int(data, "deal_no"),
        _int(data, "first"),
        (stacks[0], stacks[1]),
        _int(data, "carried"),
        cards,
        actions,
    )


def from_dict(data: Any) -> DuellState:
    """The `DuellState` of a saved dict, checked by replaying it (`SaveFormatError` if damaged)."""
    from .game import DuellGame  # the replay is the check

    state = state_from_dict(data)
    DuellGame.from_state(state)
    return state
