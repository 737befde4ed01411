"""Level "Profi": the exchange with the best chance of scoring well this round.

For each of the 32 possible holds it takes the exact final category odds
(`game.engine.odds.all_holds`) and weighs them against a picture of every
other seat still in the game: a seat that has already exchanged shows how
many cards it took (public), which under the Normal level's habits says a
lot (three cards: a pair was kept; none: a made hand); a seat still to come
is pictured by how often each count occurs. Those pictures are the shipped
table in `opponent_model` (made by tools/make_opponent_model.py).

The goal follows the mode: absteigend it maximises the chance that at least
one other seat ends strictly below it (so it is not among the lowest);
aufsteigend the chance that no seat ends strictly above it (so it is among
the highest). Within one category the deciding value is estimated from the
kept cards (a kept pair of aces beats most other pairs), otherwise even.
Opponents are treated as independent; it sees only its `SeatView`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from math import comb

from ..cards import Card
from ..config import Mode
from ..hands import HandCategory, scoring_cards
from ..odds import all_holds, at_least, draw_odds
from ..rulesets import RuleSet
from ..views import SeatView
from .opponent_model import EXCHANGE_PRIOR, FINAL_BY_EXCHANGED

__all__ = ["Advice", "ProfiStrategy", "advise", "hold_chances", "MARGIN"]

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
# singles are kept (from the draw counts: 1 single ~ 1/3, 2 singles ~ 2/3).
_PAIRS_A_KEPT_SINGLE = (0.0, 1 / 3, 2 / 3, 0.85, 0.95, 1.0)


# Per category: P(the other's deciding value is below a value), for fast comparisons.
_BELOW: dict[HandCategory, dict[int, float]] = {
    category: {rank: sum(p for r, p in dist.items() if r < rank) for rank in range(2, 15)}
    for category, dist in _OTHERS.items()
}


def _compare(
    category: HandCategory, mine: _Dist | None, full_tie_break: bool
) -> tuple[float, float]:
    """(P(the other's deciding value is lower), P(equal and still a tie)).

    `mine` None: spread like the other's (so the chances are symmetric).
    """
    others = _OTHERS[category]
    below = _BELOW[category]
    spread = others if mine is None else mine
    lower = tie = 0.0
    for rank, chance in spread.items():
        tie += chance * others.get(rank, 0.0)
        lower += chance * below[rank]
    if full_tie_break:
        # Equal deciding values go on to the kickers: about even, rarely a tie.
        return lower + tie / 2, 0.0
    return lower, tie


def _mix(share: float, first: _Dist, second: _Dist) -> _Dist:
    mixed = {rank: (1 - share) * chance for rank, chance in second.items()}
    for rank, chance in first.items():
        mixed[rank] = mixed.get(rank, 0.0) + share * chance
    return mixed


@cache
def _own_odds(kept_ranks: tuple[int, ...], rules: RuleSet) -> tuple[tuple[float, float], ...]:
    """Per final category: (P(beat another hand of it), P(tie with it)).

    The own deciding value is estimated from the kept cards (a kept pair is
    the pair of a final one pair, a kept high card bounds the highest card);
    where they fix nothing it is spread like the other's.
    """
    counts: dict[int, int] = {}
    for rank in kept_ranks:
        counts[rank] = counts.get(rank, 0) + 1
    mine: dict[HandCategory, _Dist] = {}
    if counts:
        top = max(counts)
        mine[HandCategory.HIGH_CARD] = {r: p for r, p in _HIGHEST.items() if r >= top} or {top: 1.0}
        mine[HandCategory.HIGH_CARD] = _normal(mine[HandCategory.HIGH_CARD])
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
        # Two pair: the kept pair or the new one is the higher pair.
        others = [rank for rank in range(2, 15) if rank != pair]
        higher: _Dist = {}
        for other in others:
            higher[max(pair, other)] = higher.get(max(pair, other), 0.0) + 1 / len(others)
        mine[HandCategory.TWO_PAIR] = higher
    elif len(groups) == 2:
        mine[HandCategory.TWO_PAIR] = {groups[0]: 1.0}
    elif singles:
        share = _PAIRS_A_KEPT_SINGLE[len(singles)]
        kept = {rank: 1 / len(singles) for rank in singles}
        mine[HandCategory.ONE_PAIR] = _mix(share, kept, _UNIFORM)
    full = RuleSet(rules).full_tie_break
    return tuple(_compare(category, mine.get(category), full) for category in _CATEGORIES)


@cache
def _opponent(rules: RuleSet, exchanged: int | None) -> tuple[tuple[float, float], ...]:
    """Per category: (P(other ends in a lower category), P(same category))."""
    finals = FINAL_BY_EXCHANGED[rules.value]
    if exchanged is None:
        prior = EXCHANGE_PRIOR[rules.value]
        chances = [sum(prior[n] * finals[n][c] for n in range(6)) for c in range(len(_CATEGORIES))]
    else:
        chances = list(finals[exchanged])
    total = sum(chances)
    result = []
    below = 0.0
    for value in chances:
        result.append((below / total, value / total))
        below += value
    return tuple(result)


def hold_chances(view: SeatView) -> dict[frozenset[Card], float]:
    """Per hold (kept cards): the Profi's estimate of scoring well in this round's mode."""
    rules = RuleSet(view.rules)
    others = [
        _opponent(rules, view.exchanged[seat])
        for seat in range(len(view.active))
        if view.active[seat] and seat != view.seat
    ]
    descending = view.mode is Mode.DESCENDING
    result = {}
    for kept, counts in all_holds(view.hand, rules).items():
        own = _own_odds(tuple(sorted(card.rank for card in kept)), rules)
        total = 0
        weighted = 0.0
        for category, ways in counts.items():
            if not ways:
                continue
            total += ways
            beat, tie = own[category]
            if descending:
                # Not among the lowest: some other seat ends strictly below.
                none_below = 1.0
                for lower in others:
                    below, same = lower[category]
                    none_below *= 1.0 - below - same * beat
                success = 1.0 - none_below
            else:
                # Among the highest: no other seat ends strictly above (ties are fine).
                success = 1.0
                for lower in others:
                    below, same = lower[category]
                    success *= below + same * (beat + tie)
            weighted += ways * success
        result[kept] = weighted / total
    return result


#: How much better (absolute chance) a hold must look than Normal's before
#: Profi leaves Normal's choice: the picture of the others is rough, and
#: small estimated gains measured as noise or worse (bench/strength.py).
MARGIN = 0.01


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


class ProfiStrategy:
    """Exchange as `advise` says."""

    def __init__(self, margin: float = MARGIN) -> None:
        self._margin = margin

    def choose_exchange(self, view: SeatView) -> tuple[Card, ...]:
        """The cards to exchange for the chosen hold."""
        best, _, _ = _choose(view, self._margin)
        return tuple(card for card in view.hand if card not in best)
