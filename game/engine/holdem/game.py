"""The Texas Hold'em table: hands, streets, showdown and the format, driving the betting core.

`HoldemGame` follows the token game's pattern: `legal_actions(seat)`,
`verify` / `can` / `apply(action)` returning the events it caused (a refused
action raises an `IllegalActionError` and changes nothing), and
`events_for(seat, after)` projecting the log for one seat. Randomness is
injected: the rng shuffles each deck and picks the first button. `view(seat)`
is what a computer player may know, with the table's reads of every seat's
public betting in its last hands (`reads.BettingReads`, kept as the betting
is logged, so a replayed save reads the same).

A hand: `start_hand()` moves the button (random at the first hand, then one
seat on, skipping seats without chips and players new at the table), posts
the blinds (and a newcomer's post, `seating`) through a `BettingTable` of
the seats dealt in, deals two hole cards to each
(seat k of the hand, in ascending seat order, gets deck cards 2k and 2k+1;
the board is the next five cards) and opens the betting. Each `apply` of a
betting action may close the round, deal the next street, or settle the
hand: uncontested, or a showdown of the best five of seven where the last
aggressor of the last round shows first and - with ``muck_beaten`` - a hand
already beaten is not turned over (everyone shows after an all-in). The
core pays the pots: split pots, odd chips from the winner nearest left of
the button. Chips are conserved after every action (`chips` ==
`chips_issued`).

Between hands a cash table takes `TakeStack` (a busted player's fresh
stack), `SitDown` (a player joins an empty seat) and `StandUp` (a player
leaves with the chips).

The whole game is its *script* - each hand's deck and every action - plus
the first button, so `state` / `from_state` replay it exactly (`state.py`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from enum import StrEnum
from itertools import combinations
from typing import TYPE_CHECKING, Final, NamedTuple

from ..betting import BettingTable, CannotCheckError, LegalActions, NothingToCallError, Pot, build_pots
from ..betting.events import BettingEvent, PotAwarded, RaisedTo
from ..cards import Card
from ..deck import RandomSource, default_rng
from ..decks import DECK_52
from ..errors import (
    EngineError,
    IllegalActionError,
    InvalidCardsError,
    NotYourTurnError,
    PhaseError,
    SaveFormatError,
)
from ..hands import HOLDEM, HandValue, best_hand, evaluate, seven_card_function, strength_function
from .actions import Call, Check, Fold, HoldemAction, RaiseTo, SitDown, StandUp, TakeStack, Timeout
from .config import MAX_STACK, HoldemConfig, HoldemSeat, TableFormat, seat_name_problem
from .events import (
    STREETS,
    BoardDealt,
    Busted,
    GameOver,
    HandOver,
    HandStarted,
    HoldemEvent,
    HoleCards,
    PotResult,
    SeatLeft,
    SeatTaken,
    Showdown,
    ShownHand,
    StackTaken,
    Street,
    TimedOut,
    project,
)
from .reads import BettingReads
from .seating import can_deal, deal_plan, next_button, regular_seats

if TYPE_CHECKING:
    from .state import HoldemState

__all__ = ["HoldemPhase", "HoldemGame", "HoldemView", "Move", "ScriptStep"]

#: One step of a game's script: a hand's deck (the hand starts) or an action.
ScriptStep = tuple[Card, ...] | HoldemAction

_BOARD_AT = (0, 3, 4, 5)  # board cards showing in each betting round


_FIVES_OF_SEVEN = tuple(combinations(range(7), 5))
# isinstance() with a tuple: an `A | B` union is built anew at every call.
_BETS: Final = (Fold, Check, Call, RaiseTo)
_SEATING: Final = (TakeStack, SitDown, StandUp)


def _best_five(cards: tuple[Card, ...], strength: int) -> HandValue:
    """The `HandValue` of the five of ``cards`` (seven) rated ``strength`` (their best), found by the
    fast rater; the first such five in the order of ``cards``."""
    codes = [card.code for card in cards]
    rate = strength_function(HOLDEM)  # its table is built at the first showdown, not at import
    for a, b, c, d, e in _FIVES_OF_SEVEN:
        if rate(codes[a], codes[b], codes[c], codes[d], codes[e]) == strength:
            return evaluate((cards[a], cards[b], cards[c], cards[d], cards[e]), HOLDEM)
    return best_hand(cards, HOLDEM)  # not reached: the best five rate the seven's strength


class HoldemPhase(StrEnum):
    """Where the table is."""

    BETWEEN_HANDS = "between-hands"
    BETTING = "betting"
    GAME_OVER = "game-over"


class Move(NamedTuple):
    """One public betting action of the running hand, as every seat saw it (for reading ranges)."""

    seat: int
    #: The betting round: 0 before the flop, 1 flop, 2 turn, 3 river.
    street: int
    #: Fold, Check, Call or RaiseTo (a bet is a raise from nothing).
    kind: type[Fold | Check | Call | RaiseTo]
    #: Chips the action put in.
    chips: int
    #: All chips in the middle before it (pots and this round's bets).
    pot: int
    #: Live seats with chips that acted after it in this round's order (0: last).
    after: int
    #: It put in the seat's last chip.
    all_in: bool


class HoldemView(NamedTuple):
    """What one seat may know when it acts: its cards, the board and the public betting.

    An immutable record (a named tuple: it is made for every decision, so it is cheap to make).
    """

    seat: int
    hole: tuple[Card, Card]
    board: tuple[Card, ...]
    street: Street
    button: int
    #: Seats still in the hand (not folded), ascending.
    live: tuple[int, ...]
    #: Chips behind and this round's bet, per seat of the table.
    stacks: tuple[int, ...]
    bets: tuple[int, ...]
    pot_total: int
    big_blind: int
    #: Bets and raises so far in this betting round (a posted big blind counts as none).
    raises_this_street: int
    #: Live seats with chips that act after this seat in this round's order (0 = last: best position).
    acting_after: int
    #: The seat that bet or raised last in this round (None: nobody yet).
    aggressor: int | None = None
    #: Per seat of the table, its share of bets and raises among its turns with a raise allowed in
    #: its last hands (`reads`: public betting only, smoothed toward a typical player's; () when
    #: not known).
    aggression: tuple[float, ...] = ()
    #: The running hand's betting actions so far, in order (the posted blinds are none).
    line: tuple[Move, ...] = ()
    #: Per seat of the table, its share of folds among the bets it faced in its last hands (`reads`;
    #: () when not known).
    folding: tuple[float, ...] = ()


def _chips(amount: object) -> None:
    """Refuse a stack or top-up that is not a whole number of chips from 1 to `MAX_STACK`."""
    if isinstance(amount, bool) or not isinstance(amount, int) or not 1 <= amount <= MAX_STACK:
        raise IllegalActionError(f"a stack is a whole number of chips from 1 to {MAX_STACK}, not {amount!r}")


class HoldemGame:
    """A Hold'em table from the first hand to the end of a sit-and-go (or forever: cash)."""

    def __init__(
        self,
        config: HoldemConfig,
        rng: RandomSource | None = None,
        *,
        first_button: int | None = None,
        stacks: Sequence[int] | None = None,
    ) -> None:
        """``stacks`` seats the players with other chips than the starting stack (e.g. a table
        joined mid-way, or a test); an empty seat holds none."""
        self._config = config
        self._rng = rng if rng is not None else default_rng()
        n = len(config.seats)
        self._n = n
        self._seated: list[HoldemSeat | None] = list(config.seats)
        if stacks is None:
            self._stacks = [config.starting_stack if seat else 0 for seat in config.seats]
        else:
            self._stacks = list(stacks)
        if len(self._stacks) != n or any(
            isinstance(s, bool) or not isinstance(s, int) or s < 0 for s in self._stacks
        ):
            raise ValueError(f"stacks must be {n} whole numbers of at least 0")
        if any(stack and seat is None for stack, seat in zip(self._stacks, self._seated)):
            raise ValueError("an empty seat holds no chips")
        #: Players who sat down and were not dealt in yet: seat -> posts (True) or waits (False).
        self._newcomers: dict[int, bool] = {}
        self._initial = tuple(self._stacks)
        self._issued = sum(self._stacks)
        if first_button is not None and not 0 <= first_button < n:
            raise ValueError(f"no seat {first_button} for the button")
        self._first_button = first_button
        self._button: int | None = None
        self._hand_no = 0
        self._phase = HoldemPhase.BETWEEN_HANDS
        self._events: list[HoldemEvent] = []
        self._reads = BettingReads(n)
        self._script: list[ScriptStep] = []
        self._places: dict[int, int] = {}
        self._winner: int | None = None
        # The running hand.
        self._table: BettingTable | None = None
        self._order: tuple[int, ...] = ()
        self._index: dict[int, int] = {}
        self._holes: dict[int, tuple[Card, Card]] = {}
        self._deck: tuple[Card, ...] = ()
        self._board: tuple[Card, ...] = ()
        self._street = Street.PREFLOP
        self._big_blind = config.big_blind
        self._raises = 0
        self._aggressor: int | None = None
        self._line: list[Move] = []
        self._start_stacks: dict[int, int] = {}
        self._identity = True
        self._outside = 0  # chips of the seats not dealt into the running hand

    # ----------------------------------------------------------------- reading

    @property
    def config(self) -> HoldemConfig:
        """The table's set-up."""
        return self._config

    @property
    def phase(self) -> HoldemPhase:
        """Between hands, betting, or game over (sit-and-go decided)."""
        return self._phase

    @property
    def hand_no(self) -> int:
        """Hands started so far (the running one included)."""
        return self._hand_no

    @property
    def button(self) -> int | None:
        """The dealer seat of the current or last hand (None before the first)."""
        return self._button

    @property
    def initial_stacks(self) -> tuple[int, ...]:
        """Every seat's chips before the first hand."""
        return self._initial

    @property
    def seated(self) -> tuple[HoldemSeat | None, ...]:
        """Who sits on each seat now (None: empty)."""
        return tuple(self._seated)

    @property
    def newcomers(self) -> dict[int, bool]:
        """Players who sat down and were not dealt in yet: seat -> True (posts) or False (waits)."""
        return dict(self._newcomers)

    @property
    def first_button(self) -> int | None:
        """The button of the first hand (drawn at random unless given)."""
        return self._first_button

    @property
    def board(self) -> tuple[Card, ...]:
        """The community cards showing."""
        return self._board

    @property
    def stacks(self) -> tuple[int, ...]:
        """Every seat's chips behind (bets of the running round not included)."""
        stacks = list(self._stacks)
        if self._table is not None:
            for i, stack in enumerate(self._table.stacks):
                stacks[self._order[i]] = stack
        return tuple(stacks)

    @property
    def bets(self) -> tuple[int, ...]:
        """Every seat's bet in the running betting round."""
        bets = [0] * self._n
        if self._table is not None:
            for i, bet in enumerate(self._table.bets):
                bets[self._order[i]] = bet
        return tuple(bets)

    def pots(self) -> tuple[Pot, ...]:
        """The main pot, then the side pots, of the running hand as the middle of the table holds
        them: the bets of the running round are not in them yet (each pot names the game seats that
        can win it). () between hands and before the first bet reaches the middle."""
        table = self._table
        if table is None:
            return ()
        committed = [total - bet for total, bet in zip(table.contributions, table.bets)]
        order = self._order
        return tuple(
            Pot(pot.amount, frozenset(order[seat] for seat in pot.eligible))
            for pot in build_pots(committed, table.live_seats)
        )

    @property
    def pot_total(self) -> int:
        """All chips in the middle (pots and this round's bets)."""
        return self._table.pot_total if self._table is not None else 0

    @property
    def chips(self) -> int:
        """Stacks + pots + bets: always equal to `chips_issued`."""
        if self._table is None:
            return sum(self._stacks)
        return self._outside + self._table.chips

    @property
    def chips_issued(self) -> int:
        """Starting stacks plus every fresh stack taken or brought (cash table), minus the chips
        taken away by players who left."""
        return self._issued

    @property
    def current(self) -> int | None:
        """The seat whose turn it is, or None."""
        table = self._table
        if table is None:
            return None
        index = table.to_act
        return None if index is None else self._order[index]

    @property
    def street(self) -> Street:
        """The running (or last) betting round."""
        return self._street

    @property
    def live_seats(self) -> tuple[int, ...]:
        """Seats in the running hand that have not folded."""
        if self._table is None:
            return ()
        if self._identity:
            return self._table.live_seats
        return tuple(self._order[i] for i in self._table.live_seats)

    @property
    def seats_with_chips(self) -> tuple[int, ...]:
        """Seats that can be dealt in (every seat with chips, between hands)."""
        return tuple(seat for seat, stack in enumerate(self.stacks) if stack > 0 or seat in self._index)

    @property
    def places(self) -> dict[int, int]:
        """Sit-and-go: finishing place of every seat out (and of the winner), by seat."""
        return dict(self._places)

    @property
    def winner(self) -> int | None:
        """Sit-and-go: the seat holding all the chips, once decided."""
        return self._winner

    @property
    def events(self) -> tuple[HoldemEvent, ...]:
        """The whole log (the truth: every hole card). Seats read `events_for`."""
        return tuple(self._events)

    @property
    def script(self) -> tuple[ScriptStep, ...]:
        """Every hand's deck and every action so far, in order (what a save replays)."""
        return tuple(self._script)

    def state(self) -> HoldemState:
        """The state record of this game (`game.engine.holdem.state`: what a save holds)."""
        from .state import HoldemState

        return HoldemState(
            self.config,
            self.first_button,
            self.initial_stacks,
            self.script,
            self.hand_no,
            self.stacks,
            self.phase.value,
        )

    @classmethod
    def from_state(cls, state: HoldemState, rng: RandomSource | None = None) -> HoldemGame:
        """Replay ``state`` into a game that goes on with ``rng`` (SaveFormatError if it does not replay)."""
        try:
            game = cls(state.config, rng, first_button=state.first_button, stacks=state.initial_stacks)
            for step in state.script:
                if isinstance(step, tuple):
                    game.start_hand(step)
                else:
                    game.apply(step)
        except (EngineError, ValueError, TypeError) as error:
            raise SaveFormatError(f"the saved game does not replay: {error}") from None
        if (game.hand_no, game.stacks, game.phase.value) != (state.hand_no, state.stacks, state.phase):
            raise SaveFormatError("the saved game does not match its own summary")
        return game

    def hole_cards(self, seat: int) -> tuple[Card, Card] | None:
        """``seat``'s hole cards in the running hand (for that seat's own screen), or None."""
        return self._holes.get(seat)

    def events_for(self, seat: int | frozenset[int] | None, after: int = 0) -> tuple[HoldemEvent, ...]:
        """Events from number ``after`` on as ``seat`` may see them (numbering is the same for all)."""
        return tuple(project(event, seat) for event in self._events[after:])

    def view(self, seat: int) -> HoldemView:
        """What ``seat`` may know now, for a computer player (it must be in the running hand)."""
        table = self._table
        holes = self._holes
        if table is None or seat not in holes:
            raise PhaseError(f"seat {seat} is not in a running hand")
        order = self._order
        button = table.button
        after = self._acting_after(table, self._index[seat])
        stacks = table.stacks
        if self._identity:
            live, bets = table.live_seats, table.bets
        else:
            live, stacks, bets = self.live_seats, self.stacks, self.bets
        return HoldemView(
            seat,
            holes[seat],
            self._board,
            self._street,
            order[button],
            live,
            stacks,
            bets,
            table.pot_total,
            self._big_blind,
            self._raises,
            after,
            self._aggressor,
            self._reads.aggression(),
            tuple(self._line),
            self._reads.folding(),
        )

    def _acting_after(self, table: BettingTable, index: int) -> int:
        """Live seats with chips that act after the table seat ``index`` in this round's order."""
        k = len(self._order)
        button = table.button
        if table.round_no == 0:
            start = (button + 3) % k if k > 2 else button
        else:
            start = (button + 1) % k
        stacks = table.stacks
        folded = table.folded
        after = 0
        for j in range((index - start) % k + 1, k):
            other = (start + j) % k
            if stacks[other] > 0 and not folded[other]:
                after += 1
        return after

    # ---------------------------------------------------------------- choices

    def legal_actions(self, seat: int) -> LegalActions | None:
        """What ``seat`` may bet now (None when it is not its turn)."""
        if self._table is None or self.current != seat:
            return None
        legal = self._table.legal_actions()
        if legal is None or self._identity:
            return legal
        return replace(legal, seat=seat)

    def verify(self, action: HoldemAction) -> None:
        """Raise the `IllegalActionError` that refuses ``action``; return if it is legal."""
        table = self._verify_turn(action)
        if table is not None and isinstance(action, _BETS):
            table.verify(self._to_table(action))

    def _verify_turn(self, action: HoldemAction) -> BettingTable | None:
        """Everything but the bet's size and kind: the seat exists, the phase fits, it is its turn.

        Returns the betting table the action goes to (None for a fresh stack, a
        player sitting down or leaving: those are fully checked here). The table itself checks the bet - once,
        in `verify` or in its own `act`, which refuses without changing anything.
        """
        if not 0 <= action.seat < self._n:
            raise IllegalActionError(f"there is no seat {action.seat}")
        if isinstance(action, _SEATING):
            self._verify_seating(action)
            return None
        table = self._table
        if self._phase is not HoldemPhase.BETTING or table is None:
            raise PhaseError("no betting round is waiting for an action")
        current = self.current
        if action.seat != current:
            raise NotYourTurnError(f"it is seat {current}'s turn, not seat {action.seat}'s")
        if not self._identity and isinstance(action, (Check, Call)):
            # The core's messages name its own seat numbers: say these two in the game's.
            legal = table.legal_actions()
            assert legal is not None
            if isinstance(action, Check) and legal.call is not None:
                raise CannotCheckError(f"seat {action.seat} faces a bet: {legal.call} to call")
            if isinstance(action, Call) and legal.call is None:
                raise NothingToCallError(f"seat {action.seat} has nothing to call: check instead")
        return table

    def _verify_seating(self, action: TakeStack | SitDown | StandUp) -> None:
        """A fresh stack, a player sitting down or leaving: cash table, between hands."""
        if self._config.table_format is not TableFormat.CASH:
            raise IllegalActionError("only at a cash table do players take fresh stacks, sit down or leave")
        if self._phase is not HoldemPhase.BETWEEN_HANDS:
            raise PhaseError("players take fresh stacks, sit down and leave between hands")
        seat = action.seat
        occupant = self._seated[seat]
        if isinstance(action, SitDown):
            if occupant is not None:
                raise IllegalActionError(f"seat {seat} is taken")
            if not isinstance(action.player, HoldemSeat) or not isinstance(action.post, bool):
                raise IllegalActionError("a player sits down with a HoldemSeat and post True or False")
            if action.stack is not None:
                _chips(action.stack)
            problem = seat_name_problem(action.player)
            if problem is not None:
                raise IllegalActionError(problem)
            name = action.player.name.strip().casefold()
            if any(other is not None and other.name.strip().casefold() == name for other in self._seated):
                raise IllegalActionError(f"{action.player.name!r} already sits at the table")
            return
        if occupant is None:
            raise IllegalActionError(f"seat {seat} is empty")
        if isinstance(action, TakeStack) and action.amount is not None:
            _chips(action.amount)
        elif isinstance(action, TakeStack) and self._stacks[seat] > 0:
            raise IllegalActionError(f"seat {seat} still has chips")

    def can(self, action: HoldemAction) -> bool:
        """True when ``action`` is legal now."""
        try:
            self.verify(action)
        except IllegalActionError:
            return False
        return True

    def apply(self, action: HoldemAction) -> tuple[HoldemEvent, ...]:
        """Carry out a legal ``action``; the events it caused (refused: nothing changes)."""
        table = self._verify_turn(action)
        mark = len(self._events)
        if isinstance(action, _SEATING):
            self._script.append(action)
            self._events.append(self._change_seat(action))
            return tuple(self._events[mark:])
        assert table is not None
        bet: Fold | Check | Call | RaiseTo
        legal = table.legal_actions()
        assert legal is not None
        if isinstance(action, Timeout):
            bet = Check(action.seat) if legal.check else Fold(action.seat)
        else:
            bet = action
        index = self._index[bet.seat]
        pot, before, after = table.pot_total, table.stacks[index], self._acting_after(table, index)
        round_no = table.round_no
        done = table.act(self._to_table(bet))  # verifies; a refusal changes nothing
        left = table.stacks[index]
        all_in = left == 0 and before > 0
        self._line.append(Move(bet.seat, round_no, type(bet), before - left, pot, after, all_in))
        if legal.raise_min is not None:
            self._reads.record(action.seat, isinstance(bet, RaiseTo))
        if legal.call:
            self._reads.record_facing(action.seat, isinstance(bet, Fold))
        self._script.append(action)
        if isinstance(action, Timeout):
            self._events.append(TimedOut(action.seat))
        self._log_betting(done)
        self._advance()
        return tuple(self._events[mark:])

    def _change_seat(self, action: TakeStack | SitDown | StandUp) -> StackTaken | SeatTaken | SeatLeft:
        """Carry out a verified fresh stack, sitting down or leaving; its event."""
        seat = action.seat
        if not isinstance(action, TakeStack):
            self._reads.forget(seat)  # another player, or nobody, on the seat now
        if isinstance(action, StandUp):
            stack = self._stacks[seat]
            self._stacks[seat] = 0
            self._issued -= stack
            self._seated[seat] = None
            self._newcomers.pop(seat, None)
            return SeatLeft(seat, stack)
        amount = self._config.starting_stack
        if isinstance(action, SitDown) and action.stack is not None:
            amount = action.stack
        elif isinstance(action, TakeStack) and action.amount is not None:
            amount = action.amount
        self._stacks[seat] += amount
        self._issued += amount
        if isinstance(action, SitDown):
            self._seated[seat] = action.player
            self._newcomers[seat] = action.post
            return SeatTaken(seat, action.player, amount, action.post)
        return StackTaken(seat, amount)

    def _to_table(self, action: Fold | Check | Call | RaiseTo) -> Fold | Check | Call | RaiseTo:
        return action if self._identity else replace(action, seat=self._index[action.seat])

    # ------------------------------------------------------------------ hands

    def verify_start_hand(self) -> None:
        """Raise `PhaseError` when no hand can start now."""
        if self._phase is HoldemPhase.GAME_OVER:
            raise PhaseError("the sit-and-go is over")
        if self._phase is not HoldemPhase.BETWEEN_HANDS:
            raise PhaseError("a hand is running")
        if not can_deal(self._stacks, self._newcomers):
            raise PhaseError("a hand needs at least two seats with chips")

    def can_start_hand(self) -> bool:
        """True when `start_hand` would deal."""
        try:
            self.verify_start_hand()
        except PhaseError:
            return False
        return True

    def start_hand(self, deck: Sequence[Card] | None = None) -> tuple[HoldemEvent, ...]:
        """Move the button, post the blinds, deal, open the betting; ``deck`` rigs the deal (tests)."""
        self.verify_start_hand()
        if deck is not None:
            cards = tuple(deck)
            if len(cards) != 52 or len(set(cards)) != 52 or not all(isinstance(c, Card) for c in cards):
                raise InvalidCardsError("a Hold'em deck holds the 52 cards once each")
        regular = regular_seats(self._stacks, self._newcomers)
        if self._button is None:
            if self._first_button is None or self._first_button not in regular:
                self._first_button = regular[self._rng.randrange(len(regular))]
            button = self._first_button
        else:
            button = next_button(regular, self._button, self._n)
        plan = deal_plan(self._stacks, self._newcomers, button)
        assert plan is not None  # verify_start_hand: two players will be dealt in
        alive = plan.seats
        for seat in alive:
            self._newcomers.pop(seat, None)
        cards = tuple(deck) if deck is not None else tuple(DECK_52.shuffled(self._rng))
        mark = len(self._events)
        self._script.append(cards)
        self._button = button
        self._deck = cards
        self._order = alive
        self._index = {seat: i for i, seat in enumerate(alive)}
        self._identity = len(alive) == self._n  # table seats are game seats: no renumbering
        self._outside = sum(self._stacks) - sum(self._stacks[seat] for seat in alive)
        small, big = self._config.blinds_at(self._hand_no)
        self._big_blind = big
        self._start_stacks = {seat: self._stacks[seat] for seat in alive}
        table = BettingTable(
            [self._stacks[seat] for seat in alive], self._config.rules_for(big), alive.index(button)
        )
        self._table = table
        self._phase = HoldemPhase.BETTING
        self._board = ()
        self._street = Street.PREFLOP
        self._events.append(
            HandStarted(self._hand_no, button, alive, small, big, tuple(self._stacks[seat] for seat in alive))
        )
        self._hand_no += 1
        self._reads.start_hand(alive)
        self._line = []
        self._log_betting(table.post_blinds(small, big))
        for seat in plan.posts:
            self._log_betting(table.post_live(self._index[seat], big))
        self._holes = {}
        for k, seat in enumerate(alive):
            hole = (cards[2 * k], cards[2 * k + 1])
            self._holes[seat] = hole
            self._events.append(HoleCards(seat, hole))
        self._start_round()
        self._advance()
        return tuple(self._events[mark:])

    def _start_round(self) -> None:
        assert self._table is not None
        self._raises = 0
        self._aggressor = None
        self._table.start_round()

    def _log_betting(self, events: Sequence[BettingEvent]) -> None:
        order = self._order
        identity = self._identity
        for event in events:
            if isinstance(event, RaisedTo):
                self._raises += 1
                self._aggressor = order[event.seat]
            if identity:
                self._events.append(event)
            elif isinstance(event, PotAwarded):
                self._events.append(
                    PotAwarded(event.index, event.amount, tuple((order[s], c) for s, c in event.shares))
                )
            elif hasattr(event, "seat"):
                self._events.append(replace(event, seat=order[event.seat]))  # type: ignore[arg-type]
            else:
                self._events.append(event)

    def _advance(self) -> None:
        """Close finished rounds, deal the next streets, settle the hand when it is over."""
        table = self._table
        assert table is not None
        while table.round_over:
            self._log_betting(table.end_round())
            if table.hand_decided:
                self._log_betting(table.award(None))
                self._finish_hand()
                return
            shown = len(self._board)
            if shown == 5:
                self._showdown()
                return
            start = 2 * len(self._order)
            new = self._deck[start + shown:start + _BOARD_AT[table.round_no]]
            self._board = self._board + new
            self._street = STREETS[table.round_no]
            self._events.append(BoardDealt(self._street, new, self._board))
            self._start_round()

    def _showdown(self) -> None:
        table = self._table
        assert table is not None
        board = self._board
        live = self.live_seats
        codes = [card.count_code for card in board]
        rate7 = seven_card_function(HOLDEM)
        strengths = {
            seat: rate7(self._holes[seat][0].count_code, self._holes[seat][1].count_code, *codes)
            for seat in live
        }
        levels = sorted(set(strengths.values()), reverse=True)
        tiers = [{self._index[s] for s in live if strengths[s] == level} for level in levels]
        all_in = bool(table.all_in_seats)  # before the payout refills the all-in stacks
        mark = len(self._events)
        self._log_betting(table.award(tiers))
        pots = tuple(
            PotResult(event.index, event.amount, tuple(seat for seat, _ in event.shares))
            for event in self._events[mark:]
            if isinstance(event, PotAwarded)
        )
        winners = {seat for pot in pots for seat in pot.winners}
        n = self._n
        first = self._aggressor
        if first is None or first not in live:
            button = self._button
            assert button is not None
            first = next(s for s in ((button + i) % n for i in range(1, n + 1)) if s in live)
        order = [s for s in ((first + i) % n for i in range(n)) if s in live]
        shown: list[ShownHand] = []
        mucked: list[int] = []
        best = -1
        for seat in order:
            strength = strengths[seat]
            if not self._config.muck_beaten or all_in or seat in winners or strength >= best:
                hole = self._holes[seat]
                value = _best_five((*hole, *board), strength)
                shown.append(ShownHand(seat, hole, value.cards, strength, str(value)))
                best = max(best, strength)
            else:
                mucked.append(seat)
        self._events.append(Showdown(tuple(shown), tuple(mucked), pots))
        self._finish_hand()

    def _finish_hand(self) -> None:
        table = self._table
        assert table is not None
        before = self._start_stacks
        for i, seat in enumerate(self._order):
            self._stacks[seat] = table.stacks[i]
        self._table = None
        self._index = {}
        self._holes = {}
        self._phase = HoldemPhase.BETWEEN_HANDS
        self._events.append(HandOver(self._hand_no - 1, tuple(self._stacks)))
        busted = [seat for seat in self._order if self._stacks[seat] == 0]
        alive = sum(1 for stack in self._stacks if stack > 0)
        sit_and_go = self._config.table_format is TableFormat.SIT_AND_GO
        # Several out in one hand: the one who started it with more chips places better.
        busted.sort(key=lambda seat: before[seat], reverse=True)
        for rank, seat in enumerate(busted):
            place = alive + 1 + rank if sit_and_go else None
            if place is not None:
                self._places[seat] = place
            self._events.append(Busted(seat, place))
        if sit_and_go and alive == 1:
            winner = next(seat for seat in range(self._n) if self._stacks[seat] > 0)
            self._winner = winner
            self._places[winner] = 1
            self._phase = HoldemPhase.GAME_OVER
            self._events.append(GameOver(winner, self._hand_no))
