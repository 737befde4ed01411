"""Quiet frames at the Hold'em table: every frame the quiet loop draws equals a full redraw, a change
(the countdown's next second included) is drawn on the next frame, an unchanged table is not drawn,
and the Hold'em screens around it are drawn only after input (see `game.scenes.holdem.look`)."""

from __future__ import annotations

import dataclasses
import math
import random

import pygame
import pytest

from game.app import FPS, IDLE_TICK, MAX_DT, App
from game.engine.holdem import HoldemGame, HoldemPhase
from game.scenes.base import Pop
from game.scenes.cover import CoverScene
from game.scenes.holdem.history import HoldemHistoryScene
from game.scenes.holdem.look import HoldemLook, TurnClock
from game.scenes.holdem.over import HoldemOverScene
from game.scenes.holdem.setup import HoldemSetupScene
from game.scenes.holdem.table import HoldemTableScene
from game.scenes.pause import PauseScene
from game.session import COUNTDOWN_SECONDS, HoldemOptions, LocalHoldemSession, at_once, in_thread

from .holdem_helpers import config

DT = 1 / 60


def screen(app: App) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def assert_shows_what_a_full_redraw_shows(app: App) -> None:
    """Nothing missed an update: drawing everything again changes no pixel."""
    shown = screen(app)
    app.draw()
    assert screen(app) == shown, f"a quiet frame missed an update on {type(app.top).__name__}"


def key(k: int, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0))


def motion(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


class LoopClock:
    """The wall clock of the quiet loop, faked: its sleeps and its frame pacing only move time on."""

    def __init__(self) -> None:
        self.t = 100.0

    def now(self) -> float:
        return self.t

    def sleep(self, seconds: float) -> None:
        self.t += seconds

    def tick(self, fps: float = 0) -> int:
        self.t += 1 / fps if fps else 0.0
        return 0


def quiet_loop(app: App) -> LoopClock:
    """Drive ``app.tick`` (the real loop: idle waits, the frame rate) on a fake clock."""
    clock = LoopClock()
    app.now, app.sleep = clock.now, clock.sleep
    app.clock = clock  # type: ignore[assignment]
    return clock


def holdem_app(make_app, people=("Anna",), computers=2, size=(1280, 720), timer=False, seed=5, runner=None):  # type: ignore[no-untyped-def]
    app = make_app(size=size)
    app.settings = dataclasses.replace(app.settings, animation_speed=4.0)
    cfg = config(people, computers)
    options = HoldemOptions(timer=timer, hot_seat_tips=True)
    game = HoldemGame(cfg, random.Random(seed))
    session = LocalHoldemSession(game, random.Random(seed + 1), options=options, runner=runner or at_once)
    scene = HoldemTableScene(app, session)
    app.push(scene)
    return app, scene, session


def person_turn(app: App, scene: HoldemTableScene, frames: int = 2000) -> None:
    for _ in range(frames):
        if app.top is scene and scene.my_turn() and not scene.painter.warming:
            return
        if isinstance(app.top, CoverScene):
            key(pygame.K_RETURN, "\r")
        app.step(DT)
    raise AssertionError("the person's turn never came")


@pytest.mark.parametrize(
    ("people", "size", "timer"),
    [(("Anna",), (1280, 720), True), (("Anna", "Ben"), (960, 540), False)],
    ids=["person", "hot_seat"],
)
def test_every_frame_of_a_holdem_table_shows_what_a_full_redraw_shows(make_app, people, size, timer) -> None:
    """The real quiet loop plays a seeded table by keys: the amount chooser, the Tipp and its job,
    hover, toasts, the computers' jobs and thinking, the board street by street, the cover, the
    timer's countdown and its timeout, the next hand - no frame misses an update."""
    app, scene, session = holdem_app(make_app, people, 2, size, timer, runner=in_thread)
    clock = quiet_loop(app)
    rng = random.Random(len(people))
    seen: set[str] = set()
    hands: set[int] = set()
    slept = 0.0
    patient_hand = 2  # the person lets the timer run out in this hand
    for frame in range(1500):
        top = app.top
        if isinstance(top, CoverScene) and rng.random() < 0.3:
            key(pygame.K_RETURN, "\r")
        elif top is scene and scene.finished_hand() is not None and rng.random() < 0.2:
            key(pygame.K_SPACE, " ")
        elif top is scene and scene.my_turn() and not (timer and session.table.hand_no == patient_hand):
            choice = rng.random()
            if scene.chooser.open:
                if choice < 0.2:
                    key(rng.choice((pygame.K_UP, pygame.K_DOWN)))
                elif choice < 0.3:
                    key(pygame.K_RETURN, "\r")
            elif choice < 0.05:
                key(pygame.K_QUESTION, "?")  # the Tipp and its estimate
            elif choice < 0.1 and scene.bar.buttons:
                motion(rng.choice(scene.bar.buttons).rect.center)  # hover
            elif choice < 0.14:
                key(rng.choice((pygame.K_s, pygame.K_e)))  # the amount chooser (or limit's bet)
            elif choice < 0.2:
                key(pygame.K_c)
            elif choice < 0.21:
                key(pygame.K_p)
        if frame % 500 == 20:
            app.notify(f"Hinweis {frame}")
        before = clock.t
        app.tick()
        slept += clock.t - before
        hands.add(session.table.hand_no)
        seen.add(type(app.top).__name__)
        if scene.chooser.open:
            seen.add("chooser")
        if scene.tips.showing() and scene.tips.tip() is not None:
            seen.add("tip")
        if scene.revealing():
            seen.add("revealing")
        timer_now = session.table.timer
        if timer_now is not None and timer_now.counting_down:
            seen.add("countdown")
        if app.last_draw:
            assert_shows_what_a_full_redraw_shows(app)
            assert app.overlay.rendered_text(), "the warning is drawn on every frame that is drawn"
    assert len(hands) >= 4, hands
    assert {"HoldemTableScene", "chooser", "tip"} <= seen, seen
    if timer:
        assert "countdown" in seen
    if len(people) > 1:
        assert "CoverScene" in seen
    assert app.partial_draws > 0 and app.full_draws > 0
    assert slept > 0  # the loop slept while the person thought


def test_an_unchanged_table_is_not_drawn_and_a_change_is_on_the_next_frame(make_app) -> None:
    app, scene, session = holdem_app(make_app, timer=True)
    person_turn(app, scene)
    app.step(0.0)
    app.step(0.0)
    assert app.last_draw == ""  # no time passed, no input: nothing is drawn
    assert 0 < app.idle_wait() <= 0.3  # it sleeps until the turn glow grows or shrinks a pixel
    # the amount chooser opens, changes and closes on the next frame each
    key(pygame.K_e if session.table.bets[scene.bottom] < max(session.table.bets) else pygame.K_s)
    app.step(0.0)
    assert scene.chooser.open and app.last_draw == "full"
    app.step(0.0)
    assert app.last_draw == ""
    value, shown = scene.chooser.value, screen(app)
    key(pygame.K_UP)
    app.step(0.0)
    assert scene.chooser.value != value and app.last_draw == "full" and screen(app) != shown
    key(pygame.K_ESCAPE)
    app.step(0.0)
    assert not scene.chooser.open and app.last_draw == "full"
    # the countdown: silent until it starts, then each second drawn on the frame it changes
    while session.table.timer is not None and not session.table.timer.counting_down:
        app.step(min(0.1, session.table.timer.remaining - COUNTDOWN_SECONDS + 1e-6))
        assert_shows_what_a_full_redraw_shows(app)
    timer = session.table.timer
    assert timer is not None and math.ceil(timer.remaining) == COUNTDOWN_SECONDS
    assert scene.look().clock.seconds == COUNTDOWN_SECONDS and app.last_draw
    for _ in range(3):
        timer = session.table.timer
        assert timer is not None
        to_next = timer.remaining - (math.ceil(timer.remaining) - 1)
        assert scene.wake_in() <= to_next + 0.002  # the loop wakes up for the next second
        # just before the next second: the same number (the glow may move a pixel)
        left = to_next - 0.001
        while left > 0:  # (a step passes at most MAX_DT)
            app.step(min(left, MAX_DT))
            left -= MAX_DT
        number = scene.look().clock.seconds
        shown = screen(app)
        app.step(0.0)
        assert app.last_draw == "" and screen(app) == shown
        app.step(0.002)
        assert scene.look().clock.seconds == number - 1  # type: ignore[operator]
        assert app.last_draw and screen(app) != shown  # drawn on this very frame
        assert_shows_what_a_full_redraw_shows(app)


def test_the_idle_loop_draws_the_countdown_once_a_second_and_the_glow_in_part(make_app) -> None:
    """Timer on, nobody touches anything: every second of the countdown is drawn on its frame,
    the glow's pulse in part of the window only, and the timer runs out on time."""
    app, scene, session = holdem_app(make_app, timer=True)
    person_turn(app, scene)
    clock = quiet_loop(app)
    app.tick()
    hand, start, seat = session.table.hand_no, clock.t, scene.bottom
    timer = session.table.timer
    assert timer is not None and not timer.counting_down
    left = timer.remaining
    shown_seconds: list[int] = []
    drawn: list[str] = []
    while session.table.current == seat and session.table.hand_no == hand and clock.t - start < 40:
        app.tick()
        drawn.append(app.last_draw)
        look = scene.look()
        if app.last_draw and look.clock.seconds is not None:
            if not shown_seconds or shown_seconds[-1] != look.clock.seconds:
                shown_seconds.append(look.clock.seconds)
        assert_shows_what_a_full_redraw_shows(app)
    assert shown_seconds == list(range(int(COUNTDOWN_SECONDS), 0, -1))  # every second, none missed
    assert clock.t - start == pytest.approx(left, abs=0.05)  # the timeout came on time
    record = session.table.last_hand
    assert record is not None and record.folded(seat)  # the timeout folded (facing the big blind)
    assert len(drawn) < 15 * left  # about 7 glow pixels a second, never the frame rate
    assert drawn.count("partial") > 100 and drawn.count("full") <= COUNTDOWN_SECONDS + 2, drawn.count("full")


def test_a_broken_look_is_caught(make_app, monkeypatch) -> None:
    """The check above fails when the look leaves the clock out (the glow's pulse and the countdown's
    next second are then not drawn)."""
    app, scene, session = holdem_app(make_app, timer=True)
    person_turn(app, scene)
    real = HoldemTableScene.look

    def without_countdown(self: HoldemTableScene) -> HoldemLook:
        look = real(self)
        clock = look.clock
        return HoldemLook(look.state, TurnClock(clock.seat, 0, clock.dots, None))

    monkeypatch.setattr(HoldemTableScene, "look", without_countdown)
    with pytest.raises(AssertionError, match="missed an update"):
        for _ in range(400):
            app.step(0.1)
            assert_shows_what_a_full_redraw_shows(app)


def test_computers_thinking_and_the_board_turned_over_wake_the_table_every_frame(make_app) -> None:
    app, scene, session = holdem_app(make_app, computers=3)
    waits: dict[str, list[float]] = {"thinking": [], "revealing": []}
    for _ in range(3000):
        if scene.my_turn() and not scene.painter.warming:
            key(pygame.K_c)  # call or check: on to the showdown
        if scene.finished_hand() is not None:
            key(pygame.K_SPACE, " ")
        app.step(DT)
        if scene.revealing():
            waits["revealing"].append(app.idle_wait())
        elif scene.computer_thinking() and session.table.phase is HoldemPhase.BETTING:
            waits["thinking"].append(app.idle_wait())
        if waits["thinking"] and waits["revealing"] and len(waits["thinking"]) > 30:
            break
    assert waits["thinking"] and set(waits["thinking"]) == {0.0}
    assert waits["revealing"] and set(waits["revealing"]) == {0.0}


def test_a_finished_hand_sleeps_until_input_and_pause_resize_and_fullscreen_redraw(make_app) -> None:
    app, scene, session = holdem_app(make_app, computers=1)
    for _ in range(3000):
        if scene.finished_hand() is not None and not scene.painter.warming:
            break
        if scene.my_turn():
            key(pygame.K_p)  # fold: the hand ends
        app.step(DT)
    assert scene.finished_hand() is not None
    app.step(DT)
    app.step(DT)
    assert app.last_draw == "" and app.idle_wait() == IDLE_TICK
    key(pygame.K_ESCAPE)
    app.step(0.0)
    assert isinstance(app.top, PauseScene) and app.last_draw == "full"
    key(pygame.K_ESCAPE)
    app.step(0.0)
    assert app.top is scene and app.last_draw == "full"
    assert_shows_what_a_full_redraw_shows(app)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 600), w=1000, h=600))
    app.step(0.0)
    assert app.last_draw == "full" and app.screen.get_size() == (1000, 600)
    assert_shows_what_a_full_redraw_shows(app)
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    app.step(0.0)
    assert app.last_draw == "full"
    for _ in range(2):
        key(pygame.K_F11)
        app.step(0.0)
        assert app.last_draw == "full"
        assert_shows_what_a_full_redraw_shows(app)
    key(pygame.K_SPACE, " ")  # the next hand is dealt and drawn on this frame
    hand = session.table.hand_no
    app.step(0.0)
    assert session.table.hand_no == hand + 1 and app.last_draw == "full"


def test_the_holdem_screens_are_drawn_only_after_input(make_app) -> None:
    app, scene, session = holdem_app(make_app)
    for make in (
        lambda: HoldemSetupScene(app),
        lambda: HoldemHistoryScene(app, session.table),
        lambda: HoldemOverScene(app, session),
    ):
        shown = make()
        app.push(shown)
        app.run_frames(3)
        assert app.last_draw == "" and app.idle_wait() == IDLE_TICK, type(shown).__name__
        key(pygame.K_TAB)
        app.step(DT)
        assert app.last_draw == "full"
        app.step(DT)
        assert app.last_draw == ""
        app.apply(Pop())
        app.step(DT)


def test_a_refused_character_glows_in_the_holdem_setup_and_the_glow_ends_by_itself(make_app) -> None:
    app = make_app()
    setup = HoldemSetupScene(app)
    app.push(setup)
    app.step(DT)
    field = setup.rows[0].name
    setup.ui.focus_on(field)
    app.step(DT)
    plain = screen(app)
    field.flash = 0.3  # what a refused character leaves (the field's own rule)
    app.step(DT)
    glowing = screen(app)
    assert glowing != plain and 0 < app.idle_wait() <= 0.3
    for _ in range(int(0.4 * FPS)):
        app.step(DT)
        assert_shows_what_a_full_redraw_shows(app)
    assert field.flash == 0 and screen(app) != glowing
    app.step(DT)
    assert app.last_draw == ""
