"""Layout maths as pure functions of the window size (and seat count).

Nothing here needs a display: every function takes sizes and returns
`pygame.Rect`s (plain geometry), so tests can check that rects stay inside
the window from 960x540 up to 4K and the app can re-run them on resize.
Sizes are designed for 1280x720 and multiplied by `ui_scale`.
"""

from __future__ import annotations

import math

from pygame import Rect

__all__ = [
    "BASE_SIZE",
    "ui_scale",
    "content_rect",
    "px",
    "column",
    "centered_panel",
    "grid_rows",
    "seat_anchors",
]

BASE_SIZE = (1280, 720)


def ui_scale(width: int, height: int) -> float:
    """UI scale relative to 1280x720 (the smaller of the two ratios, so things fit)."""
    return max(0.5, min(width / BASE_SIZE[0], height / BASE_SIZE[1]))


def px(value: float, scale: float) -> int:
    """A design-size length (at 1280x720) in pixels at ``scale``."""
    return max(1, round(value * scale))


def content_rect(width: int, height: int, band_height: int) -> Rect:
    """The window minus the warning band at the bottom."""
    return Rect(0, 0, width, max(0, height - band_height))


def centered_panel(area: Rect, width: int, height: int, margin: int = 0) -> Rect:
    """A rect of at most width x height, centred in ``area`` and kept inside it with ``margin``."""
    w = max(1, min(width, area.width - 2 * margin))
    h = max(1, min(height, area.height - 2 * margin))
    r = Rect(0, 0, w, h)
    r.center = area.center
    return r


def column(area: Rect, count: int, item_w: int, item_h: int, gap: int, top: int | None = None) -> list[Rect]:
    """``count`` equal rects stacked vertically, centred horizontally in ``area``.

    If they do not fit, item height and gap shrink proportionally so the
    column always stays inside ``area``.
    """
    if count <= 0:
        return []
    total = count * item_h + (count - 1) * gap
    available = area.height if top is None else area.bottom - top
    if total > available > 0:
        f = available / total
        item_h = max(1, math.floor(item_h * f))
        gap = max(0, math.floor(gap * f))
        total = count * item_h + (count - 1) * gap
    w = min(item_w, area.width)
    y = area.centery - total // 2 if top is None else top
    x = area.centerx - w // 2
    return [Rect(x, y + i * (item_h + gap), w, item_h) for i in range(count)]


def grid_rows(area: Rect, count: int, row_h: int, gap: int) -> list[Rect]:
    """``count`` full-width rows from the top of ``area`` (shrunk to fit if needed)."""
    if count <= 0:
        return []
    total = count * row_h + (count - 1) * gap
    if total > area.height > 0:
        f = area.height / total
        row_h = max(1, math.floor(row_h * f))
        gap = max(0, math.floor(gap * f))
    return [Rect(area.x, area.y + i * (row_h + gap), area.width, row_h) for i in range(count)]


def seat_anchors(area: Rect, seats: int) -> list[tuple[int, int]]:
    """Centre points of ``seats`` seats around an oval table in ``area``; seat 0 at the bottom.

    Seats go clockwise from the bottom centre (the local human's place), so
    seat order matches the play order left of the dealer.
    """
    cx, cy = area.center
    rx, ry = area.width * 0.40, area.height * 0.36
    points = []
    for i in range(seats):
        angle = math.pi / 2 + 2 * math.pi * i / seats
        points.append((round(cx + rx * math.cos(angle)), round(cy + ry * math.sin(angle))))
    return points
