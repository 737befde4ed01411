"""Rigged Hold'em decks and small drivers for the tests."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import FULL_DECK, Card, parse_cards
from game.engine.holdem import HoldemConfig, HoldemGame, HoldemSeat, Structure


def rigged(holes: Sequence[str], board: str = "") -> list[Card]:
    """A deck dealing ``holes`` to the seats in the hand (ascending) and then ``board``."""
    deck: list[Card] = []
    for hole in holes:
        deck.extend(parse_cards(hole))
    deck.extend(parse_cards(board))
    assert len(set(deck)) == len(deck), "a card is dealt twice"
    return deck + [card for card in FULL_DECK if card not in deck]


def table(
    seats: int,
    structure: Structure = Structure.NO_LIMIT,
    big: int = 20,
    stacks: Sequence[int] | None = None,
    button: int = 0,
    **options: object,
) -> HoldemGame:
    config = HoldemConfig(
        tuple(HoldemSeat(f"P{i}") for i in range(seats)), structure, big, **options  # type: ignore[arg-type]
    )
    return HoldemGame(config, first_button=button, stacks=stacks)
