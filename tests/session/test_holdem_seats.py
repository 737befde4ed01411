"""Sitting down and standing up at a local cash table: through the session, between hands only,
computers get a player, people play at the screen, and the history never shows a leaver's cards."""

from __future__ import annotations

import random

import pytest

from game.engine import IllegalActionError, PhaseError
from game.engine.betting import Check, Fold
from game.engine.holdem import HoldemConfig, HoldemGame, HoldemPhase, HoldemSeat, HoleCards, TableFormat
from game.engine.levels import Level
from game.session import LocalHoldemSession, at_once
from tests.session.test_holdem_session import run_computers, session


def finish_hand(s: LocalHoldemSession) -> None:
    """Play the running hand to its end: the people check or fold, the computers at once."""
    for _ in range(400):
        if s.table.phase is not HoldemPhase.BETTING:
            return
        run_computers(s)
        seat = s.table.current
        if seat is None:
            continue
        if s.viewer != seat:
            s.reveal(seat)
        legal = s.legal_actions(seat)
        assert legal is not None
        s.submit(Check(seat) if legal.call is None else Fold(seat))
    raise AssertionError("the hand never ended")


def test_seats_change_only_between_hands_at_a_cash_table() -> None:
    s = session(people=1, computers=3)
    assert s.table.phase is HoldemPhase.BETTING and not s.seats_open
    with pytest.raises(PhaseError):
        s.stand_up(3)
    finish_hand(s)
    assert s.seats_open
    sng = session(people=1, computers=3, table_format=TableFormat.SIT_AND_GO)
    finish_hand(sng)
    assert not sng.seats_open
    with pytest.raises(IllegalActionError):
        sng.stand_up(3)
    assert sng.table.seated == sng.game.config.seats  # nothing changed


def test_a_computer_sits_down_posting_and_plays_the_next_hand() -> None:
    s = session(people=1, computers=2)
    finish_hand(s)
    s.stand_up(2)
    assert s.table.seated[2] is None and s.table.stacks[2] == 0
    s.sit_down(2, HoldemSeat("Zora", False, Level.PROFI), post=True)
    assert s.table.waiting == {2: True}
    s.next_hand()
    assert 2 in s.table.dealt and s.table.waiting == {}
    run_computers(s)  # Zora has a player of her own: the session asks it when it is her turn
    finish_hand(s)
    assert any(line.seat == 2 for line in s.table.history[-1].lines)
    assert s.table.history[-1].name(2) == "Zora"


def test_a_waiting_newcomer_is_not_dealt_in_until_the_big_blind() -> None:
    s = session(people=1, computers=4)
    finish_hand(s)
    s.stand_up(3)
    s.sit_down(3, HoldemSeat("Wim", False), post=False)
    dealt_in = []
    for _ in range(5):
        s.next_hand()
        dealt_in.append(3 in s.table.dealt)
        finish_hand(s)
    assert dealt_in[0] is False and True in dealt_in  # waits, then plays from the big blind on
    first = dealt_in.index(True)
    record = s.table.history[first + 1]  # the first hand was played before Wim sat down
    assert any(line.seat == 3 and line.kind == "big-blind" for line in record.lines)


def test_the_last_two_players_stay_and_a_refusal_changes_nothing() -> None:
    s = session(people=1, computers=2)
    finish_hand(s)
    s.stand_up(2)
    before = (s.table.seated, s.table.stacks, len(s.game.script))
    with pytest.raises(IllegalActionError, match="at least 2"):
        s.stand_up(1)
    with pytest.raises(IllegalActionError, match="taken"):
        s.sit_down(0, HoldemSeat("Otto", True), post=False)
    with pytest.raises(IllegalActionError, match="already sits"):
        s.sit_down(2, HoldemSeat("computer 1", False), post=False)
    assert (s.table.seated, s.table.stacks, len(s.game.script)) == before


def test_a_person_sitting_down_makes_a_hot_seat_whose_history_hides_the_first_persons_cards() -> None:
    s = session(people=1, computers=3, seed=4)
    for _ in range(3):
        finish_hand(s)
        s.next_hand()
    finish_hand(s)
    mine = [record.holes for record in s.table.history]
    assert all(dict(holes).get(0) is not None for holes in mine)  # Anna alone: her own cards
    s.stand_up(3)
    s.sit_down(3, HoldemSeat("Bea", True), post=True)
    assert s.people == (0, 3) and s.viewer is None
    for record in s.table.history:
        for seat in record.seats:
            cards = record.hole(seat)
            shown = record.showdown is not None and any(h.seat == seat for h in record.showdown.shown)
            assert cards is None or shown, "Bea reads no card that was not shown"
    s.next_hand()
    finish_hand(s)
    assert s.table.history[-1].name(3) == "Bea"


def test_someone_new_on_a_leavers_seat_never_reads_the_leavers_cards() -> None:
    seats = (HoldemSeat("Anna", True), HoldemSeat("C1", False), HoldemSeat("C2", False))
    game = HoldemGame(HoldemConfig(seats), random.Random(9))
    s = LocalHoldemSession(game, random.Random(2), runner=at_once)
    finish_hand(s)
    s.stand_up(0)  # Anna leaves: only computers; the table plays on for whoever watches
    assert s.people == () and s.viewer is None
    s.sit_down(0, HoldemSeat("Carl", True), post=True)
    assert s.people == (0,) and s.viewer == 0
    first = s.table.history[0]
    shown = first.showdown is not None and any(hand.seat == 0 for hand in first.showdown.shown)
    assert first.hole(0) is None or shown
    s.next_hand()
    hole = s.game.hole_cards(0)
    assert hole is not None and s.table.hole(0) == hole  # Carl's own cards show
    assert any(isinstance(e, HoleCards) and e.seat == 0 and e.cards == hole for e in s.events_after(0))
