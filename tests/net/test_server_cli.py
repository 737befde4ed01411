"""The ``tokenpoker-server`` command: help without a database, clear refusals, TLS."""

from __future__ import annotations

import os
import shutil
import ssl
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.legal import WARNING_TEXT
from game.net.client import Backoff, ConnectionState, NetClient, StateChanged
from game.net.server import BackgroundServer, Server, default_public_url

from .helpers import CHEAP, PASSWORD

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game.net", *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout
    )


def test_help_needs_no_database() -> None:
    home = Path(os.environ["TOKENPOKER_HOME"])
    result = _run("--help")
    assert result.returncode == 0
    assert result.stdout.startswith(WARNING_TEXT)
    for option in ("--host", "--port", "--db", "--tls-cert", "--tls-key", "--max-connections"):
        assert option in result.stdout
    assert not home.exists() or not any(home.iterdir())


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (("--port", "70000"), "--port must be 0 to 65535"),
        (("--max-connections", "0"), "--max-connections must be at least 1"),
        (("--max-connections", "viele"), "invalid int value"),
        (("--tls-cert", "cert.pem"), "go together"),
        (("--tls-cert", "missing.pem", "--tls-key", "missing.key"), "cannot use the TLS certificate"),
        (("--verbose",), "unrecognized arguments"),
        (("--public-url", "http://node-1:8765"), "--public-url must start with ws:// or wss://"),
    ],
)
def test_bad_options_are_refused_with_a_message(args: tuple[str, ...], says: str) -> None:
    result = _run(*args)
    assert result.returncode == 2
    assert says in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("host", "url"),
    [
        ("127.0.0.1", "ws://127.0.0.1:8765"),
        ("node-1.example", "ws://node-1.example:8765"),
        ("::1", "ws://[::1]:8765"),
        ("0.0.0.0", ""),  # nobody connects to a wildcard: the node is relayed to instead
        ("::", ""),
    ],
)
def test_a_node_s_default_public_address(host: str, url: str) -> None:
    assert default_public_url("ws", host, 8765) == url


def test_a_file_that_is_no_database_is_refused(tmp_path: Path) -> None:
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"\x00\x01 not sqlite " * 300)
    result = _run("--db", str(junk), "--port", "0")
    assert result.returncode == 2
    assert "not a usable server database" in result.stderr and "Traceback" not in result.stderr
    assert junk.read_bytes().startswith(b"\x00\x01 not sqlite")  # left as it was


def _certificate(folder: Path) -> tuple[Path, Path]:
    openssl = shutil.which("openssl")
    if openssl is None:
        pytest.skip("openssl is needed to make a test certificate")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        [
            openssl,
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "2",
            "-subj",
            "/CN=127.0.0.1",
            "-addext",
            "subjectAltName=IP:127.0.0.1",
            "-keyout",
            str(key),
            "-out",
            str(cert),
        ],
        check=True,
        capture_output=True,
    )
    return cert, key


def _settled_state(client: NetClient, timeout: float = 20.0) -> ConnectionState:
    """The first state other than connecting/reconnecting the client reports."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for item in client.poll():
            if isinstance(item, StateChanged) and item.state in (
                ConnectionState.CONNECTED,
                ConnectionState.LOST,
            ):
                return item.state
        time.sleep(0.01)  # a thread's queue without a notifier: poll as a frame loop would
    raise AssertionError(f"{client.name} did not connect or give up")


def test_with_a_certificate_the_server_speaks_tls(tmp_path: Path) -> None:
    cert, key = _certificate(tmp_path)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    background = BackgroundServer(lambda: Server(tmp_path / "db", cost=CHEAP), tls=context)
    port = background.start()
    try:
        trusting = ssl.create_default_context(cafile=str(cert))
        good = NetClient(f"wss://127.0.0.1:{port}", "Anna", PASSWORD, create=True, tls=trusting)
        stranger = NetClient(
            f"wss://127.0.0.1:{port}", "Bert", PASSWORD, create=True, backoff=Backoff(0.01, 0.01, 1)
        )
        plain = NetClient(
            f"ws://127.0.0.1:{port}", "Cora", PASSWORD, create=True, backoff=Backoff(0.01, 0.01, 1)
        )
        for client in (good, stranger, plain):
            client.start()
        states = {client.name: _settled_state(client) for client in (good, stranger, plain)}
        assert states == {
            "Anna": ConnectionState.CONNECTED,
            "Bert": ConnectionState.LOST,  # the certificate is not trusted
            "Cora": ConnectionState.LOST,  # no TLS, no talk
        }
        for client in (good, stranger, plain):
            client.close()
    finally:
        background.stop()


def test_the_command_starts_with_tls_and_stops_on_sigterm(tmp_path: Path) -> None:
    cert, key = _certificate(tmp_path)
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "game.net",
            "--port",
            "0",
            "--db",
            str(tmp_path / "db"),
            "--tls-cert",
            str(cert),
            "--tls-key",
            str(key),
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        lines = [process.stdout.readline() for _ in range(3)]
        assert any("server on wss://127.0.0.1:" in line for line in lines), lines
        process.terminate()
        assert process.wait(20) == 0
    finally:
        if process.poll() is None:
            process.kill()


def test_a_second_server_on_the_same_database_is_refused_and_settles_nothing(tmp_path: Path) -> None:
    """A second server started on the database of a running one (a forgotten process, a restart
    before the old one ended) settled the running server's open game as "left by a stopped
    server" before it failed to listen - its pot paid back while the game went on, which then
    could not pay out (the ledger refused: a server error at the table). Now it is refused at
    once, with a message, and the running game's pot stays where it is."""
    from game.net.host import EmbeddedHost, HostError
    from game.net.ledger import Ledger, pot
    from game.net.store import open_database

    from .european_helpers import people_of
    from .helpers import Crowd, seat_everybody
    from .server_process import ServerProcess

    db = tmp_path / "server.sqlite3"
    running = ServerProcess(db)
    url = running.start()
    crowd = Crowd(url, tries=1)
    try:
        people = people_of(crowd, ("Anna", "Bert"))
        seat_everybody(crowd, people, "european")
        people[0].session.start()
        crowd.pump(lambda: all(p.session.has_game for p in people), what="the game")

        def pots() -> dict[int, int]:
            connection = open_database(db)
            try:
                ledger = Ledger(connection)
                return {game: ledger.balance(pot(game)) for game in ledger.open_games()}
            finally:
                connection.close()

        before = pots()
        assert len(before) == 1 and all(chips > 0 for chips in before.values())
        for port in ("0", str(running.port)):
            second = _run("--db", str(db), "--port", port, timeout=30)
            assert second.returncode == 2, second.stdout
            assert "in use by another running server" in second.stderr and "Traceback" not in second.stderr
            assert "Settled" not in second.stdout
            assert pots() == before
        host = EmbeddedHost(db, bind="127.0.0.1", ports=(0,))  # "host on this computer", same file
        with pytest.raises(HostError, match="in use by another running server"):
            host.start()
        assert pots() == before
        running.kill()  # killed: the system drops its lock, and the next server starts and settles
        again = ServerProcess(db, running.port)
        again.start()
        again.close()
        assert pots() == {}
    finally:
        crowd.close()
        running.close()
