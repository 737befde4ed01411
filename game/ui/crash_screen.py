"""The last-resort message after a crash of the window: what happened and where the report is.

Drawn straight onto the window with the app's fonts and warning band, outside
the scene machinery (which may be what failed): a title, one sentence, the
log file's path, and how to close. Never a traceback - that is in the log.
It waits for a key, a click or the window's close button, at most
`CRASH_SCREEN_SECONDS`. If anything of it fails, it gives up quietly (the
caller has told stderr already).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pygame

from game.ui import theme
from game.ui.draw import wrap_text
from game.ui.overlay import WarningOverlay

__all__ = ["CRASH_SCREEN_SECONDS", "crash_lines", "draw_crash_screen", "show_crash_screen"]

#: The longest the message waits for the person before the window closes by itself.
CRASH_SCREEN_SECONDS = 600.0

Fonts = Callable[[int, bool], pygame.font.Font]

_CLOSE_EVENTS = (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.WINDOWCLOSE)


def crash_lines(t: Callable[[str], str], log_path: Path) -> tuple[str, str, str, str]:
    """Title, sentence, the report's path, how to close - in the current language."""
    return t("crash.title"), t("crash.body"), str(log_path), t("crash.close")


def _fitting(fonts: Fonts, value: str, size: int, width: int, bold: bool = False) -> pygame.font.Font:
    """The largest font of at most ``size`` px in which ``value`` fits ``width`` (a path has no
    spaces to wrap at), never below 10 px."""
    font = fonts(size, bold)
    while size > 10 and font.size(value)[0] > width:
        size -= 1
        font = fonts(size, bold)
    return font


def draw_crash_screen(surface: pygame.Surface, fonts: Fonts, overlay: WarningOverlay,
                      lines: tuple[str, str, str, str]) -> list[pygame.Rect]:
    """Paint the message (and the warning band) on ``surface``; returns the rects of the four parts."""
    title, body, path, close = lines
    width, height = surface.get_size()
    overlay.layout(width, height)
    surface.fill(theme.FELT_DARK)
    scale = min(width / 1280, height / 720)
    room = max(40, width - round(80 * scale))
    title_font = _fitting(fonts, title, max(18, round(44 * scale)), room, bold=True)
    body_font = fonts(max(14, round(24 * scale)), False)
    path_font = _fitting(fonts, path, max(14, round(22 * scale)), room, bold=True)
    rows: list[tuple[list[str], pygame.font.Font, theme.Color]] = [
        ([title], title_font, theme.GOLD),
        (wrap_text(body_font, body, room), body_font, theme.TEXT),
        ([path], path_font, theme.TEXT),
        (wrap_text(body_font, close, room), body_font, theme.TEXT_DIM),
    ]
    gap = round(28 * scale)
    total = sum(len(r) * f.get_linesize() for r, f, _ in rows) + gap * (len(rows) - 1)
    y = max(0, (height - overlay.height - total) // 2)
    parts: list[pygame.Rect] = []
    for texts, font, colour in rows:
        part = pygame.Rect(width // 2, y, 0, 0)
        for text in texts:
            image = font.render(text, True, colour)
            rect = surface.blit(image, image.get_rect(midtop=(width // 2, y)))
            part = part.union(rect) if part.width else rect
            y += font.get_linesize()
        parts.append(part)
        y += gap
    overlay.draw(surface)
    return parts


def show_crash_screen(t: Callable[[str], str], fonts: Fonts, overlay: WarningOverlay, log_path: Path,
                      seconds: float | None = None) -> bool:
    """Show the message in the open window until a key, a click or close (at most ``seconds``);
    False if there is no window or drawing fails (then stderr is all the person gets)."""
    limit = CRASH_SCREEN_SECONDS if seconds is None else seconds
    try:
        surface = pygame.display.get_surface()
        if surface is None:
            return False
        lines = crash_lines(t, log_path)
        pygame.event.clear()  # input meant for the game before the crash does not close this
        draw_crash_screen(surface, fonts, overlay, lines)
        pygame.display.flip()
        end = time.monotonic() + limit
        while time.monotonic() < end:
            for event in pygame.event.get():
                if event.type in _CLOSE_EVENTS:
                    return True
                if event.type in (pygame.VIDEORESIZE, pygame.WINDOWEXPOSED, pygame.WINDOWSIZECHANGED):
                    surface = pygame.display.get_surface() or surface
                    draw_crash_screen(surface, fonts, overlay, lines)
                    pygame.display.flip()
            time.sleep(0.05)
        return True
    except Exception:  # noqa: BLE001 - the last resort must not raise: the log and stderr have the report
        return False
