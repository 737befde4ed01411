"""Moderation at a network table: removal by the opener or by a vote, and the 30-minute block.

A table (`game.net.table.Table`) keeps one `Moderation`. The opener of the
table (`game.net.private.Privacy.opener`) may remove a person between games
(``kick``, with a reason everybody reads); any seated person may start a
vote to remove another seated person (``vote_kick``): the starter's say
counts as yes, every other seated person but the one concerned has one
(``vote``), and a majority of those others - more than half - removes.
A vote ends when decided, when it can no longer pass, or after
`VOTE_SECONDS`; one vote at a time.

A removed account may not sit at that table for `BLOCK_SECONDS` (it may
still watch); the table asks `Moderation.blocked` on every ``sit``. The table
keeps each block in the database too (`game.net.table_store`) and gives the
kept ones back (`Moderation.restore`) when it opens again - after a restart,
or on the node of a room that adopts it. Its
chips follow the game's rule for a person who leaves (the table gives up
the seat the way it does for ``leave``): nothing is lost.

Everything here runs on the table's clock (injected; the tests move it).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .protocol import ErrorCode, JsonObject, ProtocolError
from .timers import seconds_left

__all__ = ["Moderation", "VoteState", "BLOCK_SECONDS", "VOTE_SECONDS"]

#: How long a removed account may not sit at the table again.
BLOCK_SECONDS = 30 * 60.0
#: How long a vote to remove somebody runs at most.
VOTE_SECONDS = 60.0


@dataclass(slots=True)
class VoteState:
    """A running vote to remove ``name`` (account ``target``)."""

    target: int
    name: str
    by: str
    reason: str
    voters: frozenset[int]  # the seated people but the one concerned, when the vote began
    ends: float
    yes: set[int] = field(default_factory=set)
    no: set[int] = field(default_factory=set)

    @property
    def needed(self) -> int:
        """Yes votes that remove: more than half of the voters."""
        return len(self.voters) // 2 + 1

    @property
    def passed(self) -> bool:
        """A majority said yes."""
        return len(self.yes) >= self.needed

    @property
    def lost(self) -> bool:
        """It can no longer pass."""
        return len(self.voters) - len(self.no) < self.needed

    def to_json(self, now: float) -> JsonObject:
        """The vote as the table message shows it."""
        return {
            "name": self.name,
            "by": self.by,
            "reason": self.reason,
            "yes": len(self.yes),
            "no": len(self.no),
            "needed": self.needed,
            "seconds": seconds_left(self.ends, now),
        }


class Moderation:
    """The blocks and the running vote of one table (see the module docstring)."""

    def __init__(self) -> None:
        self._blocks: dict[int, float] = {}
        self.vote: VoteState | None = None

    def blocked(self, account: int, now: float) -> int | None:
        """Whole seconds ``account`` may not sit here any more; None if it may."""
        until = self._blocks.get(account)
        if until is None:
            return None
        if now >= until:
            del self._blocks[account]
            return None
        return max(1, seconds_left(until, now))

    def check_sit(self, account: int, table: int, now: float) -> None:
        """`ProtocolError` (``blocked``) if ``account`` was removed from ``table`` recently."""
        left = self.blocked(account, now)
        if left is not None:
            raise ProtocolError(
                ErrorCode.BLOCKED,
                f"you were removed from table {table}: you may sit here again in {-(-left // 60)} minutes",
                left,
            )

    def block(self, account: int, now: float) -> None:
        """``account`` was removed: no seat here for `BLOCK_SECONDS`."""
        self._blocks[account] = now + BLOCK_SECONDS
        if self.vote is not None and self.vote.target == account:
            self.vote = None

    def restore(self, account: int, until: float) -> None:
        """A block kept from before (the table opened again): ``account`` may not sit here until
        ``until`` (this clock)."""
        self._blocks[account] = max(until, self._blocks.get(account, until))

    def start(
        self,
        target: int,
        name: str,
        starter: int,
        by: str,
        reason: str,
        voters: frozenset[int],
        now: float,
    ) -> VoteState:
        """Start a vote (the starter's say is yes); `ProtocolError` if one runs already."""
        if self.vote is not None:
            raise ProtocolError(ErrorCode.VOTE_RUNNING, f"a vote about {self.vote.name} runs already")
        self.vote = VoteState(target, name, by, reason, voters, now + VOTE_SECONDS, yes={starter})
        return self.vote

    def cast(self, account: int, yes: bool) -> VoteState:
        """``account``'s say; `ProtocolError` (``no_vote``) if no vote runs or it has no say."""
        vote = self.vote
        if vote is None or account not in vote.voters:
            raise ProtocolError(ErrorCode.NO_VOTE, "there is no vote you have a say in")
        (vote.no if not yes else vote.yes).add(account)
        (vote.yes if not yes else vote.no).discard(account)
        return vote

    def expired(self, now: float) -> VoteState | None:
        """The running vote, ended now if its time is over (then returned), else None."""
        vote = self.vote
        if vote is not None and now >= vote.ends:
            self.vote = None
            return vote
        return None
