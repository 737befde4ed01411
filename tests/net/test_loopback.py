"""Whole token games over real sockets on 127.0.0.1: five people, a watcher, the game master,
refused moves, every timer (on the injected clock), a dropped and returning player, chat limits."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from game.engine import FULL_DECK, Exchange, NotYourTurnError, TokenPhase
from game.net.client import ConnectionState
from game.net.limits import Limits
from game.net.protocol import JsonValue, ProtocolError
from game.net.token.variant import TokenGame

from .helpers import Lab, Person, play_turns, seat_everybody

NAMES = ("Anna", "Bert", "Cora", "Dirk", "Emil")


def _table_of(lab: Lab, people: list[Person], **options: JsonValue) -> None:
    seat_everybody(lab, people, "token", **options)


def _server_game(lab: Lab, table: int = 1) -> TokenGame:
    game = lab.table(table).game
    assert isinstance(game, TokenGame)
    return game


def _all_over(people: list[Person], game_no: int) -> bool:
    return all(
        p.session.has_game and p.session.game_no == game_no and p.session.table.is_over for p in people
    )


def _codes(person: Person, lab: Lab, *expected: str) -> list[str]:
    lab.pump(lambda: bool(person.session._errors), what=f"an error for {person.name}")
    codes = person.errors()
    assert list(expected) == codes[: len(expected)], codes
    return codes


def test_five_players_and_a_watcher_play_whole_games(lab: Lab) -> None:
    people = [lab.person(name) for name in NAMES]
    _table_of(lab, people, tokens=2, rules="standard")
    finn = lab.person("Finn")
    assert finn.session.sit(1)
    _codes(finn, lab, "table_full")  # a sixth player cannot sit
    assert finn.session.watch(1)
    lab.pump(lambda: finn.session.seating is not None and finn.session.seating.spectators == 1)
    assert [seat.name for seat in finn.session.seating.seats if seat] == list(NAMES)

    people[1].session.start()
    _codes(people[1], lab, "not_master")  # only the game master starts
    assert people[0].session.seating is not None and people[0].session.seating.i_am_master
    people[0].session.start()
    lab.pump(lambda: all(p.session.game_no == 1 for p in people + [finn]), what="the first game")
    assert [p.seat for p in people] == [0, 1, 2, 3, 4]
    assert finn.seat is None and finn.session.people == ()

    everybody = people + [finn]
    rng = random.Random(3)
    play_turns(lab, people, rng, lambda: _all_over(everybody, 1))
    server_game = _server_game(lab).game
    for person in everybody:
        table = person.session.table
        assert table.placements == server_game.placements
        assert table.winner == server_game.winner
        assert len(table.history) == len(server_game.history)
        assert [s.tokens for s in table.seats] == [s.tokens for s in server_game.seats]
    # everybody saw the whole game as events: the rounds, each seat's exchange, the end
    for person in everybody:
        events = person.session.events_after(0)
        assert type(events[-1]).__name__ == "GameOver"
        assert len(events) == len(server_game.events)

    # the game master passed on (after the game, or when out of tokens); the next game waits 30 s
    master = lab.master(people)
    assert sum(1 for p in people if p.session.seating is not None and p.session.seating.i_am_master) == 1
    master.session.start()
    lab.pump(lambda: bool(master.session._errors))
    wait = master.session.take_errors()[0]
    assert wait.code == "wait" and wait.seconds == 30
    lab.advance(30)
    master.session.start()
    lab.pump(lambda: all(p.session.game_no == 2 for p in everybody), what="the second game")
    play_turns(lab, people, rng, lambda: _all_over(everybody, 2))
    assert lab.on_server(lambda: lab.server.audit().ok)


def test_out_of_turn_illegal_and_malformed_moves_are_refused_and_change_nothing(lab: Lab) -> None:
    people = [lab.person(name) for name in NAMES[:3]]
    _table_of(lab, people)
    watcher = lab.person("Finn")
    watcher.session.watch(1)
    people[0].session.start()
    lab.pump(lambda: all(p.session.has_game for p in people))
    game = _server_game(lab)
    count = lab.on_server(lambda: game.event_count)
    current = lab.on_server(lambda: game.current)
    mover = next(p for p in people if p.seat == current)
    other = next(p for p in people if p.seat != current)
    # the game record may reach a client before the deal's events do: wait for the cards
    lab.pump(lambda: len(mover.session.table.hand(current)) == 5)
    hand = mover.session.table.hand(current)
    foreign = next(card for card in FULL_DECK if card not in hand)

    other.client.send("act", action={"kind": "exchange", "cards": ""})
    _codes(other, lab, "illegal")  # not its turn
    mover.client.send("act", action={"kind": "exchange", "cards": str(foreign)})
    _codes(mover, lab, "illegal")  # not its card
    mover.client.send("act", action={"kind": "exchange", "cards": f"{hand[0]} {hand[0]}"})
    _codes(mover, lab, "illegal")  # a card twice
    mover.client.send("act", action={"kind": "fold"})
    _codes(mover, lab, "bad_field")
    mover.client.send("act", action={"kind": "exchange", "cards": "Zz"})
    _codes(mover, lab, "bad_field")
    watcher.client.send("act", action={"kind": "exchange", "cards": ""})
    _codes(watcher, lab, "not_playing")
    with pytest.raises(NotYourTurnError):  # the session checks before it sends
        other.session.submit(Exchange(other.seat or 0, ()))
    assert lab.on_server(lambda: (game.event_count, game.current)) == (count, current)
    mover.session.submit(Exchange(current, hand[:2]))
    lab.pump(lambda: lab.on_server(lambda: game.event_count) > count)


def test_every_timer_fires_on_the_injected_clock(lab: Lab) -> None:
    anna, bert = lab.person("Anna"), lab.person("Bert")
    _table_of(lab, [anna, bert], tokens=1)
    # game master: 3 minutes without a start pass the role on
    assert anna.session.seating is not None and anna.session.seating.timers.master == 180
    lab.advance(179)
    lab.settle()
    assert lab.table().master == 0
    lab.advance(1)
    lab.pump(
        lambda: bert.session.seating is not None and bert.session.seating.i_am_master, what="master passes"
    )
    bert.session.start()
    lab.pump(lambda: anna.session.has_game and bert.session.has_game)
    game = _server_game(lab)
    # move: one minute, then the seat keeps its cards
    first = lab.on_server(lambda: game.current)
    lab.advance(60)
    lab.pump(lambda: lab.on_server(lambda: game.current) != first, what="the move timer")
    exchange = lab.on_server(lambda: game.game.events[-1])
    assert type(exchange).__name__ == "Exchanged" and exchange.seat == first and exchange.positions == ()
    lab.pump(lambda: any(line.code == "timeout" for line in anna.session.chat), what="the timeout notice")
    lab.advance(60)  # the second seat times out too: the showdown follows
    lab.pump(lambda: lab.on_server(lambda: game.round_over or game.is_over), what="the showdown")
    # (the round pause is `test_round_timer_...`, the pause after a game `test_five_players_...`,
    # the grace period `test_after_the_grace_period_...`)


def _keep_all_on_turn(lab: Lab, people: tuple[Person, ...]) -> None:
    lab.pump(lambda: any(p.session.legal_actions(p.seat or 0) for p in people), what="a turn")
    mover = next(p for p in people if p.session.legal_actions(p.seat or 0))
    mover.session.submit(Exchange(mover.seat or 0, ()))
    lab.pump(lambda: not mover.session.legal_actions(mover.seat or 0) and not mover.session._pending)


def test_round_timer_deals_on_when_nobody_says_seen(lab: Lab) -> None:
    anna, bert = lab.person("Anna"), lab.person("Bert")
    _table_of(lab, [anna, bert], tokens=5)
    anna.session.start()
    lab.pump(lambda: anna.session.has_game and bert.session.has_game)
    game = _server_game(lab)
    for _ in range(2):
        _keep_all_on_turn(lab, (anna, bert))
    lab.pump(lambda: lab.on_server(lambda: game.round_over), what="the showdown")
    lab.advance(19)
    lab.settle()
    assert lab.on_server(lambda: game.round_over)
    lab.advance(1)
    lab.pump(lambda: lab.on_server(lambda: game.game.phase) is TokenPhase.EXCHANGE, what="the next round")
    assert lab.on_server(lambda: game.game.round_no) == 2


def test_a_dropped_player_returns_to_the_seat_and_misses_nothing(lab: Lab) -> None:
    people = [lab.person(name) for name in NAMES[:3]]
    _table_of(lab, people, tokens=3)
    people[0].session.start()
    lab.pump(lambda: all(p.session.has_game for p in people))
    cora = people[2]
    before = len(cora.session.events_after(0))
    cora.client.drop()
    lab.pump(
        lambda: (
            people[0].session.seating is not None
            and people[0].session.seating.seats[2] is not None
            and not people[0].session.seating.seats[2].connected
        ),
        what="the others see the drop",
    )
    lab.pump(
        lambda: (
            cora.session.connection is ConnectionState.CONNECTED
            and cora.client.state is ConnectionState.CONNECTED
        )
    )
    lab.pump(
        lambda: (
            people[0].session.seating is not None
            and people[0].session.seating.seats[2] is not None
            and people[0].session.seating.seats[2].connected
        ),
        what="the seat is back",
    )
    assert cora.session.seating is not None and cora.session.seating.me == 2
    assert cora.session.game_no == 1 and cora.seat == 2
    # the game goes on with her; her event stream has no gap
    play_turns(lab, people, random.Random(5), lambda: _all_over(people, 1))
    server = _server_game(lab)
    mine = lab.on_server(lambda: server.game.events_for(2, 0))
    assert len(cora.session.events_after(0)) == len(mine)
    assert before <= len(mine)


def test_missed_events_are_sent_again_after_a_reconnect(lab: Lab) -> None:
    people = [lab.person(name) for name in NAMES[:3]]
    _table_of(lab, people, tokens=3)
    people[0].session.start()
    lab.pump(lambda: all(p.session.has_game for p in people))
    game = _server_game(lab)
    current = lab.on_server(lambda: game.current)
    absent = next(p for p in people if p.seat != current)
    absent.client._backoff = type(absent.client._backoff)(first=1.0, longest=1.0, tries=5)
    absent.client.drop()
    lab.pump(lambda: absent.session.connection is ConnectionState.RECONNECTING, what="the drop")
    mover = next(p for p in people if p.seat == current)
    count = lab.on_server(lambda: game.event_count)
    mover.session.submit(Exchange(current, ()))
    lab.pump(lambda: lab.on_server(lambda: game.event_count) > count)
    lab.pump(lambda: absent.session.connection is ConnectionState.CONNECTED)
    lab.pump(
        lambda: absent.session._known() == lab.on_server(lambda: game.event_count), what="the missed events"
    )
    seat = absent.seat
    assert [type(e).__name__ for e in absent.session.events_after(0)] == [
        type(e).__name__ for e in lab.on_server(lambda: game.game.events_for(seat, absent.session._base))
    ]


def test_after_the_grace_period_a_computer_plays_the_seat_on(lab: Lab) -> None:
    people = [lab.person(name) for name in NAMES[:3]]
    _table_of(lab, people, tokens=2)
    people[0].session.start()
    lab.pump(lambda: all(p.session.has_game for p in people))
    cora = people.pop()
    cora.close()
    lab.people.remove(cora)
    lab.pump(lambda: any(line.code == "dropped" for line in people[0].session.chat), what="the drop")
    lab.advance(59)
    lab.settle()
    assert lab.table()._slots[2] is not None
    lab.advance(1)
    lab.pump(lambda: any(line.code == "removed" for line in people[0].session.chat), what="removal")
    lab.pump(lambda: people[0].session.seating is not None and people[0].session.seating.seats[2] is None)
    assert any(line.code == "replaced" for line in people[0].session.chat)
    play_turns(lab, people, random.Random(9), lambda: _all_over(people, 1))


def test_a_second_connection_of_the_same_account_takes_over(lab: Lab) -> None:
    anna, bert = lab.person("Anna"), lab.person("Bert")
    _table_of(lab, [anna, bert])
    anna.session.start()
    lab.pump(lambda: anna.session.has_game)
    again = lab.person("anna", create=False)  # names are one account regardless of case
    lab.pump(lambda: anna.session.connection is ConnectionState.LOST, what="the old connection ends")
    assert anna.session.lost_code == "replaced"
    lab.pump(lambda: again.session.has_game and again.session.seating is not None)
    assert again.seat == 0 and again.session.seating is not None and again.session.seating.me == 0


def test_log_in_problems_are_told_and_end_the_connection(lab: Lab) -> None:
    lab.person("Anna")
    wrong = lab.person("Anna", create=False, password="falsch-999")
    lab.pump(lambda: wrong.session.connection is ConnectionState.LOST)
    assert wrong.session.lost_code == "auth"
    taken = lab.person("ANNA")
    lab.pump(lambda: taken.session.connection is ConnectionState.LOST)
    assert taken.session.lost_code == "name_taken"
    bad = lab.person("   ")
    lab.pump(lambda: bad.session.connection is ConnectionState.LOST)
    assert bad.session.lost_code == "name"
    short = lab.person("Kurt", password="kurz")
    lab.pump(lambda: short.session.connection is ConnectionState.LOST)
    assert short.session.lost_code == "password"


def test_chat_and_message_limits_hold(tmp_path: Path) -> None:
    lab = Lab(tmp_path / "db.sqlite3", limits=Limits())
    try:
        anna, bert = lab.person("Anna"), lab.person("Bert")
        _table_of(lab, [anna, bert])
        for i in range(5):
            assert anna.session.say(f"Hallo {i}")
        anna.session.say("zu viel")
        _codes(anna, lab, "chat_rate")
        lab.pump(lambda: sum(1 for line in bert.session.chat if line.kind == "user") == 5)
        lab.advance(2.0)  # half a message per second: one more
        anna.session.say("wieder da")
        lab.pump(lambda: any(line.text == "wieder da" for line in bert.session.chat))
        with pytest.raises(ProtocolError):
            anna.session.say("x" * 201)
        with pytest.raises(ProtocolError):
            anna.session.say("   ")
        lab.advance(10)
        anna.client.send_raw(json.dumps({"type": "chat", "text": "x" * 201}))
        _codes(anna, lab, "bad_field")
        anna.client.send_raw(json.dumps({"type": "chat", "text": "a\u0000b"}))
        _codes(anna, lab, "chat_text")
        anna.client.send_raw(json.dumps({"type": "chat", "text": "y" * 5000}))
        _codes(anna, lab, "too_big")
        # the message rate: 40 at once pass, the other 20 are dropped and answered by one error
        for _ in range(60):
            bert.client.send("ping")
        lab.pump(lambda: any('"code":"rate"' in t for t in bert.messages()), what="the rate error")
        lab.advance(1)  # 20 tokens again: the next ping passes (and comes after all 60)
        bert.client.send("ping")
        lab.pump(lambda: sum(1 for t in bert.messages() if "\"type\":\"pong\"" in t) >= 41)
        pongs = sum(1 for t in bert.messages() if "\"type\":\"pong\"" in t)
        # 40 of the burst and the one after; the server's buckets refill by real time while the
        # 60 arrive, so a few more may pass - never all of them
        assert 41 <= pongs < 61, pongs
        assert sum(1 for t in bert.messages() if "\"code\":\"rate\"" in t) == 1
    finally:
        lab.close()


def test_the_lobby_lists_tables_and_people_stand_up_watch_and_leave(lab: Lab) -> None:
    anna, bert, cora = (lab.person(name) for name in NAMES[:3])
    _table_of(lab, [anna, bert], tokens=4, computers=2, level="profi")
    cora.session.refresh_tables()
    lab.pump(lambda: len(cora.session.tables) == 1)
    row = cora.session.tables[0]
    assert (row.variant, row.seats, row.max_seats, row.running, row.spectators) == ("token", 4, 5, False, 0)
    assert row.options["computers"] == 2 and row.options["level"] == "profi"
    anna.session.start()
    lab.pump(lambda: anna.session.has_game)
    assert [s.human for s in anna.session.table.config.seats] == [True, True, False, False]
    cora.session.watch(1)
    lab.pump(lambda: cora.session.has_game and cora.session.seating is not None)
    assert cora.session.people == ()
    bert.session.stand()  # Bert watches on; a computer plays his seat
    lab.pump(lambda: bert.session.seating is not None and bert.session.seating.me is None)
    lab.pump(lambda: any(line.code == "replaced" for line in anna.session.chat))
    cora.session.sit(1)  # Bert's seat is free: Cora plays from the next game on
    lab.pump(lambda: cora.session.seating is not None and cora.session.seating.me == 1)
    assert cora.session.seating.seats[1] is not None and not cora.session.seating.seats[1].playing
    cora.session.refresh_tables()
    lab.pump(
        lambda: (
            cora.session.tables and cora.session.tables[0].spectators == 1 and cora.session.tables[0].running
        )
    )
    cora.session.leave()
    lab.pump(lambda: cora.session.seating is None and not cora.session.has_game)
    bert.session.leave()
    anna.session.leave()
    lab.pump(lambda: anna.session.seating is None and bert.session.seating is None)
    cora.session.refresh_tables()
    lab.pump(lambda: '"tables":[]' in cora.messages()[-1], what="the closed table gone from the lobby")


def test_a_client_of_another_protocol_version_is_told_so(lab: Lab) -> None:
    for version, age in ((0, "older"), (2, "newer")):
        with connect(lab.url) as ws:
            ws.send(json.dumps({"type": "hello", "v": version, "name": "Olga", "password": "geheim-123"}))
            reply = json.loads(ws.recv(5))
            assert reply["code"] == "version" and f"{age} one" in reply["message"]
            with pytest.raises(ConnectionClosed):  # and the connection ends
                ws.recv(5)
