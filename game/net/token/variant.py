"""The token game at a network table: the `Variant` adapter of `game.engine.token.game.Game`.

Options (all optional): ``mode`` (absteigend, aufsteigend), ``tokens`` (T,
1..999), ``rules`` (original, standard), ``computers`` (0..4 computer
players seated after the people) and their ``level``. A game starts before
its first deal (the table deals it, so every client sees the deal); after
each showdown the table deals on once the people have seen the result
(`next_round`). When the move timer runs out, the seat keeps all five
cards; a person who leaves for good is replaced by a computer player of
level Normal for the rest of the game (the token game has no folding).
Token-game tables are free: no play chips, no ledger entries
(docs/network.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.engine import (
    DEFAULT_LEVEL,
    MAX_PLAYERS,
    MAX_TOKENS,
    MIN_TOKENS,
    Exchange,
    Game,
    GameConfig,
    GameOver,
    Level,
    Mode,
    Player,
    RuleSet,
    SeatConfig,
    TokenPhase,
    format_cards,
    project_record,
    strategy_for,
)
from game.engine.deck import RandomSource
from game.engine.token.config import DEFAULT_TOKENS

from ..protocol import JsonObject, JsonValue, WireError
from ..variant import ChipMove, Outcome, RunningGame, SeatPlayer
from .wire import cards_from_json, config_to_json, event_to_json, record_to_json

__all__ = ["TokenVariant", "TokenGame"]

_DEFAULTS: JsonObject = {
    "mode": Mode.DESCENDING.value,
    "tokens": DEFAULT_TOKENS,
    "rules": RuleSet.ORIGINAL.value,
    "computers": 0,
    "level": DEFAULT_LEVEL.value,
}


class TokenGame:
    """One token game at a network table (a `RunningGame`)."""

    def __init__(self, config: GameConfig, rng: RandomSource) -> None:
        self._game = Game.new(config, rng)
        self._rng = rng
        self._players: dict[int, Player] = {}
        self._config_json = config_to_json(config)
        self._public_cache: tuple[int, tuple[JsonObject, list[JsonObject], list[str]]] | None = None

    @property
    def game(self) -> Game:
        """The engine's game (for tests and the server's own checks; clients get projections)."""
        return self._game

    @property
    def event_count(self) -> int:
        return len(self._game.events)

    @property
    def current(self) -> int | None:
        return self._game.current

    @property
    def round_over(self) -> bool:
        return self._game.phase is TokenPhase.ROUND_OVER

    @property
    def is_over(self) -> bool:
        return self._game.is_over

    def in_game(self, seat: int) -> bool:
        return self._game.seat(seat).active

    def act(self, seat: int, action: JsonObject) -> None:
        self._game.apply(Exchange(seat, cards_from_json(action)))

    def act_timeout(self, seat: int) -> None:
        self._game.apply(Exchange(seat, ()))  # time is up: the seat keeps its cards

    def act_computer(self, seat: int) -> None:
        player = self._players.get(seat)
        if player is None:
            level = (
                self._game.config.seats[seat].level
                if not self._game.config.seats[seat].human
                else Level.NORMAL
            )
            player = self._players[seat] = strategy_for(level, self._rng)
        game = self._game
        game.apply(player.decide(game.view(seat), game.legal_actions(seat)))

    def next_round(self) -> None:
        self._game.start_round()

    def remove(self, seat: int) -> None:
        """Nothing changes in the game: the table lets a computer play the seat on."""

    def events_json(self, seat: int | None, after: int) -> list[JsonObject]:
        return [event_to_json(event) for event in self._game.events_for(seat, after)]

    def _public(self) -> tuple[JsonObject, list[JsonObject], list[str]]:
        """The view without anybody's cards, its seats, and every hand written out; built once per
        state (a table sends one view per reader after every move)."""
        count = len(self._game.events)
        if self._public_cache is not None and self._public_cache[0] == count:
            return self._public_cache[1]
        game = self._game
        seats: list[JsonObject] = [
            {"tokens": s.tokens, "active": s.active, "place": s.place, "exchanged": s.exchanged, "hand": ""}
            for s in game.seats
        ]
        hands = [format_cards(game.hand(index)) for index in range(len(seats))]
        public: JsonObject = {
            "config": self._config_json,
            "phase": game.phase.value,
            "round": game.round_no,
            "dealer": game.dealer,
            "order": list(game.turn_order),
            "current": game.current,
            "stock": game.stock_size,
            "placements": [[place, index] for place, index in game.placements],
            "winner": game.winner,
            "loser": game.loser,
        }
        self._public_cache = (count, (public, seats, hands))
        return public, seats, hands

    def view_json(self, seat: int | None) -> JsonObject:
        public, seats, hands = self._public()
        shown = self._game.phase is not TokenPhase.EXCHANGE  # after the showdown every hand is public
        mine: list[JsonValue] = [
            {**state, "hand": hands[index]} if shown or index == seat else state
            for index, state in enumerate(seats)
        ]
        legal: list[JsonValue] = (
            [{"kind": "exchange", "max": choice.max_cards} for choice in self._game.legal_actions(seat)]
            if seat is not None
            else []
        )
        return {**public, "seats": mine, "legal": legal}

    @property
    def history_len(self) -> int:
        return len(self._game.history)

    def history_json(self, seat: int | None, start: int) -> list[JsonObject]:
        return [record_to_json(project_record(record, seat)) for record in self._game.history[start:]]

    def outcome(self) -> Outcome:
        """The seats in first place of the game's public end (absteigend: the last holding
        tokens; aufsteigend: the first to reach T, several if they reached it together)."""
        over = next(
            (event for event in reversed(self._game.events_for(None)) if isinstance(event, GameOver)), None
        )
        winners = () if over is None else tuple(seat for place, seat in over.placements if place == 1)
        return Outcome(winners)

    def chip_moves(self, after: int) -> list[ChipMove]:
        return []  # the token game is played for tokens, not chips


def _choice(data: Mapping[str, object], key: str, allowed: tuple[str, ...]) -> str:
    value = data[key]
    if value not in allowed:
        raise WireError(f"option {key}: one of {', '.join(allowed)}, not {value!r}")
    assert isinstance(value, str)
    return value


def _number(data: Mapping[str, object], key: str, low: int, high: int) -> int:
    value = data[key]
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise WireError(f"option {key}: a whole number {low}..{high}, not {value!r}")
    return value


class TokenVariant:
    """The token game as a network variant (free: no ante, no chips)."""

    name = "token"
    max_seats = MAX_PLAYERS
    ante = 0

    def parse_options(self, data: Mapping[str, object]) -> JsonObject:
        surplus = sorted(set(data) - set(_DEFAULTS))
        if surplus:
            raise WireError(f"the token game has no option {surplus[0]!r}")
        merged = {**_DEFAULTS, **data}
        return {
            "mode": _choice(merged, "mode", tuple(mode.value for mode in Mode)),
            "tokens": _number(merged, "tokens", MIN_TOKENS, MAX_TOKENS),
            "rules": _choice(merged, "rules", tuple(rules.value for rules in RuleSet)),
            "computers": _number(merged, "computers", 0, MAX_PLAYERS - 1),
            "level": _choice(merged, "level", tuple(level.value for level in Level)),
        }

    def computers(self, options: JsonObject) -> tuple[Level, ...]:
        count = options["computers"]
        assert isinstance(count, int)
        return (Level(str(options["level"])),) * count

    def new_game(self, players: Sequence[SeatPlayer], options: JsonObject, rng: RandomSource) -> RunningGame:
        seats = tuple(
            SeatConfig(player.name, not player.computer, player.level or DEFAULT_LEVEL) for player in players
        )
        tokens = options["tokens"]
        assert isinstance(tokens, int)
        config = GameConfig(seats, Mode(str(options["mode"])), tokens, RuleSet(str(options["rules"])))
        return TokenGame(config, rng)
