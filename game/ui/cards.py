"""Card sprites drawn in code: faces, backs, shadow and overlay shapes, cached per size.

`CardRenderer` owns everything a scene needs to show cards: `face` for the 52
fronts (corner indices, classic pip layouts, big Ass pip, pictured courts),
`back` for the card backs, `shadow` for a soft drop shadow, and `overlay` /
`outline` for marking and highlighting. A card is ``width`` pixels wide and
``card_size(width)[1] = round(width * 1.4)`` high (poker ratio 63 x 88 mm).
Everything is drawn at 2-4 times the size and smooth-scaled down, which
anti-aliases the rounded corners, pips and letters at any size. Results are
kept in a bounded LRU cache keyed by card, width and options, so a scene can
ask for its cards every frame. Nothing is drawn, and pygame.font is not
initialised, before the first call.
"""

from __future__ import annotations

import math

import pygame

from game.engine import Card, Rank, Suit
from game.text.letters import rank_letter
from game.ui.courts import draw_court
from game.ui.spritecache import LruCache
from game.ui.suits import SUIT_ASPECT, draw_suit
from game.ui.theme import Color

__all__ = [
    "BACK_STYLES",
    "CARD_RATIO",
    "CardRenderer",
    "card_size",
    "rank_label",
    "suit_colour",
]

RGB = tuple[int, int, int]

#: Height / width of a card (63 x 88 mm poker cards).
CARD_RATIO = 1.4

RED: RGB = (200, 24, 38)
BLACK: RGB = (22, 22, 28)
BLUE: RGB = (18, 86, 196)
GREEN: RGB = (14, 124, 52)
FACE: RGB = (255, 255, 253)
BORDER: RGB = (150, 150, 156)

_TWO_COLOURS: dict[Suit, RGB] = {
    Suit.DIAMONDS: RED,
    Suit.HEARTS: RED,
    Suit.SPADES: BLACK,
    Suit.CLUBS: BLACK,
}
_FOUR_COLOURS: dict[Suit, RGB] = {
    Suit.DIAMONDS: BLUE,
    Suit.HEARTS: RED,
    Suit.SPADES: BLACK,
    Suit.CLUBS: GREEN,
}


#: Card back styles by index: (name, main colour, pattern colour, accent colour).
BACK_STYLES: tuple[tuple[str, RGB, RGB, RGB], ...] = (
    ("red", (128, 20, 32), (168, 52, 62), (230, 190, 110)),
    ("blue", (20, 44, 112), (52, 82, 156), (214, 196, 140)),
    ("green", (16, 78, 52), (44, 116, 80), (226, 200, 120)),
)

# Pip centres as (column, row): columns 0 / 0.5 / 1 = left, middle, right;
# rows from 0 (top pip row) to 1 (bottom). Pips below the middle are drawn
# upside down, as on printed cards.
_L, _M, _R = 0.0, 0.5, 1.0
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_M, 0), (_M, 1)),
    3: ((_M, 0), (_M, 0.5), (_M, 1)),
    4: ((_L, 0), (_R, 0), (_L, 1), (_R, 1)),
    5: ((_L, 0), (_R, 0), (_M, 0.5), (_L, 1), (_R, 1)),
    6: ((_L, 0), (_R, 0), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)),
    7: ((_L, 0), (_R, 0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)),
    8: ((_L, 0), (_R, 0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_M, 0.75), (_L, 1), (_R, 1)),
    9: tuple((c, r) for c in (_L, _R) for r in (0, 1 / 3, 2 / 3, 1)) + ((_M, 0.5),),
    10: tuple((c, r) for c in (_L, _R) for r in (0, 1 / 3, 2 / 3, 1)) + ((_M, 1 / 6), (_M, 5 / 6)),
}


def card_size(width: float) -> tuple[int, int]:
    """The pixel size of a card ``width`` pixels wide."""
    width = max(8, round(width))
    return width, round(width * CARD_RATIO)


def suit_colour(suit: Suit, four_color: bool = False) -> RGB:
    """The ink colour of a suit: red/black, or blue/black/red/green with ``four_color``."""
    return (_FOUR_COLOURS if four_color else _TWO_COLOURS)[suit]


def rank_label(rank: Rank, locale: str = "de") -> str:
    """The corner index of a rank: "2".."10", and B/D/K/A (de) or J/Q/K/A (en)."""
    return rank_letter(rank, locale)


def _supersample(width: int) -> int:
    """How many times larger than the target to draw: 4 for small cards, 2 from 110 px.

    Side by side, 2x and 4x look the same from about 110 px up, and 2x renders
    several times faster. Never 3: smoothscale by 3 loses precision (opaque
    white comes out as 253 with alpha 253, so the felt would show through).
    """
    return 4 if width < 110 else 2


def _on_display(surface: pygame.Surface) -> pygame.Surface:
    """Convert to the display's pixel format when a window exists (faster blits)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


class CardRenderer:
    """Draws and caches card faces, backs and card-shaped helper surfaces.

    Create one after pygame is initialised (a window is optional but makes the
    surfaces display-format) and keep it; every method returns a cached surface
    that must not be drawn on.
    """

    def __init__(self, locale: str = "de", max_entries: int = 320) -> None:
        rank_label(Rank.ACE, locale)  # validates the locale early
        self.locale = locale
        self._cache: LruCache[pygame.Surface] = LruCache(max_entries)
        self._fonts: dict[int, pygame.font.Font] = {}
        # Drawing parts reused across cards of one size: the blank card and pip stamps.
        self._parts: LruCache[pygame.Surface] = LruCache(256)

    # -- public API -----------------------------------------------------

    def face(
        self, card: Card, width: float, four_color: bool = False, locale: str | None = None
    ) -> pygame.Surface:
        """The front of ``card``, ``width`` px wide (height ``round(width * 1.4)``)."""
        loc = locale or self.locale
        w, h = card_size(width)
        key = ("face", card, w, four_color, loc)
        return self._cache.get(key, lambda: _on_display(self._draw_face(card, w, h, four_color, loc)))

    def back(self, width: float, style: int = 0) -> pygame.Surface:
        """A card back, ``width`` px wide; ``style`` indexes `BACK_STYLES`."""
        if not 0 <= style < len(BACK_STYLES):
            raise ValueError(f"unknown back style {style}")
        w, h = card_size(width)
        return self._cache.get(("back", w, style), lambda: _on_display(self._draw_back(w, h, style)))

    @staticmethod
    def shadow_margin(width: float) -> int:
        """How far `shadow` extends beyond the card on each side."""
        return max(2, round(card_size(width)[0] * 0.08))

    def shadow(self, width: float) -> pygame.Surface:
        """A soft card-shaped shadow, `shadow_margin` larger than the card on each side.

        Blit it at ``(card.x - margin + dx, card.y - margin + dy)`` before the card,
        with a small (dx, dy) for the light direction.
        """
        w, h = card_size(width)
        return self._cache.get(("shadow", w), lambda: _on_display(self._draw_shadow(w, h)))

    def overlay(self, width: float, colour: tuple[int, int, int, int]) -> pygame.Surface:
        """A card-shaped fill in an RGBA ``colour`` (e.g. (0, 0, 0, 90) dims a card)."""
        w, h = card_size(width)
        return self._cache.get(
            ("overlay", w, tuple(colour)), lambda: _on_display(self._draw_shape(w, h, colour, 0))
        )

    def outline(self, width: float, colour: Color, thickness: int = 0) -> pygame.Surface:
        """A card-shaped frame in ``colour`` for highlights (thickness 0 = automatic)."""
        w, h = card_size(width)
        t = thickness or max(2, round(w * 0.04))
        return self._cache.get(
            ("outline", w, tuple(colour), t),
            lambda: _on_display(self._draw_shape(w, h, (*colour[:3], 255), t)),
        )

    def clear(self) -> None:
        """Drop all cached surfaces (e.g. after the display format changed)."""
        self._cache.clear()
        self._parts.clear()

    # -- drawing ----------------------------------------------------------

    def _font(self, size: int) -> pygame.font.Font:
        if not pygame.font.get_init():
            pygame.font.init()
        font = self._fonts.get(size)
        if font is None:
            font = self._fonts[size] = pygame.font.Font(None, size)
        return font

    def _text(self, text: str, cap_height: float, max_width: float, colour: RGB) -> pygame.Surface:
        """``text`` tightly cropped, scaled so capitals are ``cap_height`` px, at most ``max_width`` wide."""
        # The bundled font's capitals are about 0.52 of its nominal size.
        size = max(6, round(cap_height / 0.52))
        try:
            rendered = self._font(size).render(text, True, colour)
        except pygame.error:  # font module restarted since this font was made
            self._fonts.clear()
            rendered = self._font(size).render(text, True, colour)
        glyphs = rendered.subsurface(rendered.get_bounding_rect())
        gw, gh = glyphs.get_size()
        scale = cap_height / gh
        tw, th = gw * scale, cap_height
        tw = min(tw, max_width)  # condense (the "10") rather than shrink it
        return pygame.transform.smoothscale(glyphs, (max(1, round(tw)), max(1, round(th))))

    def _card_base(self, w: int, h: int, ss: int) -> tuple[pygame.Surface, pygame.Rect, int]:
        """A fresh blank card (border, white face) at ``ss`` times the size, its face rect and radius."""
        radius = round(w * 0.065 * ss)
        border = max(ss, round(w * ss / 110))
        inner = pygame.Rect(0, 0, w * ss, h * ss).inflate(-2 * border, -2 * border)

        def draw() -> pygame.Surface:
            big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
            # Transparent pixels carry the border colour so smoothscale does not darken the edge.
            big.fill((*BORDER, 0))
            pygame.draw.rect(big, BORDER, big.get_rect(), border_radius=radius)
            pygame.draw.rect(big, FACE, inner, border_radius=max(1, radius - border))
            return big

        return self._parts.get(("base", w, h, ss), draw).copy(), inner, radius

    def _pip(self, suit: Suit, height: float, colour: RGB, upside_down: bool = False) -> pygame.Surface:
        """A suit symbol stamp (supersampled pixels, not anti-aliased), cached for reuse."""
        hh = max(2, round(height))

        def draw() -> pygame.Surface:
            size = (round(hh * SUIT_ASPECT[suit]) + 2, hh + 2)
            stamp = pygame.Surface(size, pygame.SRCALPHA)
            stamp.fill((*colour, 0))
            draw_suit(stamp, suit, (size[0] / 2, size[1] / 2), hh, colour, upside_down)
            return stamp

        return self._parts.get(("pip", suit, hh, colour, upside_down), draw)

    def _stamp(self, target: pygame.Surface, stamp: pygame.Surface, center: tuple[float, float]) -> None:
        target.blit(
            stamp,
            (round(center[0] - stamp.get_width() / 2), round(center[1] - stamp.get_height() / 2)),
        )

    def _index(self, rank: Rank, suit: Suit, colour: RGB, w: int, ss: int, loc: str) -> pygame.Surface:
        """The corner index block: rank above a small suit pip, centred on a column."""
        u = w * ss
        label = rank_label(rank, loc)
        cap = u * (0.17 if label == "10" else 0.18)
        text = self._text(label, cap, u * 0.175, colour)
        pip_h = u * 0.125
        gap = u * 0.035
        block_w = round(u * 0.2)
        block = pygame.Surface((block_w, round(cap + gap + pip_h) + 2), pygame.SRCALPHA)
        block.fill((*colour, 0))
        block.blit(text, (round((block_w - text.get_width()) / 2), 0))
        self._stamp(block, self._pip(suit, pip_h, colour), (block_w / 2, cap + gap + pip_h / 2))
        return block

    def _draw_face(self, card: Card, w: int, h: int, four_color: bool, loc: str) -> pygame.Surface:
        ss = _supersample(w)
        big, _, _ = self._card_base(w, h, ss)
        u = w * ss
        colour = suit_colour(card.suit, four_color)

        index = self._index(card.rank, card.suit, colour, w, ss, loc)
        ix, iy = round(u * 0.005), round(u * 0.06)
        big.blit(index, (ix, iy))
        big.blit(
            pygame.transform.flip(index, True, True),
            (u - ix - index.get_width(), h * ss - iy - index.get_height()),
        )

        rank = card.rank
        if rank == Rank.ACE:
            pip = u * 0.46 * (1.0 if card.suit is not Suit.DIAMONDS else 1.08)
            self._stamp(big, self._pip(card.suit, pip, colour), (u / 2, h * ss / 2))
        elif rank > Rank.TEN:
            panel = pygame.Rect(0, 0, round(u * 0.58), round(h * ss * 0.86))
            panel.center = (round(u / 2), round(h * ss / 2))
            draw_court(big, panel, rank, card.suit, colour, max(1, round(u * 0.006)))
        else:
            # Nine and ten are crowded: slightly smaller pips keep them clear of the index.
            pip = u * (0.2 if rank < 9 else 0.19) / max(1.0, SUIT_ASPECT[card.suit] * 1.05)
            x0, x1 = u * 0.3, u * 0.7
            y0, y1 = h * ss * 0.2, h * ss * 0.8
            for col, row in _PIPS[int(rank)]:
                cx = x0 + (x1 - x0) * col
                cy = y0 + (y1 - y0) * row
                self._stamp(big, self._pip(card.suit, pip, colour, row > 0.5), (cx, cy))
        return pygame.transform.smoothscale(big, (w, h))

    def _draw_back(self, w: int, h: int, style: int) -> pygame.Surface:
        _, main, pattern, accent = BACK_STYLES[style]
        ss = _supersample(w)
        big, inner, radius = self._card_base(w, h, ss)
        u = w * ss
        panel = inner.inflate(-round(u * 0.08), -round(u * 0.08))
        pr = max(1, round(radius * 0.6))
        pygame.draw.rect(big, main, panel, border_radius=pr)

        # A diagonal lattice with a dot on every crossing, clipped to the panel.
        big.set_clip(panel)
        step = u * 0.12
        lw = max(1, round(u * 0.012))
        span = panel.width + panel.height
        offsets: list[float] = []
        k: float = -span
        while k < span:
            offsets.append(k)
            x = panel.left + k
            pygame.draw.line(big, pattern, (x, panel.top), (x + panel.height, panel.bottom), lw)
            pygame.draw.line(big, pattern, (x + panel.height, panel.top), (x, panel.bottom), lw)
            k += step
        dot = u * 0.02
        for ka in offsets:
            for kb in offsets:
                cx = panel.left + (ka + kb + panel.height) / 2
                cy = panel.top + (kb - ka + panel.height) / 2
                if panel.left - dot < cx < panel.right + dot and panel.top - dot < cy < panel.bottom + dot:
                    pygame.draw.circle(big, pattern, (cx, cy), dot)
        big.set_clip(None)

        # Double frame and a central medallion with an eight-pointed star.
        t = max(1, round(u * 0.012))
        pygame.draw.rect(big, accent, panel.inflate(-round(u * 0.05), -round(u * 0.05)), t, border_radius=pr)
        pygame.draw.rect(big, main, panel, round(u * 0.025), border_radius=pr)
        cx, cy = panel.center
        r_out = u * 0.2
        pygame.draw.ellipse(
            big, main, pygame.Rect(0, 0, r_out * 2, r_out * 2.5).move(cx - r_out, cy - r_out * 1.25)
        )
        pygame.draw.ellipse(
            big,
            accent,
            pygame.Rect(0, 0, r_out * 2, r_out * 2.5).move(cx - r_out, cy - r_out * 1.25),
            t,
        )
        star = []
        for i in range(16):
            a = math.pi * i / 8 - math.pi / 2
            rr = r_out * (0.75 if i % 2 == 0 else 0.33)
            star.append((cx + rr * math.cos(a), cy + rr * math.sin(a) * 1.15))
        pygame.draw.polygon(big, accent, star)
        pygame.draw.circle(big, main, (cx, cy), r_out * 0.16)
        return pygame.transform.smoothscale(big, (w, h))

    def _draw_shape(
        self, w: int, h: int, colour: tuple[int, int, int, int], thickness: int
    ) -> pygame.Surface:
        ss = 4 if w < 200 else 2
        big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
        big.fill((*colour[:3], 0))
        radius = round(w * 0.065 * ss)
        pygame.draw.rect(big, colour, big.get_rect(), thickness * ss, border_radius=radius)
        return pygame.transform.smoothscale(big, (w, h))

    def _draw_shadow(self, w: int, h: int) -> pygame.Surface:
        m = self.shadow_margin(w)
        surf = pygame.Surface((w + 2 * m, h + 2 * m), pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        pygame.draw.rect(surf, (0, 0, 0, 120), pygame.Rect(m, m, w, h), border_radius=round(w * 0.065))
        try:
            return pygame.transform.gaussian_blur(surf, max(1, m // 2))
        except (AttributeError, ValueError, pygame.error):
            small = pygame.transform.smoothscale(
                surf, (max(1, surf.get_width() // 4), max(1, surf.get_height() // 4))
            )
            return pygame.transform.smoothscale(small, surf.get_size())
