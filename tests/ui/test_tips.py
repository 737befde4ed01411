"""The "Tipp" hint on the table, driven through the real app loop (headless, fixed dt, posted events)."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from game.app import App
from game.engine import Game, GameConfig, HandCategory, Mode, RuleSet, SeatConfig, draw_odds
from game.engine.token.strategies.profi import ProfiStrategy
from game.scenes.cover import CoverScene
from game.scenes.settings import SettingsScene
from game.scenes.token.setup import SetupScene
from game.scenes.token.table import TableScene
from game.session import LocalSession
from game.text.tips import percent, tip_lines

from .table_helpers import post_key, step
from .test_table import assert_overlay

NAMES = ["Anna", "Jürgen", "Özlem", "Bea", "Cem"]


def config(humans: int = 1, computers: int = 2, mode: Mode = Mode.DESCENDING) -> GameConfig:
    seats = [SeatConfig(NAMES[i], True) for i in range(humans)]
    seats += [SeatConfig(f"Computer {i + 1}", False, "profi") for i in range(computers)]
    return GameConfig(tuple(seats), mode, 6, RuleSet.ORIGINAL)


def to_turn(
    make_app, cfg: GameConfig, size=(1280, 720), agreed: bool = False, **settings
) -> tuple[App, TableScene]:  # type: ignore[no-untyped-def]
    """A table whose first person is choosing their exchange (hot seat: cover confirmed)."""
    app = make_app(size=size)
    app.settings = dataclasses.replace(app.settings, animation_speed=4.0, **settings)
    table = TableScene(app, LocalSession(Game.new(cfg, random.Random(5))), tips_agreed=agreed)
    app.push(table)
    for _ in range(3000):
        if app.top is table and table.human_turn():
            return app, table
        if isinstance(app.top, CoverScene):
            post_key(pygame.K_RETURN)
        step(app)
    raise AssertionError("no person's turn")


def press_question(text_input: bool = True) -> None:
    """'?' as a German layout sends it: shift+ß KEYDOWN with unicode '?', then TEXTINPUT '?'."""
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=223, mod=pygame.KMOD_LSHIFT, unicode="?", scancode=45)
    )
    if text_input:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="?"))


def expected_rows(hand, keep, t, lang="de") -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    """The panel rows computed straight from the engine's exact counts."""
    counts = draw_odds(hand, keep, RuleSet.ORIGINAL)
    total = sum(counts.values())
    rows = []
    if counts[HandCategory.HIGH_CARD]:
        rows.append((t("tip.nothing"), percent(counts[HandCategory.HIGH_CARD] / total, lang)))
    sure = [c for c in HandCategory if c and sum(v for k, v in counts.items() if k >= c) == total]
    for category in list(HandCategory)[1:]:
        ways = sum(v for k, v in counts.items() if k >= category)
        listed = category == sure[-1] if category in sure else counts[category] > 0
        if listed:
            rows.append((t(f"tip.at_least.{int(category)}"), percent(ways / total, lang)))
    return rows[:6]


def test_question_mark_shows_the_odds_of_the_selection_and_profis_choice(make_app) -> None:
    app, table = to_turn(make_app, config())
    assert not table.tips.showing
    press_question()  # KEYDOWN and its TEXTINPUT twin: one toggle, not two
    step(app)
    assert table.tips.showing
    seat = table.session.game.current
    hand = table.session.game.hand(seat)

    tip = table.tips.tip()
    assert tip is not None and tip.keep == frozenset(hand)
    assert tip.counts == draw_odds(hand, hand, RuleSet.ORIGINAL)
    assert tip_lines(tip, app.t, "de") == expected_rows(hand, hand, app.t)

    # marking a card (key 1) changes the figures to the new hold
    post_key(pygame.K_1, "1")
    step(app)
    assert table.marked == {0}
    changed = table.tips.tip()
    keep = tuple(hand[1:])
    assert changed.keep == frozenset(keep) and changed.exchange == (hand[0],)
    assert changed.counts == draw_odds(hand, keep, RuleSet.ORIGINAL)
    assert tip_lines(changed, app.t, "de") == expected_rows(hand, keep, app.t)
    assert changed.counts != tip.counts

    # Profi's suggestion is what the Profi level plays for this very view
    assert set(changed.advice.exchange) == set(ProfiStrategy().choose_exchange(table.session.game.view(seat)))
    assert_overlay(app)
    # the panel stays clear of the person's cards, inside the table area
    panel = table.tips.panel_rect()
    assert app.content_rect.contains(panel)
    lift = app.px(22)
    for rect in table.lay.seats[seat].cards:
        assert not panel.colliderect(rect.union(rect.move(0, -lift)))

    # ? again closes it; F2 is an alias
    press_question(text_input=False)
    step(app)
    assert not table.tips.showing
    post_key(pygame.K_F2)
    step(app)
    assert table.tips.showing
    # a TEXTINPUT '?' alone (layouts whose KEYDOWN carries no '?') toggles too
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="?"))
    step(app)
    assert not table.tips.showing


def test_button_toggles_and_hint_line_mentions_it(make_app) -> None:
    app, table = to_turn(make_app, config(1, 3))
    step(app)
    assert app.t("hint.tip_key") == "? Tipp"
    rect = table.tips.button.rect
    assert rect.width > 0 and not rect.colliderect(table.exchange_button.rect)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    step(app)
    assert table.tips.showing and table.marked == set()
    assert table.session.game.current is not None and table.human_turn()  # the click did not exchange


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_overlay_exact_and_cards_free_with_panel_open(make_app, size, seats) -> None:
    app, table = to_turn(make_app, config(1, seats - 1), size=size)
    post_key(pygame.K_F2)
    step(app, 2)
    assert table.tips.showing
    assert_overlay(app)
    # every part of the panel fits: the last line (the verdict on the person's choice) is drawn
    tip = table.tips.tip()
    verdict = (
        app.t("tip.same") if tip.same_as_profi else app.t("tip.yours_chance", chance=percent(tip.own_chance))
    )
    assert verdict in drawn_texts(app, table)
    panel = table.tips.panel_rect(len(tip_lines(tip, app.t)))
    assert app.content_rect.contains(panel)
    for sl in table.lay.seats:
        if sl.bottom:
            lift = app.px(22)
            assert not panel.colliderect(sl.hand_rect.union(sl.hand_rect.move(0, -lift)))
            assert not panel.colliderect(sl.rating)
        else:
            assert not panel.colliderect(sl.hand_rect), (sl.seat, panel, sl.hand_rect)


def test_switched_off_in_settings_does_nothing(make_app) -> None:
    app, table = to_turn(make_app, config(), show_tips=False)
    press_question()
    post_key(pygame.K_F2)
    step(app)
    assert not table.tips.showing and not table.tips.open
    assert table.tips.tip() is None


def test_hot_seat_only_when_all_agreed(make_app) -> None:
    app, table = to_turn(make_app, config(2, 1))
    assert table.hot_seat
    press_question()
    step(app)
    assert not table.tips.showing and table.tips.tip() is None

    app2, agreed = to_turn(make_app, config(2, 1), agreed=True)
    press_question()
    step(app2)
    assert agreed.tips.showing


def test_setup_offers_the_hot_seat_option_only_with_several_people(make_app) -> None:
    app = make_app()
    app.push(SetupScene(app))
    setup = app.top
    assert isinstance(setup, SetupScene)
    setup.seats[1].human = False
    setup._rebuild_rows()
    assert not setup.tips_choice.visible
    setup.rows[1].kind.step(1)  # seat 2 becomes a person: hot seat
    assert sum(d.human for d in setup.seats) == 2
    assert setup.tips_choice.visible
    setup.tips_choice.step(1)
    assert setup.tips_agreed
    app.apply(setup.start())
    step(app)
    table = app.top
    assert isinstance(table, TableScene) and table.tips.allowed()
    assert app.hot_seat_tips == table.session.game.config


def test_settings_screen_has_the_tips_toggle(make_app) -> None:
    app = make_app()
    app.push(SettingsScene(app))
    scene = app.top
    assert "show_tips" in scene.rows
    assert app.settings.show_tips
    scene.rows["show_tips"].step(1)
    assert app.settings.show_tips is False


def test_percent_formats() -> None:
    nb = "\u00a0"  # no-break space before % in German
    assert percent(0.48) == f"48{nb}%"
    assert percent(0.042) == f"4,2{nb}%"
    assert percent(0.042, "en") == "4.2%"
    assert percent(0.0001) == f"< 0,1{nb}%"
    assert percent(1.0) == f"100{nb}%"
    assert percent(0.0) == f"0{nb}%"


def drawn_texts(app: App, table: TableScene) -> list[str]:
    """The lines the table shows now (drawn whole once, through its text cache)."""
    seen: list[str] = []
    original = table.text.blit

    def record(surface, text, *args, **kw):  # type: ignore[no-untyped-def]
        seen.append(text)
        return original(surface, text, *args, **kw)

    table.text.blit = record  # type: ignore[method-assign]
    app.draw()
    table.text.blit = original  # type: ignore[method-assign]
    return seen


def test_hint_line_mentions_the_tip_only_when_available(make_app) -> None:
    app, table = to_turn(make_app, config())
    assert any(line.endswith("· ? Tipp") for line in drawn_texts(app, table))
    app2, off = to_turn(make_app, config(), show_tips=False)
    assert not any("? Tipp" in line for line in drawn_texts(app2, off))


def test_agreement_carries_to_a_rematch_but_not_to_other_setups(make_app) -> None:
    app = make_app()
    cfg = config(2, 1)
    app.hot_seat_tips = cfg  # what the setup screen stores when everybody agreed
    # rematch: same set-up
    assert TableScene(app, LocalSession(Game.new(cfg, random.Random(1)))).tips.allowed()
    assert not TableScene(app, LocalSession(Game.new(config(3, 1), random.Random(1)))).tips.allowed()
    app.hot_seat_tips = None  # e.g. a game resumed after a restart
    assert not TableScene(app, LocalSession(Game.new(cfg, random.Random(1)))).tips.allowed()


def test_only_outcomes_this_draw_can_reach_are_offered() -> None:
    """Keeping a pair and drawing three never makes a straight or flush: no such rows."""
    from game.engine import SeatView, parse_cards
    from game.text import Translator
    from game.ui.tips import tip_for

    hand = tuple(parse_cards("5d 7d 2s 3c 2d"))
    view = SeatView(0, hand, RuleSet.ORIGINAL, Mode.DESCENDING, 6, (6, 6, 6), (True,) * 3,
                    (0, 1, 2), (None, None, None), 2, 1)
    t = Translator("de")
    labels = [label for label, _ in tip_lines(tip_for(view, parse_cards("5d 7d 3c")), t, "de")]
    assert t("tip.at_least.6") in labels  # full house: reachable
    assert t("tip.at_least.4") not in labels and t("tip.at_least.5") not in labels
    assert labels[0] == t("tip.at_least.1")  # the kept pair: certain, listed once
