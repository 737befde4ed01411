"""A finished sit-and-go booked with its profile counts, for the profile and ranking tests."""

from __future__ import annotations

from game.net.accounts import Account
from game.net.ledger import Ledger, Payout, Stake
from game.net.stats import Counted, Tally

__all__ = ["finished_sit_and_go", "PLACES"]

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
