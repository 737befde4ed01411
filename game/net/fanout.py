"""What a table sends about its game: one text per projection, written once however many read it.

Every member of a table reads the game as one game seat or as a spectator
(None). `game_text` is the whole game as one projection may see it (on a
start, a join, a reconnect); `update_texts` turns what happened since the
last update into one ``update`` message per projection needed, so five
players and fifty watchers cost six encodings, not fifty-five.

Most of a view is the same for every projection (the pot, the stacks, the
round, the bets so far); only a seat's own cards and choices differ. A
variant that hands out the same objects for that common part (built once
per state, as both adapters do) has it encoded once per update and spliced
into each projection's text: a field is shared only when every projection
holds the very same object, which encodes to the very same text, so no
projection receives anything it would not have received on its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .protocol import JsonObject, JsonValue, encode, encode_value
from .variant import RunningGame

__all__ = ["game_text", "update_texts", "shared_fields"]


def game_text(table: int, game_no: int, game: RunningGame, seat: int | None) -> str:
    """The ``game`` message: the game now, its finished rounds, as ``seat`` may see them."""
    history: list[JsonValue] = list(game.history_json(seat, 0))
    return encode(
        "game",
        table=table,
        game=game_no,
        seat=seat,
        count=game.event_count,
        view=game.view_json(seat),
        history=history,
    )


def shared_fields(views: Sequence[JsonObject]) -> list[str]:
    """The fields every one of ``views`` holds as the very same object (none for a single view:
    there is nothing to share)."""
    if len(views) < 2:
        return []
    first, rest = views[0], views[1:]
    return [
        key for key, value in first.items() if all(key in other and other[key] is value for other in rest)
    ]


def update_texts(
    table: int,
    game_no: int,
    game: RunningGame,
    seats: Iterable[int | None],
    at: int,
    records_from: int,
    timers: JsonObject,
) -> dict[int | None, str]:
    """The ``update`` message for each projection in ``seats``: the events from number ``at``,
    the rounds finished from number ``records_from``, the view after them, the timers."""
    projections = list(dict.fromkeys(seats))
    views = [game.view_json(seat) for seat in projections]
    common = set(shared_fields(views))
    shared = encode_value({key: views[0][key] for key in views[0] if key in common})[1:-1] if common else ""
    texts: dict[int | None, str] = {}
    for seat, view in zip(projections, views, strict=True):
        events: list[JsonValue] = list(game.events_json(seat, at))
        records: list[JsonValue] = list(game.history_json(seat, records_from))
        own = {key: value for key, value in view.items() if key not in common} if common else view
        # the view comes last, so the text ends with its closing brace and the message's
        text = encode(
            "update",
            table=table,
            game=game_no,
            at=at,
            events=events,
            records=records,
            timers=timers,
            view=own,
        )
        if shared:
            text = text[:-2] + ("," if own else "") + shared + "}}"
        texts[seat] = text
    return texts
