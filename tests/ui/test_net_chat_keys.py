"""Typing a chat line at a network table: M is a letter there, not the mute key (it switched the
sound off and on with every m of the line). Keys as a real keyboard sends them: KEYDOWN, then
TEXTINPUT."""

from __future__ import annotations

import pygame

from tests.net.helpers import Lab, seat_everybody

from .helpers import key
from .test_net_screens import _seated


def typed(app, text: str) -> None:  # type: ignore[no-untyped-def]
    """Each character as a keyboard gives it: its key, then the text."""
    for ch in text:
        code = pygame.key.key_code(ch.lower()) if ch.isalpha() else pygame.K_PERIOD
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=ch, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        app.step(1 / 60)


def test_m_in_a_chat_line_is_a_letter_and_mutes_again_after_it(make_app, lab: Lab) -> None:
    cora = lab.person("Cora")
    seat_everybody(lab, [cora], "token", computers=1)
    app = make_app()
    lobby = _seated(app, lab, "Mira")
    assert app.settings.sound
    typed(app, ".")
    assert lobby.chat.active
    typed(app, "Mm, mal sehen")
    assert app.settings.sound, "an m of the chat line switched the sound off"
    key(app, pygame.K_RETURN)
    lab.pump(lambda: any(line.text == "Mm, mal sehen" for line in cora.session.chat), what="the line")
    assert not lobby.chat.active
    key(app, pygame.K_m, unicode="m")  # the chat is closed: M mutes as everywhere
    assert not app.settings.sound
