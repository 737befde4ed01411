"""From engine events to timed animation steps: what the table animates, and for how long.

`steps_for(events, table)` turns the session's events the table has not
seen yet into a list of steps, one class per kind (`DealStep`, `ExchangeStep`,
`RevealStep`, `TokensStep`, `LeftStep`, `HoldStep`, `ResultsStep`), in
order; the table plays them one after the other and finishes them all at
once when the player skips. Durations are seconds at animation
speed 1. `Flyer` is one card or chip in flight during a step. Nothing here
draws or touches pygame, so the sequencing is testable on its own. A card the
people at this screen may not see is `HIDDEN` (drawn face down), never a
made-up card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.engine import Card
from game.engine.token.events import (
    Event,
    Exchanged,
    RoundResult,
    RoundStarted,
    SeatLeft,
    Showdown,
    TokensChanged,
)
from game.session import TableView

__all__ = [
    "Step",
    "DealStep",
    "ExchangeStep",
    "RevealStep",
    "TokensStep",
    "LeftStep",
    "HoldStep",
    "ResultsStep",
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
    """One timed animation of the table: ``t`` runs from 0 to ``duration`` seconds."""

    duration: float
    t: float = field(default=0.0, kw_only=True)
    started: bool = field(default=False, kw_only=True)


@dataclass
class DealStep(Step):
    """Five cards fly to each seat of ``order``, one at a time around the table."""

    order: tuple[int, ...]
    hands: dict[int, tuple[Shown, ...]]
    dealer: int
    landed: int = 0


@dataclass
class ExchangeStep(Step):
    """A seat's cards fly to the stock and new ones back (a short pause when it keeps all)."""

    event: Exchanged


@dataclass
class RevealStep(Step):
    """The hands of ``order`` flip face up one after the other."""

    order: list[int]
    result: RoundResult


@dataclass
class TokensStep(Step):
    """Tokens fly between the stacks and the pot."""

    changes: list[TokensChanged]


@dataclass
class LeftStep(Step):
    """A seat leaves the game (out of tokens, or safe)."""

    event: SeatLeft


@dataclass
class HoldStep(Step):
    """The table holds still after a showdown while the results screen is composed."""


@dataclass
class ResultsStep(Step):
    """The round's results screen comes up."""


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
            hands: dict[int, tuple[Shown, ...]] = {
                seat: cards or (HIDDEN,) * 5 for seat, cards in ev.hands.items()
            }
            steps.append(DealStep(DEAL_INTERVAL * (count - 1) + FLIGHT, ev.order, hands, ev.dealer))
        elif isinstance(ev, Exchanged):
            steps.append(ExchangeStep(EXCHANGE_OUT + EXCHANGE_IN if ev.count else KEEP_PAUSE, ev))
        elif isinstance(ev, Showdown):
            values = ev.result.values
            order = [s for s in table.turn_order if s in values] or list(values)
            duration = FLIP + FLIP_STAGGER * max(0, len(order) - 1) + 0.25
            steps.append(RevealStep(duration, order, ev.result))
            showdown = True
        elif isinstance(ev, TokensChanged):
            token_changes.append(ev)
        elif isinstance(ev, SeatLeft):
            if token_changes:
                steps.append(TokensStep(CHIPS, token_changes))
                token_changes = []
            steps.append(LeftStep(LEFT_PAUSE, ev))
        # GameOver: the results screen leads on to the game over screen
    if token_changes:
        steps.append(TokensStep(CHIPS, token_changes))
    if showdown:
        steps.append(HoldStep(RESULTS_PAUSE))
        steps.append(ResultsStep(0.0))
    return steps
