"""Rendering any string without crashing: the one wrapper around `Font.render` and `Font.size`.

Names and other text can come from damaged files, so drawing must survive
strings the font renderer refuses: NUL (`ValueError`), lone surrogates
(`UnicodeEncodeError`) and strings of only zero-width characters
(`pygame.error: Text has zero width`). `drawable` replaces what cannot be
encoded, and `render_line` answers an empty line of the font's height where
SDL_ttf has nothing to draw.
"""

from __future__ import annotations

import pygame

__all__ = ["drawable", "render_line", "text_width"]


def drawable(text: str) -> str:
    """``text`` with NUL and lone surrogates replaced by U+FFFD (what SDL_ttf can take)."""
    if "\x00" in text:
        text = text.replace("\x00", "\ufffd")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = "".join("\ufffd" if 0xD800 <= ord(char) <= 0xDFFF else char for char in text)
    return text


def render_line(
    font: pygame.font.Font, text: str, antialias: bool, color: tuple[int, ...] | pygame.Color
) -> pygame.Surface:
    """``font.render(text, antialias, color)`` that never raises for the text."""
    try:
        return font.render(drawable(text), antialias, color)
    except (pygame.error, ValueError):  # "Text has zero width": nothing visible to draw
        return pygame.Surface((0, font.get_height()), pygame.SRCALPHA)


def text_width(font: pygame.font.Font, text: str) -> int:
    """The width of ``text`` in ``font`` (``font.size(text)[0]`` that never raises)."""
    try:
        return int(font.size(drawable(text))[0])
    except (pygame.error, ValueError):
        return 0
