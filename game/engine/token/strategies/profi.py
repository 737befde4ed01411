"""Level "Profi": the exchange with the best chance of scoring well this round.

For each of the 32 possible holds it takes the exact final category odds
(`game.engine.odds.all_holds`) and weighs them against a picture of every
other seat still in the game: a seat that has already exchanged shows how
many cards it took (public), which under the Normal level's habits says a
lot (three cards: a pair was kept; none: a made hand); a seat still to come
is pictured by how often each count occurs. A picture is the chance of each
final category plus how the deciding value spreads within it (a seat that
drew four to its highest card mostly ends with an ace or a king); they are
the shipped table in `opponent_model` (made by tools/make_opponent_model.py).

The goal follows the mode: absteigend it maximises the chance that at least
one other seat ends strictly below it (so it is not among the lowest);
aufsteigend the chance that no seat ends strictly above it (so it is among
the highest). If every seat ties, no token moves: absteigend that is as
good as not being lowest, aufsteigend it gains nothing. Within one category
its own deciding value is estimated from the kept cards (a kept pair of aces
beats most other pairs; a kept ace often pairs up), and averaged outside the
product over the other seats, which are treated as independent. Under
STANDARD, equal deciding values go on to the kickers: taken as even, except
that two high-card hands with the same top card are decided by the second
card, where a kept second high card (ace-king rather than the ace alone)
wins most of the time; at a table of five in absteigend that is most of
what can be gained over Normal (`bench/round_ceiling.py`). It sees only its
`SeatView`. A decision costs about 0.6 ms, p99 1.4 ms (all_holds 0.08 ms
plus cached weighing; bench/odds.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from math import comb

from ...cards import FULL_DECK, Card
from ...hands import HandCategory, scoring_cards
from ...odds import all_holds, at_least, build_tables, draw_odds
from ...rulesets import RuleSet
from ..config import Mode
from ..views import SeatView
from .base import ExchangeStrategy
from .opponent_model import DECIDING_BY_EXCHANGED, EXCHANGE_PRIOR, FINAL_BY_EXCHANGED

__all__ = ["Advice", "ProfiStrategy", "advise", "hold_chances", "warm_up", "MARGIN"]

_CATEGORIES = tuple(HandCategory)


_Dist = dict[int, float]


def _normal(weights: _Dist) -> _Dist:
    total = sum(weights.values())
    return {rank: weight / total for rank, weight in weights.items()}


# How the deciding value of another seat's hand is spread within a category
# (rough, from the counts of five-card hands): the highest of five unpaired
# values; the higher of two pairs; any one value for the rest.
_UNIFORM = _normal({rank: 1.0 for rank in range(2, 15)})
_HIGHEST = _normal({top: float(comb(top - 2, 4)) for top in range(6, 15)})
_OTHERS: dict[HandCategory, _Dist] = {
    HandCategory.HIGH_CARD: _HIGHEST,
    HandCategory.ONE_PAIR: _UNIFORM,
    HandCategory.TWO_PAIR: _normal({top: float(top - 2) for top in range(3, 15)}),
    HandCategory.THREE_OF_A_KIND: _UNIFORM,
    HandCategory.STRAIGHT: _normal({top: 1.0 for top in range(6, 15)}),
    HandCategory.FLUSH: _HIGHEST,
    HandCategory.FULL_HOUSE: _UNIFORM,
    HandCategory.FOUR_OF_A_KIND: _UNIFORM,
    HandCategory.STRAIGHT_FLUSH: _normal({top: 1.0 for top in range(6, 14)}),
    HandCategory.ROYAL_FLUSH: {14: 1.0},
}

# Chance that a final one pair pairs one of the kept single cards, by how many
# singles are kept (from the draw counts: 1 single ~ 0.42, 2 singles ~ 0.7).
_PAIRS_A_KEPT_SINGLE = (0.0, 0.42, 0.7, 0.85, 0.95, 1.0)
# Same for the higher pair of a final two pair, and for a final three of a kind.
_TOPS_TWO_PAIR_FROM_SINGLE = (0.0, 0.6, 0.8, 0.9, 1.0, 1.0)
_TRIPS_FROM_SINGLE = (0.0, 0.45, 0.6, 0.8, 1.0, 1.0)
# With a kept pair and 0, 1, 2 kept kickers: chance that a final two pair's
# second pair is a kept kicker (pair + kicker, draw 2: about 0.65).
_TWO_PAIR_FROM_KICKER = (0.0, 0.65, 1.0)


def _mix(share: float, first: _Dist, second: _Dist) -> _Dist:
    mixed = {rank: (1 - share) * chance for rank, chance in second.items()}
    for rank, chance in first.items():
        mixed[rank] = mixed.get(rank, 0.0) + share * chance
    return mixed


@cache
def _own_spread(kept_ranks: tuple[int, ...]) -> dict[HandCategory, _Dist]:
    """Per final category, how the own deciding value spreads, where the kept cards tell.

    A kept pair is the pair of a final one pair, a kept high card bounds the
    highest card, kept singles often pair up; categories missing here are
    spread like a fresh hand's (`_OTHERS`).
    """
    counts: dict[int, int] = {}
    for rank in kept_ranks:
        counts[rank] = counts.get(rank, 0) + 1
    mine: dict[HandCategory, _Dist] = {}
    if counts:
        top = max(counts)
        mine[HandCategory.HIGH_CARD] = _normal(
            {r: p for r, p in _HIGHEST.items() if r >= top} or {top: 1.0}
        )
    groups = sorted((rank for rank, n in counts.items() if n >= 2), reverse=True)
    singles = [rank for rank, n in counts.items() if n == 1]
    if len(groups) == 1:
        pair = groups[0]
        for category in (
            HandCategory.ONE_PAIR,
            HandCategory.THREE_OF_A_KIND,
            HandCategory.FOUR_OF_A_KIND,
        ):
            mine[category] = {pair: 1.0}
        # Two pair: the kept pair or the new one is the higher pair; the new
        # one is mostly a kept kicker paired up (why a kept ace kicker helps).
        others = [rank for rank in range(2, 15) if rank != pair]
        second = _mix(
            _TWO_PAIR_FROM_KICKER[min(len(singles), 2)],
            {rank: 1 / len(singles) for rank in singles} if singles else {},
            {rank: 1 / len(others) for rank in others},
        )
        higher: _Dist = {}
        for other, chance in second.items():
            higher[max(pair, other)] = higher.get(max(pair, other), 0.0) + chance
        mine[HandCategory.TWO_PAIR] = higher
    elif len(groups) == 2:
        mine[HandCategory.TWO_PAIR] = {groups[0]: 1.0}
    elif singles:
        kept = {rank: 1 / len(singles) for rank in singles}
        mine[HandCategory.ONE_PAIR] = _mix(_PAIRS_A_KEPT_SINGLE[len(singles)], kept, _UNIFORM)
        mine[HandCategory.TWO_PAIR] = _mix(
            _TOPS_TWO_PAIR_FROM_SINGLE[len(singles)],
            {max(singles): 1.0},
            _OTHERS[HandCategory.TWO_PAIR],
        )
        mine[HandCategory.THREE_OF_A_KIND] = _mix(_TRIPS_FROM_SINGLE[len(singles)], kept, _UNIFORM)
    return mine


@dataclass(frozen=True, slots=True)
class _Picture:
    """Another seat, as Profi pictures it from its public exchange count."""

    below: tuple[float, ...]  # per category: P(it ends in a lower category)
    same: tuple[float, ...]  # per category: P(it ends in this category)
    spread: tuple[_Dist, ...]  # per category: how its deciding value spreads


@cache
def _opponent(rules: RuleSet, exchanged: int | None) -> _Picture:
    """The picture of a seat that exchanged `exchanged` cards (None: not yet)."""
    finals = FINAL_BY_EXCHANGED[rules.value]
    ranks = DECIDING_BY_EXCHANGED[rules.value]
    counts = range(6) if exchanged is None else (exchanged,)
    weights = EXCHANGE_PRIOR[rules.value] if exchanged is None else (1.0,) * 6
    chances = []
    spreads = []
    for category in _CATEGORIES:
        parts = [(weights[n] * finals[n][category], n) for n in counts]
        chance = sum(part for part, _ in parts)
        chances.append(chance)
        spread: _Dist = {}
        for part, n in parts:
            row = ranks[n].get(category)
            source = (
                {rank: row[rank - 2] for rank in range(2, 15) if row[rank - 2]}
                if row
                else _OTHERS[category]
            )
            for rank, p in source.items():
                spread[rank] = spread.get(rank, 0.0) + (part / chance if chance else 0.0) * p
        spreads.append(_normal(spread) if spread and sum(spread.values()) else _OTHERS[category])
    total = sum(chances)
    below = []
    running = 0.0
    for chance in chances:
        below.append(running / total)
        running += chance
    return _Picture(tuple(below), tuple(c / total for c in chances), tuple(spreads))


def _second_cards(top: int) -> _Dist:
    """How the second card of a high-card hand with this top card spreads.

    The four other values are distinct and below the top; the highest of
    them is ``r`` in C(r - 2, 3) of the ways (three more below it).
    """
    weights = {r: float(comb(r - 2, 3)) for r in range(5, top)}
    return _normal(weights) if sum(weights.values()) else {max(top - 1, 2): 1.0}


@cache
def _second_card_wins(top: int, kicker: int) -> float:
    """P(an own high-card hand beats another with the same top card), own second card >= `kicker`.

    STANDARD compares the second cards next. The other's second card is
    spread as `_second_cards`; the own one is the kept kicker or a drawn card
    above it, spread the same way (so without a kept kicker this is 1/2).
    Equal second cards go on to the third: taken as even.
    """
    spread = _second_cards(top)
    mine: _Dist = {}
    for rank, chance in spread.items():
        own = max(rank, kicker)
        mine[own] = mine.get(own, 0.0) + chance
    wins = 0.0
    for own, chance in mine.items():
        for other, other_chance in spread.items():
            if own > other:
                wins += chance * other_chance
            elif own == other:
                wins += chance * other_chance / 2
    return wins


@cache
def _at_or_below(
    rules: RuleSet, exchanged: int | None, kicker: int | None = None
) -> tuple[tuple[_Dist, _Dist], ...]:
    """Per category, per own deciding value: P(that seat ends strictly below / not above).

    Within the category, equal deciding values tie under ORIGINAL; under
    STANDARD the kickers decide, taken as even - except between two high-card
    hands when the own second card is known from a kept `kicker` (see
    `_second_card_wins`).
    """
    picture = _opponent(rules, exchanged)
    result = []
    for category in _CATEGORIES:
        spread = picture.spread[category]
        below, same = picture.below[category], picture.same[category]
        strictly: _Dist = {}
        not_above: _Dist = {}
        running = 0.0
        for rank in range(2, 15):
            here = spread.get(rank, 0.0)
            if rules.full_tie_break:
                wins = 0.5
                if kicker is not None and category is HandCategory.HIGH_CARD and kicker < rank:
                    wins = _second_card_wins(rank, kicker)
                lower, tie = running + here * wins, 0.0
            else:
                lower, tie = running, here
            strictly[rank] = below + same * lower
            not_above[rank] = below + same * (lower + tie)
            running += here
        result.append((strictly, not_above))
    return tuple(result)


@lru_cache(maxsize=2048)
def _given_value(
    rules: RuleSet, seen: tuple[int | None, ...], descending: bool, kicker: int | None = None
) -> tuple[dict[int, float], ...]:
    """Per final category and own deciding value: the chance of reaching the round's goal.

    One product over the other seats (treated as independent) per value;
    averaging over the own value happens afterwards, outside the product,
    because all other seats face the same own hand.
    """
    tables = [_at_or_below(rules, exchanged, kicker) for exchanged in seen]
    result = []
    for category in _CATEGORIES:
        by_value = {}
        for rank in range(2, 15):
            none_below = all_not_above = all_tied = 1.0
            for table in tables:
                strictly, not_above = table[category][0][rank], table[category][1][rank]
                none_below *= 1.0 - strictly
                all_not_above *= not_above
                all_tied *= not_above - strictly
            # If every seat ties, no token moves (rules.md): not a loss
            # absteigend, not a gain aufsteigend. Otherwise absteigend needs
            # some seat strictly below, aufsteigend none strictly above.
            if descending:
                by_value[rank] = 1.0 - none_below + all_tied
            else:
                by_value[rank] = all_not_above - all_tied
        result.append(by_value)
    return tuple(result)


def _kept_kicker(kept_ranks: tuple[int, ...], rules: RuleSet) -> int | None:
    """The second-highest of two or more kept unpaired cards (STANDARD only, where it counts)."""
    if not rules.full_tie_break or len(kept_ranks) < 2 or len(set(kept_ranks)) < len(kept_ranks):
        return None
    return sorted(kept_ranks)[-2]


@lru_cache(maxsize=8192)
def _success(
    kept_ranks: tuple[int, ...], rules: RuleSet, seen: tuple[int | None, ...], descending: bool
) -> tuple[float, ...]:
    """Per final category: the chance of reaching the round's goal against seats `seen`."""
    given = _given_value(rules, seen, descending, _kept_kicker(kept_ranks, rules))
    own = _own_spread(kept_ranks)
    return tuple(
        sum(
            weight * given[category][rank]
            for rank, weight in own.get(category, _OTHERS[category]).items()
        )
        for category in _CATEGORIES
    )


def hold_chances(view: SeatView) -> dict[frozenset[Card], float]:
    """Per hold (kept cards): the Profi's estimate of scoring well in this round's mode."""
    rules = RuleSet(view.rules)
    seen = tuple(
        sorted(
            (
                view.exchanged[seat]
                for seat in range(len(view.active))
                if view.active[seat] and seat != view.seat
            ),
            key=lambda n: -1 if n is None else n,
        )
    )
    descending = view.mode is Mode.DESCENDING
    result = {}
    for kept, counts in all_holds(view.hand, rules).items():
        success = _success(tuple(sorted(card.rank for card in kept)), rules, seen, descending)
        total = weighted = 0.0
        for category, ways in counts.items():
            total += ways
            weighted += ways * success[category]
        result[kept] = weighted / total
    return result


#: How much better (absolute chance) a hold must look than Normal's before
#: Profi leaves Normal's choice: the picture of the others is rough, and
#: small estimated gains measured as noise or worse (bench/strength.py).
MARGIN = 0.005


@dataclass(frozen=True, slots=True)
class Advice:
    """What Profi would exchange, and the figures behind it (for the "Tipp" hint)."""

    keep: tuple[Card, ...]  # in hand order
    exchange: tuple[Card, ...]  # in hand order
    #: Profi's estimate of reaching the round's goal with this exchange.
    chance: float
    #: The same estimate for Normal's exchange (keep the scored combination).
    normal_chance: float
    #: The goal the chances refer to: absteigend "not among the lowest",
    #: aufsteigend "among the highest".
    mode: Mode
    #: Exact chance of finishing with at least each category after this exchange.
    at_least: dict[HandCategory, float]


def _choose(
    view: SeatView, margin: float
) -> tuple[frozenset[Card], frozenset[Card], dict[frozenset[Card], float]]:
    """(chosen hold, Normal's hold, chance per hold)."""
    chances = hold_chances(view)
    normal = frozenset(scoring_cards(view.hand, view.rules))
    best = max(chances, key=lambda kept: (chances[kept], len(kept)))
    if chances[best] < chances[normal] + margin:
        best = normal
    return best, normal, chances


def advise(view: SeatView, margin: float = MARGIN) -> Advice:
    """Profi's choice for a seat's view: the best-looking hold, unless Normal's is about as good."""
    best, normal, chances = _choose(view, margin)
    return Advice(
        keep=tuple(card for card in view.hand if card in best),
        exchange=tuple(card for card in view.hand if card not in best),
        chance=chances[best],
        normal_chance=chances[normal],
        mode=view.mode,
        at_least=at_least(draw_odds(view.hand, best, view.rules)),
    )


def warm_up() -> None:
    """Build the lookup tables now (about 0.3 s once), so that no decision pays for them."""
    build_tables()
    for rules in RuleSet:
        scoring_cards(FULL_DECK[:5], rules)  # the evaluator's table for this rule set
        kickers = (None, *range(2, 14)) if rules.full_tie_break else (None,)
        for exchanged in (None, 0, 1, 2, 3, 4, 5):
            for kicker in kickers:
                _at_or_below(rules, exchanged, kicker)


class ProfiStrategy(ExchangeStrategy):
    """Exchange as `advise` says."""

    def __init__(self, margin: float = MARGIN) -> None:
        self._margin = margin
        warm_up()

    def choose_exchange(self, view: SeatView) -> tuple[Card, ...]:
        """The cards to exchange for the chosen hold."""
        best, _, _ = _choose(view, self._margin)
        return tuple(card for card in view.hand if card not in best)
