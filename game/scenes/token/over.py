"""The game over screen: who won (absteigend) or lost (aufsteigend), the placements, Revanche.

Revanche starts a new session with the same `GameConfig`; Menü returns to the
start screen (the session has already counted the game in the statistics).
Enter plays the rematch, Esc goes to the menu. At a network table
(a `RemoteTableFeed`) the first button leads back to the table instead,
where the game master starts the next game. In --demo the screen waits a
moment and then quits the program.
"""

from __future__ import annotations

import math

import pygame

from game.engine import Mode
from game.scenes.base import Pop, Quit, Replace, SceneContext, Transition
from game.scenes.common import UIScene
from game.scenes.over_base import DEMO_GAMEOVER_SECONDS
from game.scenes.token import play
from game.session import Session, TableView
from game.session.token.remote import RemoteTableFeed
from game.ui import theme
from game.ui.textcache import TextCache
from game.ui.widgets import Button

__all__ = ["GameOverScene", "DEMO_GAMEOVER_SECONDS", "leaving_rounds"]



def leaving_rounds(game: TableView) -> dict[int, int]:
    """Seat -> the round in which it left the game; the seat still in at the end is missing."""
    rounds: dict[int, int] = {}
    for record in game.history:
        for seat in record.result.left:
            rounds[seat] = record.round_no
    return rounds


class GameOverScene(UIScene):
    """The end of a game."""

    idle_capable = True  # the ring of chips turns all the time: drawn every frame

    title_key = "gameover.title"

    def __init__(self, app: SceneContext, session: Session) -> None:
        self.session = session
        self.game = session.table
        self.elapsed = 0.0
        super().__init__(app)
        self.text = TextCache(lambda size, bold: app.fonts(size, bold))

    def build(self) -> None:
        remote = isinstance(self.session, RemoteTableFeed)
        label = "net.back_to_table" if remote else "gameover.rematch"
        self.rematch = Button(lambda: self.app.t(label), self.play_again, primary=True)
        self.menu = Button(lambda: self.app.t("gameover.menu"), self.to_menu)
        self.ui.set_widgets([self.rematch, self.menu], keep_focus=False)

    def play_again(self) -> Transition:
        if isinstance(self.session, RemoteTableFeed):
            return Pop()  # back to the network table
        return Replace(play.table(self.app, play.new_session(self.app, self.game.config)), clear=True)

    def hint(self) -> str:
        """The keys line: at a network table Enter and Esc both go back to it (no rematch here)."""
        remote = isinstance(self.session, RemoteTableFeed)
        return self.app.t("hint.game_over_net" if remote else "hint.game_over")

    def to_menu(self) -> Transition:
        return Replace(self.app.screens.start(), clear=True)

    def back(self) -> Transition | None:
        if isinstance(self.session, RemoteTableFeed):
            return Pop()
        return self.to_menu()

    def wake_in(self) -> float:
        return 0.0

    def look(self) -> float:
        return self.elapsed  # the ring's turn

    def update(self, dt: float) -> Transition | None:
        self.elapsed += dt
        if self.app.demo and self.elapsed >= DEMO_GAMEOVER_SECONDS:
            return Quit()
        return None

    def place(self) -> None:
        area = self.app.content_rect
        px = self.app.px
        bw, bh, gap = px(240), px(52), px(24)
        y = area.bottom - px(28) - bh
        self.rematch.rect = pygame.Rect(area.centerx - gap // 2 - bw, y, bw, bh)
        self.menu.rect = pygame.Rect(area.centerx + gap // 2, y, bw, bh)

    def headline(self) -> tuple[str, theme.Color]:
        cfg = self.game.config
        if cfg.mode is Mode.DESCENDING and self.game.winner is not None:
            return self.app.t("gameover.winner", name=cfg.seats[self.game.winner].name), theme.GOLD
        if self.game.loser is not None:
            return self.app.t("gameover.loser", name=cfg.seats[self.game.loser].name), theme.RED
        return "", theme.TEXT

    def draw_content(self, surface: pygame.Surface) -> None:
        area = self.app.content_rect
        px = self.app.px
        from game.ui import tokens

        # a ring of chips around the headline, slowly turning
        title = self.title_rect()
        centre = (area.centerx, title.bottom + px(50))
        line, colour = self.headline()
        image = self.text.fit(line or " ", px(46), colour, area.width - px(160), bold=True)
        shadow = self.text.fit(line or " ", px(46), (0, 0, 0), area.width - px(160), bold=True)
        rx = image.get_width() / 2 + px(56)
        n = 14
        behind: list[tuple[float, tuple[int, int], int]] = []
        for k in range(n):
            a = self.elapsed * 0.6 + 2 * math.pi * k / n
            pos = (round(centre[0] + math.cos(a) * rx), round(centre[1] + math.sin(a) * px(46)))
            behind.append((math.sin(a), pos, k))
        # chips on the far side of the ring pass behind the headline, the near ones in front
        for depth, pos, k in sorted(behind):
            if depth < 0:
                chip = tokens.chip(px(24), tokens.CHIP_COLOURS[k % 5])
                surface.blit(chip, chip.get_rect(center=pos))
        if line:
            surface.blit(shadow, shadow.get_rect(center=(centre[0] + px(3), centre[1] + px(3))))
            surface.blit(image, image.get_rect(center=centre))
        for depth, pos, k in sorted(behind):
            if depth >= 0:
                chip = tokens.chip(px(30), tokens.CHIP_COLOURS[k % 5])
                surface.blit(chip, chip.get_rect(center=pos))

        # the placement table
        rounds = leaving_rounds(self.game)
        table_w = min(area.width - px(40), px(640))
        x0 = area.centerx - table_w // 2
        y = centre[1] + px(70)
        row_h = px(40)
        cols = (x0 + px(20), x0 + px(110), x0 + table_w - px(230), x0 + table_w - px(20))
        dim = theme.TEXT_DIM
        self.text.blit(surface, self.app.t("gameover.place"), px(18), dim, midleft=(cols[0], y + row_h // 2))
        self.text.blit(surface, self.app.t("gameover.name"), px(18), dim, midleft=(cols[1], y + row_h // 2))
        self.text.blit(surface, self.app.t("gameover.tokens"), px(18), dim, center=(cols[2], y + row_h // 2))
        y += row_h
        seats = self.game.seats
        for place, seat in self.game.placements:
            rect = pygame.Rect(x0, y, table_w, row_h - px(4))
            top = (self.game.config.mode is Mode.DESCENDING and seat == self.game.winner) or (
                self.game.config.mode is Mode.ASCENDING and seat == self.game.loser
            )
            fill = (38, 70, 48) if top else (18, 40, 30)
            pygame.draw.rect(surface, fill, rect, border_radius=px(8))
            if top:
                pygame.draw.rect(surface, colour, rect, max(1, px(2)), border_radius=px(8))
            self.text.blit(
                surface,
                self.app.t("gameover.place_n", n=place),
                px(22),
                theme.TEXT,
                bold=True,
                midleft=(cols[0], rect.centery),
            )
            self.text.blit(
                surface,
                seats[seat].name,
                px(22),
                theme.TEXT,
                max_width=cols[2] - cols[1] - px(50),
                midleft=(cols[1], rect.centery),
            )
            self.text.blit(
                surface, str(seats[seat].tokens), px(22), theme.TEXT, center=(cols[2], rect.centery)
            )
            when = (
                self.app.t("gameover.out_round", n=rounds[seat])
                if seat in rounds
                else self.app.t("gameover.still_in")
            )
            self.text.blit(surface, when, px(18), dim, midright=(cols[3], rect.centery))
            y += row_h
        self.text.blit(
            surface,
            self.app.t("gameover.rounds", n=self.game.round_no),
            px(20),
            theme.TEXT,
            midtop=(area.centerx, y + px(10)),
        )
        self.text.blit(surface, self.hint(), px(16), dim, midbottom=(area.centerx, area.bottom - px(6)))
