"""The token game's statistics: per player name (people apart, computers per level) the games,
wins and losses per mode, how often each place was reached, rounds played and the best hand ever
held - its section of the statistics file (`game.storage.stats`), at the top of the file object
(``humans``, ``computers``), as every version since 1 wrote it.

`record_game` is a pure function from (`Stats`, `GameSummary`) to new `Stats`; `finish_game`
counts a finished game and clears its save.

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
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.engine import Card, Game, HandCategory, Level, Mode, RuleSet, evaluate, format_cards, parse_cards
from game.engine.names import name_problem
from game.engine.token.serialize import to_dict

from ..jsonio import is_count
from ..notices import Notice
from ..saves import checksum
from ..stats import UNKNOWN_LEVEL, Key, Stats, finish, level_rank, read_records, remember

__all__ = [
    "BestHand",
    "GameSummary",
    "PlayerStats",
    "SeatSummary",
    "TOKEN_STATS",
    "TokenStats",
    "finish_game",
    "record_game",
    "summary_from_game",
]

MODES = ("absteigend", "aufsteigend")


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


class TokenStats:
    """The token game's section of the statistics file: its records by (human, name, level)."""

    key = "token"
    keys = ("humans", "computers")

    def empty(self) -> dict[Key, PlayerStats]:
        return {}

    def read(self, data: Mapping[str, Any], problems: list[str]) -> dict[Key, PlayerStats]:
        return read_records(data, "", _player_from_dict, problems)

    def write(self, value: Mapping[Key, PlayerStats]) -> dict[str, Any]:
        return {
            "humans": [p.to_dict() for p in listing(value, True)],
            "computers": [p.to_dict() for p in listing(value, False)],
        }

    def counts_any(self, value: Mapping[Key, PlayerStats]) -> bool:
        return bool(value)

    def of(self, stats: Stats) -> dict[Key, PlayerStats]:
        """The token game's records in ``stats``."""
        players: dict[Key, PlayerStats] = stats.get(self)
        return players

    def with_players(self, stats: Stats, players: Mapping[Key, PlayerStats]) -> Stats:
        return stats.with_value(self, dict(players))

    def player(self, stats: Stats, name: str, human: bool, level: str = UNKNOWN_LEVEL) -> PlayerStats | None:
        """One player's record, if any (a computer's at ``level``)."""
        return self.of(stats).get((human, name, "" if human else level))

    def listing(self, stats: Stats, human: bool) -> list[PlayerStats]:
        """People or computer players, most wins first, then most games, then by name and level."""
        return listing(self.of(stats), human)


TOKEN_STATS = TokenStats()


def listing(players: Mapping[Key, PlayerStats], human: bool) -> list[PlayerStats]:
    """People or computer players, most wins first, then most games, then by name and level."""
    chosen = [p for (is_human, _, _), p in players.items() if is_human == human]
    return sorted(
        chosen, key=lambda p: (-p.total_wins, -p.total_games, p.name.casefold(), level_rank(p.level))
    )


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
    players = dict(TOKEN_STATS.of(stats))
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
    recorded = remember(stats.recorded, summary.game_id)
    return replace(TOKEN_STATS.with_players(stats, players), recorded=recorded)


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
    """After game over: add the game to the statistics, store them, then clear the save
    (``save`` None: the token game's; see `game.storage.stats.finish`)."""
    summary = summary_from_game(game)
    return finish(lambda stats: record_game(stats, summary), path, save)
