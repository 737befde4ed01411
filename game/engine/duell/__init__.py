"""Duell: heads-up five-card draw for play chips, the person against one computer level.

A match is a series of deals (variants.md, "Duell"): ante 5 each, two betting
rounds around one exchange of 0 to 4 cards, showdown with kickers, a tied pot
carried to the next deal. All betting goes through the betting core
(`game.engine.betting`); this package owns the cards, the phases, the events
with their per-seat projection, the save format and the computer levels.
Driving one deal::

    game = DuellGame(DuellConfig("Anna", Level.NORMAL), rng)
    while game.phase is not DuellPhase.MATCH_OVER:
        if game.phase is DuellPhase.DEAL_OVER:
            game.next_deal()
            continue
        seat = game.current
        legal = game.legal_actions(seat)        # LegalActions or ExchangeChoice
        game.apply(player.decide(game.view(seat), legal))
"""

from .config import DEFAULT_STACK, MAX_STACK, MIN_STACK, DuellConfig
from .events import (
    DealStarted,
    DuellEvent,
    ExchangeMade,
    MatchOver,
    ShowdownShown,
    project,
)
from .game import ANTE, MAX_EXCHANGE, DuellAction, DuellGame, DuellLegal, DuellPhase
from .match import DuellMatch, match_from_dict, match_to_dict
from .players import (
    REASON_KEYS,
    AlwaysCall,
    AlwaysRaise,
    DuellPlayer,
    RandomLegal,
    Reason,
    player_for,
)
from .record import BetLine, DealRecord, DealRecorder
from .serialize import FORMAT_VERSION, from_dict, to_dict
from .state import DuellState
from .view import DuellView

__all__ = [
    "DEFAULT_STACK",
    "MAX_STACK",
    "MIN_STACK",
    "DuellConfig",
    "DealStarted",
    "DuellEvent",
    "ExchangeMade",
    "MatchOver",
    "ShowdownShown",
    "project",
    "ANTE",
    "MAX_EXCHANGE",
    "DuellAction",
    "DuellGame",
    "DuellLegal",
    "DuellPhase",
    "DuellMatch",
    "match_from_dict",
    "match_to_dict",
    "BetLine",
    "DealRecord",
    "DealRecorder",
    "REASON_KEYS",
    "AlwaysCall",
    "AlwaysRaise",
    "DuellPlayer",
    "RandomLegal",
    "Reason",
    "player_for",
    "FORMAT_VERSION",
    "from_dict",
    "to_dict",
    "DuellState",
    "DuellView",
]
