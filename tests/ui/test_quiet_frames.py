"""Quiet frames: the loop draws a changed screen on the next frame, leaves an unchanged one alone,
and never shows anything but what a full redraw would show (see `game.app`, `game.scenes.base`)."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from game.app import IDLE_TICK, MAX_DT, App
from game.engine import Game, GameConfig, Mode, RuleSet, SeatConfig
from game.engine.duell import DuellConfig
from game.engine.levels import Level
from game.scenes.base import Scene
from game.scenes.cover import CoverScene
from game.scenes.duell import play as duell_play
from game.scenes.duell.history import DuellHistoryScene
from game.scenes.duell.over import DuellOverScene
from game.scenes.duell.setup import DuellSetupScene
from game.scenes.duell.table import KEYS, DuellTableScene
from game.scenes.game_choice import GameChoiceScene
from game.scenes.pause import PauseScene
from game.scenes.rules import RulesScene
from game.scenes.start import StartScene
from game.scenes.token.results import ResultsScene
from game.scenes.token.table import SESSION_POLL, TableScene
from game.session import LocalSession

DT = 1 / 60


def screen(app: App) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def assert_shows_what_a_full_redraw_shows(app: App) -> None:
    """Nothing missed an update: drawing everything again changes no pixel."""
    table = next((s for s in app.stack if isinstance(s, TableScene)), None)
    if table is not None and not table.painter.settled:
        return  # a hand drawn without its layer is drawn again with it on the next frame
    shown = screen(app)
    app.draw()
    assert screen(app) == shown, f"a quiet frame missed an update on {type(app.top).__name__}"


def key(k: int, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0))


def motion(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def table_app(make_app, cfg: GameConfig, size=(1280, 720)) -> tuple[App, TableScene]:  # type: ignore[no-untyped-def]
    app = make_app(size=size)
    app.settings = dataclasses.replace(app.settings, animation_speed=4.0)
    table = TableScene(app, LocalSession(Game.new(cfg, random.Random(3))))
    app.push(table)
    return app, table


def seats(humans: int, computers: int) -> GameConfig:
    people = [SeatConfig(name, True) for name in ("Anna", "Ben")[:humans]]
    others = [SeatConfig(f"Computer {i + 1}", False) for i in range(computers)]
    return GameConfig((*people, *others), Mode.DESCENDING, 2, RuleSet.ORIGINAL)


class Plain(Scene):
    """A scene that does not opt in: drawn every frame."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.draws = 0

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1
        surface.fill((10, 60, 30), self.app.content_rect)


def test_a_scene_that_does_not_opt_in_is_drawn_every_frame(make_app) -> None:
    app = make_app()
    scene = Plain(app)
    app.push(scene)
    app.run_frames(5)
    assert scene.draws == 5 and app.last_draw == "full"
    assert app.idle_wait() == 0.0  # and the loop runs at the frame rate
    app.push(PauseScene(app))  # an idle-capable dialog over it does not make it quiet either
    app.run_frames(3)
    assert app.last_draw == "full" and app.idle_wait() == 0.0


def test_an_unchanged_screen_is_not_redrawn_and_a_changed_one_is_on_the_next_frame(make_app) -> None:
    app = make_app()
    app.push(RulesScene(app))
    app.step(DT)
    assert app.last_draw == "full"
    drawn, shown = app.full_draws, screen(app)
    app.run_frames(10)
    assert app.last_draw == "" and app.full_draws == drawn and screen(app) == shown
    assert app.idle_wait() == IDLE_TICK  # nothing is due: the loop waits for input
    key(pygame.K_PAGEDOWN)  # the rules scroll
    app.step(DT)
    assert app.last_draw == "full" and screen(app) != shown
    app.step(DT)
    assert app.last_draw == ""


def test_button_hover_appears_on_the_next_frame_and_stays(make_app) -> None:
    app = make_app()
    app.push(StartScene(app))
    app.run_frames(60)
    button = app.top.buttons[1]  # type: ignore[union-attr]
    area = button.rect.inflate(8, 8)
    plain = app.screen.subsurface(area).copy()
    motion(button.rect.center)
    app.step(DT)
    hovered = app.screen.subsurface(area).copy()
    assert pygame.image.tobytes(hovered, "RGB") != pygame.image.tobytes(plain, "RGB")
    app.run_frames(30)  # the suits go on bobbing (redrawn alone); the hover stays
    assert app.partial_draws > 0
    assert pygame.image.tobytes(app.screen.subsurface(area), "RGB") == pygame.image.tobytes(hovered, "RGB")


def test_the_start_menu_redraws_only_its_bobbing_suits(make_app) -> None:
    app = make_app()
    app.push(StartScene(app))
    for _ in range(240):  # the fans are made and fade in, the suits bob
        app.step(DT)
        assert_shows_what_a_full_redraw_shows(app)
    full, part = app.full_draws, app.partial_draws
    app.run_frames(120)
    assert app.full_draws == full and app.partial_draws > part
    assert 0 < app.idle_wait() <= 1.0  # it sleeps until a suit moves a pixel


def test_toasts_fade_frame_by_frame_and_leave_nothing_behind(make_app) -> None:
    app = make_app()
    app.push(RulesScene(app))
    app.step(DT)
    before = screen(app)
    app.notify("Spielstand gespeichert")
    app.step(DT)
    assert app.last_draw == "full" and screen(app) != before
    assert 3 < app.idle_wait() + 0.001 or app.idle_wait() == IDLE_TICK  # nothing due until it fades
    looks = []
    for _ in range(200):
        app.step(0.05)
        assert_shows_what_a_full_redraw_shows(app)
        if app.last_draw:
            looks.append(app.toast.look())
        if not app.toast.active:
            break
    assert app.toast.look() is None and app.last_draw == "full"  # drawn once more without it
    assert len(looks) >= 8  # the fade is drawn step by step
    assert screen(app) == before
    app.step(DT)
    assert app.last_draw == ""


def test_resize_expose_fullscreen_and_pause_redraw_everything(make_app) -> None:
    app, table = table_app(make_app, seats(1, 2))
    for _ in range(600):
        if table.human_turn():
            break
        app.step(0.1)
    assert table.human_turn()
    app.step(0.0)
    app.step(0.0)
    assert app.last_draw == ""  # no time passed: nothing pulses, nothing is drawn
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    app.step(0.0)
    assert app.last_draw == "full"
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 600), w=1000, h=600))
    app.step(0.0)
    assert app.last_draw == "full" and app.screen.get_size() == (1000, 600)
    assert_shows_what_a_full_redraw_shows(app)
    app.run_frames(2, 0.0)  # the window's own events about its new size are drawn too
    app.step(0.0)
    assert app.last_draw == ""
    key(pygame.K_ESCAPE)
    app.step(0.0)
    assert isinstance(app.top, PauseScene) and app.last_draw == "full"
    app.step(0.0)
    assert app.last_draw == ""
    key(pygame.K_ESCAPE)  # back to the table
    app.step(0.0)
    assert app.top is table and app.last_draw == "full"
    assert_shows_what_a_full_redraw_shows(app)
    for _ in range(2):  # fullscreen and back
        key(pygame.K_F11)
        app.step(0.0)
        assert app.last_draw == "full"
        assert_shows_what_a_full_redraw_shows(app)


def test_the_table_polls_its_session_and_sleeps_between_glow_pulses(make_app) -> None:
    app, table = table_app(make_app, seats(1, 2))
    waits = {"thinking": [], "person": []}
    for _ in range(2000):
        app.step(DT)
        if app.top is not table or table.steps:
            continue
        if table.computer_thinking():
            waits["thinking"].append(app.idle_wait())
        elif table.human_turn() and not table.painter.warming:  # (sprites are rendered ahead every frame)
            waits["person"].append(app.idle_wait())
            if len(waits["person"]) > 30:
                break
    assert waits["thinking"] and set(waits["thinking"]) == {0.0}  # a computer's thinking time runs
    assert all(0 < w <= SESSION_POLL for w in waits["person"])
    # marking a card is drawn on the next frame; the glow's pulse in a part of the window only
    shown = screen(app)
    key(pygame.K_1, "1")
    app.step(0.0)
    assert app.last_draw == "full" and screen(app) != shown
    part = app.partial_draws
    for _ in range(60):
        app.step(DT)
        assert_shows_what_a_full_redraw_shows(app)
    assert app.partial_draws > part


@pytest.mark.parametrize(("humans", "size"), [(1, (1280, 720)), (2, (960, 540))])
def test_every_frame_of_a_game_shows_what_a_full_redraw_shows(make_app, humans: int, size) -> None:
    """Covers, tips, toasts, results, animations and pulses: no frame misses an update."""
    app, table = table_app(make_app, seats(humans, 2), size=size)
    rng = random.Random(humans)
    seen: set[str] = set()
    for frame in range(1500):
        top = app.top
        if isinstance(top, CoverScene) and rng.random() < 0.2:
            key(pygame.K_RETURN, "\r")
        elif isinstance(top, ResultsScene) and rng.random() < 0.1:
            key(pygame.K_RETURN, "\r")
        elif top is table and table.human_turn():
            choice = rng.random()
            if choice < 0.05:
                key(rng.choice((pygame.K_1, pygame.K_2, pygame.K_3)))
            elif choice < 0.08:
                key(pygame.K_QUESTION, "?")  # the Tipp panel
            elif choice < 0.1:
                sl = table.lay.seats[table.game.current or 0]
                motion(rng.choice(sl.cards).center)
            elif choice < 0.12:
                key(pygame.K_RETURN, "\r")
        if frame % 400 == 10:
            app.notify(f"Hinweis {frame}")
        app.step(rng.choice((DT, DT, 0.0, 0.05)))
        seen.add(type(app.top).__name__)
        assert_shows_what_a_full_redraw_shows(app)
        assert app.overlay.rendered_text(), "the warning is drawn on every frame that is drawn"
        if not app.running:
            break
    assert {"TableScene", "ResultsScene"} <= seen
    if humans > 1:
        assert "CoverScene" in seen
    assert app.partial_draws > 0 and app.full_draws > 0


class Timer(Scene):
    """An idle-capable scene with a timer: what `tick` waits for."""

    idle_capable = True

    def __init__(self, app: App, due: float) -> None:
        super().__init__(app)
        self.due = due
        self.dts: list[float] = []

    def wake_in(self) -> float:
        return self.due

    def update(self, dt: float) -> None:
        self.dts.append(dt)
        return None


class FakeClock:
    def __init__(self) -> None:
        self.t = 100.0
        self.slept: list[float] = []

    def now(self) -> float:
        return self.t

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.t += seconds


def test_tick_sleeps_until_the_next_due_update_and_passes_the_time_that_passed(make_app) -> None:
    app = make_app()
    clock = FakeClock()
    app.now, app.sleep = clock.now, clock.sleep
    scene = Timer(app, 0.2)
    app.push(scene)
    app.tick()  # the first frame is drawn at once
    assert clock.slept == []
    app.tick()
    assert sum(clock.slept) == pytest.approx(0.2) and max(clock.slept) < 0.01  # it looks for input meanwhile
    assert scene.dts[-1] == pytest.approx(0.2) and scene.dts[-1] > MAX_DT  # a timer keeps its time
    scene.due = 5.0
    clock.slept.clear()
    app.tick()
    assert sum(clock.slept) == pytest.approx(IDLE_TICK)  # never longer without an update
    clock.slept.clear()
    key(pygame.K_a, "a")
    app.tick()
    assert clock.slept == [] and app.last_draw == "full"  # input: at once, and drawn


# The Duell ----------------------------------------------------------------------------------


def duell_app(make_app, seed: int = 3, size=(1280, 720)):  # type: ignore[no-untyped-def]
    app = make_app(size=size, seed=seed)
    app.settings = dataclasses.replace(app.settings, animation_speed=4.0)
    session = duell_play.new_session(app, DuellConfig("Anna", Level.NORMAL, 32, 50))
    table = DuellTableScene(app, session)
    app.push(table)
    return app, table


def duell_key(app: App, table: DuellTableScene, rng: random.Random) -> None:
    """One key (or pointer move) of a person at the Duell table, posted for the next frame."""
    names = table.bar.names()
    if table.chooser.open:
        if rng.random() < 0.4:
            key(rng.choice((pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_PAGEDOWN)))
        else:
            key(pygame.K_RETURN, "\r")
    elif "exchange" in names:
        if rng.random() < 0.3 and len(table.marked) < 3:
            key(pygame.K_1 + rng.randrange(5))
        else:
            key(pygame.K_t, "t")
    else:
        weights = {"bet": 3, "open": 3, "raise": 2, "check": 4, "draw": 5, "show": 5, "fold": 1}
        weights |= {"fold_yes": 1, "fold_no": 1}  # the question after PASSEN when WARTEN is free
        name = rng.choices(names, [weights[n] for n in names])[0]
        key(KEYS[name][0][0])


def test_every_frame_of_a_duell_match_by_keys_shows_what_a_full_redraw_shows(make_app) -> None:
    """A whole seeded match: the chooser, marks, hover, the Tipp and its job, the computer's
    thinking and its decision job, the bubble fading, toasts, pause and history, animations."""
    app, table = duell_app(make_app)
    rng = random.Random(5)
    seen: set[str] = set()
    for frame in range(20000):
        top = app.top
        if isinstance(top, DuellOverScene):
            break
        if top is not table:  # the pause menu or the history: back to the table
            if rng.random() < 0.3:
                key(pygame.K_ESCAPE)
        elif table.shown.deal_over and not table.steps and rng.random() < 0.2:
            key(pygame.K_SPACE, " ")
        elif table.my_turn() and (not table.tips.showing or table.tips.advice() is not None):
            choice = rng.random()
            if choice < 0.04:
                key(pygame.K_F2)  # the Tipp panel, its advice worked out on a thread
            elif choice < 0.06:
                motion(rng.choice(table.lay.table.seats[0].cards).center)
            elif choice < 0.08:
                key(rng.choice((pygame.K_ESCAPE, pygame.K_h)))
            elif choice < 0.15:
                duell_key(app, table, rng)
        if frame % 500 == 20:
            app.notify(f"Hinweis {frame}")
        app.step(rng.choice((DT, DT, 0.0, 0.05)))
        seen.add(type(app.top).__name__)
        if table.tips.showing:
            seen.add("tips")
        if table.shown.callout:
            seen.add("callout")
        assert_shows_what_a_full_redraw_shows(app)
        assert app.overlay.rendered_text(), "the warning is drawn on every frame that is drawn"
    else:
        raise AssertionError("the match did not end")
    wanted = {"DuellTableScene", "PauseScene", "DuellHistoryScene", "DuellOverScene", "tips", "callout"}
    assert wanted <= seen, wanted - seen
    assert app.partial_draws > 0 and app.full_draws > 0


def test_the_duell_table_draws_a_change_on_the_next_frame_and_nothing_else(make_app) -> None:
    app, table = duell_app(make_app)
    for _ in range(3000):  # the deal
        app.step(DT)
        if table.my_turn():
            break
    assert table.my_turn()
    while table.look().clock.callout_alpha:  # (the computer's bubble fading is drawn too)
        app.step(DT)
    # the person thinks: nothing changes without time, the loop sleeps until the ring pulses
    app.step(0.0)
    app.step(0.0)
    assert app.last_draw == ""
    assert 0 < app.idle_wait() <= 1.0
    shown = screen(app)
    part = app.partial_draws
    for _ in range(60):
        app.step(DT)
        assert app.last_draw != "full", "the pulsing ring is redrawn alone"
        assert_shows_what_a_full_redraw_shows(app)
    assert app.partial_draws > part and screen(app) != shown
    # a changed state (the amount chooser, then its amount) is drawn on the very next frame
    name = next(n for n in table.bar.names() if n in ("bet", "open", "raise", "exchange"))
    before = screen(app)
    key(KEYS[name][0][0])
    app.step(0.0)
    assert app.last_draw == "full" and screen(app) != before
    app.step(0.0)
    assert app.last_draw == ""
    if table.chooser.open:
        value, before = table.chooser.value, screen(app)
        key(pygame.K_UP)
        app.step(0.0)
        assert table.chooser.value != value and app.last_draw == "full" and screen(app) != before
        key(pygame.K_ESCAPE)
        app.step(0.0)
        assert not table.chooser.open
    # the Tipp: its job is waited on every frame, and its advice drawn the frame it is done
    key(pygame.K_F2)
    app.step(0.0)
    assert table.tips.showing
    job = table.tips._job
    assert job is not None
    if not job.done():
        assert app.idle_wait() == 0.0
    job.wait(10.0)
    before = screen(app)
    app.step(0.0)
    assert app.last_draw == "full" and screen(app) != before, "the advice is drawn at once"
    assert_shows_what_a_full_redraw_shows(app)
    # the computer's thinking time and its decision job: waited on every frame, the dots
    # redrawn alone, its move drawn on the frame it is collected
    thinking: list[float] = []
    for _ in range(3000):
        if table.my_turn() and len(thinking) > 20:
            break
        if table.my_turn():
            names = table.bar.names()
            key(KEYS[next(n for n in ("exchange", "draw", "show", "check") if n in names)][0][0])
        elif table.shown.deal_over and not table.steps:
            key(pygame.K_SPACE, " ")
        seen = table.seen
        app.step(DT)
        if table.seen != seen:
            assert app.last_draw, "a move of the session is drawn on the frame it comes"
        if table.computer_thinking():
            thinking.append(app.idle_wait())
        assert_shows_what_a_full_redraw_shows(app)
    assert len(thinking) > 20 and set(thinking) == {0.0}


def test_the_computers_speech_bubble_fades_frame_by_frame_and_leaves_nothing_behind(make_app) -> None:
    app, table = duell_app(make_app)
    for _ in range(5000):
        if table.shown.callout and not table.steps and table.my_turn():
            break
        if table.my_turn():
            key(KEYS["check" if "check" in table.bar.names() else table.bar.names()[0]][0][0])
        elif table.shown.deal_over and not table.steps:
            key(pygame.K_SPACE, " ")
        app.step(DT)
    assert table.shown.callout and table.my_turn()
    alphas = []
    for _ in range(400):
        app.step(1 / 60)
        assert_shows_what_a_full_redraw_shows(app)
        alphas.append(table.look().clock.callout_alpha)
        if alphas[-1] == 0:
            break
    assert alphas[-1] == 0 and len(set(alphas)) > 10, "the bubble fades step by step"
    app.step(0.0)
    assert app.last_draw == ""


@pytest.mark.parametrize("screen_name", ["choice", "duell_setup", "duell_history", "duell_over"])
def test_the_duell_screens_and_the_game_choice_are_drawn_only_after_input(make_app, screen_name) -> None:
    app, table = duell_app(make_app)
    if screen_name == "choice":
        app.push(StartScene(app))
        app.run_frames(5)
        key(pygame.K_n)  # any key finishes nothing here; the choice comes by its button
        app.push(GameChoiceScene(app))
    elif screen_name == "duell_setup":
        app.push(DuellSetupScene(app))
    elif screen_name == "duell_history":
        for _ in range(3000):
            app.step(DT)
            if table.my_turn():
                break
        app.push(DuellHistoryScene(app, table.session.table))
    else:
        app.push(DuellOverScene(app, table.session))
    app.step(DT)
    assert app.last_draw == "full"
    shown = screen(app)
    app.run_frames(10)
    assert app.last_draw == "" and screen(app) == shown
    assert app.idle_wait() == IDLE_TICK
    motion(app.content_rect.center)
    app.step(DT)
    assert app.last_draw == "full"
    assert_shows_what_a_full_redraw_shows(app)


def test_the_duell_setups_refused_name_glows_and_fades_on_its_own(make_app) -> None:
    app = make_app()
    setup = DuellSetupScene(app)
    app.push(setup)
    app.step(DT)
    setup.ui.focus_on(setup.name_field)
    for _ in range(40):  # past the longest name: refused, the field glows red
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    app.step(0.0)
    assert setup.name_field.flash > 0
    assert 0 < app.idle_wait() <= setup.name_field.flash + 1e-9
    for _ in range(200):
        app.step(0.05)
        assert_shows_what_a_full_redraw_shows(app)
        if setup.name_field.flash == 0 and not app.toast.active:
            break
    assert setup.name_field.flash == 0
    app.step(0.0)
    assert app.last_draw == ""
