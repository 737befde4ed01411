"""Drawing text never crashes, whatever the string (NUL, lone surrogates, zero-width only)."""

from __future__ import annotations

import pygame
import pytest

from game.ui import draw, widgets
from game.ui.textcache import TextCache

NASTY = ["a\x00b", "\x00", "\ud800", "x\udfff", "\u034f", "\u17b4", "\u034f\u17b4", "\u200b", "", " "]


@pytest.fixture
def font() -> pygame.font.Font:
    pygame.font.init()
    return pygame.font.Font(None, 24)


@pytest.mark.parametrize("value", NASTY)
def test_every_text_path_draws_any_string(font: pygame.font.Font, value: str) -> None:
    surface = pygame.Surface((200, 60))
    cache = TextCache(lambda size, bold: font)
    assert cache.render(value, 24, (255, 255, 255)).get_height() > 0
    cache.blit(surface, value, 24, (255, 255, 255), max_width=50, center=(100, 30))
    draw.text(surface, font, value, (255, 255, 255), center=(100, 30))
    draw.shadowed_text(surface, font, value, (255, 255, 255), center=(100, 30))
    draw.text_fit(lambda size: font, value, 50, 24)
    draw.wrap_text(font, value + " more words here", 60)
    widgets.rendered(font, value, (255, 255, 255))
