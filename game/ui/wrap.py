"""Greedy word wrap for any measure of width: pure, so drawing and the overlay share it."""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["wrap_words"]

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
