"""The betting rules of variants.md as exact scenarios on a `BettingTable`."""

from __future__ import annotations

import pytest

from game.engine.betting import (
    BetReturned,
    BetSizeError,
    BettingClosedError,
    BettingConfigError,
    BettingRules,
    BettingTable,
    Blind,
    BlindPosted,
    Call,
    CannotCheckError,
    Check,
    Fold,
    NothingToCallError,
    Pot,
    PotAwarded,
    PotCarriedOut,
    RaisedTo,
    RaiseNotAllowedError,
    RaiseTo,
    RoundEnded,
    ShowdownError,
    build_pots,
    split_pot,
)
from game.engine.errors import IllegalActionError, NotYourTurnError


def _snapshot(table: BettingTable) -> tuple[object, ...]:
    return (
        table.stacks, table.bets, table.contributions, table.to_act, table.legal_actions(),
        table.events, table.round_over, table.live_seats,
    )


def _no_limit_preflop(stacks: list[int], button: int = 0) -> BettingTable:
    table = BettingTable(stacks, BettingRules.no_limit(10), button)
    table.post_blinds(5, 10)
    table.start_round()
    return table


# ------------------------------------------------------------------ sizes


def test_no_limit_min_raise_is_the_previous_raise() -> None:
    table = _no_limit_preflop([1000] * 4)  # button 0, SB 1, BB 2, UTG 3
    legal = table.legal_actions()
    assert legal is not None and legal.seat == 3
    assert (legal.call, legal.raise_min, legal.raise_max) == (10, 20, 1000)
    table.act(RaiseTo(3, 35))  # a raise of 25
    legal = table.legal_actions()
    assert legal is not None and legal.seat == 0
    assert (legal.call, legal.raise_min) == (35, 60)
    with pytest.raises(BetSizeError):
        table.act(RaiseTo(0, 59))
    table.act(RaiseTo(0, 100))  # a raise of 65
    legal = table.legal_actions()
    assert legal is not None and (legal.seat, legal.call, legal.raise_min) == (1, 95, 165)


def test_pot_limit_example_from_the_rules() -> None:
    # Pot 200, bet 150, call 150 -> the next player may raise by at most 650, to 800.
    table = BettingTable([1000, 1000, 1000], BettingRules.pot_limit(10), carried=200)
    table.start_round(first=0)
    legal = table.legal_actions()
    assert legal is not None and (legal.raise_min, legal.raise_max, legal.opening) == (10, 200, True)
    table.act(RaiseTo(0, 150))
    table.act(Call(1))
    legal = table.legal_actions()
    assert legal is not None and legal.seat == 2
    assert (legal.call, legal.raise_min, legal.raise_max) == (150, 300, 800)
    assert not table.can(RaiseTo(2, 801))
    table.act(RaiseTo(2, 800))


def test_pot_limit_preflop_counts_the_blinds() -> None:
    table = BettingTable([1000] * 4, BettingRules.pot_limit(10))
    table.post_blinds(5, 10)
    table.start_round()
    legal = table.legal_actions()
    # Pot 15, call 10 -> pot 25 after the call: raise to 10 + 25 = 35.
    assert legal is not None and (legal.seat, legal.raise_min, legal.raise_max) == (3, 20, 35)


def test_fixed_limit_sizes_and_cap_of_four_bets() -> None:
    table = BettingTable([1000] * 4, BettingRules.fixed_limit(10, 20))
    table.post_blinds(5, 10)
    table.start_round()
    # The big blind is the first bet: three raises, then the cap.
    for seat, to in ((3, 20), (0, 30), (1, 40)):
        legal = table.legal_actions()
        assert legal is not None and (legal.seat, legal.raise_min, legal.raise_max) == (seat, to, to)
        table.act(RaiseTo(seat, to))
    legal = table.legal_actions()
    assert legal is not None and legal.seat == 2 and not legal.can_raise and legal.call == 30
    with pytest.raises(RaiseNotAllowedError, match="cap"):
        table.act(RaiseTo(2, 50))
    for seat in (2, 3, 0):
        table.act(Call(seat))
    assert table.round_over
    table.end_round()
    for round_no, size in ((1, 10), (2, 20), (3, 20)):
        table.start_round()
        assert table.round_no == round_no
        for raise_no in range(1, 5):
            legal = table.legal_actions()
            assert legal is not None and legal.raise_min == legal.raise_max == size * raise_no
            table.act(RaiseTo(legal.seat, size * raise_no))
        legal = table.legal_actions()
        assert legal is not None and not legal.can_raise
        while not table.round_over:
            table.act(Call(table.to_act or 0))
        table.end_round()


def test_fixed_limit_short_stack_raises_all_in() -> None:
    table = BettingTable([1000, 1000, 15], BettingRules.fixed_limit(10, 20))
    table.start_round(first=0)
    table.act(RaiseTo(0, 10))
    table.act(Call(1))
    legal = table.legal_actions()
    assert legal is not None and (legal.seat, legal.raise_min, legal.raise_max) == (2, 15, 15)


# ----------------------------------------------------- turns and reopening


def test_nobody_raises_their_own_bet() -> None:
    table = BettingTable([500, 500], BettingRules.no_limit(10))
    table.start_round(first=0)
    table.act(RaiseTo(0, 50))
    table.act(Call(1))
    assert table.round_over and table.to_act is None
    with pytest.raises(BettingClosedError):
        table.act(RaiseTo(0, 100))


def test_short_all_in_does_not_reopen_for_seats_that_acted() -> None:
    table = BettingTable([1000, 1000, 130], BettingRules.no_limit(10))
    table.start_round(first=0)
    table.act(RaiseTo(0, 100))
    table.act(Call(1))
    events = table.act(RaiseTo(2, 130))  # all in: 30 more, short of a full raise of 100
    assert events == (RaisedTo(2, 130, 130, False, False, True),)
    for seat in (0, 1):
        legal = table.legal_actions()
        assert legal is not None and (legal.seat, legal.call, legal.can_raise) == (seat, 30, False)
        with pytest.raises(RaiseNotAllowedError, match="short of a full raise"):
            table.act(RaiseTo(seat, 300))
        table.act(Call(seat))
    assert table.round_over


def test_short_all_in_leaves_raising_open_to_seats_that_have_not_acted() -> None:
    table = BettingTable([1000, 130, 1000], BettingRules.no_limit(10))
    table.start_round(first=0)
    table.act(RaiseTo(0, 100))
    table.act(RaiseTo(1, 130))  # short all-in
    legal = table.legal_actions()
    # Seat 2 has not acted: it may raise, at least by the last full raise (100).
    assert legal is not None and (legal.seat, legal.call, legal.raise_min) == (2, 130, 230)
    table.act(RaiseTo(2, 230))  # a full raise reopens the betting for seat 0
    legal = table.legal_actions()
    assert legal is not None and (legal.seat, legal.raise_min) == (0, 330)


def test_short_all_ins_that_add_up_to_a_full_raise_reopen() -> None:
    # As pokerkit and the usual tournament rules: 50 + 60 >= 100.
    table = BettingTable([1000, 150, 210, 1000], BettingRules.no_limit(10))
    table.start_round(first=0)
    table.act(RaiseTo(0, 100))
    table.act(RaiseTo(1, 150))
    legal = table.legal_actions()
    assert legal is not None and legal.seat == 2 and legal.can_raise
    table.act(RaiseTo(2, 210))
    table.act(Call(3))
    legal = table.legal_actions()
    assert legal is not None and legal.seat == 0 and legal.can_raise and legal.raise_min == 310


def test_out_of_turn_and_wrong_kind_are_refused_and_change_nothing() -> None:
    table = _no_limit_preflop([1000] * 3)  # button 0, SB 1, BB 2: seat 0 first
    before = _snapshot(table)
    for action, error in (
        (Call(1), NotYourTurnError),
        (Check(0), CannotCheckError),
        (RaiseTo(0, 19), BetSizeError),
        (RaiseTo(0, 1001), BetSizeError),
        (Fold(9), NotYourTurnError),
    ):
        assert not table.can(action)
        with pytest.raises(error) as caught:
            table.act(action)
        assert isinstance(caught.value, IllegalActionError)
        assert _snapshot(table) == before
    table.act(Call(0))
    table.act(Call(1))
    legal = table.legal_actions()
    assert legal is not None and legal.seat == 2 and legal.check and legal.raise_min == 20
    with pytest.raises(NothingToCallError):
        table.act(Call(2))
    table.act(Check(2))  # the big blind's option
    assert table.round_over


def test_uncalled_bet_is_returned() -> None:
    table = BettingTable([300, 300, 300], BettingRules.no_limit(10))
    table.post_antes(5)
    table.start_round(first=1)
    table.act(RaiseTo(1, 120))
    table.act(Fold(2))
    table.act(Fold(0))
    assert table.round_over and table.hand_decided
    events = table.end_round()
    assert events[0] == BetReturned(1, 120)
    assert table.award() == (PotAwarded(0, 15, ((1, 15),)),)
    assert table.stacks == (295, 310, 295)


# ------------------------------------------------------------ blinds


def test_heads_up_button_posts_small_blind_and_acts_first_preflop_last_after() -> None:
    table = BettingTable([100, 100], BettingRules.no_limit(2), button=1)
    events = table.post_blinds(1, 2)
    assert events == (BlindPosted(1, Blind.SMALL, 1, False), BlindPosted(0, Blind.BIG, 2, False))
    table.start_round()
    assert table.to_act == 1
    table.act(Call(1))
    table.act(Check(0))
    table.end_round()
    table.start_round()
    assert table.to_act == 0  # the big blind speaks first after the flop


def test_blinds_left_of_the_button_with_more_seats() -> None:
    table = BettingTable([100] * 5, BettingRules.no_limit(2), button=3)
    table.post_blinds(1, 2)
    assert table.bets == (2, 0, 0, 0, 1)  # small blind seat 4, big blind seat 0 (wrapping)
    table.start_round()
    assert table.to_act == 1


def test_short_big_blind_is_all_in() -> None:
    table = BettingTable([100, 100, 3], BettingRules.no_limit(10))
    table.post_blinds(5, 10)
    assert table.bets == (0, 5, 3) and table.all_in_seats == (2,)


# ------------------------------------------------------------ side pots


def test_three_all_ins_make_side_pots_each_paid_to_its_seats() -> None:
    table = BettingTable([50, 100, 200, 400], BettingRules.no_limit(10), button=3)
    table.start_round()  # seat 0 first
    table.act(RaiseTo(0, 50))
    table.act(RaiseTo(1, 100))
    table.act(RaiseTo(2, 200))
    with pytest.raises(RaiseNotAllowedError, match="nobody left could call"):
        table.act(RaiseTo(3, 400))
    table.act(Call(3))
    assert table.round_over
    assert table.end_round()[0] == RoundEnded(0, 550)
    assert table.pots() == (
        Pot(200, frozenset({0, 1, 2, 3})),
        Pot(150, frozenset({1, 2, 3})),
        Pot(200, frozenset({2, 3})),
    )
    table.start_round()
    assert table.round_over  # nobody can bet any more
    table.end_round()
    # Seat 0 has the best hand, seat 2 the second, seats 1 and 3 tie last.
    events = table.award([[0], [2], [1, 3]])
    assert events == (
        PotAwarded(0, 200, ((0, 200),)),
        PotAwarded(1, 150, ((2, 150),)),
        PotAwarded(2, 200, ((2, 200),)),
    )
    assert table.stacks == (200, 0, 350, 200)


def test_all_ins_against_a_big_stack_return_its_uncalled_bet() -> None:
    table = BettingTable([50, 100, 200, 400], BettingRules.no_limit(10), button=2)
    table.start_round()  # seat 3 first
    table.act(RaiseTo(3, 400))
    table.act(Call(0))
    table.act(Call(1))
    table.act(Call(2))
    assert table.round_over
    assert table.end_round()[0] == BetReturned(3, 200)
    assert table.pots() == (
        Pot(200, frozenset({0, 1, 2, 3})),
        Pot(150, frozenset({1, 2, 3})),
        Pot(200, frozenset({2, 3})),
    )
    table.start_round()
    assert table.round_over  # nobody can bet any more
    table.end_round()
    # Seat 0 has the best hand, seat 2 the second, seats 1 and 3 tie last.
    events = table.award([[0], [2], [1, 3]])
    assert events == (
        PotAwarded(0, 200, ((0, 200),)),
        PotAwarded(1, 150, ((2, 150),)),
        PotAwarded(2, 200, ((2, 200),)),
    )
    assert table.stacks == (200, 0, 350, 200)


def test_folded_chips_stay_in_the_pots_they_reach() -> None:
    pots = build_pots([40, 100, 100, 30], live=[1, 2, 3])
    assert pots == (Pot(120, frozenset({1, 2, 3})), Pot(150, frozenset({1, 2})))


def test_odd_chip_goes_to_the_winner_nearest_left_of_the_button() -> None:
    assert split_pot(25, {0, 2}, button=1, seat_count=3) == ((2, 13), (0, 12))
    assert split_pot(11, {0, 1, 2}, button=0, seat_count=4) == ((1, 4), (2, 4), (0, 3))
    table = BettingTable([100, 100, 100], BettingRules.no_limit(1), button=1, carried=1)
    table.start_round(first=2)
    table.act(RaiseTo(2, 12))
    table.act(Call(0))
    table.act(Fold(1))
    table.end_round()
    assert table.award([[0, 2]]) == (PotAwarded(0, 25, ((2, 13), (0, 12))),)


def test_a_ranking_must_name_the_live_seats_exactly() -> None:
    table = BettingTable([100, 100, 100], BettingRules.no_limit(1))
    table.start_round(first=0)
    table.act(Fold(0))
    table.act(Check(1))
    table.act(Check(2))
    with pytest.raises(ShowdownError):
        table.award([[1], [2]])  # the round is still open
    table.end_round()
    for ranking in ([[1]], [[0], [1, 2]], [[1], [1, 2]]):
        with pytest.raises(ShowdownError):
            table.award(ranking)
    with pytest.raises(ShowdownError):
        table.award()
    table.award([[2], [1]])
    with pytest.raises(ShowdownError):
        table.award([[2], [1]])


# ------------------------------------------------------------ Duell


def test_duell_minimum_bet_and_cap_to_what_the_opponent_can_call() -> None:
    table = BettingTable([200, 80], BettingRules.duell())
    table.post_antes(5)
    table.start_round(first=1)
    legal = table.legal_actions()
    assert legal is not None and (legal.seat, legal.raise_min, legal.raise_max) == (1, 5, 75)
    table.act(Check(1))  # WARTEN
    legal = table.legal_actions()
    assert legal is not None and (legal.seat, legal.raise_min, legal.raise_max) == (0, 5, 75)
    with pytest.raises(BetSizeError):
        table.act(RaiseTo(0, 4))
    with pytest.raises(BetSizeError):
        table.act(RaiseTo(0, 76))
    table.act(RaiseTo(0, 20))  # SETZEN / ERÖFFNEN
    legal = table.legal_actions()
    assert legal is not None and (legal.call, legal.raise_min, legal.raise_max) == (20, 40, 75)
    table.act(RaiseTo(1, 75))  # ERHÖHEN, all in
    legal = table.legal_actions()
    assert legal is not None and (legal.call, legal.can_raise) == (55, False)
    table.act(Call(0))  # TAUSCHEN
    table.end_round()
    assert table.stacks == (120, 0) and table.pot_total == 160


def test_duell_fold_without_a_bet_and_tie_carries_the_pot() -> None:
    table = BettingTable([100, 100], BettingRules.duell())
    table.post_antes(5)
    table.start_round(first=0)
    assert table.can(Fold(0))  # PASSEN is offered before any bet
    table.act(Check(0))
    table.act(Check(1))
    table.end_round()
    table.start_round(first=0)
    table.act(Check(0))
    table.act(Check(1))
    table.end_round()
    assert table.carry_out() == (PotCarriedOut(10),)
    assert table.chips == 200 and table.carried_out == 10
    following = BettingTable(list(table.stacks), BettingRules.duell(), carried=table.carried_out)
    following.post_antes(5)
    following.start_round(first=1)
    following.act(RaiseTo(1, 10))
    following.act(Fold(0))
    following.end_round()
    following.award()
    assert following.stacks == (90, 110)


def test_duell_player_who_cannot_pay_a_full_call_calls_all_in() -> None:
    table = BettingTable([100, 100], BettingRules.duell())
    table.post_antes(5)
    table.start_round(first=0)
    table.act(RaiseTo(0, 95))
    legal = table.legal_actions()
    assert legal is not None and (legal.call, legal.raise_min) == (95, None)


def test_bad_set_ups_are_refused() -> None:
    for stacks in ([100], [100] * 11, [100, 0]):
        with pytest.raises(BettingConfigError):
            BettingTable(stacks, BettingRules.no_limit(10))
    with pytest.raises(BettingConfigError):
        BettingRules.fixed_limit(10, 5)
    with pytest.raises(BettingConfigError):
        BettingRules.no_limit(0)
    table = _no_limit_preflop([100, 100])
    with pytest.raises(BettingClosedError):
        table.post_antes(1)


# ------------------------------------------------------------ driving a deal


def test_a_holdem_deal_driven_as_the_package_docstring_shows() -> None:
    table = BettingTable([200, 200, 200], BettingRules.no_limit(10), button=0)
    table.post_blinds(5, 10)
    script = iter([Call(0), Call(1), Check(2), RaiseTo(1, 20), Fold(2), Call(0)])
    for _street in range(4):
        table.start_round()
        while (legal := table.legal_actions()) is not None:
            action = next(script, None) or (Check(legal.seat) if legal.check else Call(legal.seat))
            table.act(action)
        table.end_round()
        if table.hand_decided:
            break
    assert table.live_seats == (0, 1) and table.round_no == 4
    table.award([[0, 1]])
    assert table.stacks == (205, 205, 190) and table.chips == 600


def test_a_duell_deal_two_rounds_and_a_tie() -> None:
    table = BettingTable([100, 100], BettingRules.duell())
    table.post_antes(5)
    for speaker in (1, 1):
        table.start_round(first=speaker)
        table.act(RaiseTo(1, 10))
        table.act(Call(0))
        table.end_round()
    assert table.pot_total == 50
    table.carry_out()
    assert table.stacks == (75, 75) and table.carried_out == 50


def test_a_big_blind_facing_only_smaller_all_ins_is_not_asked() -> None:
    # Seats 0 and 2 are all in on the ante, seat 3 has one chip left: nobody
    # can put in more than the big blind's 2, so it has nothing to decide.
    table = BettingTable([2, 32, 2, 3], BettingRules.pot_limit(2), button=3)
    table.post_antes(2)
    table.post_blinds(1, 2)
    table.start_round()
    assert table.to_act == 3
    table.act(Call(3))
    assert table.round_over and table.betting_finished


def test_limit_cap_counts_four_voluntary_bets_when_no_blind_was_posted() -> None:
    table = BettingTable([5, 5, 500, 500], BettingRules.fixed_limit(10, 20), button=3)
    table.post_antes(5)  # both blind seats are all in on the ante
    table.post_blinds(5, 10)
    table.start_round()
    for to in (10, 20, 30, 40):
        legal = table.legal_actions()
        assert legal is not None and legal.raise_min == to
        table.act(RaiseTo(legal.seat, to))
    legal = table.legal_actions()
    assert legal is not None and not legal.can_raise


def test_a_post_is_a_live_big_blind_that_does_not_move_the_first_speaker() -> None:
    table = BettingTable([1000] * 5, BettingRules.no_limit(20), button=0)
    with pytest.raises(BettingClosedError):
        table.post_live(3, 20)  # a post comes after the blinds
    table.post_blinds(10, 20)
    assert table.post_live(4, 20) == (BlindPosted(4, Blind.POST, 20, False),)
    table.start_round()
    assert table.to_act == 3  # left of the big blind, as without the post
    table.act(Call(3))
    legal = table.legal_actions()
    assert legal is not None and legal.seat == 4 and legal.call is None and legal.raise_min == 40
    table.act(Check(4))
    table.act(Call(0))
    table.act(Call(1))
    table.act(Check(2))
    assert table.round_over and table.pot_total == 100
    with pytest.raises(BettingClosedError):
        table.post_live(3, 20)  # not once the betting runs


def test_a_post_tops_up_a_small_blind_and_a_short_stack_posts_what_it_has() -> None:
    table = BettingTable([1000, 1000, 1000, 15], BettingRules.no_limit(20), button=0)
    table.post_blinds(10, 20)
    assert table.post_live(1, 20) == (BlindPosted(1, Blind.POST, 10, False),)
    assert table.post_live(3, 20) == (BlindPosted(3, Blind.POST, 15, True),)
    assert table.bets == (0, 20, 20, 15)
    with pytest.raises(BettingConfigError):
        table.post_live(0, 0)


def test_a_split_can_give_the_odd_chip_to_a_chosen_seat_first() -> None:
    # Duell: a tie split when a player cannot pay the next ante; the odd chip to who spoke second.
    for odd_to, shares in ((0, ((0, 11), (1, 10))), (1, ((1, 11), (0, 10)))):
        table = BettingTable([50, 50], BettingRules.duell(), button=0, carried=1)
        table.post_antes(10)
        table.start_round(first=1)
        table.act(Check(1))
        table.act(Check(0))
        table.end_round()
        assert table.award([[0, 1]], odd_chips_from=odd_to) == (PotAwarded(0, 21, shares),)
        assert table.chips == 101
    with pytest.raises(BettingConfigError):
        BettingTable([50, 50], BettingRules.duell()).award([[0, 1]], odd_chips_from=2)
