"""Seeded random hands: no chip created or lost, nobody out of turn, side pots paid right.

Also shows that the checks can fail: a table that leaks a chip, a pot builder
that ignores side pots, and a hand-made wrong split are each caught.
"""

from __future__ import annotations

import random

import pytest

from game.engine.betting import BettingRules, BettingTable, Call, Pot, PotAwarded, RaisedTo, RaiseTo
from game.engine.betting import table as table_module

from .checks import HandStats, check_awards, play_random_hand, random_table

HANDS = 10_000


def test_ten_thousand_random_hands_keep_every_invariant() -> None:
    totals = HandStats()
    seat_counts: set[int] = set()
    structures: set[str] = set()
    for seed in range(HANDS):
        rng = random.Random(seed)
        stats = play_random_hand(rng, probe=0.05)
        for name in ("actions", "refused", "side_pots", "all_ins", "showdowns", "carried_out"):
            setattr(totals, name, getattr(totals, name) + getattr(stats, name))
        table = random_table(random.Random(seed))
        seat_counts.add(table.seat_count)
        structures.add(str(table.rules.structure))
    # The random hands really reach the rules under test.
    assert seat_counts == set(range(2, 11))
    assert len(structures) == 3
    assert totals.side_pots > 1000 and totals.all_ins > 5000 and totals.showdowns > 3000
    assert totals.carried_out > 50 and totals.actions > 50_000


def test_every_offered_action_is_accepted_and_every_refusal_changes_nothing() -> None:
    refused = 0
    for seed in range(HANDS, HANDS + 1000):
        refused += play_random_hand(random.Random(seed), probe=1.0).refused
    assert refused > 50_000


class _LeakyTable(BettingTable):
    """Loses one chip from the stack on every bet or raise that leaves chips behind."""

    def _raise(self, seat: int, to: int) -> RaisedTo:
        event = super()._raise(seat, to)
        if self._stacks[seat] > 0:
            self._stacks[seat] -= 1
        return event


def test_the_chip_check_catches_a_leak() -> None:
    with pytest.raises(AssertionError, match="chips created or lost"):
        for seed in range(50):
            rng = random.Random(seed)
            table = _LeakyTable([100, 100, 100], BettingRules.no_limit(2), 0)
            table.post_blinds(1, 2)
            play_random_hand(rng, table)


def test_the_payout_check_catches_pots_without_side_pots(monkeypatch: pytest.MonkeyPatch) -> None:
    def one_pot(contributions, live, dead=0):  # type: ignore[no-untyped-def]
        return (Pot(sum(contributions) + dead, frozenset(live)),)

    monkeypatch.setattr(table_module, "build_pots", one_pot)
    with pytest.raises(AssertionError, match="more than the|differs from the reference"):
        for seed in range(2000):
            play_random_hand(random.Random(seed))


def test_the_payout_check_catches_a_wrong_split() -> None:
    table = BettingTable([50, 100, 200], BettingRules.no_limit(10))
    table.start_round(first=0)
    table.act(RaiseTo(0, 50))
    table.act(RaiseTo(1, 100))
    table.act(Call(2))
    table.end_round()
    contributions, live = table.contributions, table.live_seats
    tiers = [[0], [1], [2]]
    right = [e for e in table.award(tiers) if isinstance(e, PotAwarded)]
    check_awards(right, contributions, live, 0, tiers, table.button)
    # The short all-in seat takes the side pot it never paid into.
    wrong = [PotAwarded(0, 150, ((0, 150),)), PotAwarded(1, 100, ((0, 100),))]
    with pytest.raises(AssertionError):
        check_awards(wrong, contributions, live, 0, tiers, table.button)
    # A tie split with the odd chip on the wrong side of the button.
    uneven = [PotAwarded(0, 150, ((0, 75), (1, 75))), PotAwarded(1, 100, ((1, 100),))]
    check_awards(uneven, contributions, live, 0, [[0, 1], [2]], table.button)
    odd = [PotAwarded(0, 151, ((0, 76), (1, 75))), PotAwarded(1, 100, ((1, 100),))]
    with pytest.raises(AssertionError):
        check_awards(odd, contributions, live, 1, [[0, 1], [2]], 0)


def test_a_live_seat_that_put_in_nothing_takes_what_the_folded_seats_left() -> None:
    """Seed 59465 of the bench's 100,000 hands: a seat all-in for nothing stays in while both
    blinds fold; the reference paid nobody (it had no pot for chips above every live seat)."""
    stats = play_random_hand(random.Random(59465))
    assert stats.actions > 0
    contributions, live, tiers = (1, 1, 0), (2,), [[2]]
    check_awards([PotAwarded(0, 2, ((2, 2),))], contributions, live, 0, tiers, 2)
    with pytest.raises(AssertionError, match="folded but won"):
        check_awards([PotAwarded(0, 2, ((0, 2),))], contributions, live, 0, tiers, 2)
    with pytest.raises(AssertionError, match="created or lost"):
        check_awards([PotAwarded(0, 1, ((2, 1),))], contributions, live, 0, tiers, 2)
