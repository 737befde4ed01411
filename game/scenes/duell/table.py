"""The Duell table: the person against the computer, betting with chips around one exchange.

`DuellTableScene(app, session)` shows a running match through its
`DuellSession` only: it submits the person's actions, lets table time pass
while nothing animates (the computer thinks and moves, its decision on a
background job), and animates the events after its cursor, which name only
the cards the person may see (`duell_steps`). What the table shows
(`DuellShown`) trails the match until the steps finish; any key or click
finishes them at once, as on the token table.

The person's turn: the action bar offers exactly the legal actions, each
with its key - SETZEN (S), WARTEN (W), ERÖFFNEN (O), ERHÖHEN (E), TAUSCHEN
(T), PRÜFEN (R), PASSEN (P), following variants.md: the first speaker with
no bet may SETZEN, WARTEN or PASSEN; after WARTEN the other may ERÖFFNEN,
TAUSCHEN (check through to the exchange) or PASSEN; facing a bet ERHÖHEN,
TAUSCHEN (call) or PASSEN; after the exchange PRÜFEN takes TAUSCHEN's place.
A bet, an opening or a raise opens the amount chooser (`game.ui.amount`):
raises are chosen as "um" amounts above the bet faced, as they are called
out ("Computer erhöht um 20"); the same key again or Enter bets, Esc closes
it. The exchange marks 0 to 4 cards by click or 1-5 exactly as the token
table does; a fifth mark is refused with a notice. After a deal the table
waits (Space, N, Enter or the button) and then deals the next; after the
last deal the same key leads to the end screen. H opens the history, ? or
F2 the Tipp, F1 the Duell rules, Esc the pause menu.

A match resumed from its save shows its running deal as it stands, without
animating what happened before (``resumed``).

Quiet frames: the table's `look` (`duell_look.DuellLook`) is everything it
shows, the clock's part resolved; the app draws it only when that changed or
input came, and where only a ring pulses, the thinking dots move or the
speech bubble fades, only there. While the person thinks it sleeps until the
ring next changes; while it animates, the computer thinks or the Tipp works
it is updated every frame.

The action bar, the amount chooser, the keys that deal on and the ways to the
pause menu, the rules and the history are the betting tables' shared part
(`betting_table.BettingTable`, `table_base.TableBase`).
"""

from __future__ import annotations

from functools import partial

import pygame

from game.engine import Card, Exchange, IllegalActionError
from game.engine.betting import Call, Check, Fold, LegalActions, RaiseTo
from game.engine.duell import DealRecorder, DuellAction, DuellPhase
from game.scenes.base import Push, SceneContext, Transition
from game.scenes.betting_table import BettingTable
from game.scenes.duell.draw import DuellPainter
from game.scenes.duell.look import DuellLook, changes_in, clock_rects, duell_look
from game.scenes.duell.screen import CALLOUT_SECONDS, ChipFlyer, DuellShown
from game.scenes.duell.steps import (
    AnteStep,
    BetStep,
    CarryStep,
    CollectStep,
    DealStep,
    DrawStep,
    EndStep,
    PayStep,
    ReturnStep,
    ShowStep,
    steps_for,
)
from game.scenes.duell.tips import DuellTips
from game.scenes.table_base import LIFT, card_at
from game.scenes.token.steps import (
    DEAL_INTERVAL,
    EXCHANGE_IN,
    EXCHANGE_OUT,
    FLIGHT,
    FLIP,
    HIDDEN,
    Flyer,
    Step,
)
from game.session import DuellSession
from game.text.duell.words import bar_name, counted, names_of, say, say_exchange, showdown_reason
from game.text.i18n import TFunc
from game.ui.actionbar import BarAction
from game.ui.amount import Chosen, nice_step, quick_amounts
from game.ui.chips import pile_colours
from game.ui.duell.layout import DuellLayout, duell_layout
from game.ui.keybutton import KeyButton
from game.ui.textcache import TextCache
from game.ui.widgets import Button

__all__ = ["DuellTableScene", "MAX_MARKS", "KEYS"]

#: At most this many cards are exchanged (variants.md, seed 002).
MAX_MARKS = 4
PERSON, COMPUTER = 0, 1
#: The raise-like actions, which open the amount chooser.
RAISES = ("bet", "open", "raise")
#: The keys of the actions (the same in every language, like the token table's T).
KEYS: dict[str, tuple[tuple[int, ...], str]] = {
    "bet": ((pygame.K_s,), "S"),
    "check": ((pygame.K_w,), "W"),
    "open": ((pygame.K_o,), "O"),
    "raise": ((pygame.K_e,), "E"),
    "draw": ((pygame.K_t,), "T"),
    "show": ((pygame.K_r,), "R"),
    "fold": ((pygame.K_p,), "P"),
    "exchange": ((pygame.K_t, pygame.K_RETURN, pygame.K_KP_ENTER), "T"),
    "fold_yes": ((pygame.K_j, pygame.K_y), "J"),
    "fold_no": ((pygame.K_n,), "N"),
}
#: The longest the table waits without an update while the person thinks (the app caps it too).
QUIET_LIMIT = 1.0


class DuellTableScene(BettingTable):
    """The Duell table (see the module doc)."""

    idle_capable = True

    def __init__(self, app: SceneContext, session: DuellSession, resumed: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.text = TextCache(lambda size, bold: app.fonts(size, bold))
        self.lay: DuellLayout = duell_layout(app.content_rect)
        self.shown = DuellShown()
        #: The deals as animated so far (fed by `steps_for`): the log and the amounts' words.
        self.recorder = DealRecorder()
        self.marked: set[int] = set()
        self.hover: int | None = None
        self.mouse = (-1, -1)
        #: What the computer's speech bubble keeps clear of (a network table's panel): where it
        #: would cover one, it goes under the opponent's name (`DuellLayout.callout_below`).
        self.callout_avoid: list[pygame.Rect] = []
        self.steps: list[Step] = []
        self.flyers: list[Flyer] = []
        self.chips: list[ChipFlyer] = []
        self.seen = 0
        self.time = 0.0
        self._bar_key: tuple[int, bool, bool, bool, str] | None = None
        #: PASSEN was pressed while a free check was possible: the bar asks "Wirklich passen?"
        self.confirming_fold = False
        self.next_button = KeyButton(
            self._next_label, self.next_deal, caption=lambda: app.t("duell.key_next"), primary=True
        )
        self.menu_button = Button(lambda: app.t("pause.title"), self.pause)
        self._tips = DuellTips(self)
        self.painter = DuellPainter(self)
        self.layout()
        self._collect()
        self._as_it_stands()
        if resumed:
            while self.steps:  # a resumed deal is shown as it stands
                self._finish(self.steps.pop(0), quiet=True)

    # ------------------------------------------------------------------ reading
    @property
    def tips(self) -> DuellTips:
        return self._tips

    @property
    def names(self) -> tuple[str, str]:
        table = self.session.table
        return names_of(table.config.name, self.app.t, table.opponent)

    def my_turn(self) -> bool:
        """The person may act now (nothing animating, the match waits for seat 0)."""
        return not self.steps and self.session.table.current == PERSON

    def exchanging(self) -> bool:
        """The person is choosing their exchange."""
        return self.my_turn() and self.session.table.phase is DuellPhase.EXCHANGE

    def computer_thinking(self) -> bool:
        return not self.steps and self.session.table.current == COMPUTER

    def card_image(self, card: Card | None, width: int, up: bool) -> pygame.Surface:
        return self.painter.card_image(card, width, up)

    # ------------------------------------------------------------------ Scene
    def layout(self) -> None:
        lay = duell_layout(self.app.content_rect)
        if lay != self.lay:
            self.painter.reset()
        self.lay = lay
        self.bar.place(lay.actions, vertical=True, gap=self.app.px(8), max_size=self.app.px(50))
        self.chooser.place(lay.chooser)
        self.next_button.rect = lay.next_button
        self.menu_button.rect = lay.table.menu_button

    def exit(self) -> None:
        self.session.close()  # every way out of the table keeps the match

    def update(self, dt: float) -> Transition | None:
        self.time += dt
        self.shown.callout_age += dt
        self.tips.poll()
        self._collect()
        if self.steps:
            self._advance(dt * self.speed)
        elif not self.shown.deal_over and self.session.advance(dt * self.speed):  # the computer's move
            self._collect()
        self._refresh_bar()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface, self.look())

    # ------------------------------------------------------------------ quiet frames
    def look(self) -> DuellLook:
        return duell_look(self)

    def dirty_rects(self, before: object, after: object) -> list[pygame.Rect] | None:
        """Where a change of the table's clock alone shows (a ring, the dots, the bubble
        fading); None (everything) for any other change."""
        if not (isinstance(before, DuellLook) and isinstance(after, DuellLook)):
            return None
        if not after.only_clock_differs(before):
            return None
        return clock_rects(self, before.clock, after.clock)

    def wake_in(self) -> float:
        """Every frame while something animates, the session is waited on (the computer's
        thinking time and its decision on a background job, the next step of a deal), the
        Tipp's advice is being worked out; otherwise when the clock next changes the look (a
        ring pulses a pixel, the speech bubble starts to fade or fades on).
        The look decides whether a frame is drawn."""
        if self.steps or not (self.my_turn() or self.shown.deal_over):
            return 0.0
        tips = self.tips
        if tips.showing and tips.advice() is None:
            return 0.0
        return changes_in(self, QUIET_LIMIT)

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self._card_at(event.pos) if self.exchanging() else None
            return None
        if self.tips.handle(event):
            return None
        chosen = self.chooser_input(event)
        if chosen is Chosen.CONFIRMED:
            return self.bet_chosen()
        if chosen is not None:
            return None
        to = self.table_key(event, history=not self.steps)
        if to is not None:
            return to
        if event.type not in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button != 1:
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and self.menu_button.rect.collidepoint(event.pos):
            return self.pause()
        if self.steps or self.computer_thinking():
            return self.skip()
        if self.shown.deal_over:
            if self.next_pressed(event):
                return self.next_deal()
            return None
        if not self.my_turn():
            return None
        self._refresh_bar()
        name = self.bar.handle(event)
        if name is not None:
            return self.act(name)
        if self.exchanging():
            if event.type == pygame.KEYDOWN:
                if pygame.K_1 <= event.key <= pygame.K_5:
                    self.toggle(event.key - pygame.K_1)
                elif pygame.K_KP1 <= event.key <= pygame.K_KP5:
                    self.toggle(event.key - pygame.K_KP1)
            else:
                index = self._card_at(event.pos)
                if index is not None:
                    self.toggle(index)
        return None

    def _card_at(self, pos: tuple[int, int]) -> int | None:
        return card_at(self.lay.table.seats[PERSON].cards, self.marked, self.app.px(LIFT), pos)

    # ------------------------------------------------------------------ actions
    def toggle(self, index: int) -> None:
        """Mark or unmark card ``index`` for the exchange; a fifth mark is refused with a notice."""
        if not self.exchanging() or not 0 <= index < 5:
            return
        if index in self.marked:
            self.marked.discard(index)
        elif len(self.marked) >= MAX_MARKS:
            self.app.notify(self.app.t("duell.max_marks", n=MAX_MARKS))
            self._sound("lose")
            return
        else:
            self.marked.add(index)
        self._bar_key = None  # the exchange button names how many
        self._sound("select")

    def act(self, name: str) -> Transition | None:
        """Carry out the bar's action ``name`` for the person."""
        legal = self.session.legal_actions(PERSON)
        if legal is None:
            return None
        if name == "exchange":
            hand = self.session.table.hand(PERSON)
            cards = tuple(hand[i] for i in sorted(self.marked) if i < len(hand))
            return self._submit(Exchange(PERSON, cards))
        if not isinstance(legal, LegalActions):
            return None
        if name in RAISES:
            return self.raise_pressed(name, legal)
        if name == "fold" and legal.call is None and self.app.settings.confirm_fold:
            self.confirming_fold = True  # folding costs the hand although waiting is free: ask first
            self._bar_key = None  # the bar asks, the line under the pot says why
            return None
        if name == "fold_no":
            self.confirming_fold = False
            self._bar_key = None
            return None
        if name in ("fold", "fold_yes"):
            return self._submit(Fold(PERSON))
        if name == "check":
            return self._submit(Check(PERSON))
        # TAUSCHEN / PRÜFEN: call a bet, or check through when there is none
        return self._submit(Check(PERSON) if legal.call is None else Call(PERSON))

    def _facing(self) -> int:
        """The highest bet of the running round: raises are chosen as amounts above it."""
        return max(self.session.table.bets)

    def open_chooser(self, name: str, legal: LegalActions) -> None:
        """The amounts of a bet, an opening or a raise as chips above the bet faced."""
        assert legal.raise_min is not None and legal.raise_max is not None
        facing = self._facing()
        lo, hi = legal.raise_min - facing, legal.raise_max - facing
        t = self.app.t
        title = t(f"duell.choose.{name}")
        quick = quick_amounts(lo, hi, self.session.table.pot, legal.call or 0, t)
        self.show_chooser(name, title, title, lo, hi, nice_step(lo, hi, 5), quick)

    def bet_chosen(self) -> Transition | None:
        return self._bet(self.chooser.value)

    def _bet(self, by: int) -> Transition | None:
        """Bet, open or raise ``by`` chips above the bet faced (the chooser's confirmed amount)."""
        return self._submit(RaiseTo(PERSON, self._facing() + by))

    def _submit(self, action: DuellAction) -> Transition | None:
        self.close_chooser()
        try:
            self.session.submit(action)
        except IllegalActionError:
            # the bar offers only legal actions; should the match have moved, nothing is lost
            self.app.notify(self.app.t("duell.refused"))
            self._sound("lose")
            return None
        self.marked.clear()
        self.tips.close()
        self._bar_key = None
        self._collect()
        return None

    def next_deal(self) -> Transition | None:
        """After a deal: deal the next one, or show the end of the match."""
        if not self.shown.deal_over or self.steps:
            return None
        if self.shown.over is not None or self.session.table.is_over:
            from game.scenes.duell.over import DuellOverScene

            return Push(DuellOverScene(self.app, self.session))
        self.session.next_deal()
        self._collect()
        return None

    def _next_label(self) -> str:
        return self.app.t("duell.to_result" if self.shown.over is not None else "duell.next")

    def skip(self) -> Transition | None:
        """Finish every queued step at once (any key or click while animating)."""
        while self.steps:
            self._finish(self.steps.pop(0))
        self.session.hurry()
        return None

    def history(self) -> Transition:
        from game.scenes.duell.history import DuellHistoryScene

        return Push(DuellHistoryScene(self.app, self.session.table))

    def rules(self) -> Transition:
        from game.scenes.rules import RulesScene

        return Push(RulesScene(self.app, duell_deck=self.session.table.config.deck))

    # ------------------------------------------------------------------ the action bar
    def _refresh_bar(self) -> None:
        """Show the person's legal actions (rebuilt only when the situation changed)."""
        if not self.my_turn():
            self.confirming_fold = False
        # the language too: a switch in the pause menu relabels the buttons at once
        key = (self.seen, self.my_turn(), self.exchanging(), self.confirming_fold, self.app.settings.language)
        if key == self._bar_key:
            return
        self._bar_key = key
        self.bar.set_actions(self.bar_actions() if self.my_turn() and not self.shown.deal_over else ())
        if not self.my_turn():
            self.close_chooser()

    def bar_actions(self) -> list[BarAction]:
        """The person's legal actions as bar buttons, in the order of variants.md."""
        t = self.app.t
        legal = self.session.legal_actions(PERSON)
        if legal is None:
            return []

        def action(name: str, label: str, caption: str, primary: bool = False) -> BarAction:
            keys, hint = KEYS[name]
            return BarAction(name, t(label), keys, hint, caption, primary)

        if self.confirming_fold and isinstance(legal, LegalActions):
            return [
                action("fold_yes", "duell.act.fold_yes", t("duell.cap.fold"), primary=True),
                action("fold_no", "duell.act.fold_no", t("duell.cap.not_yet")),
            ]
        if not isinstance(legal, LegalActions):
            caption = counted(len(self.marked), "duell.cap.keep", "duell.cap.exchange", t)
            return [action("exchange", "duell.act.exchange", caption, primary=True)]
        table = self.session.table
        first = table.first == PERSON
        before = table.phase is DuellPhase.BET_BEFORE

        def button(kind: str, caption: str) -> BarAction:
            name = bar_name(kind, legal.call is not None, first, before)
            return action(name, f"duell.act.{name}", caption)

        result: list[BarAction] = []
        if legal.raise_min is not None and legal.raise_max is not None:
            facing = self._facing()
            result.append(
                button(
                    "raise", t("duell.cap.amount", lo=legal.raise_min - facing, hi=legal.raise_max - facing)
                )
            )
        if legal.call is None:
            result.append(button("check", t("duell.cap.free")))
        else:
            all_in = legal.call >= table.stacks[PERSON]
            caption = t("duell.cap.all_in", n=legal.call) if all_in else t("duell.cap.call", n=legal.call)
            result.append(button("call", caption))
        result.append(button("fold", t("duell.cap.fold")))
        return result

    # ------------------------------------------------------------------ events -> steps
    def _collect(self) -> None:
        new = self.session.events_after(self.seen)
        if new:
            self.seen += len(new)
            self.steps.extend(steps_for(new, self.recorder))

    def _as_it_stands(self) -> None:
        """A deal that began before this screen saw it (a network watcher, or a person back at the
        table after a lost window): shown as the table has it now - the stacks, bets and pot, the
        own cards face up and the other's backs - without animating those of its moves that came
        after (the table's state holds them already)."""
        table = self.session.table
        running = (DuellPhase.BET_BEFORE, DuellPhase.EXCHANGE, DuellPhase.BET_AFTER)
        if table.phase not in running or any(isinstance(step, DealStep) for step in self.steps):
            return
        self.steps = []
        self.shown = DuellShown(
            deal_no=table.deal_no,
            first=table.first,
            cards=[list(table.hand(seat)) or [HIDDEN] * 5 for seat in (PERSON, COMPUTER)],
            stacks=list(table.stacks),
            bets=list(table.bets),
            pot=table.pot - sum(table.bets),
            carried=table.carried,
            exchanged=list(table.exchanged),
            callout_age=CALLOUT_SECONDS,
        )

    def _advance(self, dt: float) -> None:
        while self.steps and dt >= 0:
            step = self.steps[0]
            if not step.started:
                self._start(step)
            step.t += dt
            self._tick(step)
            if step.t < step.duration:
                return
            dt = step.t - step.duration
            self.steps.pop(0)
            self._finish(step)

    def _chip_flight(
        self, amount: int, start: tuple[int, int], end: tuple[int, int], delay: float = 0.0
    ) -> None:
        colours = pile_colours(amount)
        count = min(5, max(1, amount // 5))
        for k in range(count):
            t0 = delay + 0.05 * k
            self.chips.append(
                ChipFlyer(start, end, t0, t0 + 0.3, colours[k % len(colours)], self.lay.pot_chip)
            )

    def _start(self, step: Step, quiet: bool = False) -> None:
        """Begin a step: what leaves its place leaves now, flights start."""
        step.started = True
        shown, lay, t = self.shown, self.lay, self.app.t
        names = self.names
        self.flyers, self.chips = [], []
        if isinstance(step, DealStep):
            ev = step.event
            self.marked.clear()
            self.tips.close()
            self.shown = shown = DuellShown(
                deal_no=ev.deal_no,
                first=ev.first,
                stacks=list(ev.stacks),
                pot=ev.carried,
                carried=ev.carried,
                callout_age=CALLOUT_SECONDS,
            )
            order = (ev.first, 1 - ev.first)
            stock = lay.table.stock
            for j in range(10):
                seat, slot = order[j % 2], j // 2
                sl = lay.table.seats[seat]
                f = Flyer(
                    stock.center,
                    sl.cards[slot].center,
                    j * DEAL_INTERVAL,
                    j * DEAL_INTERVAL + FLIGHT,
                    None,
                    False,
                    sl.card_w,
                    seat,
                    width0=stock.width,
                )
                f.slot = slot
                self.flyers.append(f)
        elif isinstance(step, AnteStep):
            for seat in (0, 1):
                shown.stacks[seat] -= step.amounts[seat]
                self._chip_flight(step.amounts[seat], lay.stacks[seat], lay.pot, 0.08 * seat)
            shown.log.append(partial(_said, "duell.say.ante", n=max(step.amounts)))
            if not quiet:
                self._sound("chip")
        elif isinstance(step, BetStep):
            line = step.line
            text = say(line, shown.first, names, t)
            shown.log.append(partial(say, line, shown.first, names))
            if line.seat == COMPUTER:
                shown.callout, shown.callout_say, shown.callout_age = text, shown.log[-1], 0.0
            if line.added:
                shown.stacks[line.seat] -= line.added
                self._chip_flight(line.added, lay.stacks[line.seat], lay.bets[line.seat])
                if not quiet:
                    self._sound("chip")
        elif isinstance(step, ReturnStep):
            self._chip_flight(step.amount, lay.bets[step.seat], lay.stacks[step.seat])
            shown.log.append(partial(_said, "duell.say.returned", n=step.amount, name=names[step.seat]))
        elif isinstance(step, CollectStep):
            for seat in (0, 1):
                if shown.bets[seat]:
                    self._chip_flight(shown.bets[seat], lay.bets[seat], lay.pot)
        elif isinstance(step, DrawStep):
            self._start_draw(step, quiet)
        elif isinstance(step, ShowStep):
            shown.flip = 0.0
            if not quiet:
                self._sound("flip")
        elif isinstance(step, PayStep):
            for k, (seat, chips) in enumerate(step.shares):
                self._chip_flight(chips, lay.pot, lay.stacks[seat], 0.1 * k)
            if not quiet:
                self._sound("chip")

    def _start_draw(self, step: DrawStep, quiet: bool) -> None:
        ev = step.event
        shown, sl = self.shown, self.lay.table.seats[step.event.seat]
        text = say_exchange(ev, self.names, self.app.t)
        shown.log.append(partial(say_exchange, ev, self.names))
        if ev.seat == COMPUTER:
            shown.callout, shown.callout_say, shown.callout_age = text, shown.log[-1], 0.0
        positions = self._positions(ev.seat, ev.count, ev.discarded)
        stock = self.lay.table.stock
        up = ev.seat == PERSON
        lift = self.app.px(LIFT) if ev.seat == PERSON else 0
        for k, pos in enumerate(positions):
            old = ev.discarded[k] if ev.discarded is not None else None
            self.flyers.append(
                Flyer(
                    sl.cards[pos].move(0, -lift).center,
                    stock.center,
                    k * 0.04,
                    EXCHANGE_OUT,
                    old,
                    up,
                    stock.width,
                    ev.seat,
                    width0=sl.card_w,
                )
            )
            shown.cards[ev.seat][pos] = None
        for k, pos in enumerate(positions):
            new = ev.drawn[k] if ev.drawn is not None else None
            f = Flyer(
                stock.center,
                sl.cards[pos].center,
                EXCHANGE_OUT + k * 0.04,
                EXCHANGE_OUT + EXCHANGE_IN,
                new,
                up,
                sl.card_w,
                ev.seat,
                width0=stock.width,
            )
            f.slot = pos
            self.flyers.append(f)
        if ev.count and not quiet:
            self._sound("deal")

    def _positions(self, seat: int, count: int, discarded: tuple[Card, ...] | None) -> list[int]:
        """Which places of ``seat``'s hand an exchange empties: the person's discarded cards,
        the computer's first ``count`` places (which ones it changed is not shown)."""
        shown = self.shown.cards[seat]
        if discarded is not None:
            return [shown.index(card) for card in discarded if card in shown]
        return list(range(count))

    def _tick(self, step: Step) -> None:
        """Per-frame effects of the running step: cards landing, the flip."""
        if isinstance(step, DealStep):
            hands = step.event.hands
            for f in self.flyers:
                slot = f.slot if f.slot is not None else 0
                if step.t >= f.t1 and self.shown.cards[f.seat][slot] is None:
                    hand = hands[f.seat]
                    self.shown.cards[f.seat][slot] = hand[slot] if hand is not None else HIDDEN
        elif isinstance(step, DrawStep):
            for f in self.flyers:
                if f.slot is not None and step.t >= f.t1:
                    self.shown.cards[f.seat][f.slot] = f.card if f.card is not None else HIDDEN
        elif isinstance(step, ShowStep):
            self.shown.flip = min(1.0, step.t / FLIP)
            if self.shown.flip >= 0.5:
                self.shown.cards[COMPUTER] = list(step.event.hands[COMPUTER])

    def _finish(self, step: Step, quiet: bool = False) -> None:
        """End a step: everything lands where it goes."""
        if not step.started:
            self._start(step, quiet)
        landing = [f for f in self.flyers if f.slot is not None]
        self.flyers, self.chips = [], []
        shown, names = self.shown, self.names
        if isinstance(step, DealStep):
            for seat, hand in enumerate(step.event.hands):
                shown.cards[seat] = list(hand) if hand is not None else [HIDDEN] * 5
        elif isinstance(step, AnteStep):
            shown.pot += sum(step.amounts)
        elif isinstance(step, BetStep):
            line = step.line
            if line.added:
                shown.bets[line.seat] += line.added
            if line.kind == "fold":
                shown.folded = line.seat
        elif isinstance(step, ReturnStep):
            shown.bets[step.seat] -= step.amount
            shown.stacks[step.seat] += step.amount
        elif isinstance(step, CollectStep):
            shown.bets = [0, 0]
            shown.pot = step.pot_total
        elif isinstance(step, DrawStep):
            for f in landing:
                if f.slot is not None:
                    shown.cards[f.seat][f.slot] = f.card if f.card is not None else HIDDEN
            shown.exchanged[step.event.seat] = step.event.count
        elif isinstance(step, ShowStep):
            shown.flip = None
            shown.cards[COMPUTER] = list(step.event.hands[COMPUTER])
            shown.showdown = step.event
            if not quiet:
                won = step.event.winner == PERSON
                self._sound("win" if won else "lose" if step.event.winner is not None else "flip")
        elif isinstance(step, PayStep):
            split = len(step.shares) > 1  # a tie after which a player could not pay the ante
            if split:
                shown.log.append(partial(_said, "duell.say.split"))
            for seat, chips in step.shares:
                shown.stacks[seat] += chips
                shown.pot -= chips
                say = "duell.say.share" if split else "duell.say.wins"
                shown.log.append(partial(_said, say, name=names[seat], n=chips))
            shown.pot = max(0, shown.pot)
            shown.carried = 0
        elif isinstance(step, CarryStep):
            shown.carried_out = step.amount
            shown.log.append(partial(_said, "duell.say.tie", n=step.amount))
        elif isinstance(step, EndStep):
            shown.deal_over = True
            shown.over = step.over
            self._bar_key = None

    def message(self) -> list[tuple[str, str]]:
        """The lines under the pot with their style: ``head`` (who won), ``news`` (why), ``plain``."""
        shown, t = self.shown, self.app.t
        lines: list[tuple[str, str]] = []
        record = self.recorder.current
        if shown.deal_over and record is not None:
            won = [(seat, chips) for seat, chips in record.awarded if chips]
            if len(won) > 1:  # a tie whose pot was split: both got their share
                lines.append((t("duell.say.split"), "head"))
            elif won:  # a tie is told by the pot itself ("Gleichstand: 10 bleiben im Pot")
                lines.append((t("duell.say.wins", name=self.names[won[0][0]], n=won[0][1]), "head"))
        if shown.showdown is not None:
            lines.append((showdown_reason(shown.showdown, self.session.table.config.deck, t), "news"))
        elif shown.deal_over and shown.folded is not None:
            lines.append((t("duell.why.fold", name=self.names[shown.folded]), "news"))
        if lines or self.steps:
            return lines
        if self.exchanging():
            return [(t("duell.your_exchange"), "plain")]
        if self.my_turn() and self.confirming_fold:
            return [(t("duell.confirm_fold"), "head")]  # stays while the bar asks
        if self.my_turn():
            return [(t("duell.your_turn"), "plain")]
        if self.computer_thinking():
            return [(t("duell.thinking", name=self.names[COMPUTER]), "plain")]
        return []


def _said(key: str, t: TFunc, **fmt: object) -> str:
    """A log line of the catalogue's ``key`` in the language of ``t`` (see `DuellShown.log`)."""
    return t(key, **fmt)
