"""The Duell session interface: what the Duell screens read, do and wait for.

The Duell table, its history and its end screen talk only to a
`DuellSession`, never to the engine's `DuellGame`, so a remote session (a
network client) can take the place of `LocalDuellSession` later. The
session plays for the person at this screen (``person``): its events are
projected for that seat, its table view names the other seat's cards only
once a showdown showed them, and its history is folded from those projected
events (`game.engine.duell.DealRecorder`). `DuellRecorder` is what a local
session needs from the disk (its save slot, `game.session.duell.slot.DuellSlot`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from game.engine import Card
from game.engine.duell import (
    DealRecord,
    DuellAction,
    DuellConfig,
    DuellEvent,
    DuellGame,
    DuellLegal,
    DuellPhase,
    DuellState,
    DuellView,
    ShowdownShown,
)

__all__ = ["DuellTableView", "DuellSession", "DuellRecorder"]


class DuellTableView(Protocol):
    """The Duell table as the person at this screen may see it (read-only)."""

    @property
    def config(self) -> DuellConfig: ...
    @property
    def phase(self) -> DuellPhase: ...
    @property
    def deal_no(self) -> int: ...
    @property
    def first(self) -> int:
        """The seat that speaks first in this deal."""
        ...
    @property
    def current(self) -> int | None:
        """The seat to act (None between deals and after the match)."""
        ...
    @property
    def stacks(self) -> tuple[int, int]:
        """Chips behind each seat (bets and pot not counted)."""
        ...
    @property
    def bets(self) -> tuple[int, int]:
        """Each seat's bet in the running betting round."""
        ...
    @property
    def pot(self) -> int:
        """Everything in the middle: the carried-over pot, antes and bets."""
        ...
    @property
    def carried(self) -> int:
        """The part of this deal's pot that a tie carried over from the deal before."""
        ...
    def hand(self, seat: int) -> tuple[Card, ...]:
        """The person's cards; the other seat's only once a showdown showed them (else ())."""
        ...
    @property
    def exchanged(self) -> tuple[int | None, int | None]:
        """How many cards each seat exchanged this deal (None: not yet)."""
        ...
    @property
    def showdown(self) -> ShowdownShown | None:
        """This deal's showdown, once it happened."""
        ...
    @property
    def history(self) -> tuple[DealRecord, ...]:
        """Every deal of the match as the person saw it, the running one last."""
        ...
    @property
    def opponent(self) -> str | None:
        """The other seat's name where a person plays it (a network table); None: the computer."""
        ...
    @property
    def is_over(self) -> bool: ...
    @property
    def winner(self) -> int | None: ...
    @property
    def loser(self) -> int | None: ...


class DuellSession(Protocol):
    """A running Duell match as a screen uses it: read, act, let time pass."""

    @property
    def table(self) -> DuellTableView:
        """The table now."""
        ...

    @property
    def person(self) -> int:
        """The seat played at this screen."""
        ...

    @property
    def tips(self) -> bool:
        """Whether the Tipp may be offered (never at a network table, where people play each other)."""
        ...

    def events_after(self, cursor: int) -> tuple[DuellEvent, ...]:
        """The events after the first ``cursor``, projected for the person's seat."""
        ...

    def legal_actions(self, seat: int) -> DuellLegal | None:
        """What ``seat`` (the person) may do now; None when it is not its turn."""
        ...

    def seat_view(self, seat: int) -> DuellView:
        """What ``seat`` (the person) may know now: the Tipp's input."""
        ...

    def submit(self, action: DuellAction) -> None:
        """Act for the person; an illegal action raises its `IllegalActionError` and changes nothing."""
        ...

    def advance(self, dt: float) -> bool:
        """Let ``dt`` seconds of table time pass while the screen waits; True if the game moved."""
        ...

    def hurry(self) -> None:
        """The person is impatient: the computer moves as soon as its decision is ready."""
        ...

    def next_deal(self) -> None:
        """The person has seen the deal's end: deal the next one (nothing after the match)."""
        ...

    def close(self) -> None:
        """The screen leaves the table: the match is kept (saved) as it stands."""
        ...


class DuellRecorder(Protocol):
    """Keeps a local match on disk and counts it in the statistics once it is over."""

    def track(self, finished: Sequence[DuellState], game: DuellGame) -> None:
        """Save the match if it changed; count it once it is over."""
        ...

    def save_now(self, finished: Sequence[DuellState], game: DuellGame) -> None:
        """Write the match now and wait for the disk."""
        ...

    def flush(self) -> bool:
        """Wait for pending writes; False if the disk took too long."""
        ...
