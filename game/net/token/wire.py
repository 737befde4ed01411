"""The token game on the wire: its events, table view, round records and actions as JSON, both ways.

The server writes what a seat may see (the engine's projection is applied
before anything is written: a hidden hand is ``null``, never a placeholder),
the client reads it back into the engine's own types, so a remote table
screen animates the same `Event` values as a local one. Cards are written
in the notation of rules.md (``"As Kd Th"``). Reading checks every field and
raises `WireError` for anything else, so a damaged or hostile message is
refused whole.

Event kinds: ``deal`` (RoundStarted), ``exchange`` (Exchanged), ``showdown``
(Showdown: every final hand of the round, the ratings are recomputed),
``tokens`` (TokensChanged), ``left`` (SeatLeft), ``over`` (GameOver). An
action is ``{"kind": "exchange", "cards": "As Kd"}`` (``""`` keeps all).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from game.engine import (
    Card,
    CardParseError,
    Event,
    Exchanged,
    GameConfig,
    GameOver,
    RoundRecord,
    RoundResult,
    RoundStarted,
    SeatLeft,
    SeatState,
    Showdown,
    TokenPhase,
    TokensChanged,
    evaluate,
    format_cards,
    parse_cards,
)
from game.engine.errors import SaveFormatError
from game.engine.token.serialize import config_from_dict, config_to_dict, record_from_dict, record_to_dict

from ..protocol import JsonObject, JsonValue, WireError
from ..wire_reader import Reader as _Reader

__all__ = [
    "event_to_json",
    "event_from_json",
    "record_to_json",
    "record_from_json",
    "config_to_json",
    "config_from_json",
    "TokenView",
    "view_from_json",
    "exchange_json",
    "cards_from_json",
]


def _cards(cards: tuple[Card, ...] | None) -> str | None:
    return None if cards is None else format_cards(cards)


def _seat_cards(mapping: Mapping[int, tuple[Card, ...] | None]) -> dict[str, JsonValue]:
    return {str(seat): _cards(cards) for seat, cards in mapping.items()}


def event_to_json(event: Event) -> JsonObject:
    """One (already projected) event as JSON."""
    if isinstance(event, RoundStarted):
        return {
            "e": "deal",
            "round": event.round_no,
            "dealer": event.dealer,
            "order": list(event.order),
            "hands": _seat_cards(event.hands),
        }
    if isinstance(event, Exchanged):
        return {
            "e": "exchange",
            "seat": event.seat,
            "positions": list(event.positions),
            "discarded": _cards(event.discarded),
            "drawn": _cards(event.drawn),
        }
    if isinstance(event, Showdown):
        result = event.result
        return {
            "e": "showdown",
            "round": result.round_no,
            "hands": {str(seat): format_cards(value.hand) for seat, value in result.values.items()},
            "best": list(result.best),
            "worst": list(result.worst),
            "all_equal": result.all_equal,
            "deltas": {str(seat): delta for seat, delta in result.deltas.items()},
            "left": list(result.left),
        }
    if isinstance(event, TokensChanged):
        return {"e": "tokens", "seat": event.seat, "delta": event.delta, "tokens": event.tokens}
    if isinstance(event, SeatLeft):
        return {"e": "left", "seat": event.seat, "finished": event.finished, "place": event.place}
    return {
        "e": "over",
        "placements": [[place, seat] for place, seat in event.placements],
        "winner": event.winner,
        "loser": event.loser,
        "rounds": event.rounds,
    }


# ------------------------------------------------------------------ reading


def _read_deal(r: _Reader, config: GameConfig) -> Event:
    hands = {
        seat: None if cards is None else r.cards("hands", cards, 5)
        for seat, cards in r.seat_map("hands").items()
    }
    return RoundStarted(r.number("round", 1), r.seat("dealer"), r.seats_of("order"), hands)


def _read_exchange(r: _Reader, config: GameConfig) -> Event:
    positions = tuple(r.number("positions", 0, 4, item) for item in r.items("positions"))
    discarded, drawn = r.get("discarded"), r.get("drawn")
    if (discarded is None) != (drawn is None):
        raise WireError("exchange: discarded and drawn are both shown or both hidden")
    shown = None if discarded is None else (r.cards("discarded"), r.cards("drawn"))
    if shown is not None and not len(shown[0]) == len(shown[1]) == len(positions):
        raise WireError("exchange: the card counts do not match the positions")
    return Exchanged(
        r.seat("seat"), positions, None if shown is None else shown[0], None if shown is None else shown[1]
    )


def _read_showdown(r: _Reader, config: GameConfig) -> Event:
    values = {
        seat: evaluate(r.cards("hands", cards, 5), config.rules)
        for seat, cards in r.seat_map("hands").items()
    }
    deltas = {seat: r.number("deltas", -1, 1, delta) for seat, delta in r.seat_map("deltas").items()}
    result = RoundResult(
        r.number("round", 1),
        values,
        r.seats_of("best"),
        r.seats_of("worst"),
        r.flag("all_equal"),
        deltas,
        r.seats_of("left"),
    )
    return Showdown(result)


def _read_tokens(r: _Reader, config: GameConfig) -> Event:
    return TokensChanged(r.seat("seat"), r.number("delta", -1, 1), r.number("tokens", 0, config.tokens))


def _read_left(r: _Reader, config: GameConfig) -> Event:
    return SeatLeft(r.seat("seat"), r.flag("finished"), r.number("place", 1, len(config.seats)))


def _read_over(r: _Reader, config: GameConfig) -> Event:
    placements = []
    for item in r.items("placements"):
        if not isinstance(item, list) or len(item) != 2:
            raise WireError("over: a placement is [place, seat]")
        placements.append(
            (r.number("placements", 1, len(config.seats), item[0]), r.seat("placements", item[1]))
        )
    return GameOver(tuple(placements), r.maybe_seat("winner"), r.maybe_seat("loser"), r.number("rounds"))


_EVENT_READERS: dict[str, Callable[[_Reader, GameConfig], Event]] = {
    "deal": _read_deal,
    "exchange": _read_exchange,
    "showdown": _read_showdown,
    "tokens": _read_tokens,
    "left": _read_left,
    "over": _read_over,
}


def event_from_json(data: Any, config: GameConfig) -> Event:
    """An event written by `event_to_json` for a game of ``config``; `WireError` otherwise."""
    r = _Reader(data, "event", len(config.seats))
    kind = r.get("e")
    reader = _EVENT_READERS.get(kind) if isinstance(kind, str) else None
    if reader is None:
        raise WireError(f"event: unknown kind {kind!r}")
    try:
        return reader(r, config)
    except (ValueError, TypeError) as error:
        if isinstance(error, WireError):
            raise
        raise WireError(f"event {kind}: {error}") from None


def record_to_json(record: RoundRecord) -> JsonObject:
    """A finished (already projected) round as JSON."""
    data: JsonObject = record_to_dict(record)
    return data


def record_from_json(data: Any, config: GameConfig) -> RoundRecord:
    """A round written by `record_to_json`; `WireError` otherwise."""
    try:
        return record_from_dict(data, config)
    except SaveFormatError as error:
        raise WireError(f"round record: {error}") from None


def config_to_json(config: GameConfig) -> JsonObject:
    """A game's set-up as JSON."""
    data: JsonObject = config_to_dict(config)
    return data


def config_from_json(data: Any) -> GameConfig:
    """A set-up written by `config_to_json`; `WireError` otherwise."""
    try:
        return config_from_dict(data)
    except SaveFormatError as error:
        raise WireError(f"game set-up: {error}") from None


# ------------------------------------------------------------------ the view


@dataclass(frozen=True, slots=True)
class TokenView:
    """The table of a token game as one seat (or a spectator) may see it, read from the wire."""

    config: GameConfig
    phase: TokenPhase
    round_no: int
    dealer: int
    order: tuple[int, ...]
    current: int | None
    seats: tuple[SeatState, ...]
    stock: int
    placements: tuple[tuple[int, int], ...]
    winner: int | None
    loser: int | None
    #: The most cards the reader may exchange now (its turn), else None.
    may_exchange: int | None


def view_from_json(data: Any) -> TokenView:
    """A view written by the server's token adapter; `WireError` otherwise."""
    if not isinstance(data, dict):
        raise WireError("view: not an object")
    config = config_from_json(data.get("config"))
    n = len(config.seats)
    r = _Reader(data, "view", n)
    try:
        phase = TokenPhase(r.get("phase"))
    except ValueError:
        raise WireError("view: unknown phase") from None
    seats = []
    raw_seats = r.items("seats")
    if len(raw_seats) != n:
        raise WireError("view: one entry per seat")
    for index, raw in enumerate(raw_seats):
        s = _Reader(raw, "view seat", n)
        hand = s.cards("hand")
        if len(hand) not in (0, 5):
            raise WireError("view seat: a hand holds five cards or none")
        exchanged = s.get("exchanged")
        place = s.get("place")
        seat_config = config.seats[index]
        seats.append(
            SeatState(
                index,
                seat_config.name,
                seat_config.human,
                seat_config.level,
                s.number("tokens", 0, config.tokens),
                hand,
                None if exchanged is None else s.number("exchanged", 0, 5),
                s.flag("active"),
                None if place is None else s.number("place", 1, n),
            )
        )
    may_exchange = None
    for item in r.items("legal"):
        legal = _Reader(item, "legal", n)
        if legal.get("kind") != "exchange":
            raise WireError("legal: unknown kind")
        may_exchange = legal.number("max", 0, 5)
    placements = []
    for item in r.items("placements"):
        if not isinstance(item, list) or len(item) != 2:
            raise WireError("view: a placement is [place, seat]")
        placements.append((r.number("placements", 1, n, item[0]), r.seat("placements", item[1])))
    return TokenView(
        config,
        phase,
        r.number("round"),
        r.seat("dealer"),
        r.seats_of("order"),
        r.maybe_seat("current"),
        tuple(seats),
        r.number("stock", 0, 52),
        tuple(placements),
        r.maybe_seat("winner"),
        r.maybe_seat("loser"),
        may_exchange,
    )


# ------------------------------------------------------------------ actions


def exchange_json(cards: tuple[Card, ...]) -> JsonObject:
    """The action "exchange these cards" as JSON."""
    return {"kind": "exchange", "cards": format_cards(cards)}


def cards_from_json(action: Mapping[str, Any]) -> tuple[Card, ...]:
    """The cards of an exchange action; `WireError` for any other shape."""
    if set(action) != {"kind", "cards"} or action.get("kind") != "exchange":
        raise WireError('an action of the token game is {"kind": "exchange", "cards": "..."}')
    text = action["cards"]
    if not isinstance(text, str) or len(text) > 32:
        raise WireError("cards: a short text of cards like 'As Kd'")
    try:
        return tuple(parse_cards(text))
    except CardParseError as error:
        raise WireError(f"cards: {error}") from None
