"""The permanent warning overlay: the exact text of `game.legal`, always on top.

The app draws it last in every frame, in a solid band along the bottom of the
window; scenes only paint `app.content_rect`, which excludes the band, so no
card, dialog or cover screen can hide it. The font grows with the window
(at least 14 px at 1280x720 and never below that) and each warning line is
word-wrapped to the window width, so a narrow window shows more rows instead
of cutting text. The overlay records what it blitted in the last frame
(`drawn`), so tests can assert the exact text instead of eyeballing pixels.
"""

from __future__ import annotations

import pygame

from game.legal import WARNING_LINES

from . import theme
from .draw import FontAt
from .wrap import wrap_words

__all__ = ["WarningOverlay", "wrap_words", "overlay_font_px", "MIN_FONT_PX"]

#: Readable minimum: at least 14 px at 1280x720.
MIN_FONT_PX = 14
_BASE_FONT_PX = 16  # at 1280x720


def overlay_font_px(width: int, height: int) -> int:
    """Font size of the warning for a window size: scales with it, never below MIN_FONT_PX."""
    scale = min(width / 1280, height / 720)
    return max(MIN_FONT_PX, round(_BASE_FONT_PX * scale))


class WarningOverlay:
    """Lays out and draws the warning band; `height` is known after `layout`."""

    def __init__(self, font_for: FontAt) -> None:
        self._font_for = font_for
        self._size: tuple[int, int] = (0, 0)
        self.font_px = MIN_FONT_PX
        self.rows: list[str] = []
        self._row_surfaces: list[pygame.Surface] = []
        self._starts_line: list[bool] = []
        self.height = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        #: Text strings blitted in the last `draw` call, in order.
        self.drawn: list[str] = []
        self._pad_y = 0
        self._gap = 0
        self._line_h = 0

    def layout(self, width: int, height: int) -> None:
        """Wrap the text for a window size and fix the band's rect (cached per size)."""
        if (width, height) == self._size:
            return
        self._size = (width, height)
        self.font_px = overlay_font_px(width, height)
        font = self._font_for(self.font_px)
        pad_x = max(8, round(self.font_px * 1.2))
        self._pad_y = max(5, round(self.font_px * 0.45))
        self._gap = max(2, round(self.font_px * 0.15))
        self._line_h = font.get_linesize()
        self.rows = []
        self._starts_line = []
        for line in WARNING_LINES:
            wrapped = wrap_words(line, max(40, width - 2 * pad_x), lambda s: font.size(s)[0])
            self._starts_line.extend([True] + [False] * (len(wrapped) - 1))
            self.rows.extend(wrapped)
        self._row_surfaces = [font.render(row, True, theme.BAND_TEXT) for row in self.rows]
        n = len(self.rows)
        self.height = min(height, 2 * self._pad_y + n * self._line_h + (n - 1) * self._gap)
        self.rect = pygame.Rect(0, height - self.height, width, self.height)

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the band and the text on top of whatever is below."""
        self.layout(*surface.get_size())
        surface.fill(theme.BAND, self.rect)
        pygame.draw.line(surface, theme.BAND_EDGE, self.rect.topleft, self.rect.topright, 2)
        self.drawn = []
        y = self.rect.y + self._pad_y
        cx = self.rect.centerx
        for row, image in zip(self.rows, self._row_surfaces):
            surface.blit(image, image.get_rect(midtop=(cx, y)))
            self.drawn.append(row)
            y += self._line_h + self._gap

    def rendered_text(self) -> str:
        """The words drawn in the last frame joined by single spaces."""
        return " ".join(self.drawn)

    def fits(self) -> bool:
        """Whether every row of the last layout fits the window width (never cut)."""
        return all(s.get_width() <= self._size[0] for s in self._row_surfaces)
