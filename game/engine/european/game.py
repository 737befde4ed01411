"""The network table of Europäisches Draw Poker as a state machine: seats, game master, games.

The pattern of the token game and Duell: ``legal_actions(seat)``,
``verify`` / ``can`` / ``apply(action)`` returning the events it caused (a
refused action raises its specific `IllegalActionError` and changes
nothing), ``events_for(seat, after)`` with the per-seat projection,
``view(seat)``, and ``state()`` / ``from_state`` for a server restart at any
action. The engine has no clock: `timer` names the timer that runs now and
a `Timeout` does what its running out means (`timers`). The seats and the
chip ledger live in `seats.Seats`, one game's cards and bets in
`deal.Deal`; this module owns the turns, the phases, the game master, the
timers and the events.

The rules (variants.md, "Europäisches Draw Poker"), where the seed left a
choice, read as follows:

- A game: every seated player who can pays the ante and is dealt five
  cards; round 1 is betting, round 2 the exchange, rounds 3 on betting, then
  the showdown. Every round goes in seat order from the game master (who is
  always a player still in the game). A betting round is one bet from each
  player still in: at least the last bet of the game (1 if none), at most
  200 or all the player's chips; a bet is paid at once and stays in the pot
  (no call, no raise, nothing returned). A player whose chips do not reach
  the minimum when their turn comes folds (`TooShort`, then `Folded`).
- A bet with ``showdown=True`` (H, from round 3, once per game) ends the
  game's betting with this round: the players after the caller in this
  round's order bet (so at least as much) or fold, then the showdown; the
  players who bet before the caller in this round do not bet again (the seed:
  "only who places the bet in the last round and shows may win").
  Round 32,700 is never played: the showdown begins instead.
- One player left in the game while others still sit at the table makes one
  more bet - in the running betting round if they have not bet in it yet,
  else none; during the exchange, in round 3 - then shows and takes the pot.
  With nobody else at the table they take the pot at once; with nobody left
  in the game the pot is lost to the table. A lone player short of the
  minimum bets what they have (nothing if nothing is left, a `BetPlaced` of 0)
  and is not folded for it.
- At the showdown each player still in shows (R) in turn; the best hand
  under `EUROPEAN_40` takes the whole pot (suits break every tie).
- The game master is the first to sit down; the role passes after every
  game to the next seated player, during a game to the next player still in
  when the game master folds, leaves or cannot pay the ante, between games
  to the next seated player when they leave or their 3 minutes run out.
- Someone who sits down during a game plays from the next game on; a player
  who leaves takes their stack, their bets stay in the pot. A seat's
  projection never shows what an earlier occupant of the seat saw.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Exchange, ExchangeChoice
from ..betting import AntePosted, Fold, Folded, PotAwarded
from ..cards import Card
from ..deck import RandomSource, default_rng
from ..decks import DECK_40
from ..errors import IllegalActionError, NotYourTurnError, PhaseError, SaveFormatError
from ..hands import HandValue
from .actions import (
    Bet,
    BetChoice,
    EuropeanAction,
    EuropeanLegal,
    Join,
    Leave,
    Show,
    ShowChoice,
    Start,
    StartChoice,
    TakeStack,
    Timeout,
)
from .config import MAX_EXCHANGE, SHOWDOWN_CALL_FROM, EuropeanConfig
from .deal import Deal
from .errors import CooldownError, NotGameMasterError, StackError, StaleTimerError, TooFewPlayersError
from .events import (
    BetPlaced,
    CardsDealt,
    CardsExchanged,
    CardsShown,
    Decider,
    EndReason,
    EuropeanEvent,
    GameOver,
    GameStarted,
    MasterChanged,
    MasterReason,
    PlayerJoined,
    PlayerLeft,
    PotLost,
    RoundStarted,
    SatOut,
    ShowdownReason,
    ShowdownStarted,
    StackTaken,
    TimedOut,
    TooShort,
    project,
)
from .seats import Seats, seat_cycle
from .state import EuropeanPhase, EuropeanState, TableSnapshot
from .timers import TIMER_SECONDS, Timer, TimerKind
from .view import EuropeanView

__all__ = ["EuropeanGame"]

_RUNNING = (EuropeanPhase.BETTING, EuropeanPhase.EXCHANGE, EuropeanPhase.SHOWDOWN)
_TURN_TIMERS = {
    EuropeanPhase.BETTING: TimerKind.MOVE,
    EuropeanPhase.EXCHANGE: TimerKind.EXCHANGE,
    EuropeanPhase.SHOWDOWN: TimerKind.SHOW,
}
_TimerKey = tuple[TimerKind, int | None, int]


class EuropeanGame:
    """One network table from its creation on: players come and go, games follow one another."""

    def __init__(self, config: EuropeanConfig | None = None, rng: RandomSource | None = None) -> None:
        self.config = config if config is not None else EuropeanConfig()
        self._rng: RandomSource = rng if rng is not None else default_rng()
        self._seats = Seats(self.config.seats)
        self._deal = Deal(self.config.seats)
        self._master: int | None = None
        self._anchor = 0  # where the game master's role passes on from while nobody holds it
        self._phase = EuropeanPhase.IDLE
        self._games = 0
        self._serial = 0  # counts the starts of timers (turns, game masters, phases)
        self._timer_no = 0
        self._timer_key: _TimerKey | None = None
        self._events: list[EuropeanEvent] = []
        self._checkpoint = self._snapshot()
        self._order: tuple[Card, ...] = ()
        self._log: list[EuropeanAction] = []

    # ------------------------------------------------------------- reading

    @property
    def phase(self) -> EuropeanPhase:
        """Where the table stands."""
        return self._phase

    @property
    def running(self) -> bool:
        """A game is running (betting, exchange or showdown)."""
        return self._phase in _RUNNING

    @property
    def game_no(self) -> int:
        """Games started so far (the running or last one's number)."""
        return self._games

    @property
    def round_no(self) -> int:
        """The running (or last) game's round: 1 betting, 2 exchange, 3 on betting; 0 before any."""
        return self._deal.round

    @property
    def master(self) -> int | None:
        """The game master's seat (None: nobody sits at the table)."""
        return self._master

    @property
    def current(self) -> int | None:
        """The seat whose turn it is in the running game, or None."""
        return self._deal.current

    @property
    def names(self) -> tuple[str | None, ...]:
        """Each seat's player, None for a free seat."""
        return tuple(self._seats.names)

    @property
    def seated(self) -> tuple[int, ...]:
        """The occupied seats, in seat order."""
        return self._seats.occupied

    @property
    def stacks(self) -> tuple[int, ...]:
        """The chips in front of each seat (0 for a free seat; bets are in the pot)."""
        return tuple(self._seats.stacks)

    @property
    def pot(self) -> int:
        """The chips in the running game's pot (0 between games)."""
        return self._deal.pot

    @property
    def minimum(self) -> int:
        """The smallest bet now: the last bet of the game, or 1."""
        return self._deal.minimum

    @property
    def in_game(self) -> tuple[int, ...]:
        """Seats still in the running (or last) game, in seat order."""
        return self._deal.players

    @property
    def caller(self) -> int | None:
        """The seat that called for the showdown (H) in this game, if any."""
        return self._deal.caller

    @property
    def chips(self) -> int:
        """Stacks + pot: always equal to `chips_issued` (the conservation check)."""
        return sum(self._seats.stacks) + self._deal.pot

    @property
    def chips_issued(self) -> int:
        """Chips brought to the table minus chips taken away and pots lost to the table."""
        return self._seats.chips_in - self._seats.chips_out

    @property
    def timer(self) -> Timer | None:
        """The timer that runs now (the server runs its clock), or None."""
        key = self._timer_key
        if key is None:
            return None
        kind, seat, _ = key
        return Timer(kind, seat, TIMER_SECONDS[kind], self._timer_no)

    @property
    def events(self) -> tuple[EuropeanEvent, ...]:
        """Every event since the table's creation (or its restore), unprojected: the truth."""
        return tuple(self._events)

    def events_for(self, seat: int | None, after: int = 0) -> tuple[EuropeanEvent, ...]:
        """The events from number ``after`` on as ``seat`` may see them (None: a spectator).

        Events from before the seat's player sat down are shown as a spectator
        sees them, so a new player never sees an earlier occupant's cards.
        """
        seats = self._seats
        since: int | None = None
        if seat is not None and 0 <= seat < seats.count and seats.is_taken(seat):
            since = seats.joined_at[seat]
        start = max(0, after)
        return tuple(
            project(event, seat if since is not None and number >= since else None)
            for number, event in enumerate(self._events[start:], start)
        )

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards of ``seat`` in the running (or last) game, for that seat's own screen."""
        return self._deal.hands[self._seats.check(seat)]

    def view(self, seat: int | None) -> EuropeanView:
        """What ``seat`` may know now (None: a spectator), for computer players and screens."""
        if seat is not None:
            self._seats.check(seat)
        deal = self._deal
        return EuropeanView(
            seat,
            self._phase,
            self._games,
            deal.round,
            self._master,
            deal.current,
            self.names,
            self.stacks,
            deal.players,
            () if seat is None else deal.hands[seat],
            () if seat is None else deal.discarded[seat],
            deal.pot,
            deal.minimum,
            self.config.max_bet,
            self.config.ante,
            tuple(deal.put_in),
            tuple(deal.exchanged),
            tuple(deal.shown),
            deal.caller,
            tuple(deal.history),
        )

    # ------------------------------------------------------------- choices

    def legal_actions(self, seat: int) -> EuropeanLegal | None:
        """What ``seat`` may do now besides leaving: start, bet, exchange, show, or None."""
        phase = self._phase
        if phase is EuropeanPhase.IDLE:
            if seat == self._master and len(self.seated) >= 2:
                return StartChoice(seat)
            return None
        deal = self._deal
        if seat != deal.current:
            return None
        if phase is EuropeanPhase.BETTING:
            showdown = deal.round >= SHOWDOWN_CALL_FROM and deal.caller is None
            return BetChoice(seat, deal.minimum, self._bet_max(seat), showdown)
        if phase is EuropeanPhase.EXCHANGE:
            return ExchangeChoice(seat, MAX_EXCHANGE)
        return ShowChoice(seat)

    def _bet_max(self, seat: int) -> int:
        return min(self.config.max_bet, self._seats.stacks[seat])

    def verify(self, action: EuropeanAction) -> None:
        """Raise the specific `IllegalActionError` that refuses ``action``; return if it is legal."""
        if isinstance(action, Timeout):
            timer = self.timer
            if timer is None or action.number != timer.number or action.seat != timer.seat:
                raise StaleTimerError(f"timer {action.number!r} of seat {action.seat!r} is not running")
            return
        seats = self._seats
        if isinstance(action, Join):
            seats.verify_join(seats.check(action.seat), action.name, action.stack)
            return
        seat = seats.check_taken(getattr(action, "seat", None))
        if isinstance(action, Leave):
            if type(action.removed) is not bool:
                raise IllegalActionError("a player leaves or is removed")
        elif isinstance(action, TakeStack):
            if self.running and self._deal.in_game[seat]:
                raise StackError("fresh chips are taken outside a game one plays in")
            seats.verify_fresh_stack(seat, action.amount, self.config.ante)
        elif isinstance(action, Start):
            self._verify_start(seat)
        elif isinstance(action, Bet):
            self._verify_turn(seat, EuropeanPhase.BETTING, "bets are made in a betting round")
            self._deal.verify_bet(action.amount, action.showdown, self._bet_max(seat))
        elif isinstance(action, Fold):
            self._verify_turn(seat, EuropeanPhase.BETTING, "a player folds in a betting round")
        elif isinstance(action, Exchange):
            self._verify_turn(seat, EuropeanPhase.EXCHANGE, "cards are exchanged in round 2 only")
            self._deal.verify_exchange(seat, action.cards)
        elif isinstance(action, Show):
            self._verify_turn(seat, EuropeanPhase.SHOWDOWN, "cards are shown at the showdown")
        else:
            raise IllegalActionError(f"not an action of this table: {action!r}")

    def can(self, action: EuropeanAction) -> bool:
        """True when ``action`` is legal now."""
        try:
            self.verify(action)
        except IllegalActionError:
            return False
        return True

    def _verify_start(self, seat: int) -> None:
        if self._phase is EuropeanPhase.COOLDOWN:
            seconds = TIMER_SECONDS[TimerKind.COOLDOWN]
            raise CooldownError(f"a new game starts {seconds} seconds after the last one")
        if self._phase is not EuropeanPhase.IDLE:
            raise PhaseError("a game is running")
        if seat != self._master:
            raise NotGameMasterError(f"only the game master (seat {self._master}) starts a game")
        if len(self.seated) < 2:
            raise TooFewPlayersError("a game needs at least two players at the table")

    def _verify_turn(self, seat: int, phase: EuropeanPhase, wrong_phase: str) -> None:
        if self._phase is not phase:
            raise PhaseError(wrong_phase)
        if seat != self._deal.current:
            raise NotYourTurnError(f"it is seat {self._deal.current}'s turn, not seat {seat}'s")

    # ------------------------------------------------------------- actions

    def apply(self, action: EuropeanAction) -> tuple[EuropeanEvent, ...]:
        """Apply a legal ``action``; the events it caused (refused: raises, nothing changed)."""
        self.verify(action)
        start = len(self._events)
        if isinstance(action, Start):
            self._checkpoint = self._snapshot()
            self._order = tuple(DECK_40.shuffled(self._rng))
            self._log = []
        self._log.append(action)
        self._act(action)
        return tuple(self._events[start:])

    def _act(self, action: EuropeanAction) -> None:
        """Carry out a verified action and everything that follows from it."""
        events = self._events
        if isinstance(action, Join):
            name = self._seats.join(action.seat, action.name, action.stack, len(events))
            events.append(PlayerJoined(action.seat, name, action.stack, self.running))
            if self._master is None:
                self._set_master(action.seat, MasterReason.FIRST)
        elif isinstance(action, Leave):
            self._leave(action.seat, action.removed)
        elif isinstance(action, TakeStack):
            self._seats.take(action.seat, action.amount)
            events.append(StackTaken(action.seat, action.amount))
        elif isinstance(action, Start):
            self._start(self._order)
        elif isinstance(action, Bet):
            self._seats.stacks[action.seat] -= action.amount
            self._deal.bet(action.seat, action.amount, action.showdown)
            stack = self._seats.stacks[action.seat]
            events.append(BetPlaced(action.seat, action.amount, action.showdown, stack))
        elif isinstance(action, Fold):
            self._fold(action.seat)
        elif isinstance(action, Exchange):
            self._exchange(action.seat, action.cards)
        elif isinstance(action, Show):
            self._show(action.seat, automatic=False)
        else:
            self._timeout()
        self._advance()
        self._update_timer()

    def _leave(self, seat: int, removed: bool) -> None:
        name, stack = self._seats.leave(seat)
        self._deal.leave(seat)
        self._events.append(PlayerLeft(seat, name, stack, removed))
        if seat == self._master:
            eligible = self._deal.in_game if self.running else [n is not None for n in self._seats.names]
            self._pass_master(seat, eligible, MasterReason.LEFT)

    def _start(self, order: Sequence[Card]) -> None:
        self._games += 1
        deal = self._deal = Deal(self.config.seats, order)
        master = self._master
        assert master is not None
        ante = self.config.ante
        stacks = self._seats.stacks
        seated = seat_cycle(master, self.config.seats, self._seats.is_taken)
        self._events.append(GameStarted(self._games, master, seated))
        for seat in seated:
            if stacks[seat] >= ante:
                stacks[seat] -= ante
                deal.ante(seat, ante)
                self._events.append(AntePosted(seat, ante, stacks[seat] == 0))
            else:
                self._events.append(SatOut(seat, stacks[seat]))
        self._events.append(CardsDealt(deal.deal([seat for seat in seated if deal.in_game[seat]])))
        if not deal.in_game[master]:
            self._pass_master(master, deal.in_game, MasterReason.SAT_OUT)
        self._begin_betting(1)

    def _fold(self, seat: int) -> None:
        self._deal.fold(seat)
        self._events.append(Folded(seat))
        if seat == self._master:
            self._pass_master(seat, self._deal.in_game, MasterReason.FOLDED)

    def _exchange(self, seat: int, cards: tuple[Card, ...]) -> None:
        drawn = self._deal.exchange(seat, cards)
        self._events.append(CardsExchanged(seat, len(cards), cards, drawn))

    def _show(self, seat: int, automatic: bool) -> None:
        value = self._deal.show(seat)
        self._events.append(CardsShown(seat, self._deal.hands[seat], value.category, automatic))

    def _timeout(self) -> None:
        key = self._timer_key
        assert key is not None
        kind, seat, _ = key
        self._events.append(TimedOut(seat, kind))
        if kind is TimerKind.COOLDOWN:
            self._phase = EuropeanPhase.IDLE
            self._serial += 1
            return
        assert seat is not None
        if kind is TimerKind.MASTER:
            self._pass_master(seat, [name is not None for name in self._seats.names], MasterReason.IDLE)
        elif kind is TimerKind.MOVE:
            self._fold(seat)
        elif kind is TimerKind.EXCHANGE:
            self._exchange(seat, ())
        else:
            self._show(seat, automatic=True)

    # ------------------------------------------------------------- the course of a game

    def _advance(self) -> None:
        """Move on until somebody has to act or the game is over (several steps at once)."""
        deal = self._deal
        while self.running:
            players = deal.players
            if not players:
                self._end(None, EndReason.NOBODY, None)
                return
            lone = len(players) == 1
            if lone and len(self.seated) == 1:
                self._end(players[0], EndReason.ALONE, None)
                return
            if self._phase is EuropeanPhase.BETTING:
                seat = deal.next_seat(deal.bet_done)
                if seat is None:
                    if lone:
                        self._begin_showdown(ShowdownReason.LONE)
                    else:
                        self._end_betting_round()
                    continue
                stack = self._seats.stacks[seat]
                if stack < deal.minimum:
                    if lone:
                        # variants.md: a player left alone bets what they have (nothing if
                        # nothing is left) and is not folded for being short.
                        self._seats.stacks[seat] = 0
                        deal.bet(seat, stack, False)
                        self._events.append(BetPlaced(seat, stack, False, 0))
                        continue
                    self._events.append(TooShort(seat, deal.minimum, stack))
                    self._fold(seat)
                    continue
            elif self._phase is EuropeanPhase.EXCHANGE:
                seat = deal.next_seat([count is not None for count in deal.exchanged])
                if seat is None or lone:
                    self._begin_betting(SHOWDOWN_CALL_FROM)
                    continue
            else:
                seat = deal.next_seat([hand is not None for hand in deal.shown])
                if seat is None:
                    self._settle()
                    return
            if deal.current != seat:
                deal.current = seat
                self._serial += 1
            return

    def _open_round(self, phase: EuropeanPhase, round_no: int) -> None:
        self._phase = phase
        self._deal.new_round(round_no, self._master if self._master is not None else self._anchor)

    def _begin_betting(self, round_no: int) -> None:
        self._open_round(EuropeanPhase.BETTING, round_no)
        self._events.append(RoundStarted(round_no, False))

    def _end_betting_round(self) -> None:
        round_no = self._deal.round
        if self._deal.caller is not None:
            self._begin_showdown(ShowdownReason.CALLED)
        elif round_no == 1:
            self._open_round(EuropeanPhase.EXCHANGE, 2)
            self._events.append(RoundStarted(2, True))
        elif round_no + 1 >= self.config.last_round:
            self._begin_showdown(ShowdownReason.LAST_ROUND)
        else:
            self._begin_betting(round_no + 1)

    def _begin_showdown(self, reason: ShowdownReason) -> None:
        self._open_round(EuropeanPhase.SHOWDOWN, self._deal.round)
        caller = self._deal.caller if reason is ShowdownReason.CALLED else None
        self._events.append(ShowdownStarted(reason, caller))

    def _settle(self) -> None:
        ranking = self._deal.ranking()
        decided_by = _decider(ranking[0][0], ranking[1][0]) if len(ranking) > 1 else None
        self._end(ranking[0][1], EndReason.SHOWDOWN, decided_by)

    def _end(self, winner: int | None, reason: EndReason, decided_by: Decider | None) -> None:
        deal = self._deal
        pot = deal.pot
        if winner is None:
            self._seats.lose(pot)
            self._events.append(PotLost(pot))
        else:
            self._seats.stacks[winner] += pot
            self._events.append(PotAwarded(0, pot, ((winner, pot),)))
        deal.pot = 0
        deal.current = None
        self._phase = EuropeanPhase.COOLDOWN
        self._serial += 1
        self._events.append(GameOver(self._games, winner, pot, reason, decided_by, self.stacks))
        start = self._master if self._master is not None else self._anchor
        successor = self._seats.next_after(start, self._seats.is_taken)
        if successor != self._master:
            self._set_master(successor, MasterReason.GAME_OVER)

    # ------------------------------------------------------------- the game master

    def _pass_master(self, seat: int, eligible: Sequence[bool], reason: MasterReason) -> None:
        """The role leaves ``seat`` for the next ``eligible`` seat after it (None if there is none)."""
        successor = self._seats.next_after(seat, lambda other: other != seat and eligible[other])
        if successor is None:
            self._anchor = seat
        self._set_master(successor, reason)

    def _set_master(self, seat: int | None, reason: MasterReason) -> None:
        previous = self._master
        self._master = seat
        self._events.append(MasterChanged(seat, previous, reason))
        if self._phase is EuropeanPhase.IDLE:
            self._serial += 1  # a new game master gets their own 3 minutes

    # ------------------------------------------------------------- timers

    def _compute_timer_key(self) -> _TimerKey | None:
        phase = self._phase
        if phase in _RUNNING:
            current = self._deal.current
            return None if current is None else (_TURN_TIMERS[phase], current, self._serial)
        if phase is EuropeanPhase.COOLDOWN:
            return (TimerKind.COOLDOWN, None, self._serial)
        if self._master is not None and len(self.seated) >= 2:
            return (TimerKind.MASTER, self._master, self._serial)
        return None

    def _update_timer(self) -> None:
        """A new timer number whenever a different timer runs than before."""
        key = self._compute_timer_key()
        if key != self._timer_key:
            self._timer_key = key
            if key is not None:
                self._timer_no += 1

    # ------------------------------------------------------------- saving

    def _snapshot(self) -> TableSnapshot:
        seats = self._seats
        return TableSnapshot(
            seats.records(),
            self._master,
            self._games,
            seats.chips_in,
            seats.chips_out,
            self._serial,
            self._timer_no,
        )

    def state(self) -> EuropeanState:
        """The record of the table (hidden cards included: for the server's own restart only)."""
        return EuropeanState(self.config, self._checkpoint, self._order, tuple(self._log))

    @classmethod
    def from_state(cls, state: EuropeanState, rng: RandomSource | None = None) -> EuropeanGame:
        """The table ``state`` records, its actions replayed; `SaveFormatError` if impossible.

        The event log starts at the checkpoint (the start of the last game), so
        a server reads every seat's events from 0 again after a restore.
        """
        if not isinstance(state.config, EuropeanConfig):
            raise SaveFormatError("the state has no table set-up")
        game = cls(state.config, rng)
        game._restore(state.table)
        order = tuple(state.order)
        if order and sorted(order, key=str) != sorted(DECK_40.cards, key=str):
            raise SaveFormatError("the saved deck order is not the 40 cards")
        log = tuple(state.log)
        starts = [index for index, action in enumerate(log) if isinstance(action, Start)]
        if starts not in ([], [0]) or bool(starts) != bool(order):
            raise SaveFormatError("a saved table starts at most one game, first, with its deck order")
        game._order = order
        for action in log:
            try:
                game.verify(action)
            except IllegalActionError as error:
                raise SaveFormatError(f"a saved action is illegal: {error}") from None
            game._log.append(action)
            game._act(action)
        return game

    def _restore(self, table: TableSnapshot) -> None:
        n = self.config.seats
        if not isinstance(table, TableSnapshot) or len(table.seats) != n:
            raise SaveFormatError(f"the saved table must have {n} seats")
        self._seats = Seats.restore(table.seats, table.chips_in, table.chips_out)
        if any(type(value) is not int or value < 0 for value in (table.games, table.serial, table.timer_no)):
            raise SaveFormatError("the saved counters must be whole numbers >= 0")
        master = table.master
        if master is None:
            if self.seated:
                raise SaveFormatError("a table with players has a game master")
        elif type(master) is not int or not 0 <= master < n or not self._seats.is_taken(master):
            raise SaveFormatError("the saved game master does not sit at the table")
        self._master = master
        self._games = table.games
        self._serial = table.serial
        self._timer_no = table.timer_no
        self._timer_key = self._compute_timer_key()
        self._checkpoint = table


def _decider(best: HandValue, second: HandValue) -> Decider:
    """What separated the best hand from the second best."""
    if best.category != second.category:
        return Decider.CATEGORY
    if best.value_strength != second.value_strength:
        return Decider.VALUES
    return Decider.SUIT
