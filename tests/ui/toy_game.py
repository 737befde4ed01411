"""A game that exists only for tests/ui/test_registry.py: one `GameInfo`, its screen and its simulation.

Nothing outside this folder names it; registering it (`game.games.register`)
is all it takes to appear in the game choice, behind ``--game toy`` and, with its
own section of the statistics file and its own tab, on the statistics screen.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, TextIO

import pygame

from game.games import GameInfo
from game.scenes.base import Pop, SceneContext, Transition
from game.scenes.common import UIScene
from game.storage import Stats


class ToySetupScene(UIScene):
    """The toy game's whole set-up: Esc leaves it."""

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        return Pop() if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE else None


def _setup(ctx: SceneContext) -> ToySetupScene:
    return ToySetupScene(ctx)


def simulate(args: argparse.Namespace, out: TextIO) -> int:
    print(f"toy: {args.simulate} games, seed {args.seed}", file=out)
    return 0


TOY = GameInfo(
    key="toy",
    simulate="tests.ui.toy_game:simulate",
    no_demo="the toy game has no table to watch",
    title_key="choice.back",  # any catalogue key: the toy has no words of its own
    help_key="choice.back",
    letter="Y",
    setup=_setup,
)


class ToyStats:
    """The toy game's section of the statistics file (``toy``): wins per person's name."""

    key = "toy"
    keys = ("toy",)

    def empty(self) -> dict[str, int]:
        return {}

    def read(self, data: Mapping[str, Any], problems: list[str]) -> dict[str, int]:
        raw = data.get("toy", {})
        if not isinstance(raw, dict):
            problems.append("toy: not an object")
            return {}
        kept = {name: wins for name, wins in raw.items() if isinstance(wins, int) and wins >= 0}
        problems.extend(f"toy.{name}: dropped" for name in raw if name not in kept)
        return kept

    def write(self, value: Mapping[str, int]) -> dict[str, Any]:
        return {"toy": dict(value)}

    def counts_any(self, value: Mapping[str, int]) -> bool:
        return bool(value)


TOY_STATS = ToyStats()


@dataclass(frozen=True)
class ToyRecord:
    name: str
    wins: int
    human: bool = True
    level: str = ""


def record_toy(stats: Stats, winner: str) -> Stats:
    """The statistics with one toy game won by ``winner`` added."""
    wins: dict[str, int] = dict(stats.get(TOY_STATS))
    wins[winner] = wins.get(winner, 0) + 1
    return stats.with_value(TOY_STATS, wins)


class ToyTab:
    """The toy game's tab: a name and its wins."""

    title_key = "choice.back"
    section = TOY_STATS
    columns = {"name": 0.0, "best": 0.5}

    def rows(self, stats: Stats, human: bool) -> list[ToyRecord]:
        wins: dict[str, int] = stats.get(TOY_STATS)
        return [ToyRecord(name, n) for name, n in sorted(wins.items())] if human else []

    def heads(self, t: Callable[..., str]) -> dict[str, str]:
        return {"name": t("stats.name")}

    def empty_key(self, human: bool) -> str:
        return "stats.empty_humans" if human else "stats.empty_computers"

    def games_line(self, t: Callable[..., str], player: ToyRecord) -> str:
        return t("stats.games_total", n=player.wins)

    def draw_row(self, scene: Any, surface: pygame.Surface, player: ToyRecord, rect: pygame.Rect) -> None:
        scene.draw_name(surface, player, rect)


TOY = replace(TOY, stats_section=lambda: TOY_STATS, stats_tab=ToyTab)
