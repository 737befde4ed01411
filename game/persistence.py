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
- Each game has a save slot of its own (its file, its background writer,
  when it saves and counts): the class its registry entry names
  (`game.games.GameInfo.save_slot`, e.g. `game.session.token.slot`). The
  slots never touch each other; this module holds one per registered game
  and loops over them, so it names no game.
"""

from __future__ import annotations

from typing import Any

from game.games import games, stats_sections
from game.session.slot import SaveSlot
from game.storage import Notice, Settings, Stats, load_settings, load_stats, reset_stats, save_settings

__all__ = ["Persistence"]


class Persistence:
    """Loads and stores everything the player expects the game to remember."""

    def __init__(self, demo: bool = False) -> None:
        self.demo = demo
        #: Notices for the player not yet shown (the app shows each once).
        self.pending: list[Notice] = []
        #: One save slot per registered game that has one (`game.games.GameInfo.save_slot`).
        self.slots: dict[str, SaveSlot] = {
            info.key: info.save_slot()(self.pending_add) for info in games() if info.save_slot is not None
        }

    def slot(self, key: str) -> Any:
        """The save slot of the game ``key`` (its class is the one its registry entry names)."""
        return self.slots[key]

    def pending_add(self, notice: Notice) -> None:
        """Queue a notice for the player."""
        self.pending.append(notice)

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

    # every game's save slot ------------------------------------------------
    def flush(self) -> bool:
        """Wait until every save is on disk; False if the disk took too long."""
        done = True
        for slot in self.slots.values():
            done = slot.writer.wait() and done
        self.poll()
        return done

    def poll(self) -> None:
        """Look at the background writes finished since the last look (cheap: every frame)."""
        for slot in self.slots.values():
            slot.writer.poll()

    @property
    def failing(self) -> bool:
        """Whether the last save attempt (of any slot) failed."""
        return any(slot.writer.failing for slot in self.slots.values())

    # statistics -----------------------------------------------------------
    def load_stats(self) -> Stats:
        """The statistics; a repaired file queues its notice."""
        stats, notices = load_stats(sections=stats_sections())
        self.pending.extend(notices)
        return stats

    def reset_stats(self) -> Stats:
        """Forget all statistics (the screen has asked first)."""
        try:
            return reset_stats(sections=stats_sections())
        except OSError as exc:
            self.pending.append(Notice("file_write_failed", str(exc)))
            return Stats()

    def take_notices(self) -> list[Notice]:
        """The notices not shown yet (each is handed out once), after a look at the writer."""
        self.poll()
        notices, self.pending = self.pending, []
        return notices
