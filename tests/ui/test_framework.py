"""The app loop, scene stack, overlay and catalogues (headless)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App, AppOptions
from game.legal import WARNING_LINES
from game.scenes.base import Pop, Push, Quit, Replace, Scene
from game.session import LocalSession
from game.text import Translator, describe_hand, placeholders, strings_de, strings_en
from game.ui.draw import bundled_font
from game.ui.overlay import WarningOverlay, overlay_font_px, wrap_words
from game.ui.settings_state import Settings

WARNING_WORDS = " ".join(WARNING_LINES).split()


class Probe(Scene):
    """A scene that records what the app does to it."""

    def __init__(self, app: App, transparent: bool = False) -> None:
        super().__init__(app)
        self.transparent = transparent
        self.calls: list[str] = []
        self.events: list[int] = []
        self.dt = 0.0
        self.reply = None

    def enter(self) -> None:
        self.calls.append("enter")

    def exit(self) -> None:
        self.calls.append("exit")

    def layout(self) -> None:
        self.calls.append("layout")

    def handle(self, event):  # type: ignore[no-untyped-def]
        self.events.append(event.type)
        reply, self.reply = self.reply, None
        return reply

    def update(self, dt: float):  # type: ignore[no-untyped-def]
        self.dt += dt
        return None

    def draw(self, surface: pygame.Surface) -> None:
        self.calls.append("draw")
        surface.fill((200, 0, 0), self.app.content_rect)


def test_catalogues_have_same_keys_and_placeholders() -> None:
    de, en = strings_de.STRINGS, strings_en.STRINGS
    assert set(de) == set(en)
    for k in de:
        assert placeholders(de[k]) == placeholders(en[k]), k
        assert de[k].strip() and en[k].strip(), k


def test_warning_is_not_in_catalogues() -> None:
    for cat in (strings_de.STRINGS, strings_en.STRINGS):
        for value in cat.values():
            assert "Zufall abhängt" not in value


def test_describe_hand_german_and_english() -> None:
    from game.engine import RuleSet, evaluate, parse_cards

    de, en = Translator("de"), Translator("en")
    pair = evaluate(parse_cards("Jh Js 2c 5d 9s"))
    assert describe_hand(pair, de) == "Ein Paar, Buben"
    assert describe_hand(pair, en) == "Pair of Jacks"
    two = evaluate(parse_cards("Qh Qs 2c 2d 9s"))
    assert describe_hand(two, de) == "Zwei Paare, Damen"
    high = evaluate(parse_cards("Ah 3s 5c 8d 9s"), RuleSet.STANDARD)
    assert describe_hand(high, de) == "Höchste Karte: Ass"
    assert describe_hand(high, en) == "High card: Ace"
    full = evaluate(parse_cards("Kh Ks Kc Qd Qs"))
    assert describe_hand(full, de) == "Full House, Könige und Damen"


def test_overlay_wraps_never_cuts() -> None:
    pygame.font.init()
    overlay = WarningOverlay(bundled_font)
    for w, h in [(1280, 720), (960, 540), (640, 360), (3840, 2160)]:
        overlay.layout(w, h)
        assert overlay.fits()
        assert " ".join(overlay.rows).split() == WARNING_WORDS
        assert overlay.rect.bottom == h and overlay.rect.height < h / 3
    assert overlay_font_px(1280, 720) >= 14
    assert overlay_font_px(960, 540) >= 14
    assert overlay_font_px(3840, 2160) > overlay_font_px(1280, 720)


def test_wrap_breaks_overlong_words() -> None:
    rows = wrap_words("a https://www.buwei.de b", 5, len)
    assert all(len(r) <= 5 for r in rows)
    assert "".join(rows).replace(" ", "") == "ahttps://www.buwei.deb"


def test_step_draws_scene_then_overlay(make_app) -> None:
    app = make_app()
    probe = Probe(app)
    app.push(probe)
    assert probe.calls == ["layout", "enter"]
    app.step(1 / 60)
    assert probe.calls[-1] == "draw"
    assert app.overlay.rendered_text().split() == WARNING_WORDS
    # the band really is painted over the bottom (scene painted red everywhere it could)
    w, h = app.screen.get_size()
    assert app.content_rect.bottom == h - app.overlay.height
    assert app.screen.get_at((2, h - 2))[:3] != (200, 0, 0)
    assert app.screen.get_at((2, 2))[:3] == (200, 0, 0)
    assert pygame.display.get_caption()[0].startswith("Token-Poker")


def test_transitions_and_transparency(make_app) -> None:
    app = make_app()
    a, b = Probe(app), Probe(app, transparent=True)
    app.push(a)
    app.apply(Push(b))
    a.calls.clear()
    app.step(0.5)
    assert "draw" in a.calls  # drawn below a transparent scene
    assert b.dt == pytest.approx(0.1) and a.dt == 0  # only the top updates; dt is capped
    app.apply(Pop())
    assert b.calls[-1] == "exit" and a.calls[-1] == "enter"
    c = Probe(app)
    app.apply(Replace(c, clear=True))
    assert app.stack == [c] and a.calls[-1] == "exit"
    app.apply(Quit())
    assert not app.running


def test_events_reach_top_and_quit_stops(make_app) -> None:
    app = make_app()
    probe = Probe(app)
    app.push(probe)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0))
    app.step(1 / 60)
    assert pygame.KEYDOWN in probe.events
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.step(1 / 60) is False


def test_frames_option_stops(make_app) -> None:
    app = make_app(frames=3)
    app.push(Probe(app))
    assert app.run_frames(10) is False
    assert app.frame == 3


def test_resize_and_fullscreen(make_app) -> None:
    app = make_app()
    probe = Probe(app)
    app.push(probe)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(960, 540), w=960, h=540))
    app.step(1 / 60)
    assert app.screen.get_size() == (960, 540)
    assert app.content_rect.bottom + app.overlay.height == 540
    assert probe.calls.count("layout") >= 2
    assert app.overlay.fits()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.step(1 / 60)
    assert app.settings.fullscreen
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.step(1 / 60)
    assert not app.settings.fullscreen
    assert app.screen.get_size() == (960, 540)
    assert app.overlay.rendered_text().split() == WARNING_WORDS


def test_screenshots_first_frame_of_each_scene(make_app, tmp_path: Path) -> None:
    app = make_app(screenshots=tmp_path)
    app.push(Probe(app))
    app.run_frames(3)
    app.apply(Push(Probe(app)))
    app.run_frames(2)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["000_Probe.png", "001_Probe.png"]


def test_settings_fields_are_the_shared_ones() -> None:
    fields = set(Settings.__dataclass_fields__)
    assert fields >= {
        "language",
        "animation_speed",
        "sound",
        "volume",
        "fullscreen",
        "four_color",
        "card_back",
        "show_hint",
        "show_tips",
        "license_accepted",
    }


def test_app_options_defaults() -> None:
    o = AppOptions()
    assert (o.demo, o.frames, o.players, o.mode, o.tokens, o.rules) == (
        False,
        None,
        5,
        "absteigend",
        6,
        "original",
    )
    assert o.windowed_size == (1280, 720)
    assert o.level == "normal"


def test_demo_seats_play_the_chosen_level(make_app) -> None:
    app = make_app(demo=True, players=3, seed=2, level="profi")
    seats = app.demo_scene().game.config.seats
    assert [(seat.human, seat.level) for seat in seats] == [(False, "profi")] * 3


def test_overlay_font_really_renders_at_least_14px(make_app) -> None:
    for size in [(1280, 720), (960, 540)]:
        app = make_app(size=size)
        app.push(Probe(app))
        app.step(1 / 60)
        assert app.fonts(app.overlay.font_px).get_height() >= 14


def test_preload_builds_the_profi_tables_off_the_frame_loop(make_app) -> None:
    import threading

    from game.engine.token.strategies import profi

    profi._at_or_below.cache_clear()
    app = make_app()
    app.preload()
    for thread in threading.enumerate():
        if thread.name == "preload":
            thread.join(timeout=30)
    # every picture of another seat (not yet exchanged, 0..5 cards): ORIGINAL once,
    # STANDARD also per kept kicker (none, 2..13)
    assert profi._at_or_below.cache_info().currsize == 7 + 7 * 13
    # ...and then takes the long-lived objects out of the collector's full scans
    import gc

    assert gc.get_freeze_count() > 50_000
    gc.unfreeze()


def test_every_game_of_a_seeded_session_is_dealt_reproducibly(make_app) -> None:
    import random

    from game.engine import GameConfig, TokenPhase, play_game
    from game.scenes.token import play
    from game.scenes.token.over import GameOverScene

    def new_game(app, config):  # type: ignore[no-untyped-def]
        return play.new_session(app, config).game

    def first_hands(game) -> list[tuple[str, ...]]:  # type: ignore[no-untyped-def]
        game.start_round()
        return [tuple(map(str, game.hand(seat))) for seat in range(len(game.config.seats))]

    config = GameConfig.of_players(3)
    seeded = make_app(seed=11)
    assert first_hands(new_game(seeded, config)) == first_hands(new_game(seeded, config))
    assert first_hands(new_game(make_app(), config)) != first_hands(new_game(make_app(), config))
    # Revanche on the game over screen deals through the same door
    finished = play_game(config, random.Random(3))
    assert finished.phase is TokenPhase.GAME_OVER
    rematch = GameOverScene(seeded, LocalSession(finished)).play_again()
    assert first_hands(rematch.scene.session.game) == first_hands(new_game(seeded, config))



def test_card_letters_follow_a_language_switch(make_app) -> None:
    """Jacks and queens read B/D in German and J/Q in English right after the switch."""
    from dataclasses import replace as replace_settings

    from game.engine import Card, Rank, Suit

    app = make_app()
    queen = Card.of(Rank.QUEEN, Suit.HEARTS)
    german = app.cards.face(queen, 80)
    app.apply_settings(replace_settings(app.settings, language="en"))
    assert app.cards.face(queen, 80) is app.cards.face(queen, 80, locale="en")
    assert app.cards.face(queen, 80) is not german
    app.apply_settings(replace_settings(app.settings, language="de"))
    assert app.cards.face(queen, 80) is app.cards.face(queen, 80, locale="de")


def test_ui_scene_builds_after_the_whole_constructor(make_app) -> None:
    """build() runs once the subclass's own __init__ has finished (fields set after super() count)."""
    from game.scenes.common import UIScene

    class BuildProbe(UIScene):
        def __init__(self, app: App, label: str) -> None:
            super().__init__(app)
            self.label = label  # set after super(): build must still see it
            self.builds = 0

        def build(self) -> None:
            self.builds = getattr(self, "builds", 0) + 1
            self.built_with = self.label

    scene = BuildProbe(make_app(), "probe")
    assert scene.built_with == "probe"
    assert scene.builds == 1 and hasattr(scene, "ui")
