"""Players joining and leaving a running cash table (variants.md; the rules: holdem/seating.py)."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import ConfigError, IllegalActionError
from game.engine.betting import Blind, BlindPosted
from game.engine.holdem import (
    Call,
    Check,
    Fold,
    HandStarted,
    HoldemConfig,
    HoldemGame,
    HoldemPhase,
    HoldemSeat,
    RaiseTo,
    SeatLeft,
    SeatTaken,
    SitDown,
    StandUp,
    TableFormat,
    TakeStack,
    from_dict,
    project,
    to_dict,
)
from game.engine.holdem.phh import PhhError, hand_logs, phh_document, phh_text

from .helpers import random_action, rigged

NEWCOMER = HoldemSeat("Nora", human=True)


def five_seats_one_empty(button: int = 2) -> HoldemGame:
    """Seats 0, 1, 2 and 4 taken, seat 3 empty; the first button on ``button``."""
    seats = (HoldemSeat("A"), HoldemSeat("B"), HoldemSeat("C"), None, HoldemSeat("D"))
    return HoldemGame(HoldemConfig(seats), first_button=button)


def fold_round(game: HoldemGame) -> None:
    """Play the running hand out: everybody folds to the big blind."""
    while game.phase is HoldemPhase.BETTING:
        game.apply(Fold(game.current))


def blinds(game: HoldemGame) -> list[tuple[int, Blind, int]]:
    start = max(i for i, e in enumerate(game.events) if isinstance(e, HandStarted))
    return [(e.seat, e.blind, e.amount) for e in game.events[start:] if isinstance(e, BlindPosted)]


def dealt(game: HoldemGame) -> tuple[int, ...]:
    return next(e for e in reversed(game.events) if isinstance(e, HandStarted)).seats


def test_a_waiting_newcomer_is_dealt_in_when_the_big_blind_reaches_the_seat():
    game = five_seats_one_empty(button=2)
    game.start_hand(rigged([]))
    assert dealt(game) == (0, 1, 2, 4)
    fold_round(game)
    events = game.apply(SitDown(3, NEWCOMER))
    assert events == (SeatTaken(3, NEWCOMER, 1000, False),)
    assert game.newcomers == {3: False} and game.seated[3] == NEWCOMER
    # Counted in, seat 3 would be the small blind, then the button's neighbour: it waits.
    for button in (4, 0):
        game.start_hand(rigged([]))
        assert game.button == button and dealt(game) == (0, 1, 2, 4)
        fold_round(game)
    game.start_hand(rigged([]))  # button 1: small blind 2, big blind 3 - the newcomer's
    assert game.button == 1 and dealt(game) == (0, 1, 2, 3, 4)
    assert blinds(game) == [(2, Blind.SMALL, 10), (3, Blind.BIG, 20)]
    assert game.newcomers == {} and game.current == 4  # left of the big blind


def test_a_posting_newcomer_plays_at_once_with_a_live_big_blind():
    game = five_seats_one_empty(button=2)
    game.start_hand(rigged([]))
    fold_round(game)
    game.apply(SitDown(3, NEWCOMER, post=True))
    game.start_hand(rigged([]))
    assert game.button == 4  # the button skips the newcomer
    assert dealt(game) == (0, 1, 2, 3, 4)
    assert blinds(game) == [(0, Blind.SMALL, 10), (1, Blind.BIG, 20), (3, Blind.POST, 20)]
    assert game.current == 2  # the first to speak is still left of the big blind
    game.apply(Call(2))
    legal = game.legal_actions(3)
    assert legal.check and legal.raise_min == 40  # live: nothing to call, and it may raise
    game.apply(Check(3))
    game.apply(Call(4))
    game.apply(Call(0))
    game.apply(Check(1))
    assert len(game.board) == 3 and game.pot_total == 100
    assert game.chips == game.chips_issued


def test_a_posting_newcomer_on_the_small_blind_tops_it_up_and_on_the_big_blind_just_posts_it():
    game = five_seats_one_empty(button=1)
    game.start_hand(rigged([]))  # button 1, blinds 2 and 4
    fold_round(game)
    game.apply(SitDown(3, NEWCOMER, post=True))
    game.start_hand(rigged([]))  # button 2: the small blind's place is seat 3
    assert blinds(game) == [(3, Blind.SMALL, 10), (4, Blind.BIG, 20), (3, Blind.POST, 10)]
    fold_round(game)

    game = five_seats_one_empty(button=0)
    game.start_hand(rigged([]))  # button 0, blinds 1 and 2
    fold_round(game)
    game.apply(SitDown(3, NEWCOMER, post=True))
    game.start_hand(rigged([]))  # button 1: small blind 2, big blind 3 - the post is the big blind
    assert blinds(game) == [(2, Blind.SMALL, 10), (3, Blind.BIG, 20)]


def test_a_newcomer_joins_a_player_left_alone_heads_up():
    seats = (HoldemSeat("A"), HoldemSeat("B"), None)
    game = HoldemGame(HoldemConfig(seats), first_button=0)
    game.apply(StandUp(1))
    assert not game.can_start_hand()  # one player: no hand
    game.apply(SitDown(2, NEWCOMER))  # waiting, but heads-up any seat is the big blind's
    game.start_hand(rigged([]))
    assert dealt(game) == (0, 2) and blinds(game) == [(0, Blind.SMALL, 10), (2, Blind.BIG, 20)]


def test_leaving_takes_the_chips_and_frees_the_seat():
    game = five_seats_one_empty(button=2)
    game.start_hand(rigged(["Ac Ad", "2c 7d", "Kc Kd", "6h 2s"], "3s 8h 9c Jd 4s"))
    game.apply(Call(1))  # button 2: blinds 4 and 0
    game.apply(Call(2))
    game.apply(Call(4))
    game.apply(Check(0))
    while game.phase is HoldemPhase.BETTING:
        game.apply(Check(game.current))
    stack = game.stacks[0]
    assert stack == 1060  # the aces won the 80
    assert game.apply(StandUp(0)) == (SeatLeft(0, stack),)
    assert game.seated[0] is None and game.stacks[0] == 0
    assert game.chips == game.chips_issued == 4000 - stack
    game.apply(SitDown(0, HoldemSeat("A")))  # the name is free again, so is the seat
    assert game.stacks[0] == 1000 and game.chips == game.chips_issued


@pytest.mark.parametrize(
    "action",
    [
        SitDown(0, NEWCOMER),  # taken
        SitDown(3, HoldemSeat("b")),  # the name sits at the table already
        SitDown(3, HoldemSeat("   ")),
        SitDown(3, HoldemSeat("x" * 40)),
        SitDown(9, NEWCOMER),
        StandUp(3),  # empty
        TakeStack(3),  # empty
    ],
)
def test_bad_seating_is_refused_and_changes_nothing(action):
    game = five_seats_one_empty()
    before = (to_dict(game.state()), game.events)
    with pytest.raises(IllegalActionError):
        game.apply(action)
    assert (to_dict(game.state()), game.events) == before


def test_nobody_sits_down_or_leaves_during_a_hand_or_at_a_sit_and_go():
    game = five_seats_one_empty()
    game.start_hand(rigged([]))
    for action in (SitDown(3, NEWCOMER), StandUp(0)):
        with pytest.raises(IllegalActionError):
            game.apply(action)
    tournament = HoldemGame(
        HoldemConfig((HoldemSeat("A"), HoldemSeat("B"), HoldemSeat("C")), table_format=TableFormat.SIT_AND_GO)
    )
    for action in (StandUp(0), SitDown(0, NEWCOMER)):
        with pytest.raises(IllegalActionError):
            tournament.apply(action)
    with pytest.raises(ConfigError):
        HoldemConfig((HoldemSeat("A"), HoldemSeat("B"), None), table_format=TableFormat.SIT_AND_GO)
    with pytest.raises(ConfigError):
        HoldemConfig((HoldemSeat("A"), None, None))  # two players at least


def test_seating_survives_save_and_resume_exactly():
    game = five_seats_one_empty(button=2)
    game.start_hand(rigged([]))
    fold_round(game)
    game.apply(SitDown(3, NEWCOMER, post=False))
    game.apply(StandUp(4))
    game.apply(SitDown(4, HoldemSeat("Emil", level="profi"), post=True))
    game.start_hand(rigged([]))
    game.apply(RaiseTo(game.current, 60))
    data = json.loads(json.dumps(to_dict(game.state())))
    assert data["config"]["seats"][3] is None
    resumed = HoldemGame.from_state(from_dict(data))
    assert resumed.events == game.events and resumed.seated == game.seated
    assert resumed.newcomers == game.newcomers == {3: False}
    for copy in (game, resumed):
        fold_round(copy)
        copy.start_hand(rigged([]))
    assert resumed.events == game.events


def test_seat_events_are_public_and_a_post_is_left_out_of_phh():
    game = five_seats_one_empty(button=2)
    game.start_hand(rigged([]))
    fold_round(game)
    taken = game.apply(SitDown(3, NEWCOMER, post=True))[0]
    assert project(taken, 0) == taken and project(taken, None) == taken
    game.start_hand(rigged([]))
    fold_round(game)
    hands = hand_logs(game.events)
    with pytest.raises(PhhError):
        phh_text(game.config, hands[1])
    document = phh_document(game.config, game.events)
    assert document.startswith("[1]\n")
    assert "# hand 2: a newcomer's post has no PHH notation: left out" in document


def test_a_newcomer_dealt_in_on_the_big_blind_is_named_in_phh():
    game = five_seats_one_empty(button=0)
    game.start_hand(rigged([]))
    fold_round(game)
    game.apply(SitDown(3, NEWCOMER))
    game.start_hand(rigged([]))  # button 1: the big blind is seat 3's
    fold_round(game)
    assert '"Nora"' in phh_document(game.config, game.events).split("[2]")[1]


def test_random_joining_and_leaving_keeps_every_rule():
    """Seeded cash tables where players come and go between hands, random actions in between."""
    first_hands = {"waited": 0, "posted": 0}
    for seed in range(40):
        rng = random.Random(seed)
        size = rng.randint(3, 10)
        seats = [HoldemSeat(f"S{i}") if i < 2 or rng.random() < 0.6 else None for i in range(size)]
        game = HoldemGame(HoldemConfig(tuple(seats)), rng)
        joined = 0
        for _ in range(12):
            for seat, player in enumerate(game.seated):
                if player is None and rng.random() < 0.3:
                    joined += 1
                    game.apply(SitDown(seat, HoldemSeat(f"New {joined}"), post=rng.random() < 0.5))
                elif player is not None and rng.random() < 0.08:
                    game.apply(StandUp(seat))
                elif player is not None and game.stacks[seat] == 0:
                    game.apply(TakeStack(seat))
            if not game.can_start_hand():
                continue
            waiting = game.newcomers
            new = game.start_hand()
            start = new[0]
            assert isinstance(start, HandStarted) and start.button not in waiting
            posts = [(e.seat, e.blind) for e in new if isinstance(e, BlindPosted)]
            for seat in set(start.seats) & set(waiting):
                if waiting[seat]:
                    first_hands["posted"] += 1
                    assert any(s == seat for s, _ in posts)  # paid a blind or a post
                else:
                    first_hands["waited"] += 1
                    assert (seat, Blind.BIG) in posts
            while game.phase is HoldemPhase.BETTING:
                game.apply(random_action(game, rng))
                assert game.chips == game.chips_issued
        resumed = HoldemGame.from_state(from_dict(json.loads(json.dumps(to_dict(game.state())))))
        assert resumed.events == game.events and resumed.stacks == game.stacks
    assert first_hands["waited"] > 20 and first_hands["posted"] > 20


def test_a_chosen_buy_in_and_a_top_up_bring_their_own_chips_and_survive_a_save():
    game = five_seats_one_empty(button=2)
    game.start_hand(rigged([]))
    fold_round(game)
    for bad in (0, -5, True, 10**9 + 1):
        with pytest.raises(IllegalActionError):
            game.apply(SitDown(3, NEWCOMER, stack=bad))
    assert game.apply(SitDown(3, NEWCOMER, post=True, stack=650)) == (SeatTaken(3, NEWCOMER, 650, True),)
    before = game.stacks[0]
    game.apply(TakeStack(0, 250))  # a top-up of a seat that still has chips
    assert game.stacks[0] == before + 250 and game.stacks[3] == 650
    assert game.chips == game.chips_issued
    for bad in (0, -5, True, 10**9 + 1):
        with pytest.raises(IllegalActionError):
            game.apply(TakeStack(1, bad))
    game.start_hand(rigged([]))
    fold_round(game)
    copy = HoldemGame.from_state(from_dict(json.loads(json.dumps(to_dict(game.state())))))
    assert copy.stacks == game.stacks and copy.events == game.events
