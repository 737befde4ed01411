"""The app's link to the per-user files: settings, the running game's save, statistics.

`Persistence` sits between `game.app.App` and `game.storage` and holds what
must live as long as the window: the `BackgroundSaver` (saves are written on
a worker thread, so the frame loop never waits for the disk), which game was
saved last and at which engine event, which games were already counted, and
the notices the player has still to be shown. It is pure Python (no pygame)
so it can be tested without a window.

Decisions:
- A game is saved whenever its engine event log grew (deal, every exchange,
  showdown), so quitting at any moment and resuming never re-deals: the
  stock and the hands of the round in progress are in the save.
- A finished game is counted in the statistics once, then the save is
  cleared; that holds for --demo games too (all their seats are computer
  players, so they appear only in the computer list).
- A failed save is told at once, once per streak of failures (not every
  frame, not every change), and the end of the streak is told too ("saved
  again"): the player knows whether quitting now loses the round. Every
  change tries again, and leaving the table writes synchronously.
- --demo never overwrites the settings (the license is passed for that run
  only), but its game is saved like any other, as the issue asks.
"""

from __future__ import annotations

from game.engine import Game
from game.engine.serialize import RecordCache, game_to_dict
from game.storage import (
    BackgroundSaver,
    Notice,
    SaveResult,
    Settings,
    Stats,
    finish_game,
    load_settings,
    load_stats,
    read_save,
    reset_stats,
    save_exists,
    save_game,
    save_settings,
)

__all__ = ["Persistence"]

#: Longest wait for the background writer when the window closes (seconds).
FLUSH_SECONDS = 5.0
#: How many finished games are remembered as counted (a screen shows at most one).
KEEP_FINISHED = 4


class Persistence:
    """Loads and stores everything the player expects the game to remember."""

    def __init__(self, demo: bool = False) -> None:
        self.demo = demo
        self._saver = BackgroundSaver()
        #: The game saved last and the length of its event log at that save.
        self._game: Game | None = None
        self._saved_events = -1
        #: Each finished round is converted for the save once.
        self._records = RecordCache()
        #: Games already counted, newest last. Kept as objects, not ids: an id can be
        #: reused by a new game once the old one is gone, and that game must count.
        self._finished: list[Game] = []
        #: Notices for the player not yet shown (the app shows each once).
        self.pending: list[Notice] = []
        #: Saver requests already looked at, and whether the last save failed.
        self._seen_completed = 0
        self._failing = False

    # settings -------------------------------------------------------------
    def load_settings(self) -> Settings:
        """The stored settings; a repaired file adds its notice to `pending`."""
        settings, notices = load_settings()
        self.pending.extend(notices)
        return settings

    def save_settings(self, settings: Settings) -> None:
        """Store the settings (never in --demo: a watch run changes nothing of the player's)."""
        if not self.demo:
            save_settings(settings)

    # the running game -----------------------------------------------------
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
        self._saver.submit(game_to_dict(game, self._records))

    def save_now(self, game: Game) -> None:
        """Write `game` synchronously (the window is closing); a finished game is counted."""
        if game.is_over:
            self.finish(game)
            return
        self._saver.flush(FLUSH_SECONDS)
        self.poll()
        try:
            save_game(game)
        except (OSError, ValueError) as exc:
            self._report(exc)
            return
        self._report(None)
        self._game, self._saved_events = game, len(game.events)

    def finish(self, game: Game) -> None:
        """After game over: add the game to the statistics and clear the save (once per game)."""
        if not game.is_over or any(done is game for done in self._finished):
            return
        self._finished = [*self._finished[-(KEEP_FINISHED - 1) :], game]
        self._game, self._saved_events = game, len(game.events)
        # Pending writes of this game must land before the save is cleared.
        self._saver.flush(FLUSH_SECONDS)
        try:
            _, notices = finish_game(game)
        except OSError as exc:
            notices = [Notice("file_write_failed", str(exc))]
        self.pending.extend(notices)

    def flush(self) -> bool:
        """Wait until every save is on disk; False if the disk took too long."""
        done = self._saver.flush(FLUSH_SECONDS)
        self.poll()
        return done

    def poll(self) -> None:
        """Look at the background writes finished since the last look (cheap: every frame)."""
        completed, error = self._saver.outcome()
        if completed != self._seen_completed:
            self._seen_completed = completed
            self._report(error)

    def _report(self, error: OSError | ValueError | None) -> None:
        """Queue a notice when saving starts failing or works again (once per streak)."""
        if error is not None and not self._failing:
            self.pending.append(Notice("save_write_failed", str(error)))
        elif error is None and self._failing:
            self.pending.append(Notice("save_write_ok"))
        self._failing = error is not None

    @property
    def failing(self) -> bool:
        """Whether the last save attempt failed."""
        return self._failing

    def has_save(self) -> bool:
        """Whether a saved game is on disk (pending writes first, so a fresh save counts)."""
        self._saver.flush(FLUSH_SECONDS)
        return save_exists()

    def read_game(self) -> SaveResult:
        """The saved game; a refused file is kept aside and its notice queued."""
        self._saver.flush(FLUSH_SECONDS)
        result = read_save()
        if result.notice is not None:
            self.pending.append(result.notice)
        if result.ok:
            self._game, self._saved_events = result.game, len(result.game.events)
        return result

    # statistics -----------------------------------------------------------
    def load_stats(self) -> Stats:
        """The statistics; a repaired file queues its notice."""
        stats, notices = load_stats()
        self.pending.extend(notices)
        return stats

    def reset_stats(self) -> Stats:
        """Forget all statistics (the screen has asked first)."""
        try:
            return reset_stats()
        except OSError as exc:
            self.pending.append(Notice("file_write_failed", str(exc)))
            return Stats()

    def take_notices(self) -> list[Notice]:
        """The notices not shown yet (each is handed out once), after a look at the writer."""
        self.poll()
        notices, self.pending = self.pending, []
        return notices
