"""The Texas Hold'em table: 2 to 10 seats, people and computer players, betting with chips.

`HoldemTableScene(app, session)` shows a running table through its
`HoldemSession` only: it submits the people's actions, lets table time pass
(the computers think and move on background jobs, the action timer
counts), and reads the table (`session.table`), which names only the hole
cards the viewer may see. The events after its cursor set the pace: a
board dealt at once (an all-in) is turned over one street at a time, and
the showdown and the pots' winners show once the board is out.

The person's turn: the action bar offers exactly the legal actions, each
with its key - PASSEN (P), CHECKEN (C) or MITGEHEN with the amount (C),
SETZEN (S) or ERHÖHEN (E). In limit the bet or raise is the fixed amount
(the button names it and the cap) and goes at once; in pot-limit and
no-limit it opens the amount chooser (`game.ui.amount`) between the
structure's minimum and maximum, as "auf" totals ("erhöhen auf 60"); the
same key again or Enter bets, Esc closes it. After a hand the table shows
the showdown and waits (Space, N, Enter or the button) before the next;
when no person is left to wait for, it goes on by itself. Hot seat: before
each person's turn the cover screen asks that person to look; their cards
show only then and are hidden again after their action. H opens the
history, ? or F2 the Tipp, F1 the rules, Esc the pause menu; any key or
click hurries a thinking computer. At a cash table, once a hand is over,
T (or the pause menu's Plätze) opens the seats (`holdem_seats`): players sit
down and stand up there; back at the table the person at the bottom is one
who still plays here. The action bar, the amount chooser, the
keys that deal on and the ways to the pause menu, the rules and the history
are the betting tables' shared part (`betting_table.BettingTable`,
`table_base.TableBase`).
"""

from __future__ import annotations

import math

import pygame

from game.engine import IllegalActionError
from game.engine.betting import BlindPosted, Call, Called, Check, Fold, LegalActions, RaisedTo, RaiseTo
from game.engine.holdem import (
    BoardDealt,
    Busted,
    HandStarted,
    HoldemAction,
    HoldemPhase,
    Showdown,
    Structure,
    TableFormat,
)
from game.engine.holdem.record import HandRecord
from game.scenes.base import Push, SceneContext, Transition
from game.scenes.betting_table import BettingTable
from game.scenes.holdem.draw import HoldemPainter
from game.scenes.holdem.look import HoldemLook, clock_rects, countdown_due, holdem_look, turn_clock
from game.scenes.holdem.tips import HoldemTips
from game.session import HoldemSession
from game.text.holdem.words import chips
from game.ui.actionbar import BarAction
from game.ui.amount import Chosen, nice_step, quick_amounts
from game.ui.holdem.layout import HoldemLayout, holdem_layout
from game.ui.keybutton import KeyButton
from game.ui.textcache import TextCache
from game.ui.widgets import Button

__all__ = ["HoldemTableScene", "KEYS", "REVEAL_SECONDS", "AUTO_NEXT_SECONDS"]

#: The keys of the actions (the same in every language, like the other tables' keys).
KEYS: dict[str, tuple[tuple[int, ...], str]] = {
    "fold": ((pygame.K_p,), "P"),
    "check": ((pygame.K_c,), "C"),
    "call": ((pygame.K_c,), "C"),
    "bet": ((pygame.K_s, pygame.K_e), "S"),
    "raise": ((pygame.K_e, pygame.K_s), "E"),
}
#: Seconds (at animation speed 1) between two streets of a board dealt at once.
REVEAL_SECONDS = 0.7
#: Seconds a finished hand stays when no person is left to go on (a watched sit-and-go).
AUTO_NEXT_SECONDS = 3.0
#: How finely the idle loop looks ahead for the next pixel of the turn glow (seconds).
CLOCK_STEP = 1 / 120
#: The farthest it looks ahead (the app wakes the table sooner anyway).
CLOCK_HORIZON = 1.0


class HoldemTableScene(BettingTable):
    """The Hold'em table (see the module doc)."""

    idle_capable = True

    def __init__(self, app: SceneContext, session: HoldemSession) -> None:
        super().__init__(app)
        self.session = session
        table = session.table
        self.n = len(table.config.seats)
        self.bottom = session.people[0] if session.people else 0
        self.text = TextCache(lambda size, bold: app.fonts(size, bold))
        self.lay: HoldemLayout = holdem_layout(app.content_rect, self.n, self.bottom)
        self._bar_key: tuple[object, ...] | None = None
        self.next_button = KeyButton(
            self._next_label, self.next_hand, caption=lambda: app.t("holdem.key_next"), primary=True
        )
        self.menu_button = Button(lambda: app.t("pause.title"), self.pause)
        self.history_button = Button(lambda: app.t("holdem.history_button"), self.history)
        self.mouse = (-1, -1)
        self.time = 0.0
        self.seen = 0
        #: Board cards turned over; streets still to turn over wait `REVEAL_SECONDS` each.
        self.board_shown = 0
        self._reveal = 0.0
        self._waited = 0.0
        self._cover_pending = False
        self._tips = HoldemTips(self)
        self.painter = HoldemPainter(self)
        self.layout()
        self._collect(quiet=True)
        self.board_shown = len(table.board)  # a table opened mid-hand shows its board as it stands

    # ------------------------------------------------------------------ reading
    @property
    def tips(self) -> HoldemTips:
        return self._tips

    def seat_name(self, seat: int) -> str:
        spec = self.session.table.seated[seat]
        return spec.name if spec is not None else ""

    @property
    def hot_seat(self) -> bool:
        """Several people play at this screen (each looks in turn, after the cover)."""
        return len(self.session.people) > 1

    def revealing(self) -> bool:
        """Board cards wait to be turned over."""
        return self.board_shown < len(self.session.table.board)

    def my_turn(self) -> bool:
        """A person at this screen may act now (the board is out, their cards show)."""
        seat = self.session.table.current
        return seat is not None and seat == self.session.viewer and not self.revealing()

    def computer_thinking(self) -> bool:
        seat = self.session.table.current
        return seat is not None and seat not in self.session.people

    def hand_done(self) -> bool:
        return self.session.table.phase is not HoldemPhase.BETTING and not self.revealing()

    def finished_hand(self) -> HandRecord | None:
        record = self.session.table.last_hand
        if record is None or not record.finished or not self.hand_done():
            return None
        return record

    def deals_on(self) -> bool:
        return not self.session.watching or self.session.table.is_over

    def waits_for_person(self) -> bool:
        """A person plays on at this table, so a finished hand waits for them (a decided sit-and-go
        waits for whoever watches, except in --demo, which goes on to its end screen)."""
        table = self.session.table
        if table.is_over:
            return not self.app.demo
        cash = table.config.table_format is TableFormat.CASH
        return any(cash or table.stacks[seat] > 0 for seat in self.session.people)

    # ------------------------------------------------------------------ Scene
    def layout(self) -> None:
        lay = holdem_layout(self.app.content_rect, self.n, self.bottom)
        if lay != self.lay:
            self.painter.reset()
        self.lay = lay
        self.bar.place(lay.bar, vertical=True, gap=self.app.px(8))
        self.chooser.place(lay.chooser)
        half = lay.bar.height // 2
        self.next_button.rect = pygame.Rect(lay.bar.x, lay.bar.bottom - half, lay.bar.width, half)
        self.menu_button.rect = lay.menu_button
        self.history_button.rect = lay.history_button
        self.tips.button.rect = lay.tip_button

    def enter(self) -> None:
        self._cover_pending = False
        people = self.session.people
        if people and self.bottom not in people:  # the person at the bottom stood up
            self.bottom = people[0]
            self.layout()
        self._bar_key = None

    def seats_open(self) -> bool:
        """Players may sit down and stand up now: a cash table whose last hand was seen to its end."""
        return self.session.seats_open and self.hand_done()

    def seats(self) -> Transition | None:
        """T: the seats over the table (only between hands at a cash table)."""
        if not self.seats_open():
            return None
        from game.scenes.holdem.seats import HoldemSeatsScene

        return Push(HoldemSeatsScene(self.app, self.session))

    def pause(self) -> Transition:
        from game.scenes.holdem.seats import HoldemSeatsScene
        from game.scenes.pause import PauseScene

        if not self.seats_open():
            return Push(PauseScene(self.app, rules=self.rules))
        extra = (("holdem.seats.button", lambda: HoldemSeatsScene(self.app, self.session)),)
        return Push(PauseScene(self.app, extra, rules=self.rules))

    def exit(self) -> None:
        self.session.close()  # every way out of the table keeps the game (and counts its hands)

    def update(self, dt: float) -> Transition | None:
        out = self._update(dt)
        self.tips.update()  # the Tipp's estimate is taken over here, never while a frame is drawn
        return out

    def _update(self, dt: float) -> Transition | None:
        self.time += dt
        self.painter.warm_step()
        self._collect()
        if self.revealing():
            self._reveal += dt * self.speed
            if self._reveal >= REVEAL_SECONDS:
                self._turn_street()
            return None
        table = self.session.table
        if table.phase is not HoldemPhase.BETTING:
            self._refresh_bar()
            if not self.waits_for_person():
                self._waited += dt * self.speed
                if self._waited >= AUTO_NEXT_SECONDS:
                    return self.next_hand()
            return None
        if self.session.advance(dt, self.speed):  # a computer's move, or the timer ran out
            self._collect()
            return None
        seat = table.current
        if (
            self.hot_seat
            and seat is not None
            and seat in self.session.people
            and seat != self.session.viewer
            and not self._cover_pending
        ):
            self._cover_pending = True
            return self._cover(seat)
        self._refresh_bar()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)

    # ------------------------------------------------------------------ quiet frames
    def look(self) -> HoldemLook:
        return holdem_look(self)

    def dirty_rects(self, before: object, after: object) -> list[pygame.Rect] | None:
        """Where only the clock changed the picture (the turn glow, the dots, the countdown): the
        seat to act and, for the countdown, the column's facts; anything else: everywhere."""
        if not (isinstance(before, HoldemLook) and isinstance(after, HoldemLook)):
            return None
        if before.state != after.state or before.clock.seat != after.clock.seat:
            return None
        return clock_rects(self, before.clock, after.clock)

    def wake_in(self) -> float:
        """Every frame while sprites are rendered ahead, the board turns over, the session is
        waited on (a computer thinks, the cover is due, a watched table goes on by itself) or
        the Tipp's estimate runs; during a person's turn when the glow next grows or shrinks a
        pixel or the countdown shows its next second; after a hand, only after input."""
        table = self.session.table
        if self.painter.warming or self.revealing() or self.tips.pending():
            return 0.0
        if table.phase is not HoldemPhase.BETTING:
            return math.inf if self.waits_for_person() else 0.0
        seat = table.current
        if seat is None or seat not in self.session.people or seat != self.session.viewer:
            return 0.0
        due = min(countdown_due(table.timer), CLOCK_HORIZON)
        first = turn_clock(self, self.time)
        ahead = CLOCK_STEP
        while ahead < due:
            if turn_clock(self, self.time + ahead) != first:
                return ahead
            ahead += CLOCK_STEP
        return due

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return None
        if self.tips.handle(event):
            return None
        chosen = self.chooser_input(event)
        if chosen is Chosen.CONFIRMED:
            return self.bet_chosen()
        if chosen is not None:
            return None
        to = self.table_key(event)
        if to is not None:
            return to
        if event.type not in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_t and self.seats_open():
            return self.seats()
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button != 1:
                return None
            for button in (self.menu_button, self.history_button):
                if button.rect.collidepoint(event.pos):
                    return button.activate()
        if self.revealing() or self.computer_thinking():
            return self.skip()
        if self.finished_hand() is not None:
            if self.next_pressed(event) and self.deals_on():
                return self.next_hand()
            return None
        if not self.my_turn():
            return None
        self._refresh_bar()
        name = self.bar.handle(event)
        if name is not None:
            return self.act(name)
        return None

    # ------------------------------------------------------------------ actions
    def _seat(self) -> int:
        seat = self.session.viewer
        assert seat is not None  # only called on a person's turn
        return seat

    def act(self, name: str) -> Transition | None:
        """Carry out the bar's action ``name`` for the person to act."""
        if not self.my_turn():
            return None
        seat = self._seat()
        legal = self.session.legal_actions(seat)
        if legal is None:
            return None
        if name == "fold":
            return self._submit(Fold(seat))
        if name == "check":
            return self._submit(Check(seat))
        if name == "call":
            return self._submit(Call(seat))
        if legal.raise_min is None or legal.raise_max is None:
            return None
        if legal.raise_min == legal.raise_max:  # limit, or only an all-in is left: no choice to make
            return self._submit(RaiseTo(seat, legal.raise_min))
        return self.raise_pressed(name, legal)

    def open_chooser(self, name: str, legal: LegalActions) -> None:
        """The amounts of a bet or a raise as the totals to bet to, the blinds' steps apart."""
        assert legal.raise_min is not None and legal.raise_max is not None
        table = self.session.table
        lo, hi = legal.raise_min, legal.raise_max
        # the bet to match: own bet and the call (a big blind all in for less does not lower it)
        facing = table.bets[self._seat()] + (legal.call or 0)
        t = self.app.t
        seat = self._seat()
        everything = table.stacks[seat] + table.bets[seat]
        pot_limit = table.config.structure is Structure.POT_LIMIT
        top = "all_in" if hi >= everything else "pot" if pot_limit else "cap"
        quick = quick_amounts(lo, hi, table.pot_total, legal.call or 0, t, offset=facing, top=top)
        title, confirm = t(f"holdem.choose.{name}"), t(f"holdem.confirm.{name}")
        big = table.blinds[1]
        self.show_chooser(name, title, confirm, lo, hi, nice_step(lo, hi, max(1, big // 2)), quick)

    def bet_chosen(self) -> Transition | None:
        return self._submit(RaiseTo(self._seat(), self.chooser.value))

    def _submit(self, action: HoldemAction) -> Transition | None:
        self.close_chooser()
        try:
            self.session.submit(action)
        except IllegalActionError:
            # the bar offers only legal actions; should the table have moved, nothing is lost
            self.app.notify(self.app.t("holdem.refused"))
            self._sound("lose")
            return None
        self.tips.close()
        self._bar_key = None
        self._collect()
        return None

    def next_hand(self) -> Transition | None:
        """After a hand: deal the next one, or show the end of a decided sit-and-go."""
        if self.finished_hand() is None:
            return None
        self._waited = 0.0
        if self.session.table.is_over:
            from game.scenes.holdem.over import HoldemOverScene

            return Push(HoldemOverScene(self.app, self.session))
        self.session.next_hand()
        self._bar_key = None
        self._collect()
        return None

    def _next_label(self) -> str:
        return self.app.t("holdem.to_result" if self.session.table.is_over else "holdem.next")

    def skip(self) -> Transition | None:
        """Any key or click while waiting: the board turns over at once, the computer hurries."""
        self.board_shown = len(self.session.table.board)
        self.session.hurry()
        return None

    def history(self) -> Transition:
        from game.scenes.holdem.history import HoldemHistoryScene

        return Push(HoldemHistoryScene(self.app, self.session.table))

    def rules(self) -> Transition:
        from game.scenes.rules import RulesScene

        return Push(RulesScene(self.app, holdem=True))

    def _cover(self, seat: int) -> Transition:
        from game.scenes.cover import CoverScene

        def show() -> None:
            self.session.reveal(seat)
            if self.bottom != seat:
                # the person whose turn it is sits at the bottom with the large cards
                self.bottom = seat
                self.layout()
            self._bar_key = None

        return Push(CoverScene(self.app, self.seat_name(seat), show))

    # ------------------------------------------------------------------ the action bar
    def _refresh_bar(self) -> None:
        """Show the legal actions or the next-hand button (rebuilt only when the situation changed)."""
        key = (self.seen, self.my_turn(), self.session.viewer, self.app.settings.language)
        if key == self._bar_key:
            return
        self._bar_key = key
        self.bar.set_actions(self.bar_actions() if self.my_turn() else ())
        if not self.my_turn():
            self.close_chooser()

    def bar_actions(self) -> list[BarAction]:
        """The legal actions of the person to act, with their amounts, as bar buttons."""
        t = self.app.t
        seat = self.session.viewer
        legal = self.session.legal_actions(seat) if seat is not None else None
        if legal is None:
            return []
        table = self.session.table

        def action(name: str, label: str, caption: str = "", primary: bool = False) -> BarAction:
            keys, hint = KEYS[name]
            return BarAction(name, label, keys, hint, caption, primary)

        result: list[BarAction] = []
        if legal.raise_min is not None and legal.raise_max is not None:
            name = "bet" if legal.opening else "raise"
            lo, hi = legal.raise_min, legal.raise_max
            all_in = hi == table.stacks[legal.seat] + table.bets[legal.seat]
            if table.config.structure is Structure.LIMIT:
                cap = table.config.rules_for(table.blinds[1]).cap
                made = self._bets_this_round()
                caption = t("holdem.cap.limit", n=made + 1, cap=cap)
                label = t(f"holdem.act.{name}_to", n=chips(lo, t))
            elif lo == hi:
                label = t(f"holdem.act.{name}_to", n=chips(lo, t))
                caption = t("holdem.cap.all_in") if all_in else ""
            else:
                label = t(f"holdem.act.{name}")
                caption = t("holdem.cap.range", lo=chips(lo, t), hi=chips(hi, t))
            result.append(action(name, label, caption))
        if legal.call is None:
            result.append(action("check", t("holdem.act.check"), t("holdem.cap.free")))
        else:
            short = legal.call >= table.stacks[legal.seat]
            label = t("holdem.act.call", n=chips(legal.call, t))
            result.append(action("call", label, t("holdem.cap.all_in") if short else ""))
        result.append(action("fold", t("holdem.act.fold"), t("holdem.cap.fold")))
        return result

    def _bets_this_round(self) -> int:
        """Bets and raises so far in the running round (a posted big blind counts as the first)."""
        record = self.session.table.last_hand
        if record is None:
            return 0
        street = self.session.table.street
        lines = [line for line in record.lines if line.street is street]
        made = sum(1 for line in lines if line.kind in ("bet", "raise"))
        blind = any(line.kind == "big-blind" for line in lines)
        return made + (1 if blind else 0)

    # ------------------------------------------------------------------ events
    def _collect(self, quiet: bool = False) -> None:
        """Read the events not seen yet: new streets wait to be turned over, sounds play."""
        new = self.session.events_after(self.seen)
        if not new:
            return
        self.seen += len(new)
        for event in new:
            if isinstance(event, HandStarted):
                self.board_shown = 0
                self._reveal = 0.0
                self._waited = 0.0
                if not quiet:
                    self._sound("deal")
            elif isinstance(event, BoardDealt):
                if self.board_shown == len(event.board) - len(event.cards) and not self.revealing():
                    self._reveal = REVEAL_SECONDS  # the first new street turns over at once
            elif isinstance(event, Showdown) and not quiet:
                self._sound("flip")
            elif isinstance(event, Busted) and not quiet and event.seat in self.session.people:
                self._sound("lose")
            elif not quiet and isinstance(event, Called | RaisedTo | BlindPosted):
                self._sound("chip")
        self._bar_key = None

    def _turn_street(self) -> None:
        """Turn over the next street of the board (3 cards, then 1, then 1)."""
        self._reveal = 0.0
        self.board_shown = 3 if self.board_shown < 3 else min(5, self.board_shown + 1)
        self._sound("flip")
