"""The computer levels of the network table, and the random player of the property tests.

Every player implements ``decide(view, legal) -> action`` from its seat's
`EuropeanView` only (its own cards and discards, everything public; never
another seat's hidden cards) and leaves a one-line `Reason` in
``last_reason`` that a screen formats with `game.text.reasons.reason_text`
(German and English). Randomness is injected. All levels start a game when they are the
game master, show at the showdown, and bet the minimum when they are the
only player left.

- Anfänger: rates its hand by category alone against one opponent, keeps
  pairs and otherwise the two highest cards, bets the minimum, folds only
  when the minimum is large against the pot, calls for the showdown late.
- Normal: a chance table by category and values (draws counted before the
  exchange) raised to the number of opponents, pot odds, value bets of a
  third of the pot, draws to flushes and straights, calls for the showdown
  as soon as it is the favourite.
- Profi: sampled showdown odds against every opponent still in, given how
  many cards each exchanged and whether it bet above the minimum; value bets
  of half the pot, occasional bluffs, and it lets a very strong hand grow
  the pot a round longer before calling for the showdown.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Protocol

from ..actions import Exchange, ExchangeChoice
from ..betting import Fold
from ..cards import Card, parse_cards
from ..decks import DECK_40
from ..duell.players import standard_discards
from ..hands import EUROPEAN_40, HandCategory, evaluate, strength, strength_function
from ..levels import Level
from ..reasons import REASON_KEYS, Reason
from .actions import Bet, BetChoice, EuropeanAction, EuropeanLegal, Show, ShowChoice, Start, StartChoice
from .config import MAX_EXCHANGE
from .view import EuropeanView

__all__ = [
    "EuropeanPlayer",
    "Reason",
    "REASON_KEYS",
    "RandomLegal",
    "Anfaenger",
    "Normal",
    "Profi",
    "player_for",
    "discards_for",
    "equity",
]


class EuropeanPlayer(Protocol):
    """Decides one action from its seat's view and its legal choices."""

    last_reason: Reason

    def decide(self, view: EuropeanView, legal: EuropeanLegal) -> EuropeanAction:
        """One legal action."""
        ...


def discards_for(hand: tuple[Card, ...], draws: bool = True) -> tuple[Card, ...]:
    """The usual exchange of at most three: keep made hands and draws, else the two highest cards."""
    discards = standard_discards(hand, EUROPEAN_40, draws)
    return discards[-MAX_EXCHANGE:]  # high card: the three lowest go (they are last)


class _Base:
    """Shared helpers: the reason slot, an injected generator, the choices every level makes alike."""

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng if rng is not None else random.Random()
        self.last_reason = Reason("start")

    def _routine(self, view: EuropeanView, legal: EuropeanLegal) -> EuropeanAction | None:
        """Start, show, and the lone player's bet: the same at every level (None: decide yourself)."""
        if isinstance(legal, StartChoice):
            self.last_reason = Reason("start")
            return Start(legal.seat)
        if isinstance(legal, ShowChoice):
            self.last_reason = Reason("show")
            return Show(legal.seat)
        if isinstance(legal, BetChoice) and not view.opponents:
            self.last_reason = Reason("alone", 100, legal.minimum)
            return Bet(legal.seat, legal.minimum)
        return None

    def _exchange(self, view: EuropeanView, legal: ExchangeChoice, draws: bool) -> Exchange:
        discards = discards_for(view.hand, draws)[: legal.max_cards]
        self.last_reason = Reason("exchange", chips=len(discards))
        return Exchange(legal.seat, discards)


class RandomLegal(_Base):
    """Property tests: a random legal choice (mostly small bets, so games run a few rounds)."""

    def decide(self, view: EuropeanView, legal: EuropeanLegal) -> EuropeanAction:
        self.last_reason = Reason("random")
        rng = self.rng
        if isinstance(legal, StartChoice):
            return Start(legal.seat)
        if isinstance(legal, ShowChoice):
            return Show(legal.seat)
        if isinstance(legal, ExchangeChoice):
            count = rng.randint(0, legal.max_cards)
            return Exchange(legal.seat, tuple(rng.sample(view.hand, count)))
        if rng.random() < 0.12:
            return Fold(legal.seat)
        if rng.random() < 0.7:
            amount = legal.minimum
        else:
            amount = rng.randint(legal.minimum, min(legal.maximum, legal.minimum + 40))
        return Bet(legal.seat, amount, legal.showdown and rng.random() < 0.3)


@dataclass(frozen=True, slots=True)
class _Style:
    value_at: float  # bet above the minimum from this chance to win on
    pot_fraction: float  # the amount above the minimum, as a fraction of the pot
    margin: float  # extra chance demanded over the pot odds to go on
    showdown_at: float  # call for the showdown from this chance on ...
    showdown_round: int  # ... and from this round on in any case
    bluff: float  # chance to bet up a weak hand against few opponents
    slow_play: float  # with at least this chance, wait one round before calling for the showdown


def _bet_decision(
    player: _Base, view: EuropeanView, legal: BetChoice, win: float, style: _Style
) -> Bet | Fold:
    """Fold, bet the minimum, bet more, or call for the showdown, from a chance to win ``win``."""
    seat = legal.seat
    percent = round(100 * win)
    cost = legal.minimum
    if win < cost / (view.pot + cost) + style.margin:
        player.last_reason = Reason("fold-odds", percent, cost)
        return Fold(seat)
    amount = cost
    key = "minimum"
    if win >= style.value_at:
        amount = cost + round(style.pot_fraction * view.pot)
        key = "value-bet"
    elif len(view.opponents) <= 2 and player.rng.random() < style.bluff:
        amount = cost + round(style.pot_fraction * view.pot)
        key = "bluff"
    amount = max(legal.minimum, min(legal.maximum, amount))
    if amount == cost and key != "minimum":
        key = "minimum"
    if legal.showdown:
        late = view.round_no >= style.showdown_round
        slow = win >= style.slow_play and view.round_no < style.showdown_round
        if late or (win >= style.showdown_at and not slow):
            player.last_reason = Reason("showdown", percent, amount)
            return Bet(seat, amount, showdown=True)
    player.last_reason = Reason(key, percent, amount)
    return Bet(seat, amount)


#: The chance to win a heads-up showdown by the category after the exchange (both players
#: draw the usual way; `tools/european_chances.py`, 200,000 deals of the 40 cards).
_AFTER = {
    HandCategory.HIGH_CARD: 0.08,
    HandCategory.ONE_PAIR: 0.40,
    HandCategory.TWO_PAIR: 0.73,
    HandCategory.THREE_OF_A_KIND: 0.88,
    HandCategory.STRAIGHT: 0.95,
    HandCategory.FLUSH: 0.965,
    HandCategory.FULL_HOUSE: 0.98,
    HandCategory.FOUR_OF_A_KIND: 0.997,
    HandCategory.STRAIGHT_FLUSH: 1.0,
    HandCategory.ROYAL_FLUSH: 1.0,
}
#: The same by the category before the exchange.
_BEFORE = {
    HandCategory.HIGH_CARD: 0.36,
    HandCategory.ONE_PAIR: 0.53,
    HandCategory.TWO_PAIR: 0.75,
    HandCategory.THREE_OF_A_KIND: 0.885,
    HandCategory.STRAIGHT: 0.95,
    HandCategory.FLUSH: 0.97,
    HandCategory.FULL_HOUSE: 0.98,
    HandCategory.FOUR_OF_A_KIND: 0.99,
    HandCategory.STRAIGHT_FLUSH: 1.0,
    HandCategory.ROYAL_FLUSH: 1.0,
}


def _table_chance(view: EuropeanView, use_values: bool) -> float:
    """A quick heads-up chance to win from the category (and the top value when ``use_values``)."""
    value = evaluate(view.hand, EUROPEAN_40)
    category = value.category
    before = view.round_no < 2
    chance = (_BEFORE if before else _AFTER)[category]
    if use_values and category in (HandCategory.HIGH_CARD, HandCategory.ONE_PAIR):
        chance += 0.3 * (int(value.deciding_rank) - 5) / 9 - 0.15
        if before and category is HandCategory.HIGH_CARD and len(discards_for(view.hand)) == 1:
            chance = 0.45  # four to a flush or an open straight
    return min(1.0, max(0.01, chance))


class _Level(_Base, ABC):
    """A computer level: the routine choices, its exchange, then a bet decision from its chance to win."""

    STYLE: _Style
    DRAWS = True

    def decide(self, view: EuropeanView, legal: EuropeanLegal) -> EuropeanAction:
        routine = self._routine(view, legal)
        if routine is not None:
            return routine
        if isinstance(legal, ExchangeChoice):
            return self._exchange(view, legal, draws=self.DRAWS)
        assert isinstance(legal, BetChoice)
        return _bet_decision(self, view, legal, self.chance(view), self.STYLE)

    @abstractmethod
    def chance(self, view: EuropeanView) -> float:
        """The chance to show the best hand against every opponent still in."""


class Anfaenger(_Level):
    """Anfänger: category only, no draws, bets the minimum, calls for the showdown late."""

    STYLE = _Style(value_at=2.0, pot_fraction=0.0, margin=-0.15, showdown_at=0.85,
                   showdown_round=5, bluff=0.0, slow_play=2.0)
    DRAWS = False

    def chance(self, view: EuropeanView) -> float:
        return _table_chance(view, False)


class Normal(_Level):
    """Normal: a chance table with values and draws, against every opponent; pot odds; a third of the pot."""

    STYLE = _Style(value_at=0.6, pot_fraction=0.33, margin=0.0, showdown_at=0.5,
                   showdown_round=4, bluff=0.04, slow_play=2.0)

    def chance(self, view: EuropeanView) -> float:
        return _table_chance(view, True) ** len(view.opponents)


_RATE = strength_function(EUROPEAN_40)
#: The weakest one pair's strength: a hand rated below it is a high card.
_PAIR_OR_BETTER = strength(parse_cards("5c 5d 6h 7s 8d"), EUROPEAN_40)


def _raisers(view: EuropeanView) -> frozenset[int]:
    """Seats that bet above the minimum of their turn in this game."""
    minimum = 1
    raised = set()
    for _, seat, kind, chips in view.history:
        if kind == "fold":
            continue
        if chips > minimum:
            raised.add(seat)
        minimum = chips
    return frozenset(raised)


def equity(view: EuropeanView, rng: random.Random, samples: int = 60) -> float:
    """The sampled chance that ``view``'s seat shows the best hand against every opponent still in.

    Opponent hands come from the cards the seat has not seen; a hand is kept
    when the usual exchange changes as many cards as the opponent did (or
    will) and, for an opponent who bet above the minimum, when it holds at
    least a pair. Everyone who has not exchanged yet draws the usual way.
    """
    seen = set(view.hand) | set(view.discarded)
    unseen = [card for card in DECK_40.cards if card not in seen]
    opponents = view.opponents
    if not opponents:
        return 1.0
    raisers = _raisers(view)
    drawing = view.seat is not None and view.exchanged[view.seat] is None
    mine_to_draw = discards_for(view.hand) if drawing else ()
    my_keep = [card for card in view.hand if card not in mine_to_draw]
    wins = 0
    for _ in range(samples):
        pool = list(unseen)
        rng.shuffle(pool)
        finals: list[list[Card]] = []
        for seat in opponents:
            count = view.exchanged[seat]
            for _attempt in range(6):
                hand = rng.sample(pool, 5)
                discards = discards_for(tuple(hand))
                if count is not None and len(discards) != count:
                    continue
                if seat in raisers and _PAIR_OR_BETTER > _RATE(*(card.code for card in hand)):
                    continue
                break
            for card in hand:
                pool.remove(card)
            keep = [card for card in hand if card not in discards]
            finals.append(keep + [pool.pop() for _ in discards])
        mine = my_keep + [pool.pop() for _ in mine_to_draw]
        me = _RATE(*(card.code for card in mine))
        if all(me > _RATE(*(card.code for card in theirs)) for theirs in finals):
            wins += 1
    return wins / samples


class Profi(_Level):
    """Profi: sampled odds against every opponent (their exchanges and bets), value bets, bluffs."""

    STYLE = _Style(value_at=0.55, pot_fraction=0.5, margin=0.02, showdown_at=0.45,
                   showdown_round=5, bluff=0.08, slow_play=0.8)

    def __init__(self, rng: random.Random | None = None, samples: int = 60) -> None:
        super().__init__(rng)
        self.samples = samples

    def chance(self, view: EuropeanView) -> float:
        return equity(view, self.rng, self.samples)


def player_for(level: Level | str, rng: random.Random | None = None) -> EuropeanPlayer:
    """The computer player of a level."""
    level = Level(level)
    if level is Level.ANFAENGER:
        return Anfaenger(rng)
    if level is Level.NORMAL:
        return Normal(rng)
    return Profi(rng)
