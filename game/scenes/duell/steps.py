"""From Duell events to timed animation steps: what the Duell table animates, and for how long.

`steps_for(events, recorder)` turns the session's new events (projected for
the person) into steps, one class per kind, in order: the deal, the antes,
each betting action, a returned bet, the bets going into the pot at the end
of a betting round, an exchange, the showdown, the payout or the pot
carried on, and the end of the deal. It feeds the events to the scene's
`DealRecorder` as it goes, so a betting step carries the recorder's
`BetLine` (bet or raise, and by how much) instead of working that out a
second time. Durations are seconds at animation speed 1. Nothing here draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.engine.betting import (
    AntePosted,
    BetReturned,
    Called,
    Checked,
    Folded,
    PotAwarded,
    PotCarriedOut,
    RaisedTo,
    RoundEnded,
)
from game.engine.duell import (
    BetLine,
    DealRecorder,
    DealStarted,
    DuellEvent,
    ExchangeMade,
    MatchOver,
    ShowdownShown,
)
from game.engine.duell.record import CHECK, FOLD
from game.scenes.token.steps import DEAL_INTERVAL, EXCHANGE_IN, EXCHANGE_OUT, FLIGHT, FLIP, KEEP_PAUSE, Step

__all__ = [
    "DealStep",
    "AnteStep",
    "BetStep",
    "ReturnStep",
    "CollectStep",
    "DrawStep",
    "ShowStep",
    "PayStep",
    "CarryStep",
    "EndStep",
    "steps_for",
    "CHIP_FLIGHT",
]

#: Seconds at animation speed 1.
CHIP_FLIGHT = 0.42
CHECK_PAUSE = 0.35
SHOW = FLIP + 0.45
PAY = 0.7
CARRY = 0.6


@dataclass
class DealStep(Step):
    """Five cards fly to each seat, the first speaker's first; the carried pot waits in the middle."""

    event: DealStarted


@dataclass
class AnteStep(Step):
    """Both antes fly from the stacks into the pot."""

    amounts: tuple[int, int]


@dataclass
class BetStep(Step):
    """A check, call, bet, raise or fold; chips fly from the stack to the seat's bet."""

    line: BetLine


@dataclass
class ReturnStep(Step):
    """The part of a bet nobody called goes back to its stack."""

    seat: int
    amount: int


@dataclass
class CollectStep(Step):
    """A betting round ended: the bets go into the pot."""

    pot_total: int


@dataclass
class DrawStep(Step):
    """A seat exchanges cards (a short pause when it keeps all)."""

    event: ExchangeMade


@dataclass
class ShowStep(Step):
    """The computer's cards turn over; the deciding cards and the reason appear."""

    event: ShowdownShown


@dataclass
class PayStep(Step):
    """The pot flies to its winner: ``shares`` are (seat, chips)."""

    shares: tuple[tuple[int, int], ...]


@dataclass
class CarryStep(Step):
    """A tie: the pot stays in the middle for the next deal."""

    amount: int


@dataclass
class EndStep(Step):
    """The deal is over (``over``: and the match with it); the table waits for the person."""

    over: MatchOver | None = None


def steps_for(events: Sequence[DuellEvent], recorder: DealRecorder) -> list[Step]:
    """The steps for ``events`` in order; ``recorder`` is fed every event on the way.

    A deal's payout (or carried pot) and the end of the match come from one
    action, so they arrive together; the `EndStep` follows them.
    """
    steps: list[Step] = []
    antes = [0, 0]
    posted = [False, False]
    ended = False
    over: MatchOver | None = None
    for event in events:
        recorder.add((event,))
        if isinstance(event, DealStarted):
            if ended:
                steps.append(EndStep(0.0, over))
                ended, over = False, None
            steps.append(DealStep(DEAL_INTERVAL * 9 + FLIGHT, event))
            antes = [0, 0]
            posted = [False, False]
        elif isinstance(event, AntePosted):
            antes[event.seat] += event.amount
            posted[event.seat] = True
            if all(posted):  # both are in (a network match turned for seat 1 posts seat 1's first)
                steps.append(AnteStep(CHIP_FLIGHT, (antes[0], antes[1])))
                posted = [False, False]
        elif isinstance(event, (Checked, Called, RaisedTo, Folded)):
            deal = recorder.current
            assert deal is not None and deal.bets  # a betting event belongs to a deal
            line = deal.bets[-1]
            steps.append(BetStep(CHECK_PAUSE if line.kind in (CHECK, FOLD) else CHIP_FLIGHT, line))
        elif isinstance(event, BetReturned):
            steps.append(ReturnStep(CHIP_FLIGHT, event.seat, event.amount))
        elif isinstance(event, RoundEnded):
            steps.append(CollectStep(CHIP_FLIGHT, event.pot_total))
        elif isinstance(event, ExchangeMade):
            steps.append(DrawStep(EXCHANGE_OUT + EXCHANGE_IN if event.count else KEEP_PAUSE, event))
        elif isinstance(event, ShowdownShown):
            steps.append(ShowStep(SHOW, event))
        elif isinstance(event, PotAwarded):
            steps.append(PayStep(PAY, event.shares))
            ended = True
        elif isinstance(event, PotCarriedOut):
            steps.append(CarryStep(CARRY, event.amount))
            ended = True
        elif isinstance(event, MatchOver):
            over = event
            ended = True  # with the deal's payout, or alone: a network match conceded mid-deal
    if ended:
        steps.append(EndStep(0.0, over))
    return steps
