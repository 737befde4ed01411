"""The last Hold'em set-up as the settings keep it, and its checks.

``last_holdem`` in the settings file is a plain dict: the seats (name,
person or computer, level), the structure, the big blind (the small bet in
limit), the starting stack, the format with the hands per blind level, the
action timer, mucking, and whether people at a hot seat agreed to the Tipp.
`normalize_holdem_setup` replaces each bad part by its default and names
it, as the other set-ups' checks do, so a damaged settings file never
stops the game; `holdem_config` turns a clean set-up into a `HoldemConfig`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine import ConfigError
from game.engine.holdem import MAX_SEATS, MIN_SEATS, HoldemConfig, HoldemSeat, Structure, TableFormat
from game.engine.levels import Level
from game.engine.names import MAX_NAME_LENGTH, name_problem

__all__ = [
    "default_holdem_setup",
    "normalize_holdem_setup",
    "holdem_config",
    "MIN_BIG_BLIND",
    "MAX_BIG_BLIND",
    "MIN_STACK",
    "MAX_STACK",
    "MAX_BLIND_HANDS",
]

MIN_BIG_BLIND, MAX_BIG_BLIND = 2, 100_000
MIN_STACK, MAX_STACK = 10, 10_000_000
MAX_BLIND_HANDS = 100
_FLAGS = ("timer", "muck", "hot_seat_tips")


def default_holdem_setup() -> dict[str, Any]:
    """A first Hold'em table: the person and five Normal computers, no-limit 10/20, 1,000 chips."""
    seats = [{"name": "", "human": True, "level": Level.NORMAL.value}]
    seats += [{"name": "", "human": False, "level": Level.NORMAL.value} for _ in range(5)]
    return {
        "seats": seats,
        "structure": Structure.NO_LIMIT.value,
        "big_blind": 20,
        "stack": 1000,
        "format": TableFormat.CASH.value,
        "blind_hands": 10,
        "timer": False,
        "muck": True,
        "hot_seat_tips": False,
    }


def _whole(
    raw: Mapping[str, Any], key: str, low: int, high: int, result: dict[str, Any], problems: list[str]
) -> None:
    value = raw.get(key, result[key])
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        result[key] = value
    else:
        problems.append(f"{key}: {value!r} is not {low}..{high}")


def normalize_holdem_setup(raw: Any) -> tuple[dict[str, Any], list[str]]:
    """A clean Hold'em set-up dict, each bad part replaced by its default, plus the problems."""
    result = default_holdem_setup()
    if not isinstance(raw, dict):
        return result, [f"{raw!r} is not an object"]
    problems: list[str] = []
    seats = raw.get("seats", result["seats"])
    if (
        isinstance(seats, list)
        and MIN_SEATS <= len(seats) <= MAX_SEATS
        and all(isinstance(seat, dict) for seat in seats)
    ):
        clean = []
        for index, seat in enumerate(seats):
            name = seat.get("name", "")
            # an empty name is the screen's default ("Spieler 1", "Computer 2") for the seat's kind
            if (
                not isinstance(name, str)
                or len(name.strip()) > MAX_NAME_LENGTH
                or (name.strip() and name_problem(name))
            ):
                problems.append(f"seats[{index}].name: {name!r} is not a name")
                name = ""
            human = seat.get("human", False)
            if not isinstance(human, bool):
                problems.append(f"seats[{index}].human: {human!r} is not true or false")
                human = False
            level = seat.get("level", Level.NORMAL.value)
            if level not in {member.value for member in Level}:
                problems.append(f"seats[{index}].level: {level!r} is not a computer level")
                level = Level.NORMAL.value
            clean.append({"name": name.strip(), "human": human, "level": level})
        result["seats"] = clean
    else:
        problems.append(f"seats: not {MIN_SEATS} to {MAX_SEATS} seats")
    for key, kind in (("structure", Structure), ("format", TableFormat)):
        value = raw.get(key, result[key])
        if value in {member.value for member in kind}:
            result[key] = value
        else:
            problems.append(f"{key}: {value!r} is unknown")
    _whole(raw, "big_blind", MIN_BIG_BLIND, MAX_BIG_BLIND, result, problems)
    _whole(raw, "stack", MIN_STACK, MAX_STACK, result, problems)
    _whole(raw, "blind_hands", 1, MAX_BLIND_HANDS, result, problems)
    for key in _FLAGS:
        value = raw.get(key, result[key])
        if isinstance(value, bool):
            result[key] = value
        else:
            problems.append(f"{key}: {value!r} is not true or false")
    return result, problems


def holdem_config(setup: Mapping[str, Any]) -> HoldemConfig:
    """The `HoldemConfig` of a set-up whose seats all have names (`ConfigError` if it is not a table)."""
    clean, problems = normalize_holdem_setup(dict(setup))
    if problems:
        raise ConfigError("; ".join(problems))
    seats = tuple(HoldemSeat(s["name"], s["human"], Level(s["level"])) for s in clean["seats"])
    return HoldemConfig(
        seats,
        Structure(clean["structure"]),
        clean["big_blind"],
        None,
        clean["stack"],
        TableFormat(clean["format"]),
        clean["blind_hands"],
        clean["muck"],
    )
