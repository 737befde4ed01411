"""The betting core shared by Duell and Texas Hold'em.

(The network table's Europäisches Draw Poker bets otherwise - one bet per
player per round, paid at once, nothing called, raised or returned - and
keeps that in `game.engine.european.deal`; it shares the fold and the
public events.)

Pots and side pots, forced bets, the three structures (fixed limit,
pot-limit, no-limit), whose turn it is and what is legal, and the payout.
Pure Python: no pygame, no I/O, no clock; it imports nothing of the engine
but its errors. A game module owns the cards and the streets and drives a
`BettingTable` round by round (see `table`). A Hold'em deal, in short::

    table = BettingTable(stacks, BettingRules.no_limit(big_blind), button)
    table.post_blinds(small_blind, big_blind)
    for street in range(4):              # deal hole cards, flop, turn, river
        table.start_round()              # Duell: start_round(first=speaker)
        while (legal := table.legal_actions()) is not None:
            table.act(choice_of(legal))  # Fold / Check / Call / RaiseTo(seat, to)
        table.end_round()                # uncalled bet back, bets into the pots
        if table.hand_decided:
            break
    table.award(None if table.hand_decided else tiers_best_first)

Duell posts antes (`post_antes(5)`), plays two rounds with
`BettingRules.duell()` and calls `carry_out()` on a tie, passing
`carried_out` as the next deal's ``carried``.
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
