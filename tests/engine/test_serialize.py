"""A game converts to a JSON-compatible dict and back exactly, mid-round included."""

import copy
import json
import random

import pytest

from game.engine import (
    Game,
    GameConfig,
    Mode,
    RuleSet,
    SaveFormatError,
    TokenPhase,
    play_computer_turn,
    strategy_for,
)
from game.engine.token.serialize import from_dict, to_dict
from game.engine.token.simulate import strategies_for


def game_mid_round(seed=11, exchanges=2, **kw):
    cfg = GameConfig.of_players(4, **kw)
    game = Game.new(cfg, random.Random(seed))
    strategies = strategies_for(GameConfig.of_players(4, **kw), random.Random(0))
    for _ in range(3):  # three full rounds, then part of a fourth
        game.start_round()
        while game.phase is TokenPhase.EXCHANGE:
            play_computer_turn(game, strategies)
        if game.is_over:
            break
    game.start_round()
    for _ in range(exchanges):
        play_computer_turn(game, strategies)
    return game, strategies


@pytest.mark.parametrize("mode", list(Mode))
@pytest.mark.parametrize("rules", list(RuleSet))
def test_mid_round_round_trip_is_exact_and_plays_on_identically(mode, rules):
    game, strategies = game_mid_round(mode=mode, rules=rules)
    data = to_dict(game)
    text = json.dumps(data)  # JSON-compatible
    copy_ = from_dict(json.loads(text), random.Random(99))
    assert to_dict(copy_) == data
    assert copy_.current == game.current and copy_.stock == game.stock
    assert [s.hand for s in copy_.seats] == [s.hand for s in game.seats]
    assert copy_.history == game.history
    # Both continue the same way: same exchanges, same showdown.
    game._rng = random.Random(99)  # the generator is not part of the save
    while game.phase is TokenPhase.EXCHANGE:
        play_computer_turn(game, strategies)
        play_computer_turn(copy_, strategies)
    assert to_dict(copy_) == to_dict(game)
    assert copy_.last_result == game.last_result


def test_round_trip_in_every_phase():
    cfg = GameConfig.of_players(3, tokens=2)
    game = Game.new(cfg, random.Random(5))
    strategies = strategies_for(cfg, random.Random(5))
    seen = set()
    while True:
        assert to_dict(from_dict(to_dict(game))) == to_dict(game)
        seen.add(game.phase)
        if game.is_over:
            break
        if game.can_start_round():
            game.start_round()
        else:
            play_computer_turn(game, strategies)
    assert seen == set(TokenPhase)


def mutations():
    yield "version", lambda d: d.update(version=3)
    yield "variant", lambda d: d.update(variant="holdem")
    yield "no version", lambda d: d.pop("version")
    yield "not a dict", lambda d: d.clear() or d.update(x=[1])
    yield "duplicate card", lambda d: d["seats"][d["order"][0]].update(
        hand=d["seats"][d["order"][1]]["hand"])
    yield "bad card", lambda d: d.update(stock="Xx " + d["stock"][3:])
    yield "stock short", lambda d: d.update(stock=d["stock"][:-3])
    yield "tokens type", lambda d: d["seats"][0].update(tokens="6")
    yield "tokens range", lambda d: d["seats"][0].update(tokens=7)
    yield "bool tokens", lambda d: d["seats"][0].update(tokens=True)
    yield "turn", lambda d: d.update(turn=9)
    yield "phase", lambda d: d.update(phase="dancing")
    yield "mode", lambda d: d["config"].update(mode="seitwärts")
    yield "seats missing", lambda d: d.pop("seats")
    yield "history gone", lambda d: d.update(history=[])
    yield "dealer", lambda d: d.update(dealer=-1)
    yield "exchanged", lambda d: d["seats"][d["order"][-1]].update(exchanged=3)
    yield "placed but playing", lambda d: d["seats"][d["order"][0]].update(place=2)


@pytest.mark.parametrize(("name", "mutate"), list(mutations()), ids=[n for n, _ in mutations()])
def test_invalid_dicts_are_refused_whole(name, mutate):
    game, _ = game_mid_round()
    data = copy.deepcopy(to_dict(game))
    mutate(data)
    with pytest.raises(SaveFormatError):
        from_dict(data)


@pytest.mark.parametrize("junk", [None, [], "save", 3, {"version": 1}])
def test_junk_is_refused(junk):
    with pytest.raises(SaveFormatError):
        from_dict(junk)


def test_a_save_written_by_0_1_0_resumes_and_plays_on():
    """tests/data/save-0.1.0.json was written by Token-Poker 0.1.0 (format 1) in round 5."""
    from pathlib import Path

    envelope = json.loads((Path(__file__).parents[1] / "data" / "save-0.1.0.json").read_text("utf-8"))
    assert envelope["game"]["version"] == 1 and "variant" not in envelope["game"]
    game = from_dict(envelope["game"], random.Random(5))
    assert (game.round_no, game.phase, game.current) == (5, TokenPhase.EXCHANGE, 2)
    assert [seat.tokens for seat in game.seats] == [1, 2, 2, 3]
    assert [seat.name for seat in game.seats] == ["Anna", "Computer 1", "Computer 2", "Jörg"]
    data = to_dict(game)
    assert (data["version"], data["variant"]) == (2, "token")
    assert {k: v for k, v in data.items() if k not in ("version", "variant")} == {
        k: v for k, v in envelope["game"].items() if k != "version"
    }
    strategies = {i: strategy_for("normal", random.Random(i)) for i in range(4)}
    while game.phase is TokenPhase.EXCHANGE:
        play_computer_turn(game, strategies)
    assert game.round_no == 5 and game.history[-1].round_no == 5
