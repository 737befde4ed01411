"""A scripted three-seat game whose every card is chosen, for save, statistics and history tests.

Anna (human) against Computer 1 and Computer 2 (Normal), absteigend, T = 1.
Round 1: Computer 1 holds the lowest hand and is out (place 3). Round 2:
Anna makes aces full, Computer 2 stays on high card and is out (place 2);
Anna wins.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.engine import (
    Game,
    GameConfig,
    Mode,
    SeatConfig,
    TokenPhase,
    parse_cards,
    play_computer_turn,
    strategies_for,
)
from tests.engine.rigging import RiggedRandom, deck_dealing

__all__ = ["CONFIG", "play_scripted", "scripted_rng"]

CONFIG = GameConfig(
    (SeatConfig("Anna", True), SeatConfig("Computer 1", False), SeatConfig("Computer 2", False)),
    Mode.DESCENDING,
    tokens=1,
)


def scripted_rng() -> RiggedRandom:
    # Round 1: dealer 0, order 1, 2, 0. Round 2: dealer 2, order 0, 2 (seat 1 is out).
    return RiggedRandom(
        deck_dealing(
            ["2c 3d 7h 9s Jc", "Ks Kd 6c 6d Ah", "Qs Qh Qd 3c 3s"], stock_top="4c 5d 8h Ts 2h"
        ),
        deck_dealing(["As Ad 9c 9d 4h", "2s 5c 7d 8c Tc"], stock_top="Ac 3h 4d 6h 7c"),
    )


def play_scripted(game: Game, after_each_action: Callable[[Game], Game] = lambda g: g) -> Game:
    """Anna keeps all in round 1 and swaps 4h in round 2; computers play Normal."""
    strategies = strategies_for(game.config, random.Random(0))
    human_moves = [[], parse_cards("4h")]
    while not game.is_over:
        game.start_round()
        game = after_each_action(game)
        while game.phase is TokenPhase.EXCHANGE:
            if game.current == 0:
                game.exchange(0, human_moves.pop(0))
            else:
                play_computer_turn(game, strategies)
            game = after_each_action(game)
    return game
