"""Europäisches Draw Poker at a network table, on loopback: whole games of five people and a watcher,
only the game master starts, refused moves change nothing, every timer does what the rules say, the
chips add up in the ledger, and no client ever receives another seat's hidden cards."""

from __future__ import annotations

import random

import pytest

from game.engine.european import (
    Bet,
    BetChoice,
    CardsExchanged,
    CardsShown,
    ExchangeChoice,
    Folded,
    GameOver,
    ShowChoice,
    TimedOut,
)
from game.net.ledger import FRESH_STACK, START_STACK
from game.net.protocol import JsonValue

from .european_helpers import (
    NAMES,
    EuropeanPerson,
    GameTruth,
    audit_messages,
    calm,
    over,
    people_of,
    play,
    server_game,
)
from .helpers import Lab, seat_everybody
from .test_chips import _balance, _spend_all
from .test_loopback import _codes


def _start(lab: Lab, people: list[EuropeanPerson], number: int) -> EuropeanPerson:
    master = lab.master(people)
    master.session.start()
    lab.pump(lambda: all(p.session.game_no == number for p in people), what=f"game {number}")
    return master


def _chips_conserved(lab: Lab, count: int) -> None:
    lab.settle()
    audit = lab.on_server(lambda: lab.server.audit())
    assert audit.ok, audit.problems
    house = lab.on_server(lambda: lab.server.ledger.balance("house"))
    assert audit.player_chips + house == audit.handed_out == count * START_STACK


def test_five_players_and_a_watcher_play_whole_games_and_see_no_hidden_card(lab: Lab) -> None:
    people = people_of(lab)
    seat_everybody(lab, people, "european")
    finn = lab.person("Finn", kind=EuropeanPerson)
    assert finn.session.sit(1)
    _codes(finn, lab, "table_full")  # a sixth player cannot sit
    assert finn.session.watch(1)
    lab.pump(lambda: finn.session.seating is not None and finn.session.seating.spectators == 1)
    everybody = [*people, finn]

    people[1].session.start()
    _codes(people[1], lab, "not_master")  # only the game master starts
    people[0].session.start()
    lab.pump(lambda: all(p.session.game_no == 1 for p in everybody), what="the first game")
    lab.pump(lambda: all(p.session.balance == START_STACK - 10 for p in people), what="the antes booked")
    assert [p.session.seat for p in people] == [0, 1, 2, 3, 4] and finn.session.seat is None

    rng = random.Random(5)
    truths: dict[int, GameTruth] = {}
    seats: dict[str, dict[int, int | None]] = {p.name: {} for p in everybody}
    for number in (1, 2, 3):
        if number > 1:
            lab.advance(30)
            _start(lab, people, number)
        for person in everybody:
            seats[person.name][number] = person.session.seat
        play(lab, people, rng, lambda n=number: over(everybody, n))
        game = server_game(lab)
        truths[number] = lab.on_server(lambda g=game: GameTruth.of(g))
        engine_events = lab.on_server(lambda g=game: g.game.events)
        final = engine_events[-2] if isinstance(engine_events[-2], GameOver) else engine_events[-1]
        assert isinstance(final, GameOver)
        for person in everybody:  # everybody saw the whole game, numbered alike, ending the same
            events = person.session.events_after(0)
            assert events[-3:] == engine_events[-3:] and final in events
            assert person.session.view.stacks == final.stacks
        _chips_conserved(lab, 6)  # five players and Finn's account
        for person in people:
            assert person.session.balance == _balance(lab, person.name)

    # every raw message each client received was searched for cards; the search did find some
    for person in everybody:
        found = audit_messages(person.messages(), truths, seats[person.name])
        assert found > 0
    # and the search fails on a planted leak: Finn's message with Anna's hand of game 1
    anna_hand = " ".join(str(card) for card in sorted(truths[1].own[0], key=str)[:5])
    planted = [
        text.replace('"hand":""', f'"hand":"{anna_hand}"', 1) if '"type":"game"' in text else text
        for text in finn.messages()
    ]
    assert planted != finn.messages()
    with pytest.raises(AssertionError, match="was shown"):
        audit_messages(planted, truths, seats["Finn"])


def _state(lab: Lab) -> tuple[int, int | None, int, tuple[int, ...]]:
    game = server_game(lab)
    return lab.on_server(lambda: (game.event_count, game.current, game.game.pot, game.game.stacks))


def test_out_of_turn_illegal_and_out_of_range_moves_are_refused_and_change_nothing(lab: Lab) -> None:
    people = people_of(lab, NAMES[:3])
    seat_everybody(lab, people, "european")
    watcher = lab.person("Finn", kind=EuropeanPerson)
    watcher.session.watch(1)
    _start(lab, people, 1)
    lab.pump(lambda: any(p.session.legal is not None for p in people), what="the first turn")
    before = _state(lab)
    mover = next(p for p in people if p.session.legal is not None)
    other = next(p for p in people if p is not mover)
    legal = mover.session.legal
    assert isinstance(legal, BetChoice) and (legal.minimum, legal.maximum, legal.showdown) == (1, 200, False)

    refused: list[tuple[EuropeanPerson, dict[str, JsonValue], str]] = [
        (other, {"kind": "bet", "amount": 5, "showdown": False}, "illegal"),  # not its turn
        (mover, {"kind": "bet", "amount": 0, "showdown": False}, "illegal"),  # below the minimum
        (mover, {"kind": "bet", "amount": 201, "showdown": False}, "illegal"),  # above 200
        (mover, {"kind": "bet", "amount": 5, "showdown": True}, "illegal"),  # H only from round 3
        (mover, {"kind": "exchange", "cards": ""}, "illegal"),  # not the exchange
        (mover, {"kind": "show"}, "illegal"),  # not the showdown
        (mover, {"kind": "bet", "amount": "5"}, "bad_field"),
        (mover, {"kind": "raise", "amount": 5}, "bad_field"),
        (mover, {"kind": "exchange", "cards": "Zz"}, "bad_field"),
        (watcher, {"kind": "fold"}, "not_playing"),
    ]
    for person, action, code in refused:
        person.client.send("act", action=action)
        _codes(person, lab, code)
        assert _state(lab) == before, action
    master = lab.master(people)
    master.session.start()
    _codes(master, lab, "running")  # a game runs
    assert _state(lab) == before
    with pytest.raises(Exception, match="not your turn|not played"):  # the session checks first
        other.session.submit(
            calm(other.session, BetChoice(other.session.seat or 0, 1, 200, False), random.Random())
        )


def test_every_timer_does_what_the_rules_say(lab: Lab) -> None:
    people = people_of(lab, NAMES[:3])
    seat_everybody(lab, people, "european")
    _start(lab, people, 1)
    game = server_game(lab)

    def turn() -> tuple[EuropeanPerson, object]:
        lab.pump(lambda: any(p.session.legal is not None for p in people), what="a turn")
        person = next(p for p in people if p.session.legal is not None)
        return person, person.session.legal

    def wait_moved(count: int) -> None:
        lab.pump(lambda: lab.on_server(lambda: game.event_count) > count, what="the timer's move")
        lab.settle()

    # the move timer folds (round 1)
    sleeper, legal = turn()
    assert isinstance(legal, BetChoice)
    count = lab.on_server(lambda: game.event_count)
    lab.advance(59)
    lab.settle()
    assert lab.on_server(lambda: game.event_count) == count  # not yet
    lab.advance(1)
    wait_moved(count)
    events = lab.on_server(lambda: game.game.events[count:])
    assert isinstance(events[0], TimedOut) and isinstance(events[1], Folded)
    assert events[1].seat == sleeper.session.seat
    # the others bet; the exchange timer keeps the cards
    while True:
        person, legal = turn()
        if not isinstance(legal, BetChoice):
            break
        person.session.submit(calm(person.session, legal, random.Random()))
        lab.pump(lambda p=person: p.session.legal is None or p.session.view.current != p.session.seat)
    assert isinstance(legal, ExchangeChoice)
    hand = person.session.view.hand
    count = lab.on_server(lambda: game.event_count)
    lab.advance(60)
    wait_moved(count)
    exchanged = next(
        e for e in lab.on_server(lambda: game.game.events[count:]) if isinstance(e, CardsExchanged)
    )
    assert exchanged.seat == person.session.seat and exchanged.count == 0
    lab.pump(lambda: person.session.view.exchanged[person.session.seat or 0] == 0)
    assert person.session.view.hand == hand
    # the other exchanges, then round 3: the first bets and calls for the showdown, the other bets
    person, legal = turn()
    assert isinstance(legal, ExchangeChoice)
    person.session.submit(calm(person.session, legal, random.Random()))
    person, legal = turn()
    assert isinstance(legal, BetChoice) and legal.showdown and person.session.view.round_no == 3
    person.session.submit(Bet(legal.seat, legal.minimum, showdown=True))
    lab.pump(lambda: person.session.legal is None and person.session.view.caller == legal.seat)
    person, legal = turn()
    person.session.submit(calm(person.session, legal, random.Random()))
    # the show timer shows the cards
    person, legal = turn()
    assert isinstance(legal, ShowChoice)
    count = lab.on_server(lambda: game.event_count)
    lab.advance(60)
    wait_moved(count)
    shown = next(e for e in lab.on_server(lambda: game.game.events[count:]) if isinstance(e, CardsShown))
    assert shown.seat == person.session.seat and shown.automatic
    person, legal = turn()
    person.session.submit(calm(person.session, legal, random.Random()))
    lab.pump(lambda: over(people, 1), what="the end of the game")

    # 30 s after a game: no start before
    master = lab.master(people)
    master.session.start()
    lab.pump(lambda: bool(master.session._errors))
    wait = master.session.take_errors()[0]
    assert wait.code == "wait" and wait.seconds == 30
    # the master's 3 minutes pass the role on
    lab.advance(179)
    lab.settle()
    assert lab.master(people) is master
    table = lab.table()
    seat = lab.on_server(lambda: table.master)
    lab.advance(1)
    lab.pump(lambda: lab.on_server(lambda: table.master) != seat, what="the role passes")
    successor = lab.master(people)
    assert successor is not master
    _chips_conserved(lab, 3)
    _start(lab, people, 2)  # the new game master starts the next game


def test_who_cannot_pay_the_ante_gets_a_fresh_stack_once_a_day(lab: Lab) -> None:
    people = people_of(lab, NAMES[:3])
    seat_everybody(lab, people, "european")
    _spend_all(lab, "Cora", keep=4)
    _start(lab, people, 1)
    cora = people[2]
    lab.pump(lambda: any(line.code == "fresh_stack" for line in cora.session.chat), what="the fresh stack")
    assert cora.session.seat is not None
    lab.pump(lambda: cora.session.balance == FRESH_STACK - 10)
    play(lab, people, random.Random(2), lambda: over(people, 1))
    lab.advance(30)
    _spend_all(lab, "Cora", keep=9)  # the same day: no second fresh stack, she sits out
    _start(lab, people, 2)
    lab.pump(lambda: any(line.code == "cannot_pay" for line in cora.session.chat), what="the notice")
    assert cora.session.seat is None and len(cora.session.view.names) == 2
    assert _balance(lab, "Cora") == 9


def test_who_leaves_a_people_only_table_is_not_said_to_be_replaced_by_a_computer(lab: Lab) -> None:
    people = people_of(lab, NAMES[:3])
    seat_everybody(lab, people, "european")
    _start(lab, people, 1)
    cora = people[2]
    cora.session.leave()
    lab.pump(lambda: any(line.code == "left" for line in people[0].session.chat), what="the leaving")
    lab.pump(lambda: people[0].session.view is not None and 2 not in people[0].session.view.in_game)
    lab.settle()
    codes = [line.code for line in people[0].session.chat]
    assert "replaced" not in codes, codes
    play(lab, people[:2], random.Random(4), lambda: over(people[:2], 1))
    assert "replaced" not in [line.code for line in people[1].session.chat]
    _chips_conserved(lab, 3)
