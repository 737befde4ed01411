"""The game's own icon, drawn in code like the rest of its art: two cards and a chip on felt.

`icon_surface` works before the window exists (no conversion to the display's
format), so the app sets it before its first ``set_mode`` and the desktop
entry (`game.desktop`) writes it as PNGs for the person's menu.
"""

from __future__ import annotations

import math

import pygame

from game.engine import Suit
from game.ui import theme
from game.ui.suits import draw_suit
from game.ui.tokens import CHIP_COLOURS, _draw_chip_face

__all__ = ["WINDOW_ICON_SIZE", "icon_surface"]

#: The window's icon (window managers scale it for the task bar and title).
WINDOW_ICON_SIZE = 64

_SS = 4  # supersampling for smooth edges
_CARD_FACE = (250, 248, 240)
_CARD_EDGE = (120, 120, 112)
_INK = (24, 24, 30)


def _card(width: int, height: int, suit: Suit, colour: theme.Color) -> pygame.Surface:
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(1, width // 8)
    pygame.draw.rect(card, _CARD_EDGE, card.get_rect(), border_radius=radius)
    edge = max(2, width // 30) * 2
    pygame.draw.rect(card, _CARD_FACE, card.get_rect().inflate(-edge, -edge), border_radius=radius)
    draw_suit(card, suit, (width / 2, height / 2), height * 0.42, colour)
    return card


def icon_surface(size: int) -> pygame.Surface:
    """The icon, ``size`` px square, transparent around a rounded square of felt."""
    big_size = max(16, size) * _SS
    big = pygame.Surface((big_size, big_size), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    whole = big.get_rect()
    pygame.draw.rect(big, theme.FELT_DARK, whole, border_radius=big_size // 5)
    rim = big_size // 14
    pygame.draw.rect(big, theme.FELT, whole.inflate(-rim, -rim), border_radius=big_size // 6)
    card_w, card_h = round(big_size * 0.40), round(big_size * 0.56)
    for suit, colour, angle, centre in (
        (Suit.HEARTS, theme.RED, 14.0, (0.42, 0.43)),
        (Suit.SPADES, _INK, -10.0, (0.58, 0.42)),
    ):
        card = pygame.transform.rotate(_card(card_w, card_h, suit, colour), angle)
        big.blit(card, card.get_rect(center=(round(big_size * centre[0]), round(big_size * centre[1]))))
    chip = pygame.Rect(0, 0, round(big_size * 0.40), round(big_size * 0.40))
    chip.center = (round(big_size * 0.70), round(big_size * 0.72))
    pygame.draw.ellipse(big, (0, 0, 0, 90), chip.move(big_size // 60, big_size // 40))  # its shadow
    _draw_chip_face(big, chip, CHIP_COLOURS[0], -math.pi / 2)
    return pygame.transform.smoothscale(big, (size, size))
