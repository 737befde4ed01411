"""The player's settings (the Einstellungen screen, the license acceptance, the last setup).

`Settings` is a frozen dataclass; change it with `dataclasses.replace` and
store it with `save_settings` (atomic). `load_settings` never fails: a
missing file gives the defaults silently; a corrupt or partly invalid file
keeps every valid value, uses the default for each bad one, keeps the bad
file aside (renamed, never deleted), writes the repaired settings back, and
returns exactly one `Notice` ('settings_reset'). Unknown keys are ignored
silently and missing keys take their defaults silently, so older and newer
files load without complaint. The Netzwerk screen keeps the last server
address and account name it logged in with here (never the password).

Animation speed is a factor (1.0 = normal, 2.0 = twice as fast, 0.5 = half
as fast), any value from 0.25 to 8.0; the settings screen offers a few steps
(the UI's `ANIMATION_SPEEDS`) and snaps a stored value to the nearest. A
number rather than named steps so the screen can change its steps without a
file format change; an animation lasts ``duration / animation_speed``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from game.engine import (
    MAX_PLAYERS,
    MAX_TOKENS,
    MIN_PLAYERS,
    MIN_TOKENS,
    GameConfig,
    Mode,
    RuleSet,
    SeatConfig,
)
from game.engine.duell import MAX_STACK, MIN_STACK, DuellConfig
from game.engine.duell.config import DECK_SIZES
from game.engine.levels import Level
from game.engine.names import name_problem
from game.engine.token.config import MAX_NAME_LENGTH

from .atomic import atomic_write_bytes, keep_aside
from .holdem.setup import default_holdem_setup, normalize_holdem_setup
from .jsonio import JsonFileError, pretty_json, read_json
from .notices import Notice
from .paths import settings_path

__all__ = [
    "MAX_ADDRESS_LENGTH",
    "MAX_SPEED",
    "MIN_SPEED",
    "CARD_BACK_COUNT",
    "DEFAULT_SETUP",
    "LANGUAGES",
    "Settings",
    "load_settings",
    "normalize_setup",
    "normalize_duell_setup",
    "duell_from_setup",
    "save_settings",
    "setup_from_config",
    "setup_to_config",
]

SETTINGS_FORMAT = "tokenpoker-settings"
SETTINGS_VERSION = 1

LANGUAGES = ("de", "en")
#: How many card back designs the card renderer draws; `Settings.card_back` is 0..CARD_BACK_COUNT-1.
CARD_BACK_COUNT = 3
MIN_SPEED, MAX_SPEED = 0.25, 8.0

MODES = tuple(mode.value for mode in Mode)
LEVEL_NAMES = tuple(level.value for level in Level)
RULE_SETS = tuple(rules.value for rules in RuleSet)
MAX_LEVEL_LENGTH = 40


def _default_setup() -> dict[str, Any]:
    """The setup screen's defaults: one human, two computers, absteigend, 6, Original."""
    return {
        "seats": [
            {"name": "Spieler 1", "human": True, "level": "normal"},
            {"name": "Computer 1", "human": False, "level": "normal"},
            {"name": "Computer 2", "human": False, "level": "normal"},
        ],
        "mode": "absteigend",
        "tokens": 6,
        "rules": "original",
    }


#: A copy of the default last setup (use `_default_setup()` internally to get a fresh one).
DEFAULT_SETUP: Mapping[str, Any] = _default_setup()


def _default_duell() -> dict[str, Any]:
    """The Duell set-up's defaults: variants.md (32 cards, 200 chips), a Normal opponent."""
    return {"name": "Spieler 1", "level": "normal", "deck": 32, "stack": 200}


@dataclass(frozen=True)
class Settings:
    """Every stored setting; the defaults are what a first start uses."""

    language: str = "de"
    #: Factor on animation speed: 1.0 normal, 2.0 twice as fast (MIN_SPEED..MAX_SPEED).
    animation_speed: float = 1.0
    sound: bool = True
    #: 0.0 (silent) .. 1.0 (full).
    volume: float = 0.7
    fullscreen: bool = False
    #: Four-colour suits instead of the usual red and black.
    four_color: bool = False
    card_back: int = 0
    #: The hint line that lists the keys of the moment.
    show_hint: bool = True
    #: The "Tipp" hint on the table (odds and the Profi level's advice).
    show_tips: bool = True
    #: Ask "Wirklich passen?" before folding when a free check (WARTEN) is possible.
    confirm_fold: bool = True
    #: The license was accepted at the first start (remembered per user).
    license_accepted: bool = False
    #: The last game setup, JSON-compatible: seats [{name, human, level}], mode, tokens, rules.
    last_setup: dict[str, Any] = field(default_factory=_default_setup)
    #: The last Duell set-up: name, level, deck (32/52), stack.
    last_duell: dict[str, Any] = field(default_factory=_default_duell)
    #: The last Hold'em set-up (`holdem_setup`): seats, structure, blinds, stack, format, timer ...
    last_holdem: dict[str, Any] = field(default_factory=default_holdem_setup)
    #: Netzwerk: the last server address logged in to ("": the screen's default, this computer).
    net_address: str = ""
    #: Netzwerk: the last account name logged in with ("": none yet). Never the password.
    net_name: str = ""
    #: Netzwerk: the accounts whose chat and private messages are not shown (sent to the server too).
    net_ignored: tuple[str, ...] = ()
    #: Netzwerk, your move: a sound at once, the window flashed when not focused, the time shown.
    turn_sound: bool = True
    turn_flash: bool = True
    turn_timer: bool = True

    def __post_init__(self) -> None:
        # The same checks as for a file, so the screens cannot build (and save)
        # a value the next start would reject.
        for name, check in _CHECKS.items():
            try:
                object.__setattr__(self, name, check(getattr(self, name)))
            except (TypeError, ValueError) as exc:
                raise ValueError(f"{name}: {exc}") from None
        setup, problems = normalize_setup(self.last_setup)
        if problems:
            raise ValueError("last_setup: " + "; ".join(problems))
        object.__setattr__(self, "last_setup", setup)
        duell, problems = normalize_duell_setup(self.last_duell)
        if problems:
            raise ValueError("last_duell: " + "; ".join(problems))
        object.__setattr__(self, "last_duell", duell)
        holdem, problems = normalize_holdem_setup(self.last_holdem)
        if problems:
            raise ValueError("last_holdem: " + "; ".join(problems))
        object.__setattr__(self, "last_holdem", holdem)

    def to_dict(self) -> dict[str, Any]:
        """The JSON-compatible form written to the settings file."""
        data: dict[str, Any] = {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION}
        for spec in fields(self):
            data[spec.name] = getattr(self, spec.name)
        data["last_setup"] = normalize_setup(self.last_setup)[0]
        data["last_duell"] = normalize_duell_setup(self.last_duell)[0]
        data["last_holdem"] = normalize_holdem_setup(self.last_holdem)[0]
        data["net_ignored"] = list(self.net_ignored)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> tuple[Settings, list[str]]:
        """Settings from a parsed file, plus one line per problem (empty: all fine)."""
        if not isinstance(data, dict):
            return cls(), [f"the file holds a {type(data).__name__}, not an object"]
        problems: list[str] = []
        values: dict[str, Any] = {}
        fmt = data.get("format", SETTINGS_FORMAT)
        if fmt != SETTINGS_FORMAT:
            return cls(), [f"format {fmt!r} is not {SETTINGS_FORMAT!r}"]
        for name, check in _CHECKS.items():
            if name not in data:
                continue
            try:
                values[name] = check(data[name])
            except (TypeError, ValueError) as exc:
                problems.append(f"{name}: {exc}")
        if "last_setup" in data:
            setup, setup_problems = normalize_setup(data["last_setup"])
            values["last_setup"] = setup
            problems.extend(f"last_setup.{problem}" for problem in setup_problems)
        if "last_duell" in data:
            duell, duell_problems = normalize_duell_setup(data["last_duell"])
            values["last_duell"] = duell
            problems.extend(f"last_duell.{problem}" for problem in duell_problems)
        if "last_holdem" in data:
            holdem, holdem_problems = normalize_holdem_setup(data["last_holdem"])
            values["last_holdem"] = holdem
            problems.extend(f"last_holdem.{problem}" for problem in holdem_problems)
        return cls(**values), problems


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"{value!r} is not true/false")
    return value


def _language(value: Any) -> str:
    if value not in LANGUAGES:
        raise ValueError(f"{value!r} is not one of {', '.join(LANGUAGES)}")
    return str(value)


def _number(value: Any, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{value!r} is not a number")
    if not (math.isfinite(value) and low <= value <= high):
        raise ValueError(f"{value!r} is outside {low}..{high}")
    return float(value)


def _speed(value: Any) -> float:
    return _number(value, MIN_SPEED, MAX_SPEED)


def _volume(value: Any) -> float:
    return _number(value, 0.0, 1.0)


#: The longest server address the Netzwerk screen takes.
MAX_ADDRESS_LENGTH = 64


def _net_address(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{value!r} is not text")
    if len(value) > MAX_ADDRESS_LENGTH or not all(ch.isprintable() and not ch.isspace() for ch in value):
        raise ValueError(f"{value!r} is not a server address")
    return value


def _net_name(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{value!r} is not text")
    if value and (value != value.strip() or name_problem(value) is not None):
        raise ValueError(f"{value!r} is not a name")
    return value


#: Accounts the ignore list holds at most (the server's limit too).
MAX_IGNORED = 100


def _net_ignored(value: Any) -> tuple[str, ...]:
    if not isinstance(value, (list, tuple)):
        raise TypeError(f"{value!r} is not a list of names")
    names: dict[str, str] = {}
    for name in value:
        if not isinstance(name, str) or not name or _net_name(name) != name:
            raise ValueError(f"{name!r} is not a name")
        names.setdefault(name.casefold(), name)
    if len(names) > MAX_IGNORED:
        raise ValueError(f"at most {MAX_IGNORED} names")
    return tuple(names.values())


def _card_back(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{value!r} is not a whole number")
    if not 0 <= value < CARD_BACK_COUNT:
        raise ValueError(f"{value!r} is outside 0..{CARD_BACK_COUNT - 1}")
    return value


_CHECKS: dict[str, Callable[[Any], Any]] = {
    "language": _language,
    "animation_speed": _speed,
    "sound": _bool,
    "volume": _volume,
    "fullscreen": _bool,
    "four_color": _bool,
    "card_back": _card_back,
    "show_hint": _bool,
    "show_tips": _bool,
    "confirm_fold": _bool,
    "license_accepted": _bool,
    "net_address": _net_address,
    "net_name": _net_name,
    "net_ignored": _net_ignored,
    "turn_sound": _bool,
    "turn_flash": _bool,
    "turn_timer": _bool,
}


def _seat(raw: Any) -> dict[str, Any]:
    if isinstance(raw, (list, tuple)) and len(raw) == 3:
        name, human, level = raw
    elif isinstance(raw, dict):
        name, human, level = raw.get("name"), raw.get("human"), raw.get("level", "normal")
    else:
        raise ValueError(f"seat {raw!r} is not {{name, human, level}}")
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > MAX_NAME_LENGTH:
        raise ValueError(f"seat name {name!r} is not 1..{MAX_NAME_LENGTH} characters")
    if problem := name_problem(name):
        raise ValueError(f"seat name: {problem}")
    if not isinstance(human, bool):
        raise ValueError(f"seat human {human!r} is not true/false")
    if not isinstance(level, str) or not level.strip() or len(level) > MAX_LEVEL_LENGTH:
        raise ValueError(f"seat level {level!r} is not a level name")
    return {"name": name.strip(), "human": human, "level": level}


def normalize_setup(raw: Any) -> tuple[dict[str, Any], list[str]]:
    """A clean setup dict from a loosely valid one, plus its problems.

    Each bad part (the seat list as a whole, mode, tokens, rules) falls back to
    its default on its own; unknown keys are dropped. Level names are not
    checked against the engine's registry here (levels come and go); the setup
    screen maps an unknown level to its default.
    """
    default = _default_setup()
    if not isinstance(raw, dict):
        return default, [f"{raw!r} is not an object"]
    result: dict[str, Any] = {}
    problems: list[str] = []
    seats_raw = raw.get("seats", default["seats"])
    try:
        if not isinstance(seats_raw, list) or not MIN_PLAYERS <= len(seats_raw) <= MAX_PLAYERS:
            raise ValueError(f"seats must be a list of {MIN_PLAYERS}..{MAX_PLAYERS}")
        seats = [_seat(seat) for seat in seats_raw]
        names = [seat["name"].casefold() for seat in seats]
        if len(set(names)) != len(names):
            raise ValueError("seat names are not unique")
        result["seats"] = seats
    except ValueError as exc:
        problems.append(f"seats: {exc}")
        result["seats"] = default["seats"]
    mode = raw.get("mode", default["mode"])
    if mode in MODES:
        result["mode"] = str(mode)
    else:
        problems.append(f"mode: {mode!r} is not one of {', '.join(MODES)}")
        result["mode"] = default["mode"]
    tokens = raw.get("tokens", default["tokens"])
    whole = isinstance(tokens, int) and not isinstance(tokens, bool)
    if whole and MIN_TOKENS <= tokens <= MAX_TOKENS:
        result["tokens"] = tokens
    else:
        problems.append(f"tokens: {tokens!r} is not a whole number {MIN_TOKENS}..{MAX_TOKENS}")
        result["tokens"] = default["tokens"]
    rules = raw.get("rules", default["rules"])
    if rules in RULE_SETS:
        result["rules"] = str(rules)
    else:
        problems.append(f"rules: {rules!r} is not one of {', '.join(RULE_SETS)}")
        result["rules"] = default["rules"]
    return result, problems


def normalize_duell_setup(raw: Any) -> tuple[dict[str, Any], list[str]]:
    """A clean Duell set-up dict, each bad part replaced by its default, plus the problems."""
    default = _default_duell()
    if not isinstance(raw, dict):
        return default, [f"{raw!r} is not an object"]
    result = dict(default)
    problems: list[str] = []
    name = raw.get("name", default["name"])
    fits = isinstance(name, str) and 0 < len(name.strip()) <= MAX_NAME_LENGTH
    if fits and isinstance(name, str) and not name_problem(name):
        result["name"] = name.strip()
    else:
        problems.append(f"name: {name!r} is not a name")
    level = raw.get("level", default["level"])
    if isinstance(level, str) and level in LEVEL_NAMES:
        result["level"] = level
    else:
        problems.append(f"level: {level!r} is not a computer level")
    deck = raw.get("deck", default["deck"])
    if deck in DECK_SIZES and not isinstance(deck, bool):
        result["deck"] = deck
    else:
        problems.append(f"deck: {deck!r} is not 32 or 52")
    stack = raw.get("stack", default["stack"])
    if isinstance(stack, int) and not isinstance(stack, bool) and MIN_STACK <= stack <= MAX_STACK:
        result["stack"] = stack
    else:
        problems.append(f"stack: {stack!r} is not {MIN_STACK}..{MAX_STACK}")
    return result, problems


def duell_from_setup(setup: Mapping[str, Any]) -> DuellConfig:
    """The `DuellConfig` of a (normalised) Duell set-up dict."""
    clean, _ = normalize_duell_setup(dict(setup))
    return DuellConfig(clean["name"], Level(clean["level"]), clean["deck"], clean["stack"])


def setup_from_config(config: GameConfig) -> dict[str, Any]:
    """The `Settings.last_setup` dict for a game set-up (store it when a game starts)."""
    return {
        "seats": [
            {"name": seat.name, "human": seat.human, "level": seat.level} for seat in config.seats
        ],
        "mode": config.mode.value,
        "tokens": config.tokens,
        "rules": config.rules.value,
    }


def setup_to_config(setup: Mapping[str, Any]) -> GameConfig:
    """A `GameConfig` from a last-setup dict; a setup the engine refuses gives the default.

    Loaded settings are already normalised, so the fallback only guards a
    dict built by hand or a rule the engine has and this module lacks.
    """
    clean, _ = normalize_setup(dict(setup))
    seats = tuple(SeatConfig(s["name"], s["human"], s["level"]) for s in clean["seats"])
    try:
        return GameConfig(seats, Mode(clean["mode"]), clean["tokens"], RuleSet(clean["rules"]))
    except ValueError:  # ConfigError
        return setup_to_config(_default_setup())


def load_settings(path: Path | None = None) -> tuple[Settings, list[Notice]]:
    """The stored settings and at most one notice; never raises for a bad file."""
    target = settings_path() if path is None else path
    try:
        data = read_json(target)
    except FileNotFoundError:
        return Settings(), []
    except JsonFileError as exc:
        settings, problems = Settings(), [str(exc)]
    else:
        settings, problems = Settings.from_dict(data)
    if not problems:
        return settings, []
    aside = keep_aside(target, "corrupt")
    if aside is not None or not target.exists():
        try:
            # Write the repaired settings back, so the valid values survive even
            # if nothing else is saved before the game quits. (Only once the bad
            # file is safely aside: it is never overwritten.)
            save_settings(settings, target)
        except OSError:
            pass
    return settings, [Notice("settings_reset", "; ".join(problems), aside)]


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Store the settings atomically (raises OSError if the disk refuses)."""
    target = settings_path() if path is None else path
    atomic_write_bytes(target, pretty_json(settings.to_dict()))
