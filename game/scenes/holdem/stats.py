"""Texas Hold'em's tab on the statistics screen (`game.scenes.stats`): per name (and level) the
cash table's hands and chips won and lost, the sit-and-go's tournaments, wins, hands and places,
the biggest pot won and the best hand (`game.storage.holdem.stats`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import evaluate
from game.engine.hands import HOLDEM
from game.storage import Stats
from game.storage.holdem.stats import HOLDEM_STATS, HoldemBestHand, HoldemPlayerStats
from game.text import describe_hand
from game.ui import theme

if TYPE_CHECKING:
    from game.scenes.stats import StatsScene

__all__ = ["HoldemTab", "COLUMNS"]

#: The columns: name, the cash table, the sit-and-go, biggest pot, best hand.
COLUMNS = {"name": 0.0, "cash": 0.19, "sit-and-go": 0.37, "pot": 0.62, "best": 0.77}


class HoldemTab:
    """Hold'em's statistics tab."""

    title_key = "stats.holdem"
    section = HOLDEM_STATS
    columns = COLUMNS

    def rows(self, stats: Stats, human: bool) -> Sequence[HoldemPlayerStats]:
        """People or computer players, most hands first."""
        return HOLDEM_STATS.listing(stats, human)

    def heads(self, t: Callable[..., str]) -> dict[str, str]:
        return {
            "name": t("stats.name"),
            "cash": t("holdem.format.cash"),
            "sit-and-go": t("holdem.format.sit-and-go"),
            "pot": t("stats.duell_pot"),
            "best": t("stats.best_hand"),
        }

    def empty_key(self, human: bool) -> str:
        return "stats.empty_holdem"

    def games_line(self, t: Callable[..., str], player: Any) -> str:
        hands = t("stats.holdem_hands", n=player.hands)
        if player.human:
            return hands
        level = t(f"level.{player.level}") if player.level else t("stats.level_unknown")
        return f"{level} · {hands}"

    def draw_row(
        self, scene: StatsScene, surface: pygame.Surface, player: HoldemPlayerStats, rect: pygame.Rect
    ) -> None:
        px, t = scene.app.px, scene.app.t
        cols = scene.columns()
        cy = rect.centery
        scene.draw_name(surface, player, rect)
        cash, sng = player.of("cash"), player.of("sit-and-go")
        if cash.hands:
            scene.text.blit(
                surface,
                t("stats.holdem_hands", n=cash.hands),
                px(17),
                theme.TEXT,
                midleft=(cols["cash"], cy - px(11)),
            )
            chips = f"+{cash.chips_won} / -{cash.chips_lost}"
            scene.text.blit(
                surface,
                chips,
                px(15),
                theme.GOLD if cash.net >= 0 else theme.RED,
                midleft=(cols["cash"], cy + px(12)),
            )
        else:
            scene.text.blit(surface, t("stats.mode_none"), px(17), theme.TEXT_DIM, midleft=(cols["cash"], cy))
        width = cols["pot"] - cols["sit-and-go"] - px(8)
        if sng.tournaments or sng.hands:
            line = t("stats.holdem_sng", n=sng.tournaments, wins=sng.wins, hands=sng.hands)
            scene.text.blit(
                surface, line, px(17), theme.TEXT, max_width=width, midleft=(cols["sit-and-go"], cy - px(11))
            )
            places = " · ".join(t("stats.place", place=p, n=c) for p, c in sorted(sng.places.items()))
            scene.text.blit(
                surface,
                places or t("stats.mode_none"),
                px(15),
                theme.ACCENT,
                max_width=width,
                midleft=(cols["sit-and-go"], cy + px(12)),
            )
        else:
            scene.text.blit(
                surface, t("stats.mode_none"), px(17), theme.TEXT_DIM, midleft=(cols["sit-and-go"], cy)
            )
        biggest = max(cash.biggest_pot, sng.biggest_pot)
        scene.text.blit(surface, str(biggest), px(22), theme.TEXT, midleft=(cols["pot"], cy))
        hands = [hand for hand in (cash.best_hand, sng.best_hand) if hand is not None]
        if not hands:
            scene.text.blit(surface, t("stats.mode_none"), px(17), theme.TEXT_DIM, midleft=(cols["best"], cy))
            return
        best: HoldemBestHand = max(hands, key=lambda hand: hand.strength)
        scene.draw_best(surface, best.card_list(), describe_hand(evaluate(best.card_list(), HOLDEM), t), rect)
