#!/usr/bin/env python3
"""Frame times of the table with five animating computer players, under the dummy video driver.

Runs the real app as ``main.py --demo`` builds it (with its persistence, in a
throw-away data folder: license screen first, as at a first start, then the
watch game at demo speed, saved after every engine event as in the game), stepping the loop with
a fixed dt of 1/60 s and timing every frame of the table (update, draw of
all visible scenes and the overlay, flip; a frame in which nothing changed is
not drawn, or only its changed rectangles are, as in the game). Start-up is measured from the
process start (read from /proc/self/stat) to the end of the first frame
shown; memory is the peak resident set (VmHWM from /proc/self/status).
Prints details first and, as its LAST line:

    frame_ms p50=<x> p99=<y> max=<z> startup_ms=<s>

Usage: ``python bench/frames.py [--frames N] [--seed S] [--size WxH] [--level profi]``
(``--level profi``: every frame in which a seat decides includes a whole Profi decision).
Targets: p99 <= 4 ms, start-up <= 500 ms, RSS <= 120 MB.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def process_age_ms() -> float:
    """Milliseconds since this process started (Linux /proc; 10 ms resolution)."""
    with open("/proc/self/stat", encoding="ascii") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    start_ticks = int(fields[19])  # field 22 of stat: starttime, in clock ticks since boot
    with open("/proc/uptime", encoding="ascii") as f:
        uptime = float(f.read().split()[0])
    return (uptime - start_ticks / os.sysconf("SC_CLK_TCK")) * 1000


def peak_rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return float("nan")
    k = min(len(sorted_values) - 1, max(0, round(q * (len(sorted_values) - 1))))
    return sorted_values[k]


def main(argv: list[str] | None = None) -> int:
    import argparse
    import time

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--frames", type=int, default=1800, help="table frames to time (default 1800 = 30 s of play)"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--level", default="normal", help="computer level of the five seats (e.g. profi)")
    parser.add_argument("--slow", action="store_true", help="list the frames over 4 ms and what they showed")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.split("x"))

    import tempfile

    from game.storage.paths import HOME_ENV

    # a first start in a throw-away data folder: license screen first, saves written as in the game
    data_home = tempfile.mkdtemp(prefix="tokenpoker-bench-")
    os.environ[HOME_ENV] = data_home

    from game.app import App, AppOptions
    from game.persistence import Persistence
    from game.scenes.token import play
    from game.scenes.token.table import TableScene

    dt = 1 / 60
    options = AppOptions(demo=True, seed=args.seed, players=5, level=args.level, windowed_size=(w, h))
    app = App(options, persistence=Persistence(demo=True))  # what game.app.run builds for --demo
    app.push(app.first_scene())
    app.step(dt)
    startup_ms = process_age_ms()
    app.preload()  # as App.run does after the first frame

    # the license screen passes by itself in demo; then the table plays
    clock = time.perf_counter
    for _ in range(100_000):
        if any(isinstance(s, TableScene) for s in app.stack):
            break
        t0 = clock()
        app.step(dt)
        time.sleep(max(0.0, dt - (clock() - t0)))  # the license shows in real time, as in the game
    times: list[float] = []
    cpu_times: list[float] = []
    cpu = time.thread_time
    scenes: dict[str, int] = {}
    games = 1
    perf = time.perf_counter
    while len(times) < args.frames:
        if not app.running:  # the demo game ended and quit: watch another one
            games += 1
            app.running = True

            table = (
                next(s for s in app.stack if isinstance(s, TableScene))
                if any(isinstance(s, TableScene) for s in app.stack)
                else None
            )
            config = table.game.config if table else None
            while app.stack:
                app.stack.pop().exit()
            if config is None:
                app.push(app.demo_scene())
            else:
                app.push(TableScene(app, play.new_session(app, config)))
        table = app.stack[0] if app.stack and isinstance(app.stack[0], TableScene) else None
        what = (type(app.top).__name__, type(table.steps[0]).__name__ if table and table.steps else "-")
        c0, t0 = cpu(), perf()
        app.step(dt)
        times.append((perf() - t0) * 1000)
        cpu_times.append((cpu() - c0) * 1000)
        if args.slow and times[-1] > 4:
            print(f"slow frame {len(times)}: {times[-1]:.1f} ms (cpu {cpu_times[-1]:.1f} ms) {what}")
        name = type(app.top).__name__ if app.top else "-"
        scenes[name] = scenes.get(name, 0) + 1
    ordered = sorted(times)
    p50, p99, worst = percentile(ordered, 0.5), percentile(ordered, 0.99), ordered[-1]
    table = next((s for s in app.stack if isinstance(s, TableScene)), None)
    print(
        f"window {w}x{h}, level {args.level}, {len(times)} frames at dt=1/60, games {games}, "
        f"rounds in the last game {table.game.round_no if table else '?'}"
    )
    print("frames per screen: " + ", ".join(f"{k} {v}" for k, v in sorted(scenes.items())))
    print(
        f"mean {sum(times) / len(times):.2f} ms, p90 {percentile(ordered, 0.9):.2f} ms, "
        f"frames over 4 ms: {sum(t > 4 for t in times)}, over 16.7 ms: {sum(t > 16.7 for t in times)}"
    )
    cpu_sorted = sorted(cpu_times)
    c50, c99 = percentile(cpu_sorted, 0.5), percentile(cpu_sorted, 0.99)
    print(
        "cpu_ms of this thread per frame (not slowed by other processes): "
        f"p50={c50:.2f} p99={c99:.2f} max={cpu_sorted[-1]:.2f}"
    )
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    print(f"rss_peak_mb {peak_rss_mb():.1f}")
    import gc

    # What a full collection would cost a frame now, with the preloaded tables frozen (as in
    # the game) and, for comparison, with them scanned again.
    collect_ms = []
    for frozen in (True, False):
        if not frozen:
            gc.unfreeze()
        t0 = perf()
        gc.collect()
        collect_ms.append((perf() - t0) * 1000)
    print(f"gc_full_collection_ms frozen={collect_ms[0]:.2f} unfrozen={collect_ms[1]:.2f}")
    app.close()
    import shutil

    shutil.rmtree(data_home, ignore_errors=True)
    print(f"frame_ms p50={p50:.2f} p99={p99:.2f} max={worst:.2f} startup_ms={startup_ms:.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
