"""A scrollable list of rows of varying height, drawn by the screen that owns it.

The statistics and the round history show rich rows (card sprites, columns)
that `ScrollText` cannot draw, so this widget only does the scrolling: it
knows each row's height, keeps an offset in pixels, and calls
``draw_row(surface, index, rect)`` for the rows in view, clipped to its box.
Keyboard (when focused): Up/Down, PgUp/PgDn, Home/End; mouse: the wheel over
it, clicks on the scrollbar track page up or down, dragging the thumb. A
screen whose one list it is forwards the events its widgets left over to
`pointer`: the thumb's drag and the wheel then work wherever the pointer is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pygame

from . import theme
from .draw import panel
from .widgets import UI, Outcome, Widget

__all__ = ["ScrollList"]

DrawRow = Callable[[pygame.Surface, int, pygame.Rect], None]


class ScrollList(Widget):
    """Rows of given heights in a scrollable box; the owner draws each row."""

    def __init__(self, draw_row: DrawRow) -> None:
        super().__init__()
        self.draw_row = draw_row
        self.heights: list[int] = []
        self.offset = 0
        self.gap = 0
        self._drag: int | None = None  # pointer y minus thumb y while dragging

    def set_rows(self, heights: Sequence[int], gap: int = 0, keep_offset: bool = True) -> None:
        """Set the row heights (pixels); the offset stays within the new content."""
        self.heights = [max(1, int(h)) for h in heights]
        self.gap = gap
        if not keep_offset:
            self.offset = 0
        self.offset = max(0, min(self.offset, self.max_offset()))

    # geometry -----------------------------------------------------------
    def pad(self) -> int:
        return max(6, self.rect.height // 50)

    def bar_width(self) -> int:
        return max(8, self.rect.width // 90)

    def columns(self, fractions: Mapping[str, float], pad: int) -> dict[str, int]:
        """Column x positions for fractions of the row width (inside ``pad`` on both sides)."""
        inner = self.inner()
        width = inner.width - 2 * pad
        return {key: inner.x + pad + round(frac * width) for key, frac in fractions.items()}

    def inner(self) -> pygame.Rect:
        """Where rows are drawn (inside the padding, left of the scrollbar)."""
        p = self.pad()
        return pygame.Rect(
            self.rect.x + p,
            self.rect.y + p,
            self.rect.width - 3 * p - self.bar_width(),
            self.rect.height - 2 * p,
        )

    def content_height(self) -> int:
        if not self.heights:
            return 0
        return sum(self.heights) + self.gap * (len(self.heights) - 1)

    def max_offset(self) -> int:
        return max(0, self.content_height() - self.inner().height)

    def scroll(self, delta: int) -> None:
        self.offset = max(0, min(self.max_offset(), self.offset + delta))

    def row_rects(self) -> list[pygame.Rect]:
        """Every row's rect on screen at the current offset (rows outside the box included)."""
        inner = self.inner()
        y = inner.y - self.offset
        rects = []
        for h in self.heights:
            rects.append(pygame.Rect(inner.x, y, inner.width, h))
            y += h + self.gap
        return rects

    def visible_rows(self) -> list[int]:
        inner = self.inner()
        return [i for i, r in enumerate(self.row_rects()) if r.bottom > inner.y and r.y < inner.bottom]

    def _track(self) -> pygame.Rect:
        p = self.pad()
        return pygame.Rect(
            self.rect.right - p - self.bar_width(),
            self.rect.y + p,
            self.bar_width(),
            self.rect.height - 2 * p,
        )

    def thumb(self) -> pygame.Rect:
        track = self._track()
        total = max(1, self.content_height())
        h = min(track.height, max(track.height * self.inner().height // total, 24))
        mo = self.max_offset()
        y = track.y + (0 if mo == 0 else (track.height - h) * self.offset // mo)
        return pygame.Rect(track.x, y, track.width, h)

    # input ----------------------------------------------------------------
    def _line(self) -> int:
        return max(16, min(self.heights) if self.heights else 16)

    def handle(self, event: pygame.event.Event, focused: bool) -> tuple[bool, Outcome]:
        page = max(self._line(), self.inner().height - self._line())
        if event.type == pygame.KEYDOWN:
            step = {
                pygame.K_UP: -self._line(),
                pygame.K_DOWN: self._line(),
                pygame.K_PAGEUP: -page,
                pygame.K_PAGEDOWN: page,
                pygame.K_HOME: -(10**9),
                pygame.K_END: 10**9,
            }.get(event.key)
            if step is None:
                return False, None
            self.scroll(step)
            return True, None
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * self._line())
            return True, None
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1 and event.pos[0] >= self._track().x - self.pad():
                thumb = self.thumb()
                if thumb.collidepoint(event.pos):
                    self._drag = event.pos[1] - thumb.y
                else:
                    self.scroll(-page if event.pos[1] < thumb.y else page)
            return True, None
        return False, None

    def pointer(self, event: pygame.event.Event) -> bool:
        """What the one list of a screen takes wherever the pointer is (the owner forwards the
        events its widgets did not take): the thumb's drag and the wheel; True if used."""
        if self.drag(event):
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.handle(event, False)
            return True
        return False

    def drag(self, event: pygame.event.Event) -> bool:
        """Follow a thumb drag (the owner forwards MOUSEMOTION/MOUSEBUTTONUP); True if used."""
        if self._drag is None:
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            self._drag = None
            return True
        if event.type == pygame.MOUSEMOTION:
            track, thumb = self._track(), self.thumb()
            room = max(1, track.height - thumb.height)
            y = event.pos[1] - self._drag - track.y
            self.offset = max(0, min(self.max_offset(), round(y * self.max_offset() / room)))
            return True
        return False

    # drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface, ui: UI, focused: bool, hovered: bool) -> None:
        radius = max(4, round(10 * ui.scale))
        panel(surface, self.rect, (6, 22, 15, 230), theme.FOCUS if focused else (60, 100, 80), radius, 2)
        clip = surface.get_clip()
        inner = self.inner()
        surface.set_clip(inner.clip(clip) if clip else inner)
        rects = self.row_rects()
        for i in self.visible_rows():
            self.draw_row(surface, i, rects[i])
        surface.set_clip(clip)
        if self.max_offset() > 0:
            pygame.draw.rect(surface, (30, 60, 44), self._track(), border_radius=4)
            color = theme.ACCENT if (focused or hovered or self._drag is not None) else theme.TEXT_DIM
            pygame.draw.rect(surface, color, self.thumb(), border_radius=4)
