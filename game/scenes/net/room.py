"""What every network table screen shows around its game: the chat, the timers, the connection.

`ChatBox` is the table's chat as the screens use it: ``.`` opens a line
(a text field at the bottom of the chat panel), Enter sends it, Esc drops
it; while open it takes every key, so typing never plays a card. It draws
the last `CHAT_SHOWN` lines marked [SYSTEM]/[INFO]/[name], wrapped to the
panel's width, the newest highlighted. `key_hints` lists the keys that do
something now and `pack_hints` sets them in rows that fit. `timer_lines`
words the table's countdowns (game master, move - or the mover's time bank -,
the reader's own time bank, next game, next round, a dropped player's grace) and
`connection_line` the connection state with its colour. `POLL` is how often
the network screens look at what arrived while nothing else happens.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.net.client import ConnectionState
from game.net.lobby_wire import ChatLine, Seating
from game.net.protocol import ProtocolError
from game.scenes.base import SceneContext
from game.session.remote_base import RemoteBase
from game.session.remote_social import Invitation, PrivateLine
from game.text.i18n import TFunc
from game.text.net_words import chat_text, connection_text, error_text, is_cash, variant_name
from game.ui import theme
from game.ui.draw import text
from game.ui.safetext import text_width
from game.ui.widgets import TextField
from game.ui.wrap import wrap_words

__all__ = [
    "ChatBox",
    "ChatRow",
    "can_start",
    "CHAT_SHOWN",
    "POLL",
    "key_hints",
    "pack_hints",
    "timer_lines",
    "seating_look",
    "timer_look",
    "connection_line",
]

#: The longest a network screen goes without looking at the network (its `wake_in`).
POLL = 0.05

#: Chat lines shown at a table.
CHAT_SHOWN = 10

AnyRemote = RemoteBase[Any, Any]


class ChatBox:
    """The chat of a network table (see the module docstring)."""

    def __init__(self, app: SceneContext, session: AnyRemote) -> None:
        self.app = app
        self.session = session
        self.field = TextField("", 200)
        self.active = False
        #: The last refusal of a line (too long, too fast) or a command's answer, in words.
        self.error = ""
        #: Whether `error` is a command's confirmation ("anna is ignored: ..."; drawn in the normal
        #: colour), not a refusal (drawn in red).
        self.confirmed = False
        #: The table's lines, the private messages and the invitations one sent that came while
        #: seated, as they came.
        self._seen_order: list[ChatLine | PrivateLine | Invitation] = []
        #: What came in the lobby (its panel showed it), kept out of the table's.
        self._lobby_items: list[PrivateLine | Invitation] = []

    def open(self) -> None:
        self.active = True
        self.field.value = ""
        self.error = ""
        self.confirmed = False

    def handle(self, event: pygame.event.Event) -> bool:
        """Take ``event`` if it belongs to the chat (True: the screen ignores it)."""
        if not self.active:
            if event.type == pygame.TEXTINPUT and event.text == ".":
                self.open()
                return True
            return event.type == pygame.KEYDOWN and getattr(event, "unicode", "") == "."
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.send()
            elif event.key == pygame.K_ESCAPE:
                self.active = False
                self.field.value = ""
            else:
                self.field.handle(event, True)
            return True
        if event.type == pygame.TEXTINPUT:
            self.field.handle(event, True)
            return True
        return False

    def send(self) -> None:
        line = self.field.value.strip()
        self.active = False
        self.field.value = ""
        if not line:
            return
        from game.scenes.net.commands import run_command

        answer = run_command(self.app, self.session, line)
        if answer is not None:  # a command (/m, /ignorieren, /entfernen ...): its answer, if any
            self.error, self.confirmed = answer.words, answer.ok
            return
        self.confirmed = False
        try:
            self._say(line)
        except ProtocolError as error:
            self.error = error_text(str(error.code), str(error), self.app.t)

    def _say(self, line: str) -> None:
        """Send a plain line (the table's chat; the lobby's in `LobbyChatBox`)."""
        self.session.say(line)

    #: Lines the panel shows at most.
    shown = CHAT_SHOWN

    def texts(self, t: TFunc) -> list[tuple[str, str]]:
        """The lines to show, oldest first, in words with their kind (user, system, info): the
        table's chat and the private messages that came meanwhile ("[von Anna] ...", "[an Anna]
        ..."; the lobby's panel, which shows them, is not on the screen at a table)."""
        shown: list[tuple[str, str]] = []
        for item in self._merged():
            if isinstance(item, PrivateLine):
                key = "net.social.to" if item.mine else "net.social.from"
                shown.append((t(key, name=item.other, text=item.text), "user"))
            elif isinstance(item, Invitation):  # the opener's /einladen, as the server took it
                game = variant_name(item.variant, t)
                shown.append((t("net.social.invited", name=item.name, table=item.table, game=game), "info"))
            else:
                shown.append((chat_text(item.kind, item.name, item.text, item.code, item.args, t), item.kind))
        return shown

    def _merged(self) -> list[ChatLine | PrivateLine | Invitation]:
        """The session's table chat, private messages and sent invitations in the order they were
        first seen here (the objects are held here, so no id is reused meanwhile)."""
        social = self.session.social
        sent = [item for item in social.invitations if item.mine]
        current: list[ChatLine | PrivateLine | Invitation] = [*self.session.chat, *social.private, *sent]
        alive = {id(item) for item in current}
        self._seen_order = [item for item in self._seen_order if id(item) in alive]
        self._lobby_items = [item for item in self._lobby_items if id(item) in alive]
        known = {id(item) for item in self._seen_order} | {id(item) for item in self._lobby_items}
        seated = self.session.seating is not None
        for item in current:
            if id(item) in known:
                continue
            if isinstance(item, PrivateLine | Invitation) and not seated:
                self._lobby_items.append(item)
            else:
                self._seen_order.append(item)
        return self._seen_order

    def status_color(self) -> theme.Color:
        """The colour of the line under the chat: a refusal red, a command's confirmation the
        normal text's (it was red like an error), the key hint dim."""
        if not self.error:
            return theme.TEXT_DIM
        return theme.TEXT if self.confirmed else theme.RED

    def look(self) -> object:
        """What the chat shows; asked every frame (also in the lobby, where the private messages
        that come are marked as the lobby's)."""
        order = self._merged()
        return (
            tuple(line.no for line in self.session.chat),
            id(order[-1]) if order else None,
            self.active,
            self.field.value,
            self.error,
            self.confirmed,
        )

    def rows(self, rect: pygame.Rect, font_px: int = 17) -> list[ChatRow]:
        """The chat's rows in ``rect`` above the field: the last `CHAT_SHOWN` lines wrapped to its
        width, the newest at the bottom; what does not fit scrolls off the top ("… " before the
        rest of a line whose start went: alone, it read like a line of its own)."""
        px, t = self.app.px, self.app.t
        font = self.app.fonts(px(font_px))
        line_h = font.get_linesize()
        bottom = rect.bottom - px(36) - px(8)
        room = max(0, (bottom - rect.y) // line_h)
        width = rect.width - px(12)
        wrapped: list[tuple[str, bool, str, bool]] = []
        lines = self.texts(t)[-self.shown :]
        for i in range(len(lines) - 1, -1, -1):
            if len(wrapped) >= room:
                break
            words, kind = lines[i]
            pieces = wrap_words(words, width, lambda s: text_width(font, s)) or [""]
            wrapped[:0] = [(piece, i == len(lines) - 1, kind, k == 0) for k, piece in enumerate(pieces)]
        wrapped = wrapped[-room:] if room else []
        if wrapped and not wrapped[0][3]:  # the end of a line whose start scrolled off: marked so
            piece, newest, kind, _ = wrapped[0]
            while text_width(font, "… " + piece) > width and " " in piece:
                piece = piece.split(" ", 1)[1]
            wrapped[0] = ("… " + piece, newest, kind, True)
        y = bottom - len(wrapped) * line_h
        rows = []
        for piece, newest, kind, _ in wrapped:
            color = theme.ACCENT if newest else (theme.TEXT if kind == "user" else theme.TEXT_DIM)
            rows.append(ChatRow(piece, color, pygame.Rect(rect.x + px(6), y, width, line_h), newest))
            y += line_h
        return rows

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, font_px: int = 17) -> None:
        """The chat panel's lines in ``rect`` (the newest at the bottom, highlighted), the field below."""
        px, t = self.app.px, self.app.t
        font = self.app.fonts(px(font_px))
        field_h = px(36)
        rows = self.rows(rect, font_px)
        self.field.rect = pygame.Rect(rect.x, rect.bottom - field_h, rect.width, field_h)
        clip = surface.get_clip()
        inside = rect.clip(clip)
        if inside.width <= 0 or inside.height <= 0:
            return  # drawn in part elsewhere (an empty clip would mean no clip at all)
        surface.set_clip(inside)
        newest = [row.rect for row in rows if row.newest]
        if newest:
            mark = newest[0].unionall(newest[1:])
            mark.x, mark.width = rect.x, rect.width
            pygame.draw.rect(surface, theme.BUTTON_HOVER, mark, border_radius=px(4))
        for row in rows:
            text(surface, font, row.words, row.color, topleft=row.rect.topleft)
        surface.set_clip(clip)
        if self.active:
            self.field.draw(surface, self.app, True, False)
        else:
            small = self.app.fonts(px(15))
            hint = self.error or t("net.room.chat_hint")
            color = self.status_color()
            text(surface, small, hint, color, midleft=(rect.x + px(6), self.field.rect.centery))


@dataclass(frozen=True, slots=True)
class ChatRow:
    """One drawn row of the chat: its words, colour, place, and whether it belongs to the newest line."""

    words: str
    color: theme.Color
    rect: pygame.Rect
    newest: bool


def starts_by_itself(seating: Seating) -> bool:
    """A Hold'em cash table: its session starts as soon as two people sit (nobody starts it)."""
    return seating.variant == "holdem" and is_cash(seating.options)


def can_start(seating: Seating | None) -> bool:
    """Whether S starts a game now: the game master, between games (not at a cash table)."""
    return (
        seating is not None and seating.i_am_master and not seating.running and not starts_by_itself(seating)
    )


def can_bank(seating: Seating | None, own: int | None) -> bool:
    """Whether the reader (game seat ``own``) may use their time bank now: it is their move, the
    move timer still runs (the bank does not yet) and the bank has seconds left (Hold'em, Duell)."""
    if seating is None or own is None or not seating.running:
        return False
    timers = seating.timers
    return (
        timers.known
        and timers.move is not None
        and timers.move_seat == own
        and not timers.bank
        and timers.banks.get(own, 0.0) > 0.0
    )


def key_hints(seating: Seating | None, t: TFunc, own: int | None = None) -> list[str]:
    """The table's keys that do something now: S only for the game master between games, B only
    on the reader's (game seat ``own``) move while their time bank can be used."""
    hints = []
    if can_start(seating):
        hints.append(t("net.key.start"))
    if can_bank(seating, own):
        hints.append(t("net.key.bank"))
    hints.extend((t("net.key.chat"), t("net.key.leave")))
    return hints


def pack_hints(hints: list[str], width: int, measure: Callable[[str], int], gap: str = "   ") -> list[str]:
    """Key hints in rows no wider than ``width``: whole hints side by side (``gap`` between them),
    a hint wider than a row word-wrapped on its own."""
    rows: list[str] = []
    current = ""
    for hint in hints:
        candidate = f"{current}{gap}{hint}" if current else hint
        if measure(candidate) <= width:
            current = candidate
            continue
        if current:
            rows.append(current)
        pieces = wrap_words(hint, width, measure) or [hint]
        rows.extend(pieces[:-1])
        current = pieces[-1]
    if current:
        rows.append(current)
    return rows


def timer_lines(
    seating: Seating,
    t: TFunc,
    names: tuple[str, ...] = (),
    mine: tuple[int, ...] = (),
    own_time: bool = True,
    own: int | None = None,
) -> list[str]:
    """The running countdowns in words; ``names`` names the move timer's game seat. While the
    connection is down (the timers not ``known``) no seconds are shown: whose move it is stays
    ("Zug von Anna"), the other countdowns are left out (they said "noch ? s"). A seat nobody
    can name (after a server error, a screen without names) is not named: "Zug: noch 12 s"
    (it said "Zug von ?"). The move of ``mine`` (this person's game seats) reads "Du bist am
    Zug: noch 42 s", first; not at all when ``own_time`` is off (the setting ``turn_timer``);
    its time bank running "Du bist am Zug: Zeitbank, noch 20 s" (it named the person).
    ``own`` is the reader's game seat (default: the first of ``mine``): its time bank is shown,
    where the variant has one."""
    if own is None and mine:
        own = mine[0]
    timers = seating.timers
    known = timers.known

    def counted(key: str, value: float, **names_: object) -> list[str]:
        return [t(key, s=math.ceil(value), **names_)] if known else []

    lines = []
    if timers.move is not None and timers.move_seat is not None:
        seat = timers.move_seat
        name = names[seat] if 0 <= seat < len(names) and names[seat] else None
        kind = "bank" if timers.bank else "move"
        if seat in mine and not timers.bank:
            if own_time:
                lines.append(
                    t("net.timer.your_move", s=math.ceil(timers.move)) if known else t("net.timer.your_turn")
                )
        elif seat in mine:  # the own time bank runs: the own move still, not somebody's by name
            lines.append(
                t("net.timer.your_bank", s=math.ceil(timers.move)) if known else t("net.timer.your_bank_of")
            )
        elif name is not None:
            lines.append(
                t(f"net.timer.{kind}", name=name, s=math.ceil(timers.move))
                if known
                else t(f"net.timer.{kind}_of", name=name)
            )
        else:
            lines += counted(f"net.timer.{kind}_anon", timers.move)
    banking = timers.bank and timers.move_seat == own
    if seating.running and own is not None and own in timers.banks and not banking:
        lines += counted("net.timer.my_bank", timers.banks[own])
    if timers.round is not None:
        lines += counted("net.timer.round", timers.round)
    if timers.master is not None and seating.master is not None and not starts_by_itself(seating):
        lines += counted("net.timer.master", timers.master)
    if timers.restart is not None:
        lines += counted("net.timer.restart", timers.restart)
    for seat, value in sorted(timers.grace.items()):
        info = seating.seats[seat] if 0 <= seat < len(seating.seats) else None
        if info is not None and info.name:
            lines += counted("net.timer.grace", value, name=info.name)
        else:
            lines += counted("net.timer.grace_anon", value)
    return lines


def seating_look(seating: Seating | None) -> object:
    """What a screen shows of the table's record: everything but the countdowns' fractions (their
    whole seconds, `timer_look`), which change on every read of the network."""
    if seating is None:
        return None
    s = seating
    return s.table, s.variant, s.seats, s.master, s.me, s.running, s.game, s.spectators, timer_look(s)


def timer_look(seating: Seating | None) -> object:
    """The whole seconds the countdowns show (a look changes when a shown number does)."""
    if seating is None:
        return None
    timers = seating.timers
    values = (
        timers.master,
        timers.move,
        timers.restart,
        timers.round,
        *timers.grace.values(),
        *timers.banks.values(),
    )
    return timers.known, timers.move_seat, tuple(None if v is None else math.ceil(v) for v in values)


def connection_line(session: AnyRemote, t: TFunc) -> tuple[str, theme.Color]:
    """The connection state in words and its colour (dim when all is well, red otherwise)."""
    s = session
    words = connection_text(s.connection, t, s.lost_reason, s.lost_code, s.lost_seconds)
    return words, theme.TEXT_DIM if session.connection is ConnectionState.CONNECTED else theme.RED
