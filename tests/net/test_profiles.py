"""Profiles and the sit-and-go ranking over real loopback connections: a whole computer-free
sit-and-go moves the ratings exactly as openskill's Plackett-Luce model says for its places and
counts the places and hands; a scripted cash session gives VPIP, PFR and the aggression factor
counted by hand; the balance history is the ledger's; an unknown name is a clear refusal; and the
counts are written in the ledger's transaction or not at all."""

from __future__ import annotations

import json
import random
import threading
from pathlib import Path
from typing import Any

import pytest
from openskill.models import PlackettLuce

from game.engine.holdem import HandStarted
from game.net.holdem.variant import HoldemTableGame
from game.net.ledger import Ledger, LedgerError, Payout, Stake
from game.net.stats import BALANCE_POINTS, Counted, Profiles, Tally
from game.net.store import open_database

from .helpers import Lab, play_turns, seat_everybody
from .holdem_helpers import Bot, play, pump
from .stats_helpers import Statements, check_round_counts, check_thinned, long_history
from .test_holdem_net import _open as open_table

NAMES = ["Anna", "Bert", "Carla", "Dora"]


def _open(lab: Lab, bots: list[Bot], wake: threading.Event, people: int, **options: Any) -> list[Bot]:
    return open_table(lab, bots, wake, "holdem", people, **options)


def _ask(bots: list[Bot], wake: threading.Event, bot: Bot, kind: str, **fields: Any) -> dict[str, Any]:
    """Send a request and wait for its answer (the message of type ``kind``, or an error)."""
    mark = len(bot.frames())
    bot.send(kind, **fields)

    def answer() -> dict[str, Any] | None:
        for text in bot.frames()[mark:]:
            message = json.loads(text)
            if message["type"] in (kind, "error"):
                return dict(message)
        return None

    pump(bots, wake, lambda: answer() is not None, what=f"the answer to {kind}")
    found = answer()
    assert found is not None
    return found


@pytest.mark.parametrize("people_count, computers", [(3, 0), (2, 1)])
def test_a_sit_and_go_moves_the_ranking_as_openskill_says(
    lab: Lab, bots: list[Bot], wake: threading.Event, people_count: int, computers: int
) -> None:
    """Computer-free, and with a computer: its place counts for the people's order (their places
    in the whole field), it gets no rating itself."""
    seats = people_count + computers
    people = _open(
        lab,
        bots,
        wake,
        people_count,
        seats=seats,
        computers=computers,
        big_blind=20,
        stack=400,
        blind_hands=3,
        buy_in=100,
    )
    pump(bots, wake, lambda: all(bot.view is not None for bot in people), what="the start")
    game = lab.table(1).game
    assert isinstance(game, HoldemTableGame)
    before = _ask(bots, wake, people[0], "ranking")
    assert before["rows"] == [] and before["me"] is None and before["total"] == 0

    over = lambda: all(b.view and b.view["phase"] == "game-over" for b in people)  # noqa: E731
    play(people, wake, random.Random(23), over, timeout=120)
    engine = game.game
    places = lab.on_server(lambda: dict(engine.places))
    events = lab.on_server(lambda: list(engine.events))
    assert sorted(places.values()) == list(range(1, seats + 1))  # the whole field, computers too

    model = PlackettLuce()
    expected = model.rate(
        [[model.rating()] for _ in range(people_count)], ranks=[float(places[s]) for s in range(people_count)]
    )
    ranking = _ask(bots, wake, people[1], "ranking", top=10)
    assert ranking["total"] == people_count  # people only
    by_name = {row["name"]: row for row in ranking["rows"]}
    for seat in range(people_count):
        row, rating = by_name[NAMES[seat]], expected[seat][0]
        assert row["mu"] == pytest.approx(rating.mu, abs=1e-3)
        assert row["sigma"] == pytest.approx(rating.sigma, abs=1e-3)
        assert row["rating"] == pytest.approx(rating.mu - 3 * rating.sigma, abs=1e-2)
        assert row["games"] == 1
    # the ranking's order is the ordinal's: the best placed person leads it
    assert [row["name"] for row in ranking["rows"]] == sorted(
        by_name, key=lambda name: -(expected[NAMES.index(name)][0].ordinal())
    )
    assert ranking["rows"][0]["name"] == NAMES[min(range(people_count), key=lambda s: places[s])]
    assert ranking["me"]["place"] == next(r["place"] for r in ranking["rows"] if r["name"] == "Bert")

    for seat in range(people_count):
        profile = _ask(bots, wake, people[0], "profile", name=NAMES[seat].upper())
        assert profile["name"] == NAMES[seat]
        assert profile["places"] == {str(places[seat]): 1}
        dealt = sum(1 for e in events if isinstance(e, HandStarted) and seat in e.seats)
        assert profile["variants"]["holdem"]["games"] == 1
        assert profile["variants"]["holdem"]["hands"] == dealt
        assert profile["variants"]["token"] == {"games": 0, "hands": 0}
        assert profile["rating"]["games"] == 1
        assert (profile["balance"] is None) == (seat != 0)  # only one's own balance history
    audit = lab.on_server(lambda: lab.server.audit())
    assert audit.ok, audit.problems


# The scripted cash session: heads-up, Anna sits first (the button, the small blind, of hands 1 and
# 3). Each hand lists (who, move) in the order they act; "bet" and "raise" are the smallest raise.
SCRIPT: list[list[tuple[str, str]]] = [
    [  # hand 1
        ("Anna", "raise"),
        ("Bert", "call"),  # preflop: both voluntary, Anna raised
        ("Bert", "check"),
        ("Anna", "bet"),
        ("Bert", "call"),  # flop
        ("Bert", "bet"),
        ("Anna", "call"),  # turn
        ("Bert", "bet"),
        ("Anna", "fold"),  # river
    ],
    [("Bert", "fold")],  # hand 2: a walk for Anna, the big blind
    [  # hand 3
        ("Anna", "call"),
        ("Bert", "raise"),
        ("Anna", "call"),  # preflop
        ("Bert", "bet"),
        ("Anna", "raise"),
        ("Bert", "call"),  # flop
        ("Bert", "check"),
        ("Anna", "bet"),
        ("Bert", "fold"),  # turn
    ],
]
# Counted by hand from the script: hands, hands less walks, VPIP hands, PFR hands, bets and raises
# after the flop, calls after the flop.
COUNTED = {
    "Anna": {"hands": 3, "chances": 2, "vpip": 2, "pfr": 1, "aggressive": 3, "calls": 1},
    "Bert": {"hands": 3, "chances": 3, "vpip": 2, "pfr": 1, "aggressive": 3, "calls": 2},
}


def _scripted_move(view: dict[str, Any], move: str) -> dict[str, Any]:
    legal = view["legal"]
    if move in ("bet", "raise"):
        assert legal["raise_min"] is not None, view
        return {"kind": "raise", "amount": legal["raise_min"]}
    if move in ("call", "check"):
        assert (legal["call"] is None) == (move == "check"), (move, view)
    return {"kind": move}


def test_vpip_pfr_and_aggression_of_scripted_hands_are_counted(
    lab: Lab, bots: list[Bot], wake: threading.Event
) -> None:
    anna, bert = _open(lab, bots, wake, 2, format="cash", big_blind=20, min_buy_in=400, max_buy_in=400)
    script = [list(hand) for hand in SCRIPT]
    readied: set[tuple[str, int]] = set()
    acted: set[tuple[str, str]] = set()

    def step() -> bool:
        """One pass: the player on turn makes the script's next move; between hands both say seen."""
        moved = False
        for bot in (anna, bert):
            with bot.lock:
                view = bot.view
            if view is None:
                continue
            hand = int(view["hand"])
            if view["phase"] == "between-hands" and hand < len(SCRIPT) and (bot.name, hand) not in readied:
                readied.add((bot.name, hand))
                bot.send("ready")
                moved = True
            if view.get("legal") is None or view.get("current") != view.get("seat") or hand > len(SCRIPT):
                continue
            key = (bot.name, json.dumps(view, sort_keys=True))
            if key in acted:
                continue
            todo = script[hand - 1]
            assert todo and todo[0][0] == bot.name, (hand, bot.name, todo)
            acted.add(key)
            bot.send("act", action=_scripted_move(view, todo.pop(0)[1]))
            moved = True
        return moved

    def done() -> bool:
        return not any(script) and all(
            b.view is not None and b.view["phase"] == "between-hands" for b in bots
        )

    deadline = 600
    while not done():
        deadline -= 1
        assert deadline > 0, script
        wake.clear()
        if not step():
            wake.wait(0.05)
    assert not [e for b in bots for e in b.errors], [e for b in bots for e in b.errors]

    for name, counts in COUNTED.items():
        profile = _ask(bots, wake, anna, "profile", name=name)
        holdem = profile["variants"]["holdem"]
        assert {key: holdem[key] for key in counts} == counts, name
        assert holdem["games"] == 0  # a cash table has hands, no games
        assert profile["places"] == {} and profile["rating"] is None
    for bot in (anna, bert):  # the seat's own stake and payout of each hand, as booked
        assert bot.view is not None and bot.view["hand"] == 3
    audit = lab.on_server(lambda: lab.server.audit())
    assert audit.ok, audit.problems


def test_the_balance_history_is_the_ledger(lab: Lab, bots: list[Bot], wake: threading.Event) -> None:
    anna, bert = _open(lab, bots, wake, 2, format="cash", big_blind=20, min_buy_in=400, max_buy_in=400)
    rng = random.Random(5)
    play(
        [anna, bert], wake, rng, lambda: all(b.view is not None and b.view["hand"] >= 3 for b in (anna, bert))
    )
    mine = _ask(bots, wake, anna, "profile", name="Anna")
    others = _ask(bots, wake, bert, "profile", name="Anna")
    assert others["balance"] is None

    def from_ledger() -> list[list[int]]:
        account = lab.server.accounts.find("Anna")
        assert account is not None
        rows = lab.server.store.sql.execute(
            "SELECT t.at, e.amount FROM entries e JOIN transfers t ON t.id = e.transfer "
            "WHERE e.holder=? ORDER BY e.id",
            (account.holder,),
        ).fetchall()
        points, total = [], 0
        for at, amount in rows:
            total += amount
            points.append([int(at), total])
        return points

    expected = lab.on_server(from_ledger)
    assert len(expected) >= 4  # the start stack, then the hands' stakes and stacks
    assert mine["balance"] == expected
    balance = lab.on_server(lambda: lab.server.ledger.balance(lab.server.accounts.find("Anna").holder))
    assert mine["balance"][-1][1] == balance
    audit = lab.on_server(lambda: lab.server.audit())
    assert audit.ok, audit.problems


def test_an_unknown_name_is_a_clear_refusal(lab: Lab, bots: list[Bot], wake: threading.Event) -> None:
    anna = Bot(lab.url, "Anna", wake)
    bots.append(anna)
    answer = _ask(bots, wake, anna, "profile", name="Nobody")
    assert answer["type"] == "error" and answer["code"] == "no_account"
    assert "Nobody" in answer["message"]
    bad = _ask(bots, wake, anna, "ranking", top=0)
    assert bad["type"] == "error" and bad["code"] == "bad_field"
    profile = _ask(bots, wake, anna, "profile", name="anna")  # the connection still serves
    assert profile["name"] == "Anna" and profile["balance"] == [[1_700_000_000, 1000]]


def test_counts_are_written_with_the_ledger_entries_or_not_at_all(tmp_path: Path) -> None:
    db = open_database(tmp_path / "s.sqlite3")
    ledger = Ledger(db)
    from game.net.accounts import Accounts

    account = ledger.register(Accounts(db), "Anna", "x", 1.0)
    game = ledger.open_game(1, "european", 2.0)
    counted = Counted()
    counted.count(account.id, "european", Tally(hands=1))
    with pytest.raises(LedgerError):  # more than the balance: refused as a whole
        ledger.record(game, [Stake(account.holder, 5000)], 3.0, extra=counted)
    profiles = Profiles(db)
    assert profiles.profile("Anna", account)["variants"]["european"] == {"games": 0, "hands": 0}
    ledger.record(game, [Stake(account.holder, 10), Payout(account.holder, 10)], 3.0, "played", counted)
    assert profiles.profile("Anna", account)["variants"]["european"] == {"games": 0, "hands": 1}
    assert ledger.audit().ok


def test_a_rounds_counts_are_one_statement(tmp_path: Path) -> None:
    db = open_database(tmp_path / "s.sqlite3")
    statements = Statements(db)
    ledger = Ledger(statements)
    from game.net.accounts import Accounts

    people = [ledger.register(Accounts(db), name, "x", 1.0) for name in NAMES]
    check_round_counts(ledger, statements, db, people)


def test_a_token_game_counts_its_game_and_the_rounds_dealt_to_each(lab: Lab) -> None:
    people = [lab.person(name) for name in NAMES[:3]]
    seat_everybody(lab, people, "token")
    people[0].session.start()
    lab.pump(lambda: all(p.session.game_no == 1 for p in people), what="the game")
    play_turns(lab, people, random.Random(11), lambda: all(p.session.table.is_over for p in people))
    table = lab.table(1)
    history = lab.on_server(lambda: list(table.game.game.history))
    lab.settle()

    def profile(name: str) -> dict[str, Any]:
        return lab.on_server(lambda: lab.server.profiles.profile(name, lab.server.accounts.find(name)))

    for seat, person in enumerate(people):
        dealt = sum(1 for record in history if seat in record.dealt)
        assert dealt >= 1
        assert profile(person.name)["variants"]["token"] == {"games": 1, "hands": dealt}
        assert profile(person.name)["variants"]["holdem"]["hands"] == 0


def test_a_game_left_while_in_it_is_not_counted_as_played(lab: Lab) -> None:
    """Cora leaves a running token game while still in it (a computer plays her seat on): its
    rounds dealt to her count as her hands, the game does not count for her - it does for the two
    who played it to its end (PokerTH counts the games you finished)."""
    people = [lab.person(name) for name in NAMES[:3]]
    seat_everybody(lab, people, "token")
    people[0].session.start()
    lab.pump(lambda: all(p.session.game_no == 1 for p in people), what="the game")
    cora, stay = people[2], people[:2]
    table = lab.table(1)
    assert lab.on_server(lambda: table.game.in_game(2))
    assert cora.session.leave()
    lab.pump(lambda: lab.on_server(lambda: table._slots[2]) is None, what="Cora has left")
    play_turns(lab, stay, random.Random(12), lambda: all(p.session.table.is_over for p in stay))
    history = lab.on_server(lambda: list(table.game.game.history))
    lab.settle()

    def counts(name: str) -> dict[str, Any]:
        found = lab.on_server(lambda: lab.server.profiles.profile(name, lab.server.accounts.find(name)))
        token: dict[str, Any] = found["variants"]["token"]
        return token

    assert counts(cora.name)["games"] == 0
    assert 1 <= counts(cora.name)["hands"] <= sum(1 for record in history if 2 in record.dealt)
    for seat, person in enumerate(stay):
        dealt = sum(1 for record in history if seat in record.dealt)
        assert counts(person.name) == {"games": 1, "hands": dealt}


def test_a_long_balance_history_is_thinned_in_sql(tmp_path: Path) -> None:
    """More transfers than points: at most `BALANCE_POINTS` (here also 7), each a balance Anna had
    after one of her transfers, in order, the newest her balance now; few transfers: every one."""
    from game.net.accounts import Accounts

    db = open_database(tmp_path / "s.sqlite3")
    ledger, accounts = Ledger(db), Accounts(db)
    anna, bert = (ledger.register(accounts, name, "x", 1.0) for name in ("Anna", "Bert"))
    profiles = Profiles(db)
    assert profiles.balance_history(anna) == [[1, 1000]]
    long_history(ledger, anna, bert, 150, 10.0)
    assert len(check_thinned(db, profiles, anna, BALANCE_POINTS)) == BALANCE_POINTS
    check_thinned(db, profiles, anna, 7)
    few = profiles.balance_history(anna, 400)  # as many points as transfers: all of them
    transfers = db.execute("SELECT COUNT(DISTINCT transfer) FROM entries WHERE holder=?", (anna.holder,))
    assert len(few) == transfers.fetchone()[0] > 300 and few[-1][1] == ledger.balance(anna.holder)
    assert ledger.audit().ok
