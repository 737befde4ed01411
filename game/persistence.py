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
- A Duell match has a save slot of its own (`duell.json`), written by its
  own background writer whenever the match moved (a deal, every action, the
  next deal), counted once when it is over and then cleared, with the same
  notices as the token game's save. The two slots never touch each other.
- A Hold'em table has a slot of its own too (`holdem.json`), written after
  every action. Its hands are counted whenever the table is left (and when
  a sit-and-go ends): the statistics remember how many hands of each table
  they counted, so leaving and resuming a cash table never counts a hand
  twice. A decided sit-and-go is counted and its save cleared once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from game.engine import Game
from game.engine.deck import RandomSource
from game.engine.duell import DealRecorder, DuellGame, DuellState, Phase, match_to_dict
from game.engine.duell.match import replay
from game.engine.duell.serialize import to_dict
from game.engine.holdem import HoldemGame, state_of
from game.engine.holdem import Phase as HoldemPhase
from game.engine.holdem import to_dict as holdem_to_dict
from game.engine.holdem.record import HandRecorder
from game.engine.token.serialize import RecordCache, game_to_dict
from game.session.holdem import HoldemOptions
from game.storage import (
    BackgroundSaver,
    Notice,
    SaveResult,
    Settings,
    Stats,
    duell_save_path,
    finish_game,
    finish_holdem,
    finish_match,
    load_settings,
    load_stats,
    match_save_exists,
    read_match,
    read_save,
    reset_stats,
    save_exists,
    save_game,
    save_match,
    save_path,
    save_settings,
    summary_from_hands,
    summary_from_match,
)
from game.storage.holdem.saves import (
    HoldemTable,
    holdem_dict,
    holdem_save_exists,
    holdem_table_id,
    read_holdem,
    save_holdem,
)
from game.storage.paths import holdem_save_path
from game.storage.saves import checksum

__all__ = ["Persistence"]

#: Longest wait for the background writer when the window closes (seconds).
FLUSH_SECONDS = 5.0
#: How many finished games are remembered as counted (a screen shows at most one).
KEEP_FINISHED = 4


class _Slot:
    """One save file written in the background, and whether its writes fail.

    A failure is told at once, once per streak of failures, and the end of
    the streak too (see the module doc); ``tell`` queues the notice.
    """

    def __init__(self, locate: Callable[[], Path], tell: Callable[[Notice], None]) -> None:
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


class Persistence:
    """Loads and stores everything the player expects the game to remember."""

    def __init__(self, demo: bool = False) -> None:
        self.demo = demo
        self._token = _Slot(save_path, self.pending_add)
        self._duell = _Slot(duell_save_path, self.pending_add)
        self._holdem = _Slot(holdem_save_path, self.pending_add)
        #: The Hold'em table saved last and the length of its script at that save; counted ones.
        self._table: HoldemGame | None = None
        self._table_saved = -1
        self._finished_tables: list[HoldemGame] = []
        #: The table whose script steps are converted for the save, and those steps (a long
        #: cash table's script runs to thousands of steps: each is converted once).
        self._steps_of: HoldemGame | None = None
        self._steps: list[Any] = []
        #: The match saved last and (finished deals, events) at that save; counted matches.
        self._match: DuellGame | None = None
        self._match_saved = (-1, -1)
        self._deal_dicts: list[tuple[DuellState, dict[str, Any]]] = []
        self._finished_matches: list[DuellGame] = []
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
        self._token.saver.submit(game_to_dict(game, self._records))

    def save_now(self, game: Game) -> None:
        """Write `game` synchronously (the window is closing); a finished game is counted."""
        if game.is_over:
            self.finish(game)
            return
        self._token.saver.flush(FLUSH_SECONDS)
        self.poll()
        try:
            save_game(game)
        except (OSError, ValueError) as exc:
            self._token.report(exc)
            return
        self._token.report(None)
        self._game, self._saved_events = game, len(game.events)

    def finish(self, game: Game) -> None:
        """After game over: add the game to the statistics and clear the save (once per game)."""
        if not game.is_over or any(done is game for done in self._finished):
            return
        self._finished = [*self._finished[-(KEEP_FINISHED - 1) :], game]
        self._game, self._saved_events = game, len(game.events)
        # Pending writes of this game must land before the save is cleared.
        self._token.saver.flush(FLUSH_SECONDS)
        try:
            _, notices = finish_game(game)
        except OSError as exc:
            notices = [Notice("file_write_failed", str(exc))]
        self.pending.extend(notices)

    def flush(self) -> bool:
        """Wait until every save is on disk; False if the disk took too long."""
        done = self._token.saver.flush(FLUSH_SECONDS)
        done = self._duell.saver.flush(FLUSH_SECONDS) and done
        done = self._holdem.saver.flush(FLUSH_SECONDS) and done
        self.poll()
        return done

    def poll(self) -> None:
        """Look at the background writes finished since the last look (cheap: every frame)."""
        self._token.poll()
        self._duell.poll()
        self._holdem.poll()

    @property
    def failing(self) -> bool:
        """Whether the last save attempt (of either slot) failed."""
        return self._token.failing or self._duell.failing or self._holdem.failing

    def has_save(self) -> bool:
        """Whether a saved game is on disk (pending writes first, so a fresh save counts)."""
        self._token.saver.flush(FLUSH_SECONDS)
        return save_exists()

    def read_game(self) -> SaveResult:
        """The saved game; a refused file is kept aside and its notice queued."""
        self._token.saver.flush(FLUSH_SECONDS)
        result = read_save()
        if result.notice is not None:
            self.pending.append(result.notice)
        if result.ok:
            self._game, self._saved_events = result.game, len(result.game.events)
        return result

    # the running Duell match ----------------------------------------------
    def track_duell(self, finished: Sequence[DuellState], game: DuellGame) -> None:
        """Save the match if it moved since its last save; count it once it is over."""
        if game.phase is Phase.MATCH_OVER:
            self.finish_duell(finished, game)
            return
        moved = (len(finished), len(game.events))
        if game is self._match and moved == self._match_saved:
            return
        self._match, self._match_saved = game, moved
        self._duell.saver.submit(self._match_dict(finished, game))

    def _match_dict(self, finished: Sequence[DuellState], game: DuellGame) -> dict[str, Any]:
        """The match's save dict; each finished deal is converted once (a match may be long)."""
        cache = self._deal_dicts
        if len(cache) > len(finished) or any(a is not b for (a, _), b in zip(cache, finished)):
            cache.clear()
        cache.extend((state, to_dict(state)) for state in finished[len(cache) :])
        return match_to_dict(finished, game.state(), [data for _, data in cache])

    def save_duell_now(self, finished: Sequence[DuellState], game: DuellGame) -> None:
        """Write the match synchronously (the table is left); a finished match is counted."""
        if game.phase is Phase.MATCH_OVER:
            self.finish_duell(finished, game)
            return
        self._duell.saver.flush(FLUSH_SECONDS)
        self.poll()
        try:
            save_match(finished, game)
        except (OSError, ValueError) as exc:
            self._duell.report(exc)
            return
        self._duell.report(None)
        self._match, self._match_saved = game, (len(finished), len(game.events))

    def finish_duell(self, finished: Sequence[DuellState], game: DuellGame) -> None:
        """After the match: add it to the statistics and clear its save (once per match)."""
        if game.phase is not Phase.MATCH_OVER or any(done is game for done in self._finished_matches):
            return
        self._finished_matches = [*self._finished_matches[-(KEEP_FINISHED - 1) :], game]
        self._match, self._match_saved = game, (len(finished), len(game.events))
        self._duell.saver.flush(FLUSH_SECONDS)
        records = DealRecorder()
        for state in (*finished, game.state()):  # the game's own log may reach back further
            records.add(replay(state).events_for(0))
        match_id = checksum(self._match_dict(finished, game))
        summary = summary_from_match(game.config, records.records, game.winner, game.loser, match_id)
        try:
            _, notices = finish_match(summary)
        except OSError as exc:
            notices = [Notice("file_write_failed", str(exc))]
        self.pending.extend(notices)

    def has_duell_save(self) -> bool:
        """Whether a Duell match is saved (pending writes first)."""
        self._duell.saver.flush(FLUSH_SECONDS)
        return match_save_exists()

    def read_duell(self) -> SaveResult:
        """The saved match (`SaveResult.game` is a `DuellMatch`); a refused file is kept aside."""
        self._duell.saver.flush(FLUSH_SECONDS)
        result = read_match()
        if result.notice is not None:
            self.pending.append(result.notice)
        if result.ok:
            match = result.game
            self._match, self._match_saved = match.game, (len(match.finished), len(match.game.events))
        return result

    # the running Hold'em table ---------------------------------------------
    def track_holdem(self, game: HoldemGame, options: HoldemOptions) -> None:
        """Save the table if it moved since its last save; count a decided sit-and-go once."""
        if game.phase is HoldemPhase.GAME_OVER:
            self.finish_holdem(game)
            return
        moved = len(game.script)
        if game is self._table and moved == self._table_saved:
            return
        self._table, self._table_saved = game, moved
        self._holdem.saver.submit(self._holdem_dict(game, options))

    def _holdem_dict(self, game: HoldemGame, options: HoldemOptions) -> dict[str, Any]:
        """The table's save dict (`holdem_dict`), converting only the script steps that are new."""
        state = state_of(game)
        if self._steps_of is not game or len(self._steps) > len(state.script):
            self._steps_of, self._steps = game, []
        tail = state.script[len(self._steps) :]
        self._steps.extend(holdem_to_dict(replace(state, script=tail))["script"])
        data = holdem_dict(game, options.timer, options.hot_seat_tips, with_script=False)
        data["game"]["script"] = list(self._steps)  # a copy: the writer thread reads it
        return data

    def save_holdem_now(self, game: HoldemGame, options: HoldemOptions) -> None:
        """Write the table synchronously (it is left) and count the hands played on it so far."""
        if game.phase is HoldemPhase.GAME_OVER:
            self.finish_holdem(game)
            return
        self._holdem.saver.flush(FLUSH_SECONDS)
        self.poll()
        try:
            save_holdem(HoldemTable(game, options.timer, options.hot_seat_tips))
        except (OSError, ValueError) as exc:
            self._holdem.report(exc)
            return
        self._holdem.report(None)
        self._table, self._table_saved = game, len(game.script)
        self._count_holdem(game, None)

    def finish_holdem(self, game: HoldemGame) -> None:
        """After a sit-and-go: count its hands and places and clear its save (once per table)."""
        if game.phase is not HoldemPhase.GAME_OVER or any(done is game for done in self._finished_tables):
            return
        self._finished_tables = [*self._finished_tables[-(KEEP_FINISHED - 1) :], game]
        self._table, self._table_saved = game, len(game.script)
        self._holdem.saver.flush(FLUSH_SECONDS)
        self._count_holdem(game, game.places)

    def _count_holdem(self, game: HoldemGame, places: dict[int, int] | None) -> None:
        """Add the hands the statistics have not counted yet (and ``places``, when decided)."""
        records = HandRecorder(game.initial_stacks, game.config.seats)
        records.add(game.events)  # the whole log: every person's own cards are counted
        summary = summary_from_hands(game.config, records.records, holdem_table_id(game), places)
        try:
            _, notices = finish_holdem(summary)
        except OSError as exc:
            notices = [Notice("file_write_failed", str(exc))]
        self.pending.extend(notices)

    def has_holdem_save(self) -> bool:
        """Whether a Hold'em table is saved (pending writes first)."""
        self._holdem.saver.flush(FLUSH_SECONDS)
        return holdem_save_exists()

    def read_holdem(self, rng: RandomSource | None = None) -> SaveResult:
        """The saved table (`SaveResult.game` is a `HoldemTable`); a refused file is kept aside."""
        self._holdem.saver.flush(FLUSH_SECONDS)
        result = read_holdem(rng=rng)
        if result.notice is not None:
            self.pending.append(result.notice)
        if result.ok:
            self._table, self._table_saved = result.game.game, len(result.game.game.script)
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
