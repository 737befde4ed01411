"""What one frame of the Duell table shows: `DuellLook`, its immutable look for quiet frames.

`duell_look(scene)` resolves everything the Duell painter (`duell_draw`) and
its Tipp panel show this frame into frozen values: what the table shows
(`DuellShown` without its running clock), whose turn it is, the message
lines, the marks and the pointer, the action bar and the amount chooser, the
Tipp (open, its advice or still thinking), the settings drawn, and - resolved
from the table's clock - the rings' sizes, the thinking dots, the speech
bubble's opacity and where each card and chip in flight is (`ClockLook`,
`CardFlight`, `ChipFlight`). The painter draws those clock-driven parts from
the look itself (the same functions), so two equal looks draw the same
pixels; the app compares them to decide whether a frame is drawn at all, and
`dirty_rects` narrows a change of the clock alone (a ring, the dots, the
bubble fading) to where it shows. `changes_in` finds when the clock next
changes the look, for `wake_in`.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import Card
from game.engine.duell import DuellAction
from game.engine.reasons import Reason
from game.scenes.duell.screen import CALLOUT_SECONDS, DuellScreen, DuellShown
from game.scenes.token.compose import glow_size, thinking_dots
from game.scenes.token.steps import Shown
from game.ui.actionbar import BarAction
from game.ui.duell.layout import DuellLayout
from game.ui.tokens import RGB
from game.ui.tween import flight, lerp_point, lift

__all__ = [
    "DuellLook",
    "ClockLook",
    "CardFlight",
    "ChipFlight",
    "duell_look",
    "clock_look",
    "card_flights",
    "chip_flights",
    "callout_alpha",
    "changes_in",
    "clock_rects",
    "RING",
    "FADE",
]

PERSON, COMPUTER = 0, 1
#: The pulsing ring around a plate (whose turn, the deal's winner), in design px: (at rest, swing).
RING = (8, 4)
#: The speech bubble fades out during its last second.
FADE = 1.0


@dataclass(frozen=True, slots=True)
class ClockLook:
    """All the table's clock alone changes: each seat's ring (its size in px, or None), the
    thinking dots ("" when nobody thinks) and the speech bubble's opacity (0: not shown)."""

    rings: tuple[int | None, int | None]
    dots: str
    callout_alpha: int


@dataclass(frozen=True, slots=True)
class CardFlight:
    """A card in flight this frame: its centre, its width (scaled from a sprite ``sprite_w``
    wide), the card (None: its back) and whether it lies face up."""

    center: tuple[int, int]
    width: int
    sprite_w: int
    card: Card | None
    face_up: bool


@dataclass(frozen=True, slots=True)
class ChipFlight:
    """A chip in flight this frame: its centre, diameter and colour."""

    center: tuple[int, int]
    diameter: int
    colour: RGB


ShownLook = tuple[object, ...]
TipsLook = tuple[bool, bool, tuple[DuellAction, Reason] | None]


@dataclass(frozen=True, slots=True)
class DuellLook:
    """Everything one frame of the Duell table shows (see the module docstring)."""

    lay: DuellLayout
    settings: tuple[object, ...]
    shown: ShownLook
    turn: int | None
    animating: bool
    clock: ClockLook
    flights: tuple[CardFlight, ...]
    chips: tuple[ChipFlight, ...]
    message: tuple[tuple[str, str], ...]
    marked: frozenset[int]
    hover: int | None
    mouse: tuple[int, int]
    bar: tuple[BarAction, ...]
    bar_active: str | None
    chooser: tuple[object, ...]
    tips: TipsLook

    def only_clock_differs(self, other: DuellLook) -> bool:
        """Whether ``other`` differs from this look in its clock part alone."""
        return self.clock != other.clock and _rest(self) == _rest(other)


def _rest(look: DuellLook) -> tuple[object, ...]:
    return (
        look.lay,
        look.settings,
        look.shown,
        look.turn,
        look.animating,
        look.flights,
        look.chips,
        look.message,
        look.marked,
        look.hover,
        look.mouse,
        look.bar,
        look.bar_active,
        look.chooser,
        look.tips,
    )


def _shown(shown: DuellShown) -> ShownLook:
    """What the table shows, frozen, without the bubble's running age (see `callout_alpha`)."""
    cards: tuple[tuple[Shown, ...], ...] = tuple(tuple(hand) for hand in shown.cards)
    return (
        shown.deal_no,
        shown.first,
        cards,
        tuple(shown.stacks),
        tuple(shown.bets),
        shown.pot,
        shown.carried,
        shown.carried_out,
        tuple(shown.exchanged),
        shown.folded,
        shown.showdown,
        shown.flip,
        shown.deal_over,
        shown.over,
        tuple(shown.log),
        shown.callout,
    )


def turn_of(scene: DuellScreen) -> int | None:
    """Whose turn the table shows (None while it animates or after the deal)."""
    if scene.steps or scene.shown.deal_over:
        return None
    return scene.session.table.current


def winner_shown(shown: DuellShown) -> int | None:
    """The seat the table shows as the deal's winner (the showdown's, or the one who did not fold)."""
    showdown = shown.showdown
    winner = showdown.winner if showdown is not None else None
    if shown.deal_over and showdown is None and shown.folded is not None:
        winner = 1 - shown.folded
    return winner


def callout_alpha(callout: str, age: float) -> int:
    """How opaque the computer's speech bubble ``callout`` is ``age`` seconds after it was
    called out (0: gone): fully for a while, then fading during its last `FADE` seconds."""
    if not callout or age >= CALLOUT_SECONDS:
        return 0
    left = CALLOUT_SECONDS - age
    return 255 if left > FADE else max(0, round(255 * left / FADE))


def clock_look(scene: DuellScreen, time: float | None = None) -> ClockLook:
    """The clock's part of the look at ``time`` (default: the table's clock now)."""
    now = scene.time if time is None else time
    shown = scene.shown
    turn = turn_of(scene)
    winner = winner_shown(shown)
    rings: list[int | None] = []
    for seat in (PERSON, COMPUTER):
        pulsing = turn == seat or (shown.deal_over and winner == seat)
        rings.append(glow_size(RING, scene.lay.scale, now) if pulsing else None)
    dots = thinking_dots(now) if turn == COMPUTER and shown.folded != COMPUTER else ""
    alpha = callout_alpha(shown.callout, shown.callout_age + (now - scene.time))
    return ClockLook((rings[0], rings[1]), dots, alpha)


def changes_in(scene: DuellScreen, limit: float, step: float = 1 / 120) -> float:
    """Seconds until the table's clock alone changes the look, found to ``step``; at most ``limit``."""
    first = clock_look(scene)
    ahead = step
    while ahead < limit:
        if clock_look(scene, scene.time + ahead) != first:
            return ahead
        ahead += step
    return limit


def card_flights(scene: DuellScreen) -> tuple[CardFlight, ...]:
    """The cards in flight this frame, where they are."""
    if not scene.steps:
        return ()
    t = scene.steps[0].t
    out = []
    for f in scene.flyers:
        if t < f.t0 or t >= f.t1:
            continue
        k = flight(t, f.t0, f.t1)
        x, y = lerp_point(f.start, f.end, k)
        w0 = f.width0 or f.width
        cw = max(4, round(w0 + (f.width - w0) * k))
        arc = lift(k) * scene.lay.scale * 15
        out.append(CardFlight((round(x), round(y - arc)), cw, max(f.width, w0), f.card, f.face_up))
    return tuple(out)


def chip_flights(scene: DuellScreen) -> tuple[ChipFlight, ...]:
    """The chips in flight this frame, where they are."""
    if not scene.steps:
        return ()
    t = scene.steps[0].t
    out = []
    for c in scene.chips:
        if t < c.t0 or t >= c.t1:
            continue
        k = flight(t, c.t0, c.t1)
        x, y = lerp_point(c.start, c.end, k)
        arc = lift(k) * scene.lay.scale * 24
        out.append(ChipFlight((round(x), round(y - c.diameter / 2 - arc)), c.diameter, c.colour))
    return tuple(out)


def _tips(scene: DuellScreen) -> TipsLook:
    """The Tipp: whether its button shows, whether its panel is open, its advice (None: thinking)."""
    tips = scene.tips
    available = tips.available()
    return available, available and tips.open, tips.advice() if available else None


def duell_look(scene: DuellScreen) -> DuellLook:
    """What the Duell table shows now (see the module docstring)."""
    settings = scene.app.settings
    chooser = scene.chooser
    return DuellLook(
        lay=scene.lay,
        settings=(settings.language, settings.show_hint, settings.card_back, settings.four_color),
        shown=_shown(scene.shown),
        turn=turn_of(scene),
        animating=bool(scene.steps),
        clock=clock_look(scene),
        flights=card_flights(scene),
        chips=chip_flights(scene),
        message=tuple(scene.message()),
        marked=frozenset(scene.marked),
        hover=scene.hover,
        mouse=scene.mouse,
        bar=scene.bar.actions,
        bar_active=scene.bar.active,
        chooser=(
            chooser.open,
            chooser.title,
            chooser.lo,
            chooser.hi,
            chooser.value,
            chooser.typed,
            chooser.message,
        ),
        tips=_tips(scene),
    )


def clock_rects(scene: DuellScreen, before: ClockLook, after: ClockLook) -> list[pygame.Rect]:
    """Where a change of the clock alone shows: the rings that grew or shrank, the line of the
    thinking dots, the speech bubble."""
    lay, px = scene.lay, scene.app.px
    rects: list[pygame.Rect] = []
    widest = round(sum(RING) * lay.scale) + px(6)  # the ring at its largest, and its line
    for seat in (PERSON, COMPUTER):
        sl = lay.table.seats[seat]
        if before.rings[seat] != after.rings[seat]:
            rects.append(sl.plate.inflate(widest, widest))
        if seat == COMPUTER and before.dots != after.dots:
            label = sl.label
            rects.append(pygame.Rect(lay.area.x, label.y - label.height, lay.area.width, 3 * label.height))
    if before.callout_alpha != after.callout_alpha:
        rects.append(lay.callout.inflate(px(60), px(60)))
        rects.append(lay.callout_below.inflate(px(60), px(60)))
    return rects
