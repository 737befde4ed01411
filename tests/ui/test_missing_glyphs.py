"""Characters the bundled font cannot draw (emoji in a chat line) show as "?", never as an empty box;
what the font has (umlauts, the euro sign) stays as it is."""

from __future__ import annotations

import pygame

from game.ui.safetext import MISSING, render_line, shown, text_width
from tests.net.helpers import Lab, seat_everybody

from .helpers import key, screen_text, type_text
from .net_helpers import run_until
from .test_net_chat_keys import typed
from .test_net_screens import _seated


def pixels(surface: pygame.Surface) -> bytes:
    return bytes(surface.get_view("2"))


def test_a_character_without_glyph_is_drawn_as_a_question_mark(make_app) -> None:
    app = make_app(size=(960, 540))
    font = app.fonts(app.px(20))
    white = (255, 255, 255)
    raw = font.render("Hallo 😀", False, white)
    assert pixels(raw) != pixels(font.render("Hallo ?", False, white)), "the font draws its box"
    assert pixels(render_line(font, "Hallo 😀", False, white)) == pixels(font.render("Hallo ?", False, white))
    assert text_width(font, "Hallo 😀") == font.size("Hallo ?")[0]
    assert shown(font, "Daumen 👍🏽 hoch ❤️!") == f"Daumen {MISSING} hoch {MISSING}\ufe0f!"
    assert shown(font, "Größe äöüß € · …") == "Größe äöüß € · …"


def test_an_emoji_in_the_chat_shows_as_a_question_mark(make_app, lab: Lab) -> None:
    cora = lab.person("Cora")
    seat_everybody(lab, [cora], "token", computers=1)
    app = make_app(size=(1280, 720))
    lobby = _seated(app, lab, "Mira")
    typed(app, ".")
    type_text(app, "Viel Glück 😀")
    key(app, pygame.K_RETURN)
    lab.pump(lambda: any(line.text == "Viel Glück 😀" for line in cora.session.chat), what="the line")
    run_until(app, lambda: any("Viel Glück" in line for line in screen_text(app)), what="the chat line")
    lines = [line for line in screen_text(app) if "Viel Glück" in line]
    assert lines
    font = app.fonts(app.px(17))
    for line in lines:  # the chat row as the screen renders it: a "?" where the emoji is
        drawn = render_line(font, line, True, (255, 255, 255))
        assert pixels(drawn) == pixels(font.render(line.replace("😀", "?"), True, (255, 255, 255)))
    pygame.image.save(app.screen, "/tmp/polish_chat_emoji_1280.png")
    assert lobby.chat is not None
