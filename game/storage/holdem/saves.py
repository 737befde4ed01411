"""The Hold'em save slot: the table in progress in a file of its own, next to the other games'.

``holdem.json`` holds the same envelope as ``save.json`` (format, version,
the SHA-256 of the content) around ``{"game": <the engine's to_dict>,
"options": {"timer": .., "hot_seat_tips": ..}}``: the engine's dict is the
config, the first button and the whole script (every hand's deck and every
action), so a resumed table is the same table at the same action. Reading
checks it layer by layer exactly as the token save is checked
(`saves.read_save`, with the replay as the restore step), so a damaged
Hold'em save is refused as a whole with the same messages and kept aside
the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game.engine.deck import RandomSource
from game.engine.errors import SaveFormatError
from game.engine.holdem import HoldemGame, from_dict, to_dict

from ..paths import holdem_save_path
from ..saves import SaveResult, checksum, clear_save, read_save, save_exists, write_save

__all__ = [
    "HoldemTable",
    "holdem_dict",
    "holdem_table_id",
    "save_holdem",
    "read_holdem",
    "holdem_save_exists",
    "clear_holdem_save",
]


@dataclass(frozen=True, slots=True)
class HoldemTable:
    """A saved Hold'em table: the game and its table settings."""

    game: HoldemGame
    timer: bool = False
    hot_seat_tips: bool = False


def holdem_dict(
    game: HoldemGame, timer: bool = False, hot_seat_tips: bool = False, with_script: bool = True
) -> dict[str, Any]:
    """The save dict of a table (``with_script`` False: an empty script, for a caller that adds
    the steps it has converted already)."""
    state = game.state()
    if not with_script:
        state = replace(state, script=())
    return {"game": to_dict(state), "options": {"timer": timer, "hot_seat_tips": hot_seat_tips}}


def holdem_table_id(game: HoldemGame) -> str:
    """A table's identity for the statistics: the checksum of its set-up and its first deal.

    The same for the whole life of a table, whatever is played on it, and
    different for every new table (its first deck is shuffled afresh).
    """
    state = game.state()
    first = to_dict(replace(state, script=state.script[:1], hand_no=0, stacks=(), phase=""))
    return checksum(first)


def _table_from_dict(data: Mapping[str, Any], rng: RandomSource | None) -> HoldemTable:
    if set(data) != {"game", "options"}:
        raise SaveFormatError("a Hold'em save holds a game and its options")
    options = data["options"]
    if not isinstance(options, Mapping) or set(options) != {"timer", "hot_seat_tips"}:
        raise SaveFormatError("the table options are damaged")
    timer, tips = options["timer"], options["hot_seat_tips"]
    if not isinstance(timer, bool) or not isinstance(tips, bool):
        raise SaveFormatError("the table options are True or False")
    # a cash table's seats are as its players left them (they sit down and leave in the script)
    return HoldemTable(HoldemGame.from_state(from_dict(data["game"]), rng), timer, tips)


def save_holdem(table: HoldemTable, path: Path | None = None) -> None:
    """Store a table atomically in the Hold'em slot."""
    data = holdem_dict(table.game, table.timer, table.hot_seat_tips)
    write_save(data, holdem_save_path() if path is None else path)


def read_holdem(path: Path | None = None, rng: RandomSource | None = None) -> SaveResult:
    """The saved table (`SaveResult.game` is a `HoldemTable`); a refused file is kept aside.

    ``rng`` shuffles the hands dealt after resuming (None: the OS generator).
    """
    target = holdem_save_path() if path is None else path
    return read_save(target, lambda data: _table_from_dict(data, rng))


def holdem_save_exists(path: Path | None = None) -> bool:
    """Whether a Hold'em table is saved."""
    return save_exists(holdem_save_path() if path is None else path)


def clear_holdem_save(path: Path | None = None) -> None:
    """Remove the Hold'em save (after a sit-and-go is over)."""
    clear_save(holdem_save_path() if path is None else path)
