"""The keys that open and close a Tipp panel: ? on any keyboard layout, F2, and its button.

"?" arrives differently per layout: as K_QUESTION, as Shift+/ (US), or only
through its text ("?" in the KEYDOWN's unicode, or a TEXTINPUT event that
follows the key). `TipKeys.handle` takes all of them and swallows the
TEXTINPUT twin of a key press, so one "?" toggles once. The token table's
and the Duell table's Tipp both use it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

__all__ = ["TipKeys", "is_tip_key"]


def is_tip_key(event: pygame.event.Event) -> bool:
    """Whether a KEYDOWN is ? (any layout) or F2."""
    if event.key == pygame.K_F2 or event.key == pygame.K_QUESTION:
        return True
    if getattr(event, "unicode", "") == "?":
        return True
    return event.key == pygame.K_SLASH and bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)


class TipKeys:
    """Turns the Tipp keys into one toggle each (see the module doc)."""

    def __init__(self) -> None:
        self._text_pending = False  # a '?' KEYDOWN toggled: swallow its TEXTINPUT twin

    def handle(
        self,
        event: pygame.event.Event,
        available: bool,
        toggle: Callable[[], object],
        button: pygame.Rect | None = None,
    ) -> bool:
        """Toggle with ``toggle`` if ``event`` is a Tipp key, or a left click on ``button``, and the
        Tipp is ``available``; True if the event was taken."""
        if event.type == pygame.KEYDOWN:
            question = is_tip_key(event)
            self._text_pending = question and event.key != pygame.K_F2
            if question and available:
                toggle()
                return True
            return False
        if event.type == pygame.TEXTINPUT and event.text == "?":
            if self._text_pending:
                self._text_pending = False
                return True
            if available:
                toggle()
                return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and available
            and button is not None
            and button.collidepoint(event.pos)
        ):
            toggle()
            return True
        return False
