"""Every rule of variants.md's Hold'em section, on rigged decks."""

from __future__ import annotations

import pytest

from game.engine import ConfigError, IllegalActionError
from game.engine.betting import BlindPosted, PotAwarded
from game.engine.holdem import (
    BoardDealt,
    Busted,
    Call,
    Check,
    Fold,
    GameOver,
    HoldemConfig,
    HoldemPhase,
    HoldemSeat,
    RaiseTo,
    Showdown,
    Structure,
    TableFormat,
    Timeout,
    to_dict,
)

from .helpers import rigged, table


def blinds(events):
    return [(e.seat, e.amount) for e in events if isinstance(e, BlindPosted)]


def test_multi_way_blinds_and_order():
    game = table(4, button=1)
    events = game.start_hand(rigged([]))
    assert game.button == 1
    assert blinds(events) == [(2, 10), (3, 20)]
    assert game.current == 0  # left of the big blind
    game.apply(Call(0))
    game.apply(Call(1))
    game.apply(Call(2))
    game.apply(Check(3))
    assert game.board and len(game.board) == 3
    assert game.current == 2  # first active left of the button after the flop


def test_heads_up_button_posts_small_blind_first_before_flop_last_after():
    game = table(2, button=1)
    events = game.start_hand(rigged([]))
    assert blinds(events) == [(1, 10), (0, 20)]
    assert game.current == 1
    game.apply(Call(1))
    game.apply(Check(0))
    assert game.current == 0  # the big blind speaks first after the flop, the button last


@pytest.mark.parametrize(("big", "small"), [(20, 10), (25, 12), (2, 1)])
def test_limit_small_blind_is_half_the_small_bet_rounded_down(big, small):
    config = HoldemConfig((HoldemSeat("A"), HoldemSeat("B")), Structure.LIMIT, big)
    assert config.blinds == (small, big)
    with pytest.raises(ConfigError):
        HoldemConfig((HoldemSeat("A"), HoldemSeat("B")), Structure.LIMIT, big, small + 1)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"seats": (HoldemSeat("A"),)},
        {"seats": tuple(HoldemSeat(f"S{i}") for i in range(11))},
        {"seats": (HoldemSeat("A"), HoldemSeat("a"))},
        {"seats": (HoldemSeat("A"), HoldemSeat("B")), "big_blind": 1},
        {"seats": (HoldemSeat("A"), HoldemSeat("B")), "starting_stack": 0},
        {"seats": (HoldemSeat("A"), HoldemSeat("B")), "structure": "spread"},
        {"seats": (HoldemSeat("A"), HoldemSeat("B")), "table_format": "league"},
    ],
)
def test_bad_configs_are_refused(kwargs):
    with pytest.raises(ConfigError):
        HoldemConfig(**kwargs)


def test_no_limit_min_raise_is_the_previous_raise():
    game = table(4, button=0)
    game.start_hand(rigged([]))
    legal = game.legal_actions(3)
    assert (legal.raise_min, legal.raise_max) == (40, 1000)
    game.apply(RaiseTo(3, 70))  # raise by 50
    legal = game.legal_actions(0)
    assert legal.raise_min == 120
    with pytest.raises(IllegalActionError):
        game.apply(RaiseTo(0, 119))


def test_pot_limit_example_pot_200_bet_150_call_150_raise_to_800():
    game = table(4, Structure.POT_LIMIT, big=50, button=0)
    game.start_hand(rigged([]))
    game.apply(Call(3))
    game.apply(Call(0))
    game.apply(Call(1))
    game.apply(Check(2))
    assert game.pot_total == 200
    game.apply(RaiseTo(1, 150))
    game.apply(Call(2))
    legal = game.legal_actions(3)
    assert legal.raise_max == 800
    assert not game.can(RaiseTo(3, 801))


def test_limit_cap_big_blind_counts_as_first_bet():
    game = table(5, Structure.LIMIT, big=20, button=0)
    game.start_hand(rigged([]))
    game.apply(RaiseTo(3, 40))
    game.apply(RaiseTo(4, 60))
    game.apply(RaiseTo(0, 80))  # the fourth bet: the cap
    legal = game.legal_actions(1)
    assert legal.raise_min is None and legal.call == 70


def test_limit_big_bet_on_turn_and_river():
    game = table(2, Structure.LIMIT, big=20, button=0)
    game.start_hand(rigged([]))
    game.apply(Call(0))
    game.apply(Check(1))
    assert game.legal_actions(1).raise_min == 20  # flop: small bet
    game.apply(Check(1))
    game.apply(Check(0))
    assert game.legal_actions(1).raise_min == 40  # turn: big bet


def test_short_all_in_does_not_reopen_the_betting():
    game = table(4, stacks=[1000, 1000, 150, 1000], button=0)
    game.start_hand(rigged([]))
    game.apply(Call(3))
    game.apply(Fold(0))
    game.apply(Call(1))
    game.apply(Check(2))
    game.apply(RaiseTo(1, 100))
    game.apply(RaiseTo(2, 130))  # all in, 30 more: short of a full raise
    game.apply(Call(3))
    legal = game.legal_actions(1)
    assert legal.raise_min is None and legal.call == 30


def test_three_all_ins_build_side_pots_and_the_big_stack_gets_its_excess_back():
    # Seat 0 (100) best, seat 1 (200) second, seat 2 (300) third, seat 3 (1000) worst.
    holes = ["As Ah", "Ks Kh", "Qs Qh", "7c 2d"]
    game = table(4, stacks=[100, 200, 300, 1000], button=3)
    game.start_hand(rigged(holes, "Ad Kd Qd 3c 4s"))  # SB 0, BB 1, first 2
    game.apply(RaiseTo(2, 300))
    game.apply(Call(3))
    game.apply(Call(0))
    game.apply(Call(1))
    showdown = next(e for e in game.events if isinstance(e, Showdown))
    assert [(p.amount, p.winners) for p in showdown.pots] == [(400, (0,)), (300, (1,)), (200, (2,))]
    assert game.stacks == (400, 300, 200, 700)
    assert game.chips == game.chips_issued == 1600


def test_four_all_ins_make_three_side_pots_and_two_kings_split_one():
    holes = ["Ac Ad", "Kc Kd", "Kh Ks", "Qc Qd", "5h 4h"]
    game = table(5, stacks=[50, 100, 150, 200, 1000], button=4)
    game.start_hand(rigged(holes, "2c 7d 9h Js 3c"))  # small blind 0, big blind 1, first 2
    game.apply(RaiseTo(2, 150))  # all in
    game.apply(RaiseTo(3, 200))  # all in, short of a full raise
    game.apply(Call(4))
    game.apply(Call(0))  # all in for 50
    game.apply(Call(1))  # all in for 100
    showdown = next(e for e in game.events if isinstance(e, Showdown))
    assert [(p.amount, set(p.winners)) for p in showdown.pots] == [
        (250, {0}),  # everyone's first 50: the aces
        (200, {1, 2}),  # the next 50 of seats 1-4: the two kings split it
        (150, {2}),  # seat 1 has no claim above 100
        (100, {3}),  # the queens beat seat 4 for the last layer
    ]
    assert game.stacks == (250, 100, 250, 100, 800)
    assert game.chips == game.chips_issued == 1500


def test_split_pot_odd_chip_goes_left_of_the_button():
    game = table(3, big=10, button=0)
    game.start_hand(rigged(["2c 3d", "4c 5d", "2d 3c"], "As Ks Qs Js Ts"))
    game.apply(Call(0))
    game.apply(Fold(1))
    game.apply(Check(2))
    for _ in range(3):
        game.apply(Check(2))
        game.apply(Check(0))
    awarded = [e for e in game.events if isinstance(e, PotAwarded)]
    assert awarded[0].amount == 25
    assert dict(awarded[0].shares) == {2: 13, 0: 12}


def test_best_five_of_seven_decides_and_suits_never_do():
    game = table(2, button=0)
    game.start_hand(rigged(["Ah 9c", "Ad 9d"], "Ac Kd 7s 5h 2c"))  # flush draw misses: equal hands
    game.apply(Call(0))
    game.apply(Check(1))
    for _ in range(3):
        game.apply(Check(1))
        game.apply(Check(0))
    showdown = next(e for e in game.events if isinstance(e, Showdown))
    assert showdown.pots[0].winners == (1, 0)
    assert game.stacks == (1000, 1000)


def test_last_aggressor_shows_first_and_a_beaten_hand_is_mucked():
    game = table(3, button=0)
    game.start_hand(rigged(["Kc Kd", "2c 7d", "Ac Ad"], "3s 8h 9c Jd 4s"))
    game.apply(Call(0))
    game.apply(Call(1))
    game.apply(Check(2))
    for _ in range(2):
        game.apply(Check(1))
        game.apply(Check(2))
        game.apply(Check(0))
    game.apply(Check(1))
    game.apply(RaiseTo(2, 40))  # river aggressor: shows first
    game.apply(Call(0))
    game.apply(Call(1))
    showdown = next(e for e in game.events if isinstance(e, Showdown))
    assert [h.seat for h in showdown.shown] == [2]
    assert set(showdown.mucked) == {0, 1}
    assert showdown.shown[0].name.startswith("one pair")


def test_without_mucking_every_hand_is_shown_from_left_of_the_button():
    game = table(3, button=0, muck_beaten=False)
    game.start_hand(rigged(["Kc Kd", "2c 7d", "Ac Ad"], "3s 8h 9c Jd 4s"))
    game.apply(Call(0))
    game.apply(Call(1))
    game.apply(Check(2))
    for _ in range(3):
        game.apply(Check(1))
        game.apply(Check(2))
        game.apply(Check(0))
    showdown = next(e for e in game.events if isinstance(e, Showdown))
    assert [h.seat for h in showdown.shown] == [1, 2, 0]
    assert showdown.mucked == ()


def test_button_moves_past_busted_seats():
    game = table(3, stacks=[1000, 20, 1000], button=0)
    game.start_hand(rigged(["Ac Ad", "2c 7d", "Kc Kd"], "3s 8h 9c Jd 4s"))
    # seat 1 is the small blind with 20: it calls all in, then checks down.
    game.apply(Call(0))
    game.apply(Call(1))
    game.apply(Check(2))
    while game.phase is HoldemPhase.BETTING:
        game.apply(Check(game.current))
    assert game.stacks[1] == 0
    assert any(isinstance(e, Busted) and e.seat == 1 for e in game.events)
    game.start_hand(rigged(["Ac Ad", "Kc Kd"]))
    assert game.button == 2  # one on from 0, skipping seat 1
    assert blinds(game.events[-6:]) == [(2, 10), (0, 20)]  # heads-up now: the button posts the small blind


def test_uncontested_hand_returns_the_uncalled_bet():
    game = table(3, button=0)
    game.start_hand(rigged([]))
    game.apply(RaiseTo(0, 500))
    game.apply(Fold(1))
    game.apply(Fold(2))
    assert game.phase is HoldemPhase.BETWEEN_HANDS
    assert game.stacks == (1030, 990, 980)
    assert not any(isinstance(e, Showdown) for e in game.events)


def test_all_in_deals_out_the_board_and_shows_every_hand():
    game = table(2, button=0)
    game.start_hand(rigged(["2c 7d", "Ac Ad"], "3s 8h 9c Jd 4s"))
    game.apply(RaiseTo(0, 1000))
    game.apply(Call(1))
    assert [e.street for e in game.events if isinstance(e, BoardDealt)] == ["flop", "turn", "river"]
    showdown = next(e for e in game.events if isinstance(e, Showdown))
    assert len(showdown.shown) == 2
    assert game.stacks == (0, 2000)


def test_after_an_all_in_every_hand_is_shown_even_when_the_all_in_seat_wins():
    game = table(3, stacks=[1000, 1000, 20], button=0)
    game.start_hand(rigged(["Kc Kd", "2c 7d", "Ac Ad"], "3s 8h 9c Jd 4s"))  # seat 2: all in on its big blind
    game.apply(RaiseTo(0, 100))
    game.apply(Fold(1))
    showdown = next(e for e in game.events if isinstance(e, Showdown))
    assert [h.seat for h in showdown.shown] == [2, 0] and showdown.mucked == ()
    assert game.stacks == (980, 990, 50)  # 80 of the 100 went back uncalled


def test_timeout_checks_if_possible_else_folds():
    game = table(3, button=0)
    game.start_hand(rigged([]))
    game.apply(Timeout(0))  # facing the big blind: fold
    assert game.live_seats == (1, 2)
    game.apply(Call(1))
    game.apply(Timeout(2))  # nothing to call: check
    assert game.board


def test_refused_actions_change_nothing():
    game = table(3, button=0)
    game.start_hand(rigged([]))
    before = (to_dict(game.state()), game.events)
    for action in (Check(0), Call(1), RaiseTo(0, 25), RaiseTo(0, 5000), Fold(7), Timeout(2)):
        with pytest.raises(IllegalActionError):
            game.apply(action)
    with pytest.raises(IllegalActionError):
        game.start_hand()
    assert (to_dict(game.state()), game.events) == before


def test_sit_and_go_blinds_rise_and_the_last_player_wins():
    config = HoldemConfig(
        (HoldemSeat("A"), HoldemSeat("B")), big_blind=20, starting_stack=100,
        table_format=TableFormat.SIT_AND_GO, blind_hands=1,
    )
    from game.engine.holdem import HoldemGame

    game = HoldemGame(config, first_button=0)
    game.start_hand(rigged([]))
    game.apply(Fold(0))
    game.start_hand(rigged([]))
    assert game.legal_actions(1).call == 20  # 20/40 now: the button's small blind of 20 faces 40
    game.apply(RaiseTo(1, 110))
    game.apply(Call(0))
    assert game.phase is HoldemPhase.GAME_OVER or game.phase is HoldemPhase.BETWEEN_HANDS
    while game.phase is not HoldemPhase.GAME_OVER:
        game.start_hand()
        while game.phase is HoldemPhase.BETTING:
            seat = game.current
            legal = game.legal_actions(seat)
            game.apply(Call(seat) if legal.call else RaiseTo(seat, legal.raise_max))
    over = next(e for e in game.events if isinstance(e, GameOver))
    assert game.places[over.winner] == 1 and sorted(game.places.values()) == [1, 2]
    assert game.stacks[over.winner] == 200
    with pytest.raises(IllegalActionError):
        game.start_hand()


def test_refusals_name_the_games_seat_numbers_when_seats_sit_out():
    game = table(4, stacks=[1000, 0, 1000, 1000], button=0)
    game.start_hand(rigged([]))  # seats 0, 2, 3: the core numbers them 0, 1, 2
    assert game.current == 0
    with pytest.raises(IllegalActionError, match="seat 0 faces a bet: 20"):
        game.apply(Check(0))
    game.apply(Call(0))
    game.apply(Call(2))
    with pytest.raises(IllegalActionError, match="not seat 2"):
        game.apply(Check(2))
    with pytest.raises(IllegalActionError, match="seat 3 has nothing to call"):
        game.apply(Call(3))


# ----------------------------------------------- issue 25: decisions in variants.md


@pytest.mark.parametrize("structure", [Structure.NO_LIMIT, Structure.LIMIT])
def test_a_short_all_in_before_the_flop_does_not_reopen_for_a_caller(structure):
    # 5/10, button 3: SB 0, BB 1, seat 2 first. Seat 2 calls, seat 3 is all in for 13.
    game = table(4, structure, big=10, stacks=[1000, 1000, 1000, 13], button=3)
    game.start_hand(rigged(["2c 7d", "3c 8d", "4c 9d", "Ac Ad"], "Ks Qh 5s 6h Jc"))
    game.apply(Call(2))
    game.apply(RaiseTo(3, 13))  # all in, 3 more: short of a full raise of 10
    legal = game.legal_actions(0)
    assert legal.call == 8 and legal.can_raise  # the small blind has not acted yet
    game.apply(Call(0))
    legal = game.legal_actions(1)
    assert legal.call == 3 and legal.can_raise  # nor has the big blind
    game.apply(Call(1))
    legal = game.legal_actions(2)
    assert (legal.call, legal.can_raise) == (3, False)  # seat 2 only called: call 3 or fold
    assert not game.can(RaiseTo(2, 23))
    with pytest.raises(IllegalActionError):
        game.apply(RaiseTo(2, 23))
    game.apply(Call(2))
    assert game.pot_total == 52 and len(game.board) == 3
    assert game.chips == game.chips_issued


def test_nobody_left_to_bet_against_deals_out_to_the_showdown():
    # 5/10, button 0: SB 1, BB 2 (50 chips). Seat 0 raises, seat 1 calls, seat 2 calls all in.
    game = table(3, big=10, stacks=[1000, 1000, 50], button=0)
    game.start_hand(rigged(["Kc Kd", "2c 7d", "Ac Ad"], "3s 8h 9c Jd 4s"))
    game.apply(RaiseTo(0, 100))
    game.apply(Call(1))
    game.apply(Call(2))
    assert len(game.board) == 3 and game.current == 1
    game.apply(Fold(1))  # on the flop: seat 0 has nobody left to bet against
    assert game.current is None and game.phase is HoldemPhase.BETWEEN_HANDS
    assert len(game.board) == 5
    showdown = next(e for e in game.events if isinstance(e, Showdown))
    # Seat 2 wins only the pot it contributed to (3 x 50); seat 0 takes the side pot.
    assert [(p.amount, p.winners) for p in showdown.pots] == [(150, (2,)), (100, (0,))]
    assert game.stacks == (1000, 900, 150)
    assert game.chips == game.chips_issued


@pytest.mark.parametrize("structure", [Structure.NO_LIMIT, Structure.POT_LIMIT, Structure.LIMIT])
def test_a_big_blind_all_in_for_less_does_not_lower_the_price(structure):
    # 5/10, button 0: SB 1, BB 2 all in for 6. The others call the full big blind.
    game = table(3, structure, big=10, stacks=[1000, 1000, 6], button=0)
    game.start_hand(rigged(["Kc Kd", "2c 7d", "Ac Ad"], "3s 8h 9c Jd 4s"))
    legal = game.legal_actions(0)
    assert legal.call == 10 and legal.raise_min == 20
    game.apply(Call(0))
    assert game.legal_actions(1).call == 5
    game.apply(Call(1))
    assert game.pot_total == 26 and len(game.board) == 3
    game.apply(Check(1))
    game.apply(Check(0))
    game.apply(Check(1))
    game.apply(Check(0))
    game.apply(Check(1))
    game.apply(Check(0))
    showdown = next(e for e in game.events if isinstance(e, Showdown))
    assert [(p.amount, p.winners) for p in showdown.pots] == [(18, (2,)), (8, (0,))]
    assert game.stacks == (998, 990, 18)
    assert game.chips == game.chips_issued
