"""Buy-in at a Hold'em cash table: how many play chips to bring, and how to start.

`BuyInScene(app, ask, done, poll)` is a dialog over the lobby or the network
table. ``ask`` (a `BuyIn`) says what it asks: an amount between ``lo`` and
``hi`` (sitting down: the table's minimum to its maximum buy-in, at most the
balance; topping up: what the stack may grow by), chosen with the game's
amount chooser (`game.ui.amount`: wheel, arrows, Pos1/Ende for the lowest and
highest, digits typed, Enter), and - sitting down or coming back after
sitting out - whether to post a big blind now and play the next hand ("B:
Big Blind jetzt zahlen") or wait until the big blind comes round ("W: auf
den Big Blind warten", the default; variants.md). Coming back asks no
amount: Enter takes the choice. Enter hands ``done(amount, post)`` the
choice and closes; Esc or Abbrechen close without one. The screen below
keeps being read (``poll``), so the table and its chat stay current; when the
person's move falls due there (``due``) the dialog gives way to it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import pygame

from game.scenes.base import Pop, SceneContext, Transition
from game.scenes.common import OverlayScene
from game.scenes.net.open import CASH_MAX, CASH_MIN
from game.scenes.net.room import POLL
from game.text.i18n import TFunc
from game.ui import theme
from game.ui.amount import QUICK_KEYS, AmountChooser, Chosen, Quick, nice_step
from game.ui.draw import text
from game.ui.keybutton import KeyButton
from game.ui.textcache import TextCache

__all__ = ["BuyIn", "BuyInScene", "sit_ask", "top_up_ask", "back_ask"]

#: The chosen amount (None: no amount was asked) and whether to post a big blind now (None: not asked).
Done = Callable[[int | None, bool | None], object]
Poll = Callable[[float], None]


@dataclass(frozen=True, slots=True)
class BuyIn:
    """What the dialog asks: its title and confirm word, the amount's bounds (``lo`` > ``hi``: no
    amount is asked), the amount first shown, and whether it asks how to start."""

    title: str
    confirm: str
    lo: int
    hi: int
    value: int
    ask_post: bool

    @property
    def asks_amount(self) -> bool:
        return self.lo <= self.hi


class BuyInScene(OverlayScene):
    """The buy-in or top-up dialog (see the module docstring)."""

    idle_capable = True

    def __init__(
        self,
        app: SceneContext,
        ask: BuyIn,
        done: Done,
        poll: Poll | None = None,
        due: Callable[[], bool] | None = None,
    ) -> None:
        self.ask = ask
        self.done = done
        self.poll = poll
        #: The person's move fell due at the table below: the dialog gives way (nothing chosen).
        self.due = due
        self.post = False
        self.chooser = AmountChooser(app.t)
        self.text = TextCache(lambda size, bold: app.fonts(size, bold))
        self.mouse = (-1, -1)
        super().__init__(app)

    def build(self) -> None:
        t, ask = self.app.t, self.ask
        if ask.asks_amount:
            keys = (QUICK_KEYS[0], QUICK_KEYS[3])
            quick = [
                Quick(t("amount.min"), ask.lo, keys[0][0], t(keys[0][1])),
                Quick(t("amount.max"), ask.hi, keys[1][0], t(keys[1][1])),
            ]
            step = nice_step(ask.lo, ask.hi, 10)
            self.chooser.show(t("net.cash.amount"), ask.confirm, ask.lo, ask.hi, ask.value, step, quick)
        self.post_button = KeyButton(lambda: t("holdem.seats.post"), lambda: self.choose(True), "B")
        self.wait_button = KeyButton(lambda: t("holdem.seats.wait"), lambda: self.choose(False), "W")
        self.ok_button = KeyButton(lambda: ask.confirm, self.confirm, "Enter", primary=True)
        self.cancel_button = KeyButton(lambda: t("amount.cancel"), lambda: Pop(), "Esc")

    def title(self) -> str:
        return self.ask.title

    def choose(self, post: bool) -> None:
        self.post = post

    def confirm(self) -> Transition:
        amount = self.chooser.value if self.ask.asks_amount else None
        self.done(amount, self.post if self.ask.ask_post else None)
        return Pop()

    # ------------------------------------------------------------------ Scene
    def update(self, dt: float) -> Transition | None:
        if self.poll is not None:
            self.poll(dt)
        if self.due is not None and self.due():
            return Pop()
        return None

    def wake_in(self) -> float:
        return POLL if self.poll is not None else math.inf

    def look(self) -> object:
        c = self.chooser
        return self.post, self.mouse, c.open, c.value, c.typed, c.message

    def panel_size(self) -> tuple[int, int]:
        px = self.app.px
        return px(560), px(430 if self.ask.asks_amount else 260)

    def place(self) -> None:
        px = self.app.px
        r = self.panel_rect()
        y = self.title_rect().bottom + px(4)
        if self.ask.asks_amount:
            self.chooser.place(pygame.Rect(r.x + px(24), y, r.width - px(48), px(250)))
            y += px(258)
        half = (r.width - px(60)) // 2
        self.post_button.rect = pygame.Rect(r.x + px(20), y, half, px(46))
        self.wait_button.rect = pygame.Rect(r.right - px(20) - half, y, half, px(46))
        if not self.ask.asks_amount:
            y += px(60)
            self.ok_button.rect = pygame.Rect(r.x + px(20), y, half, px(46))
            self.cancel_button.rect = pygame.Rect(r.right - px(20) - half, y, half, px(46))

    def _buttons(self) -> list[KeyButton]:
        buttons = [self.post_button, self.wait_button] if self.ask.ask_post else []
        if not self.ask.asks_amount:
            buttons += [self.ok_button, self.cancel_button]
        return buttons

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return None
        if self.ask.ask_post and event.type == pygame.KEYDOWN and event.key in (pygame.K_b, pygame.K_w):
            self.choose(event.key == pygame.K_b)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for button in self._buttons():
                if button.rect.collidepoint(event.pos):
                    return button.activate()
        if self.ask.asks_amount:
            chosen = self.chooser.handle(event)
            if chosen is Chosen.CONFIRMED:
                return self.confirm()
            if chosen is Chosen.CANCELLED:
                return Pop()
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.confirm()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Pop()
        return None

    def draw_content(self, surface: pygame.Surface) -> None:
        self.chooser.draw(surface, self.app, self.text, self.mouse)
        for button in self._buttons():
            button.active = (button is self.post_button and self.post) or (
                button is self.wait_button and not self.post
            )
            button.draw(surface, self.app, False, button.rect.collidepoint(self.mouse))
        if self.ask.ask_post:
            hint = self.app.t("net.cash.post_hint" if self.post else "net.cash.wait_hint")
            below = self.post_button.rect.bottom + self.app.px(6)
            text(
                surface,
                self.app.fonts(self.app.px(15)),
                hint,
                theme.TEXT_DIM,
                midtop=(self.panel_rect().centerx, below),
            )


def _whole(options: Mapping[str, object], key: str, default: int) -> int:
    value = options.get(key, default)
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else default


def sit_ask(t: TFunc, options: Mapping[str, object], balance: int | None) -> BuyIn:
    """Sitting down at a cash table of these stakes (its ``options``): from the minimum to the
    maximum buy-in, at most the balance (a balance below the minimum: the minimum, which the
    server's daily fresh stack may cover; it says so if not); first shown: the most allowed."""
    low, high = _whole(options, "min_buy_in", CASH_MIN), _whole(options, "max_buy_in", CASH_MAX)
    top = high if balance is None else max(low, min(high, balance))
    return BuyIn(t("net.cash.sit_title"), t("net.cash.sit_ok"), low, top, top, True)


def top_up_ask(t: TFunc, low: int, high: int, stack: int, balance: int | None, staked: bool = False) -> BuyIn:
    """Topping up a ``stack`` at stakes ``low``..``high``: at least up to the minimum, at most up to
    the maximum and what the balance holds beside the stack (``lo`` > ``hi``: nothing may come).
    ``staked``: the seat is dealt into the running hand, whose start took the whole stack out of
    the balance (the server pays it back at the hand's end), so all of the balance is free."""
    beside = balance if staked or balance is None else balance - stack
    free = high - stack if beside is None else min(high - stack, beside)
    least = max(1, low - stack)
    return BuyIn(t("net.cash.top_up_title"), t("net.cash.top_up_ok"), least, free, free, False)


def back_ask(t: TFunc) -> BuyIn:
    """Coming back after sitting out: no amount, only how to start."""
    return BuyIn(t("net.cash.back_title"), t("net.cash.back_ok"), 1, 0, 0, True)
