"""Projection, save/resume, many random hands, the computer levels."""

from __future__ import annotations

import copy
import json
import random
import statistics

import pytest

from game.engine import SaveFormatError
from game.engine.holdem import (
    Fold,
    HoldemConfig,
    HoldemGame,
    HoldemPhase,
    HoleCards,
    RaiseTo,
    Showdown,
    Structure,
    TableFormat,
    TakeStack,
    from_dict,
    player_for,
    to_dict,
)
from game.engine.levels import Level

from .helpers import random_action


def play_random(game: HoldemGame, rng: random.Random, hands: int, stop_mid_hand: bool = False) -> None:
    for number in range(hands):
        if game.phase is HoldemPhase.GAME_OVER:
            return
        for seat, stack in enumerate(game.stacks):
            if stack == 0 and game.can(TakeStack(seat)):
                game.apply(TakeStack(seat))
        game.start_hand()
        while game.phase is HoldemPhase.BETTING:
            if stop_mid_hand and number == hands - 1 and rng.random() < 0.3:
                return
            seat = game.current
            assert seat is not None
            # Nobody is asked who has nobody left to bet against (variants.md): some other
            # seat still in has chips behind, or there is a bet to call.
            legal = game.legal_actions(seat)
            assert legal is not None
            others = [other for other in game.live_seats if other != seat and game.stacks[other] > 0]
            assert others or legal.call is not None, f"seat {seat} is asked with nobody to bet against"
            game.apply(random_action(game, rng))
            assert game.chips == game.chips_issued
            assert all(stack >= 0 for stack in game.stacks)


@pytest.mark.parametrize("structure", list(Structure))
def test_many_random_hands_conserve_chips_and_finish(structure):
    rng = random.Random(hash(structure.value) % 1000)
    for seats in (2, 3, 6, 10):
        stacks = [rng.choice([30, 200, 1000, 5000]) for _ in range(seats)]
        config = HoldemConfig.computers(seats, structure=structure, big_blind=20)
        game = HoldemGame(config, rng, stacks=stacks)
        play_random(game, rng, 60)
        assert game.phase is HoldemPhase.BETWEEN_HANDS


def test_sit_and_go_runs_to_one_winner():
    rng = random.Random(3)
    config = HoldemConfig.computers(5, table_format=TableFormat.SIT_AND_GO, blind_hands=5, starting_stack=300)
    game = HoldemGame(config, rng)
    play_random(game, rng, 10_000)
    assert game.phase is HoldemPhase.GAME_OVER
    assert sorted(game.places.values()) == [1, 2, 3, 4, 5]
    assert game.stacks[game.winner] == 1500


def test_no_seat_ever_sees_another_seats_hole_cards_unless_shown():
    rng = random.Random(11)
    game = HoldemGame(HoldemConfig.computers(6), rng)
    play_random(game, rng, 40)
    events = game.events
    for seat in range(6):
        seen = game.events_for(seat)
        assert len(seen) == len(events)
        for event in seen:
            if isinstance(event, HoleCards) and event.seat != seat:
                assert event.cards is None
    spectator = game.events_for(None)
    assert all(e.cards is None for e in spectator if isinstance(e, HoleCards))
    group = game.events_for(frozenset({1, 2}))
    assert all((e.cards is not None) == (e.seat in {1, 2}) for e in group if isinstance(e, HoleCards))
    # Mucked hands never appear in any event.
    for event in events:
        if isinstance(event, Showdown):
            assert not {h.seat for h in event.shown} & set(event.mucked)


def test_views_hold_only_the_own_hole_cards():
    rng = random.Random(5)
    game = HoldemGame(HoldemConfig.computers(4), rng)
    game.start_hand()
    seat = game.current
    view = game.view(seat)
    others = {card for s in range(4) if s != seat for card in game.hole_cards(s)}
    assert view.hole == game.hole_cards(seat)
    assert not others & set(view.hole) and not others & set(view.board)


@pytest.mark.parametrize("structure", list(Structure))
def test_save_and_resume_round_trip_mid_hand(structure):
    rng = random.Random(21)
    game = HoldemGame(HoldemConfig.computers(5, structure=structure), rng)
    play_random(game, rng, 12, stop_mid_hand=True)
    data = json.loads(json.dumps(to_dict(game.state())))
    resumed = HoldemGame.from_state(from_dict(data), random.Random(1))
    assert resumed.events == game.events
    assert resumed.stacks == game.stacks and resumed.current == game.current
    assert to_dict(resumed.state()) == data
    # Both go on identically with the same generator.
    for g in (game, resumed):
        g._rng = random.Random(99)  # noqa: SLF001 - same continuation for both
    for g in (game, resumed):
        rng = random.Random(7)
        while g.phase is HoldemPhase.BETTING:
            g.apply(random_action(g, rng))
        play_random(g, rng, 3)
    assert resumed.events == game.events


def _damage(data, how):
    data = copy.deepcopy(data)
    how(data)
    return data


@pytest.mark.parametrize(
    "how",
    [
        lambda d: d.update(version=99),
        lambda d: d.update(variant="duell"),
        lambda d: d.pop("script"),
        lambda d: d["stacks"].__setitem__(0, d["stacks"][0] + 1),
        lambda d: d["script"].append(["raise", 0, -5]),
        lambda d: d["script"].append(["jump", 0]),
        lambda d: d["script"].__setitem__(0, {"deck": "As As"}),
        lambda d: d["config"].update(big_blind="20"),
        lambda d: d.update(hand_no=True),
        lambda d: d["config"]["seats"][0].update(level="gott"),
    ],
)
def test_damaged_saves_are_refused(how):
    rng = random.Random(2)
    game = HoldemGame(HoldemConfig.computers(3), rng)
    play_random(game, rng, 3)
    data = to_dict(game.state())
    from_dict(data)
    with pytest.raises(SaveFormatError):
        from_dict(_damage(data, how))
    with pytest.raises(SaveFormatError):
        from_dict("not a dict")


@pytest.mark.parametrize("level", list(Level))
def test_computer_levels_choose_legal_actions_with_a_one_line_reason(level):
    rng = random.Random(8)
    game = HoldemGame(HoldemConfig.computers(4), rng)
    players = {seat: player_for(level, random.Random(seat)) for seat in range(4)}
    kinds = set()
    for _ in range(25):
        for seat, stack in enumerate(game.stacks):
            if stack == 0:
                game.apply(TakeStack(seat))
        game.start_hand()
        while game.phase is HoldemPhase.BETTING:
            seat = game.current
            decision = players[seat].decision(game.view(seat), game.legal_actions(seat))
            assert decision.reason and "\n" not in decision.reason
            assert game.can(decision.action)
            kinds.add(type(decision.action))
            game.apply(decision.action)
    assert {Fold, RaiseTo} <= kinds


def test_profi_values_aces_and_folds_trash_to_a_big_raise():
    from game.engine import parse_cards
    from game.engine.betting import LegalActions
    from game.engine.holdem import HoldemView, Street

    profi = player_for(Level.PROFI, random.Random(1))
    view = HoldemView(0, tuple(parse_cards("As Ah")), (), Street.PREFLOP, 3, (0, 1, 2, 3),
                      (1000,) * 4, (0, 10, 20, 0), 30, 20, 0, 3)
    legal = LegalActions(0, 20, 40, 1000, False)
    assert isinstance(profi.decide(view, legal), RaiseTo)
    trash = HoldemView(0, tuple(parse_cards("7c 2d")), (), Street.PREFLOP, 3, (0, 1, 2, 3),
                       (1000,) * 4, (0, 10, 500, 0), 510, 20, 1, 3)
    assert isinstance(profi.decide(trash, LegalActions(0, 500, 980, 1000, False)), Fold)


def test_equity_is_sane():
    from game.engine import parse_cards
    from game.engine.holdem import equity

    rng = random.Random(4)
    aces = equity(tuple(parse_cards("As Ah")), (), 1, 2000, rng)
    trash = equity(tuple(parse_cards("7c 2d")), (), 1, 2000, rng)
    assert 0.8 < aces < 0.9 and 0.28 < trash < 0.4
    nuts = equity(tuple(parse_cards("As Ks")), tuple(parse_cards("Qs Js Ts")), 3, 200, rng)
    assert nuts == 1.0
    assert statistics.mean([aces, trash]) > 0
