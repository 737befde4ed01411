"""Posting real pygame events into the app loop (keys, typing, clicks)."""

from __future__ import annotations

import pygame

from game.app import App


def key(app: App, k: int, mod: int = 0, unicode: str = "") -> None:
    """Post a key press and run one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))
    app.step(1 / 60)


def type_text(app: App, s: str) -> None:
    """Post TEXTINPUT events (how SDL delivers typed characters) and run one frame."""
    for ch in s:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.step(1 / 60)


def click(app: App, pos: tuple[int, int]) -> None:
    """Post a mouse move and left click at ``pos`` and run one frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)
