"""Where everything sits on the table: a pure function of the area and the seat count.

`table_layout(area, seats, bottom)` returns a frozen `TableLayout` with the
rects of the felt oval, the stock, the centre pot, the hint line, the
exchange buttons and, per seat, the five card slots, the name plate, the
token stack, the status label and the dealer button. Seats are placed
clockwise starting at the bottom centre (``bottom`` = the seat shown there,
normally the local person), so the play order (left of the dealer) runs
clockwise around the screen. The bottom seat gets large, non-overlapping
cards (they are clicked); the others get small fanned cards. Nothing here
needs a display, so tests check the layout from 960x540 to 4K.

The centre is meant to be read from across the room: the round number in
large type between the stock and the pot, the mode line and whose turn it is
under it, and in the pot ring the token at stake with a caption. Token
stacks are about 40-50 px wide at 1280x720 (`chip_d`), their counts bold.
`centre` bounds all of it, so tests can check that no seat runs into it.

``avoid`` (a network table's panel) is kept free: a seat that would run
under it moves sideways, away from it (down below it if there is no room
beside it); `SeatLayout.footprint` is what a seat covers.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pygame import Rect

__all__ = ["SeatLayout", "TableLayout", "table_layout", "design_scale", "SEAT_POSITIONS"]

#: Design height of the content area (1280x720 minus the warning band).
_DESIGN_W, _DESIGN_H = 1280, 640

#: Centre of each non-bottom seat's hand as fractions of the area, clockwise from the bottom.
SEAT_POSITIONS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0.5, 0.16),),
    3: ((0.20, 0.24), (0.80, 0.24)),
    4: ((0.14, 0.40), (0.5, 0.13), (0.86, 0.40)),
    5: ((0.13, 0.45), (0.31, 0.13), (0.69, 0.13), (0.87, 0.45)),
}


@dataclass(frozen=True, slots=True)
class SeatLayout:
    """The rects of one seat."""

    seat: int
    bottom: bool
    cards: tuple[Rect, ...]
    card_w: int
    plate: Rect
    stack: tuple[int, int]  # midbottom of the token stack
    chip_d: int
    label: Rect
    button: tuple[int, int]  # centre of the dealer button
    rating: Rect  # the live rating line (bottom seat) / hand name at the showdown

    @property
    def hand_rect(self) -> Rect:
        return self.cards[0].unionall(list(self.cards[1:]))

    @property
    def stack_rect(self) -> Rect:
        """Where the token stack and its count under it are drawn (at most 10 chips high)."""
        x, y = self.stack
        d = self.chip_d
        return Rect(x - d // 2 - 2, y - round(d * 1.2), d + 4, round(d * 2.0))

    @property
    def footprint(self) -> Rect:
        """Everything this seat draws: cards, plate, label, stack (the hand's name too)."""
        return self.hand_rect.unionall([self.plate, self.label, self.stack_rect, self.rating])

    def moved(self, dx: int, dy: int) -> SeatLayout:
        """This seat ``dx``, ``dy`` pixels away."""
        return replace(
            self,
            cards=tuple(r.move(dx, dy) for r in self.cards),
            plate=self.plate.move(dx, dy),
            stack=(self.stack[0] + dx, self.stack[1] + dy),
            label=self.label.move(dx, dy),
            button=(self.button[0] + dx, self.button[1] + dy),
            rating=self.rating.move(dx, dy),
        )


def _clear_of(seat: SeatLayout, avoid: Rect, area: Rect, gap: int) -> SeatLayout:
    """``seat`` moved out from under ``avoid``: sideways (the shorter way that stays in ``area``),
    else down below it."""
    box = seat.footprint
    if not box.colliderect(avoid):
        return seat
    ways = [avoid.x - gap - box.right, avoid.right + gap - box.x]
    inside = [dx for dx in ways if box.x + dx >= area.x and box.right + dx <= area.right]
    if inside:
        return seat.moved(min(inside, key=abs), 0)
    return seat.moved(0, avoid.bottom + gap - box.y)


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Everything the table scene draws, for one area size and seat count."""

    area: Rect
    scale: float
    oval: Rect
    stock: Rect
    pot: tuple[int, int]
    round_label: tuple[int, int]  # the mode line (centre)
    hint: Rect
    exchange_button: Rect
    keep_button: Rect
    menu_button: Rect
    seats: tuple[SeatLayout, ...]
    #: Radius of the pot ring; centre of the round number, the turn line, the stake caption.
    pot_r: int
    round_title: tuple[int, int]
    message: tuple[int, int]
    stake_label: tuple[int, int]
    #: Everything drawn in the middle of the felt (for overlap tests).
    centre: Rect

    @property
    def small_card_w(self) -> int:
        return min(s.card_w for s in self.seats)


def design_scale(width: int, height: int) -> float:
    """Scale of the table relative to its 1280x640 design."""
    return max(0.3, min(width / _DESIGN_W, height / _DESIGN_H))


def _card_h(w: int) -> int:
    return round(w * 1.4)


def table_layout(area: Rect, seats: int, bottom: int = 0, avoid: Rect | None = None) -> TableLayout:
    """The table for ``seats`` (2-5) seats in ``area``; seat ``bottom`` sits at the bottom centre;
    no other seat under ``avoid`` (see the module doc)."""
    if not 2 <= seats <= 5:
        raise ValueError(f"2-5 seats, not {seats}")
    s = design_scale(area.width, area.height)

    def p(v: float) -> int:
        return max(1, round(v * s))

    ax, ay, aw, ah = area.x, area.y, area.width, area.height
    hint = Rect(ax + p(12), area.bottom - p(28), aw - 2 * p(12), p(24))

    # the bottom seat: large cards side by side, name plate left, stack right
    big_w = p(96)
    big_h = _card_h(big_w)
    gap = p(10)
    hand_w = 5 * big_w + 4 * gap
    hand_x = ax + aw // 2 - hand_w // 2
    hand_y = hint.y - p(10) - big_h
    bottom_cards = tuple(Rect(hand_x + i * (big_w + gap), hand_y, big_w, big_h) for i in range(5))
    plate_w, plate_h = p(190), p(34)
    bottom_plate = Rect(0, 0, plate_w, plate_h)
    bottom_plate.bottomright = (hand_x - p(24), hand_y + big_h)
    chip_d = p(50)
    bottom_label = Rect(0, 0, plate_w, p(24))
    bottom_label.midbottom = (bottom_plate.centerx, bottom_plate.y - p(4))
    # the stack stands left of the plate, its count under it
    bottom_stack = (bottom_plate.x - p(40), bottom_plate.bottom - p(22))
    rating = Rect(hand_x, hand_y - p(52), hand_w, p(30))
    button_w, button_h = p(200), p(44)
    exchange_button = Rect(hand_x + hand_w + p(24), hand_y + big_h - 2 * button_h - p(10), button_w, button_h)
    keep_button = Rect(exchange_button.x, exchange_button.bottom + p(10), button_w, button_h)
    bottom_layout = SeatLayout(
        seat=bottom,
        bottom=True,
        cards=bottom_cards,
        card_w=big_w,
        plate=bottom_plate,
        stack=bottom_stack,
        chip_d=chip_d,
        label=bottom_label,
        button=(hand_x - p(14), hand_y + p(14)),
        rating=rating,
    )

    # the others: small fanned cards, the plate under them, the stack beside
    small_w = p(60)
    small_h = _card_h(small_w)
    step = round(small_w * 0.62)
    fan_w = small_w + 4 * step
    others: list[SeatLayout] = []
    for k, (fx, fy) in enumerate(SEAT_POSITIONS[seats]):
        seat = (bottom + 1 + k) % seats
        cx = ax + round(fx * aw)
        top = ay + round(fy * ah) - small_h // 2
        top = max(ay + p(8), top)
        x0 = cx - fan_w // 2
        # keep the fan inside the area with room for the stack on the outer side
        x0 = max(ax + p(56), min(x0, area.right - p(56) - fan_w))
        cards = tuple(Rect(x0 + i * step, top, small_w, small_h) for i in range(5))
        plate = Rect(0, 0, max(fan_w, p(170)), p(30))
        plate.midtop = (x0 + fan_w // 2, top + small_h + p(8))
        label = Rect(0, 0, plate.width, p(22))
        label.midtop = (plate.centerx, plate.bottom + p(4))
        left_side = fx > 0.5  # stack on the side facing the table's centre
        stack_x = x0 - p(36) if left_side else x0 + fan_w + p(36)
        stack = (stack_x, top + small_h)
        button = (x0 + fan_w + p(14), top - p(2)) if left_side else (x0 - p(14), top - p(2))
        button = (max(ax + p(12), min(button[0], area.right - p(12))), max(ay + p(12), button[1]))
        rating = Rect(0, 0, max(fan_w, p(220)), p(22))
        rating.midbottom = (plate.centerx, top - p(4))
        if rating.y < ay:
            rating.midtop = label.midbottom
        other = SeatLayout(seat, False, cards, small_w, plate, stack, p(42), label, button, rating)
        if avoid is not None:
            other = _clear_of(other, avoid, area, p(8))
        others.append(other)

    all_seats = [bottom_layout, *others]
    all_seats.sort(key=lambda sl: sl.seat)

    oval = Rect(0, 0, round(aw * 0.74), round(ah * 0.62))
    oval.center = (ax + aw // 2, ay + round(ah * 0.44))
    stock = Rect(0, 0, small_w, small_h)
    stock.center = (oval.centerx - p(180), oval.centery - p(4))
    pot = (oval.centerx + p(180), stock.centery)
    pot_r = p(46)
    # one column between stock and pot: the round, the stake, the mode line, whose turn
    round_title = (oval.centerx, oval.centery - p(30))
    stake_label = (oval.centerx, oval.centery + p(6))
    round_label = (oval.centerx, oval.centery + p(32))
    message = (oval.centerx, oval.centery + p(64))
    centre = Rect(stock.x, min(stock.y, pot[1] - pot_r), 0, 0)
    centre.width = pot[0] + pot_r - stock.x
    centre.height = message[1] + p(18) - centre.y
    return TableLayout(
        area=Rect(area),
        scale=s,
        oval=oval,
        stock=stock,
        pot=pot,
        round_label=round_label,
        hint=hint,
        exchange_button=exchange_button,
        keep_button=keep_button,
        menu_button=Rect(ax + p(10), ay + p(10), p(112), p(34)),
        seats=tuple(all_seats),
        pot_r=pot_r,
        round_title=round_title,
        message=message,
        stake_label=stake_label,
        centre=centre,
    )
