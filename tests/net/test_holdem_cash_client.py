"""The client's Hold'em session at a cash table: it reads the cash view (empty seats, who sits out,
who waits for the big blind, the stakes) - also after its connection broke mid-hand and came back -
and the page-by-page download of the own hands; a cash view is refused where it is malformed."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

from game.engine.holdem import HoldemPhase, TableFormat
from game.net.client import ConnectionState
from game.net.protocol import WireError
from game.session.holdem.remote import view_from_json

from .helpers import Lab
from .holdem_helpers import HoldemPerson, calling

STAKES = {"format": "cash", "seats": 4, "big_blind": 20, "min_buy_in": 200, "max_buy_in": 1000}


def _cash_table(lab: Lab) -> tuple[HoldemPerson, HoldemPerson]:
    anna = lab.person("Anna", kind=HoldemPerson)
    bert = lab.person("Bert", kind=HoldemPerson)
    assert anna.session.open_with("holdem", dict(STAKES), buy_in=500)
    lab.pump(lambda: anna.session.seating is not None, what="the cash table")
    assert bert.session.sit(1, buy_in=300, post=False)
    lab.pump(lambda: anna.session.has_game and bert.session.has_game, what="the session")
    return anna, bert


def _play_until(lab: Lab, people: list[HoldemPerson], until: Callable[[], bool]) -> None:
    """Calm play (check or call; the round timer deals on) until ``until()``."""
    for _ in range(400):
        for person in people:
            person.session.advance(0.0)
        if until():
            return
        for person in people:
            calling(person)
        lab.advance(1)
        time.sleep(0.01)  # the real sockets carry the moves and the updates meanwhile
    assert until(), "the table did not get there"


def test_the_session_reads_the_cash_view_and_again_after_a_reconnect_mid_hand(lab: Lab) -> None:
    anna, bert = _cash_table(lab)
    table = bert.session.table
    assert table.cash is not None and (table.cash.min_buy_in, table.cash.max_buy_in) == (200, 1000)
    assert table.config.table_format is TableFormat.CASH
    assert [None if s is None else s.name for s in table.seated] == ["Anna", "Bert", None, None]
    assert table.stacks[0] + table.bets[0] == 500 and table.stacks[1] + table.bets[1] == 300  # the buy-ins
    # Carla sits down waiting for the big blind: both sessions show her waiting
    carla = lab.person("Carla", kind=HoldemPerson)
    assert carla.session.sit(1, seat=3, buy_in=400)
    _play_until(lab, [anna, bert, carla], lambda: bert.session.table.waiting == {3: False})
    # Anna sits out (from the end of the running hand)
    assert anna.session.sit_out()
    _play_until(lab, [anna, bert, carla], lambda: 0 in bert.session.table.sitting_out)
    assert anna.session.table.sitting_out == frozenset({0})
    # Bert's connection breaks mid-hand and comes back: the cash view again, his own cards only
    _play_until(lab, [bert], lambda: bert.session.table.phase is HoldemPhase.BETTING)  # the next hand
    hole = bert.session.table.hole(1)
    bert.client.drop()
    lab.pump(lambda: bert.session.connection is not ConnectionState.CONNECTED, what="the drop")
    lab.pump(
        lambda: bert.session.connection is ConnectionState.CONNECTED and bert.session.has_game, what="back"
    )
    table = bert.session.table
    assert table.cash is not None and table.sitting_out == frozenset({0})
    assert table.seated[2] is None and table.seated[3] is not None
    if table.phase is HoldemPhase.BETTING and 1 in table.live:
        assert table.hole(1) == hole
    for seat in (0, 3):
        assert table.phase is not HoldemPhase.BETTING or table.hole(seat) is None


def test_the_own_hands_come_page_by_page(lab: Lab, monkeypatch: pytest.MonkeyPatch) -> None:
    import game.net.table as server_table

    anna, bert = _cash_table(lab)
    _play_until(lab, [anna, bert], lambda: bert.session.table.hand_no > 5)
    monkeypatch.setattr(server_table, "HANDS_PAGE", 2)  # small pages: the download follows `next`
    bert.session.records = []  # as a seat taken again finds its earlier hands: not its own
    asked: list[int] = []
    send = bert.client.send

    def spy(kind: str, **fields: object) -> bool:
        if kind == "hands":
            asked.append(int(fields["from"]))  # type: ignore[call-overload]
        return send(kind, **fields)  # type: ignore[arg-type]

    monkeypatch.setattr(bert.client, "send", spy)
    assert bert.session.download_hands()
    lab.pump(lambda: not bert.session.downloading, what="the download")
    hands = [record.hand for record in bert.session.records]
    assert hands == sorted(hands) and hands[:5] == [1, 2, 3, 4, 5]
    assert len(asked) > 1 and asked[0] == 0  # more than one page


def test_a_cash_view_is_read_and_a_malformed_one_refused() -> None:
    good = {
        "names": ["A", None, "C"], "structure": "no-limit", "hand": 2, "phase": "between-hands",
        "button": 0, "board": [], "street": "preflop", "stacks": [400, 0, 300], "bets": [0, 0, 0],
        "pot": 0, "live": [], "current": None, "blinds": [10, 20], "next_level_at": None, "places": {},
        "buy_in": None, "prizes": [], "seat": 0, "hole": None, "legal": None,
        "cash": {"min_buy_in": 200, "max_buy_in": 1000, "away": [2], "waiting": []},
    }  # fmt: skip
    view = view_from_json(good)
    assert view.names == ("A", None, "C") and view.cash is not None and view.cash.away == {2}
    for bad in (
        {**good, "cash": None},  # an empty seat without a cash table
        {**good, "cash": {**good["cash"], "away": [7]}},  # type: ignore[dict-item]
        {**good, "cash": {**good["cash"], "min_buy_in": 2000}},  # type: ignore[dict-item]
        {**good, "cash": "yes"},
    ):
        with pytest.raises(WireError):
            view_from_json(bad)


def test_after_a_restart_a_cash_seat_is_taken_again_with_the_chips_it_had(lab: Lab) -> None:
    """The server restarts between hands: the table reopens empty, its stacks are back in the
    balances, and each client sits down again by itself - with the chips it had at the table, not
    with as much of its balance as the table allows (the server's buy-in when none is named)."""
    anna, bert = _cash_table(lab)
    _play_until(
        lab,
        [anna, bert],
        lambda: bert.session.table.hand_no >= 2 and bert.session.table.phase is HoldemPhase.BETWEEN_HANDS,
    )
    lab.pump(lambda: anna.session.table.phase is HoldemPhase.BETWEEN_HANDS, what="Anna sees the hand's end")
    had = {person.name: person.session.table.stacks[person.session.seating.me] for person in (anna, bert)}
    assert sum(had.values()) == 800
    lab.restart()
    lab.pump(
        lambda: all(
            p.session.connection is ConnectionState.CONNECTED and p.session.has_game and p.is_seated()
            for p in (anna, bert)
        ),
        what="both sit again and play",
    )
    lab.settle()
    for person in (anna, bert):
        table = person.session.table
        seat = person.session.seating.me
        assert table.stacks[seat] + table.bets[seat] == had[person.name], (person.name, had)
        assert person.session.balance is not None and person.session.balance > 0  # not all brought
        assert "reseat" in [line.code for line in person.session.chat]
    audit = lab.on_server(lambda: lab.server.audit())
    assert audit.ok, audit.problems
