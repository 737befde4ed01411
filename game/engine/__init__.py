"""The rules of token poker: pure Python, no pygame, no I/O, no clock.

Cards and the shuffle, hand rating under two rule sets, the round and game
state machine with its actions and events, the computer strategies, and the
conversion of a game to a JSON-compatible dict. Screens and the command line
build on these names; nothing here knows about them.
"""

from .cards import FULL_DECK, Card, CardParseError, Rank, Suit, format_cards, parse_card, parse_cards
from .deck import shuffled_deck
from .hands import HandCategory, HandSizeError, HandValue, evaluate, strength, strength_function
from .odds import OddsInputError, all_holds, draw_odds
from .rulesets import RuleSet

__all__ = [
    "Card",
    "CardParseError",
    "FULL_DECK",
    "HandCategory",
    "HandSizeError",
    "HandValue",
    "OddsInputError",
    "Rank",
    "RuleSet",
    "Suit",
    "all_holds",
    "draw_odds",
    "evaluate",
    "format_cards",
    "parse_card",
    "parse_cards",
    "shuffled_deck",
    "strength",
    "strength_function",
]
