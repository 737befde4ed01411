"""Which session reads a network table, and which screen shows it: one lookup by the table's variant.

The registered games (`game.games`, handed to the screens as `SceneContext.games`)
say per network variant the session class that reads its wire format
(``remote_session``), the screen that shows its game over the lobby
(``remote_screen``) and whether that screen stays up between games
(``remote_idle``). `net_game` finds them for a variant; a variant no registered
game plays is read as the token game. `new_session` makes the session for a
variant and tells it which variants it reads, so a table record of another
variant stops it (`RemoteBase.other_variant`); `session_for` then makes that
variant's session, which reads on where the old one stopped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.net.client import NetClient
from game.scenes.base import GameEntry, Scene, SceneContext
from game.scenes.net.room import AnyRemote

__all__ = ["NetGame", "net_game", "new_session", "plays", "session_for"]

#: The variant a table of an unknown variant is read as.
FALLBACK = "token"


@dataclass(frozen=True, slots=True)
class NetGame:
    """A variant at a network table: its session class, its screen, whether that shows between games."""

    session: type[AnyRemote]
    screen: Callable[[SceneContext, Any, Any], Scene]
    idle: bool


def _entry(games: Sequence[GameEntry], variant: str) -> GameEntry | None:
    return next(
        (g for g in games if g.variant == variant and g.remote_session is not None and g.remote_screen),
        None,
    )


def plays(games: Sequence[GameEntry], variant: str) -> bool:
    """Whether a registered game reads and shows network tables of ``variant``."""
    return _entry(games, variant) is not None


def net_game(games: Sequence[GameEntry], variant: str) -> NetGame:
    """The session and screen of ``variant`` (an unknown one: the token game's)."""
    entry = _entry(games, variant) or _entry(games, FALLBACK)
    if entry is None or entry.remote_session is None or entry.remote_screen is None:
        raise LookupError(f"no registered game plays the network variant {variant!r}")
    return NetGame(entry.remote_session(), entry.remote_screen, entry.remote_idle)


def new_session(games: Sequence[GameEntry], client: NetClient, variant: str = FALLBACK) -> AnyRemote:
    """A session of ``variant`` on ``client``, stopping at a table of a variant it does not read."""
    kind = net_game(games, variant).session
    session = kind(client)
    session.reads = lambda other: net_game(games, other).session is kind
    return session


def session_for(games: Sequence[GameEntry], session: AnyRemote, variant: str) -> AnyRemote:
    """``session`` if it reads ``variant``, else that variant's session on the same connection,
    going on where ``session`` stopped (call it before joining a table of ``variant``, and when a
    session stopped at one: `RemoteBase.other_variant`)."""
    if net_game(games, variant).session is type(session):
        session.other_variant = None
        return session
    fresh = new_session(games, session.client, variant)
    fresh.take_over(session)
    return fresh
