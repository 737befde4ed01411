"""Strength of the Hold'em levels: duplicate heads-up pairs and a duplicate 6-seat ring.

Every hand starts with 100 big blinds a seat (no-limit 10/20), so hands are
independent and each result is in chips.

- ``--mode heads-up``: each deck is played twice from the same button, once
  with level A in seat 0 and once in seat 1; A's result over the pair cancels
  most of the card luck. Last line: ``<a>_edge_over_<b>=<bb per 100>``.
- ``--mode ring`` (default: both): a level against five of the level below
  and against five baselines (``caller``: always checks or calls;
  ``raiser``: bets or raises the minimum whenever it can, else calls). Each
  deck is played six times, the tested level rotated into every seat and
  the button where it was, each seat's player drawing from the same seed in
  every rotation: the tested level gets every hand of the deal once, in its
  place. The result per deck is its mean over the six rotations (a level
  against copies of itself scores exactly 0: the chips only move between the
  seats); the decks are the independent samples of the 95% interval, printed
  next to the wider one the same hands would give as independent samples.
  Last line: ``ring_<level>_vs_<opponent>=<chips per 100 hands>`` each.

    /work/venv/bin/python bench/holdem_strength.py [--mode ring] [--decks 300] [--seed 1]
        [--pairings profi:normal,normal:anfaenger,...] [--pairs 1000 --a profi --b normal]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.betting import LegalActions  # noqa: E402
from game.engine.cards import Card  # noqa: E402
from game.engine.decks import DECK_52  # noqa: E402
from game.engine.holdem import (  # noqa: E402
    Call,
    Check,
    HoldemConfig,
    HoldemGame,
    HoldemPlayer,
    HoldemSeat,
    HoldemView,
    Phase,
    RaiseTo,
    player_for,
)
from game.engine.levels import Level  # noqa: E402
from game.legal import WARNING_TEXT  # noqa: E402

BIG = 20
STACK = 100 * BIG
RING = 6
DEFAULT_PAIRINGS = (
    "anfaenger:caller,anfaenger:raiser,normal:anfaenger,normal:caller,normal:raiser,"
    "profi:normal,profi:caller,profi:raiser"
)


class Caller:
    """Baseline: checks or calls every bet, never raises, never folds."""

    def __init__(self, rng: random.Random) -> None:
        del rng

    def decide(self, view: HoldemView, legal: LegalActions) -> Check | Call:
        return Check(legal.seat) if legal.call is None else Call(legal.seat)


class Raiser:
    """Baseline: bets or raises the minimum whenever it may, else calls (never folds)."""

    def __init__(self, rng: random.Random) -> None:
        del rng

    def decide(self, view: HoldemView, legal: LegalActions) -> Check | Call | RaiseTo:
        if legal.raise_min is not None:
            return RaiseTo(legal.seat, legal.raise_min)
        return Check(legal.seat) if legal.call is None else Call(legal.seat)


BASELINES: dict[str, Callable[[random.Random], HoldemPlayer]] = {"caller": Caller, "raiser": Raiser}


def make_player(kind: str, rng: random.Random) -> HoldemPlayer:
    return BASELINES[kind](rng) if kind in BASELINES else player_for(Level(kind), rng)


def play(kinds: Sequence[str], deck: Sequence[Card], button: int, seed: int) -> tuple[int, ...]:
    """One hand of fresh 100-bb stacks; each seat's result in chips. Seat i's player draws from seed + i."""
    config = HoldemConfig(tuple(HoldemSeat(f"S{i}") for i in range(len(kinds))), big_blind=BIG,
                          starting_stack=STACK)
    game = HoldemGame(config, first_button=button)
    players = [make_player(kind, random.Random(seed + i)) for i, kind in enumerate(kinds)]
    game.start_hand(deck)
    while game.phase is Phase.BETTING:
        seat = game.current
        assert seat is not None
        legal = game.legal_actions(seat)
        assert legal is not None
        game.apply(players[seat].decide(game.view(seat), legal))
    assert game.chips == game.chips_issued
    return tuple(stack - STACK for stack in game.stacks)


def interval(values: Sequence[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% interval (normal approximation)."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, half


def ring(tested: str, opponent: str, decks: int, seed: int) -> tuple[float, float, float]:
    """The tested seat's mean result per hand (chips) over the rotations, its 95% half-width with
    the decks as samples, and the half-width the same hands would give as independent samples."""
    rng = random.Random(f"{seed}:{tested}:{opponent}")
    per_deck: list[float] = []
    every: list[float] = []
    for number in range(decks):
        deck = DECK_52.shuffled(rng)
        button = number % RING
        hand_seed = seed * 1_000_003 + number * 16
        results = []
        for seat in range(RING):
            kinds = [opponent] * RING
            kinds[seat] = tested
            results.append(play(kinds, deck, button, hand_seed)[seat])
        per_deck.append(statistics.fmean(results))
        every.extend(results)
    mean, half = interval(per_deck)
    _, naive = interval(every)
    return mean, half, naive


def heads_up(a: Level, b: Level, pairs: int, seed: int) -> None:
    rng = random.Random(seed)
    results: list[float] = []
    start = time.perf_counter()
    for pair in range(pairs):
        deck = DECK_52.shuffled(rng)
        button = pair % 2
        hand_seed = seed * 1_000_003 + pair
        first = play((a, b), deck, button, hand_seed)[0]
        second = play((b, a), deck, button, hand_seed)[1]
        results.append((first + second) / BIG)  # A's big blinds over the two hands
    mean, half = interval(results)
    mean, half = mean / 2 * 100, half / 2 * 100  # per 100 hands
    print(f"heads-up {a.value} vs {b.value}: {pairs} duplicate pairs ({2 * pairs} hands), no-limit "
          f"{BIG // 2}/{BIG}, 100 bb each hand, {time.perf_counter() - start:.0f} s")
    print(f"edge {mean:+.1f} bb/100, 95% interval {mean - half:+.1f} .. {mean + half:+.1f}")
    print(f"{a.value}_edge_over_{b.value}={mean:.1f}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=("heads-up", "ring", "both"), default="both")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pairs", type=int, default=1000, help="heads-up: duplicate pairs")
    parser.add_argument("--a", default="profi", choices=[level.value for level in Level])
    parser.add_argument("--b", default="normal", choices=[level.value for level in Level])
    parser.add_argument("--decks", type=int, default=300, help="ring: decks per pairing (6 hands each)")
    parser.add_argument("--pairings", default=DEFAULT_PAIRINGS, help="ring: tested:opponent,...")
    args = parser.parse_args(argv)
    kinds = {level.value for level in Level} | set(BASELINES)
    pairings = [tuple(item.split(":")) for item in args.pairings.split(",") if item]
    for pairing in pairings:
        if len(pairing) != 2 or not set(pairing) <= kinds or pairing[0] not in {lv.value for lv in Level}:
            parser.error(f"a pairing is level:opponent (a level or {', '.join(BASELINES)}), not {pairing}")
    print(WARNING_TEXT)
    if args.mode in ("heads-up", "both"):
        heads_up(Level(args.a), Level(args.b), args.pairs, args.seed)
    if args.mode in ("ring", "both"):
        print(f"ring: {RING} seats, no-limit {BIG // 2}/{BIG}, 100 bb each hand, {args.decks} decks per "
              f"pairing, each played with the tested level in every seat")
        summary = []
        for tested, opponent in pairings:
            start = time.perf_counter()
            mean, half, naive = ring(tested, opponent, args.decks, args.seed)
            print(f"{tested} vs 5 {opponent}: {mean * 100:+,.0f} chips/100 hands ({mean * 100 / BIG:+.1f} "
                  f"bb/100), 95% interval +-{half * 100:,.0f} (the same hands unpaired: "
                  f"+-{naive * 100:,.0f}); {time.perf_counter() - start:.0f} s")
            summary.append(f"ring_{tested}_vs_{opponent}={mean * 100:.0f}")
        print(" ".join(summary))


if __name__ == "__main__":
    main()
