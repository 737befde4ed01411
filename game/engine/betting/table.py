"""The betting table of one deal: stacks, bets, turn order, rounds and the payout.

`BettingTable` is the mutable state machine a game module (Duell, Hold'em)
drives: it posts antes and blinds, runs one betting round at a time (who
acts, what is legal, each action through verify / can / act),
closes a round by returning an uncalled bet and moving the bets into the pots,
and at the end awards the main and side pots from a ranking of the seats still
in, or carries the pot over (a Duell tie). It never deals or rates cards and
knows nothing of streets beyond their number. Chips are conserved after every
step: stacks + bets + pots + chips carried out is constant.

The turn and reopening logic follows pokerkit's (an oracle test compares
both): a full bet or raise reopens the betting for everyone else; an all-in
short of a full raise does not reopen it for seats that already acted, unless
several such all-ins together reach a full raise; nobody raises their own bet.
Three decisions of variants.md differ from pokerkit (the oracle bridges them):
before the flop the big blind is the bet a raise is measured against, so a
short all-in over it does not reopen the betting either; a big blind all in
for less keeps the price at the full big blind; and a seat that a fold leaves
with nobody to bet against is asked nothing more.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ..errors import IllegalActionError, NotYourTurnError
from .actions import Action, Call, Check, Fold, RaiseTo
from .errors import (
    BetSizeError,
    BettingClosedError,
    BettingConfigError,
    CannotCheckError,
    NothingToCallError,
    RaiseNotAllowedError,
    ShowdownError,
)
from .events import (
    AntePosted,
    BetReturned,
    BettingEvent,
    Blind,
    BlindPosted,
    Called,
    Checked,
    Folded,
    PotAwarded,
    PotCarriedIn,
    PotCarriedOut,
    RaisedTo,
    RoundEnded,
)
from .legal import LegalActions
from .pots import Pot, build_pots, split_pot
from .rules import BettingRules, Structure

__all__ = ["BettingTable", "MIN_SEATS", "MAX_SEATS"]

MIN_SEATS = 2
MAX_SEATS = 10


class BettingTable:
    """One deal's betting: seats 0..n-1 in turn order, ``button`` the dealer seat."""

    def __init__(
        self, stacks: Sequence[int], rules: BettingRules, button: int = 0, *, carried: int = 0
    ) -> None:
        if not MIN_SEATS <= len(stacks) <= MAX_SEATS:
            raise BettingConfigError(
                f"a betting table has {MIN_SEATS} to {MAX_SEATS} seats, not {len(stacks)}"
            )
        if any(stack < 1 for stack in stacks):
            raise BettingConfigError("every seat in the deal needs at least one chip")
        if not 0 <= button < len(stacks):
            raise BettingConfigError(f"no seat {button} for the button")
        if carried < 0:
            raise BettingConfigError("a carried-over pot cannot be negative")
        self._rules = rules
        self._button = button
        self._n = len(stacks)
        self._stacks = list(stacks)
        self._bets = [0] * self._n
        self._committed = [0] * self._n
        self._folded = [False] * self._n
        self._live = self._n
        self._live_seats: tuple[int, ...] | None = None  # cached until the next fold
        self._max_bet = 0
        self._carried = carried
        self._carried_out = 0
        self._round_no = 0
        self._running = False
        self._started = False
        self._settled = False
        self._blinds_posted = False
        self._big_blind_seat: int | None = None
        self._queue: list[int] = []
        self._acted: set[int] = set()
        self._raise_size = 0
        self._count = 0
        self._short_all_ins: list[int] = []
        self._blind_price = 0  # the big blind the first round's bets are measured against
        self._events: list[BettingEvent] = []
        if carried:
            self._events.append(PotCarriedIn(carried))

    # ----------------------------------------------------------------- reading

    @property
    def rules(self) -> BettingRules:
        """The table's betting structure."""
        return self._rules

    @property
    def seat_count(self) -> int:
        """Number of seats in the deal."""
        return self._n

    @property
    def button(self) -> int:
        """The dealer seat (odd chips go to the winner nearest its left)."""
        return self._button

    @property
    def stacks(self) -> tuple[int, ...]:
        """Chips each seat still has behind its bet."""
        return tuple(self._stacks)

    @property
    def bets(self) -> tuple[int, ...]:
        """Each seat's bet in the current round (not yet in the pots)."""
        return tuple(self._bets)

    @property
    def contributions(self) -> tuple[int, ...]:
        """Everything each seat put in this deal (antes, earlier rounds and the current bet)."""
        return tuple([c + b for c, b in zip(self._committed, self._bets)])

    @property
    def pot_total(self) -> int:
        """All chips in the middle: carried-over pot, pots and the current round's bets."""
        return self._carried + sum(self._committed) + sum(self._bets)

    @property
    def chips(self) -> int:
        """Stacks + pots + bets + chips carried out: constant for the whole deal."""
        return sum(self._stacks) + self.pot_total + self._carried_out

    @property
    def round_no(self) -> int:
        """The current betting round, from 0 (the next one between rounds)."""
        return self._round_no

    @property
    def live_seats(self) -> tuple[int, ...]:
        """Seats that have not folded (all-in seats included)."""
        live = self._live_seats
        if live is None:
            live = self._live_seats = tuple([seat for seat, out in enumerate(self._folded) if not out])
        return live

    @property
    def all_in_seats(self) -> tuple[int, ...]:
        """Seats still in the hand with no chips behind."""
        return tuple(seat for seat in self.live_seats if self._stacks[seat] == 0)

    @property
    def folded(self) -> tuple[bool, ...]:
        """Per seat: True when it gave up this hand."""
        return tuple(self._folded)

    def is_folded(self, seat: int) -> bool:
        """True when ``seat`` gave up this hand."""
        return self._folded[seat]

    @property
    def hand_decided(self) -> bool:
        """Only one seat is left: it wins without a showdown."""
        return self._live <= 1

    @property
    def betting_finished(self) -> bool:
        """No further betting is possible (fewer than two live seats with chips): deal out and show down."""
        return self.hand_decided or sum(1 for seat in self.live_seats if self._stacks[seat] > 0) <= 1

    @property
    def round_running(self) -> bool:
        """A betting round has been started and not yet ended."""
        return self._running

    @property
    def round_over(self) -> bool:
        """The running round needs no more actions (call `end_round`)."""
        return self._running and not self._queue

    @property
    def to_act(self) -> int | None:
        """The seat whose turn it is, or None."""
        return self._queue[0] if self._running and self._queue else None

    @property
    def settled(self) -> bool:
        """The pots have been awarded or carried out: the deal is over."""
        return self._settled

    @property
    def events(self) -> tuple[BettingEvent, ...]:
        """Everything that happened at this table, in order."""
        return tuple(self._events)

    def pots(self) -> tuple[Pot, ...]:
        """Main pot, then side pots, with the seats entitled to each (current bets included)."""
        return build_pots(self.contributions, self.live_seats, self._carried)

    # ------------------------------------------------------------ forced bets

    def post_antes(self, amount: int) -> tuple[BettingEvent, ...]:
        """Every seat pays ``amount`` into the pot (or all it has) before the first round."""
        self._verify_before_first_round()
        if amount < 0:
            raise BettingConfigError("an ante cannot be negative")
        events: list[BettingEvent] = []
        for seat in range(self._n):
            paid = min(amount, self._stacks[seat])
            self._stacks[seat] -= paid
            self._committed[seat] += paid
            events.append(AntePosted(seat, paid, self._stacks[seat] == 0))
        return self._log(events)

    def post_blinds(self, small: int, big: int) -> tuple[BettingEvent, ...]:
        """Small blind left of the button, big blind next; heads-up the button posts the small one."""
        self._verify_before_first_round()
        if self._blinds_posted:
            raise BettingClosedError("the blinds are already posted")
        if not 0 <= small <= big or big < 1:
            raise BettingConfigError(f"blinds {small}/{big} are not a small and a big blind")
        small_seat = self._button if self._n == 2 else (self._button + 1) % self._n
        big_seat = (small_seat + 1) % self._n
        events: list[BettingEvent] = []
        for seat, blind, amount in ((small_seat, Blind.SMALL, small), (big_seat, Blind.BIG, big)):
            paid = min(amount, self._stacks[seat])
            self._pay(seat, paid)
            events.append(BlindPosted(seat, blind, paid, self._stacks[seat] == 0))
        self._blinds_posted = True
        self._big_blind_seat = big_seat
        if self._max_bet > 0:
            # variants.md: a big blind all in for less does not lower the price - the
            # others call the full big blind, and a full raise goes at least one more.
            self._max_bet = max(self._max_bet, big)
            self._blind_price = big
        return self._log(events)

    def post_live(self, seat: int, amount: int) -> tuple[BettingEvent, ...]:
        """A live blind for ``seat`` after the regular blinds: its first-round bet becomes ``amount``
        (what it posted already counts; all it has when short).

        It is a newcomer's post (Hold'em: a player who sits down and plays at once
        pays a big blind). Live: it counts toward the seat's call and the seat may
        still raise when its turn comes. It does not move the first speaker (left
        of the big blind) and is no bet of its own for the limit's cap.
        """
        self._verify_before_first_round()
        if not self._blinds_posted:
            raise BettingClosedError("a post comes after the blinds")
        if not 0 <= seat < self._n:
            raise BettingConfigError(f"no seat {seat} to post")
        if amount < 1:
            raise BettingConfigError(f"a post is at least 1 chip, not {amount}")
        paid = min(max(0, amount - self._bets[seat]), self._stacks[seat])
        self._pay(seat, paid)
        return self._log([BlindPosted(seat, Blind.POST, paid, self._stacks[seat] == 0)])

    def _verify_before_first_round(self) -> None:
        if self._started or self._settled:
            raise BettingClosedError("forced bets are posted before the first betting round")

    # ----------------------------------------------------------------- rounds

    def start_round(self, first: int | None = None) -> None:
        """Open the next betting round; ``first`` is the seat asked first (skipped if out or all in).

        Default: left of the big blind in a round with blinds, else the seat left
        of the button. Duell passes its alternating first speaker.
        """
        if self._running:
            raise BettingClosedError("a betting round is already running")
        if self._settled:
            raise BettingClosedError("the pots are already awarded")
        if first is None:
            if self._big_blind_seat is not None and not self._started:
                first = (self._big_blind_seat + 1) % self._n
            else:
                first = (self._button + 1) % self._n
        if not 0 <= first < self._n:
            raise BettingConfigError(f"no seat {first} to speak first")
        self._started = True
        self._running = True
        n = self._n
        folded, stacks, bets = self._folded, self._stacks, self._bets
        # A seat nobody can bet against any more (the others' chips do not exceed its
        # bet) has nothing to decide, as in pokerkit: it is not asked. The most any
        # other live seat can reach is the largest reach, or the second largest for
        # the seat holding the largest.
        best = second = -1
        best_seat = -1
        for seat in range(n):
            if not folded[seat]:
                reach = bets[seat] + stacks[seat]
                if reach > best:
                    best, second, best_seat = reach, best, seat
                elif reach > second:
                    second = reach
        self._queue = [
            seat
            for seat in [(first + i) % n for i in range(n)]
            if not folded[seat]
            and stacks[seat] > 0
            and (second if seat == best_seat else best) > bets[seat]
        ]
        preflop = self._blinds_posted and self._round_no == 0
        self._acted.clear()
        self._short_all_ins.clear()
        # Before the flop the big blind is the bet to raise: a raise short of a full
        # big blind more is an all-in that does not reopen the betting (variants.md).
        self._raise_size = self._blind_price if preflop else 0
        # A posted big blind is the first bet of its round (for the limit cap).
        self._count = 1 if self._max_bet > 0 else 0
        if self.hand_decided or (
            len(self._queue) == 1 and self._bets[self._queue[0]] >= self._max_bet
        ):
            self._queue.clear()

    def end_round(self) -> tuple[BettingEvent, ...]:
        """Close a finished round: return the uncalled part of the top bet, move the bets to the pots."""
        if not self._running:
            raise BettingClosedError("no betting round is running")
        if self._queue:
            raise BettingClosedError(f"seat {self._queue[0]} still has to act")
        events: list[BettingEvent] = []
        bets = self._bets
        top = max(range(self._n), key=bets.__getitem__)
        second = 0
        for seat, bet in enumerate(bets):
            if bet > second and seat != top:
                second = bet
        if bets[top] > second:
            excess = bets[top] - second
            bets[top] -= excess
            self._stacks[top] += excess
            events.append(BetReturned(top, excess))
        self._committed = [committed + bet for committed, bet in zip(self._committed, bets)]
        self._bets = [0] * self._n
        self._max_bet = 0
        events.append(RoundEnded(self._round_no, self.pot_total))
        self._running = False
        self._round_no += 1
        return self._log(events)

    # ---------------------------------------------------------------- choices

    def legal_actions(self) -> LegalActions | None:
        """What the seat to act may do, or None when nobody is to act."""
        queue = self._queue
        if not (self._running and queue):
            return None
        seat = queue[0]
        max_bet = self._max_bet
        to_call = max_bet - self._bets[seat]
        stack = self._stacks[seat]
        call = (to_call if to_call < stack else stack) if to_call > 0 else None
        if self._raise_refusal(seat) is None:
            low, high = self._raise_bounds(seat)
            return LegalActions(seat, call, low, high, max_bet == 0)
        return LegalActions(seat, call, None, None, max_bet == 0)

    def _raise_refusal(self, seat: int) -> str | None:
        """Why a bet or raise is closed to ``seat`` now, or None when it is open."""
        cap = self._rules.cap
        if cap is not None and self._count >= cap:
            return f"the cap of {cap} bets in this round is reached"
        stacks = self._stacks
        bets = self._bets
        max_bet = self._max_bet
        stack = stacks[seat]
        to_call = max_bet - bets[seat]
        raise_size = self._raise_size
        short = self._short_all_ins
        if seat in self._acted and (
            (stack if stack < to_call else to_call) < raise_size or (short and sum(short) < raise_size)
        ):
            return "an all-in short of a full raise does not reopen the betting for a seat that already acted"
        if stack <= to_call:
            return "the stack does not cover more than the call"
        folded = self._folded
        for other in range(self._n):
            if other != seat and not folded[other] and stacks[other] + bets[other] > max_bet:
                return None
        return "nobody left could call a bet or raise"

    def _raise_bounds(self, seat: int) -> tuple[int, int]:
        """Smallest and largest "raise to" total for ``seat`` (assumes raising is open)."""
        rules = self._rules
        max_bet = self._max_bet
        bets = self._bets
        all_in = bets[seat] + self._stacks[seat]
        size = rules.bet_size(self._round_no)
        low = max_bet + (self._raise_size if self._raise_size > size else size)
        structure = rules.structure
        if structure is Structure.NO_LIMIT:
            high = all_in
        elif structure is Structure.FIXED_LIMIT:
            high = low
        else:
            high = max(low, 2 * max_bet - bets[seat] + self.pot_total)
        if rules.cap_to_callable:
            high = min(
                high,
                max(
                    self._stacks[other] + bets[other]
                    for other in range(self._n)
                    if other != seat and not self._folded[other]
                ),
            )
        if high > all_in:
            high = all_in
        return (low if low < high else high), high

    # ---------------------------------------------------------------- actions

    def verify(self, action: Action) -> None:
        """Raise the specific `IllegalActionError` that refuses ``action``; return if it is legal."""
        if not self._running or not self._queue:
            raise BettingClosedError("no betting round is waiting for an action")
        if action.seat != self._queue[0]:
            raise NotYourTurnError(f"it is seat {self._queue[0]}'s turn, not seat {action.seat}'s")
        to_call = self._max_bet - self._bets[action.seat]
        if isinstance(action, Check):
            if to_call > 0:
                raise CannotCheckError(f"seat {action.seat} faces a bet: {to_call} to call")
        elif isinstance(action, Call):
            if to_call == 0:
                raise NothingToCallError(f"seat {action.seat} has nothing to call: check instead")
        elif isinstance(action, RaiseTo):
            reason = self._raise_refusal(action.seat)
            if reason is not None:
                raise RaiseNotAllowedError(reason)
            low, high = self._raise_bounds(action.seat)
            if not low <= action.amount <= high:
                span = f"exactly {low}" if low == high else f"from {low} to {high}"
                raise BetSizeError(f"a bet or raise here goes to {span}, not {action.amount}")

    def can(self, action: Action) -> bool:
        """True when ``action`` is legal now."""
        try:
            self.verify(action)
        except IllegalActionError:
            return False
        return True

    def act(self, action: Action) -> tuple[BettingEvent, ...]:
        """Apply a legal ``action`` and return the events it caused (refused: nothing changes)."""
        self.verify(action)
        seat = self._queue.pop(0)
        self._acted.add(seat)
        event: BettingEvent
        if isinstance(action, Fold):
            self._folded[seat] = True
            self._live -= 1
            self._live_seats = None
            event = Folded(seat)
        elif isinstance(action, Check):
            event = Checked(seat)
        elif isinstance(action, Call):
            paid = min(self._max_bet - self._bets[seat], self._stacks[seat])
            self._pay(seat, paid)
            event = Called(seat, paid, self._stacks[seat] == 0)
        else:
            event = self._raise(seat, action.amount)
        if isinstance(action, Fold):
            # A seat left with nobody to bet against (the others in the hand are all in
            # for no more than its bet) is asked nothing more (variants.md).
            self._queue = [other for other in self._queue if self._can_be_bet_against(other)]
        if not self._queue or self.hand_decided:
            self._queue.clear()
        return self._log([event])

    def _can_be_bet_against(self, seat: int) -> bool:
        """Some other seat still in the hand can put in more than ``seat``'s bet."""
        bets, stacks, folded = self._bets, self._stacks, self._folded
        return any(
            other != seat and not folded[other] and bets[other] + stacks[other] > bets[seat]
            for other in range(self._n)
        )

    def _raise(self, seat: int, to: int) -> RaisedTo:
        max_bet = self._max_bet
        added = to - self._bets[seat]
        increment = to - max_bet
        self._pay(seat, added)
        full = increment >= self._raise_size
        if full:
            self._acted = {seat}
        self._raise_size = max(self._raise_size, increment)
        self._count += 1
        if self._stacks[seat]:
            self._short_all_ins.clear()
        else:
            self._short_all_ins.append(increment)
        if sum(self._short_all_ins) >= self._raise_size:
            self._short_all_ins.clear()
        order = [(seat + i) % self._n for i in range(1, self._n)]
        self._queue = [other for other in order if not self._folded[other] and self._stacks[other] > 0]
        return RaisedTo(seat, to, added, max_bet == 0, full, self._stacks[seat] == 0)

    def _pay(self, seat: int, amount: int) -> None:
        self._stacks[seat] -= amount
        self._bets[seat] += amount
        if self._bets[seat] > self._max_bet:
            self._max_bet = self._bets[seat]

    # ----------------------------------------------------------------- payout

    def award(
        self, ranking: Sequence[Collection[int]] | None = None, *, odd_chips_from: int | None = None
    ) -> tuple[BettingEvent, ...]:
        """Pay every pot to the best-ranked seats entitled to it; equal ranks split.

        ``ranking`` lists the live seats in tiers, best first (seats in one tier
        tie); it may be None when only one seat is left. Each pot goes to the
        first tier that holds a seat entitled to it; odd chips one by one from
        the winner nearest left of the button, or from ``odd_chips_from`` on
        (Duell: the seat that spoke second).
        """
        self._verify_payout()
        live = set(self.live_seats)
        if ranking is None:
            if len(live) != 1:
                raise ShowdownError("a showdown needs a ranking of the seats still in")
            tiers: list[frozenset[int]] = [frozenset(live)]
        else:
            tiers = [frozenset(tier) for tier in ranking if tier]
            ranked = [seat for tier in tiers for seat in tier]
            if len(ranked) != len(set(ranked)) or set(ranked) != live:
                raise ShowdownError(f"the ranking must name each seat still in once: {sorted(live)}")
        if odd_chips_from is not None and not 0 <= odd_chips_from < self._n:
            raise BettingConfigError(f"no seat {odd_chips_from} for the odd chips")
        odd_from = self._button if odd_chips_from is None else (odd_chips_from - 1) % self._n
        events: list[BettingEvent] = []
        for index, pot in enumerate(self.pots()):
            winners = next(tier & pot.eligible for tier in tiers if tier & pot.eligible)
            shares = split_pot(pot.amount, winners, odd_from, self._n)
            for seat, chips in shares:
                self._stacks[seat] += chips
            events.append(PotAwarded(index, pot.amount, shares))
        self._clear_pots()
        return self._log(events)

    def carry_out(self) -> tuple[BettingEvent, ...]:
        """Nobody wins (a Duell tie): take the whole pot off the table for the next deal."""
        self._verify_payout()
        amount = self.pot_total
        self._carried_out += amount
        self._clear_pots()
        return self._log([PotCarriedOut(amount)])

    @property
    def carried_out(self) -> int:
        """Chips taken off the table by `carry_out` (the next deal's ``carried``)."""
        return self._carried_out

    def _verify_payout(self) -> None:
        if self._settled:
            raise ShowdownError("the pots are already awarded")
        if self._running:
            raise ShowdownError("end the betting round before the payout")

    def _clear_pots(self) -> None:
        self._committed = [0] * self._n
        self._carried = 0
        self._settled = True

    def _log(self, events: list[BettingEvent]) -> tuple[BettingEvent, ...]:
        self._events.extend(events)
        return tuple(events)
