"""The betting core shared by Duell, Texas Hold'em and the network table.

Pots and side pots, forced bets, the three structures (fixed limit,
pot-limit, no-limit), whose turn it is and what is legal, and the payout.
Pure Python: no pygame, no I/O, no clock; it imports nothing of the engine
but its errors. A game module owns the cards and the streets and drives a
`BettingTable` round by round (see `table`).
"""

from .actions import Action, Call, Check, Fold, RaiseTo
from .errors import (
    BetSizeError,
    BettingClosedError,
    BettingConfigError,
    CannotCheckError,
    NothingToCallError,
    RaiseNotAllowedError,
    ShowdownError,
)
from .events import (
    AntePosted,
    BetReturned,
    BettingEvent,
    Blind,
    BlindPosted,
    Called,
    Checked,
    Folded,
    PotAwarded,
    PotCarriedIn,
    PotCarriedOut,
    RaisedTo,
    RoundEnded,
)
from .legal import LegalActions
from .pots import Pot, build_pots, seats_from_left_of, split_pot
from .rules import DUELL_MIN_BET, LIMIT_CAP, BettingRules, Structure
from .table import MAX_SEATS, MIN_SEATS, BettingTable

__all__ = [
    "Action",
    "Fold",
    "Check",
    "Call",
    "RaiseTo",
    "BetSizeError",
    "BettingClosedError",
    "BettingConfigError",
    "CannotCheckError",
    "NothingToCallError",
    "RaiseNotAllowedError",
    "ShowdownError",
    "AntePosted",
    "BetReturned",
    "BettingEvent",
    "Blind",
    "BlindPosted",
    "Called",
    "Checked",
    "Folded",
    "PotAwarded",
    "PotCarriedIn",
    "PotCarriedOut",
    "RaisedTo",
    "RoundEnded",
    "LegalActions",
    "Pot",
    "build_pots",
    "seats_from_left_of",
    "split_pot",
    "DUELL_MIN_BET",
    "LIMIT_CAP",
    "BettingRules",
    "Structure",
    "MAX_SEATS",
    "MIN_SEATS",
    "BettingTable",
]
