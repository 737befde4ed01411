"""Texas Hold'em (variants.md, seed 003): the table, its events, saves and computer players.

Pure like the rest of the engine: no pygame, no I/O, no clock; randomness is
injected. Driving a hand::

    game = HoldemGame(HoldemConfig.computers(6, structure=Structure.NO_LIMIT), rng)
    game.start_hand()                                 # button, blinds, hole cards
    while game.phase is HoldemPhase.BETTING:
        seat = game.current
        legal = game.legal_actions(seat)              # LegalActions of the betting core
        game.apply(players[seat].decide(game.view(seat), legal))   # or Timeout(seat)
    game.events_for(seat, after)                      # what one seat may see

`game.state()` / `to_dict` / `from_dict` / `HoldemGame.from_state` save and resume;
`phh.phh_text` / `phh_document` export hands in the open PHH format;
`players` holds the computer levels: Normal and Profi read each opponent's
range from the hand's public betting (`reads.read_ranges`, `HoldemView.line`)
and weigh their equity against it (`equity.range_equity`, before the flop
from the precomputed `ranges` tables), which is also the Tipp's figure
beside `pot_odds`; `seating` holds the rules for players joining a running
cash table.
"""

from .actions import Call, Check, Fold, HoldemAction, RaiseTo, SitDown, StandUp, TakeStack, Timeout
from .config import MAX_SEATS, MIN_SEATS, HoldemConfig, HoldemSeat, Structure, TableFormat
from .equity import Equity, equity, exact_equity, pot_odds, showdown_equity
from .events import (
    BoardDealt,
    Busted,
    GameOver,
    HandOver,
    HandStarted,
    HoldemEvent,
    HoleCards,
    PotResult,
    SeatLeft,
    SeatTaken,
    Showdown,
    ShownHand,
    StackTaken,
    Street,
    TimedOut,
    project,
)
from .game import HoldemGame, HoldemPhase, HoldemView, Move
from .players import AnfaengerHoldem, Decision, HoldemPlayer, NormalHoldem, ProfiHoldem, player_for
from .simulate import SimulationResult, play_hand, play_hands
from .state import HoldemState, from_dict, to_dict

__all__ = [
    "Call",
    "Check",
    "Fold",
    "RaiseTo",
    "Timeout",
    "TakeStack",
    "SitDown",
    "StandUp",
    "HoldemAction",
    "MIN_SEATS",
    "MAX_SEATS",
    "HoldemConfig",
    "HoldemSeat",
    "Structure",
    "TableFormat",
    "BoardDealt",
    "Busted",
    "GameOver",
    "HandOver",
    "HandStarted",
    "HoldemEvent",
    "HoleCards",
    "PotResult",
    "SeatLeft",
    "SeatTaken",
    "ShownHand",
    "Showdown",
    "StackTaken",
    "Street",
    "TimedOut",
    "project",
    "HoldemGame",
    "HoldemView",
    "Move",
    "HoldemPhase",
    "AnfaengerHoldem",
    "Decision",
    "HoldemPlayer",
    "NormalHoldem",
    "ProfiHoldem",
    "Equity",
    "equity",
    "exact_equity",
    "pot_odds",
    "showdown_equity",
    "player_for",
    "SimulationResult",
    "play_hand",
    "play_hands",
    "HoldemState",
    "from_dict",
    "to_dict",
]
