"""The rules: pure Python, no pygame, no I/O, no clock.

Cards and the shuffle, hand rating, the token game's state machine with its
actions (`actions`), events and their per-seat projection (`events`), its
public state record (`state`), the computer levels (`levels`, `strategies`),
and the conversion of a game to a JSON-compatible dict (`serialize`).
Sessions, screens and the command line build on these names; nothing here
knows about them.
"""

from .actions import Action, Exchange, ExchangeChoice, LegalAction
from .cards import FULL_DECK, Card, CardParseError, Rank, Suit, format_cards, parse_card, parse_cards
from .deck import shuffled_deck
from .errors import (
    ConfigError,
    EngineError,
    IllegalActionError,
    InvalidCardsError,
    NotYourTurnError,
    PhaseError,
    SaveFormatError,
)
from .hands import HandCategory, HandSizeError, HandValue, evaluate, strength, strength_function
from .levels import DEFAULT_LEVEL, LEVELS, Level
from .odds import OddsInputError, all_holds, draw_odds
from .rulesets import RuleSet
from .token.config import (
    MAX_PLAYERS,
    MAX_TOKENS,
    MIN_PLAYERS,
    MIN_TOKENS,
    GameConfig,
    Mode,
    SeatConfig,
    default_name,
)
from .token.events import (
    Event,
    Exchanged,
    GameOver,
    RoundRecord,
    RoundResult,
    RoundStarted,
    SeatLeft,
    Showdown,
    TokensChanged,
    project,
    project_record,
)
from .token.game import Game
from .token.simulate import computer_choice, play_computer_turn, play_game, strategies_for
from .token.state import GameState, SeatState, TokenPhase
from .token.strategies import Player, Strategy, UnknownLevelError, strategy_for
from .token.views import SeatView

__all__ = [
    "Action",
    "Exchange",
    "ExchangeChoice",
    "GameState",
    "LegalAction",
    "Level",
    "Player",
    "project",
    "project_record",
    "Card",
    "CardParseError",
    "ConfigError",
    "DEFAULT_LEVEL",
    "EngineError",
    "Event",
    "Exchanged",
    "FULL_DECK",
    "Game",
    "GameConfig",
    "GameOver",
    "HandCategory",
    "HandSizeError",
    "HandValue",
    "IllegalActionError",
    "InvalidCardsError",
    "LEVELS",
    "MAX_PLAYERS",
    "MAX_TOKENS",
    "MIN_PLAYERS",
    "MIN_TOKENS",
    "Mode",
    "NotYourTurnError",
    "OddsInputError",
    "TokenPhase",
    "PhaseError",
    "Rank",
    "RoundRecord",
    "RoundResult",
    "RoundStarted",
    "RuleSet",
    "SaveFormatError",
    "SeatConfig",
    "SeatLeft",
    "SeatState",
    "SeatView",
    "Showdown",
    "Strategy",
    "Suit",
    "TokensChanged",
    "UnknownLevelError",
    "all_holds",
    "computer_choice",
    "default_name",
    "draw_odds",
    "evaluate",
    "format_cards",
    "parse_card",
    "parse_cards",
    "play_computer_turn",
    "play_game",
    "shuffled_deck",
    "strategies_for",
    "strategy_for",
    "strength",
    "strength_function",
]
