"""What the Hold'em table shows, as a value: `HoldemLook`, the table scene's look for quiet frames.

`HoldemTableScene` is idle-capable (see `game.scenes.base`): the app draws it
again only when its look differs from the frame drawn last. `holdem_look(scene)`
gathers everything `HoldemPainter` reads that can change without input - the
table as the session shows it (stacks, bets, pots, board, whose turn, the hand
record, the computers' reasons), what the scene shows of it (the board turned
over so far, the action bar, the amount chooser, the Tipp panel's lines) - and,
apart, what the clock alone changes (`TurnClock`: the turn glow's size, the
thinking dots, the countdown's second). The painter draws those three from the
same functions (`turn_glow`, `thinking_dots`, `countdown`), so a look and its
picture never disagree. Where only the clock changed, `clock_rects` names the
parts of the window to draw again: the seat's plate and status line, and the
column's facts when the countdown's second changed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.engine.holdem import HoldemPhase
from game.scenes.holdem.screen import HoldemScreen
from game.scenes.token.compose import thinking_dots
from game.session import COUNTDOWN_SECONDS, TurnTimer

__all__ = [
    "HoldemLook",
    "TurnClock",
    "holdem_look",
    "turn_clock",
    "turn_glow",
    "thinking_dots",
    "countdown",
    "countdown_due",
    "clock_rects",
]

#: How far the turn glow's ring stands out of the plate, in design px: at rest and its swing.
TURN_GLOW = (8, 4)
#: How late the idle loop wakes for the countdown's next second: a wait of exactly the time left
#: may end a hair short of it (rounding), and a millisecond late is never seen.
COUNTDOWN_SLACK = 0.001


def turn_glow(scale: float, time: float) -> int:
    """How many pixels the pulsing ring around the plate of the seat to act is wider than the plate."""
    base, swing = TURN_GLOW
    pulse = 0.5 + 0.5 * math.sin(time * 5.0)
    return round((base + swing * pulse) * scale)


def countdown(timer: TurnTimer | None) -> int | None:
    """The whole seconds the action timer shows, or None while it does not count down visibly."""
    if timer is None or not timer.counting_down:
        return None
    return math.ceil(timer.remaining)


def countdown_due(timer: TurnTimer | None) -> float:
    """Seconds until the action timer's picture changes (the countdown starts or shows the next
    second, or the timer runs out), `COUNTDOWN_SLACK` late so that the change has surely come
    when the loop wakes; `math.inf` without a timer."""
    if timer is None:
        return math.inf
    left = timer.remaining
    if left > COUNTDOWN_SECONDS:
        return left - COUNTDOWN_SECONDS + COUNTDOWN_SLACK
    return max(0.0, left - (math.ceil(left) - 1)) + COUNTDOWN_SLACK


@dataclass(frozen=True, slots=True)
class TurnClock:
    """What the clock alone changes in the picture: the seat to act, its glow, the dots, the countdown."""

    seat: int | None
    glow: int
    dots: str
    seconds: int | None


@dataclass(frozen=True, slots=True)
class HoldemLook:
    """One frame of the Hold'em table as a value: two equal looks draw the same pixels."""

    state: tuple[object, ...]
    clock: TurnClock


def turn_clock(scene: HoldemScreen, time: float) -> TurnClock:
    """The clock's part of the picture at ``time`` (seconds of the table's clock)."""
    table = scene.session.table
    seat = table.current if table.phase is HoldemPhase.BETTING and not scene.revealing() else None
    if seat is None:
        return TurnClock(None, 0, "", None)
    person = seat in scene.session.people
    dots = "" if person else thinking_dots(time)
    seconds = countdown(table.timer) if person else None
    return TurnClock(seat, turn_glow(scene.lay.scale, time), dots, seconds)


def holdem_look(scene: HoldemScreen) -> HoldemLook:
    """The look of the table scene now (see the module docstring)."""
    session = scene.session
    table = session.table
    seats = range(len(table.config.seats))
    tips = scene.tips
    chooser = scene.chooser
    state = (
        scene.app.settings,
        scene.lay,
        scene.mouse,
        session.viewer,
        scene.board_shown,
        table.phase,
        table.hand_no,
        table.button,
        table.blinds,
        table.street,
        table.board,
        table.stacks,
        table.bets,
        table.pots,
        table.pot_total,
        table.live,
        table.seated,
        tuple(sorted(table.waiting.items())),
        tuple(sorted(table.sitting_out)),
        tuple(table.hole(seat) for seat in seats),
        tuple(table.reason(seat) for seat in seats),
        table.last_hand,
        table.is_over,
        table.winner,
        tuple(sorted(table.places.items())),
        tuple(scene.bar.actions),
        scene.bar.active,
        (chooser.open, chooser.value, chooser.typed, chooser.message, chooser.title, chooser.quick),
        (tips.available(), tips.showing(), tuple(tips.lines()) if tips.showing() else ()),
    )
    return HoldemLook(state, turn_clock(scene, scene.time))


def clock_rects(scene: HoldemScreen, before: TurnClock, after: TurnClock) -> list[pygame.Rect]:
    """Where the picture changes between two clocks of the same seat: its plate with the ring and
    its status line, and the column's facts (the turn line) when the countdown changed."""
    lay = scene.lay
    rects = []
    for seat in {before.seat, after.seat} - {None}:
        assert seat is not None
        sl = lay.seats[seat]
        ring = max(before.glow, after.glow) + round(8 * lay.scale) + 4  # the ring and its line
        rects += [sl.plate.inflate(ring, ring), sl.label.inflate(4, 4)]
    if before.seconds != after.seconds:
        rects.append(lay.facts.union(lay.tips))
    return rects
