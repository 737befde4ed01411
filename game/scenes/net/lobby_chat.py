"""The lobby's chat panel: the lobby chat, private messages and invitations in one list.

`LobbyChatBox` is a `game.scenes.net.room.ChatBox` whose plain lines go to
the lobby (``lobby_chat``) and whose list is the session's
`game.session.remote_social.SocialState`, merged in the order they came:
``[Anna] ...`` (lobby), ``[Anna → dich] ...`` / ``[du → Bert] ...``
(private), ``[Einladung] Anna lädt dich an Tisch 3 ein (Token-Spiel) - E:
hinsetzen``. Commands (``/m NAME TEXT``, ``/ignorieren NAME`` ...,
`game.scenes.net.commands`) work here as at a table. Nothing of an ignored
account is in the list (the session drops it).
"""

from __future__ import annotations

import math

import pygame

from game.scenes.net.room import ChatBox
from game.session.remote_social import Invitation, LobbyLine, PrivateLine
from game.text.i18n import TFunc
from game.text.net_words import variant_name
from game.ui import theme

__all__ = ["LobbyChatBox", "social_words", "draw_lock"]


def draw_lock(surface: pygame.Surface, x: int, cy: int, size: int, color: theme.Color) -> None:
    """A padlock ``size`` pixels high, its left edge at ``x``, centred on ``cy`` (a private table)."""
    width = max(6, size * 3 // 4)
    body = pygame.Rect(x, cy - size // 2 + size * 2 // 5, width, size - size * 2 // 5)
    pygame.draw.rect(surface, color, body, border_radius=max(1, size // 8))
    shackle = pygame.Rect(x + width // 6, cy - size // 2, width - 2 * (width // 6), size * 4 // 5)
    pygame.draw.arc(surface, color, shackle, 0.0, math.pi, max(2, size // 6))
    pygame.draw.line(surface, color, shackle.midleft, (shackle.x, body.y), max(2, size // 6))
    pygame.draw.line(
        surface, color, (shackle.right - 1, shackle.centery), (shackle.right - 1, body.y), max(2, size // 6)
    )


def social_words(item: LobbyLine | PrivateLine | Invitation, t: TFunc) -> tuple[str, str]:
    """One line of the lobby panel in words, and its kind (user for people's words, info else)."""
    if isinstance(item, LobbyLine):
        return f"[{item.name}] {item.text}", "user"
    if isinstance(item, PrivateLine):
        if item.mine:
            return t("net.social.to", name=item.to, text=item.text), "user"
        return t("net.social.from", name=item.sender, text=item.text), "user"
    game = variant_name(item.variant, t)
    if item.mine:
        return t("net.social.invited", name=item.name, table=item.table, game=game), "info"
    return t("net.social.invitation", name=item.by, table=item.table, game=game), "info"


class LobbyChatBox(ChatBox):
    """The lobby's chat (see the module docstring)."""

    shown = 14

    def _merge(self) -> list[LobbyLine | PrivateLine | Invitation]:
        """The social lines in the order they came (the session numbers them): a panel built anew
        - the lobby after leaving a table - shows them so too (it showed the lobby's lines, then
        the private messages, then the invitations, each list after the other)."""
        items: list[LobbyLine | PrivateLine | Invitation] = self.session.social.in_order()
        return items

    def texts(self, t: TFunc) -> list[tuple[str, str]]:
        return [social_words(item, t) for item in self._merge()]

    def _say(self, line: str) -> None:
        self.session.social.say(line)

    def look(self) -> object:
        social = self.session.social
        return (
            len(social.lobby),
            tuple(line.no for line in social.lobby)[-1:],
            len(social.private),
            len(social.invitations),
            social.ignored,
            self.active,
            self.field.value,
            self.error,
            self.confirmed,
        )
