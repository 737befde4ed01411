"""Per-seat projection of events: a seat never learns another seat's hidden cards.

Whole seeded games are played by computer players; then, for every seat and for
a spectator, every projected event is checked against what that reader may
know at that point: its own hand as dealt and what it drew (and put away), and
the hands shown at a showdown. Nothing else may name a card.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

from game.engine import (
    Card,
    Exchange,
    ExchangeChoice,
    Game,
    GameConfig,
    HandValue,
    Mode,
    RoundStarted,
    RuleSet,
    Showdown,
    play_game,
    project,
)
from game.engine.token.events import Event, Exchanged


def cards_in(value: object) -> Iterator[Card]:
    """Every card anywhere inside an event (fields, dicts, tuples, hand values)."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, HandValue):
        yield from value.hand  # its rating scheme names the whole deck, not what was seen
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from cards_in(key)
            yield from cards_in(item)
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from cards_in(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from cards_in(getattr(value, f.name))


def leaks(events: list[Event], seat: int | None) -> list[tuple[int, Card]]:
    """(event number, card) for every card ``seat`` sees that it may not know."""
    found = []
    known: set[Card] = set()
    for number, event in enumerate(events, 1):
        seen = project(event, seat)
        assert type(seen) is type(event)
        if isinstance(event, RoundStarted):
            known = set(event.hands[seat]) if seat in event.hands else set()
        elif isinstance(event, Exchanged) and event.seat == seat:
            known |= set(event.drawn or ())
        elif isinstance(event, Showdown):
            for value in event.result.values.values():
                known |= set(value.hand)
        for card in cards_in(seen):
            if card not in known:
                found.append((number, card))
    return found


CONFIGS = [
    GameConfig.of_players(5, mode=Mode.DESCENDING, tokens=3, rules=RuleSet.ORIGINAL),
    GameConfig.of_players(3, mode=Mode.ASCENDING, tokens=4, rules=RuleSet.STANDARD, level="profi"),
    GameConfig.of_players(2, mode=Mode.DESCENDING, tokens=2, level="anfaenger"),
]


@pytest.mark.parametrize("config", CONFIGS, ids=["5-desc", "3-asc-profi", "2-anfaenger"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_seat_and_no_spectator_sees_a_hidden_card(config, seed):
    game = play_game(config, random.Random(seed))
    events = list(game.events)
    assert len(events) >= 8
    for seat in [*range(len(config.seats)), None]:
        assert leaks(events, seat) == []
        projected = game.events_for(seat)
        assert len(projected) == len(events), "a projection keeps the numbering"
    # the reader of a seat gets its own cards and the counts of the others
    first = game.events_for(0)[0]
    assert isinstance(first, RoundStarted)
    assert first.hands[0] is not None and all(first.hands[s] is None for s in first.hands if s != 0)


def test_the_check_catches_an_unprojected_event():
    """The leak check can fail: the raw log, read as another seat, names hidden cards."""
    game = play_game(GameConfig.of_players(3, tokens=2), random.Random(4))
    raw = [e for e in game.events if isinstance(e, Exchanged) and e.seat != 1 and e.count]
    assert raw
    assert leaks_without_projection(list(game.events), 1)


def leaks_without_projection(events: list[Event], seat: int) -> bool:
    known: set[Card] = set()
    for event in events:
        if isinstance(event, RoundStarted):
            known = set(event.hands.get(seat) or ())
        elif isinstance(event, Exchanged) and event.seat == seat:
            known |= set(event.drawn or ())
        if any(card not in known for card in cards_in(event)) and not isinstance(event, Showdown):
            return True
    return False


def test_events_after_a_cursor_and_actions_return_their_events():
    game = Game.new(GameConfig.of_players(3), random.Random(8))
    game.start_round()
    cursor = len(game.events)
    seat = game.current
    assert game.legal_actions(seat) == (ExchangeChoice(seat, 5),)
    other = (seat + 1) % 3
    assert game.legal_actions(other) == ()
    hand = game.hand(seat)
    caused = game.apply(Exchange(seat, hand[:2]))
    assert caused == tuple(game.events[cursor:])
    mine, theirs = game.events_for(seat, cursor), game.events_for(other, cursor)
    assert mine[0].drawn is not None and len(mine[0].drawn) == 2
    assert theirs[0] == Exchanged(seat, (0, 1), None, None) and theirs[0].count == 2
    assert not game.can(Exchange(seat, ()))
