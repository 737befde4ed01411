"""Computer turns and whole headless games, for the screens, the CLI and benchmarks."""

from __future__ import annotations

from collections.abc import Mapping

from ..actions import Action
from ..deck import RandomSource, default_rng
from ..levels import Level
from .config import GameConfig
from .events import Event
from .game import Game, TokenPhase
from .strategies import Player, Strategy, strategy_for

__all__ = ["strategies_for", "computer_choice", "play_computer_turn", "play_game"]


def strategies_for(config: GameConfig, rng: RandomSource) -> dict[int, Strategy]:
    """The strategy of every computer seat, by seat index."""
    return {
        i: strategy_for(seat.level, rng) for i, seat in enumerate(config.seats) if not seat.human
    }


def computer_choice(game: Game, player: Player) -> Action:
    """What ``player`` does for the current seat, from that seat's view and choices only."""
    seat = game.current
    if seat is None:
        raise ValueError("no seat is to act now")
    return player.decide(game.view(seat), game.legal_actions(seat))


def play_computer_turn(game: Game, players: Mapping[int, Player]) -> tuple[Event, ...]:
    """Let the current seat's computer player act; the events that caused."""
    seat = game.current
    if seat is None or seat not in players:
        raise ValueError("the current seat is not a computer player")
    return game.apply(computer_choice(game, players[seat]))


def play_game(
    config: GameConfig, rng: RandomSource | None = None, max_rounds: int = 1_000_000
) -> Game:
    """Play a whole game with computer strategies in every seat (people play Normal)."""
    rng = rng if rng is not None else default_rng()
    game = Game.new(config, rng)
    strategies = {
        i: strategy_for(Level.NORMAL if seat.human else seat.level, rng)
        for i, seat in enumerate(config.seats)
    }
    while game.phase is not TokenPhase.GAME_OVER:
        if game.round_no >= max_rounds:
            raise RuntimeError(f"the game did not end within {max_rounds} rounds")
        game.start_round()
        while game.phase is TokenPhase.EXCHANGE:
            play_computer_turn(game, strategies)
    return game
