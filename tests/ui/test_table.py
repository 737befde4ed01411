"""The table, round results and game over screens through the real app loop (headless)."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from game.app import App
from game.engine import Game, GameConfig, Mode, RuleSet, SeatConfig, TokenPhase
from game.legal import WARNING_LINES
from game.scenes.cover import CoverScene
from game.scenes.start import StartScene
from game.scenes.token.over import GameOverScene
from game.scenes.token.results import ResultsScene, result_rows
from game.scenes.token.setup import SetupScene
from game.scenes.token.steps import DealStep
from game.scenes.token.table import TableScene
from game.session import LocalSession
from game.ui.token.layout import table_layout

from .table_helpers import DT, check_invariants, post_click, post_key, step

WARNING_WORDS = " ".join(WARNING_LINES).split()


def config(humans: int = 1, computers: int = 2, tokens: int = 2, mode: Mode = Mode.DESCENDING) -> GameConfig:
    names = ["Anna", "Jürgen", "Özlem", "Bea", "Cem"]
    seats = [SeatConfig(names[i], True) for i in range(humans)]
    seats += [SeatConfig(f"Computer {i + 1}", False) for i in range(computers)]
    return GameConfig(tuple(seats), mode, tokens, RuleSet.ORIGINAL)


def table_app(make_app, cfg: GameConfig, seed: int = 1, size=(1280, 720)) -> tuple[App, TableScene]:
    app = make_app(size=size)
    app.settings = dataclasses.replace(app.settings, animation_speed=4.0)
    scene = TableScene(app, LocalSession(Game.new(cfg, random.Random(seed))))
    app.push(scene)
    return app, scene


def run_until(app: App, done, limit: int = 3000) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        if done():
            return
        step(app)
    raise AssertionError("condition not reached")


def assert_overlay(app: App) -> None:
    assert app.overlay.rendered_text().split() == WARNING_WORDS
    assert app.overlay.fits()


# ---------------------------------------------------------------- layout


@pytest.mark.parametrize(
    "size", [(960, 540), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160), (1000, 900)]
)
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_layout_stays_inside_and_apart(size: tuple[int, int], seats: int) -> None:
    area = pygame.Rect(0, 0, size[0], size[1] - 80)
    lay = table_layout(area, seats, bottom=0)
    assert [s.seat for s in lay.seats] == list(range(seats))
    assert lay.seats[0].bottom and not any(s.bottom for s in lay.seats[1:])
    for sl in lay.seats:
        for r in (*sl.cards, sl.plate, sl.label):
            assert area.contains(r), (sl.seat, r, area)
    for r in (lay.exchange_button, lay.keep_button, lay.hint, lay.stock, lay.menu_button):
        assert area.contains(r), r
    bottom = lay.seats[0].cards
    assert all(not a.colliderect(b) for i, a in enumerate(bottom) for b in bottom[i + 1 :])
    boxes = [sl.hand_rect.union(sl.plate).union(sl.label) for sl in lay.seats]
    assert not any(lay.menu_button.colliderect(b) for b in boxes)
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert not a.colliderect(b), (a, b)
    assert not lay.exchange_button.colliderect(lay.seats[0].hand_rect)


def test_layout_rotates_the_person_to_the_bottom() -> None:
    lay = table_layout(pygame.Rect(0, 0, 1280, 640), 4, bottom=2)
    assert lay.seats[2].bottom
    assert lay.seats[2].cards[0].y > max(sl.cards[0].y for sl in lay.seats if sl.seat != 2)
    # clockwise from the bottom: the next seat sits on the left
    assert lay.seats[3].cards[0].centerx < 640


# ---------------------------------------------------------------- one person against computers


def test_full_game_from_start_screen_to_rematch(make_app) -> None:
    app = make_app(seed=11)
    app.settings = dataclasses.replace(app.settings, animation_speed=4.0)
    app.push(StartScene(app))
    step(app)
    post_click(app.top.buttons[0].rect.center)  # Neues Spiel
    step(app)
    post_key(pygame.K_t)  # Token-Spiel
    step(app)
    setup = app.top
    assert isinstance(setup, SetupScene)
    setup.tokens_field.set_value(2)  # a short game
    post_click(setup.start_button.rect.center)
    step(app)
    table = app.top
    assert isinstance(table, TableScene)
    game = table.session.game
    assert [s.human for s in game.config.seats] == [True, False, False]
    seen_results = seen_rating = seen_cover = 0
    turns = 0
    for _ in range(20000):
        check_invariants(game)
        top = app.top
        assert_overlay(app)
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, CoverScene):
            seen_cover += 1
        if isinstance(top, ResultsScene):
            seen_results += 1
            assert all(table.face_up(s) for s in game.last_result.values)
            post_key(pygame.K_n if seen_results % 2 else pygame.K_SPACE)
            step(app)
            continue
        if top is table and table.human_turn():
            me = game.current
            assert me == 0 and table.face_up(0)
            hand = game.hand(0)
            assert table.shown[0] == list(hand)  # the animation has landed what the engine dealt
            seen_rating += bool(table.composer.live_rating(table.shown[0]))
            lay = table.lay.seats[0]
            turns += 1
            if turns % 3 == 0:
                post_click(lay.cards[0].center)  # mark by mouse
                step(app)
                post_key(pygame.K_3)  # and by key
                step(app)
                assert table.marked == {0, 2}
                post_click(lay.cards[0].move(0, -table.app.px(10)).center)  # click the lifted card: unmark
                step(app)
                assert table.marked == {2}
                post_key(pygame.K_RETURN)
                step(app)
                assert game.seats[0].exchanged == 1 or game.round_no > 0
            elif turns % 3 == 1:
                post_key(pygame.K_1)
                post_key(pygame.K_2)
                step(app)
                post_click(table.exchange_button.rect.center)
                step(app)
            else:
                post_key(pygame.K_t)  # nothing marked: keeps all
                step(app)
            continue
        step(app)
    else:
        raise AssertionError("the game did not end")
    assert game.is_over and turns >= 1 and seen_results >= 1 and seen_rating >= 1 and seen_cover == 0
    over = app.top
    assert isinstance(over, GameOverScene)
    line, _ = over.headline()
    assert game.config.seats[game.winner].name in line
    assert over.hint() == "Enter Revanche · Esc Menü", "a game at this screen: rematch by Enter"
    assert [p for p, _ in game.placements] == sorted(p for p, _ in game.placements)
    post_click(over.rematch.rect.center)
    step(app)
    again = app.top
    assert isinstance(again, TableScene) and again.session.game is not game
    assert again.session.game.config == game.config and len(app.stack) == 1
    step(app, 3)
    assert again.session.game.round_no == 1


def test_skip_finishes_animation_without_acting(make_app) -> None:
    app, table = table_app(make_app, config(1, 4))
    step(app)
    assert table.animating and isinstance(table.steps[0], DealStep)
    post_click((5, 5))
    step(app)
    assert table.steps == [] or not isinstance(table.steps[0], DealStep)
    assert table.marked == set()


def test_human_cannot_act_out_of_turn(make_app) -> None:
    cfg = GameConfig(
        (SeatConfig("Computer 1", False), SeatConfig("Anna", True), SeatConfig("Computer 2", False)),
        Mode.DESCENDING,
        3,
    )
    app, table = table_app(make_app, cfg)
    table.skip()
    step(app)
    # the dealer is seat 0 in round 1: seat 1 (Anna) starts, so the layout puts her at the bottom
    assert table.bottom == 1
    run_until(app, table.human_turn)
    before = len(table.session.game.events)
    table.toggle(7)
    post_key(pygame.K_9)
    step(app)
    assert len(table.session.game.events) == before and table.marked == set()


def test_results_sorted_best_first_with_tie_line(make_app) -> None:
    app, table = table_app(make_app, config(0, 3, tokens=3))
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    res = app.top
    record = table.session.game.history[-1]
    rows = result_rows(table.session.game, record)
    strengths = [record.result.values[s].strength for s in rows]
    assert strengths == sorted(strengths, reverse=True)
    notes = [line for line, _ in res._notes()]
    if record.result.all_equal:
        assert notes == [app.t("results.tie")]
    else:
        for seat in record.result.deltas:
            assert any(table.session.game.config.seats[seat].name in n for n in notes)
    assert_overlay(app)
    post_key(pygame.K_n)
    step(app)
    assert app.top is table and table.session.game.round_no == 2


def test_tie_note() -> None:
    from types import SimpleNamespace

    from game.engine import evaluate, parse_cards
    from game.engine.token.events import RoundResult

    v = evaluate(parse_cards("As Kd 9c 7h 3s"))
    result = RoundResult(1, {0: v, 1: v}, (0, 1), (0, 1), True, {}, ())
    fake = SimpleNamespace(
        record=SimpleNamespace(result=result),
        app=SimpleNamespace(t=__import__("game.text", fromlist=["Translator"]).Translator("de")),
        game=SimpleNamespace(config=config(0, 2)),
    )
    assert ResultsScene._notes(fake) == [("Gleichstand - keine Wertung", ResultsScene._notes(fake)[0][1])]


# ---------------------------------------------------------------- hot seat


def test_hot_seat_covers_each_person(make_app) -> None:
    app, table = table_app(make_app, config(2, 1, tokens=2))
    game = table.session.game
    covers: list[str] = []
    exchanges = 0
    for _ in range(6000):
        check_invariants(game)
        top = app.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, ResultsScene):
            post_key(pygame.K_n)
            step(app)
            continue
        if isinstance(top, CoverScene):
            seat = game.current
            assert seat is not None and game.config.seats[seat].human
            assert top.name == game.config.seats[seat].name
            # hidden until confirmed: every person's cards are face down
            assert not any(table.face_up(s) for s in range(3))
            assert not table.human_turn()
            covers.append(top.name)
            assert_overlay(app)
            post_key(pygame.K_RETURN)
            step(app)
            assert app.top is table and table.face_up(seat)
            other = 1 - seat
            assert not table.face_up(other)
            continue
        if top is table and table.human_turn():
            seat = game.current
            # the person at the turn sits at the bottom with the large, clickable cards
            assert table.bottom == seat and table.lay.seats[seat].bottom
            post_click(table.lay.seats[seat].cards[0].center)
            step(app)
            assert table.marked == {0}
            post_key(pygame.K_RETURN)
            step(app)
            exchanges += 1
            # after the exchange animation the cards are covered again
            run_until(app, lambda: not table.animating or isinstance(app.top, ResultsScene))
            if not table.reveal_all:
                assert not table.face_up(seat)
            continue
        step(app)
    assert game.is_over
    assert exchanges >= 2 and len(covers) == exchanges
    assert {"Anna", "Jürgen"} <= set(covers)


def test_single_person_cards_always_up_computers_down(make_app) -> None:
    app, table = table_app(make_app, config(1, 3))
    run_until(app, table.human_turn)
    assert table.face_up(0)
    assert not any(table.face_up(s) for s in (1, 2, 3))


# ---------------------------------------------------------------- window changes


def test_resize_and_fullscreen_mid_game(make_app) -> None:
    app, table = table_app(make_app, config(1, 4))
    run_until(app, table.human_turn)
    for size in ((960, 540), (1920, 1080), (1000, 700)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        step(app)
        assert app.screen.get_size() == size
        for sl in table.lay.seats:
            for r in sl.cards:
                assert app.content_rect.contains(r)
        assert_overlay(app)
        post_click(table.lay.seats[0].cards[4].center)
        step(app)
        assert 4 in table.marked
        post_key(pygame.K_5)
        step(app)
    post_key(pygame.K_F11)
    step(app)
    assert app.settings.fullscreen
    assert_overlay(app)
    post_key(pygame.K_F11)
    step(app)
    assert not app.settings.fullscreen
    post_key(pygame.K_RETURN)
    step(app, 30)
    assert (
        table.session.game.seats[0].exchanged == 0
        or table.session.game.round_no > 1
        or table.session.game.phase is not TokenPhase.EXCHANGE
    )


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (3840, 2160)])
def test_overlay_on_table_results_and_game_over(make_app, size) -> None:
    app, table = table_app(make_app, config(1, 4), size=size)
    step(app, 2)
    assert_overlay(app)
    run_until(app, table.human_turn)
    assert_overlay(app)
    table.keep_all()
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    assert_overlay(app)
    app.push(GameOverScene(app, table.session))
    step(app)
    assert_overlay(app)


def test_escape_pauses_and_f1_shows_rules(make_app) -> None:
    from game.scenes.pause import PauseScene
    from game.scenes.rules import RulesScene

    app, table = table_app(make_app, config(1, 2))
    post_key(pygame.K_ESCAPE)
    step(app)
    assert isinstance(app.top, PauseScene)
    post_key(pygame.K_ESCAPE)
    step(app)
    assert app.top is table
    post_key(pygame.K_F1)
    step(app)
    assert isinstance(app.top, RulesScene)
    post_key(pygame.K_ESCAPE)
    step(app)
    assert app.top is table
    post_click(table.menu_button.rect.center)  # mouse only: the pause button
    step(app)
    assert isinstance(app.top, PauseScene)


def test_game_over_menu_button(make_app) -> None:
    from game.engine.token.simulate import play_game

    app = make_app()
    game = play_game(config(0, 3, tokens=2), random.Random(3))
    app.push(GameOverScene(app, LocalSession(game)))
    step(app)
    post_key(pygame.K_ESCAPE)
    step(app)
    assert isinstance(app.top, StartScene) and len(app.stack) == 1


def test_ascending_game_over_names_the_loser(make_app) -> None:
    from game.engine.token.simulate import play_game

    app = make_app()
    game = play_game(config(0, 3, tokens=2, mode=Mode.ASCENDING), random.Random(4))
    scene = GameOverScene(app, LocalSession(game))
    app.push(scene)
    step(app)
    line, _ = scene.headline()
    assert game.config.seats[game.loser].name in line


def test_demo_plays_to_the_end_and_quits(make_app) -> None:
    app = make_app(demo=True, seed=5, players=5, tokens=1, accepted=False)
    app.push(app.first_scene())
    names = []
    for _ in range(5000):
        if not app.step(DT):
            break
        name = type(app.top).__name__
        if not names or names[-1] != name:
            names.append(name)
    assert not app.running
    assert names[0] == "LicenseScene" and "TableScene" in names and names[-1] == "GameOverScene"
    assert "ResultsScene" in names
    assert not app.settings.license_accepted


def test_steps_follow_the_events_of_a_round() -> None:
    from game.engine.token.simulate import play_computer_turn, strategies_for
    from game.scenes.token.steps import HIDDEN, steps_for

    cfg = config(0, 3, tokens=1)
    game = Game.new(cfg, random.Random(2))
    game.start_round()
    deal = steps_for(game.events, game)
    assert [type(s) for s in deal] == [DealStep]
    assert deal[0].hands == {seat: game.hand(seat) for seat in game.turn_order}
    spectator = steps_for(game.events_for(None), game)[0]
    assert spectator.hands == {seat: (HIDDEN,) * 5 for seat in game.turn_order}
    seen = len(game.events)
    strategies = strategies_for(cfg, random.Random(0))
    while game.phase is TokenPhase.EXCHANGE:
        play_computer_turn(game, strategies)
    kinds = [type(s).__name__ for s in steps_for(game.events[seen:], game)]
    assert kinds[:4] == ["ExchangeStep"] * 3 + ["RevealStep"]
    assert kinds[-2:] == ["HoldStep", "ResultsStep"]
    if game.last_result.deltas:
        assert "TokensStep" in kinds
    assert kinds.count("LeftStep") == len(game.last_result.left)


def test_history_key_over_table_and_results(make_app) -> None:
    from game.scenes.token.history import HistoryScene

    app, table = table_app(make_app, config(1, 2))
    run_until(app, table.human_turn)
    post_key(pygame.K_h)
    step(app)
    assert isinstance(app.top, HistoryScene) and app.top.game is table.session.table
    assert_overlay(app)
    post_key(pygame.K_ESCAPE)
    step(app)
    assert app.top is table
    table.keep_all()
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    post_key(pygame.K_h)
    step(app)
    assert isinstance(app.top, HistoryScene)


def test_pause_opens_the_settings_and_they_apply_at_once(make_app) -> None:
    from game.scenes.pause import PauseScene
    from game.scenes.settings import SettingsScene

    app, table = table_app(make_app, config(1, 2))
    post_key(pygame.K_ESCAPE)
    step(app)
    pause = app.top
    assert isinstance(pause, PauseScene) and pause.settings_button.label() == "Einstellungen"
    post_click(pause.settings_button.rect.center)
    step(app)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    speed = app.animation_speed
    for row in ("language", "animation_speed", "sound"):  # click each value once: the next one
        post_click(settings.rows[row].rect.center)
        step(app)
    assert app.settings.language == "en" and app.animation_speed != speed and not app.settings.sound
    assert table.speed == max(0.1, app.animation_speed)  # the table plays at the new speed
    post_key(pygame.K_ESCAPE)
    step(app)
    assert app.top is pause and pause.buttons[0].label() == "Continue"  # English at once
    post_key(pygame.K_ESCAPE)
    step(app)
    assert app.top is table


def test_m_mutes_and_unmutes_on_every_screen_but_not_in_a_name_field(make_app) -> None:
    from game.scenes.token.setup import SetupScene
    from game.ui.widgets import TextField

    app, table = table_app(make_app, config(1, 2))
    assert app.settings.sound
    post_key(pygame.K_m, "m")
    step(app)
    assert not app.settings.sound and app.toast.shown[-1] == "Ton aus (M: wieder an)"
    assert app.top is table
    post_key(pygame.K_ESCAPE)  # and in the pause menu
    step(app)
    post_key(pygame.K_m, "m")
    step(app)
    assert app.settings.sound and "Ton an" in app.toast.shown
    setup = SetupScene(app)
    app.push(setup)
    step(app)
    field = next(w for w in setup.ui.widgets if isinstance(w, TextField))
    setup.ui.focus_on(field)
    before = field.value
    post_key(pygame.K_m, "m")
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="m"))
    step(app)
    assert app.settings.sound and field.value.endswith("m") and len(field.value) == len(before) + 1


def _person_out_after_round_one(make_app) -> tuple[App, TableScene, ResultsScene]:  # type: ignore[no-untyped-def]
    """A table (1 token each, 3 computers) whose person went out in the first round."""
    for seed in range(60):
        app, table = table_app(make_app, config(1, 3, tokens=1), seed=seed)
        run_until(app, lambda t=table: t.human_turn() and not t.steps)
        table.keep_all()
        run_until(app, lambda a=app: isinstance(a.top, ResultsScene))
        if not table.game.seats[0].active and not table.game.is_over:
            return app, table, app.top
        app.close()
    raise AssertionError("no seed put the person out first")


def test_once_the_person_is_out_the_rest_can_run_by_itself(make_app) -> None:
    from game.scenes.token.over import GameOverScene

    app, table, results = _person_out_after_round_one(make_app)
    assert results.watch_button in results.ui.widgets and results.watch_button.label() == "Rest zuschauen (W)"
    step(app, 100)  # without the choice the results wait for the player
    assert app.top is results
    post_key(pygame.K_w)
    step(app)
    assert table.run_on and results.watch_button.label() == "Anhalten (W)"
    rounds_seen: set[int] = set()
    for _ in range(6000):  # no more input: rounds are dealt and results dismissed until game over
        if isinstance(app.top, ResultsScene):
            rounds_seen.add(app.top.record.round_no)
        if isinstance(app.top, GameOverScene):
            break
        step(app)
    assert isinstance(app.top, GameOverScene) and table.game.is_over
    assert len(rounds_seen) >= 2  # it dealt on by itself, round after round
    step(app, 100)
    assert isinstance(app.top, GameOverScene)  # and stops there: the end is the person's to see


def test_watching_the_rest_is_offered_only_once_no_person_plays_and_can_be_stopped(make_app) -> None:
    app, table = table_app(make_app, config(1, 2, tokens=3))
    run_until(app, lambda: table.human_turn() and not table.steps)
    table.keep_all()
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    results = app.top
    assert table.game.seats[0].active
    assert results.watch_button not in results.ui.widgets
    post_key(pygame.K_w)
    step(app, 60)
    assert not table.run_on and app.top is results  # W does nothing while the person plays
    app, table, results = _person_out_after_round_one(make_app)
    post_click(results.watch_button.rect.center)
    step(app)
    assert table.run_on
    post_click(results.watch_button.rect.center)  # and the same button stops it
    step(app, 60)
    assert not table.run_on and app.top is results


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_card_tooltip_leaves_the_hand_name_and_the_cards_free(make_app, size) -> None:
    from game.scenes.token.draw import LIFT

    app, table = table_app(make_app, config(1, 2), size=size)
    run_until(app, lambda: table.human_turn() and not table.steps)
    sl = next(s for s in table.lay.seats if s.bottom)
    for index in range(5):
        post_key(pygame.K_2)  # the second card marked (lifted), the pointer over each card
        step(app)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=sl.cards[index].center, rel=(0, 0), buttons=(0, 0, 0))
        )
        step(app)
        tip = getattr(table.painter, "tip_rect", None)
        assert tip is not None and table.hover == index
        lifted = [r.move(0, -app.px(LIFT)) if i in table.marked else r for i, r in enumerate(sl.cards)]
        assert not any(tip.colliderect(r) for r in lifted), (index, tip)
        assert not tip.colliderect(sl.rating)
        assert app.content_rect.contains(tip)
        post_key(pygame.K_2)  # unmark again
        step(app)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_small_cards_in_history_and_results_show_large_under_the_pointer(make_app, size) -> None:
    from game.scenes.token.history import HistoryScene
    from game.ui.zoom import ZOOM_WIDTH

    app, table = table_app(make_app, config(1, 3), size=size)
    run_until(app, lambda: table.human_turn() and not table.steps)
    table.keep_all()
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    results = app.top

    def hover(scene, pos) -> None:  # type: ignore[no-untyped-def]
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        step(app)

    for scene in (results, None):
        if scene is None:  # then the history (H), whose cards are smaller still
            post_key(pygame.K_h)
            step(app)
            scene = app.top
            assert isinstance(scene, HistoryScene)
        hands = list(scene.zoom.hands)
        assert len(hands) >= 4
        for hand in hands[:4]:
            hover(scene, hand.rect.center)
            shown = scene.zoom.shown
            assert shown is not None and shown[1] == hand.cards
            box = shown[0]
            big = (box.width - 2 * 2 * max(3, app.px(8)) - 4 * max(3, app.px(8))) / 5
            assert big >= app.px(ZOOM_WIDTH) - 1 and big >= 1.3 * hand.rect.height / 1.4  # much larger
            assert app.content_rect.contains(box)
            assert not box.colliderect(hand.rect)  # the small hand stays visible beside it
        hover(scene, (app.content_rect.x + 2, app.content_rect.y + 2))
        assert scene.zoom.shown is None  # the pointer elsewhere: nothing covers the list


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080), (1000, 900)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_stakes_and_stacks_are_large_and_the_centre_is_free_for_them(size, seats) -> None:
    area = pygame.Rect(0, 0, size[0], size[1] - 80)
    lay = table_layout(area, seats, bottom=0)
    s = lay.scale
    assert all(sl.chip_d >= 40 * s for sl in lay.seats)  # was 26-34 design px
    assert lay.pot_r >= 44 * s and area.contains(lay.centre)
    for sl in lay.seats:
        box = sl.hand_rect.union(sl.plate).union(sl.label)
        if sl.bottom:
            box = box.union(sl.rating)
        assert not box.colliderect(lay.centre), (sl.seat, box, lay.centre)
        d = sl.chip_d
        stack = pygame.Rect(0, 0, d, round(d * 1.8) + round(d * 0.62) + 4)  # ten chips and the count
        stack.midbottom = (sl.stack[0], sl.stack[1] + round(d * 0.62) + 4)
        assert not stack.colliderect(lay.centre) and not stack.colliderect(sl.hand_rect), sl.seat
        assert not stack.colliderect(sl.plate)


@pytest.mark.parametrize(("mode", "language", "stake"), [
    (Mode.DESCENDING, "de", "Schwächste Hand: -1"),
    (Mode.ASCENDING, "en", "Best hand: +1"),
])
def test_the_centre_shows_the_round_and_the_token_at_stake(
    make_app, monkeypatch, mode, language, stake
) -> None:
    app, table = table_app(make_app, config(1, 2, mode=mode))
    app.settings = dataclasses.replace(app.settings, language=language)
    app.translator.language = language
    seen: list[tuple[str, int]] = []
    original = table.painter.text.blit

    def blit(surface, text, size, *args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append((text, size))
        return original(surface, text, size, *args, **kwargs)

    monkeypatch.setattr(table.painter.text, "blit", blit)
    run_until(app, lambda: table.human_turn() and not table.steps)
    sizes = dict(seen)
    title = "Runde 1" if language == "de" else "Round 1"
    assert sizes[title] >= 36 * table.lay.scale  # the round in large type, on its own line
    assert stake in sizes and sizes[stake] >= 18 * table.lay.scale
