"""Bot clients for the Hold'em and Duell loopback tests: raw websocket connections that speak the
protocol's JSON directly, record every raw frame they receive, and play random legal moves on their
turn; and `HoldemPerson`, a player through the client's own Hold'em session."""

from __future__ import annotations

import json
import random
import threading
import time
from collections.abc import Callable, Iterable
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from game.engine import Exchange
from game.engine.betting import Call, Check, RaiseTo
from game.net.client import NetClient
from game.net.protocol import PROTOCOL_VERSION
from game.session.duell.remote import RemoteDuellSession
from game.session.holdem.remote import RemoteHoldemSession

from .helpers import PASSWORD, Person

__all__ = ["Bot", "pump", "play", "choose", "calm", "HoldemPerson", "calling", "DuellPerson"]


class HoldemPerson(Person):
    """A player (or watcher) of a Hold'em table through the client's own `RemoteHoldemSession`."""

    session: RemoteHoldemSession

    def _make_session(self, client: NetClient) -> Any:
        return RemoteHoldemSession(client)


class DuellPerson(Person):
    """A person at a Duell table through the client's own session, playing calmly."""

    session: RemoteDuellSession

    def _make_session(self, client: NetClient) -> Any:
        return RemoteDuellSession(client)

    def play(self, everything: bool = True) -> None:
        """On its turn: keep its cards, bet everything it may (``everything``: the match ends soon),
        else check or call."""
        session = self.session
        session.advance(0.0)
        legal = session.legal_actions(0)
        if legal is None:
            return
        if hasattr(legal, "max_cards"):
            session.submit(Exchange(0, ()))
        else:
            if everything and legal.raise_max is not None:
                session.submit(RaiseTo(0, legal.raise_max))
            else:
                session.submit(Check(0) if legal.call is None else Call(0))


def calling(person: HoldemPerson) -> None:
    """On the person's turn: check if possible, else call (one move per turn, as a calm player)."""
    session = person.session
    seat = session.viewer
    legal = session.legal_actions(seat) if seat is not None else None
    if legal is not None and seat is not None:
        session.submit(Check(seat) if legal.call is None else Call(seat))


class Bot:
    """One person at a raw connection: the frames it received, its latest view and table message."""

    def __init__(self, url: str, name: str, wake: threading.Event, create: bool = True) -> None:
        self.url = url
        self.name = name
        self.wake = wake
        self.raw: list[str] = []
        self.lock = threading.Lock()
        self.view: dict[str, Any] | None = None
        self.table: dict[str, Any] | None = None
        self.game_no: int | None = None
        self.balance: int | None = None
        self.errors: list[dict[str, Any]] = []
        self.acted: set[tuple[Any, ...]] = set()
        self.ws: ClientConnection | None = None
        self._connect(create)

    def _connect(self, create: bool) -> None:
        ws = connect(self.url, max_size=None, compression=None).__enter__()  # closed by `drop`
        ws.send(
            json.dumps(
                {
                    "type": "hello",
                    "v": PROTOCOL_VERSION,
                    "name": self.name,
                    "password": PASSWORD,
                    "create": create,
                }
            )
        )
        welcome = json.loads(ws.recv(10))
        assert welcome["type"] == "welcome", welcome
        self.balance = welcome.get("balance")
        self.ws = ws
        threading.Thread(target=self._read, args=(ws,), daemon=True).start()

    def _read(self, ws: ClientConnection) -> None:
        try:
            for frame in ws:
                text = frame if isinstance(frame, str) else frame.decode("utf-8", "replace")
                message = json.loads(text)
                with self.lock:
                    self.raw.append(text)
                    kind = message.get("type")
                    if kind in ("game", "update"):
                        self.view = message["view"]
                        self.game_no = message["game"]
                    elif kind == "table":
                        self.table = message
                    elif kind == "balance":
                        self.balance = message["balance"]
                    elif kind == "error":
                        self.errors.append(message)
                self.wake.set()
        except ConnectionClosed:
            pass

    def send(self, kind: str, **fields: Any) -> None:
        assert self.ws is not None
        self.ws.send(json.dumps({"type": kind, **fields}))

    def drop(self) -> None:
        """The connection breaks (the server sees it close)."""
        if self.ws is not None:
            self.ws.close()
            self.ws = None

    def reconnect(self) -> None:
        """Log in again on a new connection (the server gives the seat back)."""
        self.drop()
        self._connect(create=False)

    def frames(self) -> list[str]:
        with self.lock:
            return list(self.raw)

    @property
    def seat(self) -> int | None:
        """This bot's seat in the running game (its projection), or None."""
        view = self.view
        return None if view is None else view.get("seat")


def pump(
    bots: Iterable[Bot],
    wake: threading.Event,
    until: Callable[[], bool],
    timeout: float = 20.0,
    what: str = "it",
) -> None:
    """Wait (on the bots' notifications, never a fixed sleep) until ``until()`` holds."""
    deadline = time.monotonic() + timeout
    while not until():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        wake.clear()
        if until():
            return
        wake.wait(0.05)


def choose(view: dict[str, Any], rng: random.Random, lively: float = 0.25) -> dict[str, Any]:
    """A random legal move from a view's ``legal`` (an exchange of some of the own cards in Duell)."""
    legal = view["legal"]
    if "exchange" in legal:
        hand = view["hand"]
        return {"kind": "exchange", "cards": " ".join(card for card in hand[:4] if rng.random() < 0.4)}
    roll = rng.random()
    if legal["raise_min"] is not None and roll < lively:
        amount = legal["raise_max"] if roll < lively / 12 else legal["raise_min"]  # all in now and then
        return {"kind": "raise", "amount": amount}
    if legal["call"] is not None:
        return {"kind": "fold"} if roll > 0.8 else {"kind": "call"}
    return {"kind": "check"}


def calm(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A move that keeps the game going: the smallest raise now and then, else call or check."""
    legal = view["legal"]
    if "exchange" in legal:
        return {"kind": "exchange", "cards": ""}
    if legal["raise_min"] is not None and rng.random() < 0.1:
        return {"kind": "raise", "amount": legal["raise_min"]}
    return {"kind": "call"} if legal["call"] is not None else {"kind": "check"}


def _between(view: dict[str, Any]) -> tuple[str, int] | None:
    """The round a bot says "seen" for, if the game pauses between rounds now."""
    if view.get("phase") == "between-hands" and view.get("hand", 0) > 0:
        return ("hand", view["hand"])
    if view.get("phase") == "deal-over" and not view.get("over"):
        return ("deal", view["deal"])
    return None


def play(
    bots: list[Bot],
    wake: threading.Event,
    rng: random.Random,
    until: Callable[[], bool],
    timeout: float = 60.0,
    move: Callable[[dict[str, Any], random.Random], dict[str, Any]] | None = None,
    deal_on: Callable[[dict[str, Any]], bool] | None = None,
    idle: Callable[[], None] | None = None,
) -> int:
    """Every bot plays its turns (``move``: `choose`) and says "seen" between rounds (while
    ``deal_on(view)`` holds, if given) until ``until()``; ``idle()`` is called whenever nobody had
    anything to do (e.g. to let a manual clock run on); the moves made."""
    moves = 0
    deadline = time.monotonic() + timeout
    while not until():
        if time.monotonic() > deadline:
            raise AssertionError("the game did not get there in time")
        wake.clear()
        acted = False
        for bot in bots:
            with bot.lock:
                view, game_no = bot.view, bot.game_no
            if view is None or bot.ws is None:
                continue
            legal = view.get("legal")
            if legal is not None and view.get("current", view.get("seat")) == view.get("seat"):
                key = ("act", game_no, json.dumps(view, sort_keys=True))
                if key not in bot.acted:
                    bot.acted.add(key)
                    bot.send("act", action=(move or choose)(view, rng))
                    moves += 1
                    acted = True
            pause = _between(view)
            if deal_on is not None and not deal_on(view):
                pause = None
            if pause is not None and ("ready", game_no, pause) not in bot.acted:
                bot.acted.add(("ready", game_no, pause))
                bot.send("ready")
                acted = True
        if not acted:
            if not wake.wait(0.05) and idle is not None:
                idle()
    return moves
