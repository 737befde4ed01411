"""Hold'em statistics per player name and format: hands, chips won and lost, biggest pot, best hand.

A `HoldemPlayerStats` counts one name - a person, or a computer player at
one level (as in the other games' statistics) - with one `HoldemFormatStats`
per format: the cash table and the sit-and-go (which also counts
tournaments, wins and places). `summary_from_hands` turns the hands of a
table (`game.engine.holdem.record.HandRecord`s of the whole log) into a
`HoldemSummary`; `add_hands` / `add_result` add it. The records, the file
section and its checks live here; the file itself, its version and its
lock are `stats`.

Decisions:
- Hands are counted once each, whenever the table is left or a sit-and-go
  ends: the statistics file remembers per table (`holdem_table_id`) how many
  of its hands it has counted, so a cash table left and resumed any number
  of times - or a crash between two writes - never counts a hand twice.
- Chips won and lost add up each hand's result (chips after minus before;
  a fresh stack at the cash table is not a win). Won minus lost is the
  net result.
- The biggest pot is the most chips a seat was paid in one hand.
- The best hand is the best five of a seat's hole cards and the board: for
  people in every hand they did not fold that showed at least the flop, for
  computer players only when a showdown showed them (as the Duell statistics
  count). It is recomputed from its cards on loading.
- A sit-and-go counts once it is decided (`stats.recorded` holds its id):
  one tournament for every seat, a win for the first place, and each place.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.engine import Card, HandCategory, format_cards, parse_cards
from game.engine.hands import HOLDEM, best_hand
from game.engine.holdem import HoldemConfig, HoldemSeat
from game.engine.holdem.record import HandRecord

from ..jsonio import is_count
from ..notices import Notice
from ..paths import holdem_save_path
from ..records import record_identity
from ..stats import Key, Stats, finish, level_rank, read_records, remember

__all__ = [
    "FORMATS",
    "HoldemBestHand",
    "HoldemFormatStats",
    "HoldemPlayerStats",
    "HoldemSeatHand",
    "HoldemHandSummary",
    "HoldemSummary",
    "summary_from_hands",
    "add_hands",
    "add_result",
    "holdem_player_from_dict",
]

#: The formats counted apart (the engine's `TableFormat` values, the file's keys).
FORMATS = ("cash", "sit-and-go")
#: Most places of a sit-and-go (ten seats).
MAX_PLACE = 10


@dataclass(frozen=True, slots=True)
class HoldemBestHand:
    """Five cards with their Hold'em rating."""

    cards: str
    category: HandCategory
    strength: int

    @classmethod
    def rate(cls, cards: Sequence[Card] | str) -> HoldemBestHand:
        """Rate five cards (ValueError if they are not five distinct cards)."""
        parsed = parse_cards(cards) if isinstance(cards, str) else list(cards)
        if len(parsed) != 5:
            raise ValueError(f"a best hand is five cards, not {len(parsed)}")
        value = best_hand(parsed, HOLDEM)
        return cls(format_cards(value.cards), value.category, value.strength)

    def card_list(self) -> list[Card]:
        """The cards as objects, most important first."""
        return parse_cards(self.cards)


@dataclass(frozen=True)
class HoldemFormatStats:
    """One name's counts in one format."""

    hands: int = 0
    chips_won: int = 0
    chips_lost: int = 0
    biggest_pot: int = 0
    best_hand: HoldemBestHand | None = None
    #: Sit-and-go only: tournaments played, won (first place), and place -> how often.
    tournaments: int = 0
    wins: int = 0
    places: Mapping[int, int] = field(default_factory=dict)

    @property
    def net(self) -> int:
        """Chips won minus chips lost."""
        return self.chips_won - self.chips_lost

    def to_dict(self) -> dict[str, Any]:
        counts = {name: getattr(self, name) for name in _COUNTS}
        best = {} if self.best_hand is None else {"best_hand": {"cards": self.best_hand.cards}}
        places = {str(place): count for place, count in sorted(self.places.items())}
        return {**counts, **best, "places": places}


_COUNTS = ("hands", "chips_won", "chips_lost", "biggest_pot", "tournaments", "wins")


@dataclass(frozen=True)
class HoldemPlayerStats:
    """Everything counted in Hold'em for one name (a person, or a computer player at one level)."""

    name: str
    human: bool
    level: str = ""
    #: Format ('cash', 'sit-and-go') -> its counts.
    formats: Mapping[str, HoldemFormatStats] = field(default_factory=dict)

    @property
    def key(self) -> Key:
        """Who this record counts: (human, name, level)."""
        return self.human, self.name, self.level

    def of(self, table_format: str) -> HoldemFormatStats:
        """The counts of one format (zero if never played)."""
        return self.formats.get(table_format) or HoldemFormatStats()

    @property
    def hands(self) -> int:
        """Hands in every format."""
        return sum(counts.hands for counts in self.formats.values())

    def to_dict(self) -> dict[str, Any]:
        level = {} if self.human else {"level": self.level}
        formats = {name: counts.to_dict() for name, counts in sorted(self.formats.items())}
        return {"name": self.name, **level, "formats": formats}


def _format_from_dict(raw: Any, problems: list[str], where: str) -> HoldemFormatStats:
    if not isinstance(raw, dict):
        problems.append(f"{where}: not an object")
        return HoldemFormatStats()
    counts: dict[str, int] = {}
    for key in _COUNTS:
        value = raw.get(key, 0)
        if is_count(value):
            counts[key] = value
        else:
            problems.append(f"{where}.{key}: {value!r} dropped")
    if counts.get("wins", 0) > counts.get("tournaments", 0):
        problems.append(f"{where}: more wins than tournaments, both dropped")
        counts["wins"] = counts["tournaments"] = 0
    places: dict[int, int] = {}
    raw_places = raw.get("places", {})
    if not isinstance(raw_places, dict):
        problems.append(f"{where}.places: not an object")
        raw_places = {}
    for place, count in raw_places.items():
        if isinstance(place, str) and place.isdigit() and 1 <= int(place) <= MAX_PLACE and is_count(count):
            places[int(place)] = count
        else:
            problems.append(f"{where}.places.{place}: dropped")
    best: HoldemBestHand | None = None
    raw_best = raw.get("best_hand")
    if raw_best is not None:
        try:
            cards = raw_best.get("cards") if isinstance(raw_best, dict) else None
            if not isinstance(cards, str):
                raise ValueError("no cards")
            best = HoldemBestHand.rate(cards)
        except ValueError as exc:
            problems.append(f"{where}.best_hand: {exc}")
    return HoldemFormatStats(**counts, best_hand=best, places=places)


def holdem_player_from_dict(raw: Any, human: bool, problems: list[str], where: str) -> HoldemPlayerStats:
    """One record of the file's Hold'em section; bad counts are dropped (named in ``problems``).

    Raises ValueError when the record cannot be kept at all (no valid name or level).
    """
    raw, name, level = record_identity(raw, human)
    formats: dict[str, HoldemFormatStats] = {}
    raw_formats = raw.get("formats", {})
    if not isinstance(raw_formats, dict):
        problems.append(f"{where}.formats: not an object")
        raw_formats = {}
    for name_of_format, counts in raw_formats.items():
        if name_of_format not in FORMATS:
            problems.append(f"{where}.formats.{name_of_format}: not a format, dropped")
            continue
        formats[name_of_format] = _format_from_dict(counts, problems, f"{where}.formats.{name_of_format}")
    return HoldemPlayerStats(name, human, level, formats)


@dataclass(frozen=True, slots=True)
class HoldemSeatHand:
    """One seat's share of one hand."""

    seat: int
    net: int
    won: int
    best_hand: tuple[Card, ...] | None
    #: Who played the seat in this hand (name, human, level; a person's level is ''); None: the
    #: summary's `names` of the seat (a table whose players never changed).
    who: tuple[str, bool, str] | None = None


@dataclass(frozen=True, slots=True)
class HoldemHandSummary:
    """One finished hand: the seats dealt in."""

    hand_no: int
    seats: tuple[HoldemSeatHand, ...]


@dataclass(frozen=True, slots=True)
class HoldemSummary:
    """What the statistics need from a table: who sits where, its finished hands, the result."""

    table_id: str
    table_format: str
    #: (name, human, level) per seat of the table at its start ('' for an empty seat); a person's
    #: level is ''. A sit-and-go's places count these (nobody sits down or leaves there).
    names: tuple[tuple[str, bool, str], ...]
    hands: tuple[HoldemHandSummary, ...]
    #: A decided sit-and-go: the place of every seat; None while the table plays on.
    places: Mapping[int, int] | None = None


def _who(spec: HoldemSeat | None) -> tuple[str, bool, str]:
    if spec is None:
        return "", False, ""
    return spec.name, spec.human, "" if spec.human else spec.level.value


def _best_five(record: HandRecord, seat: int, human: bool) -> tuple[Card, ...] | None:
    """The best five the seat held, as the statistics count it (see the module doc)."""
    if human:
        hole = record.hole(seat)
        if hole is None or len(record.board) < 3 or record.folded(seat):
            return None
        return best_hand((*hole, *record.board), HOLDEM).cards
    if record.showdown is None:
        return None
    for shown in record.showdown.shown:
        if shown.seat == seat:
            return shown.best_five
    return None


def _seat_hand(record: HandRecord, seat: int, who: tuple[str, bool, str]) -> HoldemSeatHand:
    return HoldemSeatHand(seat, record.net(seat), record.won(seat), _best_five(record, seat, who[1]), who)


def summary_from_hands(
    config: HoldemConfig,
    records: Sequence[HandRecord],
    table_id: str,
    places: Mapping[int, int] | None = None,
) -> HoldemSummary:
    """The summary of a table's finished hands (records folded from the whole log: every
    person's hole cards are in it; a computer's best hand counts only when shown). Each hand
    counts for whoever played its seats then (`HandRecord.players`; the config's seats for a
    record that does not name them)."""
    names = tuple(_who(spec) for spec in config.seats)
    hands = tuple(
        HoldemHandSummary(
            record.hand_no,
            tuple(
                _seat_hand(record, seat, _who(record.players[seat]) if record.players else names[seat])
                for seat in record.seats
            ),
        )
        for record in records
        if record.finished
    )
    return HoldemSummary(table_id, config.table_format.value, names, hands, places)


def _player(players: Mapping[Key, HoldemPlayerStats], who: tuple[str, bool, str]) -> HoldemPlayerStats:
    name, human, level = who
    return players.get((human, name, level)) or HoldemPlayerStats(name, human, level)


def add_hands(
    players: Mapping[Key, HoldemPlayerStats], summary: HoldemSummary, counted: int
) -> tuple[dict[Key, HoldemPlayerStats], int]:
    """The records with the summary's hands from number ``counted`` on added, and the new mark
    (the number of the first hand not counted yet). The input is not changed."""
    result = dict(players)
    mark = counted
    for hand in summary.hands:
        if hand.hand_no < counted:
            continue
        mark = max(mark, hand.hand_no + 1)
        for seat_hand in hand.seats:
            who = seat_hand.who or summary.names[seat_hand.seat]
            player = _player(result, who)
            old = player.of(summary.table_format)
            best = old.best_hand
            if seat_hand.best_hand is not None:
                candidate = HoldemBestHand.rate(seat_hand.best_hand)
                if best is None or candidate.strength > best.strength:
                    best = candidate
            new = replace(
                old,
                hands=old.hands + 1,
                chips_won=old.chips_won + max(0, seat_hand.net),
                chips_lost=old.chips_lost + max(0, -seat_hand.net),
                biggest_pot=max(old.biggest_pot, seat_hand.won),
                best_hand=best,
            )
            result[player.key] = replace(player, formats={**player.formats, summary.table_format: new})
    return result, mark


def add_result(
    players: Mapping[Key, HoldemPlayerStats], summary: HoldemSummary
) -> dict[Key, HoldemPlayerStats]:
    """The records with a decided sit-and-go's places added (one tournament per seat)."""
    result = dict(players)
    if summary.places is None:
        return result
    for seat, who in enumerate(summary.names):
        place = summary.places.get(seat)
        if place is None:
            continue
        player = _player(result, who)
        old = player.of(summary.table_format)
        places = dict(old.places)
        places[place] = places.get(place, 0) + 1
        new = replace(old, tournaments=old.tournaments + 1, wins=old.wins + (place == 1), places=places)
        result[player.key] = replace(player, formats={**player.formats, summary.table_format: new})
    return result


#: How many Hold'em tables' counted hands are remembered (the oldest is forgotten first).
RECENT_TABLES = 50


@dataclass(frozen=True)
class HoldemRecords:
    """Hold'em's part of the statistics: the records, and per table how many hands are counted."""

    players: Mapping[Key, HoldemPlayerStats] = field(default_factory=dict)
    #: Table id -> how many of its hands are counted (newest table last).
    counted: Mapping[str, int] = field(default_factory=dict)


class HoldemStats:
    """Hold'em's section of the statistics file (``holdem``, since version 4): records by
    (human, name, level) and the hands counted per table; a file without it counted no hand."""

    key = "holdem"
    keys = ("holdem",)

    def empty(self) -> HoldemRecords:
        return HoldemRecords()

    def read(self, data: Mapping[str, Any], problems: list[str]) -> HoldemRecords:
        section = data.get("holdem", {})
        if not isinstance(section, dict):
            problems.append("holdem: not an object")
            return HoldemRecords()
        players = read_records(section, "holdem", holdem_player_from_dict, problems)
        counted: dict[str, int] = {}
        raw_counted = section.get("counted", {})
        if not isinstance(raw_counted, dict):
            problems.append("holdem.counted: not an object")
            raw_counted = {}
        for table_id, hands in raw_counted.items():
            if isinstance(table_id, str) and is_count(hands):
                counted[table_id] = hands
            else:
                problems.append(f"holdem.counted.{table_id}: dropped")
        return HoldemRecords(players, dict(list(counted.items())[-RECENT_TABLES:]))

    def write(self, value: HoldemRecords) -> dict[str, Any]:
        return {
            "holdem": {
                "humans": [p.to_dict() for p in listing(value.players, True)],
                "computers": [p.to_dict() for p in listing(value.players, False)],
                "counted": dict(value.counted),
            }
        }

    def counts_any(self, value: HoldemRecords) -> bool:
        return bool(value.players)

    def of(self, stats: Stats) -> HoldemRecords:
        """The Hold'em records in ``stats``."""
        records: HoldemRecords = stats.get(self)
        return records

    def listing(self, stats: Stats, human: bool) -> list[HoldemPlayerStats]:
        """Records of people or computer players, most hands first, then name and level."""
        return listing(self.of(stats).players, human)


HOLDEM_STATS = HoldemStats()


def listing(players: Mapping[Key, HoldemPlayerStats], human: bool) -> list[HoldemPlayerStats]:
    """Records of people or computer players, most hands first, then name and level."""
    chosen = [p for (is_human, _, _), p in players.items() if is_human == human]
    return sorted(chosen, key=lambda p: (-p.hands, p.name.casefold(), level_rank(p.level)))


def record_holdem(stats: Stats, summary: HoldemSummary) -> Stats:
    """New statistics with a Hold'em table's hands not counted yet added, and - once a sit-and-go
    is decided - its places (counted once per table)."""
    old = HOLDEM_STATS.of(stats)
    counted = dict(old.counted)
    holdem, mark = add_hands(old.players, summary, counted.pop(summary.table_id, 0))
    counted[summary.table_id] = mark  # newest last: the oldest tables are forgotten first
    recorded = stats.recorded
    if summary.places is not None and summary.table_id not in recorded:
        holdem = add_result(holdem, summary)
        recorded = remember(recorded, summary.table_id)
    counted = dict(list(counted.items())[-RECENT_TABLES:])
    return replace(stats.with_value(HOLDEM_STATS, HoldemRecords(holdem, counted)), recorded=recorded)


def finish_holdem(
    summary: HoldemSummary, path: Path | None = None, save: Path | None = None
) -> tuple[Stats, list[Notice]]:
    """Count a Hold'em table's new hands; once a sit-and-go is decided, also its places, and then
    clear the Hold'em save (a table that plays on keeps it)."""
    if summary.places is not None:
        return finish(lambda stats: record_holdem(stats, summary), path, save or holdem_save_path())
    return finish(lambda stats: record_holdem(stats, summary), path, None, clear=False)
