"""The Netzwerk screen as a player uses it: Enter in the password field logs in, Enter in the other
fields moves on to the next empty one (or logs in when all are filled), the last address and name
are remembered (never the password), and a wrong log-in points a first-timer to "Konto anlegen"."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.net.connect import NetConnectScene
from game.scenes.net.lobby import LobbyScene
from game.scenes.start import StartScene
from tests.net.helpers import PASSWORD, Lab

from .helpers import click, key, type_text
from .net_helpers import run_until
from .test_net_screens import _fill, _open_netzwerk


def test_enter_moves_on_to_the_empty_field_and_logs_in_from_the_password(make_app, lab: Lab) -> None:
    lab.person("Anna")
    app = make_app()
    scene = _open_netzwerk(app)
    assert scene.ui.focused is scene.name and scene.address.value == "127.0.0.1:8765"
    click(app, scene.address.rect.center)
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    type_text(app, f"127.0.0.1:{lab.port}")
    key(app, pygame.K_RETURN)  # the name is empty: on to the name
    assert scene.ui.focused is scene.name and scene.session is None
    type_text(app, "Anna")
    key(app, pygame.K_RETURN)  # the password is empty: on to the password
    assert scene.ui.focused is scene.password and scene.session is None
    type_text(app, PASSWORD)
    key(app, pygame.K_RETURN)  # Enter in the password field: Anmelden
    assert scene.session is not None
    run_until(app, lambda: isinstance(app.top, LobbyScene), what="the lobby")
    assert app.top.session.name == "Anna"


def test_enter_in_a_filled_form_logs_in_from_any_field(make_app, lab: Lab) -> None:
    lab.person("Bert")
    app = make_app()
    scene = _open_netzwerk(app)
    _fill(app, scene, f"127.0.0.1:{lab.port}", "Bert", PASSWORD)
    click(app, scene.address.rect.center)
    key(app, pygame.K_KP_ENTER)
    assert scene.session is not None  # everything filled: logs in
    run_until(app, lambda: isinstance(app.top, LobbyScene), what="the lobby")


def test_the_last_address_and_name_are_remembered_never_the_password(make_app, lab: Lab) -> None:
    app = make_app()
    scene = _open_netzwerk(app)
    _fill(app, scene, f"127.0.0.1:{lab.port}", "Cora", PASSWORD)
    click(app, scene.create_button.rect.center)
    run_until(app, lambda: isinstance(app.top, LobbyScene), what="the lobby")
    stored = app.settings.to_dict()
    assert stored["net_address"] == f"127.0.0.1:{lab.port}" and stored["net_name"] == "Cora"
    assert PASSWORD not in repr(stored)
    key(app, pygame.K_ESCAPE)  # log out; Netzwerk again
    assert isinstance(app.top, StartScene)
    button = next(b for b in app.top.buttons if b.label() == "Netzwerk")
    click(app, button.rect.center)
    scene = app.top
    assert isinstance(scene, NetConnectScene)
    assert scene.address.value == f"127.0.0.1:{lab.port}" and scene.name.value == "Cora"
    assert scene.password.value == "" and scene.ui.focused is scene.password
    type_text(app, PASSWORD)
    key(app, pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.top, LobbyScene), what="the lobby again")


def test_a_refused_log_in_is_not_remembered(make_app, lab: Lab) -> None:
    lab.person("Dirk")
    app = make_app()
    scene = _open_netzwerk(app)
    _fill(app, scene, f"127.0.0.1:{lab.port}", "Dirk", "falsches-passwort")
    key(app, pygame.K_RETURN)
    run_until(app, lambda: scene.session is None and scene.bad, what="the refusal")
    assert app.settings.net_address == "" and app.settings.net_name == ""


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("de", "Name oder Passwort falsch. Zum ersten Mal hier? Dann „Konto anlegen“ wählen."),
        ("en", "Wrong name or password. First time here? Then choose “Create account”."),
    ],
)
@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_a_wrong_log_in_points_a_first_timer_to_create_an_account(
    make_app, lab: Lab, language: str, said: str, size: tuple[int, int]
) -> None:
    app = make_app(size)
    app.translator.language = language
    scene = NetConnectScene(app)
    app.push(scene)
    _fill(app, scene, f"127.0.0.1:{lab.port}", "Emil", PASSWORD)  # no account yet
    key(app, pygame.K_RETURN)
    run_until(app, lambda: scene.session is None and scene.bad, what="the refusal")
    assert scene.message == said
    app.step(1 / 60)
    pygame.image.save(app.screen, f"/tmp/net_connect_auth_{language}_{size[0]}.png")
