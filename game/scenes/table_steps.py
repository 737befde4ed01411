"""From engine events to timed animation steps: what the table animates, and for how long.

`steps_for(events, table)` turns the session's events the table has not
seen yet into a list of `Step`s (deal, exchange, reveal, tokens, left, hold,
results), in order; the table plays them one after the other and finishes
them all at once when the player skips. Durations are seconds at animation
speed 1. `Flyer` is one card or chip in flight during a step. Nothing here
draws or touches pygame, so the sequencing is testable on its own. A card the
people at this screen may not see is `HIDDEN` (drawn face down), never a
made-up card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine import Card
from game.engine.events import Event, Exchanged, RoundStarted, SeatLeft, Showdown, TokensChanged
from game.session import TableView

__all__ = [
    "Step",
    "Flyer",
    "steps_for",
    "HIDDEN",
    "Shown",
    "DEAL_INTERVAL",
    "FLIGHT",
    "EXCHANGE_OUT",
    "EXCHANGE_IN",
    "FLIP",
    "FLIP_STAGGER",
    "CHIPS",
    "LEFT_PAUSE",
    "RESULTS_PAUSE",
]

#: Base durations in seconds at animation speed 1 (divided by the speed setting).
DEAL_INTERVAL = 0.055
FLIGHT = 0.28
EXCHANGE_OUT = 0.3
EXCHANGE_IN = 0.32
FLIP = 0.22
FLIP_STAGGER = 0.16
CHIPS = 0.6
LEFT_PAUSE = 0.5
RESULTS_PAUSE = 0.9
KEEP_PAUSE = 0.35


class _Hidden:
    """The type of `HIDDEN`: a card that is there but may not be seen here."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "HIDDEN"


#: A card lying face down whose face this screen does not know.
HIDDEN = _Hidden()
#: What a card place of the table shows: a card, a face-down card, or nothing.
Shown = Card | _Hidden | None


@dataclass
class Step:
    """One timed animation; ``kind`` selects how the table draws and finishes it."""

    kind: str
    duration: float
    data: dict[str, Any] = field(default_factory=dict)
    t: float = 0.0
    started: bool = False


@dataclass
class Flyer:
    """A card or chip moving across the table during a step (times within the step)."""

    start: tuple[float, float]
    end: tuple[float, float]
    t0: float
    t1: float
    card: Card | None = None
    face_up: bool = False
    width: int = 0
    seat: int = -1
    chip: bool = False
    width0: int = 0  # width at the start (cards grow or shrink on the way); 0 = same as width
    slot: int | None = None  # the hand position a card lands in


def steps_for(events: Sequence[Event], table: TableView) -> list[Step]:
    """The animation steps for ``events`` (the session's new events), in order."""
    steps: list[Step] = []
    token_changes: list[TokensChanged] = []
    showdown = False
    for ev in events:
        if isinstance(ev, RoundStarted):
            count = 5 * len(ev.order)
            hands = {seat: cards or (HIDDEN,) * 5 for seat, cards in ev.hands.items()}
            data = {"order": ev.order, "hands": hands, "dealer": ev.dealer, "landed": 0}
            steps.append(Step("deal", DEAL_INTERVAL * (count - 1) + FLIGHT, data))
        elif isinstance(ev, Exchanged):
            steps.append(Step("exchange", EXCHANGE_OUT + EXCHANGE_IN if ev.count else KEEP_PAUSE, {"ev": ev}))
        elif isinstance(ev, Showdown):
            values = ev.result.values
            order = [s for s in table.turn_order if s in values] or list(values)
            duration = FLIP + FLIP_STAGGER * max(0, len(order) - 1) + 0.25
            steps.append(Step("reveal", duration, {"order": order, "result": ev.result}))
            showdown = True
        elif isinstance(ev, TokensChanged):
            token_changes.append(ev)
        elif isinstance(ev, SeatLeft):
            if token_changes:
                steps.append(Step("tokens", CHIPS, {"changes": token_changes}))
                token_changes = []
            steps.append(Step("left", LEFT_PAUSE, {"ev": ev}))
        # GameOver: the results screen leads on to the game over screen
    if token_changes:
        steps.append(Step("tokens", CHIPS, {"changes": token_changes}))
    if showdown:
        steps.append(Step("hold", RESULTS_PAUSE))
        steps.append(Step("results", 0.0))
    return steps
