"""Short notices for the player ("Spielstand beschädigt - ..."), shown as a toast at the top.

The app draws the toast after the scenes and before the warning overlay,
clipped to the content rect, so it can never cover the warning band. Each
message shows for a few seconds (longer for longer texts), fades out, and
the next queued one follows; a click or key does not dismiss it (it never
blocks input). `shown` records every text that was displayed, so tests can
assert a notice appeared exactly once.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

from . import theme
from .draw import FontAt, panel, wrap_text
from .safetext import render_line, text_width

__all__ = ["Toast", "TOAST_SECONDS"]

#: Base time a message stays (seconds); long texts get a little more.
TOAST_SECONDS = 4.0
_FADE = 0.5


class Toast:
    """A queue of one-line messages drawn one at a time near the top of the content area."""

    def __init__(self) -> None:
        self.queue: list[str] = []
        self.current: str | None = None
        self.left = 0.0
        #: Every message that was put on screen, in order (for tests).
        self.shown: list[str] = []

    def show(self, message: str) -> None:
        """Queue ``message`` (a duplicate of the one waiting last is dropped)."""
        if message and (not self.queue or self.queue[-1] != message) and message != self.current:
            self.queue.append(message)
        if self.current is None:
            self._next()

    def show_state(self, message: str, states: Iterable[str]) -> None:
        """Show ``message`` now in place of any of ``states`` showing or queued (e.g. sound on/off):
        a state that changed again is old news."""
        old = set(states)
        self.queue = [m for m in self.queue if m not in old]
        if self.current in old:
            self.current = None
        if self.current is None:
            self.queue.insert(0, message)
            self._next()
        else:
            self.show(message)

    def _next(self) -> None:
        self.current = self.queue.pop(0) if self.queue else None
        if self.current is not None:
            self.left = TOAST_SECONDS + len(self.current) / 40
            self.shown.append(self.current)

    def update(self, dt: float) -> None:
        if self.current is None:
            return
        self.left -= dt
        if self.left <= 0:
            self._next()

    @property
    def active(self) -> bool:
        return self.current is not None

    def _alpha(self) -> int:
        return 255 if self.left > _FADE else max(0, round(255 * self.left / _FADE))

    def look(self) -> tuple[str, int] | None:
        """What the toast shows now (message and opacity): equal looks draw the same."""
        return None if self.current is None else (self.current, self._alpha())

    def wake_in(self) -> float:
        """Seconds until the toast's look changes by itself (0 while it fades)."""
        if self.current is None:
            return math.inf
        return max(0.0, self.left - _FADE)

    def draw(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        font_for: FontAt,
        scale: float,
    ) -> None:
        """Paint the current message centred at the top of ``area`` (never outside it)."""
        if self.current is None or area.width < 40 or area.height < 40:
            return
        size = max(14, round(20 * scale))
        font = font_for(size)
        pad = max(8, round(14 * scale))
        max_w = min(area.width - 2 * pad, round(760 * scale))
        rows = wrap_text(font, self.current, max_w - 2 * pad)[:3]
        line = font.get_linesize()
        w = max(text_width(font, r) for r in rows) + 2 * pad + round(34 * scale)
        h = line * len(rows) + 2 * pad
        box = pygame.Rect(0, 0, min(w, area.width - 8), min(h, area.height - 8))
        box.midtop = (area.centerx, area.y + max(6, round(12 * scale)))
        alpha = self._alpha()
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        local = layer.get_rect()
        panel(
            layer,
            local,
            (28, 22, 12, 250),
            theme.PANEL_BORDER,
            max(6, round(12 * scale)),
            max(2, round(2 * scale)),
        )
        # a small "!" badge on the left marks it as a notice
        r = max(6, round(11 * scale))
        cx, cy = pad + r - 2, local.centery
        pygame.draw.circle(layer, theme.ACCENT, (cx, cy), r)
        mark = font_for(max(12, round(r * 1.6))).render("!", True, (30, 24, 10))
        layer.blit(mark, mark.get_rect(center=(cx, cy)))
        y = pad
        for row in rows:
            image = render_line(font, row, True, theme.TEXT)
            layer.blit(image, (pad + 2 * r + round(8 * scale), y))
            y += line
        layer.set_alpha(alpha)
        clip = surface.get_clip()
        surface.set_clip(area.clip(clip))
        surface.blit(layer, box.topleft)
        surface.set_clip(clip)
