"""Posting real pygame events into the app loop (keys, typing, clicks)."""

from __future__ import annotations

import pygame

from game.app import App


def key(app: App, k: int, mod: int = 0, unicode: str = "") -> None:
    """Post a key press and run one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))
    app.step(1 / 60)


def type_text(app: App, s: str) -> None:
    """Post TEXTINPUT events (how SDL delivers typed characters) and run one frame."""
    for ch in s:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.step(1 / 60)


def click(app: App, pos: tuple[int, int]) -> None:
    """Post a mouse move and left click at ``pos`` and run one frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)


def screen_text(app: App) -> list[str]:
    """Every line of text the next frame of ``app`` draws (through the text caches, the widgets'
    and key buttons' labels the notices and the titles), in drawing order."""
    from game.ui import draw, keybutton, textcache, toast, widgets

    seen: list[str] = []
    cache_render = textcache.TextCache.render
    widget_rendered = widgets.rendered
    toast_line = toast.render_line
    draw_line = draw._line

    def line_spy(font, value, color, alpha=255):  # type: ignore[no-untyped-def]
        if alpha == 255:  # not the shadow of a title
            seen.append(value)
        return draw_line(font, value, color, alpha)

    def toast_spy(font, text, antialias, color):  # type: ignore[no-untyped-def]
        seen.append(text)
        return toast_line(font, text, antialias, color)

    def cache_spy(self, text, size, color, bold=False):  # type: ignore[no-untyped-def]
        seen.append(text)
        return cache_render(self, text, size, color, bold)

    def widget_spy(font, text, color):  # type: ignore[no-untyped-def]
        seen.append(text)
        return widget_rendered(font, text, color)

    textcache.TextCache.render = cache_spy  # type: ignore[method-assign]
    widgets.rendered = keybutton.rendered = widget_spy
    toast.render_line = toast_spy
    draw._line = line_spy
    try:
        app.draw()
    finally:
        textcache.TextCache.render = cache_render  # type: ignore[method-assign]
        widgets.rendered = keybutton.rendered = widget_rendered
        toast.render_line = toast_line
        draw._line = draw_line
    return seen
