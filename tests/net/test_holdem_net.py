"""Texas Hold'em sit-and-go and Duell at network tables, over real loopback connections: whole
tournaments and matches to their payout, a spectator and a player reconnecting mid-hand, every frame
checked for leaked cards, the ledger audited and every balance what the player won and lost."""

from __future__ import annotations

import json
import random
import threading
from pathlib import Path
from typing import Any

import pytest

from game.engine.holdem import HandStarted
from game.net.duell.variant import DuellTableGame
from game.net.holdem.variant import HoldemTableGame, HoldemVariant, prize_shares
from game.net.ledger import START_STACK
from game.net.protocol import JsonObject, WireError
from game.net.table import Table
from game.net.timers import Timers

from .helpers import Lab
from .holdem_helpers import Bot, play, pump
from .holdem_leaks import check_duell_frames, check_holdem_frames, duell_truth, holdem_truth

NAMES = ["Anna", "Bert", "Carla", "Dora", "Emil", "Fritz", "Greta", "Hugo", "Ida", "Jonas"]


def _open(
    lab: Lab, bots: list[Bot], wake: threading.Event, variant: str, people: int, **options: Any
) -> list[Bot]:
    """``people`` bots: the first opens a table of ``variant``, the others sit down one after another."""
    for name in NAMES[:people]:
        bots.append(Bot(lab.url, name, wake))
    host = bots[0]
    host.send("open", variant=variant, options=options)
    pump(bots, wake, lambda: host.table is not None, what="the table opens")
    for bot in bots[1:people]:
        bot.send("sit", table=1)
        pump(bots, wake, lambda b=bot: b.table is not None, what=f"{bot.name} sits")
    return bots[:people]


def _table(lab: Lab) -> Table:
    return lab.table(1)


def _balances(lab: Lab, names: list[str]) -> dict[str, int]:
    def read() -> dict[str, int]:
        accounts = {account.name: account for account in lab.server.accounts.all()}
        return {name: lab.server.ledger.balance(accounts[name].holder) for name in names}

    result: dict[str, int] = lab.on_server(read)
    return result


def _audit_ok(lab: Lab) -> None:
    audit = lab.on_server(lambda: lab.server.audit())
    assert audit.ok, audit.problems


def _over(bots: list[Bot], phase: str) -> bool:
    return all(bot.view is not None and bot.view.get("phase") == phase for bot in bots)


def test_options_are_checked_and_shown_in_the_lobby(lab: Lab, bots: list[Bot], wake: threading.Event) -> None:
    variant = HoldemVariant()
    assert variant.parse_options({})["structure"] == "no-limit"
    for bad in (
        {"seats": 11},
        {"seats": 1},
        {"structure": "spread"},
        {"computers": 6, "seats": 6},
        {"stack": 150, "big_blind": 20},
        {"buy_in": 0},
        {"colour": "red"},
        {"seats": True},
    ):
        with pytest.raises(WireError):
            variant.parse_options(bad)
    host = Bot(lab.url, "Anna", wake)
    bots.append(host)
    host.send(
        "open",
        variant="holdem",
        options={"structure": "pot-limit", "seats": 9, "big_blind": 40, "buy_in": 50},
    )
    pump(bots, wake, lambda: host.table is not None, what="the table opens")
    assert host.table is not None and len(host.table["seats"]) == 9
    other = Bot(lab.url, "Bert", wake)
    bots.append(other)
    other.send("open", variant="duell", options={"deck": 33})
    pump(bots, wake, lambda: bool(other.errors), what="the refusal")
    assert other.errors[-1]["code"] == "options"
    host.send("list")
    pump(bots, wake, lambda: any('"type":"tables"' in f for f in host.frames()), what="the lobby")
    listing = next(f for f in host.frames() if '"type":"tables"' in f)
    assert '"structure":"pot-limit"' in listing and '"big_blind":40' in listing and '"buy_in":50' in listing


def test_prize_shares_follow_the_announced_table() -> None:
    assert prize_shares(200, 2) == (200,)
    assert prize_shares(300, 3) == (195, 105)
    assert prize_shares(600, 6) == (390, 210)
    assert prize_shares(707, 7) == (354, 212, 141)  # the odd chip to the first place
    assert prize_shares(1000, 10) == (500, 300, 200)


@pytest.mark.parametrize(
    ("structure", "people", "computers"),
    [("no-limit", 3, 3), ("limit", 2, 0), ("pot-limit", 4, 6)],  # 6, 2 and 10 seats
)
def test_a_sit_and_go_is_played_to_its_payout(
    lab: Lab, bots: list[Bot], wake: threading.Event, structure: str, people: int, computers: int
) -> None:
    buy_in = 100
    seats = people + computers
    players = _open(
        lab,
        bots,
        wake,
        "holdem",
        people,
        structure=structure,
        seats=seats,
        computers=computers,
        big_blind=20,
        stack=400,
        blind_hands=3,
        buy_in=buy_in,
    )
    watcher = Bot(lab.url, "Zoe", wake)
    bots.append(watcher)
    watcher.send("watch", table=1)
    # the last seat taken starts the tournament by itself
    pump(bots, wake, lambda: all(bot.view is not None for bot in players + [watcher]), what="the start")
    game = _table(lab).game
    assert isinstance(game, HoldemTableGame)
    assert _balances(lab, NAMES[:people]) == {name: START_STACK - buy_in for name in NAMES[:people]}

    rng = random.Random(structure)
    # one player loses the connection in the middle of a hand and comes back: the seat is kept
    play(
        players, wake, rng, lambda: lab.on_server(lambda: game.game.hand_no) >= 2 and game.current is not None
    )
    mark = len(players[-1].frames())
    players[-1].reconnect()
    pump(
        bots, wake, lambda: any('"type":"game"' in f for f in players[-1].frames()[mark:]), what="the return"
    )
    play(players, wake, rng, lambda: _over(players + [watcher], "game-over"), timeout=120)

    engine = game.game
    places = lab.on_server(lambda: dict(engine.places))
    ranked = sorted(range(people), key=lambda seat: places[seat])
    shares = prize_shares(buy_in * people, people)
    expected = {NAMES[seat]: START_STACK - buy_in for seat in range(people)}
    for seat, share in zip(ranked, shares):
        expected[NAMES[seat]] += share
    pump(bots, wake, lambda: _balances(lab, NAMES[:people]) == expected, what="the payout")
    _audit_ok(lab)
    assert sum(_balances(lab, NAMES[:people]).values()) == people * START_STACK
    truth = holdem_truth(lab.on_server(lambda: engine.events))
    assert len(truth.holes) >= 4  # hands played
    # the blinds double every 3 hands, as announced in the options
    starts = [e for e in lab.on_server(lambda: engine.events) if isinstance(e, HandStarted)]
    assert [(e.small_blind, e.big_blind) for e in starts] == [
        (10 * 2 ** (n // 3), 20 * 2 ** (n // 3)) for n in range(len(starts))
    ]
    kept = sum(
        len({c for hole in holes.values() for c in hole} - shown)
        for holes, shown in zip(truth.holes, truth.shown)
    )
    assert kept >= 4  # hands folded or mucked: cards the check must find nowhere else
    for bot in players + [watcher]:
        assert check_holdem_frames(bot.frames(), truth, bot.name) > 3
    for bot in players:
        assert not [e for e in bot.errors if e["code"] != "illegal"], bot.errors


def test_the_leak_check_fails_on_a_planted_leak(
    lab: Lab, bots: list[Bot], wake: threading.Event, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = HoldemTableGame.events_json

    def everybody_sees_seat_0(self: HoldemTableGame, seat: int | None, after: int) -> list[JsonObject]:
        return original(self, 0, after)  # the planted bug: every reader gets seat 0's projection

    monkeypatch.setattr(HoldemTableGame, "events_json", everybody_sees_seat_0)
    players = _open(lab, bots, wake, "holdem", 3, seats=3, big_blind=20, stack=200)
    pump(bots, wake, lambda: all(bot.view is not None for bot in players), what="the start")
    game = _table(lab).game
    play(players, wake, random.Random(5), lambda: lab.on_server(lambda: game.game.hand_no) >= 2)
    truth = holdem_truth(lab.on_server(lambda: game.game.events))
    with pytest.raises(AssertionError, match="hole cards"):
        for bot in players[1:]:
            check_holdem_frames(bot.frames(), truth, bot.name)


def test_a_duell_match_with_a_spectator(lab: Lab, bots: list[Bot], wake: threading.Event) -> None:
    stack = 60
    players = _open(lab, bots, wake, "duell", 2, deck=32, stack=stack)
    watcher = Bot(lab.url, "Zoe", wake)
    bots.append(watcher)
    watcher.send("watch", table=1)
    pump(
        bots,
        wake,
        lambda: all(bot.view is not None and bot.view["deal"] >= 1 for bot in players),
        what="the deal",
    )
    game = _table(lab).game
    assert isinstance(game, DuellTableGame)
    assert _balances(lab, NAMES[:2]) == {name: START_STACK - stack for name in NAMES[:2]}
    play(players, wake, random.Random(11), lambda: _over(players + [watcher], "match-over"), timeout=120)
    engine = game.game
    assert engine is not None
    final = lab.on_server(lambda: engine.stacks)
    table = _table(lab)
    pump(bots, wake, lambda: not lab.on_server(lambda: table.running), what="the end")
    balances = _balances(lab, NAMES[:2])
    assert sum(balances.values()) == 2 * START_STACK
    winner = lab.on_server(lambda: engine.winner)
    assert winner is not None
    assert balances[NAMES[1 - winner]] == START_STACK - stack + final[1 - winner]
    _audit_ok(lab)
    truth = duell_truth(lab.on_server(lambda: engine.events))
    for bot in players + [watcher]:
        assert check_duell_frames(bot.frames(), truth, bot.name) > 3


def test_leaving_a_duell_concedes_the_match(lab: Lab, bots: list[Bot], wake: threading.Event) -> None:
    players = _open(lab, bots, wake, "duell", 2, stack=100)
    pump(
        bots,
        wake,
        lambda: all(bot.view is not None and bot.view["deal"] >= 1 for bot in players),
        what="the deal",
    )
    players[0].send("leave")
    pump(bots, wake, lambda: players[1].view is not None and players[1].view["over"], what="the concession")
    pump(
        bots,
        wake,
        lambda: _balances(lab, NAMES[:2]) == {"Anna": START_STACK - 100, "Bert": START_STACK + 100},
        what="the payout",
    )
    _audit_ok(lab)


def _timers(bot: Bot) -> dict[str, Any]:
    """The timers of the latest message that carried them."""
    for text in reversed(bot.frames()):
        message = json.loads(text)
        if "timers" in message:
            timers: dict[str, Any] = message["timers"]
            return timers
    raise AssertionError("no timers yet")


def _notices(bot: Bot, code: str) -> list[dict[str, Any]]:
    frames = [json.loads(text) for text in bot.frames()]
    return [m for m in frames if m.get("type") == "chat" and m.get("code") == code]


def _duell_first_turn(lab: Lab, bots: list[Bot], wake: threading.Event) -> tuple[list[Bot], Bot]:
    """Two bots at a Duell table, the first deal dealt: both, and the one whose turn it is."""
    players = _open(lab, bots, wake, "duell", 2, stack=100)
    pump(
        bots,
        wake,
        lambda: all(bot.view is not None and bot.view["deal"] >= 1 for bot in players),
        what="the deal",
    )
    return players, next(bot for bot in players if bot.view is not None and bot.view["legal"] is not None)


def test_the_move_timer_counts_down_then_the_time_bank_runs(
    lab: Lab, bots: list[Bot], wake: threading.Event
) -> None:
    players, mover = _duell_first_turn(lab, bots, wake)
    seat = mover.view["seat"] if mover.view else None
    assert _timers(mover)["move"] == {"seat": seat, "seconds": 30, "bank": False}  # 10 s + 20 s countdown
    assert _timers(mover)["banks"] == {"0": 30, "1": 30}
    lab.advance(29.5)
    lab.advance(0.5)  # the 30 s are over: the time bank runs on by itself, announced to the table
    pump(bots, wake, lambda: bool(_notices(mover, "time_bank")), what="the time bank")
    assert _notices(mover, "time_bank")[-1]["args"] == {"name": mover.name, "seconds": 30}
    pump(bots, wake, lambda: _timers(mover)["move"]["bank"], what="the table's timers")
    assert _timers(mover)["move"] == {"seat": seat, "seconds": 30, "bank": True}
    assert not _notices(mover, "timeout")
    lab.advance(12)
    mover.send("act", action={"kind": "check"})  # 18 s of the bank left
    pump(bots, wake, lambda: _timers(mover)["banks"][str(seat)] == 18, what="the bank kept")
    other = next(bot for bot in players if bot is not mover)
    other.send("act", action={"kind": "check"})  # the betting round ends: the exchange, seat `seat` first
    pump(
        bots, wake, lambda: mover.view is not None and mover.view["phase"] == "exchange", what="the exchange"
    )
    # a late clock: the bank runs from the moment the 30 s ran out, not from when the server noticed
    lab.advance(30 + 10)
    pump(bots, wake, lambda: len(_notices(mover, "time_bank")) == 2, what="the time bank again")
    assert _notices(mover, "time_bank")[-1]["args"] == {"name": mover.name, "seconds": 8}
    assert not _notices(mover, "timeout")
    lab.advance(8)  # the bank is used up: the timer decides (keep all five cards)
    pump(bots, wake, lambda: bool(_notices(mover, "timeout")), what="the timeout")
    pump(bots, wake, lambda: _timers(mover)["banks"][str(seat)] == 0, what="the bank used up")
    # after the deal every bank gains 3 s back (up to 30 s)
    play(
        players,
        wake,
        random.Random(2),
        lambda: all(b.view is not None and b.view["deal"] >= 2 for b in players),
    )
    assert _timers(mover)["banks"] == {str(seat): 3, str(1 - seat): 30}


def test_a_dropped_player_is_dealt_in_folded_by_the_timer_and_paid_by_place(
    tmp_path: Path, wake: threading.Event
) -> None:
    lab = Lab(tmp_path / "server.sqlite3", timers=Timers(grace=150.0))  # time for the timer to fold
    bots: list[Bot] = []
    try:
        _dropped_player(lab, bots, wake)
    finally:
        for bot in bots:
            bot.drop()
        lab.close()


def _dropped_player(lab: Lab, bots: list[Bot], wake: threading.Event) -> None:
    buy_in = 100
    players = _open(
        lab, bots, wake, "holdem", 3, seats=3, big_blind=20, stack=200, blind_hands=2, buy_in=buy_in
    )
    pump(bots, wake, lambda: all(bot.view is not None for bot in players), what="the start")
    game = _table(lab).game
    assert isinstance(game, HoldemTableGame)
    gone = players[2]
    gone.drop()  # Carla's connection breaks for good
    playing = players[:2]
    # the others play; whenever the table waits (for Carla), its clock runs on 5 s
    play(
        playing,
        wake,
        random.Random(9),
        lambda: _over(playing, "game-over"),
        timeout=120,
        idle=lambda: lab.advance(5),
    )
    notices = [json.loads(text) for text in playing[0].frames()]
    codes = [(m["code"], (m["args"] or {}).get("name")) for m in notices if m.get("type") == "chat"]
    assert ("dropped", "Carla") in codes and ("timeout", "Carla") in codes  # folded by the timer
    # the grace period ran out: the seat stays in, checking or folding at once
    assert ("removed", "Carla") in codes and ("folds_on", "Carla") in codes
    engine = game.game
    places = lab.on_server(lambda: dict(engine.places))
    shares = prize_shares(3 * buy_in, 3)
    expected = {NAMES[seat]: START_STACK - buy_in for seat in range(3)}
    for seat, share in zip(sorted(range(3), key=lambda seat: places[seat]), shares):
        expected[NAMES[seat]] += share
    pump(bots, wake, lambda: _balances(lab, NAMES[:3]) == expected, what="the payout")  # Carla's too
    _audit_ok(lab)
    truth = holdem_truth(lab.on_server(lambda: engine.events))
    for bot in players:
        check_holdem_frames(bot.frames(), truth, bot.name)


def _errors_since(bot: Bot, mark: int) -> list[dict[str, Any]]:
    return [m for m in map(json.loads, bot.frames()[mark:]) if m.get("type") == "error"]


def test_the_time_bank_is_used_on_request(lab: Lab, bots: list[Bot], wake: threading.Event) -> None:
    players, mover = _duell_first_turn(lab, bots, wake)
    other = next(bot for bot in players if bot is not mover)
    seat = mover.view["seat"] if mover.view else None
    mark = len(other.frames())
    other.send("bank")  # not its turn: refused, nothing changes
    pump(bots, wake, lambda: bool(_errors_since(other, mark)), what="the refusal")
    assert _errors_since(other, mark)[0]["code"] == "illegal"
    lab.advance(5)
    mover.send("bank")  # 25 s of the move timer left, the bank's 30 s come on top
    pump(bots, wake, lambda: bool(_notices(mover, "time_bank")), what="the time bank")
    assert _notices(mover, "time_bank")[-1]["args"] == {"name": mover.name, "seconds": 30}
    pump(bots, wake, lambda: _timers(mover)["move"]["bank"], what="the table's timers")
    assert _timers(mover)["move"] == {"seat": seat, "seconds": 55, "bank": True}
    assert _timers(mover)["banks"][str(seat)] == 0
    mark = len(mover.frames())
    mover.send("bank")  # once is enough
    pump(bots, wake, lambda: bool(_errors_since(mover, mark)), what="the refusal")
    assert "runs already" in _errors_since(mover, mark)[0]["message"]
    lab.advance(40)  # the 25 s of the timer, then 15 s of the bank
    assert not _notices(mover, "timeout")
    mover.send("act", action={"kind": "check"})
    pump(bots, wake, lambda: _timers(mover)["banks"][str(seat)] == 15, what="the rest of the bank kept")
    other_seat = 1 - int(str(seat))
    other.send("bank")  # asked early and moved at once: the bank's seconds are all kept
    pump(bots, wake, lambda: len(_notices(mover, "time_bank")) == 2, what="the other's time bank")
    other.send("act", action={"kind": "check"})
    pump(
        bots, wake, lambda: mover.view is not None and mover.view["phase"] == "exchange", what="the exchange"
    )
    assert _timers(mover)["banks"] == {str(seat): 15, str(other_seat): 30}
    # the bank ran out (late clock: at once), the timer's default move; an empty bank is refused
    lab.advance(30 + 15)
    pump(bots, wake, lambda: bool(_notices(mover, "timeout")), what="the timeout")
    pump(bots, wake, lambda: _timers(mover)["banks"][str(seat)] == 0, what="the bank used up")
