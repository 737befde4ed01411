"""Figures for profiles and the ranking on the server's SQLite database: how long a ``profile``
request (one's own, with the balance history from the ledger) and a ``ranking`` request take on
the server's loop when the ledger is large, and how long a sit-and-go's counts add to its payout
transaction.

A temporary database gets ``--accounts`` accounts; one of them has ``--transfers`` chip movements
(stakes and payouts of Hold'em cash hands, each a transfer of its own), and ``--rated`` accounts
have played three-person sit-and-gos (their counts and openskill ratings written as the server
does, `Ledger.record`'s ``extra``). Each request is timed ``--repeats`` times.

Run: python bench/profiles.py [--accounts 2000] [--transfers 20000] [--rated 500] [--repeats 30]
(prints one line per figure; the last line is ``profile_own_ms_p50=...``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.legal import WARNING_TEXT  # noqa: E402
from game.net.accounts import Accounts  # noqa: E402
from game.net.ledger import Ledger, Payout, Stake  # noqa: E402
from game.net.stats import Counted, Profiles, Tally  # noqa: E402
from game.net.store import open_database  # noqa: E402


def _ms(function: object, repeats: int) -> tuple[float, float]:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        function()  # type: ignore[operator]
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), max(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--accounts", type=int, default=2000)
    parser.add_argument("--transfers", type=int, default=20000)
    parser.add_argument("--rated", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=30)
    args = parser.parse_args()
    print(WARNING_TEXT)
    with tempfile.TemporaryDirectory() as folder:
        db = open_database(Path(folder) / "bench.sqlite3")
        accounts, ledger = Accounts(db), Ledger(db)
        people = [ledger.register(accounts, f"Player{n}", "x", 1.0) for n in range(args.accounts)]
        anna = people[0]
        game = ledger.open_game(1, "holdem", 2.0)
        for n in range(args.transfers // 2):  # a cash hand: the stack staked, then paid back
            ledger.record(game, [Stake(anna.holder, 500)], 3.0 + n)
            ledger.record(game, [Payout(anna.holder, 500 + (n % 3) - 1 if n % 2 else 500)], 3.5 + n)
        costs = []
        for n in range(args.rated):
            trio = [people[(3 * n + k) % max(3, args.rated)] for k in range(3)]
            sng = ledger.open_game(2, "holdem", 10.0 + n)
            ledger.record(sng, [Stake(p.holder, 10) for p in trio], 10.0 + n)
            counted = Counted()
            for person in trio:
                counted.count(person.id, "holdem", Tally(games=1, hands=30, vpip=8, pfr=4, chances=28))
            counted.places.extend((p.id, k + 1) for k, p in enumerate(trio))
            counted.rated.extend((p.id, k + 1) for k, p in enumerate(trio))
            start = time.perf_counter()
            ledger.record(sng, [Payout(trio[0].holder, 30)], 10.5 + n, "played", counted)
            costs.append((time.perf_counter() - start) * 1000)
        profiles = Profiles(db)
        entries = db.execute("SELECT COUNT(*) FROM entries WHERE holder=?", (anna.holder,)).fetchone()[0]
        own = _ms(lambda: profiles.profile("Player0", anna), args.repeats)
        other = _ms(lambda: profiles.profile("Player0", people[1]), args.repeats)
        ranking = _ms(lambda: profiles.ranking(20, people[-1]), args.repeats)
        print(
            f"accounts={args.accounts} rated={min(args.rated, args.accounts)} "
            f"own_entries={entries} repeats={args.repeats}"
        )
        print(f"sng_payout_with_counts_ms p50={statistics.median(costs):.2f} max={max(costs):.2f}")
        print(f"profile_other_ms p50={other[0]:.2f} max={other[1]:.2f}")
        print(f"ranking_top20_ms p50={ranking[0]:.2f} max={ranking[1]:.2f}")
        print(f"profile_own_ms_p50={own[0]:.2f} max={own[1]:.2f}")
        db.close()


if __name__ == "__main__":
    main()
