"""Which session reads a network table, and which screen shows it: one lookup by the table's variant.

`NET_GAMES` maps a variant's name (as the server lists it) to its `NetGame`:
the session class that reads its wire format and the screen that shows its
game over the lobby (``idle``: also between games). A variant this client
does not know is read as the token game (`net_game`). `new_session` makes the
session for a variant and tells it which variants it reads, so a table record
of another variant stops it (`RemoteBase.other_variant`); `session_for` then
makes that variant's session, which reads on where the old one stopped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.net.client import NetClient
from game.scenes.base import Scene, SceneContext
from game.scenes.net_european import EuropeanTableScene
from game.scenes.net_room import AnyRemote, ChatBox
from game.scenes.net_token import NetTokenScene
from game.session.remote import RemoteSession
from game.session.remote_european import RemoteEuropeanSession

__all__ = ["NetGame", "NET_GAMES", "net_game", "new_session", "session_for"]


@dataclass(frozen=True, slots=True)
class NetGame:
    """A variant at a network table: its session class, its screen, whether that shows between games."""

    session: type[AnyRemote]
    screen: Callable[[SceneContext, Any, ChatBox], Scene]
    idle: bool


NET_GAMES: dict[str, NetGame] = {
    "token": NetGame(RemoteSession, NetTokenScene, idle=False),
    "european": NetGame(RemoteEuropeanSession, EuropeanTableScene, idle=True),
}


def net_game(variant: str) -> NetGame:
    """The session and screen of ``variant`` (an unknown one: the token game's)."""
    return NET_GAMES.get(variant, NET_GAMES["token"])


def new_session(client: NetClient, variant: str = "token") -> AnyRemote:
    """A session of ``variant`` on ``client``, stopping at a table of a variant it does not read."""
    kind = net_game(variant).session
    session = kind(client)
    session.reads = lambda other: net_game(other).session is kind
    return session


def session_for(session: AnyRemote, variant: str) -> AnyRemote:
    """``session`` if it reads ``variant``, else that variant's session on the same connection,
    going on where ``session`` stopped (call it before joining a table of ``variant``, and when a
    session stopped at one: `RemoteBase.other_variant`)."""
    if net_game(variant).session is type(session):
        session.other_variant = None
        return session
    fresh = new_session(session.client, variant)
    fresh.take_over(session)
    return fresh
