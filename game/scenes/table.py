"""The table: seats around the felt, the cards, the tokens, and the flow of a round.

`TableScene(app, game)` shows a running `Game` and drives it: it deals
(`game.start_round`), lets computer seats exchange after a short thinking
pause (their strategy sees only `game.view(seat)`), takes the person's
exchange by mouse or keys, and hands over to the round results and the
game over screen. The scene never edits engine state; it calls engine
actions and animates the `game.events` entries it has not seen yet (kept
by index): every event becomes a timed `Step` (deal, exchange, reveal,
tokens, seat left, pause, results). What the table shows (`_shown`) trails
the engine until the steps finish; any key or click finishes them at once.
Hot seat (more than one person): before each person's turn a cover screen
asks that person to look, and the cards are hidden again after the exchange.
"""

from __future__ import annotations

import importlib.util
import math
import random

import pygame

from game.engine import Card, Game, Mode, Phase, evaluate
from game.engine.events import Exchanged
from game.engine.simulate import strategies_for
from game.scenes.base import Push, Scene, Transition
from game.scenes.table_steps import (
    CHIPS,
    DEAL_INTERVAL,
    EXCHANGE_IN,
    EXCHANGE_OUT,
    FLIGHT,
    FLIP,
    FLIP_STAGGER,
    THINK_SECONDS,
    Flyer,
    Step,
    steps_for,
)
from game.scenes.table_tips import TableTips
from game.ui import theme
from game.ui.i18n import describe_hand
from game.ui.table_layout import SeatLayout, TableLayout, table_layout
from game.ui.textcache import TextCache
from game.ui.tween import ease_in_out_cubic, lerp_point
from game.ui.widgets import Button

__all__ = ["TableScene", "THINK_SECONDS"]

GOLD = (240, 200, 90)
RED = (226, 74, 62)
LIFT = 22  # design px a marked card rises


class TableScene(Scene):
    """The poker table for 2-5 seats."""

    def __init__(self, app, game: Game, rng: random.Random | None = None, tips_agreed: bool = False) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.game = game
        seed = getattr(app.options, "seed", None)
        self.rng = rng or random.Random(seed)
        self.strategies = strategies_for(game.config, self.rng)
        n = len(game.config.seats)
        self.n = n
        humans = [i for i, s in enumerate(game.config.seats) if s.human]
        self.humans = humans
        self.hot_seat = len(humans) > 1
        self.bottom = humans[0] if humans else 0
        self.text = TextCache(lambda size, bold: app.fonts(size, bold))
        # what the table shows (trails the engine while steps run)
        self.shown: list[list[Card | None]] = [[None] * 5 for _ in range(n)]
        self.shown_tokens = [s.tokens for s in game.seats]
        self.status: dict[int, int] = {}  # seat -> cards exchanged this round
        self.left: dict[int, str] = {
            s.index: ("table.safe" if s.place and game.config.mode is Mode.ASCENDING else "table.out")
            for s in game.seats
            if not s.active and game.round_no
        }
        self.reveal_all = False
        self.flipping: dict[int, float] = {}  # seat -> flip progress 0..1 during the reveal
        self.result = None
        self.dealer_shown = game.dealer
        self.revealed_seat: int | None = None  # hot seat: whose cards are uncovered
        self.cover_pending = False
        self.marked: set[int] = set()
        self.hover: int | None = None
        self.mouse = (-1, -1)
        self.steps: list[Step] = []
        self.flyers: list[Flyer] = []
        self.seen = 0
        self.thinking = 0.0
        self.time = 0.0
        # A game resumed after its showdown shows that round's results again.
        self.results_shown_for = game.round_no if game.phase is Phase.READY else -1
        self.shot_taken = False
        self._static: pygame.Surface | None = None
        self._warm = self._warm_up()
        self._hand_layers: dict[int, tuple] = {}
        self._layer_budget = 1
        self._results_buffer: pygame.Surface | None = None  # reused by every round's results
        self._next_results = None
        self._has_history = importlib.util.find_spec("game.scenes.history") is not None
        self._results_prep = None
        self._rating_cache: tuple[tuple[Card | None, ...], str] | None = None
        self.exchange_button = Button(self._exchange_label, self.exchange_marked, primary=True)
        self.keep_button = Button(lambda: self.app.t("table.keep_button"), self.keep_all)
        self.menu_button = Button(lambda: self.app.t("pause.title"), self._pause)
        self.lay: TableLayout = table_layout(app.content_rect, n, self.bottom)
        self.tips = TableTips(self, tips_agreed)  # the "Tipp" hint; hot seat: only if all agreed
        if game.round_no and game.phase is not Phase.READY:
            # a game that is already running (resumed): show it as it stands
            for seat in range(n):
                hand = game.hand(seat)
                self.shown[seat] = list(hand) + [None] * (5 - len(hand)) if hand else [None] * 5
            self.seen = len(game.events)
            self.reveal_all = game.phase is not Phase.EXCHANGE
            self.result = game.last_result if self.reveal_all else None
            for s in game.seats:
                if s.exchanged is not None and game.phase is Phase.EXCHANGE:
                    self.status[s.index] = s.exchanged

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        # the app calls this after every pop too: rebuild caches only when the geometry changed
        lay = table_layout(self.app.content_rect, self.n, self.bottom)
        if lay != self.lay or self._static is None:
            self._static = None
            self._warm = self._warm_up()
            self._hand_layers = {}
        self.lay = lay
        self.exchange_button.rect = self.lay.exchange_button
        self.keep_button.rect = self.lay.keep_button
        self.menu_button.rect = self.lay.menu_button

    def enter(self) -> None:
        self.cover_pending = False
        self._collect()

    # ------------------------------------------------------------------ helpers
    @property
    def speed(self) -> float:
        return max(0.1, float(self.app.animation_speed))

    def _sound(self, name: str) -> None:
        sounds = self.app.sounds
        if sounds is not None:
            try:
                sounds.play(name)
            except ValueError:
                pass

    def _status_for(self, count: int) -> str:
        return self.app.t("table.exchanges", n=count) if count else self.app.t("table.keeps")

    def _exchange_label(self) -> str:
        return self.app.t("table.exchange_button", n=len(self.marked))

    def face_up(self, seat: int) -> bool:
        """Whether ``seat``'s cards are shown face up now (the hot-seat and showdown rules)."""
        if self.reveal_all:
            return True
        if not self.game.config.seats[seat].human:
            return False
        if not self.hot_seat:
            return True
        return seat == self.revealed_seat

    def human_turn(self) -> bool:
        """The person at ``game.current`` may act now (nothing animating, cards uncovered)."""
        cur = self.game.current
        return cur is not None and not self.steps and self.game.config.seats[cur].human and self.face_up(cur)

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
        cards = [hand[i] for i in sorted(self.marked) if i < len(hand)]
        if self.game.can_exchange(seat, cards):
            self.game.exchange(seat, cards)
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

    def _computer_turn(self) -> None:
        seat = self.game.current
        if seat is None or seat not in self.strategies:
            return
        choice = self.strategies[seat].choose_exchange(self.game.view(seat))
        self.game.exchange(seat, choice)
        self._collect()

    # ------------------------------------------------------------------ events -> steps
    def _collect(self) -> None:
        """Turn engine events not seen yet into animation steps."""
        events = self.game.events
        if self.seen < len(events):
            new = events[self.seen :]
            self.seen = len(events)
            self.steps.extend(steps_for(new, self.game))

    def _start_step(self, step: Step) -> None:
        step.started = True
        lay = self.lay
        if step.kind == "deal":
            self.reveal_all = False
            self.result = None
            self.status.clear()
            self.flipping.clear()
            self.marked.clear()
            self.revealed_seat = None
            self.dealer_shown = step.data["dealer"]
            for seat in range(self.n):
                self.shown[seat] = [None] * 5
            order = step.data["order"]
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
        elif step.kind == "exchange":
            ev: Exchanged = step.data["ev"]
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
                        ev.discarded[k],
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
                    ev.drawn[k],
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
        elif step.kind == "reveal":
            self.result = None
            self.flipping = {seat: 0.0 for seat in step.data["order"]}
            self._sound("flip")
        elif step.kind == "tokens":
            flyers = []
            for k, ch in enumerate(step.data["changes"]):
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
        elif step.kind == "hold" and step.data.get("results", True):
            # compose the results screen a piece per frame while the table holds still
            from game.scenes.results import ResultsScene

            if self.game.history and self.game.history[-1].round_no == self.game.round_no:
                self._next_results = ResultsScene(self.app, self.game)
                self._next_results.place()
                size = self.app.screen.get_size()
                if self._results_buffer is None or self._results_buffer.get_size() != size:
                    self._results_buffer = pygame.Surface(size, 0, self.app.screen)
                self._results_prep = self._next_results.prepare(self, self._results_buffer)
        elif step.kind == "left":
            ev = step.data["ev"]
            self.left[ev.seat] = "table.safe" if ev.finished else "table.out"
            self._sound("win" if ev.finished else "lose")

    def _finish_step(self, step: Step) -> Transition | None:
        if not step.started:
            self._start_step(step)
        self.flyers = []
        if step.kind == "deal":
            for seat, hand in step.data["hands"].items():
                self.shown[seat] = list(hand)
        elif step.kind == "exchange":
            ev = step.data["ev"]
            for pos, card in zip(ev.positions, ev.drawn):
                self.shown[ev.seat][pos] = card
            self.status[ev.seat] = ev.count
            if self.hot_seat and self.revealed_seat == ev.seat:
                self.revealed_seat = None  # cover the cards before the next person looks
        elif step.kind == "reveal":
            self.flipping.clear()
            self.reveal_all = True
            self.result = step.data["result"]
            for seat in self.result.values:
                # show the final hands (the engine's own, in case a step was skipped)
                final = self._final_hand(self.result.round_no, seat)
                if final:
                    self.shown[seat] = list(final)
            if self.result.all_equal:
                pass
            elif any(self.game.config.seats[s].human for s in self._emphasised()):
                self._sound("win" if self.game.config.mode is Mode.ASCENDING else "lose")
        elif step.kind == "tokens":
            for ch in step.data["changes"]:
                self.shown_tokens[ch.seat] = ch.tokens
        elif step.kind == "results":
            self.results_shown_for = self.game.round_no
            return self._results_transition()
        return None

    def _final_hand(self, round_no: int, seat: int) -> tuple[Card, ...]:
        for record in reversed(self.game.history):
            if record.round_no == round_no:
                return record.final.get(seat, ())
        return ()

    def _emphasised(self) -> tuple[int, ...]:
        """The seats the last showdown scored: worst (absteigend) or best (aufsteigend)."""
        if self.result is None or self.result.all_equal:
            return ()
        return self.result.best if self.game.config.mode is Mode.ASCENDING else self.result.worst

    def _results_transition(self) -> Transition | None:
        from game.scenes.results import ResultsScene

        scene = self._next_results
        self._next_results = None
        self._results_prep = None
        if scene is None or scene.record is not self.game.history[-1]:
            scene = ResultsScene(self.app, self.game)
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
        self.thinking = max(self.thinking, 10.0)
        return result

    # ------------------------------------------------------------------ Scene
    def handle(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self._card_at(event.pos)
            return None
        if self.tips.handle(event):
            return None
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return self._pause()
            if event.key == pygame.K_F1:
                return self._rules()
            if event.key == pygame.K_h and not self.steps:
                return self.history()
        if event.type not in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button != 1:
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and self.menu_button.rect.collidepoint(event.pos):
            return self._pause()  # the mouse-only way to the pause menu
        if self.steps or self._computer_thinking():
            return self.skip()
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return self._click(event.pos)

    def _computer_thinking(self) -> bool:
        cur = self.game.current
        return cur is not None and not self.game.config.seats[cur].human

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
        if cur is None or not self.game.config.seats[cur].human:
            return None
        sl = self.lay.seats[cur]
        lift = self.app.px(LIFT)
        for i in reversed(range(5)):
            r = sl.cards[i]
            if i in self.marked:
                r = r.move(0, -lift).union(r)
            if r.collidepoint(pos):
                return i
        return None

    def _pause(self) -> Transition | None:
        if importlib.util.find_spec("game.scenes.pause") is not None:
            from game.scenes.pause import PauseScene

            return Push(PauseScene(self.app))
        from game.scenes.base import Replace
        from game.scenes.dialog import ConfirmDialog
        from game.scenes.start import StartScene

        return Push(
            ConfirmDialog(
                self.app, self.app.t("pause.confirm_menu"), lambda: Replace(StartScene(self.app), clear=True)
            )
        )

    def history(self) -> Transition | None:
        """H: the round history over the table (issue 4's screen, when it is there)."""
        if not self._has_history:
            return None
        from game.scenes.history import HistoryScene

        return Push(HistoryScene(self.app, self.game))

    def _rules(self) -> Transition | None:
        if importlib.util.find_spec("game.scenes.rules") is None:
            return None
        from game.scenes.rules import RulesScene

        return Push(RulesScene(self.app))

    def _warm_up(self):  # type: ignore[no-untyped-def]
        """Render the sprites this table will need, one at a time (see `update`)."""
        from game.engine import FULL_DECK
        from game.scenes.results import ResultsScene
        from game.ui import tokens
        from game.ui.cards import BACK_STYLES

        cards = self.app.cards
        widths = sorted({sl.card_w for sl in self.lay.seats})
        style = self._back_style()
        four = self.app.settings.four_color
        for w in widths:
            cards.back(w, style)
            yield
            cards.shadow(w)
            cards.overlay(w, (0, 0, 0, 110))
            cards.outline(w, (255, 226, 130))
            cards.outline(w, GOLD)
            cards.outline(w, RED)
            yield
        # the fonts of the results screen (a new size costs a font load)
        for size, bold in (
            (16, False),
            (17, False),
            (19, False),
            (21, False),
            (22, False),
            (30, False),
            (30, True),
        ):
            self.app.fonts(self.app.px(size), bold)
            yield
        # the hands on the table first, then every card at every size the table and results use
        results_w = ResultsScene.card_width(self.app, self.n)
        for sl in self.lay.seats:
            for card in self.game.hand(sl.seat):
                cards.face(card, sl.card_w, four)
                yield
        for sl in self.lay.seats:
            for card in self.game.hand(sl.seat):
                cards.face(card, results_w, four)
                yield
        top = max(10, self.game.config.tokens)
        for sl in self.lay.seats:
            colour = tokens.CHIP_COLOURS[sl.seat % len(tokens.CHIP_COLOURS)]
            tokens.chip(sl.chip_d, colour)
            for count in range(0, min(top, 10) + 1):
                tokens.stack(count, sl.chip_d, 10, colour)
                yield
        for w in (*widths, results_w):
            cards.outline(w, GOLD)
            cards.outline(w, RED)
            cards.outline(w, (250, 250, 250))
            cards.overlay(w, (0, 0, 0, 120))
            for card in FULL_DECK:
                cards.face(card, w, four)
                yield
        del BACK_STYLES

    def _warm_step(self, budget_s: float = 0.0006) -> None:
        """Spend a little of this frame rendering sprites ahead of their first use."""
        if self._warm is None:
            return
        import time

        end = time.perf_counter() + budget_s
        try:
            while time.perf_counter() < end:
                next(self._warm)
        except StopIteration:
            self._warm = None

    def update(self, dt: float) -> Transition | None:
        self.time += dt
        self._warm_step()
        self._collect()
        if self.steps:
            return self._advance(dt * self.speed)
        game = self.game
        if game.phase is Phase.READY:
            game.start_round()
            self._collect()
            return None
        if game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            if self.results_shown_for != game.round_no:
                self.results_shown_for = game.round_no
                return self._results_transition()
            if game.is_over:  # a finished game shown again (resumed): straight to its end screen
                from game.scenes.gameover import GameOverScene

                return Push(GameOverScene(self.app, game))
            return None
        cur = game.current
        if cur is None:
            return None
        if not game.config.seats[cur].human:
            self.thinking += dt * self.speed
            if self.thinking >= THINK_SECONDS:
                self.thinking = 0.0
                self._computer_turn()
            return None
        self.thinking = 0.0
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
        if step.kind == "deal":
            if not self.shot_taken and step.t >= step.duration * 0.5:
                self.shot_taken = True
                self.app.request_screenshot("TableScene_animation")
            hands = step.data["hands"]
            for f in self.flyers:
                slot = f.slot if f.slot is not None else 0
                if step.t >= f.t1 and self.shown[f.seat][slot] is None:
                    self.shown[f.seat][slot] = hands[f.seat][slot]
                    step.data["landed"] += 1
                    if step.data["landed"] % 3 == 1:
                        self._sound("deal")
        elif step.kind == "exchange":
            for f in self.flyers:
                slot = f.slot
                if slot is not None and step.t >= f.t1:
                    self.shown[f.seat][slot] = f.card
        elif step.kind == "hold" and self._results_prep is not None:
            try:
                next(self._results_prep)
            except StopIteration:
                self._results_prep = None
        elif step.kind == "reveal":
            for k, seat in enumerate(step.data["order"]):
                self.flipping[seat] = min(1.0, max(0.0, (step.t - k * FLIP_STAGGER) / FLIP))
                if self.flipping[seat] >= 0.5 and not self.reveal_all:
                    final = self._final_hand(step.data["result"].round_no, seat)
                    if final:
                        self.shown[seat] = list(final)

    # ------------------------------------------------------------------ drawing
    def _static_layer(self) -> pygame.Surface:
        """Felt, table and rail, drawn once per size."""
        area = self.app.content_rect
        if self._static is not None and self._static.get_size() == area.size:
            return self._static
        from game.ui.draw import felt_background

        surf = pygame.Surface(area.size, 0, self.app.screen)
        felt_background(surf, pygame.Rect(0, 0, *area.size))
        oval = self.lay.oval.move(-area.x, -area.y)
        s = self.lay.scale
        rail = oval.inflate(round(28 * s), round(28 * s))
        shadow = pygame.Surface(rail.inflate(round(30 * s), round(30 * s)).size, pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, 90), shadow.get_rect())
        surf.blit(shadow, shadow.get_rect(center=(rail.centerx, rail.centery + round(10 * s))))
        pygame.draw.ellipse(surf, (74, 44, 24), rail)
        pygame.draw.ellipse(surf, (112, 70, 38), rail.inflate(-round(6 * s), -round(6 * s)))
        pygame.draw.ellipse(surf, (60, 34, 18), oval.inflate(round(4 * s), round(4 * s)))
        # the playing surface: a lighter felt with a soft centre
        inner = pygame.Surface(oval.size, pygame.SRCALPHA)
        steps = 14
        for i in range(steps):
            f = i / steps
            r = pygame.Rect(0, 0, round(oval.width * (1 - f * 0.7)), round(oval.height * (1 - f * 0.7)))
            r.center = (oval.width // 2, oval.height // 2)
            c = (int(28 + 22 * f), int(108 + 30 * f), int(66 + 18 * f), 255)
            pygame.draw.ellipse(inner, c, r)
        surf.blit(inner, oval.topleft)
        pygame.draw.ellipse(
            surf, (214, 178, 94), oval.inflate(-round(26 * s), -round(26 * s)), max(1, round(2 * s))
        )
        # the centre where tokens go and come from: a faint ring on the felt
        pot = (self.lay.pot[0] - area.x, self.lay.pot[1] - area.y)
        pygame.draw.circle(surf, (52, 140, 88), pot, round(34 * s))
        pygame.draw.circle(surf, (214, 178, 94), pot, round(34 * s), max(1, round(2 * s)))
        pygame.draw.circle(surf, (214, 178, 94), pot, round(26 * s), 1)
        self._static = surf
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        area = self.app.content_rect
        self._layer_budget = 1
        surface.blit(self._static_layer(), area.topleft)
        self._draw_centre(surface)
        for sl in self.lay.seats:
            self._draw_seat(surface, sl)
        self._draw_flyers(surface)
        self._draw_controls(surface)
        self.tips.draw(surface)
        self._draw_hint(surface)

    # centre: stock, round, whose turn
    def _draw_centre(self, surface: pygame.Surface) -> None:
        lay = self.lay
        cards = self.app.cards
        w = lay.stock.width
        back = cards.back(w, self._back_style())
        for k in range(3):
            surface.blit(back, lay.stock.move(-k * 2, -k * 2))
        s = lay.scale
        size = max(12, round(17 * s))
        cfg = self.game.config
        t = self.app.t
        parts = (
            t("table.round", n=max(1, self.game.round_no)),
            t("mode." + cfg.mode.value),
            t("rules." + cfg.rules.value),
        )
        info = " · ".join((*parts, f"T = {cfg.tokens}"))
        self.text.blit(surface, info, size, theme.TEXT_DIM, center=lay.round_label)
        msg = self._centre_message()
        if msg:
            self.text.blit(
                surface,
                msg,
                max(14, round(24 * s)),
                theme.ACCENT,
                center=(lay.oval.centerx, lay.round_label[1] + round(32 * s)),
            )

    def _centre_message(self) -> str:
        if self.steps:
            if self.steps[0].kind == "deal":
                return ""
            if self.result is not None and self.result.all_equal:
                return self.app.t("results.tie")
            return ""
        cur = self.game.current
        if cur is None:
            if self.result is not None and self.result.all_equal:
                return self.app.t("results.tie")
            return ""
        if self.game.config.seats[cur].human and (self.face_up(cur) or not self.hot_seat):
            if len(self.humans) == 1:
                return self.app.t("table.your_turn")
        return self.app.t("table.turn_of", name=self.game.config.seats[cur].name)

    def _back_style(self) -> int:
        from game.ui.cards import BACK_STYLES

        return min(max(0, int(self.app.settings.card_back)), len(BACK_STYLES) - 1)

    def _card_image(self, card: Card | None, width: int, up: bool) -> pygame.Surface:
        cards = self.app.cards
        if up and card is not None:
            return cards.face(card, width, self.app.settings.four_color)
        return cards.back(width, self._back_style())

    def _draw_card(
        self,
        surface: pygame.Surface,
        card: Card | None,
        rect: pygame.Rect,
        up: bool,
        flip: float | None = None,
        shadow: bool = True,
    ) -> None:
        cards = self.app.cards
        w = rect.width
        if shadow:
            m = cards.shadow_margin(w)
            surface.blit(cards.shadow(w), (rect.x - m + max(1, w // 30), rect.y - m + max(2, w // 20)))
        if flip is not None:
            # turning over: the back narrows, then the face widens
            show_face = flip >= 0.5
            image = (
                cards.face(card, w, self.app.settings.four_color)
                if (show_face and card)
                else cards.back(w, self._back_style())
            )
            squeeze = abs(math.cos(flip * math.pi))
            image = pygame.transform.scale(
                image, (max(1, round(image.get_width() * squeeze)), image.get_height())
            )
            surface.blit(image, image.get_rect(center=rect.center))
            return
        if up and card is not None:
            surface.blit(cards.face(card, w, self.app.settings.four_color), rect)
        else:
            surface.blit(cards.back(w, self._back_style()), rect)

    def _draw_seat(self, surface: pygame.Surface, sl: SeatLayout) -> None:
        seat = sl.seat
        game = self.game
        cfg = game.config.seats[seat]
        s = self.lay.scale
        cur = game.current if not self.steps else None
        active_turn = cur == seat
        out = seat in self.left
        emphasised = seat in self._emphasised() and self.result is not None
        best_seats = self.result.best if (self.result is not None and not self.result.all_equal) else ()
        pulse = 0.5 + 0.5 * math.sin(self.time * 5.0)

        # name plate
        plate = sl.plate
        if active_turn:
            glow = plate.inflate(round(10 * s + 4 * pulse * s), round(10 * s + 4 * pulse * s))
            pygame.draw.rect(
                surface, (255, 214, 110), glow, max(2, round(3 * s)), border_radius=round(14 * s)
            )
        elif emphasised and self.reveal_all:
            # the seat the showdown scored (loses or gains a token) throbs in its colour
            ring = GOLD if game.config.mode is Mode.ASCENDING else RED
            glow = plate.inflate(round(8 * s + 8 * pulse * s), round(8 * s + 8 * pulse * s))
            pygame.draw.rect(surface, ring, glow, max(2, round(3 * s)), border_radius=round(14 * s))
        border = (
            GOLD
            if active_turn
            else (
                RED
                if emphasised and game.config.mode is Mode.DESCENDING
                else (GOLD if emphasised else (90, 120, 100))
            )
        )
        fill = (20, 46, 34) if not out else (40, 40, 40)
        pygame.draw.rect(surface, fill, plate, border_radius=round(10 * s))
        pygame.draw.rect(surface, border, plate, max(1, round(2 * s)), border_radius=round(10 * s))
        name_color = theme.TEXT if not out else theme.TEXT_DIM
        self.text.blit(
            surface,
            cfg.name,
            max(12, round(plate.height * 0.62)),
            name_color,
            max_width=plate.width - round(16 * s),
            center=plate.center,
        )

        # status under/over the plate
        label = None
        color = theme.TEXT_DIM
        if out:
            label, color = self.app.t(self.left[seat]), (GOLD if self.left[seat] == "table.safe" else RED)
        elif cur == seat and not cfg.human:
            dots = "." * (1 + int(self.time * 3) % 3)
            label, color = self.app.t("table.thinking").rstrip(". ").rstrip("…") + " " + dots, theme.ACCENT
        elif seat in self.status:
            label, color = self._status_for(self.status[seat]), theme.TEXT
        if label:
            self.text.blit(
                surface, label, max(11, round(sl.label.height * 0.8)), color, center=sl.label.center
            )

        # dealer button
        if seat == self.dealer_shown and game.round_no:
            r = max(6, round(12 * s))
            pygame.draw.circle(surface, (0, 0, 0), (sl.button[0] + 1, sl.button[1] + 2), r)
            pygame.draw.circle(surface, (246, 242, 228), sl.button, r)
            pygame.draw.circle(surface, (150, 115, 45), sl.button, r, max(1, r // 6))
            self.text.blit(
                surface,
                self.app.t("table.dealer_short"),
                max(10, round(r * 1.3)),
                (40, 30, 20),
                bold=True,
                center=sl.button,
            )

        # token stack with the count
        self._draw_stack(surface, sl, self.shown_tokens[seat])

        # cards
        up = self.face_up(seat)
        hand = self.shown[seat]
        flip = self.flipping.get(seat)
        lift = self.app.px(LIFT)
        interactive = sl.bottom and self.human_turn() and game.current == seat
        scoring: set[Card] = set()
        if self.result is not None and seat in self.result.values and self.reveal_all:
            scoring = set(self.result.values[seat].scoring_cards)
        flipping = flip is not None and flip < 1.0
        marked = frozenset(self.marked) if interactive else frozenset()
        hover = self.hover if interactive else None
        colour = GOLD if seat in best_seats else (RED if emphasised else (240, 240, 240))
        key = (
            sl.card_w,
            sl.cards[0].topleft,
            tuple(hand),
            up,
            marked,
            hover,
            frozenset(scoring),
            colour,
            self._back_style(),
            self.app.settings.four_color,
        )
        if flipping:
            for i, card in enumerate(hand):
                if card is not None:
                    self._draw_card(surface, card, sl.cards[i], up, flip)
        else:
            cached = self._hand_layers.get(seat)
            if cached is None or cached[0] != key:
                if self._layer_budget <= 0:
                    # one layer is rebuilt per frame (at the showdown all change at once)
                    self._paint_hand(surface, (0, 0), sl, hand, up, marked, hover, scoring, colour)
                    cached = None
                else:
                    self._layer_budget -= 1
                    cached = (key, *self._hand_layer(sl, hand, up, marked, hover, scoring, colour))
                    self._hand_layers[seat] = cached
            if cached is not None:
                surface.blit(cached[1], cached[2])

        # rating: live for the person at the bottom, the hand name for all after the showdown
        if self.reveal_all and self.result is not None and seat in self.result.values:
            value = self.result.values[seat]
            col = GOLD if seat in best_seats else (RED if emphasised else theme.TEXT)
            self.text.blit(
                surface,
                describe_hand(value, self.app.t),
                max(12, round(sl.rating.height * 0.8)),
                col,
                max_width=sl.rating.width + round(80 * s),
                center=sl.rating.center,
            )
        elif sl.bottom and up and all(c is not None for c in hand) and hand:
            self.text.blit(
                surface,
                self._rating(hand),
                max(14, round(sl.rating.height * 0.8)),
                theme.ACCENT,
                center=sl.rating.center,
            )

        if interactive and self.hover is not None and not self.steps:
            tip = self.app.t("table.unmark_card" if self.hover in self.marked else "table.mark_card")
            r = sl.cards[self.hover]
            y = r.y - (lift if self.hover in self.marked else 0) - round(8 * s)
            image = self.text.render(tip, max(12, round(15 * s)), theme.TEXT)
            box = image.get_rect(midbottom=(r.centerx, y)).inflate(round(12 * s), round(6 * s))
            box.clamp_ip(self.app.content_rect)
            pygame.draw.rect(surface, (12, 28, 20), box, border_radius=round(6 * s))
            pygame.draw.rect(surface, (214, 178, 94), box, 1, border_radius=round(6 * s))
            surface.blit(image, image.get_rect(center=box.center))

    def _hand_layer(
        self,
        sl: SeatLayout,
        hand: list[Card | None],
        up: bool,
        marked: frozenset[int],
        hover: int | None,
        scoring: set[Card],
        colour: tuple[int, int, int],
    ) -> tuple[pygame.Surface, tuple[int, int]]:
        """One seat's cards with shadows, marks and highlights composed into one surface.

        The hand changes a few times a round but is drawn every frame: one blit of this
        layer replaces a dozen alpha blits."""
        cards = self.app.cards
        lift = self.app.px(LIFT)
        w = sl.card_w
        m = cards.shadow_margin(w)
        bounds = sl.hand_rect.union(sl.hand_rect.move(0, -lift)).inflate(2 * m + w // 10, 2 * m + w // 10)
        layer = pygame.Surface(bounds.size, pygame.SRCALPHA)
        self._paint_hand(layer, bounds.topleft, sl, hand, up, marked, hover, scoring, colour)
        return layer, bounds.topleft

    def _paint_hand(
        self,
        target: pygame.Surface,
        origin: tuple[int, int],
        sl: SeatLayout,
        hand: list[Card | None],
        up: bool,
        marked: frozenset[int],
        hover: int | None,
        scoring: set[Card],
        colour: tuple[int, int, int],
    ) -> None:
        """Draw a seat's cards into ``target`` whose top left is ``origin`` on the screen."""
        cards = self.app.cards
        lift = self.app.px(LIFT)
        w = sl.card_w
        for i, card in enumerate(hand):
            if card is None:
                continue
            rect = sl.cards[i].move(-origin[0], -origin[1])
            if i in marked:
                rect = rect.move(0, -lift)
            self._draw_card(target, card, rect, up)
            if i in marked:
                target.blit(cards.overlay(w, (0, 0, 0, 110)), rect)
            if hover == i:
                target.blit(cards.outline(w, (255, 226, 130)), rect)
            if scoring and card in scoring:
                target.blit(cards.outline(w, colour), rect)

    def _rating(self, hand: list[Card | None]) -> str:
        key = tuple(hand)
        if self._rating_cache is None or self._rating_cache[0] != key:
            value = evaluate([c for c in hand if c is not None], self.game.config.rules)
            self._rating_cache = (key, describe_hand(value, self.app.t))
        return self._rating_cache[1]

    def _draw_stack(self, surface: pygame.Surface, sl: SeatLayout, count: int) -> None:
        from game.ui import tokens

        colour = tokens.CHIP_COLOURS[sl.seat % len(tokens.CHIP_COLOURS)]
        image = tokens.stack(max(0, count), sl.chip_d, 10, colour)
        rect = image.get_rect(midbottom=sl.stack)
        surface.blit(image, rect)
        size = max(12, round(sl.chip_d * 0.62))
        self.text.blit(
            surface, str(count), size, theme.TEXT, bold=True, midtop=(rect.centerx, sl.stack[1] + 2)
        )

    def _draw_flyers(self, surface: pygame.Surface) -> None:
        if not self.steps or not self.flyers:
            return
        step = self.steps[0]
        t = step.t
        from game.ui import tokens

        for f in self.flyers:
            if t < f.t0 or t >= f.t1:
                continue
            k = ease_in_out_cubic(min(1.0, max(0.0, (t - f.t0) / max(1e-6, f.t1 - f.t0))))
            x, y = lerp_point(f.start, f.end, k)
            arc = math.sin(k * math.pi) * self.lay.scale * 30
            if f.chip:
                colour = tokens.CHIP_COLOURS[f.seat % len(tokens.CHIP_COLOURS)]
                image = tokens.chip(f.width, colour)
                surface.blit(image, image.get_rect(center=(round(x), round(y - arc))))
            else:
                w = f.width
                rect = pygame.Rect(0, 0, w, round(w * 1.4))
                rect.center = (round(x), round(y - arc * 0.5))
                w0 = f.width0 or w
                if w0 == w:
                    self._draw_card(surface, f.card, rect, f.face_up)
                    continue
                # scale the cached sprite on the way (no new sprite per intermediate size)
                cw = max(4, round(w0 + (w - w0) * k))
                image = self._card_image(f.card, max(w, w0), f.face_up)
                image = pygame.transform.scale(image, (cw, round(cw * 1.4)))
                surface.blit(image, image.get_rect(center=rect.center))

    def _draw_controls(self, surface: pygame.Surface) -> None:
        b = self.menu_button
        b.draw(surface, self.app, False, b.rect.collidepoint(self.mouse))
        if not self.human_turn():
            return
        for b in (self.exchange_button, self.keep_button):
            hovered = b.rect.collidepoint(self.mouse)
            b.draw(surface, self.app, False, hovered)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        if not getattr(self.app.settings, "show_hint", True):
            return
        if self.steps or self._computer_thinking():
            key = "hint.wait"
        elif self.human_turn():
            key = "hint.exchange"
        else:
            key = "hint.table"
        text = self.app.t(key)
        if key != "hint.wait" and self._has_history:
            text = f"{text} · {self.app.t('hint.history_key')}"
        if self.tips.available():
            text = f"{text} · {self.app.t('hint.tip_key')}"
        r = self.lay.hint
        self.text.blit(
            surface,
            text,
            max(12, round(r.height * 0.7)),
            theme.TEXT_DIM,
            max_width=r.width,
            center=r.center,
        )
