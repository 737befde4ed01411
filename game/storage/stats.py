"""The statistics file: one section per game, each read, counted and written by the game's own
`StatsSection` (``game.storage.<game>.stats``); this module names no game.

`Stats` holds the sections read (and, untouched, the parts of the file whose section was not
asked for, so counting one game never loses another's records) plus the ids of recently counted
games. `load_stats` / `save_stats` store them with the same care as the settings (a bad file is
kept aside, valid records survive, one 'stats_reset' notice). `finish` counts a finished game,
deal or hand under the file's lock and then clears the game's save.

Decisions:
- A section owns keys at the top of the file object (the first game's ``humans`` and
  ``computers``, the others one key each); the file's format and version stay as they were
  (version 4), so every earlier file loads and is written back in the same shape.
- A summary with an id (the checksum of the final game, a table's id) is counted only once:
  the ids of every game share one list (``recorded``), the newest `RECENT_IDS` kept.
- `load_stats` reads the sections it is given (the registry's, passed down by the persistence),
  or those registered with `register_section` (the built-in games, for callers below the
  registry); a section nobody asked for stays in the file as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol, TypeVar

from game.engine import Level

from .atomic import atomic_write_bytes, keep_aside
from .jsonio import JsonFileError, pretty_json, read_json
from .lock import file_lock
from .notices import Notice
from .paths import APP_DIR_NAME, stats_path
from .saves import clear_save

__all__ = [
    "STATS_FORMAT",
    "STATS_VERSION",
    "Stats",
    "StatsSection",
    "default_sections",
    "finish",
    "level_rank",
    "load_stats",
    "read_records",
    "register_section",
    "remember",
    "reset_stats",
    "save_stats",
]

#: The file's format name: the app's, as the settings' and saves'.
STATS_FORMAT = f"{APP_DIR_NAME}-stats"
STATS_VERSION = 4
#: The level of a computer record from before levels were counted (version 1), and a person's.
UNKNOWN_LEVEL = ""
#: How many recorded game ids are remembered to refuse counting a game twice.
RECENT_IDS = 50
#: The keys of the file object no section owns.
_OWN_KEYS = ("format", "version", "recorded")

#: Who a record counts: (human, name, level) - a person's level is ''.
Key = tuple[bool, str, str]


class StatsSection(Protocol):
    """One game's part of the statistics file: its codec and whether it counts anything."""

    #: Its name (the key of its tab, and of its value in `Stats.sections`).
    @property
    def key(self) -> str: ...

    #: The keys at the top of the file object it owns.
    @property
    def keys(self) -> tuple[str, ...]: ...

    def empty(self) -> Any:
        """The value of a file that counted nothing of this game."""
        ...

    def read(self, data: Mapping[str, Any], problems: list[str]) -> Any:
        """Its value from the file object (only its own keys are looked at); what cannot be kept
        is named in ``problems``."""
        ...

    def write(self, value: Any) -> dict[str, Any]:
        """Its keys of the file object."""
        ...

    def counts_any(self, value: Any) -> bool:
        """Whether ``value`` counts anything (the screen offers Zurücksetzen only then)."""
        ...


_DEFAULT: list[StatsSection] = []


def register_section(section: StatsSection) -> None:
    """Read ``section`` whenever no sections are passed (a key already registered is replaced)."""
    _DEFAULT[:] = [s for s in _DEFAULT if s.key != section.key] + [section]


def default_sections() -> tuple[StatsSection, ...]:
    """The sections read when no sections are passed."""
    return tuple(_DEFAULT)


@dataclass(frozen=True, eq=False)
class Stats:
    """All games' statistics: the sections read, the file's other parts, the counted ids.

    Two `Stats` are equal when they write the same file (a section not read counts as empty)."""

    #: Section key -> (the section, its value).
    sections: Mapping[str, tuple[StatsSection, Any]] = field(default_factory=dict)
    #: Ids of recently recorded games, matches and tables (newest last), so none is counted twice.
    recorded: tuple[str, ...] = ()
    #: The file's keys that no section read: written back as they were.
    other: Mapping[str, Any] = field(default_factory=dict)

    def get(self, section: StatsSection) -> Any:
        """The value of ``section`` (read from the file's other parts if it was not read yet)."""
        if section.key in self.sections:
            return self.sections[section.key][1]
        mine = {key: self.other[key] for key in section.keys if key in self.other}
        return section.read(mine, []) if mine else section.empty()

    def with_value(self, section: StatsSection, value: Any) -> Stats:
        """These statistics with ``section``'s value replaced."""
        other = {key: raw for key, raw in self.other.items() if key not in section.keys}
        return replace(self, sections={**self.sections, section.key: (section, value)}, other=other)

    def counts_any(self, sections: Iterable[StatsSection]) -> bool:
        """Whether any of ``sections`` counts anything."""
        return any(section.counts_any(self.get(section)) for section in sections)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Stats) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def to_dict(self, sections: Sequence[StatsSection] | None = None) -> dict[str, Any]:
        """The file object: the sections read, the parts no section read as they were, and every
        other of ``sections`` (None: `default_sections`) empty, so each game's keys are there."""
        data: dict[str, Any] = {"format": STATS_FORMAT, "version": STATS_VERSION, **self.other}
        for section in default_sections() if sections is None else sections:
            if section.key not in self.sections and not any(key in self.other for key in section.keys):
                data.update(section.write(section.empty()))
        for section, value in self.sections.values():
            data.update(section.write(value))
        data["recorded"] = list(self.recorded)
        return data

    @classmethod
    def from_dict(cls, data: Any, sections: Sequence[StatsSection] | None = None) -> tuple[Stats, list[str]]:
        """Stats from a parsed file plus its problems; bad parts are dropped, the rest kept.
        ``sections``: those to read (None: `default_sections`)."""
        chosen = default_sections() if sections is None else tuple(sections)
        empty = cls()
        if not isinstance(data, dict):
            return empty, [f"the file holds a {type(data).__name__}, not an object"]
        if data.get("format") != STATS_FORMAT:
            return empty, [f"format {data.get('format')!r} is not {STATS_FORMAT!r}"]
        problems: list[str] = []
        read = {s.key: (s, s.read(data, problems)) for s in chosen}
        owned = {key for s in chosen for key in s.keys}
        other = {key: raw for key, raw in data.items() if key not in owned and key not in _OWN_KEYS}
        recorded = data.get("recorded", [])
        if not (isinstance(recorded, list) and all(isinstance(i, str) for i in recorded)):
            problems.append("recorded: not a list of ids")
            recorded = []
        return cls(read, tuple(recorded[-RECENT_IDS:]), other), problems


class _Record(Protocol):
    """A record of one game's section: it knows whom it counts."""

    @property
    def name(self) -> str: ...
    @property
    def key(self) -> Key: ...


R = TypeVar("R", bound=_Record)


def read_records(
    section: Any, label: str, parse: Callable[[Any, bool, list[str], str], R], problems: list[str]
) -> dict[Key, R]:
    """The people's and the computers' records of a section (``label``: where in the file, ''
    at the top), each parsed by ``parse``; records that cannot be kept are named in ``problems``."""
    result: dict[Key, R] = {}
    if not isinstance(section, Mapping):
        problems.append(f"{label}: not an object")
        return result
    for group, human in (("humans", True), ("computers", False)):
        records = section.get(group, [])
        name = f"{label}.{group}" if label else group
        if not isinstance(records, list):
            problems.append(f"{name}: not a list")
            continue
        for index, raw in enumerate(records):
            where = f"{name}[{index}]"
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


def level_rank(level: str) -> int:
    """Weakest level first; an unrecorded level last."""
    return list(Level).index(Level(level)) if level in set(Level) else len(Level)


def remember(recorded: tuple[str, ...], game_id: str) -> tuple[str, ...]:
    """The list of counted ids with ``game_id`` added (if it has one)."""
    return (recorded + (game_id,))[-RECENT_IDS:] if game_id else recorded


def load_stats(
    path: Path | None = None, sections: Sequence[StatsSection] | None = None
) -> tuple[Stats, list[Notice]]:
    """The stored statistics and at most one notice; never raises for a bad file.
    ``sections``: those to read (None: `default_sections`); the others are kept as they are."""
    target = stats_path() if path is None else path
    chosen = default_sections() if sections is None else tuple(sections)
    try:
        data = read_json(target)
    except FileNotFoundError:
        return Stats(), []
    except JsonFileError as exc:
        stats, problems = Stats.from_dict(None, chosen)[0], [str(exc)]
    else:
        stats, problems = Stats.from_dict(data, chosen)
    if not problems:
        return stats, []
    aside = keep_aside(target, "corrupt")
    if aside is not None or not target.exists():
        try:
            save_stats(stats, target, chosen)  # keep what was valid, as the settings do
        except OSError:
            pass
    return stats, [Notice("stats_reset", "; ".join(problems[:20]), aside)]


def save_stats(
    stats: Stats, path: Path | None = None, sections: Sequence[StatsSection] | None = None
) -> None:
    """Store the statistics atomically (raises OSError if the disk refuses); ``sections`` as for
    `Stats.to_dict`."""
    target = stats_path() if path is None else path
    atomic_write_bytes(target, pretty_json(stats.to_dict(sections)))


def reset_stats(path: Path | None = None, sections: Sequence[StatsSection] | None = None) -> Stats:
    """Forget all statistics (the screen asks first); returns the empty statistics."""
    empty = Stats()
    save_stats(empty, path, sections)
    return empty


def finish(
    add: Callable[[Stats], Stats], path: Path | None, save: Path | None, clear: bool = True
) -> tuple[Stats, list[Notice]]:
    """Read, add and write the statistics under their lock, then clear the finished ``save``
    (``clear`` False: keep every save).

    In this order, so a crash in between leaves the finished save, and the next finish counts
    it once more only if its id was not stored (it was). Returns the new statistics and any
    notices (a repaired statistics file, or 'file_write_failed' when the disk refused; the save
    is then kept)."""
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
