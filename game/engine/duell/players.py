"""The computer levels of Duell and the baselines of the strength bench.

Every player implements ``decide(view, legal) -> action`` from its seat's
`DuellView` only (own hand, public betting, the opponent's exchange count)
and leaves a one-line `Reason` in ``last_reason`` that a screen formats with
`REASON_TEXT` (German and English). Randomness is injected.

- Anfänger: rates its hand by category alone, keeps pairs and draws four to
  a high card otherwise, calls too much and bets small.
- Normal: a strength table by category and values (draws counted before the
  exchange), pot odds, standard draws, bets about half the pot.
- Profi: sampled showdown odds (`equity`) against the hands the opponent can
  hold given its exchange count and its bets, pot odds, value bets and
  occasional bluffs.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

from ..actions import Exchange, ExchangeChoice
from ..betting import Call, Check, Fold, LegalActions, RaiseTo
from ..cards import Card
from ..hands import DUELL_32, DUELL_52, HandCategory, RatingScheme, evaluate, strength_function
from ..levels import Level
from ..reasons import REASON_TEXT, Reason
from .game import DuellAction, DuellLegal
from .view import DuellView

__all__ = [
    "DuellPlayer",
    "Reason",
    "REASON_TEXT",
    "AlwaysCall",
    "AlwaysRaise",
    "RandomLegal",
    "Anfaenger",
    "Normal",
    "Profi",
    "player_for",
    "standard_discards",
    "equity",
]


class DuellPlayer(Protocol):
    """Decides one action from its seat's view and its legal choices."""

    last_reason: Reason

    def decide(self, view: DuellView, legal: DuellLegal) -> DuellAction:
        """One legal action."""
        ...


def _scheme(view: DuellView) -> RatingScheme:
    return DUELL_32 if len(view.deck) == 32 else DUELL_52


def standard_discards(hand: tuple[Card, ...], scheme: RatingScheme, draws: bool = True) -> tuple[Card, ...]:
    """The usual exchange: keep made hands, draw to four-card flushes and straights (``draws``)."""
    return _discards(frozenset(hand), scheme, draws)


@lru_cache(maxsize=1 << 17)
def _discards(cards: frozenset[Card], scheme: RatingScheme, draws: bool) -> tuple[Card, ...]:
    # From the value counts alone (no rating): this runs for every sampled hand of `equity`.
    hand = sorted(cards, key=lambda card: (-card.rank, card.suit))
    counts: dict[int, int] = {}
    for card in hand:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    most = max(counts.values())
    if most >= 2:
        if most == 4 or sorted(counts.values()) == [2, 3]:
            return ()  # four of a kind, full house
        return tuple(card for card in hand if counts[card.rank] == 1)  # keep the pair(s) or three
    ranks = {int(card.rank) for card in hand}
    suits = {card.suit for card in hand}
    straight = max(ranks) - min(ranks) == 4 or (
        scheme.ace_low_straight and ranks == {int(rank) for rank in scheme.deck.lowest_straight}
    )
    if straight or len(suits) == 1:
        return ()
    if draws:
        for suit in suits:
            if sum(1 for card in hand if card.suit is suit) == 4:
                return tuple(card for card in hand if card.suit is not suit)
        low = int(scheme.deck.lowest)
        for leave in hand:
            rest = sorted(int(c.rank) for c in hand if c is not leave)
            if rest[-1] - rest[0] == 3 and rest[0] > low and rest[-1] < 14:
                return (leave,)
    return tuple(hand[1:])  # high card: keep the highest


class _Base:
    """Shared helpers: the reason slot and an injected generator."""

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng if rng is not None else random.Random()
        self.last_reason = Reason("check")

    def _exchange(self, view: DuellView, legal: ExchangeChoice, discards: tuple[Card, ...]) -> Exchange:
        discards = discards[: legal.max_cards]
        self.last_reason = Reason("exchange", chips=len(discards))
        return Exchange(view.seat, discards)


class AlwaysCall(_Base):
    """Baseline: checks or calls every time; standard draws."""

    def decide(self, view: DuellView, legal: DuellLegal) -> DuellAction:
        if isinstance(legal, ExchangeChoice):
            return self._exchange(view, legal, standard_discards(view.hand, _scheme(view)))
        self.last_reason = Reason("always")
        return Check(view.seat) if legal.call is None else Call(view.seat)


class AlwaysRaise(_Base):
    """Baseline: bets or raises the minimum whenever it may, else calls; standard draws."""

    def decide(self, view: DuellView, legal: DuellLegal) -> DuellAction:
        if isinstance(legal, ExchangeChoice):
            return self._exchange(view, legal, standard_discards(view.hand, _scheme(view)))
        self.last_reason = Reason("aggressive")
        if legal.raise_min is not None:
            return RaiseTo(view.seat, legal.raise_min)
        return Check(view.seat) if legal.call is None else Call(view.seat)


class RandomLegal(_Base):
    """Baseline and property tests: a uniformly random legal choice (random sizes and cards)."""

    def decide(self, view: DuellView, legal: DuellLegal) -> DuellAction:
        self.last_reason = Reason("random")
        rng = self.rng
        if isinstance(legal, ExchangeChoice):
            count = rng.randint(0, legal.max_cards)
            return Exchange(view.seat, tuple(rng.sample(view.hand, count)))
        kinds = ["fold", "stay"] + (["raise"] if legal.raise_min is not None else [])
        kind = rng.choice(kinds)
        if kind == "fold":
            return Fold(view.seat)
        if kind == "raise":
            assert legal.raise_min is not None and legal.raise_max is not None
            return RaiseTo(view.seat, rng.randint(legal.raise_min, legal.raise_max))
        return Check(view.seat) if legal.call is None else Call(view.seat)


@dataclass(frozen=True, slots=True)
class _Style:
    bet_at: float  # bet/raise when the estimated chance to win is at least this
    pot_fraction: float  # bet size as a fraction of the pot
    margin: float  # extra chance demanded over the pot odds to call
    bluff: float  # chance to bet a weak hand when nobody bet


def _bet_decision(
    player: _Base, view: DuellView, legal: LegalActions, win: float, style: _Style
) -> DuellAction:
    """Bet, check, call or fold from a chance to win ``win`` and the pot odds."""
    seat = view.seat
    percent = round(100 * win)
    if legal.raise_min is not None and legal.raise_max is not None:
        wanted = legal.raise_min if legal.opening else view.bets[view.opponent]
        size = wanted + round(style.pot_fraction * (view.pot + view.to_call))
        size = max(legal.raise_min, min(legal.raise_max, size))
        if win >= style.bet_at:
            player.last_reason = Reason("value-bet", percent, size)
            return RaiseTo(seat, size)
        if legal.call is None and win < 0.35 and player.rng.random() < style.bluff:
            player.last_reason = Reason("bluff", percent, size)
            return RaiseTo(seat, size)
    if legal.call is None:
        player.last_reason = Reason("check", percent)
        return Check(seat)
    odds = legal.call / (view.pot + legal.call)
    if win >= odds + style.margin:
        player.last_reason = Reason("call-odds", percent, legal.call)
        return Call(seat)
    player.last_reason = Reason("fold-odds", percent, legal.call)
    return Fold(seat)


# Rough chances to win a showdown by category (after the exchange), a table of
# the levels below Profi; the top value of the combination adds a little.
_AFTER = {
    HandCategory.HIGH_CARD: 0.12,
    HandCategory.ONE_PAIR: 0.38,
    HandCategory.TWO_PAIR: 0.70,
    HandCategory.THREE_OF_A_KIND: 0.84,
    HandCategory.STRAIGHT: 0.92,
    HandCategory.FLUSH: 0.95,
    HandCategory.FULL_HOUSE: 0.96,
    HandCategory.FOUR_OF_A_KIND: 0.99,
    HandCategory.STRAIGHT_FLUSH: 1.0,
    HandCategory.ROYAL_FLUSH: 1.0,
}


@lru_cache(maxsize=1 << 16)
def _category(cards: frozenset[Card], scheme: RatingScheme) -> tuple[HandCategory, int]:
    value = evaluate(tuple(cards), scheme)
    return value.category, int(value.deciding_rank)


def _table_chance(view: DuellView, use_values: bool, count_draws: bool) -> float:
    """A quick chance to win from the category (and the combination's value when ``use_values``)."""
    scheme = _scheme(view)
    category, top = _category(frozenset(view.hand), scheme)
    chance = _AFTER[category]
    if use_values and category in (HandCategory.HIGH_CARD, HandCategory.ONE_PAIR):
        span = 14 - int(scheme.deck.lowest)
        chance += 0.18 * (top - int(scheme.deck.lowest)) / span
    if view.round_no == 0 and category <= HandCategory.TWO_PAIR:
        # before the exchange both hands still improve: pull towards the middle
        chance = 0.5 + 0.6 * (chance - 0.5)
        if count_draws and category is HandCategory.HIGH_CARD:
            if len(standard_discards(view.hand, scheme)) == 1:
                chance = 0.40
    return chance


class Anfaenger(_Base):
    """Anfänger: category only, no draws to flushes or straights, calls a lot, bets small."""

    STYLE = _Style(bet_at=0.68, pot_fraction=0.0, margin=-0.12, bluff=0.0)

    def decide(self, view: DuellView, legal: DuellLegal) -> DuellAction:
        if isinstance(legal, ExchangeChoice):
            return self._exchange(view, legal, standard_discards(view.hand, _scheme(view), draws=False))
        return _bet_decision(self, view, legal, _table_chance(view, False, False), self.STYLE)


class Normal(_Base):
    """Normal: strength table with values and draws, pot odds, half-pot bets."""

    STYLE = _Style(bet_at=0.62, pot_fraction=0.5, margin=0.0, bluff=0.05)

    def decide(self, view: DuellView, legal: DuellLegal) -> DuellAction:
        if isinstance(legal, ExchangeChoice):
            return self._exchange(view, legal, standard_discards(view.hand, _scheme(view)))
        return _bet_decision(self, view, legal, _table_chance(view, True, True), self.STYLE)


_DISTINCT = {0: (5, 2), 1: (5, 3, 2), 2: (3,), 3: (4,), 4: (5,)}


def equity(view: DuellView, rng: random.Random, samples: int = 100) -> float:
    """The sampled chance to win the showdown (ties count half) from what ``view`` may know.

    Opponent hands are sampled from the unseen cards and kept only when the
    standard exchange would change as many cards as the opponent did (or
    will, before the exchange) and, after bets or raises by the opponent,
    when they hold at least a pair per raise level. Both seats then draw.
    """
    scheme = _scheme(view)
    rate = strength_function(scheme)
    hand = view.hand
    seen = set(hand)
    unseen = [card for card in view.deck.cards if card not in seen]
    my_discards = standard_discards(hand, scheme) if view.my_exchanged is None else ()
    my_keep = [card for card in hand if card not in my_discards]
    their_count = view.opponent_exchanged
    raises = view.raises_by(view.opponent)
    need = HandCategory.ONE_PAIR if raises == 1 else HandCategory.TWO_PAIR if raises >= 2 else None
    # distinct values a hand needs to be exchanged by `their_count` cards (standard_discards)
    distinct = None if their_count is None else _DISTINCT[their_count]
    wins = 0.0
    draw_mine = 5 - len(my_keep)
    for _ in range(samples):
        for _attempt in range(6):
            pool = rng.sample(unseen, 13)
            theirs = pool[:5]
            if distinct is not None and len({card.rank for card in theirs}) not in distinct:
                continue  # cheap test first: the values' pattern cannot give that exchange
            discards = standard_discards(tuple(theirs), scheme)
            if their_count is not None and len(discards) != their_count:
                continue
            if need is not None and evaluate(theirs, scheme).category < need:
                continue
            break
        else:  # no sample fits: take the last one as it is
            discards = standard_discards(tuple(theirs), scheme)
        rest = pool[5:]
        if their_count != 0 and discards:
            keep = [card for card in theirs if card not in discards]
            theirs = keep + rest[: len(discards)]
            rest = rest[len(discards) :]
        mine = my_keep + rest[:draw_mine]
        a = rate(*(card.code for card in mine))
        b = rate(*(card.code for card in theirs))
        wins += 1.0 if a > b else 0.5 if a == b else 0.0
    return wins / samples


class Profi(_Base):
    """Profi: sampled odds conditioned on the opponent's exchange and bets, pot odds, bluffs."""

    STYLE = _Style(bet_at=0.64, pot_fraction=0.6, margin=0.02, bluff=0.12)

    def __init__(self, rng: random.Random | None = None, samples: int = 100) -> None:
        super().__init__(rng)
        self.samples = samples

    def decide(self, view: DuellView, legal: DuellLegal) -> DuellAction:
        if isinstance(legal, ExchangeChoice):
            return self._exchange(view, legal, standard_discards(view.hand, _scheme(view)))
        return _bet_decision(self, view, legal, equity(view, self.rng, self.samples), self.STYLE)


def player_for(level: Level | str, rng: random.Random | None = None) -> DuellPlayer:
    """The computer player of a level."""
    level = Level(level)
    if level is Level.ANFAENGER:
        return Anfaenger(rng)
    if level is Level.NORMAL:
        return Normal(rng)
    return Profi(rng)
