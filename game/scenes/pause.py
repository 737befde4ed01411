"""Pause (Esc on the table): Weiter, Spielregeln, Einstellungen, Zum Menü (after a confirm dialog).

Drawn over the table (transparent), which stays visible but dimmed and does
not update while paused (only the top scene updates). Esc or Weiter pops it.
Einstellungen is the settings screen of the start menu: sound, speed and
language apply at once (`App.apply_settings`), and the table reads them every
frame, so they hold from the first frame after Weiter.
"""

from __future__ import annotations

import pygame

from game.scenes.base import Pop, Push, Replace, Transition
from game.scenes.common import OverlayScene
from game.ui import layout
from game.ui.widgets import Button

__all__ = ["PauseScene"]


class PauseScene(OverlayScene):
    """The pause menu over the table."""

    idle_capable = True  # drawn again only after input (see game.scenes.base)

    title_key = "pause.title"

    def build(self) -> None:
        t = self.app.t
        self.menu_button = Button(lambda: t("pause.menu"), self.to_menu)
        self.settings_button = Button(lambda: t("pause.settings"), self.settings)
        self.buttons = [
            Button(lambda: t("pause.resume"), lambda: Pop(), primary=True),
            Button(lambda: t("pause.rules"), self.rules),
            self.settings_button,
            self.menu_button,
        ]
        self.ui.set_widgets(self.buttons, keep_focus=False)

    def rules(self) -> Transition:
        from game.scenes.rules import RulesScene

        return Push(RulesScene(self.app))

    def settings(self) -> Transition:
        from game.scenes.settings import SettingsScene

        return Push(SettingsScene(self.app))

    def to_menu(self) -> Transition:
        from game.scenes.dialog import ConfirmDialog

        return Push(
            ConfirmDialog(
                self.app,
                self.app.t("pause.confirm_menu"),
                lambda: Replace(self.app.screens.start(), clear=True),
            )
        )

    def back(self) -> Transition | None:
        return Pop()

    def panel_size(self) -> tuple[int, int]:
        return self.app.px(440), self.app.px(366)

    def place(self) -> None:
        r = self.panel_rect()
        px = self.app.px
        top = self.title_rect().bottom + px(16)
        rects = layout.column(
            pygame.Rect(r.x, top, r.width, r.bottom - top - px(20)),
            len(self.buttons),
            r.width - px(80),
            px(52),
            px(14),
            top=top,
        )
        for b, rect in zip(self.buttons, rects):
            b.rect = rect
