#!/usr/bin/env python3
"""Compare two folders of PNGs pixel by pixel: proof that a refactoring draws the same screens.

Pairs the files by name (as `tools/scene_shots.py` writes them), compares size
and every pixel, and prints one line per file: ``same``, or how many pixels
differ and the rectangle around them; files found in one folder only are
named. Exits 1 if anything differs or is missing, else 0.

Usage: ``python tools/same_pixels.py BEFORE_DIR AFTER_DIR``
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402


def differing(a: pygame.Surface, b: pygame.Surface) -> tuple[int, pygame.Rect | None]:
    """How many pixels of two equally large pictures differ, and the rectangle around them."""
    one, two = pygame.image.tobytes(a, "RGBA"), pygame.image.tobytes(b, "RGBA")
    if one == two:
        return 0, None
    width = a.get_width()
    count, xs, ys = 0, [], []
    for i in range(0, len(one), 4):
        if one[i : i + 4] != two[i : i + 4]:
            count += 1
            y, x = divmod(i // 4, width)
            xs.append(x)
            ys.append(y)
    return count, pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def compare(before: Path, after: Path) -> list[str]:
    """One line per PNG of either folder; a line not ending in ``same`` is a difference."""
    names = sorted({p.name for p in before.glob("*.png")} | {p.name for p in after.glob("*.png")})
    lines = []
    for name in names:
        a, b = before / name, after / name
        if not a.exists() or not b.exists():
            lines.append(f"{name}: only in {after if b.exists() else before}")
            continue
        one, two = pygame.image.load(str(a)), pygame.image.load(str(b))
        if one.get_size() != two.get_size():
            lines.append(f"{name}: size {one.get_size()} -> {two.get_size()}")
            continue
        count, box = differing(one, two)
        total = one.get_width() * one.get_height()
        lines.append(f"{name}: same" if not count else f"{name}: {count} of {total} pixels differ, in {box}")
    return lines


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2 or not all(Path(p).is_dir() for p in args):
        print("usage: same_pixels.py BEFORE_DIR AFTER_DIR (two folders of PNGs)", file=sys.stderr)
        return 2
    lines = compare(Path(args[0]), Path(args[1]))
    print("\n".join(lines) if lines else "no PNGs found")
    same = sum(line.endswith(": same") for line in lines)
    print(f"{same} of {len(lines)} pictures the same")
    return 0 if lines and same == len(lines) else 1


if __name__ == "__main__":
    sys.exit(main())
