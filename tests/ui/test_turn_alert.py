"""Your move at a network table, over a loopback server on 127.0.0.1: the chime plays at once and an
unfocused window flashes (a fake window records the flash call), once per turn; each setting turns
its part off; the table's timer line says "Du bist am Zug: noch 60 s"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from game.scenes.net.alert import alert_turn
from game.scenes.net.room import timer_lines
from game.text.i18n import Translator
from tests.net.helpers import Lab, seat_everybody


class FakeWindow:
    """Records what the alert asks of the window."""

    def __init__(self) -> None:
        self.flashes: list[int] = []

    def flash(self, operation: int, /) -> None:
        self.flashes.append(operation)


def _spy_sounds(app: Any) -> list[str]:
    played: list[str] = []
    real = app.sounds.play

    def play(name: str) -> None:
        played.append(name)
        real(name)  # the real player (silent under the dummy audio driver, but it checks the name)

    app.sounds.play = play
    return played


def test_the_turn_alert_sounds_and_flashes_an_unfocused_window_once_per_turn(make_app: Any, lab: Lab) -> None:
    app = make_app((960, 540))
    played = _spy_sounds(app)
    window = FakeWindow()
    anna, bert = people = [lab.person(name) for name in ("Anna", "Bert")]
    seat_everybody(lab, people)

    def check(person: Any, focused: bool = False) -> bool:
        return alert_turn(app, person.session, window=lambda: window, focused=lambda: focused)

    assert not check(anna) and not check(bert)  # no game: nobody's move
    anna.session.start()
    lab.pump(lambda: anna.session.my_move_seconds is not None or bert.session.my_move_seconds is not None)
    mover, other = (anna, bert) if anna.session.my_move_seconds is not None else (bert, anna)
    assert check(mover)
    assert played == ["turn"] and window.flashes == [pygame.FLASH_UNTIL_FOCUSED]
    assert not check(mover) and not check(other)  # once per turn
    assert played == ["turn"] and len(window.flashes) == 1

    seating = mover.session.seating
    assert seating is not None
    lines = timer_lines(seating, Translator("de"), ("Anna", "Bert"), mover.session.people)
    assert lines[0] == "Du bist am Zug: noch 60 s"
    assert (
        timer_lines(seating, Translator("de"), ("Anna", "Bert"), mover.session.people, own_time=False) == []
    )

    def others_line() -> str:
        other_seating = other.session.seating
        assert other_seating is not None
        return timer_lines(other_seating, Translator("de"), ("Anna", "Bert"), other.session.people)[0]

    # the other's session reads the table's record of the move on its own (on a loaded machine a
    # moment after the mover's): it said "Spielleitung: noch 180 s" when read at once
    lab.pump(lambda: others_line().startswith(f"Zug von {mover.name}"), what="the other's panel")

    # the mover's time runs out: the move passes to the other, whose window has the focus
    lab.advance(60)
    lab.pump(lambda: other.session.my_move_seconds is not None, what="the other's move")
    assert check(other, focused=True)
    assert played == ["turn", "turn"] and len(window.flashes) == 1  # focused: no flash

    app.settings = replace(app.settings, turn_sound=False, turn_flash=False)
    for _ in range(10):  # the round ends by the timer; the next round comes to the mover again
        lab.advance(30)
        lab.settle()
        if mover.session.my_move_seconds is not None:
            break
    assert mover.session.my_move_seconds is not None
    assert check(mover)  # the turn is noticed, but both parts are off
    assert played == ["turn", "turn"] and len(window.flashes) == 1


def test_a_window_that_cannot_flash_costs_nothing(make_app: Any) -> None:
    app = make_app((960, 540))

    class Session:
        def take_turn_alert(self) -> bool:
            return True

    class Broken:
        def flash(self, operation: int, /) -> None:
            raise pygame.error("not supported")

    assert alert_turn(app, Session(), window=lambda: Broken(), focused=lambda: False)
    assert alert_turn(app, Session(), window=lambda: None, focused=lambda: False)
