"""The computer levels of Duell and the baselines of the strength bench.

Every player implements ``decide(view, legal) -> action`` from its seat's
`DuellView` only (own hand, public betting, the opponent's exchange count)
and leaves a one-line `Reason` in ``last_reason`` that a screen formats with
`game.text.reasons.reason_text` (German and English). Randomness is injected.

- Anfänger: rates its hand by category alone, keeps pairs and draws four to
  a high card otherwise, calls too much and bets small.
- Normal: a strength table by category and values (draws counted before the
  exchange), pot odds, standard draws, bets about half the pot.
- Profi: sampled showdown odds (`equity`) against the hands the opponent can
  hold given its exchange count and its public betting in each round (bets
  and raises make strong hands likely, checks weak ones: `range_weights`),
  pot odds, value bets and occasional bluffs.
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
from ..reasons import REASON_KEYS, Reason
from .game import DuellAction, DuellLegal
from .view import DuellView

__all__ = [
    "DuellPlayer",
    "Reason",
    "REASON_KEYS",
    "AlwaysCall",
    "AlwaysRaise",
    "RandomLegal",
    "Anfaenger",
    "Normal",
    "Profi",
    "player_for",
    "standard_discards",
    "equity",
    "range_weights",
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
    return _chance_of(frozenset(view.hand), _scheme(view), view.round_no == 0, use_values, count_draws)


@lru_cache(maxsize=1 << 16)
def _chance_of(
    cards: frozenset[Card], scheme: RatingScheme, before: bool, use_values: bool, count_draws: bool
) -> float:
    # memoized: the levels below Profi look a hand up once per deal and round, not per decision
    category, top = _category(cards, scheme)
    chance = _AFTER[category]
    if use_values and category in (HandCategory.HIGH_CARD, HandCategory.ONE_PAIR):
        span = 14 - int(scheme.deck.lowest)
        chance += 0.18 * (top - int(scheme.deck.lowest)) / span
    if before and category <= HandCategory.TWO_PAIR:
        # before the exchange both hands still improve: pull towards the middle
        chance = 0.5 + 0.6 * (chance - 0.5)
        if count_draws and category is HandCategory.HIGH_CARD:
            if len(_discards(cards, scheme, True)) == 1:
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

# How likely the opponent model takes a betting action with a weak hand (below
# two pair) and with a strong one (two pair or better), per kind of action:
# an opening bet, a raise over a bet, a check when a bet was possible.
_OPEN_WEAK, _RAISE_WEAK, _CHECK_STRONG = 0.10, 0.04, 0.15


@lru_cache(maxsize=4)
def _two_pair_floor(scheme: RatingScheme) -> int:
    """The strength of the lowest two pair of the scheme's deck: anything at least this is "strong"."""
    low = sorted(scheme.deck.cards, key=lambda card: (card.rank, card.suit))
    ranks = sorted({card.rank for card in low})
    pick = [c for c in low if c.rank == ranks[0]][:2] + [c for c in low if c.rank == ranks[1]][:2]
    pick.append(next(c for c in low if c.rank == ranks[2]))
    return strength_function(scheme)(*(card.code for card in pick))


def range_weights(view: DuellView) -> tuple[tuple[float, float], tuple[float, float]]:
    """Per round (before, after the exchange): how likely the opponent's public betting is
    with a weak and with a strong hand, each scaled so the larger is 1.

    An opening bet is likely strong, a raise over a bet more so, a check when
    a bet was possible likely weak; calls say nothing. The weights apply to the
    hand the opponent held in that round.
    """
    weights = [[1.0, 1.0], [1.0, 1.0]]
    bet_in = [False, False]
    opponent = view.opponent
    for round_no, seat, kind, _to in view.history:
        if kind == "raise":
            if seat == opponent:
                weights[round_no][0] *= _RAISE_WEAK if bet_in[round_no] else _OPEN_WEAK
            bet_in[round_no] = True
        elif kind == "check" and seat == opponent:
            weights[round_no][1] *= _CHECK_STRONG
    result = []
    for weak, strong in weights:
        top = max(weak, strong)
        result.append((weak / top, strong / top))
    return (result[0], result[1])


def equity(view: DuellView, rng: random.Random, samples: int = 100, attempts: int = 8) -> float:
    """The sampled chance to win the showdown (ties count half) from what ``view`` may know.

    Opponent hands are sampled from the unseen cards and kept only when the
    standard exchange changes as many cards as the opponent did; a sample is
    then accepted with the likelihood of the opponent's public betting in each
    round given its hand in that round (`range_weights`: before the exchange
    the dealt hand, after it the drawn one). Both seats then draw.
    """
    scheme = _scheme(view)
    rate = strength_function(scheme)
    floor = _two_pair_floor(scheme)
    hand = view.hand
    seen = set(hand)
    unseen = [card for card in view.deck.cards if card not in seen]
    my_discards = standard_discards(hand, scheme) if view.my_exchanged is None else ()
    my_keep = [card for card in hand if card not in my_discards]
    draw_mine = 5 - len(my_keep)
    their_count = view.opponent_exchanged
    distinct = None if their_count is None else _DISTINCT[their_count]
    (weak0, strong0), (weak1, strong1) = range_weights(view)
    check0 = weak0 < 1.0 or strong0 < 1.0
    check1 = weak1 < 1.0 or strong1 < 1.0
    random_ = rng.random
    wins = 0.0
    for _ in range(samples):
        for attempt in range(attempts, 0, -1):  # the last attempt is taken as it is
            pool = rng.sample(unseen, 13)
            theirs = pool[:5]
            last = attempt == 1
            if not last and distinct is not None and len({card.rank for card in theirs}) not in distinct:
                continue  # cheap test first: the values' pattern cannot give that exchange
            discards = standard_discards(tuple(theirs), scheme)
            if not last and their_count is not None and len(discards) != their_count:
                continue
            if check0 and not last:
                accept = strong0 if rate(*(card.code for card in theirs)) >= floor else weak0
                if accept < 1.0 and random_() >= accept:
                    continue
            rest = pool[5:]
            if discards:
                theirs = [card for card in theirs if card not in discards] + rest[: len(discards)]
                rest = rest[len(discards) :]
            b = rate(*(card.code for card in theirs))
            if check1 and not last:
                accept = strong1 if b >= floor else weak1
                if accept < 1.0 and random_() >= accept:
                    continue
            break
        mine = my_keep + rest[:draw_mine]
        a = rate(*(card.code for card in mine))
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
