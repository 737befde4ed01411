"""Token sprites: a casino-style chip seen from above and chip stacks seen from the side.

Tokens are play tokens, not money: no currency symbols, a star in the middle.
`chip` draws one chip face (rim with edge spots, inner ring, star); `stack`
draws ``count`` chips piled with a slight wobble, visually capped at
``max_visible`` so large counts stay tidy (the scene shows the number, or asks
for ``with_label=True``). Both supersample and smooth-scale for anti-aliased
edges, and both are cached per argument set, so they are cheap to call every
frame. A stack of ``count`` chips is the bottom of the drawing of a taller one
cut off after ``count`` chips, so the stacks of one size and colour are drawn
one chip at a time (`_Pile`): asked for in rising order (as the table renders
them ahead), each new count costs one chip. pygame.font is initialised on
first use only.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

__all__ = ["CHIP_COLOURS", "chip", "stack", "stack_size"]

RGB = tuple[int, int, int]

#: Chip colours that read well on green felt, one per seat (up to five players and a spare).
CHIP_COLOURS: tuple[RGB, ...] = (
    (200, 40, 52),  # red
    (36, 92, 200),  # blue
    (232, 176, 30),  # gold
    (128, 56, 170),  # purple
    (34, 34, 42),  # black
    (236, 118, 28),  # orange
)

_SPOTS = 6
_SS = 4


def _shade(colour: RGB, factor: float) -> RGB:
    """``colour`` darkened (factor < 1) or lightened towards white (factor > 1)."""
    if factor <= 1:
        return (round(colour[0] * factor), round(colour[1] * factor), round(colour[2] * factor))
    t = factor - 1
    return (
        round(colour[0] + (255 - colour[0]) * t),
        round(colour[1] + (255 - colour[1]) * t),
        round(colour[2] + (255 - colour[2]) * t),
    )


def _on_display(surface: pygame.Surface) -> pygame.Surface:
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


def _draw_chip_face(big: pygame.Surface, rect: pygame.Rect, colour: RGB, spin: float) -> None:
    """A chip face filling ``rect`` (squash it by passing a flat rect): rim, spots, ring, star."""
    cx, cy = rect.center
    rx, ry = rect.width / 2, rect.height / 2

    def at(radius: float, angle: float) -> tuple[float, float]:
        return (cx + rx * radius * math.cos(angle), cy + ry * radius * math.sin(angle))

    pygame.draw.ellipse(big, _shade(colour, 0.55), rect)
    pygame.draw.ellipse(
        big, colour, rect.inflate(-max(2, rect.width // 40) * 2, -max(2, rect.height // 40) * 2)
    )
    # Edge spots: light blocks around the rim, the classic casino-chip look.
    half = math.pi / _SPOTS / 2.2
    for k in range(_SPOTS):
        a = spin + 2 * math.pi * k / _SPOTS
        pts = [
            at(0.93, a - half),
            at(0.93, a + half),
            at(0.72, a + half * 0.85),
            at(0.72, a - half * 0.85),
        ]
        pygame.draw.polygon(big, (246, 244, 236), pts)
    # Inner ring and a lighter centre disc.
    inner = pygame.Rect(0, 0, rect.width * 0.64, rect.height * 0.64)
    inner.center = rect.center
    pygame.draw.ellipse(big, (246, 244, 236), inner)
    pygame.draw.ellipse(big, _shade(colour, 1.12), inner.inflate(-rect.width * 0.06, -rect.height * 0.06))
    # Dashes on the ring like a printed inlay.
    for k in range(_SPOTS * 3):
        a = spin + 2 * math.pi * (k + 0.5) / (_SPOTS * 3)
        pygame.draw.line(big, _shade(colour, 0.8), at(0.25, a), at(0.27, a), 1)
    star = []
    for i in range(10):
        a = -math.pi / 2 + math.pi * i / 5
        r = 0.22 if i % 2 == 0 else 0.095
        star.append(at(r, a))
    pygame.draw.polygon(big, (250, 248, 240), star)


@lru_cache(maxsize=64)
def chip(diameter: float, colour: RGB = CHIP_COLOURS[0]) -> pygame.Surface:
    """One chip seen from above, ``diameter`` px square, transparent outside the circle."""
    d = max(4, round(diameter))
    big = pygame.Surface((d * _SS, d * _SS), pygame.SRCALPHA)
    big.fill((*_shade(colour, 0.55), 0))
    _draw_chip_face(big, big.get_rect(), (colour[0], colour[1], colour[2]), -math.pi / 2)
    return _on_display(pygame.transform.smoothscale(big, (d, d)))


# Sideways wobble per chip (in fractions of the diameter), repeating: piles look hand-stacked.
_WOBBLE = (0.0, 0.025, -0.015, 0.01, 0.03, -0.02, 0.0, 0.02, -0.03, 0.015)


def _geometry(diameter: float) -> tuple[int, float, float, int]:
    """(diameter, top-face height, chip thickness, side margin) of a stack, in pixels."""
    d = max(4, round(diameter))
    return d, d * 0.5, max(2.0, d * 0.13), math.ceil(d * 0.03)


def stack_size(count: int, diameter: float, max_visible: int = 10) -> tuple[int, int]:
    """The surface size `stack` returns: width, height (height grows with the visible chips)."""
    d, face, thick, margin = _geometry(diameter)
    shown = max(1, min(count, max_visible))
    return d + 2 * margin, math.ceil(face + thick * shown) + 1


class _Pile:
    """The supersampled drawing of the stacks of one size, cap and colour, a chip at a time.

    The drawing is as tall as ``max_visible`` chips and bottom-aligned, so the drawing of
    ``count`` chips is its lowest rows (`bottom`) once exactly ``count`` chips are on it."""

    def __init__(self, diameter: float, max_visible: int, colour: RGB) -> None:
        self.diameter = diameter
        self.colour = colour
        self.max_visible = max_visible
        w, self.height = stack_size(max_visible, diameter, max_visible)
        self.big = pygame.Surface((w * _SS, self.height * _SS), pygame.SRCALPHA)
        self.chips = 0
        self.top_rect = pygame.Rect(0, 0, 0, 0)
        self._clear()

    def _clear(self) -> None:
        self.big.fill((*_shade(self.colour, 0.5), 0))
        self.chips = 0

    def bottom(self, shown: int) -> tuple[pygame.Surface, pygame.Rect]:
        """The drawing of ``shown`` chips, and the top chip's face rect within it (supersampled)."""
        if shown < self.chips:
            self._clear()
        while self.chips < shown:
            self._add()
        w, h = stack_size(shown, self.diameter, self.max_visible)
        top = (self.height - h) * _SS
        drawing = self.big.subsurface((0, top, w * _SS, h * _SS)).copy()
        return drawing, self.top_rect.move(0, -top)

    def _add(self) -> None:
        """Put chip number ``self.chips`` (from the bottom) on the pile."""
        big, colour, i = self.big, self.colour, self.chips
        d, face, thick, margin = _geometry(self.diameter)
        h = self.height
        D, F, T = d * _SS, face * _SS, thick * _SS
        side, edge, line = _shade(colour, 0.78), _shade(colour, 0.45), (238, 236, 228)
        x = (margin + _WOBBLE[i % len(_WOBBLE)] * d) * _SS
        y = h * _SS - _SS - F - T * (i + 1)  # top of this chip's upper face
        body = pygame.Rect(round(x), round(y + T), D, round(F))
        pygame.draw.ellipse(big, edge, body)
        pygame.draw.rect(big, side, pygame.Rect(round(x), round(y + F / 2), D, round(T)))
        inner = body.inflate(-2 * _SS, -2 * _SS)
        pygame.draw.ellipse(big, side, inner)
        # Edge spots seen on the visible front half of the rim.
        spin = i * 0.9
        for k in range(_SPOTS):
            a = (spin + 2 * math.pi * k / _SPOTS) % (2 * math.pi)
            if not 0.25 < a < math.pi - 0.25:
                continue
            sx = x + D / 2 + D / 2 * math.cos(a)
            half = D / 2 * math.sin(a) * math.pi / _SPOTS / 2.2
            pygame.draw.rect(
                big,
                line,
                pygame.Rect(
                    round(sx - half),
                    round(y + F / 2 + T * 0.15),
                    max(1, round(2 * half)),
                    round(T * 0.7),
                ),
            )
        self.top_rect = pygame.Rect(round(x), round(y), D, round(F))
        _draw_chip_face(big, self.top_rect, colour, -math.pi / 2 + spin)
        self.chips += 1


@lru_cache(maxsize=16)
def _pile(diameter: float, max_visible: int, colour: RGB) -> _Pile:
    return _Pile(diameter, max_visible, colour)


@lru_cache(maxsize=256)
def stack(
    count: int,
    diameter: float,
    max_visible: int = 10,
    colour: RGB = CHIP_COLOURS[0],
    with_label: bool = False,
) -> pygame.Surface:
    """``count`` chips piled up, at most ``max_visible`` drawn; blit it by its ``midbottom``.

    A count of 0 gives an empty (transparent) surface of a one-chip stack's size,
    so layouts stay put. ``with_label`` writes the count on the top chip.
    """
    if max_visible < 1:
        raise ValueError("max_visible must be at least 1")
    colour = (colour[0], colour[1], colour[2])
    w, h = stack_size(count, diameter, max_visible)
    shown = min(max(0, count), max_visible)
    big, top_rect = _pile(diameter, max_visible, colour).bottom(shown)
    result = pygame.transform.smoothscale(big, (w, h))
    if with_label and shown:
        _draw_label(
            result,
            str(count),
            pygame.Rect(top_rect.x // _SS, top_rect.y // _SS, top_rect.width // _SS, top_rect.height // _SS),
        )
    return _on_display(result)


def _draw_label(surface: pygame.Surface, text: str, face: pygame.Rect) -> None:
    """The count in dark digits on a light pill centred on the top chip face."""
    if not pygame.font.get_init():
        pygame.font.init()
    font = pygame.font.Font(None, max(10, round(face.height * 0.75)))
    label = font.render(text, True, (24, 24, 28))
    pill = label.get_rect().inflate(label.get_height() * 0.6, 0)
    pill.center = face.center
    pygame.draw.rect(surface, (250, 248, 238), pill, border_radius=pill.height // 2)
    pygame.draw.rect(surface, (60, 60, 60), pill, 1, border_radius=pill.height // 2)
    surface.blit(label, label.get_rect(center=pill.center))
