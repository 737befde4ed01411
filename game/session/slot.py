"""One game's save file, written in the background: what every game's save slot shares.

Each game names in the registry (`game.games.GameInfo.save_slot`) the class
that keeps its running game on disk and counts it in the statistics once
(`game.session.token.slot`, `...duell.slot`, `...holdem.slot`). That class
is the recorder its local session writes to; `game.persistence.Persistence`
holds one of each and loops over them (poll, flush, failing) without naming
a game. `SlotWriter` is the part they share: the `BackgroundSaver` of the
file and the notices when its writes start failing or work again.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from game.engine.deck import RandomSource
from game.storage import BackgroundSaver, Notice, SaveResult

__all__ = ["FLUSH_SECONDS", "KEEP_FINISHED", "SaveSlot", "SlotBase", "SlotWriter", "Tell"]

#: Longest wait for the background writer when the window closes (seconds).
FLUSH_SECONDS = 5.0
#: How many finished games are remembered as counted (a screen shows at most one).
KEEP_FINISHED = 4

#: Where a slot queues a notice for the player (`Persistence.pending_add`).
Tell = Callable[[Notice], None]


class SlotWriter:
    """One save file written in the background, and whether its writes fail.

    A failure is told at once, once per streak of failures, and the end of
    the streak too (see `game.persistence`); ``tell`` queues the notice.
    """

    def __init__(self, locate: Callable[[], Path], tell: Tell) -> None:
        self.saver = BackgroundSaver(locate=locate)
        self._tell = tell
        self._seen_completed = 0
        self.failing = False

    def poll(self) -> None:
        """Look at the writes finished since the last look."""
        completed, error = self.saver.outcome()
        if completed != self._seen_completed:
            self._seen_completed = completed
            self.report(error)

    def report(self, error: OSError | ValueError | None) -> None:
        """Queue a notice when saving starts failing or works again (once per streak)."""
        if error is not None and not self.failing:
            self._tell(Notice("save_write_failed", str(error)))
        elif error is None and self.failing:
            self._tell(Notice("save_write_ok"))
        self.failing = error is not None

    def wait(self) -> bool:
        """Wait until this file's pending writes are on disk; False if the disk took too long."""
        return self.saver.flush(FLUSH_SECONDS)


class SaveSlot(Protocol):
    """What `game.persistence.Persistence` needs of every game's save slot."""

    #: The background writer of the slot's file.
    writer: SlotWriter

    def flush(self) -> bool:
        """Wait until the slot's writes are on disk (and look at them); False if too slow."""
        ...

    def has_save(self) -> bool:
        """Whether a game is saved (pending writes first, so a fresh save counts)."""
        ...

    def read(self, rng: RandomSource | None = None) -> SaveResult:
        """The saved game; a refused file is kept aside and its notice queued."""
        ...


def told(result: SaveResult, tell: Tell) -> SaveResult:
    """``result``, its notice (if any) queued with ``tell``."""
    if result.notice is not None:
        tell(result.notice)
    return result


def remember(done: list[Any], item: Any) -> list[Any]:
    """The finished games counted, with ``item`` added (the newest `KEEP_FINISHED`)."""
    return [*done[-(KEEP_FINISHED - 1) :], item]


class SlotBase:
    """What every game's save slot shares: its background writer, where its notices go, waiting
    for the disk, and counting a finished game in the statistics with a failure told, not raised."""

    def __init__(self, tell: Tell, locate: Callable[[], Path]) -> None:
        self._tell = tell
        self.writer = SlotWriter(locate, tell)

    def flush(self) -> bool:
        """Wait until the save is on disk; False if the disk took too long."""
        done = self.writer.wait()
        self.writer.poll()
        return done

    def _counted(self, finish: Callable[[], tuple[Any, list[Notice]]]) -> None:
        """Run ``finish`` (count a finished game and clear its save) and tell its notices; a disk
        that refuses the statistics file is told as `file_write_failed`."""
        try:
            _, notices = finish()
        except OSError as exc:
            notices = [Notice("file_write_failed", str(exc))]
        for notice in notices:
            self._tell(notice)
