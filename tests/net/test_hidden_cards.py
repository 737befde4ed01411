"""No client ever learns another player's hidden cards: every message each client received in whole
games (a reconnect in the middle included) is searched for cards, part by part, and every card
found must be one that client may know at that point - its own, or a hand shown at a showdown."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from game.engine import Card, CardParseError, RoundRecord, parse_cards
from game.net.client import ConnectionState

from .helpers import Lab, Person, play_turns
from .test_loopback import NAMES, _all_over, _server_game, _table_of


def _cards_in(value: Any) -> Iterator[Card]:
    """Every card written anywhere in a JSON value (any string that reads as cards)."""
    if isinstance(value, str):
        try:
            yield from parse_cards(value)
        except CardParseError:
            return
    elif isinstance(value, dict):
        for item in value.values():
            yield from _cards_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from _cards_in(item)


class _Knowledge:
    """What one seat (None: a watcher) may know of each round, from the server's full record."""

    def __init__(self, seat: int | None, history: tuple[RoundRecord, ...]) -> None:
        self.own: dict[int, set[Card]] = {}
        self.shown: dict[int, set[Card]] = {}
        for record in history:
            mine: set[Card] = set()
            if seat is not None and seat in record.order:
                mine |= (
                    set(record.dealt[seat]) | set(record.final[seat]) | set(record.discarded.get(seat, ()))
                )
            self.own[record.round_no] = mine
            self.shown[record.round_no] = {card for hand in record.final.values() for card in hand}

    def check(self, part: Any, round_no: int, after_showdown: bool, what: str) -> set[Card]:
        allowed = self.own.get(round_no, set()) | (
            self.shown.get(round_no, set()) if after_showdown else set()
        )
        found = set(_cards_in(part))
        leaked = found - allowed
        assert not leaked, f"{what} of round {round_no} shows {sorted(map(str, leaked))}"
        return found


def _audit_messages(person: Person, knowledge: _Knowledge, seat: int | None) -> dict[int, set[Card]]:
    """Check every message of ``person``; returns the cards seen per round (for the sanity check)."""
    seen: dict[int, set[Card]] = {}
    round_no, shown = 0, False
    for text in person.messages():
        message = json.loads(text)
        kind = message["type"]
        if kind not in ("update", "game"):
            assert not set(_cards_in(message)), f"a {kind} message shows cards: {text[:200]}"
            continue
        rest = {k: v for k, v in message.items() if k not in ("events", "view", "records", "history")}
        assert not set(_cards_in(rest))
        for record in message.get("records", []) + message.get("history", []):
            knowledge.check(record, record["round"], True, "a finished round")
        for event in message.get("events", []):
            if event["e"] == "deal":
                round_no, shown = event["round"], False
            if event["e"] == "showdown":
                shown = True
            seen.setdefault(round_no, set()).update(
                knowledge.check(event, round_no, shown, f"a {event['e']} event")
            )
        view = message["view"]
        view_round = view["round"]
        view_shown = view["phase"] != "exchange"
        knowledge.check(view, view_round, view_shown, "the view")
        if kind == "game":  # a snapshot (joining, reconnecting) sets the reader's round
            round_no, shown = view_round, view_shown
    return seen


def test_no_client_ever_learns_another_players_hidden_cards(lab: Lab) -> None:
    people = [lab.person(name) for name in NAMES]
    _table_of(lab, people, tokens=3, rules="standard")
    watcher = lab.person("Finn")
    watcher.session.watch(1)
    lab.pump(lambda: watcher.session.seating is not None)
    people[0].session.start()
    everybody = people + [watcher]
    lab.pump(lambda: all(p.session.game_no == 1 for p in everybody))
    rng = random.Random(11)
    game = _server_game(lab)
    # a few rounds, then one player drops and comes back (snapshot and missed events)
    play_turns(lab, people, rng, lambda: lab.on_server(lambda: game.game.round_no) >= 3)
    people[2].client.drop()
    lab.pump(lambda: people[2].session.connection is ConnectionState.RECONNECTING, what="the drop")
    lab.pump(lambda: people[2].session.connection is ConnectionState.CONNECTED, what="the return")
    play_turns(lab, people, rng, lambda: _all_over(everybody, 1))

    history = lab.on_server(lambda: game.game.history)
    assert len(history) >= 3
    for person in everybody:
        seat = person.seat
        seen = _audit_messages(person, _Knowledge(seat, history), seat)
        # the search did find cards: each player its own deal of every round it played
        for record in history:
            if seat is not None and seat in record.order:
                assert set(record.dealt[seat]) <= seen.get(record.round_no, set()) or person is people[2]
            else:
                assert {c for hand in record.final.values() for c in hand} <= seen.get(record.round_no, set())
