"""Player names: the one place that says which names are valid and how to clean one.

A name is shown on every screen, stored in the settings, the statistics and
the save, and written into the history export, so everything that takes a
name in (the name field, the files, `GameConfig`) goes through here. A name
must be drawable: no control characters (NUL ends a C string in the font
renderer), no lone surrogates (not encodable as UTF-8), no format or other
invisible characters (zero-width space, U+034F, U+17B4, bidi controls),
and at least one visible letter, digit, punctuation or symbol.
"""

from __future__ import annotations

import unicodedata

__all__ = ["MAX_NAME_LENGTH", "clean_name", "is_allowed_char", "name_problem"]

MAX_NAME_LENGTH = 20

# Unicode's Default_Ignorable_Code_Point characters that are not already of
# category Cf, and the blank braille pattern (U+2800, a symbol that shows as
# nothing): fonts draw them as nothing, so a name of only these is invisible.
_INVISIBLE = frozenset(
    [0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x2800, 0x3164, 0xFFA0]
    + list(range(0x180B, 0x1810))
    + list(range(0xFE00, 0xFE10))
    + list(range(0xE0100, 0xE01F0))
)
# Control, format, surrogate, private use, unassigned; line/paragraph separators.
_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
_VISIBLE_CATEGORIES = ("L", "N", "P", "S")


def is_allowed_char(char: str) -> bool:
    """Whether one character may appear in a name (plain spaces count; tabs do not)."""
    if ord(char) in _INVISIBLE:
        return False
    category = unicodedata.category(char)
    if category in _REFUSED_CATEGORIES:
        return False
    return not (category == "Zs" and char != " ")


def clean_name(text: str) -> str:
    """``text`` with everything a name may not hold removed (other spaces become plain
    ones), trimmed, and cut to `MAX_NAME_LENGTH`; may be empty, see `name_problem`."""
    chars = []
    for char in text:
        if is_allowed_char(char):
            chars.append(char)
        elif char.isspace():
            chars.append(" ")
    return "".join(chars).strip()[:MAX_NAME_LENGTH].strip()


def name_problem(name: object) -> str | None:
    """Why ``name`` is not a valid player name, or None when it is.

    Surrounding spaces are tolerated (the caller strips them); anything
    `clean_name` would change otherwise is refused.
    """
    if not isinstance(name, str):
        return f"a name is text, not {type(name).__name__}"
    stripped = name.strip()
    if not stripped:
        return "the name is empty"
    if len(stripped) > MAX_NAME_LENGTH:
        return f"names have at most {MAX_NAME_LENGTH} characters"
    if clean_name(stripped) != stripped:
        shown = name.encode("unicode_escape").decode("ascii")
        return f"the name {shown!r} holds characters that cannot be shown"
    if not any(unicodedata.category(char).startswith(_VISIBLE_CATEGORIES) for char in stripped):
        return "the name has no visible character"
    return None
