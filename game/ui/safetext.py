"""Rendering any string without crashing: the one wrapper around `Font.render` and `Font.size`.

Names and other text can come from damaged files, so drawing must survive
strings the font renderer refuses: NUL (`ValueError`), lone surrogates
(`UnicodeEncodeError`) and strings of only zero-width characters
(`pygame.error: Text has zero width`). `drawable` replaces what cannot be
encoded, and `render_line` answers an empty line of the font's height where
SDL_ttf has nothing to draw. Characters the font has no glyph for (emoji in
a chat line: the bundled Lato has none) would show as an empty box: `shown`
draws a run of them as one ``?`` (and drops invisible joiners and variation
selectors it lacks), in `render_line` and `text_width` alike.
"""

from __future__ import annotations

import unicodedata

import pygame

__all__ = ["MISSING", "drawable", "render_line", "shown", "text_width"]

#: What a run of characters the font cannot draw shows as.
MISSING = "?"
#: A character no font has (private use): what a missing glyph looks like in a font.
_ABSENT = "\ue000"
#: Whether a font (by family, style and size) has a glyph for a character (see `_has_glyph`).
_glyphs: dict[tuple[str, str, int, str], bool] = {}


def drawable(text: str) -> str:
    """``text`` with NUL and lone surrogates replaced by U+FFFD (what SDL_ttf can take)."""
    if "\x00" in text:
        text = text.replace("\x00", "\ufffd")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = "".join("\ufffd" if 0xD800 <= ord(char) <= 0xDFFF else char for char in text)
    return text


def _has_glyph(font: pygame.font.Font, char: str) -> bool:
    """Whether ``font`` draws ``char`` as its own glyph, not as the font's "missing" box (SDL_ttf
    has no question for this: the two renderings are compared, once per font and character)."""
    key = (font.name or "", font.style_name or "", font.get_height(), char)
    known = _glyphs.get(key)
    if known is None:
        try:
            mine = font.render(char, False, (255, 255, 255))
            box = font.render(_ABSENT, False, (255, 255, 255))
            known = pygame.image.tobytes(mine, "RGBA") != pygame.image.tobytes(box, "RGBA")
        except (pygame.error, ValueError, UnicodeEncodeError):
            known = True  # nothing visible to draw: no box either
        _glyphs[key] = known
    return known


def shown(font: pygame.font.Font, text: str) -> str:
    """``text`` as ``font`` can draw it: each run of characters without a glyph as one `MISSING`;
    invisible marks and formatting characters it lacks (emoji joiners, variation selectors) dropped."""
    text = drawable(text)
    if text.isascii():
        return text
    out: list[str] = []
    for char in text:
        if char.isascii() or _has_glyph(font, char):
            out.append(char)
        elif unicodedata.category(char) in ("Mn", "Me", "Cf"):
            continue
        elif not out or out[-1] != MISSING:
            out.append(MISSING)
    return "".join(out)


def render_line(
    font: pygame.font.Font, text: str, antialias: bool, color: tuple[int, ...] | pygame.Color
) -> pygame.Surface:
    """``font.render(text, antialias, color)`` that never raises for the text."""
    try:
        return font.render(shown(font, text), antialias, color)
    except (pygame.error, ValueError):  # "Text has zero width": nothing visible to draw
        return pygame.Surface((0, font.get_height()), pygame.SRCALPHA)


def text_width(font: pygame.font.Font, text: str) -> int:
    """The width of ``text`` in ``font`` (``font.size(text)[0]`` that never raises)."""
    try:
        return int(font.size(shown(font, text))[0])
    except (pygame.error, ValueError):
        return 0
