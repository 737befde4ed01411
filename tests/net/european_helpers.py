"""Loopback helpers for Europäisches Draw Poker: people with a `RemoteEuropeanSession`, a move policy,
the play loop, and the hidden-card audit of every raw message a client received.

The audit (`audit_messages`) knows the truth from the server's engine games
(`GameTruth`, one per finished game): a reader may see its own cards of a
game (dealt, drawn, put away) and the hands shown at that game's showdown
from the event that showed them on. Every string in every message that
reads as cards is checked against that; a leak raises `AssertionError`.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from game.engine import Card, CardParseError, parse_cards
from game.engine.european import (
    Bet,
    BetChoice,
    CardsDealt,
    CardsExchanged,
    CardsShown,
    EuropeanPhase,
    Exchange,
    ExchangeChoice,
    Fold,
    Show,
    ShowChoice,
)
from game.net.client import NetClient
from game.net.european.variant import EuropeanTableGame
from game.session.european.remote import EuropeanMove, RemoteEuropeanSession

from .helpers import Crowd, Lab, Person

NAMES = ("Anna", "Bert", "Cora", "Dirk", "Emil")


class EuropeanPerson(Person):
    """A player (or watcher) of a European table."""

    session: RemoteEuropeanSession

    def _make_session(self, client: NetClient) -> Any:
        return RemoteEuropeanSession(client)


def people_of(crowd: Crowd, names: tuple[str, ...] = NAMES, create: bool = True) -> list[EuropeanPerson]:
    return [crowd.person(name, create=create, kind=EuropeanPerson) for name in names]


def server_game(lab: Lab, table: int = 1) -> EuropeanTableGame:
    game = lab.table(table).game
    assert isinstance(game, EuropeanTableGame)
    return game


def calm(session: RemoteEuropeanSession, legal: Any, rng: random.Random) -> EuropeanMove:
    """A player who never calls for the showdown: the smallest bet, no exchange, show."""
    if isinstance(legal, BetChoice):
        return Bet(legal.seat, legal.minimum)
    if isinstance(legal, ExchangeChoice):
        return Exchange(legal.seat, ())
    return Show(legal.seat)


def lively(session: RemoteEuropeanSession, legal: Any, rng: random.Random) -> EuropeanMove:
    """Random legal moves: bets across the range, folds, exchanges, a showdown call from round 3."""
    if isinstance(legal, BetChoice):
        if rng.random() < 0.08:
            return Fold(legal.seat)
        amount = rng.randint(legal.minimum, min(legal.maximum, legal.minimum + 15))
        return Bet(legal.seat, amount, legal.showdown and rng.random() < 0.5)
    if isinstance(legal, ExchangeChoice):
        hand = session.view.hand
        return Exchange(legal.seat, tuple(rng.sample(hand, rng.randint(0, legal.max_cards))))
    assert isinstance(legal, ShowChoice)
    return Show(legal.seat)


Policy = Callable[[RemoteEuropeanSession, Any, random.Random], EuropeanMove]


def play(
    crowd: Crowd,
    people: list[EuropeanPerson],
    rng: random.Random,
    until: Callable[[], bool],
    policy: Policy = lively,
    limit: int = 20_000,
    pace: float = 0.0,
) -> int:
    """Everybody moves on their turn by ``policy`` until ``until()``; the number of moves made.
    ``pace``: seconds to let pass after each move (a game that must outlast something)."""
    moves = 0
    for _ in range(limit):
        if until():
            return moves
        acted = False
        for person in people:
            session = person.session
            legal = session.legal if session.has_game else None
            if legal is not None:
                session.submit(policy(session, legal, rng))
                moves += 1
                acted = True
        crowd.wake.clear()
        for person in crowd.people:
            person.session.advance(0.0)
        if not acted and not until():
            crowd.wake.wait(0.05)
        elif acted and pace:
            crowd.wake.wait(pace)
    raise AssertionError("the game did not end")


def over(people: list[EuropeanPerson], game_no: int) -> bool:
    """Every session shows game ``game_no`` finished."""
    return all(
        p.session.has_game and p.session.game_no == game_no and p.session.view.phase is EuropeanPhase.COOLDOWN
        for p in people
    )


# ------------------------------------------------------------------ the hidden-card audit


def cards_in(value: Any) -> Iterator[Card]:
    """Every card written anywhere in a JSON value (any string that reads as cards)."""
    if isinstance(value, str):
        try:
            yield from parse_cards(value)
        except CardParseError:
            return
    elif isinstance(value, dict):
        for item in value.values():
            yield from cards_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from cards_in(item)


@dataclass
class GameTruth:
    """One game as the server's engine recorded it: each seat's own cards, the hands shown and when."""

    own: dict[int, set[Card]] = field(default_factory=dict)
    shown: list[tuple[int, set[Card]]] = field(default_factory=list)  # (event number, hand)

    @classmethod
    def of(cls, game: EuropeanTableGame) -> GameTruth:
        truth = cls()
        for number, event in enumerate(game.game.events):
            if isinstance(event, CardsDealt):
                for seat, hand in enumerate(event.hands):
                    truth.own.setdefault(seat, set()).update(hand or ())
            elif isinstance(event, CardsExchanged):
                truth.own.setdefault(event.seat, set()).update(event.discarded or (), event.drawn or ())
            elif isinstance(event, CardsShown):
                truth.shown.append((number, set(event.hand)))
        return truth

    def allowed(self, seat: int | None, horizon: int) -> set[Card]:
        """What ``seat`` may know once it has read the events before number ``horizon``."""
        cards = set(self.own.get(seat, set())) if seat is not None else set()
        for number, hand in self.shown:
            if number < horizon:
                cards |= hand
        return cards


def audit_messages(texts: list[str], truths: dict[int, GameTruth], seats: dict[int, int | None]) -> int:
    """Check every raw message; ``seats``: the reader's game seat per game. Returns cards found."""
    found = 0
    for text in texts:
        message = json.loads(text)
        kind = message["type"]
        if kind not in ("update", "game"):
            assert not set(cards_in(message)), f"a {kind} message shows cards: {text[:200]}"
            continue
        game_no = message["game"]
        truth, seat = truths[game_no], seats.get(game_no)
        if kind == "game":
            horizon = message["count"]
            parts = [message["view"]]
        else:
            parts = []
            for offset, event in enumerate(message["events"]):
                parts.append((message["at"] + offset + 1, event))
            horizon = message["at"] + len(message["events"])
            parts = [*parts, message["view"]]
        for part in parts:
            limit, value = part if isinstance(part, tuple) else (horizon, part)
            cards = set(cards_in(value))
            leaked = cards - truth.allowed(seat, limit)
            assert not leaked, f"game {game_no}: seat {seat} was shown {sorted(map(str, leaked))}"
            found += len(cards)
    return found
