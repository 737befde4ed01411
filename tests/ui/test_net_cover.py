"""Screens over a network token table keep the network in view, and no move is lost behind them.

Gero plays through the app's screens against Cora (a scripted client) on a
loopback server with a manual clock: the round's results stay up while the
server's round timer runs (shown, counting down), the server deals on when
it runs out and the results give way to the table, where Gero's move timer
shows; the history opened over the table while Cora is on turn gives way
when Gero's move is due. At a network table there is no Tipp.
"""

from __future__ import annotations

import random
import time

import pygame

from game.engine import TokenPhase
from game.scenes.net.cover import LAST_SECONDS, NetCover
from game.scenes.net.room import timer_lines
from game.scenes.net.token.table import NetTokenScene
from game.scenes.pause import PauseScene
from game.scenes.rules import RulesScene
from game.scenes.token.history import HistoryScene
from game.scenes.token.results import ResultsScene
from tests.net.helpers import Lab, Person, scripted_move, seat_everybody

from .helpers import key, screen_text
from .net_helpers import run_until
from .test_net_screens import _lobby
from .test_quiet_frames import assert_shows_what_a_full_redraw_shows
from .test_tips import press_question


def _at_table(make_app, lab: Lab, tokens: int = 3) -> tuple[object, Person, NetTokenScene]:
    cora = lab.person("Cora")
    seat_everybody(lab, [cora], "token", tokens=tokens)
    app = make_app()
    lobby = _lobby(app, lab, "Gero")
    run_until(app, lambda: len(lobby.session.tables) == 1, what="the table list")
    key(app, pygame.K_s)
    run_until(app, lambda: lobby.seating is not None and lobby.seating.me is not None, what="a seat")
    lab.pump(lambda: cora.session.seating.seats[1] is not None)
    assert cora.session.start()
    run_until(app, lambda: isinstance(app.top, NetTokenScene), what="the network table")
    scene = app.top
    assert isinstance(scene, NetTokenScene)
    return app, cora, scene


def _play(app, lab: Lab, cora: Person, until, cora_plays: bool = True, what: str = "the screen") -> None:
    """Frames with a fixed dt: Gero exchanges the first card on his turn, Cora plays by script
    (``cora_plays``; she says "seen" after each round) or waits."""
    rng = random.Random(5)
    readied: dict[str, tuple[int | None, int]] = {}
    deadline = time.monotonic() + 30
    while not until():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        lab.wake.clear()
        cora.session.advance(0.0)
        if cora_plays:
            scripted_move(cora, rng, readied)
        top = app.top
        if (
            isinstance(top, NetTokenScene)
            and top.table.human_turn()
            and top.session.legal_actions(top.session.people[0])
        ):
            key(app, pygame.K_1)
            key(app, pygame.K_RETURN)
            continue
        app.step(1 / 30)
        time.sleep(0.002)


def my_turn(app, lab: Lab, cora: Person, scene: NetTokenScene) -> None:
    """Play on (Cora waits) until Gero's move is due, his move timer running: a screen he opens
    now stays up."""
    session = scene.session
    me = session.people[0]
    _play(
        app,
        lab,
        cora,
        lambda: (
            isinstance(app.top, NetTokenScene)
            and scene.table.human_turn()
            and bool(session.legal_actions(me))
        ),
        cora_plays=False,
        what="Gero's turn",
    )
    run_until(app, lambda: session.seating.timers.move is not None, what="Gero's move timer")


def _results_up(app) -> bool:
    return isinstance(app.top, NetCover) and isinstance(app.top.inner, ResultsScene)


def test_the_round_timer_runs_visibly_over_the_results_and_the_deal_brings_the_table_back(
    make_app, lab: Lab, tmp_path
) -> None:
    app, cora, scene = _at_table(make_app, lab)
    session = scene.session
    _play(app, lab, cora, lambda: _results_up(app), what="the first round's results")
    cover = app.top
    assert isinstance(cover, NetCover) and isinstance(cover.inner, ResultsScene)
    round_no = cover.inner.record.round_no
    # Cora has seen the result; Gero reads on: the server's round timer runs for him
    lab.pump(lambda: cora.session.table.phase is TokenPhase.ROUND_OVER)
    cora.session.next_round()
    lab.settle()
    run_until(
        app,
        lambda: session.seating is not None and session.seating.timers.round is not None,
        what="the round timer",
    )
    words = [w for w, _ in cover.strip_words()]
    assert any(w.startswith("Nächste Runde in") for w in words), words
    shown = session.seating.timers.round
    assert shown is not None and shown <= 20
    for _ in range(60):  # two seconds of frames: the countdown runs on the client's side
        app.step(1 / 30)
    assert session.seating.timers.round is not None and session.seating.timers.round < shown - 1.5
    assert app.top is cover  # still reading the results
    # a chat line arrives while the results are shown: the strip shows it
    assert cora.session.say("weiter?")
    run_until(app, lambda: "[Cora] weiter?" in [w for w, _ in cover.strip_words()], what="the chat line")
    assert isinstance(app.top, NetCover) and app.top.inner is cover.inner
    app.step(1 / 30)
    pygame.image.save(app.screen, "/tmp/net_cover_results.png")
    # H opens the history over the results: covered too, one level higher
    key(app, pygame.K_h)
    history = app.top
    assert isinstance(history, NetCover) and isinstance(history.inner, HistoryScene)
    assert history.depth == 2
    app.step(1 / 30)  # drawn: only Gero's own dealt cards are known at a network table
    pygame.image.save(app.screen, "/tmp/net_cover_history.png")
    exported = history.inner.export(tmp_path)
    assert exported is not None
    assert "Cora: gegeben: nicht zu sehen" in " ".join(exported.read_text(encoding="utf-8").split())
    # the round timer runs out on the server: it deals on without Gero's "seen"
    lab.advance(21)
    run_until(app, lambda: isinstance(app.top, NetTokenScene), what="the table after the deal")
    assert app.top is scene
    assert session.table.round_no == round_no + 1
    # the table animates the deal; the move timer of whoever is on turn is shown in its panel
    run_until(app, lambda: session.seating.timers.move is not None, what="the move timer")
    names = tuple(seat.name for seat in session.table.config.seats)
    mover = names[session.seating.timers.move_seat]
    assert any(
        line.startswith(f"Zug von {mover}: noch") for line in timer_lines(session.seating, app.t, names)
    )


def test_a_history_over_the_table_gives_way_when_the_move_is_due(make_app, lab: Lab) -> None:
    app, cora, scene = _at_table(make_app, lab)
    session = scene.session
    me = session.people[0]
    # wait at the table until Cora is on turn in some round (Gero plays his own moves meanwhile)
    _play(
        app,
        lab,
        cora,
        lambda: (
            isinstance(app.top, NetTokenScene)
            and not scene.table.steps
            and session.table.current == cora.seat
            and session.table.phase is TokenPhase.EXCHANGE
        ),
        cora_plays=False,
        what="Cora's turn",
    )
    key(app, pygame.K_h)  # the history while Cora thinks
    cover = app.top
    assert isinstance(cover, NetCover) and isinstance(cover.inner, HistoryScene)
    for _ in range(10):
        app.step(1 / 30)
    assert app.top is cover
    rng = random.Random(2)
    assert scripted_move(cora, rng, {})  # Cora exchanges
    # after her: Gero's turn, or the round's end and (after the round timer) the next deal
    deadline = time.monotonic() + 20
    while app.top is cover:
        assert time.monotonic() < deadline, "the history stayed over a move that was due"
        if session.has_game and session.table.phase is TokenPhase.ROUND_OVER:
            lab.advance(21)
        app.step(1 / 30)
        time.sleep(0.005)
        lab.wake.clear()
        cora.session.advance(0.0)
    assert app.top is scene
    assert session.table.current == me or session.table.round_no > cover.round_no


def test_no_tipp_at_a_network_table(make_app, lab: Lab) -> None:
    app, cora, scene = _at_table(make_app, lab)
    assert app.settings.show_tips  # offered at local tables
    session = scene.session
    _play(
        app,
        lab,
        cora,
        lambda: (
            isinstance(app.top, NetTokenScene)
            and scene.table.human_turn()
            and bool(session.legal_actions(session.people[0]))
        ),
        what="Gero's turn",
    )
    table = scene.table
    assert not table.tips.allowed() and not table.tips.available()
    picture = table.picture()
    assert picture.tips is None  # no button, no panel
    assert "Tipp" not in (picture.hint or "")
    before = len(app.toast.shown)
    press_question()  # '?' as a German keyboard sends it: the key and its text
    app.step(1 / 30)
    key(app, pygame.K_F2)
    assert app.toast.shown[before:] == ["Tipps gibt es nur an lokalen Tischen"]
    assert not table.tips.open and table.picture().tips is None
    assert table.marked == set() and session.legal_actions(session.people[0])  # nothing else happened
    for _ in range(40):  # the turn glow pulses: drawn in part, never missing an update
        app.step(1 / 30)
    assert_shows_what_a_full_redraw_shows(app)
    pygame.image.save(app.screen, "/tmp/net_no_tipp.png")


def test_history_rules_and_pause_opened_on_ones_own_turn_stay_up_until_the_last_seconds(
    make_app, lab: Lab
) -> None:
    app, cora, scene = _at_table(make_app, lab)
    session = scene.session
    me = session.people[0]
    my_turn(app, lab, cora, scene)
    for press, inner in (
        (pygame.K_h, HistoryScene),
        (pygame.K_F1, RulesScene),
        (pygame.K_ESCAPE, PauseScene),
    ):
        key(app, press)  # the screen the table's hint names, opened on his own turn
        cover = app.top
        assert isinstance(cover, NetCover) and isinstance(cover.inner, inner), press
        for _ in range(30):  # a second of frames: it stays, the strip counts his move down
            app.step(1 / 30)
        assert app.top is cover, press
        names = tuple(seat.name for seat in session.table.config.seats)
        # his own move: said as such, with the time left (issue 23)
        assert any(w.startswith("Du bist am Zug: noch") for w, _ in cover.strip_words()), names
        if inner is not PauseScene:
            key(app, pygame.K_ESCAPE)  # closed by hand: back at the table, the move still due
            assert app.top is scene and session.legal_actions(me)
    # the pause stays open while time passes on the client's side ... until the last seconds
    while session.seating.timers.move is not None and session.seating.timers.move > LAST_SECONDS + 0.5:
        app.step(0.1)  # the app's longest frame
        assert app.top is not scene
    for _ in range(20):
        app.step(0.1)
    assert app.top is scene  # the table is back with its countdown, the move still his
    assert session.legal_actions(me) and session.seating.timers.move <= LAST_SECONDS


def test_under_a_screen_the_strip_alone_counts_down_and_no_pause_button_is_cut(make_app, lab: Lab) -> None:
    app, cora, scene = _at_table(make_app, lab)
    my_turn(app, lab, cora, scene)
    drawn = screen_text(app)
    assert drawn.count("Pause") == 1 and sum(w.startswith("Du bist am Zug: noch") for w in drawn) == 1
    key(app, pygame.K_ESCAPE)  # the pause menu over the table, the strip on top
    for _ in range(40):
        app.step(1 / 30)
    cover = app.top
    assert isinstance(cover, NetCover) and isinstance(cover.inner, PauseScene)
    drawn = screen_text(app)
    countdowns = [w for w in drawn if w.startswith("Du bist am Zug: noch")]
    assert len(countdowns) == 1, drawn  # the strip's: the table's panel behind does not count too
    assert countdowns[0] in [w for w, _ in cover.strip_words()]
    assert drawn.count("Pause") == 1, "the menu's title, no table button half under the strip"
    key(app, pygame.K_ESCAPE)  # back at the table: its button and its countdown again
    assert app.top is scene
    drawn = screen_text(app)
    assert drawn.count("Pause") == 1 and sum(w.startswith("Du bist am Zug: noch") for w in drawn) == 1
