"""The seam between a network table and one game variant: what a variant must provide.

A table (`game.net.table`) knows seats, the game master, timers, chat and the
ledger, but no rules. Everything about one game comes through two small
interfaces, implemented once per variant next to its engine's pattern
(``legal_actions``, ``apply`` returning events, ``events_for(seat, after)``
projection):

* `Variant` - the kind of game: its wire name, seats, ante, table options,
  and `Variant.new_game` for the people seated when the game master starts.
* `RunningGame` - one game in progress, addressed by game seat (0..n-1 in the
  order of `new_game`'s players): who must act (`current`), applying a
  person's JSON action (`act`), what the move timer and a computer do
  (`act_timeout`, `act_computer`), a person leaving for good (`remove`), and
  the projected JSON the clients receive (`events_json`, `view_json`,
  `history_json`). A seat's projection never holds another seat's hidden
  cards; ``None`` is a spectator, who sees only what everybody sees.
  Variants with play chips report every chip movement (`chip_moves`), so
  the ledger records it in the same step. At its end a game names its
  winners as everybody at the table saw them (`outcome`), for the chat's
  [SYSTEM] line.

The token game's adapter is `game.net.token.variant`; Europäisches Draw Poker
plugs in the same way (see docs/network.md, "Adding a variant").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from game.engine.deck import RandomSource
from game.engine.levels import Level

from .protocol import JsonObject, WireError

__all__ = [
    "WireError",
    "SeatPlayer",
    "ChipStake",
    "ChipPayout",
    "ChipForfeit",
    "ChipMove",
    "Outcome",
    "Variant",
    "RunningGame",
    "CashGame",
]


@dataclass(frozen=True, slots=True)
class SeatPlayer:
    """A player of a new game: a person (``account`` set) or a computer (``level`` set)."""

    name: str
    account: str | None
    level: Level | None
    #: Play chips the person holds (0 for computers and in chip-free variants).
    balance: int = 0
    #: The table's game master (a variant whose rounds go round from the master needs it).
    master: bool = False

    @property
    def computer(self) -> bool:
        """Whether a computer plays this seat."""
        return self.account is None


@dataclass(frozen=True, slots=True)
class ChipStake:
    """Game seat ``seat`` put ``amount`` chips into the pot (ante, bet)."""

    seat: int
    amount: int
    memo: str = "bet"


@dataclass(frozen=True, slots=True)
class ChipPayout:
    """The pot paid ``amount`` chips to game seat ``seat`` (a pot won, a bet returned)."""

    seat: int
    amount: int
    memo: str = "pot"


@dataclass(frozen=True, slots=True)
class ChipForfeit:
    """``amount`` chips of the pot are lost to the table (nobody left to win them)."""

    amount: int
    memo: str = "lost to the table"


ChipMove = ChipStake | ChipPayout | ChipForfeit


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended, from public information only: the winners' game seats (the first
    place; none when nobody won) and, in a variant with play chips, the pot (what the winners
    took, or what was lost to the table without a winner)."""

    winners: tuple[int, ...]
    #: Play chips of the pot; None in a chip-free variant.
    pot: int | None = None


class RunningGame(Protocol):
    """One game in progress, as a table drives it (see the module docstring)."""

    @property
    def event_count(self) -> int:
        """How many events the game has logged (the same numbering for every seat)."""
        ...

    @property
    def current(self) -> int | None:
        """The seat that must act now (its move timer runs), or None."""
        ...

    @property
    def round_over(self) -> bool:
        """The game waits between rounds until the people have seen the result (`next_round`)."""
        ...

    @property
    def is_over(self) -> bool:
        """The game has ended (its chips, if any, are all paid out or forfeited)."""
        ...

    def in_game(self, seat: int) -> bool:
        """Whether ``seat`` still competes (the game master must, during a game)."""
        ...

    def act(self, seat: int, action: JsonObject) -> None:
        """Apply a person's move; `WireError` for a malformed one, the engine's
        `IllegalActionError` for one the rules refuse; either way nothing changed."""
        ...

    def act_timeout(self, seat: int) -> None:
        """The move timer of ``seat`` ran out: what the rules do then (keep all, fold, show)."""
        ...

    def act_computer(self, seat: int) -> None:
        """A computer (or a seat whose person left) makes its move."""
        ...

    def next_round(self) -> None:
        """Deal the first round (the table does so right after `Variant.new_game`, once everybody
        has the game's snapshot, so every client sees the deal) or the next one (while
        `round_over`)."""
        ...

    def remove(self, seat: int) -> None:
        """The person of ``seat`` left for good: the variant's rule (a computer plays on, or the
        seat folds and its chips stay in the pot)."""
        ...

    def events_json(self, seat: int | None, after: int) -> list[JsonObject]:
        """The events after the first ``after`` as ``seat`` may see them (None: a spectator)."""
        ...

    def view_json(self, seat: int | None) -> JsonObject:
        """The table now as ``seat`` may see it, with ``legal`` listing what it may do."""
        ...

    @property
    def history_len(self) -> int:
        """How many rounds are finished."""
        ...

    def history_json(self, seat: int | None, start: int) -> list[JsonObject]:
        """Finished rounds from number ``start`` (0-based) as ``seat`` may see them."""
        ...

    def chip_moves(self, after: int) -> list[ChipMove]:
        """The chip movements caused by the events after the first ``after`` (none in a
        chip-free variant); at `is_over` they have emptied the pot."""
        ...

    def outcome(self) -> Outcome:
        """Once `is_over`: who won (and the pot), read from what a spectator saw."""
        ...


class Variant(Protocol):
    """A kind of game a network table can host."""

    @property
    def name(self) -> str:
        """The wire name (``token``, ``european``)."""
        ...

    @property
    def max_seats(self) -> int:
        """Seats at a table, computers included."""
        ...

    @property
    def ante(self) -> int:
        """Play chips a person needs to join a game (0: the variant is free, no ledger entries)."""
        ...

    def parse_options(self, data: Mapping[str, object]) -> JsonObject:
        """The table options, checked and completed with defaults; `WireError` names what is wrong."""
        ...

    def computers(self, options: JsonObject) -> tuple[Level, ...]:
        """The computer players a table with ``options`` seats (their seats come after the people's)."""
        ...

    def new_game(self, players: Sequence[SeatPlayer], options: JsonObject, rng: RandomSource) -> RunningGame:
        """A game of ``players`` (in seat order, at least two) with the table's ``options``,
        before its first deal (see `RunningGame.next_round`)."""
        ...


class CashGame(RunningGame, Protocol):
    """A running game people join and leave between its hands (a Hold'em cash session): its
    game seats are the table's seats. The table finds it by its ``cash`` attribute."""

    @property
    def waiting_for_players(self) -> bool:
        """Between hands, and the next hand would not find two players."""
        ...

    def seat_free(self, seat: int) -> bool:
        """Whether a newcomer may take ``seat`` now (one left during a hand frees at its end)."""
        ...

    def sit(self, seat: int, name: str, holder: str, buy_in: int, post: bool) -> None:
        """A person sits down on ``seat`` with ``buy_in`` chips (post a big blind, or wait for it)."""
        ...

    def take_freed(self) -> list[int]:
        """The seats to free now (their people sat out `away_orbits` orbits)."""
        ...

    @property
    def away_orbits(self) -> int:
        """Orbits a seat may sit out before it is freed."""
        ...
