"""The client's side of talking outside the tables: lobby chat, private messages, the ignore list.

`SocialState` belongs to a network session (`RemoteBase.social`) and sees
every ``lobby_chat``, ``tell`` and ``invited`` the server sends (the typed
records `LobbyChat`, `Tell`, `Invited` of `game.net.inbound`, handed on by the
session's `_HANDLERS`). It keeps the last
`LINES` of each for the lobby screen and drops the words of an ignored
account - lobby lines, private messages, and (asked by `RemoteBase`) its
table chat - so they are never shown, whatever the server sent. The ignore
list (names, compared case-folded like accounts) comes from the settings;
it is sent to the server after every log-in and on every change, so the
server refuses private messages from those accounts at the source.

Every line, message and invitation carries ``seq``, the order it came in
(a lobby line the server replays after a new log-in keeps the number it had),
so a screen built anew - the lobby after leaving a table - shows them in the
order they were said, not each list after the other.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass

from game.net.client import NetClient
from game.net.inbound import Invited, LobbyChat, Tell
from game.net.protocol import MAX_IGNORED, check_chat

__all__ = ["SocialState", "LobbyLine", "PrivateLine", "Invitation", "LINES"]

#: Lines kept per list.
LINES = 50


@dataclass(frozen=True, slots=True)
class LobbyLine:
    """A line of the lobby chat."""

    no: int
    name: str
    text: str
    #: The order it came in, among all of `SocialState`'s lines, messages and invitations.
    seq: int = 0


@dataclass(frozen=True, slots=True)
class PrivateLine:
    """A private message: ``sender`` to ``to``; ``mine`` when this person wrote it."""

    sender: str
    to: str
    text: str
    mine: bool
    #: The order it came in (see `LobbyLine.seq`).
    seq: int = 0

    @property
    def other(self) -> str:
        """Who the conversation is with."""
        return self.to if self.mine else self.sender


@dataclass(frozen=True, slots=True)
class Invitation:
    """``by`` invites ``name`` to ``table`` (a ``variant`` table); ``mine``: sent by this person."""

    table: int
    variant: str
    by: str
    name: str
    mine: bool
    #: The order it came in (see `LobbyLine.seq`).
    seq: int = 0


class SocialState:
    """Lobby chat, private messages and the ignore list of one session (see the module docstring)."""

    def __init__(self, client: NetClient, ignored: Iterable[str] = ()) -> None:
        self._client = client
        self.lobby: deque[LobbyLine] = deque(maxlen=LINES)
        self.private: deque[PrivateLine] = deque(maxlen=LINES)
        #: Invitations to private tables (to this person, and the ones it sent), newest last.
        self.invitations: deque[Invitation] = deque(maxlen=LINES)
        #: Private messages received since the lobby screen last looked (`seen`).
        self.unread = 0
        self._last_no = 0
        self._seq = 0  # the last ``seq`` given
        #: The lobby lines' ``seq`` by (no, name, text), kept over a new log-in's replay.
        self._replayed: dict[tuple[int, str, str], int] = {}
        self._ignored: dict[str, str] = {}
        for name in ignored:
            self._ignored.setdefault(name.casefold(), name)

    @property
    def ignored(self) -> tuple[str, ...]:
        """The ignored names, in the order they were added."""
        return tuple(self._ignored.values())

    def hides(self, name: str | None) -> bool:
        """Whether the words of ``name`` are not to be shown."""
        return name is not None and name.casefold() in self._ignored

    def ignore(self, name: str) -> bool:
        """Ignore ``name`` (from now on, and its lines kept so far are dropped); False if the list is
        full or the name is one's own."""
        if name.casefold() == self._client.name.casefold() or len(self._ignored) >= MAX_IGNORED:
            return False
        self._ignored.setdefault(name.casefold(), name)
        kept = [line for line in self.lobby if not self.hides(line.name)]
        self.lobby.clear()
        self.lobby.extend(kept)
        private = [line for line in self.private if not self.hides(line.other)]
        self.private.clear()
        self.private.extend(private)
        self.send_list()
        return True

    def unignore(self, name: str) -> None:
        """Show the words of ``name`` again (what came meanwhile stays unseen)."""
        self._ignored.pop(name.casefold(), None)
        self.send_list()

    def send_list(self) -> bool:
        """Tell the server the ignore list (after log-in, after a change)."""
        return self._client.send("ignore", names=list(self._ignored.values()))

    def welcomed(self) -> None:
        """Logged in (again): the server replays its last lobby lines (they keep their place among
        the private messages); it gets the ignore list."""
        self._replayed = {(line.no, line.name, line.text): line.seq for line in self.lobby}
        self.lobby.clear()
        self._last_no = 0
        self.send_list()

    def say(self, text: str) -> bool:
        """A lobby chat line; `ProtocolError` (``chat_text``) for one the server would refuse."""
        return self._client.send("lobby_chat", text=check_chat(text))

    def tell(self, to: str, text: str) -> bool:
        """A private message to ``to``; `ProtocolError` (``chat_text``) for a bad text."""
        return self._client.send("tell", to=to, text=check_chat(text))

    def _next(self) -> int:
        self._seq += 1
        return self._seq

    def in_order(self) -> list[LobbyLine | PrivateLine | Invitation]:
        """The lobby lines, private messages and invitations kept, in the order they came."""
        items: list[LobbyLine | PrivateLine | Invitation] = [*self.lobby, *self.private, *self.invitations]
        return sorted(items, key=lambda item: item.seq)

    def seen(self) -> None:
        """The screen showed the private messages."""
        self.unread = 0

    def invitation_to(self, table: int) -> Invitation | None:
        """The invitation of this person to ``table``, if there is one."""
        return next((i for i in reversed(self.invitations) if i.table == table and not i.mine), None)

    def take_invited(self, record: Invited) -> None:
        """An invitation to a private table (to this person, or the copy of one it sent)."""
        mine = record.by.casefold() == self._client.name.casefold()
        if mine or not self.hides(record.by):
            self.invitations.append(
                Invitation(record.table, record.variant, record.by, record.name, mine, self._next())
            )
            if not mine:
                self.unread += 1

    def take_lobby(self, record: LobbyChat) -> None:
        """A lobby chat line; once each (the server replays its last lines at log-in)."""
        if record.no > self._last_no:
            self._last_no = record.no
            if not self.hides(record.name):
                seq = self._replayed.pop((record.no, record.name, record.text), None)
                self.lobby.append(LobbyLine(record.no, record.name, record.text, seq or self._next()))

    def take_tell(self, record: Tell) -> None:
        """A private message (to this person, or the copy of one it wrote)."""
        mine = record.sender.casefold() == self._client.name.casefold()
        line = PrivateLine(record.sender, record.to, record.text, mine)
        if self.hides(line.other):
            return
        line = PrivateLine(record.sender, record.to, record.text, mine, self._next())
        self.private.append(line)
        if not mine:
            self.unread += 1
