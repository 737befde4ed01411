"""A game played on this computer: the engine's game, its computer players, pacing and autosave.

`LocalSession` owns the `Game`. Computer seats decide through
`game.engine.token.strategies.Player.decide` from their seat's view only, after
their thinking time (`pacing`; the token game's decisions take well under a
millisecond, so they run in the frame). The first round is
dealt when the table starts; each next one when the people have seen the
results (`next_round`). After every change the game goes to the `Recorder`
(saved, and counted once it is over), and `close` writes it synchronously,
so every way out of the table keeps the game. The people at the screen see
their own cards (hot seat: all people's, behind the cover screen) and
everything public; `LocalTable` is that view of the game.
"""

from __future__ import annotations

import random

from game.engine import (
    Action,
    Card,
    Event,
    Game,
    GameConfig,
    LegalAction,
    NotYourTurnError,
    RoundRecord,
    RoundResult,
    SeatState,
    SeatView,
    TokenPhase,
    strategies_for,
)
from game.engine.deck import RandomSource

from ..base import Recorder
from ..pacing import Pacer

__all__ = ["LocalSession", "LocalTable"]


class LocalTable:
    """The `TableView` of a local game for the people at this screen (``viewer``)."""

    def __init__(self, game: Game, viewer: frozenset[int]) -> None:
        self._game = game
        self._viewer = viewer

    def _visible(self, seat: int) -> bool:
        return seat in self._viewer or self._game.phase is not TokenPhase.EXCHANGE

    @property
    def config(self) -> GameConfig:
        return self._game.config

    @property
    def phase(self) -> TokenPhase:
        return self._game.phase

    @property
    def round_no(self) -> int:
        return self._game.round_no

    @property
    def dealer(self) -> int:
        return self._game.dealer

    @property
    def turn_order(self) -> tuple[int, ...]:
        return self._game.turn_order

    @property
    def current(self) -> int | None:
        return self._game.current

    @property
    def seats(self) -> tuple[SeatState, ...]:
        seats = self._game.seats
        return tuple(
            s
            if self._visible(s.index)
            else SeatState(s.index, s.name, s.human, s.level, s.tokens, (), s.exchanged, s.active, s.place)
            for s in seats
        )

    def hand(self, seat: int) -> tuple[Card, ...]:
        """A seat's cards: the people's own always, another's only after the showdown."""
        return self._game.hand(seat) if self._visible(seat) else ()

    @property
    def history(self) -> tuple[RoundRecord, ...]:
        """Finished rounds. Decision (0.1.0's Verlauf): in the token game a finished round is
        open for review, hands as dealt and the cards put away included."""
        return self._game.history

    @property
    def last_result(self) -> RoundResult | None:
        return self._game.last_result

    @property
    def is_over(self) -> bool:
        return self._game.is_over

    @property
    def placements(self) -> tuple[tuple[int, int], ...]:
        return self._game.placements

    @property
    def winner(self) -> int | None:
        return self._game.winner

    @property
    def loser(self) -> int | None:
        return self._game.loser


class LocalSession:
    """A `Session` whose game runs in this process."""

    def __init__(self, game: Game, rng: RandomSource | None = None, recorder: Recorder | None = None) -> None:
        #: The engine's game: for the app's composition and tests; screens read `table`.
        self.game = game
        self._recorder = recorder
        config = game.config
        self._people = tuple(i for i, seat in enumerate(config.seats) if seat.human)
        self._viewer = frozenset(self._people)
        self._players = strategies_for(config, rng if rng is not None else random.Random())
        self._pacer = Pacer()
        self._table = LocalTable(game, self._viewer)
        self._changed()

    # reading ---------------------------------------------------------------
    @property
    def table(self) -> LocalTable:
        return self._table

    @property
    def people(self) -> tuple[int, ...]:
        return self._people

    def events_after(self, cursor: int) -> tuple[Event, ...]:
        return self.game.events_for(self._viewer, cursor)

    def legal_actions(self, seat: int) -> tuple[LegalAction, ...]:
        return self.game.legal_actions(seat) if seat in self._viewer else ()

    def seat_view(self, seat: int) -> SeatView:
        if seat not in self._viewer:
            raise NotYourTurnError(f"seat {seat} is not played at this screen")
        return self.game.view(seat)

    # acting ----------------------------------------------------------------
    def submit(self, action: Action) -> None:
        if action.seat not in self._viewer:
            raise NotYourTurnError(f"seat {action.seat} is not played at this screen")
        self.game.apply(action)
        self._changed()

    def advance(self, dt: float) -> bool:
        game = self.game
        if game.phase is TokenPhase.READY:
            game.start_round()
            self._changed()
            return True
        seat = game.current
        if seat is None:
            return False
        player = self._players.get(seat)
        if player is None:
            self._pacer.reset()
            return False
        if not self._pacer.think(dt):
            return False
        self._pacer.reset()
        game.apply(player.decide(game.view(seat), game.legal_actions(seat)))
        self._changed()
        return True

    def hurry(self) -> None:
        self._pacer.hurry()

    def next_round(self) -> None:
        if self.game.can_start_round():
            self.game.start_round()
            self._changed()

    def close(self) -> None:
        if self._recorder is not None:
            self._recorder.save_now(self.game)
            self._recorder.flush()

    def _changed(self) -> None:
        if self._recorder is not None:
            self._recorder.track(self.game)
