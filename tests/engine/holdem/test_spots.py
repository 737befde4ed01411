"""Spots with the decision a good player makes, and why: Normal and Profi must make it.

Each spot is played on a real table (rigged deck, the betting before it as
actions), so the computer player sees the line it would see in a game:
its own cards, the board and the public betting. Its equity is estimated
against the range the betting says the opponent holds; the spots where
the Monte Carlo could waver are asked with several seeds, and every seed
must give the good decision.
"""

from __future__ import annotations

import random

import pytest

from game.engine.holdem import Call, Check, Fold, HoldemGame, RaiseTo, Structure, player_for
from game.engine.holdem.players import BetAction
from game.engine.levels import Level

from .helpers import rigged, table

LEVELS = (Level.NORMAL, Level.PROFI)
SEEDS = range(6)
BIG = 20


def decide(game: HoldemGame, level: Level, seed: int) -> BetAction:
    seat = game.current
    assert seat is not None
    legal = game.legal_actions(seat)
    assert legal is not None
    return player_for(level, random.Random(seed)).decide(game.view(seat), legal)


def play(game: HoldemGame, *actions: BetAction) -> None:
    for action in actions:
        assert game.current == action.seat, f"seat {game.current} to act, not {action.seat}"
        game.apply(action)


@pytest.mark.parametrize("level", LEVELS)
def test_second_pair_folds_to_a_40_bb_shove_from_a_tight_range(level):
    """Under the gun opens (one hand in six), the big blind calls with J-T; the flop K-T-4 gives
    it second pair, it checks, and the opener moves all in for 40 big blinds. A tight opener who
    puts 40 big blinds into a 7-big-blind pot holds a king or better nearly always: second pair
    has about a fifth of the pot against that, the call needs 46 %. Fold."""
    stacks = [2000, 2000, 2000, 860, 2000, 2000]  # the opener: 43 bb
    holes = ["2c 3d", "4c 5d", "Jh Ts", "Ah Kc", "6c 7d", "8c 9d"]
    for seed in SEEDS:
        game = table(6, stacks=stacks, button=0)
        game.start_hand(rigged(holes, "Kd Tc 4s 2h 3s"))
        play(game, RaiseTo(3, 60), Fold(4), Fold(5), Fold(0), Fold(1), Call(2))
        play(game, Check(2), RaiseTo(3, 800))
        assert isinstance(decide(game, level, seed), Fold), seed


@pytest.mark.parametrize("level", LEVELS)
def test_nut_flush_draw_calls_or_raises_a_pot_sized_flop_bet(level):
    """The cutoff opens, the button calls with Ah 5h; the flop Kh 8h 3c gives it the nut flush
    draw (nine outs, and the ace), and the opener bets the pot: 2:1, a call needs a third of the
    pot. The draw has about that against a range that bets the pot - and it wins more when it
    hits. Never fold."""
    holes = ["Ah 5h", "2c 3d", "4c 5d", "6c 7d", "9c 9d", "Qs Jd"]
    for seed in SEEDS:
        game = table(6, button=0)
        game.start_hand(rigged(holes, "Kh 8h 3c 2s Td"))
        play(game, Fold(3), Fold(4), RaiseTo(5, 60), Call(0), Fold(1), Fold(2))
        play(game, RaiseTo(5, 150))
        action = decide(game, level, seed)
        assert isinstance(action, (Call, RaiseTo)), seed


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("shove", [False, True])
def test_top_set_never_folds_to_a_raise(level, shove):
    """The big blind holds K-K on Kh 8c 3d - top set, beaten only by nothing but a runner-runner
    miracle. It bets, the opponent raises (to four times the bet, or all in): fold? Never."""
    holes = ["2c 3c", "9s 9d", "Ks Kd", "Ac Qc", "6c 7d", "8d 9h"]
    for seed in SEEDS:
        game = table(6, button=0)
        game.start_hand(rigged(holes, "Kh 8c 3d 2h 4s"))
        play(game, RaiseTo(3, 60), Fold(4), Fold(5), Fold(0), Fold(1), Call(2))
        play(game, RaiseTo(2, 80), RaiseTo(3, 940 if shove else 320))
        assert not isinstance(decide(game, level, seed), Fold), seed


#: From the published 10-big-blind push chart (`players.PUSH_CHART`), by the seats behind the
#: pusher: hands at the edge of the range, one just in (push) and one just out (fold).
EDGES = {
    5: (("A7o", "22", "KTo", "JTs"), ("A6o", "K9o", "J9s", "72o")),  # under the gun, six seats
    3: (("K9o", "A2o", "98s"), ("K8o", "87s", "J9o")),  # cutoff
    2: (("K7o", "Q9o", "76s"), ("K6o", "Q8o", "65s")),  # button
    1: (("Q5o", "J7o", "54s", "K2o"), ("Q4o", "J6o", "72o", "43s")),  # small blind
}
_SUITS = {"s": ("h", "h"), "o": ("h", "c")}


def _cards(name: str) -> str:
    first, second = _SUITS.get(name[2:], ("h", "c"))
    return f"{name[0]}{first} {name[1]}{second}"


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("behind", sorted(EDGES))
def test_ten_big_blinds_push_or_fold_by_the_chart(level, behind):
    """With 10 big blinds and everyone before folded, the chart says: all in, or fold - a raise
    smaller than all in or a limp wastes the last chips' fold equity."""
    pushes, folds = EDGES[behind]
    hero = {5: 3, 3: 5, 2: 0, 1: 1}[behind]  # button 0: seat 3 is under the gun at six seats
    for name, push in [*((name, True) for name in pushes), *((name, False) for name in folds)]:
        hand = _cards(name)
        others = ["2d 3s", "4d 5s", "6d 7s", "8d 9s", "Td Js", "Qd Ks"]
        holes = [hand if seat == hero else others[seat] for seat in range(6)]
        stacks = [2000] * 6
        stacks[hero] = 10 * BIG
        game = table(6, stacks=stacks, button=0)
        game.start_hand(rigged(holes))
        for seat in (3, 4, 5, 0, 1):
            if seat == hero:
                break
            play(game, Fold(seat))
        action = decide(game, level, 1)
        legal = game.legal_actions(hero)
        assert legal is not None
        if push:
            assert isinstance(action, RaiseTo) and action.amount == legal.raise_max, name
        else:
            assert isinstance(action, Fold), name


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(
    ("structure", "stack", "verb"),
    [(Structure.LIMIT, 1000, "raise"), (Structure.NO_LIMIT, 10 * BIG, "all in")],
)
def test_a_chart_raise_says_all_in_only_when_it_takes_every_chip(level, structure, stack, verb):
    """Heads-up, the button opens A-Q suited by the chart. In limit the largest raise is one small
    bet (40 of its 1,000 chips): the reason says "raise 40", not "all in" (it said all in, since
    the raise was the largest allowed); with 10 big blinds in no-limit the push is all in."""
    game = table(2, structure=structure, stacks=[stack, 2000], button=0)
    game.start_hand(rigged(["Ah Qh", "7c 2d"]))
    legal = game.legal_actions(0)
    assert legal is not None and legal.raise_max is not None
    decision = player_for(level, random.Random(1)).decision(game.view(0), legal)
    assert isinstance(decision.action, RaiseTo)
    assert decision.reason.startswith(f"{verb} {decision.action.amount}:"), decision.reason
    assert "chart" in decision.reason
