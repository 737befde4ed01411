"""The Hold'em table through the real app loop: key presses, the action bar, the chooser, the timer,
the showdown and a whole sit-and-go."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine import parse_cards
from game.engine.betting import Call, RaiseTo
from game.engine.holdem import HoldemGame, HoldemPhase, Structure, TableFormat
from game.engine.holdem.record import ActionKind
from game.scenes.holdem.over import HoldemOverScene
from game.scenes.holdem.table import HoldemTableScene
from game.session import ACTION_SECONDS, COUNTDOWN_SECONDS, HoldemOptions
from tests.engine.holdem.helpers import rigged

from .helpers import key, type_text
from .holdem_helpers import DT, Scripted, config, open_table, until


def my_turn(scene: HoldemTableScene) -> bool:
    return scene.my_turn() and bool(scene.bar.names())


def test_a_whole_sit_and_go_is_played_by_key_presses_until_it_ends(make_app) -> None:
    app = make_app(size=(960, 540))
    table_config = config(computers=3, table_format=TableFormat.SIT_AND_GO, starting_stack=300, blind_hands=2)
    scene, session = open_table(app, table_config, seed=11)
    presses = {"call": 0, "raise": 0, "next": 0}
    for _ in range(20000):
        top = app.top
        if isinstance(top, HoldemOverScene):
            break
        assert top is scene
        if scene.finished_hand() is not None and scene.waits_for_person():
            key(app, pygame.K_SPACE)
            presses["next"] += 1
        elif my_turn(scene):
            names = scene.bar.names()
            if "raise" in names or "bet" in names:
                key(app, pygame.K_e)  # opens the chooser (or bets a fixed amount)
                if scene.chooser.open:
                    key(app, pygame.K_END)  # all in
                    key(app, pygame.K_RETURN)
                presses["raise"] += 1
            else:
                key(app, pygame.K_c)
                presses["call"] += 1
        else:
            app.step(DT)
    assert isinstance(app.top, HoldemOverScene), "the sit-and-go ended on its end screen"
    table = session.table
    assert table.is_over and table.winner is not None
    assert sorted(table.places.values()) == [1, 2, 3, 4]
    assert table.stacks[table.winner] == 4 * 300
    assert presses["raise"] > 0 and presses["next"] > 0
    # the people's moves went in by keys: every one of Anna's actions is in the history
    anna = [line for record in table.history for line in record.lines if line.seat == 0]
    assert any(line.kind in (ActionKind.BET, ActionKind.RAISE) for line in anna)
    key(app, pygame.K_ESCAPE)  # Menü
    assert type(app.top).__name__ == "StartScene"


def rigged_game(structure: Structure, stacks: list[int] | None = None) -> HoldemGame:
    """Anna (seat 0) on the button of three seats: she speaks first before the flop."""
    game = HoldemGame(
        config(computers=2, structure=structure), random.Random(1), first_button=0, stacks=stacks
    )
    game.start_hand(rigged(["As Ad", "Ks Kd", "Qs Qd"], "2c 7h 9s Jd 3c"))
    return game


def bar_of(scene: HoldemTableScene) -> dict[str, tuple[str, str]]:
    return {action.name: (action.label, action.caption) for action in scene.bar.actions}


def test_limit_shows_the_fixed_amount_and_the_cap_and_no_raise_once_capped(make_app) -> None:
    app = make_app()
    players = {1: Scripted(RaiseTo(1, 60)), 2: Scripted(RaiseTo(2, 80))}
    scene, session = open_table(app, rigged_game(Structure.LIMIT), players=players)
    until(app, lambda: my_turn(scene))
    bar = bar_of(scene)
    assert set(bar) == {"raise", "call", "fold"}
    assert bar["raise"] == ("ERHÖHEN AUF 40", "fest · Einsatz 2 von 4")
    assert bar["call"][0] == "MITGEHEN 20"
    key(app, pygame.K_e)  # limit: no chooser, the fixed raise goes at once
    assert not scene.chooser.open
    assert session.game.bets[0] == 40
    until(app, lambda: my_turn(scene))  # the small blind re-raises, the big blind caps
    bar = bar_of(scene)
    assert set(bar) == {"call", "fold"}, "the cap is reached: no raise"
    assert bar["call"][0] == "MITGEHEN 40"
    key(app, pygame.K_e)
    assert session.game.bets[0] == 40, "a key of an action that is not shown does nothing"
    key(app, pygame.K_c)
    assert session.game.bets[0] == 80 and session.table.current == 1, "Anna called the cap"


def test_no_limit_chooser_clamps_to_the_minimum_and_all_in(make_app) -> None:
    app = make_app()
    scene, session = open_table(app, rigged_game(Structure.NO_LIMIT))
    until(app, lambda: my_turn(scene))
    legal = session.legal_actions(0)
    assert legal is not None and (legal.raise_min, legal.raise_max) == (40, 1000)
    bar = bar_of(scene)
    assert bar["raise"] == ("ERHÖHEN", "40 bis 1.000") and bar["call"][0] == "MITGEHEN 20"
    key(app, pygame.K_e)
    chooser = scene.chooser
    assert chooser.open and (chooser.lo, chooser.hi, chooser.value) == (40, 1000, 40)
    for _ in range(3):
        key(app, pygame.K_DOWN)
    assert chooser.value == 40, "never below the minimum raise"
    key(app, pygame.K_END)
    assert chooser.value == 1000
    key(app, pygame.K_UP)
    assert chooser.value == 1000, "never above all the chips"
    key(app, pygame.K_BACKSPACE)
    type_text(app, "5000")
    key(app, pygame.K_RETURN)
    assert chooser.open and "5000" in chooser.message and session.game.bets[0] == 0, "refused, nothing bet"
    type_text(app, "75")
    key(app, pygame.K_e)  # the same key again bets what is chosen
    assert not chooser.open and session.game.bets[0] == 75


def test_pot_limit_chooser_ends_at_the_pot(make_app) -> None:
    app = make_app()
    scene, session = open_table(app, rigged_game(Structure.POT_LIMIT))
    until(app, lambda: my_turn(scene))
    legal = session.legal_actions(0)
    assert legal is not None
    # pot 30 (blinds), call 20: the pot after the call is 50, so at most a raise by 50 to 70
    assert (legal.raise_min, legal.raise_max) == (40, 70)
    assert bar_of(scene)["raise"][1] == "40 bis 70"
    key(app, pygame.K_e)
    key(app, pygame.K_PAGEUP)  # the pot
    assert scene.chooser.value == 70
    key(app, pygame.K_END)
    assert scene.chooser.value == 70
    key(app, pygame.K_ESCAPE)
    assert not scene.chooser.open and app.top is scene, "Esc closes the chooser, not the table"
    key(app, pygame.K_p)
    assert session.game.live_seats == (1, 2)


def test_pot_limit_chooser_measures_the_pot_from_the_full_big_blind_when_it_is_short(make_app) -> None:
    app = make_app()
    scene, session = open_table(app, rigged_game(Structure.POT_LIMIT, stacks=[1000, 1000, 12]))
    until(app, lambda: my_turn(scene))
    legal = session.legal_actions(0)
    assert legal is not None
    # The big blind is all in for 12 of 20: Anna still calls 20; pot 22 + call 20 = 42, so up to 62.
    assert (legal.call, legal.raise_min, legal.raise_max) == (20, 40, 62)
    key(app, pygame.K_e)
    key(app, pygame.K_PAGEUP)  # the pot
    assert scene.chooser.value == 62


def test_a_short_stack_sees_its_call_as_all_in_and_no_raise(make_app) -> None:
    app = make_app()
    scene, session = open_table(app, rigged_game(Structure.NO_LIMIT, stacks=[15, 1000, 1000]))
    until(app, lambda: my_turn(scene))
    bar = bar_of(scene)
    assert set(bar) == {"call", "fold"} and bar["call"] == ("MITGEHEN 15", "all in")


def test_the_timer_runs_out_on_screen_and_checks_or_folds(make_app) -> None:
    app = make_app()
    scene, session = open_table(app, rigged_game(Structure.NO_LIMIT), options=HoldemOptions(timer=True))
    until(app, lambda: my_turn(scene))
    frames = 0
    while session.table.current == 0:
        app.step(0.1)
        frames += 1
        assert frames < 400
    assert frames * 0.1 == pytest.approx(ACTION_SECONDS + COUNTDOWN_SECONDS, abs=0.25)
    lines = [line.kind for line in session.table.last_hand.lines if line.seat == 0]
    assert lines[-2:] == [ActionKind.TIMEOUT, ActionKind.FOLD], "facing the big blind: the timer folds"


def test_the_showdown_names_each_pots_winners_and_waits_for_the_person(make_app) -> None:
    app = make_app()
    game = rigged_game(Structure.NO_LIMIT, stacks=[1000, 300, 1000])
    players = {1: Scripted(Call(1)), 2: Scripted(Call(2))}
    scene, session = open_table(app, game, players=players)
    until(app, lambda: my_turn(scene))
    key(app, pygame.K_e)
    key(app, pygame.K_END)
    key(app, pygame.K_RETURN)  # Anna all in with aces; seat 1 calls all in for 300, seat 2 calls
    until(app, lambda: game.phase is HoldemPhase.BETWEEN_HANDS, frames=200)
    assert len(game.board) == 5
    assert scene.revealing() and scene.finished_hand() is None, "the board turns over street by street"
    until(app, lambda: scene.finished_hand() is not None, frames=200)
    record = scene.finished_hand()
    assert record is not None and record.showdown is not None
    assert [pot.amount for pot in record.awarded] == [900, 1400]
    winners = scene.painter._winners(record)
    assert set(winners) == {0} and set(winners[0]) >= set(parse_cards("As Ad"))
    assert scene.bar.names() == (), "no betting action between hands"
    hand_no = session.table.hand_no
    app.step(DT)
    assert session.table.hand_no == hand_no, "the next hand waits for the person"
    key(app, pygame.K_SPACE)
    assert session.table.hand_no == hand_no + 1


def test_keys_open_the_history_rules_pause_and_tipp(make_app) -> None:
    app = make_app()
    scene, session = open_table(app, rigged_game(Structure.NO_LIMIT))
    until(app, lambda: my_turn(scene))
    key(app, pygame.K_h)
    assert type(app.top).__name__ == "HoldemHistoryScene"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_F1)
    assert type(app.top).__name__ == "RulesScene" and app.top.holdem
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_F2)
    assert scene.tips.showing()
    app.step(DT)
    job = scene.tips._job  # the estimate runs beside the frames: wait for it (no frame waits)
    assert job is None or job.wait(60)  # (None: done and taken over already)
    app.step(DT)  # the table takes the estimate over in its update
    tip = scene.tips.tip()
    assert tip is not None and tip.call == 20 and tip.opponents == 2 and 0.3 < tip.equity.value < 1
    assert tip.odds == pytest.approx(20 / 50)
    key(app, pygame.K_ESCAPE)
    assert type(app.top).__name__ == "PauseScene"
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    key(app, pygame.K_c)
    assert not scene.tips.showing(), "the Tipp closes once the person acted"
