"""What the Hold'em table's painter and its Tipp panel may read of the table scene: `HoldemScreen`.

`game.scenes.holdem.table.HoldemTableScene` owns the flow, the input and
what the table shows while the board is turned over; `HoldemPainter`
(`holdem_draw`) and `HoldemTips` (`holdem_tips`) only read it through this
typed view, so neither imports the scene and the modules form no circle.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.engine.holdem.record import HandRecord
from game.scenes.base import SceneContext
from game.session import HoldemSession
from game.ui import theme
from game.ui.actionbar import ActionBar
from game.ui.amount import AmountChooser
from game.ui.holdem.layout import HoldemLayout
from game.ui.keybutton import KeyButton
from game.ui.textcache import TextCache
from game.ui.widgets import Button

__all__ = ["HoldemScreen", "TipsView"]


class TipsView(Protocol):
    """The Tipp panel as the painter uses it."""

    button: Button

    def allowed(self) -> bool:
        """Whether the Tipp may be used at this table at all (its button is drawn)."""
        ...

    def available(self) -> bool:
        """Whether the Tipp may be opened now (its button and key work)."""
        ...

    def showing(self) -> bool:
        """Whether the panel is drawn now (open on a person's turn)."""
        ...

    def lines(self) -> list[tuple[str, theme.Color, bool]]:
        """The panel's lines (text, colour, bold)."""
        ...

    def pending(self) -> bool:
        """The open panel waits for its estimate."""
        ...

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the panel if it is open."""
        ...


class HoldemScreen(Protocol):
    """The Hold'em table scene, read-only, as its painter and Tipp panel see it."""

    app: SceneContext
    session: HoldemSession
    text: TextCache
    lay: HoldemLayout
    bar: ActionBar
    chooser: AmountChooser
    next_button: KeyButton
    menu_button: Button
    history_button: Button
    mouse: tuple[int, int]
    time: float
    #: Board cards turned over so far (the board of an all-in is shown one street at a time).
    board_shown: int

    @property
    def tips(self) -> TipsView: ...

    def revealing(self) -> bool:
        """Board cards wait to be turned over."""
        ...

    def my_turn(self) -> bool:
        """A person at this screen may act now (nothing turning over, cards shown)."""
        ...

    def hand_done(self) -> bool:
        """The last hand is over and its end is shown (board turned, pots paid)."""
        ...

    def finished_hand(self) -> HandRecord | None:
        """The hand whose end is shown now (None while a hand runs)."""
        ...

    def seats_open(self) -> bool:
        """Players may sit down and stand up now (a cash table, the last hand seen to its end)."""
        ...

    def deals_on(self) -> bool:
        """A finished hand's "next hand" is this screen's to press (not a watcher's at a network
        table, whom the server deals on; the end of a decided sit-and-go anybody may open)."""
        ...

    def seat_name(self, seat: int) -> str:
        """A seat's name as the table says it ("Du" is never used: names are names)."""
        ...
