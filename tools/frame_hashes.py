#!/usr/bin/env python3
"""Hash every frame of seeded, fixed-dt table scenarios: proof that a refactoring draws the same.

Each scenario builds the real app under the dummy video driver, seats a seeded
game on the table and steps the loop with dt = 1/60 s, posting scripted key
presses and clicks at fixed frame numbers. It prints one line per scenario
(frames and a digest over all frame hashes) and, with ``--out FILE``, every
frame's hash, so two runs (before and after a change) can be compared with
``diff``. Nothing here is timed.

Usage: ``python tools/frame_hashes.py [--out hashes.txt] [--frames N]``
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from game.app import App, AppOptions  # noqa: E402
from game.engine import GameConfig, Mode, RuleSet, SeatConfig  # noqa: E402
from game.ui.settings_state import Settings  # noqa: E402

DT = 1 / 60


def key(k: int, uni: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=uni, scancode=0)


def motion(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def table(app: App, config: GameConfig) -> None:
    """Seat ``config`` on the table as a new game (the one line that follows the table's API)."""
    from game.scenes.token import play

    app.push(play.table(app, play.new_session(app, config)))


def computers(size: tuple[int, int]) -> tuple[App, dict[int, list[pygame.event.Event]]]:
    app = App(AppOptions(windowed_size=size, seed=7), settings=Settings(license_accepted=True))
    seats = tuple(SeatConfig(f"Computer {i + 1}", False, "profi") for i in range(5))
    table(app, GameConfig(seats, Mode.DESCENDING, 2, RuleSet.ORIGINAL))
    return app, {frame: [key(pygame.K_RETURN, "\r")] for frame in range(100, 5000, 150)}


def person(size: tuple[int, int]) -> tuple[App, dict[int, list[pygame.event.Event]]]:
    app = App(AppOptions(windowed_size=size, seed=11), settings=Settings(license_accepted=True))
    seats = (
        SeatConfig("Anna", True),
        SeatConfig("Computer 1", False),
        SeatConfig("Computer 2", False, "profi"),
    )
    table(app, GameConfig(seats, Mode.ASCENDING, 2, RuleSet.STANDARD))
    script: dict[int, list[pygame.event.Event]] = {}
    for start in range(150, 5000, 400):
        script[start] = [key(pygame.K_1, "1"), key(pygame.K_3, "3"), motion((640, 600))]
        script[start + 20] = [key(pygame.K_QUESTION, "?")]
        script[start + 60] = [key(pygame.K_QUESTION, "?")]
        script[start + 80] = [key(pygame.K_RETURN, "\r")]
        script[start + 300] = [key(pygame.K_RETURN, "\r")]  # results: on to the next round
    return app, script


def hot_seat(size: tuple[int, int]) -> tuple[App, dict[int, list[pygame.event.Event]]]:
    app = App(AppOptions(windowed_size=size, seed=5), settings=Settings(license_accepted=True))
    seats = (SeatConfig("Anna", True), SeatConfig("Ben", True), SeatConfig("Computer 1", False))
    table(app, GameConfig(seats, Mode.DESCENDING, 2, RuleSet.ORIGINAL))
    script: dict[int, list[pygame.event.Event]] = {}
    for start in range(120, 5000, 90):
        script[start] = [key(pygame.K_SPACE, " ")]
        script[start + 30] = [key(pygame.K_2, "2")]
        script[start + 45] = [key(pygame.K_RETURN, "\r")]
    return app, script


SCENARIOS = {
    "computers": (computers, (1280, 720)),
    "person": (person, (1280, 720)),
    "hot_seat": (hot_seat, (960, 540)),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", help="write every frame's hash to this file")
    parser.add_argument("--frames", type=int, default=1500, help="frames per scenario (default 1500)")
    args = parser.parse_args(argv)
    lines: list[str] = []
    for name, (build, size) in SCENARIOS.items():
        app, script = build(size)
        total = hashlib.sha256()
        for frame in range(args.frames):
            events = script.get(frame, [])
            if not app.step(DT, events):
                break
            digest = hashlib.sha1(pygame.image.tobytes(app.screen, "RGB")).hexdigest()
            total.update(digest.encode())
            lines.append(f"{name} {frame} {type(app.top).__name__} {digest}")
        print(f"{name}: frames={frame + 1} digest={total.hexdigest()[:16]}")
        app.close()
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
