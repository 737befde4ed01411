"""A small bounded least-recently-used cache for rendered surfaces.

Sprites are drawn once per size and option set and then blitted every frame;
the bound keeps memory flat when the window is resized many times (each new
size renders a new set, old sizes fall out).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

__all__ = ["LruCache"]

V = TypeVar("V")


class LruCache(Generic[V]):
    """Maps keys to values, evicting the least recently used beyond ``max_entries``."""

    def __init__(self, max_entries: int) -> None:
        if max_entries < 1:
            raise ValueError("max_entries must be at least 1")
        self.max_entries = max_entries
        self._items: OrderedDict[Hashable, V] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], V]) -> V:
        """The cached value for ``key``, made with ``make()`` on a miss."""
        try:
            value = self._items[key]
        except KeyError:
            value = make()
            self._items[key] = value
            if len(self._items) > self.max_entries:
                self._items.popitem(last=False)
            return value
        self._items.move_to_end(key)
        return value

    def clear(self) -> None:
        """Forget everything (e.g. after the display changed pixel format)."""
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)
