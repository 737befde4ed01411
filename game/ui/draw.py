"""Small drawing helpers every screen shares: felt background, panels, text.

The felt background is rendered once per window size (a small radial
gradient scaled up smoothly) and cached, so a frame costs one blit.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from . import theme
from .safetext import render_line, text_width

__all__ = ["bundled_font", "felt_background", "panel", "text", "text_fit", "wrap_text", "shadowed_text"]


#: pygame renders its bundled default font at about 0.6875 of the requested size.
_DEFAULT_FONT_RATIO = 0.6875


def bundled_font(size_px: int) -> pygame.font.Font:
    """The bundled font whose rendered line height is about ``size_px`` pixels."""
    return pygame.font.Font(None, max(6, math.ceil(size_px / _DEFAULT_FONT_RATIO)))


@lru_cache(maxsize=4)
def _felt(width: int, height: int) -> pygame.Surface:
    # a radial vignette: concentric ellipses on a small surface, scaled up smoothly
    small_w, small_h = 128, 72
    small = pygame.Surface((small_w, small_h))
    c0, c1 = theme.FELT_LIGHT, theme.FELT_DARK
    small.fill(c1)
    steps = 40
    for i in range(steps):
        f = i / (steps - 1)  # 0 = outermost
        k = (1 - f) ** 1.6
        color = tuple(round(c0[j] + (c1[j] - c0[j]) * k) for j in range(3))
        w = small_w * 1.5 * (1 - f) + 2
        h = small_h * 1.25 * (1 - f) + 2
        r = pygame.Rect(0, 0, round(w), round(h))
        r.center = (small_w // 2, round(small_h * 0.45))
        pygame.draw.ellipse(small, color, r)
    blurred = pygame.transform.smoothscale(small, (24, 14))  # soften the rings
    return pygame.transform.smoothscale(blurred, (max(1, width), max(1, height)))


def felt_background(surface: pygame.Surface, area: pygame.Rect) -> None:
    """Fill ``area`` with the green felt (vignetted towards the edges)."""
    surface.blit(_felt(area.width, area.height), area.topleft)


@lru_cache(maxsize=256)
def _translucent(size: tuple[int, int], color: tuple[int, ...], radius: int) -> pygame.Surface:
    # cached: widgets redraw their translucent shadows every frame
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, color, layer.get_rect(), border_radius=radius)
    return layer


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
        surface.blit(_translucent(rect.size, tuple(color), radius), rect.topleft)
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
    image = render_line(font, value, True, color)
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
    shadow = render_line(font, value, True, (0, 0, 0))
    shadow.set_alpha(120)
    image = render_line(font, value, True, color)
    rect = image.get_rect(**anchor)
    surface.blit(shadow, rect.move(offset, offset))
    surface.blit(image, rect)
    return rect


def text_fit(
    font_for: Callable[[int], pygame.font.Font], value: str, max_width: int, size: int, min_size: int = 12
) -> pygame.font.Font:
    """The largest font (<= size) in which ``value`` fits ``max_width``."""
    while size > min_size and text_width(font_for(size), value) > max_width:
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
        rows.extend(wrap_words(paragraph, max(20, max_width), lambda s: text_width(font, s)))
    return rows
