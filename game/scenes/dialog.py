"""A generic confirm dialog drawn over the scene below (which stays visible, dimmed).

`ConfirmDialog(app, message, on_yes, on_no=None)`: Ja runs ``on_yes`` and
returns its transition (default: Pop the dialog); Nein or Esc pops the
dialog (or returns ``on_no()``). Keyboard: Left/Right/Tab between the two
buttons, Enter activates; the focus starts on Nein so a stray Enter is safe.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.scenes.base import Pop, SceneContext, Transition
from game.scenes.common import OverlayScene
from game.ui import theme
from game.ui.draw import text, wrap_text
from game.ui.widgets import Button

__all__ = ["ConfirmDialog"]


class ConfirmDialog(OverlayScene):
    """Yes/no question over the current screen."""

    idle_capable = True  # drawn again only after input (see game.scenes.base)

    def __init__(
        self,
        app: SceneContext,
        message: str,
        on_yes: Callable[[], Transition | None],
        on_no: Callable[[], Transition | None] | None = None,
        yes_key: str = "dialog.yes",
        no_key: str = "dialog.no",
    ) -> None:
        self.message = message
        self.on_yes = on_yes
        self.on_no = on_no
        self.yes_key, self.no_key = yes_key, no_key
        super().__init__(app)

    def build(self) -> None:
        self.yes = Button(lambda: self.app.t(self.yes_key), self._yes, primary=True)
        self.no = Button(lambda: self.app.t(self.no_key), self._no)
        self.ui.set_widgets([self.yes, self.no], keep_focus=False)
        self.ui.focus_on(self.no)

    def _yes(self) -> Transition | None:
        result = self.on_yes()
        return result if result is not None else Pop()

    def _no(self) -> Transition | None:
        if self.on_no is not None:
            result = self.on_no()
            if result is not None:
                return result
        return Pop()

    def back(self) -> Transition | None:
        return self._no()

    def _rows(self) -> tuple[list[str], pygame.font.Font]:
        px = self.app.px
        font = self.app.fonts(px(22))
        width = min(px(560), self.app.content_rect.width - 16) - px(60)
        return wrap_text(font, self.message, width), font

    def panel_size(self) -> tuple[int, int]:
        px = self.app.px
        rows, font = self._rows()
        return px(560), px(40) + len(rows) * font.get_linesize() + px(40) + px(50) + px(28)

    def place(self) -> None:
        r = self.panel_rect()
        px = self.app.px
        bw, bh, gap = min(px(200), (r.width - px(60)) // 2), px(50), px(24)
        y = r.bottom - px(24) - bh
        self.yes.rect = pygame.Rect(r.centerx - gap // 2 - bw, y, bw, bh)
        self.no.rect = pygame.Rect(r.centerx + gap // 2, y, bw, bh)

    def draw_content(self, surface: pygame.Surface) -> None:
        r = self.panel_rect()
        px = self.app.px
        rows, font = self._rows()
        y = r.y + px(40)
        for row in rows:
            text(surface, font, row, theme.TEXT, midtop=(r.centerx, y))
            y += font.get_linesize()
