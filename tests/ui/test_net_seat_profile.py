"""A seated person's profile from the network table, through the real app loop (clicks and keys,
headless) against a loopback server on 127.0.0.1: a click on a person's name plate opens their
profile with the server's figures while the game goes on below (a move falling due sounds the turn
and is shown after Esc), I opens the next person's, a click on a computer's plate or an empty seat
does nothing."""

from __future__ import annotations

import random
import time
from typing import Any

import pygame
import pytest

from game.engine.european import Bet, BetChoice
from game.net.client import NetClient
from game.scenes.base import Replace
from game.scenes.net.cover import NetCover
from game.scenes.net.european.table import EuropeanTableScene
from game.scenes.net.lobby import LobbyScene
from game.scenes.net.profile import ProfileScene
from game.scenes.net.token.table import NetTokenScene
from game.session.token.remote import RemoteSession
from tests.net.european_helpers import EuropeanPerson
from tests.net.helpers import PASSWORD, Lab, scripted_move, seat_everybody
from tests.net.holdem_helpers import DuellPerson
from tests.net.stats_helpers import finished_sit_and_go

from .helpers import click, key, screen_text
from .net_helpers import run_until
from .test_net_duell import _at_a_match
from .test_net_holdem import _at_the_table, _to_my_turn

NAMES = ("Anna", "Bert", "Cora")


def _seed(lab: Lab, kind: Any = None) -> Any:
    """Anna's, Bert's and Cora's accounts and a finished sit-and-go of theirs (Bert first, Anna
    second, Cora third); Cora stays logged in (a scripted player of ``kind``)."""
    lab.person("Anna").close()
    lab.person("Bert").close()
    cora = lab.person("Cora", kind=kind) if kind is not None else lab.person("Cora")

    def seed() -> None:
        server = lab.server
        people = [server.accounts.find(name) for name in NAMES]
        finished_sit_and_go(server.ledger, [p for p in people if p is not None], server.clock.wall())

    lab.on_server(seed)
    return cora


def _sit(app: Any, lab: Lab, name: str) -> LobbyScene:
    """``name`` logs in and sits at the lobby's only table (S)."""
    client = NetClient(lab.url, name, PASSWORD, create=False)
    session = RemoteSession(client)
    client.start()
    lobby = LobbyScene(app, session)
    app.apply(Replace(lobby, clear=True))
    run_until(app, lambda: session.balance is not None and len(session.tables) == 1, what="the lobby")
    key(app, pygame.K_s)
    run_until(app, lambda: lobby.seating is not None and lobby.seating.me is not None, what="a seat")
    return lobby


def _plate(scene: Any, name: str) -> tuple[int, int]:
    return next(rect.center for rect, shown in scene.name_plates() if shown == name)


def _profile_open(app: Any) -> bool:
    top = app.top
    return isinstance(top, NetCover) and isinstance(top.inner, ProfileScene)


def _profile_on_top(app: Any, name: str) -> ProfileScene:
    top = app.top
    assert isinstance(top, NetCover) and isinstance(top.inner, ProfileScene), top
    assert top.inner.name == name
    profile = top.inner
    run_until(app, lambda: profile.profile is not None, what=f"{name}'s profile")
    return profile


def _spy_sounds(app: Any) -> list[str]:
    played: list[str] = []
    real = app.sounds.play

    def play(name: str) -> None:
        played.append(name)
        real(name)

    app.sounds.play = play
    return played


def test_a_click_on_a_name_plate_opens_the_profile_and_the_game_goes_on(make_app: Any, lab: Lab) -> None:
    cora = _seed(lab)
    seat_everybody(lab, [cora], "token", computers=1, tokens=5)
    app = make_app((1280, 720))
    played = _spy_sounds(app)
    _sit(app, lab, "Bert")
    assert cora.session.start()
    run_until(app, lambda: isinstance(app.top, NetTokenScene), what="the network table")
    scene = app.top
    assert isinstance(scene, NetTokenScene)
    session = scene.session
    bert = session.people[0]
    names = {name for _, name in scene.name_plates()}
    assert names == {"Bert", "Cora", "Computer 1"}

    rng = random.Random(5)
    readied: dict[str, tuple[int | None, int]] = {}
    deadline = time.monotonic() + 60
    opened = False
    events_then = 0

    def cora_holds() -> bool:
        """Cora's move, with Bert's still to come in the round: she waits until the profile is up."""
        table = cora.session.table if cora.session.has_game else None
        if opened or table is None or table.current != cora.seat:
            return False
        order = table.turn_order
        return bert in order and order.index(bert) > order.index(cora.seat)

    while True:
        assert time.monotonic() < deadline, "no move of Bert's fell due under the profile"
        lab.wake.clear()
        cora.session.advance(0.0)
        if not cora_holds():
            scripted_move(cora, rng, readied)
        top = app.top
        assert not isinstance(top, LobbyScene), "the game ended first"
        if _profile_open(app):
            assert isinstance(top, NetCover)
            if scene.move_due():  # Bert's move fell due while Cora's profile was up
                run_until(app, lambda: "turn" in played, what="the turn sound")
                assert app.top is top and scene.move_due()
                assert any(line.startswith("Du bist am Zug") for line, _ in top.strip_words())
                assert len(session.events_after(0)) > events_then  # Cora's move was read below
                break
        elif isinstance(top, NetCover):  # the round's results, over the table
            key(app, pygame.K_RETURN)
            continue
        elif cora_holds() and not opened and not scene.move_due():
            selected = set(scene.table.marked)
            click(app, _plate(scene, "Computer 1"))  # a computer: nothing
            assert not _profile_open(app) and set(scene.table.marked) == selected
            click(app, _plate(scene, "Cora"))
            profile = _profile_on_top(app, "Cora")
            drawn = screen_text(app)
            assert "Profil: Cora" in drawn and "Sit-and-go-Plätze: 3.: 1x" in drawn, drawn
            assert "Texas Hold'em: 1 Spiele, 7 Hände" in drawn
            assert profile.profile is not None and profile.profile.balance is None  # not Bert's own
            assert not scene.move_due()
            opened, events_then = True, len(session.events_after(0))
            played.clear()
            continue
        elif top is scene and scene.move_due():
            key(app, pygame.K_RETURN)  # Bert keeps his cards: the round goes on
            continue
        app.step(0.05)
        time.sleep(0.002)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene  # back at the table: its turn shown
    run_until(app, scene.table.human_turn, what="the turn shown at the table")
    assert app.top is scene and scene.session.legal_actions(bert)
    assert any(line.startswith("Du bist am Zug") for line, *_ in scene.panel_rows())


def test_the_key_walks_the_people_and_an_empty_seat_opens_nothing(make_app: Any, lab: Lab) -> None:
    cora = _seed(lab, EuropeanPerson)
    seat_everybody(lab, [cora], "european")
    app = make_app((960, 540))
    _sit(app, lab, "Bert")
    run_until(app, lambda: isinstance(app.top, EuropeanTableScene), what="the European table")
    scene = app.top
    assert isinstance(scene, EuropeanTableScene)
    plates = scene.name_plates()
    empty = [rect for rect, name in plates if not name]
    assert {name for _, name in plates if name} == {"Bert", "Cora"} and empty
    for rect in empty:
        click(app, rect.center)  # an empty seat: nothing
        assert app.top is scene
    assert "I" in [action.key_hint for action in scene.bar_actions() if action.name == "profile"]

    key(app, pygame.K_i)  # the next person after Bert's seat: Cora
    _profile_on_top(app, "Cora")
    assert "I: nächste Person am Tisch · R: neu laden · Esc: zurück zum Tisch" in screen_text(app)
    key(app, pygame.K_i)  # then Bert himself: his own, with his play chips over time
    mine = _profile_on_top(app, "Bert")
    assert mine.profile is not None and mine.profile.balance is not None
    assert "Profil: Bert" in screen_text(app)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene

    assert cora.session.start()  # on Bert's bet, P asks "really fold?" - the bar has no profiles' button
    deadline = time.monotonic() + 30
    while not isinstance(scene.legal(), BetChoice):
        assert time.monotonic() < deadline, "Bert's bet never came"
        lab.wake.clear()
        cora.session.advance(0.0)
        legal = cora.session.legal
        if isinstance(legal, BetChoice):
            cora.session.submit(Bet(legal.seat, legal.minimum, legal.showdown))
        app.step(1 / 60)
    key(app, pygame.K_p)
    assert scene.confirm_fold and scene.bar.rect_of("profile") is None
    key(app, pygame.K_i)
    _profile_on_top(app, "Cora")
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and scene.confirm_fold and isinstance(scene.legal(), BetChoice)


def test_a_click_on_ones_turn_plays_nothing(make_app: Any, lab: Lab) -> None:
    app = make_app((1280, 720))
    scene = _at_the_table(app, lab)
    _to_my_turn(app, lab, scene)
    names = [name for _, name in scene.name_plates()]
    assert names[0] == "Hanna" and len(names) == 3
    sent = len(scene.session.events_after(0))
    for rect, _ in scene.name_plates()[1:]:
        click(app, rect.center)  # a computer's plate: nothing, and no move
        assert app.top is scene and scene.table.my_turn()
    click(app, _plate(scene, "Hanna"))
    mine = _profile_on_top(app, "Hanna")
    assert mine.profile is not None and mine.profile.balance is not None
    assert "Deine Spielchips im Lauf der Zeit" in screen_text(app)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and scene.table.my_turn()
    key(app, pygame.K_i)  # the only person here: Hanna herself
    _profile_on_top(app, "Hanna")
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and scene.table.my_turn()
    assert not any(e.seat == 0 for e in scene.session.events_after(0)[sent:] if hasattr(e, "seat"))


@pytest.mark.parametrize("window_opens", [True, False], ids=["window-seat-0", "window-seat-1"])
def test_the_duell_opponents_plate_opens_the_opponents_profile(
    make_app: Any, lab: Lab, window_opens: bool
) -> None:
    bert = lab.person("Bert", kind=DuellPerson)
    app = make_app((1280, 720))
    scene = _at_a_match(app, lab, bert, window_opens)
    top_plate, bottom_plate = scene.table.lay.table.seats[1].plate, scene.table.lay.table.seats[0].plate
    click(app, top_plate.center)  # the opponent sits at the top, whichever seat the window took
    _profile_on_top(app, "Bert")
    assert "Profil: Bert" in screen_text(app)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    click(app, bottom_plate.center)
    mine = _profile_on_top(app, "Hanna")
    assert mine.profile is not None and mine.profile.balance is not None
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
