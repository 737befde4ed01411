"""Frame times of the menu screens under the dummy driver (prints figures, asserts nothing).

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python bench/menu_frames.py

Last line: ``menu_frame_ms start_p50=.. start_p99=.. setup_p50=.. setup_p99=.. first_frame_ms=..``
(first frame = from this script's start, imports included, to the start screen's first frame).
"""

from __future__ import annotations

import time

T0 = time.perf_counter()

import os  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def frames(app, n: int) -> list[float]:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(n):
        start = time.perf_counter()
        app.step(1 / 60)
        times.append((time.perf_counter() - start) * 1000)
    return sorted(times)


def main() -> int:
    from game.app import App, AppOptions
    from game.scenes.token.setup import SetupScene
    from game.ui.settings_state import Settings

    app = App(AppOptions(), settings=Settings(license_accepted=True))
    app.push(app.first_scene())
    app.step(1 / 60)
    first = (time.perf_counter() - T0) * 1000
    start = frames(app, 600)
    app.push(SetupScene(app))
    setup = frames(app, 600)
    app.close()

    def pct(values: list[float], p: float) -> float:
        return values[min(len(values) - 1, int(p * len(values)))]

    print(
        f"menu_frame_ms start_p50={pct(start, 0.5):.2f} start_p99={pct(start, 0.99):.2f} "
        f"setup_p50={pct(setup, 0.5):.2f} setup_p99={pct(setup, 0.99):.2f} first_frame_ms={first:.0f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
