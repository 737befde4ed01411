"""Quiet frames on the Netzwerk screens: each is idle-capable, and what the network brings shows.

Each network screen sleeps between looks at the network (`POLL`) and draws
only when its look changed; a frame after news still shows what a full
redraw shows. The Tisch eröffnen dialog keeps the lobby below it read.
"""

from __future__ import annotations

import time

import pygame

from game.app import IDLE_TICK
from game.scenes.net.connect import NetConnectScene
from game.scenes.net.cover import NetCover
from game.scenes.net.european.table import EuropeanTableScene
from game.scenes.net.lobby import LobbyScene
from game.scenes.net.open import OpenTableScene
from game.scenes.net.room import POLL
from game.scenes.net.token.table import NetTokenScene
from game.ui.widgets import REFUSE_FLASH_SECONDS
from tests.net.european_helpers import EuropeanPerson
from tests.net.helpers import Lab, seat_everybody

from .helpers import key, type_text
from .net_helpers import run_until
from .test_net_screens import _lobby, _open_netzwerk
from .test_quiet_frames import assert_shows_what_a_full_redraw_shows


def test_every_network_screen_opts_in() -> None:
    for scene in (NetConnectScene, LobbyScene, OpenTableScene, NetTokenScene, EuropeanTableScene):
        assert scene.idle_capable, scene.__name__


def test_a_refused_character_glows_and_fades_on_the_connect_screen(make_app) -> None:
    app = make_app()
    scene = _open_netzwerk(app)
    app.step(1 / 60)
    assert app.idle_wait() == IDLE_TICK  # nothing to wait for
    click_field = scene.name.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=click_field, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=click_field, button=1))
    app.step(1 / 60)
    type_text(app, "x" * 17)  # one more than a name may have: refused, the field glows
    assert scene.name.flash > 0
    assert 0 < app.idle_wait() < IDLE_TICK or scene.name.flash > IDLE_TICK
    field = scene.name.rect.inflate(8, 8)
    glowing = pygame.image.tobytes(app.screen.subsurface(field), "RGB")
    for _ in range(round(REFUSE_FLASH_SECONDS * 60) + 2):
        app.step(1 / 60)
    assert scene.name.flash == 0
    assert pygame.image.tobytes(app.screen.subsurface(field), "RGB") != glowing  # the glow is gone
    assert_shows_what_a_full_redraw_shows(app)
    assert app.idle_wait() == IDLE_TICK


def test_the_lobby_below_the_open_dialog_is_read_and_shown(make_app, lab: Lab) -> None:
    app = make_app()
    lobby = _lobby(app, lab, "Gero")
    key(app, pygame.K_n)
    dialog = app.top
    assert isinstance(dialog, OpenTableScene)
    app.step(1 / 60)
    assert app.idle_wait() == POLL
    assert lobby.session.tables == ()
    cora = lab.person("Cora")
    assert cora.session.open_table("token")
    lab.pump(lambda: cora.session.seating is not None, what="Cora's table")
    lobby.session.refresh_tables()
    run_until(app, lambda: len(lobby.session.tables) == 1, what="the table list under the dialog")
    assert app.top is dialog
    app.step(1 / 60)
    assert_shows_what_a_full_redraw_shows(app)
    drawn = app.full_draws + app.partial_draws
    for _ in range(5):
        app.step(POLL)
    assert app.full_draws + app.partial_draws == drawn  # nothing new: nothing drawn


def test_the_results_cover_draws_news_and_nothing_else(make_app, lab: Lab) -> None:
    from .test_net_cover import _at_table, _play, _results_up

    app, cora, scene = _at_table(make_app, lab)
    _play(app, lab, cora, lambda: _results_up(app), what="the results")
    cover = app.top
    assert isinstance(cover, NetCover) and cover.idle_capable
    for _ in range(3):
        app.step(1 / 30)
    assert 0 < app.idle_wait() <= POLL
    assert cora.session.say("Na?")
    deadline = time.monotonic() + 10
    while not cover.strip_words()[-1][0].endswith("Na?"):
        assert time.monotonic() < deadline
        app.step(POLL)
        time.sleep(0.005)
    assert app.last_draw in ("full", "partial")
    assert_shows_what_a_full_redraw_shows(app)


def test_the_european_table_draws_when_a_shown_second_changes_not_at_every_read(make_app, lab: Lab) -> None:
    from .test_net_european import _sit_down

    seat_everybody(lab, [lab.person("Anna", kind=EuropeanPerson)], "european")
    app = make_app()
    _sit_down(app, lab, "Gero")  # no game yet: the game master's clock runs down
    for _ in range(3):
        app.step(POLL)
    assert app.idle_wait() == POLL  # it keeps reading the network
    drawn = app.full_draws + app.partial_draws
    for _ in range(10):  # half a second of reads: the countdowns' whole seconds change once at most
        app.step(POLL)
    assert app.full_draws + app.partial_draws - drawn <= 1
    assert_shows_what_a_full_redraw_shows(app)


def test_removed_from_a_table_the_lobby_shows_its_own_buttons(make_app, lab: Lab) -> None:
    """Removed by the opener while the European table's screen was up: that screen closed, the
    lobby took over and changed its buttons a frame later, which changed nothing of its look - the
    table's lone "Tisch verlassen" stayed on the screen under the list of tables until a key."""
    bert = lab.person("Bert", kind=EuropeanPerson)
    assert bert.session.open_table("european")
    lab.pump(lambda: bert.session.seating is not None, what="Bert's table")
    app = make_app((960, 540))
    lobby = _lobby(app, lab, "Anna")
    lobby.session.refresh_tables()
    run_until(app, lambda: len(lobby.session.tables) == 1, what="the table")
    key(app, pygame.K_s)
    run_until(app, lambda: isinstance(app.top, EuropeanTableScene), what="the European table")
    assert bert.session.kick("Anna", "Test")
    run_until(app, lambda: app.top is lobby and lobby.seating is None, what="back in the lobby")
    for _ in range(3):
        app.step(POLL)
    assert lobby.ui.widgets[0] is lobby.open_button
    assert_shows_what_a_full_redraw_shows(app)
    # and why: the table's notice was in its chat, which the lobby does not show
    assert lobby.error == "Du wurdest vom Tisch entfernt: Test"
