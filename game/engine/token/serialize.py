"""A game as a versioned, JSON-compatible dict, and back, exactly.

The dict is the game's public state record (`Game.state()`, see
`game.engine.token.state`) in JSON types: seats, tokens, places, the dealer, the
turn, every hand and the stock in order, and the history of finished rounds,
mid-round included. Cards are written in the code notation of rules.md.
Ratings are not stored; they are recomputed from the cards. `from_dict`
checks types and ranges, `Game.from_state` that the record is reachable
(the cards in play exactly one deck ...); anything else raises
`SaveFormatError`, so a damaged save is refused whole, never half-loaded.
Random generator state is not saved: a resumed game deals its next round
from the generator it is given.

Format versions: 1 (Token-Poker 0.1.0) had no ``variant``; 2 names the game
variant (``"token"``). `from_dict` migrates older versions step by step
(`_MIGRATIONS`) before reading, so every save ever written still resumes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from ..cards import Card, CardParseError, format_cards, parse_cards
from ..deck import RandomSource
from ..errors import SaveFormatError
from ..hands import evaluate
from ..rulesets import RuleSet
from .config import GameConfig, Mode, SeatConfig
from .events import RoundRecord, RoundResult
from .game import Game
from .state import GameState, TokenPhase

__all__ = [
    "FORMAT_VERSION",
    "VARIANT",
    "RecordCache",
    "to_dict",
    "from_dict",
    "config_to_dict",
    "config_from_dict",
    "record_to_dict",
    "record_from_dict",
]

FORMAT_VERSION = 2
T = TypeVar("T")
#: The variant name written into every save of the token game.
VARIANT = "token"


def _cards(cards: tuple[Card, ...] | list[Card]) -> str:
    return format_cards(cards)


def _seat_map(mapping: Mapping[int, tuple[Card, ...]]) -> dict[str, str]:
    return {str(seat): _cards(cards) for seat, cards in mapping.items()}


def record_to_dict(record: RoundRecord) -> dict[str, Any]:
    """One finished round in JSON types (the save's history entry; the network sends it too)."""
    result = record.result
    return {
        "round": record.round_no,
        "dealer": record.dealer,
        "order": list(record.order),
        "dealt": _seat_map(record.dealt),
        "discarded": _seat_map(record.discarded),
        "final": _seat_map(record.final),
        "best": list(result.best),
        "worst": list(result.worst),
        "all_equal": result.all_equal,
        "deltas": {str(seat): delta for seat, delta in result.deltas.items()},
        "left": list(result.left),
    }


class RecordCache:
    """Finished rounds never change: a saver that writes one game after every action keeps
    one of these, so each round is converted once, even in games of thousands of rounds."""

    def __init__(self) -> None:
        self._records: list[RoundRecord] = []
        self._dicts: list[dict[str, Any]] = []

    def dicts(self, history: tuple[RoundRecord, ...]) -> list[dict[str, Any]]:
        """The dicts of ``history``, converting only records not seen before."""
        known = 0
        for mine, theirs in zip(self._records, history):
            if mine is not theirs:
                break
            known += 1
        del self._records[known:], self._dicts[known:]
        for record in history[known:]:
            self._records.append(record)
            self._dicts.append(record_to_dict(record))
        return [dict(item) for item in self._dicts]


def config_to_dict(config: GameConfig) -> dict[str, Any]:
    """A game's set-up in JSON types."""
    return {
        "seats": [{"name": seat.name, "human": seat.human, "level": seat.level} for seat in config.seats],
        "mode": config.mode.value,
        "tokens": config.tokens,
        "rules": config.rules.value,
    }


def to_dict(game: Game, cache: RecordCache | None = None) -> dict[str, Any]:
    """Everything about ``game`` (its `Game.state()`) as plain JSON types."""
    state = game.state()
    config = state.config
    history = (cache or RecordCache()).dicts(state.history)
    return {
        "version": FORMAT_VERSION,
        "variant": VARIANT,
        "config": config_to_dict(config),
        "phase": state.phase.value,
        "round": state.round_no,
        "dealer": state.dealer,
        "order": list(state.order),
        "turn": state.turn,
        "seats": [
            {
                "tokens": state.tokens[i],
                "active": state.active[i],
                "place": state.places[i],
                "hand": _cards(state.hands[i]),
                "exchanged": state.exchanged[i],
            }
            for i in range(len(config.seats))
        ],
        "stock": _cards(state.stock),
        "dealt": _seat_map(state.dealt),
        "discarded": _seat_map(state.discarded),
        "history": history,
    }


# ---------------------------------------------------------------- reading


def _expect(value: Any, kind: type | tuple[type, ...], what: str) -> Any:
    if isinstance(value, bool) and kind is int:
        raise SaveFormatError(f"{what}: expected a number, found {value!r}")
    if not isinstance(value, kind):
        raise SaveFormatError(f"{what}: unexpected value {value!r}")
    return value


def _int(value: Any, what: str, low: int, high: int) -> int:
    number: int = _expect(value, int, what)
    if not low <= number <= high:
        raise SaveFormatError(f"{what}: {number} is outside {low}..{high}")
    return number


def _parse(text: Any, what: str) -> tuple[Card, ...]:
    try:
        return tuple(parse_cards(_expect(text, str, what)))
    except CardParseError as error:
        raise SaveFormatError(f"{what}: {error}") from None


def _read_seat_map(data: Any, n: int, what: str) -> dict[int, tuple[Card, ...]]:
    mapping = _expect(data, dict, what)
    return {
        _int(int(key) if isinstance(key, str) and key.isdigit() else -1, what, 0, n - 1): _parse(
            cards, f"{what}[{key}]"
        )
        for key, cards in mapping.items()
    }


def _read_config(data: Any) -> GameConfig:
    data = _expect(data, dict, "config")
    seats = tuple(
        SeatConfig(
            _expect(seat.get("name"), str, "seat name"),
            _expect(seat.get("human"), bool, "seat human"),
            _expect(seat.get("level", "normal"), str, "seat level"),
        )
        for seat in (
            _expect(item, dict, "seat") for item in _expect(data.get("seats"), list, "seats")
        )
    )
    try:
        return GameConfig(
            seats,
            Mode(_expect(data.get("mode"), str, "mode")),
            _expect(data.get("tokens"), int, "tokens"),
            RuleSet(_expect(data.get("rules"), str, "rules")),
        )
    except ValueError as error:
        raise SaveFormatError(f"config: {error}") from None


def _read_record(data: Any, n: int, config: GameConfig) -> RoundRecord:
    data = _expect(data, dict, "history entry")
    order = tuple(_int(s, "history order", 0, n - 1) for s in _expect(data["order"], list, "order"))
    final = _read_seat_map(data["final"], n, "history final")
    if set(final) != set(order) or any(len(cards) != 5 or len(set(cards)) != 5 for cards in final.values()):
        raise SaveFormatError("history: final hands do not match the seats of the round")
    deltas = {
        _int(int(k) if k.isdigit() else -1, "history delta seat", 0, n - 1): _int(v, "history delta", -1, 1)
        for k, v in _expect(data["deltas"], dict, "history deltas").items()
    }
    result = RoundResult(
        _int(data["round"], "history round", 1, 10**9),
        {seat: evaluate(final[seat], config.rules) for seat in order},
        tuple(_int(s, "history best", 0, n - 1) for s in _expect(data["best"], list, "best")),
        tuple(_int(s, "history worst", 0, n - 1) for s in _expect(data["worst"], list, "worst")),
        _expect(data["all_equal"], bool, "all_equal"),
        deltas,
        tuple(_int(s, "history left", 0, n - 1) for s in _expect(data["left"], list, "left")),
    )
    return RoundRecord(
        result.round_no,
        _int(data["dealer"], "history dealer", 0, n - 1),
        order,
        _read_seat_map(data["dealt"], n, "history dealt"),
        _read_seat_map(data["discarded"], n, "history discarded"),
        final,
        result,
    )


def _guarded(read: Callable[[], T]) -> T:
    try:
        return read()
    except SaveFormatError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
        raise SaveFormatError(f"not a saved game: {type(error).__name__}: {error}") from None


def config_from_dict(data: Any) -> GameConfig:
    """The set-up written by `config_to_dict`; `SaveFormatError` for anything else."""
    return _guarded(lambda: _read_config(data))


def record_from_dict(data: Any, config: GameConfig) -> RoundRecord:
    """A round written by `record_to_dict` for a game of ``config`` (ratings recomputed from the
    final hands); `SaveFormatError` for anything else."""
    return _guarded(lambda: _read_record(data, len(config.seats), config))


def from_dict(data: Any, rng: RandomSource | None = None) -> Game:
    """Rebuild a game saved by `to_dict`; anything invalid raises `SaveFormatError`."""
    return _guarded(lambda: _game_from_dict(data, rng))


def _from_version_1(data: dict[str, Any]) -> dict[str, Any]:
    # 0.1.0 saved only the token game and did not name it.
    return {**data, "version": 2, "variant": VARIANT}


#: Version N -> the function that turns a version-N dict into version N + 1.
_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _from_version_1}


def _migrate(data: dict[str, Any]) -> dict[str, Any]:
    version = data.get("version")
    while version != FORMAT_VERSION:
        step = _MIGRATIONS.get(version) if type(version) is int else None
        if step is None:
            raise SaveFormatError(f"unknown save format version {version!r} (we read 1 to {FORMAT_VERSION})")
        data = step(data)
        version = data["version"]
    return data


def _game_from_dict(data: Any, rng: RandomSource | None) -> Game:
    data = _migrate(_expect(data, dict, "save"))
    if data.get("variant") != VARIANT:
        raise SaveFormatError(f"not a save of the token game: variant {data.get('variant')!r}")
    config = _read_config(data["config"])
    n = len(config.seats)
    seats = [_expect(seat, dict, "seat") for seat in _expect(data["seats"], list, "seats")]
    if len(seats) != n:
        raise SaveFormatError("seats: the number of seats does not match the set-up")
    places = []
    exchanged = []
    for seat in seats:
        place = seat["place"]
        places.append(None if place is None else _int(place, "place", 1, n))
        count = seat["exchanged"]
        exchanged.append(None if count is None else _int(count, "exchanged", 0, 5))
    state = GameState(
        config=config,
        phase=TokenPhase(_expect(data["phase"], str, "phase")),
        round_no=_int(data["round"], "round", 0, 10**9),
        dealer=_int(data["dealer"], "dealer", 0, n - 1),
        order=tuple(_int(s, "order", 0, n - 1) for s in _expect(data["order"], list, "order")),
        turn=_int(data["turn"], "turn", 0, n),
        tokens=tuple(_int(seat["tokens"], "tokens", 0, config.tokens) for seat in seats),
        active=tuple(_expect(seat["active"], bool, "active") for seat in seats),
        places=tuple(places),
        hands=tuple(_parse(seat["hand"], f"hand of seat {i}") for i, seat in enumerate(seats)),
        exchanged=tuple(exchanged),
        stock=_parse(data["stock"], "stock"),
        dealt=_read_seat_map(data["dealt"], n, "dealt"),
        discarded=_read_seat_map(data["discarded"], n, "discarded"),
        history=tuple(_read_record(item, n, config) for item in _expect(data["history"], list, "history")),
    )
    return Game.from_state(state, rng)
