"""The token game's save slot (`save.json`): saved whenever its event log grew, counted once.

The recorder of `game.session.token.local.LocalSession`; the registry names
it (`game.games`) and `game.persistence.Persistence` holds one.
"""

from __future__ import annotations

from game.engine import Game
from game.engine.deck import RandomSource
from game.engine.token.serialize import RecordCache, to_dict
from game.storage import SaveResult, finish_game, read_save, save_exists, save_game, save_path

from ..slot import SlotBase, Tell, remember, told

__all__ = ["TokenSlot"]


class TokenSlot(SlotBase):
    """Keeps the running token game on disk and counts it in the statistics once it is over."""

    def __init__(self, tell: Tell) -> None:
        super().__init__(tell, save_path)
        #: The game saved last and the length of its event log at that save.
        self._game: Game | None = None
        self._saved_events = -1
        #: Each finished round is converted for the save once.
        self._records = RecordCache()
        #: Games already counted, newest last. Kept as objects, not ids: an id can be
        #: reused by a new game once the old one is gone, and that game must count.
        self._finished: list[Game] = []

    def track(self, game: Game | None) -> None:
        """Save `game` if it changed since its last save; count it once it is over."""
        if game is None:
            return
        if game.is_over:
            self.finish(game)
            return
        events = len(game.events)
        if game is self._game and events == self._saved_events:
            return
        self._game, self._saved_events = game, events
        self.writer.saver.submit(to_dict(game, self._records))

    def save_now(self, game: Game) -> None:
        """Write `game` synchronously (the window is closing); a finished game is counted."""
        if game.is_over:
            self.finish(game)
            return
        self.flush()
        try:
            save_game(game)
        except (OSError, ValueError) as exc:
            self.writer.report(exc)
            return
        self.writer.report(None)
        self._game, self._saved_events = game, len(game.events)

    def finish(self, game: Game) -> None:
        """After game over: add the game to the statistics and clear the save (once per game)."""
        if not game.is_over or any(done is game for done in self._finished):
            return
        self._finished = remember(self._finished, game)
        self._game, self._saved_events = game, len(game.events)
        # Pending writes of this game must land before the save is cleared.
        self.writer.wait()
        self._counted(lambda: finish_game(game))

    def has_save(self) -> bool:
        """Whether a saved game is on disk (pending writes first, so a fresh save counts)."""
        self.writer.wait()
        return save_exists()

    def read(self, rng: RandomSource | None = None) -> SaveResult:
        """The saved game; a refused file is kept aside and its notice queued."""
        self.writer.wait()
        result = told(read_save(), self._tell)
        if result.ok:
            self._game, self._saved_events = result.game, len(result.game.events)
        return result
