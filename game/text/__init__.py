"""The user-visible words of the game: the German and English catalogues and their lookup.

Pure Python (no pygame, no I/O), so both `game.ui` (screens) and
`game.storage` (the history export, notices) can use the one catalogue
without the storage layer importing the user interface. `i18n` holds the
`Translator` and the helpers that name cards and hands; `letters` the
corner letters of the court cards (B/D/K/A, J/Q/K/A); `duell_words` what
the Duell says about its actions, showdowns and deals; `holdem_words` what
the Hold'em table and its history say (actions, reasons, pots, a hand's
betting and result).
"""

from .i18n import CATALOGUES, Translator, card_name, category_name, describe_hand, placeholders, rank_name
from .letters import COURT_LETTERS, rank_letter

__all__ = [
    "CATALOGUES",
    "COURT_LETTERS",
    "Translator",
    "card_name",
    "category_name",
    "describe_hand",
    "placeholders",
    "rank_letter",
    "rank_name",
]
