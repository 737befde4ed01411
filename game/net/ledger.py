"""Play chips as an append-only, double-entry ledger in the server database.

Every chip movement is a transfer whose entries add up to zero, between
holders: a player (``p:<id>``), a game's pot (``g:<id>``), the ``bank``
(which hands out the start and fresh stacks; its balance is minus all chips
ever handed out) and the ``house`` (pots nobody won). A balance is the sum of
the holder's entries, so balances always add up by construction, and
`Ledger.audit` proves it for a whole database. Nothing is ever updated or
deleted (the database refuses it). Chips have no value: there is no transfer
between players, nothing to buy, no way to cash out.

A game with chips is opened (`open_game`), receives stakes and pays out
(`record`), and is closed in the same transaction as its last payout. A
game left open - the server was killed while it ran - is settled when the
server starts again (`recover`) by the documented rule: **every bet is
returned** - the chips in the pot go back to whoever put them in since the
pot was last empty (a round already paid out stays paid).
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Protocol

from .accounts import Account, Accounts
from .sql import Sql

__all__ = [
    "START_STACK",
    "FRESH_STACK",
    "LedgerError",
    "GameClosed",
    "Extra",
    "Stake",
    "Payout",
    "Forfeit",
    "Move",
    "Refund",
    "Audit",
    "Ledger",
    "utc_day",
    "pot",
]

#: Play chips of a new account.
START_STACK = 1000
#: What a player who cannot pay the ante is topped up to, once per day.
FRESH_STACK = 1000
BANK = "bank"
HOUSE = "house"


class Extra(Protocol):
    """Rows that belong to a transaction of the ledger (a hand's or game's statistics,
    `game.net.stats.Counted`): written in it, or not at all."""

    @property
    def holders(self) -> tuple[str, ...]:
        """The holders whose rows are written (locked with the transaction's own)."""
        ...

    @property
    def one_statement(self) -> bool:
        """`write` runs a single statement that reads nothing first: atomic by itself, it needs no
        transaction (and no lock) of its own."""
        ...

    def write(self, db: Sql, now: float) -> None:
        """Write the rows (inside the transaction)."""
        ...


class LedgerError(Exception):
    """A movement the ledger refuses (a balance below zero, a pot not empty at closing)."""


class GameClosed(LedgerError):
    """A movement of a game that is closed already: settled by another process of a room that took
    this one for dead (every bet returned), or closed twice. Nothing is written."""


@dataclass(frozen=True, slots=True)
class Stake:
    """``holder`` puts ``amount`` chips into the game's pot (an ante, a bet)."""

    holder: str
    amount: int
    memo: str = "stake"


@dataclass(frozen=True, slots=True)
class Payout:
    """The game's pot pays ``amount`` chips to ``holder`` (a pot won, a bet returned)."""

    holder: str
    amount: int
    memo: str = "payout"


@dataclass(frozen=True, slots=True)
class Forfeit:
    """``amount`` chips of the game's pot go to the house (nobody was left to win them)."""

    amount: int
    memo: str = "forfeit"


Move = Stake | Payout | Forfeit


@dataclass(frozen=True, slots=True)
class Refund:
    """``amount`` chips returned to ``holder`` from the unfinished game ``game``."""

    game: int
    holder: str
    amount: int


@dataclass(frozen=True, slots=True)
class Audit:
    """The result of checking the whole ledger."""

    problems: tuple[str, ...]
    players: int
    player_chips: int
    handed_out: int
    open_games: tuple[int, ...] = field(default=())

    @property
    def ok(self) -> bool:
        """Whether every check passed."""
        return not self.problems


def utc_day(wall: float) -> str:
    """The UTC calendar day of a wall-clock time, e.g. ``2025-03-14``."""
    return time.strftime("%Y-%m-%d", time.gmtime(wall))


def _fit(owed: dict[str, int], available: int) -> dict[str, int]:
    """``owed`` cut down to what the pot holds, in proportion (only a variant that pays out part
    of a pot without emptying it could need this; the others get exactly what they put in)."""
    total = sum(owed.values())
    if total <= available:
        return {holder: amount for holder, amount in owed.items() if amount}
    share = {holder: amount * available // total for holder, amount in owed.items()}
    return {holder: amount for holder, amount in share.items() if amount}


def pot(game: int) -> str:
    """The ledger holder of a game's pot."""
    return f"g:{game}"


class Ledger:
    """The chip ledger on an open server database (see the module docstring)."""

    def __init__(self, db: Sql) -> None:
        self._db = db

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def _transfer(
        self, kind: str, now: float, entries: Sequence[tuple[str, int]], game: int | None, memo: str
    ) -> None:
        cursor = self._db.execute(
            "INSERT INTO transfers(at, kind, game, memo) VALUES(?, ?, ?, ?)", (now, kind, game, memo)
        )
        self._db.executemany(
            "INSERT INTO entries(transfer, holder, amount) VALUES(?, ?, ?)",
            [(cursor.lastrowid, holder, amount) for holder, amount in entries],
        )

    def _lock(self, holders: Sequence[str]) -> None:
        """Inside a transaction: keep other writers off ``holders`` until it ends. SQLite's
        ``BEGIN IMMEDIATE`` already admits one writer at a time; PostgreSQL overrides this."""

    def balance(self, holder: str) -> int:
        """The chips of ``holder`` now."""
        row = self._db.execute(
            "SELECT COALESCE(SUM(amount), 0) FROM entries WHERE holder=?", (holder,)
        ).fetchone()
        return int(row[0])

    # ------------------------------------------------------------ accounts

    def register(self, accounts: Accounts, name: str, hashed: str, now: float) -> Account:
        """Create an account with its start stack, in one transaction."""
        with self._transaction():
            account = accounts.create(name, hashed, now)
            self._transfer(
                "start", now, ((BANK, -START_STACK), (account.holder, START_STACK)), None, "start stack"
            )
        return account

    def fresh_stack(self, account: Account, needed: int, wall: float) -> int:
        """Top ``account`` up to `FRESH_STACK` if it holds less than ``needed`` and has not had a
        fresh stack this UTC day; the chips granted (0: none)."""
        day = utc_day(wall)
        with self._transaction():
            self._lock((account.holder,))
            have = self.balance(account.holder)
            row = self._db.execute("SELECT fresh_day FROM accounts WHERE id=?", (account.id,)).fetchone()
            if have >= needed or row is None or row[0] == day or have >= FRESH_STACK:
                return 0
            grant = FRESH_STACK - have
            self._transfer("fresh", wall, ((BANK, -grant), (account.holder, grant)), None, "fresh stack")
            self._db.execute("UPDATE accounts SET fresh_day=? WHERE id=?", (day, account.id))
        return grant

    # ------------------------------------------------------------ games

    def open_game(self, table_no: int, variant: str, now: float) -> int:
        """A new game with an empty pot; its number."""
        with self._transaction():
            cursor = self._db.execute(
                "INSERT INTO games(table_no, variant, opened) VALUES(?, ?, ?)", (table_no, variant, now)
            )
        assert cursor.lastrowid is not None
        return int(cursor.lastrowid)

    def record(
        self,
        game: int,
        moves: Sequence[Move],
        now: float,
        close: str | None = None,
        extra: Extra | None = None,
    ) -> None:
        """Write ``moves`` of ``game`` in one transaction; ``close`` (how it ended) settles it;
        ``extra``'s rows (the statistics of the hand or game) are written in the same transaction.

        Refused as a whole (`LedgerError`, nothing written) if a player or the
        pot would go below zero, or the pot is not empty at closing.
        """
        holder_pot = pot(game)
        with self._transaction():
            movers = (move.holder for move in moves if not isinstance(move, Forfeit))
            self._lock((holder_pot, *movers, *(extra.holders if extra is not None else ())))
            # under the pot's lock: a settlement by another process is either done (seen here) or
            # waits until this transaction ends
            if self._db.execute("SELECT 1 FROM closings WHERE game=?", (game,)).fetchone() is not None:
                raise GameClosed(f"game {game} is closed already (settled): nothing written")
            for move in moves:
                if move.amount <= 0:
                    raise LedgerError(f"a chip movement is positive, not {move.amount}")
                if isinstance(move, Stake):
                    source, target = move.holder, holder_pot
                elif isinstance(move, Payout):
                    source, target = holder_pot, move.holder
                else:
                    source, target = holder_pot, HOUSE
                if self.balance(source) < move.amount:
                    raise LedgerError(f"{source} holds fewer than {move.amount} chips")
                self._transfer(
                    type(move).__name__.lower(),
                    now,
                    ((source, -move.amount), (target, move.amount)),
                    game,
                    move.memo,
                )
            if close is not None:
                left = self.balance(holder_pot)
                if left:
                    raise LedgerError(f"game {game} cannot close with {left} chips in its pot")
                self._db.execute("INSERT INTO closings(game, at, how) VALUES(?, ?, ?)", (game, now, close))
            if extra is not None:
                extra.write(self._db, now)

    def write_extra(self, extra: Extra, now: float) -> None:
        """Write ``extra``'s rows (a game without chips): in a transaction of their own, or - a
        single statement that only adds to counts (a token round's hands) - by that statement
        alone, which is atomic by itself (one round trip to PostgreSQL instead of twelve)."""
        if extra.one_statement:
            extra.write(self._db, now)
            return
        with self._transaction():
            self._lock(extra.holders)
            extra.write(self._db, now)

    def open_games(self) -> tuple[int, ...]:
        """Games without a closing, oldest first."""
        rows = self._db.execute(
            "SELECT id FROM games WHERE id NOT IN (SELECT game FROM closings) ORDER BY id"
        ).fetchall()
        return tuple(row[0] for row in rows)

    def recover(self, now: float) -> list[Refund]:
        """Settle every game left open by a killed server by `recover_game`'s rule; the refunds."""
        refunds: list[Refund] = []
        for game in self.open_games():
            refunds.extend(self.recover_game(game, now))
        return refunds

    def recover_game(self, game: int, now: float) -> list[Refund]:
        """Settle one unfinished game by the rule (also used when a table closes mid-game): the
        chips in its pot go back to whoever put them in since the pot was last empty (less what
        they got back since then). Earlier rounds were settled by their payouts and stay so."""
        holder_pot = pot(game)
        rows = self._db.execute(
            "SELECT e.transfer, e.holder, e.amount FROM entries e JOIN transfers t ON t.id = e.transfer "
            "WHERE t.game=? ORDER BY e.transfer, e.id",
            (game,),
        ).fetchall()
        level = 0
        net: dict[str, int] = {}
        for index, (transfer, holder, amount) in enumerate(rows):
            if holder == holder_pot:
                level += amount
            elif holder.startswith("p:"):
                net[holder] = net.get(holder, 0) - amount
            last_of_transfer = index + 1 == len(rows) or rows[index + 1][0] != transfer
            if last_of_transfer and level == 0:
                net.clear()  # the pot was empty: everything so far is settled
        owed = {holder: amount for holder, amount in sorted(net.items()) if amount > 0}
        moves: list[Move] = [Payout(holder, amount, "refund") for holder, amount in _fit(owed, level).items()]
        left = level - sum(move.amount for move in moves)
        if left:
            moves.append(Forfeit(left, "refund remainder"))
        self.record(game, moves, now, close="refunded")
        return [Refund(game, move.holder, move.amount) for move in moves if isinstance(move, Payout)]

    # ------------------------------------------------------------ audit

    def audit(self, running: Sequence[int] = ()) -> Audit:
        """Check the whole ledger: every transfer adds up to zero, no player and no pot below zero,
        every closed game's pot empty, the bank's and the house's signs, and no open game but
        the ``running`` ones."""
        db = self._db
        problems: list[str] = []
        for transfer, total in db.execute(
            "SELECT transfer, SUM(amount) FROM entries GROUP BY transfer HAVING SUM(amount) != 0"
        ):
            problems.append(f"transfer {transfer} adds up to {total}, not 0")
        for holder, total in db.execute(
            "SELECT holder, SUM(amount) FROM entries GROUP BY holder HAVING SUM(amount) < 0 AND holder != ?",
            (BANK,),
        ):
            problems.append(f"{holder} holds {total} chips")
        for game, total in db.execute(
            "SELECT c.game, COALESCE(SUM(e.amount), 0) FROM closings c "
            "LEFT JOIN entries e ON e.holder = 'g:' || c.game "
            "GROUP BY c.game HAVING COALESCE(SUM(e.amount), 0) != 0"
        ):
            problems.append(f"closed game {game} still holds {total} chips")
        open_games = self.open_games()
        stray = sorted(set(open_games) - set(running))
        if stray:
            problems.append(f"games {stray} are neither running nor settled")
        total_all = db.execute("SELECT COALESCE(SUM(amount), 0) FROM entries").fetchone()[0]
        if total_all:
            problems.append(f"all entries add up to {total_all}, not 0")
        if self.balance(HOUSE) < 0:
            problems.append("the house holds fewer than 0 chips")
        players, player_chips = db.execute(
            "SELECT COUNT(*), COALESCE(SUM(s), 0) FROM "
            "(SELECT SUM(amount) AS s FROM entries WHERE holder LIKE 'p:%' GROUP BY holder) AS per_player"
        ).fetchone()
        accounts = db.execute("SELECT COUNT(*) FROM accounts").fetchone()[0]
        if players != accounts:
            problems.append(f"{accounts} accounts but {players} players in the ledger")
        return Audit(tuple(problems), int(accounts), int(player_chips), -self.balance(BANK), open_games)
