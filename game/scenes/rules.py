"""Spielregeln: the rules text (German or English) and the hand ranking as real cards.

Reachable from the start menu and, on the table, with F1 (the table pushes
`RulesScene(app)`; Esc or Zurück pops back). The ranking shows one example
hand per category, highest first, drawn with the card sprites of
`app.cards`; cards outside the scored combination are dimmed, as on the
results screen.

Two tabs: the token game and Duell. The Duell table and its set-up open
the Duell tab for the deck in use (`RulesScene(app, duell_deck=32)`): its
text names that deck and its lowest straight (A-7-8-9-10 or A-2-3-4-5),
and its ranking shows example hands of that deck rated under its scheme.
The list of keys under the text is the same on both tabs (every key of
the game, the Hold'em table's included); its network part says that the
Tipp is only offered at local tables (people play each other online). A third tab holds Texas Hold'em
(`RulesScene(app, holdem=True)`, opened so by the Hold'em table and its
set-up): the rules of variants.md with its decisions and the ranking rated
as Hold'em rates it (standard poker, the Ass also low in A-2-3-4-5). A
fourth tab holds Europäisches Draw Poker (`RulesScene(app, european=True)`,
opened so by F1 and the pause menu at a European network table): the
40-card deck, the suit order that breaks ties, "Karten sehen" and the lone
player, with its ranking of 40-card hands under `EUROPEAN_40` (A-5-6-7-8 the
lowest straight).
"""

from __future__ import annotations

import pygame

from game.engine import Card, RuleSet, evaluate, parse_cards
from game.engine.hands import DUELL_32, DUELL_52, EUROPEAN_40, HOLDEM
from game.scenes.base import Pop, SceneContext, Transition
from game.scenes.common import UIScene
from game.text import category_name
from game.ui import theme
from game.ui.draw import panel, text, wrap_text
from game.ui.shapes import draw_suit
from game.ui.widgets import Button, ScrollText

__all__ = ["RulesScene", "EXAMPLE_HANDS", "DUELL_32_HANDS", "EUROPEAN_HANDS", "draw_card"]

#: One example per category, highest first (Royal Flush .. Höchste Karte).
EXAMPLE_HANDS: tuple[str, ...] = (
    "Th Jh Qh Kh Ah",
    "5s 6s 7s 8s 9s",
    "9c 9d 9h 9s Kd",
    "Qs Qh Qd 7c 7h",
    "2d 6d 9d Jd Kd",
    "6c 7d 8s 9h Th",
    "8s 8h 8d Kc 3s",
    "Jh Jc 4s 4d Ac",
    "Ts Th 6c 4d 2h",
    "Ah Jd 8c 5s 3h",
)

#: The same for Duell with 32 cards (7 to Ass): the straight is the lowest, A-7-8-9-10.
DUELL_32_HANDS: tuple[str, ...] = (
    "Th Jh Qh Kh Ah",
    "7s 8s 9s Ts Js",
    "9c 9d 9h 9s Kd",
    "Qs Qh Qd 7c 7h",
    "7d 9d Td Jd Kd",
    "Ac 7d 8s 9h Th",
    "8s 8h 8d Kc 7s",
    "Jh Jc 9s 9d Ac",
    "Ts Th 8c 7d Ah",
    "Ah Jd 9c 8s 7h",
)

#: The same for Europäisches Draw Poker with 40 cards (5 to Ass): the straight is the lowest, A-5-6-7-8.
EUROPEAN_HANDS: tuple[str, ...] = (
    "Th Jh Qh Kh Ah",
    "6s 7s 8s 9s Ts",
    "9c 9d 9h 9s Kd",
    "Qs Qh Qd 7c 7h",
    "5d 6d 9d Jd Kd",
    "Ac 5d 6s 7h 8h",
    "8s 8h 8d Kc 5s",
    "Jh Jc 6s 6d Ac",
    "Ts Th 8c 6d 5h",
    "Ah Jd 8c 6s 5h",
)

_FALLBACK_RANKS = {10: "10", 11: "B", 12: "D", 13: "K", 14: "A"}


def draw_card(
    app: SceneContext,
    surface: pygame.Surface,
    card: Card,
    topleft: tuple[int, int],
    width: int,
    dim: bool = False,
) -> pygame.Rect:
    """Blit a card face ``width`` px wide with the app's sprites (simple shapes as fallback)."""
    cards = app.cards
    four = app.settings.four_color
    if cards is not None:
        image = cards.face(card, width, four_color=four, locale=app.settings.language)
        rect = surface.blit(image, topleft)
        if dim:
            surface.blit(cards.overlay(width, (0, 0, 0, 120)), topleft)
        return rect
    rect = pygame.Rect(topleft, (width, round(width * 1.4)))
    pygame.draw.rect(surface, (250, 248, 240), rect, border_radius=max(3, width // 10))
    pygame.draw.rect(surface, (90, 90, 90), rect, 1, border_radius=max(3, width // 10))
    red = card.suit.is_red
    color = (200, 30, 40) if red else (20, 20, 24)
    label = _FALLBACK_RANKS.get(int(card.rank), str(int(card.rank)))
    font = app.fonts(max(10, round(width * 0.42)))
    text(surface, font, label, color, topleft=(rect.x + max(2, width // 12), rect.y + max(2, width // 14)))
    draw_suit(
        surface, card.suit.value, (rect.centerx, rect.centery + width // 5), max(6, round(width * 0.5)), color
    )
    if dim:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, rect.topleft)
    return rect


class RulesScene(UIScene):
    """The rules screen: the token game's, Duell's for a deck (``duell_deck`` 32 or 52), Hold'em's
    (``holdem``) or Europäisches Draw Poker's (``european``)."""

    idle_capable = True  # drawn again only after input (see game.scenes.base)

    title_key = "rules.title"

    def __init__(
        self, app: SceneContext, duell_deck: int | None = None, holdem: bool = False, european: bool = False
    ) -> None:
        self.duell_deck = duell_deck
        self.holdem = holdem
        self.european = european
        super().__init__(app)

    def build(self) -> None:
        t = self.app.t
        self.view = ScrollText(self._body, font_px=17)
        self.back_button = Button(lambda: t("rules.back"), lambda: Pop(), primary=True)
        self.token_tab = Button(lambda: t("rules.tab_token"), lambda: self.show(None))
        self.duell_tab = Button(lambda: t("rules.tab_duell"), lambda: self.show(self._deck()))
        self.holdem_tab = Button(lambda: t("rules.tab_holdem"), lambda: self.show(None, holdem=True))
        self.european_tab = Button(lambda: t("rules.tab_european"), lambda: self.show(None, european=True))
        tabs = [self.token_tab, self.duell_tab, self.holdem_tab, self.european_tab]
        self.ui.set_widgets([self.view, *tabs, self.back_button], keep_focus=False)
        self.show(self.duell_deck, self.holdem, self.european)

    def _deck(self) -> int:
        """The deck of the Duell tab: the one in use, else the last Duell set-up's."""
        if self.duell_deck is not None:
            return self.duell_deck
        deck = self.app.settings.last_duell.get("deck")
        return deck if deck in (32, 52) else 32

    def show(self, duell_deck: int | None, holdem: bool = False, european: bool = False) -> None:
        """The token game's rules (None), Duell's for ``duell_deck``, Hold'em's (``holdem``) or
        Europäisches Draw Poker's (``european``)."""
        self.european = european and not holdem
        self.duell_deck = None if holdem or self.european else duell_deck
        self.holdem = holdem
        self.token_tab.primary = self.duell_deck is None and not holdem and not self.european
        self.duell_tab.primary = self.duell_deck is not None
        self.holdem_tab.primary = holdem
        self.european_tab.primary = self.european
        self.view.offset = 0
        if self.european:
            self.examples = [evaluate(parse_cards(h), EUROPEAN_40) for h in EUROPEAN_HANDS]
        elif holdem:
            self.examples = [evaluate(parse_cards(h), HOLDEM) for h in EXAMPLE_HANDS]
        elif duell_deck is None:
            self.examples = [evaluate(parse_cards(h), RuleSet.STANDARD) for h in EXAMPLE_HANDS]
        else:
            hands = DUELL_32_HANDS if duell_deck == 32 else EXAMPLE_HANDS
            scheme = DUELL_32 if duell_deck == 32 else DUELL_52
            self.examples = [evaluate(parse_cards(h), scheme) for h in hands]

    def _body(self) -> str:
        t = self.app.t
        if self.european:
            body = t("rules.european_body")
        elif self.holdem:
            body = t("rules.holdem_body")
        elif self.duell_deck is None:
            body = t("rules.body")
        else:
            body = t(
                "rules.duell_body", deck=self.duell_deck, lowest=t(f"rules.duell_lowest.{self.duell_deck}")
            )
        # every tab lists every key of the game: the other tables' keys, then Hold'em's
        return body + "\n\n" + t("rules.keys") + "\n\n" + t("rules.holdem_keys")

    def title(self) -> str:
        if self.european:
            return self.app.t("rules.european_title")
        if self.holdem:
            return self.app.t("rules.holdem_title")
        if self.duell_deck is None:
            return self.app.t("rules.title")
        return self.app.t("rules.duell_title", deck=self.duell_deck)

    def back(self) -> Transition | None:
        return Pop()

    def title_rect(self) -> pygame.Rect:
        area = self.app.content_rect
        return pygame.Rect(area.x, area.y + self.app.px(8), area.width, self.app.px(56))

    def place(self) -> None:
        area = self.app.content_rect
        px = self.app.px
        margin = px(24)
        top = self.title_rect().bottom + px(8)
        bh = px(48)
        bottom = area.bottom - px(14) - bh - px(12)
        inner = pygame.Rect(area.x + margin, top, area.width - 2 * margin, max(40, bottom - top))
        ranking_w = min(px(780), round(inner.width * 0.6))
        self.ranking_rect = pygame.Rect(inner.right - ranking_w, inner.y, ranking_w, inner.height)
        self.view.rect = pygame.Rect(inner.x, inner.y, inner.width - ranking_w - px(20), inner.height)
        self.back_button.rect = pygame.Rect(0, 0, px(260), bh)
        self.back_button.rect.midbottom = (area.centerx, area.bottom - px(14))
        tabs = (self.token_tab, self.duell_tab, self.holdem_tab, self.european_tab)
        tab_w = min(px(170), (self.back_button.rect.x - inner.x - px(40)) // len(tabs))
        for k, tab in enumerate(tabs):
            tab.rect = pygame.Rect(inner.x + k * (tab_w + px(10)), self.back_button.rect.y, tab_w, bh)

    def draw_content(self, surface: pygame.Surface) -> None:
        px = self.app.px
        t = self.app.t
        r = self.ranking_rect
        panel(surface, r, (6, 26, 18, 200), (60, 100, 80), px(12), 2)
        head = self.app.fonts(px(18))
        text(surface, head, t("rules.ranking"), theme.ACCENT, topleft=(r.x + px(14), r.y + px(10)))
        top = r.y + px(14) + head.get_linesize()
        columns = 2 if r.width >= px(600) else 1
        per_column = -(-len(self.examples) // columns)
        col_w = (r.width - px(14)) // columns
        row_h = max(12, (r.bottom - px(8) - top) // per_column)
        card_w = max(10, min(px(64), round((row_h - px(10)) / 1.4)))
        step = round(card_w * 0.42)
        hand_w = 4 * step + card_w
        name_font = self.app.fonts(max(12, min(px(19), round(row_h * 0.24))))
        desc_font = self.app.fonts(max(11, min(px(15), round(row_h * 0.19))))
        for i, value in enumerate(self.examples):
            col, row = divmod(i, per_column)
            y = top + row * row_h
            x = r.x + px(14) + col * col_w
            card_h = round(card_w * 1.4)
            cy = y + (row_h - card_h) // 2
            scoring = set(value.scoring_cards)
            for j, card in enumerate(value.cards):
                draw_card(self.app, surface, card, (x + j * step, cy), card_w, dim=card not in scoring)
            tx = x + hand_w + px(12)
            name = category_name(value.category, t)
            max_w = col_w - hand_w - px(20)
            text(surface, name_font, name, theme.TEXT, bottomleft=(tx, y + row_h // 2 + px(2)))
            desc = t(f"cat.example.{int(value.category)}")
            rows = wrap_text(desc_font, desc, max_w)
            dy = y + row_h // 2 + px(2)
            for line in rows[:2]:
                text(surface, desc_font, line, theme.TEXT_DIM, topleft=(tx, dy))
                dy += desc_font.get_linesize()
