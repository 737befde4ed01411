"""Neues Spiel: which game - the token game (2 to 5 players), Duell (the person against the computer)
or Texas Hold'em (2 to 10 seats).

Pushed over the start screen by "Neues Spiel". Each game is a large button
with a line that says what it is; a click, Enter on the focused button, T
(Token-Spiel), D (Duell) or H (Hold'em) opens that game's own set-up screen;
Esc goes back to the start screen.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.scenes.base import GameEntry, Pop, Replace, Transition
from game.scenes.common import OverlayScene
from game.ui import theme
from game.ui.draw import text, wrap_text
from game.ui.widgets import Button

__all__ = ["GameChoiceScene"]


class GameChoiceScene(OverlayScene):
    """One button per registered game with a set-up screen (`SceneContext.games`)."""

    idle_capable = True  # drawn again only after input (see game.scenes.base)

    title_key = "choice.title"

    def build(self) -> None:
        t = self.app.t
        #: The registered games played in the window, with their buttons (in registry order).
        self.games: list[tuple[GameEntry, Button]] = [
            (entry, Button(self._label(entry.title_key), self._opener(entry), primary=True))
            for entry in self.app.games
            if entry.setup is not None and entry.title_key is not None
        ]
        self.back_button = Button(lambda: t("choice.back"), lambda: Pop())
        self.ui.set_widgets([*(button for _, button in self.games), self.back_button], keep_focus=False)

    def _label(self, key: str) -> Callable[[], str]:
        return lambda: self.app.t(key)

    def _opener(self, entry: GameEntry) -> Callable[[], Transition]:
        return lambda: self.open(entry)

    def button(self, key: str) -> Button:
        """The button of the game registered as ``key``."""
        return next(button for entry, button in self.games if entry.key == key)

    def open(self, entry: GameEntry) -> Transition:
        """``entry``'s set-up screen in place of this one."""
        assert entry.setup is not None  # only games with a set-up screen have a button
        return Replace(entry.setup(self.app))

    def back(self) -> Transition | None:
        return Pop()

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN:
            for entry, _ in self.games:
                if entry.letter is not None and event.key == ord(entry.letter.lower()):
                    return self.open(entry)
        return None

    def panel_size(self) -> tuple[int, int]:
        return self.app.px(960), self.app.px(400)

    def place(self) -> None:
        r = self.panel_rect()
        px = self.app.px
        games = [button for _, button in self.games]
        w = (r.width - px(40) - (len(games) - 1) * px(20)) // len(games)
        y = self.title_rect().bottom + px(20)
        for k, button in enumerate(games):
            button.rect = pygame.Rect(r.x + px(20) + k * (w + px(20)), y, w, px(64))
        self.back_button.rect = pygame.Rect(0, 0, px(200), px(46))
        self.back_button.rect.midbottom = (r.centerx, r.bottom - px(20))

    def draw_content(self, surface: pygame.Surface) -> None:
        px, t = self.app.px, self.app.t
        font = self.app.fonts(px(17))
        for entry, button in self.games:
            y = button.rect.bottom + px(12)
            for line in wrap_text(font, t(entry.help_key) if entry.help_key else "", button.rect.width):
                text(surface, font, line, theme.TEXT, midtop=(button.rect.centerx, y))
                y += font.get_linesize()
            if entry.letter is None:
                continue
            text(
                surface,
                self.app.fonts(px(15), True),
                entry.letter,
                theme.ACCENT,
                topright=(button.rect.right - px(8), button.rect.y + px(6)),
            )
        hint = self.app.fonts(px(15))
        text(
            surface,
            hint,
            t("hint.choice"),
            theme.TEXT_DIM,
            midbottom=(self.panel_rect().centerx, self.back_button.rect.y - px(8)),
        )
