"""How the table looks: felt, seats, cards, token stacks, flying sprites, controls.

`TablePainter(app, text)` belongs to one `TableScene` and draws the frame's
`TablePicture` (`table_picture`), the immutable view model the scene composes
(`table_compose`); it reads nothing of the scene. It keeps what is costly to
redraw: the felt (`_static_layer`, once per size), one composed layer per
hand (rebuilt when the hand or its marks change, at most one per frame), and
the sprites the table will need, rendered a little per frame ahead of their
first use (`warm_step`). `reset` drops the caches when the layout changes.
A frame in which a hand could not use its layer yet (`unsettled`) is followed
by one that can: the scene keeps drawing until none is pending.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame

from game.engine import Card
from game.scenes.base import SceneContext
from game.scenes.table_base import LIFT
from game.scenes.token.picture import FlyerPicture, HandLook, SeatPicture, TablePicture
from game.scenes.token.tips import draw_tips
from game.session import TableView
from game.ui import theme
from game.ui.textcache import TextCache
from game.ui.token.layout import SeatLayout, TableLayout
from game.ui.widgets import Button

__all__ = ["TablePainter", "LIFT"]  # LIFT: how high a marked card stands (`table_base`)


#: A seat's composed hand layer: its cache key (card width, place, look, back, four colours),
#: the surface and where it goes.
_LayerKey = tuple[int, tuple[int, int], HandLook, int, bool]
_HandLayer = tuple[_LayerKey, pygame.Surface, tuple[int, int]]


def _no_action() -> None:
    return None


class TablePainter:
    """Draws the pictures of one table scene; see the module docstring."""

    def __init__(self, app: SceneContext, text: TextCache, game: TableView, lay: TableLayout) -> None:
        self.app = app
        self.text = text
        self.game = game  # what the warm-up renders ahead: the cards in the hands
        #: The hovered card's tooltip box of the last frame drawn (None: no tooltip).
        self.tip_rect: pygame.Rect | None = None
        #: Draws so far in which a hand was painted without its layer (see the module docstring).
        self.unsettled = 0
        #: The last draw used every hand's layer.
        self.settled = True
        self.reset(lay)

    def reset(self, lay: TableLayout) -> None:
        """Forget the size-dependent caches (the layout changed) and warm up afresh."""
        self.lay = lay
        self._static: pygame.Surface | None = None
        self._static_lay: TableLayout | None = None
        self._hand_layers: dict[int, _HandLayer] = {}
        self._layer_budget = 1
        self._warm: Iterator[None] | None = self._warm_up()

    @property
    def warming(self) -> bool:
        """Sprites are still being rendered ahead of their use (a little per frame)."""
        return self._warm is not None

    def _back_style(self) -> int:
        from game.scenes.token.compose import back_style

        return back_style(self.app.settings.card_back)

    def _warm_up(self) -> Iterator[None]:
        """Render the sprites this table will need, one at a time (see `warm_step`)."""
        from game.engine import FULL_DECK
        from game.scenes.token.results import ResultsScene
        from game.ui import tokens

        lay = self.lay
        cards = self.app.cards
        widths = sorted({sl.card_w for sl in lay.seats})
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
        # the hands on the table first, then every card at every size the table and results use
        results_w = ResultsScene.card_width(self.app, len(lay.seats))
        for sl in lay.seats:
            for card in self.game.hand(sl.seat):
                cards.face(card, sl.card_w, four)
                yield
        for sl in lay.seats:
            for card in self.game.hand(sl.seat):
                cards.face(card, results_w, four)
                yield
        top = max(10, self.game.config.tokens)
        for sl in lay.seats:
            colour = tokens.CHIP_COLOURS[sl.seat % len(tokens.CHIP_COLOURS)]
            tokens.chip(sl.chip_d, colour)
            for count in range(0, min(top, 10) + 1):
                tokens.stack(count, sl.chip_d, 10, colour)
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
        for w in (*widths, results_w):
            cards.outline(w, theme.GOLD)
            cards.outline(w, theme.RED)
            cards.outline(w, (250, 250, 250))
            cards.overlay(w, (0, 0, 0, 120))
            for card in FULL_DECK:
                cards.face(card, w, four)
                yield

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

    def _static_layer(self, lay: TableLayout) -> pygame.Surface:
        """Felt, table and rail, drawn once per size."""
        area = self.app.content_rect
        if self._static is not None and self._static.get_size() == area.size and self._static_lay == lay:
            return self._static
        from game.ui.felt import table_surface

        s = lay.scale
        surf = table_surface(area, lay.oval, s, self.app.screen)
        # the centre where tokens go and come from: a faint ring on the felt
        pot = (lay.pot[0] - area.x, lay.pot[1] - area.y)
        pot_r = lay.pot_r
        pygame.draw.circle(surf, (52, 140, 88), pot, pot_r)
        pygame.draw.circle(surf, (214, 178, 94), pot, pot_r, max(1, round(2 * s)))
        pygame.draw.circle(surf, (214, 178, 94), pot, round(pot_r * 0.8), 1)
        self._static = surf
        self._static_lay = lay
        return surf

    def draw(self, surface: pygame.Surface, picture: TablePicture) -> None:
        """Paint ``picture`` into the content rect of ``surface``."""
        area = self.app.content_rect
        self._layer_budget = 1
        self.tip_rect = None
        direct = False
        surface.blit(self._static_layer(picture.lay), area.topleft)
        self._draw_centre(surface, picture)
        for seat in picture.seats:
            direct = self._draw_seat(surface, seat, picture) or direct
        self._draw_flyers(surface, picture)
        self._draw_controls(surface, picture)
        if picture.tips is not None:
            draw_tips(surface, self.app, self.text, self.card_image, picture.tips)
        if picture.tooltip is not None:
            self._draw_tip(surface, picture.lay, *picture.tooltip)
        elif picture.hint is not None:
            r = picture.lay.hint
            self.text.blit(
                surface,
                picture.hint,
                max(12, round(r.height * 0.7)),
                theme.TEXT_DIM,
                max_width=r.width,
                center=r.center,
            )
        if direct:
            self.unsettled += 1
        self.settled = not direct

    def dirty_rects(self, before: TablePicture, after: TablePicture) -> list[pygame.Rect] | None:
        """Where ``after`` differs from ``before`` on the screen when only glows and status lines
        changed (the pulse, the thinking dots), else None (everything)."""
        changed = after.changed_seats(before)
        if changed is None:
            return None
        rects = []
        for old, new in changed:
            for seat in (old, new):
                if seat.glow is not None:
                    rects.append(seat.layout.plate.inflate(seat.glow[1], seat.glow[1]))
                if seat.label is not None:
                    rects.append(self._label_rect(seat.layout, seat.label[0], seat.label[1]))
        return rects

    # centre: stock, round, whose turn
    def _draw_centre(self, surface: pygame.Surface, picture: TablePicture) -> None:
        lay = picture.lay
        centre = picture.centre
        w = lay.stock.width
        back = self.app.cards.back(w, picture.back_style)
        for k in range(3):
            surface.blit(back, lay.stock.move(-k * 2, -k * 2))
        s = lay.scale
        # readable from across the room: the round large, whose turn in bold, the stake in the pot
        self.text.blit(
            surface, centre.title, max(18, round(38 * s)), theme.TEXT, bold=True, center=lay.round_title
        )
        self.text.blit(surface, centre.info, max(12, round(17 * s)), theme.TEXT_DIM, center=lay.round_label)
        if centre.message:
            self.text.blit(
                surface,
                centre.message,
                max(15, round(28 * s)),
                theme.ACCENT,
                bold=True,
                max_width=lay.centre.width,
                center=lay.message,
            )
        # the token at stake in the pot ring: what the round's verdict costs or gains
        from game.ui import tokens

        if centre.stake_chip:
            image = tokens.chip(round(lay.pot_r * 1.3), tokens.CHIP_COLOURS[0])
            rect = image.get_rect(center=lay.pot)
            surface.blit(image, rect)
            pygame.draw.circle(surface, (40, 16, 14), rect.center, round(lay.pot_r * 0.4))
            self.text.blit(
                surface,
                centre.stake,
                max(14, round(lay.pot_r * 0.62)),
                (250, 246, 232),
                bold=True,
                center=rect.center,
            )
        self.text.blit(
            surface,
            centre.caption,
            max(13, round(20 * s)),
            centre.caption_colour,
            bold=True,
            max_width=lay.pot[0] - lay.pot_r - lay.stock.right - round(16 * s),
            center=lay.stake_label,
        )

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
        back: int,
        four: bool,
        flip: float | None = None,
    ) -> None:
        cards = self.app.cards
        w = rect.width
        m = cards.shadow_margin(w)
        surface.blit(cards.shadow(w), (rect.x - m + max(1, w // 30), rect.y - m + max(2, w // 20)))
        if flip is not None:
            # turning over: the back narrows, then the face widens
            show_face = flip >= 0.5
            image = cards.face(card, w, four) if (show_face and card) else cards.back(w, back)
            squeeze = abs(math.cos(flip * math.pi))
            image = pygame.transform.scale(
                image, (max(1, round(image.get_width() * squeeze)), image.get_height())
            )
            surface.blit(image, image.get_rect(center=rect.center))
            return
        if up and card is not None:
            surface.blit(cards.face(card, w, four), rect)
        else:
            surface.blit(cards.back(w, back), rect)

    def _label_rect(self, sl: SeatLayout, label: str, colour: theme.Color) -> pygame.Rect:
        image = self.text.render(label, max(11, round(sl.label.height * 0.8)), colour)
        return image.get_rect(center=sl.label.center)

    def _draw_seat(self, surface: pygame.Surface, seat: SeatPicture, picture: TablePicture) -> bool:
        """Draw one seat; True if its hand was painted without its layer (the budget was spent)."""
        sl = seat.layout
        s = picture.lay.scale
        plate = sl.plate
        if seat.glow is not None:
            colour, grow = seat.glow
            pygame.draw.rect(
                surface, colour, plate.inflate(grow, grow), max(2, round(3 * s)), border_radius=round(14 * s)
            )
        fill = (20, 46, 34) if not seat.out else (40, 40, 40)
        pygame.draw.rect(surface, fill, plate, border_radius=round(10 * s))
        pygame.draw.rect(surface, seat.border, plate, max(1, round(2 * s)), border_radius=round(10 * s))
        self.text.blit(
            surface,
            seat.name,
            max(12, round(plate.height * 0.62)),
            theme.TEXT if not seat.out else theme.TEXT_DIM,
            max_width=plate.width - round(16 * s),
            center=plate.center,
        )
        if seat.label is not None:
            text, colour = seat.label
            size = max(11, round(sl.label.height * 0.8))
            self.text.blit(surface, text, size, colour, center=sl.label.center)
        if seat.dealer:
            r = max(6, round(12 * s))
            pygame.draw.circle(surface, (0, 0, 0), (sl.button[0] + 1, sl.button[1] + 2), r)
            pygame.draw.circle(surface, (246, 242, 228), sl.button, r)
            pygame.draw.circle(surface, (150, 115, 45), sl.button, r, max(1, r // 6))
            self.text.blit(
                surface, seat.dealer, max(10, round(r * 1.3)), (40, 30, 20), bold=True, center=sl.button
            )
        self._draw_stack(surface, sl, seat.tokens)

        look = seat.look
        back, four = picture.back_style, picture.four_color
        direct = False
        if seat.flip is not None:
            for i, card in enumerate(look.hand):
                if card is not None:
                    face = card if isinstance(card, Card) else None
                    self._draw_card(surface, face, sl.cards[i], look.up, back, four, seat.flip)
        else:
            key = (sl.card_w, sl.cards[0].topleft, look, back, four)
            cached = self._hand_layers.get(sl.seat)
            if cached is None or cached[0] != key:
                if self._layer_budget <= 0:
                    # one layer is rebuilt per frame (at the showdown all change at once)
                    self._paint_hand(surface, (0, 0), sl, look, back, four)
                    cached = None
                    direct = True
                else:
                    self._layer_budget -= 1
                    cached = (key, *self._hand_layer(sl, look, back, four))
                    self._hand_layers[sl.seat] = cached
            if cached is not None:
                surface.blit(cached[1], cached[2])

        if seat.rating is not None:
            text, size, colour, max_width = seat.rating
            self.text.blit(surface, text, size, colour, max_width=max_width, center=sl.rating.center)
        return direct

    def _hand_layer(
        self, sl: SeatLayout, look: HandLook, back: int, four: bool
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
        self._paint_hand(layer, bounds.topleft, sl, look, back, four)
        return layer, bounds.topleft

    def _paint_hand(
        self,
        target: pygame.Surface,
        origin: tuple[int, int],
        sl: SeatLayout,
        look: HandLook,
        back: int,
        four: bool,
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
            self._draw_card(target, card if isinstance(card, Card) else None, rect, look.up, back, four)
            if i in look.marked:
                target.blit(cards.overlay(w, (0, 0, 0, 110)), rect)
            if look.hover == i:
                target.blit(cards.outline(w, (255, 226, 130)), rect)
            if card in look.scoring:
                target.blit(cards.outline(w, look.colour), rect)

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

    def _draw_flyers(self, surface: pygame.Surface, picture: TablePicture) -> None:
        from game.ui import tokens

        back, four = picture.back_style, picture.four_color
        for f in picture.flyers:
            if f.chip:
                colour = tokens.CHIP_COLOURS[f.seat % len(tokens.CHIP_COLOURS)]
                image = tokens.chip(f.width, colour)
                surface.blit(image, image.get_rect(center=f.center))
                continue
            rect = pygame.Rect(0, 0, f.width, round(f.width * 1.4))
            rect.center = f.center
            if not f.scaled:
                self._draw_card(surface, f.card, rect, f.face_up, back, four)
                continue
            image = self._flyer_sprite(f, back, four)
            image = pygame.transform.scale(image, (f.scaled, round(f.scaled * 1.4)))
            surface.blit(image, image.get_rect(center=rect.center))

    def _flyer_sprite(self, f: FlyerPicture, back: int, four: bool) -> pygame.Surface:
        cards = self.app.cards
        if f.face_up and f.card is not None:
            return cards.face(f.card, f.sprite_w, four)
        return cards.back(f.sprite_w, back)

    def _draw_controls(self, surface: pygame.Surface, picture: TablePicture) -> None:
        controls = picture.controls
        lay = picture.lay
        buttons: list[tuple[str, bool, pygame.Rect, bool]] = []
        if controls.menu_label is not None:
            buttons.append((controls.menu_label, controls.menu_hovered, lay.menu_button, False))
        if controls.exchange is not None:
            buttons.append((*controls.exchange, lay.exchange_button, True))
        if controls.keep is not None:
            buttons.append((*controls.keep, lay.keep_button, False))
        for label, hovered, rect, primary in buttons:
            button = Button(label, _no_action, primary=primary)
            button.rect = rect
            button.draw(surface, self.app, False, hovered)

    def _draw_tip(self, surface: pygame.Surface, lay: TableLayout, tip: str, card_rect: pygame.Rect) -> None:
        """The hovered card's tooltip on the hint line below the hand, under that card.

        Above the card it covered the hand's name and the neighbours' corners;
        the hint line is free space next to the pointer and says less meanwhile."""
        s = lay.scale
        r = lay.hint
        image = self.text.render(tip, max(12, round(r.height * 0.7)), theme.TEXT)
        box = image.get_rect(center=(card_rect.centerx, r.centery)).inflate(round(16 * s), 0)
        box.height = r.height
        box.centery = r.centery
        box.clamp_ip(self.app.content_rect)
        pygame.draw.rect(surface, (12, 28, 20), box, border_radius=round(6 * s))
        pygame.draw.rect(surface, (214, 178, 94), box, 1, border_radius=round(6 * s))
        surface.blit(image, image.get_rect(center=box.center))
        self.tip_rect = box
