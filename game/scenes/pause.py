"""Pause (Esc on the table): Weiter, Spielregeln, Zum Menü (after a confirm dialog).

Drawn over the table (transparent), which stays visible but dimmed and does
not update while paused (only the top scene updates). Esc or Weiter pops it.
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

    title_key = "pause.title"

    def build(self) -> None:
        t = self.app.t
        self.buttons = [
            Button(lambda: t("pause.resume"), lambda: Pop(), primary=True),
            Button(lambda: t("pause.rules"), self.rules),
            Button(lambda: t("pause.menu"), self.to_menu),
        ]
        self.ui.set_widgets(self.buttons, keep_focus=False)

    def rules(self) -> Transition:
        from game.scenes.rules import RulesScene

        return Push(RulesScene(self.app))

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
        return self.app.px(440), self.app.px(300)

    def place(self) -> None:
        r = self.panel_rect()
        px = self.app.px
        top = self.title_rect().bottom + px(16)
        rects = layout.column(
            pygame.Rect(r.x, top, r.width, r.bottom - top - px(20)),
            3,
            r.width - px(80),
            px(52),
            px(14),
            top=top,
        )
        for b, rect in zip(self.buttons, rects):
            b.rect = rect
