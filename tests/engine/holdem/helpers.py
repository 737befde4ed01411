"""Rigged Hold'em decks and small drivers for the tests."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.engine import FULL_DECK, Card, parse_cards
from game.engine.holdem import (
    Call,
    Check,
    Fold,
    HoldemAction,
    HoldemConfig,
    HoldemGame,
    HoldemSeat,
    RaiseTo,
    Structure,
    Timeout,
)


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


def random_action(game: HoldemGame, rng: random.Random, free_folds: bool = True) -> HoldemAction:
    """A random legal action of the seat to act: fold, check/call, time out, a random or an all-in raise.

    ``free_folds`` False: no fold while checking costs nothing (legal, but pointless).
    """
    seat = game.current
    assert seat is not None
    legal = game.legal_actions(seat)
    assert legal is not None
    options: list[HoldemAction] = [Fold(seat)] if free_folds or not legal.check else []
    options += [Check(seat) if legal.check else Call(seat), Timeout(seat)]
    if legal.raise_min is not None and legal.raise_max is not None:
        options.append(RaiseTo(seat, rng.randint(legal.raise_min, legal.raise_max)))
        options.append(RaiseTo(seat, legal.raise_max))
    return rng.choice(options)
