"""The shuffle: the one place where randomness touches the cards.

License (Zufallsgenerator-Integritätsklausel): every shuffle is a uniform
random permutation. `shuffle_in_place` is a plain Fisher-Yates shuffle whose
random numbers come from ``rng.randrange`` - unbiased for every ``n`` - and by
default from the operating system's cryptographic generator
(`random.SystemRandom`). A seeded ``random.Random`` may be passed for tests and
replays; it is never the default. Nothing here knows about players, so nothing
can favour one. Every change to this module is disclosed in CHANGELOG.md.
"""

from __future__ import annotations

import random
from typing import Protocol, TypeVar

from .cards import FULL_DECK, Card

__all__ = ["RandomSource", "default_rng", "shuffle_in_place", "shuffled_deck"]

T = TypeVar("T")


class RandomSource(Protocol):
    """What the shuffle needs of a generator (``random.Random`` and ``SystemRandom`` fit)."""

    def randrange(self, stop: int, /) -> int: ...


def default_rng() -> random.Random:
    """The default generator: the operating system's cryptographic source."""
    return random.SystemRandom()


def shuffle_in_place(items: list[T], rng: RandomSource) -> None:
    """Fisher-Yates (Durstenfeld): each of the n! orders is equally likely."""
    for i in range(len(items) - 1, 0, -1):
        j = rng.randrange(i + 1)  # uniform in 0..i
        items[i], items[j] = items[j], items[i]


def shuffled_deck(rng: RandomSource | None = None) -> list[Card]:
    """A fresh 52-card deck in uniformly random order; ``None`` = the OS generator."""
    deck = list(FULL_DECK)
    shuffle_in_place(deck, rng if rng is not None else default_rng())
    return deck
