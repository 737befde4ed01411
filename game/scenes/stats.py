"""Statistik: one tab per registered game that counts statistics, and two tabs for the people and
the computer players.

People and computer players are listed apart, because a name like "Computer 1" says nothing
about a person; a computer player is one row per name and level (its level leads the line under
the name; "Stufe ?" for games counted before levels were). Each game's tab (`StatsTab`, named by
its registry entry, `game.games.GameInfo.stats_tab`, in ``game.scenes.<game>.stats``) says its
columns, their heads and how one row is drawn; this screen draws the name and the best hand as
small card sprites with its name for every tab. The list scrolls (wheel, arrows, PgUp/PgDn, the
scrollbar). Zurücksetzen asks first (the confirm dialog; its focus starts on Nein) and then
empties the statistics file. Numbers come from each game's section of `game.storage.stats`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

import pygame

from game.engine import Card
from game.scenes.base import Pop, Push, SceneContext, Transition
from game.scenes.common import UIScene
from game.storage import Stats, StatsSection, load_stats, reset_stats
from game.ui import theme
from game.ui.draw import panel
from game.ui.scrolllist import ScrollList
from game.ui.textcache import TextCache
from game.ui.widgets import Button

__all__ = ["StatsScene", "StatsTab", "counted_line"]


class StatsTab(Protocol):
    """One game's tab on the statistics screen."""

    #: Catalogue key of the tab's button.
    @property
    def title_key(self) -> str: ...
    #: Its section of the statistics file.
    @property
    def section(self) -> StatsSection: ...
    #: Column starts as fractions of the list width; "name" first, "best" (the best hand) last.
    @property
    def columns(self) -> Mapping[str, float]: ...

    def rows(self, stats: Stats, human: bool) -> Sequence[Any]:
        """The people's or the computer players' records, in the order shown."""
        ...

    def heads(self, t: Callable[..., str]) -> dict[str, str]:
        """Column key -> its head."""
        ...

    def empty_key(self, human: bool) -> str:
        """Catalogue key of the line shown when the tab has no rows."""
        ...

    def games_line(self, t: Callable[..., str], player: Any) -> str:
        """The line under the name: what was played (after the level for a computer player)."""
        ...

    def draw_row(self, scene: StatsScene, surface: pygame.Surface, player: Any, rect: pygame.Rect) -> None:
        """One row's columns after the name (`StatsScene.draw_name`, `StatsScene.draw_best`)."""
        ...


def counted_line(t: Callable[..., str], player: Any, n: int) -> str:
    """The line under a name counting ``n`` games (matches), after the level for a computer player."""
    if player.human:
        return t("stats.games_total", n=n)
    level = t(f"level.{player.level}") if player.level else t("stats.level_unknown")
    return t("stats.level_games", level=level, n=n)


class StatsScene(UIScene):
    """The statistics screen (from the start menu); Esc or Zurück returns."""

    idle_capable = True  # drawn again only after input (see game.scenes.base)

    title_key = "stats.title"

    def __init__(self, app: SceneContext, human: bool = True, game: str | None = None) -> None:
        self.human = human
        #: The registered games' tabs: (the game's key, its tab).
        self.tabs: list[tuple[str, StatsTab]] = [
            (entry.key, entry.stats_tab()) for entry in app.games if entry.stats_tab is not None
        ]
        keys = [key for key, _ in self.tabs]
        self.current = keys.index(game) if game in keys else 0
        self.text = TextCache(lambda size, bold: app.fonts(size, bold))
        self.stats = Stats()
        super().__init__(app)

    @property
    def tab(self) -> StatsTab:
        """The tab of the game shown."""
        return self.tabs[self.current][1]

    @property
    def game(self) -> str:
        """The key of the game shown."""
        return self.tabs[self.current][0]

    def _sections(self) -> list[StatsSection]:
        return [tab.section for _, tab in self.tabs]

    # model -------------------------------------------------------------------
    def build(self) -> None:
        t = self.app.t
        self.tab_humans = Button(lambda: t("stats.humans", n=self._count(True)), lambda: self.show(True))
        self.tab_computers = Button(
            lambda: t("stats.computers", n=self._count(False)), lambda: self.show(False)
        )
        #: One button per game, in registry order.
        self.game_tabs = [self._game_button(key, tab) for key, tab in self.tabs]
        self.list = ScrollList(self._draw_row)
        self.reset_button = Button(lambda: t("stats.reset"), self.ask_reset)
        self.back_button = Button(lambda: t("stats.back"), lambda: Pop(), primary=True)
        self.ui.set_widgets(
            [
                *self.game_tabs,
                self.tab_humans,
                self.tab_computers,
                self.list,
                self.reset_button,
                self.back_button,
            ],
            keep_focus=False,
        )
        self.ui.focus_on(self.back_button)
        self.reload()
        if not self.players and self.tab.section.counts_any(self.stats.get(self.tab.section)):
            self.show(not self.human)  # e.g. only watch games so far: open on the computers

    def _game_button(self, key: str, tab: StatsTab) -> Button:
        def chosen() -> None:
            self.show_game(key)

        return Button(lambda: self.app.t(tab.title_key), chosen)

    def game_tab(self, key: str) -> Button:
        """The button of the game ``key``'s tab."""
        return next(button for (k, _), button in zip(self.tabs, self.game_tabs, strict=True) if k == key)

    def reload(self) -> None:
        """Read the statistics file again (after a game, after a reset)."""
        persistence = self.app.persistence
        if persistence is not None:
            self.stats = persistence.load_stats()
        else:
            self.stats = load_stats(sections=self._sections())[0]
        self.show(self.human)

    def _count(self, human: bool) -> int:
        return len(self.tab.rows(self.stats, human))

    @property
    def players(self) -> Sequence[Any]:
        """The rows of the current game and tab, in the order shown."""
        return self.tab.rows(self.stats, self.human)

    def show_game(self, key: str) -> None:
        """Switch to the statistics of the game ``key``."""
        self.current = [k for k, _ in self.tabs].index(key)
        self.show(self.human)

    def _counts_any(self) -> bool:
        return self.stats.counts_any(self._sections())

    def show(self, human: bool) -> None:
        """Switch between the people and the computer players."""
        keep = human == self.human
        self.human = human
        self.tab_humans.primary = human
        self.tab_computers.primary = not human
        for k, button in enumerate(self.game_tabs):
            button.primary = k == self.current
        self.reset_button.enabled = self._counts_any()
        self._set_rows(keep)

    def _set_rows(self, keep: bool = True) -> None:
        self.list.set_rows([self.app.px(80)] * len(self.players), self.app.px(6), keep_offset=keep)

    def ask_reset(self) -> Transition:
        from game.scenes.dialog import ConfirmDialog

        return Push(ConfirmDialog(self.app, self.app.t("stats.confirm_reset"), self.reset))

    def reset(self) -> Transition | None:
        """Empty the statistics (after the player said Ja)."""
        persistence = self.app.persistence
        if persistence is not None:
            self.stats = persistence.reset_stats()
        else:
            self.stats = reset_stats(sections=self._sections())
        self.app.notify(self.app.t("stats.reset_done"))
        self.show(self.human)
        return None  # the dialog pops itself

    def enter(self) -> None:
        self.reset_button.enabled = self._counts_any()
        if self.ui.focused is self.reset_button and not self.reset_button.enabled:
            self.ui.focus_on(self.back_button)

    def back(self) -> Transition | None:
        return Pop()

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        self.list.pointer(event)  # the wheel scrolls the list wherever the pointer is
        return None

    # layout --------------------------------------------------------------------
    def title_rect(self) -> pygame.Rect:
        area = self.app.content_rect
        return pygame.Rect(area.x, area.y + self.app.px(10), area.width, self.app.px(56))

    def place(self) -> None:
        area = self.app.content_rect
        px = self.app.px
        w = min(area.width - px(32), px(1180))
        left = area.centerx - w // 2
        top = self.title_rect().bottom + px(4)
        tab_w, tab_h = min(px(240), (w - px(56)) // 5), px(44)
        self.tab_computers.rect = pygame.Rect(left + w - tab_w, top, tab_w, tab_h)
        self.tab_humans.rect = pygame.Rect(self.tab_computers.rect.x - px(8) - tab_w, top, tab_w, tab_h)
        # the games' tabs share the room left of the people's tab (narrower when there are many)
        count = max(1, len(self.game_tabs))
        room = self.tab_humans.rect.x - px(16) - left
        game_w = min(px(180), tab_w, (room - (count - 1) * px(8)) // count)
        for k, tab in enumerate(self.game_tabs):
            tab.rect = pygame.Rect(left + k * (game_w + px(8)), top, game_w, tab_h)
        bh = px(48)
        by = area.bottom - px(14) - bh
        self.reset_button.rect = pygame.Rect(left, by, px(240), bh)
        self.back_button.rect = pygame.Rect(left + w - px(240), by, px(240), bh)
        self.header_y = self.tab_humans.rect.bottom + px(18)
        list_top = self.header_y + px(14)
        self.list.rect = pygame.Rect(left, list_top, w, max(px(60), by - px(30) - list_top))
        self._set_rows()

    # drawing -------------------------------------------------------------------
    def columns(self) -> dict[str, int]:
        """The current tab's column starts in pixels."""
        return self.list.columns(dict(self.tab.columns), self.app.px(12))

    def draw_content(self, surface: pygame.Surface) -> None:
        px = self.app.px
        t = self.app.t
        cols = self.columns()
        size = px(15)
        for key, label in self.tab.heads(t).items():
            self.text.blit(surface, label.upper(), size, theme.TEXT_DIM, midleft=(cols[key], self.header_y))
        hint = t("hint.stats")
        self.text.blit(
            surface,
            hint,
            px(15),
            theme.TEXT_DIM,
            max_width=self.list.rect.width,
            midtop=(self.list.rect.centerx, self.list.rect.bottom + px(6)),
        )

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.players:
            self.text.blit(
                surface,
                self.app.t(self.tab.empty_key(self.human)),
                self.app.px(20),
                theme.TEXT_DIM,
                max_width=self.list.rect.width - self.app.px(20),
                center=self.list.rect.center,
            )

    def games_line(self, player: Any) -> str:
        """The line under the name: the games (matches, hands), after the level for a computer player."""
        return self.tab.games_line(self.app.t, player)

    def draw_name(self, surface: pygame.Surface, player: Any, rect: pygame.Rect) -> None:
        px = self.app.px
        cols = self.columns()
        first = min(value for key, value in cols.items() if key != "name")
        self.text.blit(
            surface,
            player.name,
            px(22),
            theme.TEXT,
            max_width=first - cols["name"] - px(10),
            midleft=(cols["name"], rect.centery - px(11)),
        )
        self.text.blit(
            surface,
            self.games_line(player),
            px(15),
            theme.TEXT_DIM,
            midleft=(cols["name"], rect.centery + px(14)),
        )

    def draw_best(self, surface: pygame.Surface, cards: list[Card], name: str, rect: pygame.Rect) -> None:
        """A best hand as small card sprites with its name under them."""
        px = self.app.px
        cols = self.columns()
        room = rect.right - cols["best"] - px(8)
        card_w = max(12, min(px(30), room // 6))
        step = card_w + max(1, px(3))
        y = rect.y + px(6)
        for i, card in enumerate(cards):
            face = self.app.cards.face(
                card, card_w, four_color=self.app.settings.four_color, locale=self.app.settings.language
            )
            surface.blit(face, (cols["best"] + i * step, y))
        top = y + round(card_w * 1.4) + px(3)
        self.text.blit(surface, name, px(15), theme.TEXT, max_width=room, topleft=(cols["best"], top))

    def _draw_row(self, surface: pygame.Surface, index: int, rect: pygame.Rect) -> None:
        px = self.app.px
        panel(surface, rect, (22, 50, 36) if index % 2 == 0 else (16, 40, 28), None, px(10))
        self.tab.draw_row(self, surface, self.players[index], rect)
