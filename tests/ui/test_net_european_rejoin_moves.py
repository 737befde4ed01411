"""Europäisches Draw Poker: a window that comes back to a running game (a new window after the
old one's connection died) lists the moves made so far, from the history the server sends with the
game, and the seats' lines say their latest move."""

from __future__ import annotations

import random
import time

import pygame

from game.engine.european import BetChoice, EuropeanPhase, ExchangeChoice
from game.scenes.net.european.table import LOG_LINES, EuropeanTableScene
from tests.net.european_helpers import EuropeanPerson, calm
from tests.net.helpers import Lab, seat_everybody

from .net_helpers import run_until
from .test_net_rejoin import _log_in


def test_a_rejoined_window_lists_the_running_games_moves(make_app, lab: Lab) -> None:
    anna = lab.person("Anna", kind=EuropeanPerson)
    bert = lab.person("Bert", kind=EuropeanPerson)
    karl = lab.person("Karl", kind=EuropeanPerson)
    seat_everybody(lab, [anna, bert, karl], "european")
    assert lab.master([anna, bert, karl]).session.start()
    lab.pump(lambda: anna.session.has_game, what="the deal")
    rng = random.Random(7)
    deadline = time.monotonic() + 30

    def karl_exchanged_and_bet() -> bool:
        view = anna.session.view
        return view.phase is EuropeanPhase.BETTING and view.round_no >= 3 and any(
            seat == 2 and round_no >= 3 for round_no, seat, _, _ in view.history
        )

    while not karl_exchanged_and_bet():  # everybody bets and exchanges until Karl bet after it
        assert time.monotonic() < deadline, "the moves did not come"
        for person in (anna, bert, karl):
            person.session.advance(0.0)
            legal = person.session.legal
            if legal is not None and isinstance(legal, (BetChoice, ExchangeChoice)):
                person.session.submit(calm(person.session, legal, rng))
        lab.wake.wait(0.01)
    lab.pump(lambda: karl.session.view.history == anna.session.view.history, what="Karl saw all")
    history = anna.session.view.history
    karl.close()  # Karl's window dies
    lab.pump(lambda: not anna.session.seating.seats[2].connected, what="the server misses Karl")

    app = make_app(size=(1280, 720))
    _log_in(app, lab.port, "Karl")  # a new window: the server seats Karl again, the game's snapshot comes
    run_until(app, lambda: isinstance(app.top, EuropeanTableScene) and app.top.view is not None)
    scene = app.top
    assert isinstance(scene, EuropeanTableScene)
    app.step(1 / 60)
    lines = scene.log_lines()
    names, exchanged = scene.view.names, scene.view.exchanged
    history = scene.view.history  # the game as the server sent it (Karl's turn may have timed out)

    def said(rounds: range) -> list[str]:
        return [
            f"{names[seat]} passt" if kind == "fold" else f"{names[seat]} setzt {chips}"
            for round_no, seat, kind, chips in history
            if round_no in rounds
        ]

    swaps = [f"{names[seat]} tauscht {n} Karte" for seat, n in enumerate(exchanged) if n is not None]
    expected = [*said(range(0, 2)), *swaps, *said(range(2, 3)), *said(range(3, 99))]
    assert swaps and len(expected) > LOG_LINES
    assert len(lines) == LOG_LINES
    for line, words in zip(lines, expected[-LOG_LINES:]):  # the list's last lines, in order
        assert line.startswith(words), (lines, expected)
    karl_place = next(p for p in scene.places() if p.me)
    last = [chips for _, seat, kind, chips in history if seat == 2 and kind != "fold"][-1]
    assert karl_place.status.startswith(f"setzte {last}") or karl_place.moving, karl_place.status
    pygame.image.save(app.screen, "/tmp/polish_eu_rejoin_1280.png")
