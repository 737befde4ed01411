"""The hostile client of the fuzz test sends over 10,000 random, truncated, oversized and
out-of-place messages - Hold'em, cash table and Duell moves among them - while a sit-and-go, a Duell
match and a cash session run on the same server: the server never fails, the players are refused
nothing, and no chip is created or lost."""

from __future__ import annotations

import json
import random
import threading
from typing import Any

from game.net.ledger import START_STACK, pot

from . import test_fuzz
from .helpers import Lab
from .holdem_helpers import Bot, calm, play, pump
from .test_fuzz import Hostile

NAMES = ["Anna", "Bert", "Carla", "Dora", "Emil", "Fritz", "Greta"]
CASH = {"format": "cash", "seats": 2, "big_blind": 20, "min_buy_in": 200, "max_buy_in": 1000}


def _holdem_valid(rng: random.Random) -> dict[str, Any]:
    """A well-formed Hold'em or Duell message that is out of place or not Mallory's to send."""
    return rng.choice(
        [
            {"type": "act", "action": {"kind": rng.choice(["fold", "check", "call"])}},
            {"type": "act", "action": {"kind": "raise", "amount": rng.choice([-1, 0, 1, 40, 10**6, 2**70])}},
            {
                "type": "act",
                "action": {"kind": "exchange", "cards": rng.choice(["", "As", "7h 8h 9h Th Jh"])},
            },
            {"type": "open", "variant": "holdem", "options": {"seats": rng.randint(-1, 12), "buy_in": 10**9}},
            {"type": "open", "variant": "duell", "options": {"deck": rng.choice([32, 33]), "stack": 10**7}},
            {"type": "sit", "table": rng.randint(1, 3)},
            {"type": "watch", "table": rng.randint(1, 3)},
            {"type": "ready"},
            {"type": "start"},
            {
                "type": "act",
                "action": {
                    "kind": rng.choice(["sit_out", "sit_in", "top_up"]),
                    "chips": rng.choice([-1, 0, 1, 10**9, 2**70, "x"]),
                },
            },
            {"type": "act", "action": {"kind": rng.choice(["sit_out", "sit_in"])}},
            {"type": "sit", "table": 3, "buy_in": rng.choice([1, 199, 10**9]), "post": rng.random() < 0.5},
            {"type": "open", "variant": "holdem", "options": {**CASH, "min_buy_in": rng.choice([0, 10**8])}},
            {"type": "hands", "from": rng.choice([0, 5, 2**31 - 1])},
            {"type": "bank"},
        ]
    )


def _short(view: dict[str, Any]) -> bool:
    number = view["deal"] if "deal" in view else view["hand"]  # Duell's "hand" is its cards
    return int(number) < 40


class HoldemHostile(Hostile):
    """Mallory with Hold'em and Duell moves mixed into the fuzz test's garbage."""

    def run(self) -> None:
        original = test_fuzz._valid
        rng = random.Random(7)

        def valid(inner: random.Random) -> dict[str, Any]:
            return _holdem_valid(rng) if rng.random() < 0.5 else original(inner)

        test_fuzz._valid = valid  # this thread's messages only ever come from here
        try:
            super().run()
        finally:
            test_fuzz._valid = original


def test_a_hostile_client_cannot_hurt_holdem_or_duell_tables(lab: Lab) -> None:
    wake = threading.Event()
    bots = [Bot(lab.url, name, wake) for name in NAMES]
    try:
        sng, duell = bots[:3], bots[3:5]
        sng[0].send(
            "open",
            variant="holdem",
            options={"seats": 3, "stack": 100_000, "big_blind": 20, "blind_hands": 1000},
        )
        pump(bots, wake, lambda: sng[0].table is not None, what="the sit-and-go opens")
        for bot in sng[1:]:
            bot.send("sit", table=1)
        pump(bots, wake, lambda: all(bot.view is not None for bot in sng), what="the sit-and-go starts")
        duell[0].send("open", variant="duell", options={"stack": 1000})
        pump(bots, wake, lambda: duell[0].table is not None, what="the Duell table opens")
        duell[1].send("sit", table=2)
        pump(bots, wake, lambda: all(bot.view is not None for bot in duell), what="the match starts")
        cash = bots[5:]
        cash[0].send("open", variant="holdem", options=CASH, buy_in=1000)
        pump(bots, wake, lambda: cash[0].table is not None, what="the cash table opens")
        cash[1].send("sit", table=3, buy_in=600)
        pump(bots, wake, lambda: all(bot.view is not None for bot in cash), what="the cash session starts")

        hostile = HoldemHostile(lab.url)
        hostile.start()
        rng = random.Random(3)
        # calm moves, and no more than 40 hands and 40 deals: both games outlast Mallory
        moves = play(bots, wake, rng, hostile.done.is_set, timeout=240, move=calm, deal_on=_short)
        assert hostile.error is None, hostile.error
        assert hostile.sent >= 10_000 and hostile.replies > 2_000  # a late "ready" gets no answer
        assert hostile.internal == 0
        assert moves > 20  # the games ran while Mallory sent
        assert all(bot.view is not None and bot.view["hand"] > 3 for bot in cash)  # hands were dealt
        tables = [lab.table(1), lab.table(2), lab.table(3)]
        assert all(lab.on_server(lambda t=t: t.running) for t in tables), "both games still run"
        before = sum(len(b.acted) for b in bots)
        play(bots, wake, rng, lambda: sum(len(b.acted) for b in bots) > before + 40, timeout=60, move=calm)
        assert [e for bot in bots for e in bot.errors if e["code"] != "illegal"] == []
        for bot in bots:  # everybody leaves: the match is conceded, the sit-and-go's pot refunded
            bot.send("leave")
        # the match is conceded; the sit-and-go plays on with its seats folded (or closes, refunded)
        pump(bots, wake, lambda: not lab.on_server(lambda: tables[1].running), what="the concession")
        # the cash session ends when its people are gone, its last hand paid
        pump(bots, wake, lambda: not lab.on_server(lambda: tables[2].running), what="the cash session's end")
        audit = lab.on_server(lambda: lab.server.audit())
        assert audit.ok, audit.problems
        house = lab.on_server(lambda: lab.server.ledger.balance("house"))
        pots = sum(
            lab.on_server(lambda g=game: lab.server.ledger.balance(pot(g))) for game in audit.open_games
        )
        assert (
            audit.player_chips + house + pots == audit.handed_out == 8 * START_STACK
        )  # no chip created or lost
        assert house == 0
        frames = [json.loads(f) for bot in bots for f in bot.frames()]
        assert not [m for m in frames if m.get("type") == "error" and m.get("code") == "internal"]
    finally:
        for bot in bots:
            bot.drop()
