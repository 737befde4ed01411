"""The Hold'em Tipp estimates against the ranges the betting shows, and says against what."""

from __future__ import annotations

import random

from game.engine.holdem import Call, Check, Fold, RaiseTo
from game.engine.holdem.equity import showdown_equity
from game.scenes.holdem.tips import against, tip_for
from game.text.i18n import Translator
from tests.engine.holdem.helpers import rigged, table

HOLES = ["2c 3d", "4c 5d", "Jh Ts", "Ah Kc", "6c 7d", "8c 9d"]


def _game(*actions):
    game = table(6, button=0, stacks=[2000] * 6)
    game.start_hand(rigged(HOLES, "Kd Tc 4s 2h 3s"))
    for action in actions:
        game.apply(action)
    return game


def test_facing_a_tight_raise_the_tip_counts_the_raisers_range_and_names_it():
    game = _game(RaiseTo(3, 60), Fold(4), Fold(5), Fold(0), Fold(1), Call(2), Check(2), RaiseTo(3, 800))
    view = game.view(2)
    tip = tip_for(view, 800)
    random_hands = showdown_equity(view.hole, view.board, 1, random.Random(1)).value
    assert tip.opponents == 1 and [note.kind for note in tip.ranges] == ["raise"]
    assert tip.equity.value < random_hands - 0.2  # second pair: fine against any hand, not this one
    assert tip.equity.value < tip.odds  # ... and the Tipp says the call loses
    share = round(100 * tip.ranges[0].share)
    assert against(tip, Translator("de")) == f"gegen eine Spanne, die so erhöht (die besten {share}\u00a0%)"
    assert against(tip, Translator("en")).startswith("against a range that raises like this")


def test_first_to_act_the_tip_counts_every_player_with_any_hand():
    view = _game().view(3)
    tip = tip_for(view, 20)
    assert tip.opponents == 5 and all(note.kind == "any" for note in tip.ranges)
    assert against(tip, Translator("de")) == "gegen 5 beliebige Hände"
    assert tip_for(view, 20) == tip  # seeded by the situation: the figure stays put
