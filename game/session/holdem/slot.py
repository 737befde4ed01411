"""The Hold'em table's save slot (`holdem.json`): written after every action, hands counted once.

Its hands are counted whenever the table is left (and when a sit-and-go
ends): the statistics remember how many hands of each table they counted,
so leaving and resuming a cash table never counts a hand twice. A decided
sit-and-go is counted and its save cleared once. The recorder of
`game.session.holdem.local.LocalHoldemSession`; the registry names it
(`game.games`) and `game.persistence.Persistence` holds one.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.engine.deck import RandomSource
from game.engine.holdem import HoldemGame, HoldemPhase, to_dict
from game.engine.holdem.record import HandRecorder
from game.storage import SaveResult, finish_holdem, holdem_save_path, summary_from_hands
from game.storage.holdem.saves import (
    HoldemTable,
    holdem_dict,
    holdem_save_exists,
    holdem_table_id,
    read_holdem,
    save_holdem,
)

from ..slot import SlotBase, Tell, remember, told
from . import HoldemOptions

__all__ = ["HoldemSlot"]


class HoldemSlot(SlotBase):
    """Keeps the running Hold'em table on disk and counts its hands in the statistics once."""

    def __init__(self, tell: Tell) -> None:
        super().__init__(tell, holdem_save_path)
        #: The table saved last and the length of its script at that save; counted ones.
        self._table: HoldemGame | None = None
        self._table_saved = -1
        self._finished: list[HoldemGame] = []
        #: The table whose script steps are converted for the save, and those steps (a long
        #: cash table's script runs to thousands of steps: each is converted once).
        self._steps_of: HoldemGame | None = None
        self._steps: list[Any] = []

    def track(self, game: HoldemGame, options: HoldemOptions) -> None:
        """Save the table if it moved since its last save; count a decided sit-and-go once."""
        if game.phase is HoldemPhase.GAME_OVER:
            self.finish(game)
            return
        moved = len(game.script)
        if game is self._table and moved == self._table_saved:
            return
        self._table, self._table_saved = game, moved
        self.writer.saver.submit(self._table_dict(game, options))

    def _table_dict(self, game: HoldemGame, options: HoldemOptions) -> dict[str, Any]:
        """The table's save dict (`holdem_dict`), converting only the script steps that are new."""
        state = game.state()
        if self._steps_of is not game or len(self._steps) > len(state.script):
            self._steps_of, self._steps = game, []
        tail = state.script[len(self._steps) :]
        self._steps.extend(to_dict(replace(state, script=tail))["script"])
        data = holdem_dict(game, options.timer, options.hot_seat_tips, with_script=False)
        data["game"]["script"] = list(self._steps)  # a copy: the writer thread reads it
        return data

    def save_now(self, game: HoldemGame, options: HoldemOptions) -> None:
        """Write the table synchronously (it is left) and count the hands played on it so far."""
        if game.phase is HoldemPhase.GAME_OVER:
            self.finish(game)
            return
        self.flush()
        try:
            save_holdem(HoldemTable(game, options.timer, options.hot_seat_tips))
        except (OSError, ValueError) as exc:
            self.writer.report(exc)
            return
        self.writer.report(None)
        self._table, self._table_saved = game, len(game.script)
        self._count(game, None)

    def finish(self, game: HoldemGame) -> None:
        """After a sit-and-go: count its hands and places and clear its save (once per table)."""
        if game.phase is not HoldemPhase.GAME_OVER or any(done is game for done in self._finished):
            return
        self._finished = remember(self._finished, game)
        self._table, self._table_saved = game, len(game.script)
        self.writer.wait()
        self._count(game, game.places)

    def _count(self, game: HoldemGame, places: dict[int, int] | None) -> None:
        """Add the hands the statistics have not counted yet (and ``places``, when decided)."""
        records = HandRecorder(game.initial_stacks, game.config.seats)
        records.add(game.events)  # the whole log: every person's own cards are counted
        summary = summary_from_hands(game.config, records.records, holdem_table_id(game), places)
        self._counted(lambda: finish_holdem(summary))

    def has_save(self) -> bool:
        """Whether a Hold'em table is saved (pending writes first)."""
        self.writer.wait()
        return holdem_save_exists()

    def read(self, rng: RandomSource | None = None) -> SaveResult:
        """The saved table (`SaveResult.game` is a `HoldemTable`); a refused file is kept aside."""
        self.writer.wait()
        result = told(read_holdem(rng=rng), self._tell)
        if result.ok:
            self._table, self._table_saved = result.game.game, len(result.game.game.script)
        return result
