"""Plätze at a Hold'em cash table through real events: T or the pause menu between hands, sitting
down (a computer posting, a person waiting), standing up, the last two staying, never in a
sit-and-go or while a hand runs."""

from __future__ import annotations

import pygame

from game.app import App
from game.engine.holdem import HoldemSeat, TableFormat
from game.engine.levels import Level
from game.scenes.dialog import ConfirmDialog
from game.scenes.holdem.seats import HoldemSeatsScene
from game.scenes.holdem.table import HoldemTableScene
from game.scenes.pause import PauseScene

from .helpers import click, key, type_text
from .holdem_helpers import DT, config, open_table, until


def to_hand_end(app: App, scene: HoldemTableScene) -> None:
    """Play (the person checks or calls) until a hand's end is shown."""
    for _ in range(4000):
        if scene.finished_hand() is not None:
            return
        if scene.my_turn():
            key(app, pygame.K_c)
        else:
            app.step(DT)
    raise AssertionError("the hand never ended")


def open_seats(app: App) -> HoldemSeatsScene:
    key(app, pygame.K_t)
    seats = app.top
    assert isinstance(seats, HoldemSeatsScene)
    app.step(DT)
    return seats


def test_t_opens_the_seats_only_between_hands_of_a_cash_table(make_app) -> None:
    app = make_app(size=(960, 540))
    scene, session = open_table(app, config(computers=3), seed=3)
    until(app, scene.my_turn)
    key(app, pygame.K_t)  # a hand runs: T does nothing here
    assert app.top is scene
    to_hand_end(app, scene)
    assert "T Plätze" in app.t("hint.holdem_next_cash")
    seats = open_seats(app)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    sng_app = make_app(size=(960, 540))
    sng, _ = open_table(sng_app, config(computers=3, table_format=TableFormat.SIT_AND_GO), seed=3)
    to_hand_end(sng_app, sng)
    key(sng_app, pygame.K_t)
    assert sng_app.top is sng and not sng.seats_open()
    key(sng_app, pygame.K_ESCAPE)
    pause = sng_app.top
    assert isinstance(pause, PauseScene) and pause.extra == ()
    del seats


def test_a_computer_sits_down_posting_and_a_player_stands_up_by_clicks(make_app) -> None:
    app = make_app(size=(1280, 720))
    scene, session = open_table(app, config(computers=3), seed=5)
    to_hand_end(app, scene)
    # Esc: the pause menu offers Plätze
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    entry = next(b for b in pause.buttons if b.label() == "Plätze")  # type: ignore[operator]
    click(app, entry.rect.center)
    seats = app.top
    assert isinstance(seats, HoldemSeatsScene)
    # Computer 3 (seat 3) stands up after the confirm dialog and takes the chips along
    chips = session.table.stacks[3]
    click(app, seats.seat_buttons[3].rect.center)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog) and str(chips) in dialog.message.replace(".", "")
    click(app, dialog.yes.rect.center)
    assert app.top is seats and session.table.seated[3] is None
    assert session.game.chips_issued == sum(session.table.stacks)
    # seat 3 is free and chosen: a Profi computer named Zora posts a big blind at once
    assert seats.chosen == 3
    seats.ui.focus_on(seats.name_field)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    type_text(app, "Zora")
    seats.ui.focus_on(seats.kind_choice)
    while seats.kind_choice.value is not Level.PROFI:
        key(app, pygame.K_RIGHT)
    seats.ui.focus_on(seats.post_choice)
    while seats.post_choice.value is not True:
        key(app, pygame.K_RIGHT)
    pygame.image.save(app.screen, "/tmp/holdem_seats_1280.png")
    click(app, seats.sit_button.rect.center)
    assert session.table.seated[3] == HoldemSeat("Zora", False, Level.PROFI)
    assert session.table.waiting == {3: True} and "Zora" in seats.message
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    app.step(DT)
    pygame.image.save(app.screen, "/tmp/holdem_table_newcomer_1280.png")
    key(app, pygame.K_SPACE)  # the next hand: Zora is dealt in at once
    assert 3 in session.table.dealt
    to_hand_end(app, scene)
    assert session.table.history[-1].name(3) == "Zora"


def test_a_person_sits_down_waiting_and_the_last_two_stay(make_app) -> None:
    app = make_app(size=(960, 540))
    scene, session = open_table(app, config(computers=2), seed=8)
    to_hand_end(app, scene)
    seats = open_seats(app)
    click(app, seats.seat_buttons[2].rect.center)
    click(app, app.top.yes.rect.center)  # type: ignore[union-attr]
    assert session.table.seated[2] is None
    # two are left: neither may stand up, and the screen says why
    click(app, seats.seat_buttons[1].rect.center)
    assert app.top is seats and session.table.seated[1] is not None
    assert "Mindestens 2" in seats.message
    # a person sits down on seat 2 and waits for the big blind: the table becomes a hot seat
    seats.ui.focus_on(seats.kind_choice)
    while seats.kind_choice.value is not None:
        key(app, pygame.K_RIGHT)
    assert seats.name_field.value == "Spieler 1"
    seats.ui.focus_on(seats.post_choice)
    while seats.post_choice.value is not False:
        key(app, pygame.K_RIGHT)
    pygame.image.save(app.screen, "/tmp/holdem_seats_960.png")
    click(app, seats.sit_button.rect.center)
    assert session.people == (0, 2) and session.table.waiting == {2: False}
    # a taken name is refused and nothing changes
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and scene.hot_seat
    app.step(DT)
    pygame.image.save(app.screen, "/tmp/holdem_table_seats_960.png")


def test_an_empty_name_is_refused_with_a_message(make_app) -> None:
    app = make_app(size=(960, 540))
    scene, session = open_table(app, config(computers=3), seed=2)
    to_hand_end(app, scene)
    seats = open_seats(app)
    click(app, seats.seat_buttons[3].rect.center)
    click(app, app.top.yes.rect.center)  # type: ignore[union-attr]
    seats.ui.focus_on(seats.name_field)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    key(app, pygame.K_BACKSPACE)
    click(app, seats.sit_button.rect.center)
    assert session.table.seated[3] is None and seats.name_field.invalid
    assert "Name" in seats.message
    seats.ui.focus_on(seats.name_field)
    type_text(app, "Computer 1")  # taken
    click(app, seats.sit_button.rect.center)
    assert session.table.seated[3] is None and "sitzt schon" in seats.message
