"""The betting core's refusals: each reason its own `IllegalActionError` subclass.

A refused action has changed nothing. Acting out of turn raises the engine's
`NotYourTurnError`; everything else raised here is one of these classes, so a
screen can pick its message by type and a test can pin the exact reason.
"""

from __future__ import annotations

from ..errors import ConfigError, IllegalActionError, PhaseError

__all__ = [
    "BettingConfigError",
    "BettingClosedError",
    "CannotCheckError",
    "NothingToCallError",
    "RaiseNotAllowedError",
    "BetSizeError",
    "ShowdownError",
]


class BettingConfigError(ConfigError):
    """Stacks, blinds, limits or a button outside the rules."""


class BettingClosedError(PhaseError):
    """No betting round is running (not started, already over, or the hand is decided)."""


class CannotCheckError(IllegalActionError):
    """A check while facing a bet."""


class NothingToCallError(IllegalActionError):
    """A call with nothing to call (check instead)."""


class RaiseNotAllowedError(IllegalActionError):
    """A bet or raise that is closed to this seat (cap, own bet, short all-in, nobody to call it)."""


class BetSizeError(IllegalActionError):
    """A bet or raise below the minimum or above the maximum."""


class ShowdownError(IllegalActionError):
    """Pots awarded at the wrong time or with a ranking that is not of the players still in."""
