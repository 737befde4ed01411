"""The Netzwerk screen over TLS, driven through real pygame events against a real server process on
127.0.0.1 with a self-signed certificate: the certificate is refused before it is accepted (its
fingerprint shown, nothing kept on "Abbrechen"), trusted after "Vertrauen und verbinden" (kept in the
known-hosts file, no question next time), refused with the warning once the server shows another one,
and asked about afresh only after the old one was deliberately forgotten. A damaged known-hosts file
is kept aside and the person told."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.net.trust import fingerprint_lines
from game.scenes.net.certificate import CertificateScene
from game.scenes.net.connect import NetConnectScene, ServerAddress, parse_address
from game.scenes.net.lobby import LobbyScene
from game.scenes.start import StartScene
from game.storage.known_hosts import known_hosts_path
from tests.net.helpers import PASSWORD
from tests.net.tls_helpers import ServerProcess, openssl_fingerprint, self_signed

from .helpers import click, key, type_text
from .net_helpers import run_until
from .test_net_screens import _fill, _open_netzwerk


def _kept() -> dict[str, str]:
    path = known_hosts_path()
    return json.loads(path.read_text())["hosts"] if path.exists() else {}


def _question(app) -> CertificateScene:
    run_until(app, lambda: isinstance(app.top, CertificateScene), what="the certificate screen")
    scene = app.top
    assert isinstance(scene, CertificateScene)
    return scene


def _log_out_and_return(app) -> NetConnectScene:
    key(app, pygame.K_ESCAPE)  # the lobby: log out
    assert isinstance(app.top, StartScene)
    button = next(b for b in app.top.buttons if b.label() == "Netzwerk")
    click(app, button.rect.center)
    scene = app.top
    assert isinstance(scene, NetConnectScene)
    return scene


def test_address_with_a_scheme() -> None:
    assert parse_address("wss://spiel.example.org:9000") == ("spiel.example.org", 9000, True)
    assert parse_address("WSS://Spiel.example.org/") == ("Spiel.example.org", 8765, True)
    assert parse_address("ws://127.0.0.1:8765") == ("127.0.0.1", 8765, False)
    assert parse_address("https://spiel.example.org") is None
    assert parse_address("wss://") is None
    assert parse_address("wss://host:1/lobby") is None
    address = ServerAddress("Spiel.Example.org", 9000, True)
    assert (address.url, address.key) == ("wss://Spiel.Example.org:9000", "spiel.example.org:9000")


def test_a_self_signed_certificate_is_asked_about_kept_and_a_changed_one_refused(
    make_app, tmp_path: Path
) -> None:
    first = self_signed(tmp_path, "first")
    first_print = openssl_fingerprint(first[0])
    server = ServerProcess(tmp_path / "db", first)
    port = server.port
    address = f"wss://127.0.0.1:{port}"
    app = make_app()
    try:
        scene = _open_netzwerk(app)
        _fill(app, scene, address, "Anna", PASSWORD)
        click(app, scene.create_button.rect.center)
        question = _question(app)
        assert not question.changed and question.shown == first_print
        assert question.server == f"127.0.0.1:{port}"
        assert question.ui.focused is question.cancel  # a stray Enter trusts nothing
        key(app, pygame.K_RETURN)  # Abbrechen
        assert app.top is scene and scene.session is None and _kept() == {}
        assert scene.bad and "vertraut" in scene.message

        click(app, scene.create_button.rect.center)
        question = _question(app)
        click(app, question.act.rect.center)  # Vertrauen und verbinden
        assert _kept() == {f"127.0.0.1:{port}": first_print}
        run_until(app, lambda: isinstance(app.top, LobbyScene), what="the lobby")

        scene = _log_out_and_return(app)  # the next log-in asks nothing: trusted
        assert scene.address.value == address
        type_text(app, PASSWORD)
        key(app, pygame.K_RETURN)
        run_until(app, lambda: isinstance(app.top, LobbyScene), what="the lobby without a question")
        scene = _log_out_and_return(app)
    finally:
        server.stop()

    second = self_signed(tmp_path, "second")
    server = ServerProcess(tmp_path / "db", second, port=port)  # the same server, another certificate
    try:
        type_text(app, PASSWORD)
        key(app, pygame.K_RETURN)
        warning = _question(app)
        assert warning.changed
        assert (warning.accepted, warning.shown) == (first_print, openssl_fingerprint(second[0]))
        assert warning.ui.focused is warning.cancel
        key(app, pygame.K_RETURN)  # Zurück: still the old one, no connection
        assert app.top is scene and scene.session is None
        assert _kept() == {f"127.0.0.1:{port}": first_print}
        assert "geändert" in scene.message

        key(app, pygame.K_RETURN)  # the focus went back to the password: try again, warned again
        warning = _question(app)
        assert warning.changed
        click(app, warning.act.rect.center)  # Altes Zertifikat vergessen
        assert app.top is scene and _kept() == {} and scene.session is None
        key(app, pygame.K_RETURN)
        question = _question(app)  # now asked like about any unknown certificate
        assert not question.changed and question.shown == openssl_fingerprint(second[0])
        key(app, pygame.K_ESCAPE)
        assert app.top is scene and _kept() == {}
    finally:
        server.stop()


def test_a_damaged_known_hosts_file_is_kept_aside_and_told(make_app, tmp_path: Path) -> None:
    cert = self_signed(tmp_path, "server")
    server = ServerProcess(tmp_path / "db", cert)
    try:
        path = known_hosts_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b'{"version": 1, "hosts": {"127.0.0.1:')
        app = make_app()
        scene = _open_netzwerk(app)
        _fill(app, scene, f"wss://127.0.0.1:{server.port}", "Cora", PASSWORD)
        click(app, scene.create_button.rect.center)
        assert "beschädigt" in app.toast.look().__repr__()
        question = _question(app)
        assert question.shown == openssl_fingerprint(cert[0])
        assert not path.exists()
        assert [p.name.startswith("known_hosts.json.corrupt-") for p in path.parent.iterdir()].count(
            True
        ) == 1
        for line in fingerprint_lines(question.shown):
            assert len(line.split(":")) == 16
    finally:
        server.stop()
