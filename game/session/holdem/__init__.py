"""The Hold'em session interface: what the Hold'em screens read, do and wait for.

The Hold'em table, its history and its Tipp talk only to a `HoldemSession`,
never to the engine's `HoldemGame`, so a network client can take the place
of `LocalHoldemSession` later. The session plays for the people at this
screen. Which hole cards the screen may see is the session's business, not
the screen's: its events are projected for the *viewer* - the one person at
the screen, or in hot seat the person whose turn it is once that person has
looked (`reveal`, after the cover screen) and nobody between turns - and its
table view names another seat's hole cards only once a showdown showed them.
The hand history is folded from projected events too (`HandRecorder`): with
one person their own cards, in hot seat only what a showdown showed, since
every person at the screen may open it.

At a cash table, between hands, players sit down on an empty seat (a person
or a computer, posting a big blind at once or waiting for it) and stand up
with their chips (`sit_down`, `stand_up`; the rules: the engine's
`seating`). Who plays at this screen follows: the people are the seats a
person sits on now. Whenever the person the history is folded for changes,
the hands so far are folded again with only what everybody saw, so a person
who sits down never reads another person's cards in the history.

The action timer (`TurnTimer`) runs in the session on table time given to
`advance`, while the person to act looks at the table: 10 seconds, then a
visible 20-second countdown, and then the person checks if possible, else
folds (variants.md). `HoldemRecorder` is what a local session needs from
the disk (its save slot, `game.session.holdem.slot.HoldemSlot`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from game.engine import Card
from game.engine.betting import LegalActions, Pot
from game.engine.holdem import (
    HoldemAction,
    HoldemConfig,
    HoldemEvent,
    HoldemGame,
    HoldemPhase,
    HoldemSeat,
    HoldemView,
    Street,
)
from game.engine.holdem.record import HandRecord

__all__ = [
    "ACTION_SECONDS",
    "MIN_PLAYERS",
    "COUNTDOWN_SECONDS",
    "HoldemOptions",
    "TurnTimer",
    "HoldemTableView",
    "HoldemSession",
    "HoldemRecorder",
]

#: Players who stay at a table at least: the last two cannot stand up (the table is left through
#: the menu instead, kept as it is).
MIN_PLAYERS = 2
#: The action timer: this long without a countdown, then the visible countdown (variants.md).
ACTION_SECONDS = 10.0
COUNTDOWN_SECONDS = 20.0


@dataclass(frozen=True, slots=True)
class HoldemOptions:
    """Table settings of a local game that are not rules: kept in its save with the game."""

    #: The action timer runs for the people (computers never need it).
    timer: bool = False
    #: Hot seat: everybody agreed that the Tipp may be shown (one person: the setting decides).
    hot_seat_tips: bool = False
    #: The Tipp may be shown at all (never at a network table, where people play each other).
    tips: bool = True


@dataclass(frozen=True, slots=True)
class TurnTimer:
    """The running action timer of ``seat``: ``remaining`` seconds until it checks or folds."""

    seat: int
    remaining: float

    @property
    def counting_down(self) -> bool:
        """Whether the visible countdown runs (the last `COUNTDOWN_SECONDS`)."""
        return self.remaining <= COUNTDOWN_SECONDS


class HoldemTableView(Protocol):
    """The Hold'em table as the people at this screen may see it (read-only)."""

    @property
    def config(self) -> HoldemConfig: ...
    @property
    def phase(self) -> HoldemPhase: ...
    @property
    def hand_no(self) -> int:
        """Hands started so far (the running one included)."""
        ...

    @property
    def seated(self) -> tuple[HoldemSeat | None, ...]:
        """Who sits on each seat now (None: an empty seat of a cash table)."""
        ...

    @property
    def waiting(self) -> dict[int, bool]:
        """Players who sat down and were not dealt in yet: seat -> posts a big blind (True) or waits
        for it (False)."""
        ...

    @property
    def sitting_out(self) -> frozenset[int]:
        """Seats whose players sit out (a network cash table: seat and stack kept, no cards)."""
        ...

    @property
    def button(self) -> int | None: ...
    @property
    def blinds(self) -> tuple[int, int]:
        """Small and big blind of the running (or next) hand."""
        ...

    @property
    def current(self) -> int | None:
        """The seat to act (None between hands)."""
        ...

    @property
    def street(self) -> Street: ...
    @property
    def board(self) -> tuple[Card, ...]: ...
    @property
    def stacks(self) -> tuple[int, ...]:
        """Chips behind each seat (this round's bets not counted)."""
        ...

    @property
    def bets(self) -> tuple[int, ...]:
        """Each seat's bet in the running betting round."""
        ...

    @property
    def pots(self) -> tuple[Pot, ...]:
        """Main pot first, then side pots, each with the seats that can win it (bets not yet in)."""
        ...

    @property
    def pot_total(self) -> int:
        """Everything in the middle: pots and this round's bets."""
        ...

    @property
    def dealt(self) -> tuple[int, ...]:
        """The seats dealt into the running (or last) hand."""
        ...

    @property
    def live(self) -> tuple[int, ...]:
        """Seats of the running hand that have not folded."""
        ...

    def hole(self, seat: int) -> tuple[Card, Card] | None:
        """``seat``'s hole cards if the viewer may see them now (own cards, or shown), else None."""
        ...

    @property
    def last_hand(self) -> HandRecord | None:
        """The running or last hand as the screen saw it."""
        ...

    @property
    def history(self) -> tuple[HandRecord, ...]:
        """Every hand as the screen saw it, the running one last."""
        ...

    def phh(self) -> str:
        """The finished hands of `history` in the Poker Hand History format (PHH), from the same
        events the history was folded from: a hole card the history does not show is ``????``."""
        ...

    def reason(self, seat: int) -> str | None:
        """The one-line reason of a computer seat's last decision in this hand (engine words)."""
        ...

    @property
    def timer(self) -> TurnTimer | None:
        """The action timer of the person to act, while it runs."""
        ...

    @property
    def is_over(self) -> bool:
        """A sit-and-go is decided."""
        ...

    @property
    def winner(self) -> int | None: ...
    @property
    def places(self) -> dict[int, int]:
        """Sit-and-go: finishing place by seat (those out, and the winner)."""
        ...


class HoldemSession(Protocol):
    """A running Hold'em table as a screen uses it: read, act, let time pass."""

    @property
    def table(self) -> HoldemTableView:
        """The table now."""
        ...

    @property
    def people(self) -> tuple[int, ...]:
        """The seats played at this screen."""
        ...

    @property
    def viewer(self) -> int | None:
        """The person whose hole cards the screen may show now (hot seat: None between turns)."""
        ...

    @property
    def options(self) -> HoldemOptions:
        """The table's timer and Tipp settings."""
        ...

    def events_after(self, cursor: int) -> tuple[HoldemEvent, ...]:
        """The events after the first ``cursor``, projected for the viewer."""
        ...

    def legal_actions(self, seat: int) -> LegalActions | None:
        """What ``seat`` may do now if it is the viewer's turn; None otherwise."""
        ...

    def seat_view(self, seat: int) -> HoldemView:
        """What the viewer's ``seat`` may know now: the Tipp's input."""
        ...

    def reveal(self, seat: int) -> None:
        """Hot seat: the person at ``seat`` looks now (after the cover); their cards may show."""
        ...

    def submit(self, action: HoldemAction) -> None:
        """Act for the viewer; an illegal action raises its `IllegalActionError` and changes nothing."""
        ...

    def advance(self, dt: float, speed: float = 1.0) -> bool:
        """Let ``dt`` seconds of table time pass (the action timer counts them); computers think
        ``speed`` times faster. True if the game moved."""
        ...

    def hurry(self) -> None:
        """The person is impatient: the computer moves as soon as its decision is ready."""
        ...

    def next_hand(self) -> None:
        """The hand's end was seen: busted cash seats take a fresh stack, the next hand is dealt."""
        ...

    def close(self) -> None:
        """The screen leaves the table: the game is kept (saved) and its hands are counted."""
        ...

    @property
    def seats_open(self) -> bool:
        """Players may sit down and stand up now: a cash table between hands."""
        ...

    @property
    def watching(self) -> bool:
        """Nobody plays at this screen and nobody here deals on: a watcher at a network table (the
        server deals the next hand by itself; a local table, even one of computers, never watches)."""
        ...

    def sit_down(self, seat: int, player: HoldemSeat, post: bool) -> None:
        """``player`` takes the empty ``seat`` with a fresh stack, posting a big blind at once
        (``post``) or waiting for it; a refusal raises its `IllegalActionError`, nothing changes."""
        ...

    def stand_up(self, seat: int) -> None:
        """``seat``'s player leaves with the chips; a refusal (one of the last `MIN_PLAYERS`)
        raises its `IllegalActionError`."""
        ...


class HoldemRecorder(Protocol):
    """Keeps a local Hold'em table on disk and counts its hands in the statistics once."""

    def track(self, game: HoldemGame, options: HoldemOptions) -> None:
        """Save the table if it changed; count it once a sit-and-go is over."""
        ...

    def save_now(self, game: HoldemGame, options: HoldemOptions) -> None:
        """Write the table now, wait for the disk, and count the hands played so far."""
        ...

    def flush(self) -> bool:
        """Wait for pending writes; False if the disk took too long."""
        ...
