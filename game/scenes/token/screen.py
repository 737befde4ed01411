"""What the table's picture composer and its Tipp panel may read of the scene: `TableScreen`.

`game.scenes.token.table.TableScene` owns the flow and the animation state (what is
shown, flips, flyers, marks); `TableComposer` (`table_compose`), which builds
each frame's picture for the painter, and `TableTips` (`table_tips`) only read
it, through this typed view, so neither imports the scene and the modules form
no import circle.
"""

from __future__ import annotations

from typing import Protocol

from game.engine import RoundResult
from game.scenes.base import SceneContext
from game.scenes.token.picture import TipsPicture
from game.scenes.token.steps import Flyer, Shown, Step
from game.session import Session, TableView
from game.ui.token.layout import TableLayout

__all__ = ["TableScreen", "TipsPanel"]


class TipsPanel(Protocol):
    """The Tipp panel as the picture composer uses it."""

    def available(self) -> bool:
        """Whether the Tipp may be opened now (its key is shown in the hint line)."""
        ...

    def picture(self) -> TipsPicture | None:
        """What the panel shows this frame (None: not available)."""
        ...


class TableScreen(Protocol):
    """The table scene, read-only, as its picture composer and Tipp panel see it."""

    app: SceneContext
    session: Session
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
    network: bool
    #: The Pause button is drawn (not while a screen with the network strip covers the table).
    menu_visible: bool

    @property
    def tips(self) -> TipsPanel: ...

    @property
    def game(self) -> TableView: ...

    def face_up(self, seat: int) -> bool: ...

    def human_turn(self) -> bool: ...

    def emphasised(self) -> tuple[int, ...]: ...

    def computer_thinking(self) -> bool: ...
