"""The line under a chat: a command's confirmation ("Cora wird ignoriert: ...") in the normal text
colour - it was drawn in red like an error -, a refusal (an unknown command, a missing name, what
the server refuses) in red; the key hint dim. Read from what the lobby's chat panel draws."""

from __future__ import annotations

import os
from typing import Any

import pygame

from game.ui import draw, theme
from tests.net.helpers import Lab

from .helpers import key, type_text
from .net_helpers import run_until
from .test_net_screens import _lobby


def _line(app: Any, words: str) -> None:
    type_text(app, ".")
    type_text(app, words)
    key(app, pygame.K_RETURN)


def _drawn_colour(app: Any, monkeypatch: Any, words: str) -> object:
    """The colour the next frame draws ``words`` in (under the lobby's chat)."""
    seen: list[object] = []
    line = draw._line

    def spy(font: Any, value: str, color: Any, alpha: int = 255) -> Any:
        if value == words:
            seen.append(color)
        return line(font, value, color, alpha)

    monkeypatch.setattr(draw, "_line", spy)
    app.draw()
    monkeypatch.setattr(draw, "_line", line)
    assert seen, f"{words!r} not drawn"
    return seen[-1]


def test_confirmations_in_the_normal_colour_refusals_in_red(make_app: Any, lab: Lab, monkeypatch) -> None:
    lab.person("Cora")
    app = make_app((1280, 720))
    lobby = _lobby(app, lab, "Anna")
    run_until(app, lambda: lobby.session.balance is not None, what="the log-in")
    chat = lobby.lobby_chat
    for line, ok in (
        ("/ignorieren Cora", True),
        ("/quatsch", False),
        ("/zulassen Cora", True),
        ("/m", False),  # the name missing: how it goes
        ("/ignorieren Anna", False),  # oneself
        ("/profil Cora", True),
    ):
        _line(app, line)
        if line.startswith("/profil"):
            run_until(app, lambda: app.top is not lobby, what="the profile")
            key(app, pygame.K_ESCAPE)
            run_until(app, lambda: app.top is lobby, what="back in the lobby")
        assert chat.error, line
        colour = _drawn_colour(app, monkeypatch, chat.error)
        if os.environ.get("NP_SHOTS") and line == "/ignorieren Cora":
            pygame.image.save(app.screen, "/tmp/npo/lobby_chat_confirmed.png")
        assert colour == (theme.TEXT if ok else theme.RED), (line, chat.error, colour)
    _line(app, "Hallo")  # a plain line: the hint again, dim
    assert chat.error == ""
    assert _drawn_colour(app, monkeypatch, app.t("net.room.chat_hint")) == theme.TEXT_DIM
