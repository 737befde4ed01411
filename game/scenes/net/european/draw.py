"""How the European network table looks: the felt, five places, the pot and round, the column.

`EuropeanPainter(screen)` belongs to one `net_european.EuropeanTableScene`
and only reads it through `EuropeanScreen` (so it never imports the scene).
Every frame it draws the cached felt (`game.ui.felt`) and on it, from the
scene's `PlaceShown` values, each place: the name plate with the chips, the
cards (the person's own five large at the bottom, marked ones raised and
dimmed, the hovered one framed while exchanging; the others' backs fanned
above their plates, face up only once shown at the showdown, greyed once
folded), the status line (to move, exchanged, folded, the shown hand's
name, the winner in gold), what each put into the pot as chip piles, the
game master's mark and, at the one to move, a glow and a ring counting
their minute down. The middle shows the round ("1", "KARTEN TAUSCHEN",
"3, 4, ...", "SHOWDOWN") over the pot, the result after a game, or what the
table waits for. The action bar runs under the felt; the column holds the
table's facts (you, the connection, the game master, the countdowns, the
game's last events) or the amount chooser, and the chat.

Every card face it draws is recorded in `cards_drawn` ("hand", "shown").
Nothing here depends on the clock: the picture changes only with the
scene's `look` (the countdown ring moves by whole seconds).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from game.engine import Card
from game.engine.european.timers import TIMER_SECONDS, TimerKind
from game.scenes.base import SceneContext
from game.scenes.net.room import ChatBox, connection_line, timer_lines
from game.session.european.remote import RemoteEuropeanSession
from game.ui import theme
from game.ui.actionbar import ActionBar
from game.ui.amount import AmountChooser
from game.ui.cards import BACK_STYLES
from game.ui.chips import draw_amount
from game.ui.draw import panel
from game.ui.european.layout import EuropeanLayout, PlaceLayout
from game.ui.felt import table_surface
from game.ui.textcache import TextCache

__all__ = ["EuropeanPainter", "EuropeanScreen", "PlaceShown", "Middle", "HandLine"]

#: Dimming of folded players' cards and of cards marked for the exchange.
_DIM = (0, 0, 0, 150)
_MARKED = (0, 0, 0, 100)


@dataclass(frozen=True, slots=True)
class PlaceShown:
    """One place at the table as the screen shows it (``name`` None: a free seat)."""

    place: int
    name: str | None
    #: The game seat (None: not in this game).
    seat: int | None
    chips: int | None
    put_in: int
    #: Face-down cards are None; the person's own cards are drawn from the scene's hand.
    cards: tuple[Card | None, ...]
    folded: bool
    exchanged: int | None
    master: bool
    moving: bool
    connected: bool
    me: bool
    #: What the place's line under the plate says, and in which colour.
    status: str
    status_colour: theme.Color
    winner: bool
    #: Whole seconds left of the place's move (None: no countdown at this place).
    seconds: int | None


@dataclass(frozen=True, slots=True)
class Middle:
    """The middle of the felt: a caption over a large line, the pot (0: none) and a note under it."""

    caption: str
    headline: str
    colour: theme.Color
    pot: int
    note: str


@dataclass(frozen=True, slots=True)
class HandLine:
    """The line above the person's cards."""

    text: str
    colour: theme.Color
    bold: bool = False


class EuropeanScreen(Protocol):
    """What the painter reads of the table scene."""

    app: SceneContext
    session: RemoteEuropeanSession
    chat: ChatBox
    text: TextCache
    bar: ActionBar
    chooser: AmountChooser
    marked: set[int]
    mouse: tuple[int, int]
    lay: EuropeanLayout

    def places(self) -> list[PlaceShown]: ...

    def hand(self) -> tuple[Card, ...]: ...

    def exchanging(self) -> bool: ...

    def hand_rects(self) -> list[pygame.Rect]: ...

    def middle(self) -> Middle: ...

    def hand_line(self) -> HandLine: ...

    def hand_name(self) -> str: ...

    def log_lines(self) -> Sequence[str]: ...


class EuropeanPainter:
    """Draws one European table scene; see the module docstring."""

    def __init__(self, screen: EuropeanScreen) -> None:
        self.screen = screen
        self.app = screen.app
        self.text = screen.text
        self._felt: pygame.Surface | None = None
        #: Every card face drawn in the last frame, by where: "hand" or "shown".
        self.cards_drawn: list[tuple[str, Card]] = []

    def reset(self) -> None:
        """Forget the felt (the layout changed)."""
        self._felt = None

    def px(self, value: float, least: int = 11) -> int:
        """A design length at the table's scale (text sizes never below ``least``)."""
        return max(least, round(value * self.screen.lay.scale))

    # ------------------------------------------------------------------ frame
    def draw(self, surface: pygame.Surface) -> None:
        screen, lay = self.screen, self.screen.lay
        self.cards_drawn = []
        area = self.app.content_rect
        if self._felt is None or self._felt.get_size() != area.size:
            self._felt = table_surface(area, lay.oval, lay.scale, self.app.screen)
        surface.blit(self._felt, area.topleft)
        self._draw_middle(surface, screen.middle())
        for shown in screen.places():
            self._draw_place(surface, lay.places[shown.place], shown)
        self._draw_hand(surface)
        screen.bar.draw(surface, self.app, screen.mouse)
        if screen.chooser.open:
            screen.chooser.draw(surface, self.app, self.text, screen.mouse)
        else:
            self._draw_facts(surface, lay.facts)
        self._draw_chat(surface, lay.chat)

    # ------------------------------------------------------------------ cards
    def _card(
        self, surface: pygame.Surface, card: Card | None, rect: pygame.Rect, where: str, dim: bool = False
    ) -> None:
        cards, settings = self.app.cards, self.app.settings
        w = rect.width
        m = cards.shadow_margin(w)
        surface.blit(cards.shadow(w), (rect.x - m + max(1, w // 30), rect.y - m + max(2, w // 20)))
        if card is None:
            style = min(max(0, int(settings.card_back)), len(BACK_STYLES) - 1)
            surface.blit(cards.back(w, style), rect)
        else:
            surface.blit(cards.face(card, w, settings.four_color, settings.language), rect)
            self.cards_drawn.append((where, card))
        if dim:
            surface.blit(cards.overlay(w, _DIM), rect)

    def _draw_hand(self, surface: pygame.Surface) -> None:
        """The person's own cards, large at the bottom; the line above them, the numbers under them."""
        screen, lay, cards = self.screen, self.screen.lay, self.app.cards
        exchanging = screen.exchanging()
        hover = -1
        for i, rect in enumerate(screen.hand_rects()):
            if exchanging and rect.collidepoint(screen.mouse):
                hover = i
        for i, (card, rect) in enumerate(zip(screen.hand(), screen.hand_rects(), strict=False)):
            self._card(surface, card, rect, "hand")
            if i in screen.marked:
                surface.blit(cards.overlay(rect.width, _MARKED), rect)
                surface.blit(cards.outline(rect.width, theme.RED), rect)
            elif i == hover:
                surface.blit(cards.outline(rect.width, theme.FOCUS), rect)
        if exchanging:
            numbers = lay.numbers
            step = lay.hand[1].x - lay.hand[0].x
            for i in range(5):
                colour = theme.RED if i in screen.marked else theme.ACCENT
                x = lay.hand[0].centerx + i * step
                self.text.blit(
                    surface, str(i + 1), self.px(16), colour, bold=True, center=(x, numbers.centery)
                )
        else:
            name = screen.hand_name()
            if name:
                self.text.blit(surface, name, self.px(16), theme.ACCENT, bold=True, center=lay.numbers.center)
        line = screen.hand_line()
        if line.text:
            r = lay.hand_line
            size = self.px(19 if line.bold else 17)
            self._backed_text(surface, line.text, size, line.colour, line.bold, r)

    def _backed_text(
        self, surface: pygame.Surface, words: str, size: int, colour: theme.Color, bold: bool, r: pygame.Rect
    ) -> None:
        """A line centred in ``r`` on a dark rounded band, so it reads on the felt and the rail."""
        width = min(r.width, self.app.fonts(size, bold).size(words)[0] + self.px(24))
        band = pygame.Rect(0, 0, width, r.height)
        band.center = r.center
        panel(surface, band, theme.PANEL, None, band.height // 2)
        self.text.blit(
            surface, words, size, colour, bold=bold, max_width=r.width - self.px(16), center=r.center
        )

    # ------------------------------------------------------------------ places
    def _draw_place(self, surface: pygame.Surface, pl: PlaceLayout, shown: PlaceShown) -> None:
        lay, s = self.screen.lay, self.screen.lay.scale
        radius = max(4, round(10 * s))
        plate = pl.plate
        if shown.name is None:  # a free seat: a faint outline
            pygame.draw.rect(surface, theme.FELT_DARK, plate, max(1, round(2 * s)), border_radius=radius)
            self.text.blit(
                surface, self.app.t("net.room.free"), self.px(15), theme.TEXT_DIM, center=plate.center
            )
            return
        if not shown.me:
            faces = any(card is not None for card in shown.cards)
            for card, rect in zip(shown.cards, pl.shown if faces else pl.cards, strict=False):
                self._card(surface, card, rect, "shown", dim=shown.folded)
                if faces and shown.winner:
                    surface.blit(self.app.cards.outline(rect.width, theme.GOLD), rect)
        if shown.moving:
            glow = plate.inflate(round(10 * s), round(10 * s))
            pygame.draw.rect(surface, theme.FOCUS, glow, max(2, round(3 * s)), border_radius=radius + 4)
        elif shown.winner:
            glow = plate.inflate(round(12 * s), round(12 * s))
            pygame.draw.rect(surface, theme.GOLD, glow, max(3, round(4 * s)), border_radius=radius + 4)
        out = shown.folded
        fill = theme.BUTTON_PRESSED if out else theme.BUTTON
        border = theme.FOCUS if shown.moving else theme.GOLD if shown.winner else theme.PANEL_BORDER
        if out and not shown.moving:
            border = theme.ACCENT_DARK
        panel(surface, plate, fill, border, radius, max(1, round(2 * s)))
        half = plate.height // 2
        name_colour = theme.TEXT_DIM if out else theme.TEXT
        if not shown.connected:
            name_colour = theme.RED
        self.text.blit(
            surface,
            shown.name,
            self.px(17),
            name_colour,
            bold=shown.me,
            max_width=plate.width - round(16 * s),
            center=(plate.centerx, plate.y + half // 2 + round(3 * s))
            if shown.chips is not None
            else plate.center,
        )
        if shown.chips is not None:
            self.text.blit(
                surface,
                self.app.t("eu.chips", n=shown.chips),
                self.px(16),
                theme.ACCENT if not out else theme.TEXT_DIM,
                bold=True,
                center=(plate.centerx, plate.y + half + half // 2 - round(1 * s)),
            )
        if shown.status:
            label = pl.label.inflate(round(40 * s), 0)
            bold = shown.winner or shown.moving
            self._backed_text(surface, shown.status, self.px(15), shown.status_colour, bold, label)
        if shown.put_in:
            draw_amount(surface, self.text, shown.put_in, pl.bet, lay.chip_d, theme.TEXT, max_piles=3)
        if shown.master:
            self._draw_mark(surface, pl.mark)
        if shown.seconds is not None:
            self._draw_ring(surface, pl.ring, shown.seconds)

    def _draw_mark(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        """The game master's mark: a light disc with the role's letters."""
        r = self.screen.lay.mark_r
        x, y = centre
        pygame.draw.circle(surface, theme.SHADOW, (x + 1, y + 2), r)
        pygame.draw.circle(surface, theme.TEXT, (x, y), r)
        pygame.draw.circle(surface, theme.ACCENT_DARK, (x, y), r, max(1, r // 6))
        label = self.app.t("eu.mark.master")
        self.text.blit(surface, label, max(9, round(r * 0.95)), theme.FELT_DARK, bold=True, center=(x, y))

    def _draw_ring(self, surface: pygame.Surface, centre: tuple[int, int], seconds: int) -> None:
        """A move's countdown: a ring emptying over the minute with the seconds in it (red at the end)."""
        r = self.screen.lay.ring_r
        width = max(2, r // 5)
        x, y = centre
        box = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        pygame.draw.circle(surface, theme.SHADOW, (x + 1, y + 2), r)
        pygame.draw.circle(surface, theme.FELT_DARK, (x, y), r)
        pygame.draw.circle(surface, theme.ACCENT_DARK, (x, y), r, width)
        share = max(0.0, min(1.0, seconds / TIMER_SECONDS[TimerKind.MOVE]))
        colour = theme.RED if seconds <= 10 else theme.FOCUS
        if share > 0:
            top = math.pi / 2
            pygame.draw.arc(surface, colour, box, top, top + 2 * math.pi * share, width)
        self.text.blit(surface, str(seconds), max(10, round(r * 0.9)), colour, bold=True, center=(x, y))

    # ------------------------------------------------------------------ middle
    def _draw_middle(self, surface: pygame.Surface, middle: Middle) -> None:
        lay = self.screen.lay
        if middle.caption:
            self.text.blit(surface, middle.caption, self.px(15), theme.TEXT_DIM, center=lay.round_caption)
        if middle.headline:
            self.text.blit(
                surface,
                middle.headline,
                self.px(36 if len(middle.headline) <= 16 else 26),
                middle.colour,
                bold=True,
                max_width=lay.oval.width - round(60 * lay.scale),
                center=lay.round_name,
            )
        y = lay.round_name[1] + self.px(24)
        if middle.pot:
            label = f"{self.app.t('eu.info.pot')}: {middle.pot}"
            covered = draw_amount(surface, self.text, middle.pot, lay.pot, lay.pot_chip_d, theme.TEXT, label)
            y = covered.bottom + self.px(4)
        if middle.note:
            self.text.blit(
                surface,
                middle.note,
                self.px(16),
                theme.TEXT,
                max_width=lay.oval.width - round(80 * lay.scale),
                midtop=(lay.round_name[0], y),
            )

    # ------------------------------------------------------------------ column
    def _draw_facts(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        screen, t, s = self.screen, self.app.t, self.screen.lay.scale
        session = screen.session
        panel(surface, r, theme.PANEL, theme.PANEL_BORDER, max(4, round(10 * s)), max(1, round(2 * s)))
        pad = round(12 * s)
        width = r.width - 2 * pad
        y = r.y + round(8 * s)

        def line(words: str, size: int, colour: theme.Color, bold: bool = False) -> None:
            nonlocal y
            rect = self.text.blit(
                surface, words, self.px(size), colour, bold=bold, max_width=width, topleft=(r.x + pad, y)
            )
            y = rect.bottom + round(2 * s)

        seating = session.seating
        variant = t("net.variant.european")
        line(
            t("net.room.title", no=seating.table, variant=variant) if seating else variant,
            17,
            theme.ACCENT,
            True,
        )
        chips = session.balance if session.balance is not None else "?"
        line(t("net.lobby.who", name=session.name, chips=chips), 15, theme.TEXT)
        words, colour = connection_line(session, t)
        line(words, 15, colour, colour == theme.RED)
        y += round(3 * s)
        pygame.draw.line(surface, theme.ACCENT_DARK, (r.x + pad, y), (r.right - pad, y), 1)
        y += round(5 * s)
        if seating is not None:
            view_names: tuple[str | None, ...] = ()
            if session.has_game:
                view_names = session.view.names
            names = tuple(n or "?" for n in view_names)
            own = self.app.settings.turn_timer
            for words in timer_lines(seating, t, names, session.people, own):
                line(words, 15, theme.ACCENT)
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-pad, -round(6 * s)).clip(clip) if clip else r)
        for words in screen.log_lines():
            line(words, 15, theme.TEXT)
        surface.set_clip(clip)

    def _draw_chat(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        s = self.screen.lay.scale
        panel(surface, r, theme.PANEL, theme.PANEL_BORDER, max(4, round(10 * s)), max(1, round(2 * s)))
        pad = round(10 * s)
        title = self.text.blit(
            surface,
            self.app.t("net.room.chat"),
            self.px(17),
            theme.ACCENT,
            bold=True,
            topleft=(r.x + round(12 * s), r.y + round(6 * s)),
        )
        inner = pygame.Rect(r.x + pad, title.bottom + round(4 * s), r.width - 2 * pad, 0)
        inner.height = r.bottom - pad - inner.y
        self.screen.chat.draw(surface, inner, font_px=15)
