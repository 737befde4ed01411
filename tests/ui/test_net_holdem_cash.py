"""A Texas Hold'em cash table through the game window's screens against a real server on 127.0.0.1:
Tisch eröffnen (Cash-Tisch, the stakes, the own buy-in), a scripted second person sits down, hands
are played by keys, sitting out (O) and coming back with a big blind (O, B, Enter), topping up (K,
the amount chooser), standing up (U) and sitting down again at an empty seat (T: the buy-in dialog),
the history's download of the own hands for the exports; then every balance is the start minus the
buy-ins plus the stacks taken back, the ledger audit holds, and no frame the window's client received
names another seat's hidden card."""

from __future__ import annotations

import json
import os
import random
import re
import threading
import time
from collections.abc import Callable
from functools import partial

import pygame
import pytest

import game.scenes.net.connect as connect
from game.engine.holdem import HandOver, HandStarted
from game.net.client import NetClient
from game.net.ledger import START_STACK
from game.scenes.holdem.history import HoldemHistoryScene
from game.scenes.net.buy_in import BuyInScene
from game.scenes.net.cover import NetCover
from game.scenes.net.holdem.table import NetHoldemScene
from game.scenes.net.lobby import LobbyScene
from game.scenes.net.open import OpenTableScene
from game.scenes.net.table import ERROR_SECONDS
from game.session.holdem.remote import RemoteHoldemSession
from game.ui import theme
from tests.net.helpers import Lab
from tests.net.holdem_helpers import Bot, calm
from tests.net.holdem_leaks import HoldemTruth, check_holdem_frames, holdem_truth
from tests.net.holdem_leaks import _hidden as hidden_cards
from tests.net.test_holdem_cash import STAKES, _balances, _between, _game, _hand, _planned

from .helpers import key, screen_text
from .net_helpers import run_until
from .test_net_holdem import holdem_dialog
from .test_net_screens import _lobby

SHOTS = os.environ.get("NP_SHOTS")


@pytest.fixture
def frames(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every raw frame the window's own client receives (its `NetClient` records them)."""
    got: list[str] = []
    lock = threading.Lock()

    def record(raw: str | bytes) -> None:
        with lock:
            got.append(raw if isinstance(raw, str) else raw.decode("utf-8", "replace"))

    monkeypatch.setattr(connect, "NetClient", partial(NetClient, on_raw=record))
    return got


def _open_cash(app, lobby: LobbyScene) -> None:
    """Tisch eröffnen by keys: Texas Hold'em, Format Cash-Tisch, 3 seats, big blind 20, buy-ins
    200 to 1000, the own buy-in 600."""
    dialog, row = holdem_dialog(app)
    row(dialog.holdem_format, pygame.K_RIGHT)
    assert dialog.min_buy_in.visible and not dialog.stack.visible  # the cash table's rows
    row(dialog.seats, text="3")
    row(dialog.min_buy_in, text="200")
    row(dialog.max_buy_in, text="1000")
    row(dialog.own_buy_in, text="600")
    if SHOTS:
        app.step(1 / 60)
        pygame.image.save(app.screen, f"{SHOTS}/cash_open_{app.screen.get_width()}.png")
    key(app, pygame.K_RETURN)
    assert not isinstance(app.top, OpenTableScene)


def _bot_turn(bot: Bot, rng: random.Random) -> None:
    """The scripted person: a calm move on its turn, "seen" between hands."""
    with bot.lock:
        view, game_no = bot.view, bot.game_no
    if view is None:
        return
    if view.get("legal") is not None and view.get("current") == view.get("seat"):
        mark = ("act", game_no, json.dumps(view, sort_keys=True))
        if mark not in bot.acted:
            bot.acted.add(mark)
            bot.send("act", action=calm(view, rng))
    if view.get("phase") == "between-hands" and view.get("hand", 0) > 0:
        mark = ("ready", game_no, view["hand"])
        if mark not in bot.acted:
            bot.acted.add(mark)
            bot.send("ready")


def _play(app, lab: Lab, bot: Bot, rng: random.Random, until: Callable[[], bool], what: str) -> None:
    """Hands go on (the person calls or checks by key, Space after a hand) until ``until()``."""
    deadline = time.monotonic() + 60
    while not until():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        _bot_turn(bot, rng)
        top = app.top
        if isinstance(top, NetHoldemScene):
            table = top.table
            if table.my_turn():
                key(app, pygame.K_c)
            elif table.finished_hand() is not None and table.waits_for_person():
                key(app, pygame.K_SPACE)
        lab.advance(0.1)
        app.step(1 / 60)
        time.sleep(0.003)


def _check_hands_frames(frames: list[str], truth: HoldemTruth, who: str) -> int:
    """The `hands` download (which the game-frame check does not read): each record names no card
    that hand kept hidden from the seat ``who`` played in it; the records checked."""
    checked = 0
    for text in frames:
        message = json.loads(text)
        if message.get("type") != "hands":
            continue
        for record in message["hands"]:
            number = record["hand"] - 1
            seat = next(s for s, name in truth.owners[number].items() if name == who)
            hidden = hidden_cards(truth, number, seat, True, who)
            leak = set(re.findall(r"[2-9TJQKA][shdc]", record["phh"] + record["text"])) & hidden
            assert not leak, f"{who}: the downloaded hand {number + 1} names hidden cards {sorted(leak)}"
            checked += 1
    return checked


def _sections(phh: str) -> dict[int, str]:
    """The PHH export's hands by number (its ``[n]`` sections)."""
    parts = re.split(r"^\[(\d+)\]$", phh, flags=re.M)
    return {int(parts[i]): parts[i + 1] for i in range(1, len(parts) - 1, 2)}


def _shot(app, name: str) -> None:
    if SHOTS:
        app.step(1 / 60)
        pygame.image.save(app.screen, f"{SHOTS}/{name}_{app.screen.get_width()}.png")


def _cash_session(app, lab: Lab, frames: list[str], tmp_path) -> None:
    rng = random.Random(3)
    wake = threading.Event()
    lobby = _lobby(app, lab, "Hanna")
    _open_cash(app, lobby)
    run_until(app, lambda: lobby.seating is not None and lobby.seating.me == 0, what="the cash table")
    session = lobby.session
    assert isinstance(session, RemoteHoldemSession)
    assert session.seating is not None and session.seating.options["format"] == "cash"
    assert session.seating.options["min_buy_in"] == 200 and session.seating.options["max_buy_in"] == 1000
    # alone at it: the session starts when a second person sits - nobody is asked to start it
    app.step(1 / 60)
    words = " ".join(screen_text(app))
    assert "Spiel starten" not in words and "Spielleitung" not in words  # no role, no countdown
    assert app.t("net.room.wait_players") in words
    bert = Bot(lab.url, "Bert", wake)
    try:
        _with_bert(app, lab, frames, tmp_path, session, bert, rng)
    finally:
        bert.drop()


def _stack(session: RemoteHoldemSession) -> int:
    seat = session.seating.me if session.seating is not None else None
    assert seat is not None
    return session.table.stacks[seat]


def _with_bert(app, lab, frames, tmp_path, session: RemoteHoldemSession, bert: Bot, rng) -> None:
    bert.send("sit", table=1, buy_in=400)
    run_until(app, lambda: isinstance(app.top, NetHoldemScene), what="the Hold'em table")
    scene = app.top
    assert isinstance(scene, NetHoldemScene)
    table = session.table
    assert table.cash is not None and (table.cash.min_buy_in, table.cash.max_buy_in) == (200, 1000)
    assert table.seated[2] is None  # the third seat is free, and the table says so
    assert app.t("holdem.seat.free") in screen_text(app)
    hints = " ".join(row[0] for row in scene.panel_rows())
    assert "O: aussetzen" in hints and "K: nachkaufen" in hints and "U: aufstehen" in hints
    _shot(app, "cash_table")
    paid: dict[str, int] = {"Hanna": 600, "Bert": 400}
    returned: dict[str, int] = {"Hanna": 0, "Bert": 0}
    _play(app, lab, bert, rng, lambda: _hand(lab) >= 3, "three hands")

    # O: sit out (from the end of the running hand); the table marks the seat
    key(app, pygame.K_o)
    _play(app, lab, bert, rng, lambda: 0 in session.table.sitting_out, "sitting out")
    app.step(1 / 60)
    assert app.t("holdem.seat.sits_out") in screen_text(app)
    assert "O: zurückkommen" in " ".join(row[0] for row in scene.panel_rows())
    _shot(app, "cash_sitting_out")
    # O again: come back, B posts a big blind to play at once
    key(app, pygame.K_o)
    dialog = app.top
    assert isinstance(dialog, BuyInScene) and not dialog.ask.asks_amount
    key(app, pygame.K_b)
    assert dialog.post
    key(app, pygame.K_RETURN)
    assert app.top is scene
    _play(app, lab, bert, rng, lambda: 0 not in session.table.sitting_out, "coming back")
    dealt = _hand(lab)
    _play(app, lab, bert, rng, lambda: _hand(lab) >= dealt + 2, "two more hands")

    # K: top up as far as allowed (End in the amount chooser): to the maximum buy-in, at most the
    # balance (which holds the stack between hands)
    _play(app, lab, bert, rng, lambda: _between(lab) and session.table.current is None, "a hand's end")
    before = _stack(session)
    key(app, pygame.K_k)
    dialog = app.top
    assert isinstance(dialog, BuyInScene) and dialog.ask.asks_amount
    assert session.balance is not None
    most = min(1000, session.balance) - before
    assert most > 0 and (dialog.chooser.lo, dialog.chooser.hi) == (1, most)
    key(app, pygame.K_END)
    key(app, pygame.K_RETURN)
    assert app.top is scene and not scene.error
    paid["Hanna"] += most
    run_until(app, lambda: _stack(session) == before + most, what="the top-up")
    # K again: nothing may come now - the panel says why, and the words go after a while (they
    # stood there for the rest of the session)
    key(app, pygame.K_k)
    assert app.top is scene and scene.error == app.t("net.cash.no_top_up")
    assert app.t("net.cash.no_top_up") in " ".join(row[0] for row in scene.panel_rows())
    for _ in range(int(ERROR_SECONDS * 60) + 30):
        app.step(1 / 60)
    assert not scene.error
    assert not any(row[1] == theme.RED for row in scene.panel_rows())
    _play(app, lab, bert, rng, lambda: _hand(lab) >= dealt + 4, "hands after the top-up")

    # U between hands: stand up with the stack; the window watches on, the seat is free
    _play(app, lab, bert, rng, lambda: _between(lab) and session.table.current is None, "a hand's end")
    stack = _stack(session)
    key(app, pygame.K_u)
    run_until(app, lambda: session.seating is not None and session.seating.me is None, what="standing up")
    returned["Hanna"] += stack
    run_until(app, lambda: session.table.seated[0] is None, what="the free seat")
    assert isinstance(app.top, NetHoldemScene)
    hints = " ".join(row[0] for row in app.top.panel_rows())
    assert "T: hinsetzen" in hints and "U: aufstehen" not in hints
    _shot(app, "cash_watching")

    # T: sit down again at an empty seat; the buy-in dialog (the smallest buy-in), waiting for the BB
    key(app, pygame.K_t)
    dialog = app.top
    assert isinstance(dialog, BuyInScene) and dialog.ask.asks_amount and dialog.ask.ask_post
    assert session.balance is not None  # at most the balance, at most the maximum buy-in
    assert (dialog.chooser.lo, dialog.chooser.hi) == (200, min(1000, session.balance))
    _shot(app, "cash_sit_down")
    key(app, pygame.K_HOME)
    key(app, pygame.K_RETURN)
    paid["Hanna"] += 200
    run_until(app, lambda: session.seating is not None and session.seating.me is not None, what="a seat")
    scene = app.top
    assert isinstance(scene, NetHoldemScene)
    dealt = _hand(lab)
    _play(app, lab, bert, rng, lambda: _hand(lab) >= dealt + 3, "hands after sitting down again")

    # H: the history downloads every hand Hanna played here, for the exports
    _play(app, lab, bert, rng, lambda: _between(lab) and session.table.current is None, "a hand's end")
    key(app, pygame.K_h)
    top = app.top
    assert isinstance(top, NetCover) and isinstance(top.inner, HoldemHistoryScene)
    run_until(app, lambda: not session.downloading, what="the download")
    history = top.inner
    text_file, phh_file = history.export(tmp_path), history.export_phh(tmp_path)
    assert text_file is not None and phh_file is not None
    phh = phh_file.read_text(encoding="utf-8")
    key(app, pygame.K_ESCAPE)

    # both stand up between hands: the session ends, every chip is back in a balance
    _play(app, lab, bert, rng, lambda: _between(lab) and session.table.current is None, "a hand's end")
    game = _game(lab)
    events = list(lab.on_server(lambda: list(game.game.events)))
    with bert.lock:
        view = bert.view
    assert view is not None
    returned["Hanna"] += _stack(session)
    returned["Bert"] += view["stacks"][view["seat"]]
    key(app, pygame.K_u)
    bert.send("stand")
    table = lab.table(1)
    run_until(app, lambda: not lab.on_server(lambda: table.running), what="the session's end")
    # the window gives way to the lobby's view of the table, which waits for two people to sit
    run_until(app, lambda: isinstance(app.top, LobbyScene), what="the lobby after the session")
    assert session.seating is not None and session.seating.table == 1

    # the balances: start - buy-ins + the stacks taken back; the ledger audit holds
    balances = _balances(lab, ["Hanna", "Bert"])
    assert balances == {name: START_STACK - paid[name] + returned[name] for name in paid}, (paid, returned)
    assert sum(balances.values()) == 2 * START_STACK
    audit = lab.on_server(lambda: lab.server.audit())
    assert audit.ok, audit.problems

    # the exports: one section per hand Hanna played, downloaded (more than a snapshot holds is fine)
    for record in session.records:
        assert f"[{record.hand}]" in phh
    assert [r.hand for r in session.records] == sorted(r.hand for r in session.records)
    assert any(isinstance(e, HandOver) for e in events)

    # no frame the window's client received named another seat's hidden card: not the game's
    # frames, not the downloaded hands
    truth = holdem_truth(events, ["Hanna", "Bert", None])
    assert check_holdem_frames(list(frames), truth, "Hanna") > 0
    assert _check_hands_frames(list(frames), truth, "Hanna") > 0
    assert '"not_playing"' not in " ".join(frames)

    # every hand Hanna played here is in the PHH export with her own cards - those of her first
    # seat too, which the snapshot after sitting down again gave only as a watcher saw them
    sections = _sections(phh)
    starts = [e for e in events if isinstance(e, HandStarted)]
    played = 0
    for number, start in enumerate(starts):
        for seat in start.seats:
            if truth.owners[number].get(seat) == "Hanna":
                played += 1
                part = sections.get(number + 1)
                assert part is not None, f"hand {number + 1} is not in the export"
                assert "".join(truth.holes[number][seat]) in part or "no PHH notation" in part, part

    assert played >= 8 and len(session.records) >= played


def test_a_cash_table_through_the_screens(make_app, lab: Lab, frames: list[str], tmp_path) -> None:
    width, height = os.environ.get("NP_SIZE", "1280x720").split("x")  # NP_SHOTS: the screens to look at
    app = make_app((int(width), int(height)))
    _cash_session(app, lab, frames, tmp_path)


def test_a_newcomer_waiting_for_the_big_blind_posts_with_b(make_app, lab: Lab) -> None:
    """The window's person sits down at a running cash table to wait for the big blind (T, W,
    Enter); the panel offers B to post one now after all; B between hands: the server deals the
    seat in at the next hand (no longer waiting), and the hint is gone."""
    rng = random.Random(7)
    wake = threading.Event()
    anna, bert = Bot(lab.url, "Anna", wake), Bot(lab.url, "Bert", wake)
    try:
        anna.send("open", variant="holdem", options={**STAKES, "seats": 4}, buy_in=500)
        bert.send("sit", table=1, seat=1, buy_in=500)
        app = make_app((1280, 720))
        lobby = _lobby(app, lab, "Hanna")
        run_until(app, lambda: len(lobby.session.tables) == 1, what="the table list")
        key(app, pygame.K_z)  # watch
        run_until(app, lambda: isinstance(app.top, NetHoldemScene), what="the watched table")
        scene = app.top
        assert isinstance(scene, NetHoldemScene)
        session = scene.session
        key(app, pygame.K_t)  # sit down: the buy-in dialog; W waits for the big blind
        dialog = app.top
        assert isinstance(dialog, BuyInScene) and dialog.ask.ask_post
        key(app, pygame.K_w)
        assert dialog.post is False
        key(app, pygame.K_RETURN)
        run_until(app, lambda: session.seating is not None and session.seating.me is not None, what="a seat")
        mine = session.seating.me
        game = _game(lab)
        deadline = time.monotonic() + 60
        # the bots play on until Hanna waits in the engine between hands, her big blind not next
        while not (
            _between(lab) and lab.on_server(lambda: game.game.newcomers) == {mine: False}
            and mine not in _planned(lab) and session.table.cash is not None
            and mine in session.table.cash.waiting
        ):
            assert time.monotonic() < deadline, "timed out waiting for Hanna to wait between hands"
            for bot in (anna, bert):
                _bot_turn(bot, rng)
            lab.advance(0.1)
            app.step(1 / 60)
            time.sleep(0.003)
        scene = app.top
        assert isinstance(scene, NetHoldemScene)
        app.step(1 / 60)
        assert "B: Big Blind jetzt setzen" in " ".join(row[0] for row in scene.panel_rows())
        # no key hurries anybody here: the people are at other screens
        assert not any("Computer" in words for words in screen_text(app)), screen_text(app)
        _shot(app, "cash_waiting")
        key(app, pygame.K_b)
        run_until(app, lambda: mine not in session.table.cash.waiting, what="no longer waiting")
        assert lab.on_server(lambda: game.game.newcomers) == {mine: True} and mine in _planned(lab)
        assert "B: Big Blind" not in " ".join(row[0] for row in scene.panel_rows())
        assert not scene.error
        for bot in (anna, bert):
            bot.send("stand")
        key(app, pygame.K_u)
        table = lab.table(1)
        run_until(app, lambda: not lab.on_server(lambda: table.running), what="the session's end")
        audit = lab.on_server(lambda: lab.server.audit())
        assert audit.ok and sum(_balances(lab, ["Anna", "Bert", "Hanna"]).values()) == 3 * START_STACK
    finally:
        anna.drop()
        bert.drop()


def _hanna_opens(app, lab: Lab) -> RemoteHoldemSession:
    """Hanna logs in and opens the cash table (`_open_cash`: her buy-in 600), seated on seat 0."""
    lobby = _lobby(app, lab, "Hanna")
    _open_cash(app, lobby)
    run_until(app, lambda: lobby.seating is not None and lobby.seating.me == 0, what="the cash table")
    session = lobby.session
    assert isinstance(session, RemoteHoldemSession)
    return session


def _bert_sits(app, bert: Bot) -> NetHoldemScene:
    """Bert (scripted) sits down with 400: the session starts, the window shows the table."""
    bert.send("sit", table=1, buy_in=400)
    run_until(app, lambda: isinstance(app.top, NetHoldemScene), what="the Hold'em table")
    scene = app.top
    assert isinstance(scene, NetHoldemScene)
    return scene


def test_who_stands_up_reads_the_newest_chat_lines(make_app, lab: Lab) -> None:
    """U at a cash table: the person watches on, and the panel's chat ends with the newest lines -
    their own "steht auf" (sent while they were neither seated nor watching) and what comes after,
    not the oldest lines the window had before (a screenshot of a watched cash table showed those)."""
    rng = random.Random(9)
    app = make_app((1920, 1080))
    session = _hanna_opens(app, lab)
    bert = Bot(lab.url, "Bert", threading.Event())
    try:
        _bert_sits(app, bert)
        _play(app, lab, bert, rng, lambda: _between(lab) and session.table.current is None, "a hand's end")
        key(app, pygame.K_u)
        run_until(app, lambda: session.seating is not None and session.seating.me is None, what="standing up")
        scene = app.top
        assert isinstance(scene, NetHoldemScene)

        def shown() -> list[str]:
            return [row.words for row in scene.chat.rows(scene.chat_rect(), 15)]

        def newest() -> str:
            rows = scene.chat.rows(scene.chat_rect(), 15)
            return rows[-1].words if rows and rows[-1].newest else ""

        # her own stand, the newest line (nobody leads a cash table's game: no role passed on)
        run_until(app, lambda: "[SYSTEM] Hanna steht auf" in shown(), what="the newest lines shown")
        assert newest() == "[SYSTEM] Hanna steht auf", shown()
        assert not any("Spielleitung" in line for line in shown()), shown()
        bert.send("chat", text="Schade")
        run_until(app, lambda: newest() == "[Bert] Schade", what="a line after it")
        app.step(1 / 60)
        # watching now: the hand's end shown, but no "next hand" to press - the server deals on
        assert scene.table.finished_hand() is not None
        words = " ".join(screen_text(app))
        assert app.t("holdem.next") not in words and "nächste Hand" not in words, words
        _shot(app, "cash_stood_chat")
        bert.send("stand")
        table = lab.table(1)
        run_until(app, lambda: not lab.on_server(lambda: table.running), what="the session's end")
        audit = lab.on_server(lambda: lab.server.audit())
        assert audit.ok and sum(_balances(lab, ["Hanna", "Bert"]).values()) == 2 * START_STACK
    finally:
        bert.drop()


def test_topping_up_during_a_hand_offers_the_whole_balance(make_app, lab: Lab) -> None:
    """K while a hand runs and another seat acts: the amount chooser offers up to the maximum
    buy-in and all of the balance - the hand's start took the whole stack out of the balance (a
    playtest saw "Max 40" with 500 chips beside a stack of 460: the stack was taken off twice);
    Enter tops up by that much at the hand's end, and every chip is where it belongs."""
    app = make_app((1280, 720))
    session = _hanna_opens(app, lab)  # buy-in 600 of 1000: 400 stay in the balance
    bert = Bot(lab.url, "Bert", threading.Event())
    try:
        scene = _bert_sits(app, bert)
        # Hanna has the button (the first to sit): she acts first before the flop; C calls
        run_until(app, lambda: scene.table.my_turn(), what="Hanna's first move")
        key(app, pygame.K_k)  # on her move the dialog would give way at once: the panel says so
        assert app.top is scene and scene.error == app.t("net.cash.top_up_after_move")
        key(app, pygame.K_c)
        run_until(app, lambda: session.table.current == 1, what="Bert's move")
        assert session.balance == START_STACK - 600  # the stack is staked in the running hand
        stack = _stack(session)
        key(app, pygame.K_k)
        dialog = app.top
        assert isinstance(dialog, BuyInScene), scene.error
        assert dialog.ask.hi == min(1000 - stack, START_STACK - 600)  # 400, not 400 - the stack
        _shot(app, "cash_top_up_in_hand")
        key(app, pygame.K_RETURN)
        assert not scene.error
        run_until(app, lambda: _stack(session) == stack + 400, what="the top-up counted in the stack")
        # at the hand's end all of Hanna's chips are at the table: her balance is the stack alone
        _play(app, lab, bert, random.Random(5), lambda: _between(lab), "the hand's end")
        run_until(app, lambda: session.balance == _stack(session), what="the balance after the hand")
        audit = lab.on_server(lambda: lab.server.audit())
        assert audit.ok
    finally:
        bert.drop()
