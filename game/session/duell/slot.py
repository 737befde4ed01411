"""The Duell's save slot (`duell.json`): written whenever the match moved, counted once.

A deal, every action and the next deal are saved; the match is counted in
the statistics once it is over and its save then cleared, with the same
notices as the token game's save. The recorder of
`game.session.duell.local.LocalDuellSession`; the registry names it
(`game.games`) and `game.persistence.Persistence` holds one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.deck import RandomSource
from game.engine.duell import DealRecorder, DuellGame, DuellPhase, DuellState, match_to_dict
from game.engine.duell.match import replay
from game.engine.duell.serialize import to_dict
from game.storage import (
    SaveResult,
    duell_save_path,
    finish_match,
    match_save_exists,
    read_match,
    save_match,
    summary_from_match,
)
from game.storage.saves import checksum

from ..slot import SlotBase, Tell, remember, told

__all__ = ["DuellSlot"]


class DuellSlot(SlotBase):
    """Keeps the running Duell match on disk and counts it in the statistics once it is over."""

    def __init__(self, tell: Tell) -> None:
        super().__init__(tell, duell_save_path)
        #: The match saved last and (finished deals, events) at that save; counted matches.
        self._match: DuellGame | None = None
        self._match_saved = (-1, -1)
        self._deal_dicts: list[tuple[DuellState, dict[str, Any]]] = []
        self._finished: list[DuellGame] = []

    def track(self, finished: Sequence[DuellState], game: DuellGame) -> None:
        """Save the match if it moved since its last save; count it once it is over."""
        if game.phase is DuellPhase.MATCH_OVER:
            self.finish(finished, game)
            return
        moved = (len(finished), len(game.events))
        if game is self._match and moved == self._match_saved:
            return
        self._match, self._match_saved = game, moved
        self.writer.saver.submit(self._match_dict(finished, game))

    def _match_dict(self, finished: Sequence[DuellState], game: DuellGame) -> dict[str, Any]:
        """The match's save dict; each finished deal is converted once (a match may be long)."""
        cache = self._deal_dicts
        if len(cache) > len(finished) or any(a is not b for (a, _), b in zip(cache, finished)):
            cache.clear()
        cache.extend((state, to_dict(state)) for state in finished[len(cache) :])
        return match_to_dict(finished, game.state(), [data for _, data in cache])

    def save_now(self, finished: Sequence[DuellState], game: DuellGame) -> None:
        """Write the match synchronously (the table is left); a finished match is counted."""
        if game.phase is DuellPhase.MATCH_OVER:
            self.finish(finished, game)
            return
        self.flush()
        try:
            save_match(finished, game)
        except (OSError, ValueError) as exc:
            self.writer.report(exc)
            return
        self.writer.report(None)
        self._match, self._match_saved = game, (len(finished), len(game.events))

    def finish(self, finished: Sequence[DuellState], game: DuellGame) -> None:
        """After the match: add it to the statistics and clear its save (once per match)."""
        if game.phase is not DuellPhase.MATCH_OVER or any(done is game for done in self._finished):
            return
        self._finished = remember(self._finished, game)
        self._match, self._match_saved = game, (len(finished), len(game.events))
        self.writer.wait()
        records = DealRecorder()
        for state in (*finished, game.state()):  # the game's own log may reach back further
            records.add(replay(state).events_for(0))
        match_id = checksum(self._match_dict(finished, game))
        summary = summary_from_match(game.config, records.records, game.winner, game.loser, match_id)
        self._counted(lambda: finish_match(summary))

    def has_save(self) -> bool:
        """Whether a Duell match is saved (pending writes first)."""
        self.writer.wait()
        return match_save_exists()

    def read(self, rng: RandomSource | None = None) -> SaveResult:
        """The saved match (`SaveResult.game` is a `DuellMatch`); a refused file is kept aside."""
        self.writer.wait()
        result = told(read_match(), self._tell)
        if result.ok:
            match = result.game
            self._match, self._match_saved = match.game, (len(match.finished), len(match.game.events))
        return result
