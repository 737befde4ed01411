#!/usr/bin/env python3
"""Frame times of the Hold'em table with computer players at every seat, under the dummy video driver.

Builds the real app, seats a seeded table of ``--seats`` computer players at
``--level`` (their decisions run on background jobs, as in the game; a
Monte-Carlo decision competes with the frames for the interpreter), and
steps the loop with a fixed dt of 1/60 s at animation speed 4, timing every
frame (update, draw, overlay, flip) and the CPU time of the frame's own
thread. The first ``--skip`` frames, while the card sprites are rendered
ahead of their first use, are timed apart. Prints details and, as its LAST
line:

    holdem_frame_ms p50=<x> p99=<y> max=<z> cpu_p99=<c>

Usage: ``python bench/holdem_frames.py [--frames N] [--seats 2..10] [--level L] [--size WxH]``
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=3000)
    parser.add_argument("--skip", type=int, default=600, help="warm-up frames, timed apart")
    parser.add_argument("--seats", type=int, default=10)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.split("x"))

    from game.app import App, AppOptions
    from game.engine.holdem import HoldemConfig, HoldemGame
    from game.engine.levels import Level
    from game.scenes.base import Replace
    from game.scenes.holdem.table import HoldemTableScene
    from game.session import LocalHoldemSession
    from game.ui.settings_state import Settings

    app = App(AppOptions(windowed_size=(w, h)), settings=Settings(license_accepted=True, animation_speed=4.0))
    config = HoldemConfig.computers(args.seats, Level(args.level), starting_stack=2000)
    game = HoldemGame(config, random.Random(args.seed))
    session = LocalHoldemSession(game, random.Random(args.seed + 1))
    app.apply(Replace(HoldemTableScene(app, session), clear=True))
    dt = 1 / 60
    wall, cpu = time.perf_counter, time.thread_time
    warm: list[float] = []
    times: list[float] = []
    cpu_times: list[float] = []
    for frame in range(args.skip + args.frames):
        c0, t0 = cpu(), wall()
        app.step(dt)
        elapsed = (wall() - t0) * 1000
        if frame < args.skip:
            warm.append(elapsed)
            continue
        times.append(elapsed)
        cpu_times.append((cpu() - c0) * 1000)
    app.close()
    print(f"window {w}x{h}, {args.seats} seats at {args.level}, hands played {session.table.hand_no}")
    print(f"warm-up frames: p50 {percentile(warm, 0.5):.2f} ms, max {max(warm):.2f} ms")
    print(
        f"frames over 16.7 ms: {sum(t > 16.7 for t in times)} of {len(times)}; "
        f"cpu of the frame's thread p50 {percentile(cpu_times, 0.5):.2f} ms"
    )
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    print(
        f"holdem_frame_ms p50={percentile(times, 0.5):.2f} p99={percentile(times, 0.99):.2f} "
        f"max={max(times):.2f} cpu_p99={percentile(cpu_times, 0.99):.2f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
