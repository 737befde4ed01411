"""Texas Hold'em at a network table: the local Hold'em table screen, with the network around it.

`NetHoldemScene(app, session, chat)` shows a network sit-and-go through the
very `HoldemTableScene` a local game uses - the same layout, the same keys
(P, C, S/E with the amount chooser, H the history, F1 the rules, Esc the
pause menu) - over a `RemoteHoldemFeed`: the server deals and paces the
hands, the feed offers the legal actions the server sent for this seat and
sends the chosen one. The network panel around it (`NetTableScene`) shows
the connection, the countdowns with the time bank, the chat and X to leave;
no Tipp here. When the sit-and-go is decided and its last hand seen, the
end screen (`NetHoldemOverScene`: places, hands, the prizes paid in play
chips) comes up under the network strip; from it Enter or Esc go back, and
the lobby takes over. A watcher sees only what everybody sees.

At a **cash table** the table shows its empty seats ("frei"), who waits for
the big blind and who sits out, as the local cash table does, and the panel
offers the seat's keys: O sits out (the seat and stack are kept, no cards,
no blinds) and comes back (asking whether to post a big blind now or wait
for it), B posts a big blind after all while waiting for it (and plays the
next hand), K tops up (the amount chooser, up to the maximum buy-in and the
balance), U stands up with the chips (one watches on), and a watcher takes
an empty seat with T or a click on it (the buy-in and how to start asked
first: `game.scenes.net.buy_in`). H's history downloads every hand the
person played at the table from the server (`hands`, page by page) for the
PHH and text export.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.holdem import HoldemPhase
from game.scenes.base import Push, SceneContext, Transition
from game.scenes.holdem.history import HoldemHistoryScene
from game.scenes.holdem.over import HoldemOverScene
from game.scenes.holdem.table import HoldemTableScene
from game.scenes.net.buy_in import BuyIn, BuyInScene, back_ask, sit_ask, top_up_ask
from game.scenes.net.room import ChatBox
from game.scenes.net.table import NetOverButtons, NetTableScene
from game.session.holdem.remote import CashView, RemoteHoldemFeed, RemoteHoldemSession

__all__ = ["NetHoldemScene", "NetHoldemOverScene"]


class NetHoldemOverScene(NetOverButtons, HoldemOverScene):
    """The end of a network sit-and-go (`NetOverButtons`)."""


class NetHoldemScene(NetTableScene):
    """A network Hold'em table (see the module docstring)."""

    session: RemoteHoldemSession
    table: HoldemTableScene

    def __init__(self, app: SceneContext, session: RemoteHoldemSession, chat: ChatBox | None = None) -> None:
        self.feed = RemoteHoldemFeed(session)
        super().__init__(app, session, HoldemTableScene(app, self.feed), chat)
        #: The end screen was shown (the lobby takes over once the table is on top again).
        self.over_shown = False

    def table_rects(self) -> list[pygame.Rect]:
        return [r for sl in self.table.lay.seats for r in (sl.plate, sl.label, sl.marks, *sl.cards)]

    def menu_rect(self) -> pygame.Rect:
        return self.table.lay.menu_button

    def name_plates(self) -> list[tuple[pygame.Rect, str]]:
        return list(zip((sl.plate for sl in self.table.lay.seats), self.seat_names()))

    def keep_clear(self) -> list[pygame.Rect]:
        lay = self.table.lay
        return [lay.facts, lay.menu_button, lay.history_button, lay.bar, lay.chooser]

    def deal_no(self) -> int:
        return self.session.table.hand_no

    def seat_names(self) -> tuple[str, ...]:
        return tuple(seat.name if seat is not None else "" for seat in self.session.table.seated)

    def move_due(self) -> bool:
        seat = self.session.viewer
        return seat is not None and self.session.legal_actions(seat) is not None

    def end_shown(self) -> bool:
        """A sit-and-go's end screen was shown; a cash table's session ended (nobody sat on): the
        lobby shows the table, waiting for two people to sit."""
        seating = self.session.seating
        if self.cash() is not None and seating is not None and not seating.running:
            return True
        return self.over_shown and self.session.table.is_over

    def covered(self, transition: Transition | None) -> Transition | None:
        if isinstance(transition, Push) and isinstance(transition.scene, HoldemOverScene):
            self.over_shown = True
            transition = Push(NetHoldemOverScene(self.app, self.feed))
        if isinstance(transition, Push) and isinstance(transition.scene, HoldemHistoryScene):
            self.session.download_hands()  # the exports write every hand the person played here
        return super().covered(transition)

    # ------------------------------------------------------------------ a cash table's seat
    def cash(self) -> CashView | None:
        """The cash table's stakes and seats (None: a sit-and-go, or no game shown)."""
        session = self.session
        return session.table.cash if session.has_game else None

    def _mine(self) -> int | None:
        """The table seat this person sits on (None: watching)."""
        seating = self.session.seating
        return None if seating is None else seating.me

    def leaving_costs(self) -> bool:
        """A cash table's stack goes back to the balance when one leaves: nothing to ask."""
        return self.cash() is None and super().leaving_costs()

    def free_seats(self) -> list[int]:
        return [seat for seat, spec in enumerate(self.session.table.seated) if spec is None]

    def table_hints(self) -> list[str]:
        if self.cash() is None:
            return []
        t, mine = self.app.t, self._mine()
        if mine is None:
            return [t("net.key.sit")] if self.free_seats() else []
        out = mine in self.session.table.sitting_out
        hints = [t("net.key.sit_in" if out else "net.key.sit_out"), t("net.key.top_up"), t("net.key.stand")]
        return [t("net.key.post"), *hints] if self._waiting() else hints

    def _waiting(self) -> bool:
        """This person waits for the big blind as a newcomer (B posts one now)."""
        cash, mine = self.cash(), self._mine()
        return cash is not None and mine is not None and mine in cash.waiting

    def _ask(self, ask: BuyIn, done: Callable[[int | None, bool | None], object]) -> Transition:
        """The buy-in dialog over the table, the network read on below it; it gives way to a move."""
        self.error = ""
        return Push(BuyInScene(self.app, ask, done, self.read_network, self.move_due))

    def sit_down(self, seat: int | None = None) -> Transition | None:
        """T, or a click on an empty seat: a watcher sits down (buy-in and start asked first)."""
        seating = self.session.seating
        free = self.free_seats()
        if seating is None or seating.me is not None:
            return None
        if not free:
            self.error = self.app.t("net.cash.no_seat")
            return None
        chosen = seat if seat in free else free[0]
        table = seating.table

        def done(amount: int | None, post: bool | None) -> None:
            self.session.sit(table, chosen, buy_in=amount, post=post)

        return self._ask(sit_ask(self.app.t, seating.options, self.session.balance), done)

    def sit_out_or_in(self) -> Transition | None:
        """O: sit out, or come back (post a big blind now or wait for it)."""
        mine = self._mine()
        if mine is None:
            return None
        if mine not in self.session.table.sitting_out:
            self.session.sit_out()
            return None
        return self._ask(back_ask(self.app.t), lambda _, post: self.session.sit_in(bool(post)))

    def top_up(self) -> Transition | None:
        """K: bring more chips (the amount chooser: up to the maximum buy-in and the balance)."""
        mine, cash = self._mine(), self.cash()
        if mine is None or cash is None:
            return None
        if self.move_due():  # the dialog would give way to the move at once: K did nothing seen
            self.error = self.app.t("net.cash.top_up_after_move")
            return None
        stack = self.session.table.stacks[mine]
        game = self.session.table
        staked = game.phase is HoldemPhase.BETTING and mine in game.dealt  # the balance lacks it
        ask = top_up_ask(self.app.t, cash.min_buy_in, cash.max_buy_in, stack, self.session.balance, staked)
        if not ask.asks_amount:
            self.error = self.app.t("net.cash.no_top_up")
            return None
        return self._ask(ask, lambda amount, _: self.session.top_up(amount or 0))

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if self.cash() is not None and not self.chat.active and not self.table.chooser.open:
            if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                mine = self._mine()
                if event.key == pygame.K_t and mine is None:
                    return self.sit_down()
                if event.key == pygame.K_o and mine is not None:
                    return self.sit_out_or_in()
                if event.key == pygame.K_b and self._waiting():
                    self.session.post_now()
                    return None
                if event.key == pygame.K_k and mine is not None:
                    return self.top_up()
                if event.key == pygame.K_u and mine is not None:
                    self.session.stand()
                    return None
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._mine() is None:
                for seat in self.free_seats():
                    if self.table.lay.seats[seat].plate.collidepoint(event.pos):
                        return self.sit_down(seat)
        return super().handle(event)
