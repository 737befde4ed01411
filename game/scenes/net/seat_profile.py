"""A seated person's profile from a network table: a click on their name plate, or I.

Every network table screen (`game.scenes.net.table.NetTableScene` for the
token game, Hold'em and Duell, `game.scenes.net.european.table` for
Europäisches Draw Poker) says where it draws its seats' name plates and the
names on them (``name_plates``). A left click on the plate of a person
seated at the table - an account: not a computer, not an empty seat -
opens that account's `game.scenes.net.profile.ProfileScene` over the table;
I opens the profile of the next person after one's own seat (a watcher:
the first), and I again in it the next one's (`people_at`). The click goes
to the profile only: nothing is played by it.

The profile comes up as a `game.scenes.net.cover.NetCover` that ``stays``:
the table's connection is read on underneath (the game goes on, the
countdowns run, the turn sound plays), the strip at its top shows the
connection, the countdowns and the newest chat line, and Esc goes back to
the table as it was (a new deal or the person's move is shown there). The
profile gives way to the table by itself only when the person's move has
`game.scenes.net.cover.LAST_SECONDS` left, or when the game is gone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.net.lobby_wire import Seating
from game.scenes.base import Push
from game.scenes.net.cover import NetCover, NetTable
from game.scenes.net.profile import ProfileScene

__all__ = ["people_at", "person_at", "first_person", "is_profile_key", "open_profile"]


def people_at(seating: Seating | None) -> list[str]:
    """The people (accounts, not computers) seated at the table, in seat order from the seat after
    one's own round the table (one's own last; a watcher's from the first seat)."""
    if seating is None:
        return []
    seats = seating.seats
    start = 0 if seating.me is None else seating.me + 1
    order = [(start + k) % len(seats) for k in range(len(seats))] if seats else []
    return [
        info.name for index in order if (info := seats[index]) is not None and info.name and not info.computer
    ]


def person_at(
    plates: Sequence[tuple[pygame.Rect, str]], pos: tuple[int, int], seating: Seating | None
) -> str | None:
    """The person whose name plate (of ``plates``: where, whose name) is at ``pos``; None for a
    computer's plate, an empty seat's or no plate there."""
    people = {name.casefold(): name for name in people_at(seating)}
    for rect, name in plates:
        if name and rect.collidepoint(pos):
            return people.get(name.casefold())
    return None


def is_profile_key(event: pygame.event.Event) -> bool:
    """Whether ``event`` is I pressed alone (no Ctrl or Alt)."""
    return (
        event.type == pygame.KEYDOWN
        and event.key == pygame.K_i
        and not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
    )


def first_person(seating: Seating | None) -> str | None:
    """The person I shows first: the one after one's own seat (oneself when alone)."""
    people = people_at(seating)
    return people[0] if people else None


def open_profile(host: NetTable, name: str) -> Push[Any]:
    """``name``'s profile over the table ``host``, its network read on below (module docstring)."""
    session = host.session
    profile = ProfileScene(host.app, session, name, others=lambda: people_at(session.seating))
    return Push(NetCover(host, profile, stays=True))
