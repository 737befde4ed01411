"""Profiles and the sit-and-go ranking: what the server counts of the games it deals.

**What is counted** (per account and variant, table ``play_stats``): games
played to their end (a token, European or Duell game, a Hold'em
sit-and-go; a Hold'em cash table has hands, no games), hands (rounds)
dealt to the person, and for Hold'em the counts behind the PokerTracker
figures (docs/network.md, "Profiles and ranking"):

- **VPIP** (voluntarily put money in pot): the hands in which the player
  called or raised before the flop, in per cent of the hands dealt less the
  *walks* (the big blind's hands that everybody folded to it: it had no
  choice). Blinds alone are not voluntary.
- **PFR** (pre-flop raise): the hands in which the player raised before the
  flop (any raise, re-raises included), in per cent of the same hands.
- **AF** (aggression factor): after the flop, (bets + raises) / calls,
  counting every action (checks and folds do not count); none without a
  call.

Sit-and-go places (first, second, ...) are counted per account in the whole
field, computers included (``sng_places``).

**When it is written:** in the same transaction as the ledger entries of the
hand or game it belongs to (`Ledger.record`'s ``extra``), so a profile never
counts a hand whose chips were not booked, nor misses one that was: a Hold'em
cash hand with its stacks' payout, a sit-and-go (its hands, places and
ratings) with its prizes, a European or Duell round with its pot. A game the
server settles by the refund rule (killed, closed while running) counts no
further: its last round's chips went back. The token game has no chips: its
hands and games are written in a transaction of their own when they end.

**The ranking** rates sit-and-go results with openskill's Plackett-Luce model
(made for placements of many players in one game: one update per finished
tournament, no hand-rolled formulas). Only people have ratings: the people
of a sit-and-go are ranked by their place in the whole field (a computer that
outlasted a person pushes that person behind every person it did not
outlast; the computers themselves are left out of the update). A tournament
with fewer than two people changes no rating. The displayed rating is the
ordinal, mu - 3 sigma (0 for a new player: mu 25, sigma 25/3).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields

from openskill.models import PlackettLuce

from game.engine.betting.events import Blind, BlindPosted, Called, RaisedTo
from game.engine.holdem.events import BoardDealt, HandStarted

from .accounts import Account, name_key
from .profile_wire import VARIANTS, Counts
from .protocol import RANKING_MAX, ErrorCode, JsonObject, JsonValue, ProtocolError
from .sql import Sql

__all__ = [
    "VARIANTS",
    "Tally",
    "Counted",
    "holdem_hand",
    "rate_places",
    "Profiles",
    "BALANCE_POINTS",
]

#: Points of the balance history sent at most (the last of each stretch of transfers).
BALANCE_POINTS = 120
_MODEL = PlackettLuce()


#: What one hand or game adds to one account's figures in one variant (the client reads the same
#: record from the profile message).
Tally = Counts

_COLUMNS = tuple(f.name for f in fields(Tally))
#: Rows of ``play_stats`` one statement writes (9 parameters each: far below the limits of SQLite
#: and PostgreSQL).
_ROWS_PER_STATEMENT = 100


def holdem_hand(events: Iterable[object]) -> dict[int, Tally]:
    """The counts of one Hold'em hand (its engine events, hole cards or not) per seat dealt in."""
    tallies: dict[int, Tally] = {}
    big_blind: int | None = None
    preflop = True
    voluntary = False  # anybody called or raised before the flop
    saw_flop = False
    for event in events:
        if isinstance(event, HandStarted):
            tallies = {seat: Tally(hands=1, chances=1) for seat in event.seats}
        elif isinstance(event, BlindPosted) and event.blind is Blind.BIG:
            big_blind = event.seat
        elif isinstance(event, BoardDealt):
            preflop = False
            saw_flop = True
        elif isinstance(event, (Called, RaisedTo)) and event.seat in tallies:
            tally = tallies[event.seat]
            if preflop:
                voluntary = True
                tally.vpip = 1
                if isinstance(event, RaisedTo):
                    tally.pfr = 1
            elif isinstance(event, RaisedTo):
                tally.aggressive += 1
            else:
                tally.calls += 1
    if not voluntary and not saw_flop and big_blind in tallies:
        tallies[big_blind].chances = 0  # a walk: everybody folded to the big blind
    return tallies


def rate_places(ratings: Sequence[tuple[float, float]], places: Sequence[int]) -> list[tuple[float, float]]:
    """New (mu, sigma) of people with ``ratings`` who finished on ``places`` (1 best; their
    places in the whole field), by openskill's Plackett-Luce model."""
    teams = [[_MODEL.rating(mu=mu, sigma=sigma)] for mu, sigma in ratings]
    rated = _MODEL.rate(teams, ranks=[float(place) for place in places])
    return [(float(team[0].mu), float(team[0].sigma)) for team in rated]


def ordinal(mu: float, sigma: float) -> float:
    """The displayed rating: mu - 3 sigma."""
    return mu - 3 * sigma


@dataclass(slots=True)
class Counted:
    """What a table has counted and not yet written: tallies per (account, variant), sit-and-go
    places, and the people of a finished sit-and-go by place (for the ratings). Written by
    `write` inside the ledger's transaction (`Ledger.record`'s ``extra``)."""

    tallies: dict[tuple[int, str], Tally] = field(default_factory=dict)
    places: list[tuple[int, int]] = field(default_factory=list)  # (account, place)
    #: A finished sit-and-go: (account, place in the whole field) of its people.
    rated: list[tuple[int, int]] = field(default_factory=list)

    def count(self, account: int, variant: str, tally: Tally) -> None:
        """Add ``tally`` to ``account``'s figures in ``variant``."""
        self.tallies.setdefault((account, variant), Tally()).add(tally)

    @property
    def empty(self) -> bool:
        """Nothing to write."""
        return not self.tallies and not self.places and not self.rated

    @property
    def holders(self) -> tuple[str, ...]:
        """The ledger holders of the accounts written (locked by the ledger's transaction)."""
        ids = {account for account, _ in self.tallies}
        ids.update(account for account, _ in (*self.places, *self.rated))
        return tuple(Account(account, "", "").holder for account in sorted(ids))

    @property
    def one_statement(self) -> bool:
        """Only tallies, few enough for one statement (`write`), which adds them and reads nothing:
        a round of a game without chips (`Ledger.write_extra` needs no transaction for it)."""
        return not self.places and len(self.rated) < 2 and len(self.tallies) <= _ROWS_PER_STATEMENT

    def write(self, db: Sql, now: float) -> None:
        """Add the counts to the database (inside the caller's transaction; the tallies by one
        statement per `_ROWS_PER_STATEMENT`, in one order for every writer)."""
        columns = ", ".join(_COLUMNS)
        updates = ", ".join(f"{c} = play_stats.{c} + excluded.{c}" for c in _COLUMNS)
        row = f"(?, ?, {', '.join('?' * len(_COLUMNS))})"
        tallies = sorted(self.tallies.items())
        for start in range(0, len(tallies), _ROWS_PER_STATEMENT):
            part = tallies[start : start + _ROWS_PER_STATEMENT]
            db.execute(
                f"INSERT INTO play_stats(account, variant, {columns}) VALUES {', '.join([row] * len(part))} "
                f"ON CONFLICT(account, variant) DO UPDATE SET {updates}",
                [
                    value
                    for (account, variant), tally in part
                    for value in (account, variant, *(getattr(tally, c) for c in _COLUMNS))
                ],
            )
        for account, place in self.places:
            db.execute(
                "INSERT INTO sng_places(account, place, count) VALUES(?, ?, 1) "
                "ON CONFLICT(account, place) DO UPDATE SET count = sng_places.count + 1",
                (account, place),
            )
        if len(self.rated) >= 2:
            self._rate(db, now)

    def _rate(self, db: Sql, now: float) -> None:
        people = sorted(self.rated, key=lambda item: item[1])
        default = _MODEL.rating()
        before: list[tuple[float, float]] = []
        for account, _ in people:
            row = db.execute("SELECT mu, sigma FROM ratings WHERE account=?", (account,)).fetchone()
            before.append((float(default.mu), float(default.sigma)) if row is None else (row[0], row[1]))
        after = rate_places(before, [place for _, place in people])
        for (account, _), (mu, sigma) in zip(people, after):
            db.execute(
                "INSERT INTO ratings(account, mu, sigma, ordinal, games, at) VALUES(?, ?, ?, ?, 1, ?) "
                "ON CONFLICT(account) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, "
                "ordinal = excluded.ordinal, games = ratings.games + 1, at = excluded.at",
                (account, mu, sigma, ordinal(mu, sigma), now),
            )


def _place_of(db: Sql, account: int) -> JsonObject | None:
    row = db.execute("SELECT mu, sigma, ordinal, games FROM ratings WHERE account=?", (account,)).fetchone()
    if row is None:
        return None
    mu, sigma, value, games = row
    ahead = db.execute(
        "SELECT COUNT(*) FROM ratings WHERE ordinal > ? OR (ordinal = ? AND account < ?)",
        (value, value, account),
    ).fetchone()[0]
    return {
        "place": int(ahead) + 1,
        "rating": round(float(value), 2),
        "mu": round(float(mu), 3),
        "sigma": round(float(sigma), 3),
        "games": int(games),
    }


class Profiles:
    """Reads profiles and the ranking from the server database (written by `Counted.write`)."""

    def __init__(self, db: Sql) -> None:
        self._db = db

    def profile(self, name: str, asker: Account) -> JsonObject:
        """The ``profile`` message's fields for the account ``name`` (the asker's own: with the
        balance history); `ProtocolError` ``no_account`` if there is none."""
        db = self._db
        row = db.execute("SELECT id, name, created FROM accounts WHERE key=?", (name_key(name),)).fetchone()
        if row is None:
            raise ProtocolError(ErrorCode.NO_ACCOUNT, f"there is no account {name!r}")
        account, created = Account(int(row[0]), str(row[1]), ""), float(row[2])
        own = account.id == asker.id
        variants: dict[str, JsonValue] = {}
        rows = {
            str(row[0]): row[1:]
            for row in db.execute(
                f"SELECT variant, {', '.join(_COLUMNS)} FROM play_stats WHERE account=?", (account.id,)
            ).fetchall()
        }
        for variant in VARIANTS:
            values = rows.get(variant, (0,) * len(_COLUMNS))
            counts: dict[str, JsonValue] = dict(zip(_COLUMNS, (int(v) for v in values)))
            variants[variant] = (
                counts if variant == "holdem" else {"games": counts["games"], "hands": counts["hands"]}
            )
        places: dict[str, JsonValue] = {
            str(place): int(count)
            for place, count in db.execute(
                "SELECT place, count FROM sng_places WHERE account=? ORDER BY place", (account.id,)
            ).fetchall()
        }
        return {
            "name": account.name,
            "since": int(created),
            "variants": variants,
            "places": places,
            "rating": _place_of(db, account.id),
            "balance": self.balance_history(account) if own else None,
        }

    def balance_history(self, account: Account, points: int = BALANCE_POINTS) -> list[JsonValue]:
        """The account's play chips over time from the ledger: [time, balance] after each transfer
        touching it; more than ``points`` of them are thinned in SQL to at most ``points`` - the
        account's transfers cut into ``points`` equal stretches of transfer numbers, each giving
        the balance after its last transfer (the newest, the balance now, always kept) - so the
        server's loop reads at most ``points`` rows, not the whole ledger (SQLite and PostgreSQL
        alike; SQLite's ``entries_holder_transfer`` index covers the scan)."""
        holder = account.holder
        many = self._db.execute(
            "SELECT COUNT(*) FROM (SELECT 1 FROM entries WHERE holder=? LIMIT ?) AS head",
            (holder, points + 1),
        ).fetchone()[0]
        if int(many) <= points:
            rows = self._db.execute(
                "SELECT t.at, SUM(e.amount) FROM entries e JOIN transfers t ON t.id = e.transfer "
                "WHERE e.holder=? GROUP BY t.id, t.at ORDER BY t.id",
                (holder,),
            ).fetchall()
        else:
            rows = self._db.execute(
                "WITH ends AS (SELECT (SELECT MIN(transfer) FROM entries WHERE holder=?) AS lo, "
                "(SELECT MAX(transfer) FROM entries WHERE holder=?) AS hi), "
                "span AS (SELECT lo, hi - lo + 1 AS width FROM ends) "
                "SELECT t.at, stretch.amount FROM ("
                "SELECT MAX(e.transfer) AS last, SUM(e.amount) AS amount FROM entries e, span s "
                "WHERE e.holder=? GROUP BY ((e.transfer - s.lo) * ?) / s.width"
                ") AS stretch JOIN transfers t ON t.id = stretch.last ORDER BY stretch.last",
                (holder, holder, holder, points),
            ).fetchall()
        series: list[JsonValue] = []
        balance = 0
        for at, amount in rows:
            balance += int(amount)
            series.append([int(at), balance])
        return series

    def ranking(self, top: int, asker: Account) -> JsonObject:
        """The ``ranking`` message's fields: the best ``top`` rated accounts and the asker's place."""
        rows = self._db.execute(
            "SELECT a.name, r.mu, r.sigma, r.ordinal, r.games FROM ratings r "
            "JOIN accounts a ON a.id = r.account ORDER BY r.ordinal DESC, r.account LIMIT ?",
            (min(top, RANKING_MAX),),
        ).fetchall()
        table: list[JsonValue] = [
            {
                "place": index,
                "name": str(name),
                "rating": round(float(value), 2),
                "mu": round(float(mu), 3),
                "sigma": round(float(sigma), 3),
                "games": int(games),
            }
            for index, (name, mu, sigma, value, games) in enumerate(rows, 1)
        ]
        total = int(self._db.execute("SELECT COUNT(*) FROM ratings").fetchone()[0])
        return {"rows": table, "total": total, "me": _place_of(self._db, asker.id)}


def people_places(places: Mapping[int, int], accounts: Sequence[int | None]) -> list[tuple[int, int]]:
    """(account, place) of the people among ``places`` (seat -> place in the whole field)."""
    return [
        (account, places[seat])
        for seat, account in enumerate(accounts)
        if account is not None and seat in places
    ]
