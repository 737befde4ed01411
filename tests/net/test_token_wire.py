"""The token game on the wire: the server's adapter writes exactly the projection, the client reads
back the engine's own values, and anything malformed is refused whole."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import GameConfig, TokenPhase, project_record
from game.engine.token.simulate import play_game
from game.net.protocol import WireError
from game.net.token.variant import TokenGame, TokenVariant
from game.net.token.wire import (
    cards_from_json,
    event_from_json,
    event_to_json,
    exchange_json,
    record_from_json,
    record_to_json,
    view_from_json,
)
from game.net.variant import SeatPlayer


def test_every_event_of_whole_games_survives_the_wire_for_every_reader() -> None:
    for seed in range(4):
        config = GameConfig.of_players(4, tokens=3)
        game = play_game(config, random.Random(seed))
        for reader in (0, 2, None):
            for event in game.events_for(reader, 0):
                text = json.dumps(event_to_json(event))
                assert event_from_json(json.loads(text), config) == event
            for record in game.history:
                projected = project_record(record, reader)
                back = record_from_json(json.loads(json.dumps(record_to_json(projected))), config)
                assert back == projected
                assert set(back.dealt) <= ({reader} if reader is not None else set())


def test_a_view_shows_only_the_readers_hand_until_the_showdown() -> None:
    variant = TokenVariant()
    options = variant.parse_options({"tokens": 2, "computers": 1})
    players = [
        SeatPlayer("Anna", "p:1", None),
        SeatPlayer("Bert", "p:2", None),
        SeatPlayer("Computer 1", None, None),
    ]
    game = variant.new_game(players, options, random.Random(1))
    assert isinstance(game, TokenGame)
    game.next_round()
    first = game.current
    assert first is not None
    for reader in (0, 1, 2, None):
        view = view_from_json(json.loads(json.dumps(game.view_json(reader))))
        assert view.phase is TokenPhase.EXCHANGE and view.current == first
        for seat in view.seats:
            assert (len(seat.hand) == 5) == (seat.index == reader)
        assert (view.may_exchange == 5) == (reader == first)
    while game.current is not None:
        game.act_timeout(game.current)
    view = view_from_json(game.view_json(None))
    assert view.phase in (TokenPhase.ROUND_OVER, TokenPhase.GAME_OVER)
    assert all(len(seat.hand) == 5 for seat in view.seats)


def test_actions_and_options_are_checked() -> None:
    hand = play_game(GameConfig.of_players(2, tokens=1), random.Random(3)).history[0].dealt[0]
    assert cards_from_json(exchange_json(hand[:2])) == hand[:2]
    assert cards_from_json({"kind": "exchange", "cards": ""}) == ()
    for bad in (
        {"kind": "fold"},
        {"kind": "exchange"},
        {"kind": "exchange", "cards": 5},
        {"kind": "exchange", "cards": "Xx"},
        {"kind": "exchange", "cards": "As " * 20},
        {"kind": "exchange", "cards": "", "more": 1},
    ):
        with pytest.raises(WireError):
            cards_from_json(bad)
    variant = TokenVariant()
    assert variant.parse_options({}) == {
        "mode": "absteigend",
        "tokens": 6,
        "rules": "original",
        "computers": 0,
        "level": "normal",
    }
    for bad_options in ({"tokens": 0}, {"tokens": True}, {"mode": "up"}, {"computers": 5}, {"speed": 2}):
        with pytest.raises(WireError):
            variant.parse_options(bad_options)


def test_malformed_server_data_is_refused_whole() -> None:
    config = GameConfig.of_players(3)
    game = play_game(config, random.Random(5))
    good = event_to_json(game.events[0])
    for broken in (
        None,
        [],
        {**good, "e": "teleport"},
        {**good, "dealer": 9},
        {**good, "hands": {"0": "As As As As As"}},
        {**good, "hands": {"x": None}},
        {"e": "exchange", "seat": 0, "positions": [0], "discarded": "As", "drawn": None},
        {"e": "tokens", "seat": 0, "delta": 5, "tokens": 1},
    ):
        with pytest.raises(WireError):
            event_from_json(broken, config)
    live = TokenGame(config, random.Random(2))
    live.next_round()
    view = live.view_json(0)
    for key, value in (("phase", "dancing"), ("seats", []), ("current", 7), ("legal", [{"kind": "fold"}])):
        with pytest.raises(WireError):
            view_from_json({**view, key: value})
