"""Rendered text lines kept between frames, so a scene never re-renders the same string.

Font rendering is the most expensive thing a frame of the table does; the
strings on screen change rarely (a name, a count, a hint), so `TextCache`
keeps the surfaces keyed by (text, size, colour, bold) and forgets them all
when it grows past a bound (sizes change on resize, languages on switch).
"""

from __future__ import annotations

from typing import Protocol

import pygame

from .safetext import render_line

__all__ = ["TextCache"]


class FontFor(Protocol):
    """The app's fonts by size in px and boldness (``lambda size, bold: app.fonts(size, bold)``)."""

    def __call__(self, size_px: int, bold: bool, /) -> pygame.font.Font: ...


class TextCache:
    """Renders and caches single lines of text for one app's fonts."""

    def __init__(self, font_for: FontFor, limit: int = 600) -> None:
        self._font_for = font_for
        self._limit = limit
        self._cache: dict[tuple[str, int, tuple[int, ...], bool], pygame.Surface] = {}

    def render(self, text: str, size: int, color: tuple[int, ...], bold: bool = False) -> pygame.Surface:
        """The text ``size`` px high in ``color`` (a cached surface: do not draw on it)."""
        key = (text, size, tuple(color), bold)
        image = self._cache.get(key)
        if image is None:
            if len(self._cache) >= self._limit:
                self._cache.clear()
            image = render_line(self._font_for(size, bold), text, True, color)
            self._cache[key] = image
        return image

    def fit(
        self, text: str, size: int, color: tuple[int, ...], max_width: int, bold: bool = False
    ) -> pygame.Surface:
        """Like `render`, shrinking the size until the line fits ``max_width``."""
        image = self.render(text, size, color, bold)
        while image.get_width() > max_width and size > 10:
            size -= 1
            image = self.render(text, size, color, bold)
        return image

    def blit(
        self,
        surface: pygame.Surface,
        text: str,
        size: int,
        color: tuple[int, ...],
        bold: bool = False,
        max_width: int | None = None,
        **anchor: tuple[int, int] | int,
    ) -> pygame.Rect:
        """Blit a cached line positioned like a Rect attribute (center=..., midleft=...)."""
        image = (
            self.fit(text, size, color, max_width, bold)
            if max_width
            else self.render(text, size, color, bold)
        )
        rect = image.get_rect(**anchor)
        surface.blit(image, rect)
        return rect

    def clear(self) -> None:
        self._cache.clear()
