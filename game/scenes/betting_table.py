"""What the betting tables share (Duell, Hold'em): the action bar, the amount chooser it opens, going on.

`BettingTable` adds to `table_base.TableBase` the person's legal actions as
an action bar (`bar`) and the amount chooser (`chooser`) that a raise-like
button of the bar opens (`show_chooser`, `raise_pressed`): that button stays
lit while its chooser is open, and pressed again it bets the amount chosen,
as Enter in the chooser does (`chooser_input`, which sounds a refused amount);
`close_chooser` closes it without a bet. What a confirmed amount means is
the game's (`bet_chosen`: the Duell's are chips above the bet faced,
Hold'em's the total to raise to). After a deal or a hand, Space, N, Enter
or the next button go on (`next_pressed`).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine.betting import LegalActions
from game.scenes.base import SceneContext, Transition
from game.scenes.table_base import TableBase
from game.ui.actionbar import ActionBar
from game.ui.amount import AmountChooser, Chosen, Quick
from game.ui.keybutton import KeyButton

__all__ = ["BettingTable", "NEXT_KEYS"]

#: The keys that deal the next deal or hand once one is over (the next button too).
NEXT_KEYS = (pygame.K_SPACE, pygame.K_n, pygame.K_RETURN, pygame.K_KP_ENTER)


class BettingTable(TableBase):
    """A table whose person bets through an action bar and the amount chooser (see the module doc)."""

    next_button: KeyButton

    def __init__(self, app: SceneContext) -> None:
        super().__init__(app)
        self.bar = ActionBar()
        self.chooser = AmountChooser(app.t)
        self._chooser_for: str | None = None

    def bet_chosen(self) -> Transition | None:
        """Bet the amount the chooser holds, confirmed (in the game's meaning of its amounts)."""
        raise NotImplementedError

    def open_chooser(self, name: str, legal: LegalActions) -> None:
        """Open the chooser for the bar's raise-like action ``name`` (the game's bounds and words)."""
        raise NotImplementedError

    def show_chooser(
        self,
        name: str,
        title: str,
        confirm: str,
        lo: int,
        hi: int,
        step: int,
        quick: Sequence[Quick],
    ) -> None:
        """Open the chooser from ``lo`` to ``hi`` for the bar's action ``name``, which stays lit."""
        self.chooser.show(title, confirm, lo, hi, lo, step, quick)
        self._chooser_for = name
        self.bar.active = name

    def close_chooser(self) -> None:
        """Close the chooser without a bet; no button of the bar stays lit."""
        self.chooser.hide()
        self._chooser_for = self.bar.active = None

    def chooser_input(self, event: pygame.event.Event) -> Chosen | None:
        """What ``event`` did to the open chooser (None: it is closed or did not take it); a refused
        amount sounds, and the bar's button stays lit while the chooser stays open. A confirmed
        amount is left to the caller to bet (`bet_chosen`)."""
        if not self.chooser.open:
            return None
        chosen = self.chooser.handle(event)
        if chosen is Chosen.CONFIRMED:
            return chosen
        if chosen is Chosen.REFUSED:
            self._sound("lose")
        if chosen is not None:
            self.bar.active = self._chooser_for if self.chooser.open else None
        return chosen

    def raise_pressed(self, name: str, legal: LegalActions) -> Transition | None:
        """The bar's raise-like action ``name``: opens the chooser, or bets the amount chosen when
        that action's chooser is open (an amount it refuses keeps it open)."""
        if self.chooser.open and self._chooser_for == name:
            if self.chooser.confirm_choice() is Chosen.CONFIRMED:
                return self.bet_chosen()
            return None
        self.open_chooser(name, legal)
        return None

    def next_pressed(self, event: pygame.event.Event) -> bool:
        """A key or click that goes on to the next deal or hand."""
        return (event.type == pygame.KEYDOWN and event.key in NEXT_KEYS) or (
            event.type == pygame.MOUSEBUTTONDOWN and self.next_button.rect.collidepoint(event.pos)
        )
