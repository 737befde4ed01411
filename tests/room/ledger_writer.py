"""One writer process of the concurrency test:
``python -m tests.room.ledger_writer URL NODE SEED GAMES THREADS``.

``THREADS`` connections (threads) each play ``GAMES`` quick chip games on the shared PostgreSQL
ledger as node ``NODE``: each game stakes more than half of what two of the accounts hold (as
read just before), then pays the whole pot to one of them and closes - while the other threads
and another process do the same to the same few accounts. Prints
``played=<n> refused=<n> database_refused=<n>``: a refusal is the ledger's (`LedgerError`, nothing
written); a database refusal (its balance check, or a deadlock) means the server's own locking
let two writers at one balance and only the database stopped them.
"""

from __future__ import annotations

import random
import sys
import threading
from collections import Counter

from psycopg import errors as pg_errors

from game.net.ledger import LedgerError, Payout, Stake
from game.net.pg_store import postgres_store


def main(url: str, node: str, seed: int, games: int, threads: int) -> int:
    counts: Counter[str] = Counter()
    workers = [
        threading.Thread(target=_write, args=(url, node, seed * 100 + n, games, counts))
        for n in range(threads)
    ]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    print(" ".join(f"{key}={counts[key]}" for key in ("played", "refused", "database_refused")), flush=True)
    return 0 if counts["played"] + counts["refused"] + counts["database_refused"] == games * threads else 1


def _write(url: str, node: str, seed: int, games: int, counts: Counter[str]) -> None:
    store = postgres_store(url, node)
    ledger, accounts = store.ledger, store.accounts
    players = accounts.all()
    rng = random.Random(seed)
    played = refused = database_refused = 0
    for number in range(games):
        game = ledger.open_game(number, "writer", 0.0)
        seated = rng.sample(players, 2)
        try:
            # all in, nearly: more than half of what each holds, so two writers that both saw the
            # same balance would overdraw it if nothing kept them apart
            stakes = []
            for player in seated:
                have = ledger.balance(player.holder)
                if have > 1:
                    stakes.append(Stake(player.holder, rng.randint(have // 2 + 1, have), "buy-in"))
            ledger.record(game, stakes, 0.0)
            total = sum(s.amount for s in stakes)
            payouts = [Payout(rng.choice(seated).holder, total, "pot")] if total else []
            ledger.record(game, payouts, 0.0, close="played")
            played += 1
        except LedgerError:
            refused += 1
            ledger.recover_game(game, 0.0)  # nothing was staked: closes the empty game
        except (pg_errors.RaiseException, pg_errors.DeadlockDetected):
            database_refused += 1
            ledger.recover_game(game, 0.0)
        for player in seated:
            ledger.fresh_stack(player, 100, 86_400.0 * number)  # one fresh stack a day, a day a game
    store.close()
    counts.update(played=played, refused=refused, database_refused=database_refused)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])))
