"""Duell at a network table: heads-up five-card draw between two people (the `Variant` adapter of
`DuellGame`).

Options: ``deck`` (32 or 52 cards) and ``stack`` (the starting stack of each
player, 50 to 5000 play chips). The table has two seats and no computers;
it starts by itself when the second person sits down (or the game master
starts it). One game of the table is one whole match played by the local
rules (variants.md, "Duell"): ante 5 each, two betting rounds around one
exchange, a tied pot carried on, until one player cannot pay the ante.

- **Chips:** both players bring ``stack`` play chips to the match (a ledger
  stake each when it starts); at its end each gets their final stack back,
  and chips still in a carried pot go to the winner (split when nobody won,
  an odd chip to the house). A match left open by a killed server returns
  both stakes (the ledger's rule).
- **Timer:** when the move timer runs out the seat checks if it may, else
  it folds; in the exchange it keeps its five cards.
- **Leaving:** a person who leaves the table (or whose grace period runs
  out) concedes the match: the other player takes every chip of the match.
- Between deals the table waits until both have seen the showdown (``ready``)
  or the round timer runs out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.engine import Level
from game.engine.actions import Exchange, ExchangeChoice
from game.engine.betting import Check, Fold
from game.engine.deck import RandomSource
from game.engine.duell import DEFAULT_STACK, MAX_STACK, MIN_STACK, DuellConfig, DuellGame, MatchOver
from game.engine.duell.config import DECK_SIZES
from game.engine.duell.game import DuellPhase

from ..holdem.wire import Conceded, bet_from_json, exchange_from_json, legal_to_json, record_to_json
from ..protocol import JsonObject, JsonValue, WireError
from ..variant import ChipForfeit, ChipMove, ChipPayout, ChipStake, Outcome, RunningGame, SeatPlayer

__all__ = ["DuellVariant", "DuellTableGame", "Conceded"]

_BETTING = (DuellPhase.BET_BEFORE, DuellPhase.BET_AFTER, DuellPhase.EXCHANGE)


class DuellTableGame:
    """One Duell match at a network table (a `RunningGame`)."""

    def __init__(self, players: Sequence[SeatPlayer], options: JsonObject, rng: RandomSource) -> None:
        if len(players) != 2 or any(player.computer for player in players):
            raise ValueError("a Duell match is played by two people")
        self._config = DuellConfig(
            players[0].name, Level.NORMAL, int(str(options["deck"])), int(str(options["stack"]))
        )
        self._rng = rng
        self._game: DuellGame | None = None  # dealt by the first next_round
        self._names: list[JsonValue] = [player.name for player in players]
        self._conceded: Conceded | None = None
        self._public_cache: tuple[int, JsonObject] | None = None

    @property
    def game(self) -> DuellGame | None:
        """The engine's match once dealt (for tests; clients get projections)."""
        return self._game

    @property
    def _engine_count(self) -> int:
        return 0 if self._game is None else len(self._game.events)

    @property
    def event_count(self) -> int:
        return self._engine_count + (self._conceded is not None)

    @property
    def current(self) -> int | None:
        game = self._game
        if game is None or self._conceded is not None or game.phase not in _BETTING:
            return None
        return game.current

    @property
    def round_over(self) -> bool:
        return self._game is not None and self._game.phase is DuellPhase.DEAL_OVER and not self.is_over

    @property
    def is_over(self) -> bool:
        over = self._game is not None and self._game.phase is DuellPhase.MATCH_OVER
        return self._conceded is not None or over

    def in_game(self, seat: int) -> bool:
        return not self.is_over

    def _engine(self) -> DuellGame:
        if self._game is None:
            raise WireError("the match has not been dealt yet")
        return self._game

    def act(self, seat: int, action: JsonObject) -> None:
        game = self._engine()
        if self.is_over:
            raise WireError("the match is over")
        if action.get("kind") == "exchange":
            game.apply(exchange_from_json(seat, action))
        else:
            game.apply(bet_from_json(seat, action))

    def act_timeout(self, seat: int) -> None:
        game = self._engine()
        legal = game.legal_actions(seat)
        if legal is None:
            raise WireError(f"seat {seat} has nothing to do")
        if isinstance(legal, ExchangeChoice):
            game.apply(Exchange(seat, ()))
        else:
            game.apply(Check(seat) if legal.check else Fold(seat))

    def act_computer(self, seat: int) -> None:
        self.act_timeout(seat)  # no computers at a Duell table: only a seat nobody plays moves so

    def next_round(self) -> None:
        if self._game is None:
            self._game = DuellGame(self._config, self._rng)
        elif self._game.phase is DuellPhase.DEAL_OVER:
            self._game.next_deal()

    def remove(self, seat: int) -> None:
        if not self.is_over:
            self._conceded = Conceded(seat, 1 - seat)

    # ------------------------------------------------------------------ projections

    def events_json(self, seat: int | None, after: int) -> list[JsonObject]:
        events: list[JsonObject] = []
        if self._game is not None and after < self._engine_count:
            events = [record_to_json(event) for event in self._game.events_for(seat, after)]
        if self._conceded is not None and after <= self._engine_count:
            events.append(record_to_json(self._conceded))
        return events

    def _public(self) -> JsonObject:
        count = self.event_count
        if self._public_cache is None or self._public_cache[0] != count:
            game = self._game
            public: JsonObject = {"names": self._names, "deck": self._config.deck, "over": self.is_over}
            if game is None:
                public.update(deal=0, phase="waiting", stacks=[self._config.stack] * 2, bets=[0, 0], pot=0)
            else:
                view = game.view(0)
                public.update(
                    deal=game.deal_no,
                    phase=game.phase.value,
                    first=game.first,
                    stacks=list(game.stacks),
                    bets=list(view.bets),
                    pot=game.pot,
                    exchanged=[view.my_exchanged, view.opponent_exchanged],
                    history=[list(step) for step in view.history],
                    current=self.current,
                )
            self._public_cache = (count, public)
        return self._public_cache[1]

    def view_json(self, seat: int | None) -> JsonObject:
        own: JsonObject = {"seat": seat, "hand": None, "legal": None}
        game = self._game
        if seat is not None and game is not None:
            own["hand"] = [str(card) for card in game.hand(seat)]
            legal = None if self.current != seat else game.legal_actions(seat)
            if isinstance(legal, ExchangeChoice):
                own["legal"] = {"exchange": legal.max_cards}
            else:
                own["legal"] = legal_to_json(legal)
        return {**self._public(), **own}

    @property
    def history_len(self) -> int:
        return 0  # the deals' betting is in the events; the match is one record

    def history_json(self, seat: int | None, start: int) -> list[JsonObject]:
        return []

    # ------------------------------------------------------------------ chips

    def chip_moves(self, after: int) -> list[ChipMove]:
        moves: list[ChipMove] = []
        stack = self._config.stack
        if after == 0:
            moves.extend(ChipStake(seat, stack, "buy-in") for seat in (0, 1))
        if self.is_over and after <= self._end_index():
            moves.extend(self._settlement())
        return moves

    def _end_index(self) -> int:
        """The number of the event that ended the match."""
        return self.event_count - 1

    def _settlement(self) -> list[ChipMove]:
        total = 2 * self._config.stack
        if self._conceded is not None:
            return [ChipPayout(self._conceded.winner, total, "match won")]
        game = self._game
        assert game is not None
        over = next(event for event in reversed(game.events) if isinstance(event, MatchOver))
        moves: list[ChipMove] = [
            ChipPayout(seat, over.stacks[seat], "stack") for seat in (0, 1) if over.stacks[seat]
        ]
        left = total - sum(over.stacks)
        if left and over.winner is not None:
            moves.append(ChipPayout(over.winner, left, "carried pot"))
        elif left:
            half = left // 2
            moves.extend(ChipPayout(seat, half, "carried pot") for seat in (0, 1) if half)
            if left % 2:
                moves.append(ChipForfeit(left % 2, "odd chip"))
        return moves

    def outcome(self) -> Outcome:
        if self._conceded is not None:
            return Outcome((self._conceded.winner,), 2 * self._config.stack)
        game = self._game
        winner = None if game is None else game.winner
        return Outcome(() if winner is None else (winner,), 2 * self._config.stack)


class DuellVariant:
    """Duell as a network variant: two people, play chips (the starting stacks)."""

    name = "duell"
    max_seats = 2
    ante = 1  # a chip variant; the stake of a table is `ante_for`
    #: The move timer is `Timers.quick_move` (10 s, then a 20 s countdown) plus a time bank per player.
    time_bank = True
    #: The notice when a person leaves the running match: they concede it.
    left_notice = "conceded"

    def parse_options(self, data: Mapping[str, object]) -> JsonObject:
        unknown = sorted(set(data) - {"deck", "stack"})
        if unknown:
            raise WireError(f"Duell has no option {unknown[0]!r}")
        deck = data.get("deck", 32)
        stack = data.get("stack", DEFAULT_STACK)
        if isinstance(deck, bool) or deck not in DECK_SIZES:
            raise WireError(f"options: deck is 32 or 52, not {deck!r}")
        if isinstance(stack, bool) or not isinstance(stack, int) or not MIN_STACK <= stack <= MAX_STACK:
            raise WireError(
                f"options: stack is a whole number from {MIN_STACK} to {MAX_STACK}, not {stack!r}"
            )
        return {"deck": int(str(deck)), "stack": stack}

    def ante_for(self, options: JsonObject) -> int:
        """The play chips each player brings to a match: the starting stack."""
        return int(str(options["stack"]))

    def starts_when_full(self, options: JsonObject) -> bool:
        """The second person sitting down starts the match."""
        return True

    def computers(self, options: JsonObject) -> tuple[Level, ...]:
        return ()

    def new_game(self, players: Sequence[SeatPlayer], options: JsonObject, rng: RandomSource) -> RunningGame:
        return DuellTableGame(players, options, rng)
