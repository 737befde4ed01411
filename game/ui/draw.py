"""Small drawing helpers every screen shares: felt background, panels, text.

The felt background is rendered once per window size (a small radial
gradient scaled up smoothly) and cached, so a frame costs one blit.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from . import theme

__all__ = ["bundled_font", "felt_background", "panel", "text", "text_fit", "wrap_text", "shadowed_text"]


#: pygame renders its bundled default font at about 0.6875 of the requested size.
_DEFAULT_FONT_RATIO = 0.6875


def bundled_font(size_px: int) -> pygame.font.Font:
    """The bundled font whose rendered line height is about ``size_px`` pixels."""
    return pygame.font.Font(None, max(6, math.ceil(size_px / _DEFAULT_FONT_RATIO)))


@lru_cache(maxsize=4)
def _felt(width: int, height: int) -> pygame.Surface:
    small_w, small_h = 96, 54
    small = pygame.Surface((small_w, small_h))
    cx, cy = small_w / 2, small_h * 0.45
    max_d = ((small_w / 2) ** 2 + (small_h / 2) ** 2) ** 0.5
    c0, c1 = theme.FELT_LIGHT, theme.FELT_DARK
    for y in range(small_h):
        for x in range(small_w):
            d = min(1.0, (((x - cx) ** 2 + ((y - cy) * 1.5) ** 2) ** 0.5) / max_d)
            f = d**1.6
            small.set_at((x, y), tuple(round(c0[i] + (c1[i] - c0[i]) * f) for i in range(3)))
    return pygame.transform.smoothscale(small, (max(1, width), max(1, height)))


def felt_background(surface: pygame.Surface, area: pygame.Rect) -> None:
    """Fill ``area`` with the green felt (vignetted towards the edges)."""
    surface.blit(_felt(area.width, area.height), area.topleft)


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    color: tuple[int, ...] = theme.PANEL,
    border: tuple[int, ...] | None = theme.PANEL_BORDER,
    radius: int = 12,
    border_width: int = 2,
) -> None:
    """A rounded, possibly translucent panel with an optional border."""
    if rect.width <= 0 or rect.height <= 0:
        return
    if len(color) == 4 and color[3] < 255:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, color, layer.get_rect(), border_radius=radius)
        surface.blit(layer, rect.topleft)
    else:
        pygame.draw.rect(surface, color, rect, border_radius=radius)
    if border is not None and border_width > 0:
        pygame.draw.rect(surface, border, rect, border_width, border_radius=radius)


def text(
    surface: pygame.Surface,
    font: pygame.font.Font,
    value: str,
    color: tuple[int, ...],
    **anchor: tuple[int, int] | int,
) -> pygame.Rect:
    """Render and blit one line; ``anchor`` like Rect attributes (center=..., topleft=...)."""
    image = font.render(value, True, color)
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    return rect


def shadowed_text(
    surface: pygame.Surface,
    font: pygame.font.Font,
    value: str,
    color: tuple[int, ...],
    offset: int = 2,
    **anchor: tuple[int, int] | int,
) -> pygame.Rect:
    """A line with a soft dark drop shadow (titles on the felt)."""
    shadow = font.render(value, True, (0, 0, 0))
    shadow.set_alpha(120)
    image = font.render(value, True, color)
    rect = image.get_rect(**anchor)
    surface.blit(shadow, rect.move(offset, offset))
    surface.blit(image, rect)
    return rect


def text_fit(font_for: "callable", value: str, max_width: int, size: int, min_size: int = 12) -> pygame.font.Font:  # type: ignore[valid-type]
    """The largest font (<= size) in which ``value`` fits ``max_width``."""
    while size > min_size and font_for(size).size(value)[0] > max_width:
        size -= 1
    return font_for(size)


def wrap_text(font: pygame.font.Font, value: str, max_width: int) -> list[str]:
    """Word-wrap a text with newlines into rows that fit ``max_width`` (empty rows kept)."""
    from .overlay import wrap_words

    rows: list[str] = []
    for paragraph in value.split("\n"):
        if not paragraph.strip():
            rows.append("")
            continue
        rows.extend(wrap_words(paragraph, max(20, max_width), lambda s: font.size(s)[0]))
    return rows
