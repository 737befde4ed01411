"""Why a computer player of a betting game acted: a reason code and its figures.

Every computer level of Duell and of the network table leaves a `Reason` in
``last_reason``: one of `REASON_KEYS` and its figures (a percentage, a number
of chips). The engine keeps only the code; `game.text.reasons.reason_text`
renders it in the player's language (German and English).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Reason", "REASON_KEYS"]


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a computer player acted: one of `REASON_KEYS` and its figures (percent, chips)."""

    key: str
    percent: int = 0
    chips: int = 0


#: Every reason code a computer player may leave (the text catalogue has a line for each).
REASON_KEYS: frozenset[str] = frozenset(
    {
        "value-bet", "bluff", "check", "call-odds", "fold-odds", "exchange", "always", "aggressive", "random",
        # the network table (Europäisches Draw Poker)
        "start", "minimum", "showdown", "alone", "show",
    }
)
