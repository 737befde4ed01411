"""The session interface the screens program against, and the table as a screen may read it.

`TableView` is what the people at this screen may know of the table: the
set-up, the phase, the turn, tokens and places, their own hands (another
seat's hand is empty until a showdown shows it), and the finished rounds.
`Session` adds the actions and the event stream. `Recorder` is what a local
session needs from the disk (its save slot, `game.session.token.slot.TokenSlot`).
"""

from __future__ import annotations

from typing import Protocol

from game.engine import (
    Action,
    Card,
    Event,
    Game,
    GameConfig,
    LegalAction,
    RoundRecord,
    RoundResult,
    SeatState,
    SeatView,
    TokenPhase,
)

__all__ = ["TableView", "Session", "Recorder"]


class TableView(Protocol):
    """The table as the people at this screen may see it (read-only)."""

    @property
    def config(self) -> GameConfig: ...
    @property
    def phase(self) -> TokenPhase: ...
    @property
    def round_no(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def turn_order(self) -> tuple[int, ...]: ...
    @property
    def current(self) -> int | None: ...
    @property
    def seats(self) -> tuple[SeatState, ...]: ...
    def hand(self, seat: int) -> tuple[Card, ...]: ...
    @property
    def history(self) -> tuple[RoundRecord, ...]: ...
    @property
    def last_result(self) -> RoundResult | None: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def placements(self) -> tuple[tuple[int, int], ...]: ...
    @property
    def winner(self) -> int | None: ...
    @property
    def loser(self) -> int | None: ...


class Session(Protocol):
    """A running table as a screen uses it: read, act, let time pass."""

    @property
    def table(self) -> TableView:
        """The table now."""
        ...

    @property
    def people(self) -> tuple[int, ...]:
        """The seats the people at this screen play."""
        ...

    def events_after(self, cursor: int) -> tuple[Event, ...]:
        """The events after the first ``cursor``, as the people here may see them."""
        ...

    def legal_actions(self, seat: int) -> tuple[LegalAction, ...]:
        """What ``seat`` (one of `people`) may do now."""
        ...

    def seat_view(self, seat: int) -> SeatView:
        """What ``seat`` (one of `people`) may see, as its decision input (the Tipp)."""
        ...

    def submit(self, action: Action) -> None:
        """Act for one of `people`; an illegal action raises its `IllegalActionError`."""
        ...

    def advance(self, dt: float) -> bool:
        """Let ``dt`` seconds of table time pass while the screen waits; True if the game moved."""
        ...

    def hurry(self) -> None:
        """The person is impatient: the next computer move comes at once."""
        ...

    def next_round(self) -> None:
        """The people have seen the round's results: deal the next round."""
        ...

    def close(self) -> None:
        """The screen leaves the table: everything is kept (saved) as it stands."""
        ...


class Recorder(Protocol):
    """Keeps a local game on disk and counts it in the statistics once it is over."""

    def track(self, game: Game) -> None:
        """Save ``game`` if it changed; count it once it is over."""
        ...

    def save_now(self, game: Game) -> None:
        """Write ``game`` now and wait for the disk."""
        ...

    def flush(self) -> bool:
        """Wait for pending writes; False if the disk took too long."""
        ...
