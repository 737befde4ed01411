"""The engine's exceptions: every refusal is a specific `ValueError` subclass.

An action that raises has changed nothing, so a caller may catch the error,
show its message and go on.
"""

__all__ = [
    "EngineError",
    "ConfigError",
    "IllegalActionError",
    "PhaseError",
    "NotYourTurnError",
    "InvalidCardsError",
    "SaveFormatError",
]


class EngineError(ValueError):
    """Base of all refusals by the engine."""


class ConfigError(EngineError):
    """A game set-up outside the rules (seat count, token target, names)."""


class IllegalActionError(EngineError):
    """An action that the rules do not allow now."""


class PhaseError(IllegalActionError):
    """An action in the wrong phase (e.g. exchanging after the showdown or game over)."""


class NotYourTurnError(IllegalActionError):
    """A seat acting out of turn."""


class InvalidCardsError(IllegalActionError):
    """Cards to exchange that are not in the hand, repeated, or too many."""


class SaveFormatError(EngineError):
    """A saved game dict that is not a valid game of this format version."""
