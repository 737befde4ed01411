"""Where everything sits at a Hold'em table of 2 to 10 seats: a pure function of area and seat count.

`holdem_layout(area, seats, bottom)` returns a frozen `HoldemLayout`. The
design is 1280x640 (a 1280x720 window minus the warning band), scaled as a
whole to the area (`design_scale`) and centred in it, so 960x540 shows the
same table at three quarters of the size. The table takes the left part:
seats stand on an ellipse around the felt, clockwise from the bottom centre
(``bottom`` = the seat shown there, the person at this screen), so the play
order runs clockwise on the screen. Each seat has a name plate with its
stack, two hole cards above it (larger at the bottom), a status line under
it, a dealer-button spot and the spot of its bet, towards the middle. The
middle holds the five board cards and under them the pots (main pot first,
side pots apart). A column on the right holds three buttons (menu, history,
Tipp), the hand's facts with the last action and its reason, the Tipp
panel, and at the bottom the action bar (or the amount chooser in its
place), so no control ever covers a seat. Tests check that nothing overlaps from 2 to 10
seats and from 960x540 to 4K.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import lru_cache

from pygame import Rect

__all__ = [
    "HoldemSeatLayout",
    "HoldemLayout",
    "holdem_layout",
    "design_scale",
    "DesignGrid",
    "bet_box",
    "bet_spot",
    "MIN_SEATS",
    "MAX_SEATS",
]

MIN_SEATS, MAX_SEATS = 2, 10
_DESIGN_W, _DESIGN_H = 1280, 640
#: The table's part of the design width; the column of facts and controls takes the rest.
_TABLE_W = 1026
_COLUMN_X, _COLUMN_W = 1036, 234


def design_scale(width: int, height: int) -> float:
    """Scale of the table relative to its 1280x640 design."""
    return max(0.3, min(width / _DESIGN_W, height / _DESIGN_H))


@dataclass(frozen=True, slots=True)
class DesignGrid:
    """The 1280x640 design scaled as a whole to an area (`design_scale`) and centred in it."""

    ox: int
    oy: int
    scale: float

    @classmethod
    def fit(cls, area: Rect) -> DesignGrid:
        s = design_scale(area.width, area.height)
        ox = area.x + (area.width - round(_DESIGN_W * s)) // 2
        oy = area.y + (area.height - round(_DESIGN_H * s)) // 2
        return cls(ox, oy, s)

    def p(self, v: float) -> int:
        """A design length in px."""
        return round(v * self.scale)

    def at(self, x: float, y: float, w: float, h: float) -> Rect:
        """A design rect on the screen (at least 1 px each way)."""
        p = self.p
        return Rect(self.ox + p(x), self.oy + p(y), max(1, p(w)), max(1, p(h)))

    def point(self, x: float, y: float) -> tuple[int, int]:
        """A design point on the screen."""
        return self.ox + self.p(x), self.oy + self.p(y)


@dataclass(frozen=True, slots=True)
class HoldemSeatLayout:
    """The rects of one seat."""

    seat: int
    bottom: bool
    #: The name plate (name and stack) and the status line under it.
    plate: Rect
    label: Rect
    #: The two hole cards (the second overlaps the first a little).
    cards: tuple[Rect, Rect]
    card_w: int
    #: Where the seat's bet stands (midbottom of its chip piles) and the dealer button's centre.
    bet: tuple[int, int]
    button: tuple[int, int]
    #: The room of the marks beside the plate (D, SB, BB; at most two at one seat), the first at
    #: `button`, the next one further from the plate.
    marks: Rect

    @property
    def hand_rect(self) -> Rect:
        """Both hole cards."""
        return self.cards[0].union(self.cards[1])

    @property
    def rect(self) -> Rect:
        """The bounds of everything of the seat but its bet: cards, plate and status line."""
        return self.hand_rect.union(self.plate).union(self.label)

    @property
    def parts(self) -> tuple[Rect, ...]:
        """What the seat draws besides its bet: the two cards, the plate, the status line, the marks."""
        return (*self.cards, self.plate, self.label, self.marks)


@dataclass(frozen=True, slots=True)
class HoldemLayout:
    """Everything the Hold'em table draws, for one area size and seat count."""

    area: Rect
    scale: float
    #: The felt (playing surface) and its centre.
    oval: Rect
    seats: tuple[HoldemSeatLayout, ...]
    #: The five board cards and their width.
    board: tuple[Rect, ...]
    board_card_w: int
    #: The pots row under the board (main pot first).
    pots: Rect
    #: Chip diameter of bets and pots; radius of the marks.
    chip_d: int
    mark_r: int
    #: The right column: the hand's facts (and the last action with its reason), the Tipp panel,
    #: the action bar, the amount chooser in the bar's place (reaching higher), three buttons.
    facts: Rect
    tips: Rect
    bar: Rect
    chooser: Rect
    menu_button: Rect
    history_button: Rect
    tip_button: Rect
    #: The hint line under the table.
    hint: Rect

    def seat(self, seat: int) -> HoldemSeatLayout:
        """The layout of table seat ``seat``."""
        return self.seats[seat]

    @property
    def middle(self) -> Rect:
        """Everything drawn in the middle of the felt: the board and the pots."""
        return self.pots.union(self.board[0]).union(self.board[-1])


#: The radius of a mark (D, SB, BB) and the distance between two marks at one seat: design px.
MARK_R, MARK_STEP = 12, 27
#: Where the bets stand: this share of the way from the middle to each seat (across, down).
BET_RING = (0.62, 0.55)
#: The box a bet takes around its midbottom (piles above, the number under): design px.
BET_W, BET_ABOVE, BET_BELOW = 84, 40, 17


def bet_box(bet: tuple[int, int], scale: float) -> Rect:
    """The room a bet standing on ``bet`` takes (for the overlap checks)."""
    w, above, below = round(BET_W * scale), round(BET_ABOVE * scale), round(BET_BELOW * scale)
    return Rect(bet[0] - w // 2, bet[1] - above, w, above + below)


@lru_cache(maxsize=1)
def _offsets(reach: int = 40) -> tuple[tuple[int, int], ...]:
    """Grid offsets (in steps) around a spot, nearest first: the order `bet_spot` tries them."""
    grid = ((dx, dy) for dx in range(-reach, reach + 1) for dy in range(-reach, reach + 1))
    return tuple(sorted(grid, key=lambda offset: offset[0] ** 2 + offset[1] ** 2))


def bet_spot(
    avoid: list[Rect], bounds: Rect, sx: int, sy: int, cx: int, cy: int, scale: float
) -> tuple[int, int]:
    """Where a seat's bet stands: on the ring between the seats and the middle, in front of the
    seat; where that spot is taken (by a seat, the board and pots, a control or a bet placed
    before), the nearest clear spot around it inside ``bounds``."""
    px, py = cx + (sx - cx) * BET_RING[0], cy + (sy - cy) * BET_RING[1]
    step = max(1.0, 4 * scale)
    for dx, dy in _offsets():
        point = (round(px + dx * step), round(py + dy * step + BET_ABOVE * scale / 2))
        box = bet_box(point, scale).inflate(round(4 * scale), round(4 * scale))
        if bounds.contains(box) and box.collidelist(avoid) < 0:
            return point
    return cx, cy


def holdem_layout(area: Rect, seats: int, bottom: int = 0) -> HoldemLayout:
    """The table for ``seats`` (2-10) seats in ``area``; seat ``bottom`` sits at the bottom centre.

    Remembered for the last few areas and seatings (the table asks again after every dialog):
    treat the rects of the result as read-only."""
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"{MIN_SEATS}-{MAX_SEATS} seats, not {seats}")
    if not 0 <= bottom < seats:
        raise ValueError(f"no seat {bottom} of {seats}")
    return _layout((area.x, area.y, area.width, area.height), seats, bottom)


@lru_cache(maxsize=32)
def _layout(box: tuple[int, int, int, int], seats: int, bottom: int) -> HoldemLayout:
    area = Rect(box)
    grid = DesignGrid.fit(area)
    s, ox, oy, p, at = grid.scale, grid.ox, grid.oy, grid.p, grid.at
    cx, cy = _TABLE_W / 2, 320.0
    oval = at(cx - 350, cy - 178, 700, 356)
    board_w = 60
    board_h = board_w * 1.4
    gap = 8
    span = 5 * board_w + 4 * gap
    board_x = cx - span / 2
    board_y = cy - board_h / 2 - 56
    board = tuple(at(board_x + i * (board_w + gap), board_y, board_w, board_h) for i in range(5))
    pots = at(board_x, board_y + board_h + 4, span, 76)

    middle = pots.union(board[0]).union(board[-1])
    hint = at(8, 640 - 24, _TABLE_W - 16, 22)
    # the seats' plate centres on an ellipse, clockwise from the bottom
    rx, ry = 414.0, 244.0
    small_w, big_w = 46, 62
    plate_w, plate_h = 156, 50
    label_w, label_h = (180 if seats <= 8 else 162), 21
    layouts: list[HoldemSeatLayout] = []
    centres: list[tuple[int, int]] = []
    for seat in range(seats):
        k = (seat - bottom) % seats
        angle = math.pi / 2 + 2 * math.pi * k / seats
        sx, sy = cx + rx * math.cos(angle), cy + ry * math.sin(angle) + 4
        card_w = big_w if k == 0 else small_w
        card_h = card_w * 1.4
        plate = at(sx - plate_w / 2, sy - plate_h / 2, plate_w, plate_h)
        # the status line (the hand's result "Drilling, Sechsen · +320"): wider than the plate
        label = at(sx - label_w / 2, sy + plate_h / 2 + 1, label_w, label_h)
        # the others' cards stand a little behind the plate's top; your own stand whole above it
        overlap = card_w * 0.22 if k else -4
        step = card_w * 0.74
        top = sy - plate_h / 2 - card_h + overlap
        first = at(sx - (card_w + step) / 2, top, card_w, card_h)
        second = at(sx - (card_w + step) / 2 + step, top, card_w, card_h)
        side = -1 if math.cos(angle) > 0.2 else 1  # the button on the plate's side facing the middle
        bx, by = sx + side * (plate_w / 2 + MARK_R + 2), sy - plate_h / 2 + 6
        button = (ox + p(bx), oy + p(by))
        far = bx + side * MARK_STEP
        marks = at(min(bx, far) - MARK_R, by - MARK_R, MARK_STEP + 2 * MARK_R, 2 * MARK_R)
        layouts.append(
            HoldemSeatLayout(seat, k == 0, plate, label, (first, second), first.width, (0, 0), button, marks)
        )
        centres.append((ox + p(sx), oy + p(sy)))
    # the bets: each towards the middle, clear of every seat, the board and pots, and each other
    column = at(_COLUMN_X, 0, _COLUMN_W, _DESIGN_H)
    avoid = [middle, hint, column, *(part for layout in layouts for part in layout.parts)]
    for seat, centre in enumerate(centres):
        bet = bet_spot(avoid, area, *centre, ox + p(cx), oy + p(cy), s)
        avoid.append(bet_box(bet, s))
        layouts[seat] = replace(layouts[seat], bet=bet)

    col_x, col_w = _COLUMN_X, _COLUMN_W
    third = (col_w - 12) / 3
    menu_button = at(col_x, 8, third, 36)
    history_button = at(col_x + third + 6, 8, third, 36)
    tip_button = at(col_x + 2 * (third + 6), 8, third, 36)
    facts = at(col_x, 52, col_w, 184)
    tips = at(col_x, 244, col_w, 140)
    chooser = at(col_x, 392, col_w, 240)
    bar = at(col_x, 466, col_w, 166)
    return HoldemLayout(
        area=Rect(area),
        scale=s,
        oval=oval,
        seats=tuple(layouts),
        board=board,
        board_card_w=board[0].width,
        pots=pots,
        chip_d=max(8, p(24)),
        mark_r=max(7, p(MARK_R)),
        facts=facts,
        tips=tips,
        bar=bar,
        chooser=chooser,
        menu_button=menu_button,
        history_button=history_button,
        tip_button=tip_button,
        hint=hint,
    )
