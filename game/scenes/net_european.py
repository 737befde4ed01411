"""Europäisches Draw Poker at a network table: seed 004's screen, made graphical.

`EuropeanTableScene(app, session, chat)` reads a
`game.session.remote_european.RemoteEuropeanSession` only. The screen:

- top left, the opponents: name, chips, what they put in, their cards
  face down (face up only once shown at the showdown), folded or not in
  the game, how many they exchanged; the one to move glows;
- top right, the game: the game master, whose turn (KEIN SPIEL without a
  game), the pot as chips, the round ("1", "KARTEN TAUSCHEN", "3, 4, ...",
  "SHOWDOWN"), the countdowns, and the last things that happened;
- middle left, your cards sorted by value (the highest on the right); cards
  marked for the exchange stand up and show their backs;
- the command bar with the commands legal now and their keys: S start (the
  game master), B bet and H call for the showdown (both open the amount
  chooser, minimum and maximum from `legal`; Enter alone bets the minimum),
  P fold (asks J/N first), 1-5 or a click mark cards and D exchanges them,
  R shows your cards, . chat, X leave;
- the status line: your name and play chips, your clock, the connection;
- right, the chat: its last 10 lines marked [SYSTEM]/[INFO]/[name].

The screen draws no card it was not sent: an opponent's cards are backs
until the view says they were shown (`cards_drawn` names every face drawn,
for the tests). It polls the session every `POLL` seconds at least.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

import pygame

from game.engine import Card, IllegalActionError
from game.engine.european import (
    Bet,
    BetChoice,
    EuropeanView,
    Exchange,
    ExchangeChoice,
    Fold,
    Phase,
    Show,
    ShowChoice,
)
from game.net.lobby_wire import Seating
from game.scenes.base import Pop, Push, Scene, SceneContext, Transition
from game.scenes.net_room import ChatBox, connection_line, timer_lines, timer_look
from game.session.remote_base import NoGameError
from game.session.remote_european import EuropeanMove, RemoteEuropeanSession
from game.text.european_words import event_line
from game.text.net_words import error_text
from game.ui import theme
from game.ui.actionbar import ActionBar, BarAction
from game.ui.amount import AmountChooser, Chosen, nice_step, quick_amounts
from game.ui.chips import draw_amount
from game.ui.draw import felt_background, panel, text
from game.ui.textcache import TextCache

__all__ = ["EuropeanTableScene", "POLL", "sorted_hand", "Opponent"]

#: The longest the screen goes without looking at the network.
POLL = 0.05
#: Lines of the game's log shown under the game's facts.
LOG_LINES = 4


def sorted_hand(hand: tuple[Card, ...]) -> tuple[Card, ...]:
    """The cards by value, the lowest left (suits only order equal values)."""
    return tuple(sorted(hand, key=lambda card: (int(card.rank), card.suit.value)))


@dataclass(frozen=True, slots=True)
class Opponent:
    """An opponent as the screen shows them."""

    name: str
    seat: int | None  # game seat (None: not in this game)
    chips: int | None
    put_in: int
    cards: tuple[Card | None, ...]  # None: a card face down
    folded: bool
    exchanged: int | None
    master: bool
    moving: bool
    connected: bool


@dataclass(frozen=True, slots=True)
class _Areas:
    opponents: pygame.Rect
    info: pygame.Rect
    hand: pygame.Rect
    status: pygame.Rect
    bar: pygame.Rect
    chat: pygame.Rect
    chooser: pygame.Rect


class EuropeanTableScene(Scene):
    """The European table (see the module docstring)."""

    idle_capable = True

    def __init__(
        self, app: SceneContext, session: RemoteEuropeanSession, chat: ChatBox | None = None
    ) -> None:
        super().__init__(app)
        self.session = session
        self.chat = chat or ChatBox(app, session)
        self.text = TextCache(lambda size, bold: app.fonts(size, bold))
        self.bar = ActionBar()
        self.chooser = AmountChooser(app.t)
        self.chooser_showdown = False
        self.confirm_fold = False
        self.marked: set[int] = set()
        self.log: deque[str] = deque(maxlen=LOG_LINES)
        self.error = ""
        self.mouse = (-1, -1)
        self._game_no: int | None = None
        self._seen = 0
        #: Every card face drawn in the last frame, by where: "hand", "opponent", "shown".
        self.cards_drawn: list[tuple[str, Card]] = []
        self.areas = self._areas()
        self.card_rects: list[pygame.Rect] = []

    # ------------------------------------------------------------------ reading the session
    @property
    def view(self) -> EuropeanView | None:
        try:
            return self.session.view
        except NoGameError:
            return None

    @property
    def running(self) -> bool:
        view = self.view
        return view is not None and view.phase in (Phase.BETTING, Phase.EXCHANGE, Phase.SHOWDOWN)

    def hand(self) -> tuple[Card, ...]:
        """Your cards, sorted by value (empty when you are not in the game); after a game, its last."""
        view = self.view
        return sorted_hand(view.hand) if view is not None and view.phase is not Phase.IDLE else ()

    def opponents(self) -> list[Opponent]:
        """The other people at the table, in seat order, as the screen shows them."""
        seating, view = self.session.seating, self.view
        if seating is None:
            return []
        game_seats = {name: i for i, name in enumerate(view.names) if name} if view is not None else {}
        out = []
        for index, info in enumerate(seating.seats):
            if info is None or index == seating.me or info.name is None:
                continue
            seat = game_seats.get(info.name)
            if view is None or seat is None:
                out.append(
                    Opponent(
                        info.name,
                        None,
                        None,
                        0,
                        (),
                        False,
                        None,
                        index == seating.master,
                        False,
                        info.connected,
                    )
                )
                continue
            shown = view.shown[seat]
            in_game = seat in view.in_game
            if shown is not None:
                cards: tuple[Card | None, ...] = sorted_hand(shown)
            elif in_game and self.running:
                cards = (None,) * 5
            else:
                cards = ()
            out.append(
                Opponent(
                    info.name,
                    seat,
                    view.stacks[seat],
                    view.put_in[seat],
                    cards,
                    not in_game and view.put_in[seat] > 0 and view.phase is not Phase.IDLE,
                    view.exchanged[seat],
                    index == seating.master,
                    view.current == seat and self.running,
                    info.connected,
                )
            )
        return out

    def legal(self) -> BetChoice | ExchangeChoice | ShowChoice | None:
        legal = self.session.legal
        return legal if isinstance(legal, BetChoice | ExchangeChoice | ShowChoice) else None

    def bar_actions(self) -> list[BarAction]:
        """The commands legal now, with their keys (seed 004's command area)."""
        t = self.app.t
        if self.confirm_fold:
            return [
                BarAction("fold_yes", t("eu.cmd.fold_yes"), (pygame.K_j, pygame.K_y), "J", primary=True),
                BarAction("fold_no", t("eu.cmd.fold_no"), (pygame.K_n,), "N"),
            ]
        actions: list[BarAction] = []
        seating = self.session.seating
        legal = self.legal()
        if seating is not None and seating.i_am_master and not self.running:
            actions.append(BarAction("start", t("eu.cmd.start"), (pygame.K_s,), "S", primary=True))
        if isinstance(legal, BetChoice):
            actions.append(BarAction("bet", t("eu.cmd.bet"), (pygame.K_b,), "B", primary=True))
            if legal.showdown:
                actions.append(BarAction("call", t("eu.cmd.call"), (pygame.K_h,), "H"))
            actions.append(BarAction("fold", t("eu.cmd.fold"), (pygame.K_p,), "P"))
        elif isinstance(legal, ExchangeChoice):
            label = t("eu.cmd.exchange", n=len(self.marked)) if self.marked else t("eu.cmd.keep")
            actions.append(BarAction("exchange", label, (pygame.K_d,), "D", t("eu.cmd.marks"), primary=True))
        elif isinstance(legal, ShowChoice):
            actions.append(BarAction("show", t("eu.cmd.show"), (pygame.K_r,), "R", primary=True))
        actions.append(BarAction("chat", t("eu.cmd.chat"), (), "."))
        actions.append(BarAction("leave", t("eu.cmd.leave"), (pygame.K_x,), "X"))
        return actions

    # ------------------------------------------------------------------ acting
    def act(self, name: str) -> Transition | None:
        """Carry out the command ``name`` of the bar."""
        legal = self.legal()
        seat = self.session.seat
        self.error = ""
        if name == "leave":
            self.session.leave()
            return Pop()
        if name == "chat":
            self.chat.open()
        elif name == "start":
            self.session.start()
        elif name == "fold":
            self.confirm_fold = True
        elif name == "fold_no":
            self.confirm_fold = False
        elif name == "fold_yes" and seat is not None:
            self.confirm_fold = False
            self._submit(Fold(seat))
        elif name in ("bet", "call") and isinstance(legal, BetChoice):
            self._open_chooser(legal, name == "call")
        elif name == "exchange" and isinstance(legal, ExchangeChoice) and seat is not None:
            hand = self.hand()
            self._submit(Exchange(seat, tuple(hand[i] for i in sorted(self.marked) if i < len(hand))))
        elif name == "show" and seat is not None:
            self._submit(Show(seat))
        return None

    def _open_chooser(self, legal: BetChoice, showdown: bool) -> None:
        t = self.app.t
        view = self.view
        pot = view.pot if view is not None else 0
        title = t("eu.choose.call" if showdown else "eu.choose.bet")
        quick = quick_amounts(legal.minimum, legal.maximum, pot, 0, t)
        step = nice_step(legal.minimum, legal.maximum, 1)
        self.chooser.show(title, t("eu.cmd.bet"), legal.minimum, legal.maximum, legal.minimum, step, quick)
        self.chooser_showdown = showdown
        self.bar.active = "call" if showdown else "bet"

    def _submit(self, action: EuropeanMove) -> None:
        self.chooser.hide()
        self.bar.active = None
        try:
            self.session.submit(action)
        except IllegalActionError as error:
            self.error = str(error)
        self.marked.clear()

    def toggle(self, index: int) -> None:
        """Mark or unmark card ``index`` (of the sorted hand) for the exchange."""
        legal = self.legal()
        if not isinstance(legal, ExchangeChoice) or not 0 <= index < len(self.hand()):
            return
        if index in self.marked:
            self.marked.discard(index)
        elif len(self.marked) >= legal.max_cards:
            self.error = self.app.t("eu.max_marks", n=legal.max_cards)
        else:
            self.marked.add(index)

    # ------------------------------------------------------------------ Scene
    def handle(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return None
        if self.chat.handle(event):
            return None
        if self.chooser.open:
            chosen = self.chooser.handle(event)
            if chosen is Chosen.CONFIRMED and self.session.seat is not None:
                self._submit(Bet(self.session.seat, self.chooser.value, self.chooser_showdown))
                return None
            if chosen is not None:
                self.bar.active = self.bar.active if self.chooser.open else None
                return None
        self.bar.set_actions(self.bar_actions())
        name = self.bar.handle(event)
        if name is not None:
            return self.act(name)
        if event.type == pygame.KEYDOWN:
            if pygame.K_1 <= event.key <= pygame.K_5:
                self.toggle(event.key - pygame.K_1)
            elif pygame.K_KP1 <= event.key <= pygame.K_KP5:
                self.toggle(event.key - pygame.K_KP1)
            elif event.key == pygame.K_ESCAPE:
                if self.confirm_fold:
                    self.confirm_fold = False
                    return None
                from game.scenes.pause import PauseScene

                return Push(PauseScene(self.app))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.card_rects):
                if rect.collidepoint(event.pos):
                    self.toggle(i)
                    break
        return None

    def update(self, dt: float) -> Transition | None:
        session = self.session
        session.advance(dt)
        for problem in session.take_errors():
            self.error = error_text(problem.code, problem.message, self.app.t, problem.seconds)
        if session.seating is None:
            return Pop()  # left or removed: back to the lobby
        if session.game_no != self._game_no:
            self._game_no = session.game_no
            self._seen = 0
            self.marked.clear()
        view = self.view
        if view is not None:
            names = view.names
            for event in session.events_after(self._seen):
                line = event_line(event, names, self.app.t)
                if line is not None:
                    self.log.append(line)
            self._seen = len(session.events_after(0))
        legal = self.legal()
        if not isinstance(legal, BetChoice):
            if self.chooser.open:
                self.chooser.hide()
                self.bar.active = None
            self.confirm_fold = False
        if not isinstance(legal, ExchangeChoice):
            self.marked.clear()
        self.bar.set_actions(self.bar_actions())
        return None

    def wake_in(self) -> float:
        return POLL

    def look(self) -> object:
        s = self.session
        return (
            s.connection,
            s.balance,
            s.seating,
            timer_look(s.seating),
            s.game_no,
            self.view,
            self.legal(),
            tuple(self.marked),
            tuple(self.log),
            self.error,
            self.confirm_fold,
            (self.chooser.open, self.chooser.value, self.chooser.typed, self.chooser.message),
            self.chat.look(),
            self.mouse,
        )

    # ------------------------------------------------------------------ layout
    def _areas(self) -> _Areas:
        area, px = self.app.content_rect, self.app.px
        m = px(12)
        right_w = round(area.width * 0.34)
        left_w = area.width - right_w - 3 * m
        top_h = round(area.height * 0.34)
        bar_h = px(58)
        status_h = px(30)
        opponents = pygame.Rect(area.x + m, area.y + m, left_w, top_h)
        bar = pygame.Rect(area.x + m, area.bottom - m - bar_h, left_w, bar_h)
        status = pygame.Rect(area.x + m, bar.y - px(6) - status_h, left_w, status_h)
        hand = pygame.Rect(area.x + m, opponents.bottom + m, left_w, status.y - px(6) - opponents.bottom - m)
        info = pygame.Rect(opponents.right + m, area.y + m, right_w, top_h + px(70))
        chat = pygame.Rect(info.x, info.bottom + m, right_w, area.bottom - m - info.bottom - m)
        chooser = pygame.Rect(0, 0, min(px(372), left_w), min(px(252), hand.height + status_h))
        chooser.bottomright = (hand.right - px(8), status.bottom)
        return _Areas(opponents, info, hand, status, bar, chat, chooser)

    def layout(self) -> None:
        self.areas = self._areas()
        self.bar.place(self.areas.bar, vertical=False, gap=self.app.px(8), max_size=self.app.px(190))
        self.chooser.place(self.areas.chooser)

    # ------------------------------------------------------------------ drawing
    def _card(self, surface: pygame.Surface, card: Card | None, rect: pygame.Rect, where: str) -> None:
        cards = self.app.cards
        if card is None:
            image = cards.back(rect.width, min(max(0, int(self.app.settings.card_back)), 3))
        else:
            image = cards.face(card, rect.width, self.app.settings.four_color)
            self.cards_drawn.append((where, card))
        surface.blit(image, rect.topleft)

    def draw(self, surface: pygame.Surface) -> None:
        self.cards_drawn = []
        felt_background(surface, self.app.content_rect)
        a = self.areas
        self._draw_opponents(surface, a.opponents)
        self._draw_info(surface, a.info)
        self._draw_hand(surface, a.hand)
        self._draw_status(surface, a.status)
        self.bar.set_actions(self.bar_actions())
        self.bar.draw(surface, self.app, self.mouse)
        px = self.app.px
        panel(surface, a.chat, theme.PANEL, theme.PANEL_BORDER, px(12))
        title = self.app.fonts(px(18), bold=True)
        text(
            surface,
            title,
            self.app.t("net.room.chat"),
            theme.ACCENT,
            topleft=(a.chat.x + px(12), a.chat.y + px(8)),
        )
        inner = pygame.Rect(
            a.chat.x + px(10), a.chat.y + px(12) + title.get_linesize(), a.chat.width - px(20), 0
        )
        inner.height = a.chat.bottom - px(10) - inner.y
        self.chat.draw(surface, inner, font_px=16)
        if self.chooser.open:
            self.chooser.draw(surface, self.app, self.text, self.mouse)

    def _draw_opponents(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        px, t = self.app.px, self.app.t
        panel(surface, r, theme.PANEL, theme.PANEL_BORDER, px(12))
        opponents = self.opponents()
        if not opponents:
            font = self.app.fonts(px(18))
            text(surface, font, t("eu.nobody"), theme.TEXT_DIM, center=r.center)
            return
        n = max(4, len(opponents))
        gap = px(8)
        w = (r.width - px(16) - (n - 1) * gap) // n
        name_font = self.app.fonts(px(17), bold=True)
        small = self.app.fonts(px(14))
        for i, opp in enumerate(opponents):
            box = pygame.Rect(r.x + px(8) + i * (w + gap), r.y + px(8), w, r.height - px(16))
            border = theme.FOCUS if opp.moving else (theme.PANEL_BORDER if opp.master else (70, 100, 84))
            panel(surface, box, (12, 40, 28), border, px(8), px(3) if opp.moving else px(1))
            y = box.y + px(4)
            name = opp.name + ("  (M)" if opp.master else "")
            text(
                surface, name_font, name, theme.TEXT if opp.connected else theme.RED, midtop=(box.centerx, y)
            )
            y += name_font.get_linesize()
            if opp.chips is not None:
                text(surface, small, t("eu.chips", n=opp.chips), theme.TEXT_DIM, midtop=(box.centerx, y))
            y += small.get_linesize() + px(4)
            card_w = min((box.width - px(12)) // 3, px(56))
            step = (box.width - px(12) - card_w) // 4 if opp.cards else 0
            x0 = box.x + px(6)
            for k, card in enumerate(opp.cards):
                rect = pygame.Rect(x0 + k * step, y, card_w, round(card_w * 1.4))
                self._card(surface, card, rect, "shown" if card is not None else "opponent")
            y += round(card_w * 1.4) + px(4)
            status = self._opponent_status(opp)
            if status:
                colour = theme.RED if opp.folded else theme.ACCENT
                text(
                    surface,
                    small,
                    status,
                    colour,
                    midtop=(box.centerx, min(y, box.bottom - small.get_linesize() * 2)),
                )
            if opp.put_in:
                text(
                    surface,
                    small,
                    t("eu.put_in", n=opp.put_in),
                    theme.TEXT,
                    midbottom=(box.centerx, box.bottom - px(4)),
                )

    def _opponent_status(self, opp: Opponent) -> str:
        t = self.app.t
        if opp.folded:
            return t("eu.folded")
        if opp.seat is None:
            return t("eu.next_game") if self.running else ""
        if opp.moving:
            return t("eu.moving")
        if opp.exchanged is not None and self.running:
            return t("eu.exchanged", n=opp.exchanged)
        return ""

    def _draw_info(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        px, t = self.app.px, self.app.t
        panel(surface, r, theme.PANEL, theme.PANEL_BORDER, px(12))
        view, seating = self.view, self.session.seating
        label = self.app.fonts(px(16))
        value = self.app.fonts(px(19), bold=True)
        x, y = r.x + px(12), r.y + px(8)
        none = t("eu.no_game")
        rows = [
            (t("eu.info.master"), self._seat_name(seating, seating.master if seating else None)),
            (
                t("eu.info.turn"),
                self._game_name(view, view.current) if self.running and view is not None else none,
            ),
            (t("eu.info.pot"), str(view.pot) if self.running and view is not None else none),
            (t("eu.info.round"), self.session.round_name(t) if self.running else none),
        ]
        for caption, shown in rows:
            text(surface, label, caption, theme.TEXT_DIM, topleft=(x, y + px(2)))
            text(surface, value, shown, theme.TEXT, topleft=(x + px(120), y))
            y += value.get_linesize()
        if self.running and view is not None and view.pot:
            draw_amount(surface, self.text, view.pot, (r.right - px(50), r.y + px(70)), px(30), label="")
        y += px(2)
        names = view.names if view is not None else ()
        small = self.app.fonts(px(15))
        for line in timer_lines(seating, t, tuple(n or "?" for n in names)) if seating is not None else []:
            text(surface, small, line, theme.ACCENT, topleft=(x, y))
            y += small.get_linesize()
        y += px(2)
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-px(8), -px(8)).clip(clip) if clip else r)
        for line in self.log:
            text(surface, small, line, theme.TEXT, topleft=(x, y))
            y += small.get_linesize()
        surface.set_clip(clip)

    def _seat_name(self, seating: Seating | None, seat: int | None) -> str:
        if seating is None or seat is None or not 0 <= seat < len(seating.seats):
            return "-"
        info = seating.seats[seat]
        return info.name if info is not None and info.name else "-"

    def _game_name(self, view: EuropeanView, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(view.names):
            return "-"
        return view.names[seat] or "-"

    def _draw_hand(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        px, t = self.app.px, self.app.t
        hand = self.hand()
        self.card_rects = []
        exchanging = isinstance(self.legal(), ExchangeChoice)
        right = self.chooser.rect.x - px(8) if self.chooser.open else r.right
        gap = px(12)
        card_w = min(px(100), (r.height - px(70)) * 10 // 14, (right - r.x - px(24) - 4 * gap) // 5)
        lift = px(22)
        total = 5 * card_w + 4 * gap
        x0 = r.x + (r.width - total) // 2 if not self.chooser.open else r.x + px(12)
        y0 = r.y + lift + px(6)
        small = self.app.fonts(px(15), bold=True)
        for i in range(5):
            card = hand[i] if i < len(hand) else None
            marked = i in self.marked
            rect = pygame.Rect(
                x0 + i * (card_w + gap), y0 - (lift if marked else 0), card_w, round(card_w * 1.4)
            )
            if card is not None:
                self.card_rects.append(rect)
            self._card(surface, None if marked else card, rect, "hand")
            if exchanging:
                text(surface, small, str(i + 1), theme.ACCENT, midtop=(rect.centerx, rect.bottom + px(2)))
        below = (x0 + total // 2, y0 + round(card_w * 1.4) + px(22))
        if exchanging:
            legal = self.legal()
            most = legal.max_cards if isinstance(legal, ExchangeChoice) else 3
            text(surface, self.app.fonts(px(16)), t("eu.exchange_hint", n=most), theme.TEXT_DIM, midtop=below)
        elif not self.running:
            seating = self.session.seating
            key = "eu.watching" if seating is not None and seating.me is None else "eu.waiting_hand"
            text(surface, self.app.fonts(px(20), bold=True), t(key), theme.ACCENT, midtop=below)
        elif not hand:
            seating = self.session.seating
            key = "eu.watching" if seating is not None and seating.me is None else "eu.out_of_game"
            text(surface, self.app.fonts(px(20), bold=True), t(key), theme.ACCENT, midtop=below)

    def _draw_status(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        px, t = self.app.px, self.app.t
        s = self.session
        font = self.app.fonts(px(17), bold=True)
        chips = s.balance if s.balance is not None else "?"
        text(
            surface,
            font,
            t("net.lobby.who", name=s.name, chips=chips),
            theme.TEXT,
            midleft=(r.x + px(4), r.centery),
        )
        words, colour = connection_line(s, t)
        right = r.right - px(4)
        if self.error:
            words, colour = self.error, theme.RED
        if self.confirm_fold:
            words, colour = t("eu.confirm_fold"), theme.ACCENT
        text(surface, font, words, colour, midright=(right, r.centery))
