"""Texas Hold'em sit-and-go at a network table: the `Variant` adapter of `HoldemGame`.

One game of the table is one whole tournament (docs/network.md, "Texas
Hold'em sit-and-go"):

- **Options** (chosen when the table is opened, listed in the lobby):
  ``structure`` (limit, pot-limit, no-limit), ``seats`` (2 to 10),
  ``big_blind`` (the starting big blind; the small blind is half of it),
  ``blind_hands`` (the blinds double every N hands: the announced schedule),
  ``stack`` (tournament chips each player starts with), ``buy_in`` (play
  chips from the balance), ``computers`` (0 to seats - 1 computer players,
  seated after the people) and their ``level``.
- **Start:** the game master starts with at least two players; the table
  starts by itself when every seat is taken (`starts_when_full`). The first
  to sit (the master) gets the button.
- **Chips:** every person's buy-in goes into the tournament's pot when it
  starts (a ledger stake each); computers play for free. When one player is
  left, the pot is paid to the people by their places among the people:
  everything to the first of two people, 65/35 for three to six, 50/30/20
  for seven or more (odd chips to the first place). The pot is paid only at
  the end, so a tournament left open by a killed server is refunded exactly
  by the ledger's rule: **every buy-in back**.
- **Timer:** when the move timer runs out the seat checks if it may, else it
  folds (the engine's `Timeout`). A person who leaves or whose grace period
  runs out stays in the tournament: the seat keeps being dealt in, posts its
  blinds and checks or folds at once, and its place is paid as any other.
- **Hand histories:** every finished hand is a record (`history_json`) with
  its PHH text as the reader may see it (own hole cards, others' only where
  shown) and a short plain-text summary.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from game.engine import Level
from game.engine.deck import RandomSource
from game.engine.errors import ConfigError
from game.engine.hands import HOLDEM, seven_card_function
from game.engine.holdem import (
    MAX_SEATS,
    MIN_SEATS,
    GameOver,
    HandOver,
    HandStarted,
    HoldemConfig,
    HoldemEvent,
    HoldemGame,
    HoldemPhase,
    HoldemPlayer,
    HoldemSeat,
    Structure,
    TableFormat,
    Timeout,
    player_for,
)
from game.engine.holdem.phh import hand_logs, phh_text
from game.engine.levels import DEFAULT_LEVEL

from ..protocol import JsonObject, JsonValue, WireError
from ..variant import ChipMove, ChipPayout, ChipStake, Outcome, RunningGame, SeatPlayer
from .cash import CashTableGame
from .records import hand_summary
from .wire import bet_from_json, legal_to_json, record_to_json

__all__ = ["HoldemVariant", "HoldemTableGame", "prize_shares", "PAYOUTS", "hand_summary", "is_cash"]

_DEFAULTS: JsonObject = {
    "structure": Structure.NO_LIMIT.value,
    "seats": 6,
    "big_blind": 20,
    "blind_hands": 10,
    "stack": 1500,
    "buy_in": 100,
    "computers": 0,
    "level": DEFAULT_LEVEL.value,
}
#: The options of a cash table (``format`` "cash"): the stakes.
_CASH_DEFAULTS: JsonObject = {
    "format": "cash",
    "structure": Structure.NO_LIMIT.value,
    "seats": 6,
    "big_blind": 20,
    "min_buy_in": 400,
    "max_buy_in": 2000,
}
_CASH_RANGES = {
    "seats": (MIN_SEATS, MAX_SEATS),
    "big_blind": (2, 100_000),
    "min_buy_in": (1, 10_000_000),
    "max_buy_in": (1, 10_000_000),
}
_RANGES = {
    "seats": (MIN_SEATS, MAX_SEATS),
    "big_blind": (2, 100_000),
    "blind_hands": (1, 1000),
    "stack": (100, 10_000_000),
    "buy_in": (1, 100_000),
    "computers": (0, MAX_SEATS - 1),
}

#: The announced payout table: (most entrants, percentages by place).
PAYOUTS: tuple[tuple[int, tuple[int, ...]], ...] = ((2, (100,)), (6, (65, 35)), (MAX_SEATS, (50, 30, 20)))


def prize_shares(pool: int, entrants: int) -> tuple[int, ...]:
    """The prize of each paid place (first place first) for ``entrants`` people paying ``pool``
    chips; the chips a division leaves over go to the first place."""
    percents = next(table for most, table in PAYOUTS if entrants <= most)
    percents = percents[:entrants]
    shares = [pool * percent // 100 for percent in percents]
    shares[0] += pool - sum(shares)
    return tuple(shares)


class HoldemTableGame:
    """One sit-and-go at a network table (a `RunningGame`)."""

    def __init__(self, players: Sequence[SeatPlayer], options: JsonObject, rng: RandomSource) -> None:
        self._people = [seat for seat, player in enumerate(players) if not player.computer]
        self._holders = {seat: player.account for seat, player in enumerate(players) if player.account}
        self._buy_in = int(str(options["buy_in"]))
        seats = tuple(
            HoldemSeat(player.name, not player.computer, player.level or DEFAULT_LEVEL) for player in players
        )
        config = HoldemConfig(
            seats,
            structure=Structure(str(options["structure"])),
            big_blind=int(str(options["big_blind"])),
            starting_stack=int(str(options["stack"])),
            table_format=TableFormat.SIT_AND_GO,
            blind_hands=int(str(options["blind_hands"])),
        )
        master = next((seat for seat, player in enumerate(players) if player.master), 0)
        self._game = HoldemGame(config, rng, first_button=master)
        self._rng = rng if isinstance(rng, random.Random) else random.Random()
        self._computers: dict[int, HoldemPlayer] = {}
        self._absent: set[int] = set()  # people who left: checked or folded at once
        self._names: list[JsonValue] = [player.name for player in players]
        self._public_cache: tuple[int, JsonObject] | None = None
        self._hands: list[tuple[int, int]] = []  # finished hands: (first event, end) in the log
        self._hand_start: int | None = None
        self._scanned = 0

    @property
    def game(self) -> HoldemGame:
        """The engine's game (for tests and the server's own checks; clients get projections)."""
        return self._game

    @property
    def event_count(self) -> int:
        return len(self._game.events)

    @property
    def current(self) -> int | None:
        return self._game.current if self._game.phase is HoldemPhase.BETTING else None

    @property
    def round_over(self) -> bool:
        return self._game.phase is HoldemPhase.BETWEEN_HANDS and self._game.hand_no > 0

    @property
    def is_over(self) -> bool:
        return self._game.phase is HoldemPhase.GAME_OVER

    def in_game(self, seat: int) -> bool:
        return self._game.stacks[seat] > 0 or seat in self._game.live_seats

    def act(self, seat: int, action: JsonObject) -> None:
        self._game.apply(bet_from_json(seat, action))

    def act_timeout(self, seat: int) -> None:
        self._game.apply(Timeout(seat))

    def act_computer(self, seat: int) -> None:
        game = self._game
        legal = game.legal_actions(seat)
        assert legal is not None, "a computer moves only on its turn"
        if seat in self._absent or seat in self._people:
            game.apply(Timeout(seat))
            return
        player = self._computers.get(seat)
        if player is None:
            seated = game.config.seats[seat]
            level = seated.level if seated is not None else DEFAULT_LEVEL
            player = self._computers[seat] = player_for(level, random.Random(self._rng.getrandbits(64)))
        game.apply(player.decide(game.view(seat), legal))

    def next_round(self) -> None:
        if self._game.can_start_hand():
            self._game.start_hand()

    def remove(self, seat: int) -> None:
        self._absent.add(seat)

    # ------------------------------------------------------------------ projections

    def events_json(self, seat: int | None, after: int) -> list[JsonObject]:
        return [record_to_json(event) for event in self._game.events_for(seat, after)]

    def _public(self) -> JsonObject:
        game = self._game
        count = self.event_count
        if self._public_cache is None or self._public_cache[0] != count:
            small, big = game.config.blinds_at(
                game.hand_no if game.phase is not HoldemPhase.BETTING else game.hand_no - 1
            )
            every = game.config.blind_hands
            self._public_cache = (
                count,
                {
                    "names": self._names,
                    "structure": game.config.structure.value,
                    "hand": game.hand_no,
                    "phase": game.phase.value,
                    "button": game.button,
                    "board": [str(card) for card in game.board],
                    "street": game.street.value,
                    "stacks": list(game.stacks),
                    "bets": list(game.bets),
                    "pot": game.pot_total,
                    "live": list(game.live_seats),
                    "current": self.current,
                    "blinds": [small, big],
                    "next_level_at": (game.hand_no // every + 1) * every,
                    "places": {str(seat): place for seat, place in sorted(game.places.items())},
                    "buy_in": self._buy_in,
                    "prizes": list(prize_shares(self._buy_in * len(self._people), len(self._people))),
                },
            )
        return self._public_cache[1]

    def view_json(self, seat: int | None) -> JsonObject:
        game = self._game
        own: JsonObject = {"seat": seat, "hole": None, "legal": None}
        if seat is not None:
            hole = game.hole_cards(seat)
            own["hole"] = None if hole is None else [str(card) for card in hole]
            own["legal"] = legal_to_json(game.legal_actions(seat))
        return {**self._public(), **own}

    def _scan(self) -> None:
        """Note the finished hands logged since the last look (their place in the log)."""
        events = self._game.events
        for index in range(self._scanned, len(events)):
            event = events[index]
            if isinstance(event, HandStarted):
                self._hand_start = index
            elif isinstance(event, HandOver) and self._hand_start is not None:
                self._hands.append((self._hand_start, index + 1))
                self._hand_start = None
        self._scanned = len(events)

    @property
    def history_len(self) -> int:
        self._scan()
        return len(self._hands)

    def hand_log(self, number: int) -> tuple[list[HoldemEvent], dict[int, str]]:
        """Finished hand ``number``'s engine events (the whole truth: the server's statistics,
        `game.net.stats`) and the ledger holder of each person's seat."""
        self._scan()
        first, end = self._hands[number]
        return list(self._game.events[first:end]), dict(self._holders)

    def final_places(self) -> dict[int, int]:
        """Once over: every seat's place in the tournament (1 the winner; computers too)."""
        return self._game.places

    def history_json(self, seat: int | None, start: int) -> list[JsonObject]:
        return self.history_page(seat, start, None)[0]

    def history_page(self, seat: int | None, start: int, count: int | None) -> tuple[list[JsonObject], int]:
        """At most ``count`` (None: all) finished hands from number ``start`` as ``seat`` may see
        them, and the number after the last one."""
        self._scan()
        game = self._game
        records: list[JsonObject] = []
        chosen = self._hands[start:] if count is None else self._hands[start : start + count]
        for number, (first, end) in enumerate(chosen, start):
            events = game.events_for(seat, first)[: end - first]
            (hand,) = hand_logs(events)
            records.append(
                {
                    "hand": number + 1,
                    "phh": phh_text(game.config, hand, [str(name) for name in self._names]),
                    "text": hand_summary(hand, [str(name) for name in self._names]),
                }
            )
        return records, start + len(records)

    # ------------------------------------------------------------------ chips

    def chip_moves(self, after: int) -> list[ChipMove]:
        moves: list[ChipMove] = []
        if after == 0:
            moves.extend(ChipStake(seat, self._buy_in, "buy-in") for seat in self._people)
        if self.is_over and any(isinstance(e, GameOver) for e in self._game.events_for(None, after)):
            moves.extend(self._prizes())
        return moves

    def _prizes(self) -> list[ChipPayout]:
        places = self._game.places
        ranked = sorted(self._people, key=lambda seat: places.get(seat, MAX_SEATS + 1))
        shares = prize_shares(self._buy_in * len(self._people), len(self._people))
        return [ChipPayout(seat, share, "prize") for seat, share in zip(ranked, shares) if share]

    def outcome(self) -> Outcome:
        """The tournament's winner - the first place, a computer too - and, when a person won, the
        prize they took (a computer plays for free and wins nothing)."""
        winner = self._game.winner if self.is_over else None
        if winner is None:
            return Outcome(())
        prize = next((move.amount for move in self._prizes() if move.seat == winner), None)
        return Outcome((winner,), prize)


def is_cash(options: Mapping[str, object]) -> bool:
    """Whether ``options`` (checked) are a cash table's."""
    return options.get("format") == "cash"


def _cash_options(data: Mapping[str, object]) -> JsonObject:
    """A cash table's stakes, checked and completed with the defaults."""
    unknown = sorted(set(data) - set(_CASH_DEFAULTS))
    if unknown:
        raise WireError(f"a Texas Hold'em cash table has no option {unknown[0]!r}")
    options: JsonObject = dict(_CASH_DEFAULTS)
    structure = data.get("structure", _CASH_DEFAULTS["structure"])
    try:
        options["structure"] = Structure(str(structure)).value if isinstance(structure, str) else None
    except ValueError as error:
        raise WireError(f"options: {error}") from None
    if options["structure"] is None:
        raise WireError(f"options: structure is a text, not {structure!r}")
    for key in _CASH_RANGES:
        options[key] = _whole(data.get(key, _CASH_DEFAULTS[key]), key, _CASH_RANGES)
    big, low, high = (int(str(options[key])) for key in ("big_blind", "min_buy_in", "max_buy_in"))
    if low < 10 * big:
        raise WireError(f"options: the minimum buy-in is at least ten big blinds ({10 * big}), not {low}")
    if high < low:
        raise WireError(f"options: the maximum buy-in is at least the minimum ({low}), not {high}")
    return options


def _whole(value: object, key: str, ranges: Mapping[str, tuple[int, int]] | None = None) -> int:
    low, high = (ranges or _RANGES)[key]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise WireError(f"options: {key} is a whole number from {low} to {high}, not {value!r}")
    return value


class HoldemVariant:
    """Texas Hold'em sit-and-go as a network variant (play chips: the buy-in)."""

    name = "holdem"
    max_seats = MAX_SEATS
    ante = 1  # a chip variant; the buy-in of a table is `ante_for`
    #: The move timer is `Timers.quick_move` (10 s, then a 20 s countdown) plus a time bank per player.
    time_bank = True
    #: The notice when a person leaves the running tournament: the seat stays in, checking or folding.
    left_notice = "folds_on"

    def __init__(self) -> None:
        # The engine builds its seven-card table at the first showdown (about 0.2 s): at a server
        # that would stall every table at once in the middle of play, so it is built with the server.
        seven_card_function(HOLDEM)

    def parse_options(self, data: Mapping[str, object]) -> JsonObject:
        table_format = data.get("format", "sit-and-go")
        if table_format == "cash":
            return _cash_options(data)
        if table_format != "sit-and-go":
            raise WireError(f"options: format is 'sit-and-go' or 'cash', not {table_format!r}")
        data = {key: value for key, value in data.items() if key != "format"}
        unknown = sorted(set(data) - set(_DEFAULTS))
        if unknown:
            raise WireError(f"Texas Hold'em has no option {unknown[0]!r}")
        options: JsonObject = dict(_DEFAULTS)
        for key in ("structure", "level"):
            text = data.get(key, _DEFAULTS[key])
            if not isinstance(text, str):
                raise WireError(f"options: {key} is a text, not {text!r}")
            options[key] = text
        try:
            options["structure"] = Structure(str(options["structure"])).value
            options["level"] = Level(str(options["level"])).value
        except ValueError as error:
            raise WireError(f"options: {error}") from None
        for key in _RANGES:
            options[key] = _whole(data.get(key, _DEFAULTS[key]), key)
        seats, computers = int(str(options["seats"])), int(str(options["computers"]))
        if computers >= seats:
            raise WireError(f"options: at most {seats - 1} computers at {seats} seats, not {computers}")
        big, stack = int(str(options["big_blind"])), int(str(options["stack"]))
        if stack < 10 * big:
            raise WireError(f"options: the stack is at least ten big blinds ({10 * big}), not {stack}")
        try:
            HoldemConfig.computers(2, big_blind=big, structure=Structure(str(options["structure"])))
        except ConfigError as error:  # pragma: no cover - the ranges above keep the config valid
            raise WireError(f"options: {error}") from None
        return options

    def seats_for(self, options: JsonObject) -> int:
        """The seats of a table with ``options`` (computers included)."""
        return int(str(options["seats"]))

    def ante_for(self, options: JsonObject) -> int:
        """The play chips a person needs to join: a tournament's buy-in, a cash table's minimum."""
        return int(str(options["min_buy_in" if is_cash(options) else "buy_in"]))

    def starts_when_full(self, options: JsonObject) -> bool:
        """A sit-and-go starts by itself once every seat is taken (a cash table: with two people)."""
        return not is_cash(options)

    def cash_for(self, options: JsonObject) -> bool:
        """Whether a table with ``options`` is a cash table (`CashTableGame`)."""
        return is_cash(options)

    def new_cash_game(
        self,
        seats: int,
        people: Mapping[int, tuple[str, str, int]],
        options: JsonObject,
        rng: RandomSource,
        button: int,
        balance: Callable[[str], int],
    ) -> CashTableGame:
        """A cash session of ``people`` (table seat -> name, holder, buy-in); see `CashTableGame`."""
        return CashTableGame(seats, people, options, rng, button, balance)

    def computers(self, options: JsonObject) -> tuple[Level, ...]:
        if is_cash(options):
            return ()
        return (Level(str(options["level"])),) * int(str(options["computers"]))

    def new_game(self, players: Sequence[SeatPlayer], options: JsonObject, rng: RandomSource) -> RunningGame:
        return HoldemTableGame(players, options, rng)
