"""Countdowns while the connection is down: left out (they read "Spielleitung: noch ? s"; whose
move it is stays, without seconds) and not counted on - the server's clock runs on unseen - until
the server's values after the reconnect replace them. A seat nobody can name is not named ("Zug
von ?: Zeitbank" after a server error)."""

from __future__ import annotations

from dataclasses import replace

from game.net.client import ConnectionState
from game.net.lobby_wire import Seating, TimerView
from game.scenes.net.room import can_bank, key_hints, timer_lines
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
    assert shown and not any("?" in line or any(c.isdigit() for c in line) for line in shown), shown
    assert any(line in ("Zug von Anna", "Zug von Bert") for line in shown), shown
    lab.advance(20)  # the server's clock runs on meanwhile
    lab.pump(
        lambda: anna.session.connection is ConnectionState.CONNECTED and anna.session.seating.timers.known,
        what="the server's values after the reconnect",
    )
    move = anna.session.seating.timers.move
    assert move is not None and move <= 40  # the server's value, not the one from before the drop


def test_no_question_marks_for_what_is_not_known(lab: Lab) -> None:
    anna, bert = lab.person("Anna"), lab.person("Bert")
    seat_everybody(lab, [anna, bert], "token", tokens=3)
    lab.pump(lambda: sum(s is not None for s in anna.session.seating.seats) == 2, what="Anna sees Bert")
    seating = anna.session.seating
    assert seating is not None
    de, en = Translator("de"), Translator("en")
    offline = replace(
        seating, timers=TimerView(master=100.0, restart=5.0, round=3.0, grace={1: 50.0}, known=False)
    )
    assert timer_lines(offline, de, ("Anna", "Bert")) == []  # no "Spielleitung: noch ? s"
    online = replace(offline, timers=replace(offline.timers, known=True))
    assert "Spielleitung: noch 100 s" in timer_lines(online, de)
    assert "Bert kommt zurück? noch 50 s" in timer_lines(online, de)
    # the move of a seat the screen cannot name (no names after a server error): nobody named
    bank = TimerView(move_seat=3, move=12.0, bank=True)
    assert timer_lines(replace(seating, timers=bank), de, ("Anna", "Bert")) == ["Zeitbank läuft: noch 12 s"]
    move = TimerView(move_seat=0, move=12.0)
    assert timer_lines(replace(seating, timers=move), en, ()) == ["To move: 12 s left"]
    assert timer_lines(replace(seating, timers=move), de, ("Anna",)) == ["Zug von Anna: noch 12 s"]
    offline_move = replace(move, known=False)
    assert timer_lines(replace(seating, timers=offline_move), de, ()) == []
    assert timer_lines(replace(seating, timers=offline_move), de, ("Anna",), (0,)) == ["Du bist am Zug"]
    for lines in (timer_lines(replace(seating, timers=t_), de, ()) for t_ in (bank, move, offline_move)):
        assert not any("?" in line for line in lines), lines


def test_the_time_bank_key_is_offered_only_when_the_bank_can_run() -> None:
    """B: only on the reader's own move, while the move timer (not yet the bank) runs, with seconds
    in the bank, at a running table whose countdowns are known."""
    t = Translator("de")
    timers = TimerView(move_seat=0, move=12.0, banks={0: 30.0, 1: 30.0})
    base = Seating(1, "holdem", {}, (None, None), 0, 0, True, 1, 0, timers)

    def offered(seating: Seating, own: int | None = 0) -> bool:
        assert can_bank(seating, own) == ("B: Zeitbank nutzen" in key_hints(seating, t, own))
        return can_bank(seating, own)

    assert offered(base)
    assert not offered(base, own=None)  # a watcher
    assert not offered(base, own=1)  # another's move
    assert not offered(replace(base, running=False))
    assert not offered(replace(base, timers=replace(base.timers, bank=True)))  # runs already
    assert not offered(replace(base, timers=replace(base.timers, banks={0: 0.0})))  # used up
    assert not offered(replace(base, timers=replace(base.timers, move=None)))
    assert not offered(replace(base, timers=replace(base.timers, known=False)))
