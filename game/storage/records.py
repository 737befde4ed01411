"""Whom a record of the statistics counts: its name and, for a computer player, its level.

The sections of the statistics file that count per name and level (Duell,
Hold'em) read a record's identity the same way: a record without a valid
name, or a computer's record without a known level, cannot be kept at all.
"""

from __future__ import annotations

from typing import Any

from game.engine import Level
from game.engine.names import name_problem

__all__ = ["record_identity"]


def record_identity(raw: Any, human: bool) -> tuple[dict[str, Any], str, str]:
    """The record as a dict, its name and its level ('' for a person); ValueError if unusable."""
    if not isinstance(raw, dict):
        raise ValueError("not an object")
    name = raw.get("name")
    if not isinstance(name, str):
        raise ValueError(f"name {name!r} is not a name")
    if problem := name_problem(name):
        raise ValueError(problem)
    level = "" if human else raw.get("level")
    if not human and level not in set(Level):
        raise ValueError(f"level {level!r} is not a computer level")
    assert isinstance(level, str)
    return raw, name, level
