"""The Netzwerk log-in screen says how long a locked name stays locked (5 wrong passwords), in words."""

from __future__ import annotations

from game.net.client import ConnectionState
from tests.net.helpers import PASSWORD, Lab

from .helpers import click
from .net_helpers import run_until
from .test_net_screens import _fill, _open_netzwerk


def test_a_locked_name_is_told_how_long_it_stays_locked(make_app, lab: Lab) -> None:
    lab.person("Bert").close()
    tries = [lab.person("Bert", create=False, password="falsch-999") for _ in range(5)]
    lab.pump(lambda: all(p.session.connection is ConnectionState.LOST for p in tries), what="refusals")
    lab.advance(30)
    app = make_app(size=(960, 540))
    scene = _open_netzwerk(app)
    _fill(app, scene, f"127.0.0.1:{lab.port}", "Bert", PASSWORD)  # the right password: refused too
    click(app, scene.login_button.rect.center)
    run_until(app, lambda: scene.session is None and scene.bad, what="the refusal")
    assert scene.message == (
        "Zu viele falsche Passwörter für diesen Namen - Anmeldung erst in 5 Min. wieder möglich."
    )
    app.step(1 / 60)
