"""The Hold'em table's Tipp: the person's equity against the players still in, and the pot odds.

`HoldemTips(scene)` belongs to one `HoldemTableScene`. When it is open on a
person's turn it estimates, from that person's own seat view
(`session.seat_view`: their hole cards, the board and the public betting,
never a hidden card), the share of the pot their hand wins at a showdown
against the hands the players still in would hold, having played the way
they played - the same estimate as the Profi's (`players.opponent_ranges`,
`equity.range_equity`: a range by position and action, narrowed by bets and
calls) - and says against what ("gegen eine Spanne, die so erhöht"); and the
pot odds: the share of the pot after a call that the call costs (`pot_odds`).
A call pays off on average when the equity is higher. After the flop the
estimate deals 1,333 hands heads-up to 363 at ten seats (`DEALS_BUDGET`, the
same work at every table size), so it runs as a background job (`game.session.background`)
and the panel says "wird berechnet ..." until it is ready; each situation
is estimated once, with a generator seeded by the situation, so the figure
stays put while the panel is open. The setting `show_tips` switches the
Tipp off; at a hot seat it shows only if everybody agreed in the set-up.
? or F2 (`game.ui.tipkeys`) and its button toggle it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.engine.holdem import HoldemView
from game.engine.holdem.equity import DEALS_BUDGET, Equity, pot_odds, range_equity
from game.engine.holdem.players import opponent_ranges
from game.engine.holdem.reads import RangeNote, describe, read_ranges
from game.scenes.holdem.screen import HoldemScreen
from game.session import Job, in_thread
from game.text.holdem.words import chips
from game.ui import theme
from game.ui.draw import panel, wrap_text
from game.ui.tipkeys import TipKeys
from game.ui.widgets import Button

__all__ = ["HoldemTips", "Tip", "tip_for", "against"]




@dataclass(frozen=True, slots=True)
class Tip:
    """The Tipp's figures for one situation."""

    equity: Equity
    opponents: int
    call: int
    pot: int
    #: Against what: per opponent weighed, what its range is (`reads.describe`).
    ranges: tuple[RangeNote, ...] = ()

    @property
    def odds(self) -> float:
        """The pot odds of the call (0 when there is nothing to call)."""
        return pot_odds(self.call, self.pot)


def tip_for(view: HoldemView, call: int) -> Tip:
    """The Tipp for a seat's view facing a call of ``call`` chips (seeded by the situation): equity
    against the opponents' ranges as the Profi reads them; before the flop, when nobody put chips
    in yet, against every live opponent holding any hand."""
    ranges = opponent_ranges(view) or read_ranges(view)
    seed = f"{view.hole}|{view.board}|{ranges}"
    deals = DEALS_BUDGET // (len(ranges) + 2) if view.board else 0  # the same work at every table size
    value = range_equity(view.hole, view.board, ranges, deals, random.Random(seed))
    return Tip(Equity(value, False, deals), len(ranges), call, view.pot_total, describe(view, ranges))


def against(tip: Tip, t: Callable[..., str]) -> str:
    """The line that says against what the equity was estimated: the one range, or how many and
    the tightest of them."""
    notes = tip.ranges
    if not notes:
        return t("holdem.tip.against", n=tip.opponents)
    tightest = min(notes, key=lambda note: note.share)
    share = max(1, round(100 * tightest.share))
    if len(notes) == 1:
        return t(f"holdem.tip.against_one_{tightest.kind}", share=share)
    return t(f"holdem.tip.against_many_{tightest.kind}", n=len(notes), share=share)


class HoldemTips:
    """The Tipp panel of one Hold'em table (see the module doc)."""

    def __init__(self, scene: HoldemScreen) -> None:
        self.scene = scene
        self.open = False
        self.keys = TipKeys()
        self.button = Button(lambda: scene.app.t("tip.button"), self.toggle)
        self._key: tuple[object, ...] | None = None
        self._job: Job[Tip] | None = None
        self._tip: Tip | None = None  # the estimate taken over for `_key`

    # ------------------------------------------------------------------ state
    def allowed(self) -> bool:
        """The setting allows the Tipp; at a hot seat only if everybody agreed."""
        session = self.scene.session
        if not self.scene.app.settings.show_tips or not session.options.tips:
            return False
        return len(session.people) <= 1 or session.options.hot_seat_tips

    def available(self) -> bool:
        """The Tipp can be opened now: allowed, and a person is to act."""
        return self.allowed() and self.scene.my_turn()

    def toggle(self) -> None:
        if self.available():
            self.open = not self.open

    def showing(self) -> bool:
        """Whether the panel is drawn now."""
        return self.open and self.available()

    def close(self) -> None:
        """The person acted: the figures are about a situation that is gone."""
        self.open = False

    def update(self) -> None:
        """While the panel is open: start the estimate of a new situation, and take over a finished
        one (in the table's update, never while a frame is drawn, so a frame shows what its look says)."""
        if not self.showing():
            return
        session = self.scene.session
        seat = session.viewer
        assert seat is not None  # showing: a person is to act
        legal = session.legal_actions(seat)
        if legal is None:
            return
        view = session.seat_view(seat)
        key = (session.table.hand_no, view.hole, view.board, view.live, legal.call, view.pot_total)
        if key != self._key:
            self._key, self._tip = key, None
            call = legal.call or 0
            self._job = in_thread(lambda: tip_for(view, call))
        job = self._job
        if job is not None and job.done():
            self._tip, self._job = job.result(), None

    def pending(self) -> bool:
        """The open panel waits for its estimate (the table looks again every frame)."""
        return self.showing() and self._tip is None

    def tip(self) -> Tip | None:
        """The figures for the situation now; None while they are being estimated (or unavailable)."""
        return self._tip if self.available() else None

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        """Take the event if it is the Tipp's (True: consumed)."""
        if self.keys.handle(event, self.available(), self.toggle):
            return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.available()
            and self.button.rect.collidepoint(event.pos)
        ):
            self.toggle()
            return True
        return False

    # ------------------------------------------------------------------ drawing
    def lines(self) -> list[tuple[str, theme.Color, bool]]:
        """The panel's lines (text, colour, bold)."""
        t = self.scene.app.t
        tip = self.tip()
        if tip is None:
            return [(t("holdem.tip.working"), theme.TEXT_DIM, False)]
        equity = round(100 * tip.equity.value)
        lines = [
            (t("holdem.tip.equity", n=equity), theme.ACCENT, True),
            (against(tip, t), theme.TEXT_DIM, False),
        ]
        if tip.call:
            odds = round(100 * tip.odds)
            lines.append((t("holdem.tip.odds", n=odds), theme.TEXT, True))
            lines.append(
                (
                    t("holdem.tip.odds_how", call=chips(tip.call, t), pot=chips(tip.pot + tip.call, t)),
                    theme.TEXT_DIM,
                    False,
                )
            )
            good = tip.equity.value > tip.odds
            lines.append(
                (
                    t("holdem.tip.call_pays" if good else "holdem.tip.call_loses"),
                    theme.GOLD if good else theme.RED,
                    True,
                )
            )
        else:
            lines.append((t("holdem.tip.free"), theme.TEXT, False))
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        """The panel, if open."""
        if not self.showing():
            return
        lay = self.scene.lay
        r = lay.tips
        s = lay.scale
        panel(surface, r, theme.PANEL, theme.ACCENT, max(4, round(10 * s)), max(1, round(2 * s)))
        pad = round(10 * s)
        text = self.scene.text
        y = r.y + pad
        rect = text.blit(
            surface,
            self.scene.app.t("holdem.tip.title"),
            max(12, round(17 * s)),
            theme.ACCENT,
            bold=True,
            topleft=(r.x + pad, y),
        )
        y = rect.bottom + round(3 * s)
        for line, colour, bold in self.lines():
            size = max(11, round((16 if bold else 14) * s))
            font = self.scene.app.fonts(size, bold)
            for row in wrap_text(font, line, r.width - 2 * pad):
                if y + font.get_linesize() > r.bottom - pad // 2:
                    return
                rect = text.blit(surface, row, size, colour, bold=bold, topleft=(r.x + pad, y))
                y = rect.bottom + 1
