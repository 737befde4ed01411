"""The table's "Tipp" hint: a toggled panel with the odds and Profi's advice.

`TableTips(scene, agreed)` belongs to one `TableScene`. It owns whether the
hint may be shown (the setting `show_tips`; in hot seat, more than one
person, only if everybody agreed in the setup - `agreed`), whether it is
open, the "Tipp" button, the keys that toggle it (? on any layout - the
KEYDOWN's unicode, K_QUESTION, shift+slash, or a TEXTINPUT '?' - and F2),
and what it shows each frame (`picture`, a `TipsPicture`): the panel over the
felt's centre (between the other seats and the person's rating line, so it
never covers the person's cards or the warning band) and a frame around each
card Profi would exchange. `draw_tips` draws that picture and reads nothing
else. The figures come from `game.ui.tips` (cached per selection), so an open
panel costs nothing per frame beyond blits. It only reads the scene.

At a network table (``network``) people play against each other, so the
Tipp is off there, as at online card rooms: no key, no button, no panel;
its key only brings a short notice that Tipps are for local tables.
"""

from __future__ import annotations

import threading
from typing import Protocol

import pygame

from game.engine import Card
from game.scenes.base import SceneContext
from game.scenes.token.picture import PanelPicture, TipsPicture
from game.scenes.token.screen import TableScreen
from game.text.tips import goal_key, percent, tip_lines
from game.ui import theme
from game.ui.draw import panel
from game.ui.textcache import TextCache
from game.ui.tipkeys import TipKeys
from game.ui.tips import Tip, tip_for, warm_up
from game.ui.widgets import Button

__all__ = ["TableTips", "SUGGEST", "draw_tips"]

#: Frame colour of the cards Profi would exchange (distinct from the gold hover frame).
SUGGEST = theme.SUGGEST


class TableTips:
    """The hint panel of one table scene.

    ``agreed``: everybody agreed to the hint in hot seat. Without it the
    agreement is read from ``app.hot_seat_tips`` (the set-up agreed in the
    setup screen this session), so a rematch keeps it; a game resumed after
    a restart has no agreement, so hot seat resumes without hints.
    """

    def __init__(self, scene: TableScreen, agreed: bool = False, network: bool = False) -> None:
        self.scene = scene
        self.agreed = agreed
        #: A network table: the Tipp is off (see the module docstring).
        self.network = network
        self.open = False
        self.keys = TipKeys()
        self.button = Button(lambda: scene.app.t("tip.button"), self.toggle)
        if self.allowed() and scene.humans:
            # the first hint would build lookup tables (~0.2 s): do it beside the frame loop
            # (a table without people, the demo, never shows the hint)
            threading.Thread(target=warm_up, name="tips-warm-up", daemon=True).start()

    # ------------------------------------------------------------------ state
    def allowed(self) -> bool:
        """The hint may be used in this game (setting on; hot seat only if agreed; never at a
        network table)."""
        if self.network or not self.scene.app.settings.show_tips:
            return False
        if not self.scene.hot_seat:
            return True
        return self.agreed or self.scene.app.hot_seat_tips == self.scene.game.config

    def available(self) -> bool:
        """The hint can be shown now: allowed and a person is choosing their exchange."""
        return self.allowed() and self.scene.human_turn()

    @property
    def showing(self) -> bool:
        return self.open and self.available()

    def toggle(self) -> None:
        if self.available():
            self.open = not self.open

    def tip(self) -> Tip | None:
        """The figures for the current person's current selection (None: no hint now)."""
        if not self.available():
            return None
        scene = self.scene
        seat = scene.game.current
        assert seat is not None
        hand = scene.game.hand(seat)
        return tip_for(scene.session.seat_view(seat), exchanged_cards(hand, scene.marked))

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        """Take the event if it is the hint's (True: consumed)."""
        if self.network:
            # the Tipp key at a network table: say why nothing opens (once per press)
            return self.keys.handle(event, True, self._local_only, None)
        return self.keys.handle(event, self.available(), self.toggle, self.button.rect)

    def _local_only(self) -> None:
        self.scene.app.notify(self.scene.app.t("tip.local_only"))

    # ------------------------------------------------------------------ layout
    def _button_rect(self) -> pygame.Rect:
        lay = self.scene.lay
        px = self.scene.app.px
        ex = lay.exchange_button
        r = pygame.Rect(0, 0, ex.width, max(20, round(ex.height * 0.8)))
        r.bottomleft = (ex.x, ex.y - px(10))
        return r

    def _sizes(self, k: float = 1.0) -> tuple[int, int, int, int, int]:
        """(padding, heading, body, small text, suggestion card width) in screen px, shrunk by ``k``."""
        px = self.scene.app.px
        return (
            max(6, round(px(14) * k)),
            max(12, round(max(15, px(19)) * k)),
            max(11, round(max(14, px(17)) * k)),
            max(10, round(max(13, px(15)) * k)),
            max(18, round(max(26, px(36)) * k)),
        )

    def _content_height(self, lines: int = 6, k: float = 1.0) -> int:
        pad, head, body, small, card_w = self._sizes(k)
        rows = round(head * 1.5) + max(3, lines) * round(body * 1.3)
        # the cards may have to go below the title (narrow panel): room for that
        right = round(head * 1.5) + round(card_w * 1.4) + pad // 2 + 3 * round(small * 1.35)
        return 2 * pad + max(rows, right)

    def panel_rect(self, lines: int = 6) -> pygame.Rect:
        """Over the felt's centre: below the other seats, above the person's rating line."""
        return self._layout(lines)[0]

    def _layout(self, lines: int) -> tuple[pygame.Rect, tuple[int, int, int, int, int]]:
        """The panel's rect and the sizes inside it (smaller where the table leaves little room)."""
        lay = self.scene.lay
        px = self.scene.app.px
        bottom_seat = lay.seats[self.scene.bottom]
        bottom = bottom_seat.rating.y - px(6)
        top_limit = lay.area.y + px(8)
        for sl in lay.seats:
            if sl.bottom:
                continue
            reach = max(sl.label.bottom, sl.plate.bottom)
            # seats standing above the centre band push the panel down
            if sl.cards[0].centery < lay.oval.centery - px(40):
                top_limit = max(top_limit, reach + px(6))
        room = bottom - top_limit
        k = next((k for k in (1.0, 0.92, 0.84, 0.76, 0.68) if self._content_height(lines, k) <= room), 0.6)
        height = max(px(100), min(self._content_height(lines, k), room))
        # seats beside the panel (left and right of the centre) narrow it
        left, right = lay.area.x + px(12), lay.area.right - px(12)
        for sl in lay.seats:
            if sl.bottom:
                continue
            box = sl.hand_rect.union(sl.plate).union(sl.label)
            box.union_ip(pygame.Rect(sl.stack[0] - sl.chip_d, box.y, 2 * sl.chip_d, box.height))
            if box.bottom <= bottom - height or box.y >= bottom:
                continue
            if box.centerx < lay.area.centerx:
                left = max(left, box.right + px(8))
            else:
                right = min(right, box.x - px(8))
        half = min(px(370), lay.area.centerx - left, right - lay.area.centerx)
        r = pygame.Rect(0, 0, 2 * half, height)
        r.bottom = bottom
        r.centerx = lay.area.centerx
        return r, self._sizes(k)

    # ------------------------------------------------------------------ picture
    def picture(self) -> TipsPicture | None:
        """What the hint shows this frame (None: not available now)."""
        if not self.available():
            return None
        scene = self.scene
        button = self._button_rect()
        self.button.rect = button
        panel = None
        tip = self.tip() if self.open else None
        if tip is not None:
            app = scene.app
            t = app.t
            lang = app.settings.language
            seat = scene.game.current
            assert seat is not None
            sl = scene.lay.seats[seat]
            lift = app.px(22)
            frames = tuple(
                sl.cards[i].move(0, -lift if i in scene.marked else 0)
                for i, card in enumerate(tip.hand)
                if card in tip.advice.exchange
            )
            rows = tuple(tip_lines(tip, t, lang))
            rect, sizes = self._layout(len(rows))
            n = len(tip.exchange)
            count = len(tip.advice.exchange)
            panel = PanelPicture(
                tip=tip,
                frames=frames,
                card_w=sl.card_w,
                rect=rect,
                sizes=sizes,
                rows=rows,
                title=t("tip.yours", n=n) if n else t("tip.yours_keep"),
                profi_title=t("tip.profi", n=count) if count else t("tip.profi_keep"),
                goal=t(goal_key(tip.advice.mode), chance=percent(tip.advice.chance, lang)),
                verdict=(
                    t("tip.same")
                    if tip.same_as_profi
                    else t("tip.yours_chance", chance=percent(tip.own_chance, lang))
                ),
            )
        return TipsPicture(
            button=button,
            label=scene.app.t("tip.button"),
            open=self.open,
            hovered=button.collidepoint(scene.mouse),
            panel=panel,
        )


class CardImage(Protocol):
    """A card face (or back) ``width`` pixels wide (the painter's `card_image`)."""

    def __call__(self, card: Card | None, width: int, up: bool, /) -> pygame.Surface: ...


def draw_tips(
    surface: pygame.Surface, app: SceneContext, text: TextCache, card_image: CardImage, pic: TipsPicture
) -> None:
    """Draw the Tipp button and, when open, the frames in the hand and the panel."""
    button = Button(pic.label, _no_action)
    button.rect = pic.button
    button.draw(surface, app, pic.open, pic.hovered)
    if pic.panel is None:
        return
    panel_pic = pic.panel
    # frame the cards Profi would exchange where they lie in the person's hand
    w = panel_pic.card_w
    frame = app.cards.outline(w, SUGGEST, max(3, round(w * 0.05)))
    for rect in panel_pic.frames:
        surface.blit(frame, rect)
    _draw_panel(surface, app, text, card_image, panel_pic)


def _no_action() -> None:
    return None


def _draw_panel(
    surface: pygame.Surface, app: SceneContext, text: TextCache, card_image: CardImage, pic: PanelPicture
) -> None:
    tip = pic.tip
    px = app.px
    rows = pic.rows
    r, (pad, head, body, small, card_w) = pic.rect, pic.sizes
    # opaque: the status lines under it must not shine through
    panel(surface, r, (8, 26, 19), theme.PANEL_BORDER, px(12))
    line_h = round(body * 1.3)
    left_w = round((r.width - 3 * pad) * 0.44)
    left = pygame.Rect(r.x + pad, r.y + pad, left_w, r.height - 2 * pad)
    right = pygame.Rect(left.right + pad, left.y, r.right - pad - left.right - pad, left.height)
    split = left.right + pad // 2
    pygame.draw.line(surface, (70, 96, 80), (split, r.y + pad), (split, r.bottom - pad))

    # left: the person's selection and its exact odds
    text.blit(surface, pic.title, head, theme.ACCENT, True, max_width=left.width, topleft=left.topleft)
    y = left.y + round(head * 1.5)
    number_w = px(64)
    size = body  # one size for all rows, the longest label decides
    while size > 10 and any(app.fonts(size).size(label)[0] > left.width - number_w for label, _ in rows):
        size -= 1
    for label, value in rows:
        if y + line_h > left.bottom + pad // 2:
            break
        text.blit(surface, label, size, theme.TEXT, topleft=(left.x, y))
        text.blit(surface, value, size, theme.TEXT, True, topright=(left.right - px(4), y))
        y += line_h

    # right: Profi's exchange, its cards, and why
    title_rect = text.blit(
        surface, pic.profi_title, head, (150, 226, 240), True, max_width=right.width, topleft=right.topleft
    )
    card_w = min(card_w, (right.width - 4 * px(4)) // 5)
    row_w = 5 * card_w + 4 * px(4)
    if title_rect.right + px(12) + row_w <= right.right:
        # the cards beside the title: room for the lines below on a crowded table
        x, y = right.right - row_w, right.y
    else:
        x, y = right.x, right.y + round(head * 1.5)
    frame = app.cards.outline(card_w, SUGGEST, max(2, round(card_w * 0.07)))
    for card in tip.hand:
        image = card_image(card, card_w, True)
        rect = image.get_rect(topleft=(x, y))
        surface.blit(image, rect)
        if card in tip.advice.exchange:
            surface.blit(frame, rect)
        x += card_w + px(4)
    y = max(y + round(card_w * 1.4), title_rect.bottom) + pad // 2
    font = app.fonts(small)
    step = round(small * 1.35)
    for line, colour in [
        *((line, theme.TEXT) for line in _wrap(font, pic.goal, right.width)),
        *((line, theme.TEXT_DIM) for line in _wrap(font, pic.verdict, right.width)),
    ]:
        if y + step > right.bottom + pad // 2:
            break
        text.blit(surface, line, small, colour, topleft=(right.x, y))
        y += step


def exchanged_cards(hand: tuple[Card, ...], marked: set[int]) -> list[Card]:
    """The marked cards of ``hand`` in hand order (the selection the hint rates)."""
    return [hand[i] for i in sorted(marked) if i < len(hand)]


def _wrap(font: pygame.font.Font, value: str, width: int) -> list[str]:
    """Greedy wrap at plain spaces only, so a no-break space keeps "59 %" together."""
    rows: list[str] = []
    for word in value.split(" "):
        if rows and font.size(f"{rows[-1]} {word}")[0] <= width:
            rows[-1] = f"{rows[-1]} {word}"
        else:
            rows.append(word)
    return rows
