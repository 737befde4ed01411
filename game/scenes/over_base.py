"""What the end screens of a match share: Revanche, Verlauf and Menü in a row, and their keys.

`OverScene` is the base of the Duell's end screen (`duell_over`) and
Hold'em's (`holdem_over`): three buttons centred at the bottom - Revanche
(Enter, the primary one) starts a new match of the same set-up, Verlauf or
H opens the match's history, Menü or Esc goes to the start screen - and the
key hint under them. A subclass names its words (`words`: the catalogue
prefix of the three buttons; `hint_key`), starts its rematch
(`play_again`), opens its history (`history`) and draws the result between
the title and the buttons (`draw_result`). The session has counted the
match in the statistics before the screen opens, so leaving it changes
nothing on disk.
"""

from __future__ import annotations

import pygame

from game.scenes.base import Quit, Replace, SceneContext, Transition
from game.scenes.common import UIScene
from game.ui import theme
from game.ui.textcache import TextCache
from game.ui.widgets import Button

__all__ = ["OverScene", "DEMO_GAMEOVER_SECONDS"]


#: How long --demo shows the final screen before quitting (every game's end screen).
DEMO_GAMEOVER_SECONDS = 2.5


class OverScene(UIScene):
    """The end of a match (see the module doc)."""

    idle_capable = True  # drawn again only after input (see game.scenes.base)

    #: The catalogue prefix of the buttons: ``<words>.rematch``, ``.history``, ``.menu``.
    words = ""
    #: The key hint at the bottom.
    hint_key = ""

    def __init__(self, app: SceneContext) -> None:
        super().__init__(app)
        self.elapsed = 0.0
        self.text = TextCache(lambda size, bold: app.fonts(size, bold))

    def build(self) -> None:
        t, words = self.app.t, self.words
        self.rematch = Button(lambda: t(f"{words}.rematch"), self.play_again, primary=True)
        self.history_button = Button(lambda: t(f"{words}.history"), self.history)
        self.menu = Button(lambda: t(f"{words}.menu"), self.to_menu)
        self.ui.set_widgets([self.rematch, self.history_button, self.menu], keep_focus=False)

    # the ways out ----------------------------------------------------------------
    def play_again(self) -> Transition:
        """Revanche: the table of a new match of the same set-up."""
        raise NotImplementedError

    def history(self) -> Transition:
        """Verlauf: the match's history over this screen."""
        raise NotImplementedError

    def to_menu(self) -> Transition:
        return Replace(self.app.screens.start(), clear=True)

    def back(self) -> Transition | None:
        return self.to_menu()

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            return self.history()
        return None

    def update(self, dt: float) -> Transition | None:
        """--demo: the end of the watch game shows for a moment, then the program ends."""
        self.elapsed += dt
        if self.app.demo and self.elapsed >= DEMO_GAMEOVER_SECONDS:
            return Quit()
        return None

    def wake_in(self) -> float:
        return DEMO_GAMEOVER_SECONDS - self.elapsed if self.app.demo else float("inf")

    # layout and drawing ----------------------------------------------------------
    def place(self) -> None:
        area = self.app.content_rect
        px = self.app.px
        bw, bh, gap = px(220), px(52), px(20)
        y = area.bottom - px(36) - bh
        x = area.centerx - (3 * bw + 2 * gap) // 2
        for button in (self.rematch, self.history_button, self.menu):
            button.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_result(surface)
        area, px = self.app.content_rect, self.app.px
        self.text.blit(
            surface,
            self.app.t(self.hint_key),
            px(16),
            theme.TEXT_DIM,
            midbottom=(area.centerx, area.bottom - px(8)),
        )

    def draw_result(self, surface: pygame.Surface) -> None:
        """The match's result between the title and the buttons."""
