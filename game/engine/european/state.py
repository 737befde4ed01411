"""The record of a network table: the phase names, the table between games, and the save state.

A table is saved as a *checkpoint* (the seats, the game master and the
counters just before the last game started, or at the table's creation)
plus the deck order of that game and every action since. `EuropeanGame.
from_state` replays the actions from the checkpoint, so a restored table is
the same table: same cards, same turn, same timer numbers.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..cards import Card
from .actions import EuropeanAction
from .config import EuropeanConfig

__all__ = ["EuropeanPhase", "SeatRecord", "TableSnapshot", "EuropeanState"]


class EuropeanPhase(StrEnum):
    """Where the table stands."""

    IDLE = "idle"  # no game: the game master may start one
    BETTING = "betting"  # a betting round (round 1, or 3 and later)
    EXCHANGE = "exchange"  # round 2
    SHOWDOWN = "showdown"  # the players in the game show their cards in turn
    COOLDOWN = "cooldown"  # a game just ended: no start before its timer runs out


@dataclass(frozen=True, slots=True)
class SeatRecord:
    """A seated player: ``name`` and the chips in front of them."""

    name: str
    stack: int


@dataclass(frozen=True, slots=True)
class TableSnapshot:
    """The table with no game running (phase idle).

    ``chips_in`` counts every chip brought (joins, fresh stacks), ``chips_out``
    every chip gone (taken away by leavers, pots lost to the table);
    ``serial`` and ``timer_no`` keep the timer numbers going.
    """

    seats: tuple[SeatRecord | None, ...]
    master: int | None
    games: int
    chips_in: int
    chips_out: int
    serial: int
    timer_no: int


@dataclass(frozen=True, slots=True)
class EuropeanState:
    """A table: its checkpoint, the deck of the game started after it (empty if none), the actions since."""

    config: EuropeanConfig
    table: TableSnapshot
    order: tuple[Card, ...]
    log: tuple[EuropeanAction, ...]
