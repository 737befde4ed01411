"""The question about a server's certificate the system does not trust, and the warning when it changed.

`CertificateScene` comes up over the Netzwerk screen when a ``wss://``
server's certificate is not trusted by the system (`game.net.trust`):

- **Unknown** (``cert_untrusted``): the server's address and the
  certificate's SHA-256 fingerprint, with what to do: compare it with the
  one the server's operator names. "Vertrauen und verbinden" keeps it for
  that ``host:port`` (the known-hosts file) and connects; "Abbrechen" (the
  focus starts there, so a stray Enter trusts nothing) or Esc goes back.
- **Changed** (``cert_changed``), in red, as SSH warns: the fingerprint
  accepted earlier and the one shown now, why that may be an attack, and
  that the password was not sent. "Zurück" (focused) goes back; "Altes
  Zertifikat vergessen" drops the kept one, so the next log-in asks about
  the new certificate as about an unknown one - two deliberate steps, never
  one click past the warning.

The scene only shows and asks; what happens is the Netzwerk screen's
callbacks (``on_trust``, ``on_forget``).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.net.trust import fingerprint_lines
from game.scenes.base import Pop, SceneContext, Transition
from game.scenes.common import UIScene
from game.ui import theme
from game.ui.draw import panel, text, wrap_text
from game.ui.widgets import Button

__all__ = ["CertificateScene"]


class CertificateScene(UIScene):
    """The certificate question or warning (see the module docstring)."""

    idle_capable = True

    def __init__(
        self,
        app: SceneContext,
        server: str,
        shown: str,
        accepted: str | None,
        on_trust: Callable[[], None],
        on_forget: Callable[[], None],
    ) -> None:
        #: ``host:port`` of the server, the fingerprint it showed, and the one accepted before (if changed).
        self.server, self.shown, self.accepted = server, shown, accepted
        self._on_trust, self._on_forget = on_trust, on_forget
        super().__init__(app)

    @property
    def changed(self) -> bool:
        """Whether this is the warning about a changed certificate."""
        return self.accepted is not None

    def title(self) -> str:
        return self.app.t("net.cert.changed_title" if self.changed else "net.cert.title")

    def build(self) -> None:
        t = self.app.t
        if self.changed:
            self.act = Button(lambda: t("net.cert.forget"), self._forget)
            self.cancel = Button(lambda: t("net.back"), Pop, primary=True)
        else:
            self.act = Button(lambda: t("net.cert.trust"), self._trust)
            self.cancel = Button(lambda: t("net.cancel"), Pop, primary=True)
        self.ui.set_widgets([self.act, self.cancel], keep_focus=False)
        self.ui.focus_on(self.cancel)

    def _trust(self) -> Transition:
        self._on_trust()
        return Pop()

    def _forget(self) -> Transition:
        self._on_forget()
        return Pop()

    def back(self) -> Transition:
        return Pop()

    def look(self) -> object:
        return self.server, self.shown, self.accepted

    # ------------------------------------------------------------------ layout and drawing
    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        """The intro's, the labels', the fingerprints' and the advice's fonts."""
        fonts, px = self.app.fonts, self.app.px
        return fonts(px(19), bold=self.changed), fonts(px(17)), fonts(px(22), bold=True), fonts(px(17))

    def _texts(self, width: int) -> tuple[list[str], list[str]]:
        """The intro's and the advice's lines at ``width``."""
        t = self.app.t
        body, _label, _mark, small = self._fonts()
        intro = t("net.cert.changed_intro" if self.changed else "net.cert.intro", server=self.server)
        advice = t("net.cert.changed_help" if self.changed else "net.cert.help")
        return wrap_text(body, intro, width)[:6], wrap_text(small, advice, width)[:4]

    def _panel(self) -> pygame.Rect:
        """As tall as its text and buttons need, below the title."""
        area, px = self.app.content_rect, self.app.px
        r = pygame.Rect(0, 0, min(px(880), area.width - px(20)), 0)
        body, label, mark, small = self._fonts()
        intro, advice = self._texts(r.width - px(48))
        prints = self._fingerprints()
        r.height = (
            px(18)
            + len(intro) * body.get_linesize()
            + px(12)
            + len(prints) * (label.get_linesize() + 2 * mark.get_linesize() + px(8))
            + px(6)
            + len(advice) * small.get_linesize()
            + px(14)
            + px(50)
            + px(20)
        )
        r.midtop = (area.centerx, self.title_rect().bottom + px(4))
        r.height = min(r.height, area.bottom - r.y - px(8))
        return r

    def place(self) -> None:
        px = self.app.px
        r = self._panel()
        bw = min(px(340), (r.width - px(60)) // 2)
        y = r.bottom - px(20) - px(50)
        self.act.rect = pygame.Rect(r.centerx - px(10) - bw, y, bw, px(50))
        self.cancel.rect = pygame.Rect(r.centerx + px(10), y, bw, px(50))

    def _fingerprints(self) -> list[tuple[str, str]]:
        """(label key, fingerprint) to show: the one now, and for a change the one accepted."""
        if self.accepted is None:
            return [("net.cert.fingerprint", self.shown)]
        return [("net.cert.accepted", self.accepted), ("net.cert.now", self.shown)]

    def draw_content(self, surface: pygame.Surface) -> None:
        px, t = self.app.px, self.app.t
        r = self._panel()
        border = theme.RED if self.changed else theme.PANEL_BORDER
        panel(surface, r, theme.PANEL, border, px(14), max(2, px(3)))
        body, label, mark, small = self._fonts()
        intro, advice = self._texts(r.width - px(48))
        y = r.y + px(18)
        for line in intro:
            text(surface, body, line, theme.RED if self.changed else theme.TEXT, midtop=(r.centerx, y))
            y += body.get_linesize()
        y += px(12)
        for key, value in self._fingerprints():
            text(surface, label, t(key), theme.TEXT_DIM, midtop=(r.centerx, y))
            y += label.get_linesize()
            for line in fingerprint_lines(value):
                text(surface, mark, line, theme.ACCENT, midtop=(r.centerx, y))
                y += mark.get_linesize()
            y += px(8)
        y += px(6)
        for line in advice:
            text(surface, small, line, theme.TEXT, midtop=(r.centerx, y))
            y += small.get_linesize()
