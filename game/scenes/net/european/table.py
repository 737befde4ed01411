"""Europäisches Draw Poker at a network table: seed 004's screen, made graphical.

`EuropeanTableScene(app, session, chat)` reads a
`game.session.european.remote.RemoteEuropeanSession` only. It owns the
input and what the table shows; `net_european_draw.EuropeanPainter` turns
that into pixels in the places of `game.ui.european.layout`:

- up to five places around the felt, you at the bottom: name, chips, what
  each put into the pot as chips, their cards face down (face up only once
  shown at the showdown), the game master's mark, how many they exchanged,
  folded ones greyed; the one to move glows, with a ring counting their
  minute down;
- the middle: the round ("1", "KARTEN TAUSCHEN", "3, 4, ...", "SHOWDOWN")
  over the pot as chips; after a game, who won; without one, what the
  table waits for;
- your cards large at the bottom, sorted by value (the highest on the
  right); cards marked for the exchange stand up; the line above them says
  what to do now (or names your hand);
- the action bar with the commands legal now and their keys: S start (the
  game master), B bet and H call for the showdown (both open the amount
  chooser, minimum and maximum from `legal`; Enter alone bets the minimum),
  P fold (asks J/N first), 1-5 or a click mark cards and D exchanges them,
  R shows your cards, I (or a click on a person's name plate) a seated
  person's profile (`game.scenes.net.seat_profile`; its button only where
  the bar has room), . chat, X leave; F1 the
  rules of this game (the rules screen's European tab), Esc the pause menu
  (its Spielregeln the same);
- the column: you and your play chips, the connection, the countdowns,
  the game's last events (the amount chooser in their place while open),
  and the chat with its last 10 lines marked [SYSTEM]/[INFO]/[name].

The screen draws no card it was not sent: an opponent's cards are backs
until the view says they were shown (`cards_drawn` names every face drawn,
for the tests). It polls the session every `POLL` seconds at least; it is
idle-capable: `look` holds everything the picture shows that changes
without input.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Sequence

import pygame

from game.engine import Card, IllegalActionError
from game.engine.european import (
    Bet,
    BetChoice,
    BetPlaced,
    CardsExchanged,
    CardsShown,
    EuropeanEvent,
    EuropeanPhase,
    EuropeanView,
    Exchange,
    ExchangeChoice,
    Fold,
    Folded,
    GameOver,
    Show,
    ShowChoice,
)
from game.engine.hands import EUROPEAN_40, HandCategory, evaluate
from game.net.client import ConnectionState
from game.scenes.base import Pop, Push, Scene, SceneContext, Transition
from game.scenes.net.alert import alert_turn
from game.scenes.net.european.draw import EuropeanPainter, HandLine, Middle, PlaceShown
from game.scenes.net.room import ChatBox, connection_line, seating_look
from game.scenes.net.seat_profile import first_person, is_profile_key, open_profile, person_at
from game.session.european.remote import EuropeanMove, RemoteEuropeanSession
from game.session.remote_base import NoGameError
from game.text import describe_hand
from game.text.european.words import event_line
from game.text.i18n import category_name
from game.text.net_words import error_text
from game.ui import theme
from game.ui.actionbar import ActionBar, BarAction
from game.ui.amount import AmountChooser, Chosen, nice_step, quick_amounts
from game.ui.european.layout import LIFT, PLACES, european_layout, place_of
from game.ui.textcache import TextCache

__all__ = ["EuropeanTableScene", "POLL", "sorted_hand"]

#: The longest the screen goes without looking at the network.
POLL = 0.05
#: Lines of the game's log shown in the column.
LOG_LINES = 5
#: The most buttons the action bar shows side by side with their labels whole at 960x540
#: (bet, "Karten sehen!", fold, chat, leave: the profiles' button gives way, its key I stays).
BAR_ROOM = 5


def sorted_hand(hand: tuple[Card, ...]) -> tuple[Card, ...]:
    """The cards by value, the lowest left (suits only order equal values)."""
    return tuple(sorted(hand, key=lambda card: (int(card.rank), card.suit.value)))


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
        #: The running game's moves as the events and the names they were said with: written in
        #: the language of the moment at every frame (a switch changes the earlier lines too).
        self.log: deque[tuple[EuropeanEvent, tuple[str | None, ...]]] = deque(maxlen=LOG_LINES)
        self.error = ""
        #: Who sat where when last read: a change of the seats makes a refusal old news.
        self._seats_seen: object = None
        self.mouse = (-1, -1)
        self._game_no: int | None = None
        self._seen = 0
        self._from_history = False
        #: The running (or last) game's end and the names of the hands shown in it, by game seat.
        self.result: GameOver | None = None
        self.categories: dict[int, HandCategory] = {}
        #: Each seat's latest bet or exchange in the running game (the line under its plate).
        self.last_moves: dict[int, BetPlaced | CardsExchanged] = {}
        self._hand_name: tuple[tuple[tuple[Card, ...], str], str] = (((), ""), "")
        self.lay = european_layout(app.content_rect)
        self.painter = EuropeanPainter(self)

    @property
    def cards_drawn(self) -> list[tuple[str, Card]]:
        """Every card face drawn in the last frame, by where: "hand" (your own) or "shown"."""
        return self.painter.cards_drawn

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
        playing = (EuropeanPhase.BETTING, EuropeanPhase.EXCHANGE, EuropeanPhase.SHOWDOWN)
        return view is not None and view.phase in playing

    def hand(self) -> tuple[Card, ...]:
        """Your cards, sorted by value (empty when you are not in the game); after a game, its last."""
        view = self.view
        return sorted_hand(view.hand) if view is not None and view.phase is not EuropeanPhase.IDLE else ()

    def exchanging(self) -> bool:
        """Whether you are marking cards for the exchange now."""
        return isinstance(self.legal(), ExchangeChoice)

    def hand_rects(self) -> list[pygame.Rect]:
        """Where your cards lie (the marked ones raised), one rect per card you hold."""
        lift = round(LIFT * self.lay.scale)
        rects = self.lay.hand[: len(self.hand())]
        return [rect.move(0, -lift) if i in self.marked else rect for i, rect in enumerate(rects)]

    def places(self) -> list[PlaceShown]:
        """Every seat of the table at its place (you at the bottom), as the screen shows it."""
        seating, view = self.session.seating, self.view
        if seating is None:
            return []
        t = self.app.t
        bottom = seating.me if seating.me is not None else 0
        game_seats = {name: i for i, name in enumerate(view.names) if name} if view is not None else {}
        timers = seating.timers
        out = []
        for index in range(max(PLACES, len(seating.seats))):
            info = seating.seats[index] if index < len(seating.seats) else None
            place = place_of(index, bottom)
            if info is None or info.name is None:
                out.append(
                    PlaceShown(
                        place, None, None, None, 0, (), False, None, False, False, True, False,
                        "", theme.TEXT_DIM, False, None,
                    )
                )  # fmt: skip
                continue
            seat = game_seats.get(info.name) if view is not None else None
            me = index == seating.me
            master = index == seating.master
            if view is None or seat is None:
                status = t("eu.next_game") if self.running else ""
                if not info.connected:
                    status = t("net.room.offline")
                colour = theme.RED if not info.connected else theme.TEXT_DIM
                out.append(
                    PlaceShown(
                        place, info.name, None, None, 0, (), False, None, master, False, info.connected,
                        me, status, colour, False, None,
                    )
                )  # fmt: skip
                continue
            running = self.running
            shown = view.shown[seat]
            in_game = seat in view.in_game
            folded = not in_game and view.put_in[seat] > 0 and view.phase is not EuropeanPhase.IDLE
            if shown is not None:
                cards: tuple[Card | None, ...] = sorted_hand(shown)
            elif running and (in_game or folded):
                cards = (None,) * 5
            else:
                cards = ()
            moving = running and view.current == seat
            winner = self.result is not None and self.result.winner == seat
            seconds = None
            if moving and timers.move is not None and timers.move_seat == seat:
                seconds = math.ceil(timers.move)
            status, colour = self._status(seat, info.connected, folded, moving, winner, view)
            out.append(
                PlaceShown(
                    place,
                    info.name,
                    seat,
                    view.stacks[seat],
                    view.put_in[seat] if running else 0,
                    cards,
                    folded and running,
                    view.exchanged[seat],
                    master,
                    moving,
                    info.connected,
                    me,
                    status,
                    colour,
                    winner,
                    seconds,
                )
            )
        return out

    def _status(
        self, seat: int, connected: bool, folded: bool, moving: bool, winner: bool, view: EuropeanView
    ) -> tuple[str, theme.Color]:
        """The line under a playing seat's plate and its colour."""
        t = self.app.t
        category = self.categories.get(seat)
        if winner:
            words = category_name(category, t) if category is not None else t("eu.won")
            return f"{words} · +{self.gain(seat, view)}", theme.GOLD
        if category is not None:
            return category_name(category, t), theme.TEXT
        if not connected:
            return t("net.room.offline"), theme.RED
        if folded:
            return t("eu.folded"), theme.RED
        if moving:
            return t("eu.moving"), theme.FOCUS
        if not self.running:
            return "", theme.TEXT_DIM
        last = self.last_moves.get(seat)
        if isinstance(last, BetPlaced):
            return t("eu.bet_showdown" if last.showdown else "eu.bet", n=last.amount), theme.TEXT
        if view.exchanged[seat] is not None:  # also when the game's moves came before this screen
            return t("eu.exchanged", n=view.exchanged[seat]), theme.TEXT
        return "", theme.TEXT_DIM

    def middle(self) -> Middle:
        """What the middle of the felt shows: the round and the pot, the result, or what it waits for."""
        t, view, seating = self.app.t, self.view, self.session.seating
        if self.running and view is not None:
            caption = t("eu.info.round") if view.phase is EuropeanPhase.BETTING else ""
            note = ""
            if view.caller is not None and 0 <= view.caller < len(view.names):
                note = t("eu.called", name=view.names[view.caller] or "?")
            return Middle(caption, self.session.round_name(t), theme.TEXT, view.pot, note)
        if self.result is not None and view is not None:
            line = event_line(self.result, view.names, t) or ""
            return Middle(t("net.round.showdown"), line, theme.GOLD, 0, "")
        if seating is None:
            return Middle("", t("eu.no_game"), theme.TEXT, 0, "")
        seated = sum(info is not None for info in seating.seats)
        if seating.me is None:
            note = t("eu.watching")
        elif seated < 2:
            note = t("net.room.wait_players")
        elif seating.i_am_master:
            note = t("eu.waiting_hand")
        else:
            master = seating.seats[seating.master] if seating.master is not None else None
            name = master.name if master is not None and master.name else "?"
            note = t("net.room.wait_master", name=name)
        return Middle("", t("eu.no_game"), theme.TEXT, 0, note)

    def hand_line(self) -> HandLine:
        """The line above your cards: a question, a refusal, what to do now, or your hand's name."""
        t = self.app.t
        if self.session.connection is not ConnectionState.CONNECTED:
            return HandLine(connection_line(self.session, t)[0], theme.RED, True)
        if self.confirm_fold:
            return HandLine(t("eu.confirm_fold"), theme.FOCUS, True)
        if self.error:
            return HandLine(self.error, theme.RED, True)
        legal = self.legal()
        if isinstance(legal, ExchangeChoice):
            return HandLine(t("eu.exchange_hint", n=legal.max_cards), theme.FOCUS, True)
        if isinstance(legal, BetChoice):
            key = "eu.your_bet_showdown" if legal.showdown else "eu.your_bet"
            return HandLine(t(key, lo=legal.minimum, hi=legal.maximum), theme.FOCUS, True)
        if isinstance(legal, ShowChoice):
            return HandLine(t("eu.your_show"), theme.FOCUS, True)
        if self.hand():
            return HandLine("", theme.TEXT)
        seating = self.session.seating
        if seating is not None and seating.me is not None and self.running:
            return HandLine(t("eu.out_of_game"), theme.TEXT_DIM)
        return HandLine("", theme.TEXT)

    def hand_name(self) -> str:
        """Your hand's name, "" without five cards (remembered: the frame asks every time)."""
        hand = self.hand()
        if len(hand) != 5:
            return ""
        language = self.app.settings.language  # the name follows a switch of the language at once
        if self._hand_name[0] != (hand, language):
            try:
                name = describe_hand(evaluate(hand, EUROPEAN_40), self.app.t)
            except ValueError:
                name = ""
            self._hand_name = ((hand, language), name)
        return self._hand_name[1]

    def gain(self, seat: int, view: EuropeanView) -> int:
        """What the game's winner ``seat`` won: the pot less its own chips in it (ante and bets),
        as the Hold'em table shows it."""
        pot = self.result.pot if self.result is not None else 0
        own = view.put_in[seat] if 0 <= seat < len(view.put_in) else 0
        return max(0, pot - own)

    def log_lines(self) -> Sequence[str]:
        t = self.app.t
        return tuple(line for event, names in self.log if (line := event_line(event, names, t)) is not None)

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
        if len(actions) <= BAR_ROOM - 3:  # I works always; its button where the bar has room
            actions.append(BarAction("profile", t("eu.cmd.profile"), (pygame.K_i,), "I"))
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
        if name == "profile":
            person = first_person(self.session.seating)
            return None if person is None else open_profile(self, person)
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

    def rules(self) -> Transition:
        """F1 (and Spielregeln in the pause menu): the rules of Europäisches Draw Poker."""
        from game.scenes.rules import RulesScene

        return Push(RulesScene(self.app, european=True))

    def _open_chooser(self, legal: BetChoice, showdown: bool) -> None:
        t = self.app.t
        view = self.view
        pot = view.pot if view is not None else 0
        title = t("eu.choose.call" if showdown else "eu.choose.bet")
        mine = view.stacks[legal.seat] if view is not None and 0 <= legal.seat < len(view.stacks) else None
        top = "cap" if mine is not None and legal.maximum < mine else "all_in"
        quick = quick_amounts(legal.minimum, legal.maximum, pot, 0, t, top=top)
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
    def typing(self) -> bool:
        return self.chat.active

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
        if is_profile_key(event):
            return self.act("profile")
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

                return Push(PauseScene(self.app, rules=self.rules))
            elif event.key == pygame.K_F1:
                return self.rules()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            person = person_at(self.name_plates(), event.pos, self.session.seating)
            if person is not None:
                return open_profile(self, person)  # the click opens the profile, nothing else
            for i, rect in enumerate(self.hand_rects()):
                if rect.collidepoint(event.pos):
                    self.toggle(i)
                    break
        return None

    # ------------------------------------------------------------------ under a profile (`NetCover`)
    def name_plates(self) -> list[tuple[pygame.Rect, str]]:
        """Where each table seat's name plate is drawn, and whose name it shows ("" empty)."""
        seating = self.session.seating
        if seating is None:
            return []
        bottom = seating.me if seating.me is not None else 0
        places = self.lay.places
        return [
            (places[place_of(index, bottom)].plate, info.name if info is not None and info.name else "")
            for index, info in enumerate(seating.seats[:PLACES])
        ]

    def deal_no(self) -> int:
        return self.session.game_no or 0

    def seat_names(self) -> tuple[str, ...]:
        view = self.view
        return tuple(name or "" for name in view.names) if view is not None else ()

    def move_due(self) -> bool:
        return self.legal() is not None

    def read_network(self, dt: float) -> None:
        """Let ``dt`` seconds of the session's time pass, sound the turn, word the refusals (also
        while a profile is over the table)."""
        self.session.advance(dt)
        alert_turn(self.app, self.session)
        self._take_errors()

    def _take_errors(self) -> None:
        for problem in self.session.take_errors():
            self.error = error_text(problem.code, problem.message, self.app.t, problem.seconds)

    def update(self, dt: float) -> Transition | None:
        session = self.session
        session.advance(dt)
        alert_turn(self.app, session)
        seats = None if session.seating is None else tuple(seat is not None for seat in session.seating.seats)
        if seats != self._seats_seen:
            self.error = ""  # "Es braucht mindestens zwei Spieler." is old news once somebody sat down
            self._seats_seen = seats
        self._take_errors()
        if session.seating is None:
            return Pop()  # left or removed: back to the lobby
        if session.game_no != self._game_no:
            if session.game_no is None:
                self.log.clear()  # the game is gone (a watcher's after a restart): none of its lines
            self._game_no = session.game_no
            self._seen = 0
            self.marked.clear()
            self.result = None
            self.categories = {}
            self.last_moves = {}
            self.log.clear()  # the move list is the running game's
            self._from_history = True  # its moves before this screen: from the game's snapshot
        view = self.view
        if view is not None:
            names = view.names
            if self._from_history:
                self._from_history = False
                self._moves_before(view, session.events_after(0))
            for event in session.events_after(self._seen):
                if isinstance(event, GameOver):
                    self.result = event
                elif isinstance(event, CardsShown):
                    self.categories[event.seat] = event.category
                elif isinstance(event, (BetPlaced, CardsExchanged)):
                    self.last_moves[event.seat] = event
                if event_line(event, names, self.app.t) is not None:
                    self.log.append((event, names))
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

    def _moves_before(self, view: EuropeanView, events: tuple[EuropeanEvent, ...]) -> None:
        """The running game's moves this screen did not see come (it opened after a rejoin, or to
        watch a running game), from the history and the exchanges the game's snapshot holds:
        the first round's bets and folds, the exchanges, then the later rounds'. The moves among
        ``events`` (those that came after the snapshot) are left to them."""
        bets_after = sum(isinstance(e, (BetPlaced, Folded)) for e in events)
        exchanged_after = {e.seat for e in events if isinstance(e, CardsExchanged)}
        history = view.history[: len(view.history) - bets_after]
        moves: list[EuropeanEvent] = []

        def said(wanted: Callable[[int], bool]) -> None:
            for round_no, seat, kind, chips in history:
                if wanted(round_no):
                    # the stack after the move is not in the history (and not shown in the list)
                    bet = BetPlaced(seat, chips, kind == "showdown", 0)
                    moves.append(Folded(seat) if kind == "fold" else bet)

        said(lambda r: r <= 1)
        for seat, count in enumerate(view.exchanged):
            if count is not None and seat not in exchanged_after:
                moves.append(CardsExchanged(seat, count, None, None))
        said(lambda r: r == 2)
        said(lambda r: r >= 3)
        for move in moves:
            if isinstance(move, (BetPlaced, CardsExchanged)):
                self.last_moves[move.seat] = move
            if event_line(move, view.names, self.app.t) is not None:
                self.log.append((move, view.names))

    def look(self) -> object:
        s = self.session
        return (
            s.connection,
            s.balance,
            seating_look(s.seating),  # not the record itself: its countdowns change every read
            s.game_no,
            self.view,
            self.legal(),
            tuple(self.marked),
            self.log_lines(),  # the words: a language switch redraws them
            self.result,
            tuple(self.categories.items()),
            self.error,
            self.confirm_fold,
            (self.chooser.open, self.chooser.value, self.chooser.typed, self.chooser.message),
            self.chat.look(),
            self.mouse,
        )

    # ------------------------------------------------------------------ layout and drawing
    def layout(self) -> None:
        self.lay = european_layout(self.app.content_rect)
        self.painter.reset()
        gap, most = round(8 * self.lay.scale), round(200 * self.lay.scale)
        self.bar.place(self.lay.bar, vertical=False, gap=gap, max_size=most)
        self.chooser.place(self.lay.chooser)

    def draw(self, surface: pygame.Surface) -> None:
        self.bar.set_actions(self.bar_actions())
        self.painter.draw(surface)
