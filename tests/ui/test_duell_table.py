"""The Duell table through the real app loop: a whole match by keys and clicks, the buttons, the chooser,
the exchange marks, what the screen may show, and the layout."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from game.engine.betting import LegalActions, RaiseTo
from game.legal import WARNING_LINES
from game.scenes.duell import play as duell_play
from game.scenes.duell.over import DuellOverScene
from game.scenes.duell.table import DuellTableScene
from game.scenes.token.steps import HIDDEN
from game.text.reasons import reason_text
from game.ui.chips import amount_width
from game.ui.duell.layout import duell_layout, stack_spot

from .duell_helpers import DT, click, duell_table, legal_names, play_turn, press, run_until, type_digits

WARNING_WORDS = " ".join(WARNING_LINES).split()


def fast_app(make_app, seed: int = 3, size: tuple[int, int] = (1280, 720)):  # type: ignore[no-untyped-def]
    app = make_app(size=size, seed=seed)
    app.settings = dataclasses.replace(app.settings, animation_speed=4.0)
    return app


def to_my_turn(app, scene: DuellTableScene) -> None:  # type: ignore[no-untyped-def]
    run_until(app, lambda: scene.my_turn() or scene.shown.deal_over)


@pytest.mark.parametrize("seed, size", [(3, (1280, 720)), (8, (960, 540))])
def test_a_whole_match_by_keys_and_clicks_ends_on_the_match_over_screen(make_app, seed, size) -> None:
    app = fast_app(make_app, seed, size)
    scene = duell_table(app, stack=50)
    rng = random.Random(seed)
    turns = deals = 0
    for _ in range(40000):
        top = app.top
        assert app.overlay.rendered_text().split() == WARNING_WORDS
        if isinstance(top, DuellOverScene):
            break
        assert top is scene
        game = scene.session.game  # type: ignore[attr-defined]
        assert game.chips == 100, "no chip is created or lost"
        if scene.my_turn():
            assert set(scene.bar.names()) == legal_names(scene), "exactly the legal actions"
            play_turn(app, scene, rng)
            turns += 1
        elif scene.shown.deal_over and not scene.steps:
            deals += 1
            if rng.random() < 0.5:
                press(app, rng.choice((pygame.K_SPACE, pygame.K_n, pygame.K_RETURN)))
            else:
                click(app, scene.next_button.rect.center)
        else:
            app.step(DT)
    else:
        raise AssertionError("the match did not end")
    over = app.top
    assert isinstance(over, DuellOverScene)
    assert scene.session.table.is_over and turns > 3 and deals >= 1
    winner = scene.session.table.winner
    assert winner is None or scene.session.table.stacks[1 - winner] < 5
    app.step(DT)
    press(app, pygame.K_RETURN)  # Revanche: a new match of the same set-up
    assert isinstance(app.top, DuellTableScene) and app.top is not scene
    assert app.top.session.table.config == scene.session.table.config


def test_every_situation_shows_exactly_the_legal_buttons_with_variants_words(make_app) -> None:
    app = fast_app(make_app, 11)
    scene = duell_table(app, stack=300)
    rng = random.Random(4)
    seen: set[str] = set()
    for _ in range(120):
        to_my_turn(app, scene)
        if scene.shown.deal_over:
            press(app, pygame.K_SPACE)
            continue
        app.step(0.0)
        names = set(scene.bar.names())
        assert names == legal_names(scene)
        seen |= names
        play_turn(app, scene, rng)
        if scene.session.table.is_over:
            break
    assert {"bet", "check", "draw", "show", "fold", "exchange"} <= seen, seen
    assert seen & {"raise", "open"}, seen


def test_the_chooser_clamps_wheel_arrows_and_quick_amounts_and_refuses_bad_typing(make_app) -> None:
    app = fast_app(make_app, 3)
    scene = duell_table(app)
    to_my_turn(app, scene)
    legal = scene.session.legal_actions(0)
    assert isinstance(legal, LegalActions) and legal.raise_min is not None and legal.raise_max is not None
    name = next(n for n in scene.bar.names() if n in ("bet", "open", "raise"))
    facing = max(scene.session.table.bets)
    lo, hi = legal.raise_min - facing, legal.raise_max - facing
    press(app, {"bet": pygame.K_s, "open": pygame.K_o, "raise": pygame.K_e}[name])
    chooser = scene.chooser
    assert chooser.open and chooser.value == lo
    for _ in range(200):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    app.step(0.0)
    assert chooser.value == hi, "the wheel stops at the largest legal amount"
    for _ in range(300):
        press(app, pygame.K_DOWN)
    assert chooser.value == lo, "the arrows stop at the smallest"
    press(app, pygame.K_END)
    assert chooser.value == hi
    press(app, pygame.K_HOME)
    assert chooser.value == lo
    before = scene.session.game.state()  # type: ignore[attr-defined]
    for bad in (str(hi + 1), str(max(0, lo - 1)), "0"):
        type_digits(app, bad)
        press(app, pygame.K_RETURN)
        assert chooser.open and chooser.message, bad
        assert scene.session.game.state() == before, "a refused amount changes nothing"  # type: ignore[attr-defined]
    app.step(0.0)
    press(app, pygame.K_ESCAPE)  # closes the chooser, not the table
    assert not chooser.open and app.top is scene
    press(app, {"bet": pygame.K_s, "open": pygame.K_o, "raise": pygame.K_e}[name])
    type_digits(app, str(lo))
    press(app, pygame.K_RETURN)
    log = scene.session.game.state().log  # type: ignore[attr-defined]
    assert log[-1] == RaiseTo(0, facing + lo)


def test_the_exchange_marks_zero_to_four_cards_and_refuses_a_fifth(make_app) -> None:
    app = fast_app(make_app, 5)
    scene = duell_table(app)
    for _ in range(30):
        to_my_turn(app, scene)
        if scene.exchanging():
            break
        if scene.shown.deal_over:
            press(app, pygame.K_SPACE)
            continue
        names = scene.bar.names()
        press(app, pygame.K_w if "check" in names else pygame.K_t)
    assert scene.exchanging()
    hand = scene.session.table.hand(0)
    seat = scene.lay.table.seats[0]
    press(app, pygame.K_1)
    click(app, seat.cards[1].center)
    press(app, pygame.K_3)
    press(app, pygame.K_KP4)
    assert scene.marked == {0, 1, 2, 3}
    assert "4" in scene.bar.buttons[0].caption  # type: ignore[operator]
    press(app, pygame.K_5)  # a fifth mark: refused, said
    assert scene.marked == {0, 1, 2, 3}
    assert app.toast.shown[-1] == app.t("duell.max_marks", n=4)
    press(app, pygame.K_2)  # unmark
    click(app, seat.cards[4].center)
    assert scene.marked == {0, 2, 3, 4}
    press(app, pygame.K_t)
    state = scene.session.game.state()  # type: ignore[attr-defined]
    exchange = state.log[-1]
    assert set(exchange.cards) == {hand[0], hand[2], hand[3], hand[4]}


def test_the_screen_never_shows_a_hidden_card_of_the_computer(make_app) -> None:
    app = fast_app(make_app, 7)
    scene = duell_table(app, stack=400)
    rng = random.Random(7)
    frames = showdowns = 0
    for _ in range(6000):
        if isinstance(app.top, DuellOverScene):
            break
        cards = scene.shown.cards[1]
        if scene.shown.showdown is None and scene.shown.flip is None:
            assert all(c is None or c is HIDDEN for c in cards), cards
        if scene.session.table.showdown is None:
            assert scene.session.table.hand(1) == ()
        if scene.my_turn():
            play_turn(app, scene, rng, bold=False)
        elif scene.shown.deal_over and not scene.steps:
            showdowns += scene.shown.showdown is not None
            press(app, pygame.K_SPACE)
        else:
            app.step(DT)
        frames += 1
        for flyer in scene.flyers:
            if flyer.seat == 1:
                assert flyer.card is None, "the computer's cards fly face down"
    assert frames > 200 and showdowns >= 2, (frames, showdowns)


def test_any_key_skips_the_animation_and_esc_h_f1_open_their_screens(make_app) -> None:
    from game.scenes.duell.history import DuellHistoryScene
    from game.scenes.pause import PauseScene
    from game.scenes.rules import RulesScene

    app = fast_app(make_app, 3)
    scene = duell_table(app)
    app.step(0.01)
    assert scene.steps, "the deal animates"
    press(app, pygame.K_x)
    assert not scene.steps, "a key finishes the animation"
    to_my_turn(app, scene)
    press(app, pygame.K_h)
    history = app.top
    assert isinstance(history, DuellHistoryScene)
    press(app, pygame.K_e)  # export as text: no deal has finished, so nothing is written
    assert history.exported is None and app.toast.shown[-1] == app.t("history.export_empty")
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene) and app.top.duell_deck == 32
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    assert pause.rules().scene.duell_deck == 32  # Spielregeln in the pause menu: the Duell tab too
    press(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_the_tipp_shows_profis_advice_for_the_persons_seat_only(make_app, monkeypatch) -> None:
    app = fast_app(make_app, 3)
    scene = duell_table(app)
    to_my_turn(app, scene)
    asked: list[int] = []
    original = scene.session.seat_view

    def seat_view(seat: int):  # type: ignore[no-untyped-def]
        asked.append(seat)
        return original(seat)

    monkeypatch.setattr(scene.session, "seat_view", seat_view)
    press(app, pygame.K_F2)
    assert scene.tips.open
    job = scene.tips._job
    assert job is not None and job.wait(10.0)
    app.step(0.0)
    advice = scene.tips.advice()
    assert advice is not None
    action, reason = advice
    assert action.seat == 0 and reason_text(reason, "de")
    assert scene.tips.action_text(action)
    assert asked and set(asked) == {0}
    press(app, pygame.K_F2)
    assert not scene.tips.open


@pytest.mark.parametrize(
    "size", [(960, 540), (1280, 720), (1366, 768), (1920, 1080), (3840, 2160), (1000, 900)]
)
def test_the_duell_layout_stays_inside_and_apart(size: tuple[int, int]) -> None:
    area = pygame.Rect(0, 0, size[0], size[1] - 80)
    lay = duell_layout(area)
    me, other = lay.table.seats
    rects = [lay.actions, lay.chooser, lay.log, lay.callout, lay.tip_button, lay.tip_panel, lay.next_button]
    for r in rects + [me.hand_rect, other.hand_rect, me.plate, other.plate]:
        assert area.contains(r), (r, area)
    assert not lay.actions.colliderect(me.hand_rect)
    assert not lay.chooser.colliderect(lay.actions) and not lay.chooser.colliderect(me.hand_rect)
    assert not lay.log.colliderect(other.hand_rect) and not lay.callout.colliderect(other.hand_rect)
    assert not lay.tip_panel.colliderect(me.hand_rect) and not lay.tip_button.colliderect(me.plate)
    for point in (*lay.stacks, *lay.bets, lay.pot):
        assert area.collidepoint(point)
    # the person's stack, whatever it holds (up to both stacks of 5000), whole between the
    # window's left edge and the plate
    for amount in (5, 95, 230, 1234, 4885, 9995, 10000):
        (x, _), piles = stack_spot(lay, 0, amount)
        width = amount_width(amount, lay.stack_chip, piles)
        left = x - width // 2
        assert area.x <= left and left + width <= me.plate.x, (size, amount, left, width, me.plate)
        assert piles >= 3 or size[0] < 1000


def test_a_tie_split_is_told_as_a_split_on_the_table_and_in_the_history(make_app) -> None:
    from game.engine.actions import Exchange
    from game.engine.betting import Call
    from game.engine.duell import DuellConfig
    from game.session.duell.local import LocalDuellSession
    from game.text.duell.words import deal_result
    from tests.engine.duell.helpers import rigged

    app = fast_app(make_app, 3)
    tie = ("Ad Ks Qh 9c 8d", "Ah Kc Qd 9s 8h", "")
    game = rigged([tie, ("Ad As 7h 8c 9d", "Kd Ks 7s 8h Tc", "")], DuellConfig("Anna", stack=50))
    for action in (RaiseTo(0, 45), Call(1), Exchange(0, ()), Exchange(1, ())):  # both all in: a tie
        game.apply(action)
    scene = duell_play.table(app, LocalDuellSession(game, rng=random.Random(1)))
    assert isinstance(scene, DuellTableScene)
    app.push(scene)
    run_until(app, lambda: not scene.steps and scene.shown.deal_over)
    assert scene.message()[0] == ("Gleichstand - der Pot wird geteilt", "head")
    split = ["Gleichstand - der Pot wird geteilt", "Computer erhält 50 Chips", "Anna erhält 50 Chips"]
    assert [line(app.t) for line in scene.shown.log[-3:]] == split
    assert scene.shown.stacks == [50, 50]
    record = scene.recorder.current
    assert record is not None
    assert deal_result(record, ("Anna", "Computer"), app.t) == (
        "Gleichstand - der Pot wird geteilt - Computer erhält 50 Chips - Anna erhält 50 Chips"
    )
