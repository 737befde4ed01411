"""Rule sets: the two complete ways of rating hands that a game can choose.

Everything that differs between "Original" (the seed, literally) and
"Standard" (international poker) is decided here, so a rule changes in one
place: whether the Ass also plays low in A-2-3-4-5, and how hands of equal
category are compared (by one deciding card, or by all values in order).
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["RuleSet"]


class RuleSet(StrEnum):
    """How hands are rated; ORIGINAL is the default."""

    ORIGINAL = "original"
    STANDARD = "standard"

    @property
    def ace_low_straight(self) -> bool:
        """Whether A-2-3-4-5 counts as a straight (5 high)."""
        return self is RuleSet.STANDARD

    @property
    def full_tie_break(self) -> bool:
        """Whether equal categories compare all values in order (else one deciding card)."""
        return self is RuleSet.STANDARD
