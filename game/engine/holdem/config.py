"""The set-up of a Hold'em table: seats, betting structure and blinds, stacks and format.

`HoldemConfig` is validated when it is made (`ConfigError`), so a
`HoldemGame` never starts outside the rules of variants.md: 2 to 10 seats
with distinct names, a structure with its blinds (limit: the big blind is
the small bet, the small blind half of it rounded down), whole-chip stacks,
and a format - a cash table, or a sit-and-go whose blinds double every
``blind_hands`` hands. A cash table may leave seats empty (None) for players
who sit down later (`game.SitDown`); at least two seats are taken at the start.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..betting import BettingRules
from ..errors import ConfigError
from ..levels import DEFAULT_LEVEL, Level
from ..names import MAX_NAME_LENGTH, name_problem

__all__ = [
    "Structure",
    "TableFormat",
    "HoldemSeat",
    "HoldemConfig",
    "MIN_SEATS",
    "MAX_SEATS",
    "seat_name_problem",
]

MIN_SEATS, MAX_SEATS = 2, 10
MAX_STACK = 10**9


class Structure(StrEnum):
    """How bets are limited at the table."""

    LIMIT = "limit"
    POT_LIMIT = "pot-limit"
    NO_LIMIT = "no-limit"


class TableFormat(StrEnum):
    """Cash table (play forever, busted players take a fresh stack) or sit-and-go tournament."""

    CASH = "cash"
    SIT_AND_GO = "sit-and-go"


@dataclass(frozen=True, slots=True)
class HoldemSeat:
    """One seat: its name, whether a person plays it, and the computer level."""

    name: str
    human: bool = False
    level: Level = DEFAULT_LEVEL

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "level", Level(self.level))
        except ValueError:
            raise ConfigError(f"unknown computer level {self.level!r} (known: {', '.join(Level)})") from None


def seat_name_problem(seat: HoldemSeat) -> str | None:
    """Why ``seat``'s name cannot sit at a table (empty, too long, not allowed), or None."""
    name = seat.name.strip() if isinstance(seat.name, str) else ""
    if not name:
        return "every seat needs a name"
    if len(name) > MAX_NAME_LENGTH:
        return f"names have at most {MAX_NAME_LENGTH} characters"
    return name_problem(seat.name)


def _whole(value: object, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ConfigError(f"{what} must be a whole number, not {value!r}")
    if not low <= value <= high:
        raise ConfigError(f"{what} must be {low} to {high}, not {value}")
    return value


@dataclass(frozen=True, slots=True)
class HoldemConfig:
    """A complete, validated Hold'em table.

    ``big_blind`` is the small bet in limit. ``small_blind`` None means half
    the big blind rounded down (in limit it must be exactly that).
    ``blind_hands`` (sit-and-go only) is N: the blinds double every N hands.
    ``muck_beaten``: at the showdown a hand beaten by one already shown is
    not turned over.
    """

    #: The table's seats in order; None is an empty seat (cash table only).
    seats: tuple[HoldemSeat | None, ...]
    structure: Structure = Structure.NO_LIMIT
    big_blind: int = 20
    small_blind: int | None = None
    starting_stack: int = 1000
    table_format: TableFormat = TableFormat.CASH
    blind_hands: int = 10
    muck_beaten: bool = True

    def __post_init__(self) -> None:
        object.__setattr__(self, "seats", tuple(self.seats))
        try:
            object.__setattr__(self, "structure", Structure(self.structure))
            object.__setattr__(self, "table_format", TableFormat(self.table_format))
        except ValueError as error:
            raise ConfigError(str(error)) from None
        if not MIN_SEATS <= len(self.seats) <= MAX_SEATS:
            raise ConfigError(f"a Hold'em table has {MIN_SEATS} to {MAX_SEATS} seats, not {len(self.seats)}")
        if not all(seat is None or isinstance(seat, HoldemSeat) for seat in self.seats):
            raise ConfigError("every seat must be a HoldemSeat or None (empty)")
        taken = [seat for seat in self.seats if seat is not None]
        if len(taken) < MIN_SEATS:
            raise ConfigError(f"at least {MIN_SEATS} seats are taken at the start, not {len(taken)}")
        if len(taken) < len(self.seats) and self.table_format is not TableFormat.CASH:
            raise ConfigError("only a cash table has empty seats")
        names = [seat_name_problem(seat) for seat in taken]
        for problem in filter(None, names):
            raise ConfigError(problem)
        if len({seat.name.strip().casefold() for seat in taken}) != len(taken):
            raise ConfigError("two seats have the same name")
        _whole(self.big_blind, "the big blind", 2, MAX_STACK)
        half = self.big_blind // 2
        if self.small_blind is None:
            object.__setattr__(self, "small_blind", half)
        small = _whole(self.small_blind, "the small blind", 1, self.big_blind)
        if self.structure is Structure.LIMIT and small != half:
            raise ConfigError(
                f"limit: the small blind is half the small bet rounded down, {half}, not {small}"
            )
        _whole(self.starting_stack, "the starting stack", 1, MAX_STACK)
        _whole(self.blind_hands, "the hands per blind level", 1, 10**6)
        if not isinstance(self.muck_beaten, bool):
            raise ConfigError("muck_beaten is True or False")

    @property
    def players(self) -> tuple[HoldemSeat, ...]:
        """Every seat's player, for a table whose seats are all taken at the start (the window's
        set-up fills every seat; who sits there later is `HoldemGame.seated`). Raises
        `ConfigError` for a table with an empty seat."""
        players = tuple(seat for seat in self.seats if seat is not None)
        if len(players) != len(self.seats):
            raise ConfigError("this table has an empty seat: read config.seats instead")
        return players

    @property
    def blinds(self) -> tuple[int, int]:
        """The starting small and big blind."""
        assert self.small_blind is not None
        return self.small_blind, self.big_blind

    def blinds_at(self, hand_no: int) -> tuple[int, int]:
        """Small and big blind of hand ``hand_no`` (from 0): sit-and-go doubles them every N hands."""
        small, big = self.blinds
        if self.table_format is TableFormat.SIT_AND_GO:
            factor = 2 ** min(hand_no // self.blind_hands, 30)
            return small * factor, big * factor
        return small, big

    def rules_for(self, big_blind: int) -> BettingRules:
        """The betting core's rules for a hand with this big blind (limit: big bet = 2 small bets)."""
        if self.structure is Structure.LIMIT:
            return BettingRules.fixed_limit(big_blind, 2 * big_blind)
        if self.structure is Structure.POT_LIMIT:
            return BettingRules.pot_limit(big_blind)
        return BettingRules.no_limit(big_blind)

    @classmethod
    def computers(
        cls, count: int, level: Level = DEFAULT_LEVEL, **options: object
    ) -> HoldemConfig:
        """``count`` computer seats named "Computer 1".. of one level."""
        seats = tuple(HoldemSeat(f"Computer {i + 1}", False, level) for i in range(count))
        return cls(seats, **options)  # type: ignore[arg-type]
