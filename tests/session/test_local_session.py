"""The local table session: pacing of computer players, rounds, what the people see, saving."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.engine import (
    Exchange,
    ExchangeChoice,
    Game,
    GameConfig,
    InvalidCardsError,
    NotYourTurnError,
    RoundStarted,
    SeatConfig,
    TokenPhase,
)
from game.engine.token.events import Exchanged
from game.engine.token.serialize import to_dict
from game.persistence import Persistence
from game.session import THINK_SECONDS, LocalSession
from game.storage import read_save

PERSON_FIRST = GameConfig(
    (SeatConfig("Anna", True), SeatConfig("Computer 1", False), SeatConfig("Bert", True))
)


def session_at_a_computer_turn(seed: int = 1) -> LocalSession:
    config = GameConfig(
        (SeatConfig("Anna", True), SeatConfig("Computer 1", False), SeatConfig("Computer 2", False))
    )
    for s in range(seed, seed + 50):
        session = LocalSession(Game.new(config, random.Random(s)), random.Random(0))
        session.advance(0.0)  # the first deal
        if session.table.current in (1, 2):
            return session
    raise AssertionError("no seed starts with a computer turn")


def test_the_first_deal_happens_when_time_first_passes():
    session = LocalSession(Game.new(PERSON_FIRST, random.Random(2)))
    assert session.table.phase is TokenPhase.READY and session.events_after(0) == ()
    assert session.advance(0.0) is True
    assert session.table.phase is TokenPhase.EXCHANGE
    (deal,) = session.events_after(0)
    assert isinstance(deal, RoundStarted)


def test_a_computer_moves_only_after_its_thinking_time_and_hurry_makes_it_move_at_once():
    session = session_at_a_computer_turn()
    seat = session.table.current
    cursor = len(session.events_after(0))
    assert session.advance(THINK_SECONDS * 0.6) is False
    assert session.table.current == seat and session.events_after(cursor) == ()
    assert session.advance(THINK_SECONDS * 0.5) is True
    moved = session.events_after(cursor)
    assert isinstance(moved[0], Exchanged) and moved[0].seat == seat
    assert moved[0].drawn is None, "a person at this screen never sees a computer's new cards"
    if session.table.current in (1, 2):
        cursor += len(moved)
        session.hurry()
        assert session.advance(0.0) is True and session.events_after(cursor)


def test_people_see_their_own_cards_only_and_every_hand_after_the_showdown():
    session = LocalSession(Game.new(PERSON_FIRST, random.Random(3)), random.Random(0))
    session.advance(0.0)
    deal = session.events_after(0)[0]
    assert isinstance(deal, RoundStarted)
    assert deal.hands[0] and deal.hands[2], "hot seat: both people's hands (the cover hides them)"
    assert deal.hands[1] is None
    assert session.table.hand(1) == () and len(session.table.hand(0)) == 5
    assert session.table.seats[1].hand == ()
    with pytest.raises(NotYourTurnError):
        session.seat_view(1)
    while session.table.phase is TokenPhase.EXCHANGE:
        seat = session.table.current
        if seat in session.people:
            assert session.legal_actions(seat) == (ExchangeChoice(seat, 5),)
            session.submit(Exchange(seat, ()))
        else:
            session.hurry()
            session.advance(0.0)
    assert session.table.phase in (TokenPhase.ROUND_OVER, TokenPhase.GAME_OVER)
    assert len(session.table.hand(1)) == 5, "the showdown shows every hand"


def test_submit_refuses_other_seats_and_illegal_actions_and_changes_nothing():
    session = session_at_a_computer_turn()
    computer = session.table.current
    before = to_dict(session.game)
    with pytest.raises(NotYourTurnError):
        session.submit(Exchange(computer, ()))
    with pytest.raises(NotYourTurnError):  # the person, out of turn
        session.submit(Exchange(0, ()))
    assert session.legal_actions(computer) == ()
    while session.table.current != 0:
        session.hurry()
        session.advance(0.0)
    stranger = next(c for c in session.game.stock)
    before = to_dict(session.game)
    with pytest.raises(InvalidCardsError):
        session.submit(Exchange(0, (stranger,)))
    assert to_dict(session.game) == before


def test_next_round_deals_only_after_a_showdown():
    session = LocalSession(Game.new(PERSON_FIRST, random.Random(4)), random.Random(0))
    session.advance(0.0)
    session.next_round()
    assert session.table.round_no == 1, "a round being played is not dealt again"
    while session.table.phase is TokenPhase.EXCHANGE:
        seat = session.table.current
        if seat in session.people:
            session.submit(Exchange(seat, ()))
        else:
            session.hurry()
            session.advance(0.0)
    if not session.table.is_over:
        session.next_round()
        assert session.table.round_no == 2 and session.table.phase is TokenPhase.EXCHANGE


def test_every_change_is_saved_and_close_writes_the_game_as_it_stands(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("TOKENPOKER_HOME", str(tmp_path))
    keeper = Persistence()
    session = LocalSession(Game.new(PERSON_FIRST, random.Random(5)), random.Random(0), keeper.slot("token"))
    session.advance(0.0)
    first = session.table.current
    if first in session.people:
        session.submit(Exchange(first, session.table.hand(first)[:2]))
    session.close()
    result = read_save()
    assert result.ok and to_dict(result.game) == to_dict(session.game)
