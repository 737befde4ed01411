"""The start screen: Neues Spiel, Spielregeln, Einstellungen, Lizenz, Beenden (+ Fortsetzen).

Fortsetzen appears only when `app.has_resumable_save()` says a saved game
exists (saving lands with issue 4; the hook `App.continue_scene` builds it).
"""

from __future__ import annotations

import math

import pygame

from game.scenes.base import Push, Quit, Replace, Transition
from game.scenes.common import UIScene
from game.ui import layout, theme
from game.ui.draw import shadowed_text, text
from game.ui.widgets import Button

__all__ = ["StartScene"]


class StartScene(UIScene):
    """The main menu."""

    def build(self) -> None:
        self.buttons: list[Button] = []
        if self.app.has_resumable_save():
            self.buttons.append(Button(lambda: self.app.t("menu.continue"), self.resume, primary=True))
        self.buttons += [
            Button(lambda: self.app.t("menu.new_game"), self.new_game, primary=not self.buttons),
            Button(lambda: self.app.t("menu.rules"), self.rules),
            Button(lambda: self.app.t("menu.settings"), self.settings),
            Button(lambda: self.app.t("menu.license"), self.license),
            Button(lambda: self.app.t("menu.quit"), lambda: Quit()),
        ]
        self.ui.set_widgets(self.buttons, keep_focus=False)
        self.time = 0.0

    # actions ------------------------------------------------------------------
    def resume(self) -> Transition | None:
        resume = getattr(self.app, "continue_scene", None)
        return Replace(resume(), clear=True) if resume else None

    def new_game(self) -> Transition:
        from game.scenes.setup import SetupScene

        return Push(SetupScene(self.app))

    def rules(self) -> Transition:
        from game.scenes.rules import RulesScene

        return Push(RulesScene(self.app))

    def settings(self) -> Transition:
        from game.scenes.settings import SettingsScene

        return Push(SettingsScene(self.app))

    def license(self) -> Transition:
        from game.scenes.license import LicenseScene

        return Push(LicenseScene(self.app))

    def back(self) -> Transition | None:
        return Quit()

    # layout and drawing ---------------------------------------------------------
    def place(self) -> None:
        area = self.app.content_rect
        s = self.app.scale
        top = area.y + layout.px(250, s)
        rects = layout.column(
            pygame.Rect(area.x, top, area.width, area.bottom - top - layout.px(16, s)),
            len(self.buttons),
            layout.px(340, s),
            layout.px(52, s),
            layout.px(12, s),
            top=top,
        )
        for b, r in zip(self.buttons, rects):
            b.rect = r

    def draw_content(self, surface: pygame.Surface) -> None:
        """Two fanned hands beside the menu (only when the card sprites exist and there is room)."""
        cards = self.app.cards
        area = self.app.content_rect
        menu = self.buttons[0].rect
        room = menu.x - area.x
        if cards is None or room < self.app.px(260):
            return
        key = (
            area.size,
            self.app.settings.four_color,
            self.app.settings.language,
            self.app.settings.card_back,
        )
        if getattr(self, "_fan_key", None) != key:
            self._fan_key = key
            width = self.app.px(92)
            from game.engine import parse_cards

            faces = [
                cards.face(c, width, four_color=key[1], locale=key[2]) for c in parse_cards("Ts Js Qs Ks As")
            ]
            backs = [cards.back(width, style=key[3]) for _ in range(5)]
            self._fans = (self._fan(faces, -1), self._fan(backs, 1))
        y = area.y + round(area.height * 0.62)
        left, right = self._fans
        surface.blit(left, left.get_rect(center=(area.x + room // 2, y)))
        surface.blit(right, right.get_rect(center=(area.right - room // 2, y)))

    def _fan(self, images: list[pygame.Surface], tilt: int) -> pygame.Surface:
        """Cards spread like a hand, rotated about a point below them; one surface."""
        w, h = images[0].get_size()
        radius = h * 1.6
        size = (round(w * 3.6), round(h * 1.9))
        out = pygame.Surface(size, pygame.SRCALPHA)
        pivot = (size[0] / 2, size[1] / 2 + radius - h * 0.35)
        for i, image in enumerate(images):
            angle = (i - 2) * 11 + tilt * 6
            rotated = pygame.transform.rotozoom(image, -angle, 1.0)
            rad = math.radians(angle)
            cx = pivot[0] + math.sin(rad) * radius
            cy = pivot[1] - math.cos(rad) * radius
            out.blit(rotated, rotated.get_rect(center=(round(cx), round(cy))))
        return out

    def update(self, dt: float) -> Transition | None:
        self.time += dt
        return None

    def draw_title(self, surface: pygame.Surface) -> None:
        area = self.app.content_rect
        px = self.app.px
        self._draw_suits(surface, (area.centerx, area.y + px(62)))
        font = self.app.fonts(px(72))
        shadowed_text(
            surface,
            font,
            self.app.t("app.title"),
            theme.ACCENT,
            offset=px(4),
            center=(area.centerx, area.y + px(140)),
        )
        text(
            surface,
            self.app.fonts(px(21)),
            self.app.t("app.subtitle"),
            theme.TEXT,
            center=(area.centerx, area.y + px(196)),
        )
        text(
            surface,
            self.app.fonts(px(16)),
            self.app.t("menu.tagline"),
            theme.TEXT_DIM,
            center=(area.centerx, area.y + px(224)),
        )

    def _draw_suits(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        """Four suit symbols drawn as shapes (the bundled font has none), gently bobbing."""
        from game.ui.shapes import draw_suit

        px = self.app.px
        size = px(34)
        gap = px(58)
        for i, suit in enumerate("shdc"):
            bob = math.sin(self.time * 2.0 + i * 0.9) * px(4)
            x = center[0] + (i - 1.5) * gap
            color = (214, 60, 60) if suit in "hd" else (240, 236, 220)
            draw_suit(surface, suit, (round(x), round(center[1] + bob)), size, color)
