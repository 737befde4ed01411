"""The fan-out's update texts: each projection's text is exactly the message it would get written on
its own (the shared part of the views is encoded once and spliced in), and only the very same
objects are shared, so a seat's own cards never reach another seat's text."""

from __future__ import annotations

import json
import random

from game.engine import GameConfig
from game.net.european.variant import EuropeanVariant
from game.net.fanout import shared_fields, update_texts
from game.net.protocol import JsonObject
from game.net.token.variant import TokenGame
from game.net.variant import RunningGame, SeatPlayer

TIMERS: JsonObject = {
    "master": None,
    "move": {"seat": 0, "seconds": 60},
    "restart": None,
    "round": None,
    "grace": {},
}


def _check_every_step(game: RunningGame, seats: int) -> int:
    """Play ``game`` to its end by computer moves, checking the update texts after every move;
    how many updates were checked."""
    readers: list[int | None] = [*range(seats), None]
    checked = at = records = 0
    while not game.is_over:
        if game.round_over:
            game.next_round()
        elif (seat := game.current) is not None:
            game.act_computer(seat)
        texts = update_texts(7, 3, game, [*readers, 0, None], at, records, TIMERS)
        assert set(texts) == set(readers)
        for reader in readers:
            alone: JsonObject = {
                "type": "update",
                "table": 7,
                "game": 3,
                "at": at,
                "events": list(game.events_json(reader, at)),
                "view": game.view_json(reader),
                "records": list(game.history_json(reader, records)),
                "timers": TIMERS,
            }
            assert json.loads(texts[reader]) == alone
            checked += 1
        at, records = game.event_count, game.history_len
    return checked


def test_european_updates_are_each_readers_own_message() -> None:
    for seed in range(3):
        players = [SeatPlayer(f"P{i}", f"p:{i}", None, 1000, i == 0) for i in range(5)]
        game = EuropeanVariant().new_game(players, {}, random.Random(seed))
        game.next_round()
        views = [game.view_json(seat) for seat in (0, 1, None)]
        common = shared_fields(views)
        assert {"history", "pot", "stacks", "names", "round"} <= set(common)
        assert not {"seat", "hand"} & set(common)  # "discarded" is "" for all three: one object
        assert _check_every_step(game, 5) > 50


def test_token_updates_are_each_readers_own_message() -> None:
    game = TokenGame(GameConfig.of_players(4, tokens=2), random.Random(4))
    game.next_round()
    assert _check_every_step(game, 4) > 20


def test_only_the_very_same_objects_are_shared() -> None:
    pot, hand = [10, 20], "As Kd Qh Jc Ts"
    views: list[JsonObject] = [
        {"pot": pot, "hand": hand, "seat": 0, "names": ["a", "b"]},
        {"pot": pot, "hand": "".join(hand), "seat": 1, "names": ["a", "b"]},  # equal, not the same
    ]
    assert shared_fields(views) == ["pot"]
    assert shared_fields(views[:1]) == []
    assert shared_fields([{"pot": pot}, {"pot": pot, "extra": 1}, {}]) == []
