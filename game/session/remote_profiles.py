"""The client's side of profiles and the ranking: asking the server and keeping the answers.

`ProfileState` belongs to a network session (`RemoteBase.profiles`): `ask` sends ``profile`` for a
name, `ask_ranking` sends ``ranking``; the answers (`ProfileRecord`, `RankingRecord` of
`game.net.inbound`, handed on by the session's `_HANDLERS`) are kept for the screens
(`game.scenes.net.profile`). A name nobody has is refused by the server (``no_account``), which
the lobby shows as its red line.
"""

from __future__ import annotations

from game.net.client import NetClient
from game.net.inbound import ProfileRecord, RankingRecord
from game.net.profile_wire import ProfileView, RankingView
from game.net.protocol import RANKING_TOP

__all__ = ["ProfileState"]


class ProfileState:
    """The last profile and ranking the server sent to this session."""

    def __init__(self, client: NetClient) -> None:
        self._client = client
        self.profile: ProfileView | None = None
        self.ranking: RankingView | None = None
        #: A name whose profile the person asked to see (the chat's ``/profil NAME``): the lobby
        #: opens its screen and clears it.
        self.wanted: str | None = None

    def ask(self, name: str) -> bool:
        """Ask for the profile of ``name`` (arrives in `profile`); False while not connected."""
        return self._client.send("profile", name=name)

    def ask_ranking(self, top: int = RANKING_TOP) -> bool:
        """Ask for the best ``top`` of the ranking and one's own place (arrives in `ranking`)."""
        return self._client.send("ranking", top=top)

    def of(self, name: str) -> ProfileView | None:
        """The profile of ``name`` if it is the one last received (names compared as accounts)."""
        profile = self.profile
        return profile if profile is not None and profile.name.casefold() == name.casefold() else None

    def take_profile(self, record: ProfileRecord) -> None:
        self.profile = record.profile

    def take_ranking(self, record: RankingRecord) -> None:
        self.ranking = record.ranking
