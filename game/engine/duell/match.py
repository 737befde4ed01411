"""A whole Duell match for saving: the finished deals and the running one.

`DuellGame.state()` records only the running deal (its deck order and
action log) and the chips before it, which is all the rules need to go on.
The round history and the statistics need the earlier deals too, so a
match is saved as the list of every finished deal's `DuellState` plus the
running one. Loading replays each deal and checks that they chain: the
same set-up, deal numbers from 1 in order, the first speaker alternating,
and each deal starting with the chips the one before ended with. A match
that fails any check is refused with `SaveFormatError`.

``{"format": 1, "variant": "duell-match", "deals": [<to_dict(state)>, ...],
"current": <to_dict(state)>}``
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..deck import RandomSource
from ..errors import SaveFormatError
from .game import DuellGame, DuellPhase
from .serialize import FORMAT_VERSION, state_from_dict, to_dict
from .state import DuellState

__all__ = ["DuellMatch", "MATCH_VARIANT", "match_to_dict", "match_from_dict", "replay"]

MATCH_VARIANT = "duell-match"


@dataclass(frozen=True, slots=True)
class DuellMatch:
    """A loaded match: the finished deals' records and the game going on from the running deal."""

    finished: tuple[DuellState, ...]
    game: DuellGame


def replay(state: DuellState) -> DuellGame:
    """The deal ``state`` records, played through again (`SaveFormatError` if impossible)."""
    return DuellGame.from_state(state)


def match_to_dict(
    finished: Sequence[DuellState], current: DuellState, converted: Sequence[dict[str, Any]] | None = None
) -> dict[str, Any]:
    """A JSON-ready dict of a match (see the module doc).

    ``converted`` are the dicts of ``finished`` when the caller has them
    already (an autosave converts each finished deal once, not at every action).
    """
    deals = list(converted) if converted is not None else [to_dict(state) for state in finished]
    if len(deals) != len(finished):
        raise ValueError("one converted dict per finished deal")
    return {"format": FORMAT_VERSION, "variant": MATCH_VARIANT, "deals": deals, "current": to_dict(current)}


def match_from_dict(data: Any, rng: RandomSource | None = None) -> DuellMatch:
    """The match a dict records, every deal replayed and checked; ``rng`` deals the next ones."""
    if not isinstance(data, dict) or set(data) != {"format", "variant", "deals", "current"}:
        raise SaveFormatError("a Duell match save holds format, variant, deals and current")
    if data["format"] != FORMAT_VERSION or data["variant"] != MATCH_VARIANT:
        raise SaveFormatError(f"not a Duell match of format {FORMAT_VERSION}")
    deals = data["deals"]
    if not isinstance(deals, list):
        raise SaveFormatError("'deals' must be a list of deals")
    finished = tuple(state_from_dict(item) for item in deals)
    current = state_from_dict(data["current"])
    first = (*finished, current)[0]
    if first.deal_no != 1 or first.carried or first.stacks != (first.config.stack, first.config.stack):
        raise SaveFormatError("the first deal must be deal 1 with the starting stacks")
    for before, state in zip(finished, (*finished[1:], current)):
        _check_follows(before, replay(before), state)
    return DuellMatch(finished, DuellGame.from_state(current, rng))


def _check_follows(before: DuellState, ended: DuellGame, state: DuellState) -> None:
    """Raise unless ``state`` is the deal after ``before``, whose replay is ``ended``."""
    if ended.phase is not DuellPhase.DEAL_OVER:
        raise SaveFormatError(f"deal {before.deal_no} is listed as finished but is not over")
    if state.config != before.config:
        raise SaveFormatError(f"deal {state.deal_no} has another set-up than the deals before it")
    if state.deal_no != before.deal_no + 1 or state.first != 1 - before.first:
        raise SaveFormatError(f"deal {state.deal_no} does not follow deal {before.deal_no}")
    if (ended.stacks, ended.pot) != (state.stacks, state.carried):
        raise SaveFormatError(f"deal {state.deal_no} starts with other chips than deal {before.deal_no} left")
