"""Independent checks for the betting core: chip conservation, turn order, side-pot payouts.

`reference_payout` pays a showdown by another method than the engine's
`build_pots`: it layers the chips at *every* distinct contribution (folded
seats' too), merges neighbouring layers with the same entitled seats and
shares each merged pot among its best-ranked entitled seats. `play_random_hand`
plays one seeded random hand with random legal (and some illegal) actions and
checks every step; the property test, its failure tests and
bench/betting_property.py all use it.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from game.engine.betting import (
    BettingRules,
    BettingTable,
    Call,
    Check,
    Fold,
    LegalActions,
    PotAwarded,
    RaiseTo,
    Structure,
)
from game.engine.errors import IllegalActionError, NotYourTurnError


def reference_payout(
    contributions: Sequence[int],
    live: Collection[int],
    dead: int,
    tiers: Sequence[Collection[int]],
    button: int,
) -> dict[int, int]:
    """What each seat must win at the showdown, computed layer by layer."""
    n = len(contributions)
    pots: list[list[object]] = []  # [amount, eligible]
    pending = dead
    previous = 0
    for level in sorted({c for c in contributions if c > 0}):
        amount = sum(1 for c in contributions if c >= level) * (level - previous)
        previous = level
        eligible = frozenset(seat for seat in live if contributions[seat] >= level)
        if not eligible and not pots:  # no live seat put in a chip: theirs is the whole pot
            pots.append([amount, frozenset(live)])
        elif not eligible:  # chips above every live seat go to the top pot
            pots[-1][0] = int(pots[-1][0]) + amount  # type: ignore[call-overload]
        elif pots and pots[-1][1] == eligible:
            pots[-1][0] = int(pots[-1][0]) + amount  # type: ignore[call-overload]
        else:
            pots.append([amount, eligible])
    if not pots:
        pots.append([0, frozenset(live)])
    pots[0][0] = int(pots[0][0]) + pending  # type: ignore[call-overload]
    won = dict.fromkeys(range(n), 0)
    for amount, eligible in pots:
        assert isinstance(amount, int) and isinstance(eligible, frozenset)
        winners = next(set(tier) & eligible for tier in tiers if set(tier) & eligible)
        ordered = sorted(winners, key=lambda seat: (seat - button - 1) % n)
        share, odd = divmod(amount, len(ordered))
        for i, seat in enumerate(ordered):
            won[seat] += share + (1 if i < odd else 0)
    return won


def check_awards(
    awards: Sequence[PotAwarded],
    contributions: Sequence[int],
    live: Collection[int],
    dead: int,
    tiers: Sequence[Collection[int]],
    button: int,
) -> None:
    """Fail unless the awarded pots pay exactly the seats entitled to them, every chip once."""
    won = dict.fromkeys(range(len(contributions)), 0)
    for award in awards:
        assert award.amount == sum(chips for _, chips in award.shares), award
        amounts = [chips for _, chips in award.shares]
        assert max(amounts) - min(amounts) <= 1, f"uneven split {award}"
        for seat, chips in award.shares:
            assert seat in live, f"seat {seat} folded but won {chips}"
            won[seat] += chips
    assert sum(won.values()) == sum(contributions) + dead, "chips created or lost at the payout"
    top_live = max(contributions[seat] for seat in live)
    # Chips of folded seats above every live seat's level go to the top pot (nobody else can win them).
    above = sum(max(0, c - top_live) for c in contributions)
    for seat, chips in won.items():
        entitled = dead + sum(min(c, contributions[seat]) for c in contributions)
        if contributions[seat] == top_live:
            entitled += above
        assert chips <= entitled, f"seat {seat} won {chips}, more than the {entitled} it could be entitled to"
    expected = reference_payout(contributions, live, dead, tiers, button)
    assert won == expected, "payout differs from the reference"


@dataclass
class HandStats:
    """What one random hand exercised (for the test's coverage assertions and the bench)."""

    actions: int = 0
    refused: int = 0
    side_pots: int = 0
    all_ins: int = 0
    showdowns: int = 0
    carried_out: int = 0


def random_rules(rng: random.Random) -> BettingRules:
    """One of the structures with a random small bet (Duell's cap now and then)."""
    size = rng.choice((1, 2, 5, 10, 20))
    structure = rng.choice(list(Structure))
    if structure is Structure.FIXED_LIMIT:
        return BettingRules.fixed_limit(size, 2 * size)
    if structure is Structure.POT_LIMIT:
        return BettingRules.pot_limit(size)
    return BettingRules.no_limit(size, cap_to_callable=rng.random() < 0.25)


def random_table(rng: random.Random) -> BettingTable:
    """2 to 10 seats, often short stacks, random button, forced bets and carried pot."""
    rules = random_rules(rng)
    n = rng.randint(2, 10)
    size = rules.min_bet
    stacks = [rng.randint(1, rng.choice((3, 10, 40, 200)) * size) for _ in range(n)]
    table = BettingTable(stacks, rules, rng.randrange(n), carried=rng.choice((0, 0, 0, rng.randint(1, 30))))
    if rng.random() < 0.3:
        table.post_antes(rng.randint(1, size))
    if rng.random() < 0.8:
        table.post_blinds(size // 2, size)
    return table


def _choose(rng: random.Random, legal: LegalActions) -> Fold | Check | Call | RaiseTo:
    roll = rng.random()
    if roll < 0.12:
        return Fold(legal.seat)
    if roll < 0.6 or legal.raise_min is None or legal.raise_max is None:
        return Check(legal.seat) if legal.call is None else Call(legal.seat)
    pick = rng.random()
    if pick < 0.3:
        return RaiseTo(legal.seat, legal.raise_min)
    if pick < 0.5:
        return RaiseTo(legal.seat, legal.raise_max)
    return RaiseTo(legal.seat, rng.randint(legal.raise_min, legal.raise_max))


def _refused(table: BettingTable, action: Fold | Check | Call | RaiseTo, error: type[Exception]) -> None:
    before = (table.stacks, table.bets, table.to_act, len(table.events))
    assert not table.can(action), action
    try:
        table.act(action)
    except error:
        pass
    else:  # pragma: no cover - only reached when the engine is broken
        raise AssertionError(f"{action} was accepted")
    after = (table.stacks, table.bets, table.to_act, len(table.events))
    assert after == before, "a refusal changed the table"


def _probe(table: BettingTable, legal: LegalActions) -> None:
    seat = legal.seat
    for action in legal.actions():
        assert table.can(action), action
    if legal.raise_min is not None and legal.raise_max is not None:
        _refused(table, RaiseTo(seat, legal.raise_min - 1), IllegalActionError)
        _refused(table, RaiseTo(seat, legal.raise_max + 1), IllegalActionError)
    else:
        _refused(table, RaiseTo(seat, max(table.bets) + table.stacks[seat]), IllegalActionError)
        _refused(table, RaiseTo(seat, max(table.bets) + 1), IllegalActionError)
    _refused(table, Call(seat) if legal.call is None else Check(seat), IllegalActionError)


def play_random_hand(
    rng: random.Random, table: BettingTable | None = None, rounds: int = 4, probe: float = 0.2
) -> HandStats:
    """Play one hand with random legal actions; assert every invariant after every step.

    Every step checks the turn (one out-of-turn attempt is refused) and the
    chips; with probability ``probe`` it also tries every offered action and
    the just-illegal ones (one chip outside the raise bounds, the wrong one of
    check and call) and checks that each refusal changed nothing.
    """
    stats = HandStats()
    table = random_table(rng) if table is None else table
    total = table.chips
    n = table.seat_count
    dead = table.pot_total - sum(table.contributions)
    for _ in range(rounds):
        table.start_round(first=rng.randrange(n) if rng.random() < 0.2 else None)
        while not table.round_over:
            legal = table.legal_actions()
            assert legal is not None and legal.seat == table.to_act
            seat = legal.seat
            assert not table.is_folded(seat) and table.stacks[seat] > 0, "a seat out of the hand acts"
            other = (seat + rng.randrange(1, n)) % n
            if rng.random() < probe:
                _refused(table, Fold(other), NotYourTurnError)
                _probe(table, legal)
                stats.refused += 5
            else:
                assert not table.can(Fold(other)), "a seat may act out of turn"
            stack_before = table.stacks[seat]
            action = _choose(rng, legal)
            table.act(action)
            stats.actions += 1
            spent = stack_before - table.stacks[seat]
            if isinstance(action, RaiseTo):
                assert table.bets[seat] == action.amount
            elif isinstance(action, Call):
                assert spent == legal.call, "a call cost another amount than legal_actions said"
            else:
                assert spent == 0, "a fold or check cost chips"
            assert min(table.stacks) >= 0 and min(table.bets) >= 0
            assert table.chips == total, "chips created or lost by an action"
        if not table.hand_decided:
            # Every live seat with chips matched the top bet of the seats still in (a
            # folded seat's larger bet is no bet to call: nobody is left to bet against).
            top = max(table.bets[s] for s in table.live_seats)
            behind = [s for s in table.live_seats if table.stacks[s] > 0 and table.bets[s] != top]
            assert not behind, f"round closed with seats {behind} not matching the bet {top}"
        table.end_round()
        assert table.chips == total and sum(table.bets) == 0
        if table.hand_decided:
            break
    stats.all_ins = len(table.all_in_seats)
    pots = table.pots()
    stats.side_pots = len(pots) - 1
    contributions = table.contributions
    live = table.live_seats
    if not table.hand_decided and rng.random() < 0.05:
        table.carry_out()
        stats.carried_out = 1
        assert sum(table.stacks) + table.carried_out == total
        return stats
    tiers: list[list[int]] = []
    for seat in rng.sample(live, len(live)):
        if tiers and rng.random() < 0.3:
            tiers[-1].append(seat)  # a tie
        else:
            tiers.append([seat])
    stats.showdowns = int(len(live) > 1)
    events = table.award(None if len(live) == 1 else tiers)
    awards = [event for event in events if isinstance(event, PotAwarded)]
    check_awards(awards, contributions, live, dead, tiers, table.button)
    assert sum(table.stacks) == total and table.pot_total == 0, "chips left on the table after the payout"
    return stats
