"""Computer turns and whole headless games, for the screens, the CLI and benchmarks."""

from __future__ import annotations

from collections.abc import Mapping

from .cards import Card
from .config import GameConfig
from .deck import RandomSource, default_rng
from .events import Exchanged
from .game import Game, Phase
from .strategies import Strategy, strategy_for

__all__ = ["strategies_for", "computer_choice", "play_computer_turn", "play_game"]


def strategies_for(config: GameConfig, rng: RandomSource) -> dict[int, Strategy]:
    """The strategy of every computer seat, by seat index."""
    return {
        i: strategy_for(seat.level, rng) for i, seat in enumerate(config.seats) if not seat.human
    }


def computer_choice(game: Game, strategy: Strategy) -> tuple[Card, ...]:
    """What ``strategy`` exchanges for the current seat, from that seat's view only."""
    seat = game.current
    if seat is None:
        raise ValueError("no seat is to exchange now")
    return strategy.choose_exchange(game.view(seat))


def play_computer_turn(game: Game, strategies: Mapping[int, Strategy]) -> Exchanged:
    """Let the current seat's strategy exchange."""
    seat = game.current
    if seat is None or seat not in strategies:
        raise ValueError("the current seat is not a computer player")
    return game.exchange(seat, strategies[seat].choose_exchange(game.view(seat)))


def play_game(
    config: GameConfig, rng: RandomSource | None = None, max_rounds: int = 1_000_000
) -> Game:
    """Play a whole game with computer strategies in every seat (people play Normal)."""
    rng = rng if rng is not None else default_rng()
    game = Game.new(config, rng)
    strategies = {
        i: strategy_for("normal" if seat.human else seat.level, rng)
        for i, seat in enumerate(config.seats)
    }
    while game.phase is not Phase.GAME_OVER:
        if game.round_no >= max_rounds:
            raise RuntimeError(f"the game did not end within {max_rounds} rounds")
        game.start_round()
        while game.phase is Phase.EXCHANGE:
            play_computer_turn(game, strategies)
    return game
