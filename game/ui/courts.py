"""Court-card pictures (Bube, Dame, König) drawn from simple shapes.

Each court is a framed panel holding a double-headed figure: the upper half
is drawn once and repeated rotated by 180 degrees, like real playing cards,
so the card reads the same either way up. The three ranks differ by headwear
(crown, tiara, feathered cap), hair and beard, collar and the object held
(sceptre, flower, lance); the robe takes the suit colour. Drawing happens at
the card renderer's supersampled scale; it anti-aliases by scaling down.
"""

from __future__ import annotations

import pygame

from game.engine import Rank, Suit
from game.ui.suits import draw_suit

__all__ = ["draw_court"]

RGB = tuple[int, int, int]

GOLD: RGB = (226, 172, 38)
GOLD_DARK: RGB = (150, 104, 18)
SKIN: RGB = (248, 218, 186)
INK: RGB = (34, 30, 36)
WHITE: RGB = (252, 252, 250)
STEEL: RGB = (150, 160, 172)
LIPS: RGB = (178, 104, 100)


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    """Blend ``a`` towards ``b`` by ``t`` (0 = a, 1 = b)."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def _secondary(colour: RGB) -> RGB:
    """An accent colour that contrasts with the robe (never red, so black suits stay red-free)."""
    r, g, b = colour
    if b > r and b > g:  # blue Karo in four-colour mode
        return (96, 52, 128)
    return (38, 66, 150)


class _Pen:
    """Maps figure coordinates to pixels of the half-panel surface and draws outlined shapes.

    x runs from -0.5 (left edge) to 0.5, y from 0 (panel top) to 1 (panel middle).
    """

    def __init__(self, surface: pygame.Surface, line: int) -> None:
        self.surface = surface
        self.w, self.h = surface.get_size()
        self.line = max(1, line)

    def p(self, x: float, y: float) -> tuple[float, float]:
        return (self.w * (0.5 + x), self.h * y)

    def poly(self, fill: RGB, points: list[tuple[float, float]], outline: bool = True) -> None:
        pts = [self.p(x, y) for x, y in points]
        pygame.draw.polygon(self.surface, fill, pts)
        if outline:
            pygame.draw.polygon(self.surface, INK, pts, self.line)

    def ellipse(self, fill: RGB, cx: float, cy: float, rx: float, ry: float, outline: bool = True) -> None:
        x0, y0 = self.p(cx - rx, cy - ry)
        rect = pygame.Rect(round(x0), round(y0), round(2 * rx * self.w), round(2 * ry * self.h))
        pygame.draw.ellipse(self.surface, fill, rect)
        if outline:
            pygame.draw.ellipse(self.surface, INK, rect, self.line)

    def circle(self, fill: RGB, cx: float, cy: float, r: float, outline: bool = True) -> None:
        self.ellipse(fill, cx, cy, r * self.h / self.w, r, outline)

    def line_(self, colour: RGB, a: tuple[float, float], b: tuple[float, float], width: float) -> None:
        pygame.draw.line(self.surface, colour, self.p(*a), self.p(*b), max(1, round(width * self.w)))


def _robe(pen: _Pen, rank: Rank, colour: RGB, second: RGB) -> None:
    """Shoulders and robe down to the panel middle, with a rank-specific collar."""
    shoulders = [
        (-0.12, 0.68),
        (-0.33, 0.72),
        (-0.44, 0.82),
        (-0.48, 1.05),
        (0.48, 1.05),
        (0.44, 0.82),
        (0.33, 0.72),
        (0.12, 0.68),
    ]
    pen.poly(colour, shoulders)
    # Gold hems along the shoulders and an accent-coloured band down the middle.
    pen.line_(GOLD, (-0.3, 0.745), (-0.42, 0.86), 0.03)
    pen.line_(GOLD, (0.3, 0.745), (0.42, 0.86), 0.03)
    pen.poly(second, [(-0.11, 0.7), (0.11, 0.7), (0.15, 1.05), (-0.15, 1.05)])
    pen.poly(GOLD, [(-0.03, 0.72), (0.03, 0.72), (0.035, 1.05), (-0.035, 1.05)], outline=False)
    for y in (0.8, 0.9, 1.0):
        pen.circle(GOLD, 0.0, y, 0.022)
    if rank is Rank.KING:
        # Ermine collar: white fur with black tails.
        pen.ellipse(WHITE, 0.0, 0.72, 0.3, 0.075)
        for x in (-0.2, -0.1, 0.0, 0.1, 0.2):
            pen.poly(INK, [(x - 0.013, 0.7), (x + 0.013, 0.7), (x, 0.755)], outline=False)
    elif rank is Rank.QUEEN:
        pen.ellipse(GOLD, 0.0, 0.705, 0.22, 0.05)
        for i, x in enumerate((-0.16, -0.08, 0.0, 0.08, 0.16)):
            pen.circle(WHITE, x, 0.745 + (0.02 if i == 2 else 0.0) - abs(x) * 0.1, 0.02)
    else:
        # Jack: a gold V collar and a striped sleeve on each side.
        for x in (-0.36, -0.26, 0.26, 0.36):
            pen.line_(second, (x, 0.79), (x * 1.08, 1.05), 0.03)
        pen.poly(GOLD, [(-0.17, 0.67), (0.17, 0.67), (0.0, 0.86)])


def _head(pen: _Pen, rank: Rank, colour: RGB, second: RGB) -> None:
    """Hair, neck, face, beard and headwear."""
    hair = {Rank.KING: (216, 216, 222), Rank.QUEEN: (206, 156, 58), Rank.JACK: (96, 64, 34)}[rank]
    if rank is Rank.QUEEN:
        pen.ellipse(hair, 0.0, 0.54, 0.215, 0.23)  # long hair behind the face
    elif rank is Rank.KING:
        pen.ellipse(hair, 0.0, 0.47, 0.19, 0.15)  # hair at the sides
    pen.poly(SKIN, [(-0.055, 0.58), (0.055, 0.58), (0.065, 0.7), (-0.065, 0.7)])
    pen.ellipse(SKIN, 0.0, 0.47, 0.15, 0.165)
    if rank is Rank.KING:
        pen.poly(
            hair,
            [
                (-0.15, 0.47),
                (-0.13, 0.58),
                (-0.05, 0.7),
                (0.0, 0.74),
                (0.05, 0.7),
                (0.13, 0.58),
                (0.15, 0.47),
                (0.09, 0.56),
                (-0.09, 0.56),
            ],
        )
        pen.poly(hair, [(-0.08, 0.545), (0.0, 0.515), (0.08, 0.545), (0.0, 0.565)])
    elif rank is Rank.QUEEN:
        pen.poly(
            hair,
            [
                (-0.15, 0.48),
                (-0.14, 0.37),
                (0.0, 0.34),
                (0.14, 0.37),
                (0.15, 0.48),
                (0.08, 0.4),
                (-0.08, 0.4),
            ],
        )
    else:
        pen.poly(
            hair,
            [(-0.15, 0.5), (-0.14, 0.37), (0.14, 0.37), (0.15, 0.5), (0.1, 0.41), (-0.1, 0.41)],
        )
    for x in (-0.055, 0.055):
        pen.circle(INK, x, 0.46, 0.017, outline=False)
    if rank is not Rank.KING:
        pen.line_(LIPS, (-0.035, 0.545), (0.035, 0.545), 0.014)

    if rank is Rank.KING:
        base, band, tip = 0.36, 0.3, 0.15
        pen.poly(
            GOLD,
            [
                (-0.16, base),
                (-0.16, tip + 0.03),
                (-0.1, band - 0.02),
                (-0.055, tip),
                (0.0, band - 0.03),
                (0.055, tip),
                (0.1, band - 0.02),
                (0.16, tip + 0.03),
                (0.16, base),
            ],
        )
        for x, y in (
            (-0.16, tip + 0.02),
            (-0.055, tip - 0.01),
            (0.055, tip - 0.01),
            (0.16, tip + 0.02),
        ):
            pen.circle(GOLD, x, y, 0.024)
        pen.poly(GOLD_DARK, [(-0.16, band), (0.16, band), (0.16, base), (-0.16, base)])
        pen.circle(second, 0.0, (band + base) / 2, 0.026)
        for x in (-0.1, 0.1):
            pen.circle(WHITE, x, (band + base) / 2, 0.014, outline=False)
    elif rank is Rank.QUEEN:
        pen.poly(GOLD, [(-0.14, 0.36), (-0.11, 0.29), (0.11, 0.29), (0.14, 0.36)])
        for x, y in ((-0.11, 0.27), (-0.055, 0.245), (0.0, 0.23), (0.055, 0.245), (0.11, 0.27)):
            pen.circle(GOLD, x, y, 0.022)
        pen.circle(second, 0.0, 0.325, 0.024)
    else:
        pen.poly(GOLD, [(0.08, 0.3), (0.2, 0.14), (0.34, 0.05), (0.28, 0.15), (0.15, 0.3)])
        pen.ellipse(colour, 0.0, 0.3, 0.14, 0.075)
        pen.ellipse(colour, 0.02, 0.355, 0.215, 0.06)
        pen.line_(GOLD, (-0.17, 0.35), (0.2, 0.35), 0.02)


def _attribute(pen: _Pen, rank: Rank, colour: RGB, second: RGB) -> None:
    """The object each court holds in its right hand."""
    x, hand_y = 0.33, 0.9
    if rank is Rank.KING:
        pen.poly(GOLD, [(x - 0.02, 0.4), (x + 0.02, 0.4), (x + 0.02, 1.05), (x - 0.02, 1.05)])
        pen.circle(GOLD, x, 0.38, 0.045)
        pen.circle(second, x, 0.38, 0.02, outline=False)
        pen.poly(GOLD, [(x - 0.035, 0.33), (x + 0.035, 0.33), (x, 0.28)])
    elif rank is Rank.QUEEN:
        pen.line_((40, 110, 60), (x, 0.6), (x - 0.02, hand_y), 0.02)
        pen.poly((40, 110, 60), [(x - 0.01, 0.7), (x - 0.1, 0.64), (x - 0.02, 0.74)])
        for dx, dy in ((-0.04, 0.0), (0.04, 0.0), (0.0, -0.04), (0.0, 0.04)):
            pen.circle(second, x + dx, 0.57 + dy, 0.032)
        pen.circle(GOLD, x, 0.57, 0.024)
    else:
        pen.poly(
            (128, 88, 44),
            [(x - 0.015, 0.16), (x + 0.015, 0.16), (x + 0.015, 1.05), (x - 0.015, 1.05)],
        )
        pen.poly(STEEL, [(x, 0.02), (x + 0.045, 0.15), (x, 0.19), (x - 0.045, 0.15)])
        pen.poly(STEEL, [(x + 0.015, 0.2), (x + 0.11, 0.24), (x + 0.015, 0.28)])
    pen.circle(SKIN, x, hand_y, 0.045)


def draw_court(
    surface: pygame.Surface,
    panel: pygame.Rect,
    rank: Rank,
    suit: Suit,
    colour: RGB,
    line: int,
) -> None:
    """Draw the framed double-headed picture of ``rank`` into ``panel`` (supersampled pixels)."""
    tint = _mix(colour, (255, 255, 255), 0.86)
    second = _secondary(colour)
    pygame.draw.rect(surface, tint, panel)

    half = pygame.Surface((panel.width, panel.height // 2 + 1), pygame.SRCALPHA)
    pen = _Pen(half, line)
    _robe(pen, rank, colour, second)
    _head(pen, rank, colour, second)
    _attribute(pen, rank, colour, second)
    # The suit pip sits in the free upper-left corner of each half.
    draw_suit(half, suit, pen.p(-0.31, 0.16), panel.width * 0.18, colour)

    surface.blit(half, panel.topleft)
    surface.blit(pygame.transform.flip(half, True, True), (panel.left, panel.bottom - half.get_height()))
    # Frame: the suit colour outside, a thin gold line inside, a hairline across the middle.
    pygame.draw.line(surface, GOLD_DARK, (panel.left, panel.centery), (panel.right - 1, panel.centery), line)
    pygame.draw.rect(surface, colour, panel, line * 2)
    pygame.draw.rect(surface, GOLD, panel.inflate(-line * 5, -line * 5), line)
