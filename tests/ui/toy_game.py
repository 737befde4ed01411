"""A game that exists only for tests/ui/test_registry.py: one `GameInfo`, its screen and its simulation.

Nothing outside this folder names it; registering it (`game.games.register`)
is all it takes to appear in the game choice and behind ``--game toy``.
"""

from __future__ import annotations

import argparse
from typing import TextIO

import pygame

from game.games import GameInfo
from game.scenes.base import Pop, SceneContext, Transition
from game.scenes.common import UIScene


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
