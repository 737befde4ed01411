"""A Hold'em table played on this computer: the engine's game, computer players, timer, autosave.

`LocalHoldemSession` owns the `HoldemGame`. People play the seats the
config marks human; every other seat is a computer player of its level.
A computer decision starts as a background `Job` when its turn begins (a
Monte-Carlo decision can take longer than a frame) and is applied once its
thinking time (`pacing`) is over and the job is done; it reads only the
seat's frozen view and legal choices, and its one-line reason is kept for
the screen. The action timer of the person to act counts the table time
given to `advance` while that person looks at the table and submits the
engine's `Timeout` when it runs out. After every change the game goes to
the `HoldemRecorder` (saved after every action; counted once). The first
hand is dealt when a new game starts; each next one when the screen has
shown the last one's end (`next_hand`), so a finished hand stays on the
table until it was seen. Between hands at a cash table players sit down and
stand up (`sit_down`, `stand_up`): a computer sitting down gets a player of
its level, and at least `MIN_PLAYERS` stay at the table (the last two
cannot leave: the table would have nobody to play against; it is left
through the menu instead, kept as it is).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Protocol

from game.engine import Card, IllegalActionError, NotYourTurnError
from game.engine.betting import LegalActions, Pot
from game.engine.holdem import (
    Decision,
    HoldemAction,
    HoldemConfig,
    HoldemEvent,
    HoldemGame,
    HoldemPhase,
    HoldemSeat,
    HoldemView,
    SitDown,
    StandUp,
    Street,
    TableFormat,
    TakeStack,
    Timeout,
    player_for,
)
from game.engine.holdem.phh import phh_document
from game.engine.holdem.record import HandRecord, HandRecorder

from ..background import Job, Runner, in_thread
from ..pacing import Pacer
from . import ACTION_SECONDS, COUNTDOWN_SECONDS, MIN_PLAYERS, HoldemOptions, HoldemRecorder, TurnTimer

__all__ = ["LocalHoldemSession", "LocalHoldemTable", "Decider"]


class Decider(Protocol):
    """A computer player as the session asks it: an action with its one-line reason."""

    def decision(self, view: HoldemView, legal: LegalActions) -> Decision:
        """One of the legal choices and why."""
        ...


class LocalHoldemTable:
    """The `HoldemTableView` of a local game for the viewer of its session."""

    def __init__(self, session: LocalHoldemSession) -> None:
        self._session = session

    @property
    def _game(self) -> HoldemGame:
        return self._session.game

    @property
    def config(self) -> HoldemConfig:
        return self._game.config

    @property
    def phase(self) -> HoldemPhase:
        return self._game.phase

    @property
    def hand_no(self) -> int:
        return self._game.hand_no

    @property
    def seated(self) -> tuple[HoldemSeat | None, ...]:
        return self._game.seated

    @property
    def waiting(self) -> dict[int, bool]:
        return self._game.newcomers

    @property
    def sitting_out(self) -> frozenset[int]:
        return frozenset()  # at the screen's own table one stands up instead

    @property
    def button(self) -> int | None:
        return self._game.button

    @property
    def blinds(self) -> tuple[int, int]:
        game = self._game
        running = game.phase is HoldemPhase.BETTING
        return game.config.blinds_at(max(0, game.hand_no - 1) if running else game.hand_no)

    @property
    def current(self) -> int | None:
        return self._game.current

    @property
    def street(self) -> Street:
        return self._game.street

    @property
    def board(self) -> tuple[Card, ...]:
        return self._game.board

    @property
    def stacks(self) -> tuple[int, ...]:
        return self._game.stacks

    @property
    def bets(self) -> tuple[int, ...]:
        return self._game.bets

    @property
    def pots(self) -> tuple[Pot, ...]:
        return self._game.pots()

    @property
    def pot_total(self) -> int:
        return self._game.pot_total

    @property
    def dealt(self) -> tuple[int, ...]:
        record = self.last_hand
        return record.seats if record is not None else ()

    @property
    def live(self) -> tuple[int, ...]:
        return self._game.live_seats

    def hole(self, seat: int) -> tuple[Card, Card] | None:
        game = self._game
        if seat == self._session.viewer and game.phase is HoldemPhase.BETTING:
            return game.hole_cards(seat)
        record = self.last_hand
        return None if record is None else record.hole(seat)

    @property
    def last_hand(self) -> HandRecord | None:
        return self._session.recorder.current

    @property
    def history(self) -> tuple[HandRecord, ...]:
        return self._session.recorder.records

    def phh(self) -> str:
        return phh_document(self._game.config, self._session.history_events)

    def reason(self, seat: int) -> str | None:
        return self._session.reasons.get(seat)

    @property
    def timer(self) -> TurnTimer | None:
        return self._session.timer

    @property
    def is_over(self) -> bool:
        return self._game.phase is HoldemPhase.GAME_OVER

    @property
    def winner(self) -> int | None:
        return self._game.winner

    @property
    def places(self) -> dict[int, int]:
        return self._game.places


class LocalHoldemSession:
    """A `HoldemSession` whose game runs in this process."""

    def __init__(
        self,
        game: HoldemGame,
        rng: random.Random | None = None,
        recorder: HoldemRecorder | None = None,
        options: HoldemOptions | None = None,
        runner: Runner = in_thread,
        players: Mapping[int, Decider] | None = None,
    ) -> None:
        """``players`` replaces computer seats' players (default: each seat's level, drawing from
        ``rng``)."""
        #: The engine's game: for the app's composition and tests; screens read `table`.
        self.game = game
        self._store = recorder
        self._options = options or HoldemOptions()
        self._runner = runner
        self._people = self._seated_people()
        self._rng = rng if rng is not None else random.Random()
        self._players: dict[int, Decider] = {
            seat: player_for(spec.level, self._rng)
            for seat, spec in enumerate(game.seated)
            if spec is not None and not spec.human
        }
        self._players.update(players or {})
        self._pacer = Pacer()
        self._job: Job[Decision] | None = None
        self._waiting = 0.0  # the action timer: table time the person to act has looked
        #: The last decision's reason per computer seat in the running hand (engine words).
        self.reasons: dict[int, str] = {}
        self._viewer = self._people[0] if len(self._people) == 1 else None
        #: One person: their own cards; hot seat (or nobody): only what everybody sees.
        self._history_viewer = self._viewer
        #: The hands as the screen's history may show them (the whole log, folded).
        self.recorder = HandRecorder(game.initial_stacks, game.config.seats)
        #: The events the recorder folded (as projected for the history): the PHH export's input.
        self.history_events: list[HoldemEvent] = []
        self._folded = 0
        self._table = LocalHoldemTable(self)
        if game.hand_no == 0 and game.can_start_hand():
            game.start_hand()
        self._changed()

    # reading ---------------------------------------------------------------
    @property
    def table(self) -> LocalHoldemTable:
        return self._table

    @property
    def people(self) -> tuple[int, ...]:
        return self._people

    @property
    def viewer(self) -> int | None:
        return self._viewer

    @property
    def options(self) -> HoldemOptions:
        return self._options

    @property
    def timer(self) -> TurnTimer | None:
        """The action timer of the person to act (None: off, or nobody waits for a person)."""
        seat = self.game.current
        if not self._options.timer or seat is None or seat not in self._people:
            return None
        return TurnTimer(seat, ACTION_SECONDS + COUNTDOWN_SECONDS - self._waiting)

    def events_after(self, cursor: int) -> tuple[HoldemEvent, ...]:
        return self.game.events_for(self._viewer, cursor)

    def legal_actions(self, seat: int) -> LegalActions | None:
        return self.game.legal_actions(seat) if seat == self._viewer else None

    def seat_view(self, seat: int) -> HoldemView:
        if seat != self._viewer:
            raise NotYourTurnError(f"seat {seat} is not shown at this screen now")
        return self.game.view(seat)

    # acting ----------------------------------------------------------------
    def reveal(self, seat: int) -> None:
        if seat not in self._people:
            raise NotYourTurnError(f"seat {seat} is not played at this screen")
        self._viewer = seat

    def submit(self, action: HoldemAction) -> None:
        if action.seat != self._viewer or isinstance(action, TakeStack):
            raise NotYourTurnError(f"seat {action.seat} does not act at this screen now")
        self.game.apply(action)
        self._acted()

    def _acted(self) -> None:
        """After a person's move: hot seat hides their cards again before anyone else looks."""
        self._waiting = 0.0
        if len(self._people) > 1:
            self._viewer = None
        self._changed()

    def advance(self, dt: float, speed: float = 1.0) -> bool:
        game = self.game
        seat = game.current
        if seat is None:
            self._pacer.reset()
            self._job = None
            return False
        if seat in self._people:
            self._pacer.reset()
            self._job = None
            if not self._options.timer or seat != self._viewer:
                return False
            self._waiting += dt
            if self._waiting < ACTION_SECONDS + COUNTDOWN_SECONDS:
                return False
            game.apply(Timeout(seat))
            self._acted()
            return True
        if self._job is None:
            view, legal = game.view(seat), game.legal_actions(seat)
            assert legal is not None  # the seat to act has choices
            player = self._players[seat]
            self._job = self._runner(lambda: player.decision(view, legal))
        if not self._pacer.think(dt * speed) or not self._job.done():
            return False
        decision = self._job.result()
        self._job = None
        self._pacer.reset()
        game.apply(decision.action)
        self.reasons[seat] = decision.reason
        self._changed()
        return True

    def hurry(self) -> None:
        self._pacer.hurry()

    def next_hand(self) -> None:
        game = self.game
        if game.phase is not HoldemPhase.BETWEEN_HANDS:
            return
        if game.config.table_format is TableFormat.CASH:
            for seat, stack in enumerate(game.stacks):
                if stack == 0 and game.seated[seat] is not None:
                    game.apply(TakeStack(seat))
        if game.can_start_hand():
            self.reasons.clear()
            game.start_hand()
        self._changed()

    @property
    def watching(self) -> bool:
        return False  # this screen deals every hand, also a table of computers

    # seats -----------------------------------------------------------------
    @property
    def seats_open(self) -> bool:
        game = self.game
        return game.config.table_format is TableFormat.CASH and game.phase is HoldemPhase.BETWEEN_HANDS

    def sit_down(self, seat: int, player: HoldemSeat, post: bool) -> None:
        self.game.apply(SitDown(seat, player, post))  # refused: raises, nothing changed
        if not player.human:
            self._players[seat] = player_for(player.level, self._rng)
        self._seats_changed()

    def stand_up(self, seat: int) -> None:
        game = self.game
        if game.seated[seat] is not None and sum(spec is not None for spec in game.seated) <= MIN_PLAYERS:
            raise IllegalActionError(f"at least {MIN_PLAYERS} players stay at the table")
        game.apply(StandUp(seat))
        self._players.pop(seat, None)
        self.reasons.pop(seat, None)
        self._seats_changed()

    def _seated_people(self) -> tuple[int, ...]:
        return tuple(seat for seat, spec in enumerate(self.game.seated) if spec is not None and spec.human)

    def _seats_changed(self) -> None:
        """Someone sat down or left: who plays at this screen, and whose history it folds."""
        self._people = self._seated_people()
        self._viewer = self._people[0] if len(self._people) == 1 else None
        if self._viewer != self._history_viewer:
            # the hands so far again with only what everybody saw (see `HoldemSession`)
            self.recorder = HandRecorder(self.game.initial_stacks, self.game.config.seats)
            self.history_events = list(self.game.events_for(None)[: self._folded])
            self.recorder.add(self.history_events)
            self._history_viewer = self._viewer
        self._changed()

    def close(self) -> None:
        if self._store is not None:
            self._store.save_now(self.game, self._options)
            self._store.flush()

    def _changed(self) -> None:
        events = self.game.events_for(self._history_viewer, self._folded)
        self._folded += len(events)
        self.recorder.add(events)
        self.history_events.extend(events)
        if self._store is not None:
            self._store.track(self.game, self._options)
