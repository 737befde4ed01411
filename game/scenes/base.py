"""The scene interface and the typed transitions between scenes.

A scene is one screen (menu, table, results ...). The app keeps a stack of
scenes; only the top one gets input and updates, but scenes below may still
be drawn (a pause dialog over the table). A scene answers input and time with
an optional `Transition`; it never switches scenes itself. Data passes
between scenes through constructor arguments, never through a shared dict.

Drawing contract: `draw(surface)` paints the scene's own area,
``self.app.content_rect`` (the window minus the warning overlay band). The app
draws the warning overlay afterwards, every frame, on top of everything, so
no scene can cover it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.app import App

__all__ = ["Scene", "Transition", "Push", "Pop", "Replace", "Quit"]


class Scene:
    """Base class of every screen; override what you need."""

    #: Drawn below a scene pushed on top (dialogs let the table show through).
    transparent = False

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (first time or after a Pop)."""

    def exit(self) -> None:
        """Called when the scene leaves the stack."""

    def handle(self, event: pygame.event.Event) -> Transition | None:
        """React to one input event (positions from ``event.pos``, never the mouse state)."""
        return None

    def update(self, dt: float) -> Transition | None:
        """Advance animations and timers by ``dt`` seconds."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene into ``self.app.content_rect`` of ``surface``."""

    def layout(self) -> None:
        """Recompute rects after the window size changed (layout is a function of size)."""


@dataclass(frozen=True, slots=True)
class Push:
    """Put ``scene`` on top of the stack."""

    scene: Scene


@dataclass(frozen=True, slots=True)
class Pop:
    """Remove the top scene; ``count`` > 1 removes several."""

    count: int = 1


@dataclass(frozen=True, slots=True)
class Replace:
    """Replace the whole stack (``clear=True``) or only the top scene with ``scene``."""

    scene: Scene
    clear: bool = False


@dataclass(frozen=True, slots=True)
class Quit:
    """End the program."""


Transition = Push | Pop | Replace | Quit
