"""Many seeded random matches: chips conserved, turn order kept, hidden cards never leak, saves resume."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from game.engine.actions import Exchange, ExchangeChoice
from game.engine.betting import Call, Check, Fold, RaiseTo
from game.engine.cards import Card
from game.engine.duell import (
    DealStarted,
    DuellConfig,
    DuellGame,
    DuellPhase,
    ExchangeMade,
    RandomLegal,
    ShowdownShown,
    from_dict,
    to_dict,
)
from game.engine.duell.players import player_for
from game.engine.errors import IllegalActionError, SaveFormatError
from game.engine.levels import Level
from game.text.reasons import reason_text

from .helpers import check_chips


def play(game: DuellGame, players, on_action=None, max_deals: int = 60) -> None:
    """Play to the match's end (or ``max_deals``), checking chips and turn order at every action."""
    while game.phase is not DuellPhase.MATCH_OVER and game.deal_no <= max_deals:
        if game.phase is DuellPhase.DEAL_OVER:
            game.next_deal()
            continue
        seat = game.current
        assert seat is not None and game.legal_actions(1 - seat) is None
        legal = game.legal_actions(seat)
        action = players[seat].decide(game.view(seat), legal)
        before_phase, before_round = game.phase, game.view(seat).history
        if before_phase is DuellPhase.EXCHANGE:
            assert isinstance(legal, ExchangeChoice) and isinstance(action, Exchange)
            # the first speaker exchanges first
            assert (seat == game.first) == (game.view(seat).opponent_exchanged is None)
        else:
            betting_round = 0 if before_phase is DuellPhase.BET_BEFORE else 1
            this_round = [h for h in before_round if h[0] == betting_round]
            if not this_round:
                assert seat == game.first or game.stacks[game.first] == 0
            else:
                assert this_round[-1][1] == 1 - seat  # the seats take turns
        game.apply(action)
        check_chips(game)
        if on_action:
            on_action(game)


def illegal_actions(game: DuellGame) -> list:
    """Actions that must be refused now: the wrong seat, wrong sizes, the wrong phase."""
    seat = game.current
    other = 1 - seat
    hand = game.hand(seat)
    wrong = [Check(other), Fold(other), Exchange(other, ()), RaiseTo(seat, 10**6), RaiseTo(seat, 0)]
    legal = game.legal_actions(seat)
    if isinstance(legal, ExchangeChoice):
        wrong += [Check(seat), Exchange(seat, hand), Exchange(seat, game.hand(other)[:1])]
    else:
        wrong.append(Exchange(seat, ()))
        wrong.append(Call(seat) if legal.call is None else Check(seat))
        if legal.raise_max is not None:
            wrong.append(RaiseTo(seat, legal.raise_max + 1))
    return wrong


def test_every_refusal_changes_nothing_at_any_point_of_random_matches():
    rng = random.Random(77)

    def refuse(game: DuellGame) -> None:
        if game.current is None:
            return
        before, count = game.state(), len(game.events)
        for action in illegal_actions(game):
            assert not game.can(action)
            with pytest.raises(IllegalActionError):
                game.apply(action)
            assert game.state() == before and len(game.events) == count
        check_chips(game)

    for seed in range(8):
        game = DuellGame(DuellConfig("Anna", stack=60), rng)
        play(game, [RandomLegal(random.Random(seed)), RandomLegal(random.Random(seed + 50))], refuse)


@pytest.mark.parametrize("deck", [32, 52])
def test_random_legal_matches_conserve_chips_and_keep_the_turn_order(deck):
    for seed in range(40):
        rng = random.Random(seed)
        config = DuellConfig("Anna", deck=deck, stack=rng.choice([50, 60, 200]))
        game = DuellGame(config, rng)
        play(game, [RandomLegal(random.Random(seed + 1)), RandomLegal(random.Random(seed + 2))])


@pytest.mark.parametrize("level", list(Level))
def test_computer_levels_only_choose_legal_actions(level):
    rng = random.Random(5)
    for seed in range(6):
        game = DuellGame(DuellConfig("Anna", level=level, stack=100), rng)
        players = [player_for(level, random.Random(seed)), RandomLegal(random.Random(seed))]
        play(game, players, max_deals=30)
        reason = players[0].last_reason
        assert reason_text(reason, "de") and reason_text(reason, "en")


def cards_in(event) -> set[Card]:
    found: set[Card] = set()
    for field in dataclasses.fields(event):
        value = getattr(event, field.name)
        stack = [value]
        while stack:
            item = stack.pop()
            if isinstance(item, Card):
                found.add(item)
            elif isinstance(item, tuple):
                stack.extend(item)
    return found


def test_no_hidden_card_of_the_other_seat_ever_reaches_a_seat():
    rng = random.Random(11)
    game = DuellGame(DuellConfig("Anna", stack=100), rng)
    play(game, [RandomLegal(random.Random(1)), RandomLegal(random.Random(2))], max_deals=40)
    events = game.events
    for seat in (0, 1, None):
        seen = game.events_for(seat)
        assert len(seen) == len(events)
        held: set[Card] = set()
        for raw, event in zip(events, seen):
            if isinstance(raw, DealStarted):
                held = set() if seat is None else set(raw.hands[seat])
            if isinstance(raw, ExchangeMade) and raw.seat == seat:
                assert raw.drawn is not None
                held |= set(raw.drawn)
            if isinstance(event, ShowdownShown):
                continue  # both hands are shown at the showdown
            assert cards_in(event) <= held, (seat, event)
            if isinstance(event, ExchangeMade) and event.seat != seat:
                assert event.discarded is None and event.drawn is None and event.count == raw.count


def test_a_seat_view_holds_only_its_own_cards():
    game = DuellGame(DuellConfig("Anna"), random.Random(3))
    view = game.view(1)
    assert view.hand == game.hand(1) and not set(view.hand) & set(game.hand(0))


def test_save_and_resume_at_every_action_round_trips():
    rng = random.Random(21)
    config = DuellConfig("Anna", level=Level.PROFI, deck=52, stack=80)
    game = DuellGame(config, rng)
    checked = []

    def round_trip(current: DuellGame) -> None:
        state = current.state()
        data = json.loads(json.dumps(to_dict(state)))
        restored_state = from_dict(data)
        assert restored_state == state
        resumed = DuellGame.from_state(restored_state)
        assert resumed.state() == state
        assert resumed.phase is current.phase and resumed.current == current.current
        assert resumed.stacks == current.stacks and resumed.pot == current.pot
        if current.current is not None:
            assert resumed.legal_actions(current.current) == current.legal_actions(current.current)
            assert resumed.view(current.current) == current.view(current.current)
        checked.append(current.phase)

    play(game, [RandomLegal(random.Random(1)), RandomLegal(random.Random(2))], round_trip, max_deals=25)
    phases = {DuellPhase.BET_BEFORE, DuellPhase.EXCHANGE, DuellPhase.BET_AFTER, DuellPhase.DEAL_OVER}
    assert phases <= set(checked)


def test_a_resumed_deal_plays_on_like_the_original():
    a = DuellGame(DuellConfig("Anna"), random.Random(8))
    a.apply(RaiseTo(a.current, 10))
    b = DuellGame.from_state(from_dict(to_dict(a.state())))
    for game in (a, b):
        game.apply(Call(game.current))
        game.apply(Exchange(game.current, game.hand(game.current)[:2]))
    assert a.hand(0) == b.hand(0) and a.hand(1) == b.hand(1) and a.state() == b.state()


def _damaged(data: dict) -> list[object]:
    out: list[object] = [None, [], {**data, "format": 99}, {**data, "variant": "token"}]
    out.append({k: v for k, v in data.items() if k != "log"})
    out.append({**data, "config": {**data["config"], "stack": 10}})
    out.append({**data, "config": {**data["config"], "level": "meister"}})
    out.append({**data, "stacks": [200, 300]})
    out.append({**data, "order": data["order"][3:]})
    out.append({**data, "order": "Xx " + data["order"]})
    out.append({**data, "log": [["raise", 1, 5]]})  # seat 0 speaks first
    out.append({**data, "log": [["jump", 0, None]]})
    out.append({**data, "log": [["exchange", 0, "Ad"]]})
    out.append({**data, "first": 2})
    out.append({**data, "deal_no": "1"})
    return out


def test_damaged_saves_are_refused():
    game = DuellGame(DuellConfig("Anna"), random.Random(4))
    data = to_dict(game.state())
    assert from_dict(data) == game.state()
    for bad in _damaged(data):
        with pytest.raises(SaveFormatError):
            from_dict(bad)


def test_fold_check_call_round_trip_through_the_save():
    game = DuellGame(DuellConfig("Anna"), random.Random(9))
    game.apply(Check(0))
    game.apply(RaiseTo(1, 5))
    game.apply(Call(0))
    game.apply(Exchange(0, ()))
    game.apply(Exchange(1, ()))
    game.apply(Check(0))
    game.apply(Fold(1))
    assert from_dict(to_dict(game.state())) == game.state()


@pytest.mark.parametrize("deck", [32, 52])
def test_the_standard_exchange_keeps_what_the_rating_scores(deck):
    from game.engine.decks import DECK_32, DECK_52
    from game.engine.duell.players import standard_discards
    from game.engine.hands import DUELL_32, DUELL_52, HandCategory, evaluate

    cards_, scheme = (DECK_32, DUELL_32) if deck == 32 else (DECK_52, DUELL_52)
    rng = random.Random(deck)
    expected = {HandCategory.ONE_PAIR: 3, HandCategory.TWO_PAIR: 1, HandCategory.THREE_OF_A_KIND: 2}
    for _ in range(3000):
        hand = tuple(rng.sample(cards_.cards, 5))
        value = evaluate(hand, scheme)
        discards = standard_discards(hand, scheme)
        assert set(discards) <= set(hand) and len(discards) <= 4
        if value.category >= HandCategory.STRAIGHT:
            assert discards == ()
        elif value.category in expected:
            assert len(discards) == expected[value.category]
            assert not set(discards) & set(value.scoring_cards)
        else:
            assert len(discards) == 1 or (len(discards) == 4 and value.cards[0] not in discards)
