"""The leak check of the Hold'em and Duell loopback tests: every raw frame a client received,
against the server's whole truth, must hold no card of another seat before it was shown (and a
folded or mucked hand never).

The check reads each frame the way a client would - the events (another seat's hole cards must be
null), the view (its own hand only; nothing else may name a hidden card of the running hand) and
the finished hands' records (a hand's PHH and text name no card that hand kept hidden) - and
compares every card name in them with what the server's engine knew was hidden from that reader
at that moment. Cards recur from hand to hand, so each part is checked against its own hand.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from game.engine.duell import DealStarted, ExchangeMade, ShowdownShown
from game.engine.holdem import HandStarted, HoleCards, SeatLeft, SeatTaken, Showdown

__all__ = [
    "HoldemTruth",
    "DuellTruth",
    "holdem_truth",
    "duell_truth",
    "check_holdem_frames",
    "check_duell_frames",
]


def _names(text: str) -> set[str]:
    """The card names (``As``, ``Td``..) anywhere in ``text``, however packed (``AsKd``)."""
    return set(re.findall(r"[2-9TJQKA][shdc]", text))


@dataclass
class HoldemTruth:
    """Per hand (0-based): every seat's hole cards, and the cards shown at its showdown."""

    holes: list[dict[int, tuple[str, str]]] = field(default_factory=list)
    shown: list[set[str]] = field(default_factory=list)
    #: Per hand, who sat on each seat (a cash table, where seats change hands); empty: nobody checks.
    owners: list[dict[int, str]] = field(default_factory=list)


def holdem_truth(events: Sequence[object], names: Sequence[str | None] | None = None) -> HoldemTruth:
    """The truth of a whole sit-and-go (or cash session: ``names``, who sat where at the start,
    lets the check tell the people of one seat apart) from the engine's full log."""
    truth = HoldemTruth()
    seated = list(names or ())
    for event in events:
        if isinstance(event, SeatTaken):
            seated[event.seat] = event.player.name
        elif isinstance(event, SeatLeft):
            seated[event.seat] = None
        if isinstance(event, HandStarted):
            truth.holes.append({})
            truth.shown.append(set())
            if names is not None:
                truth.owners.append({seat: name for seat, name in enumerate(seated) if name is not None})
        elif isinstance(event, HoleCards) and event.cards is not None:
            truth.holes[-1][event.seat] = (str(event.cards[0]), str(event.cards[1]))
        elif isinstance(event, Showdown):
            truth.shown[-1] |= {str(card) for hand in event.shown for card in hand.hole}
    return truth


def _hidden(truth: HoldemTruth, hand: int, seat: int | None, shown_yet: bool, who: str) -> set[str]:
    if not 0 <= hand < len(truth.holes):
        return set()
    owners = truth.owners[hand] if truth.owners else {}

    def foreign(owner: int) -> bool:
        return owner != seat or (bool(owners) and owners.get(owner) != who)

    cards = {card for owner, hole in truth.holes[hand].items() if foreign(owner) for card in hole}
    return cards - truth.shown[hand] if shown_yet else cards


def check_holdem_frames(frames: Iterable[str], truth: HoldemTruth, who: str) -> int:
    """Assert no frame of ``who`` shows a card hidden from it; the frames checked."""
    checked = 0
    for text in frames:
        message = json.loads(text)
        if message.get("type") not in ("game", "update"):
            continue  # the table, lobby, chat and balance messages carry no cards
        checked += 1
        view = message["view"]
        seat = view.get("seat")
        hand = view["hand"] - 1  # the running hand (or the one just finished)
        finished = view["phase"] != "betting"
        for event in message.get("events", []):
            if event["e"] == "hole_cards" and event["seat"] != seat and event["cards"] is not None:
                raise AssertionError(f"{who}: seat {event['seat']}'s hole cards {event['cards']} sent")
        rest = {key: value for key, value in view.items() if key != "hole"}
        leak = _names(json.dumps(rest)) & _hidden(truth, hand, seat, finished, who)
        assert not leak, f"{who}: the view of hand {hand + 1} names hidden cards {sorted(leak)}"
        if view.get("hole") is not None:
            mine = not truth.owners or truth.owners[hand].get(seat) == who
            assert seat is not None and mine and tuple(view["hole"]) == truth.holes[hand][seat], (
                f"{who}: a foreign hole"
            )
        events = message.get("events", [])
        # a resync may span hands: each event is checked against the hand it belongs to
        number = hand - sum(1 for event in events if event["e"] == "hand_started")
        for event in events:
            if event["e"] == "hand_started":
                number = event["hand_no"]
            done = finished or number < hand
            leak = _names(json.dumps(event)) & _hidden(truth, number, seat, done, who)
            assert not leak, f"{who}: the events of hand {number + 1} name hidden cards {sorted(leak)}"
        for record in message.get("records", message.get("history", [])):
            number = record["hand"] - 1
            leak = _names(record["phh"] + record["text"]) & _hidden(truth, number, seat, True, who)
            assert not leak, f"{who}: the record of hand {number + 1} names hidden cards {sorted(leak)}"
    return checked


@dataclass
class DuellTruth:
    """Per deal (0-based): every card each seat held (dealt or drawn), and the cards shown."""

    held: list[tuple[set[str], set[str]]] = field(default_factory=list)
    shown: list[set[str]] = field(default_factory=list)


def duell_truth(events: Sequence[object]) -> DuellTruth:
    """The truth of a whole match from the engine's full log."""
    truth = DuellTruth()
    for event in events:
        if isinstance(event, DealStarted):
            hands = event.hands
            assert hands[0] is not None and hands[1] is not None
            truth.held.append(({str(c) for c in hands[0]}, {str(c) for c in hands[1]}))
            truth.shown.append(set())
        elif isinstance(event, ExchangeMade) and event.drawn is not None:
            truth.held[-1][event.seat].update(str(c) for c in event.drawn)
        elif isinstance(event, ShowdownShown):
            truth.shown[-1] |= {str(card) for hand in event.hands for card in hand}
    return truth


def check_duell_frames(frames: Iterable[str], truth: DuellTruth, who: str) -> int:
    """Assert no frame of ``who`` shows a card of the other seat it was not shown; frames checked."""
    checked = 0
    for text in frames:
        message = json.loads(text)
        if message.get("type") not in ("game", "update"):
            continue
        checked += 1
        view = message["view"]
        seat = view.get("seat")
        deal = view["deal"] - 1
        if deal < 0:
            continue
        mine = truth.held[deal][seat] if seat is not None else set()
        others = set().union(*(truth.held[deal][s] for s in (0, 1) if s != seat))
        events = message.get("events", [])
        shown = any(event["e"] == "showdown_shown" for event in events) or view["phase"] in (
            "deal-over",
            "match-over",
        )
        hidden = others - mine - (truth.shown[deal] if shown else set())
        for event in events:
            if event["e"] == "deal_started":
                for owner, hand in enumerate(event["hands"]):
                    assert owner == seat or hand is None, f"{who}: seat {owner}'s hand sent"
            if event["e"] == "exchange_made" and event["seat"] != seat:
                assert event["discarded"] is None and event["drawn"] is None, f"{who}: a foreign exchange"
        rest = {key: value for key, value in message.items() if key != "view"}
        rest["view"] = {key: value for key, value in view.items() if key != "hand"}
        leak = _names(json.dumps(rest)) & hidden
        assert not leak, f"{who}: deal {deal + 1} names hidden cards {sorted(leak)}"
        if view.get("hand") is not None:
            assert set(view["hand"]) <= mine, f"{who}: a foreign hand in the view"
    return checked
