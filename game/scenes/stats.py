"""Statistik: per player name the games, wins and losses per mode, places, rounds, best hand.

People and computer players are listed apart, on two tabs, because a name
like "Computer 1" says nothing about a person; a computer player is one row
per name and level (its level leads the line under the name; "Stufe ?" for
games counted before levels were, see `game.storage.stats`). Each row shows the player's
record per mode (absteigend / aufsteigend), how often each place was
reached, the rounds played and the best hand ever held, drawn as small card
sprites with its name. The list scrolls (wheel, arrows, PgUp/PgDn, the
scrollbar). Zurücksetzen asks first (the confirm dialog; its focus starts on
Nein) and then empties the statistics file. Numbers come from
`game.storage.stats`, which also decides what a win is in each mode.

Two more tabs choose the game: the token game (above) or Duell, whose rows
show per name (and level) the matches with wins and losses, the deals
played, the chips won and lost, the biggest pot won and the best hand
(`game.storage.duell.stats`). A third, Texas Hold'em, shows per name (and
level) the cash table's hands and chips won and lost, the sit-and-go's
tournaments, wins, hands and places, the biggest pot won and the best hand
(`game.storage.holdem.stats`).
"""

from __future__ import annotations

import pygame

from game.engine import Card, evaluate
from game.engine.hands import HOLDEM
from game.scenes.base import Pop, Push, SceneContext, Transition
from game.scenes.common import UIScene
from game.storage import DuellPlayerStats, HoldemPlayerStats, PlayerStats, Stats, load_stats, reset_stats
from game.storage.duell.stats import scheme_for
from game.storage.holdem.stats import HoldemBestHand
from game.text import describe_hand
from game.ui import theme
from game.ui.draw import panel
from game.ui.scrolllist import ScrollList
from game.ui.textcache import TextCache
from game.ui.widgets import Button

__all__ = ["StatsScene", "COLUMNS"]

MODES = ("absteigend", "aufsteigend")
#: Column starts as fractions of the list width: name, the two modes, places, rounds, best hand.
COLUMNS = {"name": 0.0, "absteigend": 0.19, "aufsteigend": 0.36, "places": 0.53, "rounds": 0.69, "best": 0.77}
#: The Duell tab's columns: name, matches, deals, chips won and lost, biggest pot, best hand.
DUELL_COLUMNS = {"name": 0.0, "matches": 0.19, "deals": 0.39, "chips": 0.48, "pot": 0.63, "best": 0.77}
#: A row of any tab.
AnyPlayer = PlayerStats | DuellPlayerStats | HoldemPlayerStats
#: The Hold'em tab's columns: name, the cash table, the sit-and-go, biggest pot, best hand.
HOLDEM_COLUMNS = {"name": 0.0, "cash": 0.19, "sit-and-go": 0.37, "pot": 0.62, "best": 0.77}


class StatsScene(UIScene):
    """The statistics screen (from the start menu); Esc or Zurück returns."""

    idle_capable = True  # drawn again only after input (see game.scenes.base)

    title_key = "stats.title"

    def __init__(
        self, app: SceneContext, human: bool = True, duell: bool = False, holdem: bool = False
    ) -> None:
        self.human = human
        self.duell = duell and not holdem
        self.holdem = holdem
        self.text = TextCache(lambda size, bold: app.fonts(size, bold))
        self.stats = Stats()
        super().__init__(app)

    # model -------------------------------------------------------------------
    def build(self) -> None:
        t = self.app.t
        self.tab_humans = Button(lambda: t("stats.humans", n=self._count(True)), lambda: self.show(True))
        self.tab_computers = Button(
            lambda: t("stats.computers", n=self._count(False)), lambda: self.show(False)
        )
        self.tab_token = Button(lambda: t("stats.token"), lambda: self.show_game(False))
        self.tab_duell = Button(lambda: t("stats.duell"), lambda: self.show_game(True))
        self.tab_holdem = Button(lambda: t("stats.holdem"), lambda: self.show_game(False, holdem=True))
        self.list = ScrollList(self._draw_row)
        self.reset_button = Button(lambda: t("stats.reset"), self.ask_reset)
        self.back_button = Button(lambda: t("stats.back"), lambda: Pop(), primary=True)
        self.ui.set_widgets(
            [
                self.tab_token,
                self.tab_duell,
                self.tab_holdem,
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
        if not self.players and self.stats.players:
            self.show(not self.human)  # e.g. only watch games so far: open on the computers

    def reload(self) -> None:
        """Read the statistics file again (after a game, after a reset)."""
        persistence = self.app.persistence
        self.stats = persistence.load_stats() if persistence is not None else load_stats()[0]
        self.show(self.human)

    def _count(self, human: bool) -> int:
        if self.holdem:
            return len(self.stats.holdem_listing(human))
        return len(self.stats.duell_listing(human) if self.duell else self.stats.listing(human))

    @property
    def players(self) -> list[PlayerStats]:
        """The token game's rows of the current tab, most wins first."""
        return self.stats.listing(self.human)

    @property
    def duell_players(self) -> list[DuellPlayerStats]:
        """The Duell rows of the current tab, most wins first."""
        return self.stats.duell_listing(self.human)

    @property
    def holdem_players(self) -> list[HoldemPlayerStats]:
        """The Hold'em rows of the current tab, most hands first."""
        return self.stats.holdem_listing(self.human)

    def _rows(self) -> int:
        if self.holdem:
            return len(self.holdem_players)
        return len(self.duell_players if self.duell else self.players)

    def show_game(self, duell: bool, holdem: bool = False) -> None:
        """Switch between the token game's, Duell's and Hold'em's statistics."""
        self.duell = duell and not holdem
        self.holdem = holdem
        self.show(self.human)

    def show(self, human: bool) -> None:
        """Switch between the people and the computer players."""
        keep = human == self.human
        self.human = human
        self.tab_humans.primary = human
        self.tab_computers.primary = not human
        self.tab_token.primary = not self.duell and not self.holdem
        self.tab_duell.primary = self.duell
        self.tab_holdem.primary = self.holdem
        self.reset_button.enabled = bool(self.stats.players or self.stats.duell or self.stats.holdem)
        self._set_rows(keep)

    def _set_rows(self, keep: bool = True) -> None:
        self.list.set_rows([self.app.px(80)] * self._rows(), self.app.px(6), keep_offset=keep)

    def ask_reset(self) -> Transition:
        from game.scenes.dialog import ConfirmDialog

        return Push(ConfirmDialog(self.app, self.app.t("stats.confirm_reset"), self.reset))

    def reset(self) -> Transition | None:
        """Empty the statistics (after the player said Ja)."""
        persistence = self.app.persistence
        self.stats = persistence.reset_stats() if persistence is not None else reset_stats()
        self.app.notify(self.app.t("stats.reset_done"))
        self.show(self.human)
        return None  # the dialog pops itself

    def enter(self) -> None:
        self.reset_button.enabled = bool(self.stats.players or self.stats.duell or self.stats.holdem)
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
        game_w = min(px(180), tab_w)
        for k, tab in enumerate((self.tab_token, self.tab_duell, self.tab_holdem)):
            tab.rect = pygame.Rect(left + k * (game_w + px(8)), top, game_w, tab_h)
        self.tab_computers.rect = pygame.Rect(left + w - tab_w, top, tab_w, tab_h)
        self.tab_humans.rect = pygame.Rect(self.tab_computers.rect.x - px(8) - tab_w, top, tab_w, tab_h)
        bh = px(48)
        by = area.bottom - px(14) - bh
        self.reset_button.rect = pygame.Rect(left, by, px(240), bh)
        self.back_button.rect = pygame.Rect(left + w - px(240), by, px(240), bh)
        self.header_y = self.tab_humans.rect.bottom + px(18)
        list_top = self.header_y + px(14)
        self.list.rect = pygame.Rect(left, list_top, w, max(px(60), by - px(30) - list_top))
        self._set_rows()

    # drawing -------------------------------------------------------------------
    def _columns(self) -> dict[str, int]:
        columns = HOLDEM_COLUMNS if self.holdem else DUELL_COLUMNS if self.duell else COLUMNS
        return self.list.columns(columns, self.app.px(12))

    def draw_content(self, surface: pygame.Surface) -> None:
        px = self.app.px
        t = self.app.t
        cols = self._columns()
        size = px(15)
        if self.holdem:
            heads = {
                "name": t("stats.name"),
                "cash": t("holdem.format.cash"),
                "sit-and-go": t("holdem.format.sit-and-go"),
                "pot": t("stats.duell_pot"),
                "best": t("stats.best_hand"),
            }
        elif self.duell:
            heads = {
                "name": t("stats.name"),
                "matches": t("stats.duell_matches"),
                "deals": t("stats.duell_deals"),
                "chips": t("stats.duell_chips"),
                "pot": t("stats.duell_pot"),
                "best": t("stats.best_hand"),
            }
        else:
            heads = {
                "name": t("stats.name"),
                "absteigend": t("mode.absteigend"),
                "aufsteigend": t("mode.aufsteigend"),
                "places": t("stats.places"),
                "rounds": t("stats.rounds"),
                "best": t("stats.best_hand"),
            }
        for key, label in heads.items():
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
        if not self._rows():
            key = (
                "stats.empty_holdem"
                if self.holdem
                else "stats.empty_duell"
                if self.duell
                else "stats.empty_humans"
                if self.human
                else "stats.empty_computers"
            )
            self.text.blit(
                surface,
                self.app.t(key),
                self.app.px(20),
                theme.TEXT_DIM,
                max_width=self.list.rect.width - self.app.px(20),
                center=self.list.rect.center,
            )

    def games_line(self, player: AnyPlayer) -> str:
        """The line under the name: the games (matches, hands), after the level for a computer player."""
        t = self.app.t
        if isinstance(player, HoldemPlayerStats):
            hands = t("stats.holdem_hands", n=player.hands)
            if player.human:
                return hands
            level = t(f"level.{player.level}") if player.level else t("stats.level_unknown")
            return f"{level} · {hands}"
        games = player.matches if isinstance(player, DuellPlayerStats) else player.total_games
        if player.human:
            return t("stats.games_total", n=games)
        level = t(f"level.{player.level}") if player.level else t("stats.level_unknown")
        return t("stats.level_games", level=level, n=games)

    def _draw_name(self, surface: pygame.Surface, player: AnyPlayer, rect: pygame.Rect) -> None:
        px = self.app.px
        cols = self._columns()
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

    def _draw_duell_row(self, surface: pygame.Surface, player: DuellPlayerStats, rect: pygame.Rect) -> None:
        px, t = self.app.px, self.app.t
        cols = self._columns()
        cy = rect.centery
        self._draw_name(surface, player, rect)
        width = cols["deals"] - cols["matches"] - px(8)
        self.text.blit(
            surface, str(player.matches), px(20), theme.TEXT, midleft=(cols["matches"], cy - px(11))
        )
        record = t("stats.duell_record", wins=player.wins, losses=player.losses)
        self.text.blit(
            surface, record, px(15), theme.ACCENT, max_width=width, midleft=(cols["matches"], cy + px(12))
        )
        self.text.blit(surface, str(player.deals), px(22), theme.TEXT, midleft=(cols["deals"], cy))
        self.text.blit(
            surface, f"+{player.chips_won}", px(18), theme.GOLD, midleft=(cols["chips"], cy - px(11))
        )
        self.text.blit(
            surface, f"-{player.chips_lost}", px(18), theme.RED, midleft=(cols["chips"], cy + px(12))
        )
        self.text.blit(surface, str(player.biggest_pot), px(22), theme.TEXT, midleft=(cols["pot"], cy))
        best = player.best_hand
        if best is None:
            self.text.blit(surface, t("stats.mode_none"), px(17), theme.TEXT_DIM, midleft=(cols["best"], cy))
            return
        name = describe_hand(evaluate(best.card_list(), scheme_for(best.deck)), t)
        self._draw_best(surface, best.card_list(), name, rect)

    def _draw_holdem_row(self, surface: pygame.Surface, player: HoldemPlayerStats, rect: pygame.Rect) -> None:
        px, t = self.app.px, self.app.t
        cols = self._columns()
        cy = rect.centery
        self._draw_name(surface, player, rect)
        cash, sng = player.of("cash"), player.of("sit-and-go")
        if cash.hands:
            self.text.blit(surface, t("stats.holdem_hands", n=cash.hands), px(17), theme.TEXT,
                           midleft=(cols["cash"], cy - px(11)))
            chips = f"+{cash.chips_won} / -{cash.chips_lost}"
            self.text.blit(surface, chips, px(15), theme.GOLD if cash.net >= 0 else theme.RED,
                           midleft=(cols["cash"], cy + px(12)))
        else:
            self.text.blit(surface, t("stats.mode_none"), px(17), theme.TEXT_DIM, midleft=(cols["cash"], cy))
        width = cols["pot"] - cols["sit-and-go"] - px(8)
        if sng.tournaments or sng.hands:
            line = t("stats.holdem_sng", n=sng.tournaments, wins=sng.wins, hands=sng.hands)
            self.text.blit(surface, line, px(17), theme.TEXT, max_width=width,
                           midleft=(cols["sit-and-go"], cy - px(11)))
            places = " · ".join(t("stats.place", place=p, n=c) for p, c in sorted(sng.places.items()))
            self.text.blit(surface, places or t("stats.mode_none"), px(15), theme.ACCENT, max_width=width,
                           midleft=(cols["sit-and-go"], cy + px(12)))
        else:
            self.text.blit(surface, t("stats.mode_none"), px(17), theme.TEXT_DIM,
                           midleft=(cols["sit-and-go"], cy))
        biggest = max(cash.biggest_pot, sng.biggest_pot)
        self.text.blit(surface, str(biggest), px(22), theme.TEXT, midleft=(cols["pot"], cy))
        hands = [hand for hand in (cash.best_hand, sng.best_hand) if hand is not None]
        if not hands:
            self.text.blit(surface, t("stats.mode_none"), px(17), theme.TEXT_DIM, midleft=(cols["best"], cy))
            return
        best: HoldemBestHand = max(hands, key=lambda hand: hand.strength)
        self._draw_best(surface, best.card_list(), describe_hand(evaluate(best.card_list(), HOLDEM), t), rect)

    def _draw_best(self, surface: pygame.Surface, cards: list[Card], name: str, rect: pygame.Rect) -> None:
        """A best hand as small card sprites with its name under them."""
        px = self.app.px
        cols = self._columns()
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
        t = self.app.t
        panel(surface, rect, (22, 50, 36) if index % 2 == 0 else (16, 40, 28), None, px(10))
        if self.holdem:
            self._draw_holdem_row(surface, self.holdem_players[index], rect)
            return
        if self.duell:
            self._draw_duell_row(surface, self.duell_players[index], rect)
            return
        player = self.players[index]
        cols = self._columns()
        small, mid = px(15), px(17)
        cy = rect.centery
        line = px(20)
        self._draw_name(surface, player, rect)
        # per mode
        for mode, nxt in (("absteigend", "aufsteigend"), ("aufsteigend", "places")):
            games = player.games.get(mode, 0)
            width = cols[nxt] - cols[mode] - px(8)
            if not games:
                self.text.blit(surface, t("stats.mode_none"), mid, theme.TEXT_DIM, midleft=(cols[mode], cy))
                continue
            self.text.blit(
                surface,
                t("stats.mode_games", n=games),
                mid,
                theme.TEXT,
                max_width=width,
                midleft=(cols[mode], cy - px(11)),
            )
            record = t("stats.mode_record", wins=player.wins.get(mode, 0), losses=player.losses.get(mode, 0))
            self.text.blit(
                surface, record, small, theme.ACCENT, max_width=width, midleft=(cols[mode], cy + px(12))
            )
        # places: up to three per column, two columns
        places = sorted(player.places.items())
        pw = (cols["rounds"] - cols["places"] - px(8)) // 2
        rows = min(3, max(1, (len(places) + 1) // 2)) if len(places) > 3 else len(places)
        y0 = cy - (rows - 1) * line // 2
        for k, (place, count) in enumerate(places):
            col, row = divmod(k, 3) if len(places) > 3 else (0, k)
            colour = theme.ACCENT if place == 1 else theme.TEXT
            self.text.blit(
                surface,
                t("stats.place", place=place, n=count),
                small,
                colour,
                max_width=pw,
                midleft=(cols["places"] + col * pw, y0 + row * line),
            )
        # rounds
        self.text.blit(surface, str(player.rounds), px(24), theme.TEXT, midleft=(cols["rounds"], cy))
        # best hand: small card sprites and the hand's name
        best = player.best_hand
        if best is None:
            self.text.blit(surface, t("stats.mode_none"), mid, theme.TEXT_DIM, midleft=(cols["best"], cy))
            return
        name = describe_hand(evaluate(best.card_list(), best.rules), t)
        self._draw_best(surface, best.card_list(), name, rect)
