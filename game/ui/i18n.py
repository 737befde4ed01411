"""Kept for existing imports: the catalogues and the `Translator` live in `game.text`."""

from game.text.i18n import (
    CATALOGUES,
    Translator,
    card_name,
    category_name,
    describe_hand,
    placeholders,
    rank_name,
)

__all__ = [
    "CATALOGUES",
    "Translator",
    "card_name",
    "category_name",
    "describe_hand",
    "placeholders",
    "rank_name",
]
