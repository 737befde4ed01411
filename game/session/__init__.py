"""The table session: the one road between the screens and a game.

A screen submits actions, reads the events after its cursor as its people may
see them, and reads the table (`TableView`); it never holds the engine's game.
`Session` is the interface (`base`); `LocalSession` (`local`) runs a game in
this process with its computer players, their thinking time, the next round
and the autosave. Duell has its own kind (`DuellSession` in `duell`,
`LocalDuellSession` in `duell_local`), and so has Hold'em (`HoldemSession` in
`holdem`, `LocalHoldemSession` in `holdem_local`, with the action timer); the
computers' thinking time of all is `pacing`, and work too long for a frame
runs as a `background` job. A
remote session (network play) is the second kind: nothing above this package
may assume the game runs in the same process.
"""

from .background import Job, Runner, at_once, in_thread
from .base import Recorder, Session, TableView
from .duell import DuellRecorder, DuellSession, DuellTableView
from .duell.local import COMPUTER, PERSON, LocalDuellSession, LocalDuellTable
from .holdem import (
    ACTION_SECONDS,
    COUNTDOWN_SECONDS,
    MIN_PLAYERS,
    HoldemOptions,
    HoldemRecorder,
    HoldemSession,
    HoldemTableView,
    TurnTimer,
)
from .holdem.local import LocalHoldemSession, LocalHoldemTable
from .pacing import THINK_SECONDS, Pacer
from .token.local import LocalSession, LocalTable

__all__ = [
    "Session",
    "TableView",
    "Recorder",
    "LocalSession",
    "LocalTable",
    "THINK_SECONDS",
    "Pacer",
    "Job",
    "Runner",
    "at_once",
    "in_thread",
    "DuellRecorder",
    "DuellSession",
    "DuellTableView",
    "LocalDuellSession",
    "LocalDuellTable",
    "PERSON",
    "COMPUTER",
    "ACTION_SECONDS",
    "COUNTDOWN_SECONDS",
    "MIN_PLAYERS",
    "HoldemOptions",
    "HoldemRecorder",
    "HoldemSession",
    "HoldemTableView",
    "TurnTimer",
    "LocalHoldemSession",
    "LocalHoldemTable",
]
