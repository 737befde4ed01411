"""The table session: the one road between the screens and a game.

A screen submits actions, reads the events after its cursor as its people may
see them, and reads the table (`TableView`); it never holds the engine's game.
`Session` is the interface (`base`); `LocalSession` (`local`) runs a game in
this process with its computer players, their thinking time, the next round
and the autosave. A remote session (network play) is the second kind: nothing
above this package may assume the game runs in the same process.
"""

from .base import Recorder, Session, TableView
from .local import THINK_SECONDS, LocalSession, LocalTable

__all__ = ["Session", "TableView", "Recorder", "LocalSession", "LocalTable", "THINK_SECONDS"]
