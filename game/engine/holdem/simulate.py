"""Headless Hold'em: computer players in every seat, with the chip-conservation check."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..levels import Level
from .actions import TakeStack
from .config import HoldemConfig, TableFormat
from .game import HoldemGame, HoldemPhase
from .players import player_for

__all__ = ["SimulationResult", "play_hands", "play_hand"]


class ChipsNotConservedError(AssertionError):
    """Chips appeared or vanished: a bug, never a refusal."""


@dataclass(frozen=True, slots=True)
class SimulationResult:
    """Hands played and actions taken."""

    hands: int
    actions: int
    stacks: tuple[int, ...]


def play_hand(game: HoldemGame, players: dict[int, object], check: bool = True) -> int:
    """Play one hand with the players (by seat); the number of actions. Checks chips after each."""
    game.start_hand()
    actions = 0
    while game.phase is HoldemPhase.BETTING:
        seat = game.current
        assert seat is not None
        legal = game.legal_actions(seat)
        assert legal is not None
        player = players[seat]
        game.apply(player.decide(game.view(seat), legal))  # type: ignore[attr-defined]
        actions += 1
        if check and game.chips != game.chips_issued:
            raise ChipsNotConservedError(f"{game.chips} chips on the table, {game.chips_issued} issued")
    return actions


def play_hands(
    config: HoldemConfig, hands: int, rng: random.Random, level: Level | None = None
) -> tuple[HoldemGame, SimulationResult]:
    """Play ``hands`` hands (a sit-and-go stops when decided); busted cash seats take a fresh stack.
    ``rng`` shuffles (and seeds the players' own generator)."""
    game = HoldemGame(config, rng)
    # The players draw from a generator of their own, seeded from the table's: a seed deals the
    # same cards whatever the players decide, and with the system's generator (no seed) their
    # many draws stay cheap.
    chances = random.Random(rng.getrandbits(64))
    players: dict[int, object] = {
        seat: player_for(level or spec.level, chances) for seat, spec in enumerate(config.seats) if spec
    }
    actions = 0
    played = 0
    while played < hands and game.phase is not HoldemPhase.GAME_OVER:
        if config.table_format is TableFormat.CASH:
            for seat, stack in enumerate(game.stacks):
                if stack == 0 and game.seated[seat] is not None:
                    game.apply(TakeStack(seat))
        actions += play_hand(game, players)
        played += 1
    return game, SimulationResult(played, actions, game.stacks)
