"""Duell test helpers: rigged deals through the real shuffle, and the chip checker."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.decks import DECK_32, DECK_52
from game.engine.duell import DuellConfig, DuellGame
from tests.engine.rigging import RiggedRandom, deck_dealing


def rigged(
    deals: Sequence[tuple[str, str, str]], config: DuellConfig | None = None
) -> DuellGame:
    """A game whose deals give seat 0 and seat 1 the hands, then the stock top, in order."""
    config = config or DuellConfig("Anna")
    base = DECK_32.cards if config.deck == 32 else DECK_52.cards
    rng = RiggedRandom(*(deck_dealing([a, b], stock, base) for a, b, stock in deals), base=base)
    return DuellGame(config, rng)


def check_chips(game: DuellGame) -> None:
    """No chip created or lost: stacks + pot is always twice the starting stack."""
    assert game.chips == 2 * game.config.stack
    assert all(stack >= 0 for stack in game.stacks)
