"""Duell's tab on the statistics screen (`game.scenes.stats`): per name (and level) the matches
with wins and losses, the deals played, the chips won and lost, the biggest pot won and the best
hand (`game.storage.duell.stats`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import evaluate
from game.storage import Stats
from game.storage.duell.stats import DUELL_STATS, DuellPlayerStats, scheme_for
from game.text import describe_hand
from game.ui import theme

if TYPE_CHECKING:
    from game.scenes.stats import StatsScene

__all__ = ["DuellTab", "COLUMNS"]

#: The columns: name, matches, deals, chips won and lost, biggest pot, best hand.
COLUMNS = {"name": 0.0, "matches": 0.19, "deals": 0.39, "chips": 0.48, "pot": 0.63, "best": 0.77}


class DuellTab:
    """Duell's statistics tab."""

    title_key = "stats.duell"
    section = DUELL_STATS
    columns = COLUMNS

    def rows(self, stats: Stats, human: bool) -> Sequence[DuellPlayerStats]:
        """People or computer players, most wins first."""
        return DUELL_STATS.listing(stats, human)

    def heads(self, t: Callable[..., str]) -> dict[str, str]:
        return {
            "name": t("stats.name"),
            "matches": t("stats.duell_matches"),
            "deals": t("stats.duell_deals"),
            "chips": t("stats.duell_chips"),
            "pot": t("stats.duell_pot"),
            "best": t("stats.best_hand"),
        }

    def empty_key(self, human: bool) -> str:
        return "stats.empty_duell"

    def games_line(self, t: Callable[..., str], player: Any) -> str:
        from game.scenes.stats import counted_line

        return counted_line(t, player, player.matches)

    def draw_row(
        self, scene: StatsScene, surface: pygame.Surface, player: DuellPlayerStats, rect: pygame.Rect
    ) -> None:
        px, t = scene.app.px, scene.app.t
        cols = scene.columns()
        cy = rect.centery
        scene.draw_name(surface, player, rect)
        width = cols["deals"] - cols["matches"] - px(8)
        scene.text.blit(
            surface, str(player.matches), px(20), theme.TEXT, midleft=(cols["matches"], cy - px(11))
        )
        record = t("stats.duell_record", wins=player.wins, losses=player.losses)
        scene.text.blit(
            surface, record, px(15), theme.ACCENT, max_width=width, midleft=(cols["matches"], cy + px(12))
        )
        scene.text.blit(surface, str(player.deals), px(22), theme.TEXT, midleft=(cols["deals"], cy))
        scene.text.blit(
            surface, f"+{player.chips_won}", px(18), theme.GOLD, midleft=(cols["chips"], cy - px(11))
        )
        scene.text.blit(
            surface, f"-{player.chips_lost}", px(18), theme.RED, midleft=(cols["chips"], cy + px(12))
        )
        scene.text.blit(surface, str(player.biggest_pot), px(22), theme.TEXT, midleft=(cols["pot"], cy))
        best = player.best_hand
        if best is None:
            scene.text.blit(surface, t("stats.mode_none"), px(17), theme.TEXT_DIM, midleft=(cols["best"], cy))
            return
        name = describe_hand(evaluate(best.card_list(), scheme_for(best.deck)), t)
        scene.draw_best(surface, best.card_list(), name, rect)
