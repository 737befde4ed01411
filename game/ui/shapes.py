"""Suit symbols drawn as shapes (the bundled font has no suit glyphs).

Used for menu decoration and as a fallback; the card sprites of
`game.ui.cards` draw their own pips.
"""

from __future__ import annotations

import pygame

__all__ = ["draw_suit"]


def draw_suit(
    surface: pygame.Surface, suit: str, center: tuple[int, int], size: int, color: tuple[int, ...]
) -> None:
    """Draw suit 's', 'h', 'd' or 'c' of height ``size`` centred at ``center``."""
    cx, cy = center
    r = size / 2
    if suit == "d":
        pts = [(cx, cy - r), (cx + r * 0.72, cy), (cx, cy + r), (cx - r * 0.72, cy)]
        pygame.draw.polygon(surface, color, pts)
    elif suit == "h":
        lobe = r * 0.52
        pygame.draw.circle(surface, color, (round(cx - lobe * 0.95), round(cy - r * 0.35)), round(lobe))
        pygame.draw.circle(surface, color, (round(cx + lobe * 0.95), round(cy - r * 0.35)), round(lobe))
        pygame.draw.polygon(
            surface, color, [(cx - r * 0.98, cy - r * 0.2), (cx + r * 0.98, cy - r * 0.2), (cx, cy + r)]
        )
    elif suit == "s":
        lobe = r * 0.5
        pygame.draw.circle(surface, color, (round(cx - lobe * 0.92), round(cy + r * 0.12)), round(lobe))
        pygame.draw.circle(surface, color, (round(cx + lobe * 0.92), round(cy + r * 0.12)), round(lobe))
        pygame.draw.polygon(
            surface, color, [(cx - r * 0.95, cy + r * 0.02), (cx + r * 0.95, cy + r * 0.02), (cx, cy - r)]
        )
        pygame.draw.polygon(
            surface, color, [(cx, cy + r * 0.2), (cx - r * 0.4, cy + r), (cx + r * 0.4, cy + r)]
        )
    else:  # clubs
        lobe = r * 0.44
        pygame.draw.circle(surface, color, (round(cx), round(cy - r * 0.5)), round(lobe))
        pygame.draw.circle(surface, color, (round(cx - r * 0.5), round(cy + r * 0.08)), round(lobe))
        pygame.draw.circle(surface, color, (round(cx + r * 0.5), round(cy + r * 0.08)), round(lobe))
        pygame.draw.circle(surface, color, (round(cx), round(cy)), round(lobe * 0.7))
        pygame.draw.polygon(
            surface, color, [(cx, cy - r * 0.1), (cx - r * 0.4, cy + r), (cx + r * 0.4, cy + r)]
        )
