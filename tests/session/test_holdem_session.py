"""The local Hold'em session: people and computers, the action timer, hot seat, what a screen sees."""

from __future__ import annotations

import random

import pytest

from game.engine import IllegalActionError, NotYourTurnError
from game.engine.betting import Call, Check, Fold, LegalActions, RaiseTo
from game.engine.holdem import (
    HoldemConfig,
    HoldemGame,
    HoldemPhase,
    HoldemSeat,
    HoleCards,
    Showdown,
    TableFormat,
    TimedOut,
)
from game.engine.levels import Level
from game.session import (
    ACTION_SECONDS,
    COUNTDOWN_SECONDS,
    HoldemOptions,
    LocalHoldemSession,
    at_once,
)

TIMEOUT = ACTION_SECONDS + COUNTDOWN_SECONDS


def config(people: int = 1, computers: int = 3, **options: object) -> HoldemConfig:
    seats = [HoldemSeat(f"Mensch {i + 1}", True) for i in range(people)]
    seats += [HoldemSeat(f"Computer {i + 1}", False, Level.ANFAENGER) for i in range(computers)]
    return HoldemConfig(tuple(seats), **options)  # type: ignore[arg-type]


def session(
    people: int = 1, computers: int = 3, seed: int = 1, timer: bool = False, **options: object
) -> LocalHoldemSession:
    game = HoldemGame(config(people, computers, **options), random.Random(seed))
    options_ = HoldemOptions(timer=timer)
    return LocalHoldemSession(game, random.Random(seed + 7), options=options_, runner=at_once)


def run_computers(s: LocalHoldemSession) -> None:
    """Let the computers move until a person is to act or the hand is over."""
    for _ in range(200):
        current = s.table.current
        if current is None or current in s.people:
            return
        s.hurry()
        assert s.advance(0.0)
    raise AssertionError("the computers never stopped")


def test_a_new_table_deals_its_first_hand_and_computers_move_with_a_reason() -> None:
    s = session()
    assert s.table.phase is HoldemPhase.BETTING and s.table.hand_no == 1
    assert s.viewer == 0 and s.table.hole(0) is not None
    assert all(s.table.hole(seat) is None for seat in (1, 2, 3))
    run_computers(s)
    movers = [line.seat for line in s.table.last_hand.lines if line.kind not in ("small-blind", "big-blind")]
    for seat in movers:
        if seat != 0:
            assert s.table.reason(seat), "every computer decision comes with its reason"


def test_computers_wait_for_their_thinking_time() -> None:
    s = session()
    run_computers(s)
    if s.table.current is None:
        pytest.skip("the hand ended before the person's turn")
    legal = s.legal_actions(0)
    assert legal is not None
    s.submit(Fold(0))
    if s.table.current is not None and s.table.current != 0:
        assert not s.advance(0.1), "no move before the thinking time"


def test_the_person_acts_only_on_their_turn_and_illegal_actions_change_nothing() -> None:
    s = session()
    with pytest.raises(NotYourTurnError):
        s.submit(Fold(1))
    run_computers(s)
    if s.table.current != 0:
        pytest.skip("the hand ended before the person's turn")
    legal = s.legal_actions(0)
    assert legal is not None
    before = s.game.script
    with pytest.raises(IllegalActionError):
        s.submit(RaiseTo(0, 10**6))
    if legal.call is not None:
        with pytest.raises(IllegalActionError):
            s.submit(Check(0))
    assert s.game.script == before


def test_the_timer_checks_when_it_can_else_folds_after_ten_and_twenty_seconds() -> None:
    s = session(timer=True, seed=4)
    run_computers(s)
    assert s.table.current == 0
    legal = s.legal_actions(0)
    assert legal is not None
    timer = s.table.timer
    assert timer is not None and timer.remaining == TIMEOUT and not timer.counting_down
    assert not s.advance(ACTION_SECONDS + 0.5)
    timer = s.table.timer
    assert timer is not None and timer.counting_down
    assert timer.remaining == pytest.approx(COUNTDOWN_SECONDS - 0.5)
    events = len(s.game.events)
    assert s.advance(COUNTDOWN_SECONDS)
    new = s.game.events[events:]
    assert isinstance(new[0], TimedOut) and new[0].seat == 0
    kind = "check" if legal.call is None else "fold"
    assert type(new[1]).__name__ == ("Checked" if kind == "check" else "Folded")
    assert [line.kind for line in s.table.last_hand.lines if line.seat == 0][-2:] == ["timeout", kind]


def test_the_timer_is_off_unless_chosen_and_restarts_for_each_turn() -> None:
    s = session(timer=False)
    run_computers(s)
    assert s.table.timer is None and not s.advance(TIMEOUT * 3)
    s = session(timer=True, seed=4)
    run_computers(s)
    s.advance(TIMEOUT - 1)
    legal = s.legal_actions(0)
    assert legal is not None
    s.submit(Check(0) if legal.call is None else Call(0))
    run_computers(s)
    if s.table.current == 0:
        timer = s.table.timer
        assert timer is not None and timer.remaining == TIMEOUT


def play_person(s: LocalHoldemSession, choose) -> None:
    """Play the table to its end: the person acts through `choose`, computers at once."""
    for _ in range(20000):
        if s.table.is_over:
            return
        if s.table.phase is HoldemPhase.BETWEEN_HANDS:
            s.next_hand()
            continue
        run_computers(s)
        seat = s.table.current
        if seat is not None:
            if seat != s.viewer:
                s.reveal(seat)
            legal = s.legal_actions(seat)
            assert legal is not None
            s.submit(choose(legal))
    raise AssertionError("the sit-and-go did not end")


def shove(legal: LegalActions) -> Fold | Check | Call | RaiseTo:
    """All in whenever possible, else call or check."""
    if legal.raise_max is not None:
        return RaiseTo(legal.seat, legal.raise_max)
    return Check(legal.seat) if legal.call is None else Call(legal.seat)


def test_a_whole_sit_and_go_ends_with_one_seat_holding_every_chip() -> None:
    s = session(computers=3, seed=2, table_format=TableFormat.SIT_AND_GO, starting_stack=300, blind_hands=3)
    play_person(s, shove)
    table = s.table
    assert table.is_over and table.winner is not None
    assert table.stacks[table.winner] == 4 * 300 and sorted(table.places.values()) == [1, 2, 3, 4]
    assert all(record.finished for record in table.history) and len(table.history) == table.hand_no


def test_the_cash_table_gives_a_busted_seat_a_fresh_stack_before_the_next_hand() -> None:
    s = session(computers=1, seed=3, starting_stack=100)
    for _ in range(200):
        if s.table.phase is HoldemPhase.BETWEEN_HANDS:
            if 0 in s.table.stacks:
                busted = s.table.stacks.index(0)
                s.next_hand()
                assert s.table.stacks[busted] + s.table.bets[busted] == 100
                return
            s.next_hand()
            continue
        run_computers(s)
        if s.table.current == 0:
            legal = s.legal_actions(0)
            assert legal is not None
            s.submit(shove(legal))
    raise AssertionError("nobody went bust")


def test_hot_seat_shows_each_persons_cards_only_to_them_and_only_after_they_look() -> None:
    s = session(people=3, computers=1, seed=5)
    seen = 0
    for _ in range(400):
        viewer = s.viewer
        for event in s.events_after(seen):
            if isinstance(event, HoleCards) and event.cards is not None:
                assert event.seat == viewer, "a screen never receives another seat's hole cards"
        seen = len(s.game.events)
        for seat in range(4):
            if seat != viewer:
                shown = s.table.last_hand.showdown
                shown_seats = {hand.seat for hand in shown.shown} if shown is not None else set()
                assert s.table.hole(seat) is None or seat in shown_seats
        for record in s.table.history:
            shown = {hand.seat for hand in record.showdown.shown} if record.showdown is not None else set()
            assert all(cards is None or seat in shown for seat, cards in record.holes)
        if s.table.phase is HoldemPhase.BETWEEN_HANDS:
            s.next_hand()
            continue
        run_computers(s)
        seat = s.table.current
        if seat is None:
            continue
        assert s.viewer is None, "between two people's turns nobody's cards show"
        assert s.legal_actions(seat) is None
        with pytest.raises(NotYourTurnError):
            s.submit(Fold(seat))
        s.reveal(seat)
        assert s.table.hole(seat) == s.game.hole_cards(seat)
        legal = s.legal_actions(seat)
        assert legal is not None
        s.submit(Check(seat) if legal.call is None else Call(seat))
    assert s.table.hand_no > 3


def test_one_person_sees_their_own_cards_in_the_history_and_shown_hands_of_others() -> None:
    s = session(computers=2, seed=6)
    play_hands = 0
    while play_hands < 6:
        if s.table.phase is HoldemPhase.BETWEEN_HANDS:
            play_hands += 1
            s.next_hand()
            continue
        run_computers(s)
        if s.table.current == 0:
            legal = s.legal_actions(0)
            assert legal is not None
            s.submit(Check(0) if legal.call is None else Call(0))
    for record in s.table.history:
        assert record.hole(0) is not None
        shown = {hand.seat for hand in record.showdown.shown} if record.showdown is not None else set()
        for seat in (1, 2):
            assert (record.hole(seat) is not None) == (seat in shown)
    assert any(isinstance(event, Showdown) for event in s.game.events), "a showdown showed hands"
