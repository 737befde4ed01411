"""A game as a versioned, JSON-compatible dict, and back, exactly.

The dict holds everything needed to continue a game where it stood, mid-round
included: seats, tokens, places, the dealer, the turn, every hand and the
stock in order, and the history of finished rounds. Cards are written in the
code notation of rules.md. Ratings are not stored; they are recomputed from
the cards. `game_from_dict` checks types, ranges and that the cards in play
are exactly one deck, and raises `SaveFormatError` for anything else, so a
damaged save is refused whole, never half-loaded. Random generator state is
not saved: a resumed game deals its next round from the generator it is given.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .cards import FULL_DECK, Card, CardParseError, format_cards, parse_cards
from .config import GameConfig, Mode, SeatConfig
from .deck import RandomSource
from .errors import SaveFormatError
from .events import RoundRecord, RoundResult
from .hands import evaluate
from .rulesets import RuleSet

if TYPE_CHECKING:
    from .game import Game

__all__ = ["FORMAT_VERSION", "game_to_dict", "game_from_dict"]

FORMAT_VERSION = 1


def _cards(cards: tuple[Card, ...] | list[Card]) -> str:
    return format_cards(cards)


def _seat_map(mapping: Mapping[int, tuple[Card, ...]]) -> dict[str, str]:
    return {str(seat): _cards(cards) for seat, cards in mapping.items()}


def _record_to_dict(record: RoundRecord) -> dict[str, Any]:
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


def _history_dicts(game: Game) -> list[dict[str, Any]]:
    # Finished rounds never change: convert each once and keep it on the game,
    # so saving after every action stays cheap in games of thousands of rounds.
    cache = game._history_dicts
    for record in game._history[len(cache) :]:
        cache.append(_record_to_dict(record))
    return [dict(item) for item in cache]


def game_to_dict(game: Game) -> dict[str, Any]:
    """Everything about ``game`` as plain JSON types."""
    config = game.config
    return {
        "version": FORMAT_VERSION,
        "config": {
            "seats": [
                {"name": seat.name, "human": seat.human, "level": seat.level}
                for seat in config.seats
            ],
            "mode": config.mode.value,
            "tokens": config.tokens,
            "rules": config.rules.value,
        },
        "phase": game.phase.value,
        "round": game.round_no,
        "dealer": game.dealer,
        "order": list(game.turn_order),
        "turn": game._turn,
        "seats": [
            {
                "tokens": seat.tokens,
                "active": seat.active,
                "place": seat.place,
                "hand": _cards(seat.hand),
                "exchanged": seat.exchanged,
            }
            for seat in game.seats
        ],
        "stock": _cards(game.stock),
        "dealt": _seat_map(game._dealt),
        "discarded": _seat_map(game._discarded),
        "history": _history_dicts(game),
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


def game_from_dict(data: Any, rng: RandomSource | None = None) -> Game:
    """Rebuild a game saved by `game_to_dict`; anything invalid raises `SaveFormatError`."""
    try:
        return _game_from_dict(data, rng)
    except SaveFormatError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
        raise SaveFormatError(f"not a saved game: {type(error).__name__}: {error}") from None


def _game_from_dict(data: Any, rng: RandomSource | None) -> Game:
    from .game import Game, Phase

    data = _expect(data, dict, "save")
    version = data.get("version")
    if version != FORMAT_VERSION:
        raise SaveFormatError(f"unknown save format version {version!r} (we read {FORMAT_VERSION})")
    config = _read_config(data["config"])
    n = len(config.seats)
    game = Game(config, rng)
    phase = Phase(_expect(data["phase"], str, "phase"))
    game._phase = phase
    game._round_no = _int(data["round"], "round", 0, 10**9)
    game._dealer = _int(data["dealer"], "dealer", 0, n - 1)
    game._order = tuple(_int(s, "order", 0, n - 1) for s in _expect(data["order"], list, "order"))
    game._turn = _int(data["turn"], "turn", 0, n)
    seats = _expect(data["seats"], list, "seats")
    if len(seats) != n:
        raise SaveFormatError("seats: the number of seats does not match the set-up")
    limit = config.tokens
    for i, seat in enumerate(seats):
        seat = _expect(seat, dict, "seat")
        game._tokens[i] = _int(seat["tokens"], "tokens", 0, limit)
        game._active[i] = _expect(seat["active"], bool, "active")
        place = seat["place"]
        game._place[i] = None if place is None else _int(place, "place", 1, n)
        game._hands[i] = list(_parse(seat["hand"], f"hand of seat {i}"))
        exchanged = seat["exchanged"]
        game._exchanged[i] = None if exchanged is None else _int(exchanged, "exchanged", 0, 5)
    game._stock = list(_parse(data["stock"], "stock"))
    game._dealt = _read_seat_map(data["dealt"], n, "dealt")
    game._discarded = _read_seat_map(data["discarded"], n, "discarded")
    game._history = [_read_record(item, n, config) for item in _expect(data["history"], list, "history")]
    _check_consistent(game, phase)
    return game


def _check_consistent(game: Game, phase: Any) -> None:
    """Refuse states that no sequence of actions can reach."""
    from .game import Phase

    n = len(game.config.seats)
    mode, target = game.config.mode, game.config.tokens
    for i in range(n):
        in_game = game._active[i]
        if in_game == (game._place[i] is not None) and phase is not Phase.GAME_OVER:
            raise SaveFormatError(f"seat {i}: still in the game and placed, or neither")
        tokens = game._tokens[i]
        if in_game and (tokens == 0 if mode is Mode.DESCENDING else tokens >= target):
            raise SaveFormatError(f"seat {i}: token count {tokens} does not allow it to play on")
    if len(game._history) != (game._round_no if phase is not Phase.EXCHANGE else game._round_no - 1):
        raise SaveFormatError("history: the number of rounds does not match")
    if phase is Phase.READY:
        if game._round_no or any(game._hands) or game._stock:
            raise SaveFormatError("a game that has not started holds no cards")
        return
    if game._round_no < 1:
        raise SaveFormatError("round: a started game has a round number")
    order = game._order
    if len(set(order)) != len(order) or len(order) < 2:
        raise SaveFormatError("order: not a valid turn order")
    if phase is Phase.EXCHANGE:
        if sorted(order) != [i for i in range(n) if game._active[i]]:
            raise SaveFormatError("order: does not list exactly the seats still in the game")
        if not 0 <= game._turn < len(order):
            raise SaveFormatError("turn: outside the turn order")
        done = set(order[: game._turn])
        for i in range(n):
            if (game._exchanged[i] is not None) != (i in done):
                raise SaveFormatError(f"seat {i}: exchange count does not match the turn")
    in_play = [card for seat in order for card in game._hands[seat]] + game._stock
    if any(len(game._hands[seat]) != 5 for seat in order):
        raise SaveFormatError("hands: every seat of the round holds five cards")
    if len(in_play) != len(FULL_DECK) or set(in_play) != set(FULL_DECK):
        raise SaveFormatError("cards: hands and stock are not exactly one deck")
    if phase is Phase.GAME_OVER:
        if any(place is None for place in game._place) or any(game._active):
            raise SaveFormatError("a finished game has a place for every seat")
