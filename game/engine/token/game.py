"""The token game's state machine: rounds of deal, exchange and showdown until one is left.

`Game` speaks in actions and events (`game.engine.actions`,
`game.engine.token.events`): ``legal_actions(seat)`` lists a seat's choices,
``apply(action)`` checks and applies one action and returns the events it
caused, the showdown included; ``verify``/``can`` ask first. A refused action
raises its specific `IllegalActionError` and changes nothing. Every event is
logged; ``events_for(seat, after)`` hands a reader the events after its
cursor as its seat may see them. `start_round` deals the next round (the
table session decides when). State is read through properties, frozen
snapshots and the public record `state()` (`Game.from_state` continues from
one), so nothing edits it behind the engine's back. Token rules live in
`game.engine.token.scoring`, rating in `game.engine.hands`, the shuffle in
`game.engine.deck`; this module only sequences them.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..actions import Action, Exchange, ExchangeChoice, LegalAction
from ..cards import FULL_DECK, Card
from ..deck import RandomSource, default_rng, shuffle_in_place
from ..errors import IllegalActionError, InvalidCardsError, NotYourTurnError, PhaseError
from ..hands import evaluate
from .config import GameConfig, Mode
from .events import (
    Event,
    Exchanged,
    GameOver,
    RoundRecord,
    RoundResult,
    RoundStarted,
    SeatLeft,
    Showdown,
    TokensChanged,
    project,
)
from .scoring import judge, leaves, place_for_leavers
from .state import HAND_SIZE, GameState, SeatState, TokenPhase, check_state
from .views import SeatView

__all__ = ["Game", "TokenPhase", "SeatState", "HAND_SIZE"]


class Game:
    """One game of token poker. Make it with `Game.new` or `Game.from_state`."""

    def __init__(self, config: GameConfig, rng: RandomSource | None = None) -> None:
        self.config = config
        self._rng = rng if rng is not None else default_rng()
        n = len(config.seats)
        start = config.tokens if config.mode is Mode.DESCENDING else 0
        self._phase = TokenPhase.READY
        self._round_no = 0
        self._dealer = 0
        self._tokens = [start] * n
        self._active = [True] * n
        self._place: list[int | None] = [None] * n
        self._hands: list[list[Card]] = [[] for _ in range(n)]
        self._exchanged: list[int | None] = [None] * n
        self._stock: list[Card] = []
        self._order: tuple[int, ...] = ()
        self._turn = 0
        self._dealt: dict[int, tuple[Card, ...]] = {}
        self._discarded: dict[int, tuple[Card, ...]] = {}
        self._history: list[RoundRecord] = []
        #: Every event so far, oldest first, hidden cards included: read it only for
        #: saving and tests; a screen reads `events_for` its seat.
        self.events: list[Event] = []

    @classmethod
    def new(cls, config: GameConfig, rng: RandomSource | None = None) -> Game:
        """A fresh game in phase READY; ``rng`` None = the OS generator."""
        return cls(config, rng)

    @classmethod
    def from_state(cls, state: GameState, rng: RandomSource | None = None) -> Game:
        """Continue the game ``state`` records; raises `SaveFormatError` for an impossible record.

        The event log starts empty: a resumed game's readers start at cursor 0.
        """
        check_state(state)
        game = cls(state.config, rng)
        game._phase = state.phase
        game._round_no = state.round_no
        game._dealer = state.dealer
        game._order = tuple(state.order)
        game._turn = state.turn
        game._tokens = list(state.tokens)
        game._active = list(state.active)
        game._place = list(state.places)
        game._hands = [list(hand) for hand in state.hands]
        game._exchanged = list(state.exchanged)
        game._stock = list(state.stock)
        game._dealt = dict(state.dealt)
        game._discarded = dict(state.discarded)
        game._history = list(state.history)
        return game

    def state(self) -> GameState:
        """The public record of the whole game (hidden cards included: for saving)."""
        return GameState(
            self.config,
            self._phase,
            self._round_no,
            self._dealer,
            self._order,
            self._turn,
            tuple(self._tokens),
            tuple(self._active),
            tuple(self._place),
            tuple(tuple(hand) for hand in self._hands),
            tuple(self._exchanged),
            tuple(self._stock),
            dict(self._dealt),
            dict(self._discarded),
            tuple(self._history),
        )

    # ----------------------------------------------------------- reading

    @property
    def phase(self) -> TokenPhase:
        """The current phase."""
        return self._phase

    @property
    def round_no(self) -> int:
        """The number of the current (or last) round, 0 before the first."""
        return self._round_no

    @property
    def dealer(self) -> int:
        """The seat with the dealer button."""
        return self._dealer

    @property
    def turn_order(self) -> tuple[int, ...]:
        """This round's seats in exchange order, starting left of the dealer."""
        return self._order

    @property
    def current(self) -> int | None:
        """The seat that exchanges next, or None outside the exchange phase."""
        return self._order[self._turn] if self._phase is TokenPhase.EXCHANGE else None

    @property
    def stock_size(self) -> int:
        """How many cards are in the stock (public)."""
        return len(self._stock)

    @property
    def stock(self) -> tuple[Card, ...]:
        """The stock, top first. Hidden information: for saving and tests only."""
        return tuple(self._stock)

    @property
    def seats(self) -> tuple[SeatState, ...]:
        """Snapshots of all seats, in seat order."""
        return tuple(self.seat(i) for i in range(len(self.config.seats)))

    def seat(self, index: int) -> SeatState:
        """A snapshot of one seat."""
        cfg = self.config.seats[index]
        return SeatState(
            index,
            cfg.name,
            cfg.human,
            cfg.level,
            self._tokens[index],
            tuple(self._hands[index]),
            self._exchanged[index],
            self._active[index],
            self._place[index],
        )

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards of one seat (empty before its first deal or after it left)."""
        return tuple(self._hands[seat])

    @property
    def active_seats(self) -> tuple[int, ...]:
        """Seats still in the game, in seat order."""
        return tuple(i for i, active in enumerate(self._active) if active)

    @property
    def history(self) -> tuple[RoundRecord, ...]:
        """Every finished round, oldest first."""
        return tuple(self._history)

    @property
    def last_result(self) -> RoundResult | None:
        """The result of the last finished round."""
        return self._history[-1].result if self._history else None

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self._phase is TokenPhase.GAME_OVER

    @property
    def placements(self) -> tuple[tuple[int, int], ...]:
        """(place, seat) for every seat that has a place, best first."""
        return tuple(sorted((place, i) for i, place in enumerate(self._place) if place is not None))

    @property
    def winner(self) -> int | None:
        """Absteigend: the last seat holding tokens, once the game is over."""
        if not self.is_over or self.config.mode is not Mode.DESCENDING:
            return None
        return self._place.index(1)

    @property
    def loser(self) -> int | None:
        """Aufsteigend: the last seat that did not reach T, once the game is over."""
        if not self.is_over or self.config.mode is not Mode.ASCENDING:
            return None
        return max(range(len(self._place)), key=lambda i: self._place[i] or 0)

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see now: its own hand and the public table."""
        return SeatView(
            seat=seat,
            hand=tuple(self._hands[seat]),
            rules=self.config.rules,
            mode=self.config.mode,
            target=self.config.tokens,
            tokens=tuple(self._tokens),
            active=tuple(self._active),
            order=self._order,
            exchanged=tuple(self._exchanged),
            dealer=self._dealer,
            round_no=self._round_no,
        )

    def events_for(self, seat: int | frozenset[int] | None, after: int = 0) -> tuple[Event, ...]:
        """The events after the first ``after`` as ``seat`` may see them (see `project`)."""
        return tuple(project(event, seat) for event in self.events[after:])

    # ----------------------------------------------------------- actions

    def legal_actions(self, seat: int) -> tuple[LegalAction, ...]:
        """What ``seat`` may do now: exchange 0 to 5 cards on its turn, else nothing."""
        if self.current != seat:
            return ()
        return (ExchangeChoice(seat, HAND_SIZE),)

    def verify(self, action: Action) -> None:
        """Raise the specific reason why ``action`` is not allowed now."""
        if isinstance(action, Exchange):
            self.verify_exchange(action.seat, action.cards)
        else:
            raise IllegalActionError(f"the token game has no action {type(action).__name__}")

    def can(self, action: Action) -> bool:
        """Whether ``action`` is allowed now."""
        try:
            self.verify(action)
        except IllegalActionError:
            return False
        return True

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Apply ``action`` and return every event it caused (the showdown included)."""
        self.verify(action)
        before = len(self.events)
        self.exchange(action.seat, action.cards)
        return tuple(self.events[before:])

    # ----------------------------------------------------------- start_round

    def verify_start_round(self) -> None:
        """Raise `PhaseError` unless a new round may be dealt now."""
        if self._phase is TokenPhase.GAME_OVER:
            raise PhaseError("the game is over")
        if self._phase is TokenPhase.EXCHANGE:
            raise PhaseError("the round is still being played")

    def can_start_round(self) -> bool:
        """Whether `start_round` is allowed now."""
        return self._phase in (TokenPhase.READY, TokenPhase.ROUND_OVER)

    def start_round(self) -> RoundStarted:
        """Move the button on, shuffle a fresh deck and deal five cards to each seat still in."""
        self.verify_start_round()
        n = len(self._active)
        if self._round_no > 0 or not self._active[self._dealer]:
            self._dealer = self._next_active(self._dealer)
        self._order = tuple(
            seat for k in range(1, n + 1) if self._active[seat := (self._dealer + k) % n]
        )
        deck = list(FULL_DECK)
        shuffle_in_place(deck, self._rng)
        players = len(self._order)
        dealt = HAND_SIZE * players
        # One card at a time around the table, starting left of the dealer.
        for position, seat in enumerate(self._order):
            self._hands[seat] = deck[position:dealt:players]
        for seat in range(n):
            if not self._active[seat]:
                self._hands[seat] = []
        self._stock = deck[dealt:]
        self._exchanged = [None] * n
        self._turn = 0
        self._round_no += 1
        self._dealt = {seat: tuple(self._hands[seat]) for seat in self._order}
        self._discarded = {}
        self._phase = TokenPhase.EXCHANGE
        event = RoundStarted(self._round_no, self._dealer, self._order, dict(self._dealt))
        self.events.append(event)
        return event

    def _next_active(self, seat: int) -> int:
        n = len(self._active)
        for k in range(1, n + 1):
            if self._active[(seat + k) % n]:
                return (seat + k) % n
        raise AssertionError("no seat is still in the game")  # pragma: no cover

    # ----------------------------------------------------------- exchange

    def verify_exchange(self, seat: int, cards: Iterable[Card]) -> tuple[Card, ...]:
        """Raise the reason why ``seat`` may not exchange ``cards`` now; else the cards as a tuple."""
        if self._phase is TokenPhase.GAME_OVER:
            raise PhaseError("the game is over")
        if self._phase is not TokenPhase.EXCHANGE:
            raise PhaseError("no round is being played: start a round first")
        current = self._order[self._turn]
        if seat != current:
            name = self.config.seats[current].name
            raise NotYourTurnError(f"it is the turn of seat {current} ({name}), not seat {seat}")
        chosen = tuple(cards)
        hand = self._hands[seat]
        for card in chosen:
            if not isinstance(card, Card):
                raise InvalidCardsError(f"not a card: {card!r}")
            if card not in hand:
                raise InvalidCardsError(f"{card} is not in the hand of seat {seat}")
        if len(set(chosen)) != len(chosen):
            raise InvalidCardsError("a card was named twice")
        if len(chosen) > HAND_SIZE:
            raise InvalidCardsError(f"at most {HAND_SIZE} cards can be exchanged")
        return chosen

    def can_exchange(self, seat: int, cards: Iterable[Card]) -> bool:
        """Whether `exchange` with these arguments is allowed now."""
        try:
            self.verify_exchange(seat, cards)
        except IllegalActionError:
            return False
        return True

    def exchange(self, seat: int, cards: Iterable[Card]) -> Exchanged:
        """Put ``cards`` under the stock, draw as many from the top into their places.

        After the last seat of the round, the showdown follows at once.
        """
        chosen = self.verify_exchange(seat, cards)
        hand = self._hands[seat]
        positions = tuple(sorted(map(hand.index, chosen)))
        discarded = tuple([hand[i] for i in positions])
        count = len(discarded)
        stock = self._stock
        stock.extend(discarded)
        drawn = tuple(stock[:count])
        del stock[:count]
        for position, card in zip(positions, drawn):
            hand[position] = card
        self._exchanged[seat] = count
        self._discarded[seat] = discarded
        event = Exchanged(seat, positions, discarded, drawn)
        self.events.append(event)
        self._turn += 1
        if self._turn == len(self._order):
            self._showdown()
        return event

    # ----------------------------------------------------------- showdown

    def _showdown(self) -> None:
        config = self.config
        values = {seat: evaluate(self._hands[seat], config.rules) for seat in self._order}
        verdict = judge(values, config.mode)
        token_events: list[Event] = []
        for seat, delta in verdict.deltas.items():
            self._tokens[seat] += delta
            token_events.append(TokensChanged(seat, delta, self._tokens[seat]))
        leavers = tuple(
            seat for seat in self._order if leaves(self._tokens[seat], config.mode, config.tokens)
        )
        left_before = self._active.count(False)
        survivors = len(self._order) - len(leavers)
        place = place_for_leavers(config.mode, survivors, left_before)
        for seat in leavers:
            self._active[seat] = False
            self._place[seat] = place
            token_events.append(SeatLeft(seat, config.mode is Mode.ASCENDING, place))
        result = RoundResult(
            self._round_no,
            values,
            verdict.best,
            verdict.worst,
            verdict.all_equal,
            dict(verdict.deltas),
            leavers,
        )
        self._history.append(
            RoundRecord(
                self._round_no,
                self._dealer,
                self._order,
                self._dealt,
                dict(self._discarded),
                {seat: tuple(self._hands[seat]) for seat in self._order},
                result,
            )
        )
        self.events.append(Showdown(result))
        self.events.extend(token_events)
        if survivors <= 1:
            self._finish()
        else:
            self._phase = TokenPhase.ROUND_OVER

    def _finish(self) -> None:
        last = self.active_seats
        assert len(last) == 1, "the rules leave exactly one seat"  # see scoring.judge
        seat = last[0]
        self._active[seat] = False
        if self.config.mode is Mode.DESCENDING:
            self._place[seat] = 1
        else:
            self._place[seat] = self._active.count(False)
        self._phase = TokenPhase.GAME_OVER
        self.events.append(
            GameOver(self.placements, self.winner, self.loser, self._round_no)
        )
