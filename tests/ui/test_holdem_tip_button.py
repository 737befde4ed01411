"""The Tipp button of the Hold'em table is drawn only where the Tipp may be used: at a hot seat
whose people did not agree to it, it would be a button that never does anything."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.holdem.table import HoldemTableScene
from game.session import HoldemOptions

from .helpers import key
from .holdem_helpers import config, open_table, until


def tip_button_drawn(scene: HoldemTableScene) -> bool:
    """Whether one frame of the table draws the Tipp button."""
    drawn: list[bool] = []
    button = scene.tips.button
    draw = button.draw

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(True)
        return draw(*args, **kwargs)

    button.draw = spy  # type: ignore[method-assign]
    try:
        scene.draw(pygame.display.get_surface())
    finally:
        del button.draw
    return bool(drawn)


@pytest.mark.parametrize("agreed", [False, True])
def test_hot_seat_shows_the_tipp_button_only_if_everybody_agreed(make_app, agreed: bool) -> None:
    app = make_app()
    table = config(people=("Anna", "Bert"), computers=1)
    scene, session = open_table(app, table, options=HoldemOptions(hot_seat_tips=agreed))
    until(app, lambda: scene.waits_for_person() or scene.my_turn())
    key(app, pygame.K_RETURN)  # the cover: show the cards of the person to act
    until(app, lambda: scene.my_turn() and bool(scene.bar.names()))
    assert scene.tips.allowed() is agreed
    assert tip_button_drawn(scene) is agreed
    key(app, pygame.K_F2)
    assert scene.tips.showing() is agreed, "the key works exactly where the button is"


def test_one_person_sees_the_button_also_while_a_computer_acts(make_app) -> None:
    app = make_app()
    scene, session = open_table(app, config(computers=2))
    assert scene.tips.allowed() and tip_button_drawn(scene)
