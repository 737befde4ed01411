"""Europäisches Draw Poker at a network table: the `Variant` adapter of `EuropeanGame`.

The engine can run a whole table (players coming and going, the game master,
its own timers as data); at a network table the server's `Table` already
owns the seats, the game master and the clock, so the adapter runs the
engine **one game at a time**: `new_game` makes a fresh `EuropeanGame` with
one engine seat per player of the game, joins them game master first (each
with its ledger balance as its stack) and `next_round` applies the master's
`Start` (ante, deal, round 1). Who owns what (docs/network.md, "Europäisches
Draw Poker"):

- **Timers: the table is the one authority.** Its move timer (1 min) runs
  for whatever the current seat must do; when it runs out the adapter
  applies the engine's `Timeout` for the engine's running timer, which
  folds in a betting round, exchanges nothing in the exchange and shows at
  the showdown. The table's master timer (3 min) and restart timer (30 s
  after a game) replace the engine's ``master`` and ``cooldown`` timers,
  which never run here (the engine's game ends at its cooldown).
- **The game master: the table's** (who may start, the 3 minutes, passing
  the role after a game). Inside a game the engine's master only fixes who
  speaks first in each round; both pass the role to the next player still
  in the game in seat order (game seats follow table seats), so they agree.
- **Who is at the table for the rules: the players of the game.** People
  who sit down while a game runs are not in the engine's game (they play
  from the next one). So "one player left in the game while others still
  sit at the table" counts the game's players still seated: the last player
  in makes one more bet and shows if a folded player of the game still
  sits; if every other player of the game has left, the last one takes the
  pot at once, newcomers or not.
- **Chips:** `chip_moves` reports every ante and bet as a stake when it is
  made and the pot as a payout (or as lost to the table) only when the game
  ends, so a game left open by a killed server is refunded exactly by the
  ledger's rule. A person who leaves during a game (`remove`: the engine's
  ``Leave(seat, removed=True)``) folds; the chips bet stay in the pot.

There are no computer players at a European table (chips belong to people);
options: none.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from game.engine import Level
from game.engine.deck import RandomSource
from game.engine.errors import PhaseError
from game.engine.european import ANTE as EUROPEAN_ANTE
from game.engine.european import (
    DEFAULT_STACK,
    MAX_SEATS,
    AntePosted,
    BetPlaced,
    EuropeanConfig,
    EuropeanGame,
    EuropeanPhase,
    EuropeanPlayer,
    GameOver,
    Join,
    Leave,
    PotAwarded,
    PotLost,
    Start,
    Timeout,
    player_for,
)

from ..protocol import JsonObject, WireError
from ..variant import ChipForfeit, ChipMove, ChipPayout, ChipStake, Outcome, RunningGame, SeatPlayer
from .wire import action_from_json, event_to_json, own_view_to_json, public_view_to_json

__all__ = ["EuropeanVariant", "EuropeanTableGame"]


class EuropeanTableGame:
    """One game of Europäisches Draw Poker at a network table (a `RunningGame`)."""

    def __init__(
        self, players: Sequence[SeatPlayer], rng: RandomSource, config: EuropeanConfig | None = None
    ) -> None:
        count = len(players)
        self._game = EuropeanGame(config or EuropeanConfig(seats=count), rng)
        self._rng = rng
        self._master = next((seat for seat, player in enumerate(players) if player.master), 0)
        #: (event count, the view's public fields then): built once per state for every reader
        self._public_cache: tuple[int, JsonObject] | None = None
        self._players: dict[int, EuropeanPlayer] = {}
        for offset in range(count):  # the game master sits down first: the engine makes them master
            seat = (self._master + offset) % count
            player = players[seat]
            stack = player.balance if player.account is not None else DEFAULT_STACK
            self._game.apply(Join(seat, player.name, stack))

    @property
    def game(self) -> EuropeanGame:
        """The engine's game (for tests and the server's own checks; clients get projections)."""
        return self._game

    @property
    def event_count(self) -> int:
        return len(self._game.events)

    @property
    def current(self) -> int | None:
        return self._game.current if self._game.running else None

    @property
    def round_over(self) -> bool:
        return False  # one game is one deal: no pause between rounds waiting for "ready"

    @property
    def is_over(self) -> bool:
        return self._game.phase is EuropeanPhase.COOLDOWN

    def in_game(self, seat: int) -> bool:
        return seat in self._game.in_game

    def act(self, seat: int, action: JsonObject) -> None:
        self._game.apply(action_from_json(seat, action))

    def act_timeout(self, seat: int) -> None:
        timer = self._game.timer
        if timer is None or timer.seat != seat or not self._game.running:
            raise PhaseError(f"no move timer of seat {seat} runs")
        self._game.apply(Timeout(timer.seat, timer.number))

    def act_computer(self, seat: int) -> None:
        game = self._game
        player = self._players.get(seat)
        if player is None:
            player = self._players[seat] = player_for(
                Level.NORMAL, self._rng if isinstance(self._rng, random.Random) else None
            )
        legal = game.legal_actions(seat)
        assert legal is not None, "a computer moves only on its turn"
        game.apply(player.decide(game.view(seat), legal))

    def next_round(self) -> None:
        if self._game.phase is EuropeanPhase.IDLE:
            self._game.apply(Start(self._master))

    def remove(self, seat: int) -> None:
        if seat in self._game.seated:
            self._game.apply(Leave(seat, removed=True))

    def events_json(self, seat: int | None, after: int) -> list[JsonObject]:
        return [event_to_json(event) for event in self._game.events_for(seat, after)]

    def view_json(self, seat: int | None) -> JsonObject:
        game = self._game
        count = self.event_count
        if self._public_cache is None or self._public_cache[0] != count:
            self._public_cache = (count, public_view_to_json(game.view(None)))
        legal = game.legal_actions(seat) if seat is not None and seat in game.seated else None
        return {**self._public_cache[1], **own_view_to_json(game.view(seat), legal)}

    @property
    def history_len(self) -> int:
        return 0  # one game is one deal: the view's "history" lists its bets and folds

    def history_json(self, seat: int | None, start: int) -> list[JsonObject]:
        return []

    def outcome(self) -> Outcome:
        """The winner of the pot (none when it was lost to the table), as the game's public end said."""
        over = next(
            (event for event in reversed(self._game.events_for(None)) if isinstance(event, GameOver)), None
        )
        if over is None:
            return Outcome((), 0)
        return Outcome(() if over.winner is None else (over.winner,), over.pot)

    def chip_moves(self, after: int) -> list[ChipMove]:
        moves: list[ChipMove] = []
        for event in self._game.events_for(None, after):  # chip events are public; no copy of all
            if isinstance(event, AntePosted):
                moves.append(ChipStake(event.seat, event.amount, "ante"))
            elif isinstance(event, BetPlaced) and event.amount:  # a lone player may bet nothing
                moves.append(ChipStake(event.seat, event.amount, "bet"))
            elif isinstance(event, PotAwarded):
                moves.extend(ChipPayout(seat, chips) for seat, chips in event.shares)
            elif isinstance(event, PotLost) and event.amount:
                moves.append(ChipForfeit(event.amount))
        return moves


class EuropeanVariant:
    """Europäisches Draw Poker as a network variant (play chips: an ante of 10)."""

    name = "european"
    max_seats = MAX_SEATS
    ante = EUROPEAN_ANTE

    def parse_options(self, data: Mapping[str, object]) -> JsonObject:
        if data:
            raise WireError(f"Europäisches Draw Poker has no option {sorted(data)[0]!r}")
        return {}

    def computers(self, options: JsonObject) -> tuple[Level, ...]:
        return ()

    def new_game(self, players: Sequence[SeatPlayer], options: JsonObject, rng: RandomSource) -> RunningGame:
        return EuropeanTableGame(players, rng)
