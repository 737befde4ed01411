"""Tweens: values that move over time in seconds (never frames), with easing.

A `Tween` runs from 0 to 1 over ``duration`` seconds, scaled by a speed
factor (the animation-speed setting); `skip()` jumps to the end (any click
or key skips the running animation). Scenes keep their tweens and call
`update(dt)` from `Scene.update`; drawing reads `value` / `lerp(...)`.
"""

from __future__ import annotations

import math
from collections.abc import Callable

__all__ = [
    "Tween",
    "ease_linear",
    "ease_out_cubic",
    "ease_in_out_cubic",
    "ease_out_back",
    "lerp",
    "lerp_point",
    "flight",
    "lift",
]

Ease = Callable[[float], float]


def ease_linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots a little and settles (cards landing, tokens popping)."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def flight(t: float, t0: float, t1: float) -> float:
    """The eased progress (0..1) at time ``t`` of a card or chip that flies from ``t0`` to ``t1``."""
    return ease_in_out_cubic(min(1.0, max(0.0, (t - t0) / max(1e-6, t1 - t0))))


def lift(k: float) -> float:
    """How high a flight's arc stands at progress ``k`` (0 at both ends, 1 half way)."""
    return math.sin(k * math.pi)


class Tween:
    """Progress 0..1 over ``duration`` seconds after ``delay`` seconds, eased."""

    def __init__(
        self, duration: float, ease: Ease = ease_out_cubic, delay: float = 0.0, speed: float = 1.0
    ) -> None:
        self.duration = max(0.0, duration)
        self.delay = max(0.0, delay)
        self.ease = ease
        self.speed = speed if speed > 0 and math.isfinite(speed) else 1.0
        self.elapsed = 0.0

    @property
    def progress(self) -> float:
        """Linear progress 0..1 (0 while still in the delay)."""
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> float:
        """Eased progress (may overshoot 1 for `ease_out_back`)."""
        p = self.progress
        return 1.0 if p >= 1.0 else self.ease(p)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds (times the speed); True once finished."""
        self.elapsed += max(0.0, dt) * self.speed
        return self.done

    def skip(self) -> None:
        """Jump to the end."""
        self.elapsed = self.delay + self.duration
