"""Countdowns while the connection is down: shown as unknown ("?") and not counted on - the server's
clock runs on unseen - until the server's values after the reconnect replace them."""

from __future__ import annotations

from game.net.client import ConnectionState
from game.net.lobby_wire import TimerView
from game.scenes.net.room import timer_lines
from game.text.i18n import Translator

from .helpers import Lab, seat_everybody


def test_unknown_timers_are_not_counted_down() -> None:
    timers = TimerView(master=100.0, move_seat=0, move=30.0, grace={1: 50.0}, known=False)
    assert timers.passed(10.0) == timers
    assert TimerView(move_seat=0, move=30.0).passed(10.0).move == 20.0


def test_countdowns_are_unknown_while_the_connection_is_down(lab: Lab) -> None:
    anna, bert = lab.person("Anna"), lab.person("Bert")
    seat_everybody(lab, [anna, bert], "token", tokens=3)
    lab.master([anna, bert]).session.start()
    lab.pump(lambda: anna.session.has_game and anna.session.seating.timers.move is not None)
    t = Translator("de")
    shown = timer_lines(anna.session.seating, t, ("Anna", "Bert"))
    assert any("noch 60 s" in line for line in shown)
    anna.client.drop()
    lab.pump(lambda: anna.session.connection is ConnectionState.RECONNECTING, what="the drop noticed")
    seating = anna.session.seating
    assert seating is not None and not seating.timers.known
    shown = timer_lines(seating, t, ("Anna", "Bert"))
    assert shown and all("?" in line for line in shown) and not any("60" in line for line in shown)
    lab.advance(20)  # the server's clock runs on meanwhile
    lab.pump(
        lambda: anna.session.connection is ConnectionState.CONNECTED and anna.session.seating.timers.known,
        what="the server's values after the reconnect",
    )
    move = anna.session.seating.timers.move
    assert move is not None and move <= 40  # the server's value, not the one from before the drop
