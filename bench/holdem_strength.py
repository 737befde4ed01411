"""Strength of the Hold'em levels: duplicate heads-up sessions and a duplicate 6-seat ring.

Play is in *sessions*: one cash table of no-limit 10/20 that plays ``--hands``
hands in a row (the button moving on, every seat starting with 100 big
blinds, a busted seat taking a fresh stack that counts against it), so a
computer player can read the others from the betting it saw earlier at the
table - as it would against a person. A result is a seat's chips at the end
minus every stack it was given.

- ``--mode heads-up``: each session's decks are played twice from the same
  first button, once with A in seat 0 and once in seat 1; A's result over
  the pair cancels most of the card luck. Last line:
  ``<a>_edge_over_<b>=<bb per 100>``.
- ``--mode ring`` (default: both): a player against five of another kind.
  Each session's decks are played six times, the tested player rotated into
  every seat with the same first button, each seat's player drawing from the
  same seed in every rotation: the tested player gets every deal once, in
  its place. The result per session is its mean over the six rotations (a
  player against copies of itself scores exactly 0: the chips only move
  between the seats); the sessions are the independent samples of the 95%
  interval, printed next to the wider one the same hands would give as
  independent rotations. Last line: ``ring_<tested>_vs_<opponent>=<bb per 100>`` each.

Besides the levels, both modes know these baselines: ``caller`` (always
checks or calls), ``raiser`` (bets or raises the minimum whenever it may, else
calls), ``potraiser`` (raises the size of the pot whenever it may, else calls:
the person who simply raises every hand; until issue 24 this was ``maniac``),
``maniac`` (the wild player: most turns a bet or raise of one to three pots,
now and then all in, else calls, folds one bet in ten whatever it holds),
``tightpassive`` (plays the top 15 % by calling, then calls with any pair,
raises only two pair or better) and ``tag`` (the tight-aggressive chart
player: opens by a published 6-max opening chart, 3-bets QQ+/AK, postflop
bets top pair or better, calls a lower pair once). A baseline may be the
tested player of a ring (``raiser:profi``: one raiser at a table of five
Profis). Every result is given in big blinds per 100 hands and in
milli-big-blinds per hand (mbb/hand, the field's unit: bb/100 x 10), each with
its 95 % interval. ``--hu-pairings a:b,...`` plays further heads-up matches
before the main one (whose line stays the last of the heads-up mode).

    /work/venv/bin/python bench/holdem_strength.py [--mode ring] [--sessions 100] [--hands 30]
        [--seed 1] [--pairings profi:normal,normal:anfaenger,...] [--a profi --b maniac]
        [--hu-pairings profi:tag,normal:tag]
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
from game.engine.hands import HOLDEM, count_code_rating  # noqa: E402
from game.engine.holdem import (  # noqa: E402
    Call,
    Check,
    Fold,
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
from game.engine.holdem.players import parse_chart  # noqa: E402
from game.engine.holdem.ranges import kind_of  # noqa: E402
from game.engine.levels import Level  # noqa: E402
from game.legal import WARNING_TEXT  # noqa: E402

BIG = 20
STACK = 100 * BIG
RING = 6
DEFAULT_PAIRINGS = (
    "anfaenger:caller,anfaenger:raiser,"
    "normal:anfaenger,normal:caller,normal:raiser,normal:potraiser,normal:maniac,normal:tightpassive,normal:tag,"
    "profi:normal,profi:anfaenger,profi:caller,profi:raiser,profi:potraiser,profi:maniac,profi:tightpassive,"
    "profi:tag,raiser:profi,maniac:profi"
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


class PotRaiser:
    """Baseline: bets or raises the size of the pot whenever it may, else calls (never folds)."""

    def __init__(self, rng: random.Random) -> None:
        del rng

    def decide(self, view: HoldemView, legal: LegalActions) -> Check | Call | RaiseTo:
        if legal.raise_min is not None and legal.raise_max is not None:
            call = legal.call or 0
            target = max(view.bets) + view.pot_total + call
            return RaiseTo(legal.seat, max(legal.raise_min, min(legal.raise_max, target)))
        return Check(legal.seat) if legal.call is None else Call(legal.seat)


class Maniac:
    """Baseline: the wild player - at most turns a bet or raise of a random size from the pot to
    three pots (one in eight: all in), else a call; folds one bet in ten, whatever it holds."""

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def decide(self, view: HoldemView, legal: LegalActions) -> Fold | Check | Call | RaiseTo:
        rng = self._rng
        roll = rng.random()
        if legal.raise_min is not None and legal.raise_max is not None and roll < 0.65:
            call = legal.call or 0
            pot = view.pot_total + call
            if rng.random() < 0.125:
                target = legal.raise_max
            else:
                target = max(view.bets) + int(pot * (1 + 2 * rng.random()))
            return RaiseTo(legal.seat, max(legal.raise_min, min(legal.raise_max, target)))
        if legal.call is None:
            return Check(legal.seat)
        return Fold(legal.seat) if roll > 0.9 else Call(legal.seat)


_RATE = count_code_rating(HOLDEM)


def _made(view: HoldemView) -> tuple[int, bool]:
    """The seat's made hand on the board: its category index (0 high card, 1 pair, 2 two pair, ...)
    and whether a pair uses a hole card at least as high as the board's highest (top pair or an
    overpair)."""
    cards = (*view.hole, *view.board)
    category = _RATE.rate([card.count_code for card in cards]) >> HOLDEM.category_shift
    top = max(card.rank for card in view.board)
    ranks = [card.rank for card in view.board]
    high_pair = (view.hole[0].rank == view.hole[1].rank and view.hole[0].rank >= top) or any(
        card.rank == top for card in view.hole
    ) and top in ranks
    return category, high_pair


class TightPassive:
    """Baseline: the rock who calls - plays the top 15 % of the hands before the flop by calling
    (raises only AA and KK), then calls with any pair or better, raises only two pair or better,
    never bets a draw or a bluff, folds the rest."""

    PLAYS = frozenset(parse_chart("55+ A9s+ ATo+ KTs+ KJo+ QTs+ QJo JTs"))
    RAISES = frozenset(parse_chart("KK+"))

    def __init__(self, rng: random.Random) -> None:
        del rng

    def decide(self, view: HoldemView, legal: LegalActions) -> Fold | Check | Call | RaiseTo:
        if not view.board:
            kind = kind_of(view.hole)
            if kind in self.RAISES and legal.raise_min is not None:
                return RaiseTo(legal.seat, _clamp_to(legal, 3 * max(view.bets)))
            if legal.call is None:
                return Check(legal.seat)
            return Call(legal.seat) if kind in self.PLAYS else Fold(legal.seat)
        category, _ = _made(view)
        if category >= 2 and legal.raise_min is not None and legal.call:
            return RaiseTo(legal.seat, legal.raise_min)
        if legal.call is None:
            return Check(legal.seat)
        return Call(legal.seat) if category >= 1 else Fold(legal.seat)


def _clamp_to(legal: LegalActions, target: int) -> int:
    assert legal.raise_min is not None and legal.raise_max is not None
    return max(legal.raise_min, min(legal.raise_max, target))


#: A published 6-max opening chart (the usual tight-aggressive ranges of training sites, e.g.
#: Upswing Poker's and PokerCoaching's free charts, simplified to whole kinds), by the seats behind
#: the opener: 5 under the gun (at six seats), 4 hijack, 3 cutoff, 2 button, 1 small blind.
OPENING_CHART = {
    5: "22+ ATs+ KTs+ QTs+ JTs AJo+ KQo",
    4: "22+ A9s+ K9s+ Q9s+ J9s+ T9s ATo+ KJo+",
    3: "22+ A2s+ K8s+ Q9s+ J9s+ T8s+ 98s 87s A9o+ KTo+ QTo+ JTo",
    2: "22+ A2s+ K2s+ Q6s+ J7s+ T7s+ 97s+ 86s+ 75s+ 65s 54s A2o+ K8o+ Q9o+ J9o+ T9o",
    1: "22+ A2s+ K6s+ Q8s+ J8s+ T8s+ 98s 87s A7o+ KTo+ QTo+ JTo",
}


class ChartTag:
    """Baseline: the tight-aggressive chart player - opens 3 big blinds (plus one per limper) with
    the hands of `OPENING_CHART` for its position, facing a raise re-raises QQ+ and AK and calls
    22-JJ, AQs, AJs, KQs, else folds; after the flop bets two thirds of the pot or raises with top
    pair or better, calls one bet of up to the pot with a lower pair, checks or folds the rest."""

    OPENS = {behind: frozenset(parse_chart(chart)) for behind, chart in OPENING_CHART.items()}
    THREE_BETS = frozenset(parse_chart("QQ+ AKs AKo"))
    CALLS = frozenset(parse_chart("22+ AQs AJs KQs"))

    def __init__(self, rng: random.Random) -> None:
        del rng

    def decide(self, view: HoldemView, legal: LegalActions) -> Fold | Check | Call | RaiseTo:
        call = legal.call or 0
        if not view.board:
            kind = kind_of(view.hole)
            if view.raises_this_street == 0:
                opens = self.OPENS[max(1, min(5, view.acting_after))]
                if kind in opens and legal.raise_min is not None:
                    limpers = sum(1 for move in view.line if move.kind is Call)
                    return RaiseTo(legal.seat, _clamp_to(legal, (3 + limpers) * view.big_blind))
                return Check(legal.seat) if legal.call is None else Fold(legal.seat)
            if kind in self.THREE_BETS and legal.raise_min is not None:
                return RaiseTo(legal.seat, _clamp_to(legal, 3 * max(view.bets)))
            if kind in self.THREE_BETS or kind in self.CALLS:
                return Call(legal.seat) if legal.call else Check(legal.seat)
            return Check(legal.seat) if legal.call is None else Fold(legal.seat)
        category, high_pair = _made(view)
        strong = category >= 2 or (category == 1 and high_pair)
        if strong and legal.raise_min is not None:
            pot = view.pot_total + 2 * call
            return RaiseTo(legal.seat, _clamp_to(legal, max(view.bets) + max(view.big_blind, pot * 2 // 3)))
        if legal.call is None:
            return Check(legal.seat)
        if strong or (category == 1 and view.raises_this_street <= 1 and call <= view.pot_total - call):
            return Call(legal.seat)
        return Fold(legal.seat)


BASELINES: dict[str, Callable[[random.Random], HoldemPlayer]] = {
    "caller": Caller,
    "raiser": Raiser,
    "potraiser": PotRaiser,
    "maniac": Maniac,
    "tightpassive": TightPassive,
    "tag": ChartTag,
}
KINDS = (*(level.value for level in Level), *BASELINES)


def make_player(kind: str, rng: random.Random) -> HoldemPlayer:
    return BASELINES[kind](rng) if kind in BASELINES else player_for(Level(kind), rng)


def session(kinds: Sequence[str], decks: Sequence[Sequence[Card]], button: int, seed: int) -> tuple[int, ...]:
    """One cash-table session, a hand per deck from the first ``button`` on; each seat's result in
    chips (its chips at the end minus every stack it was given). Seat i's player draws from
    seed + i."""
    config = HoldemConfig(tuple(HoldemSeat(f"S{i}") for i in range(len(kinds))), big_blind=BIG,
                          starting_stack=STACK)
    game = HoldemGame(config, random.Random(seed), first_button=button)
    players = [make_player(kind, random.Random(seed + i)) for i, kind in enumerate(kinds)]
    given = [STACK] * len(kinds)
    for deck in decks:
        for seat, stack in enumerate(game.stacks):
            if stack == 0:
                game.apply(TakeStack(seat))
                given[seat] += STACK
        game.start_hand(deck)
        while game.phase is HoldemPhase.BETTING:
            seat = game.current
            assert seat is not None
            legal = game.legal_actions(seat)
            assert legal is not None
            game.apply(players[seat].decide(game.view(seat), legal))
        assert game.chips == game.chips_issued
    return tuple(stack - paid for stack, paid in zip(game.stacks, given))


def interval(values: Sequence[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% interval (normal approximation)."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, half


def _decks(rng: random.Random, hands: int) -> list[list[Card]]:
    return [DECK_52.shuffled(rng) for _ in range(hands)]


def ring(tested: str, opponent: str, sessions: int, hands: int, seed: int) -> tuple[float, float, float]:
    """The tested seat's mean result per hand (chips) over the rotations, its 95% half-width with
    the sessions as samples, and the half-width the same hands would give with the rotations as
    independent samples."""
    rng = random.Random(f"{seed}:{tested}:{opponent}")
    per_session: list[float] = []
    every: list[float] = []
    for number in range(sessions):
        decks = _decks(rng, hands)
        button = number % RING
        session_seed = seed * 1_000_003 + number * 16
        results = []
        for seat in range(RING):
            kinds = [opponent] * RING
            kinds[seat] = tested
            results.append(session(kinds, decks, button, session_seed)[seat] / hands)
        per_session.append(statistics.fmean(results))
        every.extend(results)
    mean, half = interval(per_session)
    _, naive = interval(every)
    return mean, half, naive


def _result(mean: float, half: float) -> str:
    """A result in bb/100 and mbb/hand, each with its 95% interval."""
    return (f"{mean:+.1f} bb/100, 95% interval {mean - half:+.1f} .. {mean + half:+.1f}; "
            f"{mean * 10:+.0f} mbb/hand ({(mean - half) * 10:+.0f} .. {(mean + half) * 10:+.0f})")


def heads_up(a: str, b: str, sessions: int, hands: int, seed: int) -> None:
    rng = random.Random(f"{seed}:{a}:{b}")
    results: list[float] = []
    start = time.perf_counter()
    for number in range(sessions):
        decks = _decks(rng, hands)
        button = number % 2
        session_seed = seed * 1_000_003 + number * 16
        first = session((a, b), decks, button, session_seed)[0]
        second = session((b, a), decks, button, session_seed)[1]
        results.append((first + second) / BIG / (2 * hands) * 100)  # A's bb per 100 hands
    mean, half = interval(results)
    print(f"heads-up {a} vs {b}: {sessions} duplicate pairs of {hands}-hand sessions "
          f"({2 * sessions * hands} hands), no-limit {BIG // 2}/{BIG}, 100 bb stacks, "
          f"{time.perf_counter() - start:.0f} s")
    print(f"edge {_result(mean, half)}")
    print(f"{a}_edge_over_{b}={mean:.1f}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=("heads-up", "ring", "both"), default="both")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sessions", type=int, default=100, help="sessions (heads-up: duplicate pairs)")
    parser.add_argument("--hands", type=int, default=30, help="hands per session")
    parser.add_argument("--a", default="profi", choices=KINDS)
    parser.add_argument("--b", default="normal", choices=KINDS)
    parser.add_argument("--pairings", default=DEFAULT_PAIRINGS, help="ring: tested:opponent,...")
    parser.add_argument("--hu-pairings", default="", help="heads-up before --a/--b: a:b,...")
    args = parser.parse_args(argv)
    pairings = [tuple(item.split(":")) for item in args.pairings.split(",") if item]
    hu_pairings = [tuple(item.split(":")) for item in args.hu_pairings.split(",") if item]
    for pairing in (*pairings, *hu_pairings):
        if len(pairing) != 2 or not set(pairing) <= set(KINDS):
            parser.error(f"a pairing is tested:opponent, each one of {', '.join(KINDS)}; not {pairing}")
    if args.sessions < 2 or args.hands < 1:
        parser.error("at least 2 sessions of at least 1 hand")
    print(WARNING_TEXT)
    if args.mode in ("heads-up", "both"):
        for a, b in hu_pairings:
            heads_up(a, b, args.sessions, args.hands, args.seed)
        heads_up(args.a, args.b, args.sessions, args.hands, args.seed)
    if args.mode in ("ring", "both"):
        print(f"ring: {RING} seats, no-limit {BIG // 2}/{BIG}, 100 bb stacks, {args.sessions} sessions of "
              f"{args.hands} hands per pairing, each played with the tested player in every seat")
        summary = []
        for tested, opponent in pairings:
            start = time.perf_counter()
            mean, half, naive = ring(tested, opponent, args.sessions, args.hands, args.seed)
            bb, bb_half = mean * 100 / BIG, half * 100 / BIG
            print(f"{tested} vs 5 {opponent}: {_result(bb, bb_half)} "
                  f"(the rotations as independent samples: +-{naive * 100 / BIG:.1f} bb/100); "
                  f"{time.perf_counter() - start:.0f} s")
            summary.append(f"ring_{tested}_vs_{opponent}={bb:.1f}")
        print(" ".join(summary))


if __name__ == "__main__":
    main()
