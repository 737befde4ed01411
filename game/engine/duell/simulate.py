"""Headless Duell: computer-vs-computer matches and single deals, for the CLI and the benches."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..deck import RandomSource
from .config import DuellConfig
from .game import DuellGame, DuellPhase
from .players import DuellPlayer
from .state import DuellState

__all__ = ["MatchResult", "play_match", "play_deal", "ChipsNotConservedError"]


class ChipsNotConservedError(AssertionError):
    """A chip was created or lost: a bug, never a game outcome."""


@dataclass(frozen=True, slots=True)
class MatchResult:
    """How a match ended: ``winner`` None is a draw (neither could pay the ante, equal chips)."""

    winner: int | None
    deals: int
    actions: int


def _play(game: DuellGame, players: Sequence[DuellPlayer], stop_after_deal: bool) -> int:
    total = 2 * game.config.stack
    actions = 0
    while True:
        phase = game.phase
        if phase is DuellPhase.MATCH_OVER or (phase is DuellPhase.DEAL_OVER and stop_after_deal):
            return actions
        if phase is DuellPhase.DEAL_OVER:
            game.next_deal()
            continue
        seat = game.current
        assert seat is not None
        legal = game.legal_actions(seat)
        assert legal is not None
        game.apply(players[seat].decide(game.view(seat), legal))
        actions += 1
        if game.chips != total:
            raise ChipsNotConservedError(f"{game.chips} chips after deal {game.deal_no}, not {total}")


def play_match(
    config: DuellConfig, players: Sequence[DuellPlayer], rng: RandomSource, max_deals: int = 100_000
) -> MatchResult:
    """Play one match to its end (chips checked after every action)."""
    game = DuellGame(config, rng)
    actions = 0
    while game.phase is not DuellPhase.MATCH_OVER and game.deal_no <= max_deals:
        actions += _play(game, players, stop_after_deal=True)
        if game.phase is DuellPhase.DEAL_OVER:
            game.next_deal()
    return MatchResult(game.winner, game.deal_no, actions)


def play_deal(
    config: DuellConfig, players: Sequence[DuellPlayer], order: Sequence[object], first: int
) -> DuellGame:
    """Play one deal of ``order`` (a shuffled deck) from equal fresh stacks; the finished game."""
    state = DuellState(config, 1, first, (config.stack, config.stack), 0, tuple(order), ())  # type: ignore[arg-type]
    game = DuellGame.from_state(state)
    _play(game, players, stop_after_deal=True)
    return game
