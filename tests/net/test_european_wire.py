"""The European wire format: every event and view of whole games, for every seat and a spectator,
reads back as the engine's projected values; the reader refuses what the writer never writes."""

from __future__ import annotations

import random

import pytest

from game.engine.european import Bet, Exchange, Fold, Show, StartChoice
from game.net.european.variant import EuropeanTableGame, EuropeanVariant
from game.net.european.wire import (
    EVENT_FIELDS,
    action_from_json,
    action_to_json,
    event_from_json,
    view_from_json,
    wire_schema,
)
from game.net.protocol import WireError
from game.net.variant import SeatPlayer


def _game(seed: int, count: int = 5) -> EuropeanTableGame:
    players = [SeatPlayer(f"P{i}", f"p:{i}", None, 1000, i == seed % count) for i in range(count)]
    game = EuropeanVariant().new_game(players, {}, random.Random(seed))
    assert isinstance(game, EuropeanTableGame)
    game.next_round()
    return game


@pytest.mark.parametrize("seed", range(6))
def test_events_and_views_read_back_as_the_engines_projection(seed: int) -> None:
    game = _game(seed)
    views = 0
    while not game.is_over:
        for seat in [None, *range(5)]:
            view, legal = view_from_json(game.view_json(seat))
            assert view == game.game.view(seat)
            expected = game.game.legal_actions(seat) if seat is not None else None
            assert legal == (None if isinstance(expected, StartChoice) else expected)
            views += 1
        current = game.current
        assert current is not None
        game.act_computer(current)
    kinds = set()
    for seat in [None, *range(5)]:
        written = game.events_json(seat, 0)
        assert [event_from_json(item, 5) for item in written] == list(game.game.events_for(seat, 0))
        kinds |= {item["e"] for item in written}
    assert {"joined", "master", "start", "ante", "deal", "round", "bet", "exchange", "pot", "over"} <= kinds
    assert kinds <= set(EVENT_FIELDS)
    assert views > 10


def test_the_reader_refuses_what_the_writer_never_writes() -> None:
    game = _game(1)
    deal = next(item for item in game.events_json(0, 0) if item["e"] == "deal")
    for broken in (
        {**deal, "extra": 1},
        {**deal, "hands": deal["hands"][:4]},
        {**deal, "hands": ["As As As As As", None, None, None, None]},
        {"e": "teleport", "seat": 0},
        {"e": "bet", "seat": 7, "amount": 1, "showdown": False, "stack": 1},
        "bet",
    ):
        with pytest.raises(WireError):
            event_from_json(broken, 5)
    view = game.view_json(0)
    for broken_view in (
        {**view, "pot": -1},
        {**view, "hand": "As"},
        {k: v for k, v in view.items() if k != "legal"},
    ):
        with pytest.raises(WireError):
            view_from_json(broken_view)


def test_actions_both_ways_and_their_shapes() -> None:
    hand = _game(2).game.hand(0)[:2]
    for action in (Bet(3, 20), Bet(3, 20, showdown=True), Fold(3), Exchange(3, hand), Show(3)):
        assert action_from_json(3, action_to_json(action)) == action
    assert action_from_json(1, {"kind": "bet", "amount": 5}) == Bet(1, 5)
    for shape in (
        {"kind": "bet", "amount": "5"},
        {"kind": "bet", "amount": 5, "showdown": "yes"},
        {"kind": "fold", "amount": 5},
        {"kind": "exchange", "cards": "Zz"},
        {"kind": "raise"},
        {},
    ):
        with pytest.raises(WireError):
            action_from_json(0, shape)
    assert set(wire_schema()) == {"european_action", "european_event", "european_view"}


def test_a_lone_player_with_no_chips_left_books_no_empty_chip_movement() -> None:
    """The automatic bet of nothing (variants.md: a lone player bets what they have) is no ledger move."""
    from game.engine.decks import DECK_40
    from game.engine.european import EuropeanPhase, Start
    from game.net.variant import ChipPayout, ChipStake
    from tests.engine.european.helpers import deck
    from tests.engine.rigging import RiggedRandom

    hands = ("Ac Ad Kh Qs 9d", "Kc Kd 7h 6s 5d", "Qc Jd Th 8s 6d")
    rng = RiggedRandom(deck(hands, "5c 5h 7c 7d 8c 8d 9c 9h Tc Td"), base=DECK_40.cards)
    players = [
        SeatPlayer(name, f"acct-{name}", None, balance, master=name == "Anna")
        for name, balance in (("Anna", 300), ("Bert", 300), ("Cora", 50))
    ]
    table = EuropeanTableGame(players, rng)
    game = table.game
    game.apply(Start(0))
    for amount in (40, 40, 40):
        game.apply(Bet(game.current, amount))
    while game.phase is EuropeanPhase.EXCHANGE:
        game.apply(Exchange(game.current, ()))
    game.apply(Fold(0))
    game.apply(Fold(1))  # Cora is alone with 0 chips: she bets nothing and shows
    game.apply(Show(2))
    moves = table.chip_moves(0)
    assert all(move.amount > 0 for move in moves)
    staked = sum(move.amount for move in moves if isinstance(move, ChipStake))
    paid = sum(move.amount for move in moves if isinstance(move, ChipPayout))
    assert staked == paid == 150 and game.stacks[:3] == (250, 250, 150)
