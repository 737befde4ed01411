#!/usr/bin/env python3
"""Frame times of the Duell table against a computer level, decisions on a thread or in the frame.

Runs the real app and Duell table under the dummy video driver with a fixed
dt of 1/60 s, each frame followed by the rest of its 1/60 s asleep (as the
game's clock does, which is when a background decision gets to run); a
scripted person (keys only: bets or raises the minimum half the time, else
checks or calls, keeps all cards) plays seeded matches against the computer
at ``--level`` (default profi, whose sampled odds take the longest); the
preload of `App.run` (sounds, rating tables) runs first. Every frame
(events, update, draw, flip) is timed. Run twice: with the game's runner
(`in_thread`: the computer's decision is a background job, applied once
done) and with `at_once` (the decision inside the frame). Prints per mode
and clock (wall time, and the CPU time of the frame's own thread, which a
decision on another thread does not add to) the frames, p50, p99, max in
ms, the frames over 16.7 ms, and the CPU time of the frames that applied a
computer move; the last lines are

    duell_move_frame_cpu_ms thread_max=<x> inline_max=<y>
    duell_frame_cpu_ms thread_p99=<x> thread_max=<y> inline_p99=<z> inline_max=<w>

On a shared machine the wall clock also measures waiting for a core.
``bench/duell_decisions.py`` measures the decisions themselves.

Usage: ``python bench/duell_frames.py [--frames N] [--seed S] [--level profi] [--switch S]``
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


#: Frames left out at the start (one-time building of fonts, sprites and tables).
WARM = 120
FRAME_MS = 1000 / 60


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return float("nan")
    k = min(len(sorted_values) - 1, max(0, round(q * (len(sorted_values) - 1))))
    return sorted_values[k]


def run(frames: int, seed: int, level: str, inline: bool) -> tuple[list[float], list[float], list[float]]:
    """Frame times (ms, wall clock and the frame thread's CPU) of one run, and the CPU times of the
    frames that applied a computer move."""
    import random
    import threading
    import time

    import pygame

    from game.app import App, AppOptions
    from game.engine.duell import DuellConfig, DuellGame
    from game.engine.levels import Level
    from game.scenes.duell.table import DuellTableScene
    from game.session import LocalDuellSession, at_once, in_thread
    from game.ui.settings_state import Settings

    app = App(AppOptions(seed=seed), settings=Settings(license_accepted=True))
    app.step(1 / 60)
    app.preload()  # as `App.run` does after the first frame: sounds and rating tables
    for thread in threading.enumerate():
        if thread.name == "preload":
            thread.join()
    rng = random.Random(seed)

    def new_scene() -> DuellTableScene:
        game = DuellGame(DuellConfig("Bench", Level(level), 32, 1000), random.Random(rng.random()))
        session = LocalDuellSession(
            game, rng=random.Random(rng.random()), runner=at_once if inline else in_thread
        )
        scene = DuellTableScene(app, session)
        app.push(scene)
        return scene

    scene = new_scene()
    times: list[float] = []
    cpu: list[float] = []
    moves: list[float] = []
    for _ in range(frames):
        if scene.session.table.is_over:
            app.stack.pop()
            scene = new_scene()
        if scene.my_turn():
            names = scene.bar.names()
            raises = {"bet": pygame.K_s, "open": pygame.K_o, "raise": pygame.K_e}
            bet = next((raises[n] for n in names if n in raises), None)
            if bet is not None and rng.random() < 0.5:  # bets and raises make Profi think hardest
                keys = [bet, pygame.K_RETURN]
            elif "exchange" in names:
                keys = [pygame.K_t]
            else:
                calm = (("check", pygame.K_w), ("draw", pygame.K_t), ("show", pygame.K_r))
                keys = [next(k for n, k in calm if n in names)]
            for k in keys:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        elif scene.shown.deal_over and not scene.steps:
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode="", scancode=0)
            )
        before = len(scene.session.game.events)
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.step(1 / 60)
        took = time.perf_counter() - start
        times.append(took * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
        time.sleep(max(0.0, 1 / 60 - took))  # the game's clock waits out the frame, as `App.run` does
        if (
            len(scene.session.game.events) != before
            and not scene.my_turn()
            and scene.session.table.current != 0
        ):
            moves.append(cpu[-1])
    app.close()
    return times, cpu, moves


def main(argv: list[str] | None = None) -> int:
    import argparse

    from game.legal import WARNING_TEXT

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="profi", choices=("anfaenger", "normal", "profi"))
    parser.add_argument("--switch", type=float, default=0.0, help="sys.setswitchinterval (0: leave it)")
    args = parser.parse_args(argv)
    if args.switch:
        sys.setswitchinterval(args.switch)
    print(WARNING_TEXT)
    results = {}
    for name, inline in (("thread", False), ("inline", True)):
        wall, cpu, move_cpu = run(args.frames, args.seed, args.level, inline)
        moves = len(move_cpu)
        for clock, times in (("wall", wall[WARM:]), ("cpu", cpu[WARM:])):  # after the one-time building
            ordered = sorted(times)
            p50, p99, top = percentile(ordered, 0.5), percentile(ordered, 0.99), ordered[-1]
            slow = sum(1 for t in times if t > FRAME_MS)
            results[name, clock] = (p99, top)
            print(
                f"{name:6s} {clock:4s} level={args.level} frames={len(times)} p50={p50:.2f} ms "
                f"p99={p99:.2f} ms max={top:.2f} ms over_16.7ms={slow} computer_moves={moves}"
            )
        ordered = sorted(move_cpu)
        results[name, "move"] = (percentile(ordered, 0.5), ordered[-1] if ordered else float("nan"))
        move_p50, move_max = results[name, "move"]
        print(f"{name:6s} frames with a computer move: cpu p50={move_p50:.2f} ms max={move_max:.2f} ms")
    print(
        f"duell_move_frame_cpu_ms thread_max={results['thread', 'move'][1]:.2f} "
        f"inline_max={results['inline', 'move'][1]:.2f}"
    )
    print(
        f"duell_frame_cpu_ms thread_p99={results['thread', 'cpu'][0]:.2f} "
        f"thread_max={results['thread', 'cpu'][1]:.2f} inline_p99={results['inline', 'cpu'][0]:.2f} "
        f"inline_max={results['inline', 'cpu'][1]:.2f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
