"""Level "Normal": the seed's strategy, exactly.

"Bewerte deine Hand und finde die höchste Kombination, die du derzeit auf der
Hand hast. Behalte alle Karten, die zu dieser Kombination gehören, und
tausche die anderen Karten aus." The scored combination is
`HandValue.scoring_cards`: the single highest card for Höchste Karte (so it
exchanges four), the pair, both pairs, the three or the four of a kind, and
all five cards for Straße, Flush, Full House and the straight flushes.
"""

from __future__ import annotations

from ...cards import Card
from ...hands import scoring_cards
from ..views import SeatView
from .base import ExchangeStrategy

__all__ = ["NormalStrategy"]


class NormalStrategy(ExchangeStrategy):
    """Keep the scored combination, exchange the rest."""

    def choose_exchange(self, view: SeatView) -> tuple[Card, ...]:
        """Every card of the hand outside its scored combination."""
        keep = scoring_cards(view.hand, view.rules)
        return tuple(card for card in view.hand if card not in keep)
