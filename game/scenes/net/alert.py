"""Your move at a network table: a chime at once and, in another window, the game's window flashes.

Players are folded by the timer while they read something else (PokerTH
#151). Every network screen calls `alert_turn` after it took in what
arrived: when the session says it just became this person's move
(`RemoteBase.take_turn_alert`), the "turn" sound plays (setting
``turn_sound``) and, if the window does not have the keyboard focus, the
window flashes until it gets it (``turn_flash``; pygame-ce `Window.flash`
with ``FLASH_UNTIL_FOCUSED``). The seconds left are shown by the table's
timer lines as "Du bist am Zug: noch 42 s" (``turn_timer``,
`game.scenes.net.room.timer_lines`). A system without flashing (some
window managers, the dummy video driver) simply does not flash.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Protocol

import pygame

from game.scenes.base import SceneContext

__all__ = ["alert_turn", "Flashable", "display_window"]

log = logging.getLogger(__name__)


class Flashable(Protocol):
    """What the alert needs of a window."""

    def flash(self, operation: int, /) -> None:
        """Demand the user's attention."""
        ...


class _TurnSession(Protocol):
    def take_turn_alert(self) -> bool: ...


def display_window() -> Flashable | None:
    """The game's window (None without a display)."""
    try:
        window: Flashable = pygame.Window.from_display_module()
    except (pygame.error, AttributeError):
        return None
    return window


def alert_turn(
    app: SceneContext,
    session: _TurnSession,
    window: Callable[[], Flashable | None] = display_window,
    focused: Callable[[], bool] = pygame.key.get_focused,
) -> bool:
    """Sound and flash if it just became this person's move; whether it did."""
    if not session.take_turn_alert():
        return False
    settings = app.settings
    if settings.turn_sound:
        sounds = app.sounds
        if sounds is not None:
            sounds.play("turn")
    if settings.turn_flash and not focused():
        target = window()
        if target is not None:
            try:
                target.flash(pygame.FLASH_UNTIL_FOCUSED)
            except pygame.error as error:  # not supported here: the sound must do
                log.info("cannot flash the window: %s", error)
    return True
