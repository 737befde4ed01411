"""What a table sends about its game: one text per projection, written once however many read it.

Every member of a table reads the game as one game seat or as a spectator
(None). `game_text` is the whole game as one projection may see it (on a
start, a join, a reconnect); `update_texts` turns what happened since the
last update into one ``update`` message per projection needed, so five
players and fifty watchers cost six encodings, not fifty-five.
"""

from __future__ import annotations

from collections.abc import Iterable

from .protocol import JsonObject, JsonValue, encode
from .variant import RunningGame

__all__ = ["game_text", "update_texts"]


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
    texts: dict[int | None, str] = {}
    for seat in seats:
        if seat in texts:
            continue
        events: list[JsonValue] = list(game.events_json(seat, at))
        records: list[JsonValue] = list(game.history_json(seat, records_from))
        texts[seat] = encode(
            "update",
            table=table,
            game=game_no,
            at=at,
            events=events,
            view=game.view_json(seat),
            records=records,
            timers=timers,
        )
    return texts
