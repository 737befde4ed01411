"""Europäisches Draw Poker through its screen: a whole game by keys against scripted clients, a drop."""

from __future__ import annotations

import random
import time
from dataclasses import replace

import pygame

from game.engine import Card
from game.engine.european import (
    BetChoice,
    BetPlaced,
    CardsExchanged,
    EuropeanPhase,
    ExchangeChoice,
    Fold,
    ShowChoice,
)
from game.engine.hands import EUROPEAN_40, evaluate
from game.net.client import ConnectionState
from game.net.ledger import START_STACK
from game.scenes.net.european.table import EuropeanTableScene, sorted_hand
from game.scenes.net.lobby import LobbyScene
from game.scenes.net.room import connection_line, timer_lines
from game.text import describe_hand
from tests.net.european_helpers import EuropeanPerson, calm
from tests.net.helpers import Lab, seat_everybody

from .helpers import click, key, type_text
from .net_helpers import run_until
from .test_net_screens import _lobby


def _check_drawn(scene: EuropeanTableScene, others: list[EuropeanPerson]) -> None:
    """The screen drew no card it may not show: its own, and hands shown at the showdown only."""
    view = scene.view
    own = set(view.hand) if view is not None else set()
    shown = {card for hand in (view.shown if view is not None else ()) if hand for card in hand}
    for where, card in scene.cards_drawn:
        assert where != "opponent", "an opponent's face-down card was drawn face up"
        assert card in (own if where == "hand" else shown), (where, card)
    secret: set[Card] = set()
    for person in others:  # what the others hold and did not show (their own screens know it)
        if person.session.has_game:
            secret |= set(person.session.view.hand) - shown
    assert not secret & {card for _, card in scene.cards_drawn}


def _their_moves(people: list[EuropeanPerson], rng: random.Random, folder: object = None) -> None:
    """The scripted clients move when it is their turn: calm, but ``folder`` folds at its first bet."""
    for person in people:
        person.session.advance(0.0)
        legal = person.session.legal
        if legal is not None and person.session.seat is not None:
            fold = person is folder and isinstance(legal, BetChoice)
            person.session.submit(Fold(legal.seat) if fold else calm(person.session, legal, rng))


def _sit_down(app, lab: Lab, name: str) -> tuple[LobbyScene, EuropeanTableScene]:
    """Log in through the Netzwerk screen and sit at the lobby's only table (S): its European screen."""
    lobby = _lobby(app, lab, name)
    run_until(app, lambda: len(lobby.session.tables) == 1, what="the table list")
    key(app, pygame.K_s)
    run_until(app, lambda: isinstance(app.top, EuropeanTableScene), what="the European table")
    scene = app.top
    assert isinstance(scene, EuropeanTableScene)
    return lobby, scene


def test_european_game_by_keys(make_app, lab: Lab) -> None:
    anna = lab.person("Anna", kind=EuropeanPerson)
    bert = lab.person("Bert", kind=EuropeanPerson)
    seat_everybody(lab, [anna, bert], "european")
    app = make_app()
    lobby, scene = _sit_down(app, lab, "Hanna")
    app.step(1 / 60)
    assert not scene.running and "leave" in scene.bar.names() and "bet" not in scene.bar.names()
    lab.pump(lambda: sum(s is not None for s in anna.session.seating.seats) == 3, what="three seated")
    master = lab.master([anna, bert])
    assert master.session.start()
    run_until(app, lambda: scene.running and bool(scene.hand()), what="the deal")
    hand = scene.hand()
    assert hand == sorted_hand(hand) and [int(c.rank) for c in hand] == sorted(int(c.rank) for c in hand)
    type_text(app, ".")
    type_text(app, "Viel Glück")
    key(app, pygame.K_RETURN)
    rng = random.Random(5)
    folds_asked = bets = exchanges = shows = 0
    deadline = time.monotonic() + 60
    while not (scene.view is not None and scene.view.phase is EuropeanPhase.COOLDOWN):
        assert time.monotonic() < deadline, "the game did not end"
        _their_moves([anna, bert], rng)
        app.step(1 / 60)
        _check_drawn(scene, [anna, bert])
        legal = scene.legal()
        if isinstance(legal, BetChoice):
            if not folds_asked:
                folds_asked += 1
                key(app, pygame.K_p)  # fold? ... no
                assert scene.confirm_fold and "fold_yes" in scene.bar.names()
                key(app, pygame.K_n)
                assert not scene.confirm_fold and scene.legal() is not None
            key(app, pygame.K_h if legal.showdown else pygame.K_b)
            assert (
                scene.chooser.open and scene.chooser.lo == legal.minimum and scene.chooser.hi == legal.maximum
            )
            key(app, pygame.K_RETURN)  # Enter alone: the minimum
            bets += 1
        elif isinstance(legal, ExchangeChoice):
            key(app, pygame.K_1)
            key(app, pygame.K_2)
            assert scene.marked == {0, 1}
            key(app, pygame.K_d)
            exchanges += 1
        elif isinstance(legal, ShowChoice):
            key(app, pygame.K_r)
            shows += 1
        time.sleep(0.002)
    app.step(1 / 60)
    _check_drawn(scene, [anna, bert])
    assert bets >= 2 and exchanges == 1 and shows == 1
    german = scene.log_lines()
    assert any("gewinnt" in line or "Haus" in line for line in german)
    assert any(line.text == "Viel Glück" for line in anna.session.chat)
    # English at once: the earlier moves too, and the hand's name
    app.apply_settings(replace(app.settings, language="en"))
    app.step(1 / 60)
    english = scene.log_lines()
    assert len(english) == len(german) and any(" wins " in line or "house" in line for line in english)
    assert not any(word in line for line in english for word in (" setzt ", " tauscht ", " passt", "gewinnt"))
    assert scene.hand_name() == describe_hand(evaluate(scene.hand(), EUROPEAN_40), app.t)
    # the next game starts with an empty move list
    lab.advance(30)  # past the pause after a game
    lab.master([anna, bert]).session.start()
    run_until(app, lambda: scene.session.game_no == 2, what="the second game")
    app.step(1 / 60)
    assert not any(" wins " in line or "house" in line for line in scene.log_lines()), scene.log_lines()
    key(app, pygame.K_x)  # leave: back to the lobby's list
    run_until(app, lambda: lobby.seating is None and app.top is lobby, what="the lobby")


def test_dropped_connection_shows_and_recovers_at_the_table(make_app, lab: Lab) -> None:
    anna = lab.person("Anna", kind=EuropeanPerson)
    seat_everybody(lab, [anna], "european")
    app = make_app()
    lobby, scene = _sit_down(app, lab, "Ida")
    lab.master([anna]).session.start()
    run_until(app, lambda: bool(scene.hand()), what="the deal")
    hand = scene.hand()
    seen: list[str] = []
    scene.session.client.drop()
    run_until(
        app,
        lambda: (
            seen.append(connection_line(scene.session, app.t)[0])
            or scene.session.connection is ConnectionState.RECONNECTING
        ),
        what="reconnecting",
    )
    assert connection_line(scene.session, app.t)[0].startswith("Verbindung unterbrochen")
    assert app.top is scene  # the table stays, never a frozen window
    run_until(app, lambda: scene.session.connection is ConnectionState.CONNECTED, what="reconnected")
    run_until(app, lambda: scene.hand() == hand and scene.session.seating is not None, what="the seat back")
    assert connection_line(scene.session, app.t)[0] == "Verbunden"


def test_countdown_runs_on_the_frames_and_the_timeout_folds(make_app, lab: Lab) -> None:
    anna = lab.person("Anna", kind=EuropeanPerson)
    seat_everybody(lab, [anna], "european")
    app = make_app()
    lobby, scene = _sit_down(app, lab, "Jana")
    lab.pump(lambda: sum(s is not None for s in anna.session.seating.seats) == 2, what="two seated")
    lab.master([anna]).session.start()
    run_until(
        app, lambda: bool(scene.hand()) and scene.session.seating.timers.move is not None, what="the deal"
    )
    if scene.legal() is None:  # Anna speaks first: she bets the minimum
        lab.pump(lambda: anna.session.legal is not None, what="Anna's turn")
        anna.session.submit(calm(anna.session, anna.session.legal, random.Random(1)))
        run_until(app, lambda: scene.legal() is not None, what="Jana's turn")
    names = tuple(n or "?" for n in scene.view.names)
    before = timer_lines(scene.session.seating, app.t, names)
    assert any("Zug von Jana: noch 60 s" in line or "noch 59 s" in line for line in before), before
    for _ in range(30):  # three seconds of frames: the screen counts down by itself
        app.step(0.1)
    after = timer_lines(scene.session.seating, app.t, names)
    assert any("noch 57 s" in line or "noch 56 s" in line for line in after), after
    lab.advance(61)  # the server's clock: Jana's minute is over, the engine folds her
    run_until(app, lambda: any("Jana passt" in line for line in scene.log_lines()), what="the timeout")
    assert scene.legal() is None


def test_the_table_shows_places_the_mover_the_folded_and_the_winner(make_app, lab: Lab) -> None:
    anna = lab.person("Anna", kind=EuropeanPerson)
    bert = lab.person("Bert", kind=EuropeanPerson)
    seat_everybody(lab, [anna, bert], "european")
    app = make_app(size=(960, 540))
    lobby, scene = _sit_down(app, lab, "Karl")
    app.step(1 / 60)
    places = {p.name: p for p in scene.places() if p.name is not None}
    assert places["Karl"].place == 0 and places["Karl"].me  # you at the bottom
    assert {places["Anna"].place, places["Bert"].place} <= {1, 2, 3, 4}
    assert sum(p.name is None for p in scene.places()) == 2  # two free seats
    assert scene.middle().headline == "KEIN SPIEL" and "Anna" in scene.middle().note
    lab.pump(lambda: sum(s is not None for s in anna.session.seating.seats) == 3, what="three seated")
    lab.master([anna, bert]).session.start()
    run_until(app, lambda: scene.running and bool(scene.hand()), what="the deal")
    assert scene.middle().headline == "1" and scene.middle().pot == 30  # three antes of 10
    rng = random.Random(3)
    seen_mover = seen_fold = bet_after_exchange = False
    deadline = time.monotonic() + 60
    while not (scene.view is not None and scene.view.phase is EuropeanPhase.COOLDOWN):
        assert time.monotonic() < deadline, "the game did not end"
        _their_moves([anna, bert], rng, folder=bert)
        app.step(1 / 60)
        _check_drawn(scene, [anna, bert])
        places = {p.name: p for p in scene.places() if p.name is not None}
        movers = [p for p in places.values() if p.moving]
        assert len(movers) <= 1
        if movers and movers[0].seconds is not None:
            seen_mover = True
            assert 0 <= movers[0].seconds <= 60
        anna_moves = [
            e
            for e in scene.session.events_after(0)
            if isinstance(e, (BetPlaced, CardsExchanged))
            and scene.view is not None
            and scene.view.names[e.seat] == "Anna"
        ]
        status = places["Anna"].status
        if status.startswith(("setzte", "tauschte")):  # the line under the plate: the latest move
            latest = anna_moves[-1]
            if isinstance(latest, BetPlaced):
                assert status.startswith(f"setzte {latest.amount}"), (status, latest)
                if not bet_after_exchange and any(isinstance(e, CardsExchanged) for e in anna_moves):
                    bet_after_exchange = True
                    pygame.image.save(app.screen, "/tmp/polish_eu_status_960.png")
            else:
                assert status == f"tauschte {latest.count}", (status, latest)
        if places["Bert"].folded:
            seen_fold = True
            assert places["Bert"].status == "gepasst" and places["Bert"].cards == (None,) * 5
        legal = scene.legal()
        if isinstance(legal, BetChoice):
            assert "setzen (B)" in scene.hand_line().text
            assert ("Karten sehen (H)" in scene.hand_line().text) == legal.showdown
            key(app, pygame.K_h if legal.showdown else pygame.K_b)
            key(app, pygame.K_RETURN)
        elif isinstance(legal, ExchangeChoice):
            key(app, pygame.K_d)
        elif isinstance(legal, ShowChoice):
            key(app, pygame.K_r)
        time.sleep(0.002)
    app.step(1 / 60)
    _check_drawn(scene, [anna, bert])
    assert seen_mover and seen_fold
    assert bet_after_exchange, "Anna's bet after her exchange was never shown under her plate"
    result = scene.result
    assert result is not None
    places = {p.name: p for p in scene.places() if p.name is not None}
    if result.winner is not None:
        winner = scene.view.names[result.winner]
        gain = result.stacks[result.winner] - START_STACK  # the first game: everybody began with it
        assert 0 < gain < result.pot, "the winner's own ante and bets are not gain"
        assert places[winner].winner and places[winner].status.endswith(f"+{gain}")
        assert scene.middle().headline == f"{winner} gewinnt {result.pot} Chips"
    assert sum(p.winner for p in places.values()) == (result.winner is not None)
    assert {where for where, _ in scene.cards_drawn} <= {"hand", "shown"}


def test_f1_and_the_pause_menu_open_the_european_rules(make_app, lab: Lab) -> None:
    from game.scenes.pause import PauseScene
    from game.scenes.rules import RulesScene

    anna = lab.person("Anna", kind=EuropeanPerson)
    seat_everybody(lab, [anna], "european")
    app = make_app()
    _, scene = _sit_down(app, lab, "Hanna")
    key(app, pygame.K_F1)
    rules = app.top
    assert isinstance(rules, RulesScene) and rules.european and rules.european_tab.primary
    assert "40" in rules.title() or "40" in rules._body()
    assert "Kreuz > Pik > Herz > Karo" in rules._body() and "Karten sehen" in rules._body()
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, pause.buttons[1].rect.center)  # Spielregeln
    assert isinstance(app.top, RulesScene) and app.top.european


def test_a_refusal_goes_when_the_seats_change(make_app, lab: Lab) -> None:
    """The game master alone pressed S: "Es braucht mindestens zwei Spieler." stood in red under the
    felt after the others had sat down, until the next key - old news read as a present refusal."""
    app = make_app((960, 540))
    lobby = _lobby(app, lab, "Anna")
    run_until(app, lambda: lobby.session.balance is not None, what="the log-in")
    lobby.open_table("european", {})
    run_until(app, lambda: isinstance(app.top, EuropeanTableScene), what="the European table")
    scene = app.top
    assert isinstance(scene, EuropeanTableScene)
    key(app, pygame.K_s)
    run_until(app, lambda: "mindestens zwei" in scene.error, what="the refusal")
    bert = lab.person("Bert", kind=EuropeanPerson)
    assert bert.session.sit(1)
    run_until(app, lambda: sum(s is not None for s in lobby.session.seating.seats) == 2, what="Bert sits")
    app.step(1 / 60)
    assert scene.error == ""
