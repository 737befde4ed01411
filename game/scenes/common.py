"""Shared scaffolding of the menu-like screens: felt background, title, a focus group.

`UIScene` routes events to its `FocusGroup` first and Esc to `back()`;
subclasses build widgets in `build()` (once) and place them in `place()`
(on every layout, from `app.content_rect` and `app.scale` only).
`OverlayScene` is the transparent variant for dialogs drawn over the scene
below (a dimmed backdrop and a centred panel).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Protocol

import pygame

from game.scenes.base import Scene, SceneContext, Transition
from game.ui import theme
from game.ui.draw import felt_background, panel, shadowed_text, text
from game.ui.toast import Toast
from game.ui.widgets import FocusGroup, TextField

__all__ = ["UIScene", "OverlayScene", "mute_key"]

#: Modifiers that make M something else than the mute key (Ctrl+M, Alt+M ...).
_NOT_MUTE = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_GUI


class MuteHost(SceneContext, Protocol):
    """What the M key uses of the app: the context, the top scene and the notice line."""

    toast: Toast

    @property
    def top(self) -> Scene | None:
        """The scene that has the input (None before the first)."""
        ...


def mute_key(app: MuteHost, event: pygame.event.Event) -> bool:
    """M anywhere in the game switches the sound off or on at once (and says so); True if it did.

    Not while a text is typed (a name field has the focus, a chat line is open): there M is a letter.
    """
    if event.type != pygame.KEYDOWN or event.key != pygame.K_m or event.mod & _NOT_MUTE:
        return False
    top = app.top
    if top is not None and top.typing():
        return False
    sound = not app.settings.sound
    app.apply_settings(replace(app.settings, sound=sound))
    app.toast.show_state(app.t("sound.on" if sound else "sound.off"), (app.t("sound.on"), app.t("sound.off")))
    return True


class _BuiltAfterInit(type):
    """Calls ``build()`` on a new scene once its whole constructor has run, the subclass's
    own ``__init__`` included, so ``build`` may use every field that constructor sets."""

    # Any on purpose: mypy then checks each call against the scene's own __init__ and types
    # the result as that scene (a typed __call__ here would replace both with *args/**kwargs).
    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        scene = super().__call__(*args, **kwargs)
        scene.build()
        return scene


class UIScene(Scene, metaclass=_BuiltAfterInit):
    """A screen of widgets on the felt with a title.

    ``build()`` runs once, right after the constructor (see `_BuiltAfterInit`)."""

    title_key = ""

    def __init__(self, app: SceneContext) -> None:
        super().__init__(app)
        self.ui = FocusGroup()

    # hooks ------------------------------------------------------------
    def build(self) -> None:
        """Create widgets (once)."""

    def place(self) -> None:
        """Set widget rects from the content rect and scale."""

    def back(self) -> Transition | None:
        """Esc: by default nothing."""
        return None

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        """Events the widgets did not take (shortcuts)."""
        return None

    def title(self) -> str:
        return self.app.t(self.title_key) if self.title_key else ""

    def typing(self) -> bool:
        return isinstance(self.ui.focused, TextField)

    def refuse_number(self, text: str, lo: int, hi: int) -> None:
        """A number field's refusal in words (its ``on_refuse``): what is allowed."""
        key = "field.number_empty" if not text else "field.number_refused"
        self.app.notify(self.app.t(key, text=text, lo=lo, hi=hi))

    # Scene -------------------------------------------------------------
    def layout(self) -> None:
        self.place()

    def handle(self, event: pygame.event.Event) -> Transition | None:
        used, result = self.ui.handle(event)
        if used:
            return result
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return self.back()
        return self.on_event(event)

    def draw_background(self, surface: pygame.Surface) -> None:
        felt_background(surface, self.app.content_rect)

    def title_rect(self) -> pygame.Rect:
        area = self.app.content_rect
        return pygame.Rect(area.x, area.y + self.app.px(24), area.width, self.app.px(64))

    def draw_title(self, surface: pygame.Surface) -> None:
        title = self.title()
        if title:
            font = self.app.fonts(self.app.px(42), bold=True)
            shadowed_text(
                surface, font, title, theme.ACCENT, offset=self.app.px(3), center=self.title_rect().center
            )

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_title(surface)
        self.draw_content(surface)
        self.ui.draw(surface, self.app)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Anything between the background and the widgets."""


class OverlayScene(UIScene):
    """A dialog over the scene below: dims it and shows a centred panel."""

    transparent = True

    def panel_size(self) -> tuple[int, int]:
        return self.app.px(560), self.app.px(280)

    def panel_rect(self) -> pygame.Rect:
        area = self.app.content_rect
        w, h = self.panel_size()
        r = pygame.Rect(0, 0, min(w, area.width - 16), min(h, area.height - 16))
        r.center = area.center
        return r

    def draw_background(self, surface: pygame.Surface) -> None:
        area = self.app.content_rect
        shade = pygame.Surface(area.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, area.topleft)
        r = self.panel_rect()
        panel(surface, r.move(0, self.app.px(6)), (0, 0, 0, 120), None, self.app.px(18))
        panel(surface, r, (14, 44, 30), theme.PANEL_BORDER, self.app.px(18), max(2, self.app.px(2)))

    def title_rect(self) -> pygame.Rect:
        r = self.panel_rect()
        return pygame.Rect(r.x, r.y + self.app.px(16), r.width, self.app.px(48))

    def draw_title(self, surface: pygame.Surface) -> None:
        title = self.title()
        if title:
            font = self.app.fonts(self.app.px(30), bold=True)
            text(surface, font, title, theme.ACCENT, center=self.title_rect().center)
