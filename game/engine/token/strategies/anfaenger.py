"""Level "Anfänger" (beginner): the Normal idea, played carelessly.

It starts from the Normal level's choice (keep the scored combination) but
in about half of its decisions it slips, the way a beginner does: it keeps
one card too many (a high kicker "that looks good") or one card too few
(breaking a pair, a two pair or even a made hand). The slips come from the
injected random source, so a seeded game replays exactly.
"""

from __future__ import annotations

from ...cards import Card
from ...deck import RandomSource
from ...hands import scoring_cards
from ..views import SeatView
from .base import ExchangeStrategy

__all__ = ["AnfaengerStrategy"]

# Out of 10 decisions: how many keep a card too many / too few (the rest play Normal).
_TOO_MANY = 3
_TOO_FEW = 2


class AnfaengerStrategy(ExchangeStrategy):
    """Normal's choice with frequent beginner's slips."""

    def __init__(self, rng: RandomSource) -> None:
        self._rng = rng

    def choose_exchange(self, view: SeatView) -> tuple[Card, ...]:
        """The cards to exchange: Normal's, or one more or one fewer."""
        keep = list(scoring_cards(view.hand, view.rules))
        rest = sorted((card for card in view.hand if card not in keep), key=lambda c: -c.rank)
        roll = self._rng.randrange(10)
        if roll < _TOO_MANY and rest:
            keep.append(rest[0])  # the highest card it would have exchanged
        elif roll < _TOO_MANY + _TOO_FEW and keep:
            keep.remove(min(keep, key=lambda c: c.rank))
        return tuple(card for card in view.hand if card not in keep)
