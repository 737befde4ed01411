"""The token game's public state record: everything needed to continue a game, as frozen values.

`Game.state()` returns a `GameState`; `Game.from_state(state, rng)` continues
from one after `check_state` has refused anything no sequence of actions can
reach. Saving (`game.engine.token.serialize`) converts the record to and from JSON
types and never looks inside a `Game`. `TokenPhase` and the `SeatState` snapshot
live here because both the game and its record speak of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from ..cards import FULL_DECK, Card
from ..errors import SaveFormatError
from ..levels import Level
from .config import GameConfig, Mode
from .events import RoundRecord

__all__ = ["TokenPhase", "SeatState", "GameState", "check_state", "HAND_SIZE"]

#: Cards in a hand of the token game.
HAND_SIZE = 5


class TokenPhase(StrEnum):
    """Where the game stands."""

    READY = "ready"  # set up, no round dealt yet
    EXCHANGE = "exchange"  # a round is dealt; `Game.current` exchanges next
    ROUND_OVER = "round_over"  # showdown done; `start_round` deals the next
    GAME_OVER = "game_over"


@dataclass(frozen=True, slots=True)
class SeatState:
    """A snapshot of one seat."""

    index: int
    name: str
    human: bool
    level: Level
    tokens: int
    hand: tuple[Card, ...]
    exchanged: int | None
    active: bool
    place: int | None


@dataclass(frozen=True, slots=True)
class GameState:
    """A whole game as it stands, hidden cards included (for saving, never for a screen)."""

    config: GameConfig
    phase: TokenPhase
    round_no: int
    dealer: int
    #: This round's seats in exchange order, and how many of them have exchanged.
    order: tuple[int, ...]
    turn: int
    tokens: tuple[int, ...]
    active: tuple[bool, ...]
    places: tuple[int | None, ...]
    hands: tuple[tuple[Card, ...], ...]
    exchanged: tuple[int | None, ...]
    #: The stock, top first.
    stock: tuple[Card, ...]
    #: This round so far: the hands as dealt and the cards each seat put away.
    dealt: Mapping[int, tuple[Card, ...]]
    discarded: Mapping[int, tuple[Card, ...]]
    history: tuple[RoundRecord, ...]


def check_state(state: GameState) -> None:
    """Raise `SaveFormatError` for a record that no sequence of actions can reach."""
    config, phase = state.config, state.phase
    n = len(config.seats)
    per_seat = (state.tokens, state.active, state.places, state.hands, state.exchanged)
    if any(len(values) != n for values in per_seat):
        raise SaveFormatError("seats: the number of seats does not match the set-up")
    if not 0 <= state.dealer < n or any(not 0 <= seat < n for seat in state.order):
        raise SaveFormatError("dealer or order: not a seat of this game")
    mode, target = config.mode, config.tokens
    for i in range(n):
        in_game = state.active[i]
        if in_game == (state.places[i] is not None) and phase is not TokenPhase.GAME_OVER:
            raise SaveFormatError(f"seat {i}: still in the game and placed, or neither")
        tokens = state.tokens[i]
        if not 0 <= tokens <= target:
            raise SaveFormatError(f"seat {i}: token count {tokens} is outside 0..{target}")
        if in_game and (tokens == 0 if mode is Mode.DESCENDING else tokens >= target):
            raise SaveFormatError(f"seat {i}: token count {tokens} does not allow it to play on")
    if len(state.history) != (state.round_no if phase is not TokenPhase.EXCHANGE else state.round_no - 1):
        raise SaveFormatError("history: the number of rounds does not match")
    if phase is TokenPhase.READY:
        if state.round_no or any(state.hands) or state.stock:
            raise SaveFormatError("a game that has not started holds no cards")
        return
    if state.round_no < 1:
        raise SaveFormatError("round: a started game has a round number")
    order = state.order
    if len(set(order)) != len(order) or len(order) < 2:
        raise SaveFormatError("order: not a valid turn order")
    if phase is TokenPhase.EXCHANGE:
        if sorted(order) != [i for i in range(n) if state.active[i]]:
            raise SaveFormatError("order: does not list exactly the seats still in the game")
        if not 0 <= state.turn < len(order):
            raise SaveFormatError("turn: outside the turn order")
        done = set(order[: state.turn])
        for i in range(n):
            if (state.exchanged[i] is not None) != (i in done):
                raise SaveFormatError(f"seat {i}: exchange count does not match the turn")
    in_play = [card for seat in order for card in state.hands[seat]] + list(state.stock)
    if any(len(state.hands[seat]) != HAND_SIZE for seat in order):
        raise SaveFormatError("hands: every seat of the round holds five cards")
    if len(in_play) != len(FULL_DECK) or set(in_play) != set(FULL_DECK):
        raise SaveFormatError("cards: hands and stock are not exactly one deck")
    if phase is TokenPhase.GAME_OVER:
        if any(place is None for place in state.places) or any(state.active):
            raise SaveFormatError("a finished game has a place for every seat")
