"""What the Duell table's painter and its Tipp panel may read of the table scene: `DuellScreen`.

`game.scenes.duell.table.DuellTableScene` owns the flow, the input and
what the table shows while it animates (`DuellShown`); `DuellPainter`
(`duell_draw`) and `DuellTips` (`duell_tips`) only read it through this
typed view, so neither imports the scene and the modules form no circle.
`ChipFlyer` is a bunch of chips in flight (cards fly as the token table's
`Flyer`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from game.engine import Card
from game.engine.duell import DealRecorder, DuellAction, MatchOver, ShowdownShown
from game.engine.reasons import Reason
from game.scenes.base import SceneContext
from game.scenes.token.steps import Flyer, Shown, Step
from game.session import DuellSession
from game.text.i18n import TFunc
from game.ui.actionbar import ActionBar
from game.ui.amount import AmountChooser
from game.ui.duell.layout import DuellLayout
from game.ui.keybutton import KeyButton
from game.ui.textcache import TextCache
from game.ui.tokens import RGB
from game.ui.widgets import Button

__all__ = ["DuellScreen", "DuellShown", "ChipFlyer", "TipsView", "CALLOUT_SECONDS"]

#: How long the computer's called-out action stays in its speech bubble (seconds).
CALLOUT_SECONDS = 2.6


#: A line of the log as what to say (``words(t)``), not the words of one language.
Words = Callable[[TFunc], str]


@dataclass
class ChipFlyer:
    """Chips moving from ``start`` to ``end`` during a step (times within the step)."""

    start: tuple[int, int]
    end: tuple[int, int]
    t0: float
    t1: float
    colour: RGB
    diameter: int


@dataclass
class DuellShown:
    """What the table shows now; it trails the session while steps animate."""

    deal_no: int = 0
    first: int = 0
    cards: list[list[Shown]] = field(default_factory=lambda: [[None] * 5, [None] * 5])
    stacks: list[int] = field(default_factory=lambda: [0, 0])
    bets: list[int] = field(default_factory=lambda: [0, 0])
    pot: int = 0
    #: The part of the pot a tie carried into this deal, and the pot a tie carries on.
    carried: int = 0
    carried_out: int = 0
    exchanged: list[int | None] = field(default_factory=lambda: [None, None])
    folded: int | None = None
    showdown: ShowdownShown | None = None
    #: The computer's cards turning over (0..1) at the showdown, None otherwise.
    flip: float | None = None
    deal_over: bool = False
    over: MatchOver | None = None
    #: This deal's called-out actions, oldest first: each says itself in the language it is
    #: given (`Words`), so a language switch rewrites the earlier lines too.
    log: list[Words] = field(default_factory=list)
    #: The computer's last called-out action and how long it has been shown (seconds).
    callout: str = ""
    #: The same in the language of the moment (None: say ``callout``).
    callout_say: Words | None = None
    callout_age: float = 0.0


class TipsView(Protocol):
    """The Tipp panel as the painter and the table's look use it."""

    #: The panel is open (shown while `available`).
    open: bool

    def available(self) -> bool:
        """Whether the Tipp may be opened now (its key is named on the hint line)."""
        ...

    def frames(self) -> set[Card]:
        """The person's cards the advice would exchange (framed on the table)."""
        ...

    def advice(self) -> tuple[DuellAction, Reason] | None:
        """The advice shown in the open panel (None: closed, or still thinking)."""
        ...

    def draw(self, surface: pygame.Surface) -> None: ...


class DuellScreen(Protocol):
    """The Duell table scene, read-only, as its painter and Tipp panel see it."""

    app: SceneContext
    session: DuellSession
    text: TextCache
    lay: DuellLayout
    shown: DuellShown
    recorder: DealRecorder
    marked: set[int]
    hover: int | None
    mouse: tuple[int, int]
    #: What the computer's speech bubble keeps clear of (a network table's panel).
    callout_avoid: list[pygame.Rect]
    steps: list[Step]
    flyers: list[Flyer]
    chips: list[ChipFlyer]
    time: float
    bar: ActionBar
    chooser: AmountChooser
    next_button: KeyButton
    menu_button: Button

    @property
    def tips(self) -> TipsView: ...

    @property
    def names(self) -> tuple[str, str]: ...

    def my_turn(self) -> bool: ...

    def exchanging(self) -> bool: ...

    def computer_thinking(self) -> bool: ...

    def card_image(self, card: Card | None, width: int, up: bool) -> pygame.Surface: ...

    def message(self) -> list[tuple[str, str]]:
        """The lines under the pot with their style: ``head`` (who won), ``news`` (why), ``plain``."""
        ...
