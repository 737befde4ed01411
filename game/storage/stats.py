"""Statistics per player name, humans and computer players kept apart, computers per level.

For every name: games, wins and losses per mode, how often each place was
reached, rounds played, and the best hand ever held. `record_game` is a pure
function from (`Stats`, `GameSummary`) to new `Stats`; `load_stats` /
`save_stats` store them with the same care as the settings (a bad file is
kept aside, valid records survive, one 'stats_reset' notice).

Decisions:
- Win and loss follow the game's own verdict: in absteigend the one winner
  wins and everyone else loses; in aufsteigend the one loser loses and
  everyone else (finished safe) wins. So wins + losses = games per mode, and
  the places table gives the finer picture.
- "Held" means both the five cards dealt and the five cards after the
  exchange, in every round the player took part in.
- The best hand is kept per rule set, because a strength only compares
  within its rule set (Original decides by one card, Standard by all five).
  `PlayerStats.best_hand` picks one for display across rule sets: the higher
  category, then the Standard rating of the cards. Stored ratings are
  recomputed from the cards on load, so the file cannot claim a better hand
  than its cards make.
- A computer seat is counted per name and level: "Computer 1" at Normal and
  at Profi are different players. Files of version 1 had no level; their
  computer records load with the level '' (not recorded) and stay apart
  from every counted level rather than being credited to a guessed one.
- A summary with a `game_id` (the checksum of the final game) is counted
  only once, so finishing a game twice (a crash between recording the result
  and clearing the save) does not count it twice.
- Duell matches are counted in a section of their own (`duell_stats`), per
  name and level like the token game's computers, and their ids share the
  list of counted games. Version 3 added that section; files of versions 1
  and 2 load as before, with no Duell matches.
- Hold'em is counted in a section of its own too (`holdem_stats`), per name,
  level and format, with the number of hands counted per table, so a hand is
  counted once however often its table is left and resumed. Version 4 added
  that section; files of versions 1 to 3 load as before, with no Hold'em.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol, TypeVar

from game.engine import Card, Game, HandCategory, Level, Mode, RuleSet, evaluate, format_cards, parse_cards
from game.engine.names import name_problem
from game.engine.token.serialize import to_dict

from .atomic import atomic_write_bytes, keep_aside
from .duell.stats import DuellPlayerStats, DuellSummary, add_match, duell_player_from_dict
from .holdem.stats import HoldemPlayerStats, HoldemSummary, add_hands, add_result, holdem_player_from_dict
from .jsonio import JsonFileError, is_count, pretty_json, read_json
from .lock import file_lock
from .notices import Notice
from .paths import duell_save_path, holdem_save_path, stats_path
from .saves import checksum, clear_save

__all__ = [
    "BestHand",
    "GameSummary",
    "PlayerStats",
    "SeatSummary",
    "Stats",
    "finish_game",
    "finish_match",
    "finish_holdem",
    "load_stats",
    "record_game",
    "record_match",
    "record_holdem",
    "reset_stats",
    "save_stats",
    "summary_from_game",
]

STATS_FORMAT = "tokenpoker-stats"
STATS_VERSION = 4
#: The level of a computer record from before levels were counted (version 1).
UNKNOWN_LEVEL = ""
MODES = ("absteigend", "aufsteigend")
#: How many recorded game ids are remembered to refuse counting a game twice.
RECENT_IDS = 50
#: How many Hold'em tables' counted hands are remembered (the oldest is forgotten first).
RECENT_TABLES = 50


@dataclass(frozen=True, slots=True)
class BestHand:
    """A five-card hand with its rating under one rule set."""

    #: Code notation, most important card first, e.g. "As Ks Qs Js Ts".
    cards: str
    category: HandCategory
    strength: int
    rules: RuleSet

    @classmethod
    def rate(cls, cards: Sequence[Card] | str, rules: RuleSet | str) -> BestHand:
        """Rate five cards (objects or code notation) under `rules`; ValueError if not a hand."""
        parsed = parse_cards(cards) if isinstance(cards, str) else list(cards)
        value = evaluate(parsed, RuleSet(rules))
        return cls(format_cards(value.cards), value.category, value.strength, value.rules)

    def card_list(self) -> list[Card]:
        """The cards as objects."""
        return parse_cards(self.cards)

    def to_dict(self) -> dict[str, Any]:
        return {"cards": self.cards, "category": self.category.name, "strength": self.strength}


def _display_key(hand: BestHand) -> tuple[int, int]:
    return int(hand.category), evaluate(hand.card_list(), RuleSet.STANDARD).strength


@dataclass(frozen=True)
class PlayerStats:
    """Everything counted for one name (as a human, or as a computer player at one level)."""

    name: str
    human: bool
    #: Per mode ('absteigend', 'aufsteigend').
    games: Mapping[str, int] = field(default_factory=dict)
    wins: Mapping[str, int] = field(default_factory=dict)
    losses: Mapping[str, int] = field(default_factory=dict)
    #: Place (1 = best) -> how often.
    places: Mapping[int, int] = field(default_factory=dict)
    rounds: int = 0
    #: Rule set value ('original', 'standard') -> best hand held under it.
    best_hands: Mapping[str, BestHand] = field(default_factory=dict)
    #: The computer level ('anfaenger', 'normal', 'profi'); '' for people and old records.
    level: str = UNKNOWN_LEVEL

    @property
    def key(self) -> tuple[bool, str, str]:
        """Who this record counts: (human, name, level)."""
        return self.human, self.name, self.level

    @property
    def total_games(self) -> int:
        return sum(self.games.values())

    @property
    def total_wins(self) -> int:
        return sum(self.wins.values())

    @property
    def total_losses(self) -> int:
        return sum(self.losses.values())

    @property
    def best_hand(self) -> BestHand | None:
        """The best hand across rule sets (category, then the Standard rating)."""
        if not self.best_hands:
            return None
        return max(self.best_hands.values(), key=_display_key)

    def to_dict(self) -> dict[str, Any]:
        level = {} if self.human else {"level": self.level}
        return {
            "name": self.name,
            **level,
            "games": dict(self.games),
            "wins": dict(self.wins),
            "losses": dict(self.losses),
            "places": {str(place): count for place, count in sorted(self.places.items())},
            "rounds": self.rounds,
            "best_hands": {rules: hand.to_dict() for rules, hand in sorted(self.best_hands.items())},
        }


@dataclass(frozen=True)
class Stats:
    """All players' statistics. Key: (human, name, level) - a person's level is ''."""

    players: Mapping[tuple[bool, str, str], PlayerStats] = field(default_factory=dict)
    #: Ids of recently recorded games and matches (newest last), so none is counted twice.
    recorded: tuple[str, ...] = ()
    #: The Duell records, by the same key.
    duell: Mapping[tuple[bool, str, str], DuellPlayerStats] = field(default_factory=dict)
    #: The Hold'em records, by the same key.
    holdem: Mapping[tuple[bool, str, str], HoldemPlayerStats] = field(default_factory=dict)
    #: Hold'em table id -> how many of its hands are counted (newest table last).
    holdem_counted: Mapping[str, int] = field(default_factory=dict)

    def player(self, name: str, human: bool, level: str = UNKNOWN_LEVEL) -> PlayerStats | None:
        """One player's record, if any (a computer's at `level`)."""
        return self.players.get((human, name, "" if human else level))

    def listing(self, human: bool) -> list[PlayerStats]:
        """Humans or computer players, most wins first, then most games, then by name and level."""
        chosen = [p for (is_human, _, _), p in self.players.items() if is_human == human]
        return sorted(
            chosen, key=lambda p: (-p.total_wins, -p.total_games, p.name.casefold(), _level_rank(p.level))
        )

    def duell_listing(self, human: bool) -> list[DuellPlayerStats]:
        """Duell records of people or computer players, most wins first, then matches, name, level."""
        chosen = [p for (is_human, _, _), p in self.duell.items() if is_human == human]
        return sorted(
            chosen, key=lambda p: (-p.wins, -p.matches, p.name.casefold(), _level_rank(p.level))
        )

    def holdem_listing(self, human: bool) -> list[HoldemPlayerStats]:
        """Hold'em records of people or computer players, most hands first, then name and level."""
        chosen = [p for (is_human, _, _), p in self.holdem.items() if is_human == human]
        return sorted(chosen, key=lambda p: (-p.hands, p.name.casefold(), _level_rank(p.level)))

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": STATS_FORMAT,
            "version": STATS_VERSION,
            "humans": [p.to_dict() for p in self.listing(True)],
            "computers": [p.to_dict() for p in self.listing(False)],
            "duell": {
                "humans": [p.to_dict() for p in self.duell_listing(True)],
                "computers": [p.to_dict() for p in self.duell_listing(False)],
            },
            "holdem": {
                "humans": [p.to_dict() for p in self.holdem_listing(True)],
                "computers": [p.to_dict() for p in self.holdem_listing(False)],
                "counted": dict(self.holdem_counted),
            },
            "recorded": list(self.recorded),
        }

    @classmethod
    def from_dict(cls, data: Any) -> tuple[Stats, list[str]]:
        """Stats from a parsed file plus its problems; bad parts are dropped, the rest kept."""
        if not isinstance(data, dict):
            return cls(), [f"the file holds a {type(data).__name__}, not an object"]
        if data.get("format") != STATS_FORMAT:
            return cls(), [f"format {data.get('format')!r} is not {STATS_FORMAT!r}"]
        problems: list[str] = []
        players: dict[tuple[bool, str, str], PlayerStats] = {}
        for group, human in (("humans", True), ("computers", False)):
            records = data.get(group, [])
            if not isinstance(records, list):
                problems.append(f"{group}: not a list")
                continue
            for index, raw in enumerate(records):
                try:
                    player = _player_from_dict(raw, human, problems, f"{group}[{index}]")
                except ValueError as exc:
                    problems.append(f"{group}[{index}]: {exc}")
                    continue
                if player.key in players:
                    problems.append(f"{group}[{index}]: {player.name!r} listed twice")
                    continue
                players[player.key] = player
        recorded = data.get("recorded", [])
        if not (isinstance(recorded, list) and all(isinstance(i, str) for i in recorded)):
            problems.append("recorded: not a list of ids")
            recorded = []
        duell = _duell_from_dict(data.get("duell", {}), problems)
        holdem, counted = _holdem_from_dict(data.get("holdem", {}), problems)
        return cls(players, tuple(recorded[-RECENT_IDS:]), duell, holdem, counted), problems


class _Record(Protocol):
    """A record of one game's section: it knows whom it counts."""

    @property
    def name(self) -> str: ...
    @property
    def key(self) -> tuple[bool, str, str]: ...


R = TypeVar("R", bound=_Record)


def _section(
    section: Any, label: str, parse: Callable[[Any, bool, list[str], str], R], problems: list[str]
) -> dict[tuple[bool, str, str], R]:
    """The people's and the computers' records of a game's section (``label``: its key in the
    file), each parsed by ``parse``; records that cannot be kept are named in ``problems``."""
    result: dict[tuple[bool, str, str], R] = {}
    for group, human in (("humans", True), ("computers", False)):
        records = section.get(group, [])
        if not isinstance(records, list):
            problems.append(f"{label}.{group}: not a list")
            continue
        for index, raw in enumerate(records):
            where = f"{label}.{group}[{index}]"
            try:
                player = parse(raw, human, problems, where)
            except ValueError as exc:
                problems.append(f"{where}: {exc}")
                continue
            if player.key in result:
                problems.append(f"{where}: {player.name!r} listed twice")
                continue
            result[player.key] = player
    return result


def _duell_from_dict(section: Any, problems: list[str]) -> dict[tuple[bool, str, str], DuellPlayerStats]:
    """The Duell section of a file (absent before version 3: no matches)."""
    if not isinstance(section, dict):
        problems.append("duell: not an object")
        return {}
    return _section(section, "duell", duell_player_from_dict, problems)


def _holdem_from_dict(
    section: Any, problems: list[str]
) -> tuple[dict[tuple[bool, str, str], HoldemPlayerStats], dict[str, int]]:
    """The Hold'em section of a file (absent before version 4: no hands) and its counted hands."""
    if not isinstance(section, dict):
        problems.append("holdem: not an object")
        return {}, {}
    result = _section(section, "holdem", holdem_player_from_dict, problems)
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
    return result, dict(list(counted.items())[-RECENT_TABLES:])


def _level_rank(level: str) -> int:
    """Weakest level first; an unrecorded level last."""
    return list(Level).index(Level(level)) if level in set(Level) else len(Level)


def _counts(raw: Any, keys: Iterable[str] | None, where: str, problems: list[str]) -> dict[str, int]:
    if not isinstance(raw, dict):
        problems.append(f"{where}: not an object")
        return {}
    result: dict[str, int] = {}
    for key, value in raw.items():
        if (keys is not None and key not in keys) or not is_count(value):
            problems.append(f"{where}.{key}: {value!r} dropped")
            continue
        if value:
            result[key] = value
    return result


def _player_from_dict(raw: Any, human: bool, problems: list[str], where: str) -> PlayerStats:
    if not isinstance(raw, dict):
        raise ValueError("not an object")
    name = raw.get("name")
    if not isinstance(name, str):
        raise ValueError(f"name {name!r} is not a name")
    if problem := name_problem(name):
        raise ValueError(problem)
    level = UNKNOWN_LEVEL if human else raw.get("level", UNKNOWN_LEVEL)  # version 1: no level
    if level != UNKNOWN_LEVEL and level not in set(Level):
        raise ValueError(f"level {level!r} is not a computer level")
    games = _counts(raw.get("games", {}), MODES, f"{where}.games", problems)
    wins = _counts(raw.get("wins", {}), MODES, f"{where}.wins", problems)
    losses = _counts(raw.get("losses", {}), MODES, f"{where}.losses", problems)
    places: dict[int, int] = {}
    for key, value in _counts(raw.get("places", {}), None, f"{where}.places", problems).items():
        if key.isdigit() and 1 <= int(key) <= 5:
            places[int(key)] = value
        else:
            problems.append(f"{where}.places.{key}: dropped")
    rounds = raw.get("rounds", 0)
    if not is_count(rounds):
        problems.append(f"{where}.rounds: {rounds!r} dropped")
        rounds = 0
    best: dict[str, BestHand] = {}
    best_raw = raw.get("best_hands", {})
    if not isinstance(best_raw, dict):
        problems.append(f"{where}.best_hands: not an object")
        best_raw = {}
    for rules, hand in best_raw.items():
        try:
            cards = hand.get("cards") if isinstance(hand, dict) else None
            if not isinstance(cards, str):
                raise ValueError("no cards")
            best[rules] = BestHand.rate(cards, RuleSet(rules))
        except ValueError as exc:
            problems.append(f"{where}.best_hands.{rules}: {exc}")
    return PlayerStats(name, human, games, wins, losses, places, rounds, best, level)


@dataclass(frozen=True, slots=True)
class SeatSummary:
    """One seat's share of a finished game."""

    name: str
    human: bool
    #: 1 = best; seats that left in the same round share a place.
    place: int
    #: True for the winner (absteigend) / everyone but the loser (aufsteigend).
    won: bool
    #: Rounds this seat was dealt in.
    rounds: int
    #: The best five cards this seat held (dealt or after the exchange), if any round was played.
    best_hand: tuple[Card, ...] | None = None
    #: A computer seat's level ('anfaenger', 'normal', 'profi'); ignored for people.
    level: str = UNKNOWN_LEVEL


@dataclass(frozen=True, slots=True)
class GameSummary:
    """What statistics need from a finished game, independent of `Game` internals."""

    mode: str
    rules: str
    rounds: int
    seats: tuple[SeatSummary, ...]
    #: A unique id of the game (e.g. the checksum of its final dict); '' = always count.
    game_id: str = ""


def _add(counts: Mapping[Any, int], key: Any, amount: int = 1) -> dict[Any, int]:
    result = dict(counts)
    result[key] = result.get(key, 0) + amount
    return result


def record_game(stats: Stats, summary: GameSummary) -> Stats:
    """New statistics with one finished game added (the input is not changed)."""
    if summary.mode not in MODES:
        raise ValueError(f"unknown mode {summary.mode!r}")
    rules = RuleSet(summary.rules)
    if summary.game_id and summary.game_id in stats.recorded:
        return stats
    players = dict(stats.players)
    for seat in summary.seats:
        level = UNKNOWN_LEVEL if seat.human else seat.level
        key = (seat.human, seat.name, level)
        old = players.get(key) or PlayerStats(seat.name, seat.human, level=level)
        best = dict(old.best_hands)
        if seat.best_hand is not None:
            candidate = BestHand.rate(seat.best_hand, rules)
            current = best.get(rules.value)
            if current is None or candidate.strength > current.strength:
                best[rules.value] = candidate
        players[key] = replace(
            old,
            games=_add(old.games, summary.mode),
            wins=_add(old.wins, summary.mode) if seat.won else dict(old.wins),
            losses=dict(old.losses) if seat.won else _add(old.losses, summary.mode),
            places=_add(old.places, seat.place),
            rounds=old.rounds + seat.rounds,
            best_hands=best,
        )
    return replace(stats, players=players, recorded=_remember(stats.recorded, summary.game_id))


def _remember(recorded: tuple[str, ...], game_id: str) -> tuple[str, ...]:
    """The list of counted ids with ``game_id`` added (if it has one)."""
    return (recorded + (game_id,))[-RECENT_IDS:] if game_id else recorded


def record_match(stats: Stats, summary: DuellSummary) -> Stats:
    """New statistics with one finished Duell match added (counted once per ``game_id``)."""
    if summary.game_id and summary.game_id in stats.recorded:
        return stats
    duell = add_match(stats.duell, summary)
    return replace(stats, recorded=_remember(stats.recorded, summary.game_id), duell=duell)


def record_holdem(stats: Stats, summary: HoldemSummary) -> Stats:
    """New statistics with a Hold'em table's hands not counted yet added, and - once a sit-and-go
    is decided - its places (counted once per table)."""
    counted = dict(stats.holdem_counted)
    holdem, mark = add_hands(stats.holdem, summary, counted.pop(summary.table_id, 0))
    counted[summary.table_id] = mark  # newest last: the oldest tables are forgotten first
    recorded = stats.recorded
    if summary.places is not None and summary.table_id not in recorded:
        holdem = add_result(holdem, summary)
        recorded = _remember(recorded, summary.table_id)
    counted = dict(list(counted.items())[-RECENT_TABLES:])
    return replace(stats, recorded=recorded, holdem=holdem, holdem_counted=counted)


def load_stats(path: Path | None = None) -> tuple[Stats, list[Notice]]:
    """The stored statistics and at most one notice; never raises for a bad file."""
    target = stats_path() if path is None else path
    try:
        data = read_json(target)
    except FileNotFoundError:
        return Stats(), []
    except JsonFileError as exc:
        stats, problems = Stats(), [str(exc)]
    else:
        stats, problems = Stats.from_dict(data)
    if not problems:
        return stats, []
    aside = keep_aside(target, "corrupt")
    if aside is not None or not target.exists():
        try:
            save_stats(stats, target)  # keep what was valid, as the settings do
        except OSError:
            pass
    return stats, [Notice("stats_reset", "; ".join(problems[:20]), aside)]


def save_stats(stats: Stats, path: Path | None = None) -> None:
    """Store the statistics atomically (raises OSError if the disk refuses)."""
    target = stats_path() if path is None else path
    atomic_write_bytes(target, pretty_json(stats.to_dict()))


def reset_stats(path: Path | None = None) -> Stats:
    """Forget all statistics (the screen asks first); returns the empty statistics."""
    empty = Stats()
    save_stats(empty, path)
    return empty


def summary_from_game(game: Game) -> GameSummary:
    """The statistics summary of a finished game (ValueError if it is not over)."""
    if not game.is_over:
        raise ValueError("the game is not over yet")
    rules = game.config.rules
    held: dict[int, list[tuple[Card, ...]]] = {i: [] for i in range(len(game.config.seats))}
    for record in game.history:
        for seat in record.order:
            held[seat].append(record.dealt[seat])
            held[seat].append(record.final[seat])
    seats = []
    for state in game.seats:
        hands = held[state.index]
        best = max(hands, key=lambda cards: evaluate(cards, rules).strength) if hands else None
        if game.config.mode is Mode.DESCENDING:
            won = state.index == game.winner
        else:
            won = state.index != game.loser
        seats.append(
            SeatSummary(
                state.name,
                state.human,
                state.place if state.place is not None else len(game.config.seats),
                won,
                len(hands) // 2,
                best,
                UNKNOWN_LEVEL if state.human else Level(game.config.seats[state.index].level).value,
            )
        )
    return GameSummary(
        game.config.mode.value,
        rules.value,
        game.round_no,
        tuple(seats),
        checksum(to_dict(game)),
    )


def finish_game(game: Game, path: Path | None = None, save: Path | None = None) -> tuple[Stats, list[Notice]]:
    """After game over: add the game to the statistics, store them, then clear the save.

    In this order, so a crash in between leaves the finished save, and the
    next finish counts it once more only if its id was not stored (it was).
    Returns the new statistics and any notices (a repaired statistics file,
    or 'file_write_failed' when the disk refused; the save is then kept).
    """
    summary = summary_from_game(game)
    return _finish(lambda stats: record_game(stats, summary), path, save)


def finish_match(
    summary: DuellSummary, path: Path | None = None, save: Path | None = None
) -> tuple[Stats, list[Notice]]:
    """After a Duell match: count it, store the statistics, then clear the Duell save (as `finish_game`)."""
    return _finish(lambda stats: record_match(stats, summary), path, save or duell_save_path())


def finish_holdem(
    summary: HoldemSummary, path: Path | None = None, save: Path | None = None
) -> tuple[Stats, list[Notice]]:
    """Count a Hold'em table's new hands; once a sit-and-go is decided, also its places, and then
    clear the Hold'em save (a table that plays on keeps it)."""
    if summary.places is not None:
        return _finish(lambda stats: record_holdem(stats, summary), path, save or holdem_save_path())
    return _finish(lambda stats: record_holdem(stats, summary), path, None, clear=False)


def _finish(
    add: Callable[[Stats], Stats], path: Path | None, save: Path | None, clear: bool = True
) -> tuple[Stats, list[Notice]]:
    """Read, add and write the statistics under their lock, then clear the finished save
    (``save`` None: the token game's; ``clear`` False: keep every save)."""
    target = stats_path() if path is None else path
    # Read, add and write under one lock: another copy of the game finishing at
    # the same moment would otherwise overwrite this count (or this one its).
    with file_lock(target.with_name(target.name + ".lock")):
        stats, notices = load_stats(target)
        stats = add(stats)
        try:
            save_stats(stats, target)
        except OSError as exc:
            return stats, notices + [Notice("file_write_failed", f"statistics: {exc}")]
    if clear:
        clear_save(save)
    return stats, notices
