"""Look-alike names: a confusable skeleton after Unicode Technical Standard #39.

Two names whose `name_skeletons` meet look alike (a Cyrillic ``ЅYЅТЕМ``
for ``SYSTEM``, a Greek ``Α`` for a Latin ``A``, ``l`` for ``I``, ``rn`` for
``m``): the server lets only one of them be an account.

The confusables data is Unicode's ``confusables.txt`` as the
``confusable-homoglyphs`` package ships it (a maintained package that keeps
the data current; it lists, for each character, the characters it is
confusable with). Its groups are the classes of TR39's prototype mapping; the
skeleton maps every character of a class to one member (the class's
multi-character prototype where there is one, so ``m`` becomes ``rn``, else
an ASCII member where there is one, else the lowest code point). That gives
the same equalities as TR39's ``skeleton(X) == skeleton(Y)``. Case does not
count either (`name_skeletons`), as account names are unique regardless of
case.
"""

from __future__ import annotations

import functools
import json
import unicodedata
from importlib import resources

__all__ = ["skeleton", "name_skeletons"]

_MARKS = "\u200e\u200f"  # the data wraps right-to-left characters in direction marks


def _load() -> dict[str, list[dict[str, str]]]:
    text = resources.files("confusable_homoglyphs").joinpath("confusables.json").read_text(encoding="utf-8")
    data: dict[str, list[dict[str, str]]] = json.loads(text)
    return data


@functools.cache
def _prototypes() -> dict[str, str]:
    """Each character of a confusable class -> the class's representative (see the module docstring)."""
    parent: dict[str, str] = {}

    def root(item: str) -> str:
        while parent.setdefault(item, item) != item:
            parent[item] = parent[parent[item]]
            item = parent[item]
        return item

    for key, entries in _load().items():
        for entry in entries:
            a, b = root(key.strip(_MARKS)), root(entry["c"].strip(_MARKS))
            if a != b:
                parent[max(a, b)] = min(a, b)
    classes: dict[str, list[str]] = {}
    for item in list(parent):
        classes.setdefault(root(item), []).append(item)

    def representative(members: list[str]) -> str:
        longer = sorted((m for m in members if len(m) > 1), key=lambda m: (len(m), m))
        if longer:
            return longer[0]
        ascii_ = sorted(m for m in members if m.isascii())
        return ascii_[0] if ascii_ else min(members)

    single: dict[str, str] = {}
    longer: dict[str, str] = {}
    for members in classes.values():
        chosen = representative(members)
        for member in members:
            if len(member) == 1:
                (longer if len(chosen) > 1 else single)[member] = chosen
    # a multi-character prototype's own characters are mapped as well (idempotent, as in TR39)
    for member, chosen in longer.items():
        single[member] = "".join(single.get(char, char) for char in chosen)
    return single


def skeleton(text: str) -> str:
    """TR39's skeleton of ``text``: NFD, every character replaced by its class's representative, NFD."""
    table = _prototypes()
    mapped = "".join(table.get(char, char) for char in unicodedata.normalize("NFD", text))
    return unicodedata.normalize("NFD", mapped)


def name_skeletons(name: str) -> frozenset[str]:
    """The forms in which two names look alike, case included: two names whose sets meet do.

    The skeleton of the case fold (``ІNFО`` with Cyrillic I and O, ``info``)
    and the skeleton of the skeleton's case fold (``PauI`` with a capital i,
    ``Paul``): TR39's classes keep capitals and small letters apart (``O``
    goes with ``0``, ``o`` does not), and account names do not.
    """
    return frozenset((skeleton(name.casefold()), skeleton(skeleton(name).casefold())))
