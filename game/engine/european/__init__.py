"""Europäisches Draw Poker (seed 004): the engine of the network table, for play chips only.

A table of at most five seats (variants.md, "Europäisches Draw Poker"):
players sit down and leave, the game master starts games, every game is an
ante, a betting round, an exchange of 0 to 3 cards, betting rounds until
somebody calls for the showdown, and the showdown, whose best hand (suits
break every tie) takes the whole pot. The engine has no clock: it names the
timer that runs (`EuropeanGame.timer`) and the server applies a `Timeout`
when it runs out. A server table, in short::

    game = EuropeanGame(EuropeanConfig(), rng)
    game.apply(Join(0, "Anna", 1000))            # the first to sit down is the game master
    game.apply(Join(1, "Ben", 1000))
    game.apply(Start(0))                         # ante, deal, round 1
    while game.running:
        seat = game.current
        legal = game.legal_actions(seat)         # BetChoice, ExchangeChoice or ShowChoice
        game.apply(player.decide(game.view(seat), legal))   # or Timeout(timer.seat, timer.number)
    game.events_for(seat, after)                 # what one seat (None: a spectator) may see
    game.state() / EuropeanGame.from_state(...)  # a server restart; to_dict / from_dict
"""

from .actions import (
    Bet,
    BetChoice,
    EuropeanAction,
    EuropeanLegal,
    Exchange,
    ExchangeChoice,
    Fold,
    Join,
    Leave,
    Show,
    ShowChoice,
    Start,
    StartChoice,
    TakeStack,
    Timeout,
    verify_choice,
)
from .config import (
    ANTE,
    DEFAULT_STACK,
    HAND_SIZE,
    LAST_ROUND,
    MAX_BET,
    MAX_EXCHANGE,
    MAX_SEATS,
    MAX_STACK,
    MIN_SEATS,
    SHOWDOWN_CALL_FROM,
    EuropeanConfig,
)
from .errors import (
    CooldownError,
    NotGameMasterError,
    SeatError,
    ShowdownCallError,
    StackError,
    StaleTimerError,
    TooFewPlayersError,
)
from .events import (
    AntePosted,
    BetPlaced,
    CardsDealt,
    CardsExchanged,
    CardsShown,
    Decider,
    EndReason,
    EuropeanEvent,
    Folded,
    GameOver,
    GameStarted,
    MasterChanged,
    MasterReason,
    PlayerJoined,
    PlayerLeft,
    PotAwarded,
    PotLost,
    RoundStarted,
    SatOut,
    ShowdownReason,
    ShowdownStarted,
    StackTaken,
    TimedOut,
    TooShort,
    project,
)
from .game import EuropeanGame
from .players import (
    REASON_KEYS,
    Anfaenger,
    EuropeanPlayer,
    Normal,
    Profi,
    RandomLegal,
    Reason,
    discards_for,
    equity,
    player_for,
)
from .serialize import FORMAT_VERSION, from_dict, to_dict
from .simulate import ChipsNotConservedError, SimulationResult, play_deal, play_game, play_games
from .state import EuropeanPhase, EuropeanState, SeatRecord, TableSnapshot
from .timers import TIMER_SECONDS, Timer, TimerKind
from .view import EuropeanView, HistoryEntry

__all__ = [
    "Bet",
    "BetChoice",
    "EuropeanAction",
    "EuropeanLegal",
    "Exchange",
    "ExchangeChoice",
    "Fold",
    "Join",
    "Leave",
    "Show",
    "ShowChoice",
    "Start",
    "StartChoice",
    "TakeStack",
    "Timeout",
    "ANTE",
    "DEFAULT_STACK",
    "HAND_SIZE",
    "LAST_ROUND",
    "MAX_BET",
    "MAX_EXCHANGE",
    "MAX_SEATS",
    "MAX_STACK",
    "MIN_SEATS",
    "SHOWDOWN_CALL_FROM",
    "EuropeanConfig",
    "CooldownError",
    "NotGameMasterError",
    "SeatError",
    "ShowdownCallError",
    "StackError",
    "StaleTimerError",
    "TooFewPlayersError",
    "AntePosted",
    "BetPlaced",
    "CardsDealt",
    "CardsExchanged",
    "CardsShown",
    "Decider",
    "EndReason",
    "EuropeanEvent",
    "Folded",
    "GameOver",
    "GameStarted",
    "MasterChanged",
    "MasterReason",
    "PlayerJoined",
    "PlayerLeft",
    "PotAwarded",
    "PotLost",
    "RoundStarted",
    "SatOut",
    "ShowdownReason",
    "ShowdownStarted",
    "StackTaken",
    "TimedOut",
    "TooShort",
    "project",
    "EuropeanGame",
    "REASON_KEYS",
    "Anfaenger",
    "EuropeanPlayer",
    "Normal",
    "Profi",
    "RandomLegal",
    "Reason",
    "discards_for",
    "equity",
    "player_for",
    "FORMAT_VERSION",
    "from_dict",
    "to_dict",
    "ChipsNotConservedError",
    "SimulationResult",
    "play_game",
    "play_games",
    "play_deal",
    "EuropeanState",
    "EuropeanPhase",
    "SeatRecord",
    "TableSnapshot",
    "TIMER_SECONDS",
    "Timer",
    "TimerKind",
    "EuropeanView",
    "HistoryEntry",
    "verify_choice",
]
