"""Shared pieces of the table tests: engine invariants and driving a table to a person's turn."""

from __future__ import annotations

import pygame

from game.app import App
from game.engine import FULL_DECK, Game, Mode, TokenPhase

DT = 0.1


def check_invariants(game: Game) -> None:
    """The engine's promises the UI must never break."""
    assert game.phase in tuple(TokenPhase)
    n = len(game.config.seats)
    top = game.config.tokens
    for seat in game.seats:
        assert 0 <= seat.tokens <= top, seat
        if game.config.mode is Mode.DESCENDING:
            assert seat.tokens <= top
    if game.phase is TokenPhase.EXCHANGE:
        cards = [c for s in game.seats if s.active for c in s.hand] + list(game.stock)
        assert len(cards) == 52 and set(cards) == set(FULL_DECK)
        for s in game.seats:
            if s.active:
                assert len(s.hand) == 5
    assert len(game.seats) == n


def post_key(k: int, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0))


def post_click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def step(app: App, frames: int = 1) -> None:
    for _ in range(frames):
        app.step(DT)
