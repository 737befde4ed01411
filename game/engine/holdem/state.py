"""The public state record of a Hold'em game and its versioned dict form (saves).

A game is its config, the first button and its script (each hand's deck and
every action), so `HoldemState` is exactly that plus a summary (hands,
stacks, phase) that `from_dict` checks after replaying: a dict whose replay
does not reproduce its own summary is damaged. Every refusal is a
`SaveFormatError`; the dict is plain JSON data.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..cards import CardParseError, format_cards, parse_cards
from ..errors import EngineError, SaveFormatError
from .actions import Call, Check, Fold, RaiseTo, SitDown, StandUp, TakeStack, Timeout
from .config import HoldemConfig, HoldemSeat
from .game import HoldemGame, ScriptStep

__all__ = ["HoldemState", "FORMAT_VERSION", "VARIANT", "to_dict", "from_dict"]

FORMAT_VERSION = 1
VARIANT = "holdem"
_SIMPLE: dict[str, type[Fold | Check | Call | Timeout | TakeStack | StandUp]] = {
    "fold": Fold,
    "check": Check,
    "call": Call,
    "timeout": Timeout,
    "take-stack": TakeStack,
    "leave": StandUp,
}
_NAMES = {cls: name for name, cls in _SIMPLE.items()}


@dataclass(frozen=True, slots=True)
class HoldemState:
    """Everything needed to resume a game, and a summary to check it by."""

    config: HoldemConfig
    first_button: int | None
    initial_stacks: tuple[int, ...]
    script: tuple[ScriptStep, ...]
    hand_no: int
    stacks: tuple[int, ...]
    phase: str


def _seat_to_data(seat: HoldemSeat | None) -> Any:
    return None if seat is None else {"name": seat.name, "human": seat.human, "level": seat.level.value}


def _seat_from_data(data: object) -> HoldemSeat:
    if not isinstance(data, Mapping) or set(data) != {"name", "human", "level"}:
        raise SaveFormatError(f"not a seat: {data!r}")
    if not isinstance(data["human"], bool):
        raise SaveFormatError("a seat's 'human' is not True or False")
    return HoldemSeat(data["name"], data["human"], data["level"])


def _step_to_data(step: ScriptStep) -> Any:
    if isinstance(step, tuple):
        return {"deck": format_cards(step)}
    if isinstance(step, RaiseTo):
        return ["raise", step.seat, step.amount]
    if isinstance(step, SitDown):
        sit = ["sit", step.seat, _seat_to_data(step.player), step.post]
        return sit if step.stack is None else [*sit, step.stack]
    if isinstance(step, TakeStack) and step.amount is not None:
        return ["take-stack", step.seat, step.amount]
    return [_NAMES[type(step)], step.seat]


def to_dict(state: HoldemState) -> dict[str, Any]:
    """The state as plain JSON data, with format version and variant."""
    config = state.config
    return {
        "version": FORMAT_VERSION,
        "variant": VARIANT,
        "config": {
            "seats": [_seat_to_data(seat) for seat in config.seats],
            "structure": config.structure.value,
            "big_blind": config.big_blind,
            "small_blind": config.small_blind,
            "starting_stack": config.starting_stack,
            "table_format": config.table_format.value,
            "blind_hands": config.blind_hands,
            "muck_beaten": config.muck_beaten,
        },
        "first_button": state.first_button,
        "initial_stacks": list(state.initial_stacks),
        "script": [_step_to_data(step) for step in state.script],
        "hand_no": state.hand_no,
        "stacks": list(state.stacks),
        "phase": state.phase,
    }


def _int(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SaveFormatError(f"{what} is not a whole number")
    return value


def _step_from_data(data: object) -> ScriptStep:
    if isinstance(data, Mapping):
        deck = data.get("deck")
        if set(data) != {"deck"} or not isinstance(deck, str):
            raise SaveFormatError("a hand's deck is damaged")
        try:
            return tuple(parse_cards(deck))
        except CardParseError as error:
            raise SaveFormatError(str(error)) from None
    if not isinstance(data, list) or not data or not isinstance(data[0], str):
        raise SaveFormatError(f"not an action: {data!r}")
    kind, *rest = data
    if kind == "raise" and len(rest) == 2:
        return RaiseTo(_int(rest[0], "a seat"), _int(rest[1], "an amount"))
    if kind == "take-stack" and len(rest) == 2:
        return TakeStack(_int(rest[0], "a seat"), _int(rest[1], "an amount"))
    if kind == "sit" and len(rest) in (3, 4) and isinstance(rest[2], bool):
        stack = _int(rest[3], "a stack") if len(rest) == 4 else None
        try:
            return SitDown(_int(rest[0], "a seat"), _seat_from_data(rest[1]), rest[2], stack)
        except EngineError as error:
            raise SaveFormatError(f"a player sitting down is damaged: {error}") from None
    if kind in _SIMPLE and len(rest) == 1:
        return _SIMPLE[kind](_int(rest[0], "a seat"))
    raise SaveFormatError(f"not an action: {data!r}")


def from_dict(data: object) -> HoldemState:
    """The state of a dict written by `to_dict`; anything damaged raises SaveFormatError."""
    if not isinstance(data, Mapping):
        raise SaveFormatError("a saved Hold'em game is a dict")
    if data.get("variant") != VARIANT:
        raise SaveFormatError(f"not a Hold'em save: variant {data.get('variant')!r}")
    if data.get("version") != FORMAT_VERSION:
        raise SaveFormatError(f"unknown Hold'em save version {data.get('version')!r}")
    try:
        raw = data["config"]
        seats = tuple(None if seat is None else _seat_from_data(seat) for seat in raw["seats"])
        config = HoldemConfig(
            seats,
            raw["structure"],
            raw["big_blind"],
            raw["small_blind"],
            raw["starting_stack"],
            raw["table_format"],
            raw["blind_hands"],
            raw["muck_beaten"],
        )
        first = data["first_button"]
        initial = data["initial_stacks"]
        script_data = data["script"]
        stacks = data["stacks"]
        phase = data["phase"]
        hand_no = _int(data["hand_no"], "the hand number")
    except (KeyError, TypeError, EngineError) as error:
        if isinstance(error, SaveFormatError):
            raise
        raise SaveFormatError(f"the saved config is damaged: {error}") from None
    if first is not None:
        first = _int(first, "the first button")
    lists = (initial, script_data, stacks)
    if not all(isinstance(item, list) for item in lists) or not isinstance(phase, str):
        raise SaveFormatError("the saved game is damaged")
    script = tuple(_step_from_data(step) for step in script_data)
    state = HoldemState(
        config,
        first,
        tuple(_int(s, "a stack") for s in initial),
        script,
        hand_no,
        tuple(_int(s, "a stack") for s in stacks),
        phase,
    )
    HoldemGame.from_state(state)  # refuses a script that does not replay to its summary
    return state
