"""The card table seen from above: felt, the wooden rail and the lighter playing surface.

`table_surface(area, oval, scale, like)` draws the whole background of a
table screen once per size (the screens cache it and blit it every frame):
the felt of every screen, the table's shadow, its rail and the playing
surface with a soft centre and a gold line. The token table and the Duell
table share it; each adds what lies on its felt.
"""

from __future__ import annotations

import pygame

from .draw import felt_background

__all__ = ["table_surface"]


def table_surface(area: pygame.Rect, oval: pygame.Rect, scale: float, like: pygame.Surface) -> pygame.Surface:
    """A surface of ``area``'s size with the table whose playing surface is ``oval`` (screen
    coordinates); ``like`` gives the pixel format (the display)."""
    s = scale
    surf = pygame.Surface(area.size, 0, like)
    felt_background(surf, pygame.Rect(0, 0, *area.size))
    oval = oval.move(-area.x, -area.y)
    rail = oval.inflate(round(28 * s), round(28 * s))
    shadow = pygame.Surface(rail.inflate(round(30 * s), round(30 * s)).size, pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 90), shadow.get_rect())
    surf.blit(shadow, shadow.get_rect(center=(rail.centerx, rail.centery + round(10 * s))))
    pygame.draw.ellipse(surf, (74, 44, 24), rail)
    pygame.draw.ellipse(surf, (112, 70, 38), rail.inflate(-round(6 * s), -round(6 * s)))
    pygame.draw.ellipse(surf, (60, 34, 18), oval.inflate(round(4 * s), round(4 * s)))
    # the playing surface: a lighter felt with a soft centre
    inner = pygame.Surface(oval.size, pygame.SRCALPHA)
    steps = 14
    for i in range(steps):
        f = i / steps
        r = pygame.Rect(0, 0, round(oval.width * (1 - f * 0.7)), round(oval.height * (1 - f * 0.7)))
        r.center = (oval.width // 2, oval.height // 2)
        c = (int(28 + 22 * f), int(108 + 30 * f), int(66 + 18 * f), 255)
        pygame.draw.ellipse(inner, c, r)
    surf.blit(inner, oval.topleft)
    pygame.draw.ellipse(
        surf, (214, 178, 94), oval.inflate(-round(26 * s), -round(26 * s)), max(1, round(2 * s))
    )
    return surf
