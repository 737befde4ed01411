"""One game at the network table: the cards, who is still in, the round, the bets and the pot.

`Deal` is the game's own bookkeeping, below the rules of turn and phase
that `EuropeanGame` applies: it deals from the deck order, takes antes and
bets into the pot, swaps exchanged cards for the next ones of the stock,
remembers what each seat did in the round, checks a bet's size and an
exchange's cards, finds the next seat to act in seat order from the round's
first seat, and ranks the hands at the showdown. Chips leave a seat's stack
through `EuropeanGame`, which owns the stacks.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..betting import BetSizeError
from ..cards import Card
from ..errors import InvalidCardsError
from ..hands import EUROPEAN_40, HandValue, evaluate
from .config import HAND_SIZE, MAX_EXCHANGE, SHOWDOWN_CALL_FROM
from .errors import ShowdownCallError
from .seats import seat_cycle
from .view import HistoryEntry

__all__ = ["Deal"]


class Deal:
    """The game dealt from ``order`` at a table of ``seats`` (an empty order: no game yet)."""

    def __init__(self, seats: int, order: Sequence[Card] = ()) -> None:
        self.seats = seats
        self.deck = tuple(order)
        self.next_card = 0
        self.in_game = [False] * seats
        self.hands: list[tuple[Card, ...]] = [()] * seats
        self.discarded: list[tuple[Card, ...]] = [()] * seats
        #: The running round (1 betting, 2 exchange, 3 on betting) and the seat it started from.
        self.round = 0
        self.round_start = 0
        self.bet_done = [False] * seats
        self.exchanged: list[int | None] = [None] * seats
        self.shown: list[tuple[Card, ...] | None] = [None] * seats
        self.put_in = [0] * seats
        self.last_bet = 0
        self.pot = 0
        self.current: int | None = None
        self.caller: int | None = None
        self.history: list[HistoryEntry] = []

    @property
    def players(self) -> tuple[int, ...]:
        """The seats still in the game, in seat order."""
        return tuple(seat for seat, playing in enumerate(self.in_game) if playing)

    @property
    def minimum(self) -> int:
        """The smallest bet now: the last bet of the game, or 1."""
        return max(1, self.last_bet)

    def ante(self, seat: int, amount: int) -> None:
        """``seat`` paid the ante: it is in the game."""
        self.put_in[seat] = amount
        self.pot += amount
        self.in_game[seat] = True

    def deal(self, order: Sequence[int]) -> tuple[tuple[Card, ...] | None, ...]:
        """Five cards each, one at a time to the players in ``order``; every seat's hand (None: none)."""
        hands: list[list[Card]] = [[] for _ in range(self.seats)]
        for _ in range(HAND_SIZE):
            for seat in order:
                hands[seat].append(self.deck[self.next_card])
                self.next_card += 1
        self.hands = [tuple(hand) for hand in hands]
        return tuple(hand if self.in_game[seat] else None for seat, hand in enumerate(self.hands))

    def new_round(self, round_no: int, first: int) -> None:
        """Round ``round_no`` begins at seat ``first``; nobody has bet in it yet."""
        self.round = round_no
        self.round_start = first
        self.bet_done = [False] * self.seats

    def next_seat(self, done: Sequence[bool]) -> int | None:
        """The first player still in, from the round's first seat on, who has not ``done`` it."""
        seats = seat_cycle(self.round_start, self.seats, lambda seat: self.in_game[seat] and not done[seat])
        return seats[0] if seats else None

    # ------------------------------------------------------------- checks

    def verify_bet(self, amount: object, showdown: object, maximum: int) -> None:
        """Refuse a bet outside minimum..``maximum`` or a showdown call before round 3 or a second one."""
        low = self.minimum
        if type(amount) is not int or not low <= amount <= maximum:
            span = f"exactly {low}" if low == maximum else f"{low} to {maximum}"
            raise BetSizeError(f"a bet here is {span} chips, not {amount!r}")
        if type(showdown) is not bool:
            raise ShowdownCallError("a bet calls for the showdown or not")
        if showdown:
            if self.round < SHOWDOWN_CALL_FROM:
                raise ShowdownCallError(f"the showdown can be called from round {SHOWDOWN_CALL_FROM} on")
            if self.caller is not None:
                raise ShowdownCallError(f"seat {self.caller} already called for the showdown")

    def verify_exchange(self, seat: int, cards: object) -> None:
        """Refuse an exchange of more than three cards, of a card twice, or of cards not in the hand."""
        if not isinstance(cards, tuple) or not all(isinstance(card, Card) for card in cards):
            raise InvalidCardsError("an exchange names cards")
        if len(cards) > MAX_EXCHANGE:
            raise InvalidCardsError(f"at most {MAX_EXCHANGE} cards may be exchanged, not {len(cards)}")
        if len(set(cards)) != len(cards):
            raise InvalidCardsError("a card is named twice")
        if any(card not in self.hands[seat] for card in cards):
            raise InvalidCardsError("only cards of the own hand can be exchanged")

    # ------------------------------------------------------------- what the players do

    def bet(self, seat: int, amount: int, showdown: bool) -> None:
        """A verified bet goes into the pot."""
        self.current = None
        self.put_in[seat] += amount
        self.pot += amount
        self.last_bet = amount
        self.bet_done[seat] = True
        if showdown:
            self.caller = seat
        self.history.append((self.round, seat, "showdown" if showdown else "bet", amount))

    def fold(self, seat: int) -> None:
        """``seat`` is out of the game (its chips stay in the pot, its cards hidden)."""
        self.current = None if self.current == seat else self.current
        self.in_game[seat] = False
        self.history.append((self.round, seat, "fold", 0))

    def exchange(self, seat: int, cards: tuple[Card, ...]) -> tuple[Card, ...]:
        """Swap ``cards`` of the hand for the next ones of the stock; the cards drawn."""
        self.current = None
        drawn = self.deck[self.next_card : self.next_card + len(cards)]
        self.next_card += len(cards)
        hand = list(self.hands[seat])
        for old, new in zip(cards, drawn):
            hand[hand.index(old)] = new
        self.hands[seat] = tuple(hand)
        self.discarded[seat] = cards
        self.exchanged[seat] = len(cards)
        return drawn

    def show(self, seat: int) -> HandValue:
        """``seat`` shows its hand; its rating."""
        self.current = None
        self.shown[seat] = self.hands[seat]
        return evaluate(self.hands[seat], EUROPEAN_40)

    def leave(self, seat: int) -> None:
        """The player at ``seat`` left: out of the game, and nothing of theirs stays to be seen."""
        self.current = None if self.current == seat else self.current
        self.in_game[seat] = False
        self.hands[seat] = ()
        self.discarded[seat] = ()
        self.exchanged[seat] = None
        self.shown[seat] = None

    def ranking(self) -> list[tuple[HandValue, int]]:
        """The players still in with their hands' ratings, best first (suits leave no tie)."""
        rated = [(evaluate(self.hands[seat], EUROPEAN_40), seat) for seat in self.players]
        return sorted(rated, key=lambda pair: pair[0].strength, reverse=True)
