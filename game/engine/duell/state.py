"""The public record of a Duell match: enough to save and resume at any action."""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Exchange
from ..betting import Call, Check, Fold, RaiseTo
from ..cards import Card
from .config import DuellConfig

__all__ = ["DuellState"]


@dataclass(frozen=True, slots=True)
class DuellState:
    """The match between deals plus the running deal as its deck order and action log.

    ``stacks`` and ``carried`` are the chips before the deal's antes; ``order``
    is the shuffled deck (hands dealt alternately from the top, draws next).
    """

    config: DuellConfig
    deal_no: int
    first: int
    stacks: tuple[int, int]
    carried: int
    order: tuple[Card, ...]
    log: tuple[Fold | Check | Call | RaiseTo | Exchange, ...]
