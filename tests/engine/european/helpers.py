"""European table test helpers: rigged deals through the real shuffle, seating, and the chip check."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.cards import Card, parse_cards
from game.engine.decks import DECK_40
from game.engine.european import EuropeanConfig, EuropeanEvent, EuropeanGame, Join, Timeout
from tests.engine.rigging import RiggedRandom, deck_dealing

NAMES = ("Anna", "Ben", "Cleo", "Dora", "Emil")


def deck(hands: Sequence[str], stock: str = "") -> list[Card]:
    """A 40-card order that deals ``hands`` (in turn order from the game master) with ``stock`` next."""
    return deck_dealing(hands, stock, DECK_40.cards)


def table(
    stacks: Sequence[int], *decks: Sequence[Card], config: EuropeanConfig | None = None
) -> EuropeanGame:
    """A table with players at seats 0.. holding ``stacks`` (seat 0 the game master), dealing ``decks``."""
    rng = RiggedRandom(*decks, base=DECK_40.cards)
    game = EuropeanGame(config or EuropeanConfig(), rng)
    for seat, stack in enumerate(stacks):
        game.apply(Join(seat, NAMES[seat], stack))
    return game


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def check_chips(game: EuropeanGame) -> None:
    """No chip created or lost: stacks + pot equal the chips brought minus the chips gone."""
    assert game.chips == game.chips_issued
    assert all(stack >= 0 for stack in game.stacks)


def expire(game: EuropeanGame) -> tuple[EuropeanEvent, ...]:
    """Let the running timer run out (as the server does)."""
    timer = game.timer
    assert timer is not None
    return game.apply(Timeout(timer.seat, timer.number))
