"""The ``profile`` and ``ranking`` messages as the client reads them (docs/network.md, "Profiles
and ranking"): typed, checked, with the Hold'em figures worked out from the server's counts.

VPIP and PFR are per cent of the hands less walks (``chances``); the aggression factor is
(bets + raises) / calls after the flop, None without a call.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .protocol import WireError

__all__ = [
    "VARIANTS",
    "Counts",
    "RatingPlace",
    "ProfileView",
    "RankingRow",
    "RankingView",
    "read_profile",
    "read_ranking",
]


#: The variants a profile lists, in the order shown.
VARIANTS = ("token", "european", "holdem", "duell")


def _int(data: Mapping[str, Any], name: str) -> int:
    value = data.get(name)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise WireError(f"{name} is not a count")
    return value


def _number(data: Mapping[str, Any], name: str) -> float:
    value = data.get(name)
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        raise WireError(f"{name} is not a number")
    return float(value)


def _object(value: Any, name: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise WireError(f"{name} is not an object")
    return value


@dataclass(slots=True)
class Counts:
    """One variant's counts of an account (the Hold'em figures are 0 elsewhere); the server adds up
    what each hand and game brings (`game.net.stats`)."""

    games: int = 0
    hands: int = 0
    vpip: int = 0
    pfr: int = 0
    #: Hands that count for VPIP and PFR: dealt, less the walks.
    chances: int = 0
    #: After the flop: bets and raises.
    aggressive: int = 0
    #: After the flop: calls.
    calls: int = 0

    def add(self, other: Counts) -> None:
        """Add ``other``'s counts."""
        for column in _COUNTS:
            setattr(self, column, getattr(self, column) + getattr(other, column))

    @property
    def vpip_percent(self) -> float | None:
        """VPIP in per cent (None: no hand counts yet)."""
        return 100.0 * self.vpip / self.chances if self.chances else None

    @property
    def pfr_percent(self) -> float | None:
        """PFR in per cent (None: no hand counts yet)."""
        return 100.0 * self.pfr / self.chances if self.chances else None

    @property
    def aggression(self) -> float | None:
        """The aggression factor (None: no call after the flop yet)."""
        return self.aggressive / self.calls if self.calls else None


_COUNTS = ("games", "hands", "vpip", "pfr", "chances", "aggressive", "calls")


@dataclass(frozen=True, slots=True)
class RatingPlace:
    """A rated account: its place in the ranking, the rating shown (mu - 3 sigma) and its parts."""

    place: int
    rating: float
    mu: float
    sigma: float
    games: int


@dataclass(frozen=True, slots=True)
class ProfileView:
    """An account's profile (``balance``: the own profile's play chips over time, else None)."""

    name: str
    since: int
    variants: Mapping[str, Counts]
    places: tuple[tuple[int, int], ...]
    rating: RatingPlace | None
    balance: tuple[tuple[int, int], ...] | None


@dataclass(frozen=True, slots=True)
class RankingRow:
    """One row of the ranking."""

    name: str
    place: RatingPlace


@dataclass(frozen=True, slots=True)
class RankingView:
    """The best rated accounts, how many are rated, and the asker's own place (None: not rated)."""

    rows: tuple[RankingRow, ...]
    total: int
    me: RatingPlace | None


def _rating(value: Any) -> RatingPlace | None:
    if value is None:
        return None
    data = _object(value, "rating")
    return RatingPlace(
        _int(data, "place"),
        _number(data, "rating"),
        _number(data, "mu"),
        _number(data, "sigma"),
        _int(data, "games"),
    )


def read_profile(fields: Mapping[str, Any]) -> ProfileView:
    """A ``profile`` message's fields; `WireError` for one that does not read."""
    name = fields.get("name")
    if not isinstance(name, str):
        raise WireError("name is not text")
    variants: dict[str, Counts] = {}
    for variant, counts in _object(fields.get("variants"), "variants").items():
        data = _object(counts, str(variant))
        variants[str(variant)] = Counts(**{key: _int(data, key) for key in _COUNTS if key in data})
    places: list[tuple[int, int]] = []
    for place, count in _object(fields.get("places"), "places").items():
        if not str(place).isdigit():
            raise WireError(f"a place is a number, not {place!r}")
        places.append((int(place), _int({"count": count}, "count")))
    balance = fields.get("balance")
    history = None
    if balance is not None:
        if not isinstance(balance, list) or not all(
            isinstance(point, list) and len(point) == 2 and all(isinstance(v, int) for v in point)
            for point in balance
        ):
            raise WireError("balance is not a list of [time, chips]")
        history = tuple((int(at), int(chips)) for at, chips in balance)
    rating = _rating(fields.get("rating"))
    return ProfileView(name, _int(fields, "since"), variants, tuple(sorted(places)), rating, history)


def read_ranking(fields: Mapping[str, Any]) -> RankingView:
    """A ``ranking`` message's fields; `WireError` for one that does not read."""
    rows = fields.get("rows")
    if not isinstance(rows, list):
        raise WireError("rows is not a list")
    read = []
    for row in rows:
        data = _object(row, "row")
        name = data.get("name")
        if not isinstance(name, str):
            raise WireError("a row's name is not text")
        place = _rating(data)
        assert place is not None
        read.append(RankingRow(name, place))
    return RankingView(tuple(read), _int(fields, "total"), _rating(fields.get("me")))
