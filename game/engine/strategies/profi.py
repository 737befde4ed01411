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

from functools import cache
from math import comb

from ..cards import Card
from ..config import Mode
from ..hands import HandCategory, scoring_cards
from ..odds import all_holds
from ..rulesets import RuleSet
from ..views import SeatView
from .opponent_model import EXCHANGE_PRIOR, FINAL_BY_EXCHANGED

__all__ = ["ProfiStrategy", "hold_chances"]

_CATEGORIES = tuple(HandCategory)


def _beat_table(weights: dict[int, float]) -> dict[int, float]:
    """Per own deciding rank: P(other's rank is lower) + half P(equal), other ~ weights."""
    total = sum(weights.values())
    table = {}
    below = 0.0
    for rank in range(2, 15):
        here = weights.get(rank, 0.0)
        table[rank] = (below + here / 2) / total
        below += here
    return table


# How the deciding value of another seat's hand is spread within a category:
# the highest of five unpaired values; the higher of two pairs; any one value.
_UNIFORM = _beat_table({rank: 1.0 for rank in range(2, 15)})
_BEAT: dict[HandCategory, dict[int, float]] = {
    HandCategory.HIGH_CARD: _beat_table({top: float(comb(top - 2, 4)) for top in range(6, 15)}),
    HandCategory.ONE_PAIR: _UNIFORM,
    HandCategory.TWO_PAIR: _beat_table({top: float(top - 2) for top in range(3, 15)}),
    HandCategory.THREE_OF_A_KIND: _UNIFORM,
    HandCategory.FOUR_OF_A_KIND: _UNIFORM,
}


# Chance that a final one pair pairs one of the kept single cards, by how many
# singles are kept (from the draw counts: 1 single ~ 1/3, 2 singles ~ 2/3).
_PAIRS_A_KEPT_SINGLE = (0.0, 1 / 3, 2 / 3, 0.85, 0.95, 1.0)


@cache
def _own_beats(kept_ranks: tuple[int, ...]) -> dict[HandCategory, float]:
    """Per final category: the chance to beat another hand of that category.

    Estimated from the values the kept cards fix (a kept pair is the pair of
    a final one pair, a kept high card bounds the highest card); categories
    missing here count as even (0.5).
    """
    counts: dict[int, int] = {}
    for rank in kept_ranks:
        counts[rank] = counts.get(rank, 0) + 1
    beats: dict[HandCategory, float] = {}
    if counts:
        beats[HandCategory.HIGH_CARD] = _BEAT[HandCategory.HIGH_CARD][max(counts)]
    groups = sorted((rank for rank, n in counts.items() if n >= 2), reverse=True)
    singles = [rank for rank, n in counts.items() if n == 1]
    if len(groups) == 1:
        top = groups[0]
        for category in (HandCategory.ONE_PAIR, HandCategory.THREE_OF_A_KIND, HandCategory.FOUR_OF_A_KIND):
            beats[category] = _UNIFORM[top]
        # Two pair: the kept pair or the new one is the higher pair.
        others = [rank for rank in range(2, 15) if rank != top]
        beats[HandCategory.TWO_PAIR] = sum(
            _BEAT[HandCategory.TWO_PAIR][max(top, other)] for other in others
        ) / len(others)
    elif len(groups) == 2:
        beats[HandCategory.TWO_PAIR] = _BEAT[HandCategory.TWO_PAIR][groups[0]]
    elif singles:
        share = _PAIRS_A_KEPT_SINGLE[len(singles)]
        mean = sum(_UNIFORM[rank] for rank in singles) / len(singles)
        beats[HandCategory.ONE_PAIR] = share * mean + (1 - share) * 0.5
    return beats


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
        beats = _own_beats(tuple(sorted(card.rank for card in kept)))
        total = 0
        weighted = 0.0
        for category, ways in counts.items():
            if not ways:
                continue
            total += ways
            beat = beats.get(category, 0.5)
            if descending:
                all_above = 1.0
                for lower in others:
                    below, same = lower[category]
                    all_above *= 1.0 - below - same * beat
                success = 1.0 - all_above
            else:
                success = 1.0
                for lower in others:
                    below, same = lower[category]
                    success *= below + same * beat
            weighted += ways * success
        result[kept] = weighted / total
    return result


class ProfiStrategy:
    """Choose the hold with the best estimated chance; Normal's hold wins ties."""

    def choose_exchange(self, view: SeatView) -> tuple[Card, ...]:
        """The cards to exchange for the best hold."""
        chances = hold_chances(view)
        normal = frozenset(scoring_cards(view.hand, view.rules))
        best = max(chances, key=lambda kept: (round(chances[kept], 12), kept == normal, len(kept)))
        return tuple(card for card in view.hand if card not in best)

