"""Pure layout functions and tweens (no display needed)."""

from __future__ import annotations

import pytest
from pygame import Rect

from game.ui import layout
from game.ui.tween import Tween, ease_in_out_cubic, ease_out_back, ease_out_cubic, lerp_point


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080), (3840, 2160), (800, 1000)])
def test_column_stays_inside(size: tuple[int, int]) -> None:
    area = layout.content_rect(*size, band_height=60)
    s = layout.ui_scale(*size)
    for count in range(1, 12):
        rects = layout.column(area, count, layout.px(340, s), layout.px(52, s), layout.px(12, s))
        assert len(rects) == count
        assert all(area.contains(r) for r in rects)
        assert all(a.bottom <= b.top for a, b in zip(rects, rects[1:]))


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (3840, 2160)])
def test_seat_anchors_inside_and_seat0_bottom(seats: int, size: tuple[int, int]) -> None:
    area = Rect(0, 0, *size)
    points = layout.seat_anchors(area, seats)
    assert len(points) == seats
    assert all(area.collidepoint(p) for p in points)
    assert points[0][1] == max(p[1] for p in points)


def test_ui_scale_and_panel() -> None:
    assert layout.ui_scale(1280, 720) == 1.0
    assert layout.ui_scale(2560, 1440) == 2.0
    area = Rect(0, 0, 500, 300)
    assert area.contains(layout.centered_panel(area, 900, 900, margin=10))


def test_tween_in_seconds_with_speed_and_skip() -> None:
    t = Tween(0.5, delay=0.1)
    assert t.value == 0 and not t.update(0.1)
    t.update(0.25)
    assert 0 < t.progress < 1
    assert t.update(0.25) and t.value == 1.0
    fast = Tween(1.0, speed=4.0)
    assert fast.update(0.25)
    s = Tween(2.0)
    s.skip()
    assert s.done and s.value == 1.0
    for ease in (ease_out_cubic, ease_in_out_cubic, ease_out_back):
        assert ease(0) == pytest.approx(0) and ease(1) == pytest.approx(1)
    assert lerp_point((0, 0), (10, 20), 0.5) == (5, 10)
