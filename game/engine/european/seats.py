"""The seats of a network table: who sits where with how many chips, and the chip ledger.

`Seats` is the part of the table that outlives a game: names, stacks, when
each player sat down (so a projection never shows them what an earlier
occupant of the seat saw), and every chip brought to the table or gone
from it, so that stacks + pot always equal ``chips_in - chips_out``. It
checks joins and fresh stacks and restores itself from a saved table.
`EuropeanGame` moves the chips of a game (antes, bets, the pot) on
``stacks`` directly.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..errors import SaveFormatError
from ..names import name_problem
from .config import MAX_STACK
from .errors import SeatError, StackError
from .state import SeatRecord

__all__ = ["Seats", "seat_cycle"]


def seat_cycle(first: int, count: int, wanted: Callable[[int], bool]) -> tuple[int, ...]:
    """The ``wanted`` seats of ``count`` in seat order from ``first`` on (included, wrapping)."""
    return tuple(seat for seat in ((first + i) % count for i in range(count)) if wanted(seat))


class Seats:
    """``count`` seats, all free at first."""

    def __init__(self, count: int) -> None:
        self.count = count
        self.names: list[str | None] = [None] * count
        self.stacks = [0] * count
        #: The event number at which each seat's player sat down.
        self.joined_at = [0] * count
        self.chips_in = 0
        self.chips_out = 0

    @property
    def occupied(self) -> tuple[int, ...]:
        """The occupied seats, in seat order."""
        return tuple(seat for seat, name in enumerate(self.names) if name is not None)

    def is_taken(self, seat: int) -> bool:
        """True when somebody sits at ``seat``."""
        return self.names[seat] is not None

    def check(self, seat: object) -> int:
        """``seat`` if it is a seat number of the table, else `SeatError`."""
        if type(seat) is not int or not 0 <= seat < self.count:
            raise SeatError(f"there is no seat {seat!r}")
        return seat

    def check_taken(self, seat: object) -> int:
        """``seat`` if somebody sits there, else `SeatError`."""
        number = self.check(seat)
        if self.names[number] is None:
            raise SeatError(f"nobody sits at seat {number}")
        return number

    def next_after(self, seat: int, eligible: Callable[[int], bool]) -> int | None:
        """The first ``eligible`` seat after ``seat`` in seat order (``seat`` itself last), or None."""
        seats = seat_cycle((seat + 1) % self.count, self.count, eligible)
        return seats[0] if seats else None

    # ------------------------------------------------------------- coming and going

    def verify_join(self, seat: int, name: object, stack: object) -> None:
        """Refuse a player who cannot sit down at ``seat`` (taken, bad or repeated name, bad stack)."""
        if self.names[seat] is not None:
            raise SeatError(f"seat {seat} is taken")
        problem = name_problem(name)
        if problem is not None:
            raise SeatError(problem)
        assert isinstance(name, str)
        wanted = name.strip().casefold()
        if any(other is not None and other.casefold() == wanted for other in self.names):
            raise SeatError(f"{name.strip()} already sits at the table")
        if type(stack) is not int or not 0 <= stack <= MAX_STACK:
            raise StackError(f"a player brings 0 to {MAX_STACK} chips, not {stack!r}")

    def join(self, seat: int, name: str, stack: int, event_no: int) -> str:
        """Seat a verified player; their name as shown (trimmed)."""
        shown = name.strip()
        self.names[seat] = shown
        self.stacks[seat] = stack
        self.chips_in += stack
        self.joined_at[seat] = event_no
        return shown

    def leave(self, seat: int) -> tuple[str, int]:
        """Free ``seat``; the player's name and the chips they take away."""
        name = self.names[seat]
        assert name is not None
        stack = self.stacks[seat]
        self.chips_out += stack
        self.stacks[seat] = 0
        self.names[seat] = None
        return name, stack

    def verify_fresh_stack(self, seat: int, amount: object, ante: int) -> None:
        """Refuse fresh chips for a player who is not short of the ``ante``, or a bad amount."""
        if self.stacks[seat] >= ante:
            raise StackError(f"only a player short of the ante ({ante}) takes fresh chips")
        if type(amount) is not int or not ante <= amount <= MAX_STACK:
            raise StackError(f"a fresh stack is {ante} to {MAX_STACK} chips, not {amount!r}")

    def take(self, seat: int, amount: int) -> None:
        """Give ``seat`` a verified fresh stack."""
        self.stacks[seat] += amount
        self.chips_in += amount

    def lose(self, amount: int) -> None:
        """A pot nobody won leaves the table."""
        self.chips_out += amount

    # ------------------------------------------------------------- saving

    def records(self) -> tuple[SeatRecord | None, ...]:
        """The seats as saved."""
        return tuple(
            None if name is None else SeatRecord(name, stack) for name, stack in zip(self.names, self.stacks)
        )

    @classmethod
    def restore(cls, records: Sequence[SeatRecord | None], chips_in: int, chips_out: int) -> Seats:
        """The seats a save records, checked (`SaveFormatError` if impossible); every player sat down at 0."""
        seats = cls(len(records))
        for seat, record in enumerate(records):
            if record is None:
                continue
            if not isinstance(record, SeatRecord):
                raise SaveFormatError(f"seat {seat} has no valid player")
            try:
                seats.verify_join(seat, record.name, record.stack)
            except ValueError as error:
                raise SaveFormatError(f"seat {seat}: {error}") from None
            seats.join(seat, record.name, record.stack, 0)
        if any(type(value) is not int or value < 0 for value in (chips_in, chips_out)):
            raise SaveFormatError("the saved chip counts must be whole numbers >= 0")
        if chips_in - chips_out != sum(seats.stacks):
            raise SaveFormatError("the saved chips do not add up")
        seats.chips_in = chips_in
        seats.chips_out = chips_out
        return seats
