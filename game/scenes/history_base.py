"""What the history screens (Verlauf) share: a scrolling list over the table, its keys, its size.

`HistoryBase` is the base of the token game's (`history`), the Duell's
(`duell_history`) and Hold'em's (`holdem_history`) history: a dialog over
the table almost as large as the window with a `ScrollList` of rows
(wheel, arrows, PgUp/PgDn, the scrollbar) and a Zurück button that has the
focus; Esc, H or Zurück return. `ExportHistory` adds what every game's
history has: "Als Text exportieren" (or E), which writes the history as a
UTF-8 .txt file into the data folder (`export`, the subclass's
`write_export`) and says where under the list, in place of the key hint.
With no finished hand yet (`has_finished`) nothing is written: a notice
says so. Files are named in the language shown (`history.file`:
verlauf-..., history-...; the game's part in `export_stem`).
`ExchangeHistory` adds what the histories of the games with an exchange
(token game, Duell) share: the hands under the pointer shown large
(`HandZoom`), a subtitle under the title, their list's place.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pygame

from game.scenes.base import Pop, SceneContext, Transition
from game.scenes.common import OverlayScene
from game.storage import data_dir
from game.ui import theme
from game.ui.scrolllist import ScrollList
from game.ui.textcache import TextCache
from game.ui.widgets import Button, Widget
from game.ui.zoom import HandZoom

__all__ = ["HistoryBase", "ExportHistory", "ExchangeHistory", "export_name"]


def export_name(now: datetime | None = None, prefix: str = "verlauf", suffix: str = ".txt") -> str:
    """The file name of an export, e.g. 'verlauf-20261122-051200.txt' (sorts by time)."""
    return f"{prefix}-{(now or datetime.now()).strftime('%Y%m%d-%H%M%S')}{suffix}"


class HistoryBase(OverlayScene):
    """A history over the table (see the module doc); a subclass draws its rows (`draw_row`)."""

    idle_capable = True  # drawn again only after input (see game.scenes.base)

    #: The list opens scrolled to its end, the newest rows in view.
    newest_in_view = True

    def __init__(self, app: SceneContext) -> None:
        self.text = TextCache(lambda size, bold: app.fonts(size, bold))
        super().__init__(app)

    def build(self) -> None:
        self.list = ScrollList(self.draw_row)
        self.back_button = Button(lambda: self.app.t("history.back"), lambda: Pop(), primary=True)
        self.ui.set_widgets([self.list, *self.more_buttons(), self.back_button], keep_focus=False)
        self.ui.focus_on(self.back_button)
        if self.newest_in_view:
            self.list.offset = 10**9  # clamped by set_rows

    def more_buttons(self) -> list[Widget]:
        """Buttons between the list and Zurück."""
        return []

    def draw_row(self, surface: pygame.Surface, index: int, rect: pygame.Rect) -> None:
        """Draw row ``index`` of the list into ``rect``."""

    def back(self) -> Transition | None:
        return Pop()

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        if self.list.pointer(event):
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            return Pop()
        return None

    def panel_size(self) -> tuple[int, int]:
        area = self.app.content_rect
        return min(area.width - self.app.px(24), self.app.px(1220)), area.height - self.app.px(20)

    def title_rect(self) -> pygame.Rect:
        r = self.panel_rect()
        return pygame.Rect(r.x, r.y + self.app.px(8), r.width, self.app.px(44))


class ExportHistory(HistoryBase):
    """A history that exports itself as text (see the module doc); a subclass names its key hint
    (`hint_key`), the game's part of the file name (`export_stem`), how it is written
    (`write_export`) and whether there is anything to write (`has_finished`)."""

    hint_key = ""
    #: The game's part of an export's name after the word for history ("duell": history-duell-...).
    export_stem = ""
    #: The file the last export wrote (shown under the list).
    exported: Path | None = None

    def build(self) -> None:
        self.export_button = Button(lambda: self.app.t("history.export"), self._export_clicked)
        super().build()

    def more_buttons(self) -> list[Widget]:
        return [self.export_button]

    def under_list(self) -> tuple[str, theme.Color]:
        """The line under the list: where the last export went, else the key hint."""
        if self.exported is not None:
            return self.app.t("history.exported", path=str(self.exported)), theme.ACCENT
        return self.app.t(self.hint_key), theme.TEXT_DIM

    def place_buttons(self) -> int:
        """The export button at the left, Zurück at the right of the panel's foot; their top."""
        r = self.panel_rect()
        px = self.app.px
        bh = px(46)
        by = r.bottom - px(14) - bh
        self.export_button.rect = pygame.Rect(r.x + px(20), by, px(300), bh)
        self.back_button.rect = pygame.Rect(r.right - px(20) - px(240), by, px(240), bh)
        return by

    # export --------------------------------------------------------------------
    def _export_clicked(self) -> None:
        """The export button: write into the data folder (what was written is shown below the list)."""
        self.export()

    def write_export(self, target: Path) -> Path:
        """Write the history as text to ``target``; returns the file (`OSError`, `ValueError`)."""
        raise NotImplementedError

    def has_finished(self) -> bool:
        """Whether a hand (round, deal) has finished: without one there is nothing to export."""
        raise NotImplementedError

    @property
    def export_prefix(self) -> str:
        """The start of an export's file name in the language shown: 'verlauf-duell', 'history-duell'."""
        word = self.app.t("history.file")
        return f"{word}-{self.export_stem}" if self.export_stem else word

    def export(self, folder: Path | None = None) -> Path | None:
        """Write the history as text into ``folder`` (default: the data folder); returns the file."""
        return self.export_with(self.write_export, ".txt", folder)

    def export_with(
        self, write: Callable[[Path], Path], suffix: str, folder: Path | None = None
    ) -> Path | None:
        """Export with ``write`` to a new file ending in ``suffix`` in ``folder`` (default: the data
        folder); a failure, or nothing to export yet, is said as a notice. Returns the file
        written (None: nothing written)."""
        if not self.has_finished():
            self.app.notify(self.app.t("history.export_empty"))
            return None
        target = (folder or data_dir()) / export_name(prefix=self.export_prefix, suffix=suffix)
        try:
            path = write(target)
        except (OSError, ValueError):
            from game.text.notices import notice_text

            self.app.notify(notice_text("file_write_failed", self.app.settings.language))
            return None
        self.exported = path  # shown under the list (a toast would cover the title)
        return path

    # input ---------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event) -> Transition | None:
        back = super().on_event(event)
        if back is None and event.type == pygame.KEYDOWN and event.key == pygame.K_e:
            self.export()
        return back


class ExchangeHistory(ExportHistory):
    """The history of a game with an exchange (see the module doc); a subclass names its rows'
    heights (`row_heights`) and its subtitle."""

    def build(self) -> None:
        self.zoom = HandZoom()  # the small cards, large under the pointer
        super().build()

    def row_heights(self) -> list[int]:
        """The heights of the list's rows."""
        raise NotImplementedError

    def subtitle(self) -> str:
        """The line under the title (the game's set-up)."""
        return ""

    # input ---------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> Transition | None:
        self.zoom.track(event)
        return super().handle(event)

    # layout and drawing --------------------------------------------------------
    def place(self) -> None:
        r = self.panel_rect()
        px = self.app.px
        by = self.place_buttons()
        top = self.title_rect().bottom + px(22)
        self.list.rect = pygame.Rect(r.x + px(20), top, r.width - px(40), max(px(60), by - px(30) - top))
        self.list.set_rows(self.row_heights(), px(2))

    def draw(self, surface: pygame.Surface) -> None:
        self.zoom.clear()
        super().draw(surface)
        self.zoom.draw(surface, self.app, self.app.content_rect)

    def draw_content(self, surface: pygame.Surface) -> None:
        px = self.app.px
        title = self.title_rect()
        self.text.blit(
            surface,
            self.subtitle(),
            px(16),
            theme.TEXT_DIM,
            max_width=self.list.rect.width,
            midtop=(title.centerx, title.bottom - px(4)),
        )
        line, colour = self.under_list()
        self.text.blit(
            surface,
            line,
            px(15),
            colour,
            max_width=self.list.rect.width,
            midtop=(self.list.rect.centerx, self.list.rect.bottom + px(6)),
        )
