"""Pause (Esc on the table): Weiter, Spielregeln, Einstellungen, Zum Menü (after a confirm dialog).

A table may add entries of its own after Spielregeln (``extra``: a catalogue
key and what it opens, in place of the pause menu) - the Hold'em cash table's
Plätze between hands. Spielregeln opens the rules of the table's game
(``rules``: the table's own F1; without one, the token game's).

Drawn over the table (transparent), which stays visible but dimmed and does
not update while paused (only the top scene updates). Esc or Weiter pops it.
Einstellungen is the settings screen of the start menu: sound, speed and
language apply at once (`App.apply_settings`), and the table reads them every
frame, so they hold from the first frame after Weiter.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.scenes.base import Pop, Push, Replace, Scene, SceneContext, Transition
from game.scenes.common import OverlayScene
from game.ui import layout
from game.ui.widgets import Button

__all__ = ["PauseScene"]


class PauseScene(OverlayScene):
    """The pause menu over the table."""

    idle_capable = True  # drawn again only after input (see game.scenes.base)

    title_key = "pause.title"

    def __init__(
        self,
        app: SceneContext,
        extra: Sequence[tuple[str, Callable[[], Scene]]] = (),
        rules: Callable[[], Transition] | None = None,
    ) -> None:
        #: The table's own entries: catalogue key -> the scene it opens in place of the pause menu.
        self.extra = tuple(extra)
        #: The table's rules (its F1), opened over the pause menu.
        self.table_rules = rules
        super().__init__(app)

    def build(self) -> None:
        t = self.app.t
        self.menu_button = Button(lambda: t("pause.menu"), self.to_menu)
        self.settings_button = Button(lambda: t("pause.settings"), self.settings)
        self.buttons = [
            Button(lambda: t("pause.resume"), lambda: Pop(), primary=True),
            Button(lambda: t("pause.rules"), self.rules),
            *(self._entry(key, opens) for key, opens in self.extra),
            self.settings_button,
            self.menu_button,
        ]
        self.ui.set_widgets(self.buttons, keep_focus=False)

    def _entry(self, key: str, opens: Callable[[], Scene]) -> Button:
        """A table's own entry: opens its scene in place of the pause menu."""
        return Button(lambda: self.app.t(key), lambda: Replace(opens()))

    def rules(self) -> Transition:
        if self.table_rules is not None:
            return self.table_rules()
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
        return self.app.px(440), self.app.px(366 + 66 * len(self.extra))

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
