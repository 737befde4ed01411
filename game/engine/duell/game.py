"""The Duell match as a state machine: deals, betting through the core, exchange, showdown.

The pattern of the token game (`game.engine.token.game`): ``legal_actions(seat)``,
``verify``/``can``/``apply(action)`` returning the events it caused (a
refused action raises the specific `IllegalActionError` and changes
nothing), ``events_for(seat, after)`` with the per-seat projection, and
``state()``/``from_state`` for saving at any action. A deal is replayed
from its deck order and its action log, so the state record stays small and
a resumed deal is the same deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from ..actions import Exchange, ExchangeChoice
from ..betting import BettingRules, BettingTable, Call, Check, Fold, LegalActions, RaiseTo, RoundEnded
from ..cards import Card
from ..deck import RandomSource, default_rng
from ..decks import DECK_32, DECK_52, Deck
from ..errors import InvalidCardsError, NotYourTurnError, PhaseError, SaveFormatError
from ..hands import DUELL_32, DUELL_52, HandValue, RatingScheme, evaluate
from .config import DuellConfig
from .events import DealStarted, DuellEvent, ExchangeMade, MatchOver, ShowdownShown, project
from .state import DuellState
from .view import DuellView

__all__ = ["DuellGame", "DuellPhase", "DuellAction", "DuellLegal", "ANTE", "MAX_EXCHANGE", "HAND_SIZE"]

ANTE = 5
MAX_EXCHANGE = 4
HAND_SIZE = 5

DuellAction = Fold | Check | Call | RaiseTo | Exchange
DuellLegal = LegalActions | ExchangeChoice


_KINDS: dict[type, str] = {Fold: "fold", Check: "check", Call: "call", RaiseTo: "raise"}


class DuellPhase(StrEnum):
    """Where the match stands."""

    BET_BEFORE = "bet-before"  # first betting round
    EXCHANGE = "exchange"
    BET_AFTER = "bet-after"  # second betting round
    DEAL_OVER = "deal-over"  # results shown; `next_deal` goes on
    MATCH_OVER = "match-over"


def deck_of(config: DuellConfig) -> Deck:
    """The deck of the configuration."""
    return DECK_32 if config.deck == 32 else DECK_52


def scheme_of(config: DuellConfig) -> RatingScheme:
    """The rating scheme of the configuration's deck."""
    return DUELL_32 if config.deck == 32 else DUELL_52


class DuellGame:
    """One match between seat 0 (the person) and seat 1 (the computer)."""

    def __init__(self, config: DuellConfig, rng: RandomSource | None = None) -> None:
        self.config = config
        self._rng: RandomSource = rng if rng is not None else default_rng()
        self._deck = deck_of(config)
        self._scheme = scheme_of(config)
        self._events: list[DuellEvent] = []
        self._stacks = [config.stack, config.stack]  # between deals only
        self._carried = 0
        self._deal_no = 0
        self._winner: int | None = None
        self._loser: int | None = None
        self._phase = DuellPhase.DEAL_OVER
        self._init_deal_fields()
        self.next_deal()

    def _init_deal_fields(self) -> None:
        self._order: list[Card] = []
        self._log: list[DuellAction] = []
        self._history: list[tuple[int, int, str, int]] = []  # public betting: (round, seat, kind, to)
        self._first = 1  # the first deal's first speaker is seat 0 (alternates from here)
        self._deal_stacks = (0, 0)
        self._deal_carried = 0
        self._hands: list[list[Card]] = [[], []]
        self._next_card = 0
        self._exchanged: list[int | None] = [None, None]
        self._exchange_turn = 0
        self._table: BettingTable | None = None
        self._showdown: ShowdownShown | None = None

    # ------------------------------------------------------------- reading

    @property
    def phase(self) -> DuellPhase:
        """Where the match stands."""
        return self._phase

    @property
    def deal_no(self) -> int:
        """The current (or just finished) deal, from 1."""
        return self._deal_no

    @property
    def first(self) -> int:
        """The seat that speaks first in the current deal."""
        return self._first

    @property
    def current(self) -> int | None:
        """The seat to act, or None between deals and after the match."""
        if self._phase is DuellPhase.EXCHANGE:
            return self._exchange_turn
        if self._phase in (DuellPhase.BET_BEFORE, DuellPhase.BET_AFTER):
            assert self._table is not None
            return self._table.to_act
        return None

    @property
    def stacks(self) -> tuple[int, int]:
        """Chips behind each seat (during a deal: not counting its bets and the pot)."""
        if self._table is not None and not self._table.settled:
            s = self._table.stacks
            return (s[0], s[1])
        return (self._stacks[0], self._stacks[1])

    @property
    def pot(self) -> int:
        """Chips in the middle: the carried pot, the antes and all bets of this deal."""
        if self._table is not None and not self._table.settled:
            return self._table.pot_total
        return self._carried

    @property
    def chips(self) -> int:
        """Stacks + pot: always twice the starting stack (the conservation checker's figure)."""
        return sum(self.stacks) + self.pot

    @property
    def winner(self) -> int | None:
        """The match winner once it is over."""
        return self._winner

    @property
    def loser(self) -> int | None:
        """The seat that could not pay the ante."""
        return self._loser

    @property
    def showdown(self) -> ShowdownShown | None:
        """The last deal's showdown, if it had one."""
        return self._showdown

    @property
    def events(self) -> tuple[DuellEvent, ...]:
        """Every event since the game (or its resume) began, unprojected."""
        return tuple(self._events)

    def events_for(self, seat: int | None, after: int = 0) -> tuple[DuellEvent, ...]:
        """The events after the first ``after`` as ``seat`` may see them."""
        return tuple(project(event, seat) for event in self._events[after:])

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards of ``seat`` (for its own screen)."""
        return tuple(self._hands[seat])

    def view(self, seat: int) -> DuellView:
        """What ``seat`` may know now (for computer players and hints)."""
        table = self._table
        bets = table.bets if table is not None and not table.settled else (0, 0)
        return DuellView(
            seat,
            tuple(self._hands[seat]),
            self._deck,
            0 if self._phase is DuellPhase.BET_BEFORE else 1,
            self._first,
            self.stacks,
            (bets[0], bets[1]),
            self.pot,
            self._exchanged[seat],
            self._exchanged[1 - seat],
            tuple(self._history),
        )

    # ------------------------------------------------------------- actions

    def legal_actions(self, seat: int) -> DuellLegal | None:
        """What ``seat`` may do now: the betting core's choices, an exchange of 0 to 4, or None."""
        if self.current != seat:
            return None
        if self._phase is DuellPhase.EXCHANGE:
            return ExchangeChoice(seat, MAX_EXCHANGE)
        assert self._table is not None
        return self._table.legal_actions()

    def verify(self, action: DuellAction) -> None:
        """Raise the specific `IllegalActionError` that refuses ``action``; return if it is legal."""
        if self._phase in (DuellPhase.DEAL_OVER, DuellPhase.MATCH_OVER):
            raise PhaseError("no deal is running: nothing to act on")
        if isinstance(action, Exchange):
            if self._phase is not DuellPhase.EXCHANGE:
                raise PhaseError("cards are exchanged only between the two betting rounds")
            if action.seat != self._exchange_turn:
                raise NotYourTurnError(f"it is seat {self._exchange_turn}'s turn, not seat {action.seat}'s")
            cards = action.cards
            if len(cards) > MAX_EXCHANGE:
                raise InvalidCardsError(f"at most {MAX_EXCHANGE} cards may be exchanged, not {len(cards)}")
            if len(set(cards)) != len(cards):
                raise InvalidCardsError("a card is named twice")
            if any(card not in self._hands[action.seat] for card in cards):
                raise InvalidCardsError("only cards of the own hand can be exchanged")
            return
        if self._phase is DuellPhase.EXCHANGE:
            raise PhaseError("the betting round is over: exchange first")
        assert self._table is not None
        self._table.verify(action)

    def can(self, action: DuellAction) -> bool:
        """True when ``action`` is legal now."""
        try:
            self.verify(action)
        except PhaseError:
            return False
        except ValueError:
            return False
        return True

    def apply(self, action: DuellAction) -> tuple[DuellEvent, ...]:
        """Apply a legal ``action``; the events it caused (refused: raises, nothing changed)."""
        start = len(self._events)
        if isinstance(action, Exchange) or self._phase not in (DuellPhase.BET_BEFORE, DuellPhase.BET_AFTER):
            self.verify(action)
            self._log.append(action)
            assert isinstance(action, Exchange)
            self._exchange(action)
        else:
            assert self._table is not None
            # the table verifies the action itself and changes nothing when it refuses it
            self._events.extend(self._table.act(action))
            self._log.append(action)
            round_no = 0 if self._phase is DuellPhase.BET_BEFORE else 1
            amount = action.amount if isinstance(action, RaiseTo) else 0
            self._history.append((round_no, action.seat, _KINDS[type(action)], amount))
        self._advance()
        return tuple(self._events[start:])

    def _exchange(self, action: Exchange) -> None:
        seat = action.seat
        count = len(action.cards)
        drawn = self._order[self._next_card : self._next_card + count]
        self._next_card += count
        hand = self._hands[seat]
        for old, new in zip(action.cards, drawn):
            hand[hand.index(old)] = new
        self._exchanged[seat] = count
        self._events.append(ExchangeMade(seat, count, tuple(action.cards), tuple(drawn)))
        if seat == self._first:
            self._exchange_turn = 1 - seat
        else:
            self._phase = DuellPhase.BET_AFTER
            assert self._table is not None
            self._table.start_round(first=self._first)

    def _advance(self) -> None:
        """Close finished betting rounds and move on (several steps when a seat is all in)."""
        table = self._table
        assert table is not None
        while self._phase in (DuellPhase.BET_BEFORE, DuellPhase.BET_AFTER) and table.round_over:
            self._events.extend(table.end_round())
            if table.hand_decided:
                self._events.extend(table.award(None))
                self._end_deal()
            elif self._phase is DuellPhase.BET_BEFORE:
                self._phase = DuellPhase.EXCHANGE
                self._exchange_turn = self._first
            else:
                self._show_down()

    def _show_down(self) -> None:
        table = self._table
        assert table is not None
        values = [evaluate(self._hands[seat], self._scheme) for seat in (0, 1)]
        hands = (values[0].cards, values[1].cards)
        categories = (values[0].category, values[1].category)
        if values[0] == values[1]:
            event = ShowdownShown(hands, categories, None, (), "tie")
            self._events.append(event)
            if min(table.stacks) < ANTE:
                # variants.md: a tie after which a player cannot pay the next ante splits
                # the pot evenly (an odd chip to who spoke second), then the match rule holds:
                # no pot stays in the middle that nobody could win.
                self._events.extend(table.award([[0, 1]], odd_chips_from=1 - self._first))
            else:
                self._events.extend(table.carry_out())
        else:
            winner = 0 if values[0] > values[1] else 1
            deciding, reason = _deciding(values[winner], values[1 - winner])
            event = ShowdownShown(hands, categories, winner, deciding, reason)
            self._events.append(event)
            self._events.extend(table.award([[winner], [1 - winner]]))
        self._showdown = event
        self._end_deal()

    def _end_deal(self) -> None:
        table = self._table
        assert table is not None
        s = table.stacks
        self._stacks = [s[0], s[1]]
        self._carried = table.carried_out
        self._phase = DuellPhase.DEAL_OVER
        short = [seat for seat in (0, 1) if self._stacks[seat] < ANTE]
        if short:
            if len(short) == 2:
                if self._stacks[0] == self._stacks[1]:
                    self._loser = None
                else:
                    self._loser = 0 if self._stacks[0] < self._stacks[1] else 1
            else:
                self._loser = short[0]
            self._winner = None if self._loser is None else 1 - self._loser
            self._phase = DuellPhase.MATCH_OVER
            self._events.append(MatchOver(self._winner, self._loser, (self._stacks[0], self._stacks[1])))

    def next_deal(self) -> tuple[DuellEvent, ...]:
        """Shuffle and deal the next deal (only after a deal is over and the match is not)."""
        if self._phase is not DuellPhase.DEAL_OVER:
            raise PhaseError("the next deal starts only after this one is over")
        order = self._deck.shuffled(self._rng)
        start = len(self._events)
        self._begin(order, 1 - self._first)
        return tuple(self._events[start:])

    def _begin(self, order: Sequence[Card], first: int) -> None:
        carried = self._carried
        stacks = (self._stacks[0], self._stacks[1])
        self._init_deal_fields()
        self._deal_no += 1
        self._first = first
        self._order = list(order)
        self._deal_stacks = stacks
        self._deal_carried = carried
        self._hands = [list(self._order[0:10:2]), list(self._order[1:10:2])]
        self._next_card = 2 * HAND_SIZE
        table = BettingTable(stacks, BettingRules.duell(), button=1 - first, carried=carried)
        self._table = table
        self._events.append(
            DealStarted(self._deal_no, first, stacks, carried, (tuple(self._hands[0]), tuple(self._hands[1])))
        )
        self._events.extend(table.post_antes(ANTE))
        table.start_round(first=first)
        self._phase = DuellPhase.BET_BEFORE
        self._advance()

    # ------------------------------------------------------------- saving

    def state(self) -> DuellState:
        """The record of the match (hidden cards included: for saving)."""
        return DuellState(
            self.config,
            self._deal_no,
            self._first,
            self._deal_stacks,
            self._deal_carried,
            tuple(self._order),
            tuple(self._log),
        )

    @classmethod
    def from_state(cls, state: DuellState, rng: RandomSource | None = None) -> DuellGame:
        """Continue the match ``state`` records (its deal replayed); `SaveFormatError` if impossible.

        The event log starts with the replayed deal's events.
        """
        game = cls.__new__(cls)
        game.config = state.config
        game._rng = rng if rng is not None else default_rng()
        game._deck = deck_of(state.config)
        game._scheme = scheme_of(state.config)
        game._events = []
        game._winner = None
        game._loser = None
        game._init_deal_fields()
        if state.deal_no < 1 or state.first not in (0, 1):
            raise SaveFormatError("a Duell save needs a deal number from 1 and a first seat 0 or 1")
        if sorted(state.order, key=str) != sorted(game._deck.cards, key=str):
            raise SaveFormatError("the saved deck order is not the deck")
        if any(s < ANTE for s in state.stacks) or state.carried < 0:
            raise SaveFormatError("a deal's stacks must cover the ante and its carried pot be >= 0")
        if sum(state.stacks) + state.carried != 2 * state.config.stack:
            raise SaveFormatError("the saved chips do not add up to the two starting stacks")
        game._stacks = list(state.stacks)
        game._carried = state.carried
        game._deal_no = state.deal_no - 1
        game._begin(state.order, state.first)
        for action in state.log:
            try:
                game.apply(action)
            except ValueError as error:
                raise SaveFormatError(f"a saved action is illegal: {error}") from None
        return game


def _deciding(best: HandValue, other: HandValue) -> tuple[tuple[Card, ...], str]:
    """The cards that decided between two different hands, and why."""
    if best.category != other.category:
        return best.scoring_cards, "category"
    for mine, theirs in zip(best.scoring_cards, other.scoring_cards):
        if mine.rank != theirs.rank:
            return best.scoring_cards, "combination"
    kickers = []
    for mine, theirs in zip(best.kickers, other.kickers):
        kickers.append(mine)
        if mine.rank != theirs.rank:
            break
    return tuple(kickers), "kicker"


# The round events a view reads are re-exported for the players' convenience.
_ = RoundEnded
