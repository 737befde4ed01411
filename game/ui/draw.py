"""Small drawing helpers every screen shares: the UI font, felt background, panels, text.

The UI font is Lato (Regular and Bold, SIL Open Font License 1.1), shipped
as package data in ``game/assets/fonts`` with its license; the files are read
through ``importlib.resources``, so they are found from any working directory
and from an installed wheel. The felt background is rendered once per window
size (a small radial gradient scaled up smoothly) and cached, so a frame costs
one blit.
"""

from __future__ import annotations

import io
import math
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Protocol

import pygame

from . import theme
from .safetext import render_line, text_width
from .wrap import wrap_words

if TYPE_CHECKING:
    from pygame.typing import ColorLike

__all__ = ["bundled_font", "felt_background", "panel", "text", "text_fit", "wrap_text", "shadowed_text"]


class FontAt(Protocol):
    """The UI font at a size in px: `bundled_font`, ``App.fonts`` or a test's ``lambda size: font``."""

    def __call__(self, size_px: int, /) -> pygame.font.Font: ...


#: The shipped UI faces: real Regular and Bold cuts (pygame's default font is a
#: bold face only, and its synthetic bold spaced letters unevenly: "Anim ation").
FONT_FILES = {False: "Lato-Regular.ttf", True: "Lato-Bold.ttf"}
#: Lato's letters are smaller than the old font's at the same line height
#: (x-height 0.50 against 0.55 of the line): 8 % more keeps them as large as
#: before, and Lato is so much narrower (about 10 %) that every text still fits.
FONT_SCALE = 1.08
#: pygame renders its bundled default font at about 0.6875 of the requested size.
_DEFAULT_FONT_RATIO = 0.6875


#: Rendered after every line and cut off again (see `_SteadyFont`): the ring of
#: "Å" reaches as high as the accents of capitals (Ä, É, Š) go.
_TALL_TAIL = " Å"


class _SteadyFont(pygame.font.Font):
    """A font whose lines all sit on the same baseline.

    SDL_ttf moves a whole line down when one glyph reaches above the font's
    ascent, and Lato's accented capitals do: "PLÄTZE" sat 3 px lower than
    "NAME" in the same row. Rendering every line with the same tall tail and
    cutting the tail off gives every line the same shift, which also centres
    the capitals in the line's surface.
    """

    def render(
        self,
        text: str | bytes | None,
        antialias: bool,
        color: ColorLike,
        bgcolor: ColorLike | None = None,
        wraplength: int = 0,
    ) -> pygame.Surface:
        if not isinstance(text, str) or not text or wraplength or "\n" in text:
            return super().render(text, antialias, color, bgcolor, wraplength)
        full = super().render(text + _TALL_TAIL, antialias, color, bgcolor)
        width = min(full.get_width(), self.size(text)[0])
        return full.subsurface((0, 0, width, full.get_height())).copy()


@lru_cache(maxsize=2)
def _font_bytes(bold: bool) -> bytes | None:
    # read once: every size is a new Font over the same bytes
    try:
        return resources.files("game").joinpath("assets", "fonts", FONT_FILES[bold]).read_bytes()
    except OSError:
        return None


def bundled_font(size_px: int, bold: bool = False) -> pygame.font.Font:
    """The UI font (Lato; Bold if ``bold``) for a ``size_px`` line of the old font.

    Its letters are as large as the old font's and its line height is
    ``FONT_SCALE`` times ``size_px``; shrink a font by asking for a smaller
    ``size_px``, never by feeding ``get_height()`` back in.

    Without the font files (a broken install) pygame's default font stands in,
    so the game still shows every text.
    """
    data = _font_bytes(bold)
    if data is None:
        font = pygame.font.Font(None, max(6, math.ceil(size_px / _DEFAULT_FONT_RATIO)))
        font.bold = bold
        return font
    # Lato's line height (ascent + descent) is exactly its point size
    return _SteadyFont(io.BytesIO(data), max(6, round(size_px * FONT_SCALE)))


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


# values keep their font alive, so an id() in a key can never be reused by another font
_LINES: dict[tuple[int, str, tuple[int, ...], int], tuple[pygame.font.Font, pygame.Surface]] = {}


def _line(font: pygame.font.Font, value: str, color: tuple[int, ...], alpha: int = 255) -> pygame.Surface:
    """A rendered line, cached: screens draw the same labels every frame."""
    key = (id(font), value, tuple(color), alpha)
    hit = _LINES.get(key)
    if hit is None:
        if len(_LINES) > 512:
            _LINES.clear()
        image = render_line(font, value, True, color)  # never raises, whatever the string
        if alpha < 255:
            image.set_alpha(alpha)
        hit = _LINES[key] = (font, image)
    return hit[1]


def text(
    surface: pygame.Surface,
    font: pygame.font.Font,
    value: str,
    color: tuple[int, ...],
    **anchor: tuple[int, int] | int,
) -> pygame.Rect:
    """Render and blit one line; ``anchor`` like Rect attributes (center=..., topleft=...)."""
    image = _line(font, value, color)
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
    shadow = _line(font, value, (0, 0, 0), alpha=120)
    image = _line(font, value, color)
    rect = image.get_rect(**anchor)
    surface.blit(shadow, rect.move(offset, offset))
    surface.blit(image, rect)
    return rect


def text_fit(
    font_for: FontAt, value: str, max_width: int, size: int, min_size: int = 12
) -> pygame.font.Font:
    """The largest font (<= size) in which ``value`` fits ``max_width``."""
    while size > min_size and text_width(font_for(size), value) > max_width:
        size -= 1
    return font_for(size)


def wrap_text(font: pygame.font.Font, value: str, max_width: int) -> list[str]:
    """Word-wrap a text with newlines into rows that fit ``max_width`` (empty rows kept)."""
    rows: list[str] = []
    for paragraph in value.split("\n"):
        if not paragraph.strip():
            rows.append("")
            continue
        rows.extend(wrap_words(paragraph, max(20, max_width), lambda s: text_width(font, s)))
    return rows
