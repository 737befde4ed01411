"""The license screen: License.md in a scrollable view, and the first-start acceptance.

At the very first start (``first_start=True``) the player accepts the
license once (Akzeptieren, remembered in the settings) or quits (Beenden).
In --demo the license is shown briefly and passed for that run only, never
stored as accepted. Otherwise it is a plain read-only screen with Zurück.
License.md is read by `game.legal.license_text`: beside the package in a
checkout, from the distribution's license files when installed from a wheel,
so it works from any working directory and from pip or pipx installs.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.legal import TERMS_TEXT, license_text
from game.scenes.base import Pop, Quit, Replace, Scene, SceneContext, Transition
from game.scenes.common import UIScene
from game.ui import layout, theme
from game.ui.draw import text, wrap_text
from game.ui.widgets import Button, ScrollText

__all__ = ["LicenseScene", "license_text", "DEMO_LICENSE_SECONDS"]

#: How long --demo shows the first-start license before passing it.
DEMO_LICENSE_SECONDS = 1.5


class LicenseScene(UIScene):
    """Shows License.md; with ``first_start`` asks to accept and continues with ``then``
    (a scene, or what makes it when the license is passed: start-up does not build it)."""

    idle_capable = True  # drawn again only after input; --demo passes it after a timer

    title_key = "license.title"

    def __init__(
        self, app: SceneContext, first_start: bool = False, then: Scene | Callable[[], Scene] | None = None
    ) -> None:
        self.first_start = first_start
        self.then = then
        self.elapsed = 0.0
        super().__init__(app)

    def build(self) -> None:
        body = license_text()
        if body is None:
            body = self.app.t("license.missing") + "\n\n" + TERMS_TEXT
        self.view = ScrollText(body, font_px=17)
        if self.first_start:
            self.accept = Button(lambda: self.app.t("license.accept"), self.on_accept, primary=True)
            self.decline = Button(lambda: self.app.t("license.decline"), lambda: Quit())
            self.buttons = [self.accept, self.decline]
        else:
            self.buttons = [Button(lambda: self.app.t("license.back"), lambda: Pop(), primary=True)]
        self.ui.set_widgets([self.view, *self.buttons], keep_focus=False)

    def on_accept(self) -> Transition:
        if not self.app.demo:
            self.app.update_settings(license_accepted=True)
        return self._continue()

    def _continue(self) -> Transition:
        if self.then is not None:
            return Replace(self.then() if callable(self.then) else self.then, clear=True)
        return Pop()

    def back(self) -> Transition | None:
        return Quit() if self.first_start else Pop()

    def wake_in(self) -> float:
        if self.first_start and self.app.demo:
            return max(0.0, DEMO_LICENSE_SECONDS - self.elapsed)
        return math.inf

    def update(self, dt: float) -> Transition | None:
        self.elapsed += dt
        if self.first_start and self.app.demo and self.elapsed >= DEMO_LICENSE_SECONDS:
            return self._continue()  # demo passes the license for this run only
        return None

    def place(self) -> None:
        area = self.app.content_rect
        s = self.app.scale
        title = self.title_rect()
        note_h = layout.px(30, s) if self.first_start else 0
        bh = layout.px(50, s)
        bottom_pad = layout.px(18, s)
        w = min(area.width - layout.px(40, s), layout.px(1000, s))
        top = title.bottom + layout.px(8, s) + note_h
        view_h = max(40, area.bottom - bottom_pad - bh - layout.px(16, s) - top)
        self.view.rect = pygame.Rect(area.centerx - w // 2, top, w, view_h)
        bw, gap = layout.px(260, s), layout.px(20, s)
        n = len(self.buttons)
        total = n * bw + (n - 1) * gap
        x = area.centerx - total // 2
        y = self.view.rect.bottom + layout.px(16, s)
        for b in self.buttons:
            b.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap

    def title_rect(self) -> pygame.Rect:
        area = self.app.content_rect
        return pygame.Rect(area.x, area.y + self.app.px(10), area.width, self.app.px(56))

    def draw_content(self, surface: pygame.Surface) -> None:
        if self.first_start:
            key = "license.demo" if self.app.demo else "license.first_start"
            font = self.app.fonts(self.app.px(18))
            msg = wrap_text(font, self.app.t(key), self.view.rect.width)[0]
            text(
                surface,
                font,
                msg,
                theme.TEXT,
                midbottom=(self.view.rect.centerx, self.view.rect.y - self.app.px(6)),
            )
