"""The local Duell session: pacing off the frame, what the person sees, refusals, deals, history."""

from __future__ import annotations

import random
import threading
import time

import pytest

from game.engine import Card, Exchange, IllegalActionError, NotYourTurnError
from game.engine.betting import BetSizeError, Call, Check, LegalActions, RaiseTo
from game.engine.duell import (
    DealStarted,
    DuellConfig,
    DuellGame,
    DuellPhase,
    ExchangeMade,
    ShowdownShown,
)
from game.engine.duell.players import RandomLegal
from game.engine.levels import Level
from game.session import THINK_SECONDS, LocalDuellSession, at_once, in_thread


def session(seed: int = 1, level: Level = Level.NORMAL, stack: int = 200, **kw) -> LocalDuellSession:
    game = DuellGame(DuellConfig("Anna", level, 32, stack), random.Random(seed))
    return LocalDuellSession(game, rng=random.Random(seed + 100), runner=kw.pop("runner", at_once), **kw)


def to_computer(s: LocalDuellSession) -> None:
    """Let the person check or call until the computer is to act."""
    while s.table.current == 0:
        legal = s.legal_actions(0)
        if isinstance(legal, LegalActions):
            s.submit(Check(0) if legal.call is None else Call(0))
        else:
            s.submit(Exchange(0, ()))


def test_the_first_deal_shows_the_person_only_their_own_cards():
    s = session()
    deal = s.events_after(0)[0]
    assert isinstance(deal, DealStarted) and deal.hands[1] is None and len(deal.hands[0]) == 5
    assert s.table.hand(1) == () and len(s.table.hand(0)) == 5
    assert s.table.first == 0 and s.table.current == 0 and s.table.pot == 10
    assert s.legal_actions(1) is None
    with pytest.raises(NotYourTurnError):
        s.seat_view(1)


def test_the_computer_moves_after_its_thinking_time_and_at_once_when_hurried():
    s = session()
    to_computer(s)
    cursor = len(s.events_after(0))
    assert s.advance(THINK_SECONDS * 0.6) is False and s.events_after(cursor) == ()
    assert s.advance(THINK_SECONDS * 0.5) is True and s.events_after(cursor)
    if s.table.current == 1:
        s.hurry()
        assert s.advance(0.0) is True


def test_a_slow_decision_never_holds_up_advance():
    """The decision runs on another thread: advance answers at once while it is still thinking."""
    s = session(runner=in_thread)
    to_computer(s)
    release = threading.Event()
    inner = s._player

    class Slow:
        last_reason = inner.last_reason

        def decide(self, view, legal):  # type: ignore[no-untyped-def]
            release.wait(5.0)
            return inner.decide(view, legal)

    s._player = Slow()  # type: ignore[assignment]
    cursor = len(s.events_after(0))
    started = time.perf_counter()
    for _ in range(20):
        assert s.advance(1.0) is False, "advance must not wait for the decision"
    assert time.perf_counter() - started < 2.0
    assert s.events_after(cursor) == ()
    release.set()
    assert s._job is not None and s._job.wait(5.0)
    assert s.advance(0.0) is True and s.events_after(cursor)


def test_submit_refuses_the_other_seat_bad_amounts_and_moves_out_of_turn_and_changes_nothing():
    s = session()
    before = s.game.state()
    with pytest.raises(NotYourTurnError):
        s.submit(Check(1))
    legal = s.legal_actions(0)
    assert isinstance(legal, LegalActions) and legal.raise_max is not None
    for amount in (legal.raise_max + 1, 1, 0, -5):
        with pytest.raises(BetSizeError):
            s.submit(RaiseTo(0, amount))
    with pytest.raises(IllegalActionError):
        s.submit(Call(0))  # nothing to call
    with pytest.raises(IllegalActionError):
        s.submit(Exchange(0, ()))  # no exchange before the betting is done
    assert s.game.state() == before and s.events_after(0) == s.game.events_for(0)
    to_computer(s)
    with pytest.raises(NotYourTurnError):
        s.submit(Check(0))
    assert s.table.current == 1


def test_next_deal_deals_only_after_a_deal_is_over_and_keeps_the_finished_one():
    s = session(seed=4)
    s.next_deal()
    assert s.table.deal_no == 1 and s.finished == ()
    while s.table.phase is not DuellPhase.DEAL_OVER:
        if s.table.current == 0:
            to_computer(s)
        else:
            s.hurry()
            s.advance(0.0)
    s.next_deal()
    assert s.table.deal_no == 2 and len(s.finished) == 1 and s.table.first == 1
    assert [r.deal_no for r in s.table.history] == [1, 2] and s.table.history[0].finished


def play_match(s: LocalDuellSession, seed: int) -> list:
    """Random legal play for the person until the match ends; every event the session handed out."""
    person = RandomLegal(random.Random(seed))
    seen: list = []
    for _ in range(20000):
        seen.extend(s.events_after(len(seen)))
        table = s.table
        if table.is_over:
            return seen
        if table.phase is DuellPhase.DEAL_OVER:
            s.next_deal()
        elif table.current == 0:
            legal = s.legal_actions(0)
            assert legal is not None
            s.submit(person.decide(s.seat_view(0), legal))
        else:
            assert table.hand(1) == () or table.showdown is not None
            s.hurry()
            s.advance(0.0)
    raise AssertionError("the match did not end")


def cards_in(value: object) -> set[Card]:
    """Every card anywhere in an event (fields, tuples, nested)."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, (tuple, list)):
        return set().union(*(cards_in(item) for item in value)) if value else set()
    if hasattr(value, "__dataclass_fields__"):
        return cards_in([getattr(value, name) for name in value.__dataclass_fields__])
    return set()


@pytest.mark.parametrize("level", list(Level))
def test_no_event_the_person_receives_names_a_hidden_card_of_the_computer(level: Level):
    s = session(seed=7, level=level, stack=60)
    events = play_match(s, 7)
    assert s.table.is_over and s.game.deal_no >= 2
    # the computer's cards of every deal, from the engine's own (unprojected) log
    hidden: dict[int, set[Card]] = {}
    deal = 0
    for event in s.game.events:
        if isinstance(event, DealStarted):
            deal = event.deal_no
            hidden[deal] = set(event.hands[1] or ())
        elif isinstance(event, ExchangeMade) and event.seat == 1:
            hidden[deal] |= set(event.drawn or ())
    assert all(len(cards) >= 5 for cards in hidden.values())
    showdown = False
    checked = 0
    for event in events:
        if isinstance(event, DealStarted):
            deal, showdown = event.deal_no, False
        if isinstance(event, ShowdownShown):
            showdown = True
        if not showdown:
            assert not cards_in(event) & hidden[deal], event
            checked += 1
    assert checked > 20
    for record in s.table.history:
        assert record.dealt[1] is None and record.discarded[1] is None
        if record.showdown is None:
            assert record.final[1] is None


def test_a_resumed_session_rebuilds_the_history_of_the_earlier_deals():
    s = session(seed=9, stack=300)
    while len(s.finished) < 3:
        if s.table.phase is DuellPhase.DEAL_OVER:
            s.next_deal()
        elif s.table.current == 0:
            to_computer(s)
        else:
            s.hurry()
            s.advance(0.0)
    again = LocalDuellSession(DuellGame.from_state(s.game.state()), s.finished, runner=at_once)
    assert again.table.history == s.table.history
    assert again.game.state() == s.game.state()
