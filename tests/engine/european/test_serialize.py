"""The network table's save format: a round trip through JSON, and damaged saves refused."""

from __future__ import annotations

import copy
import dataclasses
import json
import random

import pytest

from game.engine.errors import SaveFormatError
from game.engine.european import (
    Bet,
    EuropeanConfig,
    EuropeanGame,
    EuropeanPhase,
    EuropeanState,
    Exchange,
    Join,
    Leave,
    Start,
    TakeStack,
    Timeout,
    from_dict,
    play_games,
    player_for,
    to_dict,
)
from game.engine.european.serialize import FORMAT_VERSION


def a_table() -> EuropeanGame:
    """A table in the middle of its third game, with every kind of action in its log."""
    rng = random.Random(8)
    game, _ = play_games(EuropeanConfig(seats=4), [player_for("normal", rng) for _ in range(3)], 2, rng)
    timer = game.timer
    assert timer is not None
    game.apply(Timeout(timer.seat, timer.number))
    game.apply(Join(3, "Dora", 5))
    game.apply(TakeStack(3, 100))
    game.apply(Start(game.master))
    game.apply(Bet(game.current, 3))
    game.apply(Leave(game.seated[-1], removed=True))
    return game


def test_a_save_goes_through_json_and_restores_the_same_table():
    game = a_table()
    data = json.loads(json.dumps(to_dict(game.state())))
    assert data["format"] == FORMAT_VERSION and data["variant"] == "european"
    kinds = {entry[0] for entry in data["log"]}
    assert {"start", "bet", "leave"} <= kinds
    restored = EuropeanGame.from_state(from_dict(data))
    assert restored.state() == game.state()
    for seat in (None, 0, 1, 2, 3):
        assert restored.view(seat) == game.view(seat)
    assert restored.timer == game.timer and restored.current == game.current


def test_every_action_kind_survives_the_round_trip():
    game = EuropeanGame(EuropeanConfig(seats=3), random.Random(2))
    game.apply(Join(0, "Anna", 100))
    game.apply(Join(1, "Ben", 5))
    game.apply(TakeStack(1, 50))
    game.apply(Start(0))
    game.apply(Bet(0, 2))
    game.apply(Bet(1, 2))
    game.apply(Exchange(0, game.hand(0)[:2]))
    timer = game.timer
    assert timer is not None
    game.apply(Timeout(timer.seat, timer.number))
    assert game.phase is EuropeanPhase.BETTING
    state = game.state()
    assert from_dict(json.loads(json.dumps(to_dict(state)))) == state


def _damaged(change) -> dict:
    data = to_dict(a_table().state())
    data = copy.deepcopy(data)
    change(data)
    return data


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(format=2),
        lambda d: d.update(variant="duell"),
        lambda d: d["config"].update(seats=6),
        lambda d: d["config"].pop("ante"),
        lambda d: d["table"].update(master=7),
        lambda d: d["table"].update(chips_in=d["table"]["chips_in"] + 1),
        lambda d: d["table"]["seats"].append(None),
        lambda d: d["table"]["seats"].__setitem__(0, {"name": "", "stack": 5}),
        lambda d: d["table"]["seats"].__setitem__(0, {"name": "X", "stack": -5}),
        lambda d: d.update(order="Ah Ah"),
        lambda d: d.update(order="2c " + d["order"][3:]),
        lambda d: d["log"].append(["bet", 0, 10**6, False]),
        lambda d: d["log"].append(["dance", 0]),
        lambda d: d["log"].append(["bet", 0, "ten", False]),
        lambda d: d["log"].append(["start", 0]),
        lambda d: d["log"].insert(0, ["timeout", None, 999]),
        lambda d: d["log"].clear(),
        lambda d: d.update(log="nothing"),
        lambda d: d.pop("table"),
    ],
)
def test_a_damaged_save_is_refused_with_a_message(change):
    with pytest.raises(SaveFormatError):
        EuropeanGame.from_state(from_dict(_damaged(change)))


def test_not_a_dict_is_refused():
    with pytest.raises(SaveFormatError):
        from_dict(["format", 1])


def test_a_state_of_another_table_size_is_refused():
    state = a_table().state()
    table = dataclasses.replace(state.table, seats=state.table.seats[:3])
    bad = EuropeanState(state.config, table, state.order, state.log)
    with pytest.raises(SaveFormatError):
        EuropeanGame.from_state(bad)
