"""The table: seats around the felt, the cards, the tokens, and the flow of a round.

`TableScene(app, session)` shows a running game through its table session
(`game.session.Session`): it submits the person's exchange (mouse or keys),
lets table time pass while nothing animates (the session deals and lets its
computer players move), and hands over to the round results and the game
over screen. It never holds the engine's game: it reads `session.table` and
animates the events after its cursor (`session.events_after`), which name
only the cards its people may see: every event becomes a timed `Step` (deal,
exchange, reveal, tokens, seat left, pause, results). What the table shows
(`shown`) trails the game until the steps finish; any key or click finishes
them at once.
At a network table (``network``, `game.scenes.net.token.table`) the Tipp is off.
Hot seat (more than one person): before each person's turn a cover screen
asks that person to look, and the cards are hidden again after the exchange.
Each frame the scene composes an immutable `TablePicture` of what it shows
(`table_compose`, which only reads this scene); `table_draw.TablePainter`
draws that picture and nothing else, the "Tipp" hint lives in `table_tips`,
and `table_steps` turns events into steps. The picture is also the scene's
`look` for quiet frames: the table is redrawn only when it changed, and where
only a glow pulses or the thinking dots move, only there. The keys to the
pause menu, the rules and the history, the sounds and how a marked card
stands are what every table shares (`table_base.TableBase`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from game.engine import Exchange, IllegalActionError, Mode, RoundResult, TokenPhase
from game.scenes.base import Push, SceneContext, Transition
from game.scenes.table_base import LIFT, TableBase, card_at
from game.scenes.token.compose import TableComposer
from game.scenes.token.draw import TablePainter
from game.scenes.token.picture import TablePicture
from game.scenes.token.steps import (
    CHIPS,
    DEAL_INTERVAL,
    EXCHANGE_IN,
    EXCHANGE_OUT,
    FLIGHT,
    FLIP,
    FLIP_STAGGER,
    HIDDEN,
    DealStep,
    ExchangeStep,
    Flyer,
    HoldStep,
    LeftStep,
    ResultsStep,
    RevealStep,
    Shown,
    Step,
    TokensStep,
    steps_for,
)
from game.scenes.token.tips import TableTips
from game.session import THINK_SECONDS, Session, TableView
from game.ui.textcache import TextCache
from game.ui.token.layout import TableLayout, table_layout
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.scenes.token.results import ResultsScene

__all__ = ["TableScene", "THINK_SECONDS", "SESSION_POLL"]

#: The longest a table waits without asking its session whether the game moved.
SESSION_POLL = 0.1



class TableScene(TableBase):
    """The poker table for 2-5 seats."""

    idle_capable = True

    def __init__(
        self, app: SceneContext, session: Session, tips_agreed: bool = False, network: bool = False
    ) -> None:
        super().__init__(app)
        self.session = session
        game = session.table
        n = len(game.config.seats)
        self.n = n
        # the seats played at this screen: every person of a local game, one seat over the network
        humans = list(session.people)
        self.humans = humans
        self.hot_seat = len(humans) > 1
        self.bottom = humans[0] if humans else 0
        self.text = TextCache(lambda size, bold: app.fonts(size, bold))
        # what the table shows (trails the engine while steps run)
        self.shown: list[list[Shown]] = [[None] * 5 for _ in range(n)]
        self.shown_tokens = [s.tokens for s in game.seats]
        self.status: dict[int, int] = {}  # seat -> cards exchanged this round
        self.left: dict[int, str] = {
            s.index: ("table.safe" if s.place and game.config.mode is Mode.ASCENDING else "table.out")
            for s in game.seats
            if not s.active and game.round_no
        }
        self.reveal_all = False
        self.flipping: dict[int, float] = {}  # seat -> flip progress 0..1 during the reveal
        self.result: RoundResult | None = None
        self.dealer_shown = game.dealer
        self.revealed_seat: int | None = None  # hot seat: whose cards are uncovered
        self.cover_pending = False
        self.marked: set[int] = set()
        self.hover: int | None = None
        self.mouse = (-1, -1)
        self.steps: list[Step] = []
        self.flyers: list[Flyer] = []
        self.seen = 0
        self.time = 0.0
        # A game resumed after its showdown shows that round's results again.
        self.results_shown_for = game.round_no if game.phase is TokenPhase.READY else -1
        self.shot_taken = False
        self.run_on = False  # the results screen deals on by itself (set there once no person plays)
        self._results_buffer: pygame.Surface | None = None  # reused by every round's results
        self._next_results: ResultsScene | None = None
        self._results_prep: Iterator[None] | None = None
        self.exchange_button = Button(self._exchange_label, self.exchange_marked, primary=True)
        self.keep_button = Button(lambda: self.app.t("table.keep_button"), self.keep_all)
        self.menu_button = Button(lambda: self.app.t("pause.title"), self.pause)
        #: What the table keeps free (a network table's panel, set by the screen around it).
        self.avoid: pygame.Rect | None = None
        self.lay: TableLayout = table_layout(app.content_rect, n, self.bottom)
        # the "Tipp" hint; hot seat: only if all agreed; never at a network table (``network``)
        self.tips = TableTips(self, tips_agreed, network)
        #: A network table: the other people's moves come from elsewhere, nothing here to skip.
        self.network = network
        #: The Pause button is drawn (not while a screen covers a network table: the strip of
        #: `game.scenes.net.cover` would cut it, and the screen on top takes the input anyway).
        self.menu_visible = True
        self.composer = TableComposer(self)  # what the table shows, frame by frame
        self.painter = TablePainter(app, self.text, game, self.lay)  # all drawing, and the sprite caches
        if game.round_no and game.phase is not TokenPhase.READY:
            # a game that is already running (resumed): show it as it stands
            for s in game.seats:
                if s.active or s.hand:
                    self.shown[s.index] = list(s.hand) if s.hand else [HIDDEN] * 5
            self.seen = 0  # a resumed game's event stream starts at the state it was saved in
            self.reveal_all = game.phase is not TokenPhase.EXCHANGE
            self.result = game.last_result if self.reveal_all else None
            for s in game.seats:
                if s.exchanged is not None and game.phase is TokenPhase.EXCHANGE:
                    self.status[s.index] = s.exchanged

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        # the app calls this after every pop too: rebuild caches only when the geometry changed
        lay = table_layout(self.app.content_rect, self.n, self.bottom, self.avoid)
        changed = lay != self.lay
        self.lay = lay
        if changed:
            self.painter.reset(lay)
        self.exchange_button.rect = self.lay.exchange_button
        self.keep_button.rect = self.lay.keep_button
        self.menu_button.rect = self.lay.menu_button

    def enter(self) -> None:
        self.cover_pending = False
        self._collect()

    @property
    def game(self) -> TableView:
        """The table as this screen's people may see it (`session.table`)."""
        return self.session.table

    def exit(self) -> None:
        self.session.close()  # every way out of the table keeps the game

    # ------------------------------------------------------------------ helpers
    def _exchange_label(self) -> str:
        return self.app.t("table.exchange_button", n=len(self.marked))

    def face_up(self, seat: int) -> bool:
        """Whether ``seat``'s cards are shown face up now (the hot-seat and showdown rules)."""
        if self.reveal_all:
            return True
        if seat not in self.humans:
            return False
        if not self.hot_seat:
            return True
        return seat == self.revealed_seat

    def human_turn(self) -> bool:
        """The person at ``game.current`` may act now (nothing animating, cards uncovered)."""
        cur = self.game.current
        return cur is not None and not self.steps and cur in self.humans and self.face_up(cur)

    @property
    def animating(self) -> bool:
        return bool(self.steps)

    # ------------------------------------------------------------------ engine actions
    def exchange_marked(self) -> Transition | None:
        """Exchange the marked cards of the current person (none marked = keep all)."""
        if not self.human_turn():
            return None
        seat = self.game.current
        assert seat is not None
        hand = self.game.hand(seat)
        try:
            self.session.submit(Exchange(seat, tuple(hand[i] for i in sorted(self.marked) if i < len(hand))))
        except IllegalActionError:
            return None  # at a network table the move may be on its way already: nothing is lost
        self.marked.clear()
        self._collect()
        return None

    def keep_all(self) -> Transition | None:
        self.marked.clear()
        return self.exchange_marked()

    def toggle(self, index: int) -> None:
        if not self.human_turn() or not 0 <= index < 5:
            return
        if index in self.marked:
            self.marked.discard(index)
        else:
            self.marked.add(index)
        self._sound("select")

    # ------------------------------------------------------------------ events -> steps
    def _collect(self) -> None:
        """Turn the session's events not seen yet into animation steps."""
        new = self.session.events_after(self.seen)
        if new:
            self.seen += len(new)
            self.steps.extend(steps_for(new, self.game))

    def _start_step(self, step: Step) -> None:
        step.started = True
        lay = self.lay
        if isinstance(step, DealStep):
            self.reveal_all = False
            self.result = None
            self.status.clear()
            self.flipping.clear()
            self.marked.clear()
            self.revealed_seat = None
            self.dealer_shown = step.dealer
            for seat in range(self.n):
                self.shown[seat] = [None] * 5
            order = step.order
            flyers = []
            stock = lay.stock.center
            for j in range(5 * len(order)):
                seat, slot = order[j % len(order)], j // len(order)
                sl = lay.seats[seat]
                t0 = j * DEAL_INTERVAL
                flyers.append(
                    Flyer(
                        stock,
                        sl.cards[slot].center,
                        t0,
                        t0 + FLIGHT,
                        None,
                        False,
                        sl.card_w,
                        seat,
                        width0=lay.stock.width,
                    )
                )
                flyers[-1].slot = slot
            self.flyers = flyers
        elif isinstance(step, ExchangeStep):
            ev = step.event
            sl = lay.seats[ev.seat]
            self.status.pop(ev.seat, None)
            up = self.face_up(ev.seat)
            flyers = []
            for k, pos in enumerate(ev.positions):
                start = sl.cards[pos].move(0, -self.app.px(LIFT) if sl.bottom else 0).center
                t0 = k * 0.04
                flyers.append(
                    Flyer(
                        start,
                        lay.stock.center,
                        t0,
                        t0 + EXCHANGE_OUT - 0.04 * (len(ev.positions) - 1),
                        ev.discarded[k] if ev.discarded is not None else None,
                        up,
                        lay.stock.width,
                        ev.seat,
                        width0=sl.card_w,
                    )
                )
                self.shown[ev.seat][pos] = None
            for k, pos in enumerate(ev.positions):
                t0 = EXCHANGE_OUT + k * 0.04
                f = Flyer(
                    lay.stock.center,
                    sl.cards[pos].center,
                    t0,
                    EXCHANGE_OUT + EXCHANGE_IN,
                    ev.drawn[k] if ev.drawn is not None else None,
                    up,
                    sl.card_w,
                    ev.seat,
                    width0=lay.stock.width,
                )
                f.slot = pos
                flyers.append(f)
            self.flyers = flyers
            if ev.count:
                self._sound("deal")
        elif isinstance(step, RevealStep):
            self.result = None
            self.flipping = {seat: 0.0 for seat in step.order}
            self._sound("flip")
        elif isinstance(step, TokensStep):
            flyers = []
            for k, ch in enumerate(step.changes):
                sl = lay.seats[ch.seat]
                stack = (sl.stack[0], sl.stack[1] - sl.chip_d // 2)
                for c in range(abs(ch.delta)):
                    t0 = 0.05 * (k + c)
                    a, b = (stack, lay.pot) if ch.delta < 0 else (lay.pot, stack)
                    f = Flyer(
                        a, b, t0, min(CHIPS, t0 + CHIPS * 0.8), None, False, sl.chip_d, ch.seat, chip=True
                    )
                    flyers.append(f)
                if ch.delta < 0:
                    self.shown_tokens[ch.seat] = ch.tokens
            self.flyers = flyers
            self._sound("chip")
        elif isinstance(step, HoldStep):
            # compose the results screen a piece per frame while the table holds still
            from game.scenes.token.results import ResultsScene

            if self.game.history and self.game.history[-1].round_no == self.game.round_no:
                self._next_results = ResultsScene(self.app, self.session, self)
                self._next_results.place()
                size = self.app.screen.get_size()
                if self._results_buffer is None or self._results_buffer.get_size() != size:
                    self._results_buffer = pygame.Surface(size, 0, self.app.screen)
                self._results_prep = self._next_results.prepare(self, self._results_buffer)
        elif isinstance(step, LeftStep):
            left = step.event
            self.left[left.seat] = "table.safe" if left.finished else "table.out"
            self._sound("win" if left.finished else "lose")

    def _finish_step(self, step: Step) -> Transition | None:
        if not step.started:
            self._start_step(step)
        self.flyers = []
        if isinstance(step, DealStep):
            for seat, hand in step.hands.items():
                self.shown[seat] = list(hand)
        elif isinstance(step, ExchangeStep):
            ev = step.event
            for k, pos in enumerate(ev.positions):
                self.shown[ev.seat][pos] = ev.drawn[k] if ev.drawn is not None else HIDDEN
            self.status[ev.seat] = ev.count
            if self.hot_seat and self.revealed_seat == ev.seat:
                self.revealed_seat = None  # cover the cards before the next person looks
        elif isinstance(step, RevealStep):
            self.flipping.clear()
            self.reveal_all = True
            self.result = step.result
            for seat, value in self.result.values.items():
                # show the final hands the showdown revealed (also when a step was skipped)
                self.shown[seat] = list(value.hand)
            if self.result.all_equal:
                pass
            elif any(s in self.humans for s in self.emphasised()):
                self._sound("win" if self.game.config.mode is Mode.ASCENDING else "lose")
        elif isinstance(step, TokensStep):
            for ch in step.changes:
                self.shown_tokens[ch.seat] = ch.tokens
        elif isinstance(step, ResultsStep):
            self.results_shown_for = self.game.round_no
            return self._results_transition()
        return None

    def emphasised(self) -> tuple[int, ...]:
        """The seats the last showdown scored: worst (absteigend) or best (aufsteigend)."""
        if self.result is None or self.result.all_equal:
            return ()
        return self.result.best if self.game.config.mode is Mode.ASCENDING else self.result.worst

    def _results_transition(self) -> Transition | None:
        from game.scenes.token.results import ResultsScene

        scene = self._next_results
        self._next_results = None
        self._results_prep = None
        if scene is None or scene.record is not self.game.history[-1]:
            scene = ResultsScene(self.app, self.session, self)
        return Push(scene)

    def skip(self) -> Transition | None:
        """Finish every queued step at once (any key or click while animating)."""
        result = None
        while self.steps:
            step = self.steps.pop(0)
            out = self._finish_step(step)
            if out is not None:
                result = out
                break
        self.session.hurry()
        return result

    # ------------------------------------------------------------------ Scene
    def handle(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self._card_at(event.pos)
            return None
        if self.tips.handle(event):
            return None
        to = self.table_key(event, history=not self.steps)
        if to is not None:
            return to
        if event.type not in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button != 1:
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and self.menu_button.rect.collidepoint(event.pos):
            return self.pause()  # the mouse-only way to the pause menu
        if self.steps or self.computer_thinking():
            return self.skip()
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return self._click(event.pos)

    def computer_thinking(self) -> bool:
        cur = self.game.current
        return cur is not None and cur not in self.humans

    def _key(self, event: pygame.event.Event) -> Transition | None:
        k = event.key
        if pygame.K_1 <= k <= pygame.K_5:
            self.toggle(k - pygame.K_1)
        elif pygame.K_KP1 <= k <= pygame.K_KP5:
            self.toggle(k - pygame.K_KP1)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_t):
            return self.exchange_marked()
        return None

    def _click(self, pos: tuple[int, int]) -> Transition | None:
        if not self.human_turn():
            return None
        index = self._card_at(pos)
        if index is not None:
            self.toggle(index)
            return None
        if self.exchange_button.rect.collidepoint(pos):
            return self.exchange_marked()
        if self.keep_button.rect.collidepoint(pos):
            return self.keep_all()
        return None

    def _card_at(self, pos: tuple[int, int]) -> int | None:
        cur = self.game.current
        if cur is None or cur not in self.humans:
            return None
        return card_at(self.lay.seats[cur].cards, self.marked, self.app.px(LIFT), pos)

    def history(self) -> Transition:
        """H: the round history over the table."""
        from game.scenes.token.history import HistoryScene

        return Push(HistoryScene(self.app, self.session.table))

    def rules(self) -> Transition:
        from game.scenes.rules import RulesScene

        return Push(RulesScene(self.app))

    def update(self, dt: float) -> Transition | None:
        self.time += dt
        if not self.steps:
            # sprites are rendered ahead while nothing animates: an animation frame stays short
            self.painter.warm_step()
        self._collect()
        if self.steps:
            return self._advance(dt * self.speed)
        game = self.game
        if game.phase in (TokenPhase.ROUND_OVER, TokenPhase.GAME_OVER):
            if self.results_shown_for != game.round_no:
                self.results_shown_for = game.round_no
                return self._results_transition()
            if game.is_over:  # a finished game shown again (resumed): straight to its end screen
                from game.scenes.token.over import GameOverScene

                return Push(GameOverScene(self.app, self.session))
            return None
        if self.session.advance(dt * self.speed):  # the deal or a computer player's move
            self._collect()
            return None
        cur = game.current
        if cur is None or cur not in self.humans:
            return None
        if self.hot_seat and self.revealed_seat != cur and not self.cover_pending:
            self.cover_pending = True
            return self._cover(cur)
        return None

    def _cover(self, seat: int) -> Transition:
        from game.scenes.cover import CoverScene

        name = self.game.config.seats[seat].name

        def show() -> None:
            self.revealed_seat = seat
            self.marked.clear()
            if self.bottom != seat:
                # the person at the turn takes the bottom place with the large cards (behind the cover)
                self.bottom = seat
                self.layout()

        return Push(CoverScene(self.app, name, show))

    def _advance(self, dt: float) -> Transition | None:
        while self.steps and dt >= 0:
            step = self.steps[0]
            if not step.started:
                self._start_step(step)
            step.t += dt
            self._tick(step)
            if step.t < step.duration:
                return None
            dt = step.t - step.duration
            self.steps.pop(0)
            out = self._finish_step(step)
            if out is not None:
                return out
        return None

    def _tick(self, step: Step) -> None:
        """Per-frame side effects of the running step (cards landing, flips)."""
        if isinstance(step, DealStep):
            if not self.shot_taken and step.t >= step.duration * 0.5:
                self.shot_taken = True
                self.app.request_screenshot("TableScene_animation")
            hands = step.hands
            for f in self.flyers:
                slot = f.slot if f.slot is not None else 0
                if step.t >= f.t1 and self.shown[f.seat][slot] is None:
                    self.shown[f.seat][slot] = hands[f.seat][slot]
                    step.landed += 1
                    if step.landed % 3 == 1:
                        self._sound("deal")
        elif isinstance(step, ExchangeStep):
            for f in self.flyers:
                target = f.slot
                if target is not None and step.t >= f.t1:
                    self.shown[f.seat][target] = f.card
        elif isinstance(step, HoldStep) and self._results_prep is not None:
            try:
                next(self._results_prep)
            except StopIteration:
                self._results_prep = None
        elif isinstance(step, RevealStep):
            for k, seat in enumerate(step.order):
                self.flipping[seat] = min(1.0, max(0.0, (step.t - k * FLIP_STAGGER) / FLIP))
                if self.flipping[seat] >= 0.5 and not self.reveal_all:
                    self.shown[seat] = list(step.result.values[seat].hand)

    # ------------------------------------------------------------------ drawing
    def picture(self) -> TablePicture:
        """What the table shows now (`table_picture`)."""
        return self.composer.compose()

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface, self.picture())

    def look(self) -> tuple[TablePicture, int]:
        # a hand painted without its layer is drawn again with it (the same pixels as before)
        return self.picture(), self.painter.unsettled

    def dirty_rects(self, before: object, after: object) -> list[pygame.Rect] | None:
        if not (isinstance(before, tuple) and isinstance(after, tuple)) or before[1] != after[1]:
            return None
        old, new = before[0], after[0]
        if not (isinstance(old, TablePicture) and isinstance(new, TablePicture)):
            return None
        return self.painter.dirty_rects(old, new)

    def wake_in(self) -> float:
        """Every frame while something animates, sprites are rendered ahead, a hand waits for
        its layer, the session is waited on (the deal, a computer's thinking time) or the
        results or the cover are due; during a person's turn when the turn glow next grows
        or shrinks a pixel, and the session is looked at every `SESSION_POLL` at least.
        The picture decides whether a frame is drawn."""
        game = self.game
        cur = game.current
        if (
            self.steps
            or self.painter.warming
            or not self.painter.settled
            or self._results_prep is not None
            or game.phase in (TokenPhase.ROUND_OVER, TokenPhase.GAME_OVER)
            or cur is None
            or cur not in self.humans
            or (self.hot_seat and self.revealed_seat != cur)
        ):
            return 0.0
        return self.composer.changes_in(SESSION_POLL)
