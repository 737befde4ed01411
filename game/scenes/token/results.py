"""The round results, drawn over the table: every hand face up, best first, and what it cost.

Each row shows a seat's final five cards (the scored cards highlighted, the
rest dimmed), the hand's name and deciding card, and the token change with
its reason; "Gleichstand - keine Wertung" when all hands are equal. Space, N
or Enter (or the button) asks the session for the next round
(`session.next_round()`) and returns to the table; after the last round the same key leads to the game
over screen, and button and key line say "Weiter". A watcher at a network table has no round to ask
for: "Weiter" returns to the table (the server deals on for the seated people). In --demo the
screen moves on by itself after a moment.

Once no person at this screen is still in play (never a watcher's: out in absteigend, safe in
aufsteigend), "Rest zuschauen" (button or W) lets the rest of the game run on
by itself: the same path as --demo, every round's results move on after
DEMO_RESULTS_SECONDS until the game over screen. The choice is kept on the
table scene (`TableScene.run_on`), so it holds for every later round; W or
the button again stops it.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Protocol

import pygame

from game.engine import Mode
from game.engine.token.events import RoundRecord
from game.scenes.base import Pop, Replace, Scene, SceneContext, Transition
from game.scenes.common import OverlayScene
from game.session import Session, TableView
from game.text import card_name, describe_hand
from game.ui import theme
from game.ui.textcache import TextCache
from game.ui.widgets import Button
from game.ui.zoom import HandZoom

__all__ = ["ResultsScene", "DEMO_RESULTS_SECONDS", "result_rows"]

#: How long --demo shows the results before dealing on.
DEMO_RESULTS_SECONDS = 1.2



class ResultsHost(Protocol):
    """The screen the results come up over (the table)."""

    #: The rest of the game runs by itself (results move on after a moment).
    run_on: bool
    #: A network table: the server deals on once the seated people have seen the results.
    network: bool

    def history(self) -> Transition | None:
        """The round history."""
        ...

    def pause(self) -> Transition | None:
        """The pause menu."""
        ...


def result_rows(game: TableView, record: RoundRecord) -> list[int]:
    """The seats of a finished round, best hand first (ties keep seat order)."""
    values = record.result.values
    return sorted(values, key=lambda seat: (-values[seat].strength, seat))


class ResultsScene(OverlayScene):
    """Results of the round just played."""

    #: Draws the table below itself into a cached backdrop (see `draw`).
    transparent = False
    idle_capable = True  # drawn again only after input; it moves on by itself after a timer

    def __init__(self, app: SceneContext, session: Session, host: ResultsHost | None = None) -> None:
        #: The table below: H opens its history, Esc its pause menu.
        self.host = host
        self.session = session
        self.game = session.table
        self.record = self.game.history[-1]
        self.elapsed = 0.0
        self.done = False
        self.zoom = HandZoom()  # a hand large under the pointer (the rows are composed once)
        super().__init__(app)
        self.text = TextCache(lambda size, bold: app.fonts(size, bold))
        self._backdrop: pygame.Surface | None = None
        self._backdrop_area = pygame.Rect(0, 0, 0, 0)

    def title(self) -> str:
        return self.app.t("results.title", n=self.record.round_no)

    @property
    def watcher(self) -> bool:
        """Watching a network table: no seat here, so no next round to ask for (the server deals
        on for the seated people); the results close with Weiter."""
        return self.host is not None and self.host.network and not self.session.people

    @property
    def goes_on(self) -> bool:
        """Whether the key and button ask for the next round ("Nächste Runde"), else "Weiter"."""
        return not self.game.is_over and not self.watcher

    def build(self) -> None:
        key = "results.next" if self.goes_on else "results.continue"
        self.next_button = Button(lambda: self.app.t(key), self.next, primary=True)
        self.watch_button = Button(self._watch_label, self.toggle_run_on)
        widgets = [self.next_button, self.watch_button] if self.can_run_on() else [self.next_button]
        self.ui.set_widgets(widgets, keep_focus=False)

    # letting the rest of the game run on ----------------------------------------
    def _table(self) -> ResultsHost | None:
        return self.host

    def can_run_on(self) -> bool:
        """Whether the rest may run by itself: the game goes on and no person here still plays."""
        if self.app.demo or self.game.is_over or self._table() is None or self.watcher:
            return False
        seats = self.game.seats
        return not any(seats[i].active for i in self.session.people)

    @property
    def running_on(self) -> bool:
        """Whether the rest of the game runs by itself (chosen on an earlier or this screen)."""
        table = self._table()
        return table is not None and table.run_on

    def _watch_label(self) -> str:
        return self.app.t("results.watch_stop" if self.running_on else "results.watch")

    def toggle_run_on(self) -> Transition | None:
        """Let the rest of the game run by itself, or stop that (button or W)."""
        table = self._table()
        if table is not None and self.can_run_on():
            table.run_on = not self.running_on
            self.elapsed = 0.0  # a full moment on this screen before it moves on
        return None

    def draw_background(self, surface: pygame.Surface) -> None:
        # like OverlayScene's dimmed backdrop and panel, without full-size alpha layers
        # (this is composed while the table animates, so it must stay cheap)
        px = self.app.px
        surface.fill((100, 100, 100), self.app.content_rect, special_flags=pygame.BLEND_MULT)
        r = self.panel_rect()
        pygame.draw.rect(surface, (4, 12, 8), r.move(0, px(6)), border_radius=px(18))
        pygame.draw.rect(surface, (14, 44, 30), r, border_radius=px(18))
        pygame.draw.rect(surface, theme.PANEL_BORDER, r, max(2, px(2)), border_radius=px(18))

    @staticmethod
    def card_width(app: SceneContext, seats: int) -> int:
        """The card width of the rows for a window and seat count (the table warms these up)."""
        px = app.px
        area = app.content_rect
        panel_h = min(px(600), area.height - 16)
        rows_h = panel_h - px(16) - px(48) - px(6) - px(50) - px(28) - 3 * px(24) - px(6)
        row_h = max(px(30), min(px(86), rows_h // max(1, seats)))
        return max(14, min(px(50), round((row_h - px(10)) / 1.4)))

    def panel_size(self) -> tuple[int, int]:
        # as tall as the rows and notes need (at most 600 design px): few seats, small panel
        px = self.app.px
        seats = len(self.record.result.values)
        needed = px(16 + 48 + 6) + seats * px(86) + len(self._notes()) * px(24) + px(6 + 10 + 50 + 18)
        return px(1040), min(px(600), needed)

    def place(self) -> None:
        r = self.panel_rect()
        px = self.app.px
        self.next_button.rect = pygame.Rect(0, 0, px(280), px(50))
        self.next_button.rect.midbottom = (r.centerx, r.bottom - px(18))
        self.watch_button.rect = pygame.Rect(0, 0, px(300), px(50))
        if self.watch_button in self.ui.widgets:  # side by side, the next round on the left
            self.next_button.rect.bottomright = (r.centerx - px(8), r.bottom - px(18))
            self.watch_button.rect.bottomleft = (r.centerx + px(8), r.bottom - px(18))

    # actions -------------------------------------------------------------------
    def next(self) -> Transition | None:
        if self.done:
            return None
        self.done = True
        if self.game.is_over:
            from game.scenes.token.over import GameOverScene

            return Replace(GameOverScene(self.app, self.session))
        if not self.watcher:
            self.session.next_round()
        return Pop()

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_SPACE, pygame.K_n, pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.next()
            if event.key == pygame.K_w:
                return self.toggle_run_on()
            if event.key == pygame.K_h:
                return self.host.history() if self.host is not None else None
            if event.key == pygame.K_F1:
                from game.scenes.base import Push
                from game.scenes.rules import RulesScene

                return Push(RulesScene(self.app))
        return None

    def back(self) -> Transition | None:
        return self.host.pause() if self.host is not None else None

    def wake_in(self) -> float:
        if self.app.demo or self.running_on:
            return max(0.0, DEMO_RESULTS_SECONDS - self.elapsed)
        return math.inf

    def update(self, dt: float) -> Transition | None:
        self.elapsed += dt
        if (self.app.demo or self.running_on) and self.elapsed >= DEMO_RESULTS_SECONDS:
            return self.next()
        return None

    # drawing -------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        for _ in self._draw_rows(surface):
            pass

    def _draw_rows(self, surface: pygame.Surface) -> Iterator[None]:
        """Draw the rows and notes, yielding after each row."""
        r = self.panel_rect()
        px = self.app.px
        result = self.record.result
        mode = self.game.config.mode
        seats = result_rows(self.game, self.record)
        top = self.title_rect().bottom + px(6)
        bottom = self.next_button.rect.y - px(10)
        notes = self._notes()
        note_h = px(24)
        rows_h = bottom - top - note_h * len(notes) - px(6)
        row_h = max(px(30), min(px(86), rows_h // max(1, len(seats))))
        card_w = min(
            self.card_width(self.app, len(self.game.config.seats)), max(14, round((row_h - px(10)) / 1.4))
        )
        cards = self.app.cards
        scored = (
            set(result.best if mode is Mode.ASCENDING else result.worst) if not result.all_equal else set()
        )
        best = set(result.best) if not result.all_equal else set()
        self.zoom.clear()
        for k, seat in enumerate(seats):
            y = top + k * row_h
            row = pygame.Rect(r.x + px(24), y, r.width - px(48), row_h - px(6))
            fill = (34, 64, 44) if seat in scored else (20, 40, 30)
            pygame.draw.rect(surface, fill, row, border_radius=px(10))
            if seat in scored:
                frame = theme.GOLD if mode is Mode.ASCENDING else theme.RED
                pygame.draw.rect(surface, frame, row, max(1, px(2)), border_radius=px(10))
            name = self.game.config.seats[seat].name
            self.text.blit(
                surface, name, px(22), theme.TEXT, max_width=px(190), midleft=(row.x + px(14), row.centery)
            )
            value = result.values[seat]
            scoring = set(value.scoring_cards)
            hand = self.record.final[seat]
            x = row.x + px(220)
            ch = round(card_w * 1.4)
            mark = theme.GOLD if seat in best else (theme.RED if seat in scored else (250, 250, 250))
            hand_rect = pygame.Rect(x, row.centery - ch // 2, len(hand) * (card_w + px(6)) - px(6), ch)
            self.zoom.add(hand_rect, hand, set(hand) - scoring, scoring, mark)
            for card in hand:
                rect = pygame.Rect(x, row.centery - ch // 2, card_w, ch)
                surface.blit(cards.face(card, card_w, self.app.settings.four_color), rect)
                if card in scoring:
                    colour = theme.CARD_MARK
                    if seat in best or seat in scored:
                        colour = theme.GOLD if seat in best else theme.RED
                    surface.blit(cards.outline(card_w, colour), rect)
                else:
                    surface.blit(cards.overlay(card_w, (0, 0, 0, 120)), rect)
                x += card_w + px(6)
            tx = x + px(18)
            colour = theme.GOLD if seat in best else (theme.RED if seat in scored else theme.TEXT)
            self.text.blit(
                surface,
                describe_hand(value, self.app.t),
                px(21),
                colour,
                max_width=row.right - tx - px(90),
                bottomleft=(tx, row.centery + px(1)),
            )
            deciding = next((c for c in value.cards if c.rank == value.deciding_rank), value.cards[0])
            self.text.blit(
                surface,
                self.app.t("results.deciding", card=card_name(deciding, self.app.t)),
                px(16),
                theme.TEXT_DIM,
                max_width=row.right - tx - px(90),
                topleft=(tx, row.centery + px(3)),
            )
            delta = result.deltas.get(seat, 0)
            if delta:
                self.text.blit(
                    surface,
                    f"{delta:+d}",
                    px(30),
                    theme.GOLD if delta > 0 else theme.RED,
                    bold=True,
                    midright=(row.right - px(16), row.centery),
                )
            yield
        y = top + len(seats) * row_h + px(2)
        for line, colour in notes:
            self.text.blit(surface, line, px(19), colour, max_width=r.width - px(48), midtop=(r.centerx, y))
            y += note_h

    def _notes(self) -> list[tuple[str, theme.Color]]:
        """Who gained or lost and why, who left, the tie."""
        result = self.record.result
        t = self.app.t
        names = self.game.config.seats
        if result.all_equal:
            return [(t("results.tie"), theme.ACCENT)]
        notes: list[tuple[str, theme.Color]] = []
        for seat, delta in sorted(result.deltas.items()):
            hand = describe_hand(result.values[seat], t)
            name = names[seat].name
            if delta < 0:
                line = f"{t('results.loses_token', name=name)} - {t('results.reason_worst', hand=hand)}"
                notes.append((line, theme.RED))
            else:
                line = f"{t('results.gains_token', name=name)} - {t('results.reason_best', hand=hand)}"
                notes.append((line, theme.GOLD))
        for seat in result.left:
            key = "results.left_safe" if self.game.config.mode is Mode.ASCENDING else "results.left_out"
            notes.append((t(key, name=names[seat].name), theme.TEXT))
        if self.game.is_over and self.record is self.game.history[-1]:
            notes.append((t("results.final"), theme.ACCENT))
        return notes

    def prepare(self, below: Scene | None = None, buffer: pygame.Surface | None = None) -> Iterator[None]:
        """Compose the cached backdrop in pieces (a generator: the table advances it one
        piece per frame while it holds still before the results, so no frame is long).
        ``buffer`` is a window-sized surface to reuse (a fresh one costs page faults)."""
        area = self.app.content_rect
        size = self.app.screen.get_size()
        if buffer is not None and buffer.get_size() == size:
            backdrop = buffer
        else:
            backdrop = pygame.Surface(size, 0, self.app.screen)  # display format, no convert pass
        backdrop.set_clip(area)
        yield
        if below is None:
            stack = self.app.stack
            mine = next((i for i, entry in enumerate(stack) if entry.presents(self)), 0)
            below = stack[mine - 1] if mine > 0 else None
        if below is not None:
            below.draw(backdrop)
        yield
        self.draw_background(backdrop)
        yield
        self.draw_title(backdrop)
        yield
        for _ in self._draw_rows(backdrop):
            yield
        hint = self.app.t("hint.results" if self.goes_on else "hint.results_continue")
        strip = pygame.Rect(area.x, area.bottom - self.app.px(30), area.width, self.app.px(30))
        backdrop.fill((6, 16, 12), strip)
        self.text.blit(
            backdrop,
            hint,
            max(12, self.app.px(17)),
            theme.TEXT_DIM,
            max_width=area.width - 20,
            center=strip.center,
        )
        backdrop.set_clip(None)
        self._backdrop = backdrop
        self._backdrop_area = pygame.Rect(area)

    def draw(self, surface: pygame.Surface) -> None:
        # Nothing below or in the rows moves while the results are shown: the table, the shade,
        # the panel and the rows are composed once per size (`prepare`) and blitted each frame.
        area = self.app.content_rect
        backdrop = self._backdrop
        if backdrop is None or backdrop.get_size() != surface.get_size() or self._backdrop_area != area:
            self.place()
            for _ in self.prepare():
                pass
            backdrop = self._backdrop
            assert backdrop is not None  # prepare() ran to its end
        surface.blit(backdrop, area.topleft, area)
        self.ui.draw(surface, self.app)
        self.zoom.draw(surface, self.app, area)

    def handle(self, event: pygame.event.Event) -> Transition | None:
        self.zoom.track(event)
        return super().handle(event)
