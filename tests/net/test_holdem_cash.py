"""Texas Hold'em cash tables over real loopback connections: whole sessions at 2, 6 and 10 seats in
each structure with people joining (waiting for the big blind or posting one) and leaving mid-session,
sitting out and coming back, topping up, all-ins with side pots; every frame checked for leaked
cards (the people of one seat told apart), the ledger audited and every balance the start plus what
the engine says the person won and lost."""

from __future__ import annotations

import json
import random
import threading
from collections.abc import Callable
from functools import partial
from typing import Any

import pytest

from game.engine.betting import BlindPosted, PotAwarded
from game.engine.holdem import HandOver, HandStarted, SeatTaken
from game.engine.holdem.seating import deal_plan, next_button, regular_seats
from game.net.holdem.cash import AWAY_ORBITS, CashTableGame
from game.net.holdem.variant import HoldemVariant
from game.net.ledger import START_STACK

from .helpers import Lab
from .holdem_helpers import Bot, calm, choose, play, pump
from .holdem_leaks import HoldemTruth, check_holdem_frames, holdem_truth

NAMES = ["Anna", "Bert", "Carla", "Dora", "Emil", "Fritz", "Greta", "Hugo", "Ida", "Jonas", "Karl", "Lena"]
STAKES = {"format": "cash", "big_blind": 20, "min_buy_in": 200, "max_buy_in": 1000}


def _game(lab: Lab) -> CashTableGame:
    game = lab.table(1).game
    assert isinstance(game, CashTableGame)
    return game


def _hand(lab: Lab) -> int:
    game = _game(lab)
    return int(lab.on_server(lambda: game.game.hand_no))


def _betting(lab: Lab) -> bool:
    game = _game(lab)
    return bool(lab.on_server(lambda: game.current is not None))


def _between(lab: Lab) -> bool:
    game = _game(lab)
    return bool(lab.on_server(lambda: game.current is None))


def _waiting(lab: Lab) -> bool:
    game = _game(lab)
    return bool(lab.on_server(lambda: game.waiting_for_players))


def _balances(lab: Lab, names: list[str]) -> dict[str, int]:
    def read() -> dict[str, int]:
        accounts = {account.name: account for account in lab.server.accounts.all()}
        return {name: lab.server.ledger.balance(accounts[name].holder) for name in names}

    result: dict[str, int] = lab.on_server(read)
    return result


def _won_and_lost(events: list[object], truth: HoldemTruth) -> dict[str, int]:
    """Per person, the chips won minus lost over the session, from the engine's log alone."""
    net: dict[str, int] = {}
    start: HandStarted | None = None
    number = -1
    for event in events:
        if isinstance(event, HandStarted):
            start, number = event, number + 1
        elif isinstance(event, HandOver) and start is not None:
            for seat, before in zip(start.seats, start.stacks):
                name = truth.owners[number][seat]
                net[name] = net.get(name, 0) + event.stacks[seat] - before
    return net


def _sit(bots: list[Bot], wake: threading.Event, bot: Bot, **fields: Any) -> None:
    bot.send("sit", table=1, **fields)
    pump(
        bots, wake, lambda: bot.table is not None and bot.table.get("me") is not None, what=f"{bot.name} sits"
    )


def _stacks_of(bot: Bot) -> int:
    view = bot.view
    assert view is not None and view["seat"] is not None
    return int(view["stacks"][view["seat"]])


def _playing(
    lab: Lab, wake: threading.Event, players: list[Bot], rng: random.Random
) -> Callable[[int], None]:
    """Play on until hand ``number``: heads-up calmly (a bust would end the session), else now and
    then all in."""

    def move(view: dict[str, Any], inner: random.Random) -> dict[str, Any]:
        return calm(view, inner) if len(players) <= 2 else choose(view, inner, 0.2)

    def until_hand(number: int) -> None:
        play(
            players,
            wake,
            rng,
            lambda: _hand(lab) >= number,
            idle=lambda: lab.advance(21),
            timeout=90,
            move=move,
        )

    return until_hand


def _shove(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """All in (in limit: every raise there is), or call."""
    legal = view["legal"]
    if legal["raise_max"] is not None:
        return {"kind": "raise", "amount": legal["raise_max"]}
    return {"kind": "call"} if legal["call"] is not None else {"kind": "check"}


@pytest.mark.parametrize("structure", ["no-limit", "pot-limit", "limit"])
@pytest.mark.parametrize("seats", [2, 6, 10])
def test_a_cash_session(lab: Lab, bots: list[Bot], wake: threading.Event, seats: int, structure: str) -> None:
    rng = random.Random(f"{seats}{structure}")
    first = seats if seats == 2 else seats - 2  # room for a newcomer waiting and one posting
    people = [Bot(lab.url, name, wake) for name in NAMES[: first + 2]]
    bots.extend(people)
    watcher = Bot(lab.url, "Zoe", wake)
    bots.append(watcher)
    bought: dict[str, int] = {}
    opener = people[0]
    opener.send(
        "open", variant="holdem", options={**STAKES, "seats": seats, "structure": structure}, buy_in=1000
    )
    pump(bots, wake, lambda: opener.table is not None, what="the table opens")
    bought[opener.name] = 1000
    for bot in people[1:first]:
        chips = rng.choice([200, 300, 1000])
        _sit(bots, wake, bot, buy_in=chips)
        bought[bot.name] = chips
    watcher.send("watch", table=1)
    seated = people[:first]
    pump(bots, wake, lambda: all(bot.view is not None for bot in seated + [watcher]), what="the first hand")
    first_game = _game(lab)
    assert lab.on_server(lambda: first_game.game.button) == 0  # the first to sit has the button
    until_hand = _playing(lab, wake, seated, rng)
    until_hand(3)

    away = seated[1]
    away.send("act", action={"kind": "sit_out"})
    if seats == 2:
        # the hand running plays out; then there is nobody to play against: the table waits
        play(seated, wake, rng, lambda: _waiting(lab), idle=lambda: lab.advance(21), move=calm)
        away.send("act", action={"kind": "sit_in", "post": False})
        until_hand(_hand(lab) + 2)
        # the second player stands up in the middle of a hand; a newcomer takes the seat after it
        play(seated, wake, rng, lambda: _betting(lab), idle=lambda: lab.advance(21))
        away.send("stand")
        pump(bots, wake, lambda: bool(away.table and away.table.get("me") is None), what="standing up")
        newcomer = people[2]
        pump(bots, wake, lambda: _between(lab) or _hand(lab) > 50, what="the hand's end")  # folded at once
        _sit(bots, wake, newcomer, buy_in=500)
        bought[newcomer.name] = 500
        newcomer.send("resync", game=1, since=0)  # the whole session again: the seat's old hands blind
        pump(bots, wake, lambda: any('"at":0,' in f for f in newcomer.frames()), what="the resync")
        seated = [seated[0], newcomer]
    else:
        waiting, posting = people[first], people[first + 1]
        _sit(bots, wake, waiting, buy_in=400)  # waits for the big blind
        _sit(bots, wake, posting, buy_in=1000, post=True)  # plays the next hand for a big blind
        bought[waiting.name], bought[posting.name] = 400, 1000
        seated = seated + [waiting, posting]
        until_hand = _playing(lab, wake, seated, rng)
        until_hand(_hand(lab) + 2)
        away.send("act", action={"kind": "sit_in"})
        # one stands up in the middle of a hand (folds on the turn, the seat frees at the hand's end)
        play(seated, wake, rng, lambda: _betting(lab), idle=lambda: lab.advance(21))
        leaver = seated[2]
        leaver.send("stand")
        pump(bots, wake, lambda: bool(leaver.table and leaver.table.get("me") is None), what="standing up")
        seated = [bot for bot in seated if bot is not leaver]
    until_hand = _playing(lab, wake, seated, rng)
    until_hand(_hand(lab) + 2)
    # a top-up between hands (at the hand's end when asked during one)
    topper = min(seated, key=_stacks_of)
    room = 1000 - _stacks_of(topper)
    if room > 0:
        topper.send("act", action={"kind": "top_up", "chips": room})
        bought[topper.name] += room
    until_hand(_hand(lab) + 2)
    if seats > 2:  # one hand where everybody goes all in: side pots; the busted buy in again
        play(seated, wake, rng, lambda: _betting(lab), idle=lambda: lab.advance(21))
        number = _hand(lab)
        play(seated, wake, rng, lambda: _hand(lab) > number, idle=lambda: lab.advance(21), move=_shove)
        pump(
            bots,
            wake,
            lambda: all(bot.view and bot.view["hand"] > number for bot in seated),
            what="the views",
        )
        for bot in seated:
            if _stacks_of(bot) == 0 and (bot.balance or 0) >= 200:
                chips = min(1000, bot.balance or 0)
                bot.send("act", action={"kind": "top_up", "chips": chips})
                bought[bot.name] += chips
        until_hand(_hand(lab) + 2)

    # everybody stands up: the session ends, its ledger game closes with an empty pot
    for bot in seated:
        bot.send("stand")
    table = lab.table(1)
    pump(bots, wake, lambda: not lab.on_server(lambda: table.running), what="the session's end")

    game = _game(lab)
    events = list(lab.on_server(lambda: game.game.events))
    names = [seat.name if seat is not None else None for seat in game.game.config.seats]
    truth = holdem_truth(events, names)
    everybody = list(bought)
    balances = _balances(lab, everybody)
    net = _won_and_lost(events, truth)
    assert balances == {name: START_STACK + net.get(name, 0) for name in everybody}
    assert sum(balances.values()) == START_STACK * len(everybody)  # no chip created or lost
    audit = lab.on_server(lambda: lab.server.audit())
    assert audit.ok, audit.problems
    assert any(isinstance(e, SeatTaken) for e in events)  # people joined mid-session
    if seats > 2:
        assert any(isinstance(e, PotAwarded) and e.index > 0 for e in events)  # side pots
    for bot in people + [watcher]:
        if bot.name in bought or bot is watcher:
            assert check_holdem_frames(bot.frames(), truth, bot.name) > 0
        assert not [e for e in bot.errors if e["code"] not in ("illegal",)], bot.errors


def test_cash_stakes_are_checked_shown_in_the_lobby_and_bound_the_buy_in(
    lab: Lab, bots: list[Bot], wake: threading.Event
) -> None:
    anna, bert = Bot(lab.url, "Anna", wake), Bot(lab.url, "Bert", wake)
    bots.extend([anna, bert])
    for bad in (
        {"min_buy_in": 100},
        {"max_buy_in": 300, "min_buy_in": 400},
        {"stack": 1000},
        {"format": "x"},
    ):
        mark = len(anna.frames())
        anna.send("open", variant="holdem", options={**STAKES, **bad})
        pump(bots, wake, lambda m=mark: any('"error"' in f for f in anna.frames()[m:]), what="the refusal")
        assert json.loads(anna.frames()[-1])["code"] == "options"
    anna.send("open", variant="holdem", options={**STAKES, "seats": 3}, buy_in=600)
    pump(bots, wake, lambda: anna.table is not None, what="the table")
    bert.send("list")
    pump(bots, wake, lambda: any('"tables"' in f for f in bert.frames()), what="the lobby")
    (row,) = json.loads(next(f for f in bert.frames() if '"tables"' in f))["tables"]
    assert row["options"] == {**STAKES, "seats": 3, "structure": "no-limit"}
    for wrong, code in ((150, "bad_field"), (1001, "bad_field"), (None, None)):
        mark = len(bert.frames())
        bert.send("sit", table=1, **({} if wrong is None else {"buy_in": wrong}))
        if code is None:
            pump(bots, wake, lambda: bert.view is not None, what="the session")
        else:
            pump(
                bots, wake, lambda m=mark: any('"error"' in f for f in bert.frames()[m:]), what="the refusal"
            )
            assert json.loads(bert.frames()[-1])["code"] == code
    # without a buy-in: the most the balance allows, up to the maximum
    pump(bots, wake, lambda: anna.view is not None and anna.view["hand"] == bert.view["hand"], what="both")
    assert bert.view is not None and bert.view["stacks"][1] in (980, 990, 1000)  # a blind may be posted
    assert anna.view is not None and sum(anna.view["stacks"]) + anna.view["pot"] == 1600


def test_a_seat_sitting_out_too_long_is_freed_with_its_chips(
    lab: Lab, bots: list[Bot], wake: threading.Event
) -> None:
    people = [Bot(lab.url, name, wake) for name in NAMES[:3]]
    bots.extend(people)
    people[0].send("open", variant="holdem", options={**STAKES, "seats": 3}, buy_in=500)
    pump(bots, wake, lambda: people[0].table is not None, what="the table")
    for bot in people[1:]:
        _sit(bots, wake, bot, buy_in=500)
    pump(bots, wake, lambda: all(bot.view is not None for bot in people), what="the first hand")
    away = people[2]
    away.send("act", action={"kind": "sit_out"})
    pump(bots, wake, lambda: 2 in (away.view or {}).get("cash", {}).get("away", []), what="sitting out")
    rng = random.Random(5)
    players = people[:2]
    start = _hand(lab)
    frames = len(away.frames())
    play(
        players,
        wake,
        rng,
        lambda: any('"code":"freed"' in f for f in away.frames()[frames:]),
        idle=lambda: lab.advance(21),
        move=calm,  # nobody busts: two players stay dealt in
    )
    # two players dealt in: half an orbit a hand, so the third orbit ends 6 hands on (7 with the one running)
    assert _hand(lab) - start in (2 * AWAY_ORBITS, 2 * AWAY_ORBITS + 1)
    pump(bots, wake, lambda: bool(away.table and away.table["seats"][2] is None), what="the seat freed")
    assert _balances(lab, [away.name])[away.name] == START_STACK  # it lost no hand: every chip is back
    for bot in players:  # the others stand up (the running hand: folded), the session ends
        bot.send("stand")
    table = lab.table(1)
    pump(bots, wake, lambda: not lab.on_server(lambda: table.running), what="the session's end")
    assert sum(_balances(lab, [bot.name for bot in people]).values()) == 3 * START_STACK
    audit = lab.on_server(lambda: lab.server.audit())
    assert audit.ok, audit.problems


def test_a_posted_hand_has_no_phh_and_a_player_who_left_keeps_their_hands() -> None:
    options = HoldemVariant().parse_options({**STAKES, "seats": 4})
    people = {0: ("Anna", "p:1", 500), 1: ("Bert", "p:2", 500), 2: ("Carla", "p:3", 500)}
    game = CashTableGame(4, people, options, random.Random(2), 0, lambda holder: START_STACK)

    def hand() -> None:
        game.next_round()
        while game.current is not None:
            game.act_timeout(game.current)  # checks or folds: nobody busts

    hand()
    hand()
    game.sit(3, "Dora", "p:4", 400, True)  # posts at once: in the small blind's place, topped up
    hand()
    started = [e for e in game.game.events if isinstance(e, HandStarted)]
    assert 3 in started[-1].seats  # dealt in at once: not in the big blind's place, so a post
    records, after = game.hands_of("p:4", 0, 10)
    assert after == 3 and [r["hand"] for r in records] == [3]  # her hands only
    assert records[0]["phh"].startswith("# hand 3: a newcomer's post")
    game.remove(0)  # Anna leaves between hands: her seat frees at once
    hand()
    assert game.seat_free(0)
    mine, _ = game.hands_of("p:1", 0, 10)
    assert [r["hand"] for r in mine] == [1, 2, 3]  # still hers to download after she left
    for record in mine:  # her own hole cards, the others' hidden (nobody showed: all folded or checked)
        dealt = [line for line in str(record["phh"]).splitlines() if "d dh" in line]
        if dealt:
            assert sum("????" not in line for line in dealt) == 1
    assert [r["hand"] for r in game.hands_of("p:2", 0, 10)[0]] == [1, 2, 3, 4]


def test_the_opener_closes_the_table_once_nobody_sits(
    lab: Lab, bots: list[Bot], wake: threading.Event
) -> None:
    anna, bert = Bot(lab.url, "Anna", wake), Bot(lab.url, "Bert", wake)
    bots.extend([anna, bert])
    anna.send("open", variant="holdem", options={**STAKES, "seats": 2}, buy_in=500)
    pump(bots, wake, lambda: anna.table is not None, what="the table")
    _sit(bots, wake, bert, buy_in=500)

    def refused(bot: Bot, code: str) -> None:
        mark = len(bot.frames())
        bot.send("close")
        pump(bots, wake, lambda: any('"error"' in f for f in bot.frames()[mark:]), what="the refusal")
        assert json.loads(bot.frames()[-1])["code"] == code

    refused(bert, "not_master")  # not the opener
    refused(anna, "running")  # people sit at it
    for bot in (anna, bert):
        bot.send("stand")
    table = lab.table(1)
    pump(bots, wake, lambda: not lab.on_server(lambda: table.running), what="the session's end")
    refused(bert, "not_master")
    anna.send("close")
    gone = '"type":"gone","table":1,"reason":"closed"'
    pump(bots, wake, lambda: all(any(gone in f for f in bot.frames()) for bot in bots), what="the close")
    assert lab.on_server(lambda: dict(lab.server.lobby.tables)) == {}
    audit = lab.on_server(lambda: lab.server.audit())
    assert audit.ok and sum(_balances(lab, ["Anna", "Bert"]).values()) == 2 * START_STACK


def test_a_dropped_player_keeps_the_seat_for_the_grace_period_then_it_is_freed(
    lab: Lab, bots: list[Bot], wake: threading.Event
) -> None:
    people = [Bot(lab.url, name, wake) for name in NAMES[:3]]
    bots.extend(people)
    people[0].send("open", variant="holdem", options={**STAKES, "seats": 3}, buy_in=500)
    pump(bots, wake, lambda: people[0].table is not None, what="the table")
    for bot in people[1:]:
        _sit(bots, wake, bot, buy_in=500)
    pump(bots, wake, lambda: all(bot.view is not None for bot in people), what="the first hand")
    rng = random.Random(8)
    play(people, wake, rng, lambda: _hand(lab) >= 3 and _betting(lab), move=calm)
    gone, players = people[2], people[:2]
    gone.drop()  # in the middle of a hand
    table = lab.table(1)
    pump(bots, wake, lambda: lab.on_server(lambda: 2 in table._deadlines.grace), what="the grace period")
    assert lab.on_server(lambda: table._slots[2] is not None)  # the seat is kept meanwhile
    lab.advance(61)  # the grace period runs out (the move timers too): the seat is freed
    pump(bots, wake, lambda: bool(players[0].table and players[0].table["seats"][2] is None), what="freed")
    play(players, wake, rng, lambda: _hand(lab) >= 6, idle=lambda: lab.advance(21), move=calm)
    for bot in players:
        bot.send("stand")
    pump(bots, wake, lambda: not lab.on_server(lambda: table.running), what="the session's end")
    game = _game(lab)
    events = list(lab.on_server(lambda: game.game.events))
    truth = holdem_truth(events, [seat.name if seat else None for seat in game.game.config.seats])
    net = _won_and_lost(events, truth)
    balances = _balances(lab, [bot.name for bot in people])
    assert balances == {bot.name: START_STACK + net.get(bot.name, 0) for bot in people}
    assert sum(balances.values()) == 3 * START_STACK
    audit = lab.on_server(lambda: lab.server.audit())
    assert audit.ok, audit.problems


def test_a_cash_table_arms_no_start_countdown(lab: Lab, bots: list[Bot], wake: threading.Event) -> None:
    """A cash table starts by itself with two people: no game master's start countdown is sent or
    runs out, and nobody is announced as its game master (no "master" notice) - opened, or after
    its session ended; a sit-and-go table keeps its countdown and its game master."""
    anna, bert, cora = Bot(lab.url, "Anna", wake), Bot(lab.url, "Bert", wake), Bot(lab.url, "Cora", wake)
    bots.extend([anna, bert, cora])
    anna.send("open", variant="holdem", options={**STAKES, "seats": 3}, buy_in=500)
    pump(bots, wake, lambda: anna.table is not None, what="the table")
    assert anna.table is not None and anna.table["timers"]["master"] is None
    lab.advance(500)  # far past the game master's 3 minutes: nothing runs out
    _sit(bots, wake, bert, buy_in=500)
    for bot in (anna, bert):
        bot.send("stand")
    table = lab.table(1)
    pump(bots, wake, lambda: not lab.on_server(lambda: table.running), what="the session's end")

    def passed_on() -> set[int]:
        """The numbers of the "master" notices Anna (watching on) received."""
        frames = [json.loads(f) for f in anna.frames()]
        return {m["no"] for m in frames if m.get("type") == "chat" and m.get("code") == "master"}

    # everything said on standing up (the role passed on, the lines replayed to a new watcher)
    # has arrived once a ping sent now is answered
    marks = len(anna.frames())
    anna.send("ping")
    pump(bots, wake, lambda: any('"type":"pong"' in f for f in anna.frames()[marks:]), what="the pong")
    before = passed_on()
    assert before == set()  # nobody leads a cash table's game
    lab.advance(500)  # far past the game master's 3 minutes: the role is not passed on by a timer
    cora.send("watch", table=1)
    pump(bots, wake, lambda: cora.table is not None, what="Cora watches")
    assert cora.table is not None and cora.table["timers"]["master"] is None
    assert lab.on_server(lambda: table._deadlines.master) is None
    assert passed_on() == before
    # a sit-and-go table (the same variant) counts its game master's time as before
    cora.send("leave")
    cora.send("open", variant="holdem", options={"seats": 3, "stack": 400})
    pump(bots, wake, lambda: cora.table is not None and cora.table["table"] == 2, what="the sit-and-go")
    assert not cora.errors and cora.table is not None and cora.table["timers"]["master"] is not None
    marks = len(cora.frames())
    cora.send("ping")
    pump(bots, wake, lambda: any('"type":"pong"' in f for f in cora.frames()[marks:]), what="the pong")
    said = [json.loads(f) for f in cora.frames()]
    assert any(m.get("type") == "chat" and m.get("code") == "master" and m.get("table") == 2 for m in said)
    audit = lab.on_server(lambda: lab.server.audit())
    assert audit.ok and sum(_balances(lab, ["Anna", "Bert", "Cora"]).values()) == 3 * START_STACK


def _planned(lab: Lab) -> tuple[int, ...]:
    """The seats the next hand will deal in, as the engine's seating plans it now (between hands)."""
    game = _game(lab).game

    def plan() -> tuple[int, ...]:
        stacks, newcomers = game.stacks, game.newcomers
        button = next_button(regular_seats(stacks, newcomers), game.button, len(stacks))
        planned = deal_plan(stacks, newcomers, button)
        return () if planned is None else planned.seats

    seats: tuple[int, ...] = lab.on_server(plan)
    return seats


def test_a_newcomer_waiting_for_the_big_blind_posts_after_all(
    lab: Lab, bots: list[Bot], wake: threading.Event
) -> None:
    """variants.md: a newcomer posts a big blind to play at once or waits for it. Dora sits down on
    seat 1 to wait at a moment her big blind is not next, then changes her mind (``sit_in`` with
    ``post``): she is dealt in at the next hand for a big blind; the ledger holds."""
    anna, bert, carla, dora = people = [Bot(lab.url, name, wake) for name in NAMES[:4]]
    bots.extend(people)
    anna.send("open", variant="holdem", options={**STAKES, "seats": 4}, buy_in=500)
    pump(bots, wake, lambda: anna.table is not None, what="the table")
    _sit(bots, wake, bert, seat=2, buy_in=500)
    _sit(bots, wake, carla, seat=3, buy_in=500, post=True)
    game = _game(lab)
    rng = random.Random(4)
    no_deal = partial(play, people, wake, rng, move=calm, deal_on=lambda view: False)

    def next_hand() -> None:
        number = _hand(lab)
        for bot in people:
            bot.send("ready")
        pump(bots, wake, lambda: _hand(lab) > number, what="the next hand")
        no_deal(lambda: _between(lab) and _hand(lab) == number + 1)

    no_deal(lambda: _between(lab) and _hand(lab) >= 1)
    # between hands, with Anna, Bert and Carla dealt in, and Dora's big blind (seat 1) not next
    while lab.on_server(lambda: game.game.newcomers):
        next_hand()
    _sit(bots, wake, dora, seat=1, buy_in=400, post=False)
    if 1 in _planned(lab):  # her big blind comes at once: wait a hand (it comes round again later)
        dora.send("stand")
        pump(bots, wake, lambda: bool(anna.table and anna.table["seats"][1] is None), what="Dora stands")
        next_hand()
        _sit(bots, wake, dora, seat=1, buy_in=400, post=False)
    assert 1 not in _planned(lab) and lab.on_server(lambda: game.game.newcomers) == {1: False}
    pump(bots, wake, lambda: bool(dora.view and dora.view["cash"]["waiting"] == [1]), what="Dora waits")

    def refused(action: dict[str, Any], words: str) -> None:
        mark = len(dora.errors)
        dora.send("act", action=action)
        pump(bots, wake, lambda: len(dora.errors) > mark, what="the refusal")
        assert words in dora.errors[-1]["message"], dora.errors[-1]

    refused({"kind": "sit_in", "post": False}, "you wait for the big blind already")
    dora.send("act", action={"kind": "sit_in", "post": True})  # changes her mind: post now
    pump(bots, wake, lambda: bool(dora.view and dora.view["cash"]["waiting"] == []), what="posting")
    refused({"kind": "sit_in", "post": True}, "you post a big blind at the next hand already")
    assert 1 in _planned(lab)
    mark = lab.on_server(lambda: len(game.game.events))
    for bot in people:
        bot.send("ready")
    pump(bots, wake, lambda: bool(dora.view and dora.view.get("hole")), what="Dora's cards")
    events = lab.on_server(lambda: list(game.game.events[mark:]))
    started = next(e for e in events if isinstance(e, HandStarted))
    assert 1 in started.seats  # dealt in at once
    posted = sum(e.amount for e in events if isinstance(e, BlindPosted) and e.seat == 1)
    assert posted == 20  # a big blind to come in (as the small blind: the rest of one on top)
    no_deal(lambda: _between(lab))
    for bot in people:
        bot.send("stand")
    table = lab.table(1)
    pump(bots, wake, lambda: not lab.on_server(lambda: table.running), what="the session's end")
    audit = lab.on_server(lambda: lab.server.audit())
    assert audit.ok and sum(_balances(lab, NAMES[:4]).values()) == 4 * START_STACK


def test_a_top_up_asked_during_a_hand_may_take_the_whole_balance(
    lab: Lab, bots: list[Bot], wake: threading.Event
) -> None:
    """The hand's start staked the whole stack out of the balance: a top-up asked while it runs
    may bring all that is left in the balance (it was refused - the stack was taken off the balance
    a second time), and not one chip more; at the hand's end the stack has it and the ledger holds."""
    anna, bert = Bot(lab.url, "Anna", wake), Bot(lab.url, "Bert", wake)
    bots.extend([anna, bert])
    anna.send("open", variant="holdem", options={**STAKES, "seats": 2}, buy_in=600)
    pump(bots, wake, lambda: anna.table is not None and anna.table.get("me") == 0, what="Anna sits")
    _sit(bots, wake, bert, buy_in=400)
    pump(bots, wake, lambda: _betting(lab) and anna.balance == START_STACK - 600, what="the first hand")
    number = _hand(lab)
    anna.send("act", action={"kind": "top_up", "chips": START_STACK - 600 + 1})
    pump(bots, wake, lambda: len(anna.errors) == 1, what="the refusal")
    assert "balance holds 400 more" in anna.errors[0]["message"], anna.errors
    anna.send("act", action={"kind": "top_up", "chips": START_STACK - 600})
    play(bots, wake, random.Random(4), lambda: _hand(lab) > number, idle=lambda: lab.advance(21), move=calm)
    assert len(anna.errors) == 1, anna.errors  # the whole balance was taken
    # the next hand stakes the stack with the top-up: nothing of Anna's is left beside it
    pump(bots, wake, lambda: anna.balance == 0 and _stacks_of(anna) > 0, what="all Anna's chips at the table")
    for bot in (anna, bert):
        bot.send("stand")
    table = lab.table(1)
    pump(bots, wake, lambda: not lab.on_server(lambda: table.running), what="the session's end")
    assert sum(_balances(lab, ["Anna", "Bert"]).values()) == 2 * START_STACK
    audit = lab.on_server(lambda: lab.server.audit())
    assert audit.ok, audit.problems
