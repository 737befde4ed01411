"""Ranges read from the betting, the precomputed preflop tables, and equity against ranges."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import parse_cards
from game.engine.holdem import Call, Check, Fold, Move, RaiseTo
from game.engine.holdem.equity import equity, range_equity, strength_places
from game.engine.holdem.players import parse_chart, push_range
from game.engine.holdem.ranges import (
    KINDS,
    TOTAL_COMBOS,
    combos_of,
    kind_name,
    kind_of,
    preflop_equity,
    range_heads_up,
    ranked_combos,
    table,
)
from game.engine.holdem.reads import SeatRange, describe, read_ranges

from .helpers import rigged
from .helpers import table as holdem_table

ROOT = Path(__file__).resolve().parents[3]


def test_the_169_kinds_hold_every_combination_once():
    combos = [combo for kind in range(len(KINDS)) for combo in combos_of(kind)]
    assert len(KINDS) == 169 and len(combos) == TOTAL_COMBOS == len({frozenset(c) for c in combos})
    assert (
        kind_name(kind_of(parse_cards("Ah Kh"))) == "AKs"
        and kind_name(kind_of(parse_cards("2c 7d"))) == "72o"
    )
    assert len(ranked_combos().codes) == TOTAL_COMBOS


def test_the_table_ranks_aces_first_and_seven_deuce_near_the_end():
    ranked = [kind_name(kind) for kind in table().ranked]
    assert ranked[:3] == ["AA", "KK", "QQ"]
    assert ranked.index("72o") > 160 and ranked.index("AKs") < 10


def test_preflop_tables_agree_with_a_fresh_simulation():
    """The shipped table against random hands is what dealing gives (within the noise of both)."""
    rng = random.Random(3)
    for text in ("As Ah", "Ts 9s", "7c 2d"):
        hole = tuple(parse_cards(text))
        dealt = equity(hole, (), 1, 3000, rng)  # type: ignore[arg-type]
        assert preflop_equity(hole, [1.0]) == pytest.approx(dealt, abs=0.03), text


def test_a_tighter_range_is_harder_to_beat_except_for_aces():
    ak = kind_of(parse_cards("Ad Kc"))
    assert range_heads_up(ak, 0.05) < range_heads_up(ak, 0.3) < range_heads_up(ak, 1.0)
    hole = parse_cards("Qs Jd")
    assert preflop_equity(hole, [0.1, 0.1]) < preflop_equity(hole, [0.1]) < preflop_equity(hole, [1.0])


def _game_after(
    *actions, holes=("2c 3d", "4c 5d", "Jh Ts", "Ah Kc", "6c 7d", "8c 9d"), board="Kd Tc 4s 2h 3s"
):
    game = holdem_table(6, button=0, stacks=[2000] * 6)
    game.start_hand(rigged(list(holes), board))
    for action in actions:
        game.apply(action)
    return game


def test_the_view_carries_the_hands_public_line():
    game = _game_after(RaiseTo(3, 60), Fold(4), Call(5))
    line = game.view(0).line
    assert [(move.seat, move.kind, move.chips) for move in line] == [
        (3, RaiseTo, 60),
        (4, Fold, 0),
        (5, Call, 60),
    ]
    assert line[0] == Move(3, 0, RaiseTo, 60, 30, 5, False)  # the blinds in the pot, five seats behind
    assert line[2].pot == 90


def test_an_early_open_reads_tighter_than_a_late_one_and_a_re_raise_tighter_still():
    early = read_ranges(_game_after(RaiseTo(3, 60)).view(4))  # seat 4 reads the others
    late = read_ranges(_game_after(Fold(3), Fold(4), Fold(5), RaiseTo(0, 60)).view(1))
    by_seat = {seat.seat: seat.fraction for seat in early}
    assert by_seat[3] < {seat.seat: seat.fraction for seat in late}[0]
    assert by_seat[5] == 1.0  # not acted yet: any hand
    three_bet = read_ranges(_game_after(RaiseTo(3, 60), RaiseTo(4, 180)).view(5))
    assert {seat.seat: seat.fraction for seat in three_bet}[4] < by_seat[3]


def test_a_big_bet_keeps_fewer_hands_than_a_small_one_and_a_loose_raiser_any():
    before = (RaiseTo(3, 60), Fold(4), Fold(5), Fold(0), Fold(1), Call(2), Check(2))
    small = read_ranges(_game_after(*before, RaiseTo(3, 40)).view(2))[0]
    big = read_ranges(_game_after(*before, RaiseTo(3, 200)).view(2))[0]
    assert small.steps and big.steps and big.steps[0][1] < small.steps[0][1]
    view = _game_after(*before, RaiseTo(3, 200)).view(2)
    loose = read_ranges(view._replace(aggression=(0.2, 0.2, 0.2, 0.95, 0.2, 0.2)))[0]
    assert loose.fraction == 1.0 and loose.steps[0][1] == 1.0
    assert describe(view, (big,))[0].kind == "raise" and describe(view, (loose,))[0].kind == "any"


def test_strength_places_put_the_nuts_on_top():
    board = tuple(parse_cards("Kd Tc 4s"))
    places = strength_places(board, TOTAL_COMBOS)
    ranked = ranked_combos()
    best = max(range(TOTAL_COMBOS), key=lambda i: places[i])
    assert kind_name(ranked.kinds[best]) == "KK" and places[best] > 0.99  # a set of kings
    assert sum(1 for place in places if place < 0) == 3 * 49 + 3  # the combinations with a board card


def test_equity_against_a_range_that_bets_big_is_lower_than_against_random_hands():
    view = _game_after(
        RaiseTo(3, 60), Fold(4), Fold(5), Fold(0), Fold(1), Call(2), Check(2), RaiseTo(3, 200)
    ).view(2)
    ranges = read_ranges(view)
    against_range = range_equity(view.hole, view.board, ranges, 3000, random.Random(1))
    against_any = range_equity(view.hole, view.board, (SeatRange(3, 1.0),), 3000, random.Random(1))
    plain = equity(view.hole, view.board, 1, 3000, random.Random(1))
    unnarrowed = range_equity(view.hole, view.board, (ranges[0]._replace(steps=()),), 3000, random.Random(1))
    assert against_any == pytest.approx(plain, abs=0.03)  # any hand: the old estimate
    assert against_range < unnarrowed - 0.05 < against_any - 0.2  # the open, then the big bet


def test_range_equity_is_seeded():
    view = _game_after(RaiseTo(3, 60), Fold(4), Fold(5), Fold(0), Fold(1), Call(2)).view(2)
    ranges = read_ranges(view)
    first = range_equity(view.hole, view.board, ranges, 200, random.Random(9))
    assert first == range_equity(view.hole, view.board, ranges, 200, random.Random(9))


def test_charts_parse_the_usual_notation():
    assert {kind_name(kind) for kind in parse_chart("QQ+ AKs KTo+")} == {
        "QQ",
        "KK",
        "AA",
        "AKs",
        "KTo",
        "KJo",
        "KQo",
    }
    with pytest.raises(ValueError):
        parse_chart("AKx")
    assert len(push_range(1)) > len(push_range(2)) > len(push_range(5))  # later: wider


def test_starting_the_game_does_not_load_the_tables():
    code = "import sys, game.app; print(any('preflop_table' in name for name in sys.modules))"
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={"SDL_VIDEODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1", "PATH": ""},
    )
    assert result.stdout.strip() == "False", result.stderr
