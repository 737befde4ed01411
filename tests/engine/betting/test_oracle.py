"""The betting core against pokerkit on seeded random Hold'em hands (see `oracle`).

The test compares a few hundred hands so the suite stays quick;
``bench/betting_oracle.py --hands 10000`` runs the big comparison.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pokerkit")

from game.engine.betting import BettingTable, Structure  # noqa: E402

from .oracle import OracleStats, play_oracle_hand, run_oracle  # noqa: E402

HANDS = 240


def test_same_legal_actions_and_payouts_as_pokerkit() -> None:
    stats = run_oracle(HANDS, first_seed=1_000_000)
    assert stats.mismatches == []
    assert stats.hands == HANDS
    # The hands reach what is compared: many decisions, showdowns and side pots.
    assert stats.decisions > 8 * HANDS and stats.showdowns > HANDS // 2 and stats.side_pot_hands > HANDS // 3


def test_the_oracle_notices_a_different_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    original = BettingTable._raise_bounds

    def stingy(self: BettingTable, seat: int) -> tuple[int, int]:
        low, high = original(self, seat)
        return low, max(low, high - 1)

    monkeypatch.setattr(BettingTable, "_raise_bounds", stingy)
    stats = OracleStats()
    for seed in range(30):
        play_oracle_hand(seed, Structure.NO_LIMIT, stats)
    assert stats.mismatches and "legal" in stats.mismatches[0]
