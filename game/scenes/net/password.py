"""The password of a private table, asked before sitting down at it or watching it.

Pushed over the lobby (`net_lobby.LobbyScene`) for a table the lobby lists
as private (a lock) when the person is not invited. The field shows
stars; Enter or "OK" hands the text to the lobby, which sends it with
``sit`` or ``watch`` (the server checks it; a wrong one comes back as a red
line in the lobby, too many lock the tries at that table for a while);
Esc closes. The lobby keeps being read underneath (``poll``).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.net.protocol import MAX_PASSWORD
from game.scenes.base import Pop, SceneContext, Transition
from game.scenes.common import OverlayScene
from game.scenes.net.room import POLL
from game.ui import theme
from game.ui.draw import text
from game.ui.widgets import Button, TextField

__all__ = ["PasswordScene"]


class PasswordScene(OverlayScene):
    """Ask for a private table's password."""

    title_key = "net.password.title"
    idle_capable = True

    def __init__(
        self,
        app: SceneContext,
        table: int,
        done: Callable[[str], Transition | None],
        poll: Callable[[float], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.table = table
        self.done = done
        self.poll = poll

    def build(self) -> None:
        t = self.app.t
        self.field = TextField("", MAX_PASSWORD, secret=True)
        self.ok_button = Button(lambda: t("net.password.ok"), self.ok, primary=True)
        self.back_button = Button(lambda: t("net.back"), lambda: Pop())
        self.ui.set_widgets([self.field, self.ok_button, self.back_button])

    def update(self, dt: float) -> Transition | None:
        if self.poll is not None:
            self.poll(dt)
        return None

    def wake_in(self) -> float:
        return POLL

    def ok(self) -> Transition | None:
        secret = self.field.value
        if not secret:
            return None
        self.done(secret)
        return Pop()

    def back(self) -> Transition | None:
        return Pop()

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if not isinstance(self.ui.focused, Button) or self.ui.focused is self.ok_button:
                return self.ok()
        return super().handle(event)

    def panel_size(self) -> tuple[int, int]:
        return self.app.px(560), self.app.px(300)

    def place(self) -> None:
        px = self.app.px
        r = self.panel_rect()
        y = self.title_rect().bottom + px(44)
        self.field.rect = pygame.Rect(r.x + px(24), y, r.width - px(48), px(46))
        w = (r.width - px(60)) // 2
        self.ok_button.rect = pygame.Rect(r.x + px(20), r.bottom - px(66), w, px(50))
        self.back_button.rect = pygame.Rect(r.right - px(20) - w, r.bottom - px(66), w, px(50))

    def draw_content(self, surface: pygame.Surface) -> None:
        font = self.app.fonts(self.app.px(18))
        words = self.app.t("net.password.ask", table=self.table)
        text(
            surface,
            font,
            words,
            theme.TEXT_DIM,
            midbottom=(self.panel_rect().centerx, self.field.rect.y - self.app.px(8)),
        )
