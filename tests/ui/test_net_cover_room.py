"""The network strip over a covered screen leaves it room: the rules' title and the history's panel
are whole below the strip, the warning band stays whole below them, at 1280x720 and 960x540."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.net.cover import NetCover
from game.scenes.net.token.table import NetTokenScene
from game.scenes.pause import PauseScene
from game.scenes.rules import RulesScene
from game.scenes.token.history import HistoryScene
from game.scenes.token.results import ResultsScene
from game.ui import theme
from tests.net.helpers import Lab

from .helpers import key
from .test_net_cover import _at_table, _play, _results_up, my_turn

SIZES = [(1280, 720), (960, 540)]


def _rows_with(surface: pygame.Surface, color: tuple[int, ...], xs: range, ys: range) -> list[int]:
    """The rows of ``ys`` where some pixel of columns ``xs`` has exactly ``color``."""
    rgb = tuple(color[:3])
    return [y for y in ys if any(tuple(surface.get_at((x, y)))[:3] == rgb for x in xs)]


def _cover_of(app, inner: type) -> NetCover:
    cover = app.top
    assert isinstance(cover, NetCover) and isinstance(cover.inner, inner)
    app.step(1 / 30)
    app.draw()  # the whole frame, as a player sees it
    return cover


def _band_is_whole(app) -> None:
    """The warning band below the content is the overlay's own drawing, untouched."""
    seen = app.screen.copy()
    app.overlay.draw(app.screen)
    band = pygame.Rect(0, app.content_rect.bottom, app.screen.get_width(), app.overlay.height)
    assert band.height > 0
    for y in range(band.top, band.bottom, 3):
        for x in range(0, band.width, 7):
            assert seen.get_at((x, y)) == app.screen.get_at((x, y)), (x, y)


@pytest.mark.parametrize("size", SIZES)
def test_the_rules_title_and_the_history_panel_are_whole_below_the_strip(make_app, lab: Lab, size) -> None:
    app, cora, scene = _at_table(make_app, lab)
    app.resize(*size)
    my_turn(app, lab, cora, scene)
    strip_bottom = None
    for press, inner in ((pygame.K_F1, RulesScene), (pygame.K_h, HistoryScene)):
        key(app, press)
        cover = _cover_of(app, inner)
        strip = cover.strip_rect()
        strip_bottom = strip.bottom
        assert strip.top == app.content_rect.top and strip.bottom < app.content_rect.bottom
        pygame.image.save(app.screen, f"/tmp/net_cover_room_{inner.__name__}_{size[0]}.png")
        px = app.px
        if inner is RulesScene:
            # the title "Spielregeln", in its colour, as tall below the strip as the font draws it
            font = app.fonts(px(42), bold=True)
            glyphs = font.render("Spielregeln", True, theme.ACCENT).get_bounding_rect()
            w = app.screen.get_width()
            xs = range(w // 2 - glyphs.width // 2, w // 2 + glyphs.width // 2, 2)
            rows = _rows_with(app.screen, theme.ACCENT, xs, range(strip.bottom + 1, strip.bottom + px(120)))
            assert rows and rows[0] > strip.bottom + 1, "the title runs under the strip"
            assert rows[-1] - rows[0] + 1 >= glyphs.height - 1
        else:
            # the history panel's top edge (its border colour) shows below the strip
            x = app.screen.get_width() // 6
            rows = _rows_with(
                app.screen, theme.PANEL_BORDER, range(x, x + 1), range(strip.bottom + 1, px(80))
            )
            assert rows, "the history panel's top edge is under the strip"
        _band_is_whole(app)
        key(app, pygame.K_ESCAPE)
        assert app.top is scene
    assert strip_bottom is not None


@pytest.mark.parametrize("size", SIZES)
def test_results_and_pause_keep_their_panels_below_the_strip(make_app, lab: Lab, size) -> None:
    app, cora, scene = _at_table(make_app, lab)
    app.resize(*size)
    my_turn(app, lab, cora, scene)
    key(app, pygame.K_ESCAPE)
    cover = _cover_of(app, PauseScene)
    with cover.room() as room:
        assert (
            cover.inner.panel_rect().top >= cover.strip_rect().bottom
            and room.bottom == app.content_rect.bottom
        )
    pygame.image.save(app.screen, f"/tmp/net_cover_room_PauseScene_{size[0]}.png")
    _band_is_whole(app)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    _play(app, lab, cora, lambda: _results_up(app), what="the first round's results")
    cover = _cover_of(app, ResultsScene)
    pygame.image.save(app.screen, f"/tmp/net_cover_room_ResultsScene_{size[0]}.png")
    # the table shows (dimmed) around the results' panel, also just below the strip
    y = cover.strip_rect().bottom + app.px(40)
    assert any(app.screen.get_at((x, y))[:3] != (0, 0, 0) for x in range(0, app.screen.get_width(), 5))
    _band_is_whole(app)
    assert isinstance(scene, NetTokenScene)
