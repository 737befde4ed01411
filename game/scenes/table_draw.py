"""How the table looks: felt, seats, cards, token stacks, flying sprites, controls.

`TablePainter(scene)` belongs to one `TableScene` and only reads it: the
scene owns the game, the animation state (what is shown, flips, flyers,
marks) and the input; the painter turns that into pixels each frame. It
keeps what is costly to redraw: the felt (`_static_layer`, once per size),
one composed layer per hand (rebuilt when the hand or its marks change, at
most one per frame), and the sprites the table will need, rendered a little
per frame ahead of their first use (`warm_step`). `reset` drops the caches
when the layout changes.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

import pygame

from game.engine import Card, Mode, evaluate
from game.scenes.base import SceneContext
from game.scenes.table_screen import TableScreen
from game.scenes.table_steps import DealStep, Shown
from game.session import TableView
from game.text import describe_hand
from game.ui import theme
from game.ui.table_layout import SeatLayout, TableLayout
from game.ui.textcache import TextCache
from game.ui.tween import ease_in_out_cubic, lerp_point

__all__ = ["TablePainter", "LIFT"]

LIFT = 22  # design px a marked card rises


@dataclass(frozen=True, slots=True)
class _HandLook:
    """What a seat's cards look like at rest: all a composed hand layer depends on.

    With the seat's card size, position, card back and colour scheme it is the
    layer's cache key."""

    hand: tuple[Shown, ...]
    up: bool
    marked: frozenset[int]
    hover: int | None
    scoring: frozenset[Card]
    colour: theme.Color


#: A seat's composed hand layer: its cache key (card width, place, look, back, four colours),
#: the surface and where it goes.
_LayerKey = tuple[int, tuple[int, int], _HandLook, int, bool]
_HandLayer = tuple[_LayerKey, pygame.Surface, tuple[int, int]]


class TablePainter:
    """Draws one table scene; see the module docstring."""

    def __init__(self, scene: TableScreen) -> None:
        self.scene = scene
        # what it reads of the scene that never changes, by the names the drawing code uses
        self.app: SceneContext = scene.app
        self.game: TableView = scene.game
        self.text: TextCache = scene.text
        self._rating_cache: tuple[tuple[Shown, ...], str] | None = None
        self.reset()

    def reset(self) -> None:
        """Forget the size-dependent caches (the layout changed) and warm up afresh."""
        self._static: pygame.Surface | None = None
        self._hand_layers: dict[int, _HandLayer] = {}
        self._layer_budget = 1
        self._warm: Iterator[None] | None = self._warm_up()

    @property
    def lay(self) -> TableLayout:
        """The scene's current layout (it changes with the window size and the bottom seat)."""
        return self.scene.lay

    def _status_for(self, count: int) -> str:
        return self.app.t("table.exchanges", n=count) if count else self.app.t("table.keeps")

    def _warm_up(self) -> Iterator[None]:
        """Render the sprites this table will need, one at a time (see `warm_step`)."""
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
            cards.outline(w, theme.GOLD)
            cards.outline(w, theme.RED)
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
        results_w = ResultsScene.card_width(self.app, self.scene.n)
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
            cards.outline(w, theme.GOLD)
            cards.outline(w, theme.RED)
            cards.outline(w, (250, 250, 250))
            cards.overlay(w, (0, 0, 0, 120))
            for card in FULL_DECK:
                cards.face(card, w, four)
                yield
        del BACK_STYLES

    def warm_step(self, budget_s: float = 0.0006) -> None:
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

    def _static_layer(self) -> pygame.Surface:
        """Felt, table and rail, drawn once per size."""
        area = self.app.content_rect
        if self._static is not None and self._static.get_size() == area.size:
            return self._static
        from game.ui.felt import table_surface

        s = self.lay.scale
        surf = table_surface(area, self.lay.oval, s, self.app.screen)
        # the centre where tokens go and come from: a faint ring on the felt
        pot = (self.lay.pot[0] - area.x, self.lay.pot[1] - area.y)
        pot_r = self.lay.pot_r
        pygame.draw.circle(surf, (52, 140, 88), pot, pot_r)
        pygame.draw.circle(surf, (214, 178, 94), pot, pot_r, max(1, round(2 * s)))
        pygame.draw.circle(surf, (214, 178, 94), pot, round(pot_r * 0.8), 1)
        self._static = surf
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        area = self.app.content_rect
        self._layer_budget = 1
        self._tip: tuple[str, pygame.Rect] | None = None
        self.tip_rect: pygame.Rect | None = None
        surface.blit(self._static_layer(), area.topleft)
        self._draw_centre(surface)
        for sl in self.lay.seats:
            self._draw_seat(surface, sl)
        self._draw_flyers(surface)
        self._draw_controls(surface)
        self.scene.tips.draw(surface)
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
        # readable from across the room: the round large, whose turn in bold, the stake in the pot
        title = t("table.round", n=max(1, self.game.round_no))
        self.text.blit(surface, title, max(18, round(38 * s)), theme.TEXT, bold=True, center=lay.round_title)
        parts = (t("mode." + cfg.mode.value), t("rules." + cfg.rules.value))
        info = " · ".join((*parts, f"T = {cfg.tokens}"))
        self.text.blit(surface, info, size, theme.TEXT_DIM, center=lay.round_label)
        msg = self._centre_message()
        if msg:
            self.text.blit(
                surface,
                msg,
                max(15, round(28 * s)),
                theme.ACCENT,
                bold=True,
                max_width=lay.centre.width,
                center=lay.message,
            )
        self._draw_stake(surface)

    def _draw_stake(self, surface: pygame.Surface) -> None:
        """The token at stake in the pot ring: what the round's verdict costs or gains."""
        from game.ui import tokens

        lay = self.lay
        s = lay.scale
        descending = self.game.config.mode is Mode.DESCENDING
        if not any(f.chip for f in self.scene.flyers):  # the chips in flight take its place
            image = tokens.chip(round(lay.pot_r * 1.3), tokens.CHIP_COLOURS[0])
            rect = image.get_rect(center=lay.pot)
            surface.blit(image, rect)
            pygame.draw.circle(surface, (40, 16, 14), rect.center, round(lay.pot_r * 0.4))
            self.text.blit(
                surface,
                "-1" if descending else "+1",
                max(14, round(lay.pot_r * 0.62)),
                (250, 246, 232),
                bold=True,
                center=rect.center,
            )
        caption = self.app.t("table.stake_descending" if descending else "table.stake_ascending")
        self.text.blit(
            surface,
            caption,
            max(13, round(20 * s)),
            (255, 128, 110) if descending else theme.GOLD,
            bold=True,
            max_width=lay.pot[0] - lay.pot_r - lay.stock.right - round(16 * s),
            center=lay.stake_label,
        )

    def _centre_message(self) -> str:
        if self.scene.steps:
            if isinstance(self.scene.steps[0], DealStep):
                return ""
            if self.scene.result is not None and self.scene.result.all_equal:
                return self.app.t("results.tie")
            return ""
        cur = self.game.current
        if cur is None:
            if self.scene.result is not None and self.scene.result.all_equal:
                return self.app.t("results.tie")
            return ""
        if self.game.config.seats[cur].human and (self.scene.face_up(cur) or not self.scene.hot_seat):
            if len(self.scene.humans) == 1:
                return self.app.t("table.your_turn")
        return self.app.t("table.turn_of", name=self.game.config.seats[cur].name)

    def _back_style(self) -> int:
        from game.ui.cards import BACK_STYLES

        return min(max(0, int(self.app.settings.card_back)), len(BACK_STYLES) - 1)

    def card_image(self, card: Card | None, width: int, up: bool) -> pygame.Surface:
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
        scene = self.scene
        seat = sl.seat
        game = self.game
        cfg = game.config.seats[seat]
        s = self.lay.scale
        cur = game.current if not scene.steps else None
        active_turn = cur == seat
        out = seat in scene.left
        emphasised = seat in scene.emphasised() and scene.result is not None
        best_seats = scene.result.best if (scene.result is not None and not scene.result.all_equal) else ()
        pulse = 0.5 + 0.5 * math.sin(scene.time * 5.0)

        # name plate
        plate = sl.plate
        if active_turn:
            glow = plate.inflate(round(10 * s + 4 * pulse * s), round(10 * s + 4 * pulse * s))
            pygame.draw.rect(
                surface, (255, 214, 110), glow, max(2, round(3 * s)), border_radius=round(14 * s)
            )
        elif emphasised and scene.reveal_all:
            # the seat the showdown scored (loses or gains a token) throbs in its colour
            ring = theme.GOLD if game.config.mode is Mode.ASCENDING else theme.RED
            glow = plate.inflate(round(8 * s + 8 * pulse * s), round(8 * s + 8 * pulse * s))
            pygame.draw.rect(surface, ring, glow, max(2, round(3 * s)), border_radius=round(14 * s))
        border = (
            theme.GOLD
            if active_turn
            else (
                theme.RED
                if emphasised and game.config.mode is Mode.DESCENDING
                else (theme.GOLD if emphasised else (90, 120, 100))
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
            label = self.app.t(scene.left[seat])
            color = theme.GOLD if scene.left[seat] == "table.safe" else theme.RED
        elif cur == seat and not cfg.human:
            dots = "." * (1 + int(scene.time * 3) % 3)
            label, color = self.app.t("table.thinking").rstrip(". ").rstrip("…") + " " + dots, theme.ACCENT
        elif seat in scene.status:
            label, color = self._status_for(scene.status[seat]), theme.TEXT
        if label:
            self.text.blit(
                surface, label, max(11, round(sl.label.height * 0.8)), color, center=sl.label.center
            )

        # dealer button
        if seat == scene.dealer_shown and game.round_no:
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
        self._draw_stack(surface, sl, scene.shown_tokens[seat])

        # cards
        up = scene.face_up(seat)
        hand = scene.shown[seat]
        flip = scene.flipping.get(seat)
        interactive = sl.bottom and scene.human_turn() and game.current == seat
        scoring: set[Card] = set()
        if scene.result is not None and seat in scene.result.values and scene.reveal_all:
            scoring = set(scene.result.values[seat].scoring_cards)
        flipping = flip is not None and flip < 1.0
        look = _HandLook(
            hand=tuple(hand),
            up=up,
            marked=frozenset(scene.marked) if interactive else frozenset(),
            hover=scene.hover if interactive else None,
            scoring=frozenset(scoring),
            colour=theme.GOLD if seat in best_seats else (theme.RED if emphasised else (240, 240, 240)),
        )
        key = (sl.card_w, sl.cards[0].topleft, look, self._back_style(), self.app.settings.four_color)
        if flipping:
            for i, card in enumerate(hand):
                if card is not None:
                    self._draw_card(surface, card if isinstance(card, Card) else None, sl.cards[i], up, flip)
        else:
            cached = self._hand_layers.get(seat)
            if cached is None or cached[0] != key:
                if self._layer_budget <= 0:
                    # one layer is rebuilt per frame (at the showdown all change at once)
                    self._paint_hand(surface, (0, 0), sl, look)
                    cached = None
                else:
                    self._layer_budget -= 1
                    cached = (key, *self._hand_layer(sl, look))
                    self._hand_layers[seat] = cached
            if cached is not None:
                surface.blit(cached[1], cached[2])

        # rating: live for the person at the bottom, the hand name for all after the showdown
        if scene.reveal_all and scene.result is not None and seat in scene.result.values:
            value = scene.result.values[seat]
            col = theme.GOLD if seat in best_seats else (theme.RED if emphasised else theme.TEXT)
            self.text.blit(
                surface,
                describe_hand(value, self.app.t),
                max(12, round(sl.rating.height * 0.8)),
                col,
                max_width=sl.rating.width + round(80 * s),
                center=sl.rating.center,
            )
        elif sl.bottom and up and all(isinstance(c, Card) for c in hand) and hand:
            self.text.blit(
                surface,
                self._rating(hand),
                max(14, round(sl.rating.height * 0.8)),
                theme.ACCENT,
                center=sl.rating.center,
            )

        if interactive and scene.hover is not None and not scene.steps:
            tip = self.app.t("table.unmark_card" if scene.hover in scene.marked else "table.mark_card")
            self._tip = (tip, sl.cards[scene.hover])  # drawn on the hint line (`_draw_tip`)

    def _hand_layer(self, sl: SeatLayout, look: _HandLook) -> tuple[pygame.Surface, tuple[int, int]]:
        """One seat's cards with shadows, marks and highlights composed into one surface.

        The hand changes a few times a round but is drawn every frame: one blit of this
        layer replaces a dozen alpha blits."""
        cards = self.app.cards
        lift = self.app.px(LIFT)
        w = sl.card_w
        m = cards.shadow_margin(w)
        bounds = sl.hand_rect.union(sl.hand_rect.move(0, -lift)).inflate(2 * m + w // 10, 2 * m + w // 10)
        layer = pygame.Surface(bounds.size, pygame.SRCALPHA)
        self._paint_hand(layer, bounds.topleft, sl, look)
        return layer, bounds.topleft

    def _paint_hand(
        self, target: pygame.Surface, origin: tuple[int, int], sl: SeatLayout, look: _HandLook
    ) -> None:
        """Draw a seat's cards into ``target`` whose top left is ``origin`` on the screen."""
        cards = self.app.cards
        lift = self.app.px(LIFT)
        w = sl.card_w
        for i, card in enumerate(look.hand):
            if card is None:
                continue
            rect = sl.cards[i].move(-origin[0], -origin[1])
            if i in look.marked:
                rect = rect.move(0, -lift)
            self._draw_card(target, card if isinstance(card, Card) else None, rect, look.up)
            if i in look.marked:
                target.blit(cards.overlay(w, (0, 0, 0, 110)), rect)
            if look.hover == i:
                target.blit(cards.outline(w, (255, 226, 130)), rect)
            if card in look.scoring:
                target.blit(cards.outline(w, look.colour), rect)

    def _rating(self, hand: list[Shown]) -> str:
        key = tuple(hand)
        if self._rating_cache is None or self._rating_cache[0] != key:
            value = evaluate([c for c in hand if isinstance(c, Card)], self.game.config.rules)
            self._rating_cache = (key, describe_hand(value, self.app.t))
        return self._rating_cache[1]

    def _draw_stack(self, surface: pygame.Surface, sl: SeatLayout, count: int) -> None:
        from game.ui import tokens

        colour = tokens.CHIP_COLOURS[sl.seat % len(tokens.CHIP_COLOURS)]
        image = tokens.stack(max(0, count), sl.chip_d, 10, colour)
        rect = image.get_rect(midbottom=sl.stack)
        surface.blit(image, rect)
        size = max(14, round(sl.chip_d * 0.62))
        self.text.blit(
            surface, str(count), size, theme.TEXT, bold=True, midtop=(rect.centerx, sl.stack[1] + 2)
        )

    def _draw_flyers(self, surface: pygame.Surface) -> None:
        if not self.scene.steps or not self.scene.flyers:
            return
        step = self.scene.steps[0]
        t = step.t
        from game.ui import tokens

        for f in self.scene.flyers:
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
                image = self.card_image(f.card, max(w, w0), f.face_up)
                image = pygame.transform.scale(image, (cw, round(cw * 1.4)))
                surface.blit(image, image.get_rect(center=rect.center))

    def _draw_controls(self, surface: pygame.Surface) -> None:
        b = self.scene.menu_button
        b.draw(surface, self.app, False, b.rect.collidepoint(self.scene.mouse))
        if not self.scene.human_turn():
            return
        for b in (self.scene.exchange_button, self.scene.keep_button):
            hovered = b.rect.collidepoint(self.scene.mouse)
            b.draw(surface, self.app, False, hovered)

    def _draw_tip(self, surface: pygame.Surface, tip: str, card_rect: pygame.Rect) -> None:
        """The hovered card's tooltip on the hint line below the hand, under that card.

        Above the card it covered the hand's name and the neighbours' corners;
        the hint line is free space next to the pointer and says less meanwhile."""
        s = self.lay.scale
        r = self.lay.hint
        image = self.text.render(tip, max(12, round(r.height * 0.7)), theme.TEXT)
        box = image.get_rect(center=(card_rect.centerx, r.centery)).inflate(round(16 * s), 0)
        box.height = r.height
        box.centery = r.centery
        box.clamp_ip(self.app.content_rect)
        pygame.draw.rect(surface, (12, 28, 20), box, border_radius=round(6 * s))
        pygame.draw.rect(surface, (214, 178, 94), box, 1, border_radius=round(6 * s))
        surface.blit(image, image.get_rect(center=box.center))
        self.tip_rect = box

    def _draw_hint(self, surface: pygame.Surface) -> None:
        tip = self._tip
        if tip is not None:
            self._draw_tip(surface, *tip)
            return
        if not self.app.settings.show_hint:
            return
        if self.scene.steps or self.scene.computer_thinking():
            key = "hint.wait"
        elif self.scene.human_turn():
            key = "hint.exchange"
        else:
            key = "hint.table"
        text = self.app.t(key)
        if key != "hint.wait":
            text = f"{text} · {self.app.t('hint.history_key')}"
        if self.scene.tips.available():
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
