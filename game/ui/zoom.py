"""A hand of small cards shown large while the pointer rests on it (history, round results).

Lists of many hands draw their cards small (about 25 px wide at 1280x720),
where the corner letters are hard to read; the text beside them names the
hand, but not every card. `HandZoom` remembers where each small hand was
drawn this frame and, when the pointer is over one, draws the same cards at
a readable width (with the same dimming and marks) just above or below it,
inside the screen area. It is pure drawing: the screens feed it the pointer
and the hands.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

from game.engine import Card

from . import theme

if TYPE_CHECKING:
    from .cards import CardRenderer
    from .settings_state import Settings

__all__ = ["HandZoom", "ZOOM_WIDTH", "zoom_rect"]

#: Width of a zoomed card in design px (scaled like everything else).
ZOOM_WIDTH = 78


class ZoomHost(Protocol):
    """What the zoom uses of the app: the card sprites, the settings, the scaling."""

    @property
    def cards(self) -> CardRenderer: ...

    @property
    def settings(self) -> Settings: ...

    def px(self, value: float) -> int: ...


@dataclass(frozen=True)
class _Hand:
    rect: pygame.Rect
    cards: tuple[Card, ...]
    dim: frozenset[Card]
    mark: frozenset[Card]
    mark_colour: theme.Color


def zoom_rect(anchor: pygame.Rect, count: int, width: int, gap: int, area: pygame.Rect) -> pygame.Rect:
    """Where the zoomed hand goes: centred over ``anchor``, above it if it fits, else below,
    inside ``area``."""
    pad = gap * 2
    w = count * width + (count - 1) * gap + 2 * pad
    h = round(width * 1.4) + 2 * pad
    box = pygame.Rect(0, 0, w, h)
    box.midbottom = (anchor.centerx, anchor.top - gap)
    if box.top < area.top:
        box.midtop = (anchor.centerx, anchor.bottom + gap)
    return box.clamp(area)


class HandZoom:
    """Small hands drawn this frame, and the large copy of the one under the pointer."""

    def __init__(self) -> None:
        self.hands: list[_Hand] = []
        self.mouse: tuple[int, int] = (-1, -1)
        #: Where the zoomed hand was drawn last frame and which cards (for tests), or None.
        self.shown: tuple[pygame.Rect, tuple[Card, ...]] | None = None

    def clear(self) -> None:
        """Forget the hands (call before drawing them anew)."""
        self.hands = []

    def track(self, event: pygame.event.Event) -> None:
        """Follow the pointer (every mouse event)."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        elif event.type == pygame.WINDOWLEAVE:
            self.mouse = (-1, -1)

    def add(
        self,
        rect: pygame.Rect,
        cards: Sequence[Card],
        dim: Iterable[Card] = (),
        mark: Iterable[Card] = (),
        mark_colour: theme.Color = theme.ACCENT,
    ) -> None:
        """A small hand drawn at ``rect`` (the visible part of it)."""
        if rect.width > 0 and rect.height > 0:
            hand = _Hand(pygame.Rect(rect), tuple(cards), frozenset(dim), frozenset(mark), mark_colour)
            self.hands.append(hand)

    def hovered(self) -> _Hand | None:
        return next((h for h in reversed(self.hands) if h.rect.collidepoint(self.mouse)), None)

    def draw(self, surface: pygame.Surface, app: ZoomHost, area: pygame.Rect) -> None:
        """Draw the hovered hand large (nothing when the pointer is on none)."""
        self.shown = None
        hand = self.hovered()
        renderer = app.cards
        if hand is None or renderer is None:
            return
        width = app.px(ZOOM_WIDTH)
        if hand.rect.height / 1.4 >= width * 0.8:
            return  # already large: nothing to gain
        gap = max(3, app.px(8))
        box = zoom_rect(hand.rect, len(hand.cards), width, gap, area)
        pygame.draw.rect(surface, (6, 18, 12), box.move(0, app.px(4)), border_radius=app.px(10))
        pygame.draw.rect(surface, (14, 44, 30), box, border_radius=app.px(10))
        pygame.draw.rect(surface, theme.PANEL_BORDER, box, max(1, app.px(2)), border_radius=app.px(10))
        settings = app.settings
        x, y = box.x + 2 * gap, box.y + 2 * gap
        for card in hand.cards:
            face = renderer.face(card, width, four_color=settings.four_color, locale=settings.language)
            surface.blit(face, (x, y))
            if card in hand.dim:
                surface.blit(renderer.overlay(width, (0, 0, 0, 110)), (x, y))
            if card in hand.mark:
                surface.blit(renderer.outline(width, hand.mark_colour), (x, y))
            x += width + gap
        self.shown = (box, hand.cards)
