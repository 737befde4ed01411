"""A finished sit-and-go booked with its profile counts, for the profile and ranking tests."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from game.net.accounts import Account
from game.net.ledger import Ledger, Payout, Stake
from game.net.protocol import JsonValue
from game.net.sql import Sql
from game.net.stats import Counted, Profiles, Tally

__all__ = [
    "finished_sit_and_go",
    "PLACES",
    "long_history",
    "check_thinned",
    "Statements",
    "check_round_counts",
]

#: The places of the three people of `finished_sit_and_go`, in their order.
PLACES = (2, 1, 3)


def finished_sit_and_go(ledger: Ledger, people: list[Account], now: float) -> Counted:
    """Three people's sit-and-go as the server books it: the buy-ins, then the prizes with the
    counts (each: 1 game, 7 hands, VPIP 3 and PFR 2 of 6 hands less walks, 4 + index bets and
    raises and 2 calls after the flop) in one transaction; places `PLACES`."""
    game = ledger.open_game(1, "holdem", now)
    ledger.record(game, [Stake(p.holder, 100) for p in people], now)
    counted = Counted()
    for index, person in enumerate(people):
        tally = Tally(games=1, hands=7, vpip=3, pfr=2, chances=6, aggressive=4 + index, calls=2)
        counted.count(person.id, "holdem", tally)
    places = [(person.id, place) for person, place in zip(people, PLACES)]
    counted.places.extend(places)
    counted.rated.extend(places)
    ledger.record(
        game, [Payout(people[1].holder, 195), Payout(people[0].holder, 105)], now, "played", counted
    )
    return counted


def long_history(ledger: Ledger, anna: Account, bert: Account, hands: int, now: float) -> None:
    """Anna's and Bert's cash hands, interleaved (Anna's transfers numbered with gaps): each stakes
    its stack and is paid back a little more or less; one of Anna's transfers moves two entries."""
    game = ledger.open_game(1, "holdem", now)
    for n in range(hands):
        ledger.record(game, [Stake(anna.holder, 50)], now + n)
        ledger.record(game, [Stake(bert.holder, 50), Payout(bert.holder, 50)], now + n)
        ledger.record(game, [Payout(anna.holder, 48 + n % 5)], now + n + 0.5)
    ledger.record(game, [Stake(anna.holder, 30), Payout(anna.holder, 20)], now + hands)
    ledger.record(game, [Stake(anna.holder, 10), Payout(bert.holder, 20)], now + hands, "played")


def check_thinned(db: Sql, profiles: Profiles, anna: Account, points: int) -> list[JsonValue]:
    """Anna's balance history thinned to ``points``: at most that many, each Anna's balance right
    after one of her transfers (in their order, read from the ledger here), the last her balance
    now; the history returned."""
    rows = db.execute(
        "SELECT e.transfer, t.at, e.amount FROM entries e JOIN transfers t ON t.id = e.transfer "
        "WHERE e.holder=? ORDER BY e.id",
        (anna.holder,),
    ).fetchall()
    after: dict[int, list[int]] = {}
    total = 0
    for transfer, at, amount in rows:
        total += int(amount)
        after[int(transfer)] = [int(at), total]
    full = [after[transfer] for transfer in sorted(after)]
    thinned = profiles.balance_history(anna, points)
    assert 0 < len(thinned) <= points and len(full) > points
    assert len(thinned) >= points // 2  # every stretch of transfer numbers has some of hers
    assert thinned[-1] == full[-1] and thinned[-1][1] == total  # the balance now
    place = 0
    for point in thinned:  # each a balance after one of her transfers, in their order
        while place < len(full) and full[place] != point:
            place += 1
        assert place < len(full), f"{point} is no balance Anna had after a transfer"
        place += 1
    return thinned


class Statements:
    """A database connection that notes every statement run through it (for counting them)."""

    #: No address to connect to: a PostgreSQL ledger writes everything through this connection.
    url = ""

    def __init__(self, db: Sql) -> None:
        self.db = db
        self.run: list[str] = []

    def execute(self, sql: str, parameters: Sequence[Any] = (), /) -> Any:
        self.run.append(sql)
        return self.db.execute(sql, parameters)

    def executemany(self, sql: str, seq_of_parameters: Iterable[Sequence[Any]], /) -> Any:
        self.run.append(sql)
        return self.db.executemany(sql, seq_of_parameters)


def check_round_counts(ledger: Ledger, statements: Statements, db: Sql, people: list[Account]) -> None:
    """A token game's rounds as its table writes them (``ledger`` runs its statements through
    ``statements``): each round's hands by one statement - no transaction, no lock - added to what
    the people have already (Bert and Dora dealt in once more), and a sit-and-go's counts with
    places and ratings still in a transaction of their own."""
    for dealt in (people, people[1::2]):
        counted = Counted()
        for person in reversed(dealt):  # in any order
            counted.count(person.id, "token", Tally(hands=1))
        before = len(statements.run)
        ledger.write_extra(counted, 5.0)
        assert len(statements.run) == before + 1 and statements.run[-1].startswith("INSERT INTO play_stats")
    hands = dict(db.execute("SELECT account, hands FROM play_stats WHERE variant='token'").fetchall())
    assert hands == {person.id: 1 + index % 2 for index, person in enumerate(people)}
    counted = Counted()
    counted.count(people[0].id, "token", Tally(games=1))
    counted.places.append((people[0].id, 1))
    before = len(statements.run)
    ledger.write_extra(counted, 6.0)
    assert statements.run[before].startswith("BEGIN") and statements.run[-1] == "COMMIT"
    assert db.execute("SELECT place, count FROM sng_places WHERE account=?", (people[0].id,)).fetchall() == [
        (1, 1)
    ]
    assert ledger.audit().ok
