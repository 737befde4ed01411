"""The typed transitions between screens: push, pop, replace, quit.

A screen answers input and time with an optional transition and never switches
screens itself; the app applies it to its stack. The transitions are generic
in the screen they carry, so the widgets (which pass a callback's transition
on) need not know the scene classes above them: `game.scenes.base` fixes the
type to its `Scene` (``Transition``), and this module's `AnyTransition` is
what a widget passes on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, TypeAlias, TypeVar

__all__ = ["Push", "Pop", "Replace", "Quit", "AnyTransition"]

S_co = TypeVar("S_co", covariant=True)


@dataclass(frozen=True, slots=True)
class Push(Generic[S_co]):
    """Put ``scene`` on top of the stack."""

    scene: S_co


@dataclass(frozen=True, slots=True)
class Pop:
    """Remove the top scene; ``count`` > 1 removes several."""

    count: int = 1


@dataclass(frozen=True, slots=True)
class Replace(Generic[S_co]):
    """Replace the whole stack (``clear=True``) or only the top scene with ``scene``."""

    scene: S_co
    clear: bool = False


@dataclass(frozen=True, slots=True)
class Quit:
    """End the program."""


#: A transition to any screen: what a widget's callback may return.
AnyTransition: TypeAlias = "Push[Any] | Pop | Replace[Any] | Quit"
