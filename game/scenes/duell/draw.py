"""How the Duell table looks: felt, both seats with cards and chips, the pot, the controls.

`DuellPainter(scene)` belongs to one `DuellTableScene` and only reads it
(`duell_screen.DuellScreen`). Every frame it draws the cached felt, the
deal's title, the pot as chip piles with its number (and, after a tie, what
it carried over), each seat's stack and bet as piles with their numbers,
the name plates with their state (whose turn, thinking, exchanged, folded),
the cards (the person's marks and hover as on the token table; at the
showdown the deciding cards framed in gold, the loser's combination in
white), the round's log, the computer's speech bubble, cards and chips in
flight, the action bar, the amount chooser, the Tipp, the hint line.
"""

from __future__ import annotations

import math

import pygame

from game.engine import Card
from game.scenes.base import SceneContext
from game.scenes.duell.look import ClockLook, DuellLook, turn_of, winner_shown
from game.scenes.duell.screen import DuellScreen
from game.scenes.table_base import LIFT
from game.scenes.token.steps import HIDDEN, Shown
from game.text import describe_hand
from game.text.duell.words import counted, rated
from game.ui import theme, tokens
from game.ui.chips import draw_amount
from game.ui.draw import panel, wrap_text
from game.ui.duell.layout import stack_spot
from game.ui.felt import table_surface
from game.ui.textcache import TextCache

__all__ = ["DuellPainter"]

PERSON, COMPUTER = 0, 1


class DuellPainter:
    """Draws one Duell table scene; see the module doc."""

    def __init__(self, scene: DuellScreen) -> None:
        self.scene = scene
        self.app: SceneContext = scene.app
        self.text: TextCache = scene.text
        self._static: pygame.Surface | None = None
        self._rating: tuple[tuple[object, ...], str] | None = None

    def reset(self) -> None:
        """Forget the size-dependent cache (the layout changed)."""
        self._static = None

    # ------------------------------------------------------------------ cards
    def _back_style(self) -> int:
        from game.ui.cards import BACK_STYLES

        return min(max(0, int(self.app.settings.card_back)), len(BACK_STYLES) - 1)

    def card_image(self, card: Card | None, width: int, up: bool) -> pygame.Surface:
        """A card face, or its back when it is hidden here or lies face down."""
        if up and card is not None:
            return self.app.cards.face(card, width, self.app.settings.four_color)
        return self.app.cards.back(width, self._back_style())

    def _card(self, surface: pygame.Surface, card: Shown, rect: pygame.Rect, squeeze: float = 1.0) -> None:
        cards = self.app.cards
        w = rect.width
        m = cards.shadow_margin(w)
        if squeeze >= 1.0:
            surface.blit(cards.shadow(w), (rect.x - m + max(1, w // 30), rect.y - m + max(2, w // 20)))
        image = self.card_image(card if isinstance(card, Card) else None, w, isinstance(card, Card))
        if squeeze < 1.0:
            image = pygame.transform.scale(
                image, (max(1, round(image.get_width() * squeeze)), image.get_height())
            )
        surface.blit(image, image.get_rect(center=rect.center))

    # ------------------------------------------------------------------ frame
    def draw(self, surface: pygame.Surface, look: DuellLook) -> None:
        """Draw the table; what its clock drives (rings, dots, the bubble, flights) from ``look``."""
        scene = self.scene
        area = self.app.content_rect
        if self._static is None or self._static.get_size() != area.size:
            self._static = table_surface(area, scene.lay.table.oval, scene.lay.scale, self.app.screen)
        surface.blit(self._static, area.topleft)
        self._draw_centre(surface)
        for seat in (COMPUTER, PERSON):
            self._draw_seat(surface, seat, look.clock)
        self._draw_log(surface)
        self._draw_callout(surface, look.clock.callout_alpha)
        self._draw_flyers(surface, look)
        self._draw_controls(surface)
        scene.tips.draw(surface)
        self._draw_hint(surface)

    def _draw_centre(self, surface: pygame.Surface) -> None:
        scene, lay, t = self.scene, self.scene.lay, self.app.t
        shown = scene.shown
        p = self.app.px
        stock = lay.table.stock
        back = self.app.cards.back(stock.width, self._back_style())
        for k in range(3):
            surface.blit(back, stock.move(-k * 2, -k * 2))
        if shown.deal_no:
            self.text.blit(
                surface, t("duell.round", n=shown.deal_no), p(34), theme.TEXT, bold=True, center=lay.title
            )
            who = (
                t("duell.first_you") if shown.first == PERSON else t("duell.first_other", name=scene.names[1])
            )
            self.text.blit(surface, who, p(17), theme.TEXT_DIM, center=(lay.title[0], lay.title[1] + p(30)))
        # the pot: chip piles, its number, and what a tie carried in or carries on
        label = t("duell.pot", n=shown.pot)
        covered = draw_amount(surface, self.text, shown.pot, lay.pot, lay.pot_chip, theme.TEXT, label)
        note = ""
        if shown.carried_out:
            note = t("duell.carried_over", n=shown.carried_out)
        elif shown.carried and shown.pot and not shown.deal_over:
            note = t("duell.carried", n=shown.carried)
        if note:
            self.text.blit(
                surface, note, p(17), theme.GOLD, bold=True, midtop=(lay.pot[0], covered.bottom + p(2))
            )
        y = lay.message.y + (p(22) if note else 0)
        for line, style in scene.message():
            size = p(26) if style == "head" else p(19)
            bold = style != "plain"
            colour = theme.GOLD if style == "head" else theme.ACCENT if style == "news" else theme.TEXT
            rows = wrap_text(self.app.fonts(size, bold), line, lay.message.width)
            for row in rows[:2]:
                self.text.blit(surface, row, size, colour, bold=bold, midtop=(lay.message.centerx, y))
                y += round(size * 1.2)

    def _draw_seat(self, surface: pygame.Surface, seat: int, clock: ClockLook) -> None:
        scene, lay = self.scene, self.scene.lay
        shown, t = scene.shown, self.app.t
        sl = lay.table.seats[seat]
        s = lay.scale
        p = self.app.px
        turn = turn_of(scene) == seat
        showdown = shown.showdown
        winner = winner_shown(shown)
        plate = sl.plate
        grow = clock.rings[seat]
        if grow is not None:
            ring = (255, 214, 110) if turn else theme.GOLD
            pygame.draw.rect(
                surface, ring, plate.inflate(grow, grow), max(2, round(3 * s)), border_radius=round(14 * s)
            )
        folded = shown.folded == seat
        pygame.draw.rect(
            surface, (40, 40, 40) if folded else (20, 46, 34), plate, border_radius=round(10 * s)
        )
        border = theme.GOLD if turn or winner == seat else (90, 120, 100)
        pygame.draw.rect(surface, border, plate, max(1, round(2 * s)), border_radius=round(10 * s))
        self.text.blit(
            surface,
            scene.names[seat],
            max(12, round(plate.height * 0.62)),
            theme.TEXT_DIM if folded else theme.TEXT,
            max_width=plate.width - round(16 * s),
            center=plate.center,
        )
        # the state under (computer) or over (person) the plate
        label, colour = "", theme.TEXT_DIM
        if folded:
            label, colour = t("duell.folded"), theme.RED
        elif turn and seat == COMPUTER:
            label, colour = t("duell.thinking", name="").strip() + " " + clock.dots, theme.ACCENT
        elif shown.exchanged[seat] is not None:
            label = counted(shown.exchanged[seat] or 0, "duell.kept", "duell.exchanged", t)
            colour = theme.TEXT
        if label:
            self.text.blit(
                surface, label, max(11, round(sl.label.height * 0.8)), colour, center=sl.label.center
            )
        # chips: the stack beside the plate, the bet towards the pot
        spot, piles = stack_spot(lay, seat, shown.stacks[seat])
        draw_amount(
            surface, self.text, shown.stacks[seat], spot, lay.stack_chip, theme.TEXT, None, True, piles
        )
        if shown.bets[seat]:
            draw_amount(surface, self.text, shown.bets[seat], lay.bets[seat], lay.pot_chip, theme.ACCENT)
        self._draw_hand(surface, seat)
        # the person's live rating; both hands named after the showdown
        if (
            seat == PERSON
            and shown.showdown is None
            and all(isinstance(c, Card) for c in shown.cards[PERSON])
        ):
            self.text.blit(
                surface, self._rating_text(shown.cards[PERSON]), p(22), theme.ACCENT, center=sl.rating.center
            )
        elif seat == COMPUTER and showdown is not None and shown.flip is None:
            value = rated(showdown.hands[COMPUTER], scene.session.table.config.deck)
            colour = theme.GOLD if winner == COMPUTER else theme.TEXT
            self.text.blit(
                surface,
                describe_hand(value, t),
                p(18),
                colour,
                bold=True,
                midtop=(sl.label.centerx, sl.label.bottom + p(2)),
            )

    def _rating_text(self, hand: list[Shown]) -> str:
        key = (*hand, self.app.settings.language)  # the name follows a language switch at once
        if self._rating is None or self._rating[0] != key:
            cards = tuple(c for c in hand if isinstance(c, Card))
            value = rated(cards, self.scene.session.table.config.deck)
            self._rating = (key, describe_hand(value, self.app.t))
        return self._rating[1]

    def _draw_hand(self, surface: pygame.Surface, seat: int) -> None:
        scene, shown = self.scene, self.scene.shown
        sl = scene.lay.table.seats[seat]
        cards = self.app.cards
        w = sl.card_w
        lift = self.app.px(LIFT)
        interactive = seat == PERSON and scene.exchanging()
        showdown = shown.showdown if shown.flip is None else None
        deciding: set[Card] = set()
        scoring: set[Card] = set()
        if showdown is not None and showdown.winner is not None:
            deciding = set(showdown.deciding)
            loser = 1 - showdown.winner
            scoring = set(rated(showdown.hands[loser], scene.session.table.config.deck).scoring_cards)
        tip_frames = scene.tips.frames() if seat == PERSON else set()
        for i, card in enumerate(shown.cards[seat]):
            if card is None:
                continue
            rect = sl.cards[i]
            marked = interactive and i in scene.marked
            if marked:
                rect = rect.move(0, -lift)
            squeeze = 1.0
            if seat == COMPUTER and shown.flip is not None:
                squeeze = abs(math.cos(shown.flip * math.pi))
            self._card(surface, card, rect, squeeze)
            if marked:
                surface.blit(cards.overlay(w, (0, 0, 0, 110)), rect)
            if shown.folded == seat and card is not HIDDEN:
                surface.blit(cards.overlay(w, (0, 0, 0, 120)), rect)
            if interactive and scene.hover == i:
                surface.blit(cards.outline(w, (255, 226, 130)), rect)
            if isinstance(card, Card) and card in deciding:
                surface.blit(cards.outline(w, theme.GOLD, max(3, round(w * 0.06))), rect)
            elif isinstance(card, Card) and card in scoring:
                surface.blit(cards.outline(w, theme.CARD_MARK), rect)
            if isinstance(card, Card) and card in tip_frames:
                surface.blit(cards.outline(w, theme.SUGGEST, max(3, round(w * 0.05))), rect)

    def _draw_log(self, surface: pygame.Surface) -> None:
        scene, lay, p = self.scene, self.scene.lay, self.app.px
        log = scene.shown.log
        if not log:
            return
        r = lay.log
        panel(surface, r, (6, 26, 18, 200), (60, 100, 80), p(10), 1)
        self.text.blit(
            surface, self.app.t("duell.log"), p(15), theme.TEXT_DIM, topleft=(r.x + p(10), r.y + p(6))
        )
        size = p(16)
        step = round(size * 1.3)
        room = max(1, (r.height - p(30)) // step)
        y = r.y + p(28)
        t = self.app.t
        for k, words in enumerate(log[-room:]):
            colour = theme.TEXT if k == len(log[-room:]) - 1 else theme.TEXT_DIM
            self.text.blit(
                surface, words(t), size, colour, max_width=r.width - p(20), topleft=(r.x + p(10), y)
            )
            y += step

    def callout_box(self) -> tuple[pygame.Rect, pygame.Surface, bool]:
        """Where the speech bubble goes (with its tip), its words' image, and whether it is the
        place under the opponent's name (the first place would cover `callout_avoid`)."""
        shown, lay, p = self.scene.shown, self.scene.lay, self.app.px
        words = shown.callout_say(self.app.t) if shown.callout_say is not None else shown.callout
        image = self.text.fit(words, p(22), (24, 20, 10), lay.callout.width - p(24), bold=True)
        box = image.get_rect().inflate(p(28), p(18))
        box.midright = lay.callout.midright
        whole = pygame.Rect(box.x, box.y, box.width + p(14), box.height)  # with the tip
        if whole.collidelist(self.scene.callout_avoid) < 0:
            return whole, image, False
        box.midtop = (lay.callout_below.centerx, lay.callout_below.y + p(12))
        return pygame.Rect(box.x, box.y - p(12), box.width, box.height + p(12)), image, True

    def _draw_callout(self, surface: pygame.Surface, alpha: int) -> None:
        p = self.app.px
        if not alpha:
            return
        whole, image, below = self.callout_box()
        layer = pygame.Surface(whole.size, pygame.SRCALPHA)
        box = pygame.Rect(0, p(12) if below else 0, image.get_width() + p(28), image.get_height() + p(18))
        pygame.draw.rect(layer, (250, 238, 200), box, border_radius=p(12))
        pygame.draw.rect(layer, theme.ACCENT_DARK, box, max(1, p(2)), border_radius=p(12))
        if below:  # the tip points up at the opponent's name
            tip = [
                (box.centerx - p(8), box.y + 2),
                (box.centerx, box.y - p(12)),
                (box.centerx + p(8), box.y + 2),
            ]
        else:  # the tip points right at the opponent's cards
            tip = [
                (box.width - 2, box.height // 2 - p(8)),
                (box.width + p(12), box.height // 2),
                (box.width - 2, box.height // 2 + p(8)),
            ]
        pygame.draw.polygon(layer, (250, 238, 200), tip)
        layer.blit(image, image.get_rect(center=box.center))
        layer.set_alpha(alpha)
        surface.blit(layer, whole.topleft)

    def _draw_flyers(self, surface: pygame.Surface, look: DuellLook) -> None:
        for f in look.flights:
            image = self.card_image(f.card, f.sprite_w, f.face_up)
            image = pygame.transform.scale(image, (f.width, round(f.width * 1.4)))
            surface.blit(image, image.get_rect(center=f.center))
        for c in look.chips:
            image = tokens.chip(c.diameter, c.colour)
            surface.blit(image, image.get_rect(center=c.center))

    def _draw_controls(self, surface: pygame.Surface) -> None:
        scene = self.scene
        mouse = scene.mouse
        b = scene.menu_button
        b.draw(surface, self.app, False, b.rect.collidepoint(mouse))
        if scene.shown.deal_over and not scene.steps:
            nb = scene.next_button
            nb.draw(surface, self.app, False, nb.rect.collidepoint(mouse))
            return
        if scene.my_turn():
            scene.bar.draw(surface, self.app, mouse)
            scene.chooser.draw(surface, self.app, self.text, mouse)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        scene = self.scene
        if not self.app.settings.show_hint:
            return
        t = self.app.t
        if scene.steps or (scene.computer_thinking() and scene.session.table.opponent is None):
            key = "hint.wait"  # a key skips an animation or hurries the computer, not a person
        elif scene.shown.deal_over:
            key = "hint.duell_next"
        elif scene.chooser.open:
            key = "hint.duell_chooser"
        elif scene.exchanging():
            key = "hint.duell_exchange"
        elif scene.my_turn():
            key = "hint.duell_bet"
        else:
            key = "hint.table"
        line = t(key)
        if scene.tips.available() and key != "hint.duell_chooser":
            line = f"{line} · {t('hint.tip_key')}"
        r = scene.lay.table.hint
        self.text.blit(
            surface, line, max(12, round(r.height * 0.7)), theme.TEXT_DIM, max_width=r.width, center=r.center
        )
