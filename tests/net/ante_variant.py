"""A test variant with play chips, so the chip seam and the ledger are proven end to end before the
European adapter lands: the real token game, plus an ante of 10 chips per seat and round; the best
hand(s) of each showdown take the pot (an odd chip left by a split goes to the table). Every chip
movement comes from the engine's own events, exactly as a betting variant reports them.

Run as a script it is a server hosting this variant next to the token game (the SIGKILL test starts
it as a separate process): ``python -m tests.net.ante_variant DB`` prints ``PORT <n>``.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Sequence

from game.engine import RoundStarted, Showdown
from game.engine.deck import RandomSource
from game.net.protocol import JsonObject
from game.net.server import Server, default_variants
from game.net.token.variant import TokenGame, TokenVariant
from game.net.variant import ChipForfeit, ChipMove, ChipPayout, ChipStake, RunningGame, SeatPlayer

from .helpers import CHEAP

ANTE = 10


class AnteTokenGame(TokenGame):
    """The token game with an ante per round (see the module docstring)."""

    def chip_moves(self, after: int) -> list[ChipMove]:
        moves: list[ChipMove] = []
        for event in self.game.events[after:]:
            if isinstance(event, RoundStarted):
                moves.extend(ChipStake(seat, ANTE, "ante") for seat in event.order)
            elif isinstance(event, Showdown):
                result = event.result
                pot = ANTE * len(result.values)
                share, odd = divmod(pot, len(result.best))
                moves.extend(ChipPayout(seat, share) for seat in result.best)
                if odd:
                    moves.append(ChipForfeit(odd))
        return moves


class AnteTokenVariant(TokenVariant):
    """`AnteTokenGame` at a network table."""

    name = "token-ante"
    ante = ANTE

    def new_game(self, players: Sequence[SeatPlayer], options: JsonObject, rng: RandomSource) -> RunningGame:
        game = super().new_game(players, options, rng)
        assert isinstance(game, TokenGame)
        return AnteTokenGame(game.game.config, rng)


async def _serve(db: str) -> None:
    variant = AnteTokenVariant()
    server = Server(db, variants={**default_variants(), variant.name: variant}, cost=CHEAP)
    port = await server.start("127.0.0.1", 0)
    print(f"PORT {port}", flush=True)
    await asyncio.Event().wait()  # until killed


if __name__ == "__main__":
    asyncio.run(_serve(sys.argv[1]))
