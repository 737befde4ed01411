"""A Duell match played on this computer: the engine's game, the computer player, pacing, autosave.

`LocalDuellSession` owns the `DuellGame` and the states of the deals already
finished (for the history and the save). The person plays seat 0 (the
engine's convention), the computer seat 1 at the configured level. A
computer decision starts as a background `Job` when its turn begins (a
Profi decision can take longer than a frame) and is applied once the
thinking time (`pacing`) is over and the job is done, so no frame waits for
it; the decision reads only the seat's frozen view and legal choices.
After every change the match goes to the `DuellRecorder` (saved, and
counted once it is over); `close` writes it synchronously. The next deal is
dealt only when the person asks for it (`next_deal`), so a finished deal
stays on the table until it was seen.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.engine import Card, NotYourTurnError
from game.engine.duell import (
    DealRecord,
    DealRecorder,
    DuellAction,
    DuellConfig,
    DuellEvent,
    DuellGame,
    DuellLegal,
    DuellPhase,
    DuellState,
    DuellView,
    ShowdownShown,
    player_for,
)
from game.engine.duell.match import replay

from ..background import Job, Runner, in_thread
from ..pacing import Pacer
from . import DuellRecorder

__all__ = ["LocalDuellSession", "LocalDuellTable", "PERSON", "COMPUTER"]

#: The engine's seats: the person is seat 0, the computer seat 1.
PERSON, COMPUTER = 0, 1


class LocalDuellTable:
    """The `DuellTableView` of a local match for the person at this screen."""

    def __init__(self, session: LocalDuellSession) -> None:
        self._session = session

    @property
    def _game(self) -> DuellGame:
        return self._session.game

    @property
    def config(self) -> DuellConfig:
        return self._game.config

    @property
    def phase(self) -> DuellPhase:
        return self._game.phase

    @property
    def deal_no(self) -> int:
        return self._game.deal_no

    @property
    def first(self) -> int:
        return self._game.first

    @property
    def current(self) -> int | None:
        return self._game.current

    @property
    def stacks(self) -> tuple[int, int]:
        return self._game.stacks

    @property
    def bets(self) -> tuple[int, int]:
        return self._game.view(PERSON).bets

    @property
    def pot(self) -> int:
        return self._game.pot

    @property
    def _deal(self) -> DealRecord:
        record = self._session.recorder.current
        assert record is not None  # a game always has a deal (the first is dealt when it starts)
        return record

    @property
    def carried(self) -> int:
        return self._deal.carried_in

    def hand(self, seat: int) -> tuple[Card, ...]:
        if seat == PERSON:
            return self._game.hand(seat)
        final = self._deal.final[seat] if self._deal.showdown is not None else None
        return final if final is not None else ()

    @property
    def exchanged(self) -> tuple[int | None, int | None]:
        return self._deal.exchanged

    @property
    def showdown(self) -> ShowdownShown | None:
        return self._deal.showdown

    @property
    def history(self) -> tuple[DealRecord, ...]:
        return self._session.recorder.records

    @property
    def opponent(self) -> str | None:
        return None  # the computer

    @property
    def is_over(self) -> bool:
        return self._game.phase is DuellPhase.MATCH_OVER

    @property
    def winner(self) -> int | None:
        return self._game.winner

    @property
    def loser(self) -> int | None:
        return self._game.loser


class LocalDuellSession:
    """A `DuellSession` whose match runs in this process.

    ``finished`` are the states of the deals before the first deal in
    ``game``'s event log: none for a new game, the saved ones for a game
    resumed from its running deal (`game.engine.duell.DuellMatch`).
    """

    def __init__(
        self,
        game: DuellGame,
        finished: Sequence[DuellState] = (),
        rng: random.Random | None = None,
        recorder: DuellRecorder | None = None,
        runner: Runner = in_thread,
    ) -> None:
        #: The engine's game: for the app's composition and tests; screens read `table`.
        self.game = game
        self._finished = list(finished)
        self._store = recorder
        self._runner = runner
        self._player = player_for(game.config.level, rng if rng is not None else random.Random())
        self._pacer = Pacer()
        self._job: Job[DuellAction] | None = None
        #: The deals as the person saw them (earlier deals replayed from their states).
        self.recorder = DealRecorder()
        for state in self._finished:
            self.recorder.add(replay(state).events_for(PERSON))
        self._folded = 0
        self._table = LocalDuellTable(self)
        self._changed()

    # reading ---------------------------------------------------------------
    @property
    def table(self) -> LocalDuellTable:
        return self._table

    @property
    def person(self) -> int:
        return PERSON

    @property
    def tips(self) -> bool:
        return True

    @property
    def finished(self) -> tuple[DuellState, ...]:
        """The states of the deals before the running one (what the save needs besides the game)."""
        return tuple(self._finished)

    def events_after(self, cursor: int) -> tuple[DuellEvent, ...]:
        return self.game.events_for(PERSON, cursor)

    def legal_actions(self, seat: int) -> DuellLegal | None:
        return self.game.legal_actions(seat) if seat == PERSON else None

    def seat_view(self, seat: int) -> DuellView:
        if seat != PERSON:
            raise NotYourTurnError(f"seat {seat} is not played at this screen")
        return self.game.view(seat)

    # acting ----------------------------------------------------------------
    def submit(self, action: DuellAction) -> None:
        if action.seat != PERSON:
            raise NotYourTurnError(f"seat {action.seat} is not played at this screen")
        self.game.apply(action)
        self._changed()

    def advance(self, dt: float) -> bool:
        game = self.game
        seat = game.current
        if seat is None or seat == PERSON:
            self._pacer.reset()
            self._job = None
            return False
        if self._job is None:
            view, legal = game.view(seat), game.legal_actions(seat)
            assert legal is not None  # the seat to act has choices
            player = self._player
            self._job = self._runner(lambda: player.decide(view, legal))
        if not self._pacer.think(dt) or not self._job.done():
            return False
        action = self._job.result()
        self._job = None
        self._pacer.reset()
        game.apply(action)
        self._changed()
        return True

    def hurry(self) -> None:
        self._pacer.hurry()

    def next_deal(self) -> None:
        game = self.game
        if game.phase is DuellPhase.DEAL_OVER:
            self._finished.append(game.state())
            game.next_deal()
            self._changed()

    def close(self) -> None:
        if self._store is not None:
            self._store.save_now(self._finished, self.game)
            self._store.flush()

    def _changed(self) -> None:
        events = self.game.events_for(PERSON, self._folded)
        self._folded += len(events)
        self.recorder.add(events)
        if self._store is not None:
            self._store.track(self._finished, self.game)
