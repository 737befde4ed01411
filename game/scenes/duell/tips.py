"""The Duell table's Tipp: what the Profi level would do in the person's place, and why.

`DuellTips(scene)` belongs to one `DuellTableScene`. When it is open on the
person's turn it asks the Profi player (`game.engine.duell.player_for`) for
a decision from the person's own seat view (`session.seat_view`: the own
cards and everything public, never a hidden card) and the person's legal
choices, and shows that decision in the table's words ("ERHÖHEN um 20",
"3 Karten tauschen" with those cards framed in blue) with the player's
one-line reason (`Reason.text`). Decision: the Tipp asks Profi, the
strongest level, as the token game's Tipp does, whatever level the
opponent plays. Its decision samples odds and can take longer than a
frame, so it runs as a background job (`game.session.background`) and the
panel says "Profi überlegt ..." until it is ready (taken over by the table's
update, so a frame never changes while it is drawn); each situation is asked
once, with a generator seeded by the situation, so the advice does not
change while the panel stays open. The setting `show_tips` switches the
Tipp off; ? or F2 (`game.ui.tipkeys`) and its button toggle it.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pygame

from game.engine import Card, Exchange
from game.engine.betting import Call, Check, Fold, LegalActions, RaiseTo
from game.engine.duell import DuellAction, DuellLegal, DuellPhase, DuellView
from game.engine.duell.players import Reason, player_for
from game.engine.levels import Level
from game.scenes.duell.screen import DuellScreen
from game.session import Job, in_thread
from game.text.duell.words import bar_name, counted
from game.text.reasons import reason_text
from game.ui import theme
from game.ui.draw import panel, wrap_text
from game.ui.tipkeys import TipKeys
from game.ui.widgets import Button

__all__ = ["DuellTips", "Advice", "advise"]

PERSON = 0
Advice = tuple[DuellAction, Reason]


def advise(view: DuellView, legal: DuellLegal) -> Advice:
    """Profi's decision and reason for ``view`` (the person's seat) and its ``legal`` choices."""
    seed = f"{view.hand}|{view.history}|{view.my_exchanged}|{view.round_no}"
    player = player_for(Level.PROFI, random.Random(seed))
    action = player.decide(view, legal)
    return action, player.last_reason


class DuellTips:
    """The Tipp panel of one Duell table (see the module doc)."""

    def __init__(self, scene: DuellScreen) -> None:
        self.scene = scene
        self.open = False
        self.keys = TipKeys()
        self.button = Button(lambda: scene.app.t("tip.button"), self.toggle)
        self._key: tuple[object, ...] | None = None
        self._job: Job[Advice] | None = None
        self._advice: Advice | None = None  # the job's result, taken over by `poll`

    # ------------------------------------------------------------------ state
    def allowed(self) -> bool:
        """The setting allows the Tipp."""
        return bool(self.scene.app.settings.show_tips) and self.scene.session.tips

    def available(self) -> bool:
        """The Tipp can be opened now: allowed, and the person is to act."""
        return self.allowed() and self.scene.my_turn()

    def toggle(self) -> None:
        if self.available():
            self.open = not self.open

    def close(self) -> None:
        """The person acted: the advice is about a situation that is gone."""
        self.open = False

    @property
    def showing(self) -> bool:
        return self.open and self.available()

    def advice(self) -> Advice | None:
        """Profi's advice for the person's situation now (None while it is still thinking).

        Asking starts the job for a new situation; its result is taken over only by `poll`
        (the table's update), so a frame never changes while it is composed and drawn."""
        if not self.showing:
            return None
        session = self.scene.session
        legal = session.legal_actions(PERSON)
        if legal is None:
            return None
        view = session.seat_view(PERSON)
        key = (view.hand, view.history, view.my_exchanged, view.round_no, view.bets)
        if key != self._key or self._job is None:
            self._key = key
            self._advice = None
            self._job = in_thread(lambda: advise(view, legal))
        return self._advice

    def poll(self) -> None:
        """Take over the advice once its job is done (every update of the table)."""
        if self._job is not None and self._advice is None and self._job.done():
            self._advice = self._job.result()

    def frames(self) -> set[Card]:
        """The cards Profi would exchange (framed in the person's hand)."""
        advice = self.advice()
        if advice is not None and isinstance(advice[0], Exchange):
            return set(advice[0].cards)
        return set()

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        """Take the event if it is the Tipp's (True: consumed)."""
        return self.keys.handle(event, self.available(), self.toggle, self.button.rect)

    # ------------------------------------------------------------------ drawing
    def action_text(self, action: DuellAction) -> str:
        """The advised action in the words of the table's buttons."""
        t = self.scene.app.t
        if isinstance(action, Exchange):
            return counted(len(action.cards), "duell.tip.keep", "duell.tip.exchange", t)
        table = self.scene.session.table
        legal = self.scene.session.legal_actions(PERSON)
        facing_bet = isinstance(legal, LegalActions) and legal.call is not None
        first, before = table.first == PERSON, table.phase is DuellPhase.BET_BEFORE
        if isinstance(action, RaiseTo):
            name = bar_name("raise", facing_bet, first, before)
            return t("duell.tip.amount", action=t(f"duell.act.{name}"), n=action.amount - max(table.bets))
        kind = "fold" if isinstance(action, Fold) else "check" if isinstance(action, Check) else "call"
        assert isinstance(action, (Fold, Check, Call))
        return t(f"duell.act.{bar_name(kind, facing_bet, first, before)}")

    def draw(self, surface: pygame.Surface) -> None:
        if not self.available():
            return
        scene = self.scene
        app = scene.app
        px = app.px
        self.button.rect = scene.lay.tip_button
        self.button.draw(surface, app, self.open, self.button.rect.collidepoint(scene.mouse))
        if not self.open:
            return
        r = scene.lay.tip_panel
        panel(surface, r, (8, 26, 19), theme.PANEL_BORDER, px(12))
        pad = px(12)
        text = scene.text
        y = r.y + pad
        text.blit(
            surface,
            app.t("duell.tip.title"),
            px(17),
            theme.SUGGEST,
            True,
            max_width=r.width - 2 * pad,
            topleft=(r.x + pad, y),
        )
        y += px(26)
        advice = self.advice()
        if advice is None:
            text.blit(surface, app.t("duell.tip.thinking"), px(18), theme.TEXT_DIM, topleft=(r.x + pad, y))
            return
        action, reason = advice
        if isinstance(action, RaiseTo):  # the reason counts the chips as the button does: above the bet faced
            reason = replace(reason, chips=action.amount - max(scene.session.table.bets))
        text.blit(
            surface,
            self.action_text(action),
            px(24),
            theme.ACCENT,
            True,
            max_width=r.width - 2 * pad,
            topleft=(r.x + pad, y),
        )
        if isinstance(action, Exchange):
            return  # the line above says it all ("2 Karten tauschen"), the cards are framed
        y += px(34)
        size = px(16)
        for row in wrap_text(app.fonts(size), reason_text(reason, app.settings.language), r.width - 2 * pad):
            if y + size > r.bottom - pad // 2:
                break
            text.blit(surface, row, size, theme.TEXT, topleft=(r.x + pad, y))
            y += round(size * 1.3)
