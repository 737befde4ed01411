"""Where everything of the Duell table sits: a pure function of the area, like `table_layout`.

`duell_layout(area)` starts from the token table for two seats (the person
at the bottom with large cards, the computer at the top with small ones,
the stock, the hint line and the menu button stay where the token game has
them) and adds what betting needs:

- each seat's stack of chips beside its name plate, and its bet between the
  stack and the pot (so chips travel stack -> bet -> pot);
- the pot in the middle of the felt with the message line (whose turn,
  the showdown's reason) under it, the deal's title on the felt's left;
- the action bar as a column right of the person's cards, the amount
  chooser above it, the round's log at the top right;
- the computer's speech bubble left of its cards, the Tipp panel and its
  button at the bottom left.

Nothing here needs a display; tests check that the parts stay inside the
area and apart from 960x540 up.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

from ..chips import MAX_PILES, amount_width
from ..token.layout import TableLayout, design_scale, table_layout

__all__ = ["DuellLayout", "duell_layout", "stack_spot"]


@dataclass(frozen=True, slots=True)
class DuellLayout:
    """The rects and points of the Duell table for one area size (seat 0 the person, 1 the computer)."""

    table: TableLayout
    scale: float
    #: Midbottom of each seat's stack piles and of its bet piles.
    stacks: tuple[tuple[int, int], tuple[int, int]]
    bets: tuple[tuple[int, int], tuple[int, int]]
    #: Midbottom of the pot piles; the title above it; the message line under it.
    pot: tuple[int, int]
    title: tuple[int, int]
    message: Rect
    #: Chip diameters: stacks and bets/pot.
    stack_chip: int
    pot_chip: int
    actions: Rect
    chooser: Rect
    log: Rect
    #: The computer's speech bubble: left of its cards, its tip pointing at them; `callout_below`
    #: the other place, under its name (tip up), where something covers the first (a network panel).
    callout: Rect
    callout_below: Rect
    tip_button: Rect
    tip_panel: Rect
    #: The "Weiter" button after a deal (where the action bar is).
    next_button: Rect

    @property
    def area(self) -> Rect:
        return self.table.area


def duell_layout(area: Rect) -> DuellLayout:
    """The Duell table in ``area`` (the window minus the warning band)."""
    table = table_layout(area, 2, bottom=0)
    s = design_scale(area.width, area.height)

    def p(v: float) -> int:
        return max(1, round(v * s))

    me, other = table.seats[0], table.seats[1]
    stack_chip, pot_chip = p(38), p(30)
    # the person's stack left of the plate, the computer's right of its cards
    my_stack = (me.plate.x - p(96), me.plate.bottom - p(18))
    their_stack = (other.hand_rect.right + p(110), other.hand_rect.bottom - p(10))
    centre_x = table.oval.centerx
    pot = (centre_x, table.oval.centery + p(36))
    # the deal's title on the felt left of the stock, clear of the computer's seat
    title = (table.oval.x + p(150), table.oval.centery - p(16))
    message = Rect(0, 0, p(720), p(30))
    message.midtop = (centre_x, pot[1] + p(30))
    # bets sit between each stack and the pot
    their_bet = (centre_x + p(170), other.label.bottom + p(66))
    my_bet = (centre_x - p(170), me.rating.y - p(26))
    actions = Rect(me.hand_rect.right + p(24), me.hand_rect.y, p(200), me.hand_rect.height)
    chooser = Rect(0, 0, p(372), p(252))
    chooser.bottomright = (area.right - p(12), actions.y - p(10))
    log = Rect(0, 0, p(300), p(150))
    log.topright = (area.right - p(12), area.y + p(10))
    if chooser.y < log.bottom + p(8):  # a short window: the log gives way to the chooser
        log.height = max(p(60), chooser.y - p(8) - log.y)
    callout = Rect(0, 0, p(300), p(54))
    callout.midright = (other.hand_rect.x - p(24), other.hand_rect.centery)
    callout_below = Rect(0, 0, p(300), p(54))
    callout_below.midtop = (other.label.centerx, max(other.label.bottom, other.plate.bottom) + p(14))
    tip_button = Rect(area.x + p(14), me.hand_rect.y, p(130), p(34))
    tip_panel = Rect(area.x + p(14), 0, me.hand_rect.x - area.x - p(40), p(132))
    tip_panel.bottom = tip_button.y - p(8)
    next_button = Rect(actions.x, actions.centery - p(28), actions.width, p(56))
    return DuellLayout(
        table=table,
        scale=s,
        stacks=(my_stack, their_stack),
        bets=(my_bet, their_bet),
        pot=pot,
        title=title,
        message=message,
        stack_chip=stack_chip,
        pot_chip=pot_chip,
        actions=actions,
        chooser=chooser,
        log=log,
        callout=callout,
        callout_below=callout_below,
        tip_button=tip_button,
        tip_panel=tip_panel,
        next_button=next_button,
    )


def stack_spot(lay: DuellLayout, seat: int, amount: int) -> tuple[tuple[int, int], int]:
    """Where ``seat``'s stack of ``amount`` stands (midbottom) and in how many piles at most.

    The person's stack stands left of the name plate, its right end near the plate, and never
    past the window's left edge: where four piles do not fit between the edge and the plate, it
    stands in fewer (wider piles of the same chips are never cut off)."""
    if seat != 0:
        return lay.stacks[seat], MAX_PILES
    area, plate = lay.table.area, lay.table.seats[0].plate
    margin = max(4, round(12 * lay.scale))
    left, right = area.x + margin, plate.x - margin
    x, y = lay.stacks[0]
    piles = MAX_PILES
    while piles > 1 and amount_width(amount, lay.stack_chip, piles) > right - left:
        piles -= 1
    width = amount_width(amount, lay.stack_chip, piles)
    x = min(x, right - width // 2)  # not into the plate
    x = max(x, left + (width + 1) // 2)  # not past the edge
    return (x, y), piles
