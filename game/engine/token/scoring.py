"""How a showdown moves tokens in each mode, and who leaves the game.

This is the one place for the rules of "Spielprinzip" (rules.md, Modes):
who gains or loses a token, the all-equal rule, when a seat leaves, and the
shared places of seats that leave in the same round.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..hands import HandValue
from .config import Mode

__all__ = ["Verdict", "judge", "leaves", "place_for_leavers"]


@dataclass(frozen=True, slots=True)
class Verdict:
    """The best and worst rated seats, and each seat's token change."""

    best: tuple[int, ...]
    worst: tuple[int, ...]
    all_equal: bool
    deltas: dict[int, int]


def judge(values: Mapping[int, HandValue], mode: Mode) -> Verdict:
    """Rate a showdown: absteigend, the lowest lose a token; aufsteigend, the highest gain one.

    If every seat is rated equally, no token changes (the all-equal rule), so
    that a game always ends with exactly one winner or loser.
    """
    strengths = {seat: value.strength for seat, value in values.items()}  # ints: fast to compare
    top = max(strengths.values())
    bottom = min(strengths.values())
    best = tuple(sorted(seat for seat, value in strengths.items() if value == top))
    worst = tuple(sorted(seat for seat, value in strengths.items() if value == bottom))
    all_equal = top == bottom
    if all_equal:
        deltas: dict[int, int] = {}
    elif mode is Mode.DESCENDING:
        deltas = {seat: -1 for seat in worst}
    else:
        deltas = {seat: +1 for seat in best}
    return Verdict(best, worst, all_equal, deltas)


def leaves(tokens: int, mode: Mode, target: int) -> bool:
    """Whether a seat with ``tokens`` leaves the game: none left, or T reached."""
    return tokens <= 0 if mode is Mode.DESCENDING else tokens >= target


def place_for_leavers(mode: Mode, survivors: int, left_before: int) -> int:
    """The place shared by all seats that leave the game in the same round.

    Absteigend ranks in reverse order of elimination: the leavers come right
    after the ``survivors``. Aufsteigend ranks in order of finishing: the
    leavers come right after the ``left_before`` seats that finished earlier.
    """
    return survivors + 1 if mode is Mode.DESCENDING else left_before + 1
