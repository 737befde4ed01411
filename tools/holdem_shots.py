#!/usr/bin/env python3
"""Screenshots of the Hold'em table in the situations a player must be able to read.

Builds the real app under the dummy video driver at each window size, seats
a seeded or rigged table and plays it through the session with the real
key presses of the person, then saves the window as PNG:

- ``preflop``: 2, 6 and 10 seats, the person to act before the flop;
- ``flop_raise_chooser``: 6 seats, the flop out, a bet and a raise to the
  person, the amount chooser open; ``flop_raise_tip``: the same with the
  Tipp open (equity against the ranges that bet and raise like this);
- ``side_pots``: 6 seats, two short stacks all in: the main pot and two
  side pots apart, the person to act on the flop, the Tipp open;
- ``showdown``: the same hand played out: the shown hands, the winners' best
  five framed, each pot's winners;
- ``limit``: limit, the person facing a raise (the fixed amount and the cap).

Usage: ``python tools/holdem_shots.py [--out DIR]`` (default /tmp/holdem-shots).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from game.app import App, AppOptions  # noqa: E402
from game.engine import FULL_DECK, Card, parse_cards  # noqa: E402
from game.engine.betting import Call, Check, Fold, LegalActions, RaiseTo  # noqa: E402
from game.engine.holdem import (  # noqa: E402
    Decision,
    HoldemConfig,
    HoldemGame,
    HoldemSeat,
    HoldemView,
    Structure,
)
from game.engine.levels import Level  # noqa: E402
from game.scenes.base import Replace  # noqa: E402
from game.scenes.holdem.table import HoldemTableScene  # noqa: E402
from game.session import HoldemOptions, LocalHoldemSession, at_once  # noqa: E402
from game.ui.settings_state import Settings  # noqa: E402

DT = 1 / 30
SIZES = ((960, 540), (1280, 720), (1920, 1080))
Choose = Callable[[HoldemView, LegalActions], Fold | Check | Call | RaiseTo]


class Policy:
    """A computer seat playing a fixed rule, with a reason in the engine's words."""

    def __init__(self, choose: Choose) -> None:
        self.choose = choose

    def decision(self, view: HoldemView, legal: LegalActions) -> Decision:
        action = self.choose(view, legal)
        call = legal.call or 0
        odds = round(100 * call / (view.pot_total + call)) if call else 0
        why = f"equity 41% vs {max(1, len(view.live) - 1)} opp, pot odds {odds}%"
        if isinstance(action, RaiseTo):
            kind = "bet" if legal.opening else "raise"
            return Decision(action, f"{kind} {action.amount} for value: {why}")
        if isinstance(action, Check):
            return Decision(action, f"check, nothing to call: {why}")
        if isinstance(action, Call):
            return Decision(action, f"call {call}: {why}")
        return Decision(action, f"fold to {call}: {why}")


def calls(view: HoldemView, legal: LegalActions) -> Fold | Check | Call | RaiseTo:
    return Check(legal.seat) if legal.call is None else Call(legal.seat)


def shoves(view: HoldemView, legal: LegalActions) -> Fold | Check | Call | RaiseTo:
    return RaiseTo(legal.seat, legal.raise_max) if legal.raise_max is not None else calls(view, legal)


def raises_on(street: str) -> Choose:
    """Bet or raise the least once on ``street``, else check or call."""
    done: list[bool] = []

    def choose(view: HoldemView, legal: LegalActions) -> Fold | Check | Call | RaiseTo:
        if view.street.value == street and legal.raise_min is not None and not done:
            done.append(True)
            return RaiseTo(legal.seat, legal.raise_min)
        return calls(view, legal)

    return choose


def deck(holes: list[str], board: str) -> list[Card]:
    cards = [card for hole in holes for card in parse_cards(hole)] + parse_cards(board)
    return cards + [card for card in FULL_DECK if card not in cards]


def seats(n: int, level: Level = Level.NORMAL) -> tuple[HoldemSeat, ...]:
    names = ["Anna", "Bert Baumann", "Cleo", "Dario", "Emma-Sophie", "Finn", "Greta", "Hasan", "Ida", "Jonas"]
    return tuple(HoldemSeat(names[i], i == 0, level) for i in range(n))


def open_table(
    app: App, game: HoldemGame, players: dict[int, Policy] | None = None, **options: bool
) -> tuple[HoldemTableScene, LocalHoldemSession]:
    session = LocalHoldemSession(
        game, random.Random(5), options=HoldemOptions(**options), runner=at_once, players=players
    )
    scene = HoldemTableScene(app, session)
    app.apply(Replace(scene, clear=True))
    return scene, session


def press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(DT)


def settle(
    app: App, scene: HoldemTableScene, until: Callable[[HoldemTableScene], bool], frames: int = 900
) -> None:
    """Step until ``until(scene)`` holds (at most ``frames``), then a few frames more."""
    for _ in range(frames):
        if until(scene):
            break
        app.step(DT)
    for _ in range(4):
        app.step(DT)


def wait_for_tip(app: App, scene: HoldemTableScene) -> None:
    """Let the Tipp's estimate (a background job, real time) finish, then take it over."""
    app.step(DT)
    job = scene.tips._job
    if job is not None:
        job.wait(30)
    settle(app, scene, lambda s: s.tips.tip() is not None, 300)


def save(app: App, out: Path, name: str) -> Path:
    path = out / f"{name}_{app.screen.get_width()}x{app.screen.get_height()}.png"
    pygame.image.save(app.screen, str(path))
    return path


def shoot(out: Path) -> list[Path]:
    saved: list[Path] = []
    for size in SIZES:
        app = App(AppOptions(windowed_size=size), settings=Settings(license_accepted=True))
        for n in (2, 6, 10):
            game = HoldemGame(HoldemConfig(seats(n)), random.Random(n), first_button=n - 1)
            scene, _ = open_table(app, game, timer=True)
            settle(app, scene, lambda s: s.my_turn())
            saved.append(save(app, out, f"preflop_{n}seats"))
        # the flop: a bet and a raise to Anna, the chooser open
        game = HoldemGame(HoldemConfig(seats(6)), random.Random(1), first_button=0)
        game.start_hand(deck(["Ah Qh", "9c 9d", "Kc Jc", "7s 6s", "Ad Kd", "2c 3d"], "Qs Th 4h 8c 2s"))
        players = {
            1: Policy(calls),
            2: Policy(raises_on("flop")),
            3: Policy(calls),
            4: Policy(raises_on("flop")),
            5: Policy(calls),
        }
        scene, session = open_table(app, game, players)
        settle(app, scene, lambda s: s.my_turn())
        press(app, pygame.K_c)  # Anna calls before the flop
        settle(app, scene, lambda s: s.my_turn() and s.session.table.street.value == "flop")
        press(app, pygame.K_e)
        press(app, pygame.K_UP)
        press(app, pygame.K_UP)
        app.step(DT)
        saved.append(save(app, out, "flop_raise_chooser"))
        press(app, pygame.K_ESCAPE)  # the chooser closed: the Tipp against the two raisers' ranges
        press(app, pygame.K_F2)
        wait_for_tip(app, scene)
        saved.append(save(app, out, "flop_raise_tip"))
        press(app, pygame.K_F2)
        # side pots: two short stacks all in, Anna to act on the flop with the Tipp open
        stacks = [2000, 150, 400, 900, 2000, 2000]
        game = HoldemGame(HoldemConfig(seats(6)), random.Random(2), first_button=5, stacks=stacks)
        game.start_hand(deck(["Ah Kh", "9c 9d", "Qc Jc", "7s 6s", "As Kd", "2c 3d"], "Ks Th 4h 8c 2h"))
        players = {seat: Policy(shoves if seat <= 3 else calls) for seat in range(1, 6)}
        scene, session = open_table(app, game, players)
        settle(app, scene, lambda s: s.my_turn())
        press(app, pygame.K_c)
        settle(app, scene, lambda s: s.my_turn() and s.session.table.street.value == "flop")
        press(app, pygame.K_F2)
        wait_for_tip(app, scene)
        saved.append(save(app, out, "side_pots"))
        press(app, pygame.K_F2)
        for _ in range(6):
            settle(app, scene, lambda s: s.my_turn() or s.finished_hand() is not None)
            if scene.finished_hand() is not None:
                break
            press(app, pygame.K_c)
        settle(app, scene, lambda s: s.finished_hand() is not None)
        saved.append(save(app, out, "showdown"))
        # limit: the fixed raise and the cap
        game = HoldemGame(HoldemConfig(seats(4), Structure.LIMIT), random.Random(3), first_button=0)
        game.start_hand(deck(["Jh Jd", "9c 9d", "Kc Qc", "7s 6s"], "Qs Th 4h 8c 2s"))
        players = {1: Policy(raises_on("preflop")), 2: Policy(raises_on("preflop")), 3: Policy(calls)}
        scene, session = open_table(app, game, players, timer=True)
        settle(app, scene, lambda s: s.my_turn())
        press(app, pygame.K_c)
        settle(app, scene, lambda s: s.my_turn())
        for _ in range(int(12 / DT)):  # the timer into its countdown
            app.step(DT)
        saved.append(save(app, out, "limit_timer"))
        app.close()
    return saved


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/holdem-shots"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for path in shoot(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
