"""Netzwerk: join a server by its address, or host one on this computer and join it.

Fields: the server's address (``host:port``, default 127.0.0.1:8765), the
account's name and password. "Anmelden" logs in, "Konto anlegen" creates the
account, "Auf diesem Computer hosten" starts the server embedded in this
game (`game.net.host.EmbeddedHost`: its own thread and event loop, the
database in the data folder) and joins it (creating the account the first
time). The connection runs on the client's own thread; this screen only
polls it (`RemoteBase.advance`), so the window never waits on the network.
The connection state and every refusal (unreachable, wrong password, name
taken, another protocol version) show as a line under the fields (a wrong
name or password points a first-timer to "Konto anlegen"); once the server
welcomes the account the lobby replaces this screen and takes over the
connection and the hosted server.

An address ``wss://host:port`` connects with TLS (``ws://`` or none: plain).
The certificate is checked against the system's trust store; one the system
does not trust brings up `CertificateScene` with its SHA-256 fingerprint
(before any password is sent): accepted, it is kept for that ``host:port``
in the known-hosts file (`game.storage.known_hosts`) and the log-in runs
again; a later, different certificate for the same server is refused with
the warning of the same scene, which offers to forget the old one.

Enter in the password field logs in; in the address or name field it moves
on to the next empty field, or logs in once all are filled. The screen
remembers the address and name of the last log-in in the settings (never the
password; the address only when it was typed, not when hosting) and opens
with them, the password field focused.
"""

from __future__ import annotations

import ssl
from collections.abc import Callable
from typing import NamedTuple

import pygame

from game.net.client import CERT_CHANGED, CERT_UNTRUSTED, ConnectionState, NetClient
from game.net.host import DEFAULT_PORT, EmbeddedHost, HostError, lan_address
from game.scenes.base import Pop, Push, Replace, SceneContext, Transition
from game.scenes.common import UIScene
from game.scenes.net.certificate import CertificateScene
from game.scenes.net.room import POLL, AnyRemote
from game.session.remote_social import SocialState
from game.storage.known_hosts import forget_host, host_key, load_known_hosts, remember_host
from game.text.net_words import connection_text, error_text
from game.text.notices import notice_text
from game.ui import theme
from game.ui.draw import panel, text, wrap_text
from game.ui.widgets import Button, TextField

__all__ = ["NetConnectScene", "ServerAddress", "parse_address", "HostFactory"]

HostFactory = Callable[[], EmbeddedHost]


class ServerAddress(NamedTuple):
    """A server as typed: its host, port and whether it speaks TLS (``wss://``)."""

    host: str
    port: int
    tls: bool = False

    @property
    def url(self) -> str:
        """The WebSocket address to connect to."""
        return f"{'wss' if self.tls else 'ws'}://{self.host}:{self.port}"

    @property
    def key(self) -> str:
        """The server's name in the known-hosts file."""
        return host_key(self.host, self.port)


def parse_address(value: str) -> ServerAddress | None:
    """``[ws://|wss://]host[:port]`` (the port may be left out: 8765), or None if it is not one."""
    value = value.strip()
    scheme, sep, rest = value.partition("://")
    tls = False
    if sep:
        if scheme.lower() not in ("ws", "wss"):
            return None
        value, tls = rest.removesuffix("/"), scheme.lower() == "wss"
    if not value or any(ch.isspace() for ch in value) or "/" in value:
        return None
    host, sep, port_text = value.rpartition(":")
    if not sep:
        host, port_text = value, str(DEFAULT_PORT)
    if not host or not port_text.isdigit() or not 0 < int(port_text) < 65536:
        return None
    return ServerAddress(host, int(port_text), tls)


class NetConnectScene(UIScene):
    """The Netzwerk screen (see the module docstring)."""

    idle_capable = True
    title_key = "net.title"

    def __init__(
        self, app: SceneContext, host_factory: HostFactory | None = None, tls: ssl.SSLContext | None = None
    ) -> None:
        super().__init__(app)
        self._host_factory: HostFactory = host_factory or EmbeddedHost
        #: The certificate checks of wss:// (None: the system's trust store, `game.net.trust`).
        self._tls = tls
        #: The connection under way: the server, whether it creates the account, the accepted fingerprint.
        self._target: tuple[ServerAddress, bool, str | None] | None = None
        self.session: AnyRemote | None = None
        self.host: EmbeddedHost | None = None
        self.message = ""
        self.bad = False
        self._retry_login = False  # hosting: the account exists already, log in instead of creating
        #: The log-in under way: the address typed (None: hosted here) and the name; kept once welcomed.
        self._login: tuple[str | None, str] | None = None

    def build(self) -> None:
        t = self.app.t
        settings = self.app.settings
        self.address = TextField(settings.net_address or f"127.0.0.1:{DEFAULT_PORT}", 64, self._edited)
        self.name = TextField(settings.net_name, 16, self._edited)
        self.password = TextField("", 128, self._edited, secret=True)
        self.login_button = Button(lambda: t("net.login"), lambda: self.connect(False), primary=True)
        self.create_button = Button(lambda: t("net.create"), lambda: self.connect(True))
        self.host_button = Button(lambda: t("net.host"), self.host_here)
        self.back_button = Button(self._back_label, self.back)
        self.ui.set_widgets(
            [
                self.address,
                self.name,
                self.password,
                self.login_button,
                self.create_button,
                self.host_button,
                self.back_button,
            ],
            keep_focus=False,
        )
        self.ui.focus_on(self.password if self.name.value else self.name)

    def _back_label(self) -> str:
        return self.app.t("net.cancel" if self.session is not None else "net.back")

    def handle(self, event: pygame.event.Event) -> Transition | None:
        focused = self.ui.focused
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and not event.mod & pygame.KMOD_ALT
            and isinstance(focused, TextField)
            and focused in self._fields()
        ):
            return self._enter(focused)
        return super().handle(event)

    def _enter(self, field: TextField) -> Transition | None:
        """Enter in ``field``: the password logs in; the others move on to the next empty field,
        or log in when all are filled."""
        fields = self._fields()
        if field is not self.password:
            empty = next((f for f in fields[fields.index(field) + 1 :] if not f.value.strip()), None)
            if empty is not None:
                self.ui.focus_on(empty)
                return None
        return self.connect(False)

    def _edited(self, _value: str) -> None:
        if self.session is None and self.bad:
            self.message, self.bad = "", False

    # ------------------------------------------------------------------ actions
    def _say(self, message: str, bad: bool) -> None:
        self.message, self.bad = message, bad

    def _checked(self) -> ServerAddress | None:
        t = self.app.t
        if not self.name.value.strip():
            self._say(t("net.need_name"), True)
            self.ui.focus_on(self.name)
            return None
        if not self.password.value:
            self._say(t("net.need_password"), True)
            self.ui.focus_on(self.password)
            return None
        address = parse_address(self.address.value)
        if address is None:
            self._say(t("net.bad_address"), True)
            self.ui.focus_on(self.address)
        return address

    def connect(self, create: bool) -> Transition | None:
        """Anmelden / Konto anlegen: connect to the address in the field."""
        if self.session is not None:
            return None
        address = self._checked()
        if address is not None:
            self._login = (self.address.value.strip(), self.name.value.strip())
            self._open(address, create)
        return None

    def host_here(self) -> Transition | None:
        """Start the embedded server (once) and join it."""
        if self.session is not None or self._checked() is None:
            return None
        if self.host is None:
            host = self._host_factory()
            try:
                port = host.start()
            except HostError as error:
                self._say(self.app.t("net.host_failed", why=error), True)
                return None
            self.host = host
            self.address.value = f"127.0.0.1:{port}"
        self._retry_login = True
        self._login = (None, self.name.value.strip())
        self._open(ServerAddress("127.0.0.1", self.host.port), True)
        return None

    def _open(self, address: ServerAddress, create: bool, pinned: str | None = None) -> None:
        """Connect; over TLS with the fingerprint accepted for this server (``pinned``, else the file's)."""
        if address.tls and pinned is None:
            hosts, notice = load_known_hosts()
            pinned = hosts.get(address.key)
            if notice is not None:
                self.app.notify(notice_text(notice.key, self.app.settings.language))
        name = self.name.value.strip()
        client = NetClient(
            address.url, name, self.password.value, create=create, tls=self._tls, pinned=pinned
        )
        from game.scenes.net.games import new_session

        self.session = new_session(self.app.games, client)  # a table of another variant: its session reads on
        self.session.social = SocialState(client, self.app.settings.net_ignored)
        self._target = (address, create, pinned)
        client.start()
        self._say(connection_text(ConnectionState.CONNECTING, self.app.t), False)

    def _certificate(
        self, target: tuple[ServerAddress, bool, str | None], shown: str, code: str
    ) -> Transition:
        """The server's certificate (``shown``) was refused: ask about it, or warn that it changed."""
        address, create, pinned = target
        accepted = pinned if code == CERT_CHANGED else None
        self._say(error_text(code, "", self.app.t), True)

        def trust() -> None:
            try:
                remember_host(address.key, shown)
            except (OSError, ValueError):
                self.app.notify(notice_text("file_write_failed", self.app.settings.language))
            self._open(address, create, pinned=shown)  # this time, whether or not it was kept

        def forget() -> None:
            try:
                forget_host(address.key)
            except OSError:
                self.app.notify(notice_text("file_write_failed", self.app.settings.language))
                return
            self._say(self.app.t("net.cert.forgotten"), False)

        return Push(
            CertificateScene(self.app, f"{address.host}:{address.port}", shown, accepted, trust, forget)
        )

    def back(self) -> Transition | None:
        """Esc / Zurück: stop connecting, or back to the start screen."""
        if self.session is not None:
            self._drop()
            self._say("", False)
            return None
        return Pop()

    def _drop(self) -> None:
        session, self.session = self.session, None
        if session is not None:
            session.disconnect()

    def exit(self) -> None:
        self._drop()
        if self.host is not None:
            self.host.stop()
            self.host = None

    # ------------------------------------------------------------------ time
    def _fields(self) -> tuple[TextField, ...]:
        return self.address, self.name, self.password

    def update(self, dt: float) -> Transition | None:
        for field in self._fields():
            field.update(dt)  # the red glow of a refused character fades
        session = self.session
        if session is None:
            return None
        session.advance(dt)
        t = self.app.t
        if session.connection is ConnectionState.CONNECTED and session.balance is not None:
            return self._welcomed(session)
        if session.connection is ConnectionState.LOST:
            self._drop()
            if self._retry_login and session.lost_code == "name_taken" and self.host is not None:
                self._retry_login = False
                self._open(ServerAddress("127.0.0.1", self.host.port), False)
                return None
            self._retry_login = False
            shown, target = session.lost_fingerprint, self._target
            if session.lost_code in (CERT_UNTRUSTED, CERT_CHANGED) and shown and target is not None:
                return self._certificate(target, shown, session.lost_code)
            reason = error_text(session.lost_code, session.lost_reason or "", t, session.lost_seconds)
            if session.lost_code == "auth":
                reason += " " + t("net.auth_hint")  # a first-timer has no account yet
            self._say(reason, True)
            return None
        self._say(connection_text(session.connection, t), session.connection is ConnectionState.RECONNECTING)
        return None

    def _welcomed(self, session: AnyRemote) -> Transition:
        from game.scenes.net.lobby import LobbyScene

        self._remember()
        host = self.host
        self.session, self.host = None, None  # the lobby owns them now
        hosting = (lan_address(), host.port) if host is not None else None
        return Replace(LobbyScene(self.app, session, host, hosting))

    def _remember(self) -> None:
        """Keep the welcomed log-in's address (if typed) and name in the settings for next time."""
        if self._login is None:
            return
        address, name = self._login
        changes = {"net_name": name} if address is None else {"net_address": address, "net_name": name}
        try:
            self.app.update_settings(**changes)
        except ValueError:
            pass  # the settings' own checks refuse it: not kept, nothing else changes

    def wake_in(self) -> float:
        """`POLL` while a connection is being made; else when a field's red glow ends."""
        glow = min((field.flash for field in self._fields() if field.flash > 0), default=float("inf"))
        return min(glow, POLL) if self.session is not None else glow

    def look(self) -> object:
        glowing = tuple(field.flash > 0 for field in self._fields())
        return self.message, self.bad, self.session is not None, glowing

    # ------------------------------------------------------------------ layout and drawing
    def _panel(self) -> pygame.Rect:
        area, px = self.app.content_rect, self.app.px
        r = pygame.Rect(0, 0, min(px(760), area.width - px(20)), px(470))
        r.midtop = (area.centerx, self.title_rect().bottom + px(4))
        r.height = min(r.height, area.bottom - r.y - px(8))
        return r

    def place(self) -> None:
        px = self.app.px
        r = self._panel()
        label_w = px(250)
        x = r.x + px(24) + label_w
        w = r.right - px(24) - x
        y = r.y + px(20)
        for field in (self.address, self.name, self.password):
            field.rect = pygame.Rect(x, y, w, px(44))
            y += px(56)
        bw = (r.width - px(48) - 2 * px(12)) // 3
        for i, button in enumerate((self.login_button, self.create_button, self.host_button)):
            button.rect = pygame.Rect(r.x + px(24) + i * (bw + px(12)), y + px(8), bw, px(50))
        self.back_button.rect = pygame.Rect(0, 0, px(220), px(46))
        self.back_button.rect.midbottom = (r.centerx, r.bottom - px(14))

    def draw_content(self, surface: pygame.Surface) -> None:
        px, t = self.app.px, self.app.t
        r = self._panel()
        panel(surface, r, theme.PANEL, theme.PANEL_BORDER, px(14))
        font = self.app.fonts(px(20))
        for field, key in (
            (self.address, "net.address"),
            (self.name, "net.name"),
            (self.password, "net.password"),
        ):
            text(surface, font, t(key), theme.TEXT, midleft=(r.x + px(24), field.rect.centery))
        y = self.login_button.rect.bottom + px(14)
        status = self.app.fonts(px(20), bold=True)
        color = theme.RED if self.bad else theme.ACCENT
        for line in wrap_text(status, self.message, r.width - px(48))[:2]:
            text(surface, status, line, color, midtop=(r.centerx, y))
            y += status.get_linesize()
        small = self.app.fonts(px(16))
        y = max(y + px(6), self.back_button.rect.y - 3 * small.get_linesize() - px(8))
        for line in wrap_text(small, t("net.help"), r.width - px(48))[:3]:
            text(surface, small, line, theme.TEXT_DIM, midtop=(r.centerx, y))
            y += small.get_linesize()
