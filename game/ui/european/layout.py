"""Where everything sits at the European network table: a pure function of the area.

`european_layout(area)` returns a frozen `EuropeanLayout`. The design is
1280x640 (a 1280x720 window minus the warning band), scaled as a whole
(`holdem_layout.DesignGrid`) and centred, so 960x540 shows the same
table at three quarters of the size. The table takes the left part: five
places around the felt, clockwise from the bottom (place 0, the person at
this screen; `place_of` turns a table seat into its place). Each place has
a name plate (name and chips), five cards fanned above it, a status line
under it, the spot of the game master's mark (on the plate's corner towards
the middle), the spot of the move's countdown ring (on its outer end) and
the spot of its bet, towards the middle and clear of everything else
(`holdem_layout.bet_spot`). The bottom place shows the person's five cards
large in a row (``hand``) with a line above them (``hand_line``: what to do,
the hand's name) and the numbers 1-5 under them; its plate stands to their
right. The middle of the felt holds the round's name and the pot. The
action bar runs under the table; the column on the right holds the table's
facts (connection, game master, countdowns, the game's last events) with
the amount chooser in their place while it is open, and under them the
chat.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import lru_cache

from pygame import Rect

from ..holdem.layout import DesignGrid, bet_box, bet_spot

__all__ = ["EuropeanLayout", "PlaceLayout", "european_layout", "place_of", "PLACES", "LIFT"]

#: Seats at a European table.
PLACES = 5
#: Design px a card marked for the exchange rises.
LIFT = 20
_DESIGN_H = 640
_TABLE_W = 920
_COLUMN_X, _COLUMN_W = 932, 340


def place_of(seat: int, bottom: int) -> int:
    """The place (0 at the bottom, then clockwise) of table seat ``seat`` when ``bottom`` sits at 0."""
    return (seat - bottom) % PLACES


@dataclass(frozen=True, slots=True)
class PlaceLayout:
    """The rects of one place at the table."""

    place: int
    plate: Rect
    #: The status line under the plate.
    label: Rect
    #: Five cards, fanned (the bottom place: the person's cards in a row), and wider and larger
    #: once shown at the showdown.
    cards: tuple[Rect, ...]
    card_w: int
    shown: tuple[Rect, ...]
    #: Centres of the game master's mark and of the countdown ring; where the bet stands (midbottom).
    mark: tuple[int, int]
    ring: tuple[int, int]
    bet: tuple[int, int]

    @property
    def rect(self) -> Rect:
        """Cards, plate and status line."""
        return self.cards[0].unionall([*self.cards[1:], *self.shown, self.plate, self.label])


@dataclass(frozen=True, slots=True)
class EuropeanLayout:
    """Everything the European table draws, for one area size."""

    area: Rect
    scale: float
    oval: Rect
    places: tuple[PlaceLayout, ...]
    #: The line above the person's cards and the numbers' row under them.
    hand_line: Rect
    numbers: Rect
    #: The middle: the round's caption and name, and where the pot's chips stand (midbottom).
    round_caption: tuple[int, int]
    round_name: tuple[int, int]
    pot: tuple[int, int]
    middle: Rect
    #: Chip diameter of bets and pot; radius of the master's mark and of the countdown ring.
    chip_d: int
    pot_chip_d: int
    mark_r: int
    ring_r: int
    bar: Rect
    facts: Rect
    chooser: Rect
    chat: Rect

    @property
    def hand(self) -> tuple[Rect, ...]:
        """The person's five cards (unmarked)."""
        return self.places[0].cards


def european_layout(area: Rect) -> EuropeanLayout:
    """The table in ``area`` (remembered for the last few sizes: treat the rects as read-only)."""
    return _layout((area.x, area.y, area.width, area.height))


@lru_cache(maxsize=8)
def _layout(box: tuple[int, int, int, int]) -> EuropeanLayout:
    area = Rect(box)
    grid = DesignGrid.fit(area)
    s, ox, oy, p, at, point = grid.scale, grid.ox, grid.oy, grid.p, grid.at, grid.point

    cx, cy = _TABLE_W / 2, 250.0
    oval = at(cx - 320, cy - 148, 640, 296)
    mark_r, ring_r = 13, 19
    plate_w, plate_h = 164, 48
    # the person's cards in a row at the bottom, the plate to their right
    hand_w, hand_gap, hand_top = 90, 12, 430
    span = 5 * hand_w + 4 * hand_gap
    hand_x = cx - span / 2 - 40
    hand = tuple(at(hand_x + i * (hand_w + hand_gap), hand_top, hand_w, hand_w * 1.4) for i in range(5))
    hand_line = at(hand_x, hand_top - LIFT - 26, span, 24)
    numbers = at(hand_x, hand_top + hand_w * 1.4 + 1, span, 17)
    px0 = hand_x + span + 18
    plate0 = at(px0, 474, plate_w, plate_h)
    places = [
        PlaceLayout(
            0,
            plate0,
            at(px0, 474 + plate_h + 1, plate_w, 19),
            hand,
            hand[0].width,
            hand,
            point(px0, 474),
            point(px0 + plate_w + ring_r - 4, 474 + plate_h / 2),
            (0, 0),
        )
    ]
    # the others on an ellipse, clockwise from the bottom
    rx, ry = 352.0, 196.0
    card_w, step = 44, 27
    card_h = card_w * 1.4
    shown_w, shown_step = 50, 34
    for k in range(1, PLACES):
        angle = math.pi / 2 + 2 * math.pi * k / PLACES
        sx, sy = cx + rx * math.cos(angle), cy + 12 + ry * math.sin(angle)
        left = sx < cx
        plate = at(sx - plate_w / 2, sy - plate_h / 2, plate_w, plate_h)
        label = at(sx - plate_w / 2, sy + plate_h / 2 + 1, plate_w, 19)
        fan = card_w + 4 * step
        top = sy - plate_h / 2 - card_h + card_h * 0.2
        cards = tuple(at(sx - fan / 2 + i * step, top, card_w, card_h) for i in range(5))
        fan = shown_w + 4 * shown_step
        top = sy - plate_h / 2 - shown_w * 1.4 + shown_w * 0.2
        shown = tuple(at(sx - fan / 2 + i * shown_step, top, shown_w, shown_w * 1.4) for i in range(5))
        inner = sx + plate_w / 2 if left else sx - plate_w / 2
        outer = sx - plate_w / 2 - ring_r + 4 if left else sx + plate_w / 2 + ring_r - 4
        places.append(
            PlaceLayout(
                k,
                plate,
                label,
                cards,
                cards[0].width,
                shown,
                point(inner, sy - plate_h / 2),
                point(outer, sy),
                (0, 0),
            )
        )
    round_caption = point(cx, cy - 62)
    round_name = point(cx, cy - 34)
    pot = point(cx, cy + 42)
    middle = at(cx - 150, cy - 76, 300, 146)
    bar = at(10, 588, _TABLE_W - 20, 46)
    column = at(_COLUMN_X - 6, 0, _COLUMN_W + 14, _DESIGN_H)
    # the bets: each towards the middle, clear of the places, the middle, the bar and each other
    chips = max(8, p(22))
    avoid = [middle, bar, column, hand_line.inflate(0, p(LIFT) * 2)]
    for layout in places:
        avoid += [*layout.cards, *layout.shown, layout.plate, layout.label]
        ring = Rect(0, 0, 2 * p(ring_r), 2 * p(ring_r))
        ring.center = layout.ring
        avoid.append(ring)
    table = Rect(area.x, area.y, ox - area.x + p(_TABLE_W), area.height)
    for k, layout in enumerate(places):
        # towards the middle; the bottom place's bet stands above its plate (its cards are in the way)
        middle_x, middle_y = (
            (ox + p(cx), oy + p(cy)) if k else (layout.plate.centerx, layout.plate.y - p(200))
        )
        bet = bet_spot(avoid, table, *layout.plate.center, middle_x, middle_y, s)
        avoid.append(bet_box(bet, s))
        places[k] = replace(layout, bet=bet)
    facts = at(_COLUMN_X, 8, _COLUMN_W, 262)
    chat = at(_COLUMN_X, 278, _COLUMN_W, 354)
    return EuropeanLayout(
        area=Rect(area),
        scale=s,
        oval=oval,
        places=tuple(places),
        hand_line=hand_line,
        numbers=numbers,
        round_caption=round_caption,
        round_name=round_name,
        pot=pot,
        middle=middle,
        chip_d=chips,
        pot_chip_d=max(10, p(28)),
        mark_r=max(7, p(mark_r)),
        ring_r=max(10, p(ring_r)),
        bar=bar,
        facts=facts,
        chooser=facts,
        chat=chat,
    )
