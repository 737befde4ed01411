"""The client's side of talking outside the tables: lobby chat, private messages, the ignore list.

`SocialState` belongs to a network session (`RemoteBase.social`) and sees
every ``lobby_chat`` and ``tell`` the server sends. It keeps the last
`LINES` of each for the lobby screen and drops the words of an ignored
account - lobby lines, private messages, and (asked by `RemoteBase`) its
table chat - so they are never shown, whatever the server sent. The ignore
list (names, compared case-folded like accounts) comes from the settings;
it is sent to the server after every log-in and on every change, so the
server refuses private messages from those accounts at the source.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from game.net.client import NetClient
from game.net.protocol import MAX_IGNORED, WireError, check_chat

__all__ = ["SocialState", "LobbyLine", "PrivateLine", "Invitation", "LINES"]

#: Lines kept per list.
LINES = 50


@dataclass(frozen=True, slots=True)
class LobbyLine:
    """A line of the lobby chat."""

    no: int
    name: str
    text: str


@dataclass(frozen=True, slots=True)
class PrivateLine:
    """A private message: ``sender`` to ``to``; ``mine`` when this person wrote it."""

    sender: str
    to: str
    text: str
    mine: bool

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


def _text(fields: dict[str, Any], key: str) -> str:
    value = fields.get(key)
    if not isinstance(value, str):
        raise WireError(f"{key} is not text")
    return value


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
        """Logged in (again): the server replays its last lobby lines; it gets the ignore list."""
        self.lobby.clear()
        self._last_no = 0
        self.send_list()

    def say(self, text: str) -> bool:
        """A lobby chat line; `ProtocolError` (``chat_text``) for one the server would refuse."""
        return self._client.send("lobby_chat", text=check_chat(text))

    def tell(self, to: str, text: str) -> bool:
        """A private message to ``to``; `ProtocolError` (``chat_text``) for a bad text."""
        return self._client.send("tell", to=to, text=check_chat(text))

    def seen(self) -> None:
        """The screen showed the private messages."""
        self.unread = 0

    def invitation_to(self, table: int) -> Invitation | None:
        """The invitation of this person to ``table``, if there is one."""
        return next((i for i in reversed(self.invitations) if i.table == table and not i.mine), None)

    def take(self, kind: str, fields: dict[str, Any]) -> None:
        """A ``lobby_chat``, ``tell`` or ``invited`` from the server; `WireError` if unreadable."""
        if kind == "invited":
            table = fields.get("table")
            if not isinstance(table, int) or isinstance(table, bool):
                raise WireError("table is not a number")
            by = _text(fields, "by")
            mine = by.casefold() == self._client.name.casefold()
            if mine or not self.hides(by):
                self.invitations.append(
                    Invitation(table, _text(fields, "variant"), by, _text(fields, "name"), mine)
                )
                if not mine:
                    self.unread += 1
            return
        if kind == "lobby_chat":
            no = fields.get("no")
            if not isinstance(no, int) or isinstance(no, bool):
                raise WireError("no is not a number")
            line = LobbyLine(no, _text(fields, "name"), _text(fields, "text"))
            if no > self._last_no:  # once each (the server replays its last lines at log-in)
                self._last_no = no
                if not self.hides(line.name):
                    self.lobby.append(line)
            return
        sender, to = _text(fields, "from"), _text(fields, "to")
        mine = sender.casefold() == self._client.name.casefold()
        line_ = PrivateLine(sender, to, _text(fields, "text"), mine)
        if self.hides(line_.other):
            return
        self.private.append(line_)
        if not mine:
            self.unread += 1
