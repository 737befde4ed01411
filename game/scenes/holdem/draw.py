"""How the Hold'em table looks: the felt, the seats, the board and pots, the column of facts and controls.

`HoldemPainter(scene)` belongs to one `HoldemTableScene` and only reads it
(through `HoldemScreen`) and its session's table: the scene owns the flow
and the input, the painter turns them into pixels each frame. Each seat
shows its name and stack on a plate, its hole cards (face up when the
viewer may see them: their own, or shown at the showdown), its bet as chip
piles with the number, the dealer button and the blinds' marks, and under
the plate its last action this street - or, while it is its turn, that the
computer thinks or the person's timer counts down. The middle shows the
board turned over so far and the pots, the side pots apart with how many
seats can win them. Once a hand is over it shows the showdown: the shown
hands face up with their names, the winners' best five cards framed in
gold (the others dimmed), and each pot with its winners and the odd chip's
receiver. The column on the right holds the hand's facts, the last action
with a computer's reason (only where it gives no hidden hand away), the
Tipp panel, and the action bar, the amount chooser or the next-hand button. The felt is drawn once per size.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import NamedTuple

import pygame

from game.engine import Card, evaluate
from game.engine.hands import HOLDEM
from game.engine.holdem import HoldemPhase, Street, TableFormat
from game.engine.holdem.record import ActionKind, HandRecord
from game.scenes.holdem.look import countdown, thinking_dots, turn_glow
from game.scenes.holdem.screen import HoldemScreen
from game.session import HoldemTableView
from game.text import describe_hand
from game.text.holdem.words import (
    chips,
    format_name,
    pot_name,
    pot_result,
    reason_words,
    say,
    status,
    street_name,
    structure_name,
)
from game.text.i18n import plural
from game.ui import theme
from game.ui.chips import draw_amount
from game.ui.draw import panel, wrap_text
from game.ui.holdem.layout import MARK_STEP, HoldemSeatLayout

__all__ = ["HoldemPainter", "shown_reason"]

#: Dimming of cards that are not part of a winning five at the showdown.
_DIM = (0, 0, 0, 120)


def shown_reason(table: HoldemTableView, seat: int, people: tuple[int, ...]) -> str | None:
    """A computer seat's reason for its last action, where it gives nothing away: its hole cards
    are face up at this screen (shown at the showdown), or nobody plays here (computers watched).
    Else None - the reason names the hand ("AQs") or its equity, which the person may not know."""
    if seat in people:
        return None
    if people and table.hole(seat) is None:
        return None
    return table.reason(seat)


def in_hand(table: HoldemTableView, record: HandRecord | None, seat: int) -> tuple[bool, bool]:
    """Whether ``seat`` was dealt into the hand the table shows, and whether it folded: from the
    screen's record of the hand, or - for a hand that began before this screen saw it (a network
    watcher, or a person back at the table after a lost window, mid-hand) - from the table's view."""
    if record is not None:
        return seat in record.seats, record.folded(seat)
    dealt = seat in table.dealt  # after such a hand: the seats its showdown showed
    return dealt, dealt and table.phase is HoldemPhase.BETTING and seat not in table.live


class _Now(NamedTuple):
    """What the seats read of the table, taken once per frame (each read builds a tuple)."""

    stacks: tuple[int, ...]
    bets: tuple[int, ...]
    live: tuple[int, ...]
    running: bool
    current: int | None


class HoldemPainter:
    """Draws one Hold'em table scene; see the module docstring."""

    def __init__(self, scene: HoldemScreen) -> None:
        self.scene = scene
        self.app = scene.app
        self.text = scene.text
        self._static: pygame.Surface | None = None
        self._wrapped: dict[tuple[str, int, int], list[str]] = {}
        self._now = _Now((), (), (), False, None)
        self._warm: Iterator[None] | None = self._warm_up()

    def reset(self) -> None:
        """Forget the felt and the wrapped lines (the layout changed); warm the new sizes up."""
        self._static = None
        self._wrapped.clear()
        self._warm = self._warm_up()

    def _warm_up(self) -> Iterator[None]:
        """Render the sprites this table will show, one at a time (see `warm_step`): every card
        face at the seats' and the board's sizes, so no showdown waits for a dozen new faces."""
        from game.engine import FULL_DECK

        cards, lay = self.app.cards, self.scene.lay
        widths = sorted({sl.card_w for sl in lay.seats} | {lay.board_card_w})
        settings = self.app.settings
        for width in widths:
            cards.back(width, self._back_style())
            cards.shadow(width)
            cards.overlay(width, _DIM)
            cards.outline(width, theme.GOLD)
            yield
        for width in widths:
            for card in FULL_DECK:
                cards.face(card, width, settings.four_color, settings.language)
                yield

    @property
    def warming(self) -> bool:
        """Sprites are still being rendered ahead (a little every frame)."""
        return self._warm is not None

    def warm_step(self, budget_s: float = 0.0006) -> None:
        """Spend a little of this frame rendering sprites ahead of their first use."""
        if self._warm is None:
            return
        end = time.perf_counter() + budget_s
        try:
            while time.perf_counter() < end:
                next(self._warm)
        except StopIteration:
            self._warm = None

    def _wrap(self, text: str, size: int, width: int) -> list[str]:
        """``text`` wrapped to ``width`` in the font of ``size`` (cached: it is drawn every frame)."""
        key = (text, size, width)
        rows = self._wrapped.get(key)
        if rows is None:
            if len(self._wrapped) > 64:
                self._wrapped.clear()
            rows = self._wrapped[key] = wrap_text(self.app.fonts(size), text, width)
        return rows

    @property
    def table(self) -> HoldemTableView:
        return self.scene.session.table

    def px(self, value: float, least: int = 11) -> int:
        """A design length at the table's scale (text sizes never below ``least``)."""
        return max(least, round(value * self.scene.lay.scale))

    # ------------------------------------------------------------------ frame
    def draw(self, surface: pygame.Surface) -> None:
        area = self.app.content_rect
        table = self.table
        running = table.phase is HoldemPhase.BETTING
        self._now = _Now(table.stacks, table.bets, table.live, running, table.current if running else None)
        surface.blit(self._felt(), area.topleft)
        finished = self.scene.finished_hand()
        winners = self._winners(finished)
        for sl in self.scene.lay.seats:
            self._draw_seat(surface, sl, finished, winners)
        self._draw_board(surface, finished, winners)
        self._draw_pots(surface, finished)
        self._draw_column(surface, finished)
        self._draw_hint(surface)

    def _felt(self) -> pygame.Surface:
        area = self.app.content_rect
        if self._static is None or self._static.get_size() != area.size:
            from game.ui.felt import table_surface

            lay = self.scene.lay
            self._static = table_surface(area, lay.oval, lay.scale, self.app.screen)
        return self._static

    # ------------------------------------------------------------------ cards
    def _back_style(self) -> int:
        from game.ui.cards import BACK_STYLES

        return min(max(0, int(self.app.settings.card_back)), len(BACK_STYLES) - 1)

    def _card(
        self,
        surface: pygame.Surface,
        card: Card | None,
        rect: pygame.Rect,
        frame: theme.Color | None = None,
        dim: bool = False,
    ) -> None:
        cards = self.app.cards
        w = rect.width
        m = cards.shadow_margin(w)
        surface.blit(cards.shadow(w), (rect.x - m + max(1, w // 30), rect.y - m + max(2, w // 20)))
        if card is None:
            surface.blit(cards.back(w, self._back_style()), rect)
            return
        surface.blit(cards.face(card, w, self.app.settings.four_color, self.app.settings.language), rect)
        if dim:
            surface.blit(cards.overlay(w, _DIM), rect)
        if frame is not None:
            surface.blit(cards.outline(w, frame), rect)

    # ------------------------------------------------------------------ seats
    @staticmethod
    def _winners(record: HandRecord | None) -> dict[int, tuple[Card, ...]]:
        """The seats paid at the end of ``record`` with their best five (empty without a showdown)."""
        if record is None:
            return {}
        paid = {seat for pot in record.awarded for seat, share in pot.shares if share}
        best: dict[int, tuple[Card, ...]] = {seat: () for seat in paid}
        if record.showdown is not None:
            for hand in record.showdown.shown:
                if hand.seat in paid:
                    best[hand.seat] = hand.best_five
        return best

    def _draw_seat(
        self,
        surface: pygame.Surface,
        sl: HoldemSeatLayout,
        finished: HandRecord | None,
        winners: dict[int, tuple[Card, ...]],
    ) -> None:
        scene, table, t = self.scene, self.table, self.app.t
        seat = sl.seat
        spec = table.seated[seat]
        if spec is None:
            self._draw_empty(surface, sl)
            return
        record = finished if finished is not None else table.last_hand
        if record is not None and record.players and record.players[seat] != spec:
            record = finished = None  # somebody else played this seat's last hand: not theirs
            winners = {}
        if record is None and table.last_hand is not None:
            dealt = folded = False  # not in the hand the screen shows
        else:
            dealt, folded = in_hand(table, record, seat)
        now = self._now
        out = now.stacks[seat] == 0 and not (now.running and seat in now.live)
        turn = now.running and not scene.revealing() and now.current == seat
        s = scene.lay.scale
        radius = max(4, round(10 * s))
        # the cards first: the plate stands in front of them
        hole = table.hole(seat)  # None: hidden from the viewer (a back is drawn)
        if dealt and not folded:
            best = set(winners.get(seat, ()))
            for k, rect in enumerate(sl.cards):
                card = hole[k] if hole is not None else None
                if finished is not None and best and card is not None:
                    self._card(
                        surface, card, rect, theme.GOLD if card in best else None, dim=card not in best
                    )
                else:
                    self._card(surface, card, rect)
        elif dealt and hole is not None:  # the viewer's own folded cards, dimmed
            for k, rect in enumerate(sl.cards):
                self._card(surface, hole[k], rect, dim=True)
        # the plate: name and stack
        plate = sl.plate
        if turn:
            ring = turn_glow(s, scene.time)
            glow = plate.inflate(ring, ring)
            pygame.draw.rect(surface, theme.FOCUS, glow, max(2, round(3 * s)), border_radius=radius + 4)
        elif seat in winners:
            glow = plate.inflate(round(10 * s), round(10 * s))
            pygame.draw.rect(surface, theme.GOLD, glow, max(2, round(3 * s)), border_radius=radius + 4)
        fill = theme.BUTTON_PRESSED if out or folded else theme.BUTTON
        border = theme.GOLD if turn else theme.ACCENT_DARK if out or folded else theme.PANEL_BORDER
        panel(surface, plate, fill, border, radius, max(1, round(2 * s)))
        name_colour = theme.TEXT_DIM if out or folded else theme.TEXT
        half = plate.height // 2
        self.text.blit(
            surface,
            spec.name,
            self.px(17),
            name_colour,
            max_width=plate.width - round(12 * s),
            center=(plate.centerx, plate.y + half // 2 + round(3 * s)),
        )
        stack = chips(now.stacks[seat], t)
        self.text.blit(
            surface,
            stack,
            self.px(19),
            theme.ACCENT if not out else theme.TEXT_DIM,
            bold=True,
            center=(plate.centerx, plate.y + half + half // 2 - round(1 * s)),
        )
        self._draw_marks(surface, sl, record)
        self._draw_status(surface, sl, record, finished, turn, out)
        bet = now.bets[seat] if now.running else 0
        if bet:
            draw_amount(
                surface,
                self.text,
                bet,
                sl.bet,
                scene.lay.chip_d,
                theme.TEXT,
                label=chips(bet, t),
                max_piles=3,
            )

    def _draw_empty(self, surface: pygame.Surface, sl: HoldemSeatLayout) -> None:
        """An empty seat of a cash table: a dim plate saying it is free."""
        s = self.scene.lay.scale
        radius = max(4, round(10 * s))
        panel(surface, sl.plate, theme.BUTTON_PRESSED, theme.ACCENT_DARK, radius, max(1, round(2 * s)))
        self.text.blit(
            surface,
            self.app.t("holdem.seat.free"),
            self.px(17),
            theme.TEXT_DIM,
            max_width=sl.plate.width - round(12 * s),
            center=sl.plate.center,
        )

    def _draw_marks(self, surface: pygame.Surface, sl: HoldemSeatLayout, record: HandRecord | None) -> None:
        """The dealer button and the blinds' marks (D, SB, BB) beside the plate."""
        table = self.table
        # a hand begun out of view (no record of it): the button as the table's view has it
        button = record.button if record is not None else None
        if table.last_hand is None and table.dealt:
            button = table.button
        marks: list[tuple[str, theme.Color, theme.Color]] = []
        if button == sl.seat:
            marks.append((self.app.t("holdem.mark.button"), theme.TEXT, theme.FELT_DARK))
        for line in record.lines if record is not None else ():
            if line.seat == sl.seat and line.kind == ActionKind.SMALL_BLIND:
                marks.append((self.app.t("holdem.mark.small"), theme.ACCENT_DARK, theme.TEXT))
            elif line.seat == sl.seat and line.kind == ActionKind.BIG_BLIND:
                marks.append((self.app.t("holdem.mark.big"), theme.ACCENT_DARK, theme.TEXT))
        r = self.scene.lay.mark_r
        x, y = sl.button
        step = round(MARK_STEP * self.scene.lay.scale) * (-1 if x < sl.plate.centerx else 1)  # away
        for label, fill, ink in marks:
            pygame.draw.circle(surface, theme.SHADOW, (x + 1, y + 2), r)
            pygame.draw.circle(surface, fill, (x, y), r)
            pygame.draw.circle(surface, theme.ACCENT_DARK, (x, y), r, max(1, r // 6))
            self.text.blit(
                surface,
                label,
                max(9, round(r * (1.2 if len(label) == 1 else 0.85))),
                ink,
                bold=True,
                center=(x, y),
            )
            x += step

    def _draw_status(
        self,
        surface: pygame.Surface,
        sl: HoldemSeatLayout,
        record: HandRecord | None,
        finished: HandRecord | None,
        turn: bool,
        out: bool,
    ) -> None:
        """The line under the plate: the seat's turn, its last action, or its end of the hand."""
        t, table, seat = self.app.t, self.table, sl.seat
        text, colour = "", theme.TEXT_DIM
        if turn and seat not in self.scene.session.people:
            text, colour = t("holdem.thinking") + " " + thinking_dots(self.scene.time), theme.ACCENT
        elif turn:
            seconds = countdown(table.timer)
            if seconds is not None:
                text, colour = t("holdem.timer", n=seconds), theme.RED
            else:
                text, colour = t("holdem.to_act"), theme.ACCENT
        elif seat in table.sitting_out:  # a network cash seat: kept, dealt no cards
            text = t("holdem.seat.sits_out")
        elif finished is not None and record is not None and seat in record.seats:
            text, colour = self._end_status(record, seat)
        elif record is not None and seat in record.seats:
            line = next(
                (
                    line
                    for line in reversed(record.lines)
                    if line.seat == seat and line.kind != ActionKind.RETURNED
                ),
                None,
            )
            if self._now.stacks[seat] == 0 and seat in self._now.live:
                text, colour = t("holdem.status.all_in"), theme.ACCENT  # all in: it stays so
            elif line is not None and (line.street is table.street or line.kind == ActionKind.FOLD):
                text = status(line, t)
                colour = theme.TEXT_DIM if line.kind == ActionKind.FOLD else theme.TEXT
        elif seat in table.waiting:
            text = t("holdem.seat.posts" if table.waiting[seat] else "holdem.seat.waits")
        elif out:
            place = table.places.get(seat)
            text = t("holdem.out_place", n=place) if place else t("holdem.out")
        if text:
            # on a dark band of its own: readable on the felt and on the rail alike
            box = sl.label
            image = self.text.fit(text, max(12, round(box.height * 0.82)), colour, box.width - self.px(10))
            band = image.get_rect(center=box.center).inflate(self.px(12), 0)
            band.height, band.centery = box.height, box.centery
            panel(surface, band.clip(box), (6, 20, 14, 215), None, box.height // 2)
            surface.blit(image, image.get_rect(center=box.center))

    def _end_status(self, record: HandRecord, seat: int) -> tuple[str, theme.Color]:
        """A seat's end of the hand: its shown hand's name, mucked, folded, and what it won or lost."""
        t = self.app.t
        net = record.net(seat)
        money = ("+" if net > 0 else "") + chips(net, t) if net else ""
        if record.folded(seat):
            return t("holdem.status.fold", n=""), theme.TEXT_DIM
        showdown = record.showdown
        if showdown is not None:
            if seat in showdown.mucked:
                return t("holdem.mucked") + (f" · {money}" if money else ""), theme.TEXT_DIM
            for hand in showdown.shown:
                if hand.seat == seat:
                    name = describe_hand(evaluate(hand.best_five, HOLDEM), t)
                    colour = theme.GOLD if net > 0 else theme.TEXT
                    return name + (f" · {money}" if money else ""), colour
        return money, theme.GOLD if net > 0 else theme.TEXT_DIM

    # ------------------------------------------------------------------ middle
    def _draw_board(
        self, surface: pygame.Surface, finished: HandRecord | None, winners: dict[int, tuple[Card, ...]]
    ) -> None:
        board = self.table.board[: self.scene.board_shown]
        best = {card for five in winners.values() for card in five}
        highlight = finished is not None and finished.showdown is not None and bool(best)
        for k, rect in enumerate(self.scene.lay.board):
            if k < len(board):
                card = board[k]
                if highlight:
                    self._card(
                        surface, card, rect, theme.GOLD if card in best else None, dim=card not in best
                    )
                else:
                    self._card(surface, card, rect)
            else:
                pygame.draw.rect(
                    surface,
                    theme.FELT_DARK,
                    rect,
                    max(1, round(2 * self.scene.lay.scale)),
                    border_radius=max(3, rect.width // 10),
                )

    def _draw_pots(self, surface: pygame.Surface, finished: HandRecord | None) -> None:
        lay, t = self.scene.lay, self.app.t
        row = lay.pots
        if finished is not None:
            names = [finished.name(seat) for seat in range(len(finished.players))]
            lines = [pot_result(pot, names, t) for pot in finished.awarded]
            if finished.showdown is None and lines:
                lines[0] += " " + t("holdem.pot.uncontested")
            size = self.px(16 if len(lines) <= 2 else 14)
            y = row.y + round(4 * lay.scale)
            for k, line in enumerate(lines):
                rect = self.text.blit(
                    surface,
                    line,
                    size,
                    theme.GOLD if k == 0 else theme.TEXT,
                    bold=k == 0,
                    max_width=row.width + round(120 * lay.scale),
                    midtop=(row.centerx, y),
                )
                y = rect.bottom + 1
            return
        pots = self.table.pots
        if not pots:
            return
        width = row.width // len(pots)
        base = row.y + round(38 * lay.scale)
        for k, pot in enumerate(pots):
            x = row.x + width * k + width // 2
            label = pot_name(k, t)
            draw_amount(
                surface,
                self.text,
                pot.amount,
                (x, base),
                lay.chip_d,
                theme.TEXT,
                label=chips(pot.amount, t),
                max_piles=2 if len(pots) > 2 else 3,
            )
            below = base + self.px(17)
            rect = self.text.blit(
                surface, label, self.px(14, least=12), theme.TEXT, max_width=width - 4, midtop=(x, below)
            )
            if k:  # a side pot: how many seats can win it
                self.text.blit(
                    surface,
                    plural("holdem.pot.seats", len(pot.eligible), t),
                    self.px(13, least=11),
                    theme.TEXT_DIM,
                    max_width=width - 4,
                    midtop=(x, rect.bottom),
                )

    # ------------------------------------------------------------------ column
    def _draw_column(self, surface: pygame.Surface, finished: HandRecord | None) -> None:
        scene = self.scene
        mouse = scene.mouse
        for button in (scene.menu_button, scene.history_button):
            button.draw(surface, self.app, False, button.rect.collidepoint(mouse))
        tip = scene.tips.button
        tip.enabled = scene.tips.available()
        if scene.tips.allowed():  # not at a hot seat that did not agree: a button that never works
            tip.draw(surface, self.app, False, tip.rect.collidepoint(mouse))
        self._draw_facts(surface)
        scene.tips.draw(surface)
        if finished is not None:  # a watcher's screen has nothing to deal on: the server does
            if scene.deals_on():
                scene.next_button.draw(surface, self.app, False, scene.next_button.rect.collidepoint(mouse))
        else:
            scene.bar.draw(surface, self.app, mouse)
        scene.chooser.draw(surface, self.app, self.text, mouse)

    def _draw_facts(self, surface: pygame.Surface) -> None:
        lay, t, table = self.scene.lay, self.app.t, self.table
        # the Tipp's place is free unless it is open: the last action's reason may use it
        r = lay.facts if self.scene.tips.showing() else lay.facts.union(lay.tips)
        s = lay.scale
        panel(surface, r, theme.PANEL, theme.PANEL_BORDER, max(4, round(10 * s)), max(1, round(2 * s)))
        pad = round(10 * s)
        width = r.width - 2 * pad
        y = r.y + pad
        config = table.config
        small, big = table.blinds

        def line(text: str, size: int, colour: theme.Color, bold: bool = False) -> None:
            nonlocal y
            rect = self.text.blit(
                surface, text, self.px(size), colour, bold=bold, max_width=width, topleft=(r.x + pad, y)
            )
            y = rect.bottom + round(2 * s)

        self.text.blit(
            surface,
            format_name(config.table_format, t),
            self.px(14),
            theme.TEXT_DIM,
            max_width=width // 2,
            topright=(r.right - pad, y + round(4 * s)),
        )
        line(t("holdem.hand_no", n=max(1, table.hand_no)), 20, theme.ACCENT, True)
        line(
            t(
                "holdem.blinds",
                structure=structure_name(config.structure, t),
                small=chips(small, t),
                big=chips(big, t),
            ),
            15,
            theme.TEXT,
        )
        if config.table_format is TableFormat.SIT_AND_GO and not table.is_over:
            running = max(0, table.hand_no - 1) if table.phase is HoldemPhase.BETTING else table.hand_no
            left = config.blind_hands - running % config.blind_hands
            nxt = config.blinds_at(running + left)
            rising = plural("holdem.rising", left, t, small=chips(nxt[0], t), big=chips(nxt[1], t))
            line(rising, 14, theme.TEXT_DIM)
        if table.phase is HoldemPhase.BETTING:
            street = table.street if not self.scene.revealing() else _street_of(self.scene.board_shown)
            line(
                t("holdem.street_pot", street=street_name(street, t), n=chips(table.pot_total, t)),
                15,
                theme.TEXT,
            )
        y += round(4 * s)
        pygame.draw.line(surface, theme.ACCENT_DARK, (r.x + pad, y), (r.right - pad, y), 1)
        y += round(5 * s)
        turn = self._turn_line()
        if turn:
            line(turn[0], 15, turn[1], True)
        record = table.last_hand
        last = None
        if record is not None:
            last = next((ln for ln in reversed(record.lines) if ln.kind != ActionKind.RETURNED), None)
        if record is not None and last is not None:
            line(say(last, record.name(last.seat), t), 15, theme.TEXT)
            reason = shown_reason(table, last.seat, self.scene.session.people)
            if reason:
                size = self.px(13)
                room = (r.bottom - pad // 2 - y) // max(1, self.app.fonts(size).get_linesize())
                for row in self._wrap(reason_words(reason, t), size, width)[: max(0, room)]:
                    line(row, 13, theme.TEXT_DIM)

    def _turn_line(self) -> tuple[str, theme.Color] | None:
        """Whose turn it is (and the person's countdown), or what the table waits for."""
        t, table, scene = self.app.t, self.table, self.scene
        if scene.finished_hand() is not None:
            if table.is_over and table.winner is not None:
                return t("holdem.winner", name=scene.seat_name(table.winner)), theme.GOLD
            return t("holdem.hand_over"), theme.ACCENT
        seat = table.current
        if seat is None or scene.revealing():
            return None
        name = scene.seat_name(seat)
        if seat in scene.session.people and len(scene.session.people) == 1:
            text = t("holdem.your_turn")
        else:
            text = t("holdem.turn_of", name=name)
        seconds = countdown(table.timer)
        if seconds is not None:
            return text + " · " + t("holdem.seconds", n=seconds), theme.RED
        return text, theme.ACCENT

    def _draw_hint(self, surface: pygame.Surface) -> None:
        if not self.app.settings.show_hint:
            return
        scene, t = self.scene, self.app.t
        if scene.chooser.open:
            key = "hint.holdem_chooser"
        elif scene.finished_hand() is not None and not scene.deals_on():
            key = "hint.holdem_wait_person"
        elif scene.finished_hand() is not None:
            key = "hint.holdem_next_cash" if scene.seats_open() else "hint.holdem_next"
        elif scene.my_turn():
            key = "hint.holdem_turn"
        else:
            seat = self.table.current
            spec = None if seat is None else scene.session.table.seated[seat]
            computer = spec is not None and not spec.human
            # a key hurries a computer; a person at another screen (a network table), or a table
            # waiting for its next hand (a cash table's newcomer waiting for the big blind), it does not
            key = "hint.holdem_wait" if computer else "hint.holdem_wait_person"
        text = t(key)
        if scene.tips.available():
            text = f"{text} · {t('hint.tip_key')}"
        r = scene.lay.hint
        self.text.blit(surface, text, self.px(14), theme.TEXT_DIM, max_width=r.width, center=r.center)


def _street_of(board: int) -> Street:
    """The street a board of ``board`` cards belongs to."""
    return {0: Street.PREFLOP, 3: Street.FLOP, 4: Street.TURN}.get(board, Street.RIVER)
