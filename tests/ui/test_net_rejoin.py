"""Network play that holds, through the screens the window uses, against real server processes on
127.0.0.1 (issue 20): for every variant the server hosts, a player's client process is killed with
SIGKILL mid-hand and the person logs in again in a new window (Enter in the password field): the
window is seated again by the server, runs that table's variant, shows the running hand with the
person's own cards and lets the person make a legal move. Then the server is killed and started again
on the same database and port: the window sits down again by itself, and in the next game shows its
own cards and moves again. A watcher's window after the server's restart shows nothing of the dead
game and takes the table's chat afresh."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.engine import Card, Exchanged
from game.engine.betting import Called, Checked, Folded, RaisedTo
from game.engine.duell import ExchangeMade
from game.engine.european import BetChoice, BetPlaced, CardsExchanged, CardsShown, ExchangeChoice, ShowChoice
from game.engine.holdem import HoldemPhase
from game.net.client import ConnectionState
from game.scenes.duell.table import KEYS as DUELL_KEYS
from game.scenes.net.cover import NetCover
from game.scenes.net.duell.table import NetDuellScene
from game.scenes.net.european.table import EuropeanTableScene
from game.scenes.net.holdem.table import NetHoldemScene
from game.scenes.net.lobby import LobbyScene
from game.scenes.net.token.table import NetTokenScene
from game.scenes.token.results import ResultsScene
from tests.net.european_helpers import EuropeanPerson, calm
from tests.net.helpers import PASSWORD, Crowd, Person, scripted_move, seat_everybody
from tests.net.holdem_helpers import DuellPerson, HoldemPerson, calling
from tests.net.server_process import ROOT, ServerProcess, free_port

from .helpers import key
from .net_helpers import run_until
from .test_net_screens import _fill, _open_netzwerk


def _restart(server: ServerProcess, app: Any, lobby: LobbyScene, crowd: Crowd, seated: bool) -> None:
    """SIGKILL the server, start it again on the same database and port, and wait until the window
    is back at table 1 - by itself on a seat (``seated``), or watching - and the crowd is connected."""
    server.kill()
    run_until(app, lambda: lobby.session.connection is not ConnectionState.CONNECTED, what="the drop")
    crowd.pump(
        lambda: all(p.session.connection is not ConnectionState.CONNECTED for p in crowd.people),
        what="the crowd's drop",
    )
    server.start()

    def back() -> bool:
        session = lobby.session
        return (
            session.connection is ConnectionState.CONNECTED
            and session.seating is not None
            and session.seating.table == 1
            and (session.seating.me is not None) is seated
        )

    run_until(app, back, timeout=30, what="the window back at table 1")
    people = crowd.people
    crowd.pump(
        lambda: all(p.session.connection is ConnectionState.CONNECTED and p.is_seated() for p in people),
        timeout=30,
        what="the players sit again",
    )


def _client_process(url: str, name: str, variant: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.net.seated_client", url, name, variant],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )


def _said(process: subprocess.Popen[str], word: str) -> str:
    """The client process's next line, which must start with ``word``."""
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line.startswith(word), line
    return line


# ---------------------------------------------------------------------- each variant, as a person plays it


def _token_screen(app: Any) -> NetTokenScene | None:
    top = app.top
    if isinstance(top, NetCover):
        top = top.inner
    return top if isinstance(top, NetTokenScene) else None


def _token_cards(app: Any) -> tuple[list[Card], list[Card]]:
    """The faces the token table draws: at the person's seat, and at the others' (before a showdown)."""
    scene = _token_screen(app)
    if scene is None:
        return [], []
    mine = set(scene.session.people)
    own: list[Card] = []
    others: list[Card] = []
    for seat in scene.table.picture().seats:
        faces = [card for card in seat.look.hand if isinstance(card, Card) and seat.look.up]
        (own if seat.layout.seat in mine else others).extend(faces)
    return own, [] if scene.table.reveal_all else others


def _token_turn(app: Any) -> bool:
    scene = _token_screen(app)
    if scene is None:
        if isinstance(app.top, NetCover) and isinstance(app.top.inner, ResultsScene):
            key(app, pygame.K_RETURN)  # a round's result: seen
        return False
    people = scene.session.people
    return bool(people) and scene.table.human_turn() and bool(scene.session.legal_actions(people[0]))


def _token_move(app: Any) -> None:
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)  # exchange the first card


def _european_screen(app: Any) -> EuropeanTableScene | None:
    return app.top if isinstance(app.top, EuropeanTableScene) else None


def _european_cards(app: Any) -> tuple[list[Card], list[Card]]:
    scene = _european_screen(app)
    if scene is None:
        return [], []
    app.step(1 / 60)
    own = [card for where, card in scene.cards_drawn if where == "hand"]
    return own, [card for where, card in scene.cards_drawn if where not in ("hand", "shown")]


def _european_turn(app: Any) -> bool:
    scene = _european_screen(app)
    return scene is not None and scene.legal() is not None


def _european_move(app: Any) -> None:
    scene = _european_screen(app)
    assert scene is not None
    legal = scene.legal()
    if isinstance(legal, BetChoice):
        key(app, pygame.K_b)
        key(app, pygame.K_RETURN)  # the minimum
    elif isinstance(legal, ExchangeChoice):
        key(app, pygame.K_d)  # exchange none
    else:
        assert isinstance(legal, ShowChoice)
        key(app, pygame.K_r)


def _european_others(people: list[Any], rng: random.Random, readied: dict[str, Any]) -> None:
    for person in people:
        person.session.advance(0.0)
        legal = person.session.legal
        if legal is not None and person.session.seat is not None:
            person.session.submit(calm(person.session, legal, rng))


def _token_others(people: list[Any], rng: random.Random, readied: dict[str, Any]) -> None:
    for person in people:
        person.session.advance(0.0)
        scripted_move(person, rng, readied)


def _holdem_screen(app: Any) -> NetHoldemScene | None:
    top = app.top
    if isinstance(top, NetCover):
        top = top.inner
    return top if isinstance(top, NetHoldemScene) and top.session.has_game else None


def _holdem_cards(app: Any) -> tuple[list[Card], list[Card]]:
    """The hole cards the Hold'em table shows: the person's, and the others' while a hand runs (a
    showdown's may show)."""
    scene = _holdem_screen(app)
    if scene is None:
        return [], []
    table = scene.session.table
    me = scene.session.viewer
    own = list(table.hole(me) or ()) if me is not None and _face_up_drawn(app, scene, me) else []
    running = table.phase is HoldemPhase.BETTING
    others = [c for seat in table.dealt if seat != me for c in (table.hole(seat) or ()) if running]
    return own, others


def _face_up_drawn(app: Any, scene: NetHoldemScene, seat: int) -> bool:
    """Whether the frame shows a card face at ``seat``: the top half of its first card's place is
    mostly the white of a face (the felt is green, a card's back red) - also in a hand that began
    before this window came in."""
    app.draw()
    place = next(sl for sl in scene.table.lay.seats if sl.seat == seat).cards[0]
    top = pygame.Rect(place.x, place.y, place.width, place.height // 2)
    colour = pygame.transform.average_color(app.screen, top)
    return min(colour[:3]) > 170


def _holdem_turn(app: Any) -> bool:
    scene = _holdem_screen(app)
    return scene is not None and scene.table.my_turn()


def _holdem_move(app: Any) -> None:
    key(app, pygame.K_c)  # check or call


def _holdem_others(people: list[Any], rng: random.Random, readied: dict[str, Any]) -> None:
    for person in people:
        person.session.advance(0.0)
        calling(person)


def _duell_screen(app: Any) -> NetDuellScene | None:
    top = app.top
    if isinstance(top, NetCover):
        top = top.inner
    return top if isinstance(top, NetDuellScene) and top.session.has_game else None


def _duell_cards(app: Any) -> tuple[list[Card], list[Card]]:
    """The Duell table's cards as the screen shows them (also in a deal that began before the
    window came): the person's face up, and the opponent's before a showdown shows them."""
    scene = _duell_screen(app)
    if scene is None:
        return [], []
    shown = scene.table.shown
    own = [c for c in shown.cards[0] if isinstance(c, Card)] if scene.session.seat is not None else []
    if own:  # the chips as the table has them, not the empty places of a deal never seen
        assert shown.stacks == list(scene.session.table.stacks) and shown.pot > 0
    return own, [] if shown.showdown is not None else [c for c in shown.cards[1] if isinstance(c, Card)]


def _duell_turn(app: Any) -> bool:
    scene = _duell_screen(app)
    if scene is not None and scene.table.shown.deal_over and not scene.table.steps:
        key(app, pygame.K_SPACE)  # a deal's end: seen
        return False
    return scene is not None and scene.table.my_turn()


def _duell_move(app: Any) -> None:
    scene = _duell_screen(app)
    assert scene is not None
    if scene.table.exchanging():
        key(app, DUELL_KEYS["exchange"][0][0])  # keep the cards
        return
    names = scene.table.bar.names()
    name = next(n for n in ("check", "draw", "show", "fold") if n in names)
    key(app, DUELL_KEYS[name][0][0])


def _duell_others(people: list[Any], rng: random.Random, readied: dict[str, Any]) -> None:
    for person in people:
        person.play(everything=False)


@dataclass(frozen=True)
class Variant:
    name: str
    kind: type[Person]
    options: dict[str, Any]
    cards: Callable[[Any], tuple[list[Card], list[Card]]]
    turn: Callable[[Any], bool]
    move: Callable[[Any], None]
    others: Callable[[list[Any], random.Random, dict[str, Any]], None]
    moves: tuple[type, ...]  # the events of a move


VARIANTS = [
    Variant(
        "token", Person, {"tokens": 7}, _token_cards, _token_turn, _token_move, _token_others, (Exchanged,)
    ),
    Variant(
        "european",
        EuropeanPerson,
        {},
        _european_cards,
        _european_turn,
        _european_move,
        _european_others,
        (BetPlaced, CardsExchanged, CardsShown),
    ),
    Variant(
        "holdem",
        HoldemPerson,
        {"seats": 3, "stack": 5000, "big_blind": 20, "blind_hands": 100},  # not full: started by S,
        _holdem_cards,
        _holdem_turn,
        _holdem_move,
        _holdem_others,
        (Checked, Called, Folded, RaisedTo),
    ),
]
#: The Duell, only in the first test: its table is full with two, so it starts by itself again
#: after the server's restart (the watcher's test waits for a game that has not begun yet).
DUELL = Variant(
    "duell",
    DuellPerson,
    {"stack": 1000},
    _duell_cards,
    _duell_turn,
    _duell_move,
    _duell_others,
    (Checked, Called, Folded, RaisedTo, ExchangeMade),
)


def _log_in(app: Any, port: int, name: str) -> LobbyScene:
    """The Netzwerk screen: address, name, password, Enter in the password field logs in."""
    scene = _open_netzwerk(app)
    _fill(app, scene, f"127.0.0.1:{port}", name, PASSWORD)
    key(app, pygame.K_RETURN)
    run_until(app, lambda: any(isinstance(s, LobbyScene) for s in app.stack), what="the lobby")
    return next(s for s in app.stack if isinstance(s, LobbyScene))


def _play_my_move(app: Any, lobby: LobbyScene, variant: Variant, others: list[Any], crowd: Crowd) -> None:
    """The others play (scripted) until it is the person's turn on the screen; the person's own
    cards are drawn and nobody else's; then a legal move by keys, which the server takes."""
    rng, readied = random.Random(11), {}
    deadline = time.monotonic() + 60
    while not variant.turn(app):
        assert time.monotonic() < deadline, "the person's turn did not come"
        crowd.wake.clear()
        variant.others(others, rng, readied)
        app.step(1 / 60)
        time.sleep(0.003)
    own, theirs = variant.cards(app)
    assert own, "the person's own cards are not shown"
    assert theirs == [], "another seat's hidden cards are drawn face up"
    session = lobby.session
    seat = session.people[0]
    done = sum(isinstance(e, variant.moves) and e.seat == seat for e in session.events_after(0))
    variant.move(app)
    run_until(
        app,
        lambda: sum(isinstance(e, variant.moves) and e.seat == seat for e in session.events_after(0)) > done,
        what="the server takes the move",
    )
    assert session.take_errors() == []


@pytest.mark.parametrize("variant", [*VARIANTS, DUELL], ids=lambda v: v.name)
def test_a_killed_window_and_a_killed_server_rejoin_and_play(
    make_app, tmp_path: Path, variant: Variant, caplog: pytest.LogCaptureFixture
) -> None:
    server = ServerProcess(tmp_path / "server.sqlite3", free_port())
    url = server.start()
    crowd = Crowd(url)
    app = make_app()
    anna_process: subprocess.Popen[str] | None = None
    try:
        bert = crowd.person("Bert", kind=variant.kind)
        seat_everybody(crowd, [bert], variant.name, **variant.options)
        anna_process = _client_process(url, "Anna", variant.name)
        _said(anna_process, "SEATED")
        crowd.pump(lambda: bert.session.seating.seats[1] is not None, what="Anna sits")
        assert bert.session.start()
        _said(anna_process, "GAME")  # the hand is dealt: Anna holds her cards
        os.kill(anna_process.pid, signal.SIGKILL)
        assert anna_process.wait(10) == -signal.SIGKILL
        crowd.pump(lambda: not bert.session.seating.seats[1].connected, what="the server misses Anna")

        lobby = _log_in(app, server.port, "Anna")  # a new window
        run_until(app, lambda: variant.cards(app)[0] != [], what="Anna's running hand on her screen")
        session = lobby.session
        assert session.seating is not None and session.seating.variant == variant.name
        assert session.people == (1,) and session.has_game
        _play_my_move(app, lobby, variant, [bert], crowd)

        # the server dies; it comes back on the same database and port
        _restart(server, app, lobby, crowd, seated=True)
        run_until(app, lambda: not lobby.session.has_game, what="the dead game gone from Anna's window")
        session = lobby.session
        assert session.seating.variant == variant.name
        assert variant is DUELL or not session.seating.running  # a full Duell table starts by itself
        crowd.pump(lambda: sum(s is not None for s in bert.session.seating.seats) == 2, what="both again")
        if variant is DUELL:
            pass
        elif session.seating.i_am_master:
            key(app, pygame.K_s)  # Anna is the game master now: S starts
        else:
            crowd.pump(lambda: bert.session.seating.i_am_master, what="Bert the game master")
            assert bert.session.start()
        run_until(app, lambda: variant.cards(app)[0] != [], what="Anna's cards of the new game")
        _play_my_move(app, lobby, variant, [bert], crowd)
        unread = [r.getMessage() for r in caplog.records if "unreadable" in r.getMessage()]
        assert unread == []  # every message read by the session of its table's variant
    finally:
        if anna_process is not None and anna_process.poll() is None:
            anna_process.kill()
            anna_process.wait(10)
        crowd.close()
        app.close()
        server.close()


def _shows_a_game(app: Any, variant: Variant) -> bool:
    """Whether the window shows a game: the token table screen, or the European table with a game."""
    if variant.name == "token":
        return _token_screen(app) is not None
    if variant.name == "holdem":
        return _holdem_screen(app) is not None
    scene = _european_screen(app)
    return scene is not None and scene.view is not None


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_a_watcher_after_a_server_restart_shows_what_the_server_has_now(
    make_app, tmp_path: Path, variant: Variant
) -> None:
    server = ServerProcess(tmp_path / "server.sqlite3", free_port())
    crowd = Crowd(server.start())
    app = make_app()
    try:
        cora = crowd.person("Cora")  # the account the window logs in with
        cora.close()
        crowd.people.remove(cora)
        anna, bert = people = [crowd.person(name, kind=variant.kind) for name in ("Anna", "Bert")]
        seat_everybody(crowd, people, variant.name, **variant.options)
        for number in range(4):  # chat lines enough that the restarted table's numbers stay below
            assert anna.session.say(f"Zeile {number}")
        assert anna.session.start()
        crowd.pump(lambda: all(p.session.has_game for p in people), what="the game")
        lobby = _log_in(app, server.port, "Cora")
        run_until(app, lambda: len(lobby.session.tables) == 1, what="the table list")
        key(app, pygame.K_z)  # watch
        run_until(app, lambda: _shows_a_game(app, variant), what="the game on the watcher's screen")
        run_until(app, lambda: any(line.text == "Zeile 3" for line in lobby.session.chat), what="the chat")
        _play_a_little(app, variant, people, crowd)
        if variant.name == "token":  # a screen over the table: both give way when the game is gone
            run_until(app, lambda: isinstance(_cover(app), NetCover), what="a screen over the table")

        # what arrives is taken in a read later (it comes while a frame runs): the drop of the dead
        # game may reach the session through the table's own read, after the screen checked for it
        client = lobby.session.client
        client.poll_records = _one_read_late(client.poll_records)
        _restart(server, app, lobby, crowd, seated=False)
        for _ in range(10):
            app.step(1 / 60)
        session = lobby.session
        assert not session.has_game and not session.seating.running  # the dead game is gone ...
        assert not _shows_a_game(app, variant)  # ... from the screen too
        scene = _european_screen(app)
        if scene is not None:
            assert all(place.cards == () for place in scene.places()) and scene.cards_drawn == []
            assert list(scene.log) == []  # no line of the dead game's moves either
        # the table's chat is taken afresh: its lines are numbered anew after the restart
        assert bert.session.say("Nach dem Neustart")
        run_until(
            app, lambda: any(line.text == "Nach dem Neustart" for line in session.chat), what="the new chat"
        )
        assert not any(line.text == "Zeile 3" for line in session.chat)  # the dead table's lines are gone
        master = next(p for p in people if p.session.seating.i_am_master)
        assert master.session.start()
        run_until(app, lambda: _shows_a_game(app, variant), what="the new game on the watcher's screen")
        assert session.game_no == 1 and session.people == ()
    finally:
        crowd.close()
        app.close()
        server.close()


def _one_read_late(poll: Callable[[], list[Any]]) -> Callable[[], list[Any]]:
    """``poll`` whose records come one read later: each read gives what the one before it found."""
    held: list[Any] = []

    def late() -> list[Any]:
        nonlocal held
        out, held = held, poll()
        return out

    return late


def _cover(app: Any) -> object:
    """The screen on top, after Esc (the pause menu) on the bare token table."""
    if isinstance(app.top, NetTokenScene):
        key(app, pygame.K_ESCAPE)
    return app.top


def _play_a_little(app: Any, variant: Variant, people: list[Any], crowd: Crowd) -> None:
    """The players make a few moves while the watcher's screen runs."""
    rng, readied = random.Random(5), {}
    events = len(people[0].session.events_after(0))
    deadline = time.monotonic() + 30
    while len(people[0].session.events_after(0)) < events + 3:
        assert time.monotonic() < deadline, "the players did not move"
        crowd.wake.clear()
        variant.others(people, rng, readied)
        app.step(1 / 60)
        time.sleep(0.003)
