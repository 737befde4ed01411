"""Greedy word wrap for any measure of width: pure, so drawing and the overlay share it."""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["wrap_words", "elide"]

#: Where a line may break: any white space but the no-break space (as in "17\u00a0%").
_BREAKS = re.compile(r"[^\S\u00a0]+")


def wrap_words(text: str, max_width: int, measure: Callable[[str], int]) -> list[str]:
    """Greedy word wrap; a single word wider than the line is split by characters.

    A no-break space (U+00A0) joins its neighbours into one word."""
    rows: list[str] = []
    current = ""
    for word in filter(None, _BREAKS.split(text)):
        candidate = f"{current} {word}" if current else word
        if measure(candidate) <= max_width:
            current = candidate
            continue
        if current:
            rows.append(current)
        # never cut: a very long word (the URL on a tiny window) breaks by characters
        while measure(word) > max_width and len(word) > 1:
            cut = len(word) - 1
            while cut > 1 and measure(word[:cut]) > max_width:
                cut -= 1
            rows.append(word[:cut])
            word = word[cut:]
        current = word
    if current:
        rows.append(current)
    return rows


def elide(text: str, max_width: int, measure: Callable[[str], int], mark: str = "\u2026") -> str:
    """``text`` if it fits ``max_width``, else as much of it as fits followed by ``mark`` (…)."""
    if measure(text) <= max_width:
        return text
    cut = len(text)
    while cut > 0 and measure(text[:cut].rstrip(" ,") + mark) > max_width:
        cut -= 1
    return text[:cut].rstrip(" ,") + mark if cut else ""
