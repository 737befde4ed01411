"""The game window's log: a small rotating file in the data folder that keeps every crash.

Started by the window (`game.cli`): a `logging.handlers.RotatingFileHandler`
on ``tokenpoker.log`` in the per-user data folder (256 KB, three older files
beside it), on the root logger, so warnings of any module land there too.
`sys.excepthook` and `threading.excepthook` write every uncaught exception
to it with its traceback and say on stderr where the report is - never the
raw traceback: a game started by double-click has no terminal, the log is
where a person finds it. A background thread that dies is also counted for
the window (`take_thread_reports`), which tells the person in a notice.
`captured_stderr` keeps C libraries' chatter (ALSA on a machine without a
sound card) off the terminal and hands it to the log instead.
No pygame here: the window's last-resort message is `game.ui.crash_screen`.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from game.storage.paths import data_dir

__all__ = [
    "BACKUPS",
    "LOG_FILE",
    "MAX_BYTES",
    "CrashLog",
    "active",
    "captured_stderr",
    "report_exception",
    "start",
    "startup_log",
]

LOG_FILE = "tokenpoker.log"
#: One file's size before it rotates, and how many older files stay (256 KB x 4 at most).
MAX_BYTES = 256 * 1024
BACKUPS = 3

log = logging.getLogger("tokenpoker")
#: What C libraries printed at start-up (`captured_stderr`): kept in the log at INFO, which only
#: an open log records (without one, nothing reaches the terminal).
startup_log = logging.getLogger("tokenpoker.startup")
FORMAT = logging.Formatter("%(asctime)s %(levelname)s %(name)s [%(threadName)s]: %(message)s")

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]

_active: CrashLog | None = None


class CrashLog:
    """The log file, the two exception hooks, and the count of threads that died."""

    def __init__(self, folder: Path | None = None) -> None:
        self.path = (folder if folder is not None else data_dir()) / LOG_FILE
        self.handler: RotatingFileHandler | None = None
        self._lock = threading.Lock()
        self._thread_reports = 0
        self._previous_hook = sys.excepthook
        self._previous_thread_hook = threading.excepthook

    # set-up -------------------------------------------------------------------------
    def open(self) -> bool:
        """Open the log file (folder created) and hook the exceptions; False if the file cannot be
        made (a read-only disk): the hooks still say on stderr what happened."""
        sys.excepthook = self._excepthook
        threading.excepthook = self._thread_hook
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handler = RotatingFileHandler(
                self.path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
            )
        except OSError as error:
            print(f"Token-Poker: Protokoll nicht möglich / cannot keep a log at {self.path}: "
                  f"{error.strerror or error}", file=sys.stderr)
            return False
        handler.setFormatter(FORMAT)
        logging.getLogger().addHandler(handler)
        log.setLevel(logging.INFO)  # the start-up chatter too
        self.handler = handler
        return True

    def close(self) -> None:
        """Unhook and close the file (tests; the window keeps its log to the end)."""
        log.setLevel(logging.NOTSET)
        if sys.excepthook == self._excepthook:
            sys.excepthook = self._previous_hook
        if threading.excepthook == self._thread_hook:
            threading.excepthook = self._previous_thread_hook
        if self.handler is not None:
            logging.getLogger().removeHandler(self.handler)
            self.handler.close()
            self.handler = None

    # reports ------------------------------------------------------------------------
    def report(self, info: ExcInfo, where: str) -> Path:
        """Write ``info`` with its traceback to the log; returns the file to point the person to."""
        log.critical("Uncaught exception in %s", where, exc_info=info)
        if self.handler is not None:
            self.handler.flush()
        return self.path

    def tell(self, info: ExcInfo, where: str) -> None:
        """One line on stderr: what failed, and where the report is (the traceback is in the log)."""
        kind = info[0].__name__
        error = str(info[1]).splitlines()[0] if str(info[1]) else ""
        try:
            print(f"Token-Poker: Fehler / error in {where}: {kind}{': ' + error if error else ''}\n"
                  f"  Bericht / report: {self.path}", file=sys.stderr, flush=True)
        except (OSError, ValueError):  # no stderr (pythonw, a closed pipe): the log has it
            pass

    def take_thread_reports(self) -> int:
        """How many background threads died since the last call (the window tells the person)."""
        with self._lock:
            count, self._thread_reports = self._thread_reports, 0
        return count

    def _excepthook(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):  # Ctrl-C is no crash
            self._previous_hook(kind, error, tb)
            return
        self.report((kind, error, tb), "the main thread")
        self.tell((kind, error, tb), "the main thread")

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit or args.exc_value is None:
            return
        name = args.thread.name if args.thread is not None else "?"
        info: ExcInfo = (args.exc_type, args.exc_value, args.exc_traceback)
        self.report(info, f"thread {name}")
        with self._lock:
            self._thread_reports += 1
        self.tell(info, f"thread {name}")


def start(folder: Path | None = None) -> CrashLog:
    """Open the window's log (once per process; a second call returns the first)."""
    global _active
    if _active is None:
        _active = CrashLog(folder)
        _active.open()
    return _active


def active() -> CrashLog | None:
    """The log `start` opened, if any."""
    return _active


def stop() -> None:
    """Close the log `start` opened (tests)."""
    global _active
    if _active is not None:
        _active.close()
        _active = None


def report_exception(where: str) -> Path:
    """Log the exception being handled (in an ``except`` block) and say so on stderr; returns the
    log file. Opens the log first if nobody did."""
    info = sys.exc_info()
    assert info[0] is not None and info[1] is not None, "report_exception outside an except block"
    crash = start()
    crash.report((info[0], info[1], info[2]), where)
    crash.tell((info[0], info[1], info[2]), where)
    return crash.path


@contextmanager
def captured_stderr() -> Iterator[list[str]]:
    """Send the process's stderr (file descriptor 2, where C libraries write) to a temporary file
    for the block; afterwards the lines written meanwhile are in the yielded list.

    Only for short calls at start-up (the mixer's), when no other thread writes to stderr. Where
    descriptor 2 cannot be redirected, the block runs as it is.
    """
    lines: list[str] = []
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        yield lines
        return
    sink = tempfile.TemporaryFile()
    try:
        os.dup2(sink.fileno(), 2)
        try:
            yield lines
        finally:
            try:
                sys.stderr.flush()
            except (OSError, ValueError):
                pass
            os.dup2(saved, 2)
            sink.seek(0)
            lines.extend(sink.read().decode("utf-8", "replace").splitlines())
    finally:
        os.close(saved)
        sink.close()
