"""Neues Spiel: which game - the token game (2 to 5 players), Duell (the person against the computer)
or Texas Hold'em (2 to 10 seats).

Pushed over the start screen by "Neues Spiel". Each game is a large button
with a line that says what it is; a click, Enter on the focused button, T
(Token-Spiel), D (Duell) or H (Hold'em) opens that game's own set-up screen;
Esc goes back to the start screen.
"""

from __future__ import annotations

import pygame

from game.scenes.base import Pop, Replace, Transition
from game.scenes.common import OverlayScene
from game.ui import theme
from game.ui.draw import text, wrap_text
from game.ui.widgets import Button

__all__ = ["GameChoiceScene"]


class GameChoiceScene(OverlayScene):
    """Token-Spiel, Duell or Texas Hold'em."""

    idle_capable = True  # drawn again only after input (see game.scenes.base)

    title_key = "choice.title"

    def build(self) -> None:
        t = self.app.t
        self.token_button = Button(lambda: t("choice.token"), self.token, primary=True)
        self.duell_button = Button(lambda: t("choice.duell"), self.duell, primary=True)
        self.holdem_button = Button(lambda: t("choice.holdem"), self.holdem, primary=True)
        self.back_button = Button(lambda: t("choice.back"), lambda: Pop())
        games = [self.token_button, self.duell_button, self.holdem_button]
        self.ui.set_widgets([*games, self.back_button], keep_focus=False)

    def token(self) -> Transition:
        return Replace(self.app.screens.setup())

    def duell(self) -> Transition:
        return Replace(self.app.screens.duell_setup())

    def holdem(self) -> Transition:
        return Replace(self.app.screens.holdem_setup())

    def back(self) -> Transition | None:
        return Pop()

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_t:
                return self.token()
            if event.key == pygame.K_d:
                return self.duell()
            if event.key == pygame.K_h:
                return self.holdem()
        return None

    def panel_size(self) -> tuple[int, int]:
        return self.app.px(960), self.app.px(400)

    def place(self) -> None:
        r = self.panel_rect()
        px = self.app.px
        games = (self.token_button, self.duell_button, self.holdem_button)
        w = (r.width - px(40) - (len(games) - 1) * px(20)) // len(games)
        y = self.title_rect().bottom + px(20)
        for k, button in enumerate(games):
            button.rect = pygame.Rect(r.x + px(20) + k * (w + px(20)), y, w, px(64))
        self.back_button.rect = pygame.Rect(0, 0, px(200), px(46))
        self.back_button.rect.midbottom = (r.centerx, r.bottom - px(20))

    def draw_content(self, surface: pygame.Surface) -> None:
        px, t = self.app.px, self.app.t
        font = self.app.fonts(px(17))
        for button, key, letter in (
            (self.token_button, "choice.token_help", "T"),
            (self.duell_button, "choice.duell_help", "D"),
            (self.holdem_button, "choice.holdem_help", "H"),
        ):
            y = button.rect.bottom + px(12)
            for line in wrap_text(font, t(key), button.rect.width):
                text(surface, font, line, theme.TEXT, midtop=(button.rect.centerx, y))
                y += font.get_linesize()
            text(
                surface,
                self.app.fonts(px(15), True),
                letter,
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
