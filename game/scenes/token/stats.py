"""The token game's tab on the statistics screen (`game.scenes.stats`): per name (and level) the
record per mode (absteigend / aufsteigend), how often each place was reached, the rounds played
and the best hand ever held (`game.storage.token.stats`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import evaluate
from game.storage import Stats
from game.storage.token.stats import TOKEN_STATS, PlayerStats
from game.text import describe_hand
from game.ui import theme

if TYPE_CHECKING:
    from game.scenes.stats import StatsScene

__all__ = ["TokenTab", "COLUMNS"]

#: Column starts as fractions of the list width: name, the two modes, places, rounds, best hand.
COLUMNS = {"name": 0.0, "absteigend": 0.19, "aufsteigend": 0.36, "places": 0.53, "rounds": 0.69, "best": 0.77}


class TokenTab:
    """The token game's statistics tab."""

    title_key = "stats.token"
    section = TOKEN_STATS
    columns = COLUMNS

    def rows(self, stats: Stats, human: bool) -> Sequence[PlayerStats]:
        """People or computer players, most wins first."""
        return TOKEN_STATS.listing(stats, human)

    def heads(self, t: Callable[..., str]) -> dict[str, str]:
        return {
            "name": t("stats.name"),
            "absteigend": t("mode.absteigend"),
            "aufsteigend": t("mode.aufsteigend"),
            "places": t("stats.places"),
            "rounds": t("stats.rounds"),
            "best": t("stats.best_hand"),
        }

    def empty_key(self, human: bool) -> str:
        return "stats.empty_humans" if human else "stats.empty_computers"

    def games_line(self, t: Callable[..., str], player: Any) -> str:
        from game.scenes.stats import counted_line

        return counted_line(t, player, player.total_games)

    def draw_row(
        self, scene: StatsScene, surface: pygame.Surface, player: PlayerStats, rect: pygame.Rect
    ) -> None:
        px = scene.app.px
        t = scene.app.t
        cols = scene.columns()
        small, mid = px(15), px(17)
        cy = rect.centery
        line = px(20)
        scene.draw_name(surface, player, rect)
        # per mode
        for mode, nxt in (("absteigend", "aufsteigend"), ("aufsteigend", "places")):
            games = player.games.get(mode, 0)
            width = cols[nxt] - cols[mode] - px(8)
            if not games:
                scene.text.blit(surface, t("stats.mode_none"), mid, theme.TEXT_DIM, midleft=(cols[mode], cy))
                continue
            scene.text.blit(
                surface,
                t("stats.mode_games", n=games),
                mid,
                theme.TEXT,
                max_width=width,
                midleft=(cols[mode], cy - px(11)),
            )
            record = t("stats.mode_record", wins=player.wins.get(mode, 0), losses=player.losses.get(mode, 0))
            scene.text.blit(
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
            scene.text.blit(
                surface,
                t("stats.place", place=place, n=count),
                small,
                colour,
                max_width=pw,
                midleft=(cols["places"] + col * pw, y0 + row * line),
            )
        # rounds
        scene.text.blit(surface, str(player.rounds), px(24), theme.TEXT, midleft=(cols["rounds"], cy))
        # best hand: small card sprites and the hand's name
        best = player.best_hand
        if best is None:
            scene.text.blit(surface, t("stats.mode_none"), mid, theme.TEXT_DIM, midleft=(cols["best"], cy))
            return
        name = describe_hand(evaluate(best.card_list(), best.rules), t)
        scene.draw_best(surface, best.card_list(), name, rect)
