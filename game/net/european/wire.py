"""Europäisches Draw Poker on the wire: its events, table view and actions as JSON, both ways.

The server writes what a seat may see (the engine's projection is applied
before anything is written: another seat's hand or exchanged cards are
``null``, never a placeholder); the client reads it back into the engine's
own types (`EuropeanEvent`, `EuropeanView`), so a remote table screen shows
the same values a local one would. Cards are written as in rules.md
(``"As Kd Th"``). Reading checks every field and raises `WireError` for
anything else, so a damaged or hostile message is refused whole.

Event kinds (``e``): ``joined``, ``left``, ``stack``, ``master``, ``start``,
``ante``, ``sat_out``, ``deal`` (``hands``: one entry per seat, the reader's
own cards, the others ``null``), ``round``, ``bet``, ``short``, ``timeout``,
``fold``, ``exchange`` (``discarded``/``drawn`` only for the exchanging
seat), ``showdown``, ``shown`` (a hand shown at the showdown: public),
``pot``, ``lost``, ``over``. Actions: ``{"kind": "bet", "amount": 20,
"showdown": false}`` (``showdown: true`` is H), ``{"kind": "fold"}``,
``{"kind": "exchange", "cards": "As Kd"}`` (``""`` keeps all) and
``{"kind": "show"}``; starting a game is the ``start`` message, leaving the
``leave`` message.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.engine import Card, CardParseError, format_cards, parse_cards
from game.engine.european import (
    HAND_SIZE,
    MAX_EXCHANGE,
    MAX_STACK,
    AntePosted,
    Bet,
    BetChoice,
    BetPlaced,
    CardsDealt,
    CardsExchanged,
    CardsShown,
    Decider,
    EndReason,
    EuropeanAction,
    EuropeanEvent,
    EuropeanLegal,
    EuropeanPhase,
    EuropeanView,
    Exchange,
    ExchangeChoice,
    Fold,
    Folded,
    GameOver,
    GameStarted,
    MasterChanged,
    MasterReason,
    PlayerJoined,
    PlayerLeft,
    PotAwarded,
    PotLost,
    RoundStarted,
    SatOut,
    Show,
    ShowChoice,
    ShowdownReason,
    ShowdownStarted,
    StackTaken,
    TimedOut,
    TimerKind,
    TooShort,
)
from game.engine.hands import HandCategory

from ..protocol import JsonObject, JsonValue, WireError
from ..wire_reader import Reader

__all__ = [
    "EVENT_FIELDS",
    "VIEW_FIELDS",
    "wire_schema",
    "event_to_json",
    "event_from_json",
    "view_to_json",
    "public_view_to_json",
    "own_view_to_json",
    "view_from_json",
    "legal_to_json",
    "legal_from_json",
    "action_to_json",
    "action_from_json",
]

#: The longest round number the wire accepts (the forced showdown comes at 32,700).
_ROUNDS = 32_700


#: Each event kind's fields besides ``e`` (the reader refuses a missing or surplus one).
EVENT_FIELDS: dict[str, tuple[str, ...]] = {
    "joined": ("seat", "name", "stack", "waiting"),
    "left": ("seat", "name", "stack", "removed"),
    "stack": ("seat", "amount"),
    "master": ("seat", "previous", "reason"),
    "start": ("game", "master", "seated"),
    "ante": ("seat", "amount", "all_in"),
    "sat_out": ("seat", "stack"),
    "deal": ("hands",),
    "round": ("round", "exchange"),
    "bet": ("seat", "amount", "showdown", "stack"),
    "short": ("seat", "minimum", "stack"),
    "timeout": ("seat", "kind"),
    "fold": ("seat",),
    "exchange": ("seat", "count", "discarded", "drawn"),
    "showdown": ("reason", "caller"),
    "shown": ("seat", "hand", "category", "automatic"),
    "pot": ("amount", "shares"),
    "lost": ("amount",),
    "over": ("game", "winner", "pot", "reason", "decided_by", "stacks"),
}

#: The view's fields.
VIEW_FIELDS: tuple[str, ...] = (
    "seat", "phase", "game", "round", "master", "current", "names", "stacks", "in_game", "hand",
    "discarded", "pot", "minimum", "max_bet", "ante", "put_in", "exchanged", "shown", "caller",
    "history", "legal",
)  # fmt: skip

_TYPES: dict[str, Any] = {
    "int": {"type": "integer", "minimum": 0},
    "seat?": {"type": ["integer", "null"], "minimum": 0, "maximum": 4},
    "seat": {"type": "integer", "minimum": 0, "maximum": 4},
    "text": {"type": "string"},
    "cards": {"type": "string", "description": "cards as in rules.md, e.g. 'As Kd'"},
    "cards?": {"type": ["string", "null"], "description": "cards, or null: hidden from you"},
    "text?": {"type": ["string", "null"]},
    "flag": {"type": "boolean"},
    "list": {"type": "array"},
}
_FIELD_TYPES: dict[str, str] = {
    "seat": "seat?", "name": "text", "stack": "int", "waiting": "flag", "removed": "flag", "amount": "int",
    "previous": "seat?", "reason": "text", "game": "int", "master": "seat?", "seated": "list",
    "all_in": "flag", "hands": "list", "round": "int", "exchange": "flag", "showdown": "flag",
    "minimum": "int", "kind": "text", "count": "int", "discarded": "cards?", "drawn": "cards?",
    "caller": "seat?", "hand": "cards", "category": "text", "automatic": "flag", "shares": "list",
    "winner": "seat?", "pot": "int", "decided_by": "text?", "stacks": "list", "phase": "text",
    "current": "seat?", "names": "list", "in_game": "list", "max_bet": "int", "ante": "int",
    "put_in": "list", "exchanged": "list", "shown": "list", "history": "list", "legal": "list",
}  # fmt: skip


def _object(title: str, fields: dict[str, Any]) -> dict[str, Any]:
    return {
        "title": title,
        "type": "object",
        "properties": fields,
        "required": list(fields),
        "additionalProperties": False,
    }


def wire_schema() -> dict[str, Any]:
    """The European payloads (``act``'s action, ``update``'s events, the view) as JSON Schema."""
    events = [
        _object(kind, {"e": {"const": kind}, **{name: _TYPES[_FIELD_TYPES[name]] for name in names}})
        for kind, names in EVENT_FIELDS.items()
    ]
    view = _object("view", {name: _TYPES[_FIELD_TYPES[name]] for name in VIEW_FIELDS})
    view["properties"]["seat"] = _TYPES["seat?"]
    bet = _object(
        "bet",
        {"kind": {"const": "bet"}, "amount": {"type": "integer"}, "showdown": {"type": "boolean"}},
    )
    bet["required"] = ["kind", "amount"]
    actions = [
        bet,
        _object("fold", {"kind": {"const": "fold"}}),
        _object("exchange", {"kind": {"const": "exchange"}, "cards": _TYPES["cards"]}),
        _object("show", {"kind": {"const": "show"}}),
    ]
    return {
        "european_action": {"oneOf": actions},
        "european_event": {"oneOf": events},
        "european_view": view,
    }


def _cards(cards: tuple[Card, ...] | None) -> str | None:
    return None if cards is None else format_cards(cards)


def event_to_json(event: EuropeanEvent) -> JsonObject:
    """One (already projected) event as JSON."""
    if isinstance(event, PlayerJoined):
        return {
            "e": "joined",
            "seat": event.seat,
            "name": event.name,
            "stack": event.stack,
            "waiting": event.waiting,
        }
    if isinstance(event, PlayerLeft):
        return {
            "e": "left",
            "seat": event.seat,
            "name": event.name,
            "stack": event.stack,
            "removed": event.removed,
        }
    if isinstance(event, StackTaken):
        return {"e": "stack", "seat": event.seat, "amount": event.amount}
    if isinstance(event, MasterChanged):
        return {"e": "master", "seat": event.seat, "previous": event.previous, "reason": event.reason.value}
    if isinstance(event, GameStarted):
        return {"e": "start", "game": event.game_no, "master": event.master, "seated": list(event.seated)}
    if isinstance(event, AntePosted):
        return {"e": "ante", "seat": event.seat, "amount": event.amount, "all_in": event.all_in}
    if isinstance(event, SatOut):
        return {"e": "sat_out", "seat": event.seat, "stack": event.stack}
    if isinstance(event, CardsDealt):
        return {"e": "deal", "hands": [_cards(hand) for hand in event.hands]}
    if isinstance(event, RoundStarted):
        return {"e": "round", "round": event.round_no, "exchange": event.exchange}
    if isinstance(event, BetPlaced):
        return {
            "e": "bet",
            "seat": event.seat,
            "amount": event.amount,
            "showdown": event.showdown,
            "stack": event.stack,
        }
    if isinstance(event, TooShort):
        return {"e": "short", "seat": event.seat, "minimum": event.minimum, "stack": event.stack}
    if isinstance(event, TimedOut):
        return {"e": "timeout", "seat": event.seat, "kind": event.kind.value}
    if isinstance(event, Folded):
        return {"e": "fold", "seat": event.seat}
    if isinstance(event, CardsExchanged):
        return {
            "e": "exchange",
            "seat": event.seat,
            "count": event.count,
            "discarded": _cards(event.discarded),
            "drawn": _cards(event.drawn),
        }
    if isinstance(event, ShowdownStarted):
        return {"e": "showdown", "reason": event.reason.value, "caller": event.caller}
    if isinstance(event, CardsShown):
        return {
            "e": "shown",
            "seat": event.seat,
            "hand": format_cards(event.hand),
            "category": event.category.name.lower(),
            "automatic": event.automatic,
        }
    if isinstance(event, PotAwarded):
        shares: list[JsonValue] = [[seat, chips] for seat, chips in event.shares]
        return {"e": "pot", "amount": event.amount, "shares": shares}
    if isinstance(event, PotLost):
        return {"e": "lost", "amount": event.amount}
    return {
        "e": "over",
        "game": event.game_no,
        "winner": event.winner,
        "pot": event.pot,
        "reason": event.reason.value,
        "decided_by": None if event.decided_by is None else event.decided_by.value,
        "stacks": list(event.stacks),
    }


# ------------------------------------------------------------------ reading


def _chips(r: Reader, key: str, value: Any = None) -> int:
    return r.number(key, 0, MAX_STACK, value)


def _hand(r: Reader, key: str, value: Any, count: int | None = HAND_SIZE) -> tuple[Card, ...]:
    return r.cards(key, value, count)


def _maybe_cards(r: Reader, key: str, low: int, high: int) -> tuple[Card, ...] | None:
    value = r.get(key)
    if value is None:
        return None
    cards = r.cards(key) if value else ()
    if not low <= len(cards) <= high:
        raise WireError(f"{r.what}: {key} holds {low} to {high} cards")
    return cards


def _enum(r: Reader, key: str, kind: Callable[[str], Any], value: Any = None) -> Any:
    raw = r.get(key) if value is None else value
    try:
        return kind(raw)
    except ValueError:
        raise WireError(f"{r.what}: {key} is not known: {raw!r}") from None


def _maybe_enum(r: Reader, key: str, kind: Callable[[str], Any]) -> Any:
    return None if r.get(key) is None else _enum(r, key, kind)


def _category(r: Reader) -> HandCategory:
    name = r.get("category")
    if not isinstance(name, str) or name.upper() not in HandCategory.__members__:
        raise WireError(f"{r.what}: category is not known: {name!r}")
    return HandCategory[name.upper()]


def _read_deal(r: Reader) -> EuropeanEvent:
    hands = r.items("hands")
    if len(hands) != r.seats:
        raise WireError("deal: one hand per seat")
    return CardsDealt(tuple(None if hand is None else _hand(r, "hands", hand) for hand in hands))


def _read_exchange(r: Reader) -> EuropeanEvent:
    count = r.number("count", 0, MAX_EXCHANGE)
    discarded = _maybe_cards(r, "discarded", count, count)
    drawn = _maybe_cards(r, "drawn", count, count)
    if (discarded is None) != (drawn is None):
        raise WireError("exchange: discarded and drawn are both shown or both hidden")
    return CardsExchanged(r.seat("seat"), count, discarded, drawn)


def _read_pot(r: Reader) -> EuropeanEvent:
    shares = []
    for item in r.items("shares"):
        if not isinstance(item, list) or len(item) != 2:
            raise WireError("pot: a share is [seat, chips]")
        shares.append((r.seat("shares", item[0]), _chips(r, "shares", item[1])))
    return PotAwarded(0, _chips(r, "amount"), tuple(shares))


def _read_over(r: Reader) -> EuropeanEvent:
    stacks = tuple(_chips(r, "stacks", item) for item in r.items("stacks"))
    if len(stacks) != r.seats:
        raise WireError("over: one stack per seat")
    return GameOver(
        r.number("game", 1),
        r.maybe_seat("winner"),
        _chips(r, "pot"),
        _enum(r, "reason", EndReason),
        _maybe_enum(r, "decided_by", Decider),
        stacks,
    )


_EVENT_READERS: dict[str, Callable[[Reader], EuropeanEvent]] = {
    "joined": lambda r: PlayerJoined(r.seat("seat"), _text(r, "name"), _chips(r, "stack"), r.flag("waiting")),
    "left": lambda r: PlayerLeft(r.seat("seat"), _text(r, "name"), _chips(r, "stack"), r.flag("removed")),
    "stack": lambda r: StackTaken(r.seat("seat"), _chips(r, "amount")),
    "master": lambda r: MasterChanged(
        r.maybe_seat("seat"), r.maybe_seat("previous"), _enum(r, "reason", MasterReason)
    ),
    "start": lambda r: GameStarted(r.number("game", 1), r.seat("master"), r.seats_of("seated")),
    "ante": lambda r: AntePosted(r.seat("seat"), _chips(r, "amount"), r.flag("all_in")),
    "sat_out": lambda r: SatOut(r.seat("seat"), _chips(r, "stack")),
    "deal": _read_deal,
    "round": lambda r: RoundStarted(r.number("round", 1, _ROUNDS), r.flag("exchange")),
    "bet": lambda r: BetPlaced(r.seat("seat"), _chips(r, "amount"), r.flag("showdown"), _chips(r, "stack")),
    "short": lambda r: TooShort(r.seat("seat"), _chips(r, "minimum"), _chips(r, "stack")),
    "timeout": lambda r: TimedOut(r.maybe_seat("seat"), _enum(r, "kind", TimerKind)),
    "fold": lambda r: Folded(r.seat("seat")),
    "exchange": _read_exchange,
    "showdown": lambda r: ShowdownStarted(_enum(r, "reason", ShowdownReason), r.maybe_seat("caller")),
    "shown": lambda r: CardsShown(
        r.seat("seat"), _hand(r, "hand", r.get("hand")), _category(r), r.flag("automatic")
    ),
    "pot": _read_pot,
    "lost": lambda r: PotLost(_chips(r, "amount")),
    "over": _read_over,
}


def _text(r: Reader, key: str, value: Any = None) -> str:
    value = r.get(key) if value is None else value
    if not isinstance(value, str) or not 0 < len(value) <= 64:
        raise WireError(f"{r.what}: {key} is not a name")
    return value


def event_from_json(data: Any, seats: int) -> EuropeanEvent:
    """An event written by `event_to_json` for a game of ``seats`` seats; `WireError` otherwise."""
    r = Reader(data, "event", seats)
    kind = r.get("e")
    reader = _EVENT_READERS.get(kind) if isinstance(kind, str) else None
    if reader is None:
        raise WireError(f"event: unknown kind {kind!r}")
    r.what = f"event {kind}"
    if set(r.data) != {"e", *EVENT_FIELDS[kind]}:
        raise WireError(f"{r.what}: the fields are e, {', '.join(EVENT_FIELDS[kind])}")
    return reader(r)


# ------------------------------------------------------------------ the view


def legal_to_json(legal: EuropeanLegal | None) -> list[JsonValue]:
    """What the reader may do now (empty: nothing), with the bounds of a bet."""
    if isinstance(legal, BetChoice):
        return [
            {"kind": "bet", "min": legal.minimum, "max": legal.maximum, "showdown": legal.showdown},
            {"kind": "fold"},
        ]
    if isinstance(legal, ExchangeChoice):
        return [{"kind": "exchange", "max": legal.max_cards}]
    if isinstance(legal, ShowChoice):
        return [{"kind": "show"}]
    return []  # StartChoice is the table's `start` message; None: nothing to do


def legal_from_json(items: Any, seat: int | None, seats: int) -> EuropeanLegal | None:
    """The reader's choices written by `legal_to_json` (None: nothing to do now)."""
    if not isinstance(items, list):
        raise WireError("legal: not a list")
    if not items:
        return None
    if seat is None:
        raise WireError("legal: a spectator has no choices")
    first = Reader(items[0], "legal", seats)
    kind = first.get("kind")
    if kind == "bet" and len(items) == 2 and Reader(items[1], "legal", seats).get("kind") == "fold":
        low, high = _chips(first, "min"), _chips(first, "max")
        if low > high:
            raise WireError("legal: min above max")
        return BetChoice(seat, low, high, first.flag("showdown"))
    if len(items) != 1:
        raise WireError("legal: an unknown set of choices")
    if kind == "exchange":
        return ExchangeChoice(seat, first.number("max", 0, MAX_EXCHANGE))
    if kind == "show":
        return ShowChoice(seat)
    raise WireError(f"legal: unknown kind {kind!r}")


def public_view_to_json(view: EuropeanView) -> JsonObject:
    """The fields of ``view`` every seat and watcher sees alike (all but `own_view_to_json`'s)."""
    history: list[JsonValue] = [[r, s, kind, chips] for r, s, kind, chips in view.history]
    return {
        "phase": view.phase.value,
        "game": view.game_no,
        "round": view.round_no,
        "master": view.master,
        "current": view.current,
        "names": list(view.names),
        "stacks": list(view.stacks),
        "in_game": list(view.in_game),
        "pot": view.pot,
        "minimum": view.minimum,
        "max_bet": view.max_bet,
        "ante": view.ante,
        "put_in": list(view.put_in),
        "exchanged": list(view.exchanged),
        "shown": [_cards(hand) for hand in view.shown],
        "caller": view.caller,
        "history": history,
    }


def own_view_to_json(view: EuropeanView, legal: EuropeanLegal | None) -> JsonObject:
    """The fields of ``view`` that belong to its reader: whose view it is, its own cards, its choices."""
    return {
        "seat": view.seat,
        "hand": format_cards(view.hand),
        "discarded": format_cards(view.discarded),
        "legal": legal_to_json(legal),
    }


def view_to_json(view: EuropeanView, legal: EuropeanLegal | None) -> JsonObject:
    """``view`` (the engine's, already for one seat or a spectator) and its choices as JSON."""
    return {**public_view_to_json(view), **own_view_to_json(view, legal)}


def view_from_json(data: Any) -> tuple[EuropeanView, EuropeanLegal | None]:
    """A view written by `view_to_json` and the reader's choices; `WireError` otherwise."""
    if not isinstance(data, dict):
        raise WireError("view: not an object")
    names = data.get("names")
    if not isinstance(names, list) or not 2 <= len(names) <= 5:
        raise WireError("view: names holds one entry per seat")
    n = len(names)
    r = Reader(data, "view", n)
    if set(data) != set(VIEW_FIELDS):
        raise WireError(f"view: the fields are {', '.join(VIEW_FIELDS)}")
    seat = r.maybe_seat("seat")

    def per_seat(key: str, read: Callable[[Any], Any]) -> tuple[Any, ...]:
        items = r.items(key)
        if len(items) != n:
            raise WireError(f"view: {key} holds one entry per seat")
        return tuple(read(item) for item in items)

    history = []
    for item in r.items("history"):
        if not isinstance(item, list) or len(item) != 4 or item[2] not in ("bet", "showdown", "fold"):
            raise WireError("view: a history entry is [round, seat, kind, chips]")
        chips = _chips(r, "history", item[3])
        history.append(
            (r.number("history", 1, _ROUNDS, item[0]), r.seat("history", item[1]), str(item[2]), chips)
        )
    hand = r.cards("hand")
    if len(hand) not in (0, HAND_SIZE):
        raise WireError("view: a hand holds five cards or none")
    view = EuropeanView(
        seat,
        _enum(r, "phase", EuropeanPhase),
        r.number("game"),
        r.number("round", 0, _ROUNDS),
        r.maybe_seat("master"),
        r.maybe_seat("current"),
        per_seat("names", lambda name: None if name is None else _text(r, "names", name)),
        per_seat("stacks", lambda chips: _chips(r, "stacks", chips)),
        r.seats_of("in_game"),
        hand,
        r.cards("discarded"),
        _chips(r, "pot"),
        _chips(r, "minimum"),
        _chips(r, "max_bet"),
        _chips(r, "ante"),
        per_seat("put_in", lambda chips: _chips(r, "put_in", chips)),
        per_seat(
            "exchanged",
            lambda count: None if count is None else r.number("exchanged", 0, MAX_EXCHANGE, count),
        ),
        per_seat("shown", lambda cards: None if cards is None else _hand(r, "shown", cards)),
        r.maybe_seat("caller"),
        tuple(history),
    )
    return view, legal_from_json(r.get("legal"), seat, n)


# ------------------------------------------------------------------ actions


def action_to_json(action: Bet | Fold | Exchange | Show) -> JsonObject:
    """A player's move as the ``act`` message carries it."""
    if isinstance(action, Bet):
        return {"kind": "bet", "amount": action.amount, "showdown": action.showdown}
    if isinstance(action, Fold):
        return {"kind": "fold"}
    if isinstance(action, Exchange):
        return {"kind": "exchange", "cards": format_cards(action.cards)}
    return {"kind": "show"}


_SHAPES: dict[str, frozenset[str]] = {
    "bet": frozenset({"kind", "amount", "showdown"}),
    "fold": frozenset({"kind"}),
    "exchange": frozenset({"kind", "cards"}),
    "show": frozenset({"kind"}),
}


def action_from_json(seat: int, action: Mapping[str, Any]) -> EuropeanAction:
    """The move of ``seat`` an ``act`` message carries; `WireError` for any other shape (the rules
    are the engine's: a bet out of range is its refusal, not a shape error)."""
    kind = action.get("kind")
    shape = _SHAPES.get(kind) if isinstance(kind, str) else None
    if shape is None or not (set(action) == shape or kind == "bet" and set(action) == shape - {"showdown"}):
        raise WireError(
            'an action is {"kind": "bet", "amount": n, "showdown": false}, {"kind": "fold"}, '
            '{"kind": "exchange", "cards": "As Kd"} or {"kind": "show"}'
        )
    if kind == "bet":
        amount, showdown = action["amount"], action.get("showdown", False)
        if type(amount) is not int or type(showdown) is not bool:
            raise WireError("bet: amount is a whole number, showdown true or false")
        return Bet(seat, amount, showdown)
    if kind == "fold":
        return Fold(seat)
    if kind == "show":
        return Show(seat)
    text = action["cards"]
    if not isinstance(text, str) or len(text) > 32:
        raise WireError("cards: a short text of cards like 'As Kd'")
    try:
        return Exchange(seat, tuple(parse_cards(text)))
    except CardParseError as error:
        raise WireError(f"cards: {error}") from None
