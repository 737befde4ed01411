"""The network table's refusals beyond the engine's common ones, each its own class.

Out of turn is the engine's `NotYourTurnError`, the wrong phase its
`PhaseError`, bad exchange cards its `InvalidCardsError`, a bet outside
its bounds the betting core's `BetSizeError`. A refused action changed
nothing, so the server can send the message back and go on.
"""

from __future__ import annotations

from ..errors import IllegalActionError, PhaseError

__all__ = [
    "SeatError",
    "StackError",
    "NotGameMasterError",
    "TooFewPlayersError",
    "CooldownError",
    "ShowdownCallError",
    "StaleTimerError",
]


class SeatError(IllegalActionError):
    """No such seat, a seat taken or empty, or a name already at the table."""


class StackError(IllegalActionError):
    """Chips brought or taken outside the rules (negative, too many, not run out)."""


class NotGameMasterError(IllegalActionError):
    """Only the game master starts a game."""


class TooFewPlayersError(IllegalActionError):
    """A game needs at least two seated players."""


class CooldownError(PhaseError):
    """A new game starts only 30 seconds after the last one ended."""


class ShowdownCallError(IllegalActionError):
    """The showdown is called ("Karten sehen") from round 3 on, once per game."""


class StaleTimerError(IllegalActionError):
    """A timeout for a timer that is no longer running (the player acted in time)."""
