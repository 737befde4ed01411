"""Work that must not hold up a frame: a computation on another thread, read when done.

A Duell Profi decision samples showdown odds and can take tens of
milliseconds, longer than a frame. A local session starts each computer
decision as a `Job` when the seat's thinking time begins and applies it once
both the thinking time is over and the job is done, so the frame loop never
waits for it. The work must only read values nobody changes meanwhile (a
seat's frozen view and legal choices). `in_thread` is the runner of the
game; `at_once` runs the work on the spot (deterministic tests, the
command line).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, Protocol, TypeVar

__all__ = ["Job", "Runner", "in_thread", "at_once"]

T = TypeVar("T")


class Job(Generic[T]):
    """A computation that may still be running; `result` once `done`."""

    def __init__(self) -> None:
        self._finished = threading.Event()
        self._value: tuple[T] | None = None  # a 1-tuple, so None can be a value too
        self._error: BaseException | None = None

    def _run(self, work: Callable[[], T]) -> None:
        try:
            self._value = (work(),)
        except BaseException as error:  # handed to whoever reads the result
            self._error = error
        finally:
            self._finished.set()

    def done(self) -> bool:
        """Whether the work has finished (successfully or not)."""
        return self._finished.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the work is done (tests and shutdown only); False after ``timeout``."""
        return self._finished.wait(timeout)

    def result(self) -> T:
        """The work's value; its exception if it failed. Only call once `done`."""
        if not self._finished.is_set():
            raise RuntimeError("the job is still running")
        if self._error is not None:
            raise self._error
        assert self._value is not None  # finished without an error: the value is there
        return self._value[0]


class Runner(Protocol):
    """Starts work and returns its `Job` (`in_thread`, `at_once`)."""

    def __call__(self, work: Callable[[], T], /) -> Job[T]: ...


def in_thread(work: Callable[[], T]) -> Job[T]:
    """Run ``work`` on a daemon thread of its own."""
    job: Job[T] = Job()
    threading.Thread(target=job._run, args=(work,), name="computer-move", daemon=True).start()
    return job


def at_once(work: Callable[[], T]) -> Job[T]:
    """Run ``work`` now, before returning."""
    job: Job[T] = Job()
    job._run(work)
    return job
