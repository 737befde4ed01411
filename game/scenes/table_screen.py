"""What the table's painter and its Tipp panel may read of the table scene: `TableScreen`.

`game.scenes.table.TableScene` owns the flow and the animation state (what is
shown, flips, flyers, marks); `TablePainter` (`table_draw`) and `TableTips`
(`table_tips`) only read it, through this typed view, so neither imports the
scene and the three modules form no import circle.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.engine import Card, RoundResult
from game.scenes.base import SceneContext
from game.scenes.table_steps import Flyer, Shown, Step
from game.session import Session, TableView
from game.ui.table_layout import TableLayout
from game.ui.textcache import TextCache
from game.ui.widgets import Button

__all__ = ["TableScreen", "TipsPanel", "CardImages"]


class TipsPanel(Protocol):
    """The Tipp panel as the painter uses it."""

    def available(self) -> bool:
        """Whether the Tipp may be opened now (its key is shown in the hint line)."""
        ...

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the panel if it is open."""
        ...


class CardImages(Protocol):
    """The painter's card sprites, as the Tipp panel uses them."""

    def card_image(self, card: Card | None, width: int, up: bool) -> pygame.Surface:
        """A card face (or back) ``width`` pixels wide."""
        ...


class TableScreen(Protocol):
    """The table scene, read-only, as its painter and Tipp panel see it."""

    app: SceneContext
    session: Session
    text: TextCache
    n: int
    humans: list[int]
    hot_seat: bool
    bottom: int
    lay: TableLayout
    #: What the table shows now: cards per seat, token counts, exchange counts, who left.
    shown: list[list[Shown]]
    shown_tokens: list[int]
    status: dict[int, int]
    left: dict[int, str]
    reveal_all: bool
    flipping: dict[int, float]
    result: RoundResult | None
    dealer_shown: int
    marked: set[int]
    hover: int | None
    mouse: tuple[int, int]
    steps: list[Step]
    flyers: list[Flyer]
    time: float
    exchange_button: Button
    keep_button: Button
    menu_button: Button

    @property
    def tips(self) -> TipsPanel: ...

    @property
    def painter(self) -> CardImages: ...

    @property
    def game(self) -> TableView: ...

    def face_up(self, seat: int) -> bool: ...

    def human_turn(self) -> bool: ...

    def emphasised(self) -> tuple[int, ...]: ...

    def computer_thinking(self) -> bool: ...
