"""Talking outside the tables: the lobby chat, private messages, and whom a person ignores.

`Social` serves the three requests of a logged-in connection that belong to
no table (the server checks the chat rate first, the same bucket as table
chat): ``lobby_chat`` goes to everybody online, ``tell`` to one account that
is online (with a copy to the writer, so both see the line as delivered),
``ignore`` replaces the list of names whose words the server holds back
from that person. The texts follow the table chat's rules (`check_chat`);
names are compared the way accounts are told apart (`name_key`).

Ignoring is kept by the client (its settings) and sent after every log-in;
the server holds the list only while the account is online. It refuses a
private message to an account that ignores the writer (error ``ignored``)
and leaves the ignoring person out of the writer's lobby lines. Table
chat is filtered by the client (the table's lines are shared by all).
The last `LOBBY_KEPT` lobby lines are sent to whoever logs in.

In a room of several nodes (`game.net.node`) the node sets a `Relay`: a
lobby line goes out on the room's bus, numbered room-wide there, and every
node - the writer's too - `hear`s it and hands it to its own people (held
back from those who ignore the writer); an ignore list is also written to
the room, so the writer's node refuses a private message to somebody on
another node who ignores the writer (`game.net.node.Room.tell`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from typing import Protocol

from .accounts import Account, name_key
from .protocol import (
    MAX_IGNORED,
    ErrorCode,
    Ignore,
    JsonValue,
    LobbyChat,
    ProtocolError,
    Tell,
    check_chat,
    encode,
)

__all__ = ["Social", "Talker", "Relay", "LOBBY_KEPT"]

#: Lobby lines sent again to who logs in.
LOBBY_KEPT = 20


class Talker(Protocol):
    """A logged-in connection as the lobby chat sees it."""

    account: Account | None

    def send(self, text: str) -> None:
        """Queue ``text`` for this connection."""
        ...


class Relay(Protocol):
    """The room's bus as the lobby chat uses it (`game.net.node.Room`)."""

    def lobby_line(self, name: str, text: str) -> None:
        """Send a lobby line to every node (numbered there; each node `Social.hear`s it)."""
        ...

    def ignoring(self, account: int, keys: frozenset[str] | None) -> None:
        """``account`` ignores ``keys`` now (None: it went offline here)."""
        ...


class Social:
    """The lobby chat, private messages and ignore lists of one server."""

    def __init__(self, online: Callable[[], Iterable[Talker]]) -> None:
        self._online = online
        self._lines: deque[dict[str, JsonValue]] = deque(maxlen=LOBBY_KEPT)
        self._count = 0
        #: Account id -> the name keys it ignores (while it is online).
        self._ignores: dict[int, frozenset[str]] = {}
        #: In a room of several nodes: the bus (set by `game.net.node.Room.start`).
        self.relay: Relay | None = None

    def ignores(self, reader: Account, writer: str) -> bool:
        """Whether ``reader`` ignores the account named ``writer``."""
        return name_key(writer) in self._ignores.get(reader.id, frozenset())

    def handle(self, conn: Talker, message: LobbyChat | Tell | Ignore) -> None:
        """One request of ``conn`` (logged in); `ProtocolError` if refused."""
        account = conn.account
        assert account is not None
        if isinstance(message, Ignore):
            keys = frozenset(name_key(name) for name in message.names)
            assert len(keys) <= MAX_IGNORED  # the protocol bounds the list
            self._ignores[account.id] = keys
            if self.relay is not None:
                self.relay.ignoring(account.id, keys)
        elif isinstance(message, LobbyChat):
            text = check_chat(message.text)
            if self.relay is not None:
                self.relay.lobby_line(account.name, text)
                return
            self._count += 1
            self.hear({"no": self._count, "name": account.name, "text": text})
        else:
            self._tell(conn, account, message)

    def hear(self, line: dict[str, JsonValue]) -> None:
        """A lobby line (``no``, ``name``, ``text``): kept for the next log-ins and sent to everybody
        online here but those who ignore its writer."""
        writer = line["name"]
        assert isinstance(writer, str)
        if line in self._lines:  # heard already (a node's start reads the room's last lines)
            return
        self._lines.append(line)
        text = encode("lobby_chat", **line)
        for peer in self._online():
            if peer.account is not None and not self.ignores(peer.account, writer):
                peer.send(text)

    def find(self, name: str) -> Talker | None:
        """The connection of the account ``name`` online here, if any."""
        key = name_key(name)
        return next(
            (p for p in self._online() if p.account is not None and name_key(p.account.name) == key), None
        )

    def _tell(self, conn: Talker, account: Account, message: Tell) -> None:
        text = check_chat(message.text)
        target = self.find(message.to)
        if target is None or target.account is None:
            raise ProtocolError(ErrorCode.NOT_ONLINE, f"{message.to!r} is not online")
        if self.ignores(target.account, account.name):
            raise ProtocolError(ErrorCode.IGNORED, f"{target.account.name} does not take your messages")
        line = encode("tell", **{"from": account.name, "to": target.account.name, "text": text})
        target.send(line)
        if target is not conn:
            conn.send(line)

    def welcome(self, conn: Talker) -> None:
        """The last lobby lines for who just logged in."""
        for line in self._lines:
            conn.send(encode("lobby_chat", **line))

    def offline(self, account: Account) -> None:
        """``account`` is no longer online: its list is forgotten (the client sends it again)."""
        self._ignores.pop(account.id, None)
        if self.relay is not None:
            self.relay.ignoring(account.id, None)
