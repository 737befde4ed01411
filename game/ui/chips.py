"""Amounts of play chips drawn as piles of chips with their number, for every betting game.

A stack, a bet or a pot is one amount; `chip_piles` breaks it into piles of
one denomination each (greedy, largest first), so 230 chips read as two
black 100s, one blue 25 and one red 5. `draw_amount` draws the piles side by
side on a common baseline (`game.ui.tokens.stack`, cached per count) with
the amount written under them; the number is what counts, the piles show
at a glance how large it is. Pile heights are capped (`MAX_VISIBLE` chips),
and at most `MAX_PILES` piles are drawn (the smallest denominations are
folded into the last pile). Chips have no value: no currency anywhere.
"""

from __future__ import annotations

import pygame

from . import theme, tokens
from .textcache import TextCache

__all__ = [
    "DENOMINATIONS",
    "MAX_PILES",
    "MAX_VISIBLE",
    "chip_piles",
    "pile_colours",
    "amount_width",
    "draw_amount",
]

#: Denominations, largest first, with their chip colours (from `tokens.CHIP_COLOURS`).
DENOMINATIONS: tuple[tuple[int, tokens.RGB], ...] = (
    (1000, tokens.CHIP_COLOURS[5]),  # orange
    (500, tokens.CHIP_COLOURS[3]),  # purple
    (100, tokens.CHIP_COLOURS[4]),  # black
    (25, tokens.CHIP_COLOURS[1]),  # blue
    (5, tokens.CHIP_COLOURS[0]),  # red
    (1, tokens.CHIP_COLOURS[2]),  # gold
)
MAX_PILES = 4
MAX_VISIBLE = 8


def chip_piles(amount: int, max_piles: int = MAX_PILES) -> list[tuple[int, int]]:
    """(denomination, chips) piles for ``amount``, largest first; at most ``max_piles`` piles.

    Greedy by denomination; when more piles would be needed, the rest is
    counted in the last pile's denomination rounded up, so the piles never
    look emptier than the amount (the number drawn under them is exact).
    """
    piles: list[tuple[int, int]] = []
    rest = max(0, amount)
    for value, _ in DENOMINATIONS:
        count, rest = divmod(rest, value)
        if count:
            piles.append((value, count))
    if len(piles) > max_piles:
        kept = piles[: max_piles - 1]
        value = piles[max_piles - 1][0]
        tail = sum(v * c for v, c in piles[max_piles - 1 :])
        kept.append((value, -(-tail // value)))
        piles = kept
    return piles


def pile_colours(amount: int) -> list[tokens.RGB]:
    """The chip colour of each pile of ``amount`` (for chips in flight), largest first."""
    colour = dict(DENOMINATIONS)
    return [colour[value] for value, _ in chip_piles(amount)] or [DENOMINATIONS[-1][1]]


def amount_width(amount: int, diameter: int, max_piles: int = MAX_PILES) -> int:
    """The width of the piles `draw_amount` draws for ``amount`` (at least one chip wide)."""
    piles = max(1, len(chip_piles(amount, max_piles)))
    return piles * diameter + (piles - 1) * _gap(diameter)


def _gap(diameter: int) -> int:
    return max(1, diameter // 8)


def draw_amount(
    surface: pygame.Surface,
    text: TextCache,
    amount: int,
    midbottom: tuple[int, int],
    diameter: int,
    colour: theme.Color = theme.TEXT,
    label: str | None = None,
    show_empty: bool = False,
    max_piles: int = MAX_PILES,
) -> pygame.Rect:
    """Draw ``amount`` as piles standing on ``midbottom`` with its number (or ``label``) below.

    Returns the rect covered by piles and number. An amount of 0 draws
    nothing but the number, and that only with ``show_empty``. ``max_piles``
    narrows the piles where room is short (see `chip_piles`).
    """
    x0, base = midbottom
    size = max(11, round(diameter * 0.5))
    caption = label if label is not None else str(amount)
    covered = pygame.Rect(x0, base, 0, 0)
    if amount > 0:
        piles = chip_piles(amount, max_piles)
        colours = dict(DENOMINATIONS)
        x = x0 - amount_width(amount, diameter, max_piles) // 2
        for value, count in piles:
            image = tokens.stack(min(count, MAX_VISIBLE), diameter, MAX_VISIBLE, colours[value])
            rect = image.get_rect(bottomleft=(x - (image.get_width() - diameter) // 2, base))
            surface.blit(image, rect)
            covered.union_ip(rect)
            x += diameter + _gap(diameter)
    if amount > 0 or show_empty:
        rect = text.blit(surface, caption, size, colour, bold=True, midtop=(x0, base + 2))
        covered.union_ip(rect)
    return covered
