"""The table's read of its players: how aggressive each seat has played in its last hands.

Every betting action is public (variants.md), so every seat may know this
much of the others: of a seat's turns at which it could bet or raise
(posting a blind is no turn; calling an all-in it could not raise is not
counted) over the last `WINDOW` hands it was dealt into, the share at which
it did. `aggression` smooths it toward a
typical player's share (`PRIOR`, as if `PRIOR_WEIGHT` such actions had been
seen), so a few hands move it only a little, and a player who has raised at
nearly every turn for a while reads close to 1. A seat that changes hands
(a player leaves, another sits down) starts afresh.

`BettingReads` is the tally a `HoldemGame` keeps while it logs the betting;
the computer players find it in their `HoldemView`. Pure: no hidden card
and no randomness goes into it.
"""

from __future__ import annotations

from collections import deque

__all__ = ["BettingReads", "WINDOW", "PRIOR", "PRIOR_WEIGHT"]

#: Hands per seat the read covers (the most recent ones).
WINDOW = 20
#: The share of bets and raises assumed before anything is seen.
PRIOR = 0.2
#: How many actions the assumption weighs.
PRIOR_WEIGHT = 6.0


class BettingReads:
    """Per seat, its bets and raises and its turns with a raise allowed in each of its last
    `WINDOW` hands."""

    def __init__(self, seats: int) -> None:
        self._hands: list[deque[list[int]]] = [deque() for _ in range(seats)]
        self._aggressive = [0] * seats
        self._actions = [0] * seats
        self._shares: tuple[float, ...] | None = None

    def start_hand(self, seats: tuple[int, ...]) -> None:
        """A hand dealt to ``seats`` begins: a fresh count for each, the oldest beyond the window out."""
        for seat in seats:
            hands = self._hands[seat]
            hands.append([0, 0])
            if len(hands) > WINDOW:
                aggressive, actions = hands.popleft()
                self._aggressive[seat] -= aggressive
                self._actions[seat] -= actions
        self._shares = None

    def record(self, seat: int, aggressive: bool) -> None:
        """``seat`` acted in the running hand where it could have bet or raised: it did
        (``aggressive``) or it folded, checked or called."""
        counts = self._hands[seat][-1]  # the running hand's, begun by start_hand
        counts[1] += 1
        self._actions[seat] += 1
        if aggressive:
            counts[0] += 1
            self._aggressive[seat] += 1
        self._shares = None

    def forget(self, seat: int) -> None:
        """Another player takes ``seat`` (or it empties): nothing is known of them."""
        self._hands[seat].clear()
        self._aggressive[seat] = 0
        self._actions[seat] = 0
        self._shares = None

    def aggression(self) -> tuple[float, ...]:
        """Each seat's smoothed share of bets and raises among its turns counted in its window."""
        shares = self._shares
        if shares is None:
            prior = PRIOR * PRIOR_WEIGHT
            shares = self._shares = tuple(
                (aggressive + prior) / (actions + PRIOR_WEIGHT)
                for aggressive, actions in zip(self._aggressive, self._actions)
            )
        return shares

    def counts(self, seat: int) -> tuple[int, int]:
        """``seat``'s bets and raises and its turns counted within the window."""
        return self._aggressive[seat], self._actions[seat]
