"""A button that names its key: the label, an optional line under it, and the key in a corner.

The betting screens offer every action by mouse and by key; a player who
sees "PASSEN [P]" on the button learns the key without a manual.
`KeyButton` is a `Button` (so it works in a `FocusGroup` too) that also
draws ``key_hint`` in a small box at its top right and ``caption`` (e.g.
the chips a call costs) in smaller letters under the label.
"""

from __future__ import annotations

import pygame

from . import theme
from .draw import panel
from .safetext import text_width
from .widgets import UI, Button, Callback, Label, label_text, rendered

__all__ = ["KeyButton"]


class KeyButton(Button):
    """A push button with a key hint and an optional caption line."""

    def __init__(
        self,
        label: Label,
        on_click: Callback,
        key_hint: Label = "",
        caption: Label = "",
        primary: bool = False,
    ) -> None:
        super().__init__(label, on_click, primary)
        self.key_hint = key_hint
        self.caption = caption
        #: Drawn as pressed (e.g. the raise button while its amount chooser is open).
        self.active = False

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool, hovered: bool) -> None:
        fill = None
        if self.primary or self.active:
            fill = (196, 150, 62) if hovered or self.active else (170, 128, 48)
        self._box(surface, ui, focused, hovered, fill)
        dark = self.primary or self.active
        colour = (24, 20, 10) if dark else (theme.TEXT if self.enabled else theme.TEXT_DIM)
        r = self.rect
        hint = label_text(self.key_hint)
        hint_w = 0
        if hint:
            font = ui.fonts(max(10, round(r.height * 0.26)), True)
            image = rendered(font, hint, (24, 20, 10) if not dark else theme.TEXT)
            box = image.get_rect().inflate(max(6, image.get_height() // 2), 2)
            box.topright = (r.right - max(3, r.height // 10), r.y + max(3, r.height // 10))
            panel(surface, box, (26, 22, 12) if dark else theme.ACCENT, None, max(3, box.height // 4))
            surface.blit(image, image.get_rect(center=box.center))
            hint_w = box.width + max(4, r.height // 8)
        caption = label_text(self.caption)
        room = r.width - 2 * hint_w - 8 if hint_w else r.width - 8
        text = label_text(self.label)
        label_font = self._fitting_font(ui, text, max(20, room), bold=True)
        label_image = rendered(label_font, text, colour)
        if caption:
            size = max(10, round(r.height * 0.25))
            small = ui.fonts(size)
            while text_width(small, caption) > r.width - 8 and size > 10:
                size -= 1
                small = ui.fonts(size)
            cap_image = rendered(small, caption, colour if dark else theme.TEXT_DIM)
            total = label_image.get_height() + cap_image.get_height() - 4
            top = r.centery - total // 2
            surface.blit(label_image, label_image.get_rect(midtop=(r.centerx, top)))
            below = top + label_image.get_height() - 4
            surface.blit(cap_image, cap_image.get_rect(midtop=(r.centerx, below)))
        else:
            surface.blit(label_image, label_image.get_rect(center=r.center))
