"""The hand histories a player downloads from a network sit-and-go - each finished hand's PHH as that
player may see it, every card it was not shown written ``????`` - replay in pokerkit to the same
stacks: the hands whose cards were all shown, and the others too (pokerkit needs no folded or mucked
card)."""

from __future__ import annotations

import json
import random
import re
import threading
from typing import Any

import pytest

from game.engine.betting import Blind, BlindPosted
from game.engine.holdem.phh import hand_logs
from game.net import table as table_module
from game.net.holdem.cash import CashTableGame
from game.net.holdem.variant import HoldemTableGame

from .helpers import Lab
from .holdem_helpers import Bot, play, pump

pytest.importorskip("pokerkit")

from tests.engine.holdem.test_phh import (  # noqa: E402
    decided_otherwise_than_pokerkit,
    pokerkit_style_stacks,
    replay,
)

NAMES = ["Anna", "Bert", "Carla", "Dora"]


def download(bot: Bot, wake: threading.Event) -> list[dict[str, Any]]:
    """Every finished hand of ``bot``, page after page of `hands` answers."""
    records: list[dict[str, Any]] = []
    start: int | None = 0
    pages = 0
    while start is not None:
        mark = len(bot.frames())
        bot.send("hands", **{"from": start})
        pump([bot], wake, lambda m=mark: any('"type":"hands"' in f for f in bot.frames()[m:]), what="a page")
        page = json.loads(next(f for f in bot.frames()[mark:] if '"type":"hands"' in f))
        assert page["from"] == start and len(page["hands"]) <= table_module.HANDS_PAGE
        records.extend(page["hands"])
        start = page["next"]
        pages += 1
        assert pages <= page["total"] + 1, "the pages end"
    assert len(records) <= page["total"]  # (a cash table: the hands the reader played)
    return records


@pytest.mark.parametrize("structure", ["no-limit", "limit", "pot-limit"])
def test_downloaded_hands_replay_in_pokerkit(
    lab: Lab, structure: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table_module, "HANDS_PAGE", 3)  # a few hands a page: the download pages
    wake = threading.Event()
    bots = [Bot(lab.url, name, wake) for name in NAMES]
    try:
        bots[0].send("open", variant="holdem", options={"structure": structure, "seats": 4, "stack": 400})
        pump(bots, wake, lambda: bots[0].table is not None, what="the table opens")
        for bot in bots[1:]:
            bot.send("sit", table=1)
        pump(bots, wake, lambda: all(bot.view is not None for bot in bots), what="the start")
        game = lab.table(1).game
        assert isinstance(game, HoldemTableGame)
        play(
            bots,
            wake,
            random.Random(structure),
            lambda: all(b.view and b.view["phase"] == "game-over" for b in bots),
        )
        hands = hand_logs(lab.on_server(lambda: game.game.events))
        replayed = shown = skipped = 0
        for bot in bots:
            mark = len(bot.frames())
            bot.reconnect()  # the whole history comes with the game on (re)joining: the download
            pump(
                bots,
                wake,
                lambda b=bot, m=mark: any('"type":"game"' in f for f in b.frames()[m:]),
                what="the history",
            )
            snapshot = json.loads(next(f for f in bot.frames()[mark:] if '"type":"game"' in f))
            records = download(bot, wake)
            assert records == snapshot["history"]  # the `hands` pages: the game's whole history
            assert [record["hand"] for record in records] == list(range(1, len(hands) + 1))
            for record, hand in zip(records, hands):
                if decided_otherwise_than_pokerkit(hand, lone=False):
                    skipped += 1  # variants.md decides this hand otherwise than pokerkit (phh.py)
                    continue
                try:
                    history, state = replay(record["phh"])
                except (ValueError, AssertionError):
                    if not decided_otherwise_than_pokerkit(hand):
                        raise
                    skipped += 1  # pokerkit wants a check of a seat with nobody to bet against
                    continue
                shown += bool(re.search(r" sm [2-9TJQKA]", record["phh"]))  # a showdown with cards
                players = [seat - 1 for seat in history.seats]
                assert dict(zip(players, state.stacks)) == pokerkit_style_stacks(hand), record["phh"]
                assert history.finishing_stacks == [hand[-1].stacks[seat] for seat in players]
                replayed += 1
        assert replayed + skipped == len(bots) * len(hands) and len(hands) >= 3
        assert replayed > skipped  # the rules' exceptions are the few hands, not the many
        assert 0 < shown < replayed  # hands to the showdown and hands won without one
    finally:
        for bot in bots:
            bot.drop()


@pytest.mark.parametrize("structure", ["no-limit", "limit", "pot-limit"])
def test_hands_downloaded_at_a_cash_table_replay_in_pokerkit(lab: Lab, structure: str) -> None:
    wake = threading.Event()
    bots = [Bot(lab.url, name, wake) for name in NAMES]
    stakes = {"format": "cash", "structure": structure, "seats": 4, "min_buy_in": 200, "max_buy_in": 1000}
    try:
        bots[0].send("open", variant="holdem", options=stakes, buy_in=400)
        pump(bots, wake, lambda: bots[0].table is not None, what="the table opens")
        for bot, chips in zip(bots[1:3], (1000, 250)):
            bot.send("sit", table=1, buy_in=chips)
            pump(bots, wake, lambda b=bot: b.view is not None, what="the session")
        game = lab.table(1).game
        assert isinstance(game, CashTableGame)
        rng = random.Random(structure)
        play(bots[:3], wake, rng, lambda: lab.on_server(lambda: game.game.hand_no) >= 4)
        bots[3].send("sit", table=1, buy_in=600, post=True)  # a newcomer's post: no PHH notation
        pump(bots, wake, lambda: bots[3].view is not None, what="the newcomer")
        play(bots, wake, rng, lambda: lab.on_server(lambda: game.game.hand_no) >= 14 and game.current is None)
        hands = hand_logs(lab.on_server(lambda: game.game.events))
        replayed = skipped = posted = 0
        for bot in bots:
            for record in download(bot, wake):
                hand = hands[record["hand"] - 1]
                post = any(isinstance(e, BlindPosted) and e.blind is Blind.POST for e in hand)
                assert record["phh"].startswith("#") == post  # a newcomer's post: no PHH notation
                if post:
                    posted += 1  # the record says why it has no PHH, its text tells the hand
                    assert "post" in record["phh"] and record["text"].startswith(f"Hand {record['hand']}")
                    continue
                if decided_otherwise_than_pokerkit(hand, lone=False):
                    skipped += 1
                    continue
                try:
                    history, state = replay(record["phh"])
                except (ValueError, AssertionError):
                    if not decided_otherwise_than_pokerkit(hand):
                        raise
                    skipped += 1
                    continue
                players = [seat - 1 for seat in history.seats]
                assert dict(zip(players, state.stacks)) == pokerkit_style_stacks(hand), record["phh"]
                replayed += 1
        assert replayed > skipped and replayed >= 20 and posted <= 4
    finally:
        for bot in bots:
            bot.drop()
