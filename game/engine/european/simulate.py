"""Headless network tables of computer players, for the CLI, the benches and the tests.

`play_games` seats the players, then plays game after game the way a
server would: the cooldown's timeout, a fresh stack for every player short
of the ante (play chips: a player who runs out gets a fresh stack), the game
master's start, then each turn's decision. Chips are checked after every
action: stacks + pot always equal the chips issued.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..cards import Card
from ..deck import RandomSource
from .actions import Join, Start, TakeStack, Timeout
from .config import DEFAULT_STACK, EuropeanConfig
from .events import GameOver
from .game import EuropeanGame
from .players import EuropeanPlayer
from .state import EuropeanPhase, EuropeanState, SeatRecord, TableSnapshot

__all__ = ["ChipsNotConservedError", "SimulationResult", "play_game", "play_games", "play_deal"]


class ChipsNotConservedError(AssertionError):
    """A chip was created or lost: a bug, never a game outcome."""


@dataclass(frozen=True, slots=True)
class SimulationResult:
    """What a run of games gave: wins per seat, pots lost to the table, rounds and actions."""

    games: int
    wins: tuple[int, ...]
    lost: int
    rounds: int
    actions: int
    fresh_stacks: int


def _check(game: EuropeanGame) -> None:
    if game.chips != game.chips_issued or min(game.stacks) < 0:
        raise ChipsNotConservedError(
            f"{game.chips} chips at the table in game {game.game_no}, not {game.chips_issued}"
        )


def play_game(
    game: EuropeanGame, players: Sequence[EuropeanPlayer], stack: int = DEFAULT_STACK
) -> tuple[GameOver, int, int]:
    """Play one game at a table whose seats are all taken by ``players``.

    Returns the game's `GameOver`, the actions applied and the fresh stacks taken.
    """
    actions = fresh = 0
    if game.phase is EuropeanPhase.COOLDOWN:
        timer = game.timer
        assert timer is not None
        game.apply(Timeout(timer.seat, timer.number))
    for short in game.seated:
        if game.stacks[short] < game.config.ante:
            game.apply(TakeStack(short, stack))
            fresh += 1
    master = game.master
    assert master is not None
    start = len(game.events)
    while True:
        seat = master if game.phase is EuropeanPhase.IDLE else game.current
        assert seat is not None
        legal = game.legal_actions(seat)
        assert legal is not None
        game.apply(players[seat].decide(game.view(seat), legal))
        actions += 1
        _check(game)
        if game.phase is EuropeanPhase.COOLDOWN:
            break
    over = next(event for event in reversed(game.events[start:]) if isinstance(event, GameOver))
    return over, actions, fresh


def play_games(
    config: EuropeanConfig,
    players: Sequence[EuropeanPlayer],
    games: int,
    rng: RandomSource,
    stack: int = DEFAULT_STACK,
) -> tuple[EuropeanGame, SimulationResult]:
    """Seat ``players`` (one per seat, from seat 0) and play ``games`` games; chips checked throughout."""
    game = EuropeanGame(config, rng)
    for seat in range(len(players)):
        game.apply(Join(seat, f"Computer {seat + 1}", stack))
    wins = [0] * config.seats
    lost = rounds = actions = fresh = 0
    for _ in range(games):
        over, count, taken = play_game(game, players, stack)
        actions += count
        fresh += taken
        rounds += game.round_no
        if over.winner is None:
            lost += 1
        else:
            wins[over.winner] += 1
    return game, SimulationResult(games, tuple(wins), lost, rounds, actions, fresh)


def play_deal(
    config: EuropeanConfig,
    players: Sequence[EuropeanPlayer],
    order: Sequence[Card],
    stack: int = DEFAULT_STACK,
) -> tuple[EuropeanGame, GameOver]:
    """One game of the deck ``order`` between ``players`` (seats 0.., seat 0 the game master), fresh stacks.

    For duplicate benches: the same deck played again with the players moved round.
    """
    seats = tuple(SeatRecord(f"Computer {seat + 1}", stack) for seat in range(len(players)))
    free = (None,) * (config.seats - len(players))
    table = TableSnapshot(seats + free, 0, 0, stack * len(players), 0, 0, 0)
    game = EuropeanGame.from_state(EuropeanState(config, table, tuple(order), (Start(0),)))
    while game.running:
        seat = game.current
        assert seat is not None
        legal = game.legal_actions(seat)
        assert legal is not None
        game.apply(players[seat].decide(game.view(seat), legal))
        _check(game)
    over = next(event for event in reversed(game.events) if isinstance(event, GameOver))
    return game, over
