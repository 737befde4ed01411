"""Europäisches Draw Poker rules with rigged deals (variants.md, "Europäisches Draw Poker")."""

from __future__ import annotations

import pytest

from game.engine.betting import BetSizeError
from game.engine.decks import DECK_40
from game.engine.errors import ConfigError, InvalidCardsError, NotYourTurnError, PhaseError
from game.engine.european import (
    LAST_ROUND,
    AntePosted,
    Bet,
    BetChoice,
    BetPlaced,
    CardsDealt,
    CardsExchanged,
    CardsShown,
    CooldownError,
    Decider,
    EndReason,
    EuropeanConfig,
    EuropeanPhase,
    Exchange,
    ExchangeChoice,
    Fold,
    Folded,
    GameOver,
    GameStarted,
    Join,
    Leave,
    MasterChanged,
    MasterReason,
    NotGameMasterError,
    PlayerJoined,
    PlayerLeft,
    PotAwarded,
    PotLost,
    RoundStarted,
    SatOut,
    SeatError,
    Show,
    ShowChoice,
    ShowdownCallError,
    ShowdownReason,
    ShowdownStarted,
    StackError,
    StaleTimerError,
    Start,
    StartChoice,
    TakeStack,
    TimedOut,
    Timeout,
    TimerKind,
    TooFewPlayersError,
    TooShort,
)
from game.engine.hands import HandCategory
from game.text.european.words import event_line
from game.text.i18n import Translator

from .helpers import cards, check_chips, deck, expire, table

ACES = "Ac Ad Kh Qs 9d"  # a pair of aces
KINGS = "Kc Kd 7h 6s 5d"  # a pair of kings
HIGH = "Qc Jd Th 8s 6d"  # queen high
STOCK = "5c 5h 7c 7d 8c 8d 9c 9h Tc Td"


def three(stacks=(100, 100, 100), hands=(ACES, KINGS, HIGH), stock=STOCK, more=(), **config):
    """Three players, the first game started by seat 0 with the rigged hands (``more`` decks next)."""
    game = table(stacks, deck(hands, stock), *more, config=EuropeanConfig(**config) if config else None)
    game.apply(Start(0))
    return game


def bets(game, *amounts) -> None:
    """The players to act bet these amounts in turn."""
    for amount in amounts:
        game.apply(Bet(game.current, amount))


def keep_all(game) -> None:
    while game.phase is EuropeanPhase.EXCHANGE:
        game.apply(Exchange(game.current, ()))


def to_round_3(game) -> None:
    while game.round_no < 3:
        if game.phase is EuropeanPhase.EXCHANGE:
            keep_all(game)
        else:
            game.apply(Bet(game.current, game.minimum))


def show_all(game) -> None:
    while game.phase is EuropeanPhase.SHOWDOWN:
        game.apply(Show(game.current))


def last(game, kind):
    return [event for event in game.events if isinstance(event, kind)][-1]


# ------------------------------------------------------------------ set-up and seats


@pytest.mark.parametrize(
    "kwargs",
    [dict(seats=1), dict(seats=6), dict(ante=0), dict(max_bet=0), dict(last_round=3),
     dict(last_round=LAST_ROUND + 1), dict(seats=2.0)],
)
def test_config_refuses_bad_set_ups(kwargs):
    with pytest.raises(ConfigError):
        EuropeanConfig(**kwargs)


def test_config_defaults_are_the_spec():
    config = EuropeanConfig()
    assert (config.seats, config.ante, config.max_bet, config.last_round) == (5, 10, 200, 32_700)


def test_the_first_to_sit_down_is_game_master_and_seats_are_checked():
    game = table([])
    events = game.apply(Join(2, "Anna", 300))
    assert events == (PlayerJoined(2, "Anna", 300, False), MasterChanged(2, None, MasterReason.FIRST))
    assert game.master == 2
    assert game.apply(Join(0, "  Ben ", 50)) == (PlayerJoined(0, "Ben", 50, False),)
    assert game.master == 2
    for bad, error in [
        (Join(5, "Cleo", 10), SeatError),  # five seats: 0..4
        (Join(2, "Cleo", 10), SeatError),  # taken
        (Join(1, "anna", 10), SeatError),  # the name sits at the table already
        (Join(1, "", 10), SeatError),
        (Join(1, "Cleo", -1), StackError),
        (Join(1, "Cleo", True), StackError),
        (Leave(1), SeatError),  # nobody there
    ]:
        with pytest.raises(error):
            game.apply(bad)
    assert game.names == ("Ben", None, "Anna", None, None)
    check_chips(game)


def test_only_the_game_master_starts_and_only_with_two_players():
    game = table([100])
    assert game.legal_actions(0) is None
    with pytest.raises(TooFewPlayersError):
        game.apply(Start(0))
    game.apply(Join(1, "Ben", 100))
    assert game.legal_actions(0) == StartChoice(0)
    assert game.legal_actions(1) is None
    with pytest.raises(NotGameMasterError):
        game.apply(Start(1))


# ------------------------------------------------------------------ ante and betting


def test_every_seated_player_pays_the_ante_is_dealt_five_cards_and_the_master_bets_first():
    game = three()
    started = [e for e in game.events if isinstance(e, (GameStarted, AntePosted))]
    assert started == [GameStarted(1, 0, (0, 1, 2)), AntePosted(0, 10, False),
                       AntePosted(1, 10, False), AntePosted(2, 10, False)]
    assert game.stacks == (90, 90, 90, 0, 0) and game.pot == 30
    assert [game.hand(seat) for seat in range(3)] == [cards(ACES), cards(KINGS), cards(HIGH)]
    assert game.phase is EuropeanPhase.BETTING and game.round_no == 1 and game.current == 0
    # at least 1 (no bet yet), at most 200 or all the player's chips
    assert game.legal_actions(0) == BetChoice(0, 1, 90, False)
    assert game.legal_actions(1) is None
    check_chips(game)


def test_who_cannot_pay_the_ante_sits_out_and_a_master_short_of_it_passes_the_role():
    game = table([5, 100, 100], deck([KINGS, HIGH], STOCK))
    events = game.apply(Start(0))
    assert SatOut(0, 5) in events
    assert MasterChanged(1, 0, MasterReason.SAT_OUT) in events
    dealt = last(game, CardsDealt)
    assert dealt.hands[0] is None and dealt.hands[1] == cards(KINGS) and dealt.hands[2] == cards(HIGH)
    assert game.in_game == (1, 2) and game.pot == 20 and game.stacks[0] == 5
    assert game.current == 1  # the new game master speaks first


def test_a_bet_is_at_least_the_last_bet_of_the_game_and_at_most_200_or_all_chips():
    game = three(stacks=(500, 500, 60))
    with pytest.raises(BetSizeError):
        game.apply(Bet(0, 0))
    with pytest.raises(BetSizeError):
        game.apply(Bet(0, 201))
    game.apply(Bet(0, 20))
    assert game.legal_actions(1) == BetChoice(1, 20, 200, False)
    with pytest.raises(BetSizeError):
        game.apply(Bet(1, 19))
    game.apply(Bet(1, 30))
    assert game.legal_actions(2) == BetChoice(2, 30, 50, False)  # all its chips: 50
    with pytest.raises(BetSizeError):
        game.apply(Bet(2, 51))
    game.apply(Bet(2, 50))
    # bets are paid at once and stay in the pot: nothing is called or returned
    assert game.pot == 30 + 20 + 30 + 50 and game.stacks == (470, 460, 0, 0, 0)
    keep_all(game)
    assert game.round_no == 3 and game.minimum == 50  # the minimum carries over the rounds
    check_chips(game)


def test_each_player_bets_once_per_round_in_turn_from_the_master_then_the_exchange():
    game = three()
    seen = []
    for _ in range(3):
        seen.append(game.current)
        game.apply(Bet(game.current, game.minimum))
    assert seen == [0, 1, 2]
    assert game.phase is EuropeanPhase.EXCHANGE and game.round_no == 2
    assert RoundStarted(2, True) in game.events


def test_a_player_short_of_the_minimum_folds_and_everybody_is_told():
    game = three(stacks=(300, 300, 40))
    game.apply(Bet(0, 25))
    events = game.apply(Bet(1, 40))
    assert TooShort(2, 40, 30) in events and Folded(2) in events
    assert game.in_game == (0, 1) and game.phase is EuropeanPhase.EXCHANGE


def test_out_of_turn_and_wrong_phase_are_refused():
    game = three()
    with pytest.raises(NotYourTurnError):
        game.apply(Bet(1, 5))
    with pytest.raises(NotYourTurnError):
        game.apply(Fold(2))
    with pytest.raises(PhaseError):
        game.apply(Exchange(0, ()))
    with pytest.raises(PhaseError):
        game.apply(Show(0))
    with pytest.raises(PhaseError):
        game.apply(Start(0))


def test_folding_takes_the_player_out_and_a_folding_master_passes_the_role():
    game = three()
    events = game.apply(Fold(0))
    assert Folded(0) in events and MasterChanged(1, 0, MasterReason.FOLDED) in events
    assert game.master == 1 and game.current == 1
    bets(game, 5, 5)
    keep_all(game)
    assert game.current == 1  # the rounds now start from the new game master
    assert game.in_game == (1, 2)


# ------------------------------------------------------------------ the exchange


def test_the_exchange_goes_in_turn_with_at_most_three_cards_from_the_stock():
    game = three()
    bets(game, 1, 1, 1)
    assert game.legal_actions(0) == ExchangeChoice(0, 3)
    with pytest.raises(InvalidCardsError):
        game.apply(Exchange(0, cards("Kh Qs 9d Ac")))
    with pytest.raises(InvalidCardsError):
        game.apply(Exchange(0, cards("Kc")))
    with pytest.raises(InvalidCardsError):
        game.apply(Exchange(0, cards("Kh Kh")))
    with pytest.raises(NotYourTurnError):
        game.apply(Exchange(1, ()))
    events = game.apply(Exchange(0, cards("Kh Qs 9d")))
    assert events[0] == CardsExchanged(0, 3, cards("Kh Qs 9d"), cards("5c 5h 7c"))
    assert game.hand(0) == cards("Ac Ad 5c 5h 7c")
    # the others see how many, not which
    assert game.events_for(1, len(game.events) - 1) == (CardsExchanged(0, 3, None, None),)
    assert game.events_for(None, len(game.events) - 1) == (CardsExchanged(0, 3, None, None),)
    assert game.view(1).exchanged[0] == 3 and game.view(0).discarded == cards("Kh Qs 9d")
    game.apply(Exchange(1, cards("7h")))
    assert game.hand(1) == cards("Kc Kd 7d 6s 5d")
    game.apply(Exchange(2, ()))
    assert game.phase is EuropeanPhase.BETTING and game.round_no == 3 and game.current == 0


def test_an_exchange_timeout_exchanges_nothing():
    game = three()
    bets(game, 1, 1, 1)
    timer = game.timer
    assert timer is not None and (timer.kind, timer.seat, timer.seconds) == (TimerKind.EXCHANGE, 0, 60)
    events = expire(game)
    assert events[:2] == (TimedOut(0, TimerKind.EXCHANGE), CardsExchanged(0, 0, (), ()))
    assert game.hand(0) == cards(ACES) and game.current == 1


# ------------------------------------------------------------------ the showdown call (H) and showing (R)


def test_the_showdown_is_called_from_round_3_with_a_valid_bet_and_the_round_is_completed():
    game = three()
    with pytest.raises(ShowdownCallError):
        game.apply(Bet(0, 5, showdown=True))
    bets(game, 5, 5, 5)
    keep_all(game)
    assert game.legal_actions(0) == BetChoice(0, 5, 85, True)
    game.apply(Bet(0, 5))
    with pytest.raises(BetSizeError):
        game.apply(Bet(1, 4, showdown=True))
    game.apply(Bet(1, 10, showdown=True))
    assert game.legal_actions(2) == BetChoice(2, 10, 85, False)  # called once per game
    with pytest.raises(ShowdownCallError):
        game.apply(Bet(2, 10, showdown=True))
    events = game.apply(Bet(2, 10))
    # the round is complete (seat 0 bet before the call and does not bet again): the showdown
    assert ShowdownStarted(ShowdownReason.CALLED, 1) in events
    assert game.phase is EuropeanPhase.SHOWDOWN and game.current == 0
    assert game.legal_actions(0) == ShowChoice(0)
    assert game.legal_actions(1) is None


def test_showing_in_turn_and_the_best_hand_takes_the_whole_pot():
    game = three()
    to_round_3(game)
    game.apply(Bet(0, 1, showdown=True))
    bets(game, 3, 4)
    pot = game.pot
    assert pot == 30 + (1 + 1 + 1) + (1 + 3 + 4)
    events = game.apply(Show(0))
    assert events == (CardsShown(0, cards(ACES), HandCategory.ONE_PAIR, False),)
    game.apply(Show(1))
    events = game.apply(Show(2))
    assert PotAwarded(0, pot, ((0, pot),)) in events
    over = last(game, GameOver)
    assert (over.winner, over.pot, over.reason) == (0, pot, EndReason.SHOWDOWN)
    assert over.decided_by is Decider.VALUES
    assert game.stacks[0] == 100 - 10 - 1 - 1 + pot
    assert game.phase is EuropeanPhase.COOLDOWN and game.pot == 0
    check_chips(game)


def test_a_show_timeout_shows_the_cards_and_the_player_stays_in():
    game = three()
    to_round_3(game)
    game.apply(Bet(0, 1, showdown=True))
    bets(game, 1, 1)
    events = expire(game)
    shown = CardsShown(0, cards(ACES), HandCategory.ONE_PAIR, True)
    assert events[:2] == (TimedOut(0, TimerKind.SHOW), shown)
    show_all(game)
    assert last(game, GameOver).winner == 0


def test_a_move_timeout_folds():
    game = three()
    timer = game.timer
    assert timer is not None and (timer.kind, timer.seat, timer.seconds) == (TimerKind.MOVE, 0, 60)
    events = expire(game)
    assert events[:2] == (TimedOut(0, TimerKind.MOVE), Folded(0))
    assert game.in_game == (1, 2) and game.master == 1


def heads_up_showdown(first: str, second: str, stock: str) -> GameOver:
    """Two players keep their hands and bet the minimum to a called showdown."""
    game = table([100, 100], deck([first, second], stock))
    game.apply(Start(0))
    to_round_3(game)
    game.apply(Bet(0, 1, showdown=True))
    bets(game, 1)
    show_all(game)
    return last(game, GameOver)


def test_equal_values_are_decided_by_suits_kreuz_pik_herz_karo():
    # two pairs of jacks with the ace as the highest other card: the ace's suit decides
    over = heads_up_showdown("Jc Jd As 6c 5d", "Js Jh Ac 6s 5h", "7c 7d 8c 8d")
    assert (over.winner, over.decided_by) == (1, Decider.SUIT)


def test_a_higher_category_decides_first():
    over = heads_up_showdown(HIGH, "5c 5d 5h 7c 7d", "Ac Ad As Ah Kc Kd")
    assert (over.winner, over.decided_by) == (1, Decider.CATEGORY)


def test_round_32700_starts_the_showdown_by_itself():
    game = table([40_000, 40_000], deck([ACES, KINGS], STOCK))
    game.apply(Start(0))
    while game.phase is not EuropeanPhase.SHOWDOWN:
        if game.phase is EuropeanPhase.EXCHANGE:
            keep_all(game)
        else:
            game.apply(Bet(game.current, 1))
    assert last(game, ShowdownStarted) == ShowdownStarted(ShowdownReason.LAST_ROUND, None)
    assert game.round_no == LAST_ROUND - 1  # the last betting round played
    assert last(game, RoundStarted).round_no == 32_699
    check_chips(game)


def test_a_smaller_last_round_for_a_test_table():
    game = three(last_round=5)
    to_round_3(game)
    bets(game, 1, 1, 1, 1, 1, 1)
    assert game.phase is EuropeanPhase.SHOWDOWN and game.round_no == 4


# ------------------------------------------------------------------ one player left, nobody left


def test_a_lone_player_among_folded_players_still_bets_in_the_round_and_shows_to_win():
    game = three()
    game.apply(Fold(0))
    game.apply(Fold(1))
    # seat 2 is alone but the others still sit at the table: it must bet in this round
    assert game.phase is EuropeanPhase.BETTING and game.current == 2
    events = game.apply(Bet(2, 1))
    assert ShowdownStarted(ShowdownReason.LONE, None) in events
    assert game.phase is EuropeanPhase.SHOWDOWN and game.current == 2
    game.apply(Show(2))
    over = last(game, GameOver)
    assert (over.winner, over.reason, over.pot) == (2, EndReason.SHOWDOWN, 31)


def test_a_lone_player_who_already_bet_in_the_round_goes_to_the_showdown():
    game = three()
    game.apply(Bet(0, 3))
    game.apply(Fold(1))
    events = game.apply(Fold(2))
    assert ShowdownStarted(ShowdownReason.LONE, None) in events and game.current == 0


def test_a_lone_player_in_the_exchange_bets_in_round_3():
    game = three()
    bets(game, 1, 1, 1)
    game.apply(Leave(1))
    game.apply(Leave(2, removed=True))
    # nobody else at the table: the last player takes the pot at once
    over = last(game, GameOver)
    assert (over.winner, over.reason) == (0, EndReason.ALONE)
    game = three()
    bets(game, 1, 1, 1)
    game.apply(Exchange(0, ()))
    game.apply(Leave(1))
    game.apply(Leave(2))
    assert last(game, GameOver).reason is EndReason.ALONE

    game = three(stacks=(100, 100, 100))
    game.apply(Join(3, "Dora", 100))  # watches: an inactive player at the table
    bets(game, 1, 1, 1)
    game.apply(Leave(1))
    game.apply(Leave(2))
    assert game.phase is EuropeanPhase.BETTING and game.round_no == 3 and game.current == 0
    game.apply(Bet(0, 1))
    assert game.phase is EuropeanPhase.SHOWDOWN


def test_nobody_left_in_the_game_loses_the_pot_to_the_table():
    game = three()
    game.apply(Fold(0))
    game.apply(Fold(1))
    issued = game.chips_issued
    events = expire(game)  # the lone player's move timer: it folds too
    assert PotLost(30) in events
    over = last(game, GameOver)
    assert (over.winner, over.reason, over.pot) == (None, EndReason.NOBODY, 30)
    assert game.chips_issued == issued - 30
    check_chips(game)


def test_a_player_who_cannot_pay_is_told_and_plays_again_after_a_fresh_stack():
    game = table([100, 8], deck([ACES], STOCK), deck([ACES, KINGS], STOCK))
    events = game.apply(Start(0))
    assert SatOut(1, 8) in events
    # seat 0 alone in the game, seat 1 at the table: it bets and shows to win its ante back
    game.apply(Bet(0, 1))
    game.apply(Show(0))
    assert game.stacks == (100, 8, 0, 0, 0)
    with pytest.raises(StackError):
        game.apply(TakeStack(0, 100))  # not short of the ante
    with pytest.raises(StackError):
        game.apply(TakeStack(1, 9))  # a fresh stack covers the ante at least
    assert game.apply(TakeStack(1, 200))[0].amount == 200
    expire(game)  # cooldown
    game.apply(Start(1))
    assert game.in_game == (0, 1)
    check_chips(game)


# ------------------------------------------------------------------ the game master, cooldown and timers


def test_the_role_passes_after_every_game_and_a_new_start_waits_for_the_cooldown():
    game = three()
    game.apply(Fold(0))  # seat 1 is game master now
    game.apply(Fold(1))  # seat 2
    game.apply(Bet(2, 1))
    game.apply(Show(2))
    assert game.master == 0  # after the game: the next seated player after seat 2
    assert game.phase is EuropeanPhase.COOLDOWN
    timer = game.timer
    assert timer is not None and (timer.kind, timer.seat, timer.seconds) == (TimerKind.COOLDOWN, None, 30)
    with pytest.raises(CooldownError):
        game.apply(Start(0))
    assert game.legal_actions(0) is None
    expire(game)
    assert game.phase is EuropeanPhase.IDLE and game.legal_actions(0) == StartChoice(0)


def test_three_idle_minutes_pass_the_role_and_a_leaving_master_passes_it_too():
    game = table([100, 100, 100])
    timer = game.timer
    assert timer is not None and (timer.kind, timer.seat, timer.seconds) == (TimerKind.MASTER, 0, 180)
    events = expire(game)
    assert events == (TimedOut(0, TimerKind.MASTER), MasterChanged(1, 0, MasterReason.IDLE))
    new = game.timer
    assert new is not None and (new.kind, new.seat) == (TimerKind.MASTER, 1) and new.number > timer.number
    events = game.apply(Leave(1))
    assert events == (PlayerLeft(1, "Ben", 100, False), MasterChanged(2, 1, MasterReason.LEFT))
    game.apply(Leave(0))
    assert game.timer is None  # alone at the table: nobody to pass the role to
    game.apply(Leave(2))
    assert game.master is None
    game.apply(Join(4, "Emil", 10))
    assert game.master == 4


def test_a_stale_timeout_is_refused_and_changes_nothing():
    game = three()
    timer = game.timer
    assert timer is not None
    game.apply(Bet(0, 1))
    before = game.state()
    with pytest.raises(StaleTimerError):
        game.apply(Timeout(timer.seat, timer.number))
    with pytest.raises(StaleTimerError):
        game.apply(Timeout(2, game.timer.number))  # the number of seat 1's timer
    assert game.state() == before and game.current == 1


def test_joining_during_a_game_waits_for_the_next_one():
    game = three(more=[DECK_40.cards])
    events = game.apply(Join(3, "Dora", 100))
    assert events == (PlayerJoined(3, "Dora", 100, True),)
    assert 3 not in game.in_game and game.hand(3) == () and game.legal_actions(3) is None
    assert game.current == 0  # the running turn (and its timer) goes on
    while game.phase is not EuropeanPhase.COOLDOWN:
        if game.phase is EuropeanPhase.BETTING:
            game.apply(Bet(game.current, game.minimum, showdown=game.round_no >= 3 and game.caller is None))
        elif game.phase is EuropeanPhase.EXCHANGE:
            keep_all(game)
        else:
            show_all(game)
    expire(game)
    game.apply(Start(game.master))
    assert game.in_game == (0, 1, 2, 3)


def test_leaving_during_a_game_keeps_the_bets_in_the_pot_and_passes_the_turn():
    game = three()
    game.apply(Bet(0, 20))
    events = game.apply(Leave(1, removed=True))
    assert events[0] == PlayerLeft(1, "Ben", 90, True)
    assert game.pot == 50 and game.current == 2 and game.in_game == (0, 2)
    check_chips(game)


def test_a_new_player_at_a_seat_left_during_the_game_never_sees_the_old_cards():
    game = three()
    game.apply(Bet(0, 1))
    game.apply(Leave(1))
    game.apply(Join(1, "Dora", 100))
    seen = game.events_for(1)
    for event in seen:
        if isinstance(event, CardsDealt):
            assert all(hand is None for hand in event.hands)
    assert game.hand(1) == () and game.view(1).hand == ()


def test_projection_shows_each_seat_its_own_cards_and_spectators_none():
    game = three()
    for seat, hand in ((0, ACES), (1, KINGS), (2, HIGH)):
        dealt = [e for e in game.events_for(seat) if isinstance(e, CardsDealt)][0]
        assert dealt.hands[seat] == cards(hand)
        assert all(h is None for other, h in enumerate(dealt.hands) if other != seat)
    dealt = [e for e in game.events_for(None) if isinstance(e, CardsDealt)][0]
    assert all(hand is None for hand in dealt.hands)
    assert game.view(None).hand == ()


def test_every_bet_is_public_with_its_amount():
    game = three()
    game.apply(Bet(0, 7))
    for seat in (None, 0, 1, 2):
        assert game.events_for(seat)[-1] == BetPlaced(0, 7, False, 83)
    assert game.view(2).history == ((1, 0, "bet", 7),)


@pytest.mark.parametrize(("stack", "left"), [(60, 10), (50, 0)])
def test_a_lone_player_short_of_the_minimum_bets_what_they_have_and_shows_to_win(stack, left):
    game = three(stacks=(300, 300, stack))
    bets(game, 40, 40, 40)
    keep_all(game)
    assert game.stacks[2] == left
    game.apply(Fold(0))
    events = game.apply(Fold(1))
    # Seat 2 is alone with less than the minimum of 40: it bets what it has, no fold.
    assert BetPlaced(2, left, False, 0) in events and TooShort(2, 40, left) not in events
    assert ShowdownStarted(ShowdownReason.LONE, None) in events and game.current == 2
    game.apply(Show(2))
    over = last(game, GameOver)
    assert (over.winner, over.reason, over.pot) == (2, EndReason.SHOWDOWN, 150 + left)
    assert game.stacks[:3] == (250, 250, 150 + left)
    check_chips(game)
    # The table's log says what happened, in both languages.
    names = ("Anna", "Ben", "Cleo", None, None)
    lines = {lang: event_line(BetPlaced(2, left, False, 0), names, Translator(lang)) for lang in ("de", "en")}
    if left:
        assert lines == {"de": "Cleo setzt 10", "en": "Cleo bets 10"}
    else:
        assert lines == {"de": "Cleo hat nichts mehr zu setzen", "en": "Cleo has nothing left to bet"}
