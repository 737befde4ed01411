"""Vector suit symbols (Karo, Pik, Herz, Kreuz) drawn as shapes.

pygame's bundled font has no suit glyphs, so every pip is drawn from
polygons and circles defined here in a unit box (width and height 1, origin at
the box centre, y pointing down). `draw_suit` rasterises one symbol straight
onto a surface (callers supersample and smooth-scale for anti-aliasing, as the
card renderer does); `suit_surface` returns a ready anti-aliased symbol for
labels, rules pages and menus.
"""

from __future__ import annotations

import math
from functools import cache, lru_cache

import pygame

from game.engine import Suit

__all__ = ["SUIT_ASPECT", "draw_suit", "suit_surface"]

Colour = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]

#: Width / height of each symbol; layouts use it to size pips by height.
SUIT_ASPECT: dict[Suit, float] = {
    Suit.HEARTS: 1.0,
    Suit.DIAMONDS: 0.78,
    Suit.SPADES: 0.9,
    Suit.CLUBS: 0.98,
}


def _heart_outline(steps: int = 72) -> list[Point]:
    """The classic parametric heart, normalised to the unit box (point down)."""
    raw = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        raw.append((x, y))
    return _normalise(raw)


def _normalise(points: list[Point]) -> list[Point]:
    """Scale points so their bounding box is the unit box centred on the origin."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    w, h = max(xs) - min(xs), max(ys) - min(ys)
    return [((x - cx) / w, (y - cy) / h) for x, y in points]


def _diamond_outline(steps: int = 12) -> list[Point]:
    """A rhombus with slightly hollow sides, as on French-suited cards."""
    corners = [(0.0, -0.5), (0.5, 0.0), (0.0, 0.5), (-0.5, 0.0)]
    points: list[Point] = []
    for i, (ax, ay) in enumerate(corners):
        bx, by = corners[(i + 1) % 4]
        for s in range(steps):
            t = s / steps
            # Pull the middle of each side towards the centre by a few percent.
            sag = 0.9 + 0.1 * abs(2 * t - 1) ** 2
            x, y = ax + (bx - ax) * t, ay + (by - ay) * t
            points.append((x * sag, y * sag))
    return points


def _stem(top: float, bottom: float, half_width: float) -> list[Point]:
    """A flared stem for spade and club: narrow at the top, curved out to the base."""
    left: list[Point] = []
    steps = 10
    for s in range(steps + 1):
        t = s / steps
        y = top + (bottom - top) * t
        # Concave flare: width grows with t squared.
        w = 0.03 + (half_width - 0.03) * t**2.2
        left.append((-w, y))
    right = [(-x, y) for x, y in reversed(left)]
    return left + right


@cache
def _shape(
    suit: Suit,
) -> tuple[tuple[tuple[Point, ...], ...], tuple[tuple[float, float, float], ...]]:
    """Polygons and circles (cx, cy, r) of a suit in the unit box, aspect applied."""
    aspect = SUIT_ASPECT[suit]
    polys: list[list[Point]] = []
    circles: list[tuple[float, float, float]] = []
    if suit is Suit.HEARTS:
        polys.append(_heart_outline())
    elif suit is Suit.DIAMONDS:
        polys.append(_diamond_outline())
    elif suit is Suit.SPADES:
        # Body: a heart upside down, in the top 78 % of the box.
        body = [(x, -y * 0.78 - 0.11) for x, y in _heart_outline()]
        polys.append(body)
        polys.append(_stem(0.05, 0.5, 0.2))
    else:
        r = 0.235
        circles += [(0.0, -0.5 + r, r), (-0.5 + r, 0.13, r), (0.5 - r, 0.13, r)]
        polys.append([(0.0, -0.22), (0.2, 0.1), (0.0, 0.22), (-0.2, 0.1)])
        polys.append(_stem(0.0, 0.5, 0.19))
    scaled_polys = tuple(tuple((x * aspect, y) for x, y in poly) for poly in polys)
    scaled_circles = tuple((x * aspect, y, r * aspect) for x, y, r in circles)
    return scaled_polys, scaled_circles


def draw_suit(
    surface: pygame.Surface,
    suit: Suit,
    center: tuple[float, float],
    height: float,
    colour: Colour,
    upside_down: bool = False,
) -> None:
    """Draw a suit symbol of ``height`` pixels centred on ``center`` (no anti-aliasing)."""
    cx, cy = center
    flip = -1.0 if upside_down else 1.0
    polys, circles = _shape(suit)
    for poly in polys:
        pygame.draw.polygon(
            surface, colour, [(cx + x * height * flip, cy + y * height * flip) for x, y in poly]
        )
    for x, y, r in circles:
        pygame.draw.circle(surface, colour, (cx + x * height * flip, cy + y * height * flip), r * height)


@lru_cache(maxsize=256)
def suit_surface(suit: Suit, height: int, colour: Colour) -> pygame.Surface:
    """An anti-aliased suit symbol ``height`` px tall on a transparent surface (cached)."""
    height = max(4, int(height))
    width = max(3, round(height * SUIT_ASPECT[suit]))
    ss = 4
    big = pygame.Surface((width * ss, height * ss), pygame.SRCALPHA)
    big.fill((*colour[:3], 0))
    draw_suit(big, suit, (width * ss / 2, height * ss / 2), height * ss - 1, colour)
    return pygame.transform.smoothscale(big, (width, height))
