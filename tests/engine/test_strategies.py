"""The Normal computer player keeps the scored combination, exactly as the seed says."""

import dataclasses
import random

import pytest

from game.engine import (
    LEVELS,
    Game,
    GameConfig,
    Mode,
    RuleSet,
    SeatView,
    UnknownLevelError,
    parse_cards,
    strategy_for,
)
from game.engine.token.strategies import NormalStrategy


def view(hand, rules=RuleSet.ORIGINAL):
    return SeatView(0, tuple(parse_cards(hand)), rules, Mode.DESCENDING, 6, (6, 6), (True, True),
                    (1, 0), (0, None), 1, 1)


@pytest.mark.parametrize(
    ("hand", "rules", "exchange"),
    [
        ("9c 8d 3h 4c 2d", RuleSet.ORIGINAL, "8d 3h 4c 2d"),  # high card: keep the highest
        ("Jc 3h Jd 4c 9d", RuleSet.ORIGINAL, "3h 4c 9d"),  # pair
        ("Qc 4h Qd 4c 9d", RuleSet.ORIGINAL, "9d"),  # two pair: the fifth card
        ("7c 7d 7h 2c 3d", RuleSet.ORIGINAL, "2c 3d"),  # three of a kind
        ("9c Td Jh Qc Kd", RuleSet.ORIGINAL, ""),  # straight
        ("Ah 2h 7h 9h Jh", RuleSet.ORIGINAL, ""),  # flush
        ("2c 2d 2h Ac Ad", RuleSet.ORIGINAL, ""),  # full house
        ("9c 9d 9h 9s 2d", RuleSet.ORIGINAL, "2d"),  # four of a kind: the fifth card
        ("9h Th Jh Qh Kh", RuleSet.ORIGINAL, ""),  # straight flush
        ("As Ks Qs Js Ts", RuleSet.ORIGINAL, ""),  # royal flush
        ("As 2d 3h 4c 5d", RuleSet.ORIGINAL, "2d 3h 4c 5d"),  # no straight in Original
        ("As 2d 3h 4c 5d", RuleSet.STANDARD, ""),  # the wheel in Standard
    ],
)
def test_normal_strategy_per_category(hand, rules, exchange):
    assert NormalStrategy().choose_exchange(view(hand, rules)) == tuple(parse_cards(exchange))


def test_a_seat_view_holds_nothing_hidden():
    game = Game.new(GameConfig.of_players(3), random.Random(2))
    game.start_round()
    seat = game.current
    seen = game.view(seat)
    others = {c for s in game.seats if s.index != seat for c in s.hand} | set(game.stock)
    for field in dataclasses.fields(seen):
        value = getattr(seen, field.name)
        items = value if isinstance(value, tuple) else (value,)
        assert not others.intersection(x for x in items if hasattr(x, "suit")), field.name


def test_levels_registry():
    assert "normal" in LEVELS
    assert isinstance(strategy_for("normal", random.Random(1)), NormalStrategy)
    with pytest.raises(UnknownLevelError):
        strategy_for("genius", random.Random(1))
