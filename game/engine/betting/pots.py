"""Pots: the main pot and side pots built from what each seat put in, and their split.

Pure functions over plain numbers. `build_pots` layers the contributions at
every level where a seat still in the hand is all in, so each pot names the
seats entitled to it; chips of folded seats stay in the pots they reach.
`split_pot` shares one pot among its winners, odd chips one by one from the
winner nearest left of the button.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

__all__ = ["Pot", "build_pots", "split_pot", "seats_from_left_of"]


@dataclass(frozen=True, slots=True)
class Pot:
    """A pot of ``amount`` chips that only the seats in ``eligible`` can win."""

    amount: int
    eligible: frozenset[int]


def seats_from_left_of(button: int, seat_count: int) -> tuple[int, ...]:
    """All seats in turn order, starting with the one left of ``button`` and ending with it."""
    return tuple((button + 1 + i) % seat_count for i in range(seat_count))


def build_pots(contributions: Sequence[int], live: Collection[int], dead: int = 0) -> tuple[Pot, ...]:
    """Main pot first, then side pots; ``dead`` chips (carried over) belong to the main pot.

    ``contributions[seat]`` is everything the seat put in this deal; ``live``
    are the seats that have not folded. A level is cut at each distinct
    contribution of a live seat; the top pot also takes whatever folded seats
    put in above the last live level.
    """
    levels = sorted({contributions[seat] for seat in live if contributions[seat] > 0})
    if len(levels) == 1:  # no side pot: the loop below in short
        level = levels[0]
        eligible = frozenset(seat for seat in live if contributions[seat] >= level)
        return (Pot(sum(contributions) + dead, eligible),)
    pots: list[Pot] = []
    previous = 0
    top = max(contributions, default=0)
    for index, level in enumerate(levels):
        ceiling = top if index == len(levels) - 1 else level
        amount = sum(min(c, ceiling) - min(c, previous) for c in contributions)
        eligible = frozenset(seat for seat in live if contributions[seat] >= level)
        pots.append(Pot(amount, eligible))
        previous = ceiling
    if not pots:
        # Nothing put in by the live seats: only dead chips (and folded seats' chips) remain.
        pots.append(Pot(sum(contributions), frozenset(live)))
    if dead:
        pots[0] = Pot(pots[0].amount + dead, pots[0].eligible)
    return tuple(pot for pot in pots if pot.amount > 0)


def split_pot(
    amount: int, winners: Collection[int], button: int, seat_count: int
) -> tuple[tuple[int, int], ...]:
    """(seat, chips) for each winner, in turn order from the button; odd chips from its left."""
    if not winners:
        raise ValueError("a pot needs at least one winner")
    if len(winners) == 1:
        return ((next(iter(winners)), amount),)
    ordered = [seat for seat in seats_from_left_of(button, seat_count) if seat in winners]
    share, odd = divmod(amount, len(ordered))
    return tuple((seat, share + (1 if i < odd else 0)) for i, seat in enumerate(ordered))
