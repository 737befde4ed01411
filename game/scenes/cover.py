"""The hot-seat cover screen: "Karten von {name} anzeigen" before a human's turn.

Used only when more than one human plays (rules.md, Hot seat). It is opaque
(not transparent), so the table and its cards stay hidden until the named
player confirms with the button, Enter or Space. Usage from the table:

    return Push(CoverScene(app, seat_name, on_confirm=self.reveal))

On confirm the scene calls ``on_confirm()`` (if given) and pops itself,
unless ``on_confirm`` returns its own transition; the table's ``enter()``
runs again after the pop. Esc opens nothing here: the table's pause menu is
reachable once the cards are shown.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.scenes.base import Pop, SceneContext, Transition
from game.scenes.common import UIScene
from game.ui import theme
from game.ui.draw import panel, shadowed_text, text
from game.ui.safetext import text_width
from game.ui.shapes import draw_suit
from game.ui.widgets import Button

__all__ = ["CoverScene"]


class CoverScene(UIScene):
    """Hides the table until ``name`` confirms that the others look away."""

    idle_capable = True  # drawn again only after input (see game.scenes.base)

    def __init__(
        self, app: SceneContext, name: str, on_confirm: Callable[[], Transition | None] | None = None
    ) -> None:
        self.name = name
        self.on_confirm = on_confirm
        super().__init__(app)

    def build(self) -> None:
        self.show = Button(lambda: self.app.t("cover.show", name=self.name), self.confirm, primary=True)
        self.ui.set_widgets([self.show], keep_focus=False)

    def confirm(self) -> Transition:
        if self.on_confirm is not None:
            result = self.on_confirm()
            if result is not None:
                return result
        return Pop()

    def place(self) -> None:
        area = self.app.content_rect
        px = self.app.px
        font = self.app.fonts(round(px(56) * 0.36))
        label_w = text_width(font, self.app.t("cover.show", name=self.name))
        w = min(area.width - px(40), max(px(420), label_w + px(80)))
        self.show.rect = pygame.Rect(0, 0, w, px(56))
        self.show.rect.center = (area.centerx, area.centery + px(90))

    def draw_background(self, surface: pygame.Surface) -> None:
        area = self.app.content_rect
        surface.fill((10, 28, 20), area)
        # a quiet pattern of suit symbols so the screen reads as "cards hidden"
        px = self.app.px
        step = px(90)
        for row, y in enumerate(range(area.y + step // 2, area.bottom, step)):
            for col, x in enumerate(range(area.x + step // 2 + (row % 2) * step // 2, area.right, step)):
                draw_suit(surface, "shdc"[(row + col) % 4], (x, y), px(22), (20, 48, 34))

    def draw_content(self, surface: pygame.Surface) -> None:
        area = self.app.content_rect
        px = self.app.px
        card = pygame.Rect(0, 0, min(area.width - px(40), px(640)), px(300))
        card.center = (area.centerx, area.centery + px(10))
        panel(surface, card, (8, 30, 21, 235), theme.PANEL_BORDER, px(20), max(2, px(2)))
        shadowed_text(
            surface,
            self.app.fonts(px(44)),
            self.app.t("cover.title", name=self.name),
            theme.ACCENT,
            offset=px(3),
            center=(area.centerx, card.y + px(70)),
        )
        text(
            surface,
            self.app.fonts(px(22)),
            self.app.t("cover.look_away"),
            theme.TEXT,
            center=(area.centerx, card.y + px(130)),
        )
        if self.app.settings.show_hint:
            text(
                surface,
                self.app.fonts(px(16)),
                self.app.t("hint.cover"),
                theme.TEXT_DIM,
                center=(area.centerx, card.bottom - px(22)),
            )
