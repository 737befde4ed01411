"""Name fields on the setup screen: Ctrl+A, refusing over-long names visibly, marking bad names."""

from __future__ import annotations

import pygame

from game.scenes.token.setup import MAX_NAME_LENGTH, SetupScene
from game.ui import theme
from game.ui.widgets import REFUSE_FLASH_SECONDS

from .helpers import click, key, type_text


def setup_scene(make_app):  # type: ignore[no-untyped-def]
    app = make_app()
    scene = SetupScene(app)
    app.push(scene)
    app.step(1 / 60)
    return app, scene


def test_ctrl_a_selects_and_typing_replaces(make_app) -> None:
    app, scene = setup_scene(make_app)
    field = scene.rows[0].name
    scene.ui.focus_on(field)
    key(app, pygame.K_LCTRL, mod=pygame.KMOD_LCTRL)  # the modifier on its own keeps nothing selected
    key(app, pygame.K_a, mod=pygame.KMOD_LCTRL, unicode="\x01")
    assert field.selected and field.value == "Spieler 1"
    key(app, pygame.K_b, mod=pygame.KMOD_SHIFT, unicode="B")  # the key press before its TEXTINPUT
    type_text(app, "Bea")
    assert field.value == "Bea" and scene.seats[0].name == "Bea" and not field.selected
    type_text(app, "te")
    assert field.value == "Beate"  # the selection is gone: typing appends again


def test_ctrl_a_then_backspace_clears_and_arrows_keep(make_app) -> None:
    app, scene = setup_scene(make_app)
    field = scene.rows[1].name
    scene.ui.focus_on(field)
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    key(app, pygame.K_BACKSPACE)
    assert field.value == "" and scene.seats[1].name == ""
    type_text(app, "Cem")
    key(app, pygame.K_a, mod=pygame.KMOD_RCTRL)
    assert field.selected
    key(app, pygame.K_END)  # any other key drops the selection and keeps the text
    assert not field.selected and field.value == "Cem"
    type_text(app, "!")
    assert field.value == "Cem!"


def test_plain_a_is_a_letter(make_app) -> None:
    app, scene = setup_scene(make_app)
    field = scene.rows[0].name
    scene.ui.focus_on(field)
    key(app, pygame.K_a, unicode="a")
    type_text(app, "a")
    assert field.value == "Spieler 1a" and not field.selected


def test_overlong_name_is_refused_visibly(make_app) -> None:
    app, scene = setup_scene(make_app)
    field = scene.rows[0].name
    scene.ui.focus_on(field)
    key(app, pygame.K_DELETE)
    type_text(app, "Ä" * (MAX_NAME_LENGTH - 1))
    assert field.flash == 0 and not app.toast.shown
    type_text(app, "Ö")  # exactly full: still fine
    assert field.flash == 0 and not app.toast.shown
    type_text(app, "Ü")  # one too many: refused, with a message and a red glow
    assert field.value == "Ä" * (MAX_NAME_LENGTH - 1) + "Ö"
    message = app.t("setup.name_too_long", n=MAX_NAME_LENGTH)
    assert app.toast.shown == [message] and str(MAX_NAME_LENGTH) in message
    assert field.flash > 0
    app.step(1 / 60)  # drawn glowing: the frame is the bright red
    glow = app.screen.get_at((field.rect.centerx, field.rect.y + 4))[:3]
    assert glow[0] > 200 and glow[1] < 150, glow
    for _ in range(round(REFUSE_FLASH_SECONDS * 60) + 2):
        app.step(1 / 60)
    assert field.flash == 0


def test_pasted_text_that_does_not_fit_is_refused_not_cut_silently(make_app) -> None:
    app, scene = setup_scene(make_app)
    field = scene.rows[0].name
    scene.ui.focus_on(field)
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="x" * (MAX_NAME_LENGTH + 5)))
    app.step(1 / 60)
    assert len(field.value) == MAX_NAME_LENGTH and field.flash > 0 and app.toast.shown


def test_empty_and_repeated_names_are_marked_at_once(make_app) -> None:
    app, scene = setup_scene(make_app)
    rows = scene.rows
    assert not any(r.name.invalid for r in rows)
    scene.ui.focus_on(rows[0].name)
    key(app, pygame.K_DELETE)
    assert [r.name.invalid for r in rows] == [True, False, False]  # empty
    type_text(app, " computer 1 ")
    assert [r.name.invalid for r in rows] == [True, True, False]  # repeated (case and spaces aside)
    # drawn as a red frame on the field that is not focused
    frame = app.screen.get_at((rows[1].name.rect.centerx, rows[1].name.rect.y + 1))[:3]
    assert frame == theme.DANGER, frame
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_BACKSPACE)
    type_text(app, "9")
    assert not any(r.name.invalid for r in rows)


def test_start_refuses_marked_names(make_app) -> None:
    app, scene = setup_scene(make_app)
    scene.ui.focus_on(scene.rows[2].name)
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    type_text(app, "Computer 1")
    assert scene.rows[1].name.invalid and scene.rows[2].name.invalid
    click(app, scene.start_button.rect.center)
    assert app.top is scene and scene.error == app.t("setup.error_names")
