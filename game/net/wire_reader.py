"""Typed access to one JSON object read from the wire: every mistake raises `WireError`.

The variants' wire readers (`token_wire`, `european_wire`) check every field
through a `Reader`, so a damaged or hostile message is refused whole.
"""

from __future__ import annotations

from typing import Any

from game.engine import Card, CardParseError, parse_cards

from .protocol import WireError

__all__ = ["Reader"]


class Reader:
    """Typed access to one JSON object; every mistake raises `WireError`."""

    def __init__(self, data: Any, what: str, seats: int) -> None:
        if not isinstance(data, dict):
            raise WireError(f"{what}: not an object")
        self.data = data
        self.what = what
        self.seats = seats

    def get(self, key: str) -> Any:
        if key not in self.data:
            raise WireError(f"{self.what}: no field {key!r}")
        return self.data[key]

    def number(self, key: str, low: int = 0, high: int = 10**9, value: Any = None) -> int:
        value = self.get(key) if value is None else value
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise WireError(f"{self.what}: {key} is not a number in {low}..{high}")
        return value

    def seat(self, key: str, value: Any = None) -> int:
        return self.number(key, 0, self.seats - 1, value)

    def maybe_seat(self, key: str) -> int | None:
        value = self.get(key)
        return None if value is None else self.seat(key, value)

    def flag(self, key: str) -> bool:
        value = self.get(key)
        if not isinstance(value, bool):
            raise WireError(f"{self.what}: {key} is not true or false")
        return value

    def items(self, key: str) -> list[Any]:
        value = self.get(key)
        if not isinstance(value, list):
            raise WireError(f"{self.what}: {key} is not a list")
        return value

    def seats_of(self, key: str) -> tuple[int, ...]:
        return tuple(self.seat(key, item) for item in self.items(key))

    def cards(self, key: str, value: Any = None, count: int | None = None) -> tuple[Card, ...]:
        value = self.get(key) if value is None else value
        if not isinstance(value, str):
            raise WireError(f"{self.what}: {key} is not a card list")
        try:
            cards = tuple(parse_cards(value))
        except CardParseError as error:
            raise WireError(f"{self.what}: {key}: {error}") from None
        if count is not None and len(cards) != count or len(set(cards)) != len(cards):
            raise WireError(f"{self.what}: {key} does not hold {count} distinct cards")
        return cards

    def seat_map(self, key: str) -> dict[int, Any]:
        value = self.get(key)
        if not isinstance(value, dict):
            raise WireError(f"{self.what}: {key} is not an object")
        out: dict[int, Any] = {}
        for name, item in value.items():
            if not name.isdigit():
                raise WireError(f"{self.what}: {key} has the key {name!r}")
            out[self.seat(key, int(name))] = item
        return out
