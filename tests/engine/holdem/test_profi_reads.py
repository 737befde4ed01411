"""Profi against players who raise at every turn: it reads them and wins, a seeded statistical test.

A person who simply raises every hand should not beat the Profi. Three
seats, Profi and two players who raise the minimum whenever they may (else
call): 120 seeded sessions of 10 hands with 20 big blinds a seat (a busted
seat takes a fresh stack, which counts against it). Profi's mean result per
session must be above zero with 95% confidence. The same sessions with the
reads hidden from Profi (its views without `aggression`, i.e. the strategy
before it read the table) fold nearly every hand and lose their blinds: the
check rejects them. About three seconds for both (120 sessions since the Profi reads ranges and
plays more of its hands against such players: a session swings by whole stacks).
"""

from __future__ import annotations

import math
import random
import statistics

from game.engine.betting import LegalActions
from game.engine.holdem import (
    Call,
    Check,
    HoldemConfig,
    HoldemGame,
    HoldemPhase,
    HoldemPlayer,
    HoldemSeat,
    HoldemView,
    RaiseTo,
    TakeStack,
    player_for,
)
from game.engine.holdem.players import BetAction
from game.engine.levels import Level

BIG = 20
STACK = 20 * BIG
SEATS = 3
SESSIONS = 120
HANDS = 10


class Raiser:
    """Raises the minimum whenever it may, else checks or calls: never folds."""

    def decide(self, view: HoldemView, legal: LegalActions) -> BetAction:
        if legal.raise_min is not None:
            return RaiseTo(legal.seat, legal.raise_min)
        return Check(legal.seat) if legal.call is None else Call(legal.seat)


class Unread:
    """Profi shown no reads of the table (as before it had them)."""

    def __init__(self, rng: random.Random) -> None:
        self._profi = player_for(Level.PROFI, rng)

    def decide(self, view: HoldemView, legal: LegalActions) -> BetAction:
        return self._profi.decide(view._replace(aggression=()), legal)


def session(tested: HoldemPlayer, seed: int) -> float:
    """The tested player's result in big blinds per 100 hands over one seeded session."""
    seats = tuple(HoldemSeat(f"S{i}") for i in range(SEATS))
    config = HoldemConfig(seats, big_blind=BIG, starting_stack=STACK)
    game = HoldemGame(config, random.Random(seed))
    seat = seed % SEATS
    players: list[HoldemPlayer] = [Raiser() for _ in range(SEATS)]
    players[seat] = tested
    given = STACK
    for _ in range(HANDS):
        for other, stack in enumerate(game.stacks):
            if stack == 0:
                game.apply(TakeStack(other))
                given += STACK if other == seat else 0
        game.start_hand()
        while game.phase is HoldemPhase.BETTING:
            current = game.current
            assert current is not None
            legal = game.legal_actions(current)
            assert legal is not None
            game.apply(players[current].decide(game.view(current), legal))
    return (game.stacks[seat] - given) / BIG / HANDS * 100


def low_bound(results: list[float]) -> float:
    """The lower end of the mean's 95% interval."""
    return statistics.fmean(results) - 1.96 * statistics.stdev(results) / math.sqrt(len(results))


def test_profi_beats_players_who_raise_at_every_turn() -> None:
    results = [session(player_for(Level.PROFI, random.Random(seed)), seed) for seed in range(SESSIONS)]
    assert low_bound(results) > 0, statistics.fmean(results)


def test_the_check_rejects_profi_without_its_reads() -> None:
    results = [session(Unread(random.Random(seed)), seed) for seed in range(SESSIONS)]
    assert low_bound(results) <= 0
    assert statistics.fmean(results) < 0  # it folds its way through the blinds
