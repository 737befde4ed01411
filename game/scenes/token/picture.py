"""What one frame of the table shows: `TablePicture`, an immutable view model.

The table scene builds a picture each frame (`table_compose.compose`); the
painter (`table_draw.TablePainter`) and the Tipp panel's drawing
(`table_tips.draw_tips`) turn it into pixels and read nothing else of the
scene. Every value is resolved: texts are translated, colours chosen, the
pulse of a glow is the ring's size in pixels, a card in flight is where it is
this frame. So two equal pictures draw the same pixels, and the app compares
them to decide whether a frame needs drawing at all (and `changed_seats` which
parts). Rects in a picture are never changed after it is built.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

from game.engine import Card
from game.scenes.token.steps import Shown
from game.ui import theme
from game.ui.tips import Tip
from game.ui.token.layout import SeatLayout, TableLayout

__all__ = [
    "HandLook",
    "SeatPicture",
    "CentrePicture",
    "FlyerPicture",
    "ControlsPicture",
    "PanelPicture",
    "TipsPicture",
    "TablePicture",
]


@dataclass(frozen=True, slots=True)
class HandLook:
    """What a seat's cards look like at rest: all a composed hand layer depends on.

    With the seat's card size, position, card back and colour scheme it is the
    layer's cache key."""

    hand: tuple[Shown, ...]
    up: bool
    marked: frozenset[int]
    hover: int | None
    scoring: frozenset[Card]
    colour: theme.Color


@dataclass(frozen=True, slots=True)
class SeatPicture:
    """One seat: its plate, status, dealer button, token stack, cards and rating line."""

    layout: SeatLayout
    name: str
    #: The pulsing ring around the plate (whose turn, or the seat the showdown scored):
    #: its colour and how many pixels it stands out, or None.
    glow: tuple[theme.Color, int] | None
    border: theme.Color
    out: bool
    #: The line under the plate (thinking, exchanged, out or safe) and its colour.
    label: tuple[str, theme.Color] | None
    #: The dealer button's letter, or "" when the seat does not deal.
    dealer: str
    tokens: int
    look: HandLook
    #: Turning over (0..1) while the showdown flips this hand; None at rest.
    flip: float | None
    #: The rating line: text, size, colour and the widest it may be (None: as wide as it is).
    rating: tuple[str, int, theme.Color, int | None] | None


@dataclass(frozen=True, slots=True)
class CentrePicture:
    """The middle of the felt: the round, the mode line, the message and the stake."""

    title: str
    info: str
    message: str
    #: The token at stake lies in the pot ring (not while chips fly).
    stake_chip: bool
    stake: str
    caption: str
    caption_colour: theme.Color


@dataclass(frozen=True, slots=True)
class FlyerPicture:
    """A card or chip in flight, where it is this frame."""

    center: tuple[int, int]
    width: int  # the chip's diameter, or the card's width where it lands
    seat: int
    chip: bool = False
    card: Card | None = None
    face_up: bool = False
    #: A card changing size on its way: drawn this wide, scaled from the sprite ``sprite_w`` wide.
    scaled: int = 0
    sprite_w: int = 0


@dataclass(frozen=True, slots=True)
class ControlsPicture:
    """The buttons: the menu (unless a screen covers the table), exchange and keep during the
    person's turn."""

    #: None: no menu button (a network table under a screen with the network strip on top).
    menu_label: str | None
    menu_hovered: bool
    #: (label, hovered) of the exchange and keep buttons; None while they are hidden.
    exchange: tuple[str, bool] | None
    keep: tuple[str, bool] | None


@dataclass(frozen=True, slots=True)
class PanelPicture:
    """The open Tipp panel: the figures and every line it shows."""

    tip: Tip
    #: Where the cards Profi would exchange lie in the hand, and their width.
    frames: tuple[Rect, ...]
    card_w: int
    rect: Rect
    #: (padding, heading, body, small text, suggestion card width) in screen px.
    sizes: tuple[int, int, int, int, int]
    rows: tuple[tuple[str, str], ...]
    title: str
    profi_title: str
    goal: str
    verdict: str


@dataclass(frozen=True, slots=True)
class TipsPicture:
    """The Tipp button (while the hint is available) and its panel when open."""

    button: Rect
    label: str
    open: bool
    hovered: bool
    panel: PanelPicture | None


@dataclass(frozen=True, slots=True)
class TablePicture:
    """Everything one frame of the table shows (see the module docstring)."""

    lay: TableLayout
    back_style: int
    four_color: bool
    centre: CentrePicture
    seats: tuple[SeatPicture, ...]
    flyers: tuple[FlyerPicture, ...]
    controls: ControlsPicture
    tips: TipsPicture | None
    #: The hovered card's tooltip text and the card's rect; it takes the hint line's place.
    tooltip: tuple[str, Rect] | None
    hint: str | None

    def changed_seats(self, other: TablePicture) -> list[tuple[SeatPicture, SeatPicture]] | None:
        """The seats whose glow or status line alone differ from ``other`` (old, new), or None
        if anything else differs too."""
        if (
            self.lay != other.lay
            or self.back_style != other.back_style
            or self.four_color != other.four_color
            or self.centre != other.centre
            or self.flyers != other.flyers
            or self.controls != other.controls
            or self.tips != other.tips
            or self.tooltip != other.tooltip
            or self.hint != other.hint
            or len(self.seats) != len(other.seats)
        ):
            return None
        changed = []
        for old, new in zip(other.seats, self.seats):
            if old == new:
                continue
            if (old.glow, old.label) == (new.glow, new.label):
                return None
            rest_old = (old.layout, old.name, old.border, old.out, old.dealer, old.tokens, old.look)
            rest_new = (new.layout, new.name, new.border, new.out, new.dealer, new.tokens, new.look)
            if rest_old != rest_new or old.flip != new.flip or old.rating != new.rating:
                return None
            changed.append((old, new))
        return changed
