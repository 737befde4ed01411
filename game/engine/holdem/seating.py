"""Who is dealt into the next hand, where the button goes and who posts: the cash table's seating.

variants.md: "A player who sits down at a running table may post a big blind
to play at once or wait for their big blind." **Decision** (the details it
leaves open, as most card rooms and poker sites handle them):

- A player sits down between hands on an empty seat of a cash table, with a
  fresh starting stack of play chips (`SitDown`); one leaves between hands
  and takes the chips along (`StandUp`).
- *Waiting* (the default): the newcomer is dealt in at the first hand in
  which, counted in, their seat is the big blind; they post it as usual.
- *Posting*: the newcomer is dealt in at the next hand and pays a big blind
  of their own, live: in the big blind's place it is the big blind, in the
  small blind's place the small blind is topped up to a big blind, anywhere
  else it comes on top of both blinds. Live means it counts toward their
  call and they may still raise when their turn comes; the first to speak
  is still the player left of the big blind.
- The button never moves onto a newcomer: it goes on, one seat a hand,
  among the players who were already dealt in before (so a newcomer never
  gets the button or a free first hand). Once dealt in, a newcomer plays on
  like everybody else. If only newcomers have chips, they all count as
  players already at the table.

Pure functions over the stacks and the newcomers (seat -> posts or not).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

__all__ = ["DealPlan", "regular_seats", "next_button", "big_blind_seat", "deal_plan", "can_deal"]


@dataclass(frozen=True, slots=True)
class DealPlan:
    """The next hand: the button, the seats dealt in (ascending) and the newcomers' extra posts."""

    button: int
    seats: tuple[int, ...]
    #: Newcomers posting a big blind on top of the blinds (or topping up the small blind).
    posts: tuple[int, ...]


def regular_seats(stacks: Sequence[int], newcomers: Mapping[int, bool]) -> list[int]:
    """Seats with chips that were dealt in before (every seat with chips when only newcomers have any)."""
    with_chips = [seat for seat, stack in enumerate(stacks) if stack > 0]
    regular = [seat for seat in with_chips if seat not in newcomers]
    return regular or with_chips


def next_button(regular: Sequence[int], previous: int, seat_count: int) -> int:
    """The first regular seat after ``previous`` (the button moves one player on)."""
    ring = ((previous + i) % seat_count for i in range(1, seat_count + 1))
    return next(seat for seat in ring if seat in regular)


def big_blind_seat(seats: Sequence[int], button: int) -> int:
    """The big blind among ``seats`` (ascending, the button among them): heads-up the other seat,
    else the second seat after the button."""
    if len(seats) == 2:
        return seats[1 - seats.index(button)]
    return seats[(seats.index(button) + 2) % len(seats)]


def deal_plan(stacks: Sequence[int], newcomers: Mapping[int, bool], button: int) -> DealPlan | None:
    """Who plays the next hand with ``button`` (a regular seat); None when fewer than two would."""
    if not newcomers:
        seats = tuple(seat for seat, stack in enumerate(stacks) if stack > 0)
        return DealPlan(button, seats, ()) if len(seats) > 1 else None
    regular = regular_seats(stacks, newcomers)
    waiting = {seat: post for seat, post in newcomers.items() if stacks[seat] > 0 and seat not in regular}
    base = sorted({*regular, *(seat for seat, post in waiting.items() if post)})
    n = len(stacks)
    for seat in ((button + i) % n for i in range(1, n)):
        if seat in waiting and not waiting[seat]:
            counted = sorted((*base, seat))
            if big_blind_seat(counted, button) == seat:
                base = counted
                break  # only one seat can be the big blind
    if len(base) < 2:
        return None
    big = big_blind_seat(base, button)
    posts = tuple(seat for seat in base if waiting.get(seat) and seat != big)
    return DealPlan(button, tuple(base), posts)


def can_deal(stacks: Sequence[int], newcomers: Mapping[int, bool]) -> bool:
    """True when the next hand finds two players (whatever the button)."""
    if not newcomers:
        return sum(1 for stack in stacks if stack > 0) > 1
    regular = regular_seats(stacks, newcomers)
    if not regular:
        return False
    others = [seat for seat, stack in enumerate(stacks) if stack > 0 and seat not in regular]
    # One regular player alone: heads-up, any newcomer is the big blind or posts.
    return len(regular) + len([seat for seat in others if newcomers[seat]]) >= 2 or (
        len(regular) == 1 and bool(others)
    )
