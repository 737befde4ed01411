"""Duell statistics per player name: matches, deals, chips won and lost, biggest pot, best hand.

A `DuellPlayerStats` counts one name - the person, or a computer player at
one level (as in the token game's statistics) - over finished Duell
matches. `summary_from_match` turns a finished match, as the person saw it
(`game.engine.duell.DealRecord`s), into a `DuellSummary`; `stats.record_match`
adds it. The records, the file section and its checks live here; the file
itself, its version and its lock are `stats`.

Decisions:
- A match is won by the seat left with chips (the other could not pay the
  ante); when neither could pay and the chips were equal, it is a draw:
  counted as a match, neither won nor lost.
- Chips won and lost add up each deal's result (its chips after minus its
  chips before): a tied deal costs both seats their share of the carried
  pot, which the next deal's winner takes. Won minus lost is the match's
  result.
- The biggest pot is the largest pot a seat was paid.
- The best hand counts what the person saw: the person's own five cards
  (dealt and after the exchange) in every deal, the computer's only when a
  showdown showed them. It is kept per deck (32 or 52 cards), rated under
  that deck's scheme, and recomputed from its cards on loading.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.engine import Card, HandCategory, evaluate, format_cards, parse_cards
from game.engine.decks import DECK_32, DECK_52
from game.engine.duell import DealRecord, DuellConfig
from game.engine.hands import DUELL_32, DUELL_52, RatingScheme

from ..jsonio import is_count
from ..notices import Notice
from ..paths import duell_save_path
from ..records import record_identity
from ..stats import Key, Stats, finish, level_rank, read_records, remember

__all__ = [
    "DuellBestHand",
    "DuellPlayerStats",
    "DuellSeatSummary",
    "DuellSummary",
    "add_match",
    "summary_from_match",
    "duell_player_from_dict",
    "DECKS",
    "COMPUTER_NAME",
]

#: The decks a best hand is kept for, by their size as a string (the file's keys).
DECKS = ("32", "52")
#: The Duell computer's name in the statistics (one record per level, as in the token game).
COMPUTER_NAME = "Computer"


def scheme_for(deck: str | int) -> RatingScheme:
    """The rating scheme of a Duell deck (32 or 52 cards)."""
    return DUELL_32 if str(deck) == "32" else DUELL_52


@dataclass(frozen=True, slots=True)
class DuellBestHand:
    """Five cards with their rating under a Duell deck's scheme."""

    cards: str
    category: HandCategory
    strength: int
    deck: str

    @classmethod
    def rate(cls, cards: Sequence[Card] | str, deck: str | int) -> DuellBestHand:
        """Rate five cards of the deck (ValueError if they are not a hand of it)."""
        parsed = parse_cards(cards) if isinstance(cards, str) else list(cards)
        if str(deck) not in DECKS:
            raise ValueError(f"no Duell deck {deck!r}")
        held = DECK_32 if str(deck) == "32" else DECK_52
        if any(card not in held.cards for card in parsed):
            raise ValueError(f"{format_cards(parsed)} is not a hand of the {deck}-card deck")
        value = evaluate(parsed, scheme_for(deck))
        return cls(format_cards(value.cards), value.category, value.strength, str(deck))

    def card_list(self) -> list[Card]:
        """The cards as objects, most important first."""
        return parse_cards(self.cards)


@dataclass(frozen=True)
class DuellPlayerStats:
    """Everything counted in Duell for one name (the person, or a computer player at one level)."""

    name: str
    human: bool
    level: str = ""
    matches: int = 0
    wins: int = 0
    losses: int = 0
    deals: int = 0
    chips_won: int = 0
    chips_lost: int = 0
    biggest_pot: int = 0
    #: Deck ('32', '52') -> the best hand held with it.
    best_hands: Mapping[str, DuellBestHand] = field(default_factory=dict)

    @property
    def key(self) -> tuple[bool, str, str]:
        """Who this record counts: (human, name, level)."""
        return self.human, self.name, self.level

    @property
    def draws(self) -> int:
        """Matches neither won nor lost."""
        return self.matches - self.wins - self.losses

    @property
    def best_hand(self) -> DuellBestHand | None:
        """The best hand of either deck (higher category, then the 52-card rating)."""
        if not self.best_hands:
            return None
        return max(
            self.best_hands.values(),
            key=lambda hand: (int(hand.category), evaluate(hand.card_list(), DUELL_52).strength),
        )

    def to_dict(self) -> dict[str, Any]:
        level = {} if self.human else {"level": self.level}
        counts = {name: getattr(self, name) for name in _COUNTS}
        best = {deck: {"cards": hand.cards} for deck, hand in sorted(self.best_hands.items())}
        return {"name": self.name, **level, **counts, "best_hands": best}


_COUNTS = ("matches", "wins", "losses", "deals", "chips_won", "chips_lost", "biggest_pot")


def duell_player_from_dict(raw: Any, human: bool, problems: list[str], where: str) -> DuellPlayerStats:
    """One record of the file's Duell section; bad counts are dropped (named in ``problems``).

    Raises ValueError when the record cannot be kept at all (no valid name or level).
    """
    raw, name, level = record_identity(raw, human)
    counts: dict[str, int] = {}
    for key in _COUNTS:
        value = raw.get(key, 0)
        if is_count(value):
            counts[key] = value
        else:
            problems.append(f"{where}.{key}: {value!r} dropped")
    if counts.get("wins", 0) + counts.get("losses", 0) > counts.get("matches", 0):
        problems.append(f"{where}: more wins and losses than matches, counts dropped")
        counts = {key: 0 for key in ("matches", "wins", "losses")} | {
            key: value for key, value in counts.items() if key not in ("matches", "wins", "losses")
        }
    best: dict[str, DuellBestHand] = {}
    best_raw = raw.get("best_hands", {})
    if not isinstance(best_raw, dict):
        problems.append(f"{where}.best_hands: not an object")
        best_raw = {}
    for deck, hand in best_raw.items():
        try:
            cards = hand.get("cards") if isinstance(hand, dict) else None
            if not isinstance(cards, str):
                raise ValueError("no cards")
            best[deck] = DuellBestHand.rate(cards, deck)
        except ValueError as exc:
            problems.append(f"{where}.best_hands.{deck}: {exc}")
    return DuellPlayerStats(name, human, level, **counts, best_hands=best)


@dataclass(frozen=True, slots=True)
class DuellSeatSummary:
    """One seat's share of a finished match."""

    name: str
    human: bool
    level: str
    won: bool
    lost: bool
    deals: int
    chips_won: int
    chips_lost: int
    biggest_pot: int
    best_hand: tuple[Card, ...] | None


@dataclass(frozen=True, slots=True)
class DuellSummary:
    """What the statistics need from a finished match."""

    deck: int
    seats: tuple[DuellSeatSummary, DuellSeatSummary]
    #: A unique id of the match (the checksum of its save dict); '' = always count.
    game_id: str = ""


def summary_from_match(
    config: DuellConfig,
    records: Sequence[DealRecord],
    winner: int | None,
    loser: int | None,
    game_id: str = "",
) -> DuellSummary:
    """The summary of a finished match from its deal records (as seat 0, the person, saw them)."""
    scheme = scheme_for(config.deck)
    done = [record for record in records if record.finished]
    seats = []
    for seat, (name, human) in enumerate(((config.name, True), (COMPUTER_NAME, False))):
        held = [
            hand
            for record in done
            for hand in ((record.dealt[seat], record.final[seat]) if human else (record.final[seat],))
            if hand is not None and (human or record.showdown is not None)
        ]
        best = max(held, key=lambda cards: evaluate(cards, scheme).strength) if held else None
        results = [record.net(seat) for record in done]
        seats.append(
            DuellSeatSummary(
                name,
                human,
                "" if human else config.level.value,
                winner == seat,
                loser == seat,
                len(done),
                sum(r for r in results if r > 0),
                -sum(r for r in results if r < 0),
                max((record.won(seat) for record in done), default=0),
                best,
            )
        )
    return DuellSummary(config.deck, (seats[0], seats[1]), game_id)


def add_match(
    players: Mapping[tuple[bool, str, str], DuellPlayerStats], summary: DuellSummary
) -> dict[tuple[bool, str, str], DuellPlayerStats]:
    """The Duell records with one finished match added (the input is not changed)."""
    result = dict(players)
    deck = str(summary.deck)
    for seat in summary.seats:
        key = (seat.human, seat.name, "" if seat.human else seat.level)
        old = result.get(key) or DuellPlayerStats(seat.name, seat.human, key[2])
        best = dict(old.best_hands)
        if seat.best_hand is not None:
            candidate = DuellBestHand.rate(seat.best_hand, deck)
            current = best.get(deck)
            if current is None or candidate.strength > current.strength:
                best[deck] = candidate
        result[key] = replace(
            old,
            matches=old.matches + 1,
            wins=old.wins + seat.won,
            losses=old.losses + seat.lost,
            deals=old.deals + seat.deals,
            chips_won=old.chips_won + seat.chips_won,
            chips_lost=old.chips_lost + seat.chips_lost,
            biggest_pot=max(old.biggest_pot, seat.biggest_pot),
            best_hands=best,
        )
    return result


class DuellStats:
    """Duell's section of the statistics file (``duell``, since version 3): its records by
    (human, name, level); a file without it counted no match."""

    key = "duell"
    keys = ("duell",)

    def empty(self) -> dict[Key, DuellPlayerStats]:
        return {}

    def read(self, data: Mapping[str, Any], problems: list[str]) -> dict[Key, DuellPlayerStats]:
        return read_records(data.get("duell", {}), "duell", duell_player_from_dict, problems)

    def write(self, value: Mapping[Key, DuellPlayerStats]) -> dict[str, Any]:
        return {
            "duell": {
                "humans": [p.to_dict() for p in listing(value, True)],
                "computers": [p.to_dict() for p in listing(value, False)],
            }
        }

    def counts_any(self, value: Mapping[Key, DuellPlayerStats]) -> bool:
        return bool(value)

    def of(self, stats: Stats) -> dict[Key, DuellPlayerStats]:
        """The Duell records in ``stats``."""
        players: dict[Key, DuellPlayerStats] = stats.get(self)
        return players

    def listing(self, stats: Stats, human: bool) -> list[DuellPlayerStats]:
        """Records of people or computer players, most wins first, then matches, name, level."""
        return listing(self.of(stats), human)


DUELL_STATS = DuellStats()


def listing(players: Mapping[Key, DuellPlayerStats], human: bool) -> list[DuellPlayerStats]:
    """Records of people or computer players, most wins first, then matches, name, level."""
    chosen = [p for (is_human, _, _), p in players.items() if is_human == human]
    return sorted(chosen, key=lambda p: (-p.wins, -p.matches, p.name.casefold(), level_rank(p.level)))


def record_match(stats: Stats, summary: DuellSummary) -> Stats:
    """New statistics with one finished Duell match added (counted once per ``game_id``)."""
    if summary.game_id and summary.game_id in stats.recorded:
        return stats
    duell = add_match(DUELL_STATS.of(stats), summary)
    return replace(stats.with_value(DUELL_STATS, duell), recorded=remember(stats.recorded, summary.game_id))


def finish_match(
    summary: DuellSummary, path: Path | None = None, save: Path | None = None
) -> tuple[Stats, list[Notice]]:
    """After a Duell match: count it, store the statistics, then clear the Duell save."""
    return finish(lambda stats: record_match(stats, summary), path, save or duell_save_path())
