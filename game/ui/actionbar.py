"""The betting actions of the moment as a bar of buttons, each with its key, for every betting game.

The owner (a table screen) hands the bar the actions that are legal now as
`BarAction` values - a name of its own choosing, the label, the keys, the
key's name shown on the button and an optional caption (what a call
costs) - and places the bar in a rect, as a row or a column. The bar shows
exactly those buttons (an action that is not legal is not there at all),
and `handle` answers a click on a button or one of its keys with the
action's name; everything else is left to the owner. Nothing here knows a
game: Duell and Hold'em fill it with their own actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from .keybutton import KeyButton
from .widgets import UI

__all__ = ["BarAction", "ActionBar"]


@dataclass(frozen=True, slots=True)
class BarAction:
    """One action on the bar."""

    name: str
    label: str
    keys: tuple[int, ...]
    key_hint: str
    caption: str = ""
    primary: bool = False


class ActionBar:
    """Buttons for the legal actions; `handle` turns a click or key into an action name."""

    def __init__(self) -> None:
        self.actions: tuple[BarAction, ...] = ()
        self.buttons: list[KeyButton] = []
        self.area = pygame.Rect(0, 0, 0, 0)
        self.vertical = True
        self.gap = 8
        self.max_size = 0
        #: The name drawn as pressed (an action waiting for its amount).
        self.active: str | None = None

    def set_actions(self, actions: Sequence[BarAction]) -> None:
        """Show these actions (in this order) and nothing else."""
        actions = tuple(actions)
        if actions == self.actions:
            return
        self.actions = actions
        self.buttons = [
            KeyButton(action.label, _no_click, action.key_hint, action.caption, action.primary)
            for action in actions
        ]
        self._place()

    def place(self, area: pygame.Rect, vertical: bool = True, gap: int = 8, max_size: int = 0) -> None:
        """Lay the buttons out in ``area``: stacked (``vertical``) or side by side, ``gap`` apart.

        ``max_size`` (if > 0) caps a button's height (stacked) or width (side by side):
        fewer buttons then stand at the bottom (stacked) or the left, not stretched.
        """
        self.area, self.vertical, self.gap, self.max_size = pygame.Rect(area), vertical, gap, max_size
        self._place()

    def _place(self) -> None:
        n = len(self.buttons)
        if not n:
            return
        a, gap = self.area, self.gap
        cap = self.max_size if self.max_size > 0 else max(a.width, a.height)
        if self.vertical:
            h = min(cap, max(1, (a.height - (n - 1) * gap) // n))
            top = a.bottom - n * h - (n - 1) * gap
            for i, button in enumerate(self.buttons):
                button.rect = pygame.Rect(a.x, top + i * (h + gap), a.width, h)
        else:
            w = min(cap, max(1, (a.width - (n - 1) * gap) // n))
            for i, button in enumerate(self.buttons):
                button.rect = pygame.Rect(a.x + i * (w + gap), a.y, w, a.height)

    def rect_of(self, name: str) -> pygame.Rect | None:
        """Where the button of action ``name`` is (None: not shown now)."""
        for action, button in zip(self.actions, self.buttons):
            if action.name == name:
                return button.rect
        return None

    def names(self) -> tuple[str, ...]:
        """The names of the actions shown now."""
        return tuple(action.name for action in self.actions)

    def handle(self, event: pygame.event.Event) -> str | None:
        """The action a left click or a key of ``event`` chooses, or None."""
        if event.type == pygame.KEYDOWN:
            for action in self.actions:
                if event.key in action.keys:
                    return action.name
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for action, button in zip(self.actions, self.buttons):
                if button.rect.collidepoint(event.pos):
                    return action.name
        return None

    def draw(self, surface: pygame.Surface, ui: UI, mouse: tuple[int, int]) -> None:
        """The buttons; the one under ``mouse`` lit, the `active` one pressed."""
        for action, button in zip(self.actions, self.buttons):
            button.active = action.name == self.active
            button.draw(surface, ui, False, button.rect.collidepoint(mouse))


def _no_click() -> None:
    """The bar's buttons report through `ActionBar.handle`, not through a callback."""
